package notation

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestWhole(t *testing.T) {
	tests := []struct {
		in   string
		want uint64
		err  string
	}{
		{"0", 0, ""},
		{"7", 7, ""},
		{"007", 7, ""},
		{"9007199254740991", MaxWhole, ""},
		{"9007199254740992", 0, "n: 9007199254740992 is larger than 9007199254740991 (2^53−1)"},
		{"18446744073709551616", 0, "n: 18446744073709551616 is larger than 9007199254740991 (2^53−1)"},
		{strings.Repeat("9", 60), 0, "n: a number of 60 digits is larger than 9007199254740991 (2^53−1)"},
		{"99999999999999999999x", 0, `n: "99999999999999999999x" is not a whole number`},
		{"", 0, "n: the value is empty; expected a whole number"},
		{"x", 0, `n: "x" is not a whole number`},
		{"-1", 0, `n: "-1" is not a whole number`},
		{"+1", 0, `n: "+1" is not a whole number`},
		{" 1", 0, `n: " 1" is not a whole number: it holds a space (a link's "+" reads as one)`},
		{"1 ", 0, `n: "1 " is not a whole number: it holds a space (a link's "+" reads as one)`},
		{"0x10", 0, `n: "0x10" is not a whole number`},
		{"1e3", 0, `n: "1e3" is not a whole number`},
		{"1.0", 0, `n: "1.0" is not a whole number`},
		{"٣", 0, `n: "٣" is not a whole number`},
	}
	for _, tt := range tests {
		got, err := Whole("n", tt.in)
		if tt.err == "" {
			if err != nil || got != tt.want {
				t.Errorf("Whole(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
			}
		} else if err == nil || err.Error() != tt.err {
			t.Errorf("Whole(%q) = %d, %v; want error %q", tt.in, got, err, tt.err)
		}
	}
}

func TestWholeList(t *testing.T) {
	tests := []struct {
		in   string
		want []uint64
		err  string
	}{
		{"3,4,5", []uint64{3, 4, 5}, ""},
		{"0", []uint64{0}, ""},
		{"5,0,5", []uint64{5, 0, 5}, ""},
		{"1,9007199254740991", []uint64{1, MaxWhole}, ""},
		{strings.Repeat("1,", MaxItems-1) + "1", nil, ""},
		{"", nil, "heaps: the list is empty"},
		{"3,x,5", nil, `heaps: item 2 "x" is not a whole number`},
		{"3,,5", nil, "heaps: item 2 is empty"},
		{",3", nil, "heaps: item 1 is empty"},
		{"3,", nil, "heaps: item 2 is empty"},
		{"3, 4", nil, `heaps: item 2 " 4" is not a whole number: it holds a space (a link's "+" reads as one)`},
		{"3;4", nil, `heaps: item 1 "3;4" is not a whole number`},
		{"1,9007199254740992", nil, "heaps: item 2 is 9007199254740992, larger than 9007199254740991 (2^53−1)"},
		{"1," + strings.Repeat("1", 50), nil, "heaps: item 2 is a number of 50 digits, larger than 9007199254740991 (2^53−1)"},
		{strings.Repeat("1,", MaxItems) + "1", nil, "heaps: 100001 items, more than the limit of 100000"},
	}
	for _, tt := range tests {
		got, err := WholeList("heaps", tt.in)
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("WholeList(%.40q) = %v, %v; want error %q", tt.in, got, err, tt.err)
			}
		case err != nil:
			t.Errorf("WholeList(%.40q): %v", tt.in, err)
		case tt.want != nil && !reflect.DeepEqual(got, tt.want):
			t.Errorf("WholeList(%q) = %v; want %v", tt.in, got, tt.want)
		}
	}
}

func FuzzWholeList(f *testing.F) {
	for _, s := range []string{"3,4,5", "0", "007,9007199254740991", "9007199254740992", "1,,2", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		list, err := WholeList("heaps", s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "heaps: ") {
				t.Fatalf("WholeList(%q): error %q does not name the key", s, err)
			}
			return
		}
		items := strings.Split(s, ",")
		if len(list) != len(items) {
			t.Fatalf("WholeList(%q) = %v: %d numbers from %d items", s, list, len(list), len(items))
		}
		for i, n := range list {
			if n > MaxWhole {
				t.Fatalf("WholeList(%q) accepted %d", s, n)
			}
			// The items may have leading zeros; their numbers must agree.
			if want, err := strconv.ParseUint(items[i], 10, 64); err != nil || want != n {
				t.Fatalf("WholeList(%q)[%d] = %d; strconv says %d, %v", s, i, n, want, err)
			}
			if w, err := Whole("n", items[i]); err != nil || w != n {
				t.Fatalf("Whole(%q) = %d, %v; WholeList said %d", items[i], w, err, n)
			}
		}
	})
}

package notation

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Query
	}{
		{"game=nim&heaps=3,4,5", Query{{"game", "nim"}, {"heaps", "3,4,5"}}},
		{"heaps=3,4,5&game=nim", Query{{"heaps", "3,4,5"}, {"game", "nim"}}},
		{"game=nim&heaps=3%2C4%2C5", Query{{"game", "nim"}, {"heaps", "3,4,5"}}},
		{"a=", Query{{"a", ""}}},
		{"a=b=c", Query{{"a", "b=c"}}},
		{"a=x+y", Query{{"a", "x y"}}},
		{"a=x%20y%2B", Query{{"a", "x y+"}}},
		{"%61=1", Query{{"a", "1"}}},
		{"k%26=v%26", Query{{"k&", "v&"}}},
		{"lang=%D1%80%D1%83", Query{{"lang", "ру"}}},
		{"A=1&a=2", Query{{"A", "1"}, {"a", "2"}}},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "the position is empty; expected key=value pairs such as game=nim&heaps=3,4,5"},
		{"#game=nim", `the position starts with "#"; give the pairs without it`},
		{"?game=nim", `the position starts with "?"; give the pairs without it`},
		{"a=1&&b=2", `pair 2 is empty (two "&" in a row, or one at an end)`},
		{"a=1&", `pair 2 is empty (two "&" in a row, or one at an end)`},
		{"&a=1", `pair 1 is empty (two "&" in a row, or one at an end)`},
		{"&", `pair 1 is empty (two "&" in a row, or one at an end)`},
		{"game=nim&heaps", `pair 2 "heaps" has no "="; expected key=value`},
		{"=3", `pair 1 "=3" has an empty key`},
		{"a=1&=", `pair 2 "=" has an empty key`},
		{"heaps=3%2", `heaps: invalid URL escape "%2"`},
		{"heaps=%zz", `heaps: invalid URL escape "%zz"`},
		{"he%zps=1", `pair 1: key "he%zps": invalid URL escape "%zp"`},
		{"heaps=1&game=nim&heaps=2", "heaps: given twice (pairs 1 and 3)"},
		{"heaps=1&he%61ps=2", "heaps: given twice (pairs 1 and 2)"},
		{"a+b=1&a%20b=2", `"a b": given twice (pairs 1 and 2)`},
		{"%C3%A9=%", `"é": invalid URL escape "%"`},
		// A line break names its pair, not the key that the next line repeats.
		{"game=nim&heaps=1\ngame=nim&heaps=2", `pair 2 "heaps=1\ngame=nim" %[1]s`},
		{"game=nim&heaps=1\r\n", `pair 2 "heaps=1\r\n" %[1]s`},
		{"\ngame=nim", `pair 1 "\ngame=nim" %[1]s`},
		{"a=1&b=x\ny&c=3", `pair 2 "b=x\ny" %[1]s`},
		// A space around a key is named, not read as another key ("game: missing").
		{"game = nim&heaps=1", `pair 1 "game = nim": the key "game " %[2]s`},
		{"game+=nim&heaps=1", `pair 1 "game+=nim": the key "game " %[2]s`},
		{"game=nim&%20heaps=1", `pair 2 "%%20heaps=1": the key " heaps" %[2]s`},
		{"x=" + strings.Repeat("1", MaxLen), "the position is 8388610 bytes, more than the limit of 8388608 (8 MiB)"},
	}
	for _, tt := range tests {
		if strings.Contains(tt.want, "%[") {
			tt.want = fmt.Sprintf(tt.want, "holds a line break; a position is one line (one position at a time, or %0A for a line break inside a value)", "has a space before or after it; write key=value without spaces around \"=\" and \"&\"")
		}
		q, err := Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%.40q) = %q, %v; want error %q", tt.in, q, err, tt.want)
		}
	}
}

func TestParseLongest(t *testing.T) {
	s := "x=" + strings.Repeat("1", MaxLen-2)
	if q, err := Parse(s); err != nil || len(q[0].Value) != MaxLen-2 {
		t.Errorf("Parse of %d bytes failed: %v", len(s), err)
	}
}

func TestString(t *testing.T) {
	tests := []struct {
		q    Query
		want string
	}{
		{Query{{"game", "nim"}, {"heaps", "3,4,5"}}, "game=nim&heaps=3,4,5"},
		{Query{{"a", ""}}, "a="},
		{Query{{"a", "x y+&=#%?/"}}, "a=x%20y%2B%26%3D%23%25%3F%2F"},
		{Query{{"k=&", "-._~,"}}, "k%3D%26=-._~,"},
		{Query{{"lang", "ру"}}, "lang=%D1%80%D1%83"},
		{Query{}, ""},
	}
	for _, tt := range tests {
		if got := tt.q.String(); got != tt.want {
			t.Errorf("%q.String() = %q; want %q", tt.q, got, tt.want)
		}
	}
}

func TestGet(t *testing.T) {
	q := Query{{"game", "nim"}, {"hint", ""}}
	tests := []struct {
		key, want string
		ok        bool
	}{
		{"game", "nim", true},
		{"hint", "", true},
		{"heaps", "", false},
	}
	for _, tt := range tests {
		if got, ok := q.Get(tt.key); got != tt.want || ok != tt.ok {
			t.Errorf("Get(%q) = %q, %v; want %q, %v", tt.key, got, ok, tt.want, tt.ok)
		}
	}
}

func TestQuoteAndName(t *testing.T) {
	tests := []struct{ f, in, want string }{
		{"Quote", "x", `"x"`},
		{"Quote", "a\nb", `"a\nb"`},
		{"Quote", strings.Repeat("1", 41), `"` + strings.Repeat("1", 40) + `"…`},
		{"Quote", strings.Repeat("1", 39) + "é", `"` + strings.Repeat("1", 39) + `"…`},
		{"Quote", strings.Repeat("1", 38) + "é", `"` + strings.Repeat("1", 38) + `é"`},
		{"Name", "heaps", "heaps"},
		{"Name", "theme-2.a_b", "theme-2.a_b"},
		{"Name", "", `""`},
		{"Name", "a b", `"a b"`},
		{"Name", "a,b", `"a,b"`},
	}
	for _, tt := range tests {
		f := Quote
		if tt.f == "Name" {
			f = Name
		}
		if got := f(tt.in); got != tt.want {
			t.Errorf("%s(%q) = %s; want %s", tt.f, tt.in, got, tt.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"game=nim&heaps=3,4,5",
		"game=nim&heaps=3,4,5&play=misere&hint=1",
		"a=b=c&d=",
		"a=x+y%20z%2B",
		"lang=%D1%80%D1%83",
		"a=1&&b=2",
		"=1",
		"a=%zz",
		"#a=1",
		"k%3D%26=v",
		"game=nim&heaps=1\ngame=nim&heaps=2",
		"game = nim&heaps=1",
		"a=%0A&b+=1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := Parse(s)
		if err != nil {
			if q != nil {
				t.Fatalf("Parse(%q) returned %q with error %v", s, q, err)
			}
			return
		}
		out := q.String()
		q2, err := Parse(out)
		if err != nil {
			t.Fatalf("Parse(%q) = %q; its String %q does not parse: %v", s, q, out, err)
		}
		if !reflect.DeepEqual(q, q2) {
			t.Fatalf("round trip of %q: %q, then %q", s, q, q2)
		}
		if out2 := q2.String(); out2 != out {
			t.Fatalf("String not stable: %q, then %q", out, out2)
		}
	})
}

package hacklayout

import (
	"strings"
	"testing"
)

func TestPositionsText(t *testing.T) {
	for _, tc := range []struct {
		in, out string // out "" means in is canonical
	}{
		{"", ""},
		{"1x500y150", ""},
		{"2x400y300g380,1x500y150", "1x500y150,2x400y300g380"},
		{"0g700,3x0y1000", ""},
		{"7g20", ""}, // a foot without a place: the place comes from elsewhere
		{"10x1y2,9x3y4", "9x3y4,10x1y2"},
	} {
		p, err := ParsePositions(tc.in)
		if err != nil {
			t.Errorf("ParsePositions(%q): %v", tc.in, err)
			continue
		}
		want := tc.out
		if want == "" {
			want = tc.in
		}
		if got := p.String(); got != want {
			t.Errorf("ParsePositions(%q).String() = %q, want %q", tc.in, got, want)
		}
	}
}

func TestPositionsErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{",1x2y3", `pos: item 1 is empty`},
		{"1x2y3,", `pos: item 2 is empty`},
		{"x2y3", `pos: item 1 "x2y3" does not start with a vertex`},
		{"1x2", `pos: item 1 "1x2" gives one coordinate of two`},
		{"1y2", `pos: item 1 "1y2" gives one coordinate of two`},
		{"1x2y3z", `pos: item 1 "1x2y3z" has "z" left over`},
		{"1x1001y0", `pos: item 1 "1x1001y0" has x 1001, outside 0 to 1000`},
		{"1x99999y0", `pos: item 1 "1x99999y0" has x 99999, outside 0 to 1000`},
		{"1xy2", `pos: item 1 "1xy2" has no number after 'x'`},
		{"1", `pos: item 1 "1" gives no place`},
		{"0x1y2", `pos: item 1 "0x1y2" places the ground`},
		{"1x1y1,1x2y2", `pos: vertex 1 is given twice (items 1 and 2)`},
		{"99999999999999999999x1y1", `has a vertex larger than 9007199254740991`},
		{"1x2y3 ", `has " " left over`},
	} {
		_, err := ParsePositions(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePositions(%q) = %v, want an error containing %q", tc.in, err, tc.want)
		}
	}
}

func TestFoot(t *testing.T) {
	p, _ := ParsePositions("1x300y100,2x600y100g650,0g900")
	for _, tc := range []struct {
		v    uint64
		want float64
	}{{1, 300}, {2, 650}, {0, 900}} {
		if got := p.Foot(tc.v); got != tc.want {
			t.Errorf("Foot(%d) = %g, want %g", tc.v, got, tc.want)
		}
	}
	if got := (Positions{}).Foot(0); got != Size/2 {
		t.Errorf("the ground's loops stand at %g with no foot given, want the middle", got)
	}
}

func FuzzParsePositions(f *testing.F) {
	for _, s := range []string{"", "1x500y150", "2x400y300g380,1x500y150", "0g700", "1x2", "x"} {
		f.Add(s)
	}
	for _, p := range Presets {
		f.Add(p.Pos)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePositions(s)
		if err != nil {
			return
		}
		again, err := ParsePositions(p.String())
		if err != nil || !again.Equal(p) {
			t.Fatalf("%q → %q → %v, %v", s, p.String(), again, err)
		}
	})
}

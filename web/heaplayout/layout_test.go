package heaplayout

import (
	"fmt"
	"testing"
)

func TestPartsDoNotOverlap(t *testing.T) {
	for _, tc := range []struct {
		name       string
		w, h, s    float64
		o          Options
		n          int
		tallest    uint64
		wantCellsL int // the strip shows at least this many cells
	}{
		{"subtraction 1280×800", 900, 800, 1, Options{Band: true, ChipDigits: 1, StripNeed: 12}, 4, 9, 12},
		{"subtraction @2x", 1800, 1600, 2, Options{Band: true, ChipDigits: 1, StripNeed: 12}, 4, 9, 12},
		{"subtraction narrow", 390, 464, 1, Options{Band: true, ChipDigits: 1, StripNeed: 16}, 4, 9, 16},
		{"moore", 900, 800, 1, Options{Band: true, Confirm: true}, 3, 10, 0},
		{"greedy", 900, 800, 1, Options{}, 3, 5, 0},
	} {
		l := New(tc.w, tc.h, tc.s, tc.n, tc.tallest, tc.o)
		hl := l.Heaps
		if hl.Bars {
			t.Errorf("%s: heaps up to %d drawn as bars", tc.name, tc.tallest)
		}
		if tc.o.Band && l.Band.Y+l.Band.H > hl.Top {
			t.Errorf("%s: the band (to y=%g) runs into the heaps (from y=%g)", tc.name, l.Band.Y+l.Band.H, hl.Top)
		}
		label := hl.Label(0)
		if tc.o.StripNeed > 0 {
			if label.Y+label.H > l.Strip.Area.Y {
				t.Errorf("%s: the labels (to y=%g) run into the strip (from y=%g)", tc.name, label.Y+label.H, l.Strip.Area.Y)
			}
			if l.Strip.Cells < tc.wantCellsL {
				t.Errorf("%s: the strip has %d cells, want at least %d", tc.name, l.Strip.Cells, tc.wantCellsL)
			}
			if end := l.Strip.Marks.Y + l.Strip.Marks.H; end > tc.h+1e-9 {
				t.Errorf("%s: the strip ends at y=%g, below the canvas (%g)", tc.name, end, tc.h)
			}
			if w := l.Strip.CellW / tc.s; w < cellMin || w > 60 {
				t.Errorf("%s: strip cells %g CSS px wide", tc.name, w)
			}
		} else if label.Y+label.H > tc.h {
			t.Errorf("%s: labels below the canvas", tc.name)
		}
		if tc.o.Band {
			if h := l.ChipH / tc.s; h < chipMin-8 || h > chipMax {
				t.Errorf("%s: chips %g CSS px high, want a finger's size", tc.name, h)
			}
		}
	}
}

func TestHit(t *testing.T) {
	heaps := []uint64{9, 6, 5, 4}
	l := New(900, 800, 1, len(heaps), 9, Options{Band: true, ChipDigits: 1, StripNeed: 12})
	set := []uint64{1, 2, 3}
	chips := Chooser{Heap: 1, Amounts: set, N: 3}
	for i, h := range heaps {
		for j := range h {
			x, y := l.Heaps.StoneCenter(i, j)
			if got := l.Hit(x, y, heaps, chips, false); got != (Target{Kind: Stone, Heap: i, To: j}) {
				t.Errorf("stone %d of heap %d: Hit = %+v", j, i, got)
			}
		}
		x, _ := l.Heaps.StoneCenter(i, 0)
		if got := l.Hit(x, l.Heaps.LevelY(h, h)-2, heaps, chips, false); got != (Target{Kind: Above, Heap: i, To: h}) {
			t.Errorf("just above heap %d: Hit = %+v", i, got)
		}
		lab := l.Heaps.Label(i)
		if got := l.Hit(x, lab.Y+lab.H/2, heaps, chips, false); got.Kind != Above || got.Heap != i {
			t.Errorf("heap %d's label: Hit = %+v, want Above", i, got)
		}
	}
	for k, a := range set {
		r := l.Chip(1, k, 3)
		want := Target{Kind: Chip, Heap: 1, To: 6 - a, Chip: k}
		if got := l.Hit(r.X+r.W/2, r.Y+r.H/2, heaps, chips, false); got != want {
			t.Errorf("chip %d: Hit = %+v, want %+v", k, got, want)
		}
	}
	// Between the band and the tallest heap the column still counts: the pointer crosses it
	// on its way from a heap to its chips.
	if got := l.Hit(l.Heaps.CenterX(0), l.HeapsTop+1, heaps, chips, false); got.Kind != Above || got.Heap != 0 {
		t.Errorf("between the band and heap 0: Hit = %+v, want Above heap 0", got)
	}
	if got := l.Hit(l.Band.X+1, l.Band.Y+1, heaps, chips, false); got.Kind != Band {
		t.Errorf("the band's corner: Hit = %+v, want Band", got)
	}
	if got := l.Hit(l.Strip.CellX(3), l.Strip.Value.Y+1, heaps, chips, false); got.Kind != None {
		t.Errorf("the strip: Hit = %+v, want None", got)
	}
	if got := l.Hit(2, 400, heaps, chips, false); got.Kind != None {
		t.Errorf("the left margin: Hit = %+v, want None", got)
	}
}

func TestChipsStayInTheBand(t *testing.T) {
	heaps := []uint64{9, 6, 5, 4}
	l := New(390, 464, 1, len(heaps), 9, Options{Band: true, ChipDigits: 2})
	for i := range heaps {
		for _, n := range []int{1, 3, 8, 40} {
			fit, _ := l.Chips(i, n)
			if fit < 1 || fit > n {
				t.Errorf("heap %d, %d chips: %d fit", i, n, fit)
			}
			for k := range fit {
				r := l.Chip(i, k, n)
				if r.X < l.Band.X-1e-9 || r.X+r.W > l.Band.X+l.Band.W+1e-9 {
					t.Errorf("heap %d, chip %d of %d at x %g..%g, outside the band %g..%g", i, k, n, r.X, r.X+r.W, l.Band.X, l.Band.X+l.Band.W)
				}
			}
		}
		// A few chips are centred over their heap.
		r0, r2 := l.Chip(i, 0, 3), l.Chip(i, 2, 3)
		if mid := (r0.X + r2.X + r2.W) / 2; mid-l.Heaps.CenterX(i) > 1 || l.Heaps.CenterX(i)-mid > 1 {
			if r0.X > l.Band.X && r2.X+r2.W < l.Band.X+l.Band.W {
				t.Errorf("heap %d: 3 chips centred at %g, the heap at %g", i, mid, l.Heaps.CenterX(i))
			}
		}
	}
}

func TestConfirm(t *testing.T) {
	heaps := []uint64{5, 8, 10}
	l := New(900, 800, 2, len(heaps), 10, Options{Band: true, Confirm: true})
	c, x := l.Confirm, l.Cancel
	if got := l.Hit(c.X+c.W/2, c.Y+c.H/2, heaps, Chooser{}, true); got.Kind != Confirm {
		t.Errorf("confirm: Hit = %+v", got)
	}
	if got := l.Hit(x.X+x.W/2, x.Y+x.H/2, heaps, Chooser{}, true); got.Kind != Cancel {
		t.Errorf("cancel: Hit = %+v", got)
	}
	if got := l.Hit(c.X+c.W/2, c.Y+c.H/2, heaps, Chooser{}, false); got.Kind != Band {
		t.Errorf("confirm while hidden: Hit = %+v, want Band", got)
	}
}

func TestStripShown(t *testing.T) {
	s := Strip{Cells: 16}
	for _, tc := range []struct {
		h        uint64
		pre, per int
		cell     int
		alias    bool
		ok       bool
	}{
		{9, 0, 4, 9, false, true},
		{15, 0, 4, 15, false, true},
		{16, 0, 4, 12, true, true}, // 16 mod 4 = 0: the last 0 mod 4 cell is 12
		{19, 0, 4, 15, true, true},
		{1 << 50, 0, 4, 12, true, true},
		{100, 3, 5, 15, true, true}, // (100−3) mod 5 = 2: cells 5, 10, 15
		{100, 0, 20, 0, false, false},
		{100, 0, 0, 0, false, false},
	} {
		c, a, ok := s.Shown(tc.h, tc.pre, tc.per)
		if c != tc.cell || a != tc.alias || ok != tc.ok {
			t.Errorf("Shown(%d, pre %d, per %d) = %d, %v, %v; want %d, %v, %v", tc.h, tc.pre, tc.per, c, a, ok, tc.cell, tc.alias, tc.ok)
		}
	}
}

func TestStripEndsWithAWholePeriod(t *testing.T) {
	for _, tc := range []struct {
		need, pre, per int
		want           int
	}{
		{12, 0, 4, 16}, // 19 cells fit comfortably on 900 px: four whole periods of 4
		{12, 0, 7, 14},
		{12, 3, 5, 18},
		{12, 0, 0, 19},
		{12, 0, 30, 19}, // a period longer than the strip: as many cells as fit
		{16, 0, 7, 21},  // 14 would show fewer than asked for: one period more
		{38, 0, 7, 38},  // 35 would show fewer than asked for, and 42 do not fit
	} {
		l := New(900, 800, 1, 1, 9, Options{StripNeed: tc.need, StripPre: tc.pre, StripPer: tc.per})
		if l.Strip.Cells != tc.want {
			t.Errorf("need %d, preperiod %d, period %d: %d cells, want %d", tc.need, tc.pre, tc.per, l.Strip.Cells, tc.want)
		}
	}
}

func ExampleStrip_Shown() {
	// A strip of g(0..15) for the set {1,2,3}: g(n) = n mod 4. A heap of 1000 has the
	// value of the last cell that is 0 mod 4.
	l := New(900, 800, 1, 1, 1000, Options{StripNeed: 16})
	cell, alias, _ := l.Strip.Shown(1000, 0, 4)
	fmt.Println(l.Strip.Cells, cell, alias)
	// Output: 19 16 true
}

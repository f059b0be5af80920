package nimlayout

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

func TestHitStones(t *testing.T) {
	heaps := []uint64{3, 4, 5}
	l := New(900, 600, 1, len(heaps), slices.Max(heaps))
	if l.Bars {
		t.Fatalf("heaps %v drawn as bars on 900×600", heaps)
	}
	for i, s := range heaps {
		for j := range s {
			x, y := l.StoneCenter(i, j)
			hi, to, ok := l.Hit(x, y, heaps)
			if !ok || hi != i || to != j {
				t.Errorf("Hit at stone %d of heap %d = (%d, %d, %v), want (%d, %d, true)", j, i, hi, to, ok, i, j)
			}
		}
		// Just above the top stone is empty space: no move.
		x, _ := l.StoneCenter(i, s-1)
		if _, _, ok := l.Hit(x, l.LevelY(s, s)-1, heaps); ok {
			t.Errorf("Hit above heap %d's top stone found a move", i)
		}
	}
	for _, tc := range []struct {
		name string
		x, y float64
	}{
		{"left margin", 1, 300},
		{"right margin", 899, 300},
		{"below base", 450, l.Base + 1},
		{"above top", 450, l.Top - 1},
	} {
		if _, _, ok := l.Hit(tc.x, tc.y, heaps); ok {
			t.Errorf("Hit in the %s found a move", tc.name)
		}
	}
}

func TestHitEmptyHeap(t *testing.T) {
	heaps := []uint64{0, 2}
	l := New(400, 400, 1, len(heaps), slices.Max(heaps))
	if _, _, ok := l.Hit(l.CenterX(0), l.Base-1, heaps); ok {
		t.Error("Hit on an empty heap found a move")
	}
}

func TestBarsForHugeHeaps(t *testing.T) {
	heaps := []uint64{1, 10_000_000, 9007199254740991}
	l := New(800, 600, 2, len(heaps), slices.Max(heaps))
	if !l.Bars {
		t.Fatal("heaps of 2^53−1 drawn as stones")
	}
	// A press at the level of k stones leaves k stones, to within what one pixel stands for.
	for i, s := range heaps {
		perPixel := float64(s) / l.BarHeight(s)
		for _, k := range []uint64{0, s / 3, s / 2, s - 1} {
			y := math.Max(l.LevelY(s, k)-0.25, l.Base-l.BarHeight(s)+0.01)
			_, to, ok := l.Hit(l.CenterX(i), y, heaps)
			if !ok || to >= s || math.Abs(float64(to)-float64(k)) > perPixel+1 {
				t.Errorf("heap %d (size %d): Hit at level %d = (%d, %v), want about %d", i, s, k, to, ok, k)
			}
		}
	}
	if h := l.BarHeight(1); h < 4*l.Scale {
		t.Errorf("a heap of 1 beside 2^53−1 is %.2f px tall: too thin to see", h)
	}
}

func TestStonesStayInsideCanvas(t *testing.T) {
	for _, tc := range []struct {
		w, h, scale float64
		heaps       []uint64
	}{
		{320, 240, 1, []uint64{7, 5, 2, 6}},
		{2560, 1440, 2, []uint64{30, 1, 1}},
		{390, 460, 3, []uint64{12, 12, 12, 12, 12, 12, 12, 12}},
		{1024, 768, 1, make([]uint64, 32)},
	} {
		t.Run(fmt.Sprint(tc.w, "x", tc.h, "@", tc.scale, tc.heaps), func(t *testing.T) {
			l := New(tc.w, tc.h, tc.scale, len(tc.heaps), slices.Max(tc.heaps))
			for i, s := range tc.heaps {
				c := l.Column(i)
				if c.X < 0 || c.X+c.W > tc.w+1e-9 {
					t.Errorf("column %d = %+v outside width %v", i, c, tc.w)
				}
				if l.Bars || s == 0 {
					continue
				}
				_, top := l.StoneCenter(i, s-1)
				if top-l.Stone/2 < l.Top-1e-9 {
					t.Errorf("heap %d's top stone at y=%v above Top=%v", i, top, l.Top)
				}
			}
			if lb := l.Label(0); lb.Y+lb.H > tc.h {
				t.Errorf("label %+v below the canvas (height %v)", lb, tc.h)
			}
		})
	}
}

func ExampleLayout_Hit() {
	heaps := []uint64{3, 4, 5}
	l := New(600, 400, 1, len(heaps), slices.Max(heaps))
	x, y := l.StoneCenter(0, 1) // the middle stone of the heap of 3
	heap, to, ok := l.Hit(x, y, heaps)
	fmt.Println(heap, to, ok)
	// Output: 0 1 true
}

func TestShift(t *testing.T) {
	heaps := []uint64{3, 4, 5}
	l := New(600, 400, 1, len(heaps), 5)
	m := l.Shift(20, 100)
	for i, s := range heaps {
		for j := range s {
			x, y := l.StoneCenter(i, j)
			mx, my := m.StoneCenter(i, j)
			if mx != x+20 || my != y+100 {
				t.Errorf("stone %d of heap %d moved to (%g, %g) from (%g, %g), want by (20, 100)", j, i, mx, my, x, y)
			}
			if hi, to, ok := m.Hit(mx, my, heaps); !ok || hi != i || to != j {
				t.Errorf("Hit at the shifted stone %d of heap %d = (%d, %d, %v)", j, i, hi, to, ok)
			}
		}
	}
	if c, d := l.Column(1), m.Column(1); d.X != c.X+20 || d.Y != c.Y+100 || d.W != c.W || d.H != c.H {
		t.Errorf("column 1 shifted to %+v from %+v", d, c)
	}
	if r, q := l.Label(2), m.Label(2); q.X != r.X+20 || q.Y != r.Y+100 {
		t.Errorf("label 2 shifted to %+v from %+v", q, r)
	}
}

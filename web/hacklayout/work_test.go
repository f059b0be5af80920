package hacklayout

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestSorter: sorted a few units at a time, in any sizes, the sorter gives what a stable
// sort gives, and never does more units in a call than its budget.
func TestSorter(t *testing.T) {
	type item struct{ k, i int }
	r := rand.New(rand.NewPCG(1, 2))
	var s Sorter[item]
	for _, n := range []int{0, 1, 2, 3, 7, 8, 9, 100, 1000, 1025} {
		for _, budget := range []int{0, 1, 5, 64} {
			x := make([]item, n)
			for i := range x {
				x[i] = item{r.IntN(n/3 + 1), i}
			}
			want := slices.Clone(x)
			slices.SortStableFunc(want, func(a, b item) int { return a.k - b.k })
			s.Start(x, func(a, b item) bool { return a.k < b.k })
			var got []item
			for calls := 0; ; calls++ {
				w := Work{Budget: budget}
				sorted, done := s.Next(&w)
				if budget > 0 && w.Done > budget {
					t.Fatalf("n %d: a call did %d units, budget %d", n, w.Done, budget)
				}
				if done {
					got = sorted
					break
				}
				if calls > n*12+10 {
					t.Fatalf("n %d budget %d: not sorted after %d calls", n, budget, calls)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("n %d budget %d: sorted %v, want %v", n, budget, got, want)
			}
		}
	}
}

// TestShaperInParts: a Shaper given a small budget a call shapes what Shape does at once.
func TestShaperInParts(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var s Shaper
	for _, n := range []int{1, 5, 40, 300} {
		arcs := make([]Arc, n)
		var obstacles []Point
		for i := range arcs {
			p := Point{X: float64(r.IntN(10)) * 50, Y: float64(r.IntN(4)) * 60}
			q := Point{X: float64(r.IntN(10)) * 50, Y: float64(r.IntN(4)) * 60}
			obstacles = append(obstacles, p)
			ka, kb := uint64(p.X)*1000+uint64(p.Y), uint64(q.X)*1000+uint64(q.Y)
			if r.IntN(3) == 0 {
				q, kb = p, ka
			}
			arcs[i] = Arc{A: p, B: q, KA: ka, KB: kb, Loop: ka == kb}
		}
		want := Shape(arcs, obstacles, 60, nil)
		for _, budget := range []int{1, 7, 100} {
			s.Start(arcs, obstacles, 60, []Curve{{}})
			for calls := 0; ; calls++ {
				w := Work{Budget: budget}
				got, done := s.Next(&w)
				if w.Done > budget+len(obstacles)/4+7 { // an item of up to 8 units, and the grid
					t.Fatalf("%d arcs: a call did %d units, budget %d", n, w.Done, budget)
				}
				if done {
					if !slices.Equal(got[1:], want) {
						t.Fatalf("%d arcs, budget %d: the curves differ from Shape's", n, budget)
					}
					break
				}
				if calls > 100*n {
					t.Fatalf("%d arcs, budget %d: not done after %d calls", n, budget, calls)
				}
			}
		}
	}
}

// TestPartSize: parts are as big as fit in the target, within the bounds; a slow part makes
// the next smaller, and the size comes back when parts are quick again.
func TestPartSize(t *testing.T) {
	p := PartSize{Min: 1000, Max: 5000, Target: 500 * time.Microsecond}
	if got := p.Verts(); got != 5000 {
		t.Errorf("before any part: %d, want the most, 5000", got)
	}
	p.Took(5000, 250*time.Microsecond) // 50 ns a vertex: 10000 fit
	if got := p.Verts(); got != 5000 {
		t.Errorf("after a quick part: %d, want 5000", got)
	}
	p.Took(5000, 5*time.Millisecond) // 1 µs a vertex: the mean of 50 ns and 1 µs is 525 ns
	if got := p.Verts(); got != 1000 {
		t.Errorf("after a slow part: %d, want the least, 1000", got)
	}
	p.Took(1000, 200*time.Microsecond) // 200 ns: the mean is 362.5 ns, 1379 fit
	if got := p.Verts(); got != 1379 {
		t.Errorf("after a part of 200 ns a vertex: %d, want 1379", got)
	}
	for range 10 {
		p.Took(p.Verts(), time.Duration(p.Verts())*50*time.Nanosecond)
	}
	if got := p.Verts(); got != 5000 {
		t.Errorf("after ten quick parts: %d, want 5000 again", got)
	}
	p.Took(0, time.Millisecond)
	p.Took(100, 0)
	if got := p.Verts(); got != 5000 {
		t.Errorf("parts of nothing, or of no time, change the size: %d", got)
	}
}

// TestReserve: a picture grows one buffer a call to the room asked for, keeping what it
// holds, and then reports that it had nothing to do; so does a mesh.
func TestReserve(t *testing.T) {
	var p Picture
	p.Line([]Point{{1, 2}, {3, 4}}, RoleEdge, 1)
	calls := 0
	for p.Reserve(100, 10, 20, 30) {
		calls++
	}
	if calls != 4 || cap(p.Pts) < 100 || cap(p.Strokes) < 10 || cap(p.Dots) < 20 || cap(p.Labels) < 30 {
		t.Errorf("%d calls grew the buffers to %d, %d, %d, %d", calls, cap(p.Pts), cap(p.Strokes), cap(p.Dots), cap(p.Labels))
	}
	if len(p.Pts) != 2 || p.Pts[1] != (Point{3, 4}) || len(p.Strokes) != 1 {
		t.Errorf("the picture lost what it held: %v %v", p.Pts, p.Strokes)
	}
	var m Mesh
	calls = 0
	for m.Reserve(1000) {
		calls++
	}
	if calls != 2 || cap(m.Verts) < 1000 || cap(m.Idx) < 4500 {
		t.Errorf("%d calls grew the mesh to %d vertices and %d indices", calls, cap(m.Verts), cap(m.Idx))
	}
}

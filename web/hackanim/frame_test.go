package hackanim

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
	"github.com/nimscope/nimscope/web/hacklayout"
)

// frame is what the scene does each frame of an explanation: the picture of step key, t of
// the way, and its triangles.
type frame struct {
	r    *Replay
	pic  hacklayout.Picture
	mesh hacklayout.Mesh
	view hacklayout.View
	st   hacklayout.Style
}

func newFrame(t testing.TB, edges string) *frame {
	r, _ := replayOf(t, edges)
	f := &frame{r: r, view: hacklayout.NewView(1024, 1024, 2)}
	f.st = hacklayout.Style{EdgeW: 4, HaloW: 13, DotR: 5, Fringe: 1.6, Src: hacklayout.Point{X: 1.5, Y: 1.5}}
	for i := range f.st.HaloAlpha {
		f.st.HaloAlpha[i] = 0.5
	}
	dot := f.st.DotR // the sizes the scene makes sprites for
	f.st.MakeSprites([]float64{dot, 0.75 * dot, 1.6 * dot, 2.2 * dot})
	return f
}

func (f *frame) paint(key int, t float64) {
	f.pic.Reset()
	f.r.Paint(&f.pic, key, true, t)
	f.mesh.Build(&f.pic, f.view, &f.st)
}

func BenchmarkExplainFrame(b *testing.B) {
	for _, m := range []int{300, 2000} {
		f := newFrame(b, hackenbushtest.Random(m/2, m))
		f.paint(0, 0.5)
		b.Run(fmt.Sprintf("%dedges", m), func(b *testing.B) {
			for i := range b.N {
				f.paint(0, float64(i%100)/100)
			}
			b.ReportMetric(float64(len(f.mesh.Verts)), "verts")
		})
	}
}

// TestFramesAllocateNothing: once its buffers have grown, a frame of the explanation (the
// picture of a step on its way and its triangles) and of a chop's fall allocates nothing.
func TestFramesAllocateNothing(t *testing.T) {
	f := newFrame(t, hackenbushtest.Random(60, 120))
	steps := len(f.r.Steps())
	for key := range steps {
		f.paint(key, 0.5) // the step's keyframes are made once, on the first frame
		if n := testing.AllocsPerRun(20, func() { f.paint(key, 0.37) }); n != 0 {
			t.Errorf("step %d of %d: %.1f allocations per frame, want 0", key, steps, n)
		}
	}
	d := f.r.d
	gone := make([]bool, len(d.Edges))
	for i := range gone {
		gone[i] = i%3 == 0
	}
	fall := func() {
		f.pic.Reset()
		f.pic.Paint(d, hacklayout.Look{Chop: -1})
		PaintFall(&f.pic, d, gone, 0, d.Verts[:len(d.Verts)/2], 0.4)
		PaintRise(&f.pic, d, gone, 0.4)
		f.mesh.Build(&f.pic, f.view, &f.st)
	}
	fall()
	if n := testing.AllocsPerRun(20, fall); n != 0 {
		t.Errorf("a fall: %.1f allocations per frame, want 0", n)
	}
}

// TestKeyframesPlayedOnMatchFresh: the keyframes kept from the step before, when playing
// on, are those worked out afresh.
func TestKeyframesPlayedOnMatchFresh(t *testing.T) {
	for _, edges := range append(graphs(), hackenbushtest.Random(40, 90)) {
		on, _ := replayOf(t, edges)
		for key := range len(on.Steps()) + 1 {
			on.ensure(key)
			fresh, _ := replayOf(t, edges)
			fresh.ensure(key)
			if !reflect.DeepEqual(on.a, fresh.a) {
				t.Errorf("%s: keyframe %d played on differs from the one worked out afresh", edges, key)
			}
		}
	}
}

// TestHideTotal: with HideTotal the last keyframe writes every length but the graph's value
// (the stalk the reduction ends with), and the last collapse's animation does not write it
// either; without, the value is written.
func TestHideTotal(t *testing.T) {
	for _, edges := range graphs() {
		r, _ := replayOf(t, edges)
		n := len(r.Steps())
		labels := func(hide bool, key int, moving bool) map[uint64]int {
			r.HideTotal = hide
			var pic hacklayout.Picture
			r.Paint(&pic, key, moving, 0.95)
			m := map[uint64]int{}
			for _, l := range pic.Labels {
				m[l.N]++
			}
			return m
		}
		g := r.Final()
		if g == 0 {
			// Nothing is left at the end: the 0 is written while the last collapse plays,
			// and stays where it was written once it has played.
			if labels(false, n-1, true)[0] == 0 {
				t.Errorf("%s: the last step does not write the 0 of branches that cancel", edges)
			}
			if labels(true, n-1, true)[0] != 0 {
				t.Errorf("%s: HideTotal writes the 0 of branches that cancel", edges)
			}
			if got := labels(true, n, false)[0]; got != 0 {
				t.Errorf("%s: with HideTotal the end writes 0 %d times, want none", edges, got)
			}
			var played, end hacklayout.Picture
			r.HideTotal = false
			r.Paint(&played, n-1, true, 1)
			r.Paint(&end, n, false, 0)
			at := func(p hacklayout.Picture) []hacklayout.Point {
				var out []hacklayout.Point
				for _, l := range p.Labels {
					if l.N == 0 && l.Alpha == 1 {
						out = append(out, l.At)
					}
				}
				return out
			}
			if a, b := at(played), at(end); len(b) != 1 || !slices.Equal(a, b) {
				t.Errorf("%s: the 0 of nothing left is at %v at the end, at %v as the last step ends", edges, b, a)
			}
			continue
		}
		shown, hidden := labels(false, n, false), labels(true, n, false)
		if shown[g] == 0 || hidden[g] != shown[g]-1 {
			t.Errorf("%s: the last keyframe writes the value %d %d times, and %d times with HideTotal; want one fewer", edges, g, shown[g], hidden[g])
		}
		if moving, all := labels(true, n-1, true), labels(false, n-1, true); moving[g] != all[g]-1 {
			t.Errorf("%s: while the last step plays the value %d is written %d times, %d with HideTotal; want one fewer", edges, g, all[g], moving[g])
		}
	}
}

// TestReadyInAnyOrder: keyframes asked for in any order (played on, stepped back, played
// again from the start), a part at a time through Ready, kept or not, are those worked
// out afresh, with the same tips and base for a collapse.
func TestReadyInAnyOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, edges := range append(graphs(), hackenbushtest.Random(40, 90)) {
		for _, keep := range []bool{true, false} {
			// Budgets of a unit or a few stop the work at every place it can stop.
			for _, budget := range []int{Budget, 7, 1} {
				got, _ := replayOf(t, edges)
				got.budget = budget
				if !keep {
					got.kept = nil
				}
				readyInAnyOrder(t, r, got, edges, keep)
			}
		}
	}
}

func readyInAnyOrder(t *testing.T, r *rand.Rand, got *Replay, edges string, keep bool) {
	t.Helper()
	n := len(got.Steps())
	for range 3 * (n + 1) {
		key := r.IntN(n + 1)
		if r.IntN(2) == 0 && got.ak >= 0 {
			key = min(got.ak+1, n) // playing on
		}
		calls := 0
		for !got.Ready(key) {
			if calls++; calls > 100000 {
				t.Fatalf("%s: Ready(%d) is not done after %d calls", edges, key, calls)
			}
		}
		if !got.Done(key) || got.lastW != 0 {
			t.Fatalf("%s: Ready(%d) is done after %d units of work, and Done says %v", edges, key, got.lastW, got.Done(key))
		}
		fresh, _ := replayOf(t, edges)
		fresh.ensure(key)
		if !reflect.DeepEqual(got.a, fresh.a) || key < n && !reflect.DeepEqual(got.b, fresh.b) {
			t.Fatalf("%s (kept %v, budget %d): keyframes for %d differ from those worked out afresh", edges, keep, got.budget, key)
		}
		if key < n && (!slices.Equal(got.tips, fresh.tips) || got.base != fresh.base) {
			t.Fatalf("%s (kept %v, budget %d): step %d's tips %v, base %v; afresh %v, %v", edges, keep, got.budget, key, got.tips, got.base, fresh.tips, fresh.base)
		}
	}
}

// TestReadyWorkIsBounded: played as the scene plays it, every Ready call of the explorer's
// largest drawing does at most Budget units of work, and a few more where one item is
// bigger (the obstacles' grid of a keyframe's curves, an item of several units); the work is not
// all in one call.
// BenchmarkExplainReady times the calls.
func TestReadyWorkIsBounded(t *testing.T) {
	for _, edges := range append(graphs(), hackenbushtest.Random(1000, 2000), hackenbushtest.Random(150, 300)) {
		r, _ := replayOf(t, edges)
		most, calls, all := 0, 0, 0
		for key := range len(r.Steps()) + 1 {
			for !r.Ready(key) {
				calls++
				most, all = max(most, r.lastW), all+r.lastW
			}
		}
		if slack := len(r.d.Verts)/4 + 8; most > Budget+slack {
			t.Errorf("%s: a Ready call did %d units of work, more than %d + %d", edges[:min(len(edges), 30)], most, Budget, slack)
		}
		if want := all / Budget; calls < want {
			t.Errorf("%s: %d units of work in %d calls, fewer than %d", edges[:min(len(edges), 30)], all, calls, want)
		}
		if len(edges) > 10000 {
			t.Logf("2000 edges: %d units of work in %d calls, at most %d a call", all, calls, most)
		}
	}
}

// TestParents: the search from the ground finds the parents hacklayout.Parents does.
func TestParents(t *testing.T) {
	for _, edges := range append(graphs(), hackenbushtest.Random(1000, 2000), "0-1,1-2,5-6,6-5,0-0") {
		r, _ := replayOf(t, edges)
		r.ensure(0)
		want := hacklayout.Parents(r.d.Edges)
		for i, v := range r.d.Verts {
			p, ok := want[v]
			switch got := r.par[i]; {
			case !ok && got != -2, ok && p == 0 && got != -1, ok && p != 0 && (got < 0 || r.d.Verts[got] != p):
				t.Errorf("%s: vertex %d's parent is index %d, want %d (%v)", edges[:min(len(edges), 30)], v, got, p, ok)
			}
		}
	}
}

// TestBigFramesAllocateNothing: at the explorer's largest drawing (2000 edges), once a
// step's keyframes are worked out, a frame of the explanation allocates nothing: the
// picture, its estimate, its triangles built a part at a time, its labels spaced.
func TestBigFramesAllocateNothing(t *testing.T) {
	f := newFrame(t, hackenbushtest.Random(1000, 2000))
	var sp hacklayout.Spacing
	for key := 0; key <= len(f.r.Steps()); key++ {
		f.r.ensure(key)
		frame := func() {
			f.r.Ready(key)
			f.pic.Reset()
			f.r.Paint(&f.pic, key, key < len(f.r.Steps()), 0.4)
			hacklayout.EstimateVerts(&f.pic, &f.st)
			f.mesh.Start(&f.pic)
			for !f.mesh.Next(f.view, &f.st, 9000) {
			}
			sp.Reset(f.view.W, f.view.H, 30)
			for _, l := range f.pic.Labels {
				sp.Take(f.view.Screen(l.At), hacklayout.Point{X: 8, Y: 15})
			}
		}
		frame()
		if n := testing.AllocsPerRun(5, frame); n != 0 {
			t.Errorf("step %d: %.1f allocations per frame, want 0", key, n)
		}
	}
}

// BenchmarkExplainPart is a frame's work on a big drawing's picture: one part of about
// 9000 vertices of the picture of a step on its way (the scene draws the picture a part a
// frame), and, on the first part, the picture itself.
func BenchmarkExplainPart(b *testing.B) {
	f := newFrame(b, hackenbushtest.Random(1000, 2000))
	f.r.ensure(0)
	parts, n := 0, 0
	for b.Loop() {
		if f.mesh.Next(f.view, &f.st, 9000) {
			f.pic.Reset()
			f.r.Paint(&f.pic, 0, true, float64(n%100)/100)
			f.mesh.Start(&f.pic)
			n++
		}
		parts++
	}
	b.ReportMetric(float64(parts)/float64(max(n, 1)), "parts/picture")
}

// BenchmarkExplainReady is the work of an explanation's keyframes on the explorer's largest
// drawing, done a part per frame as the scene does it (Ready until it is done, for every
// keyframe in turn, from a new Replay, which is a frame's work too): ns/op is the whole,
// max-ns/call the longest part, the one a frame waits for (each part's fastest run, so
// that a pause of the machine's does not count), and max-ns/Ready the longest Ready call.
func BenchmarkExplainReady(b *testing.B) {
	p := position(b, hackenbushtest.Random(1000, 2000))
	d := hacklayout.NewDrawing(p.Edges(), hacklayout.Arrange(p.Edges(), hacklayout.Positions{}))
	var fastest []time.Duration // by call
	for b.Loop() {
		t0 := time.Now()
		r := NewReplay(p, d) // the frame the explanation is asked for in
		fastest = slices.Grow(fastest, 1)[:max(len(fastest), 1)]
		if t := time.Since(t0); fastest[0] == 0 || t < fastest[0] {
			fastest[0] = t
		}
		call := 1
		for key := range len(r.Steps()) + 1 {
			for done := false; !done; call++ {
				t0 := time.Now()
				done = r.Ready(key)
				t := time.Since(t0)
				if call == len(fastest) {
					fastest = append(fastest, t)
				}
				fastest[call] = min(fastest[call], t)
			}
		}
	}
	b.Log(fastest)
	b.ReportMetric(float64(slices.Max(fastest).Nanoseconds()), "max-ns/call")
	b.ReportMetric(float64(slices.Max(fastest[1:]).Nanoseconds()), "max-ns/Ready")
	b.ReportMetric(float64(len(fastest)), "calls/op")
}

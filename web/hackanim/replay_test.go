package hackanim

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/hacklayout"
)

func position(t testing.TB, edges string) hackenbush.Position {
	t.Helper()
	p, err := hackenbush.FromQuery(notation.Query{{Key: "edges", Value: edges}})
	if err != nil {
		t.Fatalf("%s: %v", edges, err)
	}
	return p
}

func replayOf(t testing.TB, edges string) (*Replay, hackenbush.Position) {
	p := position(t, edges)
	d := hacklayout.NewDrawing(p.Edges(), hacklayout.Arrange(p.Edges(), hacklayout.Positions{}))
	return NewReplay(p, d), p
}

// graphs are the presets, the design's examples and some harder graphs: cycles through the
// ground, loops on the ground and up high, parallel edges, a value of 0.
func graphs() []string {
	gs := []string{
		"0-1", "0-0", "0-1,1-2,2-0", "0-1,1-2,2-3,3-1", "0-1,0-1", "0-1,1-1,1-1,1-2",
		"0-1,0-2,1-2,2-3,3-4,4-2,4-5,5-5", "0-1,1-2,1-3,2-4,3-4,4-5,4-6,6-7,7-5",
		"0-1,0-2", // 1⊕1 = 0: nothing is left
		Sample,
	}
	for _, p := range hacklayout.Presets {
		gs = append(gs, p.Edges)
	}
	return gs
}

// TestReplayEndsInOneStalk: the last keyframe holds nothing but one stalk on the ground as
// long as the Grundy value (nothing at all for 0), and the keyframe before the last
// collapse holds the ground's branches: the Nim heaps.
func TestReplayEndsInOneStalk(t *testing.T) {
	for _, edges := range graphs() {
		r, p := replayOf(t, edges)
		g, _ := p.Grundy()
		steps := r.Steps()
		if r.Final() != g {
			t.Errorf("%s: Final() = %d, want the Grundy value %d", edges, r.Final(), g)
		}
		r.ensure(len(steps))
		last := r.a
		if slices.Contains(last.eshow, true) || slices.Contains(last.vshow, true) {
			t.Errorf("%s: edges or vertices are left at the end: %v %v", edges, last.eshow, last.vshow)
		}
		var left []string
		for _, s := range last.stalks {
			if s.show {
				left = append(left, fmt.Sprintf("%d at y %.0f", s.n, s.base.Y))
			}
		}
		want := []string{fmt.Sprintf("%d at y 0", g)}
		if g == 0 {
			want = nil
		}
		if fmt.Sprint(left) != fmt.Sprint(want) {
			t.Errorf("%s: the end holds stalks %v, want %v", edges, left, want)
		}
		ground := steps[len(steps)-1].Collapse
		var lengths []uint64
		for _, b := range ground.Branches {
			lengths = append(lengths, b.Length)
		}
		if !slices.Equal(lengths, p.GroundStalks()) {
			t.Errorf("%s: the heaps before the last step are %v, GroundStalks %v", edges, lengths, p.GroundStalks())
		}
	}
}

// TestReplayPaints plays every step of every graph at several points of its animation: each
// picture has something in it, every point is a number inside the space or just below, and
// the picture holds no more than Size says.
func TestReplayPaints(t *testing.T) {
	var pic hacklayout.Picture
	for _, edges := range append(graphs(), hackenbushtest.Random(40, 90), hackenbushtest.Random(150, 300)) {
		r, _ := replayOf(t, edges)
		pts, strokes, dots, labels := r.Size()
		for k := 0; k <= len(r.Steps()); k++ {
			for _, tt := range []float64{0, 0.1, 0.3, 0.5, 0.7, 0.9, 1} {
				pic.Reset()
				r.Paint(&pic, k, k < len(r.Steps()), tt)
				if len(pic.Pts) > pts || len(pic.Strokes) > strokes || len(pic.Dots) > dots || len(pic.Labels) > labels {
					t.Errorf("%s: step %d at %.1f paints %d points, %d strokes, %d dots and %d labels; Size says at most %d, %d, %d, %d",
						edges[:min(len(edges), 30)], k, tt, len(pic.Pts), len(pic.Strokes), len(pic.Dots), len(pic.Labels), pts, strokes, dots, labels)
				}
				if k < len(r.Steps()) && len(pic.Strokes)+len(pic.Dots)+len(pic.Labels) == 0 {
					t.Errorf("%s: step %d at %.1f paints nothing", edges, k, tt)
				}
				for _, pt := range pic.Pts {
					if pt.X != pt.X || pt.Y != pt.Y || pt.X < -100 || pt.X > 1100 || pt.Y < -1 || pt.Y > 1100 {
						t.Fatalf("%s: step %d at %.1f paints the point %v", edges, k, tt, pt)
					}
				}
			}
		}
	}
}

func TestReplaySum(t *testing.T) {
	for _, tc := range []struct {
		edges string
		sums  []string // the collapses' sums and the sentences that count their branches, in order
	}{
		// One edge with a triangle on top: three loops become three stalks of 1 at vertex 1,
		// then the edge and that stalk are one stalk of 2. It was "(1+1) = 2", whose + read
		// as a nim-sum's sign beside the table's ⊕.
		{"0-1,1-2,2-3,3-1", []string{"1 ⊕ 1 ⊕ 1 = 1",
			"Branch 1: the edge and the stalk of length 1 above it make one stalk of length 2 (1 + 1)."}},
		// A stalk of one on an edge, beside a stalk of two (3 ⊕ 1 at vertex 2) on an edge.
		{"0-1,1-1,0-2,2-2,2-3,3-4,4-5", []string{"1 ⊕ 3 = 2",
			"Branch 1: the edge and the stalk of length 1 above it make one stalk of length 2 (1 + 1). " +
				"Branch 2: the edge and the stalk of length 2 above it make one stalk of length 3 (1 + 2). 2 ⊕ 3 = 1"}},
		// Two edges up to a vertex whose branches make a stalk of 3.
		{"0-1,1-2,2-3,2-4,4-5", []string{"1 ⊕ 2 = 3",
			"Branch 1: the 2 edges and the stalk of length 3 above them make one stalk of length 5 (2 + 3)."}},
		{"0-1,1-2,2-3", []string{"3 = 3"}},
	} {
		r, _ := replayOf(t, tc.edges)
		var got []string
		for k, s := range r.Steps() {
			if s.Collapse != nil {
				var words []string
				for _, j := range r.Joins(k) {
					words = append(words, j.String())
				}
				if sum := r.Sum(k); !sum.IsZero() {
					words = append(words, sum.String())
				}
				got = append(got, strings.Join(words, " "))
			} else if !r.Sum(k).IsZero() || len(r.Joins(k)) > 0 {
				t.Errorf("%s: step %d is not a collapse and has a sum %q or words %q", tc.edges, k, r.Sum(k), r.Joins(k))
			}
		}
		if strings.Join(got, "; ") != strings.Join(tc.sums, "; ") {
			t.Errorf("%s: sums\n%q, want\n%q", tc.edges, got, tc.sums)
		}
	}
}

func TestReplayPaintAllocatesNothing(t *testing.T) {
	r, _ := replayOf(t, "0-1,0-2,1-3,2-4,3-4,3-5,4-5,5-6,6-7,6-9,6-11,7-8,9-10,11-11")
	var pic hacklayout.Picture
	for k := range r.Steps() {
		r.Paint(&pic, k, true, 0.5) // warm the cache and the buffers
		allocs := testing.AllocsPerRun(20, func() {
			pic.Reset()
			r.Paint(&pic, k, true, 0.5)
		})
		if allocs > 0 {
			t.Errorf("painting step %d (%s) allocates %.0f times per frame", k, r.Steps()[k].Kind, allocs)
		}
	}
}

func TestRemoved(t *testing.T) {
	for _, tc := range []struct {
		before, after string
		gone          string // the ids gone, or "no" when after is not before less some edges
	}{
		{"0-1,1-2,1-3,2-3", "0-1,1-2,1-3", "[3]"},
		{"0-1,1-2,1-3,2-3", "", "[0 1 2 3]"},
		{"0-1,0-1,1-2", "0-1,1-2", "[1]"}, // parallel edges: the later one is taken
		{"0-1,1-2", "0-1,1-2", "[]"},
		{"0-1", "0-1,1-2", "no"},
		{"0-1,1-2", "0-2", "no"},
	} {
		gone, ok := Removed(position(t, tc.before).Edges(), position(t, tc.after).Edges())
		got := "no"
		if ok {
			var ids []int
			for i, g := range gone {
				if g {
					ids = append(ids, i)
				}
			}
			got = fmt.Sprint(ids)
			if ids == nil {
				got = "[]"
			}
		}
		if got != tc.gone {
			t.Errorf("Removed(%s, %s) = %s, want %s", tc.before, tc.after, got, tc.gone)
		}
	}
}

func TestChopped(t *testing.T) {
	p := position(t, "0-1,1-2,1-4,2-3")
	for _, tc := range []struct {
		gone []bool
		want int
	}{
		{[]bool{true, true, true, true}, 0},    // the ground edge: everything falls
		{[]bool{false, true, false, true}, 1},  // 1-2 takes 2-3 with it
		{[]bool{false, false, true, false}, 2}, // 1-4 alone
		{[]bool{false, false, true, true}, -1}, // two separate chops: an undo of several moves
	} {
		if got := Chopped(p, tc.gone); got != tc.want {
			t.Errorf("Chopped(%v) = %d, want %d", tc.gone, got, tc.want)
		}
	}
}

func TestPaintFall(t *testing.T) {
	p := position(t, "0-1,1-2,2-3")
	d := hacklayout.NewDrawing(p.Edges(), hacklayout.Arrange(p.Edges(), hacklayout.Positions{}))
	gone := []bool{false, true, true}
	var pic hacklayout.Picture
	PaintFall(&pic, d, gone, 1, []uint64{1}, 0)
	if len(pic.Strokes) != 2 || pic.Strokes[0].Role != hacklayout.RoleChop || len(pic.Dots) != 2 {
		t.Fatalf("at the start: strokes %v, dots %v; want the chopped edge red, the other falling, and vertices 2 and 3", pic.Strokes, pic.Dots)
	}
	pic.Reset()
	PaintFall(&pic, d, gone, 1, []uint64{1}, 0.5)
	if pts := pic.StrokePts(pic.Strokes[len(pic.Strokes)-1]); pts[0].Y >= d.Pos.At[2].Y {
		t.Errorf("half way, edge 2-3 starts at %v, not below where it stood (%v)", pts[0], d.Pos.At[2])
	}
	pic.Reset()
	PaintFall(&pic, d, gone, 1, []uint64{1}, 1)
	if len(pic.Strokes)+len(pic.Dots) != 0 {
		t.Errorf("at the end %d strokes and %d dots are still shown", len(pic.Strokes), len(pic.Dots))
	}
}

// TestGroundStalksStandApart: the loops the ground gets by fusion become stalks far enough
// apart that their lengths, written above them, do not run together.
func TestGroundStalksStandApart(t *testing.T) {
	for _, edges := range []string{
		"0-1,0-2,1-3,2-4,3-4,3-5,4-5,5-6,6-7,6-9,6-11,7-8,9-10,11-11",
		"0-0,0-0,0-0,0-1",
		"0-1,1-2,2-0",
	} {
		r, _ := replayOf(t, edges)
		for k, s := range r.Steps() {
			if s.Straighten == nil || s.Straighten.At != 0 {
				continue
			}
			r.ensure(k + 1)
			var xs []float64
			for _, id := range s.Straighten.Stalks {
				st := r.a.stalks[id]
				if st.base.Y != 0 {
					t.Errorf("%s: stalk %d stands at %v, not on the ground", edges, id, st.base)
				}
				xs = append(xs, st.base.X)
			}
			slices.Sort(xs)
			for i := 1; i < len(xs); i++ {
				if xs[i]-xs[i-1] < 0.45*r.d.Unit-1e-6 {
					t.Errorf("%s: ground stalks at x %v are closer than %.0f", edges, xs, 0.45*r.d.Unit)
				}
			}
			// Clear of the edges that stand on the ground (the girl's body, once her legs
			// and skirt have fused with the ground).
			for i, show := range r.a.eshow {
				line := r.edge(r.a, i)
				for _, end := range []point{line[0], line[len(line)-1]} {
					if !show || end.Y != 0 {
						continue
					}
					for _, x := range xs {
						if d := x - end.X; d > -0.45*r.d.Unit+1e-6 && d < 0.45*r.d.Unit-1e-6 {
							t.Errorf("%s: a ground stalk at x %.0f stands on edge %d's foot at %.0f", edges, x, i, end.X)
						}
					}
				}
			}
		}
	}
}

// TestSampleHasEveryStep checks that Sample's explanation, which warms up the scene's code,
// goes through a step of every kind.
func TestSampleHasEveryStep(t *testing.T) {
	r, _ := replayOf(t, Sample)
	seen := map[hackenbush.Kind]int{}
	for _, s := range r.Steps() {
		seen[s.Kind]++
	}
	for _, k := range []hackenbush.Kind{hackenbush.KindFuse, hackenbush.KindStraighten, hackenbush.KindCollapse} {
		if seen[k] == 0 {
			t.Errorf("Sample's reduction has no %s step: %v", k, seen)
		}
	}
}

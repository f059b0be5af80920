package hacklayout

import (
	"math"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/hackenbush"
)

// TestSimplifyKeepsTheShape: the points simplify leaves out lie within tolerance of the
// polyline it keeps, a straight edge becomes one segment, and a loop stays round and closed.
func TestSimplifyKeepsTheShape(t *testing.T) {
	v := NewView(800, 800, 1)
	for _, tc := range []struct {
		name     string
		c        Curve
		min, max int // points kept
	}{
		{"straight", Straight(Point{100, 0}, Point{700, 900}), 2, 2},
		{"bowed", Curve{A: Point{100, 100}, B: Point{600, 100}, C: Point{350, 400}}, 6, Samples},
		{"slight bow", Curve{A: Point{100, 100}, B: Point{600, 100}, C: Point{350, 102}}, 2, 4},
		{"loop", Curve{A: Point{300, 300}, B: Point{300, 300}, C: Point{300, 340}, Loop: true}, 12, Samples},
	} {
		pts := tc.c.Sample(nil)
		kept, _ := simplify(nil, nil, pts, v, 1)
		if len(kept) < tc.min || len(kept) > tc.max {
			t.Errorf("%s: %d points kept, want %d to %d", tc.name, len(kept), tc.min, tc.max)
		}
		if kept[0] != v.Screen(pts[0]) || kept[len(kept)-1] != v.Screen(pts[len(pts)-1]) {
			t.Errorf("%s: the ends moved", tc.name)
		}
		for _, p := range pts {
			if d := Distance(v.Screen(p), kept); d > 2*tolerance {
				t.Errorf("%s: %v is %.2f px from the simplified line", tc.name, p, d)
			}
		}
	}
}

// TestSidesKeepCirclesRound: a polygon of sides(r) sides stays within tolerance of its
// circle (unless the floor of 8 sides applies, for tiny dots), and bigger circles get more.
func TestSidesKeepCirclesRound(t *testing.T) {
	prev := 0
	for _, r := range []float64{0.1, 1, 3, 6, 12, 40, 400} {
		n := sides(r)
		if n < prev {
			t.Errorf("sides(%g) = %d, fewer than for a smaller circle (%d)", r, n, prev)
		}
		prev = n
		sag := r * (1 - math.Cos(math.Pi/float64(n)))
		if sag > tolerance+1e-9 && n < 48 {
			t.Errorf("sides(%g) = %d: the sides come %.3f px inside the circle", r, n, sag)
		}
	}
}

// TestMeshAllocatesNothing: building the triangles of a picture again, and hit-testing the
// lines, allocate nothing once the buffers have grown.
func TestMeshAllocatesNothing(t *testing.T) {
	edges := []hackenbush.Edge{{A: 0, B: 1}, {A: 1, B: 2}, {A: 2, B: 0}, {A: 2, B: 2}, {A: 1, B: 3}, {A: 1, B: 3}}
	d := NewDrawing(edges, Arrange(edges, Positions{}))
	v := NewView(600, 500, 1.5)
	st := Style{EdgeW: 3, HaloW: 10, DotR: 4, Fringe: 1.2}
	var pic Picture
	var m Mesh
	var l Lines
	l.Set(d.Curves, v)
	falling := make([]bool, len(edges))
	falling[4] = true
	frame := func() {
		pic.Reset()
		pic.Paint(d, Look{Chop: 1, Falling: falling, Winning: falling})
		pic.PaintMarked(d, Look{Chop: 1, Falling: falling})
		pic.Label(Point{100, 100}, 12, RoleLabel, 1)
		m.Build(&pic, v, &st)
		l.Nearest(v.Screen(d.Pos.At[1]), 12)
	}
	frame()
	if len(m.Idx) == 0 || len(m.Verts) == 0 {
		t.Fatal("no triangles built")
	}
	if n := testing.AllocsPerRun(50, frame); n != 0 {
		t.Errorf("%.1f allocations per frame, want 0", n)
	}
}

// TestNearestSkipsByBox: the boxes that speed Nearest up change none of its answers.
func TestNearestSkipsByBox(t *testing.T) {
	edges := []hackenbush.Edge{{A: 0, B: 1}, {A: 1, B: 2}, {A: 2, B: 0}, {A: 2, B: 2}, {A: 1, B: 3}, {A: 1, B: 3}, {A: 0, B: 0}}
	d := NewDrawing(edges, Arrange(edges, Positions{}))
	v := NewView(400, 400, 1)
	var boxed Lines
	boxed.Set(d.Curves, v)
	plain := Lines{Pts: boxed.Pts} // no boxes: every curve is measured
	for x := 0.0; x < 400; x += 3 {
		for y := 0.0; y < 400; y += 3 {
			p := Point{x, y}
			i, ok := boxed.Nearest(p, 12)
			j, ok2 := plain.Nearest(p, 12)
			if i != j || ok != ok2 {
				t.Fatalf("at %v: Nearest with boxes = %d %v, without = %d %v", p, i, ok, j, ok2)
			}
		}
	}
}

// TestMeshStaysUnderMaxPoints: a picture of many curves is drawn with a stride, so its
// vertices stay near four per point allowed, and each stroke keeps its ends.
func TestMeshStaysUnderMaxPoints(t *testing.T) {
	var pic Picture
	v := NewView(1000, 1000, 1)
	for i := range 3000 {
		x := float64(i % 1000)
		pic.Curve(Curve{A: Point{x, 0}, B: Point{x, 0}, C: Point{x, 20}, Loop: true}, RoleEdge, 1)
	}
	var m Mesh
	m.Build(&pic, v, &Style{EdgeW: 2, Fringe: 1})
	if limit := 4 * (MaxPoints + 2*len(pic.Strokes)); len(m.Verts) > limit {
		t.Errorf("%d vertices for %d points, want at most %d", len(m.Verts), len(pic.Pts), limit)
	}
	pts := pic.StrokePts(pic.Strokes[0])
	kept, _ := simplify(nil, nil, pts, v, 7)
	if kept[0] != v.Screen(pts[0]) || kept[len(kept)-1] != v.Screen(pts[len(pts)-1]) {
		t.Error("a stroke drawn with a stride lost its ends")
	}
}

// TestMeshInParts: a picture built in parts of at most about limit vertices gives the
// triangles Build gives, part after part, in the same order; and again once restarted.
func TestMeshInParts(t *testing.T) {
	var pic Picture
	for i := range 400 {
		x := float64(i%100) * 10
		pic.Curve(Curve{A: Point{x, 0}, B: Point{x + 30, 200}, C: Point{x, 100}}, RoleEdge, 1)
		if i%3 == 0 {
			pic.Curve(Curve{A: Point{x, 0}, B: Point{x + 30, 200}, C: Point{x, 100}}, RoleFuse, 0.5)
		}
		pic.Dot(Point{x, 200}, RoleVertex, 1, 1)
		if i%7 == 0 {
			pic.Dot(Point{x, 200}, RoleFuse, 1, 2.2)
		}
	}
	v := NewView(800, 800, 1)
	st := Style{EdgeW: 3, HaloW: 10, DotR: 4, Fringe: 1}
	var whole Mesh
	whole.Build(&pic, v, &st)
	for _, limit := range []int{1, 100, 1000, 5000, len(whole.Verts) + 1} {
		var m Mesh
		for round := range 2 {
			var verts []Vertex
			var idx []uint32
			m.Start(&pic)
			parts := 0
			for done := false; !done; {
				done = m.Next(v, &st, limit)
				parts++
				if parts > len(pic.Strokes)+len(pic.Dots)+2 {
					t.Fatalf("limit %d: Next never finishes", limit)
				}
				// A part overshoots its limit by at most one item.
				if limit > 1 && len(m.Verts) > limit+200 {
					t.Errorf("limit %d: a part of %d vertices", limit, len(m.Verts))
				}
				for _, i := range m.Idx {
					idx = append(idx, i+uint32(len(verts)))
				}
				verts = append(verts, m.Verts...)
			}
			if !slices.Equal(verts, whole.Verts) || !slices.Equal(idx, whole.Idx) {
				t.Errorf("limit %d, round %d: %d parts give %d vertices and %d indices; Build gives %d and %d",
					limit, round, parts, len(verts), len(idx), len(whole.Verts), len(whole.Idx))
			}
		}
	}
}

// TestFlatHalosWhenCrowded: in a picture of more than MaxPoints/12 strokes the halos are
// flat bands, two vertices a point, and the strokes keep their faded fringes (four).
func TestFlatHalosWhenCrowded(t *testing.T) {
	for _, n := range []int{10, MaxPoints/12 + 1} {
		var pic Picture
		for i := range n {
			x := float64(i % 900)
			line := []Point{{x, 0}, {x + 5, 300}}
			pic.Line(line, RoleHint, 1)
			pic.Line(line, RoleEdge, 1)
		}
		var m Mesh
		m.Build(&pic, NewView(1000, 1000, 1), &Style{EdgeW: 2, HaloW: 7, Fringe: 1, HaloAlpha: [NumRoles]float64{RoleHint: 0.5}})
		halo := 4
		if 2*n > MaxPoints/12 {
			halo = 2
		}
		if want := n * 2 * (halo + 4); len(m.Verts) != want {
			t.Errorf("%d strokes and halos: %d vertices, want %d", n, len(m.Verts), want)
		}
	}
}

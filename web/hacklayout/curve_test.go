package hacklayout

import (
	"fmt"
	"math"
	"testing"
)

func near(a, b Point) bool { return a.Sub(b).Len() < 1e-6 }

func TestShape(t *testing.T) {
	p, q := Point{500, 100}, Point{500, 300}
	for _, tc := range []struct {
		name  string
		arcs  []Arc
		obst  []Point
		check func(t *testing.T, c []Curve)
	}{
		{"a lone edge is straight", []Arc{{A: p, B: q, KA: 1, KB: 2}}, nil, func(t *testing.T, c []Curve) {
			if !near(c[0].At(0.5), Point{500, 200}) {
				t.Errorf("middle at %v", c[0].At(0.5))
			}
		}},
		{"two parallel edges bow to either side, alike whichever way they are written",
			[]Arc{{A: p, B: q, KA: 1, KB: 2}, {A: q, B: p, KA: 2, KB: 1}}, nil, func(t *testing.T, c []Curve) {
				m0, m1 := c[0].At(0.5), c[1].At(0.5)
				if m0.Y != 200 || m1.Y != 200 || math.Abs(m0.X-500) < 10 || math.Abs((m0.X-500)+(m1.X-500)) > 1e-6 {
					t.Errorf("middles at %v and %v, want mirror images about x = 500", m0, m1)
				}
			}},
		{"three parallel edges: one straight, two bowed", []Arc{{A: p, B: q, KA: 1, KB: 2}, {A: p, B: q, KA: 1, KB: 2}, {A: p, B: q, KA: 1, KB: 2}}, nil,
			func(t *testing.T, c []Curve) {
				if m := c[1].At(0.5); !near(m, Point{500, 200}) {
					t.Errorf("the middle one's middle at %v", m)
				}
			}},
		{"an edge over a vertex bows away from it", []Arc{{A: p, B: q, KA: 1, KB: 2}}, []Point{p, q, {502, 200}}, func(t *testing.T, c []Curve) {
			if m := c[0].At(0.5); m.X > 500-10 {
				t.Errorf("middle at %v: not clear of the vertex at (502, 200)", m)
			}
		}},
		{"a loop stands away from the edge below it", []Arc{{A: p, B: q, KA: 1, KB: 2}, {A: q, B: q, KA: 2, KB: 2, Loop: true}}, nil,
			func(t *testing.T, c []Curve) {
				l := c[1]
				if !l.Loop || !near(l.At(0), q) || !near(l.At(1), q) || l.C.Y <= q.Y {
					t.Errorf("loop %+v: want a circle through %v with its centre above", l, q)
				}
				if r := l.A.Sub(l.C).Len(); math.Abs(r-LoopRadius(200)) > 1e-6 {
					t.Errorf("radius %g, want %g", r, LoopRadius(200))
				}
			}},
		{"the ground's loops stand side by side on it", []Arc{
			{A: Point{500, 0}, B: Point{500, 0}, KA: 9, KB: 9, Loop: true},
			{A: Point{500, 0}, B: Point{500, 0}, KA: 9, KB: 9, Loop: true}}, nil,
			func(t *testing.T, c []Curve) {
				for _, l := range c {
					if l.A.Y != 0 || l.C.Y <= 0 || l.C.X != l.A.X {
						t.Errorf("ground loop %+v: want it standing on the ground", l)
					}
				}
				if c[0].A.X >= c[1].A.X {
					t.Errorf("ground loops at %v and %v overlap", c[0].A, c[1].A)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, Shape(tc.arcs, tc.obst, Unit(tc.arcs), nil))
		})
	}
}

func TestLinesNearest(t *testing.T) {
	d := NewDrawing(rawEdges("0-1,1-2,1-3"), mustParse(t, "1x500y200,2x300y400,3x700y400"))
	v := NewView(1000, 1100, 1)
	var l Lines
	l.Set(d.Curves, v)
	for _, tc := range []struct {
		at   Point // logical
		want int   // -1: none
	}{
		{Point{500, 100}, 0},
		{Point{400, 300}, 1},
		{Point{600, 300}, 2},
		{Point{500, 200}, 0}, // on vertex 1: every edge of it is as near; 0-1's middle is nearest
		{Point{500, 190}, 0},
		{Point{900, 900}, -1},
		{Point{100, 0}, -1},
	} {
		i, ok := l.Nearest(v.Screen(tc.at), v.Tolerance(false))
		if !ok {
			i = -1
		}
		if i != tc.want {
			t.Errorf("Nearest(%v) = %d, want %d", tc.at, i, tc.want)
		}
	}
}

func mustParse(t *testing.T, s string) Positions {
	t.Helper()
	p, err := ParsePositions(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMiters(t *testing.T) {
	// A straight line: the normal, to the left.
	m := Miters([]Point{{0, 0}, {10, 0}, {20, 0}}, nil)
	if !near(m[0], Point{0, 1}) || !near(m[1], Point{0, 1}) || !near(m[2], Point{0, 1}) {
		t.Errorf("Miters of a straight line = %v", m)
	}
	// A right angle is mitred: the corner's vector is √2 long, halfway between the normals.
	m = Miters([]Point{{0, 0}, {10, 0}, {10, 10}}, nil)
	if d := m[1].Len(); math.Abs(d-math.Sqrt2) > 1e-9 || math.Abs(m[1].X+m[1].Y) > 1e-9 {
		t.Errorf("mitre %v, want length √2 along (−1, 1)", m[1])
	}
	// A hairpin is cut at twice the normal.
	m = Miters([]Point{{0, 0}, {10, 0}, {0, 0.1}}, nil)
	if m[1].Len() > 2+1e-9 {
		t.Errorf("a hairpin's mitre is %g long", m[1].Len())
	}
	// A loop closes without a seam.
	c := Curve{A: Point{0, 0}, B: Point{0, 0}, C: Point{0, 10}, Loop: true}
	m = Miters(c.Sample(nil), nil)
	if !near(m[0], m[len(m)-1]) {
		t.Errorf("a loop's mitres start %v and end %v", m[0], m[len(m)-1])
	}
}

func TestPaintLook(t *testing.T) {
	d := NewDrawing(rawEdges("0-1,1-2,1-3"), mustParse(t, "1x500y200,2x300y400,3x700y400"))
	var pic Picture
	pic.Paint(d, Look{Chop: 1, Falling: []bool{false, false, true}, Winning: []bool{true, false, false}})
	var roles []Role
	for _, s := range pic.Strokes {
		roles = append(roles, s.Role)
	}
	want := []Role{RoleHint, RoleEdge, RoleChop, RoleFall}
	if fmt.Sprint(roles) != fmt.Sprint(want) || len(pic.Dots) != 3 {
		t.Errorf("strokes %v and %d dots, want %v and 3", roles, len(pic.Dots), want)
	}
	if allocs := testing.AllocsPerRun(10, func() {
		pic.Reset()
		pic.Paint(d, Look{Chop: -1})
	}); allocs > 0 {
		t.Errorf("painting allocates %.0f times", allocs)
	}
}

func ExampleArrange() {
	// A square on one edge, with a tail, and no places given: laid out in layers from the
	// ground, the vertex that closes the square over the middle of the two below it.
	edges := rawEdges("0-1,1-2,1-3,2-4,3-4,4-5")
	pos := Arrange(edges, Positions{})
	fmt.Println(pos)
	d := NewDrawing(edges, pos)
	fmt.Printf("%.0f\n", d.Curves[0].At(0.5))
	// Output:
	// 1x500y170,2x390y340,3x610y340,4x500y510,5x500y680
	// {500 85}
}

func ExamplePositions_String() {
	p, _ := ParsePositions("2x400y300g380,1x500y150,0g700")
	fmt.Println(p.Foot(1), p.Foot(2), p.Foot(0))
	fmt.Println(p)
	// Output:
	// 500 380 700
	// 0g700,1x500y150,2x400y300g380
}

// TestSampleMatchesAt: Sample's points are At's at evenly spaced t, loops included (whose
// points Sample turns one from the other).
func TestSampleMatchesAt(t *testing.T) {
	for _, c := range []Curve{
		{A: Point{100, 100}, B: Point{600, 100}, C: Point{350, 400}},
		{A: Point{300, 300}, B: Point{300, 300}, C: Point{300, 340}, Loop: true},
		{A: Point{10, 0}, B: Point{10, 0}, C: Point{-7, 25}, Loop: true},
	} {
		pts := c.Sample(nil)
		if len(pts) != Samples {
			t.Fatalf("%+v: %d samples, want %d", c, len(pts), Samples)
		}
		for i, p := range pts {
			if d := p.Sub(c.At(float64(i) / (Samples - 1))).Len(); d > 1e-9 {
				t.Errorf("%+v: sample %d is %v, At gives %v", c, i, p, c.At(float64(i)/(Samples-1)))
			}
		}
		for stride := 1; stride < Samples; stride++ {
			ts := SampleTimes(nil, stride)
			some := c.SampleEvery(nil, stride)
			if len(some) != len(ts) || ts[0] != 0 || ts[len(ts)-1] != 1 {
				t.Fatalf("stride %d: %d points at %v", stride, len(some), ts)
			}
			for i, p := range some {
				if d := p.Sub(c.At(ts[i])).Len(); d > 1e-9 {
					t.Errorf("%+v, stride %d: point %d is %v, At(%g) gives %v", c, stride, i, p, ts[i], c.At(ts[i]))
				}
			}
		}
	}
}

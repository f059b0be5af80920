package hacklayout

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
)

// edgesOf reads edges as the notation writes them, canonical.
func edgesOf(t testing.TB, s string) []hackenbush.Edge {
	t.Helper()
	p, err := hackenbush.FromQuery(notation.Query{{Key: "edges", Value: s}})
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return p.Edges()
}

// rawEdges reads edges as written, without dropping those off the ground.
func rawEdges(s string) []hackenbush.Edge {
	var edges []hackenbush.Edge
	for item := range strings.SplitSeq(s, ",") {
		if a, b, ok := strings.Cut(item, "-"); ok {
			x, _ := strconv.ParseUint(a, 10, 64)
			y, _ := strconv.ParseUint(b, 10, 64)
			edges = append(edges, hackenbush.Edge{A: min(x, y), B: max(x, y)})
		}
	}
	return edges
}

func TestAuto(t *testing.T) {
	for _, tc := range []struct {
		edges string
		want  string // Auto's positions, as the pos key writes them
	}{
		// A stalk stands straight up from the middle, layers as far apart as fits.
		{"0-1,1-2,2-3", "1x500y170,2x500y340,3x500y510"},
		// A triangle on a stalk: the two top vertices side by side.
		{"0-1,1-2,1-3,2-3", "1x500y170,2x390y340,3x610y340"},
		// A square on a stalk stands as a diamond: vertex 4 closes the cycle from below.
		{"0-1,1-2,1-3,2-4,3-4", "1x500y170,2x390y340,3x610y340,4x500y510"},
		// Two stalks on the ground, and the ground's loop in a band of its own on the right.
		{"0-0,0-1,0-2,2-3", "0g720,1x280y170,2x500y170,3x500y340"},
		// A piece not joined to the ground (an editor's drawing) stands beside the rest.
		{"0-1,5-6", "1x390y170,5x610y170,6x610y340"},
		{"", ""},
		{"0-0", "0g500"},
	} {
		if got := Auto(rawEdges(tc.edges)).String(); got != tc.want {
			t.Errorf("Auto(%s) = %s, want %s", tc.edges, got, tc.want)
		}
	}
}

func TestAutoKeepsVerticesApart(t *testing.T) {
	for _, s := range []string{
		"0-1,1-2,1-3,1-4,2-3,2-4,3-4",
		"0-1,0-2,0-3,1-2,2-3,3-4,4-5,5-1,5-6,6-6,6-7",
		bigGraph(300),
	} {
		edges := edgesOf(t, s)
		p := Auto(edges)
		d := NewDrawing(edges, p)
		for i, u := range d.Verts {
			pu := p.At[u]
			if pu.X < 0 || pu.X > Size || pu.Y <= 0 || pu.Y > Size {
				t.Errorf("%.40s: vertex %d at %v, outside the space above the ground", s, u, pu)
			}
			for _, v := range d.Verts[i+1:] {
				if pu.Sub(p.At[v]).Len() < 1 {
					t.Errorf("%.40s: vertices %d and %d share the place %v", s, u, v, pu)
				}
			}
		}
	}
}

// bigGraph is a deterministic graph of n edges with cycles, loops and parallel edges.
func bigGraph(n int) string {
	s := "0-1"
	x := uint64(7)
	for i := 2; i <= n; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		a := x >> 33 % uint64(i/2+1)
		b := uint64(i / 2)
		s += fmt.Sprintf(",%d-%d", a, b+1)
	}
	return s
}

func TestArrange(t *testing.T) {
	// A preset's edges take its drawing, with no pos given.
	for _, p := range Presets {
		edges, pos := p.Parse()
		if got := Arrange(edges, Positions{}); !got.Equal(pos) {
			t.Errorf("Arrange(%s) = %s, want the preset's %s", p.Name, got, pos)
		}
	}
	// Given places win; the vertices they leave out are placed by Auto.
	given, _ := ParsePositions("2x100y900")
	stalk := edgesOf(t, "0-1,1-2")
	if got, want := Arrange(stalk, given).String(), "1x500y170,2x100y900"; got != want {
		t.Errorf("Arrange with vertex 2 given = %s, want %s", got, want)
	}
	// All given: kept as they are, feet too.
	all, _ := ParsePositions("1x10y20g30,2x40y50")
	if got := Arrange(stalk, all); !got.Equal(all) {
		t.Errorf("Arrange with every vertex given = %s, want %s", got, all)
	}
}

func TestPresets(t *testing.T) {
	want := map[string]uint64{ // the value of each figure, by the engine
		"stalk": 7, "triangle": 2,
	}
	for _, p := range Presets {
		edges, pos := p.Parse()
		if got := edgesOf(t, p.Edges); fmt.Sprint(got) != fmt.Sprint(edges) {
			t.Errorf("preset %s: edges %s are not canonical (%v)", p.Name, p.Edges, got)
		}
		if pos.String() != p.Pos {
			t.Errorf("preset %s: pos %s is not canonical (%s)", p.Name, p.Pos, pos)
		}
		for _, e := range edges {
			for _, v := range []uint64{e.A, e.B} {
				if !pos.Has(v) {
					t.Errorf("preset %s: vertex %d has no place", p.Name, v)
				}
			}
		}
		for v := range pos.At {
			found := false
			for _, e := range edges {
				found = found || e.A == v || e.B == v
			}
			if !found {
				t.Errorf("preset %s: vertex %d is placed but has no edge", p.Name, v)
			}
		}
		if n := p.edgeCount(); n != len(edges) {
			t.Errorf("preset %s: %d edges counted in its text, %d parsed", p.Name, n, len(edges))
		}
		pp, err := p.Position(game.Normal)
		if err != nil || pp.NumEdges() != len(edges) {
			t.Errorf("preset %s: %v, %d edges on the ground of %d", p.Name, err, pp.NumEdges(), len(edges))
		}
		if w, ok := want[p.Name]; ok {
			if g, _ := pp.Grundy(); g != w {
				t.Errorf("preset %s is worth *%d, want *%d", p.Name, g, w)
			}
		}
		if got, ok := PresetNamed(p.Name); !ok || got.Name != p.Name {
			t.Errorf("PresetNamed(%q) = %v, %v", p.Name, got, ok)
		}
		// Vertices keep apart, so every edge can be picked.
		d := NewDrawing(edges, pos)
		for i, u := range d.Verts {
			for _, v := range d.Verts[i+1:] {
				if dist := pos.At[u].Sub(pos.At[v]).Len(); dist < 60 {
					t.Errorf("preset %s: vertices %d and %d are %.0f apart", p.Name, u, v, dist)
				}
			}
		}
	}
	if _, ok := PresetNamed("dragon"); ok {
		t.Error("PresetNamed found a preset that does not exist")
	}
}

func TestViewRoundTrip(t *testing.T) {
	for _, tc := range []struct{ w, h, scale float64 }{{880, 800, 1}, {1760, 1600, 2}, {390, 464, 1}, {100, 2000, 1}} {
		v := NewView(tc.w, tc.h, tc.scale)
		for _, p := range []Point{{0, 0}, {Size, Size}, {123, 456}} {
			s := v.Screen(p)
			if s.X < 0 || s.X > tc.w || s.Y < 0 || s.Y > tc.h {
				t.Errorf("%v: logical %v is off the screen at %v", tc, p, s)
			}
			if back := v.Logical(s); back.Sub(p).Len() > 1e-9 {
				t.Errorf("%v: %v → %v → %v", tc, p, s, back)
			}
		}
		// The square is centred across, and the ground has earth below it.
		if l, r := v.Screen(Point{0, 0}).X, tc.w-v.Screen(Point{Size, 0}).X; math.Abs(l-r) > 1e-9 {
			t.Errorf("%v: margins %g and %g", tc, l, r)
		}
		if v.H-v.Ground < 28*tc.scale-1e-9 {
			t.Errorf("%v: the ground at %g leaves %g below it", tc, v.Ground, v.H-v.Ground)
		}
	}
}

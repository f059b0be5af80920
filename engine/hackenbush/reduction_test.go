package hackenbush

import (
	"encoding/json"
	"maps"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// picture is what a scene shows while it plays a Reduction: the edges
// standing (by id, with their ends as the steps have moved them) and the
// stalks (by id).
type picture struct {
	edges  map[int]Edge
	stalks map[int]stalk
	made   int // stalks made so far
}

type stalk struct{ at, length uint64 }

func newPicture(p Position) *picture {
	pic := &picture{edges: map[int]Edge{}, stalks: map[int]stalk{}}
	for i, e := range p.Edges() {
		pic.edges[i] = e
	}
	return pic
}

// depth returns each vertex's distance from the ground along edges.
func (pic *picture) depth() map[uint64]int {
	d := map[uint64]int{Ground: 0}
	for grew := true; grew; {
		grew = false
		for _, e := range pic.edges {
			for _, v := range [][2]uint64{{e.A, e.B}, {e.B, e.A}} {
				if dv, ok := d[v[0]]; ok {
					if dw, ok := d[v[1]]; !ok || dw > dv+1 {
						d[v[1]], grew = dv+1, true
					}
				}
			}
		}
	}
	return d
}

// joined reports whether u and w are joined by edges other than skip.
func (pic *picture) joined(u, w uint64, skip int) bool {
	seen := map[uint64]bool{u: true}
	for grew := true; grew; {
		grew = false
		for i, e := range pic.edges {
			if i != skip && seen[e.A] != seen[e.B] {
				seen[e.A], seen[e.B], grew = true, true, true
			}
		}
	}
	return seen[w]
}

// at returns the edges at v (but for a loop) and the stalks on v.
func (pic *picture) at(v uint64) (edges, stalks []int) {
	for i, e := range pic.edges {
		if (e.A == v || e.B == v) && !e.IsLoop() {
			edges = append(edges, i)
		}
	}
	for id, s := range pic.stalks {
		if s.at == v {
			stalks = append(stalks, id)
		}
	}
	return edges, stalks
}

func (pic *picture) stalk(t *testing.T, id int) {
	t.Helper()
	pic.made++
	if id != pic.made {
		t.Fatalf("new stalk %d; want %d, the next id", id, pic.made)
	}
}

// checkReduction replays p's reduction on a picture and checks that every
// step describes the picture as it is, and that it ends in one stalk of
// length Grundy on the ground, or nothing.
func checkReduction(t *testing.T, p Position) {
	t.Helper()
	steps := Reduction(p)
	pic := newPicture(p)
	phase := 0
	for k, s := range steps {
		if len(s.Text) == 0 {
			t.Fatalf("%s: step %d has no text", p, k)
		}
		n := 0
		for _, set := range []bool{s.Fuse != nil, s.Straighten != nil, s.Collapse != nil} {
			if set {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%s: step %d sets %d parts", p, k, n)
		}
		rank := map[Kind]int{KindFuse: 0, KindStraighten: 1, KindCollapse: 2}[s.Kind]
		if rank < phase {
			t.Fatalf("%s: step %d, a %s, comes after a later kind", p, k, s.Kind)
		}
		if rank > phase {
			pic.between(t, p, phase)
			phase = rank
		}
		switch s.Kind {
		case KindFuse:
			pic.fuse(t, s.Fuse)
		case KindStraighten:
			pic.straighten(t, s.Straighten)
		case KindCollapse:
			pic.collapse(t, s.Collapse, k == len(steps)-1)
		default:
			t.Fatalf("%s: step %d of kind %q", p, k, s.Kind)
		}
		if t.Failed() {
			t.Fatalf("%s: step %d: %s", p, k, s.Text)
		}
	}
	for phase < 2 {
		pic.between(t, p, phase)
		phase++
	}
	g := p.value()
	want := map[int]stalk{}
	if g > 0 {
		want[pic.made] = stalk{Ground, g}
	}
	if len(pic.edges) > 0 || !reflect.DeepEqual(pic.stalks, want) {
		t.Fatalf("%s: the reduction ends with edges %v and stalks %v; want one stalk of %d", p, pic.edges, pic.stalks, g)
	}
	if p.NumEdges() > 0 && steps[len(steps)-1].Collapse == nil {
		t.Fatalf("%s: the last step is not a collapse", p)
	}
}

// between checks the picture after a phase: after the fusions, only loops
// close cycles; after the loops have become stalks, the picture is a tree.
func (pic *picture) between(t *testing.T, p Position, phase int) {
	vertices := map[uint64]bool{Ground: true}
	trunk := 0
	for _, e := range pic.edges {
		vertices[e.A], vertices[e.B] = true, true
		if e.IsLoop() {
			if phase == 1 {
				t.Fatalf("%s: a loop is left after the stalks", p)
			}
			continue
		}
		trunk++
	}
	if len(pic.depth()) != len(vertices) || trunk != len(vertices)-1 {
		t.Fatalf("%s: after phase %d the edges %v are not a tree on the ground", p, phase, pic.edges)
	}
}

func (pic *picture) fuse(t *testing.T, f *Fusion) {
	depth := pic.depth()
	if len(f.Vertices) == 0 || !slices.IsSorted(f.Vertices) || slices.Contains(f.Vertices, f.Into) || len(pic.stalks) > 0 {
		t.Errorf("fusion into %d of %v", f.Into, f.Vertices)
		return
	}
	merged := map[uint64]bool{f.Into: true}
	for _, v := range f.Vertices {
		if _, ok := depth[v]; !ok || merged[v] || depth[v] <= depth[f.Into] {
			t.Errorf("vertex %d is missing, repeated, or nearer the ground than %d", v, f.Into)
		}
		merged[v] = true
	}
	var loops []int
	for i, e := range pic.edges {
		if !e.IsLoop() && merged[e.A] && merged[e.B] {
			loops = append(loops, i)
			if !pic.joined(e.A, e.B, i) {
				t.Errorf("edge %d (%v) is a bridge, on no cycle", i, e)
			}
		}
	}
	slices.Sort(loops)
	if !slices.Equal(loops, f.Loops) {
		t.Errorf("loops %v; the edges joining the merged vertices are %v", f.Loops, loops)
	}
	// The piece is one: its edges join its vertices.
	inside := &picture{edges: map[int]Edge{}}
	for _, i := range loops {
		inside.edges[i] = pic.edges[i]
	}
	for _, v := range f.Vertices {
		if !inside.joined(f.Into, v, -1) {
			t.Errorf("vertex %d is not joined to %d inside the piece", v, f.Into)
		}
	}
	for i, e := range pic.edges {
		if merged[e.A] {
			e.A = f.Into
		}
		if merged[e.B] {
			e.B = f.Into
		}
		pic.edges[i] = Edge{min(e.A, e.B), max(e.A, e.B)}
	}
}

func (pic *picture) straighten(t *testing.T, s *Straighten) {
	var loops []int
	for i, e := range pic.edges {
		if e.IsLoop() && e.A == s.At {
			loops = append(loops, i)
		}
	}
	slices.Sort(loops)
	if len(loops) == 0 || !slices.Equal(loops, s.Loops) || len(s.Stalks) != len(loops) {
		t.Errorf("loops %v and stalks %v at %d; the loops there are %v", s.Loops, s.Stalks, s.At, loops)
		return
	}
	for k, i := range loops {
		delete(pic.edges, i)
		pic.stalk(t, s.Stalks[k])
		pic.stalks[s.Stalks[k]] = stalk{s.At, 1}
	}
}

func (pic *picture) collapse(t *testing.T, c *Collapse, last bool) {
	depth := pic.depth()
	edges, stalks := pic.at(c.At)
	if _, ok := depth[c.At]; !ok {
		t.Errorf("no vertex %d", c.At)
		return
	}
	// Everything at the vertex but the edge towards the ground is a branch.
	children := map[int]bool{}
	for _, i := range edges {
		e := pic.edges[i]
		if depth[e.A]+depth[e.B]-2*depth[c.At] > 0 {
			children[i] = true
		}
	}
	owned := map[int]bool{}
	for _, s := range stalks {
		owned[s] = true
	}
	if c.At != Ground && len(c.Branches) < 2 || c.At == Ground && !last || len(c.Branches) == 0 {
		t.Errorf("a collapse of %d branches at %d", len(c.Branches), c.At)
	}
	var sum uint64
	for _, b := range c.Branches {
		if b.Edges == nil {
			t.Errorf("a branch with edges null")
		}
		v := c.At
		for k, i := range b.Edges {
			e, ok := pic.edges[i]
			if !ok || (k == 0 && !children[i]) || (e.A != v && e.B != v) {
				t.Errorf("branch %v: edge %d does not lead away from %d", b, i, v)
				return
			}
			delete(children, i)
			next := e.A + e.B - v
			if depth[next] != depth[v]+1 {
				t.Errorf("branch %v: edge %d leads back", b, i)
			}
			v = next
			out, on := pic.at(v)
			if k < len(b.Edges)-1 && (len(out) != 2 || len(on) > 0) {
				t.Errorf("branch %v: vertex %d has more than the path", b, v)
			}
			if k == len(b.Edges)-1 && (len(out) != 1 || len(on) > 1 || len(on) == 1 && on[0] != b.Stalk || len(on) == 0 && b.Stalk != 0) {
				t.Errorf("branch %v: the end %d carries edges %v and stalks %v", b, v, out, on)
			}
			delete(pic.edges, i)
		}
		length := uint64(len(b.Edges))
		if b.Stalk != 0 {
			s, ok := pic.stalks[b.Stalk]
			if !ok || s.at != v || len(b.Edges) == 0 && !owned[b.Stalk] {
				t.Errorf("branch %v: no stalk %d on %d", b, b.Stalk, v)
			}
			delete(owned, b.Stalk)
			delete(pic.stalks, b.Stalk)
			length += s.length
		}
		if length == 0 || length != b.Length {
			t.Errorf("branch %v has length %d", b, length)
		}
		sum ^= b.Length
	}
	if len(children) > 0 || len(owned) > 0 {
		t.Errorf("edges %v and stalks %v at %d are left out of the collapse", slices.Collect(maps.Keys(children)), owned, c.At)
	}
	if sum != c.Length || (c.Length == 0) != (c.Stalk == 0) {
		t.Errorf("length %d and stalk %d; the branches sum to %d", c.Length, c.Stalk, sum)
	}
	if c.Stalk != 0 {
		pic.stalk(t, c.Stalk)
		pic.stalks[c.Stalk] = stalk{c.At, c.Length}
	}
}

func TestReductionExamples(t *testing.T) {
	// The figures of the lecture and of Winning Ways, step by step.
	tests := []struct {
		edges string
		want  []Kind
		value uint64
	}{
		{"", nil, 0},
		{"0-1", []Kind{KindCollapse}, 1},
		{"0-1,1-2,2-0", []Kind{KindFuse, KindStraighten, KindCollapse}, 1},
		{"0-1,1-2,2-3,3-1", []Kind{KindFuse, KindStraighten, KindCollapse, KindCollapse}, 2},
		{"0-0", []Kind{KindStraighten, KindCollapse}, 1},
		{"0-1,0-1", []Kind{KindFuse, KindStraighten, KindCollapse}, 0},
		{"0-1,1-2,1-3", []Kind{KindCollapse, KindCollapse}, 1},
	}
	for _, tt := range tests {
		p := parse(t, "game=hackenbush&edges="+tt.edges)
		var kinds []Kind
		for _, s := range Reduction(p) {
			kinds = append(kinds, s.Kind)
		}
		if !slices.Equal(kinds, tt.want) || p.value() != tt.value {
			t.Errorf("%s: steps %v, value %d; want %v, %d", tt.edges, kinds, p.value(), tt.want, tt.value)
		}
		checkReduction(t, p)
	}
}

func TestReductionJSON(t *testing.T) {
	steps := Reduction(parse(t, "game=hackenbush&edges=0-1,1-2,2-3,3-1"))
	b, err := json.Marshal(steps)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"kind":"fuse","text":"Fusion: vertices 2 and 3 lie on a cycle with vertex 1, so they merge into it, and the 3 edges joining them become loops.","fuse":{"into":1,"vertices":[2,3],"loops":[1,2,3]}},` +
		`{"kind":"straighten","text":"The 3 loops at vertex 1 become stalks of length one, together worth 1: n loops are worth 1 when n is odd and 0 when n is even.","straighten":{"at":1,"loops":[1,2,3],"stalks":[1,2,3]}},` +
		`{"kind":"collapse","text":"Colon principle at vertex 1: branches of lengths 1, 1 and 1 become one stalk of length 1⊕1⊕1 = 1.","collapse":{"at":1,"branches":[{"edges":[],"stalk":1,"length":1},{"edges":[],"stalk":2,"length":1},{"edges":[],"stalk":3,"length":1}],"length":1,"stalk":4}},` +
		`{"kind":"collapse","text":"At the ground a single branch of length 2 is left: the graph is worth 2.","collapse":{"at":0,"branches":[{"edges":[0],"stalk":4,"length":2}],"length":2,"stalk":5}}]`
	if string(b) != want {
		t.Errorf("JSON\n got %s\nwant %s", b, want)
	}
	var back []Step
	for i := range steps {
		steps[i].Words = msg.Text{} // not in the JSON: the caption before it is translated
	}
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, steps) {
		t.Errorf("the steps do not read back from JSON: %v", err)
	}
}

func TestReductionRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		n := 1 + r.IntN(120)
		p, err := New(randomGraph(r, uint64(1+r.IntN(n)), n), game.Normal)
		if err != nil {
			t.Fatal(err)
		}
		checkReduction(t, p)
	}
}

// BenchmarkReduction2000 is the reduction the explanation of the explorer's largest drawing
// plays (the bench's Hackenbush scene): worked out in the frame that asks for it.
func BenchmarkReduction2000(b *testing.B) {
	p, err := FromQuery(notation.Query{{Key: "edges", Value: hackenbushtest.Random(1000, 2000)}})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Reduction(p)
	}
}

// TestCollapseCounted: more branches than are listed are counted, the count first in the
// format (web/i18n chooses a language's plural forms by the first argument), and the
// English reads as before the count moved.
func TestCollapseCounted(t *testing.T) {
	branches := func(lengths ...uint64) []Branch {
		out := make([]Branch, len(lengths))
		for i, l := range lengths {
			out[i] = Branch{Edges: []int{}, Stalk: i + 1, Length: l}
		}
		return out
	}
	ones := func(n int) []uint64 { return slices.Repeat([]uint64{1}, n) }
	for _, tc := range []struct {
		c    Collapse
		want string
	}{
		{Collapse{At: Ground, Branches: branches(ones(9)...), Length: 1},
			"At the ground, 9 branches become one stalk of length 1, the nim-sum of their lengths: the graph is worth 1."},
		{Collapse{At: Ground, Branches: branches(ones(10)...), Length: 0},
			"At the ground, 10 branches cancel out (the nim-sum of their lengths is 0): the graph is worth 0, and the player to move loses."},
		{Collapse{At: 3, Branches: branches(ones(21)...), Length: 1},
			"Colon principle at vertex 3: 21 branches become one stalk of length 1, the nim-sum of their lengths."},
		{Collapse{At: 3, Branches: branches(ones(22)...), Length: 0},
			"Colon principle at vertex 3: 22 branches cancel out (the nim-sum of their lengths is 0), and nothing is left."},
		{Collapse{At: 3, Branches: branches(1, 2, 3), Length: 0},
			"Colon principle at vertex 3: branches of lengths 1, 2 and 3 cancel out, 1⊕2⊕3 = 0, and nothing is left."},
	} {
		text := collapseText(&tc.c)
		if got := text.String(); got != tc.want {
			t.Errorf("%d branches at %d: %q\n\twant %q", len(tc.c.Branches), tc.c.At, got, tc.want)
		}
		if n, ok := text.Args[0].(int); len(tc.c.Branches) > maxListed && (!ok || n != len(tc.c.Branches)) {
			t.Errorf("%d branches: the first argument is %v, not the count", len(tc.c.Branches), text.Args[0])
		}
	}
}

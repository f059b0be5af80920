package hackenbush

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/msg"
)

// Kind says what a Step does.
type Kind string

const (
	KindFuse       Kind = "fuse"       // Step.Fuse is set
	KindStraighten Kind = "straighten" // Step.Straighten is set
	KindCollapse   Kind = "collapse"   // Step.Collapse is set
)

// Step is one step of a Reduction, for a scene to play. Exactly one of
// Fuse, Straighten and Collapse is set, the one Kind names.
//
// The picture a scene draws starts as the graph: vertices by label (0 the
// ground), edges by their index in Position.Edges, their ids. The reduction
// adds stalks: a stalk of length n stands on one vertex, like n edges in a
// row; stalks have ids of their own, 1, 2, 3… in the order the steps make
// them (0 means no stalk). Each step changes the picture as its type says.
type Step struct {
	Kind       Kind        `json:"kind"`
	Text       string      `json:"text"` // a caption in plain English
	Words      msg.Text    `json:"-"`    // Text before it is written in a language
	Fuse       *Fusion     `json:"fuse,omitempty"`
	Straighten *Straighten `json:"straighten,omitempty"`
	Collapse   *Collapse   `json:"collapse,omitempty"`
}

// Fusion merges the vertices of one 2-edge-connected piece (every edge of
// it lies on a cycle) into one vertex: Vertices slide into Into, every edge
// end at one of them moves to Into, so the edges joining two of them, Loops,
// become loops at Into. Edges hanging from the piece now hang from Into.
type Fusion struct {
	Into     uint64   `json:"into"`     // the ground when the piece touches it, else the piece's vertex nearest the ground
	Vertices []uint64 `json:"vertices"` // the piece's other vertices, in increasing order
	Loops    []int    `json:"loops"`    // edge ids, increasing: the piece's edges that were not loops already
}

// Straighten turns the loops at vertex At into stalks of length one: loop
// Loops[i] leaves the picture and stalk Stalks[i] stands on At instead.
type Straighten struct {
	At     uint64 `json:"at"`
	Loops  []int  `json:"loops"`  // edge ids, increasing
	Stalks []int  `json:"stalks"` // new stalk ids, one per loop
}

// Collapse applies the colon principle at vertex At: its branches, all the
// picture holds at At except the edge towards the ground, become one stalk
// whose length is the nim-sum of theirs. When Length is 0 nothing is left.
type Collapse struct {
	At       uint64   `json:"at"`
	Branches []Branch `json:"branches"`
	Length   uint64   `json:"length"`          // the nim-sum of the branches' lengths
	Stalk    int      `json:"stalk,omitempty"` // the new stalk on At, of length Length; 0 when Length is 0
}

// Branch is a branch at a Collapse's vertex: a path of edges from the vertex
// outward, whose vertices have nothing else on them, then the stalk Stalk on
// the path's last vertex (or on the vertex itself when Edges is empty).
// Its edges, its vertices other than the Collapse's and its stalk leave the
// picture.
type Branch struct {
	Edges  []int  `json:"edges"`           // edge ids, from the vertex outward; [] when none
	Stalk  int    `json:"stalk,omitempty"` // 0: no stalk at the end
	Length uint64 `json:"length"`          // len(Edges) plus the stalk's length
}

// Reduction returns the steps that reduce the graph, by the fusion and
// colon principles, to a single stalk on the ground whose length is the
// Grundy value: first every Fusion (pieces in the order of their first
// edge), then every Straighten, then the Collapses, each after those of the
// vertices above it, the last at the ground. The last step leaves one stalk
// of length Grundy on the ground, or nothing when the value is 0. A Collapse
// is made only where it changes something: at a vertex with two branches or
// more, and always at the ground. The empty graph has no steps. The steps
// are the normal-play theory, whatever the play. Linear in the edges.
//
// A function rather than a method of Position: only the Hackenbush scene's replay needs
// the steps, and as a method the reducer (about 28 KB of code) would be in the sum's wasm
// module too (docs/internals.md, "Exported methods cost every module").
func Reduction(p Position) []Step {
	if len(p.edges) == 0 {
		return nil
	}
	g, t := p.solve()
	r := reducer{p: p, g: g, t: t}
	return r.run()
}

type reducer struct {
	p     Position
	g     *graph
	t     *tree
	steps []Step
	next  int // the next stalk id
}

// up is what a vertex offers the vertex below it: a branch with its edges
// from the tip down (so that each edge below is an append), or nothing.
type up struct {
	rev    []int
	stalk  int
	length uint64
}

func (r *reducer) run() []Step {
	p, g, t := r.p, r.g, r.t
	n := g.n
	members := make([][]int32, n) // by head, in search order
	for _, v := range t.order {
		members[t.v[v].head] = append(members[t.v[v].head], v)
	}
	inner := make([][]int, n)  // by head: the edges that are not bridges
	kids := make([][]int32, n) // by head: the heads hanging from it, by bridge
	var pieces []int32         // heads with edges of cycles, by first edge
	for i, e := range g.ends {
		if t.bridge[i] {
			d := e[0]
			if t.disc[e[1]] > t.disc[d] {
				d = e[1]
			}
			h := t.v[t.parent(d)].head
			kids[h] = append(kids[h], d)
			continue
		}
		h := t.v[e[0]].head
		if inner[h] == nil {
			pieces = append(pieces, h)
		}
		inner[h] = append(inner[h], i)
	}

	for _, h := range pieces {
		if len(members[h]) < 2 {
			continue
		}
		// Each list made at its size: the explanation works the reduction out in a frame.
		f := &Fusion{Into: p.labels[h], Vertices: make([]uint64, 0, len(members[h])-1), Loops: make([]int, 0, len(inner[h]))}
		for _, v := range members[h][1:] {
			f.Vertices = append(f.Vertices, p.labels[v])
		}
		slices.Sort(f.Vertices)
		for _, i := range inner[h] {
			if !p.edges[i].IsLoop() {
				f.Loops = append(f.Loops, i)
			}
		}
		r.steps = append(r.steps, newStep(KindFuse, fuseText(f), Step{Fuse: f}))
	}

	stalks := make([][]int, n) // by head: the stalks its loops became
	for _, h := range pieces {
		s := &Straighten{At: p.labels[h], Loops: inner[h], Stalks: make([]int, 0, len(inner[h]))}
		for range inner[h] {
			r.next++
			s.Stalks = append(s.Stalks, r.next)
		}
		stalks[h] = s.Stalks
		r.steps = append(r.steps, newStep(KindStraighten, straightenText(s), Step{Straighten: s}))
	}

	ups := make([]up, n)
	var branches []up // reused: collapse copies what it keeps
	for k := len(t.order) - 1; k >= 0; k-- {
		h := t.order[k]
		if t.v[h].head != h {
			continue
		}
		branches = slices.Grow(branches[:0], len(stalks[h])+len(kids[h]))
		for _, s := range stalks[h] {
			branches = append(branches, up{stalk: s, length: 1})
		}
		for _, d := range kids[h] {
			b := ups[d]
			b.rev = append(b.rev, int(t.v[d].pedge))
			b.length++
			branches = append(branches, b)
			ups[d] = up{}
		}
		switch {
		case h == 0 || len(branches) >= 2:
			ups[h] = r.collapse(h, branches)
		case len(branches) == 1:
			ups[h] = branches[0]
		}
	}
	return r.steps
}

// collapse adds the Collapse of branches at vertex h and returns the stalk
// it leaves.
func (r *reducer) collapse(h int32, branches []up) up {
	c := &Collapse{At: r.p.labels[h], Branches: make([]Branch, len(branches))}
	total := 0
	for _, b := range branches {
		total += len(b.rev)
	}
	all := make([]int, total) // the branches' edges, in one allocation
	for k, b := range branches {
		edges := all[:len(b.rev):len(b.rev)]
		all = all[len(b.rev):]
		for j, i := range b.rev {
			edges[len(edges)-1-j] = i
		}
		c.Branches[k] = Branch{Edges: edges, Stalk: b.stalk, Length: b.length}
		c.Length ^= b.length
	}
	if c.Length > 0 {
		r.next++
		c.Stalk = r.next
	}
	r.steps = append(r.steps, newStep(KindCollapse, collapseText(c), Step{Collapse: c}))
	return up{stalk: c.Stalk, length: c.Length}
}

// newStep completes s with its kind and caption.
func newStep(k Kind, caption msg.Text, s Step) Step {
	s.Kind, s.Text, s.Words = k, caption.String(), caption
	return s
}

// maxListed is the most items a caption lists.
const maxListed = 8

func vertexName(v uint64) msg.Text {
	if v == Ground {
		return msg.New("the ground")
	}
	return msg.New("vertex %d", v)
}

// atVertex is where a loop is, "at vertex 3" or "at the ground": a phrase of its own, as the
// languages that decline nouns write it in another case than vertexName ("при вершине 3").
func atVertex(v uint64) msg.Text {
	if v == Ground {
		return msg.New("at the ground")
	}
	return msg.New("at vertex %d", v)
}

// and joins items as a sentence does: "1, 2 and 3".
func and[T any](items []T) any {
	if len(items) == 1 {
		return items[0]
	}
	rest := make(msg.List, len(items)-1)
	for i, x := range items[:len(items)-1] {
		rest[i] = x
	}
	return msg.New("%s and %s", rest, items[len(items)-1])
}

func fuseText(f *Fusion) msg.Text {
	var names []any
	for _, v := range f.Vertices {
		if len(names) == maxListed {
			names = append(names, msg.New("%d others", len(f.Vertices)-maxListed))
			break
		}
		names = append(names, strconv.FormatUint(v, 10))
	}
	what := msg.New("a cycle") // as many edges as vertices
	if len(f.Loops) > len(f.Vertices)+1 {
		what = msg.New("cycles")
	}
	// A piece of two vertices or more has two edges or more that are not loops.
	if len(f.Vertices) == 1 {
		return msg.New("Fusion: vertex %s lies on %s with %s, so it merges into it, and the %d edges joining them become loops.",
			names[0], what, vertexName(f.Into), len(f.Loops))
	}
	return msg.New("Fusion: vertices %s lie on %s with %s, so they merge into it, and the %d edges joining them become loops.",
		and(names), what, vertexName(f.Into), len(f.Loops))
}

func straightenText(s *Straighten) msg.Text {
	if len(s.Loops) == 1 {
		return msg.New("The loop %s becomes a stalk of length one.", atVertex(s.At))
	}
	// Together worth 1 or 0: the cycle rule, stated where a cycle's loops become stalks.
	return msg.New("The %d loops %s become stalks of length one, together worth %d: n loops are worth 1 when n is odd and 0 when n is even.",
		len(s.Loops), atVertex(s.At), len(s.Loops)%2)
}

func collapseText(c *Collapse) msg.Text {
	lengths := make([]uint64, len(c.Branches))
	for k, b := range c.Branches {
		lengths[k] = b.Length
	}
	if c.At == Ground && len(c.Branches) == 1 {
		return msg.New("At the ground a single branch of length %d is left: the graph is worth %d.", c.Length, c.Length)
	}
	if len(lengths) > maxListed {
		// Counted, not listed: the count comes first, as the languages that count in plural
		// forms choose the noun's and the verb's by it ("21 ветвь становится").
		switch {
		case c.At == Ground && c.Length == 0:
			return msg.New("At the ground, %d branches cancel out (the nim-sum of their lengths is 0): the graph is worth 0, and the player to move loses.", len(lengths))
		case c.At == Ground:
			return msg.New("At the ground, %d branches become one stalk of length %d, the nim-sum of their lengths: the graph is worth %d.", len(lengths), c.Length, c.Length)
		case c.Length == 0:
			return msg.New("Colon principle %[2]s: %[1]d branches cancel out (the nim-sum of their lengths is 0), and nothing is left.", len(lengths), atVertex(c.At))
		}
		return msg.New("Colon principle %[2]s: %[1]d branches become one stalk of length %[3]d, the nim-sum of their lengths.", len(lengths), atVertex(c.At), c.Length)
	}
	which, sum := branches(lengths, c.Length)
	switch {
	case c.At == Ground && c.Length == 0:
		return msg.New("At the ground, %s cancel out, %s: the graph is worth 0, and the player to move loses.", which, sum)
	case c.At == Ground:
		return msg.New("At the ground, %s become one stalk of length %s: the graph is worth %d.", which, sum, c.Length)
	case c.Length == 0:
		return msg.New("Colon principle %s: %s cancel out, %s, and nothing is left.", atVertex(c.At), which, sum)
	}
	return msg.New("Colon principle %s: %s become one stalk of length %s.", atVertex(c.At), which, sum)
}

// branches names at most maxListed branches by their lengths, "branches of
// lengths 2, 1 and 1", and writes their nim-sum, "2⊕1⊕1 = 2". More are
// counted, in sentences of their own.
func branches(lengths []uint64, sum uint64) (which msg.Text, nimSum string) {
	names := make([]string, len(lengths))
	for k, v := range lengths {
		names[k] = strconv.FormatUint(v, 10)
	}
	return msg.New("branches of lengths %s", and(names)), fmt.Sprintf("%s = %d", strings.Join(names, "⊕"), sum)
}

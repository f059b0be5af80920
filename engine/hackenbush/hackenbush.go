// Package hackenbush is Green Hackenbush: a graph standing on the ground,
// whose edges either player may chop. A chop deletes one edge, and every
// edge no longer joined to the ground falls away. In normal play whoever
// cannot move loses, in misère play whoever cannot move wins.
//
// Normal play is solved in linear time by the fusion principle (the
// vertices of a cycle fuse into one, its edges becoming loops) and the colon
// principle (the branches at a vertex are worth one stalk whose length is
// the nim-sum of theirs): see Grundy, and Reduction for the same as steps a
// scene can play. Winning moves are found without recomputing the value
// per edge, and listed up to MaxWinningEdges edges. Misère play has no such
// shortcut; it is searched exhaustively, up to MaxMisereEdges edges.
package hackenbush

import (
	"cmp"
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "hackenbush"

// Limits.
const (
	// MaxEdges is the most edges a graph may be given with. The value takes
	// linear time; the bound keeps a graph's memory and parse in check (the
	// notation's 8 MiB hold at most about two million edges).
	MaxEdges = 1_000_000
	// MaxWinningEdges is the largest graph whose winning moves are listed.
	// Finding them costs up to one linear pass per edge of a cycle, and
	// every winning position written out repeats the whole graph.
	MaxWinningEdges = 2000
	// MaxMisereEdges is the largest graph played in misère, whose outcome
	// is found by searching every position the graph can reach (up to
	// 2^MaxMisereEdges of them).
	MaxMisereEdges = 16
)

// Keys returns the keys of a Hackenbush position after game, in canonical
// order.
func Keys() []string { return []string{"edges", "play"} }

// Ground is the vertex every edge must be joined to.
const Ground = 0

// Edge joins vertices A and B; A = B is a loop. In a Position A ≤ B.
type Edge struct{ A, B uint64 }

// String writes the edge as the notation does: "1-2".
func (e Edge) String() string { return string(e.append(nil)) }

func (e Edge) append(b []byte) []byte {
	b = strconv.AppendUint(b, e.A, 10)
	b = append(b, '-')
	return strconv.AppendUint(b, e.B, 10)
}

// IsLoop reports whether the edge joins a vertex to itself.
func (e Edge) IsLoop() bool { return e.A == e.B }

func compareEdges(x, y Edge) int {
	if c := cmp.Compare(x.A, y.A); c != 0 {
		return c
	}
	return cmp.Compare(x.B, y.B)
}

// Position is a Green Hackenbush position, always canonical: every edge
// written low-high, the edges sorted by (A, B), and only edges joined to the
// ground kept. An edge's index in Edges is its id, which Move, Falling and
// the Reduction's steps use. The zero Position is the empty graph in normal
// play. Build one with New or FromQuery.
type Position struct {
	edges []Edge
	play  game.Play
	// The graph again with vertices numbered densely (the ground is 0, then
	// the other vertices in increasing order), for the linear algorithms.
	ends   [][2]int32
	labels []uint64 // labels[v] is the vertex numbered v
}

// Move chops one edge.
type Move struct {
	Edge int // index into Edges
}

// New returns the position of the graph made of edges in the given play.
// Each edge may be written either way round; the edges not joined to the
// ground are dropped. It refuses more than MaxEdges edges, a vertex above
// notation.MaxWhole, and in misère play more than MaxMisereEdges edges left
// on the ground.
func New(edges []Edge, play game.Play) (Position, error) {
	if len(edges) > MaxEdges {
		return Position{}, msg.Errorf("edges: %d edges, more than the limit of %d", len(edges), MaxEdges)
	}
	if play > game.Misere {
		return Position{}, fmt.Errorf("play: invalid %v", play)
	}
	sorted := make([]Edge, len(edges))
	for i, e := range edges {
		if e.A > notation.MaxWhole || e.B > notation.MaxWhole {
			return Position{}, msg.Errorf("edges: item %d %q has a vertex larger than %d (2^53−1)", i+1, e.String(), uint64(notation.MaxWhole))
		}
		if e.A > e.B {
			e.A, e.B = e.B, e.A
		}
		sorted[i] = e
	}
	slices.SortFunc(sorted, compareEdges)
	p := grounded(sorted, play)
	if play == game.Misere && len(p.edges) > MaxMisereEdges {
		return Position{}, msg.Errorf("edges: %d edges on the ground in misère play, more than the limit of %d "+
			"(misère Hackenbush has no known shortcut, so every position the graph can reach is searched)", len(p.edges), MaxMisereEdges)
	}
	return p, nil
}

// grounded returns the position of the sorted edges joined to the ground.
func grounded(sorted []Edge, play game.Play) Position {
	// Number the vertices densely: the labels sorted, so 0 (the ground, when
	// present) comes first and the numbering follows the labels' order.
	labels := make([]uint64, 0, 2*len(sorted)+1)
	labels = append(labels, Ground)
	for _, e := range sorted {
		labels = append(labels, e.A, e.B)
	}
	slices.Sort(labels)
	labels = slices.Compact(labels)
	id := func(v uint64) int32 {
		i, _ := slices.BinarySearch(labels, v)
		return int32(i)
	}
	ends := make([][2]int32, len(sorted))
	for i, e := range sorted {
		ends[i] = [2]int32{id(e.A), id(e.B)}
	}
	keep := reach(len(labels), ends, -1)
	return compact(sorted, ends, labels, keep, play)
}

// reach returns which edges are joined to vertex 0 once edge skip (or none,
// when skip is -1) is deleted. It uses union–find, which needs no adjacency.
func reach(n int, ends [][2]int32, skip int) []bool {
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(v int32) int32 {
		for parent[v] != v {
			parent[v] = parent[parent[v]]
			v = parent[v]
		}
		return v
	}
	for i, e := range ends {
		if i != skip {
			if a, b := find(e[0]), find(e[1]); a != b {
				parent[a] = b
			}
		}
	}
	keep := make([]bool, len(ends))
	ground := find(0)
	for i, e := range ends {
		keep[i] = i != skip && find(e[0]) == ground
	}
	return keep
}

// compact returns the position of the edges marked keep, numbered anew so
// that the numbers stay dense. edges are sorted, so the kept ones are too.
func compact(edges []Edge, ends [][2]int32, labels []uint64, keep []bool, play game.Play) Position {
	n := 0
	for _, k := range keep {
		if k {
			n++
		}
	}
	p := Position{play: play}
	if n == 0 {
		return p
	}
	renumber := make([]int32, len(labels))
	for i := range renumber {
		renumber[i] = -1
	}
	renumber[0] = 0
	p.edges = make([]Edge, 0, n)
	p.ends = make([][2]int32, 0, n)
	for i, k := range keep {
		if k {
			p.edges = append(p.edges, edges[i])
			for _, v := range ends[i] {
				renumber[v] = 0 // used; numbered below
			}
		}
	}
	next := int32(0)
	for v, r := range renumber {
		if r == 0 {
			renumber[v] = next
			p.labels = append(p.labels, labels[v])
			next++
		}
	}
	for i, k := range keep {
		if k {
			p.ends = append(p.ends, [2]int32{renumber[ends[i][0]], renumber[ends[i][1]]})
		}
	}
	return p
}

// FromQuery reads a position from the keys game (hackenbush, when given),
// edges (required; edges= is the empty graph) and play (optional). Any other
// key is an error.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("edges")
	if !ok {
		return Position{}, msg.Errorf("edges: missing; expected a list such as edges=0-1,1-2,2-0 (0 is the ground)")
	}
	edges, err := parseEdges(s)
	if err != nil {
		return Position{}, err
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return New(edges, play)
}

// Warnings says that reading q, whose position is p (FromQuery(q)), dropped edges not
// joined to the ground: the canonical form drops them, but a graph typed or drawn without
// the ground in mind would otherwise become another, maybe the empty one, without a word.
// The position itself does not remember them: it is canonical, equal to what its String
// reads back as.
func Warnings(q notation.Query, p Position) []msg.Text {
	s, _ := q.Get("edges")
	given := 0
	if s != "" {
		given = strings.Count(s, ",") + 1
	}
	floating := given - len(p.edges)
	switch {
	case floating <= 0:
		return nil
	case floating == given && given == 1:
		return []msg.Text{msg.New("edges: the one edge does not reach the ground (vertex 0) and was dropped, so the graph is empty")}
	case floating == given:
		return []msg.Text{msg.New("edges: none of the %d edges reaches the ground (vertex 0): all were dropped, so the graph is empty", given)}
	case floating == 1:
		return []msg.Text{msg.New("edges: 1 of the %d edges does not reach the ground (vertex 0) and was dropped", given)}
	}
	return []msg.Text{msg.New("edges: %d of the %d edges do not reach the ground (vertex 0) and were dropped", floating, given)}
}

// Game returns "hackenbush".
func (p Position) Game() string { return Name }

// Play returns the play convention.
func (p Position) Play() game.Play { return p.play }

// NumEdges returns the number of edges.
func (p Position) NumEdges() int { return len(p.edges) }

// Edge returns the edge with index i, 0 ≤ i < NumEdges.
func (p Position) Edge(i int) Edge { return p.edges[i] }

// Edges returns the edges in canonical order; the slice is the caller's.
func (p Position) Edges() []Edge { return slices.Clone(p.edges) }

// Vertices returns the vertices that edges touch, in increasing order, the
// ground first; none for the empty graph.
func (p Position) Vertices() []uint64 { return slices.Clone(p.labels) }

// String returns the canonical notation: game=hackenbush&edges=0-1,1-2,
// then &play=misere when misère. The empty graph is game=hackenbush&edges=.
func (p Position) String() string {
	b := make([]byte, 0, len("game=hackenbush&edges=&play=misere")+len(p.edges)*8)
	b = append(b, "game=hackenbush&edges="...)
	for i, e := range p.edges {
		if i > 0 {
			b = append(b, ',')
		}
		b = e.append(b)
	}
	if p.play == game.Misere {
		b = append(b, "&play=misere"...)
	}
	return string(b)
}

func (p Position) check(m Move) error {
	if m.Edge < 0 || m.Edge >= len(p.edges) {
		return fmt.Errorf("hackenbush: no edge at index %d (there are %d edges)", m.Edge, len(p.edges))
	}
	return nil
}

// Apply returns the position after m: its edge deleted, and every edge no
// longer joined to the ground dropped. The result has slices of its own; p
// is unchanged. Edges keep their order, so their indices shift down past
// the ones removed.
func (p Position) Apply(m Move) (Position, error) {
	if err := p.check(m); err != nil {
		return Position{}, err
	}
	keep := reach(len(p.labels), p.ends, m.Edge)
	return compact(p.edges, p.ends, p.labels, keep, p.play), nil
}

// Falling returns the indices, in increasing order, of the edges that fall
// away when m chops its edge (the chopped edge not included): what a scene
// lets drop.
func (p Position) Falling(m Move) ([]int, error) {
	if err := p.check(m); err != nil {
		return nil, err
	}
	var fall []int
	for i, k := range reach(len(p.labels), p.ends, m.Edge) {
		if !k && i != m.Edge {
			fall = append(fall, i)
		}
	}
	return fall, nil
}

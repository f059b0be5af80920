package hackenbush

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// search plays chops on a fixed list of edges, a position being the set of
// edges still standing as a bit mask, and remembers what it has seen. It
// knows nothing of bridges, fusion or the colon principle, and finds what
// stays on the ground by its own means: it checks the theory, not a copy.
type search struct {
	edges  []Edge
	ends   [][2]int // the edges' vertices numbered from 0 in order of appearance, the ground first
	grundy map[uint64]uint64
	wins   map[uint64]bool // misère: the player to move wins
}

func newSearch(edges []Edge) *search {
	if len(edges) > 64 {
		panic("search: too many edges")
	}
	s := &search{edges: edges, grundy: map[uint64]uint64{}, wins: map[uint64]bool{}}
	number := map[uint64]int{Ground: 0}
	for _, e := range edges {
		var ends [2]int
		for k, v := range []uint64{e.A, e.B} {
			if _, ok := number[v]; !ok {
				number[v] = len(number)
			}
			ends[k] = number[v]
		}
		s.ends = append(s.ends, ends)
	}
	return s
}

func (s *search) all() uint64 { return 1<<len(s.edges) - 1 }

// standing returns the edges of set that a path of edges of set joins to
// the ground, growing the set of vertices reached until it stops growing.
func (s *search) standing(set uint64) uint64 {
	var reached [129]bool
	reached[0] = true
	for grew := true; grew; {
		grew = false
		for i, e := range s.ends {
			if set>>i&1 == 1 && reached[e[0]] != reached[e[1]] {
				reached[e[0]], reached[e[1]], grew = true, true, true
			}
		}
	}
	var kept uint64
	for i, e := range s.ends {
		if set>>i&1 == 1 && reached[e[0]] {
			kept |= 1 << i
		}
	}
	return kept
}

func (s *search) chop(set uint64, i int) uint64 { return s.standing(set &^ (1 << i)) }

func (s *search) grundyOf(set uint64) uint64 {
	if g, ok := s.grundy[set]; ok {
		return g
	}
	seen := map[uint64]bool{}
	for i := range s.edges {
		if set>>i&1 == 1 {
			seen[s.grundyOf(s.chop(set, i))] = true
		}
	}
	var mex uint64
	for seen[mex] {
		mex++
	}
	s.grundy[set] = mex
	return mex
}

func (s *search) misereWins(set uint64) bool {
	if set == 0 {
		return true
	}
	if w, ok := s.wins[set]; ok {
		return w
	}
	w := false
	for i := range s.edges {
		if set>>i&1 == 1 && !s.misereWins(s.chop(set, i)) {
			w = true
		}
	}
	s.wins[set] = w
	return w
}

// winning returns the chops from set to a position the player to move
// loses, in edge order.
func (s *search) winning(set uint64, play game.Play) []Move {
	var win []Move
	for i := range s.edges {
		if set>>i&1 == 0 {
			continue
		}
		next := s.chop(set, i)
		if play == game.Normal && s.grundyOf(next) == 0 || play == game.Misere && !s.misereWins(next) {
			win = append(win, Move{i})
		}
	}
	return win
}

func (s *search) list(set uint64) []Edge {
	var l []Edge
	for i, e := range s.edges {
		if set>>i&1 == 1 {
			l = append(l, e)
		}
	}
	return l
}

// canonical writes edges low-high and sorts them, as the notation does.
func canonical(edges []Edge) []Edge {
	out := []Edge{}
	for _, e := range edges {
		if e.A > e.B {
			e.A, e.B = e.B, e.A
		}
		out = append(out, e)
	}
	slices.SortFunc(out, func(x, y Edge) int {
		if x.A != y.A {
			return int(x.A) - int(y.A)
		}
		return int(x.B) - int(y.B)
	})
	return out
}

// multigraphs returns every multiset of at most maxEdges edges on vertices
// 0..maxVertex, loops included, each edge written low-high.
func multigraphs(maxVertex uint64, maxEdges int) [][]Edge {
	var kinds []Edge
	for a := uint64(0); a <= maxVertex; a++ {
		for b := a; b <= maxVertex; b++ {
			kinds = append(kinds, Edge{a, b})
		}
	}
	var all [][]Edge
	var grow func(from int, g []Edge)
	grow = func(from int, g []Edge) {
		all = append(all, slices.Clone(g))
		if len(g) == maxEdges {
			return
		}
		for k := from; k < len(kinds); k++ {
			grow(k, append(g, kinds[k]))
		}
	}
	grow(0, nil)
	return all
}

// checkAgainstSearch compares everything the package says about the graph
// raw in play with the search.
func checkAgainstSearch(t *testing.T, raw []Edge, play game.Play) {
	t.Helper()
	p, err := New(raw, play)
	if err != nil {
		t.Fatalf("New(%v): %v", raw, err)
	}
	// What stands on the ground: the search's answer on the raw list.
	rs := newSearch(raw)
	if got, want := p.Edges(), canonical(rs.list(rs.standing(rs.all()))); !slices.Equal(got, want) && len(want)+len(got) > 0 {
		t.Fatalf("%v: New kept %v; search keeps %v", raw, got, want)
	}
	s := newSearch(p.Edges())
	all := s.all()
	name := p.String()

	// Outcome, value and winning moves.
	var outcome game.Outcome = game.N
	if play == game.Normal && s.grundyOf(all) == 0 || play == game.Misere && !s.misereWins(all) {
		outcome = game.P
	}
	if got := p.Outcome(); got != outcome {
		t.Errorf("%s: outcome %v; search says %v", name, got, outcome)
	}
	g, ok := p.Grundy()
	if play == game.Normal && (!ok || g != s.grundyOf(all)) || play == game.Misere && ok {
		t.Errorf("%s: Grundy %d, %v; search says %d", name, g, ok, s.grundyOf(all))
	}
	want := s.winning(all, play)
	got, ok := p.WinningMoves()
	if !ok || !slices.Equal(got, want) {
		t.Errorf("%s: winning moves %v, %v; search says %v", name, got, ok, want)
	}

	// Every chop: what stays and what falls.
	for i := range s.edges {
		next := s.chop(all, i)
		q, err := p.Apply(Move{i})
		if err != nil || !slices.Equal(q.Edges(), s.list(next)) || q.Play() != play {
			t.Fatalf("%s: chop %d gives %v, %v; search keeps %v", name, i, q, err, s.list(next))
		}
		var fall []int
		for j := range s.edges {
			if j != i && next>>j&1 == 0 {
				fall = append(fall, j)
			}
		}
		if got, err := p.Falling(Move{i}); err != nil || !slices.Equal(got, fall) {
			t.Errorf("%s: chop %d: falling %v, %v; want %v", name, i, got, err, fall)
		}
	}

	// The analysis.
	a := p.Analyze()
	winning := []string{}
	for _, m := range want {
		q, _ := p.Apply(m)
		winning = append(winning, q.String())
	}
	winning, _ = game.WinningList(winning)
	if a.Position != name || a.Outcome != outcome || !slices.Equal(a.Winning, winning) || a.Winning == nil || a.Note != "" {
		t.Errorf("%s: analysis %v %q %q; want %v %q", name, a.Outcome, a.Winning, a.Note, outcome, winning)
	}
	if play == game.Normal && (a.Grundy == nil || *a.Grundy != g) || play == game.Misere && a.Grundy != nil {
		t.Errorf("%s: analysis grundy %v", name, a.Grundy)
	}

	// The computer's move: the first winning one, else one removing fewest.
	m, ok := p.ComputerMove()
	switch {
	case len(want) > 0:
		if !ok || m != want[0] {
			t.Errorf("%s: ComputerMove %v, %v; want %v", name, m, ok, want[0])
		}
	case all == 0:
		if ok {
			t.Errorf("%s: ComputerMove %v on the empty graph", name, m)
		}
	default:
		fewest := 0
		for i := range s.edges {
			if bits.OnesCount64(s.chop(all, i)) > bits.OnesCount64(s.chop(all, fewest)) {
				fewest = i
			}
		}
		if !ok || m.Edge != fewest {
			t.Errorf("%s: ComputerMove %v, %v; want %d, the first chop removing fewest edges", name, m, ok, fewest)
		}
	}

	if play == game.Normal {
		checkReduction(t, p)
	}
}

// shuffled writes some edges high-low and shuffles their order, so that New
// has to make them canonical.
func shuffled(r *rand.Rand, edges []Edge) []Edge {
	out := slices.Clone(edges)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for i := range out {
		if r.IntN(2) == 0 {
			out[i].A, out[i].B = out[i].B, out[i].A
		}
	}
	return out
}

func TestAllMultigraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for _, size := range []struct {
		maxVertex uint64
		maxEdges  int
		count     int
	}{
		{3, 7, 19448}, // vertices 0..3: 10 kinds of edge, 4 of them loops
		{4, 5, 15504}, // vertices 0..4: 15 kinds of edge
	} {
		t.Run(fmt.Sprintf("vertices0to%d/edges%d", size.maxVertex, size.maxEdges), func(t *testing.T) {
			all := multigraphs(size.maxVertex, size.maxEdges)
			if len(all) != size.count {
				t.Fatalf("%d multigraphs; want %d", len(all), size.count)
			}
			for _, g := range all {
				raw := shuffled(r, g)
				checkAgainstSearch(t, raw, game.Normal)
				checkAgainstSearch(t, raw, game.Misere)
				if t.Failed() {
					return
				}
			}
		})
	}
}

// randomGraph returns up to maxEdges random edges on vertices 0..maxVertex,
// most of them joined to the ground: each new edge starts, three times in
// four, at a vertex already used.
func randomGraph(r *rand.Rand, maxVertex uint64, maxEdges int) []Edge {
	used := []uint64{Ground}
	var edges []Edge
	for range 1 + r.IntN(maxEdges) {
		a := r.Uint64N(maxVertex + 1)
		if r.IntN(4) > 0 {
			a = used[r.IntN(len(used))]
		}
		b := r.Uint64N(maxVertex + 1)
		if r.IntN(5) == 0 {
			b = a // a loop
		}
		edges = append(edges, Edge{a, b})
		used = append(used, a, b)
	}
	return edges
}

func TestRandomGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for k := range 3000 {
		maxVertex := uint64(2 + r.IntN(8))
		raw := randomGraph(r, maxVertex, 13)
		checkAgainstSearch(t, raw, game.Normal)
		if len(raw) <= 11 {
			checkAgainstSearch(t, raw, game.Misere)
		}
		if t.Failed() {
			t.Fatalf("graph %d: %v", k, raw)
		}
	}
}

// TestWinningLarger compares the winning chops with recomputing the value
// after every chop, on graphs too large to search but not to chop one edge
// at a time: many cycles, long stalks, cycles on cycles.
func TestWinningLarger(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	found := 0
	for k := range 400 {
		n := 10 + r.IntN(300)
		raw := randomGraph(r, uint64(n/(1+r.IntN(4))), n)
		p, err := New(raw, game.Normal)
		if err != nil {
			t.Fatal(err)
		}
		var want []Move
		for i := range p.NumEdges() {
			q, _ := p.Apply(Move{i})
			if q.value() == 0 {
				want = append(want, Move{i})
			}
		}
		got, ok := p.WinningMoves()
		if !ok || !slices.Equal(got, want) {
			t.Fatalf("graph %d, %s:\nwinning %v\nwant    %v", k, p, got, want)
		}
		found += len(want)
		checkReduction(t, p)
	}
	if found < 100 {
		t.Errorf("only %d winning moves in all: the graphs test little", found)
	}
}

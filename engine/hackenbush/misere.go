package hackenbush

import "math/bits"

// Misère play: no theory reduces misère Green Hackenbush to something
// smaller (the fusion and colon principles change misère outcomes), so the
// outcome comes from searching every position the graph can reach. A
// position is a set of edges, a bit mask, and every set joined to the
// ground is reachable, so a graph of m edges has at most 2^m positions;
// New keeps m ≤ MaxMisereEdges.

type misere struct {
	all  uint32
	ends []uint32 // per edge: the bits of its two vertices
	at   []uint32 // per vertex: the edges that touch it
	// Parallel edges (the same two ends) are interchangeable: only how many
	// of them stand matters. A position keeps the first ones of each group
	// (lowest indices), which cuts the positions of a multigraph by far.
	groups [][]uint32 // per group, the masks of its first 0, 1, 2… edges
	first  uint32     // the first edge of each group: the only ones chopped
	// memo is by edge set: 0 not yet known, 1 the player to move loses,
	// 2 the player to move wins.
	memo   []uint8
	states int // the positions searched
}

func newMisere(p Position) *misere {
	m := len(p.edges)
	s := &misere{
		all:  uint32(1)<<m - 1,
		ends: make([]uint32, m),
		at:   make([]uint32, len(p.labels)), // a connected graph: at most m+1 ≤ 32 vertices
		memo: make([]uint8, 1<<m),
	}
	for i, e := range p.ends {
		s.ends[i] = 1<<e[0] | 1<<e[1]
		s.at[e[0]] |= 1 << i
		s.at[e[1]] |= 1 << i
		if i == 0 || p.edges[i] != p.edges[i-1] { // the edges are sorted
			s.groups = append(s.groups, []uint32{0})
			s.first |= 1 << i
		}
		g := s.groups[len(s.groups)-1]
		s.groups[len(s.groups)-1] = append(g, g[len(g)-1]|1<<i)
	}
	return s
}

// canonical returns the position of set with each group's standing edges
// moved to its first ones.
func (s *misere) canonical(set uint32) uint32 {
	var c uint32
	for _, g := range s.groups {
		c |= g[bits.OnesCount32(set&g[len(g)-1])]
	}
	return c
}

// grounded returns the edges of set still joined to the ground.
func (s *misere) grounded(set uint32) uint32 {
	var kept uint32
	reached, todo := uint32(1), uint32(1)
	for todo != 0 {
		v := bits.TrailingZeros32(todo)
		todo &= todo - 1
		add := s.at[v] & set &^ kept
		kept |= add
		for add != 0 {
			e := bits.TrailingZeros32(add)
			add &= add - 1
			w := s.ends[e] &^ reached
			reached |= w
			todo |= w
		}
	}
	return kept
}

// after returns the position once edge e of set is chopped.
func (s *misere) after(set uint32, e int) uint32 {
	return s.canonical(s.grounded(set &^ (1 << e)))
}

// wins reports whether the player to move in set wins in misère play.
func (s *misere) wins(set uint32) bool {
	if set == 0 {
		return true // no move: in misère play that wins
	}
	if k := s.memo[set]; k != 0 {
		return k == 2
	}
	s.states++
	win := false
	// set is canonical, so a group's first edge stands whenever any does;
	// chopping it is as good as chopping any of the group.
	for rest := set & s.first; rest != 0 && !win; rest &= rest - 1 {
		win = !s.wins(s.after(set, bits.TrailingZeros32(rest)))
	}
	s.memo[set] = 1
	if win {
		s.memo[set] = 2
	}
	return win
}

// solve searches the position, and returns whether the player to move wins
// and the edges whose chop leaves the opponent losing, in increasing order.
func (s *misere) solve() (bool, []int) {
	return s.wins(s.all), s.winning()
}

// winning returns the edges whose chop leaves the opponent losing, in
// increasing order.
func (s *misere) winning() []int {
	var win []int
	for e := range len(s.ends) {
		if !s.wins(s.after(s.all, e)) {
			win = append(win, e)
		}
	}
	return win
}

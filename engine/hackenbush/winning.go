package hackenbush

import (
	"slices"

	"github.com/nimscope/nimscope/engine/game"
)

// Winning moves in normal play, without recomputing the whole value per
// edge. Chopping an edge changes one piece of the bridge tree (or cuts off
// a subtree), and the value at the ground depends on it only through the
// pieces below it. So, from the ground up, each piece gets the value it
// would need for the ground to reach 0 (its target):
//
//   - a piece c worth x(c), whose target is t(c), has a child piece d on a
//     bridge; d's branch counts x(d)+1 in x(c), so the ground reaches 0 when
//     that branch comes to count need = t(c) ⊕ x(c) ⊕ (x(d)+1) instead;
//   - need = 0 is reached by chopping the bridge, and by nothing above it
//     (a branch that stays counts at least 1); otherwise d's target is
//     need−1;
//   - chopping a loop of c leaves c worth x(c) ⊕ 1;
//   - chopping any other edge of c leaves c connected (c is 2-edge-
//     connected), so nothing falls, but the pieces of c minus that edge
//     must be found again, with each child branch standing on its vertex
//     as a stalk of its length: by its 2-edge cuts (cuts.go).
//
// The bridges and loops take linear time in all; the other edges of a
// piece c cost O(|c| log |c|) for the cuts, and O(|c|) again for each
// class of two or more edges that form cuts together (winningInPieces,
// which tries each edge on c alone, O(|c|) each, is kept as the tests'
// check).

// winningNormal returns the indices of the edges whose chop leaves value 0,
// in increasing order. With cycles false it leaves out the edges of cycles
// other than loops, and takes linear time.
func (p Position) winningNormal(g *graph, t *tree, cycles bool) []int {
	if len(p.edges) == 0 || t.value(0) == 0 {
		return nil
	}
	n := g.n
	target := make([]uint64, n)
	live := make([]bool, n) // indexed by head: a move in the piece can win
	live[0] = true
	var win []int
	weight := make([]uint64, n) // the child branches standing on each vertex
	for _, d := range t.order[1:] {
		if t.v[d].head != d {
			continue
		}
		at := t.parent(d)
		weight[at] ^= t.value(d) + 1
		c := t.v[at].head
		if !live[c] {
			continue
		}
		switch need := target[c] ^ t.value(c) ^ (t.value(d) + 1); need {
		case 0:
			win = append(win, int(t.v[d].pedge))
		default:
			live[d], target[d] = true, need-1
		}
	}

	pieces := map[int32]*piece{} // by head: the pieces where other edges are tried
	for i, e := range g.ends {
		if t.bridge[i] {
			continue
		}
		c := t.v[e[0]].head
		if !live[c] {
			continue
		}
		if e[0] == e[1] {
			if t.value(c)^1 == target[c] {
				win = append(win, i)
			}
		}
		if !cycles {
			continue
		}
		pc := pieces[c]
		if pc == nil {
			pc = new(piece)
			pieces[c] = pc
		}
		if e[0] == e[1] {
			pc.loops = append(pc.loops, e[0])
		} else {
			pc.edges = append(pc.edges, int32(i))
		}
	}
	if len(pieces) > 0 {
		if piecesByCuts {
			win = append(win, t.winningByCuts(g, pieces, weight, target)...)
		} else {
			win = append(win, t.winningInPieces(g, pieces, weight, target)...)
		}
	}
	slices.Sort(win)
	return win
}

// piecesByCuts chooses how the edges inside pieces are tried: by 2-edge cuts (cuts.go,
// near linear), or one by one on the piece alone (quadratic), which the tests keep as the
// independent check of the first.
var piecesByCuts = true

// piece lists the edges of one piece other than bridges.
type piece struct {
	edges []int32 // not loops: each is tried
	loops []int32 // the vertex of each loop (a chop may cut it off the head)
}

// numberPieces numbers the vertices of each piece (by head) from 0, the head
// first: local gives a vertex's number within its piece, members a piece's
// vertices in that order.
func (t *tree) numberPieces(n int, pieces map[int32]*piece) (local []int32, members map[int32][]int32) {
	local = make([]int32, n)
	members = map[int32][]int32{}
	for _, v := range t.order { // a head comes before its piece's other vertices
		if h := t.v[v].head; pieces[h] != nil {
			local[v] = int32(len(members[h]))
			members[h] = append(members[h], v)
		}
	}
	return local, members
}

// winningInPieces tries each edge of each piece (by head) that is not a
// loop, on the piece alone.
func (t *tree) winningInPieces(g *graph, pieces map[int32]*piece, weight, target []uint64) []int {
	local, members := t.numberPieces(g.n, pieces)
	var win []int
	var sub tree
	for h, pc := range pieces {
		if len(pc.edges) == 0 {
			continue
		}
		vs := members[h]
		w := make([]uint64, len(vs))
		for k, v := range vs {
			w[k] = weight[v]
		}
		ends := make([][2]int32, 0, len(pc.edges)+len(pc.loops))
		for _, i := range pc.edges {
			e := g.ends[i]
			ends = append(ends, [2]int32{local[e[0]], local[e[1]]})
		}
		for _, v := range pc.loops {
			ends = append(ends, [2]int32{local[v], local[v]})
		}
		for k, i := range pc.edges {
			// The piece without edge k: the last edge in its place, which
			// changes no value.
			last := len(ends) - 1
			ends[k], ends[last] = ends[last], ends[k]
			if sub.run(newGraph(len(vs), ends[:last], true), 0, w) == target[h] {
				win = append(win, int(i))
			}
			ends[k], ends[last] = ends[last], ends[k]
		}
	}
	return win
}

// removed returns, for each edge, how many edges its chop removes, itself
// included: all of a bridge's side away from the ground, or just the edge.
func (p Position) removed(t *tree) []int {
	if len(p.edges) == 0 {
		return nil
	}
	own := make([]int, len(p.labels)) // edges counted at their deeper end
	for _, e := range p.ends {
		v := e[0]
		if t.disc[e[1]] > t.disc[v] {
			v = e[1]
		}
		own[v]++
	}
	for k := len(t.order) - 1; k > 0; k-- {
		v := t.order[k]
		own[t.parent(v)] += own[v]
	}
	count := make([]int, len(p.edges))
	for i := range count {
		count[i] = 1
	}
	for _, v := range t.order[1:] {
		if e := t.v[v].pedge; t.bridge[e] {
			count[e] = own[v]
		}
	}
	return count
}

// WinningMoves returns every move to a P-position, in increasing order of
// the edge chopped, and true; nil when there is none. It returns false
// (and nil) on a graph of more than MaxWinningEdges edges in normal play.
func (p Position) WinningMoves() ([]Move, bool) {
	var win []int
	if p.play == game.Misere {
		win = newMisere(p).winning()
	} else {
		if len(p.edges) > MaxWinningEdges {
			return nil, false
		}
		g, t := p.solve()
		win = p.winningNormal(g, t, true)
	}
	return moves(win), true
}

func moves(edges []int) []Move {
	if len(edges) == 0 {
		return nil
	}
	m := make([]Move, len(edges))
	for k, i := range edges {
		m[k] = Move{i}
	}
	return m
}

// ComputerMove returns the move a computer opponent plays: the first
// winning move if there is one, else the first chop that removes the fewest
// edges, to make the game last and give a human the chance to go wrong. It
// returns false on the empty graph. Beyond MaxWinningEdges edges (normal
// play) it looks for a winning chop among the bridges and loops only, which
// takes linear time.
func (p Position) ComputerMove() (Move, bool) {
	if len(p.edges) == 0 {
		return Move{}, false
	}
	g, t := p.solve()
	var win []int
	switch {
	case p.play == game.Misere:
		if stalks, ok := p.stalks(); ok {
			// Misère Nim's move, which Explain names: chop the stalk down to the heap it leaves.
			if m := stalkNim(stalks).WinningMoves(); len(m) > 0 {
				return Move{stalks[m[0].Heap][m[0].To]}, true
			}
		}
		win = newMisere(p).winning()
	default:
		win = p.winningNormal(g, t, len(p.edges) <= MaxWinningEdges)
	}
	if len(win) > 0 {
		return Move{win[0]}, true
	}
	return Move{stall(p.removed(t))}, true
}

// stall returns the first edge whose chop removes the fewest edges.
func stall(removed []int) int {
	best := 0
	for i, r := range removed {
		if r < removed[best] {
			best = i
		}
	}
	return best
}

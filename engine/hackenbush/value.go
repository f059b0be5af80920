package hackenbush

import "github.com/nimscope/nimscope/engine/game"

// The value in linear time. A depth-first search from the root finds the
// bridges (Tarjan's low links, kept on an explicit stack: a stalk of a
// million edges must not recurse a million deep). The bridges cut the graph
// into 2-edge-connected pieces, each of which the fusion principle shrinks to
// one vertex with its other edges as loops; the pieces and bridges form a
// tree, which the colon principle sums from the leaves down to the root.

// graph is a multigraph on vertices 0..n-1 with its adjacency in compressed
// rows: the arcs at v are adj[start[v]:start[v+1]]. Loops are left out of
// the adjacency (they never lead anywhere and are never bridges); loops[v]
// counts the loops at v, mod 2.
type graph struct {
	n     int
	ends  [][2]int32
	start []int32
	adj   []arc
	loops []uint8
}

// arc is an edge seen from one end: where it leads, and which edge it is
// (parallel edges lead to the same vertex and are told apart by id).
type arc struct{ to, edge int32 }

func newGraph(n int, ends [][2]int32) *graph {
	g := &graph{n: n, ends: ends, start: make([]int32, n+1), loops: make([]uint8, n)}
	for _, e := range ends {
		if e[0] == e[1] {
			g.loops[e[0]] ^= 1
			continue
		}
		g.start[e[0]]++
		g.start[e[1]]++
	}
	for v := 1; v <= n; v++ {
		g.start[v] += g.start[v-1] // now where v's row ends
	}
	g.adj = make([]arc, g.start[n])
	for i, e := range ends {
		if a, b := e[0], e[1]; a != b {
			g.start[a]--
			g.adj[g.start[a]] = arc{b, int32(i)}
			g.start[b]--
			g.adj[g.start[b]] = arc{a, int32(i)}
		}
	}
	return g // filling from the ends has moved each row's end to its start
}

// tree is the bridge tree of a graph as seen from a root. Its buffers are
// reused from one run to the next.
type tree struct {
	order []int32 // vertices reached, in the order the search found them
	// disc is each vertex's discovery time from 1, 0 when not reached. It is
	// apart from v because the search tests it for every arc, at vertices
	// in no useful order: 4 bytes a vertex stay in cache where 16 do not.
	disc   []int32
	v      []vertex // by vertex
	bridge []bool   // by edge
	ends   [][2]int32
	frames []frame
	open   []int32 // vertices whose piece is not complete yet
}

// vertex is what the search learns of a vertex besides its discovery time,
// kept together because the search reaches vertices in no useful order: one
// cache line, not three.
type vertex struct {
	pedge int32 // the edge the search came along; -1 at the root
	// head is the vertex of the piece that the search reached first: the
	// piece's vertex nearest the root, where the piece hangs from its bridge.
	head int32
	// x, at a head, is the value of its piece fused into one vertex together
	// with everything hanging above it; at the root it is the value. A value
	// is at most the number of edges, so 32 bits hold it.
	x uint32
}

// value returns x of vertex v.
func (t *tree) value(v int32) uint64 { return uint64(t.v[v].x) }

// parent returns the vertex the search reached v from: the other end of its
// edge.
func (t *tree) parent(v int32) int32 {
	e := t.ends[t.v[v].pedge]
	return e[0] + e[1] - v
}

// frame is the search's place at one vertex on the path from the root: the
// vertex, where the rest of its row starts, and the earliest discovery time
// reached from its subtree. The rest (the row's end, the vertex's own time
// and edge) is read from the tree's arrays when the frame comes back on top.
type frame struct{ v, next, low int32 }

// run builds the tree of g seen from root, as if edge skip (-1 for none;
// never a loop) were gone, with weight[v] (nil for none; each below 2^32)
// the nim-sum of stalks standing on v, and returns the value at the root. Vertices the
// search cannot reach are left out.
//
// It is one depth-first search. On its way back from a vertex v it knows
// low(v); when that is later than the parent's discovery, the edge to the
// parent is a bridge and v heads a piece made of the vertices found since
// v whose piece is still open: they are popped, and the piece's value is the
// nim-sum of what stands on its vertices, one more for each edge inside it
// (fusion: each becomes a loop, a stalk of length one). Seen from the
// parent, the piece is then a stalk one longer (colon principle).
func (t *tree) run(g *graph, root, skip int32, weight []uint64) uint64 {
	n := g.n
	if cap(t.v) < n {
		t.v, t.disc = make([]vertex, n), make([]int32, n)
		t.order, t.open = make([]int32, 0, n), make([]int32, 0, n)
	}
	t.v, t.disc = t.v[:n], t.disc[:n]
	clear(t.disc)
	if cap(t.bridge) < len(g.ends) {
		t.bridge = make([]bool, len(g.ends))
	}
	t.bridge = t.bridge[:len(g.ends)]
	clear(t.bridge)
	vs, disc, adj, start := t.v, t.disc, g.adj, g.start
	t.ends = g.ends
	// x gathers what stands on a vertex: its stalks and loops now, then an
	// edge for each back edge that climbs from it, and the pieces above it.
	for v := range vs {
		vs[v] = vertex{x: uint32(g.loops[v])}
		if weight != nil {
			vs[v].x ^= uint32(weight[v])
		}
	}
	order, frames, open := t.order[:0], t.frames[:0], t.open[:0]
	disc[root], vs[root].pedge = 1, -1
	order, open = append(order, root), append(open, root)
	frames = append(frames, frame{root, start[root], 1})
	time := int32(1)
	for len(frames) > 0 {
		// The top frame's arcs are scanned in locals until one leads to a
		// vertex not reached yet; the frame keeps only where to go on.
		f := &frames[len(frames)-1]
		v, next, low := f.v, f.next, f.low
		end, vdisc, pedge := start[v+1], disc[v], vs[v].pedge
		down := arc{to: -1}
		for next < end {
			a := adj[next]
			next++
			if a.edge == pedge || a.edge == skip {
				continue // a parallel edge is another edge id, so it still counts
			}
			if d := disc[a.to]; d == 0 {
				down = a
				break
			} else if d < vdisc { // an edge back to an ancestor, seen from below
				vs[v].x ^= 1
				low = min(low, d)
			}
		}
		f.next, f.low = next, low
		if down.to >= 0 {
			time++
			disc[down.to], vs[down.to].pedge = time, down.edge
			order, open = append(order, down.to), append(open, down.to)
			frames = append(frames, frame{down.to, start[down.to], time})
			continue
		}
		frames = frames[:len(frames)-1]
		if len(frames) > 0 && low <= disc[frames[len(frames)-1].v] {
			p := &frames[len(frames)-1]
			p.low = min(p.low, low)
			continue
		}
		// v heads a piece: close it.
		var sum uint32
		k := len(open) - 1
		for ; open[k] != v; k-- {
			u := &vs[open[k]]
			u.head = v
			sum ^= u.x ^ 1 // the tree edge into u lies inside the piece
		}
		open = open[:k]
		h := &vs[v]
		h.head = v
		h.x ^= sum
		if len(frames) > 0 {
			t.bridge[h.pedge] = true
			vs[frames[len(frames)-1].v].x ^= h.x + 1 // the parent's frame is on top
		}
	}
	t.order, t.frames, t.open = order, frames, open
	return uint64(vs[root].x)
}

// solve returns the bridge tree of p's whole graph, seen from the ground.
func (p Position) solve() (*graph, *tree) {
	g := newGraph(len(p.labels), p.ends)
	t := new(tree)
	if len(p.edges) == 0 {
		t.v, t.disc = []vertex{{}}, []int32{0} // value 0, with no vertex at all
		return g, t
	}
	t.run(g, 0, -1, nil)
	return g, t
}

// Grundy returns the Sprague–Grundy value under normal play, found by the
// fusion and colon principles in time linear in the edges; false in misère
// play, where Grundy values do not decide the outcome.
func (p Position) Grundy() (uint64, bool) {
	if p.play == game.Misere {
		return 0, false
	}
	return p.value(), true
}

func (p Position) value() uint64 {
	_, t := p.solve()
	return t.value(0)
}

package hackenbush

import "github.com/nimscope/nimscope/engine/game"

// The value in linear time. A depth-first search from the root finds the
// bridges (Tarjan's low links, kept on an explicit stack: a stalk of a
// million edges must not recurse a million deep). The bridges cut the graph
// into 2-edge-connected pieces, each of which the fusion principle shrinks to
// one vertex with its other edges as loops; the pieces and bridges form a
// tree, which the colon principle sums from the leaves down to the root.

// graph is a multigraph on vertices 0..n-1 with its adjacency in compressed
// rows: the arcs at v lead to adj[at[v].start:at[v+1].start], their edge ids
// in the same places of edge. A loop is one arc, from its vertex to itself.
type graph struct {
	n    int
	ends [][2]int32
	at   []slot // n+1 of them: the last only ends the last row
	// adj holds only where each arc leads: the search reads it for every
	// arc, and 4 bytes an arc halve what it streams through the cache.
	adj []int32
	// edge is each arc's edge id, read only when the search goes down an
	// arc; nil when only the value is wanted, which needs no edge ids.
	edge []int32
}

// slot is a vertex's row start beside the search's discovery time (from 1;
// 0 when not reached): the search reads the start just after finding the
// vertex unreached, so both come in one cache line at a vertex found in no
// useful order.
type slot struct{ start, disc int32 }

func newGraph(n int, ends [][2]int32, ids bool) *graph {
	g := &graph{n: n, ends: ends, at: make([]slot, n+1)}
	at := g.at
	for _, e := range ends {
		at[e[0]].start++
		if e[0] != e[1] {
			at[e[1]].start++
		}
	}
	for v := 1; v <= n; v++ {
		at[v].start += at[v-1].start // now where v's row ends
	}
	g.adj = make([]int32, at[n].start)
	if ids {
		g.edge = make([]int32, at[n].start)
	}
	// Filling from the ends moves each row's end to its start, and leaves
	// each row in decreasing order of edge id: the order the search follows.
	for i, e := range ends {
		a, b := e[0], e[1]
		at[a].start--
		g.adj[at[a].start] = b
		if ids {
			g.edge[at[a].start] = int32(i)
		}
		if a != b {
			at[b].start--
			g.adj[at[b].start] = a
			if ids {
				g.edge[at[b].start] = int32(i)
			}
		}
	}
	return g
}

// tree is the bridge tree of a graph as seen from a root. Its buffers are
// reused from one run to the next.
type tree struct {
	order  []int32  // vertices reached, in the order the search found them
	disc   []int32  // each vertex's discovery time from 1, 0 when not reached
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
	// is at most the number of edges, so 32 bits hold it. It is 0 elsewhere.
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
// vertex, where the rest of its row starts, the earliest discovery time
// reached from its subtree, the vertex it was reached from (-1 once the arc
// of that tree edge has been passed over, and at the root), and x: what
// stands on the vertex so far, its subtree folded in as it completes.
type frame struct {
	v, next, low, up int32
	x                uint32
}

// run builds the tree of g (made with edge ids, and not searched before)
// seen from root, with weight[v] (nil for none; each below 2^32) the nim-sum
// of stalks standing on v, and returns the value at the root. Vertices the
// search cannot reach are left out.
func (t *tree) run(g *graph, root int32, weight []uint64) uint64 {
	n := g.n
	if cap(t.v) < n {
		t.v, t.disc = make([]vertex, n), make([]int32, n)
		t.order, t.open = make([]int32, 0, n), make([]int32, 0, n)
	}
	t.v, t.disc = t.v[:n], t.disc[:n]
	if cap(t.bridge) < len(g.ends) {
		t.bridge = make([]bool, len(g.ends))
	}
	t.bridge = t.bridge[:len(g.ends)]
	clear(t.bridge)
	t.ends = g.ends
	x := dfs(g, root, weight, t)
	for v := range t.disc {
		t.disc[v] = g.at[v].disc
	}
	return x
}

// valueOf returns the value of the graph of n vertices and ends seen from
// root: run without the tree, so without edge ids, the tree's arrays or
// any pass after the search.
func valueOf(n int, ends [][2]int32, root int32) uint64 {
	return dfs(newGraph(n, ends, false), root, nil, nil)
}

// dfs is one depth-first search of g from root, with no vertex reached yet,
// that returns the value at the root and, when t is not nil, fills t's tree
// but for disc, which it leaves in g.
//
// On its way back from a vertex v it knows low(v); when that is later than
// the parent's discovery, the edge to the parent is a bridge and v heads a
// piece made of the vertices found since v whose piece is still open. The
// piece's value is the nim-sum of what stands on its vertices, one more for
// each edge inside it (fusion: each becomes a loop, a stalk of length one),
// so a vertex of the piece folds its x into its parent's with one for the
// tree edge between them. Seen from the parent, a piece is a stalk one
// longer than its value (colon principle).
func dfs(g *graph, root int32, weight []uint64, t *tree) uint64 {
	adj, at := g.adj, g.at
	// own is what stands on a vertex before the search: its stalks.
	own := func(v int32) uint32 {
		if weight != nil {
			return uint32(weight[v])
		}
		return 0
	}
	// A path holds at most every vertex: made at that size, the stack does
	// not grow by copies, which would allocate five times over.
	var frames []frame
	var vs []vertex
	var order, open []int32
	if t == nil {
		frames = make([]frame, 0, g.n)
	} else {
		if cap(t.frames) < g.n {
			t.frames = make([]frame, 0, g.n)
		}
		frames, vs, order, open = t.frames[:0], t.v, t.order[:0], t.open[:0]
		vs[root] = vertex{pedge: -1}
		order, open = append(order, root), append(open, root)
	}
	at[root].disc = 1
	frames = append(frames, frame{root, at[root].start, 1, -1, own(root)})
	time := int32(1)
	var x uint32
	for len(frames) > 0 {
		// The top frame is worked on in locals until it goes down an arc to a
		// vertex not reached yet or is done.
		f := &frames[len(frames)-1]
		v, next, low, up := f.v, f.next, f.low, f.up
		x = f.x
		end, vdisc := at[v+1].start, at[v].disc
		down := int32(-1)
		for next < end {
			w := adj[next]
			next++
			d := at[w].disc
			if d == 0 {
				down = w
				break
			}
			if d < vdisc { // an edge back to an ancestor, seen from below
				if w == up {
					up = -1 // the tree edge; a parallel edge is another one, and counts
					continue
				}
				x ^= 1
				low = min(low, d)
			} else if w == v {
				x ^= 1 // a loop: a stalk of one edge
			}
		}
		if down >= 0 {
			f.next, f.low, f.up, f.x = next, low, up, x
			time++
			at[down].disc = time
			if t != nil {
				vs[down] = vertex{pedge: g.edge[next-1]}
				order, open = append(order, down), append(open, down)
			}
			frames = append(frames, frame{down, at[down].start, time, v, own(down)})
			continue
		}
		frames = frames[:len(frames)-1]
		if len(frames) == 0 {
			break // the root: x is the value
		}
		p := &frames[len(frames)-1]
		if low <= at[p.v].disc {
			p.low = min(p.low, low)
			p.x ^= x ^ 1 // the tree edge into v lies inside the piece
			continue
		}
		// v heads a piece: close it.
		p.x ^= x + 1
		if t != nil {
			open = closePiece(vs, open, v, x)
			t.bridge[vs[v].pedge] = true
		}
	}
	if t != nil {
		t.order, t.frames, t.open = order, frames, closePiece(vs, open, root, x)
	}
	return uint64(x)
}

// closePiece marks the vertices found since head whose piece is still open
// as head's, gives head its x, and returns the vertices left open.
func closePiece(vs []vertex, open []int32, head int32, x uint32) []int32 {
	k := len(open) - 1
	for ; open[k] != head; k-- {
		vs[open[k]].head = head
	}
	vs[head].head, vs[head].x = head, x
	return open[:k]
}

// solve returns the bridge tree of p's whole graph, seen from the ground.
func (p Position) solve() (*graph, *tree) {
	g := newGraph(len(p.labels), p.ends, true)
	t := new(tree)
	if len(p.edges) == 0 {
		t.v, t.disc = []vertex{{}}, []int32{0} // value 0, with no vertex at all
		return g, t
	}
	t.run(g, 0, nil)
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
	if len(p.edges) == 0 {
		return 0
	}
	return valueOf(len(p.labels), p.ends, 0)
}

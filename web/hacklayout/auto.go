package hacklayout

import (
	"math"
	"slices"

	"github.com/nimscope/nimscope/engine/hackenbush"
)

// Arrange places every vertex of edges: where given places it, else as the preset the graph
// is (exactly) places it, else by Auto. When given leaves some vertices out, those take
// Auto's places, so a hand-written pos may be partial.
func Arrange(edges []hackenbush.Edge, given Positions) Positions {
	missing := false
	for _, e := range edges {
		if !given.Has(e.A) || !given.Has(e.B) {
			missing = true
			break
		}
	}
	if !missing {
		return given.Clone()
	}
	base, ok := presetFor(edges)
	if !ok {
		base = Auto(edges)
	}
	out := base.Clone()
	for v, p := range given.At {
		out.At[v] = p
	}
	for v, x := range given.Feet {
		out.Feet[v] = x
	}
	return out
}

// Auto lays the graph out in layers from the ground, as a tree is drawn: a breadth-first
// search from the ground gives each vertex its layer (its distance from the ground) and a
// parent; each subtree gets a band of x as wide as its leaves, and a vertex stands over the
// middle of its band. A vertex that closes a cycle from below moves over the middle of the
// vertices it joins, so a square stands as a diamond. Pieces not joined to the ground (an
// editor's drawing in progress) stand beside the rest. Deterministic: the same edges give the
// same places.
func Auto(edges []hackenbush.Edge) Positions {
	var p Positions
	p.ensure()
	g := newAdjacency(edges)
	if len(g.labels) <= 1 {
		if g.groundLoops {
			p.Feet[0] = Size / 2
		}
		return p
	}
	n := len(g.labels)
	depth := make([]int, n)
	parent := make([]int, n)
	for i := range depth {
		depth[i], parent[i] = -1, -1
	}
	kids := make([][]int, n)
	order := make([]int, 0, n)
	bfs := func(root int) {
		depth[root] = 0
		order = append(order, root)
		for q := len(order) - 1; q < len(order); q++ {
			u := order[q]
			for _, w := range g.adj[u] {
				if depth[w] < 0 {
					depth[w] = depth[u] + 1
					parent[w] = u
					kids[u] = append(kids[u], w)
					order = append(order, w)
				}
			}
		}
	}
	bfs(0)
	// Pieces off the ground hang from the ground, one layer up, as if joined to it.
	for v := 1; v < n; v++ {
		if depth[v] < 0 {
			kids[0] = append(kids[0], v)
			parent[v] = 0
			start := len(order)
			bfs(v)
			for _, u := range order[start:] {
				depth[u]++
			}
		}
	}

	width := make([]float64, n)
	for k := len(order) - 1; k >= 0; k-- {
		u := order[k]
		w := 0.0
		for _, c := range kids[u] {
			w += width[c]
		}
		width[u] = max(w, 1)
	}
	total := width[0]
	if len(kids[0]) == 0 {
		total = 0
	}
	if g.groundLoops {
		total++ // a band of its own for the ground's loops
	}
	slot := min(Size*0.9/total, 220)
	left := (Size - slot*total) / 2

	maxDepth := 0
	for _, d := range depth {
		maxDepth = max(maxDepth, d)
	}
	dy := min(170, 900/float64(maxDepth))

	x := make([]float64, n)
	var place func(u int, from float64)
	place = func(u int, from float64) {
		x[u] = from + width[u]*slot/2
		for _, c := range kids[u] {
			place(c, from)
			from += width[c] * slot
		}
	}
	from := left
	for _, c := range kids[0] {
		place(c, from)
		from += width[c] * slot
	}
	if g.groundLoops {
		p.Feet[0] = from + slot/2
	}

	// Close cycles from below: move a vertex, with its subtree, over the middle of the
	// vertices it joins one layer down, unless that crowds a layer.
	moving := make([]bool, n)
	for _, u := range order {
		if u == 0 {
			continue
		}
		sum, cnt := 0.0, 0
		for _, w := range g.adj[u] {
			if w != 0 && depth[w] == depth[u]-1 {
				sum += x[w]
				cnt++
			}
		}
		if cnt < 2 {
			continue
		}
		dx := sum/float64(cnt) - x[u]
		sub := []int{u}
		for k := 0; k < len(sub); k++ {
			sub = append(sub, kids[sub[k]]...)
		}
		for _, v := range sub {
			moving[v] = true
		}
		crowded := false
		for _, v := range sub {
			for w := 1; w < n && !crowded; w++ {
				crowded = !moving[w] && depth[w] == depth[v] && math.Abs(x[w]-x[v]-dx) < 0.6*slot
			}
		}
		for _, v := range sub {
			moving[v] = false
			if !crowded {
				x[v] += dx
			}
		}
	}

	for i := 1; i < n; i++ {
		p.At[g.labels[i]] = Clamp(Point{x[i], float64(depth[i]) * dy})
	}
	return p
}

// adjacency is the graph with its vertices numbered densely, the ground 0, and each vertex's
// distinct neighbours (loops left out) in increasing label order.
type adjacency struct {
	labels      []uint64 // by index, increasing; labels[0] is the ground
	adj         [][]int  // slices of one array: a drawing of thousands of edges is not
	groundLoops bool     // thousands of allocations (the explanation builds it in a frame)
}

func newAdjacency(edges []hackenbush.Edge) adjacency {
	vs := make([]uint64, 0, 2*len(edges)+1)
	vs = append(vs, 0)
	for _, e := range edges {
		vs = append(vs, e.A, e.B)
	}
	slices.Sort(vs)
	g := adjacency{labels: slices.Compact(vs)} // the ground, 0, first
	index := func(v uint64) int {
		i, _ := slices.BinarySearch(g.labels, v)
		return i
	}
	ends := make([][2]int, len(edges))
	deg := make([]int, len(g.labels)+1)
	for k, e := range edges {
		a, b := index(e.A), index(e.B)
		ends[k] = [2]int{a, b}
		if a == b {
			if a == 0 {
				g.groundLoops = true
			}
			continue
		}
		deg[a+1]++
		deg[b+1]++
	}
	for i := 1; i < len(deg); i++ {
		deg[i] += deg[i-1] // deg[i] is now where vertex i's neighbours start
	}
	all := make([]int, deg[len(deg)-1])
	g.adj = make([][]int, len(g.labels))
	for i := range g.adj {
		g.adj[i] = all[deg[i]:deg[i]:deg[i+1]]
	}
	for _, ab := range ends {
		if a, b := ab[0], ab[1]; a != b {
			g.adj[a] = append(g.adj[a], b)
			g.adj[b] = append(g.adj[b], a)
		}
	}
	for i := range g.adj {
		slices.Sort(g.adj[i])
		g.adj[i] = slices.Compact(g.adj[i])
	}
	return g
}

// Parents returns each vertex's parent in the breadth-first search from the ground that Auto
// lays out by: its first neighbour one layer nearer the ground, 0 for a vertex on it.
// Vertices not joined to the ground are left out.
func Parents(edges []hackenbush.Edge) map[uint64]uint64 {
	g := newAdjacency(edges)
	parent := make(map[uint64]uint64, len(g.labels))
	seen := make([]bool, len(g.labels))
	seen[0] = true
	queue := make([]int, 1, len(g.labels))
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, w := range g.adj[u] {
			if !seen[w] {
				seen[w] = true
				parent[g.labels[w]] = g.labels[u]
				queue = append(queue, w)
			}
		}
	}
	return parent
}

package hackenbush

import "slices"

// Winning chops inside a piece in time near linear, in place of trying each
// edge of a piece c on c alone (O(|c|) each, O(|c|²) in all: half a second
// for a drawing of 2000 edges).
//
// A piece is 2-edge-connected, so by the fusion principle it is worth the
// parity of its edges ⊕ the branches standing on its vertices (weight),
// all fused into its head. Chop an edge e of it:
//
//   - if e is on no 2-edge cut {e, f}, the piece stays 2-edge-connected and
//     loses one edge: it is worth that parity flipped;
//   - else the edges that form a 2-edge cut with e, K (e included), all lie
//     on one cycle through the pieces of c − K, C0 (the head's), C1, …,
//     Cm−1, each joined to the next by one edge of K. Chopping the i-th
//     edge of K leaves two chains of pieces joined by bridges, hanging from
//     C0: each counts as the colon principle says, from its far end in.
//
// Edges e and f form a 2-edge cut exactly when every cycle through one runs
// through the other: when the same cycles of a spanning tree's fundamental
// cycles run through both. Each edge off the tree gets a random 64-bit
// label, and each tree edge the xor of the labels of the fundamental cycles
// through it; e and f form a cut when their labels are equal. Two labels of
// different sets of cycles are equal with chance 2^-64 (a pair of edges
// wrongly taken for a cut); the labels come from a fixed seed, so the
// answer is the same every time.

// winningByCuts returns the edges of the pieces (by head) whose chop leaves
// the piece worth its target: what winningInPieces finds, by cuts.
func (t *tree) winningByCuts(g *graph, pieces map[int32]*piece, weight, target []uint64) []int {
	local, members := t.numberPieces(g.n, pieces)
	var win []int
	var c cutPiece
	for h, pc := range pieces {
		if len(pc.edges) == 0 {
			continue
		}
		vs := members[h]
		c.reset(len(vs))
		for k, v := range vs {
			c.s[k] = weight[v]
		}
		for _, v := range pc.loops {
			c.s[local[v]] ^= 1 // a loop fuses into a stalk of one edge
		}
		for _, i := range pc.edges {
			e := g.ends[i]
			c.ends = append(c.ends, [2]int32{local[e[0]], local[e[1]]})
		}
		for _, k := range c.winning(target[h]) {
			win = append(win, int(pc.edges[k]))
		}
	}
	return win
}

// cutPiece is one piece: its vertices numbered from 0 (the head), the edges
// that are not loops, and for each vertex its weight ⊕ the parity of its
// loops (s).
type cutPiece struct {
	n     int
	ends  [][2]int32
	s     []uint64
	label []uint64
	comp  []int32 // union-find, then each vertex's part of c − K
	inK   []bool  // by edge: in the cut class being looked at
	worth []uint64
	touch [][2]int32
}

func (c *cutPiece) reset(n int) {
	c.n, c.ends = n, c.ends[:0]
	c.s = slices.Grow(c.s[:0], n)[:n]
	clear(c.s)
}

// winning returns the edges (indices into ends) whose chop leaves the piece
// worth target.
func (c *cutPiece) winning(target uint64) []int {
	c.labels()
	order := make([]int, len(c.ends))
	for k := range order {
		order[k] = k
	}
	slices.SortFunc(order, func(a, b int) int {
		switch {
		case c.label[a] < c.label[b]:
			return -1
		case c.label[a] > c.label[b]:
			return 1
		}
		return a - b
	})
	var all uint64
	for _, s := range c.s {
		all ^= s
	}
	// Without a cut the piece stays whole with one edge fewer (the loops are
	// in s already).
	alone := all ^ uint64(len(c.ends)-1)&1
	var win []int
	for i := 0; i < len(order); {
		j := i + 1
		for j < len(order) && c.label[order[j]] == c.label[order[i]] {
			j++
		}
		if j-i == 1 {
			if alone == target {
				win = append(win, order[i])
			}
		} else {
			win = c.cycle(order[i:j], target, win)
		}
		i = j
	}
	return win
}

// labels gives each edge its label: random off a spanning tree found from
// the head, the xor of the fundamental cycles through it on the tree.
func (c *cutPiece) labels() {
	n := c.n
	c.label = slices.Grow(c.label[:0], len(c.ends))[:len(c.ends)]
	adj := make([][]int32, n) // edge indices by vertex
	for k, e := range c.ends {
		adj[e[0]] = append(adj[e[0]], int32(k))
		adj[e[1]] = append(adj[e[1]], int32(k))
	}
	up := make([]int32, n) // the tree edge to the parent, -1 for the head
	seen := make([]bool, n)
	used := make([]bool, len(c.ends))
	mark := make([]uint64, n)
	var order []int32
	stack := []int32{0}
	seen[0], up[0] = true, -1
	rnd := uint64(0x9e3779b97f4a7c15)
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		order = append(order, v)
		for _, k := range adj[v] {
			if used[k] {
				continue
			}
			used[k] = true
			e := c.ends[k]
			w := e[0]
			if w == v {
				w = e[1]
			}
			if !seen[w] {
				seen[w], up[w] = true, k
				stack = append(stack, w)
				continue
			}
			rnd = splitmix(rnd)
			c.label[k] = rnd
			mark[v] ^= rnd
			mark[w] ^= rnd
		}
	}
	// A vertex is reached before its children: from the last back, each
	// tree edge gets the cycles that leave its subtree.
	for i := len(order) - 1; i > 0; i-- {
		v := order[i]
		k := up[v]
		c.label[k] = mark[v]
		e := c.ends[k]
		p := e[0]
		if p == v {
			p = e[1]
		}
		mark[p] ^= mark[v]
	}
}

// splitmix is the next of a sequence of well-mixed 64-bit numbers.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	z := x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func (c *cutPiece) find(v int32) int32 {
	for c.comp[v] != v {
		c.comp[v] = c.comp[c.comp[v]]
		v = c.comp[v]
	}
	return v
}

// cycle appends to win the edges of the cut class ks whose chop leaves the
// piece worth target.
func (c *cutPiece) cycle(ks []int, target uint64, win []int) []int {
	n := c.n
	c.comp = slices.Grow(c.comp[:0], n)[:n]
	for v := range c.comp {
		c.comp[v] = int32(v)
	}
	c.inK = slices.Grow(c.inK[:0], len(c.ends))[:len(c.ends)]
	clear(c.inK)
	for _, k := range ks {
		c.inK[k] = true
	}
	for k, e := range c.ends {
		if !c.inK[k] {
			if a, b := c.find(e[0]), c.find(e[1]); a != b {
				c.comp[a] = b
			}
		}
	}
	// Each part's worth on its own: its vertices' s, and the parity of the
	// edges inside it; kept at the part's root.
	c.worth = slices.Grow(c.worth[:0], n)[:n]
	clear(c.worth)
	for v := range n {
		c.worth[c.find(int32(v))] ^= c.s[v]
	}
	for k, e := range c.ends {
		if !c.inK[k] {
			c.worth[c.find(e[0])] ^= 1
		}
	}
	// The edges of K at each part (two: the parts make a cycle).
	c.touch = slices.Grow(c.touch[:0], n)[:n]
	for _, k := range ks {
		for _, v := range c.ends[k] {
			c.touch[c.find(v)] = [2]int32{-1, -1}
		}
	}
	for _, k := range ks {
		for _, v := range c.ends[k] {
			t := &c.touch[c.find(v)]
			switch {
			case t[0] < 0:
				t[0] = int32(k)
			case t[1] < 0:
				t[1] = int32(k)
			default:
				return win // more than two: labels that collided; no edge of it counts
			}
		}
	}
	m := len(ks)
	parts := make([]uint64, 0, m) // the worth of C0, C1, …, Cm−1
	edges := make([]int, 0, m)    // edges[i] joins C(i) and C(i+1), the last C0
	cur, prev := c.find(0), -1
	for range m {
		parts = append(parts, c.worth[cur])
		t := c.touch[cur]
		next := int(t[0])
		if next == prev {
			next = int(t[1])
		}
		if next < 0 {
			return win // not a cycle: labels that collided; no edge of it counts
		}
		edges = append(edges, next)
		e := c.ends[next]
		a, b := c.find(e[0]), c.find(e[1])
		if a == cur {
			cur = b
		} else {
			cur = a
		}
		prev = next
	}
	for i, k := range edges {
		// Chop edges[i], between C(i) and C(i+1): C1…C(i) hang from C0 by
		// edges[0], and C(i+1)…C(m−1) by edges[m−1].
		v := parts[0]
		if i >= 1 {
			x := parts[i]
			for j := i - 1; j >= 1; j-- {
				x = parts[j] ^ (x + 1)
			}
			v ^= x + 1
		}
		if i+1 <= m-1 {
			x := parts[i+1]
			for j := i + 2; j <= m-1; j++ {
				x = parts[j] ^ (x + 1)
			}
			v ^= x + 1
		}
		if v == target {
			win = append(win, k)
		}
	}
	return win
}

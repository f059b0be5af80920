// Package hackenbushtest makes the Green Hackenbush drawings that tests and the bench share.
package hackenbushtest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Random is the edges (as the edges key writes them) of a connected drawing of m edges on n
// vertices standing on the ground: first a random tree, each vertex v on an edge to one of
// 0..v−1 (0 is the ground), then random edges between any two vertices, loops included,
// until there are m. The same n and m give the same drawing. Random(1000, 2000) is the
// bench's drawing of 2000 edges (make bench), whose cycles fuse into about 2000 loops.
func Random(n, m int) string {
	r := rand.New(rand.NewPCG(8, 2000))
	edges := make([]string, 0, m)
	for v := 1; v < n && len(edges) < m; v++ {
		edges = append(edges, fmt.Sprintf("%d-%d", r.IntN(v), v))
	}
	for len(edges) < m {
		edges = append(edges, fmt.Sprintf("%d-%d", r.IntN(n), r.IntN(n)))
	}
	return strings.Join(edges, ",")
}

package xortable

import (
	"github.com/nimscope/nimscope/engine/threeheap"
)

// Cell (x, y) of the XOR table, holding x⊕y, is the three-heap P-position
// (x, y, x⊕y): its nim-sum x⊕y⊕(x⊕y) is 0. The same triple shows in six
// cells, one for each way to pick two of its heaps as row and column. The
// lecture groups the P-positions by their smallest heap m into families
// (m, pk+j, pk+(m⊕j)), k = 1, 2, …; Highlight marks a cell's P-position and
// its family, and the view's shader marks the same cells.

// Highlight is the P-position of one cell and the family it belongs to.
type Highlight struct {
	X, Y   uint64
	Member threeheap.Member
}

// HighlightAt returns the highlight of cell (x, y); false when a heap would
// be beyond what the notation writes (2^53−1).
func HighlightAt(x, y uint64) (Highlight, bool) {
	m, ok := threeheap.Family(x, y, x^y)
	if !ok {
		return Highlight{}, false
	}
	return Highlight{X: x, Y: y, Member: m}, true
}

// Triple is the P-position of the cell, smallest heap first.
func (h Highlight) Triple() threeheap.Triple {
	return h.Member.Pattern.Triple(h.Member.K, h.Member.J)
}

// InPosition reports whether cell (x, y) shows the same P-position: x and y
// are two of its heaps.
func (h Highlight) InPosition(x, y uint64) bool {
	t := h.Triple()
	for i := range 3 {
		for j := range 3 {
			if i != j && x == t[i] && y == t[j] {
				return true
			}
		}
	}
	return false
}

// InFamily reports whether cell (x, y) shows a P-position of the same family
// (m, pk+j, pk+(m⊕j)), k ≥ 1 (for m = 0: (0, k, k), k ≥ 0). One of x, y, x⊕y
// must be m; call another u: u ≥ p, and u mod p is j or m⊕j.
func (h Highlight) InFamily(x, y uint64) bool {
	f := h.Member.Pattern
	in := func(u uint64) bool {
		r := u & (f.P - 1)
		return u >= f.P*f.FirstK && (r == h.Member.J || r == f.M^h.Member.J)
	}
	t := x ^ y
	return x == f.M && in(y) || y == f.M && in(x) || t == f.M && in(x)
}

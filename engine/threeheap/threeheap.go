// Package threeheap lists the P-positions of three-heap Nim by their
// smallest heap, the way the lecture builds them.
//
// Fix the smallest heap m ≥ 1 and let p be the least power of 2 above m,
// q = p/2 the highest bit of m. A P-position (m, b, c) with m ≤ b ≤ c has
// c = m⊕b (Bouton). Write b = pk + j with 0 ≤ j < p; since m < p, the XOR
// only touches the low bits, so c = pk + (m⊕j). Then:
//
//   - c ≥ b exactly when m⊕j > j, that is when j lacks m's highest bit q:
//     j = 0..q−1;
//   - b ≥ m forces k ≥ 1, because for k = 0, b = j < q ≤ m.
//
// So the P-positions with smallest heap m are the q families
// (m, pk+j, pk+(m⊕j)), j = 0..q−1, each for k = 1, 2, 3, … and no others,
// and in every one m < b < c. For m = 10: p = 16, q = 8, and the families
// (10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1 give (10,16,26), (10,17,27),
// (10,18,24), … For m = 0 the positions are (0, b, b), b ≥ 0: one family
// with p = 1, j = 0 and k from 0.
package threeheap

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"iter"
	"math/bits"
	"slices"

	"github.com/nimscope/nimscope/engine/notation"
)

// Triple is a three-heap position, smallest heap first.
type Triple [3]uint64

// Pattern describes the P-positions with smallest heap M: the triples
// (M, P·k + j, P·k + (M⊕j)) for 0 ≤ j < N and k ≥ FirstK.
type Pattern struct {
	M      uint64
	P      uint64 // the least power of 2 above M
	Q      uint64 // P/2, the highest bit of M; 0 when M is 0
	N      uint64 // the number of families: j = 0..N−1, N = Q, or 1 when M is 0
	FirstK uint64 // 1, or 0 when M is 0
}

// MaxM is the largest smallest heap Families accepts: its first triple
// (M, P, P+M) must have heaps the notation can write, at most 2^53−1.
const MaxM = 1<<52 - 1

// Families returns the families of P-positions whose smallest heap is m.
func Families(m uint64) (Pattern, error) {
	if m > MaxM {
		return Pattern{}, msg.Errorf("m: %d is larger than %d (2^52−1): the triples' other heaps would pass 2^53−1", m, uint64(MaxM))
	}
	if m == 0 {
		return Pattern{M: 0, P: 1, Q: 0, N: 1, FirstK: 0}, nil
	}
	p := uint64(1) << bits.Len64(m)
	return Pattern{M: m, P: p, Q: p / 2, N: p / 2, FirstK: 1}, nil
}

// Triple returns the member of family j for k: (M, Pk+j, Pk+(M⊕j)).
func (f Pattern) Triple(k, j uint64) Triple {
	return Triple{f.M, f.P*k + j, f.P*k + (f.M ^ j)}
}

// String writes the families as the lecture does:
// "(10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1".
func (f Pattern) String() string {
	if f.M == 0 {
		return "(0, k, k), k ≥ 0"
	}
	if f.N == 1 {
		return fmt.Sprintf("(%d, %dk, %dk+%d), k ≥ %d", f.M, f.P, f.P, f.M, f.FirstK)
	}
	return fmt.Sprintf("(%d, %dk+j, %dk+(%d⊕j)), j = 0..%d, k ≥ %d", f.M, f.P, f.P, f.M, f.N-1, f.FirstK)
}

// All yields the P-positions with smallest heap M in increasing order of
// the middle heap (and so of the largest, c = M⊕b), up to the last whose
// heaps are all within notation.MaxWhole.
func (f Pattern) All() iter.Seq[Triple] {
	return func(yield func(Triple) bool) {
		for k := f.FirstK; k <= f.lastK(); k++ {
			for j := range f.N {
				if !yield(f.Triple(k, j)) {
					return
				}
			}
		}
	}
}

// lastK is the largest k whose triples stay within notation.MaxWhole: the
// largest with Pk ≤ MaxWhole, since then c = Pk + (M⊕j) < P(k+1) ≤ 2^53 (P
// divides 2^53).
func (f Pattern) lastK() uint64 { return notation.MaxWhole / f.P }

// List returns the first limit P-positions with smallest heap m, in
// increasing order.
func List(m uint64, limit int) ([]Triple, error) {
	f, err := Families(m)
	if err != nil {
		return nil, err
	}
	list := make([]Triple, 0, max(0, min(limit, 1024)))
	for t := range f.All() {
		if len(list) >= limit {
			break
		}
		list = append(list, t)
	}
	return list, nil
}

// Member places a P-position in its family.
type Member struct {
	Pattern Pattern
	K, J    uint64 // the middle heap is Pattern.P·K + J
}

// Family names the family of the three-heap position (a, b, c), given in
// any order: the smallest heap M, and the k and j with the other heaps
// Pk+j and Pk+(M⊕j). It returns false when the position is not a
// P-position (a⊕b⊕c ≠ 0) or a heap is above notation.MaxWhole.
func Family(a, b, c uint64) (Member, bool) {
	t := []uint64{a, b, c}
	slices.Sort(t)
	if a^b^c != 0 || t[2] > notation.MaxWhole {
		return Member{}, false
	}
	f, err := Families(t[0])
	if err != nil {
		return Member{}, false
	}
	return Member{f, t[1] / f.P, t[1] % f.P}, true
}

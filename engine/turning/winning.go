package turning

import (
	"math/bits"

	"github.com/nimscope/nimscope/engine/game"
)

// flip is a move in compact form, so that rows with millions of winning
// moves can be sorted without a slice per move: up to three coins in
// increasing order, or for ruler the run c[0]..c[1].
type flip struct {
	run bool
	n   int
	c   [3]int
}

func coinsFlip(c ...int) flip {
	f := flip{n: len(c)}
	copy(f.c[:], c)
	return f
}

func runFlip(i, j int) flip { return flip{run: true, n: 2, c: [3]int{i, j}} }

func (f flip) coins() []int {
	if f.run {
		return run(f.c[0], f.c[1])
	}
	return append([]int(nil), f.c[:f.n]...)
}

func (f flip) apply(coins string) string {
	b := []byte(coins)
	if f.run {
		for x := f.c[0]; x <= f.c[1]; x++ {
			b[x-1] ^= 'H' ^ 'T'
		}
	} else {
		for _, x := range f.c[:f.n] {
			b[x-1] ^= 'H' ^ 'T'
		}
	}
	return string(b)
}

// contains reports whether f turns coin x.
func (f flip) contains(x int) bool {
	if f.run {
		return f.c[0] <= x && x <= f.c[1]
	}
	for _, c := range f.c[:f.n] {
		if c == x {
			return true
		}
	}
	return false
}

// compare orders two moves as the strings of the rows they reach. The rows
// agree except on coins one move turns and the other does not; at the
// first such coin, the row with heads there comes first ('H' < 'T').
func (p Position) compare(a, b flip) int {
	x := firstDifference(a, b)
	if x == 0 {
		return 0
	}
	// The row of the move that turns coin x has it turned: heads when it
	// was tails.
	headsInA := a.contains(x) == (p.Coins[x-1] == 'T')
	if headsInA {
		return -1
	}
	return 1
}

// firstDifference returns the smallest coin turned by exactly one of a and
// b, or 0 when they turn the same coins. Both are runs or both are not.
func firstDifference(a, b flip) int {
	if a.run {
		switch {
		case a.c[0] != b.c[0]:
			return min(a.c[0], b.c[0])
		case a.c[1] != b.c[1]:
			return min(a.c[1], b.c[1]) + 1
		}
		return 0
	}
	i, k := 0, 0
	for i < a.n || k < b.n {
		switch {
		case k == b.n || i < a.n && a.c[i] < b.c[k]:
			return a.c[i]
		case i == a.n || b.c[k] < a.c[i]:
			return b.c[k]
		}
		i, k = i+1, k+1
	}
	return 0
}

func gray(x uint64) uint64 { return x ^ x>>1 }

func grayInverse(y uint64) uint64 {
	for s := 1; s < 64; s *= 2 {
		y ^= y >> s
	}
	return y
}

// winning calls yield with every move to a P-position, in the order of
// Moves, until yield returns false.
//
// A P-position has value 0 or 1 in either play, so for each rightmost head
// j only the moves that bring the value to 0 or 1 are candidates, and the
// values say which: turtles, coin i = g⊕j⊕t; mock, coins worth g⊕o(j)⊕t,
// or for each h the coin worth g⊕o(j)⊕o(h)⊕t (at most n²/2 in all);
// ruler, the value of the run i..j is gray(j)⊕gray(i−1), since the ruler
// values of 1..x sum to the Gray code of x, so i−1 = gray⁻¹(g⊕gray(j)⊕t).
// Each candidate is then decided by the rule on the row it reaches.
func (p Position) winning(yield func(flip) bool) {
	s := p.stats()
	n := len(p.Coins)
	var evenHeads []int // ruler: evenHeads[x] = heads at even positions ≤ x
	if p.Rule == Ruler {
		evenHeads = make([]int, n+1)
		for x := 1; x <= n; x++ {
			evenHeads[x] = evenHeads[x-1]
			if x%2 == 0 && p.Coins[x-1] == 'H' {
				evenHeads[x]++
			}
		}
	}
	if p.isP(s) {
		return // every move from a P-position reaches an N-position
	}
	wins := func(f flip) bool { return p.isP(p.after(s, f, evenHeads)) }
	var mock []uint64 // mock: the value of each coin, from index 1
	if p.Rule == Mock {
		mock = make([]uint64, n+1)
		for x := 1; x <= n; x++ {
			mock[x] = value(Mock, x)
		}
	}
	for j := 1; j <= n; j++ {
		if p.Coins[j-1] != 'H' {
			continue
		}
		x := s.g ^ value(p.Rule, j)
		switch p.Rule {
		case Turtles, Mock:
			if single := coinsFlip(j); x <= 1 && wins(single) && !yield(single) {
				return
			}
			// Pairs: the coin worth x or x⊕1, smaller position first.
			var pairs [2]int
			for t := range uint64(2) {
				pairs[t] = p.position(x ^ t)
			}
			if pairs[1] < pairs[0] {
				pairs[0], pairs[1] = pairs[1], pairs[0]
			}
			for _, i := range pairs {
				if f := coinsFlip(i, j); 1 <= i && i < j && wins(f) && !yield(f) {
					return
				}
			}
			if p.Rule == Turtles {
				continue
			}
			// Triples: a P-position of Mock Turtles has one value, t (0 in
			// normal play, 1 in misère), so coins h and i must sum to
			// x⊕t, which must be evil (even 1 bits) as the sum of two odious
			// numbers. This loop is the n²/2 of the whole analysis.
			want := x
			if p.Play == game.Misere {
				want ^= 1
			}
			if want == 0 || bits.OnesCount64(want)%2 == 1 {
				continue
			}
			for h := 1; h < j; h++ {
				i := int(mock[h]^want)/2 + 1 // the coin worth mock[h]⊕want, odious
				if h < i && i < j && !yield(coinsFlip(h, i, j)) {
					return
				}
			}
		case Ruler:
			var starts [2]int // i for t = 0 and 1; 0 when out of range
			for t := range uint64(2) {
				if y := grayInverse(s.g ^ gray(uint64(j)) ^ t); y < uint64(j) {
					starts[t] = int(y) + 1
				}
			}
			if starts[1] > starts[0] {
				starts[0], starts[1] = starts[1], starts[0] // shorter run first
			}
			for _, i := range starts {
				if f := runFlip(i, j); i >= 1 && wins(f) && !yield(f) {
					return
				}
			}
		}
	}
}

// position returns the coin whose single head is worth v, or 0 when there
// is none; it may be past the end of the row.
func (p Position) position(v uint64) int {
	switch p.Rule {
	case Mock:
		return mockPosition(v)
	case Ruler:
		panic("turning: position is not defined for ruler")
	}
	if v > uint64(len(p.Coins)) {
		return 0
	}
	return int(v)
}

// after returns the stats of the row once f is turned, from the stats s
// of p's row.
func (p Position) after(s stats, f flip, evenHeads []int) stats {
	if f.run {
		i, j := f.c[0], f.c[1]
		s.g ^= gray(uint64(j)) ^ gray(uint64(i-1))
		heads := evenHeads[j] - evenHeads[i-1]
		evens := j/2 - (i-1)/2
		s.odd += evens - 2*heads // even heads become tails, even tails heads
		return s
	}
	coins := f.c[:f.n]
	var done [3]int // pairs already counted
	for k, x := range coins {
		s.g ^= value(p.Rule, x)
		if p.Rule != Turtles || x < 2 {
			continue
		}
		m := x / 2
		if m == done[0] || m == done[1] {
			continue // a pair counted once
		}
		done[k] = m
		if p.pairSplit(m, nil) {
			s.odd--
		}
		if p.pairSplit(m, coins) {
			s.odd++
		}
	}
	return s
}

package greedy

import "iter"

// lexOrder yields the numbers of ivs, sorted disjoint intervals, in the order
// of their decimal text: 0, 1, 10, 100, 101, …, 11, …, 2, …
//
// It walks the tree of decimal prefixes and enters a prefix only when some
// number of ivs starts with it, so each number costs a few prefix tests, not
// a pass over the numbers that sort before it.
func lexOrder(ivs []interval) iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		if len(ivs) == 0 {
			return
		}
		top := ivs[len(ivs)-1].hi
		in := func(v uint64) bool {
			for _, iv := range ivs {
				if iv.lo <= v && v <= iv.hi {
					return true
				}
			}
			return false
		}
		// meets says whether some number of ivs has a text that starts with
		// the text of p ≥ 1: p itself, or p followed by m more digits, which
		// are the numbers p·10^m … p·10^m + 10^m − 1.
		meets := func(p uint64) bool {
			lo, hi := p, p
			for lo <= top {
				for _, iv := range ivs {
					if lo <= iv.hi && iv.lo <= hi {
						return true
					}
				}
				lo, hi = lo*10, hi*10+9 // lo ≤ top < 2^60: no overflow
			}
			return false
		}
		var visit func(p uint64) bool
		visit = func(p uint64) bool {
			if in(p) && !yield(p) {
				return false
			}
			for d := uint64(0); d <= 9 && p*10+d <= top; d++ {
				if c := p*10 + d; meets(c) && !visit(c) {
					return false
				}
			}
			return true
		}
		if in(0) && !yield(0) {
			return
		}
		for d := uint64(1); d <= 9; d++ {
			if meets(d) && !visit(d) {
				return
			}
		}
	}
}

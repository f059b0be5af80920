package moore

// The last heap to reduce need not be branched on. Suppose the columns from b
// down are still open, f heaps already reduced are free in them, base_c is
// each column's total without those f heaps (and without the special heap),
// and at most one more heap j may be reduced. If j is chosen at column c
// (where it has a 1): above c it keeps its bits, which base counts; at c it
// drops a one; below c its old bit h leaves the column and a new bit y joins
// it. In every column the f free heaps add any u in 0..f and the special heap
// (when there is one) its bit t. Whether a column allows a given t and h does
// not depend on j, so the heaps that fit are the intersection, column by
// column, of the heaps with the right bits — bitsets over the heaps — and
// only t's bits need a walk, which branches only while t runs along the
// bounds of its span: off the bounds every column can pick its own t.

// partner says whether columns b..0 can be completed with at most one more
// heap reduced, taken from the heaps from.. not in exclude. lo and hi say
// whether the special heap's bits so far equal those of sp.lo and sp.hi.
func (s *solver) partner(from int, exclude []int32, base []int64, f, b int, lo, hi bool, sp span) bool {
	words := len(s.ones[0])
	if !s.charge(1 + (b+1)*(words+4)/64) { // the tables and bitsets below, and the walk
		return false
	}
	mod, free := s.mod, int64(f)
	fits := func(x int64) bool { return posmod(-x, mod) <= free } // some u in 0..f completes x
	ts := []int64{0}
	if sp.on {
		ts = []int64{0, 1}
	}
	// For column c and special bit t: keep[c] bit t when j may keep its bit
	// (or there is no j), drop[c] bit t when j may drop a one there, and
	// after[c] bit 2t+h when j, free, may have had h.
	tables := make([]uint8, 3*(b+1))
	keep, drop, after := tables[:b+1], tables[b+1:2*(b+1)], tables[2*(b+1):]
	for c := 0; c <= b; c++ {
		for _, t := range ts {
			if fits(base[c] + t) {
				keep[c] |= 1 << t
			}
			if fits(base[c] - 1 + t) {
				drop[c] |= 1 << t
			}
			for h := int64(0); h <= 1; h++ {
				if fits(base[c]-h+t) || fits(base[c]-h+1+t) {
					after[c] |= 1 << (2*t + h)
				}
			}
		}
	}
	// below[c]: the heaps that fit every column under c, t free there.
	flat := make([]uint64, (b+3)*words) // below[0..b+1] and cand
	below := make([][]uint64, b+2)
	for c := range below {
		below[c] = flat[c*words : (c+1)*words : (c+1)*words]
	}
	for i := range below[0] {
		below[0][i] = ^uint64(0)
	}
	for c := 0; c <= b; c++ {
		s.fitting(below[c+1], c, after[c]&0b11|after[c]>>2&0b11, below[c])
	}
	cand := flat[(b+2)*words:]
	for i := range cand {
		cand[i] = ^uint64(0)
	}
	clearBelow(cand, from)
	for _, j := range exclude {
		cand[j/64] &^= 1 << (j % 64)
	}
	if !sp.on {
		lo, hi = false, false
	}
	w := partnerWalk{s: s, sp: sp, keep: keep, drop: drop, after: after, below: below, cand: cand}
	return w.before(b, lo, hi)
}

type partnerWalk struct {
	s                 *solver
	sp                span
	keep, drop, after []uint8
	below             [][]uint64
	cand              []uint64
}

// tOptions returns the special bits allowed at column c by the bounds, as a
// bit set (bit t), and each one's bounds after it.
func (w *partnerWalk) tOptions(c int, lo, hi bool) uint8 {
	set := uint8(0b11)
	if !w.sp.on {
		return 1
	}
	if lo && w.sp.lo>>c&1 == 1 {
		set &^= 1
	}
	if hi && w.sp.hi>>c&1 == 0 {
		set &^= 2
	}
	return set
}

func (w *partnerWalk) next(c int, t uint64, lo, hi bool) (bool, bool) {
	return lo && t == w.sp.lo>>c&1, hi && t == w.sp.hi>>c&1
}

// before decides columns c..0 with no heap chosen yet.
func (w *partnerWalk) before(c int, lo, hi bool) bool {
	if c < 0 {
		return true // no more heap reduced: the columns already work
	}
	if !lo && !hi {
		// Every column picks its own t: keep j's bits down to some c' and
		// drop one there, or keep them all.
		for cc := c; cc >= 0; cc-- {
			if w.drop[cc] != 0 && w.alive(cc) {
				return true
			}
			if w.keep[cc] == 0 {
				return false
			}
		}
		return true
	}
	opts := w.tOptions(c, lo, hi)
	for t := uint64(0); t <= 1; t++ {
		if opts>>t&1 == 0 {
			continue
		}
		lo2, hi2 := w.next(c, t, lo, hi)
		if w.keep[c]>>t&1 == 1 && w.before(c-1, lo2, hi2) {
			return true
		}
		if w.drop[c]>>t&1 == 1 {
			alive := make([]uint64, len(w.cand))
			for i := range alive {
				alive[i] = w.cand[i] & w.s.ones[c][i]
			}
			if nonempty(alive) && w.free(alive, c-1, lo2, hi2) {
				return true
			}
		}
	}
	return false
}

// alive says whether some candidate with a 1 in column c fits every column
// below it, t free.
func (w *partnerWalk) alive(c int) bool {
	ones, below := w.s.ones[c], w.below[c]
	for i, x := range w.cand {
		if x&ones[i]&below[i] != 0 {
			return true
		}
	}
	return false
}

// free decides columns c..0 with the partner chosen, alive the heaps that
// still fit.
func (w *partnerWalk) free(alive []uint64, c int, lo, hi bool) bool {
	if !lo && !hi {
		return intersects(alive, w.below[c+1])
	}
	if c < 0 {
		return true
	}
	opts := w.tOptions(c, lo, hi)
	next := make([]uint64, len(alive))
	for t := uint64(0); t <= 1; t++ {
		if opts>>t&1 == 0 {
			continue
		}
		w.s.fitting(next, c, w.after[c]>>(2*t)&0b11, alive)
		lo2, hi2 := w.next(c, t, lo, hi)
		if nonempty(next) && w.free(next, c-1, lo2, hi2) {
			return true
		}
	}
	return false
}

// oneMore answers exists(from, 1, tot, sp): the special heap and at most one
// more heap. It returns ok=false in misère play, where the result must keep a
// heap of 2 or more and the partner might be that heap, unless tot surely
// keeps one; the column search answers then.
func (s *solver) oneMore(from int, tot []int64, sp span) (found, ok bool) {
	if s.needBig && !s.surelyBig(tot) {
		return false, false
	}
	return s.partner(from, nil, tot, 0, s.cols-1, sp.on, sp.on, sp), true
}

// fitting sets dst to the heaps of in whose bit b is an allowed old bit:
// allowed has bit h set when h may be the old bit.
func (s *solver) fitting(dst []uint64, b int, allowed uint8, in []uint64) {
	ones := s.ones[b]
	for i := range dst {
		var m uint64
		if allowed&2 != 0 {
			m |= ones[i]
		}
		if allowed&1 != 0 {
			m |= ^ones[i]
		}
		dst[i] = in[i] & m
	}
}

// surelyBig says whether some column above the units holds two or more
// ones in tot (which leaves the special heap out): reducing one more heap
// then still leaves a heap of 2 or more, as misère play requires.
func (s *solver) surelyBig(tot []int64) bool {
	for _, t := range tot[1:] {
		if t >= 2 {
			return true
		}
	}
	return false
}

func clearBelow(set []uint64, from int) {
	for i := 0; i < from/64 && i < len(set); i++ {
		set[i] = 0
	}
	if i := from / 64; i < len(set) {
		set[i] &^= 1<<(from%64) - 1
	}
}

func intersects(a, b []uint64) bool {
	for i := range a {
		if a[i]&b[i] != 0 {
			return true
		}
	}
	return false
}

func nonempty(set []uint64) bool {
	for _, x := range set {
		if x != 0 {
			return true
		}
	}
	return false
}

// bitset returns the heaps with bit b set, as a bitset over heap indices.
func bitset(heaps []uint64, b int) []uint64 {
	set := make([]uint64, (len(heaps)+63)/64)
	for i, h := range heaps {
		set[i/64] |= (h >> b & 1) << (i % 64)
	}
	return set
}

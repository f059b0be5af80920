package moore

import (
	"encoding/binary"
	"iter"
	"math/bits"
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/internal/order"
)

// MaxSearch is the most steps the search for winning moves takes before it
// gives up, about a second at most on a 2-core shared machine. Lecture-sized
// positions (a dozen heaps below 10^4, any k) need a few thousand; for k ≤ 3
// even 1000 heaps of 10^15 finish; larger k with many heaps of 2^20 or more
// can exceed it, and then Analyze says so instead of listing.
const MaxSearch = 3_000_000

// The winning moves are listed in the order of the text of the positions
// they reach. Those texts agree up to the first heap where the positions
// differ, and there the order is that of the two sizes' decimal text. So the
// search decides the heaps one by one from the left (walk), trying each
// heap's sizes in the order of their text (lexWalk, over decimal prefixes),
// and enters a size, or a whole prefix of sizes, only when some winning move
// may complete it (exists). Every result is checked column by column when it
// is reached, so exists must never say no wrongly; a yes that turns out empty
// only costs time. With one heap left to reduce, the size it must take is
// forced (finishOne).
//
// exists works down the binary columns, as in Moore's proof. A completion of
// heaps from..n−1, given the column totals of everything decided, may reduce
// at most r of them. A reduced heap keeps its bits down to the first one it
// turns from 1 to 0 — where it is "chosen" — and below that its bits are
// free. So a column's total is the fixed bits, less the ones of the heaps
// chosen there, plus any number of ones from the f heaps chosen above; with
// f ≤ k the number of free ones that makes the total a multiple of k+1 is
// unique, if any. The search branches on how many and which heaps to choose
// in each column (heaps with equal lower bits are interchangeable), remembers
// dead states, prunes a state when some lower column cannot reach a multiple
// of k+1 even with the most help the budget allows, and does not branch on
// the last heap at all (one.go).

// solver holds one search. A "no" from it is exact; a "yes" may be a
// "perhaps" (see maxColumnNodes). When it runs out of steps it sets over and
// every answer after that is no.
type solver struct {
	h       []uint64
	n       int
	mod     int64 // k+1
	k       int   // the most heaps a move may reduce, at most n
	cols    int   // binary columns
	misere  bool
	needBig bool       // the results of the column search must keep a heap of 2 or more (misère)
	withBit [][]int32  // withBit[b]: the heaps with bit b set, in increasing order
	ones    [][]uint64 // ones[b]: the same as a bitset over heap indices
	suffix  [][]int32  // suffix[i][b]: heaps i..n−1 with bit b set
	last    map[string]int
	steps   int
	limit   int
	over    bool
}

func (p Position) newSolver(limit int) *solver {
	n := len(p.Heaps)
	s := &solver{
		h:       p.Heaps,
		n:       n,
		mod:     int64(p.K) + 1, // K ≤ 2^53−1
		k:       int(min(p.K, uint64(n))),
		cols:    width(p.Heaps),
		misere:  p.Play == game.Misere,
		needBig: p.Play == game.Misere,
		last:    map[string]int{},
		limit:   limit,
	}
	s.withBit = make([][]int32, s.cols)
	s.ones = make([][]uint64, s.cols)
	s.suffix = make([][]int32, n+1)
	s.suffix[n] = make([]int32, s.cols)
	for i := n - 1; i >= 0; i-- {
		s.suffix[i] = slices.Clone(s.suffix[i+1])
		for b := range s.cols {
			s.suffix[i][b] += int32(p.Heaps[i] >> b & 1)
		}
	}
	for b := range s.cols {
		s.ones[b] = bitset(p.Heaps, b)
		for i, h := range p.Heaps {
			if h>>b&1 == 1 {
				s.withBit[b] = append(s.withBit[b], int32(i))
			}
		}
	}
	return s
}

// tick counts a step and reports whether the budget allows it.
func (s *solver) tick() bool { return s.charge(1) }

// charge counts n steps of work and reports whether the budget allows it. A
// step is roughly the work of one node of the column search, so that the
// budget bounds time, not calls: scans of the heaps charge for their length.
func (s *solver) charge(n int) bool {
	if s.over {
		return false
	}
	s.steps += n
	if s.steps > s.limit {
		s.over = true
		return false
	}
	return true
}

// moves yields the winning moves in the order of the text of the positions
// they reach. After the loop, s.over says whether the budget ran out (and
// the moves yielded are then only a beginning).
func (s *solver) moves() iter.Seq[Move] {
	if !s.misere {
		return s.normal()
	}
	return merge(s.normal(), s.small, s.compare)
}

// normal yields the moves to positions whose columns are all multiples of
// k+1 (in misère play, keeping a heap of 2 or more), in order.
func (s *solver) normal() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		big := false
		for _, h := range s.h {
			big = big || h >= 2
		}
		if s.misere && !big {
			return // every result has heaps of at most 1: the small stream's
		}
		if s.mod > int64(s.n) {
			// A column holds at most n ones, so every column of a P-position
			// is empty: the one such move empties every heap (k ≥ n), which
			// misère play does not want here (no heap of 2 or more is left).
			if !s.misere && slices.Max(s.h) > 0 {
				s.emit(make([]uint64, s.n), yield)
			}
			return
		}
		tot := make([]int64, s.cols)
		for b := range tot {
			tot[b] = int64(s.suffix[0][b])
		}
		if s.zero(tot) {
			return // a P-position: no winning move
		}
		s.walk(0, 0, tot, slices.Clone(s.h), yield)
	}
}

// zero says whether every column total is a multiple of k+1.
func (s *solver) zero(tot []int64) bool {
	for _, t := range tot {
		if t%s.mod != 0 {
			return false
		}
	}
	return true
}

// bigOK says whether the totals allow the result (misère): some heap of 2 or
// more, that is some column above the units with a one.
func (s *solver) bigOK(tot []int64) bool {
	if !s.needBig {
		return true
	}
	for _, t := range tot[1:] {
		if t > 0 {
			return true
		}
	}
	return false
}

// with returns tot with the heap of size from replaced by one of size to.
func (s *solver) with(tot []int64, from, to uint64) []int64 {
	t := slices.Clone(tot)
	for b := range t {
		t[b] += int64(to>>b&1) - int64(from>>b&1)
	}
	return t
}

// emit yields the move from s.h to y.
func (s *solver) emit(y []uint64, yield func(Move) bool) bool {
	var m Move
	for i, v := range y {
		if v != s.h[i] {
			m = append(m, Change{i, v})
		}
	}
	return yield(m)
}

// walk decides heap i onwards, used heaps being reduced already and tot the
// column totals of y (heaps i.. at their sizes). It returns false when the
// caller should stop.
func (s *solver) walk(i, used int, tot []int64, y []uint64, yield func(Move) bool) bool {
	if !s.tick() {
		return false
	}
	r := s.k - used
	if i == s.n || r == 0 {
		if used > 0 && s.zero(tot) && s.bigOK(tot) {
			return s.emit(y, yield)
		}
		return true
	}
	if r == 1 {
		return s.finishOne(i, used, tot, y, yield)
	}
	h := s.h[i]
	keep := s.existsFrom(i+1, r, tot)
	rest := s.with(tot, h, 0) // tot without heap i
	visit := func(v uint64) bool {
		if v == h {
			return s.walk(i+1, used, tot, y, yield)
		}
		y[i] = v
		ok := s.walk(i+1, used+1, s.with(tot, h, v), y, yield)
		y[i] = h
		return ok
	}
	if h == 0 || !s.exists(i+1, r-1, rest, span{0, h - 1, true}) {
		// No size below h completes: keep the heap, or nothing here works.
		return !keep || visit(h)
	}
	check := func(lo, hi uint64) bool {
		if lo <= h && h <= hi && keep {
			return true
		}
		return lo < h && s.exists(i+1, r-1, rest, span{lo, min(hi, h-1), true})
	}
	return lexWalk(h, check, visit, s.tick)
}

// fixer returns the one size a single heap must have, the others' columns
// totalling tot, to make every column a multiple of k+1.
func (s *solver) fixer(tot []int64) (uint64, bool) {
	var v uint64
	for b, t := range tot {
		switch w := posmod(-t, s.mod); w {
		case 0:
		case 1:
			v |= 1 << b
		default:
			return 0, false
		}
	}
	return v, true
}

func posmod(x, m int64) int64 {
	x %= m
	if x < 0 {
		x += m
	}
	return x
}

// existsFrom says whether heaps from..n−1, reducing at most r of them, can
// complete tot. The answer falls from true to false as from grows, so it is
// kept as the last from that works, per r and tot.
func (s *solver) existsFrom(from, r int, tot []int64) bool {
	key := s.key(r, tot)
	last, ok := s.last[key]
	if !ok {
		last = s.lastFrom(r, tot)
		if s.over {
			return false
		}
		s.last[key] = last
	}
	return from <= last
}

func (s *solver) key(r int, tot []int64) string {
	b := make([]byte, 0, 8+8*len(tot))
	b = binary.AppendVarint(b, int64(r))
	for _, t := range tot {
		b = binary.AppendVarint(b, t)
	}
	return string(b)
}

func (s *solver) lastFrom(r int, tot []int64) int {
	if s.zero(tot) && s.bigOK(tot) {
		return s.n // nothing more to change
	}
	if r == 0 {
		return -1
	}
	if r == 1 {
		return s.lastSingle(tot)
	}
	if r == 2 {
		// The last heap that can be the first of at most two reduced.
		for j := s.n - 1; j >= 0; j-- {
			if s.h[j] > 0 && s.exists(j+1, 1, s.with(tot, s.h[j], 0), span{0, s.h[j] - 1, true}) {
				return j
			}
			if s.over {
				return -1
			}
		}
		return -1
	}
	if !s.exists(0, r, tot, span{}) {
		return -1
	}
	lo, hi := 0, s.n // exists(lo) holds; find the last
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if s.exists(mid, r, tot, span{}) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// lastSingle returns the last heap whose reduction alone completes tot, or
// −1.
func (s *solver) lastSingle(tot []int64) int {
	fit, ok := s.single(tot)
	if !ok || !s.charge(s.n/128) {
		return -1
	}
	for j := s.n - 1; j >= 0; j-- {
		if _, fits := fit(j); fits {
			return j
		}
	}
	return -1
}

// single returns a test of which heaps can complete tot by their reduction
// alone, and to what size. Column by column the heap's new bit is its old
// bit plus what the column lacks, which must leave a 0 or a 1.
func (s *solver) single(tot []int64) (fit func(j int) (uint64, bool), ok bool) {
	var plus, minus uint64 // columns lacking 1, and lacking k (one too many)
	for b, t := range tot {
		switch w := posmod(-t, s.mod); {
		case w == 0:
		case w == 1:
			plus |= 1 << b
		case w == s.mod-1:
			minus |= 1 << b
		default:
			return nil, false
		}
	}
	var high int64 // ones above the units, for misère's heap of 2 or more
	for _, t := range tot[1:] {
		high += t
	}
	return func(j int) (uint64, bool) {
		h := s.h[j]
		var y uint64
		if s.mod == 2 {
			y = h ^ plus
		} else {
			if h&plus != 0 || h&minus != minus {
				return 0, false
			}
			y = (h | plus) &^ minus
		}
		return y, y < h && (!s.needBig || y >= 2 || high-int64(bits.OnesCount64(h>>1)) > 0)
	}, true
}

// finishOne lists, in order, the completions of y from heap i on with one
// heap at most still to reduce: none (when tot is complete and something was
// reduced already) or a single heap j ≥ i to its forced size.
func (s *solver) finishOne(i, used int, tot []int64, y []uint64, yield func(Move) bool) bool {
	type fix struct {
		j int // −1: nothing more
		v uint64
	}
	var fixes []fix
	if used > 0 && s.zero(tot) && s.bigOK(tot) {
		fixes = append(fixes, fix{-1, 0})
	}
	if fit, ok := s.single(tot); ok && s.charge((s.n-i)/128) {
		for j := i; j < s.n; j++ {
			if v, fits := fit(j); fits {
				fixes = append(fixes, fix{j, v})
			}
		}
	}
	// Results differ only where they reduce a heap; the first such heap of
	// either decides, by the decimal text of the two sizes there.
	order.Func(fixes, func(a, b fix) int {
		switch {
		case a.j == b.j:
			return 0
		case b.j < 0 || a.j >= 0 && a.j < b.j:
			return game.CompareDecimal(a.v, s.h[a.j])
		default:
			return game.CompareDecimal(s.h[b.j], b.v)
		}
	})
	for _, f := range fixes {
		if !s.tick() {
			return false
		}
		if f.j >= 0 {
			y[f.j] = f.v
		}
		ok := s.emit(y, yield)
		if f.j >= 0 {
			y[f.j] = s.h[f.j]
		}
		if !ok {
			return false
		}
	}
	return true
}

// span is the range of sizes of the special heap of a search: the heap just
// being decided, reduced to some size lo..hi.
type span struct {
	lo, hi uint64
	on     bool
}

// exists says whether heaps from..n−1, reducing at most r of them, together
// with the special heap when sp.on, can make every column total of tot (which
// leaves the special heap out) a multiple of k+1.
func (s *solver) exists(from, r int, tot []int64, sp span) bool {
	if !s.tick() {
		return false
	}
	if r == 0 || from == s.n {
		if !sp.on {
			return s.zero(tot) && s.bigOK(tot)
		}
		v, ok := s.fixer(tot)
		return ok && sp.lo <= v && v <= sp.hi && s.bigOK(s.with(tot, 0, v))
	}
	if r == 1 {
		if found, ok := s.oneMore(from, tot, sp); ok {
			return found
		}
	}
	c := columnSearch{s: s, from: from, r: r, tot: tot, sp: sp, dead: map[string]bool{}}
	return c.col(s.cols-1, nil, true, true, false)
}

// maxColumnNodes bounds one column search. Past it the search answers
// "perhaps" (true): its answers only prune the listing, whose every result is
// checked column by column when reached, so a true answer costs time, never
// correctness. (A false answer is always exact.)
const maxColumnNodes = 20_000

// columnSearch is one exists question, worked down the columns.
type columnSearch struct {
	s     *solver
	from  int
	r     int
	tot   []int64
	sp    span
	dead  map[string]bool
	nodes int
}

// col decides columns b down to 0; chosen are the heaps reduced so far (free
// below the column where they were chosen), lo and hi whether the special
// heap's bits so far equal those of sp.lo and sp.hi, big whether a column
// above the units has a one.
func (c *columnSearch) col(b int, chosen []int32, lo, hi, big bool) bool {
	s := c.s
	if !s.charge(1 + len(chosen)/4) { // the state's key and hopeful grow with chosen
		return false
	}
	if c.nodes++; c.nodes > maxColumnNodes {
		return true // perhaps: see maxColumnNodes
	}
	if b < 0 {
		return !s.needBig || big
	}
	key := c.stateKey(b, chosen, lo, hi, big)
	if c.dead[key] {
		return false
	}
	if !c.hopeful(b, chosen) {
		c.dead[key] = true
		return false
	}
	if !s.needBig && c.r-len(chosen) == 1 {
		// One more heap at most: no need to branch on which (one.go).
		base := make([]int64, b+1)
		for bb := range base {
			base[bb] = c.tot[bb]
			for _, j := range chosen {
				base[bb] -= int64(s.h[j] >> bb & 1)
			}
		}
		if s.partner(c.from, chosen, base, len(chosen), b, lo, hi, c.sp) {
			return true
		}
		c.dead[key] = true
		return false
	}
	base := c.tot[b]
	for _, j := range chosen {
		base -= int64(s.h[j] >> b & 1)
	}
	f := len(chosen)
	var cands []int32 // heaps that may be chosen here, found when first needed
	found := false
	for tb := int64(0); tb <= 1; tb++ {
		if !c.sp.on && tb == 1 {
			break
		}
		lo2, hi2 := lo, hi
		if c.sp.on {
			lb, hb := int64(c.sp.lo>>b&1), int64(c.sp.hi>>b&1)
			if lo && tb < lb || hi && tb > hb {
				continue
			}
			lo2, hi2 = lo && tb == lb, hi && tb == hb
		}
		for add := 0; add <= c.r-f; add++ {
			t := base - int64(add) + tb
			u := posmod(-t, s.mod)
			if u > int64(f) {
				continue
			}
			big2 := big || b >= 1 && t+u > 0
			if add == 0 {
				if c.col(b-1, chosen, lo2, hi2, big2) {
					return true
				}
				continue
			}
			if !found {
				cands, found = c.candidates(b, chosen), true
			}
			if len(cands) < add {
				break
			}
			if c.choose(b, chosen, cands, add, lo2, hi2, big2) {
				return true
			}
		}
		if s.over {
			return false
		}
	}
	c.dead[key] = true
	return false
}

// candidates returns the heaps from..n−1 not chosen with bit b set, sorted
// by their bits below b so that interchangeable heaps are neighbours.
func (c *columnSearch) candidates(b int, chosen []int32) []int32 {
	s := c.s
	all := s.withBit[b]
	k, _ := slices.BinarySearch(all, int32(c.from))
	var cands []int32
	for _, j := range all[k:] {
		if _, isChosen := slices.BinarySearch(chosen, j); !isChosen {
			cands = append(cands, j)
		}
	}
	if !s.charge(len(all[k:]) / 128) { // the scan and the sort
		return nil
	}
	low := uint64(1)<<b - 1
	slices.SortStableFunc(cands, func(x, y int32) int {
		return compareUint(s.h[x]&low, s.h[y]&low)
	})
	return cands
}

// choose tries every set of add heaps from cands, skipping sets that differ
// only by interchangeable heaps.
func (c *columnSearch) choose(b int, chosen, cands []int32, add int, lo, hi, big bool) bool {
	low := uint64(1)<<b - 1
	pick := make([]int32, 0, add)
	var rec func(start int) bool
	rec = func(start int) bool {
		if len(pick) == add {
			next := append(slices.Clone(chosen), pick...)
			slices.Sort(next)
			return c.col(b-1, next, lo, hi, big)
		}
		for k := start; k <= len(cands)-(add-len(pick)); k++ {
			if k > start && c.s.h[cands[k]]&low == c.s.h[cands[k-1]]&low {
				continue // the same choice as the neighbour's
			}
			pick = append(pick, cands[k])
			if rec(k + 1) {
				return true
			}
			pick = pick[:len(pick)-1]
			if c.s.over {
				return false
			}
		}
		return false
	}
	return rec(0)
}

// hopeful checks every column below b on its own: with at most r−f more
// heaps chosen (each taking away a one, if it has one there) and at most r
// free heaps adding ones, plus the special heap's bit, can its total reach a
// multiple of k+1? A false answer rules the state out.
func (c *columnSearch) hopeful(b int, chosen []int32) bool {
	s := c.s
	more := c.r - len(chosen)
	span := int64(c.r) // free ones at most
	if c.sp.on {
		span++
	}
	if int64(more)+span+1 >= s.mod {
		return true // every residue is reachable in every column
	}
	for bb := b - 1; bb >= 0; bb-- {
		base := c.tot[bb]
		avail := int64(s.suffix[c.from][bb])
		for _, j := range chosen {
			one := int64(s.h[j] >> bb & 1)
			base -= one
			avail -= one
		}
		lo := base - min(int64(more), avail)
		// Is there a multiple of k+1 in lo..lo+width?
		width := min(int64(more), avail) + span
		if posmod(-lo, s.mod) > width {
			return false
		}
	}
	return true
}

func (c *columnSearch) stateKey(b int, chosen []int32, lo, hi, big bool) string {
	k := make([]byte, 0, 2+4*len(chosen))
	flags := byte(0)
	if lo {
		flags |= 1
	}
	if hi {
		flags |= 2
	}
	if big {
		flags |= 4
	}
	k = append(k, byte(b), flags)
	for _, j := range chosen {
		k = binary.LittleEndian.AppendUint32(k, uint32(j))
	}
	return string(k)
}

// small yields, in misère play, the winning moves that leave every heap at
// most 1: heaps of 2 or more must go to 0 or 1, 1-heaps may go to 0, at most
// k heaps change, and the 1-heaps left number 1 more than a multiple of k+1.
func (s *solver) small(yield func(Move) bool) {
	n := s.n
	big := make([]int, n+1) // heaps of 2 or more from i on
	ones := make([]int, n+1)
	for i := n - 1; i >= 0; i-- {
		big[i], ones[i] = big[i+1], ones[i+1]
		switch {
		case s.h[i] >= 2:
			big[i]++
		case s.h[i] == 1:
			ones[i]++
		}
	}
	mod := s.mod
	// feasible says whether heaps i.. can finish, used changes and have
	// ones 1-heaps so far.
	feasible := func(i, used, have int) bool {
		room := s.k - used - big[i] // changes left for 1-heaps
		if room < 0 {
			return false
		}
		dmax := min(ones[i], room)
		dmin := 0
		if used+big[i] == 0 {
			dmin = 1 // some heap must change
		}
		if dmin > dmax {
			return false
		}
		lo := int64(have + ones[i] - dmax)
		hi := int64(have + ones[i] - dmin + big[i])
		next := lo + posmod(1-lo, mod) // the least ≡ 1 at or above lo
		return next <= hi
	}
	y := slices.Clone(s.h)
	var rec func(i, used, have int) bool
	rec = func(i, used, have int) bool {
		if !s.tick() {
			return false
		}
		if i == n {
			if used > 0 && posmod(int64(have), mod) == 1 {
				return s.emit(y, yield)
			}
			return true
		}
		h := s.h[i]
		options := []uint64{0, 1} // in the order of their text; both shrink a heap of 2 or more
		switch h {
		case 0:
			options = []uint64{0}
		case 1:
			options = []uint64{0, 1} // empty it, or keep it
		}
		for _, v := range options {
			u := used
			if v != h {
				u++
			}
			hv := have + int(v)
			if !feasible(i+1, u, hv) {
				continue
			}
			y[i] = v
			ok := rec(i+1, u, hv)
			y[i] = h
			if !ok {
				return false
			}
		}
		return true
	}
	if feasible(0, 0, 0) {
		rec(0, 0, 0)
	}
}

// compare orders two moves as the text of the positions they reach.
func (s *solver) compare(a, b Move) int {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var heap int
		switch {
		case j == len(b) || i < len(a) && a[i].Heap < b[j].Heap:
			heap = a[i].Heap
		default:
			heap = b[j].Heap
		}
		x, y := s.h[heap], s.h[heap]
		if i < len(a) && a[i].Heap == heap {
			x = a[i].To
			i++
		}
		if j < len(b) && b[j].Heap == heap {
			y = b[j].To
			j++
		}
		if x != y {
			return game.CompareDecimal(x, y)
		}
	}
	return 0
}

// merge yields the moves of two ordered sequences in order.
func merge(a, b iter.Seq[Move], cmp func(x, y Move) int) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		nextA, stopA := iter.Pull(a)
		defer stopA()
		nextB, stopB := iter.Pull(b)
		defer stopB()
		x, okA := nextA()
		y, okB := nextB()
		for okA || okB {
			if okA && (!okB || cmp(x, y) <= 0) {
				if !yield(x) {
					return
				}
				x, okA = nextA()
			} else {
				if !yield(y) {
					return
				}
				y, okB = nextB()
			}
		}
	}
}

// lexWalk visits the sizes 0..top in the order of their decimal text. It
// enters a prefix only when check(lo, hi) holds for one of the runs of
// sizes that start with it (p, p0…p9, p00…p99, …), and calls visit(v) for
// every v with check(v, v). It returns false when visit or tick did.
func lexWalk(top uint64, check func(lo, hi uint64) bool, visit func(v uint64) bool, tick func() bool) bool {
	meets := func(p uint64) bool {
		lo, hi := p, p
		for lo <= top {
			if !tick() {
				return false
			}
			if check(lo, min(hi, top)) {
				return true
			}
			lo, hi = lo*10, hi*10+9 // lo ≤ top < 2^60: no overflow
		}
		return false
	}
	var walk func(p uint64) bool
	walk = func(p uint64) bool {
		if check(p, p) && !visit(p) {
			return false
		}
		for d := uint64(0); d <= 9 && p*10+d <= top; d++ {
			if c := p*10 + d; meets(c) && !walk(c) {
				return false
			}
		}
		return tick()
	}
	if check(0, 0) && !visit(0) {
		return false
	}
	for d := uint64(1); d <= 9 && d <= top; d++ {
		if meets(d) && !walk(d) {
			return false
		}
	}
	return tick()
}

func compareUint(x, y uint64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

package subtraction

import (
	"bytes"
	"github.com/nimscope/nimscope/engine/msg"
	"math/bits"
	"slices"
	"strconv"
	"sync"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

// Limits on a subtraction set. Grundy values are at most the number of
// amounts, so 64 amounts keep every value within a 64-bit mex mask (a value
// of 64 needs all of 0..63 below it, and a shift by 64 is 0 in Go).
const (
	MaxAmounts = 64
	MaxAmount  = 1 << 20 // 1048576
)

// The Grundy sequence is computed once per set, up to its period or to a
// limit on the work, about |set| steps per value: MaxValues values, fewer
// for large sets, so that the worst set costs a tenth of a second natively.
const (
	MaxValues = 1 << 22 // 4194304
	maxWork   = 1 << 26
)

// MaxSequence is the longest sequence Sequence returns.
const MaxSequence = 1 << 20

// ValuesLimit returns how many values of set's sequence are computed before
// giving up on finding its period: MaxValues, or 2^26/|set| when smaller.
func ValuesLimit(set []uint64) int {
	return min(MaxValues, maxWork/max(1, len(set)))
}

// NewSet checks a subtraction set given as a list of amounts and returns it
// in canonical form: ascending. Amounts must be 1 to MaxAmount, at most
// MaxAmounts of them, none twice. Errors name the key set and count items
// from 1 in the order given.
func NewSet(amounts []uint64) ([]uint64, error) {
	switch {
	case len(amounts) == 0:
		return nil, msg.Errorf("set: the list is empty; expected amounts such as set=1,2,3")
	case len(amounts) > MaxAmounts:
		return nil, msg.Errorf("set: %d amounts, more than the limit of %d", len(amounts), MaxAmounts)
	}
	first := make(map[uint64]int, len(amounts))
	for i, s := range amounts {
		switch {
		case s == 0:
			return nil, msg.Errorf("set: item %d is 0; amounts must be at least 1", i+1)
		case s > MaxAmount:
			return nil, msg.Errorf("set: item %d is %d, larger than the limit of %d (2^20)", i+1, s, MaxAmount)
		}
		if j, dup := first[s]; dup {
			return nil, msg.Errorf("set: item %d is %d, the same as item %d; give each amount once", i+1, s, j+1)
		}
		first[s] = i
	}
	set := slices.Clone(amounts)
	slices.Sort(set)
	return set, nil
}

// setList is the set key's limit, checked by ParseSet and, on the raw text, by engine.
var setList = game.List{Key: "set", Max: MaxAmounts, TooMany: func(n int) error {
	return msg.Errorf("set: %d amounts, more than the limit of %d", n, MaxAmounts)
}}

// ParseSet reads the value of the set key: NewSet of a list of whole
// numbers.
func ParseSet(s string) ([]uint64, error) {
	if err := setList.Check(s); err != nil {
		return nil, err
	}
	amounts, err := notation.WholeList("set", s)
	if err != nil {
		return nil, err
	}
	return NewSet(amounts)
}

// Sequence returns g(0), …, g(n−1), the Grundy values of one heap of the
// subtraction game with the amounts set (in any order): g(h) is the mex of
// g(h−s) over the amounts s ≤ h. n is at most MaxSequence.
func Sequence(set []uint64, n int) ([]uint64, error) {
	set, err := NewSet(set)
	if err != nil {
		return nil, err
	}
	if n < 0 || n > MaxSequence {
		return nil, msg.Errorf("n: %d is not within 0..%d", n, MaxSequence)
	}
	g := extend(nil, set, n)
	values := make([]uint64, n)
	for i, v := range g {
		values[i] = uint64(v)
	}
	return values, nil
}

// Period returns the least preperiod and period of set's Grundy sequence:
// g(h+period) = g(h) for every h ≥ preperiod. Every finite subtraction game
// has one, because g(h) depends only on the max(set) values before it, of
// which there are finitely many patterns; Period finds it by Brent's cycle
// detection on those windows. It is an error when the period does not show
// within the first ValuesLimit(set) values.
func Period(set []uint64) (preperiod, period int, err error) {
	set, err = NewSet(set)
	if err != nil {
		return 0, 0, err
	}
	q := sequenceOf(set)
	if q.per == 0 {
		return 0, 0, q.noPeriod()
	}
	return q.pre, q.per, nil
}

// sequence is the Grundy sequence of one set, as far as it has been
// computed, with what follows from it.
type sequence struct {
	set []uint64
	// g holds g(0), g(1), …: at least pre+per+max(set) values when the
	// period is known, ValuesLimit(set) otherwise.
	g        []uint8
	pre, per int // per is 0 when no period showed within g
	// unsafe is the first heap size where the SJ condition fails (a heap of
	// value 0 with a move and no move to value 1), or -1 when there is
	// none: none at all when the period is known, none within g otherwise.
	unsafe int
	// invalid marks the sequence of a set FromQuery would refuse: nothing
	// is known.
	invalid bool
}

// at returns g(n), false when n is beyond what is known.
func (q *sequence) at(n uint64) (uint64, bool) {
	switch {
	case n < uint64(len(q.g)):
		return uint64(q.g[n]), true
	case q.per == 0:
		return 0, false
	}
	return uint64(q.g[uint64(q.pre)+(n-uint64(q.pre))%uint64(q.per)]), true
}

// limit is the least heap whose value is unknown: none when the period is
// known.
func (q *sequence) limit() (uint64, bool) {
	if q.per > 0 {
		return 0, false
	}
	return uint64(len(q.g)), true
}

func (q *sequence) noPeriod() error {
	return msg.Errorf("set: the Grundy sequence of set=%s shows no period within its first %d values (the limit for %d amounts)",
		setText(q.set), len(q.g), len(q.set))
}

// setText writes a set as the set key's value: 1,2,3.
func setText(set []uint64) string {
	b := make([]byte, 0, len(set)*4)
	for i, s := range set {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, s, 10)
	}
	return string(b)
}

// extend appends to g, the values g(0)…g(len(g)−1) of the ascending set,
// the values that follow up to n in all.
func extend(g []uint8, set []uint64, n int) []uint8 {
	if n <= len(g) {
		return g
	}
	g = slices.Grow(g, n-len(g))
	amounts := make([]int, len(set))
	for i, s := range set {
		amounts[i] = int(s)
	}
	top := amounts[len(amounts)-1]
	x := len(g)
	for ; x < n && x < top; x++ { // not every amount fits yet
		var mask uint64
		for _, s := range amounts {
			if s > x {
				break
			}
			mask |= 1 << g[x-s]
		}
		g = append(g, uint8(bits.TrailingZeros64(^mask)))
	}
	for ; x < n; x++ {
		var mask uint64
		for _, s := range amounts {
			mask |= 1 << g[x-s]
		}
		g = append(g, uint8(bits.TrailingZeros64(^mask)))
	}
	return g
}

// newSequence computes set's sequence up to its period, or up to the
// limit.
func newSequence(set []uint64) *sequence {
	q := &sequence{set: set}
	m := int(set[len(set)-1])
	limit := ValuesLimit(set)
	if len(set) == 1 {
		// One amount s: g(h) = ⌊h/s⌋ mod 2, period 2s from the start (TestOneAmount checks
		// it against the search below). Brent's search would need about 3·2s values to see
		// it, more than the limit for s above 2^19 or so.
		q.g = extend(q.g, set, 3*m)
		q.pre, q.per = 0, 2*m
		q.unsafe = firstUnsafeZero(q.g, set)
		return q
	}
	// The state at h is the window g(h)…g(h+m−1): it decides every later
	// value. Brent's algorithm finds the least λ with state(μ) = state(μ+λ)
	// for some μ, the period, in O(μ+λ) steps and no memory beyond g.
	ensure := func(n int) bool {
		if n > limit {
			q.g = extend(q.g, set, limit)
			return false
		}
		if n > len(q.g) {
			q.g = extend(q.g, set, max(n, min(limit, 2*len(q.g)))) // in doubling strides
		}
		return true
	}
	// Windows are compared by a rolling hash, and only equal hashes by
	// their bytes: a set such as {1, 2^20} has windows of a million values
	// that agree for most of their length.
	const base = 0x9E3779B97F4A7C15
	top := uint64(1) // base^(m−1)
	for range m - 1 {
		top *= base
	}
	hash := func(i int) uint64 {
		var h uint64
		for _, v := range q.g[i : i+m] {
			h = h*base + uint64(v)
		}
		return h
	}
	power, lambda := 1, 1
	tortoise, hare := 0, 1
	found := ensure(hare + m)
	var ht, hh uint64
	if found {
		ht, hh = hash(tortoise), hash(hare)
	}
	for found && (ht != hh || !bytes.Equal(q.g[tortoise:tortoise+m], q.g[hare:hare+m])) {
		if power == lambda {
			tortoise, ht, power, lambda = hare, hh, 2*power, 0
		}
		if found = ensure(hare + 1 + m); found {
			hh = (hh-uint64(q.g[hare])*top)*base + uint64(q.g[hare+m])
			hare++
			lambda++
		}
	}
	if found {
		// Every h ≥ tortoise has g(h) = g(h+λ); the preperiod is one past
		// the last h below it that does not.
		q.per = lambda
		for h := tortoise - 1; h >= 0; h-- {
			if q.g[h] != q.g[h+lambda] {
				q.pre = h + 1
				break
			}
		}
	}
	q.unsafe = firstUnsafeZero(q.g, set)
	return q
}

// firstUnsafeZero returns the first h in g with g(h) = 0, a move, and no
// move to a value of 1, or -1. With the period known, g reaches past
// pre+per+max(set), so the pattern of these heaps has repeated and none
// later can be unsafe if none in g is.
func firstUnsafeZero(g []uint8, set []uint64) int {
	least := int(set[0])
	for h := least; h < len(g); h++ {
		if g[h] != 0 {
			continue
		}
		safe := false
		for _, s := range set {
			if int(s) > h {
				break
			}
			if g[h-int(s)] == 1 {
				safe = true
				break
			}
		}
		if !safe {
			return h
		}
	}
	return -1
}

// cache keeps the sequences of the sets used last: a session asks about
// the same set move after move, and the worst set takes a tenth of a second.
var cache struct {
	sync.Mutex
	recent []*sequence // most recent last
}

const cacheSize = 8

// sequenceOf returns the sequence of an ascending, valid set.
func sequenceOf(set []uint64) *sequence {
	cache.Lock()
	defer cache.Unlock()
	for i, q := range cache.recent {
		if slices.Equal(q.set, set) {
			cache.recent = append(slices.Delete(cache.recent, i, i+1), q)
			return q
		}
	}
	q := newSequence(slices.Clone(set))
	if len(cache.recent) == cacheSize {
		cache.recent = slices.Delete(cache.recent, 0, 1)
	}
	cache.recent = append(cache.recent, q)
	return q
}

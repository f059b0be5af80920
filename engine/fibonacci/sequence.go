package fibonacci

import (
	"github.com/nimscope/nimscope/engine/msg"
	"slices"
	"sync"

	"github.com/nimscope/nimscope/engine/notation"
)

// MaxK is the largest factor k the multiple game accepts. Its sequence has
// about 40 000 terms below 2^53 (they grow by a factor of about 1 + 1/k),
// built in a fraction of a millisecond and kept in a cache.
const MaxK = 1000

// sequences caches the sequence of each factor k. Sequences are built on
// first use and never changed, so callers may share them read-only.
var sequences struct {
	sync.Mutex
	byK map[uint64][]uint64
}

// maxCached bounds the cache: a program that visits every k up to MaxK
// would otherwise hold some 20 MB of sequences.
const maxCached = 32

// sequence returns the terms a₀ < a₁ < … ≤ notation.MaxWhole of the
// k-multiple game, shared: the caller must not change it. k is 1..MaxK.
func sequence(k uint64) []uint64 {
	sequences.Lock()
	defer sequences.Unlock()
	if a, ok := sequences.byK[k]; ok {
		return a
	}
	if sequences.byK == nil || len(sequences.byK) >= maxCached {
		sequences.byK = make(map[uint64][]uint64)
	}
	a := build(k)
	sequences.byK[k] = a
	return a
}

// build makes the sequence of the k-multiple game. A sum of terms is valid
// when each term is more than k times the next; b[i] is the largest number
// that is a valid sum of terms from a[0..i], so every number up to b[i] is
// one, and a[i+1] = b[i]+1 is the first that needs a new term. A valid sum
// with a[i+1] on top continues with terms below a[i+1]/k, the largest of
// which is a[t]; so b[i+1] = a[i+1] + b[t]. For k = 2 this gives the
// Fibonacci numbers 1, 2, 3, 5, 8, …; for k = 1 the powers of 2.
func build(k uint64) []uint64 {
	a := []uint64{1}
	b := []uint64{1}
	t := -1 // the largest index with k·a[t] < a[i], for the newest i
	for {
		i := len(a) - 1
		next := b[i] + 1
		if next > notation.MaxWhole {
			return slices.Clip(a)
		}
		for t+1 < len(a) && k*a[t+1] < next {
			t++
		}
		top := next
		if t >= 0 {
			top += b[t]
		}
		a = append(a, next)
		b = append(b, top)
	}
}

// Sequence returns the terms of the k-multiple game's sequence up to
// limit, smallest first: the Fibonacci numbers 1, 2, 3, 5, 8, … for k = 2,
// the powers of 2 for k = 1. The result is the caller's to change.
func Sequence(k, limit uint64) ([]uint64, error) {
	if err := checkK(k); err != nil {
		return nil, err
	}
	a := sequence(k)
	n, found := slices.BinarySearch(a, limit)
	if found {
		n++
	}
	return slices.Clone(a[:n]), nil
}

func checkK(k uint64) error {
	switch {
	case k == 0:
		return msg.Errorf("k: 0 is not allowed; the factor must be at least 1")
	case k > MaxK:
		return msg.Errorf("k: %d is larger than the limit of %d", k, MaxK)
	}
	return nil
}

// decompose writes x (≤ notation.MaxWhole) greedily as a sum of terms of a,
// largest first, into dst. The greedy sum is the only valid one: each term
// is more than k times the next.
func decompose(dst []uint64, a []uint64, x uint64) []uint64 {
	hi := len(a)
	for x > 0 {
		// The next term is below the last one, so search only below it.
		i, found := slices.BinarySearch(a[:hi], x)
		if !found {
			i--
		}
		dst = append(dst, a[i])
		x -= a[i]
		hi = i
	}
	return dst
}

// smallest returns the smallest term of x's sum, or 0 for x = 0.
func smallest(a []uint64, x uint64) uint64 {
	var last uint64
	hi := len(a)
	for x > 0 {
		i, found := slices.BinarySearch(a[:hi], x)
		if !found {
			i--
		}
		last = a[i]
		x -= a[i]
		hi = i
	}
	return last
}

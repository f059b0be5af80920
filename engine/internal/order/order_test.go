package order

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// move is shaped like the engines' moves; id tells apart elements that compare equal.
type move struct {
	Heap int
	To   uint64
	id   int
}

// Func orders every slice exactly as slices.SortFunc does, ties included, for lengths
// around the thresholds where pdqsort switches strategy (insertion sort below 12,
// ninther from 50, heap sort when it meets bad pivots) and comparisons with many ties.
func TestFuncMatchesSlicesSortFunc(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	byHeap := func(a, b move) int { return a.Heap - b.Heap }
	byBoth := func(a, b move) int {
		if c := cmp.Compare(a.Heap, b.Heap); c != 0 {
			return c
		}
		return cmp.Compare(a.To, b.To)
	}
	for _, n := range []int{0, 1, 2, 3, 11, 12, 13, 49, 50, 51, 100, 257, 1000, 5000} {
		for _, spread := range []int{1, 3, 10, n + 1} {
			for trial := range 5 {
				s := make([]move, n)
				for i := range s {
					s[i] = move{Heap: r.IntN(spread), To: uint64(r.IntN(spread)), id: i}
				}
				switch trial {
				case 1: // ascending already
					slices.SortFunc(s, byBoth)
				case 2: // descending
					slices.SortFunc(s, func(a, b move) int { return byBoth(b, a) })
				}
				for name, c := range map[string]func(a, b move) int{"heap": byHeap, "heap and to": byBoth} {
					want, got := slices.Clone(s), slices.Clone(s)
					slices.SortFunc(want, c)
					Func(got, c)
					if !slices.Equal(got, want) {
						t.Fatalf("n=%d spread=%d trial=%d by %s: Func and slices.SortFunc disagree", n, spread, trial, name)
					}
				}
			}
		}
	}
}

func ExampleFunc() {
	moves := []move{{Heap: 2, To: 1}, {Heap: 0, To: 5}, {Heap: 1, To: 0}}
	Func(moves, func(a, b move) int { return a.Heap - b.Heap })
	fmt.Println(moves[0].Heap, moves[1].Heap, moves[2].Heap)
	// Output: 0 1 2
}

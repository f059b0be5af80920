// Package order sorts slices of any element type through one copy of the sorting code.
//
// slices.SortFunc is generic, and the compiler makes a copy of its pdqsort (about 16 KB of
// wasm with its helpers) for every element type that differs in layout, field names
// included: nim's Move{Heap, To}, slide's Move{Coin, To} and staircase's Move{From, Coins}
// are three copies. The wasm is downloaded by every visitor, so the engines sort their
// short lists of moves with Func instead, which goes through sort.Slice: its code is
// shared by every type and is in any Go program that uses Ebiten already. It is slower
// per swap (a reflective swapper), which does not matter for lists of moves; hot loops
// over large slices keep slices.SortFunc.
package order

import "sort"

// Func sorts s in ascending order as determined by cmp, as slices.SortFunc does, with the
// same algorithm: elements that compare equal end in the same order as slices.SortFunc
// leaves them (the tests check it). The sort is not stable.
func Func[T any](s []T, cmp func(a, b T) int) {
	sort.Slice(s, func(i, j int) bool { return cmp(s[i], s[j]) < 0 })
}

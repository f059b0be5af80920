package xortable_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/xortable"
)

func ExampleTable() {
	for _, row := range xortable.Table(4, xortable.Add) {
		fmt.Println(row)
	}
	// Output:
	// [0 1 2 3]
	// [1 0 3 2]
	// [2 3 0 1]
	// [3 2 1 0]
}

func ExampleNimMul() {
	fmt.Println(xortable.NimMul(2, 2), xortable.NimMul(4, 4), xortable.NimMul(16, 16))
	// Output: 3 6 24
}

func ExampleHighlightAt() {
	h, _ := xortable.HighlightAt(10, 18)
	fmt.Println(h.Triple(), h.Member.Pattern, "j =", h.Member.J)
	fmt.Println(h.InFamily(10, 34), h.InFamily(40, 34), h.InFamily(10, 17))
	// Output:
	// [10 18 24] (10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1 j = 2
	// true true false
}

func ExampleConstruction_Step() {
	for i := range xortable.Doubling.Len(4) {
		fmt.Println(xortable.Doubling.Step(4, i).Caption)
	}
	// Output:
	// Start from the 1×1 table: 0 ⊕ 0 = 0.
	// Double: n becomes the block [[2n, 2n+1], [2n+1, 2n]], so 0 becomes [[0, 1], [1, 0]]: the 2×2 table.
	// Double again: each n of the 2×2 table becomes [[2n, 2n+1], [2n+1, 2n]]: the 4×4 table, complete: every row and every column holds each of 0…3 once.
}

func ExamplePalette_Colour() {
	// Equal values share a colour: cells (3, 5) and (5, 3) and (0, 6) all hold 6.
	p := xortable.Distinct
	fmt.Println(p.Colour(3^5, 0, 0) == p.Colour(0^6, 0, 0), p.Colour(6, 0, 0) == p.Colour(7, 0, 0))
	// Output: true false
}

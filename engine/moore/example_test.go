package moore_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/moore"
)

func ExamplePosition_Analyze() {
	p := moore.Position{Heaps: []uint64{5, 8, 10}, K: 2}
	for _, c := range p.Columns() {
		fmt.Printf("2^%d: %d ones, %d mod 3\n", c.Bit, c.Ones, c.Residue)
	}
	a := p.Analyze()
	fmt.Println(a.Outcome, *a.Grundy, a.Winning)
	fmt.Println(a.Explanation)
	// Output:
	// 2^3: 2 ones, 2 mod 3
	// 2^2: 1 ones, 1 mod 3
	// 2^1: 1 ones, 1 mod 3
	// 2^0: 1 ones, 1 mod 3
	// N 23 [game=moore&heaps=5,5,5&k=2]
	// the binary columns hold 2, 1, 1, 1 ones, not all multiples of k+1 = 3: reduce the heap of 8 to 5 and reduce the heap of 10 to 5, leaving every column a multiple of 3
}

func ExamplePosition_WinningMove() {
	p := moore.Position{Heaps: []uint64{7, 7, 7, 12}, K: 3}
	m, _ := p.WinningMove()
	next, _ := p.Apply(m)
	fmt.Println(m, next, next.Outcome())
	// Output:
	// [{3 7}] game=moore&heaps=7,7,7,7&k=3 P
}

func ExamplePosition_Analyze_truncated() {
	// These eleven heaps with k = 4 have more than 1000 winning moves: the
	// analysis lists the first 1000 in the order of their text.
	a := moore.Position{Heaps: []uint64{9, 11, 2, 12, 3, 2, 23, 13, 22, 13, 18}, K: 4}.Analyze()
	fmt.Println(len(a.Winning), a.Truncated)
	fmt.Println(a.Winning[0])
	// Output:
	// 1000 true
	// game=moore&heaps=0,11,2,12,3,2,0,13,12,13,7&k=4
}

func ExamplePosition_Outcome_misere() {
	for _, heaps := range [][]uint64{{1, 1, 1, 1}, {1, 1, 1}, {6, 6, 6}, {5, 1}} {
		p := moore.Position{Heaps: heaps, K: 2, Play: game.Misere}
		fmt.Println(heaps, p.Outcome())
	}
	// Output:
	// [1 1 1 1] P
	// [1 1 1] N
	// [6 6 6] P
	// [5 1] N
}

package nim_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
)

func ExamplePosition_Analyze() {
	a := nim.Position{Heaps: []uint64{3, 4, 5}}.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy, a.Winning)
	fmt.Println(a.Explanation)
	for _, row := range a.Binary.Rows {
		fmt.Println(" ", row)
	}
	fmt.Println("⊕", a.Binary.Sum)
	// Output:
	// game=nim&heaps=3,4,5 N 2 [game=nim&heaps=1,4,5]
	// nim-sum 2 ≠ 0: take 2 from the heap of 3, leaving 1⊕4⊕5 = 0
	//   011
	//   100
	//   101
	// ⊕ 010
}

func ExamplePosition_Outcome_misere() {
	for _, heaps := range [][]uint64{{1, 1, 1}, {2, 2}, {1, 2, 3}, {1, 1}, {5, 1}} {
		p := nim.Position{Heaps: heaps, Play: game.Misere}
		fmt.Println(heaps, p.Outcome())
	}
	// Output:
	// [1 1 1] P
	// [2 2] P
	// [1 2 3] P
	// [1 1] N
	// [5 1] N
}

func ExamplePosition_WinningMoves() {
	p := nim.Position{Heaps: []uint64{5, 1}, Play: game.Misere}
	for _, m := range p.WinningMoves() {
		next, _ := p.Apply(m)
		fmt.Printf("heap %d to %d: %s\n", m.Heap, m.To, next)
	}
	fmt.Println(p.Explain())
	// Output:
	// heap 0 to 0: game=nim&heaps=0,1&play=misere
	// only one heap has more than 1 stone, so this is where misère play differs from normal play: empty the heap of 5, leaving an odd number of 1-heaps (1) where the normal move would leave an even number
}

func ExamplePosition_ComputerMove() {
	for _, heaps := range [][]uint64{{3, 4, 5}, {1, 4, 5}, {0, 0}} {
		m, ok := nim.Position{Heaps: heaps}.ComputerMove()
		fmt.Println(heaps, m, ok)
	}
	// Output:
	// [3 4 5] {0 1} true
	// [1 4 5] {2 4} true
	// [0 0] {0 0} false
}

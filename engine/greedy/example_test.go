package greedy_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
)

func ExamplePosition_Analyze() {
	a := greedy.Position{Heaps: []uint64{5, 5, 3}}.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy, a.Winning)
	fmt.Println(a.Explanation)
	// Output:
	// game=greedy&heaps=5,5,3 P 0 []
	// 2 heaps have the largest size, 5: an even number, so every move (it must take from one of them) leaves an odd number, and the player to move loses against perfect play
}

func ExamplePosition_WinningMoves() {
	// One largest heap over two heaps of 3: cut it below 3.
	p := greedy.Position{Heaps: []uint64{3, 3, 7}}
	fmt.Println(p.Movable())
	for _, r := range p.WinningMoves() {
		fmt.Printf("heap %d to %d…%d\n", r.Heap, r.Lo, r.Hi)
	}
	m, _ := p.ComputerMove()
	next, _ := p.Apply(m)
	fmt.Println(next, next.Outcome())
	// Output:
	// [2]
	// heap 2 to 0…2
	// game=greedy&heaps=3,3,2 P
}

func ExamplePosition_Outcome_misere() {
	for _, heaps := range [][]uint64{{1, 1, 1}, {1, 1}, {5, 1}, {5, 5, 1}} {
		p := greedy.Position{Heaps: heaps, Play: game.Misere}
		fmt.Println(heaps, p.Outcome())
	}
	// Output:
	// [1 1 1] P
	// [1 1] N
	// [5 1] N
	// [5 5 1] P
}

package staircase_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/staircase"
)

func ExamplePosition_Analyze() {
	a := staircase.Position{Steps: []uint64{3, 0, 5, 2}}.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy, a.Winning)
	fmt.Println(a.Reduction)
	fmt.Println(a.Explanation)
	// Output:
	// game=staircase&steps=3,0,5,2 N 6 [game=staircase&steps=3,2,3,2]
	// Nim on the odd steps 1, 3: heaps 3, 5
	// the odd steps 1, 3 hold 3, 5 coins, nim-sum 6 ≠ 0: move 2 coins from step 3 down to step 2, leaving odd steps of 3, 3 coins with nim-sum 0
}

func ExamplePosition_WinningMoves() {
	// A move from an even step can win: it grows the odd heap below it.
	p := staircase.Position{Steps: []uint64{1, 2, 3}}
	for _, m := range p.WinningMoves() {
		next, _ := p.Apply(m)
		fmt.Printf("%d coins from step %d: %s\n", m.Coins, m.From, next)
	}
	// Output:
	// 2 coins from step 2: game=staircase&steps=3,0,3
	// 2 coins from step 3: game=staircase&steps=1,4,1
}

func ExamplePosition_Outcome_misere() {
	for _, steps := range [][]uint64{{1}, {0, 3}, {1, 5, 1, 0, 1}, {2, 0, 2}} {
		p := staircase.Position{Steps: steps, Play: game.Misere}
		fmt.Println(steps, p.Outcome(), p.Heaps())
	}
	// Output:
	// [1] P [1]
	// [0 3] N [0]
	// [1 5 1 0 1] P [1 1 1]
	// [2 0 2] P [2 2]
}

package slide_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/slide"
)

func ExamplePosition_Staircase() {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	fmt.Println(p.Gaps(), p.Staircase(), p.Staircase().Heaps())
	m, _ := p.ComputerMove()
	sm, _ := p.StaircaseMove(m)
	next, _ := p.Apply(m)
	fmt.Printf("slide the coin on cell %d to cell %d: %d cells from step %d; %s\n", p.Coins[m.Coin], m.To, sm.Coins, sm.From, next)
	// Output:
	// [1 2 3] game=staircase&steps=3,2,1 [3 1]
	// slide the coin on cell 9 to cell 7: 2 cells from step 1; game=slide&coins=2,5,7
}

func ExamplePosition_Analyze() {
	a := slide.Position{Coins: []uint64{2, 5, 9}}.Analyze()
	fmt.Println(a.Outcome, *a.Grundy, a.Winning)
	fmt.Println(a.Reduction)
	// Output:
	// N 2 [game=slide&coins=2,5,7]
	// the gaps 1, 2, 3 read from the right are a staircase whose steps 1, 2, 3 hold 3, 2, 1 coins, one for each free cell; Nim on the odd steps 1, 3: heaps 3, 1
}

package sum_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/sum"
)

// A Nim heap of 2, a staircase with coins 0, 2, 1 and a Hackenbush stalk
// of 2 are worth 2, 1 and 2; their nim-sum is 1. Neither the heap nor the
// stalk can grow, so the winning moves are in the staircase, making it
// worth 0.
func Example() {
	q, _ := notation.Parse("game=sum&parts=nim:2|staircase:0,2,1|hackenbush:0-1,1-2")
	p, _ := sum.FromQuery(q)
	a := p.Analyze()
	fmt.Println(p.Values(), a.Outcome)
	fmt.Println(a.Explanation)
	fmt.Println(a.Winning)
	// Output:
	// [2 1 2] N
	// Grundy values: nim:2 is worth 2, staircase:0,2,1 is worth 1, hackenbush:0-1,1-2 is worth 2; nim-sum 2⊕1⊕2 = 1 ≠ 0: the player to move wins by turning component 2 from value 1 into value 1⊕1 = 0 (staircase:1,1,1)
	// [game=sum&parts=nim:2|staircase:0,3,0|hackenbush:0-1,1-2 game=sum&parts=nim:2|staircase:1,1,1|hackenbush:0-1,1-2]
}

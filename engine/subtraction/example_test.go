package subtraction_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/subtraction"
)

func ExamplePosition_Analyze() {
	p := subtraction.Position{Heaps: []uint64{9, 6, 5, 4}, Set: []uint64{1, 2, 3}}
	a := p.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy)
	fmt.Println(a.Explanation)
	for _, w := range a.Winning {
		fmt.Println(w)
	}
	// Output:
	// game=subtraction&heaps=9,6,5,4&set=1,2,3 N 2
	// g(9)⊕g(6)⊕g(5)⊕g(4) = 1⊕2⊕1⊕0 = 2 ≠ 0: take 2 from the heap of 6, leaving g(4) = 0 and nim-sum 0
	// game=subtraction&heaps=7,6,5,4&set=1,2,3
	// game=subtraction&heaps=9,4,5,4&set=1,2,3
	// game=subtraction&heaps=9,6,3,4&set=1,2,3
	// game=subtraction&heaps=9,6,5,2&set=1,2,3
}

func ExamplePosition_Outcome_misere() {
	// Misère Bachet 1..3: a heap of 1 mod 4 is lost.
	for _, h := range []uint64{0, 1, 4, 5, 9} {
		p := subtraction.Position{Heaps: []uint64{h}, Set: []uint64{1, 2, 3}, Play: game.Misere}
		fmt.Print(h, ":", p.Outcome(), " ")
	}
	fmt.Println()
	// Output:
	// 0:N 1:P 4:N 5:P 9:P
}

func ExampleSequence() {
	g, _ := subtraction.Sequence([]uint64{1, 3, 4}, 16)
	pre, per, _ := subtraction.Period([]uint64{1, 3, 4})
	fmt.Println(g)
	fmt.Println("preperiod", pre, "period", per)
	// Output:
	// [0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1]
	// preperiod 0 period 7
}

func ExamplePeriod() {
	for _, set := range [][]uint64{{1, 2, 3}, {2, 5}, {3, 5, 8, 13, 21, 34, 55, 89}} {
		pre, per, _ := subtraction.Period(set)
		fmt.Println(set, pre, per)
	}
	// Output:
	// [1 2 3] 0 4
	// [2 5] 0 7
	// [3 5 8 13 21 34 55 89] 372 632
}

package fibonacci_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/fibonacci"
)

func ExamplePosition_Analyze() {
	a := fibonacci.Position{N: 20, Last: 0}.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy, a.Winning)
	fmt.Println(a.Explanation)
	// Output:
	// game=fibonacci&n=20&last=0 N 7 [game=fibonacci&n=18&last=2]
	// 20 = 13 + 5 + 2: take its smallest Zeckendorf term 2 (the first move may take up to 19), leaving 18 = 13 + 5, whose smallest Zeckendorf term 5 is more than 2·2 = 4, out of the opponent's reach
}

func ExamplePosition_WinningTakes() {
	// 12 = 8 + 3 + 1 after a take of 6: the last terms sum to 1, 4 and 12;
	// 1 and 12 win, 4 does not (it leaves 8, and 8 ≤ 2·4).
	p := fibonacci.Position{N: 12, Last: 6}
	fmt.Println(p.Terms(), p.MaxTake(), p.WinningTakes())
	// With k = 1 the terms are powers of 2.
	q := fibonacci.Position{Multiple: true, K: 1, N: 15, Last: 0}
	fmt.Println(q.Terms(), q.MaxTake(), q.WinningTakes())
	// Output:
	// [8 3 1] 12 [1 12]
	// [8 4 2 1] 14 [1 3 7]
}

func ExampleSequence() {
	for k := uint64(1); k <= 4; k++ {
		a, _ := fibonacci.Sequence(k, 100)
		fmt.Println(k, a)
	}
	// Output:
	// 1 [1 2 4 8 16 32 64]
	// 2 [1 2 3 5 8 13 21 34 55 89]
	// 3 [1 2 3 4 6 8 11 15 21 29 40 55 76]
	// 4 [1 2 3 4 5 7 9 12 15 19 24 31 40 52 67 86]
}

func ExamplePosition_Outcome_misere() {
	// Misère: whoever takes the last stone loses, so n stones play as
	// normal Fibonacci Nim on n−1.
	for _, n := range []uint64{1, 2, 14, 19} {
		p := fibonacci.Position{N: n, Last: 2, Play: 1}
		fmt.Println(n, p.Outcome(), p.WinningTakes())
	}
	// Output:
	// 1 P []
	// 2 N [1]
	// 14 P []
	// 19 P []
}

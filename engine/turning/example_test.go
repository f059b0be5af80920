package turning_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/turning"
)

func ExamplePosition_Analyze() {
	p := turning.Position{Coins: "HTTHTHH", Rule: turning.Turtles}
	a := p.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy)
	for _, w := range a.Winning {
		fmt.Println(w)
	}
	fmt.Println(a.Explanation)
	// Output:
	// game=turning&coins=HTTHTHH&rule=turtles N 4
	// game=turning&coins=HHTHTTH&rule=turtles
	// game=turning&coins=HTHHTHT&rule=turtles
	// game=turning&coins=HTTTTHH&rule=turtles
	// the heads are worth 1⊕4⊕6⊕7 = 4: turn coin 4 (H→T), leaving value 0
}

func ExamplePosition_Value() {
	for _, r := range []turning.Rule{turning.Turtles, turning.Mock, turning.Ruler} {
		p := turning.Position{Rule: r}
		fmt.Print(r, ":")
		for j := 1; j <= 8; j++ {
			fmt.Print(" ", p.Value(j))
		}
		fmt.Println()
	}
	// Output:
	// turtles: 1 2 3 4 5 6 7 8
	// mock: 1 2 4 7 8 11 13 14
	// ruler: 1 2 1 4 1 2 1 8
}

func ExamplePosition_MovesFrom() {
	p := turning.Position{Coins: "HTTH", Rule: turning.Ruler}
	for m := range p.MovesFrom(4) {
		q, _ := p.Apply(m)
		fmt.Println(m.Coins, q.Coins, q.RowValue())
	}
	// Output:
	// [4] HTTT 1
	// [3 4] HTHT 0
	// [2 3 4] HHHT 2
	// [1 2 3 4] THHT 3
}

func ExamplePosition_Outcome_misere() {
	// Misère Turning Turtles: THH (the pair 2, 3) is tame, with value 1, so
	// the player to move loses, though its value is not 0.
	for _, coins := range []string{"H", "THH", "HHH", "THT"} {
		p := turning.Position{Coins: coins, Rule: turning.Turtles, Play: game.Misere}
		fmt.Println(coins, p.RowValue(), p.Outcome())
	}
	// Output:
	// H 1 P
	// THH 1 P
	// HHH 0 N
	// THT 2 N
}

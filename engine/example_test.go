package engine_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine"
)

func ExampleAnalyze() {
	a, err := engine.Analyze("game=nim&heaps=3,4,5")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Outcome, *a.Grundy, a.Winning)
	// Output:
	// N 2 [game=nim&heaps=1,4,5]
}

func ExampleAnalyze_errors() {
	for _, s := range []string{
		"game=nim&heaps=3,x,5",
		"game=nim&heaps=3&play=sideways",
		"game=nim&heaps=3,4,5&hint=1",
	} {
		_, err := engine.Analyze(s)
		fmt.Println(err)
	}
	// Output:
	// heaps: item 2 "x" is not a whole number
	// play: "sideways" is not normal or misere
	// hint: not a key of game nim (its keys: heaps, play)
}

func ExampleParse() {
	pos, view, err := engine.Parse("hint=1&heaps=3,4,5&play=misere&game=nim")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pos)
	fmt.Println(view)
	// Output:
	// game=nim&heaps=3,4,5&play=misere
	// hint=1
}

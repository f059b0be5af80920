package notation_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/notation"
)

func ExampleParse() {
	q, err := notation.Parse("game=nim&heaps=3%2C4%2C5&hint=1")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range q {
		fmt.Printf("%s = %s\n", p.Key, p.Value)
	}
	fmt.Println(q)
	// Output:
	// game = nim
	// heaps = 3,4,5
	// hint = 1
	// game=nim&heaps=3,4,5&hint=1
}

func ExampleParse_errors() {
	for _, s := range []string{"game=nim&&heaps=1", "heaps=1&heaps=2", "#game=nim"} {
		_, err := notation.Parse(s)
		fmt.Println(err)
	}
	// Output:
	// pair 2 is empty (two "&" in a row, or one at an end)
	// heaps: given twice (pairs 1 and 2)
	// the position starts with "#"; give the pairs without it
}

func ExampleWholeList() {
	heaps, err := notation.WholeList("heaps", "3,4,5")
	fmt.Println(heaps, err)
	_, err = notation.WholeList("heaps", "3,x,5")
	fmt.Println(err)
	_, err = notation.Whole("n", "9007199254740992")
	fmt.Println(err)
	// Output:
	// [3 4 5] <nil>
	// heaps: item 2 "x" is not a whole number
	// n: 9007199254740992 is larger than 9007199254740991 (2^53−1)
}

package antisg_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/antisg"
)

// Misère Nim is the SJ theorem on heap sizes: a heap's value is its size,
// and only the empty heap has value 0.
func ExampleOutcome() {
	for _, heaps := range [][]uint64{{1, 1, 1}, {2, 2}, {1, 2, 3}, {1, 2}} {
		fmt.Println(heaps, antisg.Outcome(heaps))
	}
	fmt.Println(antisg.Explain([]uint64{1, 2}))
	// Output:
	// [1 1 1] P
	// [2 2] P
	// [1 2 3] P
	// [1 2] N
	// SJ theorem: nim-sum 1⊕2 = 3 ≠ 0 and a component has value 2 > 1: the player to move wins
}

func ExampleSum_After() {
	s := antisg.Of([]uint64{3, 1, 2}) // nim-sum 0, two values above 1: lost
	fmt.Println(s.Outcome(), s.After(3, 0).Outcome(), s.After(3, 0).After(2, 1).Outcome())
	// Output:
	// P N N
}

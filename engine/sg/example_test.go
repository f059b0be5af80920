package sg_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/sg"
)

// The subtraction game with set {1, 3, 4} on one heap: g(n) is the mex of
// g(n−1), g(n−3), g(n−4).
func ExampleSolver_Grundy() {
	s := sg.New(func(n int) []int {
		var moves []int
		for _, take := range []int{1, 3, 4} {
			if take <= n {
				moves = append(moves, n-take)
			}
		}
		return moves
	}, 0)
	var values []uint64
	for n := range 14 {
		g, _ := s.Grundy(n)
		values = append(values, g)
	}
	fmt.Println(values)
	o, _ := s.Outcome(7)
	m, _ := s.MisereOutcome(7)
	fmt.Println("heap 7:", o, "in normal play,", m, "in misère play")
	// Output:
	// [0 1 0 1 2 3 2 0 1 0 1 2 3 2]
	// heap 7: P in normal play, N in misère play
}

func ExampleLimitError() {
	s := sg.New(func(n int) []int { return []int{n + 1} }, 100) // never ends
	_, err := s.Grundy(0)
	fmt.Println(err)
	// Output:
	// sg: the search needs more than 100 positions (the node limit)
}

package hackenbush_test

import (
	"encoding/json"
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
)

func ExamplePosition_Analyze() {
	q, _ := notation.Parse("game=hackenbush&edges=0-1,1-2,2-3,3-1,0-0")
	p, err := hackenbush.FromQuery(q)
	if err != nil {
		fmt.Println(err)
		return
	}
	a := p.Analyze()
	fmt.Println(a.Position, a.Outcome, *a.Grundy)
	fmt.Println(a.Winning)
	fmt.Println(a.Reduction)
	fmt.Println(a.Explanation)
	// Output:
	// game=hackenbush&edges=0-0,0-1,1-2,1-3,2-3 N 3
	// [game=hackenbush&edges=0-0,0-1,1-2,1-3]
	// Nim with heaps 1, 2: the stalks the branches at the ground become
	// by the fusion and colon principles the branches of lengths 1 and 2 at the ground are worth 1⊕2 = 3: chop the edge 2-3, leaving value 0: its branch at the ground drops from 2 to 1, and 1⊕1 = 0
}

func ExampleReduction() {
	// One edge with a triangle on top: *2.
	p, _ := hackenbush.New([]hackenbush.Edge{{0, 1}, {1, 2}, {2, 3}, {3, 1}}, game.Normal)
	for _, s := range hackenbush.Reduction(p) {
		fmt.Println(s.Text)
	}
	last, _ := json.Marshal(hackenbush.Reduction(p)[3].Collapse)
	fmt.Println(string(last))
	// Output:
	// Fusion: vertices 2 and 3 lie on a cycle with vertex 1, so they merge into it, and the 3 edges joining them become loops.
	// The 3 loops at vertex 1 become stalks of length one, together worth 1: n loops are worth 1 when n is odd and 0 when n is even.
	// Colon principle at vertex 1: branches of lengths 1, 1 and 1 become one stalk of length 1⊕1⊕1 = 1.
	// At the ground a single branch of length 2 is left: the graph is worth 2.
	// {"at":0,"branches":[{"edges":[0],"stalk":4,"length":2}],"length":2,"stalk":5}
}

func ExamplePosition_Apply() {
	p, _ := hackenbush.New([]hackenbush.Edge{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}}, game.Normal)
	fmt.Println(p)
	for _, i := range []int{0, 2} {
		next, _ := p.Apply(hackenbush.Move{Edge: i})
		fall, _ := p.Falling(hackenbush.Move{Edge: i})
		fmt.Printf("chop %s: %s, falling %v\n", p.Edge(i), next, fall)
	}
	// Output:
	// game=hackenbush&edges=0-1,0-2,1-2,2-3,3-4
	// chop 0-1: game=hackenbush&edges=0-2,1-2,2-3,3-4, falling []
	// chop 1-2: game=hackenbush&edges=0-1,0-2,2-3,3-4, falling []
}

func ExamplePosition_WinningMoves() {
	// A triangle standing on the ground beside a stalk of 2: 1⊕2 = 3.
	p, _ := hackenbush.New([]hackenbush.Edge{{0, 1}, {1, 2}, {2, 0}, {0, 5}, {5, 6}}, game.Normal)
	moves, _ := p.WinningMoves()
	for _, m := range moves {
		next, _ := p.Apply(m)
		g, _ := next.Grundy()
		fmt.Printf("chop %s: %s, value %d\n", p.Edge(m.Edge), next, g)
	}
	m, _ := p.ComputerMove()
	fmt.Println("the computer chops", p.Edge(m.Edge))
	// Output:
	// chop 0-1: game=hackenbush&edges=0-2,0-5,1-2,5-6, value 0
	// chop 0-2: game=hackenbush&edges=0-1,0-5,1-2,5-6, value 0
	// chop 5-6: game=hackenbush&edges=0-1,0-2,0-5,1-2, value 0
	// the computer chops 0-1
}

func ExamplePosition_Outcome_misere() {
	for _, edges := range []string{"0-1", "0-1,1-2", "0-1,1-2,2-0", ""} {
		q, _ := notation.Parse("game=hackenbush&play=misere&edges=" + edges)
		p, _ := hackenbush.FromQuery(q)
		fmt.Printf("%q %v\n", edges, p.Outcome())
	}
	// Output:
	// "0-1" P
	// "0-1,1-2" N
	// "0-1,1-2,2-0" P
	// "" N
}

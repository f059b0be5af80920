package game_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

func ExamplePlayOf() {
	for _, s := range []string{"game=nim&heaps=1,1,1", "game=nim&heaps=1,1,1&play=misere", "game=nim&heaps=1&play=x"} {
		q, _ := notation.Parse(s)
		play, err := game.PlayOf(q)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(play)
	}
	// Output:
	// normal
	// misere
	// error: play: "x" is not normal or misere
}

func ExampleNewBinary() {
	b := game.NewBinary([]uint64{3, 4, 5})
	for _, row := range b.Rows {
		fmt.Println(" ", row)
	}
	fmt.Println("⊕", b.Sum)
	// Output:
	//   011
	//   100
	//   101
	// ⊕ 010
}

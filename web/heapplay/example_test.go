package heapplay_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/heapplay"
)

func ExamplePlay_Update() {
	// The lecture's subtraction game: take 1, 2 or 3 stones from heaps 9, 6, 5, 4.
	g := heapplay.NewSubtraction(subtraction.Position{Heaps: []uint64{9, 6, 5, 4}, Set: []uint64{1, 2, 3}}, false)
	l := heaplayout.New(900, 800, 1, 4, 9, heapplay.Options(g))
	s := heapplay.NewPlay()
	tap := func(heap int, stone uint64) (heapplay.Move, bool) {
		x, y := l.Heaps.StoneCenter(heap, stone)
		return s.Update(heapplay.Pointer{X: x, Y: y, Pressed: true, Released: true}, &l, g, true)
	}

	// Stone 1 of the heap of 6 (stone 0 is at the bottom): it and the four above make 5.
	_, ok := tap(1, 1)
	fmt.Println(ok, s.Reason.String())

	// Stone 4: it and the one above make 2, the lecture's winning move.
	m, ok := tap(1, 4)
	next, _ := g.Apply(m)
	fmt.Println(ok, next)
	// Output:
	// false You may take 1, 2 or 3 stones, not 5.
	// true game=subtraction&heaps=9,4,5,4&set=1,2,3
}

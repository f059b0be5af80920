package session

import (
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/subtraction"
)

// subtractionRules are The subtraction game's session rules. This file has no build tag: it
// has the log's words for a move and a position (Describe, Words), which a sum needs too. A
// subtraction game can be a component of a sum, and the sum's module (web/family) describes
// the component's moves with them without serving the game. subtraction.go, with the
// family's build tag, has the other methods.
type subtractionRules struct{ heapsListed }

func (subtractionRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(subtraction.Position), to.(subtraction.Position)
	if err := sameHeaps(len(a.Heaps), len(b.Heaps), a.Play != b.Play); err != nil {
		return msg.Text{}, err
	}
	if !slices.Equal(a.Set, b.Set) {
		return msg.Text{}, msg.Errorf("a move does not change the amounts a move may take")
	}
	i, err := oneHeap(a.Heaps, b.Heaps)
	if err != nil {
		return msg.Text{}, err
	}
	h, t := a.Heaps[i], b.Heaps[i]
	if _, ok := slices.BinarySearch(a.Set, h-t); !ok {
		return msg.Text{}, msg.Errorf("taking %d from heap %d is not a move: a move takes %s", h-t, i+1, orList(a.Set))
	}
	return took(i, h, t), nil
}

func (subtractionRules) Words(p game.Position) msg.Text {
	pos := p.(subtraction.Position)
	if pos.Play == game.Misere {
		return msg.New("heaps %s; take %s; misère play", listWords(pos.Heaps), orList(pos.Set))
	}
	return msg.New("heaps %s; take %s", listWords(pos.Heaps), orList(pos.Set))
}

// orList writes amounts as "1, 2 or 3": a msg.Text, for the "or".
func orList(xs []uint64) any {
	if len(xs) < 2 {
		return listWords(xs)
	}
	return msg.New("%s or %d", listWords(xs[:len(xs)-1]), xs[len(xs)-1])
}

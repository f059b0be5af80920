package session

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
)

// staircaseRules are Staircase Nim's session rules. This file has no build tag: it has the
// log's words for a move and a position (Describe, Words), which a sum needs too. A
// staircase can be a component of a sum, and the sum's module (web/family) describes the
// component's moves with them without serving the game. staircase.go, with the family's
// build tag, has the other methods.
type staircaseRules struct{}

// Describe finds the one step that lost coins and checks they all went to the step below
// (or off the stairs from step 1).
func (staircaseRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(staircase.Position), to.(staircase.Position)
	bad := fmt.Errorf("staircase: %s is not one move from %s", b, a)
	if len(a.Steps) != len(b.Steps) || a.Play != b.Play {
		return msg.Text{}, bad
	}
	k := 0 // the step the coins left, from 1
	for i := range a.Steps {
		if b.Steps[i] < a.Steps[i] {
			if k != 0 {
				return msg.Text{}, bad
			}
			k = i + 1
		}
	}
	if k == 0 {
		return msg.Text{}, fmt.Errorf("staircase: a move must move at least one coin down")
	}
	m := staircase.Move{From: k, Coins: a.Steps[k-1] - b.Steps[k-1]}
	if next, err := a.Apply(m); err != nil || next.String() != b.String() {
		return msg.Text{}, bad
	}
	return msg.New("moved %s", stairMove(m)), nil
}

// stairMove words a staircase move after a verb: "2 coins from step 3 down to step 2",
// "1 coin off step 1".
func stairMove(m staircase.Move) msg.Text {
	if m.From == 1 {
		return msg.New("%s off step 1", coinCount(m.Coins))
	}
	return msg.New("%s from step %d down to step %d", coinCount(m.Coins), m.From, m.From-1)
}

func coinCount(n uint64) msg.Text {
	if n == 1 {
		return msg.New("1 coin")
	}
	return msg.New("%d coins", n)
}

func (staircaseRules) Words(p game.Position) msg.Text {
	pos := p.(staircase.Position)
	if pos.Play == game.Misere {
		return msg.New("steps %s, misère play", listWords(pos.Steps))
	}
	return msg.New("steps %s", listWords(pos.Steps))
}

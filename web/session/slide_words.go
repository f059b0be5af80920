package session

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/slide"
)

// slideRules are Coin sliding's session rules. This file has no build tag: it has the log's
// words for a move and a position (Describe, Words), which a sum needs too. A strip of coins
// to slide can be a component of a sum, and the sum's module (web/family) describes the
// component's moves with them without serving the game. slide.go, with the family's build
// tag, has the other methods.
type slideRules struct{}

// Describe finds the one coin that moved and says the slide, then the staircase move it is.
func (slideRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(slide.Position), to.(slide.Position)
	bad := fmt.Errorf("slide: %s is not one move from %s", b, a)
	if len(a.Coins) != len(b.Coins) || a.Play != b.Play {
		return msg.Text{}, bad
	}
	moved := -1
	for i := range a.Coins {
		if a.Coins[i] != b.Coins[i] {
			if moved >= 0 {
				return msg.Text{}, bad
			}
			moved = i
		}
	}
	if moved < 0 {
		return msg.Text{}, fmt.Errorf("slide: a move must slide a coin")
	}
	m := slide.Move{Coin: moved, To: b.Coins[moved]}
	sm, err := a.StaircaseMove(m)
	if err != nil {
		return msg.Text{}, bad
	}
	return msg.New("slid the coin on cell %d to cell %d (on the staircase, %s)", a.Coins[moved], m.To, stairMove(sm)), nil
}

func (slideRules) Words(p game.Position) msg.Text {
	pos := p.(slide.Position)
	if pos.Play == game.Misere {
		return msg.New("coins on cells %s, misère play", listWords(pos.Coins))
	}
	return msg.New("coins on cells %s", listWords(pos.Coins))
}

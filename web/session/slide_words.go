package session

import (
	"slices"

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
	switch {
	case len(a.Coins) != len(b.Coins):
		return msg.Text{}, msg.Errorf("there are %d coins, not %d: a move slides one coin along the strip", len(a.Coins), len(b.Coins))
	case a.Play != b.Play:
		return msg.Text{}, msg.Errorf("a move does not change normal or misère play")
	}
	cell, dest, err := slid(a.Coins, b.Coins)
	if err != nil {
		return msg.Text{}, err
	}
	m := slide.Move{Coin: slices.Index(a.Coins, cell), To: dest}
	sm, err := a.StaircaseMove(m)
	if err != nil {
		return msg.Text{}, err // slid has checked what the engine checks
	}
	return msg.New("slid the coin on cell %d to cell %d (on the staircase, %s)", cell, dest, stairMove(sm)), nil
}

// slid finds the one coin that a move from cells a to cells b (as many, both increasing)
// slides, by its cell before and after, or says in plain words why b is no slide: no coin
// or two coins would move, or one would move right or pass another. (Two coins on one cell
// are refused when the position is read.)
func slid(a, b []uint64) (cell, dest uint64, err error) {
	var gone, came []uint64
	for i := range a {
		if _, ok := slices.BinarySearch(b, a[i]); !ok {
			gone = append(gone, a[i])
		}
		if _, ok := slices.BinarySearch(a, b[i]); !ok {
			came = append(came, b[i])
		}
	}
	switch {
	case len(gone) == 0:
		return 0, 0, msg.Errorf("a move must slide one coin")
	case len(gone) > 1:
		return 0, 0, msg.Errorf("the coins on cells %d and %d would both move: a move slides one coin only", gone[0], gone[1])
	}
	cell, dest = gone[0], came[0]
	if dest > cell {
		return 0, 0, msg.Errorf("the coin on cell %d would move right, to cell %d: coins slide only left", cell, dest)
	}
	for _, c := range slices.Backward(a) { // the nearest coin left of it first
		if dest < c && c < cell {
			return 0, 0, msg.Errorf("the coin on cell %d would pass the coin on cell %d: a coin slides left without passing another", cell, c)
		}
	}
	return cell, dest, nil
}

func (slideRules) Words(p game.Position) msg.Text {
	pos := p.(slide.Position)
	if pos.Play == game.Misere {
		return msg.New("coins on cells %s, misère play", listWords(pos.Coins))
	}
	return msg.New("coins on cells %s", listWords(pos.Coins))
}

package session

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/turning"
)

// turningRules are Coin turning's session rules. This file has no build tag: it has the
// log's words for a move and a position (Describe, Words), which a sum needs too. A row of
// coins to turn can be a component of a sum, and the sum's module (web/family) describes the
// component's moves with them without serving the game. turning.go, with the family's build
// tag, has the other methods.
type turningRules struct{}

// turned returns the coins that differ between two rows of the same length, increasing.
func turned(a, b string) []int {
	var c []int
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			c = append(c, i+1)
		}
	}
	return c
}

func (turningRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(turning.Position), to.(turning.Position)
	switch {
	case len(a.Coins) != len(b.Coins):
		return msg.Text{}, msg.Errorf("there are %d coins, not %d: a move turns coins over in their places", len(a.Coins), len(b.Coins))
	case a.Rule != b.Rule:
		return msg.Text{}, msg.Errorf("a move does not change the rule")
	case a.Play != b.Play:
		return msg.Text{}, msg.Errorf("a move does not change normal or misère play")
	}
	c := turned(a.Coins, b.Coins)
	if err := TurnRefused(a, c); err != nil {
		return msg.Text{}, err
	}
	if next, err := a.Apply(turning.Move{Coins: c}); err != nil || next.Coins != b.Coins {
		return msg.Text{}, msg.Errorf("a move must turn over at least one coin")
	}
	return msg.New("turned %s", turnWords(a.Coins, c)), nil
}

// TurnRefusal says why turning over coins is not a move of a, in the words the log says it
// with (TurnRefused), for a board: the coin-turning scene and a row of coins in a sum. Coins
// out of the row, or not increasing, are no choice a board offers; they are said so in
// words that fit both boards (they said "component", a word of sums, in the coin scene
// too).
func TurnRefusal(a turning.Position, coins []int) msg.Text {
	for i, c := range coins {
		if c < 1 || c > len(a.Coins) || i > 0 && c <= coins[i-1] {
			return msg.New("Those coins are not in this row, or not in order from left to right.")
		}
	}
	return msg.New("The coins stay as they are, because %s.", TurnRefused(a, coins))
}

// TurnRefused says in plain words why turning over coins c (increasing, each from 1 to the
// number of coins) is not a move of a, or nil when it is: the sum scene says it of a row of
// coins in a sum, as the log says it of a refused move.
func TurnRefused(a turning.Position, c []int) error {
	if len(c) == 0 {
		return msg.Errorf("a move must turn over at least one coin")
	}
	j := c[len(c)-1]
	switch {
	case a.Coins[j-1] != 'H':
		return msg.Errorf("coin %d would go from tails to heads: the rightmost coin a move turns over goes from heads to tails", j)
	case a.Rule == turning.Turtles && len(c) > 2:
		return msg.Errorf("a move of Turning Turtles turns over one or two coins, not %d", len(c))
	case a.Rule == turning.Mock && len(c) > 3:
		return msg.Errorf("a move of Mock Turtles turns over one to three coins, not %d", len(c))
	case a.Rule == turning.Ruler && j-c[0] != len(c)-1:
		list := make(msg.List, len(c))
		for i, x := range c {
			list[i] = x
		}
		return msg.Errorf("coins %s are not a run of consecutive coins: a move of Ruler turns over a run ending at its rightmost coin", list)
	}
	return nil
}

// turnWords names the coins of a move, the rightmost first: "coin 7 (H→T) and coin 3 (T→H)";
// a run of more than three as "coins 3 to 8 (coin 8 H→T)".
func turnWords(coins string, c []int) any {
	if len(c) > 3 {
		return msg.New("coins %d to %d (coin %d H→T)", c[0], c[len(c)-1], c[len(c)-1])
	}
	parts := make([]msg.Text, len(c))
	for k := range c {
		x := c[len(c)-1-k]
		to := msg.New("H→T")
		if coins[x-1] == 'T' {
			to = msg.New("T→H")
		}
		parts[k] = msg.New("coin %d (%s)", x, to)
	}
	return andList(parts)
}

// ruleName is a game's name as the lecture gives it.
func ruleName(r turning.Rule) msg.Text {
	switch r {
	case turning.Turtles:
		return msg.New("Turning Turtles")
	case turning.Mock:
		return msg.New("Mock Turtles")
	}
	return msg.New("Ruler")
}

func (turningRules) Words(p game.Position) msg.Text {
	pos := p.(turning.Position)
	if pos.Play == game.Misere {
		return msg.New("coins %s, %s, misère play", pos.Coins, ruleName(pos.Rule))
	}
	return msg.New("coins %s, %s", pos.Coins, ruleName(pos.Rule))
}

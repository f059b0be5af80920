package session

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
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
	if len(a.Steps) != len(b.Steps) {
		return msg.Text{}, msg.Errorf("there are %d steps, not %d: a step that is emptied keeps its place", len(a.Steps), len(b.Steps))
	}
	if a.Play != b.Play {
		return msg.Text{}, msg.Errorf("a move does not change normal or misère play")
	}
	k := 0 // the step the coins left, from 1
	for i := range a.Steps {
		if b.Steps[i] < a.Steps[i] {
			if k != 0 {
				return msg.Text{}, msg.Errorf("steps %d and %d would both lose coins: a move takes coins from one step only", k, i+1)
			}
			k = i + 1
		}
	}
	if k == 0 {
		for i := range a.Steps {
			if b.Steps[i] > a.Steps[i] {
				return msg.Text{}, msg.Errorf("step %d would grow from %d to %d: a move takes coins from a step and moves them down", i+1, a.Steps[i], b.Steps[i])
			}
		}
		return msg.Text{}, msg.Errorf("a move must move at least one coin down")
	}
	m := staircase.Move{From: k, Coins: a.Steps[k-1] - b.Steps[k-1]}
	for i := range a.Steps {
		want := a.Steps[i]
		if i == k-2 {
			want += m.Coins // the step below gets the coins
		}
		if i == k-1 || b.Steps[i] == want {
			continue
		}
		if k == 1 {
			return msg.Text{}, msg.Errorf("step %d would go from %d to %d, but coins taken from step 1 leave the stairs", i+1, a.Steps[i], b.Steps[i])
		}
		if i == k-2 {
			return msg.Text{}, msg.Errorf("step %d would hold %d, not %d: every coin taken from step %d goes down to it", k-1, b.Steps[i], want, k)
		}
		return msg.Text{}, msg.Errorf("step %d would change from %d to %d: a move changes only step %d, which loses coins, and step %d below it", i+1, a.Steps[i], b.Steps[i], k, k-1)
	}
	if next, err := a.Apply(m); err != nil || next.String() != b.String() {
		return msg.Text{}, msg.Errorf("step %d would hold more than %d coins (2^53−1)", k-1, uint64(notation.MaxWhole))
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

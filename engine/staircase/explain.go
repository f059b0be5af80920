package staircase

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]msg.Text{
	game.Normal: msg.New("Staircase Nim is Nim on the odd steps: the player to move loses exactly when the coins on " +
		"steps 1, 3, 5… have nim-sum 0. Coins on even steps do not count: coins moved down from an even step " +
		"can be moved down again at once, which undoes the move as far as the odd steps are concerned."),
	game.Misere: msg.New("Misère Staircase Nim is misère Nim on the odd steps: coins on even steps do not change who wins, and the " +
		"player to move loses exactly when some odd step holds 2 or more coins and the odd steps have nim-sum 0, " +
		"or every odd step holds at most 1 coin and an odd number of them hold one."),
}

// maxShown is the most numbers a sentence lists.
const maxShown = 8

// Reduction names the Nim position the staircase reduces to: "Nim on the odd
// steps 1, 3: heaps 3, 5".
func (p Position) Reduction() string { return p.ReductionText().String() }

// ReductionText is Reduction as a msg.Text.
func (p Position) ReductionText() msg.Text {
	odd := p.OddSteps()
	names := make([]uint64, len(odd))
	for i, s := range odd {
		names[i] = uint64(s)
	}
	if len(odd) == 1 {
		return msg.New("Nim on the odd step %s: %s", list(names), heapsList(p.Heaps()))
	}
	return msg.New("Nim on the odd steps %s: %s", list(names), heapsList(p.Heaps()))
}

func heapsList(heaps []uint64) msg.Text {
	if len(heaps) == 1 {
		return msg.New("one heap of %d", heaps[0])
	}
	return msg.New("heaps %s", list(heaps))
}

// list writes numbers separated by commas, the middle of a long list cut to
// "…" with the count after it.
// List writes numbers as "3, 0, 5", or, past maxShown of them, "3, 0, 5, …, 9 (12 in all)".
func List(xs []uint64) any { return list(xs) }

func list(xs []uint64) any {
	var b strings.Builder
	for i, x := range xs {
		if len(xs) > maxShown && i == maxShown-2 {
			return msg.New("%s, …, %d (%d in all)", b.String(), xs[len(xs)-1], len(xs))
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatUint(x, 10))
	}
	return b.String()
}

// Explain applies the rule to p in one plain sentence, naming a winning move
// (the one ComputerMove plays) when there is one.
func (p Position) Explain() string { return p.ExplainText().String() }

// ExplainText is Explain as a msg.Text.
func (p Position) ExplainText() msg.Text {
	c := p.count()
	if slicesAllZero(p.Steps) {
		if p.Play == game.Misere {
			return msg.New("no coins are left: the player to move cannot move, and in misère play that wins")
		}
		return msg.New("no coins are left: the player to move cannot move, and loses")
	}
	if p.Play == game.Normal {
		return p.explainNormal(c)
	}
	switch c.big {
	case 0:
		if c.ones%2 == 1 {
			return msg.New("every odd step holds at most 1 coin and an odd number of them (%d) hold one: "+
				"a lost misère Nim position, so the player to move loses against perfect play (misère play)", c.ones)
		}
		m := p.WinningMoves()[0]
		// Not "the opponent moves the last coin off": the even steps may hold many coins yet.
		return msg.New("every odd step holds at most 1 coin and an even number of them (%d) hold one: "+
			"%s, leaving an odd number of odd steps with one coin, a lost misère Nim position for the opponent "+
			"whatever the even steps hold (misère play)", c.ones, p.describe(m))
	case 1:
		m := p.WinningMoves()[0] // the one big odd heap can always be cut to 0 or 1
		return msg.New("only one odd step holds more than 1 coin, so this is where misère play differs from normal play: "+
			"%s, leaving an odd number of odd steps with one coin (%d)", p.describe(m), p.afterMove(m).count().ones)
	}
	return msg.New("two or more odd steps hold more than 1 coin, so misère play follows normal play: %s", p.explainNormal(c))
}

func (p Position) explainNormal(c counts) msg.Text {
	if c.sum == 0 {
		return msg.New("%s, nim-sum 0: a move from an odd step leaves a nonzero nim-sum, and coins brought down "+
			"from an even step can be moved on at once, so the player to move loses against perfect play", p.oddHold())
	}
	m := p.WinningMoves()[0]
	q := p.afterMove(m)
	return msg.New("%s, nim-sum %d ≠ 0: %s, leaving %s", p.oddHold(), c.sum, p.describe(m), q.oddHoldShort())
}

// oddHold describes the odd heaps: "the odd steps 1, 3 hold 3, 5 coins".
func (p Position) oddHold() msg.Text {
	odd := p.OddSteps()
	if len(odd) == 1 {
		return msg.New("step 1 (the only odd step) holds %s", coins(p.Steps[0]))
	}
	names := make([]uint64, len(odd))
	for i, s := range odd {
		names[i] = uint64(s)
	}
	return msg.New("the odd steps %s hold %s coins", list(names), list(p.Heaps()))
}

// oddHoldShort describes the odd heaps after a winning move: "odd steps 3, 3
// with nim-sum 0".
func (p Position) oddHoldShort() msg.Text {
	if slicesAllZero(p.Heaps()) {
		return msg.New("no coins on the odd steps, nim-sum 0")
	}
	return msg.New("odd steps of %s coins with nim-sum 0", list(p.Heaps()))
}

// describe says what m does: "move 2 coins from step 3 down to step 2",
// "take 1 coin off step 1".
func (p Position) describe(m Move) msg.Text {
	if m.From == 1 {
		return msg.New("take %s off step 1", coins(m.Coins))
	}
	return msg.New("move %s from step %d down to step %d", coins(m.Coins), m.From, m.From-1)
}

// afterMove plays m, a move WinningMoves returned, without Apply's checks: a
// sentence must not fail on a Position built by hand beyond the notation's
// limits.
func (p Position) afterMove(m Move) Position {
	steps := make([]uint64, len(p.Steps))
	for i := range steps {
		steps[i] = p.after(m, i)
	}
	return Position{steps, p.Play}
}

func coins(n uint64) msg.Text {
	if n == 1 {
		return msg.New("1 coin")
	}
	return msg.New("%d coins", n)
}

func slicesAllZero(xs []uint64) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

package slide

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]msg.Text{
	game.Normal: msg.New("Sliding coins is Staircase Nim: the free cells between each coin and the next coin (or the strip's end) to its left, " +
		"read from the right, are the steps (the rightmost coin's gap is step 1), and sliding a coin moves that many cells from its step down to the next. " +
		"So the player to move loses exactly when the gaps on the odd steps have nim-sum 0."),
	game.Misere: msg.New("Sliding coins is Staircase Nim (the gaps read from the right are the steps), and misère Staircase Nim " +
		"is misère Nim on the odd steps: the player to move loses exactly when some odd step's gap is 2 or more and " +
		"their nim-sum is 0, or every odd step's gap is at most 1 and an odd number of them are 1."),
}

// maxShown is the most numbers a sentence lists.
const maxShown = 8

// Reduction names the staircase the position is and the Nim it reduces to:
// "the gaps 1, 2, 3 read from the right are a staircase whose steps 1, 2, 3 hold
// 3, 2, 1 coins; Nim on the odd steps 1, 3: heaps 3, 1". It says which step holds
// how many coins: "the staircase steps 3, 2, 1" was read as the steps' numbers.
func (p Position) Reduction() string { return p.ReductionText().String() }

// ReductionText is Reduction as a msg.Text.
func (p Position) ReductionText() msg.Text {
	st := p.Staircase()
	if len(st.Steps) == 1 {
		return msg.New("the one coin's gap is a staircase of one step that holds %s, one for each free cell; %s", coins(st.Steps[0]), st.ReductionText())
	}
	return msg.New("the gaps %s read from the right are a staircase whose steps %s hold %s coins, one for each free cell; %s",
		list(p.Gaps()), stepNames(len(st.Steps)), list(st.Steps), st.ReductionText())
}

// staircaseHolds says which step of the staircase holds how many coins, for Explain.
func staircaseHolds(st staircase.Position) msg.Text {
	if len(st.Steps) == 1 {
		return msg.New("the one coin's gap is a staircase of one step that holds %s, one for each free cell", coins(st.Steps[0]))
	}
	return msg.New("the gaps read from the right are a staircase whose steps %s hold %s coins, one for each free cell", stepNames(len(st.Steps)), list(st.Steps))
}

// stepNames names steps 1 to n: "1, 2, 3", or past maxShown of them "1 to 12", which
// a list of as many coins cut in the middle follows.
func stepNames(n int) any {
	if n > maxShown {
		return msg.New("1 to %d", n)
	}
	names := make([]uint64, n)
	for i := range names {
		names[i] = uint64(i + 1)
	}
	return list(names)
}

// coins is "1 coin" or "n coins".
func coins(n uint64) msg.Text {
	if n == 1 {
		return msg.New("1 coin")
	}
	return msg.New("%d coins", n)
}

// Explain applies the rule to p in one plain sentence, naming the winning
// move ComputerMove plays when there is one.
func (p Position) Explain() string { return p.ExplainText().String() }

// ExplainText is Explain as a msg.Text.
func (p Position) ExplainText() msg.Text {
	st := p.Staircase()
	m, ok := p.ComputerMove()
	if !ok {
		if p.Play == game.Misere {
			return msg.New("the coins fill cells 1 to %d: no coin can move, and in misère play the player who cannot move wins", len(p.Coins))
		}
		return msg.New("the coins fill cells 1 to %d: no coin can move, so the player to move loses", len(p.Coins))
	}
	if p.Outcome() == game.N {
		return msg.New("%s, where %s; on the strip, slide the coin on cell %d to cell %d",
			staircaseHolds(st), st.ExplainText(), p.Coins[m.Coin], m.To)
	}
	return msg.New("%s, where %s", staircaseHolds(st), st.ExplainText())
}

// list writes numbers separated by commas, the middle of a long list cut to
// "…" with the count after it.
func list(xs []uint64) any { return staircase.List(xs) }

package slide

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]string{
	game.Normal: "Sliding coins is Staircase Nim: the free cells left of each coin, read from the right, are the steps " +
		"(the last coin's gap is step 1), and sliding a coin moves that many cells from its step down to the next. " +
		"So the player to move loses exactly when the gaps on the odd steps have nim-sum 0.",
	game.Misere: "Sliding coins is Staircase Nim (the gaps read from the right are the steps), and misère Staircase Nim " +
		"is misère Nim on the odd steps: the player to move loses exactly when some odd step's gap is 2 or more and " +
		"their nim-sum is 0, or every odd step's gap is at most 1 and an odd number of them are 1.",
}

// maxShown is the most numbers a sentence lists.
const maxShown = 8

// Reduction names the staircase the position is and the Nim it reduces to:
// "the gaps 1, 2, 3 read from the right are the staircase steps 3, 2, 1:
// Nim on the odd steps 1, 3: heaps 3, 1".
func (p Position) Reduction() string {
	st := p.Staircase()
	return fmt.Sprintf("the gaps %s read from the right are the staircase steps %s; %s", list(p.Gaps()), list(st.Steps), st.Reduction())
}

// Explain applies the rule to p in one plain sentence, naming the winning
// move ComputerMove plays when there is one.
func (p Position) Explain() string {
	st := p.Staircase()
	m, ok := p.ComputerMove()
	if !ok {
		end := "so the player to move loses"
		if p.Play == game.Misere {
			end = "and in misère play the player who cannot move wins"
		}
		return fmt.Sprintf("the coins fill cells 1 to %d: no coin can move, %s", len(p.Coins), end)
	}
	s := fmt.Sprintf("the gaps read from the right are the staircase steps %s, where %s", list(st.Steps), st.Explain())
	if p.Outcome() == game.N {
		s += fmt.Sprintf("; on the strip, slide the coin on cell %d to cell %d", p.Coins[m.Coin], m.To)
	}
	return s
}

// list writes numbers separated by commas, the middle of a long list cut to
// "…" with the count after it.
func list(xs []uint64) string {
	var b strings.Builder
	for i, x := range xs {
		if len(xs) > maxShown && i == maxShown-2 {
			fmt.Fprintf(&b, ", …, %d (%d in all)", xs[len(xs)-1], len(xs))
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatUint(x, 10))
	}
	return b.String()
}

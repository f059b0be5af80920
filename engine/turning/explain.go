package turning

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
)

// values names what a single head is worth under each rule.
var values = [...]string{
	Turtles: "a head at position n is worth n",
	Mock:    "a head at position n is worth the n-th odious number (1, 2, 4, 7, 8, 11, 13, 14, …: an odd number of 1 bits)",
	Ruler:   "a head at position n is worth the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, …)",
}

// rule is Analysis.Rule: the theorem the analysis applies.
func (p Position) rule() string {
	s := "Coin turning: a row is a sum of games, one per head, so its Grundy value is the nim-sum of its heads' values; " +
		values[p.Rule] + ". The player to move loses exactly when the nim-sum is 0."
	if p.Play != game.Misere {
		return s
	}
	switch p.Rule {
	case Mock:
		return s[:strings.LastIndex(s, " The player")] + " Misère Mock Turtles: the player to move loses exactly when the nim-sum is 1."
	case Turtles:
		return s[:strings.LastIndex(s, " The player")] + " Misère: call a row tame when each pair of coins 2m, 2m+1 has two heads or none " +
			"(coin 1 may be either); a tame row plays like misère Nim with heaps of 1. The player to move loses exactly when " +
			"the row is tame with nim-sum 1, or not tame with nim-sum 0."
	}
	return s[:strings.LastIndex(s, " The player")] + " Misère: call a row tame when every head is at an odd position (each worth 1); " +
		"a tame row plays like misère Nim with heaps of 1. The player to move loses exactly when the row is tame with " +
		"nim-sum 1, or not tame with nim-sum 0."
}

// maxShown is the most heads Explain writes out.
const maxShown = 8

// Explain applies the rule to p in one plain sentence, naming the move
// ComputerMove plays when it wins.
func (p Position) Explain() string {
	s := p.stats()
	heads := p.Heads()
	if len(heads) == 0 {
		if p.Play == game.Misere {
			return "no heads are left: the player to move cannot move, and in misère play that wins"
		}
		return "no heads are left: the player to move cannot move, and loses"
	}
	var b strings.Builder
	if len(heads) > maxShown {
		fmt.Fprintf(&b, "the %d heads sum to %d", len(heads), s.g)
	} else {
		b.WriteString("the heads are worth ")
		for i, j := range heads {
			if i > 0 {
				b.WriteString("⊕")
			}
			b.WriteString(strconv.FormatUint(p.Value(j), 10))
		}
		fmt.Fprintf(&b, " = %d", s.g)
	}
	sum := b.String()
	if p.Play == game.Misere {
		switch {
		case p.Rule == Mock:
			sum += " (misère Mock Turtles: the row to leave has value 1)"
		case s.odd == 0:
			sum += " and the row is tame (misère: like Nim with heaps of 1, the row to leave is tame with value 1)"
		default:
			sum += " and the row is not tame (misère: the row to leave is tame with value 1, or not tame with value 0)"
		}
	}
	if p.isP(s) {
		return sum + ": every move leaves a row the opponent wins, so the player to move loses against perfect play"
	}
	m, _ := p.ComputerMove()
	next, _ := p.Apply(m)
	return fmt.Sprintf("%s: %s, leaving value %d", sum, describe(p.Coins, m), next.RowValue())
}

// describe writes a move: "turn coin 7 (H→T) and coin 3 (T→H)".
func describe(coins string, m Move) string {
	var b strings.Builder
	c := m.Coins
	if len(c) > 3 {
		return fmt.Sprintf("turn coins %d to %d", c[0], c[len(c)-1])
	}
	b.WriteString("turn ")
	for k := len(c) - 1; k >= 0; k-- {
		x := c[k]
		if k < len(c)-1 {
			if k == 0 {
				b.WriteString(" and ")
			} else {
				b.WriteString(", ")
			}
		}
		to := "H→T"
		if coins[x-1] == 'T' {
			to = "T→H"
		}
		fmt.Fprintf(&b, "coin %d (%s)", x, to)
	}
	return b.String()
}

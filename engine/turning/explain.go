package turning

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// values names what a single head is worth under each rule.
var values = [...]msg.Text{
	Turtles: msg.New("a head at position n is worth n"),
	Mock:    msg.New("a head at position n is worth the n-th odious number (1, 2, 4, 7, 8, 11, 13, 14, …: an odd number of 1 bits)"),
	Ruler:   msg.New("a head at position n is worth the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, …)"),
}

// rule is Analysis.Rule: the theorem the analysis applies.
func (p Position) rule() msg.Text {
	if p.Play != game.Misere {
		return msg.New("Coin turning: a row is a sum of games, one per head, so its Grundy value is the nim-sum of its heads' values; "+
			"%s. The player to move loses exactly when the nim-sum is 0.", values[p.Rule])
	}
	var misere msg.Text
	switch p.Rule {
	case Mock:
		misere = msg.New("Misère Mock Turtles: the player to move loses exactly when the nim-sum is 1.")
	case Turtles:
		misere = msg.New("Misère: call a row tame when each pair of coins 2m, 2m+1 has two heads or none " +
			"(coin 1 may be either); a full pair is worth 2m ⊕ (2m+1) = 1 and coin 1 is worth 1, so a tame row plays like misère Nim " +
			"with heaps of 1. The player to move loses exactly when " +
			"the row is tame with nim-sum 1, or not tame with nim-sum 0.")
	default:
		misere = msg.New("Misère: call a row tame when every head is at an odd position (each worth 1); " +
			"a tame row plays like misère Nim with heaps of 1. The player to move loses exactly when the row is tame with " +
			"nim-sum 1, or not tame with nim-sum 0.")
	}
	return msg.New("Coin turning: a row is a sum of games, one per head, so its Grundy value is the nim-sum of its heads' values; "+
		"%s. %s", values[p.Rule], misere)
}

// maxShown is the most heads Explain writes out.
const maxShown = 8

// Explain applies the rule to p in one plain sentence, naming the move
// ComputerMove plays when it wins.
func (p Position) Explain() string { return p.explain().String() }

func (p Position) explain() msg.Text {
	s := p.stats()
	heads := p.Heads()
	if len(heads) == 0 {
		if p.Play == game.Misere {
			return msg.New("no heads are left: the player to move cannot move, and in misère play that wins")
		}
		return msg.New("no heads are left: the player to move cannot move, and loses")
	}
	var sum msg.Text
	switch {
	case len(heads) == 1:
		// Not "the heads are worth 3 = 3": one term is no sum.
		sum = msg.New("the only head, at position %d, is worth %d", heads[0], s.g)
	case len(heads) > maxShown:
		sum = msg.New("the %d heads sum to %d", len(heads), s.g)
	default:
		var b strings.Builder
		for i, j := range heads {
			if i > 0 {
				b.WriteString("⊕")
			}
			b.WriteString(strconv.FormatUint(p.Value(j), 10))
		}
		sum = msg.New("the heads are worth %s = %d", b.String(), s.g)
	}
	if p.Play == game.Misere {
		switch {
		case p.Rule == Mock:
			sum = msg.New("%s (misère Mock Turtles: the row to leave has value 1)", sum)
		case s.odd == 0 && p.Rule == Turtles:
			sum = msg.New("%s and the row is tame (each pair of heads 2m, 2m+1 is worth 2m ⊕ (2m+1) = 1, and coin 1 is worth 1, "+
				"so misère: like Nim with heaps of 1, the row to leave is tame with value 1)", sum)
		case s.odd == 0:
			sum = msg.New("%s and the row is tame (every head is at an odd position, worth 1, "+
				"so misère: like Nim with heaps of 1, the row to leave is tame with value 1)", sum)
		default:
			sum = msg.New("%s and the row is not tame (misère: the row to leave is tame with value 1, or not tame with value 0)", sum)
		}
	}
	if p.isP(s) {
		return msg.New("%s: every move leaves a row the opponent wins, so the player to move loses against perfect play", sum)
	}
	m, _ := p.ComputerMove()
	next, _ := p.Apply(m)
	return msg.New("%s: %s, leaving value %d", sum, describe(p.Coins, m), next.RowValue())
}

// describe writes a move: "turn coin 7 (H→T) and coin 3 (T→H)".
func describe(coins string, m Move) msg.Text {
	c := m.Coins
	if len(c) > 3 {
		return msg.New("turn coins %d to %d", c[0], c[len(c)-1])
	}
	parts := make([]msg.Text, 0, len(c))
	for k := len(c) - 1; k >= 0; k-- {
		x := c[k]
		to := msg.New("H→T")
		if coins[x-1] == 'T' {
			to = msg.New("T→H")
		}
		parts = append(parts, msg.New("coin %d (%s)", x, to))
	}
	switch len(parts) {
	case 1:
		return msg.New("turn %s", parts[0])
	case 2:
		return msg.New("turn %s", msg.New("%s and %s", parts[0], parts[1]))
	}
	return msg.New("turn %s", msg.New("%s and %s", msg.List{parts[0], parts[1]}, parts[2]))
}

//go:build !family || family_coins

package session

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/turning"
)

// MaxCoins is the longest row the canvas draws; nimscope analyze takes rows of up to
// turning.MaxCoins.
const MaxCoins = 40

func init() { register(turning.Name, turningRules{}) }

func (turningRules) Check(p game.Position) error {
	if n := len(p.(turning.Position).Coins); n > MaxCoins {
		return msg.Errorf("coins: the explorer draws at most %d coins, not %d (nimscope analyze takes up to %d)", MaxCoins, n, turning.MaxCoins)
	}
	return nil
}

func (turningRules) Terminal(p game.Position) bool {
	return !strings.Contains(p.(turning.Position).Coins, "H")
}

func (turningRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(turning.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (turningRules) Fill(p game.Position, v *View) {
	pos := p.(turning.Position)
	v.Misere = true
	v.Fields = []Field{
		{Key: "coins", Label: v.T("Coins"), Kind: FieldText, Value: pos.Coins, Caps: true,
			Help: v.T("H for heads, T for tails, coin 1 first; at most %d coins.", MaxCoins)},
		{Key: "rule", Label: v.T("Rule"), Kind: FieldChoice, Value: pos.Rule.String(), Choices: []string{"turtles", "mock", "ruler"},
			Help: v.T("turtles: one or two coins; mock: one to three; ruler: a run of consecutive coins. The rightmost coin turned goes from heads to tails.")},
	}
	heads := pos.Heads()
	labels := make([]string, len(heads))
	values := make([]uint64, len(heads))
	for i, j := range heads {
		labels[i] = v.T("coin %d", j)
		values[i] = pos.Value(j)
	}
	v.Table = XORTable(v.Lang, v.T("Heads as Nim heaps"), v.T("value"), labels, values)
	v.Table.Caption = v.T("Each head's value, the Nim heap it stands for, in binary, one column per bit; the last row is their nim-sum, the row's value. " +
		"Columns with an odd number of ones are marked.")
	v.Sections = turningSections(v, pos)
	if v.WantsHints() {
		var moves []turning.Move
		count := 0
		starts := map[int]bool{}
		for m := range pos.WinningMoves() {
			count++
			starts[m.Coins[len(m.Coins)-1]] = true
			if len(moves) < MaxHints {
				moves = append(moves, m)
			}
		}
		v.Hints = v.NewHints(count, func(i int) string { return v.T("turn %s", turnWords(pos.Coins, moves[i].Coins)) })
		if count > 0 {
			v.Hints.Note = hintNote(v, count, starts)
		}
	}
	v.About = turningAbout(v, pos.Rule)
}

// Moves lists the moves by their rightmost coin, as the engine orders them.
func (turningRules) Moves(p game.Position, v *View, limit int) ([]MoveChoice, bool) {
	pos := p.(turning.Position)
	return listMoves(pos.Moves(), pos.Apply, func(m turning.Move, _ turning.Position) string {
		return v.T("turn %s", turnWords(pos.Coins, m.Coins))
	}, limit)
}

// hintNote counts the winning moves and says where the picture shows them.
func hintNote(v *View, count int, starts map[int]bool) string {
	coins := make([]int, 0, len(starts))
	for j := range starts {
		coins = append(coins, j)
	}
	slices.Sort(coins)
	parts := make([]string, len(coins))
	for i, j := range coins {
		parts[i] = strconv.Itoa(j)
	}
	if len(parts) > 8 {
		parts = append(parts[:8], "…")
	}
	var s string
	switch {
	case count == 1:
		s = v.T("1 winning move, whose rightmost coin is %s: the picture rings that head in green and draws the move in green over the coins it turns", parts[0])
	case len(coins) == 1:
		s = v.T("%d winning moves, all with rightmost coin %s: the picture rings that head in green and draws the moves as green arcs", count, parts[0])
	default:
		s = v.T("%d winning moves, whose rightmost coins are %s: the picture rings those heads in green and draws the moves as green arcs", count, andList(parts))
	}
	if count > 8 {
		s += " " + v.T("(those of the head you choose or point at, or else of the rightmost)")
	}
	return s
}

// turningSections say how the row reduces to Nim: each head a heap of its value.
func turningSections(v *View, pos turning.Position) []Section {
	heads := pos.Heads()
	if len(heads) == 0 {
		return []Section{{Title: v.T("Heads as Nim heaps"), Paragraphs: []string{v.T("No heads are left, so the row is worth 0: no move can be made.")}}}
	}
	var b strings.Builder
	for i, j := range heads {
		if i > 0 {
			b.WriteString(" ⊕ ")
		}
		fmt.Fprint(&b, pos.Value(j))
	}
	first := v.T("A row is a sum of games, one per head, so it plays like Nim with a heap for each head: %s. "+
		"The row's value is their nim-sum: %s = %d.", headValues(pos, heads), b.String(), pos.RowValue())
	if pos.Play == game.Misere {
		// Not "plays like Nim": in misère play the values do not say who wins.
		first = v.T("A row is a sum of games, one per head, and each head is worth a Nim heap: %s. "+
			"The row's value is their nim-sum: %s = %d.", headValues(pos, heads), b.String(), pos.RowValue())
	}
	p := []string{
		first,
		v.T("Why: a row with several heads is the sum of the rows with one head each. Turning a coin over adds that coin’s game when it was tails " +
			"and takes it away when it was heads, just as x ⊕ x = 0; so a move is a move in one head’s game, and the values under the heads add as Nim heaps do."),
	}
	if pos.Play == game.Misere {
		p = append(p, turningMisere(v, pos))
	}
	return []Section{{Title: v.T("Heads as Nim heaps"), Paragraphs: p}}
}

// turningMisere says what decides this row in misère play, where the values alone do not.
func turningMisere(v *View, pos turning.Position) string {
	switch {
	case pos.Rule == turning.Mock:
		return v.T("In misère play the values alone do not decide who wins. In misère Mock Turtles the player to move loses exactly when the value is 1: " +
			"a row of value 1 can only move to other values, and every other row with a head can move to value 1.")
	case pos.Tame() && pos.Rule == turning.Turtles:
		return v.T("In misère play the values alone do not decide who wins. This row is tame: each pair of coins 2m, 2m+1 holds two heads or none, " +
			"and a full pair is worth 2m ⊕ (2m+1) = 1, as is a head on coin 1. So it plays like misère Nim with heaps of 1: " +
			"the player to move loses exactly when the value is 1.")
	case pos.Tame():
		return v.T("In misère play the values alone do not decide who wins. This row is tame: every head is at an odd position, worth 1. " +
			"So it plays like misère Nim with heaps of 1: the player to move loses exactly when the value is 1.")
	case pos.Rule == turning.Turtles:
		return v.T("In misère play the values alone do not decide who wins. This row is not tame: a pair of coins 2m, 2m+1 holds one head. " +
			"Then, as in misère Nim with a heap of 2 or more, the player to move loses exactly when the value is 0.")
	}
	return v.T("In misère play the values alone do not decide who wins. This row is not tame: a head is at an even position. " +
		"Then, as in misère Nim with a heap of 2 or more, the player to move loses exactly when the value is 0.")
}

// headValues writes "coin 1 is worth 1, coin 4 is worth 4, …", shortened for long rows.
func headValues(pos turning.Position, heads []int) msg.List {
	parts := make(msg.List, 0, len(heads))
	for i, j := range heads {
		if i == 6 && len(heads) > 8 {
			parts = append(parts, msg.New("… (%d heads in all)", len(heads)))
			break
		}
		parts = append(parts, msg.New("coin %d is worth %d", j, pos.Value(j)))
	}
	return parts
}

// turningAbout is "How … works" for each rule, with the gesture.
func turningAbout(v *View, r turning.Rule) *Section {
	var rule, value, gesture string
	switch r {
	case turning.Turtles:
		rule = v.T("Turning Turtles: a row of coins, heads or tails. A move turns over one or two coins; the rightmost coin turned must go from heads to tails, and the other, anywhere left of it, turns either way.")
		value = v.T("A single head at position n is worth n: turning it alone takes its heap to 0, and turning it with a coin at m < n moves the heap of n to m (when coin m was a head, the two heaps of m cancel, as m ⊕ m = 0). So the row is Nim with a heap for each head, its position.")
		gesture = v.T("On the canvas: press a head, the rightmost coin of your move; it is ringed in red. Tap one coin left of it if you want to turn that too (tap it again to take it back), then press the head again, or Turn over, to make the move. A double tap on a head turns it alone; a drag from a head to a coin on its left turns both at once. Press off the coins, or Cancel, to start again.")
	case turning.Mock:
		rule = v.T("Mock Turtles: a row of coins, heads or tails. A move turns over one, two or three coins; the rightmost coin turned must go from heads to tails, and the others, left of it, turn either way.")
		value = v.T("A single head at position n is worth the n-th odious number, a number with an odd count of 1 bits: 1, 2, 4, 7, 8, 11, 13, 14, … (coin 1 is worth 1). The row is Nim with a heap of that size for each head, and its value is their nim-sum.") +
			" " + v.T("For example coin 4 alone: turning it alone leaves 0; with one more coin it leaves 1, 2 or 4; with two more, 1 ⊕ 2 = 3, 1 ⊕ 4 = 5 or 2 ⊕ 4 = 6. "+
			"Its value is the least number missing, 7.")
		gesture = v.T("On the canvas: press a head, the rightmost coin of your move; it is ringed in red. Tap up to two coins left of it to turn them too (a third tap replaces the first; a tap on a chosen coin takes it back), then press the head again, or Turn over, to make the move. A double tap on a head turns it alone; a drag from a head to a coin on its left adds that coin and moves at once. Press off the coins, or Cancel, to start again.")
	default:
		rule = v.T("Ruler: a row of coins, heads or tails. A move turns over a run of consecutive coins, any length; its rightmost coin must go from heads to tails.")
		value = v.T("A single head at position n is worth the largest power of 2 dividing n: 1, 2, 1, 4, 1, 2, 1, 8, … (the marks of a ruler). The row is Nim with a heap of that size for each head, and its value is their nim-sum.") +
			" " + v.T("For example coin 4 alone: the runs ending at it leave nothing, 0; coin 3, worth 1; coins 2 and 3, 2 ⊕ 1 = 3; or coins 1 to 3, 1 ⊕ 2 ⊕ 1 = 2. "+
			"Its value is the least number missing, 4.")
		gesture = v.T("On the canvas: press a head, the right end of your run, and drag left: the run grows to the coin under your finger, and letting go there turns it over. Or tap the head, tap the coin where the run should start, and press the head again (or Turn over). A double tap on a head turns it alone. Press off the coins, or Cancel, to start again.")
	}
	return &Section{
		Title: v.T("How %s works", ruleName(r)),
		Paragraphs: []string{
			rule + " " + v.T("Whoever cannot move (no heads are left) loses; in misère play, wins."),
			value + " " + v.T("The digits under each head are its value, and ⊕ under the row is their nim-sum: the player to move loses exactly when it is 0."),
			gesture + " " + v.T("With the hint on, the heads that start a winning move are ringed in green, and winning moves are drawn as green arcs over the coins they turn."),
			v.T("In misère play the values alone do not decide: a tame row (for turtles, every pair of coins 2m, 2m+1 holds two heads or none, and a full pair is worth 2m ⊕ (2m+1) = 1; for ruler, every head is at an odd position, worth 1) plays like misère Nim with heaps of 1. The player to move loses exactly when the row is tame with value 1, or not tame with value 0; in misère Mock Turtles, exactly when the value is 1."),
		},
	}
}

// Left says a reply left heads whose values, the Nim heaps they stand for, have nim-sum 0;
// in misère play the values alone do not decide, so it names nothing.
func (turningRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(turning.Position)
	heads := pos.Heads()
	if len(heads) == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Misere {
		return msg.Text{}, true
	}
	values := make(msg.List, len(heads))
	for i, j := range heads {
		values[i] = pos.Value(j)
	}
	return msg.New("heads of values %s, whose nim-sum is 0", values), true
}

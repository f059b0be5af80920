//go:build !family || family_coins

package session

import (
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/slide"
)

// MaxSlideCells is the longest strip the canvas draws; nimscope analyze takes longer ones.
const MaxSlideCells = 48

func init() { register(slide.Name, slideRules{}) }

func (slideRules) Check(p game.Position) error {
	coins := p.(slide.Position).Coins
	if last := coins[len(coins)-1]; last > MaxSlideCells {
		return msg.Errorf("coins: the explorer draws a strip of at most %d cells, and a coin is on cell %d (nimscope analyze takes longer strips)", MaxSlideCells, last)
	}
	return nil
}

// Terminal: no coin can move once the coins fill cells 1, 2, 3… without a gap.
func (slideRules) Terminal(p game.Position) bool {
	coins := p.(slide.Position).Coins
	return coins[len(coins)-1] == uint64(len(coins))
}

func (slideRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(slide.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (slideRules) Fill(p game.Position, v *View) {
	pos := p.(slide.Position)
	v.Misere = true
	last := pos.Coins[len(pos.Coins)-1]
	v.Fields = []Field{{
		Key: "coins", Label: v.T("Cells of the coins"), Kind: FieldList, Item: v.T("Coin"), Nth: v.T("Coin {n}"), Add: v.T("Add a coin"), RemoveLast: v.T("remove the last coin"), Value: ListValue(pos.Coins),
		Min: 1, Max: MaxSlideCells, MinItems: 1, MaxItems: MaxSlideCells, Next: strconv.FormatUint(last+1, 10),
		Help: v.T("Cells are numbered from 1 at the left; list them left to right, one coin to a cell."),
	}}
	st := pos.Staircase()
	odd := st.OddSteps()
	labels := make([]string, len(odd))
	for i, k := range odd {
		labels[i] = v.T("step %d (left of cell %d)", k, pos.Coins[len(pos.Coins)-k])
	}
	v.Table = XORTable(v.Lang, v.T("Nim on the odd steps"), v.T("gap"), labels, st.Heaps())
	if v.WantsHints() {
		moves := pos.WinningMoves()
		v.Hints = v.NewHints(len(moves), func(i int) string {
			m := moves[i]
			sm, _ := pos.StaircaseMove(m)
			return v.T("slide the coin on cell %d to cell %d (%s)", pos.Coins[m.Coin], m.To, stairMove(sm))
		})
		if len(moves) == 0 && stairForced(st) { // a slide is a move of the staircase of its gaps, and back
			hintForced(v, v.Hints)
		}
	}
	v.Sections = []Section{slideSteps(v, pos)}
	v.About = slideAbout(v)
}

// slideSteps is this position's gaps, read as staircase steps.
func slideSteps(v *View, p slide.Position) Section {
	gaps := p.Gaps()
	n := len(p.Coins)
	reduce := v.T("Sliding a coin left by d cells shrinks its gap by d and grows the gap right of it by d: " +
		"d coins go down one step. The rightmost coin's gap is step 1, whose coins go off the stairs. " +
		"So sliding coins is Staircase Nim, and Staircase Nim is Nim on the odd steps.")
	if p.Play == game.Misere {
		reduce = v.T("Sliding a coin left by d cells shrinks its gap by d and grows the gap right of it by d: " +
			"d coins go down one step. The rightmost coin's gap is step 1, whose coins go off the stairs. " +
			"So sliding coins is Staircase Nim, and misère Staircase Nim is misère Nim on the odd steps.")
	}
	var steps any // the steps' clauses, joined as the language joins clauses with a semicolon
	for i := range n {
		c := n - 1 - i // step i+1 is the gap of coin c, counting from the right
		step := msg.New("step %d is the gap of %d left of cell %d", i+1, gaps[c], p.Coins[c])
		if i == 0 {
			steps = step
		} else {
			steps = msg.New("%s; %s", steps, step)
		}
	}
	return Section{
		Title: v.T("The gaps are a staircase"),
		Paragraphs: []string{
			v.T("Read from the right: %s.", steps),
			reduce,
		},
	}
}

func slideAbout(v *View) *Section {
	return &Section{
		Title: v.T("How sliding coins works"),
		Paragraphs: []string{
			v.T("Coins lie on the cells of a strip, at most one to a cell. A move slides one coin left to a free cell, " +
				"never past another coin and never off the strip. Whoever cannot move loses (in misère play, wins)."),
			v.T("Count the free cells between each coin and the next coin (or the strip's end) to its left: these gaps, read from the right, are the steps of a staircase, " +
				"the rightmost coin's gap being step 1. A slide by d cells moves d coins down one step, so the game is Staircase Nim, " +
				"and the player to move loses exactly when the gaps on the odd steps have nim-sum 0 (in misère play, when they are a lost misère Nim position)."),
			v.T("On the canvas, drag a coin left to a free cell, or tap a free cell and the first coin right of it slides there. " +
				"“Show the reduction” walks the lecture's picture: coins, gaps, staircase, Nim heaps."),
		},
	}
}

// Left says a reply left the gaps on the odd steps with nim-sum 0, or in misère play with
// each of them at most 1, an odd number of them 1.
func (slideRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(slide.Position)
	st := pos.Staircase()
	if slices.Max(st.Steps) == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Misere && slices.Max(st.Heaps()) <= 1 {
		return msg.New("an odd number of odd steps whose gap is 1"), true
	}
	return msg.New("the gaps on the odd steps with nim-sum 0"), true
}

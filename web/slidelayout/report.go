package slidelayout

import (
	"fmt"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// Reduce is the scene command that walks the reduction: play, pause, step, back, stop.
const Reduce = "reduce"

// Help says what the gestures on the strip do.
const Help = "Drag a coin left to a free cell; it cannot pass another coin. " +
	"Or tap a free cell: the first coin right of it slides there."

// Report is the slide scene's report: at rest, the gestures (or why the last one did
// nothing, reason) and a button that shows the reduction; while the reduction is shown,
// its caption and the buttons that walk it. With hide (values=hidden) the caption keeps the
// nim-sum and the outcome to itself, so that students work them out first.
func Report(p slide.Position, pl Player, reason string, hide bool) stairlayout.Report {
	if !pl.Active() {
		r := stairlayout.Report{Title: "Sliding coins", Text: Help}
		if reason != "" {
			r.Text = reason
		}
		r.Controls = []stairlayout.Control{
			{Command: Reduce, Arg: "play", Label: "Show the reduction", Key: "p"},
			{Command: Reduce, Arg: "step", Label: "Step through it", Key: "s"},
		}
		return r
	}
	_, to, _ := pl.At()
	r := stairlayout.Report{Title: fmt.Sprintf("From coins to Nim: %d of 4, the %s", to+1, to)}
	r.Text = Caption(p, to, hide)
	if to == Last && !hide {
		r.Paragraphs = []string{capital(p.Explain()) + "."}
	}
	playing := pl.Playing
	r.Controls = []stairlayout.Control{
		{Command: Reduce, Arg: "play", Label: "Play", Pressed: &playing, Key: "p"},
		{Command: Reduce, Arg: "back", Label: "Back", Disabled: to == Coins, Key: "b"},
		{Command: Reduce, Arg: "step", Label: "Step", Disabled: to == Last, Key: "s"},
		{Command: Reduce, Arg: "stop", Label: "Back to the strip", Key: "x"},
	}
	if to == Last && !pl.Moving() {
		r.Controls = append(r.Controls,
			stairlayout.Control{Command: stairlayout.Open, Arg: "staircase", Label: "Play it as Staircase Nim", Key: "o"},
			stairlayout.Control{Command: stairlayout.Open, Arg: "nim", Label: "Play the odd steps as Nim", Key: "n"})
	}
	return r
}

// Caption says what stage s of the reduction shows, for position p; with hide, not the
// nim-sum.
func Caption(p slide.Position, s Stage, hide bool) string {
	st := p.Staircase()
	switch s {
	case Coins:
		return fmt.Sprintf("Coins on cells %s. A move slides one coin left to a free cell, without passing another coin.",
			stairlayout.List(p.Coins))
	case Gaps:
		return fmt.Sprintf("Count the free cells left of each coin: the gaps are %s (the first coin's gap runs down to cell 1). "+
			"Sliding a coin left by d cells shrinks its own gap by d and grows the gap right of it by d; "+
			"the last coin's cells just leave the game.", stairlayout.List(p.Gaps()))
	case Steps:
		return fmt.Sprintf("Read from the right, the gaps are the steps of a staircase: the last coin's gap is step 1, the gap before it step 2, "+
			"and so on, so steps 1, 2, 3… hold %s. A slide of d cells is the staircase move of d coins down one step; "+
			"from step 1 they go off the stairs.", stairlayout.List(st.Steps))
	}
	odd := st.OddSteps()
	names := make([]uint64, len(odd))
	for i, k := range odd {
		names[i] = uint64(k)
	}
	nim := "Nim"
	if p.Play == game.Misere {
		nim = "misère Nim"
	}
	sum := ", nim-sum " + nimSum(st)
	if hide {
		sum = ""
	}
	return fmt.Sprintf("Staircase Nim is %s on the odd steps %s: heaps %s%s. "+
		"The even steps do not count: when your opponent moves coins down from an even step, you move the same coins "+
		"on down at once, to the next even step or off the stairs, and the odd steps are as they were.",
		nim, stairlayout.List(names), stairlayout.List(st.Heaps()), sum)
}

// nimSum writes the odd heaps' nim-sum worked out: "3 ⊕ 1 = 2".
func nimSum(st staircase.Position) string {
	h := st.Heaps()
	if len(h) == 1 || len(h) > 6 {
		return fmt.Sprint(st.NimSum())
	}
	parts := make([]string, len(h))
	for i, x := range h {
		parts[i] = fmt.Sprint(x)
	}
	return fmt.Sprintf("%s = %d", strings.Join(parts, " ⊕ "), st.NimSum())
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

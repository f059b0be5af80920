package slidelayout

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// Reduce is the scene command that walks the reduction: play, pause, step, back, stop.
const Reduce = "reduce"

// Help says what the gestures on the strip do.
const Help = "Drag a coin left to a free cell; it cannot pass another coin. " +
	"Or tap a free cell: the first coin right of it slides there."

// help is Help as a msg.Text.
var help = msg.New(Help)

// Report is the slide scene's report: at rest, the gestures (or why the last one did
// nothing, reason) and a button that shows the reduction; while the reduction is shown,
// its caption and the buttons that walk it. With hide (values=hidden) the caption keeps the
// nim-sum and the outcome to itself, so that students work them out first.
func Report(p slide.Position, pl Player, reason msg.Text, hide bool, l i18n.Lang) stairlayout.Report {
	if !pl.Shown { // at rest, or on the way back to the strip after stop
		r := stairlayout.Report{Title: i18n.T(l, "Sliding coins"), Text: i18n.Text(l, help)}
		if !reason.IsZero() {
			r.Text = i18n.Text(l, reason)
		}
		r.Controls = []stairlayout.Control{
			{Command: Reduce, Arg: "play", Label: i18n.T(l, "Show the reduction"), Key: "p"},
			{Command: Reduce, Arg: "step", Label: i18n.T(l, "Step through it"), Key: "s"},
		}
		return r
	}
	_, to, _ := pl.At()
	r := stairlayout.Report{Title: i18n.T(l, "From coins to Nim: %d of 4, the %s", to+1, stageName(to))}
	r.Text = i18n.Text(l, Caption(p, to, hide))
	switch {
	case to == Steps:
		// The stairs carry two rows of numbers, as Staircase Nim's do: say which is which.
		r.Paragraphs = []string{i18n.T(l, "The numbers under the stairs name the steps, those above the coins count them.")}
	case to == Last && !hide:
		r.Paragraphs = []string{sentence(i18n.T(l, "%s.", p.ExplainText()))}
	}
	playing := pl.Playing
	r.Controls = []stairlayout.Control{
		{Command: Reduce, Arg: "play", Label: i18n.T(l, "Play"), Pressed: &playing, Key: "p"},
		{Command: Reduce, Arg: "back", Label: i18n.T(l, "Back"), Disabled: to == Coins, Key: "b"},
		{Command: Reduce, Arg: "step", Label: i18n.T(l, "button\x04Step"), Disabled: to == Last, Key: "s"},
		{Command: Reduce, Arg: "stop", Label: i18n.T(l, "Back to the strip"), Key: "x"},
	}
	if to == Last && !pl.Moving() {
		r.Controls = append(r.Controls,
			stairlayout.Control{Command: stairlayout.Open, Arg: "staircase", Label: i18n.T(l, "Play it as Staircase Nim"), Key: "o"},
			stairlayout.Control{Command: stairlayout.Open, Arg: "nim", Label: i18n.T(l, "Play the odd steps as Nim"), Key: "n"})
	}
	return r
}

// stageName names a stage of the reduction in the report's title.
func stageName(s Stage) msg.Text {
	switch s {
	case Gaps:
		return msg.New("gaps")
	case Steps:
		return msg.New("steps")
	case Last:
		return msg.New("heaps")
	}
	return msg.New("coins")
}

// Caption says what stage s of the reduction shows, for position p; with hide, not the
// nim-sum.
func Caption(p slide.Position, s Stage, hide bool) msg.Text {
	st := p.Staircase()
	switch s {
	case Coins:
		return msg.New("Coins on cells %s. A move slides one coin left to a free cell, without passing another coin.",
			stairlayout.List(p.Coins))
	case Gaps:
		return msg.New("Count the free cells left of each coin: the gaps are %s (the first coin's gap runs down to cell 1). "+
			"Sliding a coin left by d cells shrinks its own gap by d and grows the gap right of it by d; "+
			"sliding the last coin, which has no gap right of it, only shrinks its own.", stairlayout.List(p.Gaps()))
	case Steps:
		return msg.New("Read from the right, the gaps are the steps of a staircase: the last coin's gap is step 1, the gap before it step 2, "+
			"and so on, so steps 1, 2, 3… hold %s. A slide of d cells is the staircase move of d coins down one step; "+
			"from step 1 they go off the stairs.", stairlayout.List(st.Steps))
	}
	odd := st.OddSteps()
	names := make([]uint64, len(odd))
	for i, k := range odd {
		names[i] = uint64(k)
	}
	nim := msg.New("Nim")
	if p.Play == game.Misere {
		nim = msg.New("misère Nim")
	}
	var sum any = ""
	if !hide {
		sum = msg.New(", nim-sum %s", nimSum(st))
	}
	return msg.New("Staircase Nim is %s on the odd steps %s: heaps %s%s. "+
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

// sentence starts s with a capital letter: the analysis's explanation is a clause, written
// to follow a colon, and here it stands as a paragraph of its own.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

package stairlayout

import (
	"fmt"
	"strings"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/jsonenc"
)

// Report is what a scene tells the page (a nimscope:scene event; docs/internals.md): what
// the gestures do or why the last one did nothing, a caption, buttons.
type Report struct {
	Title      string    `json:"title"`
	Text       string    `json:"text,omitempty"`
	Paragraphs []string  `json:"paragraphs,omitempty"`
	Controls   []Control `json:"controls,omitempty"`
}

// Control is a button of the report: the page calls nimscope.command(Command, Arg).
type Control struct {
	Command  string `json:"command"`
	Arg      string `json:"arg,omitempty"`
	Label    string `json:"label"`
	Pressed  *bool  `json:"pressed,omitempty"` // a toggle's state; nil for a plain button
	Disabled bool   `json:"disabled,omitempty"`
	Key      string `json:"key,omitempty"` // a letter the page binds to the button
}

// JSON is the report as the page gets it.
func (r Report) JSON() []byte {
	b, err := jsonenc.Marshal(r)
	if err != nil {
		panic("stairlayout: report: " + err.Error()) // strings and bools: cannot fail
	}
	return b
}

// Open is the scene command that opens the game a position reduces to (an Editor's edit):
// open with "nim" or "staircase".
const Open = "open"

// Help says what the gestures on the stairs do.
const Help = "Drag coins down one step: press a coin and it moves with every coin above it. " +
	"A tap moves them down one step too. From step 1 they go off the stairs, out of the game."

// help is Help as a msg.Text.
var help = msg.New(Help)

// StaircaseReport is the staircase scene's report: reason is why the last gesture did
// nothing ("" when it did something).
func StaircaseReport(p staircase.Position, reason msg.Text, l i18n.Lang) Report {
	r := Report{Title: i18n.T(l, "On the stairs"), Text: i18n.Text(l, help)}
	if !reason.IsZero() {
		r.Text = i18n.Text(l, reason)
	}
	odd := p.OddSteps()
	names := make([]uint64, len(odd))
	for i, k := range odd {
		names[i] = uint64(k)
	}
	lead := i18n.T(l, "The tinted odd steps %s hold the Nim heaps %s; the even steps do not change who wins.", List(names), List(p.Heaps()))
	switch {
	case len(p.Steps) == 1:
		lead = i18n.T(l, "The tinted step 1 holds the one Nim heap, %d; the staircase is plain Nim.", p.Steps[0])
	case len(odd) == 1: // two steps: the second, even, has moves but no say in the outcome
		lead = i18n.T(l, "The tinted step 1 holds the one Nim heap, %d; step 2, an even step, does not change who wins.", p.Steps[0])
	}
	r.Paragraphs = []string{lead + " " + i18n.T(l, "The numbers under the stairs name the steps, those above the coins count them.")}
	r.Controls = []Control{{Command: Open, Arg: "nim", Label: i18n.T(l, "Play the odd steps as Nim"), Key: "n"}}
	return r
}

// Coins writes a count of coins: "1 coin", "3 coins".
func Coins(n uint64) string {
	if n == 1 {
		return "1 coin"
	}
	return fmt.Sprintf("%d coins", n)
}

// maxListed is the most numbers List writes before it cuts the middle.
const maxListed = 10

// List writes numbers separated by commas, the middle of a long list cut to "…".
func List(xs []uint64) string {
	var b strings.Builder
	for i, x := range xs {
		if len(xs) > maxListed && i == maxListed-2 {
			fmt.Fprintf(&b, ", …, %d", xs[len(xs)-1])
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

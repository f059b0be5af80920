package heapplay

import (
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/session"
)

// Report is what the heap scene tells the page (a nimscope:scene event; docs/internals.md):
// what the gestures do or why the last one did nothing, the takes of the heap last pressed
// as buttons, the pending move of Moore's Nim-k with its table.
type Report struct {
	Title      string         `json:"title"`
	Text       string         `json:"text,omitempty"`
	Paragraphs []string       `json:"paragraphs,omitempty"`
	Table      *session.Table `json:"table,omitempty"`
	Controls   []Control      `json:"controls,omitempty"`
}

// Control is a button of the report: the page calls nimscope.command(Command, Arg). The
// report leaves Arg empty for now: wasm/bridge_js.go's run passes a string argument to a
// scene with arg.Call("toString"), which panics on a primitive, so the take buttons name
// their amount in the command ("take2") instead.
type Control struct {
	Command  string `json:"command"`
	Arg      string `json:"arg,omitempty"`
	Label    string `json:"label"`
	Disabled bool   `json:"disabled,omitempty"`
}

// MaxTakeButtons is the most take buttons a report lists; a set of many amounts still has
// its stones and chips.
const MaxTakeButtons = 12

// Report says what the page shows for g. canMove is whether the user may move now.
func (s *Play) Report(g Game, canMove bool, l i18n.Lang) Report {
	r := Report{Title: i18n.T(l, "Your move"), Text: i18n.Text(l, g.Help())}
	if !s.Reason.IsZero() {
		r.Text = i18n.Text(l, s.Reason)
	}
	heaps := g.Heaps()
	if g.Limit() > 1 {
		none := len(s.Pending) == 0
		words := s.pendingWords(heaps)
		if _, ok := g.(Tabler); ok && !none {
			words = msg.New("%s The table below is the position it leads to.", words)
		}
		r.Paragraphs = []string{i18n.Text(l, words)}
		r.Controls = []Control{
			{Command: "move", Label: i18n.T(l, "Make the move"), Disabled: none || !canMove},
			{Command: "cancel", Label: i18n.T(l, "Cancel"), Disabled: none},
		}
		if t, ok := g.(Tabler); ok && !none {
			after := make([]uint64, len(heaps))
			for i, h := range heaps {
				after[i] = s.Pending.To(i, h)
			}
			r.Table = t.TableIn(l, after)
			r.Table.Title = i18n.T(l, "After the chosen move")
		}
		return r
	}
	a := g.Amounts()
	if a == nil || s.Chosen < 0 || s.Chosen >= len(heaps) {
		return r
	}
	h := heaps[s.Chosen]
	var takes []uint64
	for _, x := range a {
		if x <= h && g.Allowed(s.Chosen, h-x) {
			takes = append(takes, x)
		}
	}
	if len(takes) == 0 {
		r.Paragraphs = []string{i18n.T(l, "Heap %d has %s: no amount of the set fits.", s.Chosen+1, stones(h))}
		return r
	}
	r.Paragraphs = []string{i18n.T(l, "Heap %d has %s: take %s.", s.Chosen+1, stones(h), Or(takes))}
	for k, x := range a[:min(len(a), MaxTakeButtons)] {
		if !slices.Contains(takes, x) {
			continue
		}
		r.Controls = append(r.Controls, Control{Command: "take" + strconv.Itoa(k+1), Label: i18n.T(l, "Take %d", x), Disabled: !canMove})
	}
	return r
}

// JSON is the report as the page gets it.
func (r Report) JSON() []byte {
	b, err := jsonenc.Marshal(r)
	if err != nil {
		panic("heapplay: report: " + err.Error()) // plain strings and numbers: cannot fail
	}
	return b
}

// pendingWords says which heaps the pending move changes.
func (s *Play) pendingWords(heaps []uint64) msg.Text {
	if len(s.Pending) == 0 {
		return msg.New("Nothing chosen yet.")
	}
	parts := make([]msg.Text, len(s.Pending))
	for i, c := range s.Pending {
		parts[i] = msg.New("heap %d from %d to %d", c.Heap+1, heaps[c.Heap], c.To)
	}
	return msg.New("Chosen: %s.", list(parts, "and"))
}

// Or writes amounts as the lecture says them: "1", "1 or 2", "1, 2 or 3".
func Or(xs []uint64) any {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.FormatUint(x, 10)
	}
	return list(parts, "or")
}

func list[T any](parts []T, conj string) any {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	rest := make(msg.List, len(parts)-1)
	for i, p := range parts[:len(parts)-1] {
		rest[i] = p
	}
	if conj == "or" {
		return msg.New("%s or %s", rest, parts[len(parts)-1])
	}
	return msg.New("%s and %s", rest, parts[len(parts)-1])
}

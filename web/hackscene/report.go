package hackscene

import (
	"bytes"
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/web/hackanim"
	"github.com/nimscope/nimscope/web/hackedit"
	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/session"
)

// control is a button of the scene's block in the panel (docs/internals.md, nimscope:scene).
type control struct {
	Command  string `json:"command"`
	Arg      string `json:"arg,omitempty"`
	Label    string `json:"label"`
	Pressed  *bool  `json:"pressed,omitempty"`
	Disabled bool   `json:"disabled,omitempty"`
	Key      string `json:"key,omitempty"`   // the panel's keyboard shortcut
	Group    bool   `json:"group,omitempty"` // starts a group: the panel begins a new row with it
}

type slider struct {
	Command string `json:"command"`
	Label   string `json:"label"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Step    int    `json:"step"`
	Value   int    `json:"value"`
}

// detail is what the scene reports. Beside the panel's members it says where the scene is,
// for tests and embedding pages: the mode, the explanation's step and, at its end, the
// length of the stalk it ended with.
type detail struct {
	Title      string         `json:"title"`
	Text       string         `json:"text,omitempty"`
	Paragraphs []string       `json:"paragraphs,omitempty"`
	Table      *session.Table `json:"table,omitempty"`
	Controls   []control      `json:"controls"`
	Range      *slider        `json:"range,omitempty"`

	Mode  string  `json:"mode"` // play, explain or edit
	Step  int     `json:"step"` // the step captioned, from 1; 0 at the start
	Steps int     `json:"steps"`
	Done  bool    `json:"done"`            // the explanation is at its end
	Final *uint64 `json:"final,omitempty"` // at its end: the last stalk's length, 0 for none
	Tool  string  `json:"tool,omitempty"`
	// The editor can take back (make again) a change the session does not hold, an edge drawn
	// in the air: the panel's Undo (Redo) is on even when the session has nothing to undo.
	Undo bool `json:"undo,omitempty"`
	Redo bool `json:"redo,omitempty"`
	// The editor's latest change is its own: the session's redo would throw it away, so the
	// panel's Redo is off whatever the view model's canRedo says.
	NoRedo bool `json:"noRedo,omitempty"`
}

// reportKey is everything the report depends on, compared every tick without allocating.
type reportKey struct {
	mode                  mode
	pos                   string
	key, steps            int
	moving, playing, done bool
	speed                 int
	tool                  hackedit.Tool
	draft                 string
	note                  string
	edits                 int
	undo, redo            bool
	lang                  i18n.Lang
	hidden                bool // values=hidden: Explain waits
}

type reporter struct {
	key   reportKey
	built bool
	last  []byte
	edits int // grows with each change of the editor's draft
}

func (s *Scene) reportKey() reportKey {
	k := reportKey{mode: s.mode, pos: s.posText, speed: s.speed, note: s.note, edits: s.report.edits, lang: s.frame.Lang,
		hidden: s.frame.Display.HideValues}
	switch s.mode {
	case explaining:
		k.key, k.steps, k.moving, k.playing, k.done = s.tl.Key, s.tl.Steps, s.tl.Moving, s.tl.Playing, s.tl.Done()
	case editing:
		k.tool, k.draft = s.editor.Tool, s.sent
		k.undo, k.redo = s.hist.CanUndo(), s.hist.CanRedo()
	}
	return k
}

// Report returns the scene's block for the panel when it changed (web.Reporter).
func (s *Scene) Report() ([]byte, bool) {
	if !s.painted {
		// The page enables a report's buttons only once the first frame is up: report after it.
		return nil, false
	}
	k := s.reportKey()
	if s.report.built && k == s.report.key {
		return nil, false
	}
	s.report.key, s.report.built = k, true
	b, err := jsonenc.Marshal(s.detail())
	if err != nil || bytes.Equal(b, s.report.last) {
		return nil, false
	}
	s.report.last = b
	return b, true
}

func pressed(b bool) *bool { return &b }

func misereNote(l i18n.Lang) string {
	return i18n.T(l, "The reduction is the theory of normal play; in misère play it does not decide the game.")
}

func (s *Scene) detail() detail {
	l := s.frame.Lang
	switch s.mode {
	case explaining:
		return s.explainDetail(l)
	case editing:
		return s.editDetail(l)
	}
	d := detail{Title: i18n.T(l, "Explain"), Mode: "play"}
	empty := s.pos.NumEdges() == 0
	hidden := s.frame.Display.HideValues
	switch {
	case empty:
		d.Text = i18n.T(l, "Nothing is left to explain: every edge has been chopped.")
	case hidden:
		d.Text = i18n.T(l, "The reduction ends on the graph's value, so it waits while the values are hidden: reveal them (V) to watch it.")
	default:
		d.Text = i18n.T(l, "Watch the graph reduce to Nim heaps: each cycle fuses into loops, loops become stalks, "+
			"and the branches at each vertex collapse into one stalk whose length is their nim-sum.")
		if s.pos.Play() == game.Misere {
			d.Paragraphs = []string{misereNote(l)}
		}
	}
	d.Controls = []control{
		{Command: "explain", Arg: "toggle", Label: i18n.T(l, "Play"), Pressed: pressed(false), Disabled: empty || hidden, Key: "p"},
		{Command: "edit", Arg: "toggle", Label: i18n.T(l, "Edit"), Pressed: pressed(false), Key: "d"},
	}
	return d
}

func (s *Scene) explainDetail(l i18n.Lang) detail {
	steps := s.replay.Steps()
	tl := s.tl
	d := detail{Title: i18n.T(l, "Explain"), Mode: "explain", Steps: len(steps), Done: tl.Done()}
	k := tl.Caption()
	d.Step = k + 1
	if k < 0 {
		d.Text = i18n.T(l, "The graph as drawn, with %d edges. Step through its reduction to Nim heaps, or play it.", s.pos.NumEdges())
		d.Paragraphs = []string{i18n.T(l, "Steps: %d.", len(steps))}
	} else {
		d.Text = i18n.Text(l, steps[k].Words)
		d.Paragraphs = []string{i18n.T(l, "Step %d of %d.", k+1, len(steps))}
		for _, j := range s.replay.Joins(k) {
			d.Paragraphs = append(d.Paragraphs, i18n.Text(l, j))
		}
		if sum := s.replay.Sum(k); !sum.IsZero() {
			d.Paragraphs = append(d.Paragraphs, i18n.Text(l, sum))
		}
		if c := steps[k].Collapse; c != nil && len(c.Branches) <= session.MaxTableRows {
			// Beyond, the step's sum says the nim-sum of all of them in one line.
			labels := make([]string, len(c.Branches))
			lengths := make([]uint64, len(c.Branches))
			for i, b := range c.Branches {
				labels[i] = i18n.T(l, "branch %d", i+1)
				lengths[i] = b.Length
			}
			title := i18n.T(l, "Branches at vertex %d", c.At)
			if c.At == 0 {
				title = i18n.T(l, "Heaps at the ground")
			}
			d.Table = session.XORTable(l, title, i18n.T(l, "length"), labels, lengths)
		}
	}
	if s.pos.Play() == game.Misere {
		d.Paragraphs = append(d.Paragraphs, misereNote(l))
	}
	if d.Done {
		f := s.replay.Final()
		d.Final = &f
	}
	d.Controls = []control{
		{Command: "explain", Arg: "toggle", Label: i18n.T(l, "Play"), Pressed: pressed(tl.Playing), Key: "p"},
		{Command: "explain", Arg: "back", Label: i18n.T(l, "Step back"), Disabled: tl.Key == 0 && !tl.Moving, Key: "b"},
		{Command: "explain", Arg: "step", Label: i18n.T(l, "button\x04Step"), Disabled: tl.Done(), Key: "s"},
		{Command: "explain", Arg: "stop", Label: i18n.T(l, "Stop"), Key: "x"},
	}
	if d.Done && s.pos.Play() == game.Normal && len(s.pos.GroundStalks()) > 0 {
		d.Controls = append(d.Controls, control{Command: "open", Arg: "nim", Label: i18n.T(l, "Play these heaps as Nim"), Key: "n"})
	}
	d.Range = &slider{Command: "speed", Label: i18n.T(l, "Speed"), Min: hackanim.MinSpeed, Max: hackanim.MaxSpeed, Step: 1, Value: s.speed}
	return d
}

// toolHelp says what a tool of the editor does.
func toolHelp(l i18n.Lang, t hackedit.Tool) string {
	switch t {
	case hackedit.Move:
		return i18n.T(l, "Drag a vertex to move it; drop it on the ground and it becomes part of the ground. "+
			"Drag the foot of an edge (the dot where it meets the ground) along the ground.")
	case hackedit.Delete:
		return i18n.T(l, "Click or tap an edge or a vertex to delete it, with its edges.")
	}
	return i18n.T(l, "Click or tap empty space to add a vertex. Drag from a vertex or from the ground to another vertex, "+
		"to the ground or to empty space to draw an edge; drag out and back to the same vertex for a loop.")
}

// toolLabel is a tool's button label.
func toolLabel(l i18n.Lang, t hackedit.Tool) string {
	switch t {
	case hackedit.Move:
		return i18n.T(l, "Move")
	case hackedit.Delete:
		return i18n.T(l, "Delete")
	}
	return i18n.T(l, "Draw")
}

func (s *Scene) editDetail(l i18n.Lang) detail {
	ed := s.editor
	d := detail{Title: i18n.T(l, "Edit the drawing"), Mode: "edit", Tool: ed.Tool.String(), Text: toolHelp(l, ed.Tool),
		Undo: s.hist.CanUndo(), Redo: s.hist.CanRedo(), NoRedo: s.hist.Changes()}
	loose := 0
	for _, l := range ed.Draft.Loose() {
		if l {
			loose++
		}
	}
	switch {
	case loose == 1:
		d.Paragraphs = append(d.Paragraphs, i18n.T(l, "One edge, in grey, is not joined to the ground: it counts once it is."))
	case loose > 1:
		d.Paragraphs = append(d.Paragraphs, i18n.T(l, "%d edges, in grey, are not joined to the ground: they count once they are.", loose))
	}
	if s.note != "" {
		d.Paragraphs = append(d.Paragraphs, i18n.T(l, "Not drawn: %s.", s.note))
	}
	d.Paragraphs = append(d.Paragraphs, i18n.T(l, "Each change is a new position: Undo takes it back. Press Edit again to play."))
	for i, t := range hackedit.Tools {
		d.Controls = append(d.Controls, control{Command: "tool", Arg: t.String(), Label: toolLabel(l, t), Pressed: pressed(ed.Tool == t),
			Key: fmt.Sprint(i + 1)})
	}
	// Rows: the tools, the drawings to start from (and Clear), and Edit to leave the editor.
	for i, p := range hacklayout.Presets {
		d.Controls = append(d.Controls, control{Command: "preset", Arg: p.Name, Label: i18n.Known(l, p.Label), Group: i == 0})
	}
	d.Controls = append(d.Controls,
		control{Command: "preset", Arg: "clear", Label: i18n.T(l, "Clear")},
		control{Command: "edit", Arg: "toggle", Label: i18n.T(l, "Edit"), Pressed: pressed(true), Key: "d", Group: true},
	)
	return d
}

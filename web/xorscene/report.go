package xorscene

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// report is what the scene tells the page (nimscope:scene), rebuilt when something in it
// changed: never in a frame where nothing did.
type report struct {
	dirty bool
	hover bool // the cell shown changed: report it once the pointer rests
	rest  int  // ticks since the cell shown changed
	last  []byte
	shown reportKey
}

// reportRest is how many ticks the pointer rests on a cell before the page hears of it:
// a tenth of a second, too short to notice, long enough that a sweep builds no reports.
const reportRest = 6

// reportKey is what the report depends on besides the hovered cell and the player: the
// report is rebuilt when it changes (the shift changes while zooming).
type reportKey struct {
	shift   int
	palette xortable.Palette
	block   bool
	speed   int
	playing bool
	step    int
	failure string
	lang    i18n.Lang
}

type control struct {
	Command  string `json:"command"`
	Arg      string `json:"arg"`
	Label    string `json:"label"`
	Name     string `json:"name,omitempty"` // the accessible name, when the label is a symbol
	Pressed  *bool  `json:"pressed,omitempty"`
	Disabled bool   `json:"disabled,omitempty"`
	Key      string `json:"key,omitempty"`
	Group    bool   `json:"group,omitempty"` // starts a group: the panel begins a new row with it
}

// formControl is a row of number fields whose values, joined by commas, are its command's
// argument: the keyboard's way to what the pointer points at (the cell's column and row).
type formControl struct {
	Command string      `json:"command"`
	Label   string      `json:"label"` // the submit button's
	Fields  []formField `json:"fields"`
}

type formField struct {
	Label string `json:"label"`
	Min   uint64 `json:"min"`
	Max   uint64 `json:"max"`
	Value uint64 `json:"value"`
}

type rangeControl struct {
	Command string `json:"command"`
	Label   string `json:"label"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Step    int    `json:"step"`
	Value   int    `json:"value"`
}

// cellInfo and familyInfo are for scripts and tests: the panel shows the text and table.
type cellInfo struct {
	X     uint64 `json:"x"`
	Y     uint64 `json:"y"`
	Value uint64 `json:"value"`
	Op    string `json:"op"`
}

type familyInfo struct {
	M      uint64    `json:"m"`
	P      uint64    `json:"p"`
	Q      uint64    `json:"q"`
	J      uint64    `json:"j"`
	K      uint64    `json:"k"`
	Triple [3]uint64 `json:"triple"`
}

type viewInfo struct {
	Shift   int    `json:"shift"`
	Fade    bool   `json:"fade"`
	Palette string `json:"palette"`
	Framing string `json:"framing"`
	CellPx  string `json:"cellPx"`
}

type reportJSON struct {
	Title      string         `json:"title"`
	Text       string         `json:"text,omitempty"`
	Paragraphs []string       `json:"paragraphs,omitempty"`
	Table      *session.Table `json:"table,omitempty"`
	Controls   []control      `json:"controls"`
	Range      *rangeControl  `json:"range,omitempty"`
	Form       *formControl   `json:"form,omitempty"`
	Cell       *cellInfo      `json:"cell,omitempty"`
	Family     *familyInfo    `json:"family,omitempty"`
	View       *viewInfo      `json:"view,omitempty"`
	Step       *int           `json:"step,omitempty"`
	Steps      int            `json:"steps,omitempty"`
}

func pressed(b bool) *bool { return &b }

// Report returns the scene's block for the page when it changed.
func (s *Scene) Report() ([]byte, bool) {
	shift, fade := s.colourShift(s.view)
	if fade > 0 {
		shift = -1000 // while the colours blend the report keeps its last words
	}
	key := reportKey{shift: shift, palette: s.xv.Palette, block: s.xv.Block, failure: s.failure, lang: s.frame.Lang}
	if s.player != nil {
		key.speed, key.playing, key.step = s.player.Speed, s.player.Playing, s.player.I
	}
	if s.report.hover && s.report.rest >= reportRest {
		s.report.hover, s.report.dirty = false, true
	}
	if !s.report.dirty && key == s.report.shown || shift == -1000 && !s.report.dirty {
		return s.report.last, false
	}
	s.report.dirty = false
	s.report.shown = key
	b, err := jsonenc.Marshal(s.buildReport())
	if err != nil {
		return s.report.last, false
	}
	s.report.last = b
	return b, true
}

func (s *Scene) buildReport() reportJSON {
	if s.player != nil {
		return s.constructionReport()
	}
	l := s.frame.Lang
	r := reportJSON{Title: i18n.T(l, "XOR table")}
	if s.pos.Op == xortable.Mul {
		r.Title = i18n.T(l, "Nim-product table")
	}
	shift, fade := s.colourShift(s.view)
	framing := "full"
	if s.xv.Block {
		framing = "block"
	}
	r.View = &viewInfo{Shift: shift, Fade: fade > 0, Palette: s.xv.Palette.String(), Framing: framing,
		CellPx: strconv.FormatFloat(s.view.CellPx(), 'g', 4, 64)}
	if s.failure != "" {
		r.Text = s.failure
	} else if s.hover.ok {
		s.cellReport(&r)
	} else {
		r.Text = i18n.T(l, "Point at a cell, or tap it, to see its value in binary and the three-heap P-position it makes.")
		if s.pos.Op == xortable.Mul {
			// The product's cells make no P-position: the report shows x⊗y alone.
			r.Text = i18n.T(l, "Point at a cell, or tap it, to see x, y and their nim-product x⊗y, in decimal and in binary.")
		}
		r.Paragraphs = []string{colourWords(l, shift, s.pos)}
	}
	r.Controls = s.tableControls()
	r.Form = s.cellForm()
	return r
}

// cellForm chooses a cell by its column and row, as pointing at it does, for those who do not
// point; it starts at the cell shown, else the framing's first.
func (s *Scene) cellForm() *formControl {
	l := s.frame.Lang
	f := s.framing()
	x, y := f.X0, f.Y0
	if s.hover.ok {
		x, y = s.hover.x, s.hover.y
	}
	return &formControl{Command: "cell", Label: i18n.T(l, "Show the cell"), Fields: []formField{
		{Label: i18n.T(l, "Column x"), Min: f.X0, Max: f.X0 + f.N - 1, Value: x},
		{Label: i18n.T(l, "Row y"), Min: f.Y0, Max: f.Y0 + f.N - 1, Value: y},
	}}
}

// colourWords says what the colours show at this zoom.
func colourWords(l i18n.Lang, shift int, pos xortable.Position) string {
	switch {
	case shift <= 0 && pos.ValueBits() <= 6:
		return i18n.T(l, "Equal values share a colour, and each value has its own.")
	case shift <= 0:
		return i18n.T(l, "Equal values share a colour: the colours show each value's last six binary digits, so they repeat every 64 values.")
	}
	return i18n.T(l, "Equal values share a colour: at this zoom the colours show binary digits %d to %d of each value (counting from 0), the finest that change across the view; zoom in for finer ones.", shift, shift+5)
}

func (s *Scene) cellReport(r *reportJSON) {
	l := s.frame.Lang
	x, y := s.hover.x, s.hover.y
	op := s.pos.Op
	v := op.Of(x, y)
	r.Cell = &cellInfo{X: x, Y: y, Value: v, Op: op.String()}
	r.Text = fmt.Sprintf("x = %d, y = %d: %d %s %d = %d.", x, y, x, op.Symbol(), y, v)
	if op == xortable.Mul {
		r.Paragraphs = []string{i18n.T(l, "In binary: %b ⊗ %b = %b.", x, y, v)}
		// The working: ⊗ distributes over ⊕, and powers of 2 multiply through the Fermat 2-powers.
		for _, w := range xortable.MulWorking(x, y) {
			r.Paragraphs = append(r.Paragraphs, i18n.Text(l, w))
		}
		return
	}
	w := max(1, bits.Len64(x|y))
	r.Table = &session.Table{
		Title: i18n.T(l, "Cell"), ValueLabel: i18n.T(l, "number"),
		Caption: i18n.T(l, "x, y and their nim-sum x⊕y in binary, one column per bit; columns with an odd number of ones are marked."),
		Rows: []session.TableRow{
			{Label: "x", Value: &x, Bits: pad(x, w)},
			{Label: "y", Value: &y, Bits: pad(y, w)},
		},
		Sum: session.TableRow{Label: "⊕", Name: i18n.T(l, "nim-sum"), Value: &v, Bits: pad(v, w)},
	}
	if s.hasLight {
		h := s.light
		t := h.Triple()
		f := h.Member.Pattern
		r.Family = &familyInfo{M: f.M, P: f.P, Q: f.Q, J: h.Member.J, K: h.Member.K, Triple: t}
		var fam string
		if f.M == 0 {
			fam = i18n.T(l, "Its smallest heap is 0: it is in the family (0, k, k), k ≥ 0: row 0, column 0 and the diagonal, marked.")
		} else {
			fam = i18n.T(l, "Its smallest heap m = %d, so p = %d (the least power of 2 above m): it is in the family (%d, %dk+j, %dk+(%d⊕j)) with j = %d (0 ≤ j < p/2 = %d), here k = %d — (%d, %d, %d), (%d, %d, %d), … The table marks the family's cells and this position's.",
				f.M, f.P, f.M, f.P, f.P, f.M, h.Member.J, f.Q, h.Member.K,
				f.M, f.P*f.FirstK+h.Member.J, f.P*f.FirstK+(f.M^h.Member.J),
				f.M, f.P*(f.FirstK+1)+h.Member.J, f.P*(f.FirstK+1)+(f.M^h.Member.J))
		}
		r.Paragraphs = []string{
			i18n.T(l, "(%d, %d, %d) is a P-position of three-heap Nim: %d ⊕ %d ⊕ %d = 0.", t[0], t[1], t[2], t[0], t[1], t[2]),
			fam,
			i18n.T(l, "Click the cell (or tap it again) to play Nim on heaps %d, %d, %d: you move first, and as the nim-sum is 0, the computer can answer every move back to nim-sum 0 and win; watch it do so.", x, y, v),
		}
	}
}

func pad(v uint64, w int) string {
	s := strconv.FormatUint(v, 2)
	return strings.Repeat("0", max(0, w-len(s))) + s
}

func (s *Scene) tableControls() []control {
	l := s.frame.Lang
	c := []control{
		{Command: "zoom", Arg: "in", Group: true, Label: i18n.T(l, "Zoom in"), Key: "+"},
		{Command: "zoom", Arg: "out", Label: i18n.T(l, "Zoom out"), Key: "-"},
		{Command: "zoom", Arg: "reset", Label: i18n.T(l, "Whole table"), Key: "0"},
		// Arrows, as the canvas's arrow keys pan: the page gives a control whose key is an
		// arrow that key while nothing else has the focus (static/panel.js).
		// Name: an arrow is read as "left arrow", not as what it does.
		{Command: "pan", Arg: "left", Group: true, Label: "←", Name: i18n.T(l, "Pan left"), Key: "ArrowLeft"},
		{Command: "pan", Arg: "right", Label: "→", Name: i18n.T(l, "Pan right"), Key: "ArrowRight"},
		{Command: "pan", Arg: "up", Label: "↑", Name: i18n.T(l, "Pan up"), Key: "ArrowUp"},
		{Command: "pan", Arg: "down", Label: "↓", Name: i18n.T(l, "Pan down"), Key: "ArrowDown"},
		{Command: "framing", Arg: "full", Group: true, Label: i18n.T(l, "Table from 0 (x < %d)", s.pos.Q), Pressed: pressed(!s.xv.Block)},
		{Command: "framing", Arg: "block", Label: i18n.T(l, "Lecture's block (x ≥ %d)", s.pos.Q), Pressed: pressed(s.xv.Block)},
	}
	for i, p := range xortable.Palettes() {
		c = append(c, control{Command: "palette", Arg: p.String(), Label: paletteLabel(l, p), Pressed: pressed(s.xv.Palette == p), Group: i == 0})
	}
	for i, k := range xortable.Constructions() {
		c = append(c, control{Command: "construct", Arg: k.String(), Label: i18n.T(l, "Build: %s", k.TitleText()),
			Disabled: s.pos.Op != xortable.Add, Group: i == 0})
	}
	c = append(c, control{Command: "export", Arg: "1024", Label: i18n.T(l, "Save as PNG"), Group: true})
	if h := s.hover; h.ok && s.pos.Op == xortable.Add {
		// What a click on the cell does, as a button: the keyboard's way into Nim. It comes
		// first, right after the cell's words that end by offering it, so that Tab meets it
		// there, not after a dozen buttons about the view and Save as PNG.
		c = append([]control{{Command: "open", Label: i18n.T(l, "Play Nim on heaps %d, %d, %d", h.x, h.y, h.x^h.y)}}, c...)
	}
	return c
}

// paletteLabel names a palette on its button.
func paletteLabel(l i18n.Lang, p xortable.Palette) string {
	switch p {
	case xortable.Hue:
		return i18n.T(l, "Hue")
	case xortable.Planes:
		return i18n.T(l, "Bit-planes")
	case xortable.Grey:
		return i18n.T(l, "Grey")
	}
	return i18n.T(l, "Distinct colours")
}

func (s *Scene) constructionReport() reportJSON {
	l := s.frame.Lang
	p := s.player
	st := p.C.Step(p.Q, p.I)
	i := p.I
	r := reportJSON{
		Title: i18n.Text(l, p.C.TitleText()),
		Text:  i18n.T(l, "Step %d of %d: %s", p.I+1, p.Len(), st.Words),
		Step:  &i, Steps: p.Len(),
	}
	if i == 0 && !p.Playing {
		// A construction opens paused on its first step, for the lecturer to say what it
		// starts from; this says how to go on, which nothing did.
		r.Paragraphs = []string{i18n.T(l, "Press Play (P) to watch the table being built, or Step to go one step at a time.")}
	}
	// Play stays Play, pressed while it plays, as the other scenes' explanations have it.
	playArg := "play"
	if p.Playing {
		playArg = "pause"
	}
	r.Controls = []control{
		{Command: "explain", Arg: playArg, Label: i18n.T(l, "Play"), Pressed: pressed(p.Playing), Key: "p"},
		{Command: "explain", Arg: "back", Label: i18n.T(l, "Back"), Disabled: p.I == 0},
		{Command: "explain", Arg: "step", Label: i18n.T(l, "button\x04Step"), Disabled: p.AtEnd()},
		{Command: "construct", Arg: "off", Label: i18n.T(l, "Back to the table")},
	}
	r.Range = &rangeControl{Command: "speed", Label: i18n.T(l, "Speed"), Min: 1, Max: xorlayout.MaxSpeed, Step: 1, Value: p.Speed}
	return r
}

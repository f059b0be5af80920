package session

import (
	"fmt"
	"maps"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/jsonenc"
)

// Frame is what a scene needs to draw the session. Positions are values, so the scene
// keeps the frame without the lock until the version changes.
type Frame struct {
	Version uint64
	Epoch   uint64 // changes when a position is set, not played: the scene may re-fit its layout
	Pos     game.Position
	Hint    bool // show the winning moves: the hint is on, and the values are not hidden
	CanMove bool // the user may move now: the game is not over and it is not the computer's turn
	// View holds the values of the game's own view keys (a Viewer's: vertex positions,
	// zoom); absent keys are unset. The map is the frame's own copy.
	View map[string]string
	// Display is the explorer's display keys (theme, projector, values=hidden) for scenes
	// that follow them; HideValues is false while the lecturer has the values revealed.
	Display Display
	// Lang is the language the scene writes its reports in (the view model's).
	Lang i18n.Lang
}

// Frame copies out what the scene draws.
func (s *Session) Frame() Frame {
	s.mu.Lock()
	defer s.mu.Unlock()
	shown := s.shown()
	return Frame{
		Version: s.version,
		Epoch:   s.epoch,
		Pos:     s.cur.pos,
		// values=hidden hides the hint too, on the board as in the panel, until revealed.
		Hint:    s.hint && !shown.HideValues,
		CanMove: !s.rules.Terminal(s.cur.pos) && !s.computersTurn(),
		View:    maps.Clone(s.extra),
		Display: shown,
		Lang:    s.lang(),
	}
}

// shown is the display as the board shows it: the values hidden unless revealed.
func (s *Session) shown() Display {
	d := s.display
	d.HideValues = d.HideValues && !s.revealed
	return d
}

// View is the view model the page's panel renders (docs/internals.md). The session fills
// the fields every game shares; the game's Rules.Fill fills the blocks from Misere on, so
// that a new game gets a whole panel without any JavaScript of its own.
type View struct {
	State    string         `json:"state"`
	Position string         `json:"position"`
	Game     string         `json:"game"`
	Play     string         `json:"play"`
	Words    string         `json:"words"` // Rules.Words: the position in words, for announcements
	Hint     bool           `json:"hint"`
	Vs       string         `json:"vs"`
	Analysis *game.Analysis `json:"analysis,omitempty"` // nil for a view that is not a game
	ToMove   string         `json:"toMove"`
	Over     bool           `json:"over"`
	Result   string         `json:"result"`
	Log      []string       `json:"log"`
	CanUndo  bool           `json:"canUndo"`
	CanRedo  bool           `json:"canRedo"`
	// Display is the explorer's display keys: embed, theme, projector, lang, values, motion.
	Display Display `json:"display"`
	// Revealed: values=hidden, and the lecturer revealed this position's values (Reveal)
	// until the position changes; the panel then shows them.
	Revealed bool `json:"revealed"`
	// Lang is the language the view model is written in: Display.Lang when the link says,
	// else the browser's (SetBrowserLang), else English. The page writes its own words in it.
	Lang i18n.Lang `json:"lang"`
	// Warnings say what the last Set ignored (unknown view keys); the panel shows them.
	Warnings []string `json:"warnings,omitempty"`
	// Games is the game picker's list: every game the explorer shows, with its presets.
	Games []GameEntry `json:"games"`
	// Moves are the moves the user may make now, when the game lists them (Lister) and
	// there are at most MaxMoveChoices: the panel's "Make a move" offers them by keyboard.
	Moves []MoveChoice `json:"moves,omitempty"`
	// TakeMax, when the game's moves are takes from one heap (Taker) and the user is to
	// move, is the largest take allowed: the panel's "Make a move" asks for an amount from 1
	// to it, and plays it with the command playtake.
	TakeMax uint64 `json:"takeMax,omitempty"`

	// Misere says the game has a misère form: the panel shows the normal/misère toggle.
	Misere bool `json:"misere"`
	// Fields are the keys of the position the panel edits, in canonical order. The panel
	// writes a new position as game=<game>&key=value&… in this order, then &play=misere
	// when misère, so together they must say the whole position.
	Fields []Field `json:"fields"`
	// Table is the position's nim-sum (or column sums) worked in binary, when it has one.
	Table *Table `json:"table,omitempty"`
	// Hints name the winning moves. Fill them only when WantsHints says so; the session
	// drops them otherwise.
	Hints *Hints `json:"hints,omitempty"`
	// Sections are paragraphs about this position beyond the analysis (the reduction at
	// work, why even steps do not count), shown after the analysis.
	Sections []Section `json:"sections,omitempty"`
	// About is the game's "how it works": its rule and theory, whatever the position.
	About *Section `json:"about,omitempty"`
}

// T translates format into the view model's language (i18n.T); Fill writes every word
// through it. Pass the format as a string literal: web/i18n's tests check its translations.
func (v *View) T(format string, args ...any) string { return i18n.T(v.Lang, format, args...) }

// WantsHints reports whether Fill should name the winning moves: the hint is on and the
// game is not over.
func (v *View) WantsHints() bool { return v.Hint && !v.Over }

// ListValue writes numbers as a list value of the notation, for Field.Value: "3,4,5".
func ListValue(xs []uint64) string {
	b := make([]byte, 0, 4*len(xs))
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, x, 10)
	}
	return string(b)
}

// FieldKind says how the panel edits a field.
type FieldKind string

const (
	FieldList   FieldKind = "list"   // comma-separated whole numbers: one input per item, add and remove
	FieldNumber FieldKind = "number" // one whole number
	FieldText   FieldKind = "text"   // free text, checked by the game's parser (coins=HTTH)
	FieldChoice FieldKind = "choice" // one of Choices (rule=turtles)
)

// Field is one editable key of the position. Value is the key's value as the canonical
// notation writes it ("3,4,5" for a list). Numbers (of a number field, or each item of a
// list) go from Min to Max; Max 0 means notation.MaxWhole. MaxItems 0 means no limit.
// The panel checks nothing beyond marking a field that is not a whole number: the
// position it builds goes to Set, whose error is shown.
type Field struct {
	Key   string    `json:"key"`
	Label string    `json:"label"` // "Heaps"
	Kind  FieldKind `json:"kind"`
	Value string    `json:"value"`
	Item  string    `json:"item,omitempty"` // list: one item's name, capitalised ("Heap")
	// Nth: list: the name of item {n}, counted from 1, as the language writes it: "Heap {n}",
	// "第 {n} 堆" (Chinese counts with a measure word before the item). The panel puts the
	// number in.
	Nth string `json:"nth,omitempty"`
	// Add and RemoveLast: list: the Add button's words and the - key's, whole sentences so
	// that a language declines the item ("Добавить кучку", not "Добавить: кучка").
	Add        string   `json:"add,omitempty"`
	RemoveLast string   `json:"removeLast,omitempty"`
	Min        uint64   `json:"min,omitempty"`
	Max        uint64   `json:"max,omitempty"`
	MinItems   int      `json:"minItems,omitempty"`
	MaxItems   int      `json:"maxItems,omitempty"`
	Next       string   `json:"next,omitempty"` // list: the value Add appends ("1"); the panel uses Min when empty
	Choices    []string `json:"choices,omitempty"`
	Help       string   `json:"help,omitempty"`
	// Carry: list: a move takes some of one item and puts it onto the item before it (coins
	// down a staircase; from the first item they leave the board), so the panel's "Make a
	// move" writes both items.
	Carry bool `json:"carry,omitempty"`
	// Together: list: a move may change up to this many items at once (Moore's Nim-k: k
	// heaps), so the panel's "Make a move" asks for every item's new size; 0 or 1: one item.
	Together int `json:"together,omitempty"`
	// Caps: text: the notation writes the value in capitals (coins=HTTH), so a phone's
	// keyboard should start in them; the parser does not take small letters.
	Caps bool `json:"caps,omitempty"`
}

// Table is a sum worked as on a blackboard: one row per heap (or Grundy value) in binary,
// padded to one width, and the sum below. Modulus 0 is the nim-sum (XOR): Sum.Bits holds
// its bits. Modulus m > 0 adds each column mod m (Moore's Nim-k, m = k+1): Sum.Digits
// holds the column sums. The panel marks the columns where the sum is not 0.
type Table struct {
	Title      string     `json:"title"`      // the heading: "Nim-sum"
	Caption    string     `json:"caption"`    // how to read it, for screen readers
	ValueLabel string     `json:"valueLabel"` // the heading of the decimal column: "size"
	Rows       []TableRow `json:"rows"`
	Sum        TableRow   `json:"sum"`
	Modulus    uint64     `json:"modulus"`
}

// TableRow is one row of a Table.
type TableRow struct {
	Label  string   `json:"label"`          // "heap 1", "⊕"
	Name   string   `json:"name,omitempty"` // read aloud instead of a symbol Label: "nim-sum"
	Value  *uint64  `json:"value,omitempty"`
	Bits   string   `json:"bits,omitempty"`
	Digits []uint64 `json:"digits,omitempty"` // the sum row of a modulus table
}

// MaxTableRows is the most rows a table of the panel should have: one of thousands of rows
// reads as nothing, and its view model and the panel's redraw would cost a frame each time.
// Beyond it a game says in words what the table would show.
const MaxTableRows = 64

// XORTable writes values and their nim-sum in binary. labels name the rows ("heap 1");
// title, valueLabel and labels are in language l already, and the caption is written in it.
func XORTable(l i18n.Lang, title, valueLabel string, labels []string, values []uint64) *Table {
	var sum uint64
	for _, x := range values {
		sum ^= x
	}
	t := newTable(title, valueLabel, labels, values)
	t.Caption = i18n.T(l, "Each row's %s in binary, one column per bit; the last row is their nim-sum. "+
		"Columns with an odd number of ones are marked.", valueLabel)
	t.Sum = TableRow{Label: "⊕", Name: i18n.T(l, "nim-sum"), Value: &sum, Bits: binary(sum, width(values))}
	return t
}

// ModTable writes values in binary and, below them, how many ones each column has, mod
// m (m ≥ 2): Moore's theorem with m = k+1. Words as for XORTable.
func ModTable(l i18n.Lang, title, valueLabel string, labels []string, values []uint64, m uint64) *Table {
	t := newTable(title, valueLabel, labels, values)
	w := width(values)
	digits := make([]uint64, w)
	for _, x := range values {
		for c := range w {
			digits[c] += x >> (w - 1 - c) & 1
		}
	}
	for c := range digits {
		digits[c] %= m
	}
	t.Modulus = m
	t.Caption = i18n.T(l, "Each row's %s in binary, one column per bit; the last row counts the ones in each column, modulo %d. "+
		"Columns whose count is not a multiple of %d are marked.", valueLabel, m, m)
	t.Sum = TableRow{Label: fmt.Sprintf("Σ mod %d", m), Name: i18n.T(l, "column sums modulo %d", m), Digits: digits}
	return t
}

func newTable(title, valueLabel string, labels []string, values []uint64) *Table {
	w := width(values)
	values = slices.Clone(values) // the rows point into it
	t := &Table{Title: title, ValueLabel: valueLabel, Rows: make([]TableRow, len(values))}
	for i, x := range values {
		t.Rows[i] = TableRow{Label: labels[i], Value: &values[i], Bits: binary(x, w)}
	}
	return t
}

// width is the number of binary digits of the largest value, at least 1.
func width(values []uint64) int {
	var all uint64
	for _, x := range values {
		all |= x
	}
	return max(1, bits.Len64(all))
}

func binary(x uint64, w int) string {
	b := make([]byte, w)
	for i := range b {
		b[i] = '0' + byte(x>>(w-1-i)&1)
	}
	return string(b)
}

// MoveChoice is one move the panel offers: its words and the position it leads to.
type MoveChoice struct {
	Label    string `json:"label"`    // "take 2 (leaving 18)"
	Position string `json:"position"` // canonical, for playto
}

// MaxMoveChoices is the most moves the panel lists; a position with more offers none.
const MaxMoveChoices = 60

// MaxHints is the most winning moves a hint names.
const MaxHints = 4

// Hints name winning moves in the imperative, without a final full stop ("take 2 from
// heap 1 (leaving 1)"). More counts the winning moves not named. Note is a sentence shown
// after the moves, or instead of them when there are none (a P-position: HintLost).
type Hints struct {
	Moves []string `json:"moves"`
	More  int      `json:"more"`
	Note  string   `json:"note,omitempty"`
}

// HintLost is the hint in a P-position, in English; NewHints writes it in the view's language.
const HintLost = "every move loses against perfect play here; make a small move and hope for a mistake"

// NewHints names the first MaxHints of n winning moves; move(i) words move i (in v's
// language: v.T). With no winning move it is the P-position's hint.
func (v *View) NewHints(n int, move func(i int) string) *Hints {
	if n == 0 {
		return &Hints{Moves: []string{}, Note: v.T("every move loses against perfect play here; make a small move and hope for a mistake")}
	}
	h := &Hints{Moves: make([]string, min(n, MaxHints)), More: max(0, n-MaxHints)}
	for i := range h.Moves {
		h.Moves[i] = move(i)
	}
	return h
}

// Section is a block of plain-text paragraphs under a heading.
type Section struct {
	Title      string   `json:"title"`
	Paragraphs []string `json:"paragraphs"`
}

// View builds the view model of the current state.
func (s *Session) View() View {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.cur.pos
	v := View{
		State:    s.state(),
		Position: p.String(),
		Game:     p.Game(),
		Play:     playOf(p).String(),
		Words:    i18n.Text(s.lang(), s.rules.Words(p)),
		Hint:     s.hint,
		Vs:       s.vs.String(),
		Over:     s.rules.Terminal(p),
		Log:      make([]string, len(s.cur.log)),
		CanUndo:  len(s.past) > 0,
		CanRedo:  len(s.future) > 0,
		Display:  s.display,
		Revealed: s.revealed,
		Lang:     s.lang(),

		Games: gamesIn(s.lang()),
	}
	for i, line := range s.cur.log {
		v.Log[i] = i18n.Text(v.Lang, line)
	}
	for _, w := range s.warned {
		v.Warnings = append(v.Warnings, i18n.Text(v.Lang, w))
	}
	if _, view := s.rules.(NotAGame); view {
		// Nobody moves in a view: no analysis, no turn, no result.
		v.Over = false
		s.rules.Fill(p, &v)
		v.Hints = nil
		if v.Fields == nil {
			v.Fields = []Field{}
		}
		return v
	}
	a := p.Analyze()
	v.Analysis = &a
	s.rules.Fill(p, &v)
	translateAnalysis(v.Lang, v.Analysis) // after Fill, which may read the English
	if !v.WantsHints() {
		v.Hints = nil
	}
	if v.Fields == nil {
		v.Fields = []Field{}
	}
	switch {
	case s.vs == Computer && s.cur.side == 0:
		v.ToMove = "you"
	case s.vs == Computer:
		v.ToMove = "computer"
	default:
		v.ToMove = []string{"player 1", "player 2"}[s.cur.side]
	}
	if v.Over {
		v.Result = s.result(v.Lang)
	}
	if !v.Over && !s.computersTurn() {
		if l, ok := s.rules.(Lister); ok {
			if moves, all := l.Moves(p, &v, MaxMoveChoices); all {
				v.Moves = moves
			}
		}
		if t, ok := s.rules.(Taker); ok {
			v.TakeMax = t.MaxTake(p)
		}
	}
	return v
}

// translateAnalysis writes the analysis's sentences in language l, where the engine gave
// them as msg.Texts.
func translateAnalysis(l i18n.Lang, a *game.Analysis) {
	for _, f := range []struct {
		s *string
		t msg.Text
	}{{&a.Rule, a.Texts.Rule}, {&a.Explanation, a.Texts.Explanation}, {&a.Reduction, a.Texts.Reduction}, {&a.Note, a.Texts.Note}} {
		if !f.t.IsZero() {
			*f.s = i18n.Text(l, f.t)
		}
	}
}

// result says who won once no move is left: in normal play the player who made the last
// move, in misère play the other one. A position set with no move left (a link, an edit)
// had no last move: the player to move cannot move, and loses in normal play.
func (s *Session) result(l i18n.Lang) string {
	misere := playOf(s.cur.pos) == game.Misere
	if !s.cur.played {
		toMove := s.cur.side
		switch {
		case !misere && s.vs == Computer && toMove == 0:
			return i18n.T(l, "No move is possible here, and you are to move: you lose.")
		case !misere && s.vs == Computer:
			return i18n.T(l, "No move is possible here, and the computer is to move: you win.")
		case !misere:
			return i18n.T(l, "No move is possible here, and Player %d is to move: Player %d wins.", toMove+1, 2-toMove)
		case s.vs == Computer && toMove == 0:
			return i18n.T(l, "No move is possible here, and you are to move: in misère play you win.")
		case s.vs == Computer:
			return i18n.T(l, "No move is possible here, and the computer is to move: in misère play the computer wins.")
		}
		return i18n.T(l, "No move is possible here, and Player %d is to move: in misère play they win.", toMove+1)
	}
	last := 1 - s.cur.side // who made the last move
	switch {
	case !misere && s.vs == Computer && last == 0:
		return i18n.T(l, "You made the last move and win.")
	case !misere && s.vs == Computer:
		return i18n.T(l, "The computer made the last move and wins.")
	case !misere:
		return i18n.T(l, "Player %d made the last move and wins.", last+1)
	case s.vs == Computer && last == 0:
		return i18n.T(l, "You made the last move and so lose in misère play: the computer wins.")
	case s.vs == Computer:
		return i18n.T(l, "The computer made the last move and so loses in misère play: you win.")
	}
	return i18n.T(l, "Player %d made the last move and so loses in misère play: Player %d wins.", last+1, 2-last)
}

// playOf reads the play from the canonical notation, which every game ends with
// "&play=misere" when misère.
func playOf(p game.Position) game.Play {
	if strings.HasSuffix(p.String(), "&play=misere") {
		return game.Misere
	}
	return game.Normal
}

// JSON is View marshalled; it cannot fail for these types, and a failure would be a bug
// worth seeing as a panic in the page's error area rather than a silent empty panel.
func (v View) JSON() []byte {
	b, err := jsonenc.Marshal(v)
	if err != nil {
		panic("session: view model: " + err.Error())
	}
	return b
}

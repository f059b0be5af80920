// Package session is the model behind the explorer: the position on the board, whose turn
// it is, undo and redo, and the view settings. It is plain Go, shared by the Ebiten scene
// (which reads it and sends the user's moves) and the JS API (which sets positions and runs
// commands), so every rule of play is unit-tested without a browser. It never draws.
package session

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/i18n"
)

// MaxLog is how many of the latest moves the log keeps.
const MaxLog = 20

// Default is the position shown when the page gives none: the lecture's first example.
const Default = "game=nim&heaps=3,4,5"

// Opponent says who answers the user's moves.
type Opponent uint8

const (
	Computer Opponent = iota // a perfect computer answers every move
	Human                    // two players take turns at one screen
)

func (o Opponent) String() string {
	if o == Human {
		return "human"
	}
	return "computer"
}

// turn is one point in the game's history: what undo returns to and redo restores.
type turn struct {
	pos  game.Position
	side int        // 0: you or player 1; 1: the computer or player 2
	log  []msg.Text // the latest moves, oldest first; never appended to in place
	// played: reached by a move, the user's or the computer's; not a position set (a link,
	// an edit), where nobody has moved yet.
	played bool
	// extra: the game's own view keys when the board left this turn (record, Undo, Redo), so
	// that Undo and Redo bring back the drawing that was on screen with it; nil for a turn
	// not left yet.
	extra map[string]string
}

// Session is safe for concurrent use: JS callbacks and the game loop run on different
// goroutines. Every method holds the lock only for the work in hand, never across a call
// out of the package.
type Session struct {
	mu      sync.Mutex
	rules   Rules // of the current position's game
	cur     turn
	past    []turn
	future  []turn
	hint    bool
	vs      Opponent
	extra   map[string]string    // values of the game's own view keys (Viewer); never nil
	display Display              // the explorer's other view keys: embed, theme, projector, lang, values, motion
	warned  []msg.Text           // what the last Set ignored (unknown view keys), for the panel
	browser i18n.Lang            // the browser's language, for a display without lang; "" is English
	spoken  i18n.Lang            // the language the view model was last written in (see lang); "" is English
	loaded  func(i18n.Lang) bool // i18n.Loaded; the tests give their own
	version uint64
	epoch   uint64 // grows when a position is set rather than reached by play
	// revealed: values=hidden, and the lecturer revealed the values of the position shown
	// (Reveal). Any change of the position hides them again (show), and so does values= given
	// again.
	revealed bool
}

// New returns a session showing pos, the user to move, against the computer. It panics
// when the explorer does not show pos's game: callers start from a position they chose.
func New(pos game.Position) *Session {
	r, err := rulesOf(pos)
	if err != nil {
		panic(err)
	}
	return &Session{cur: turn{pos: pos}, rules: r, extra: map[string]string{}, display: DefaultDisplay, version: 1}
}

// Version grows by one with every change a viewer should show.
func (s *Session) Version() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.version
}

// State is the current position in canonical notation, then the view keys that differ
// from their defaults.
func (s *Session) State() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state()
}

func (s *Session) state() string {
	var b strings.Builder
	b.WriteString(s.cur.pos.String())
	if s.hint {
		b.WriteString("&hint=1")
	}
	if s.vs == Human {
		b.WriteString("&vs=human")
	}
	s.display.write(&b)
	if v, ok := s.rules.(Viewer); ok {
		for _, k := range v.ViewKeys() {
			if val := s.extra[k]; val != "" {
				b.WriteByte('&')
				b.WriteString(notation.Query{{Key: k, Value: val}}.String())
			}
		}
	}
	return b.String()
}

// ViewKeys are the keys Set accepts besides the position's own, in the order the state
// writes them; a game's own view keys (Viewer) follow them.
var ViewKeys = []string{"hint", "vs", "embed", "theme", "projector", "lang", "values", "motion"}

// Display is how the page presents the explorer: the view keys after hint and vs. They
// change the page's chrome and, for scenes that follow them, the canvas; never the position
// or the play. Every session starts from DefaultDisplay.
type Display struct {
	// Embed (embed=1) asks for compact chrome, for a page inside an iframe.
	Embed bool `json:"embed"`
	// Theme is "auto" (follow the system's prefers-color-scheme), "light" or "dark".
	Theme string `json:"theme"`
	// Projector (projector=1) asks for thick lines and large text.
	Projector bool `json:"projector"`
	// Lang is the language asked for: one of Langs, or "" for the browser's.
	Lang string `json:"lang"`
	// HideValues (values=hidden) keeps the outcome, Grundy values and nim-sums out of
	// sight until the lecturer reveals them, so that students guess first.
	HideValues bool `json:"hideValues"`
	// Motion is "auto" (follow the system's prefers-reduced-motion) or "reduced"
	// (motion=reduced): moves appear at once and an explanation goes by still pictures
	// whatever the system asks, for a lecture page or slide that wants the board still. No
	// value asks for motion where the reader's system asks for less.
	Motion string `json:"motion"`
}

// DefaultDisplay is the display without any of its view keys.
var DefaultDisplay = Display{Theme: "auto", Motion: "auto"}

// Langs are the values the lang key accepts: i18n.All.
var Langs = func() []string {
	out := make([]string, len(i18n.All))
	for i, l := range i18n.All {
		out[i] = string(l)
	}
	return out
}()

// write appends the keys that differ from DefaultDisplay, in ViewKeys order.
func (d Display) write(b *strings.Builder) {
	if d.Embed {
		b.WriteString("&embed=1")
	}
	if d.Theme != "" && d.Theme != "auto" {
		b.WriteString("&theme=" + d.Theme)
	}
	if d.Projector {
		b.WriteString("&projector=1")
	}
	if d.Lang != "" {
		b.WriteString("&lang=" + d.Lang)
	}
	if d.HideValues {
		b.WriteString("&values=hidden")
	}
	if d.ReducedMotion() {
		b.WriteString("&motion=reduced")
	}
}

// ReducedMotion reports whether the display asks for still pictures (motion=reduced),
// whatever the reader's system asks.
func (d Display) ReducedMotion() bool { return d.Motion == "reduced" }

// set applies one of the display's keys; ok is false for a key that is not the display's.
func (d *Display) set(key, value string) (ok bool, err error) {
	flag := func(on *bool) error {
		switch value {
		case "0":
			*on = false
		case "1":
			*on = true
		default:
			return msg.Errorf("%s: %s is not 0 or 1", key, notation.Quote(value))
		}
		return nil
	}
	switch key {
	case "embed":
		return true, flag(&d.Embed)
	case "projector":
		return true, flag(&d.Projector)
	case "theme":
		switch value {
		case "auto", "light", "dark":
			d.Theme = value
			return true, nil
		}
		return true, msg.Errorf("theme: %s is not light, dark or auto", notation.Quote(value))
	case "lang":
		if value == "" || slices.Contains(Langs, value) {
			d.Lang = value
			return true, nil
		}
		return true, msg.Errorf("lang: %s is not one of %s (or empty, for the browser's language)",
			notation.Quote(value), strings.Join(Langs, ", "))
	case "values":
		switch value {
		case "hidden":
			d.HideValues = true
		case "shown":
			d.HideValues = false
		default:
			return true, msg.Errorf("values: %s is not hidden or shown", notation.Quote(value))
		}
		return true, nil
	case "motion":
		switch value {
		case "auto", "reduced":
			d.Motion = value
			return true, nil
		}
		return true, msg.Errorf("motion: %s is not reduced or auto", notation.Quote(value))
	}
	return false, nil
}

// Set shows the position written in text. Position keys replace the position (a new
// position is an edit that undo takes back); view keys given are applied, and view keys
// left out keep their values. A key that is neither the position's nor a view key is
// ignored, and Warnings says so until the next Set. On error nothing changes: a bad value
// of a known key is an error naming the key.
//
// A text of view keys alone, without game= (a link such as #lang=ru or #theme=dark&embed=1),
// applies them to the position shown; with any other key, a missing game is an error.
func (s *Session) Set(text string) error {
	return s.set(text, true)
}

// Open returns a session at the link text (a position and view keys, or view keys alone,
// which apply to fallback), as a page opened at that link: nothing to undo and nothing in
// the log, as when the page opens at fallback. When text is empty or not valid the session
// shows fallback, and the error says what is wrong with text.
func Open(fallback game.Position, text string) (*Session, error) {
	s := New(fallback)
	if text == "" {
		return s, nil
	}
	err := s.set(text, false)
	if err != nil {
		// The link's look still applies (an embed's compact chrome, its theme), from the
		// first state on; a bad view key among them leaves them all, as Set does.
		if look := explorerKeys(text); look != "" {
			_ = s.set(look, false)
		}
	}
	return s, err
}

// explorerKeys is the explorer's view keys of text alone ("embed=1&theme=dark"), "" when it
// has none or is not the notation.
func explorerKeys(text string) string {
	q, err := notation.Parse(text)
	if err != nil {
		return ""
	}
	var look notation.Query
	for _, kv := range q {
		if slices.Contains(ViewKeys, kv.Key) {
			look = append(look, kv)
		}
	}
	return look.String()
}

// set is Set; a position it shows is an edit to undo, with a line in the log, when record
// is true.
func (s *Session) set(text string, record bool) error {
	if err := listEarly(text); err != nil {
		return err // too many items to draw: said before the text is parsed, at once
	}
	text = s.onCurrent(text)
	if _, err := Unknown(text); err != nil {
		return err
	}
	pos, view, warnings, err := engine.Read(text)
	if err != nil {
		return err // listEarly said a list too long already: onCurrent adds only the position shown
	}
	r, err := rulesOf(pos)
	if err != nil {
		return err
	}
	if err := r.Check(pos); err != nil {
		return err
	}
	v, err := s.parseView(pos.Game(), r, view)
	if err != nil {
		return err
	}
	// What reading the position changed (edges that do not reach the ground) comes first,
	// then the keys ignored: the panel and set()'s answer show them alike.
	v.warnings = append(warnings, v.warnings...)
	s.mu.Lock()
	defer s.mu.Unlock()
	changed := false
	newPos := pos.String() != s.cur.pos.String()
	if d, ok := r.(Drawer); ok && newPos {
		// The drawing of the position shown is not the new position's: it starts without
		// one unless the text gives it.
		for _, k := range d.DrawingKeys() {
			if _, given := view.Get(k); !given {
				delete(v.extra, k)
			}
		}
	}
	if c, ok := r.(ViewChecker); ok {
		if err := c.CheckViewFor(pos, v.extra); err != nil {
			return err
		}
	}
	if newPos {
		s.rules = r
		if record {
			s.record()
			s.show(turn{pos: pos, log: appendLog(s.cur.log, msg.New("New position: %s.", r.Words(pos)))})
		} else {
			s.show(turn{pos: pos})
		}
		s.epoch++
		changed = true
	}
	if v.hint != s.hint || v.vs != s.vs || v.display != s.display {
		if v.display.HideValues != s.display.HideValues {
			s.revealed = false
		}
		s.hint, s.vs, s.display = v.hint, v.vs, v.display
		changed = true
	}
	if !maps.Equal(v.extra, s.extra) {
		s.extra = v.extra
		changed = true
	}
	if !slices.EqualFunc(v.warnings, s.warned, func(a, b msg.Text) bool { return a.String() == b.String() }) {
		s.warned = v.warnings
		changed = true
	}
	if changed {
		s.version++
	}
	return nil
}

// onCurrent returns text after the current position when text is view keys alone: every
// key one of ViewKeys or the current game's own. Otherwise text is returned as it is, and
// Set reports what is wrong with it.
func (s *Session) onCurrent(text string) string {
	q, err := notation.Parse(text)
	if err != nil || len(q) == 0 {
		return text
	}
	s.mu.Lock()
	cur, r := s.cur.pos.String(), s.rules
	s.mu.Unlock()
	for _, kv := range q {
		if !isViewKey(r, kv.Key) {
			return text
		}
	}
	return cur + "&" + text
}

// isViewKey reports whether key is one the page takes besides the position of a game whose
// rules are r: one of ViewKeys, or the game's own (a Viewer's, such as Hackenbush's pos). r
// may be nil.
func isViewKey(r Rules, key string) bool {
	if slices.Contains(ViewKeys, key) {
		return true
	}
	v, ok := r.(Viewer)
	return ok && slices.Contains(v.ViewKeys(), key)
}

// Warnings are what the last Set ignored: keys that are neither the position's nor view
// keys, each named with the keys that are. The view model carries them to the panel.
func (s *Session) Warnings() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, len(s.warned))
	for i, w := range s.warned {
		out[i] = w.String()
	}
	return out
}

// SetBrowserLang sets the language the view model is written in when the display has no
// lang: the page's Go resolves the browser's languages with i18n.Prefer.
func (s *Session) SetBrowserLang(l i18n.Lang) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.browser != l {
		s.browser = l
		s.version++
	}
}

// Lang is the language the view model is written in: lang= when set, else the browser's,
// once its words are loaded (see WantedLang).
func (s *Session) Lang() i18n.Lang {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lang()
}

// ErrorText is err, an error of Set(text), in the language the panel speaks (ErrorLang).
// Errors made with msg.Errorf are translated; Error() stays the English of the JS API.
func (s *Session) ErrorText(text string, err error) string {
	return i18n.Error(s.ErrorLang(text), err)
}

// ErrorLang is the language ErrorText writes the errors of Set(text) in: the lang key of
// text when it names one (the link asked for it, though it was refused), else the session's.
// Its words may not be loaded yet (i18n.Loaded): the page fetches them.
func (s *Session) ErrorLang(text string) i18n.Lang {
	s.mu.Lock()
	l, browser := s.lang(), s.browser
	s.mu.Unlock()
	for _, pair := range strings.Split(text, "&") {
		v, ok := strings.CutPrefix(pair, "lang=")
		if !ok {
			continue
		}
		if pl, ok := i18n.Parse(v); ok {
			l = pl
		} else if v == "" {
			l = i18n.EN
			if browser != "" {
				l = browser
			}
		}
	}
	return l
}

// lang is the language the view model is written in: the wanted one once its words are
// loaded (i18n.Loaded), else the one it was written in before, so that a switch shows when
// the words have arrived rather than in English first.
func (s *Session) lang() i18n.Lang {
	loaded := s.loaded
	if loaded == nil {
		loaded = i18n.Loaded
	}
	if w := s.wanted(); loaded(w) {
		s.spoken = w
	}
	if s.spoken == "" {
		return i18n.EN
	}
	return s.spoken
}

// wanted is the language asked for: lang= when set, else the browser's.
func (s *Session) wanted() i18n.Lang {
	if l, ok := i18n.Parse(s.display.Lang); ok {
		return l
	}
	if s.browser != "" {
		return s.browser
	}
	return i18n.EN
}

// WantedLang is the language asked for: lang= when set, else the browser's. Until its words
// are loaded (i18n.Loaded) the view model stays in the language it was in; the page fetches
// them, hands them to i18n.Load and calls WordsLoaded.
func (s *Session) WantedLang() i18n.Lang {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.wanted()
}

// WordsLoaded says that a language's words have arrived (i18n.Load): the view model is
// written again, in the wanted language if those were its words.
func (s *Session) WordsLoaded() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.version++
}

// Display is the explorer's display settings: the view keys after hint and vs.
func (s *Session) Display() Display {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.display
}

// viewSettings are the view keys' values as Set applies them.
type viewSettings struct {
	hint     bool
	vs       Opponent
	display  Display
	extra    map[string]string // the game's own (Viewer); never nil
	warnings []msg.Text        // the keys ignored, one sentence each
}

// parseView reads the view keys, starting from the current values: the explorer's own
// (ViewKeys) and those of the game's Rules if it is a Viewer. The game's own values carry
// over only while the game stays the same. A bad value of a known key is an error; a key
// nobody knows is ignored with a warning.
func (s *Session) parseView(name string, r Rules, view notation.Query) (v viewSettings, err error) {
	s.mu.Lock()
	v.hint, v.vs, v.display = s.hint, s.vs, s.display
	v.extra = map[string]string{}
	if s.cur.pos.Game() == name {
		maps.Copy(v.extra, s.extra)
	}
	s.mu.Unlock()
	own, _ := r.(Viewer)
	var ownKeys []string
	if own != nil {
		ownKeys = own.ViewKeys()
	}
	for _, kv := range view {
		switch {
		case kv.Key == "hint":
			switch kv.Value {
			case "0":
				v.hint = false
			case "1":
				v.hint = true
			default:
				return viewSettings{}, msg.Errorf("hint: %s is not 0 or 1", notation.Quote(kv.Value))
			}
		case kv.Key == "vs":
			switch kv.Value {
			case "computer":
				v.vs = Computer
			case "human":
				v.vs = Human
			default:
				return viewSettings{}, msg.Errorf("vs: %s is not computer or human", notation.Quote(kv.Value))
			}
		case slices.Contains(ownKeys, kv.Key):
			if kv.Value != "" {
				if err := own.CheckView(kv.Key, kv.Value); err != nil {
					return viewSettings{}, err
				}
			}
			v.extra[kv.Key] = kv.Value
		default:
			if ok, err := v.display.set(kv.Key, kv.Value); err != nil {
				return viewSettings{}, err
			} else if ok {
				continue
			}
			keys := append(slices.Clone(ViewKeys), ownKeys...)
			v.warnings = append(v.warnings, msg.New("%s: ignored: not a key of game %s nor of the explorer (its view keys: %s)",
				notation.Name(kv.Key), name, strings.Join(keys, ", ")))
		}
	}
	maps.DeleteFunc(v.extra, func(_, v string) bool { return v == "" })
	return v, nil
}

// ErrNotYourTurn is returned when the user tries to move while the computer is to move.
var ErrNotYourTurn = msg.Errorf("it is the computer's turn")

// ErrGameOver is returned for a move after the last one.
var ErrGameOver = msg.Errorf("the game is over: no move is left")

// ErrStale is returned for a move made on a position that has changed since the scene saw it.
var ErrStale = msg.Errorf("the position changed before the move arrived")

// Play makes the user's move: seen is the version the scene drew the move on, next the
// position the move leads to. The game's rules check that it is one move away.
func (s *Session) Play(seen uint64, next game.Position) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.canPlay(seen); err != nil {
		return err
	}
	return s.play(next)
}

// PlayTo makes the user's move given as text, the position it leads to (the panel's move
// form, the API's playto command), on the position shown at seen: a position of the game
// shown, without view keys, one move away. A game this build lacks is said as Set says it
// (Unknown: another module's game is that module's, not "not a game nimscope knows").
func (s *Session) PlayTo(seen uint64, text string) error {
	if _, err := Unknown(text); err != nil {
		return err
	}
	pos, view, err := engine.Parse(text)
	if err != nil {
		return err
	}
	if len(view) > 0 {
		return msg.Errorf("%s: a move gives the position after it, no view keys", notation.Name(view[0].Key))
	}
	if cur := s.Frame().Pos.Game(); pos.Game() != cur {
		return msg.Errorf("the game is %s, not %s", cur, pos.Game())
	}
	return s.Play(seen, pos)
}

// PlayTake makes the user's take of amount from the one heap of a game whose moves are
// takes (Taker: Fibonacci Nim, the k-multiple game), as Play makes a move to a position.
func (s *Session) PlayTake(seen, amount uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.rules.(Taker)
	if !ok {
		return msg.Errorf("%s: its moves are not takes from one heap; play a move by the position after it (playto)", s.cur.pos.Game())
	}
	if err := s.canPlay(seen); err != nil {
		return err
	}
	next, err := t.Take(s.cur.pos, amount)
	if err != nil {
		return err
	}
	return s.play(next)
}

// canPlay says why the user may not move now, if they may not; the caller holds mu.
func (s *Session) canPlay(seen uint64) error {
	switch {
	case seen != s.version:
		return ErrStale
	case s.rules.Terminal(s.cur.pos):
		return ErrGameOver
	case s.computersTurn():
		return ErrNotYourTurn
	}
	return nil
}

// play makes the user's move to next, which the rules check; the caller holds mu and has
// asked canPlay.
func (s *Session) play(next game.Position) error {
	did, err := s.rules.Describe(s.cur.pos, next)
	if err != nil {
		return err
	}
	s.record()
	s.show(turn{pos: next, side: 1 - s.cur.side, log: appendLog(s.cur.log, s.logLine(s.cur.side, did)), played: true})
	s.version++
	return nil
}

// ComputerToMove reports whether the computer owes a move.
func (s *Session) ComputerToMove() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.computersTurn() && !s.rules.Terminal(s.cur.pos)
}

// computersTurn reports whether the side to move is the computer's; the caller holds mu.
func (s *Session) computersTurn() bool { return s.vs == Computer && s.cur.side == 1 }

// PlayComputer makes the computer's move, a winning one when there is one, and reports
// whether it moved. Undo takes it back together with the user's move before it.
func (s *Session) PlayComputer() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.computersTurn() || s.rules.Terminal(s.cur.pos) {
		return false
	}
	next, ok := s.rules.Reply(s.cur.pos)
	if !ok {
		return false
	}
	did, err := s.rules.Describe(s.cur.pos, next)
	if err != nil {
		return false // the reply is not a move: the game's tests catch that
	}
	line := s.logLine(1, did)
	if l, ok := s.rules.(Leaver); ok && s.vs == Computer {
		if why, lost := l.Left(next); lost && why.IsZero() {
			line = msg.New("The computer %s, leaving a P-position for you.", did)
		} else if lost {
			line = msg.New("The computer %s, leaving %s: a P-position for you.", did, why)
		}
	}
	s.show(turn{pos: next, side: 0, log: appendLog(s.cur.log, line), played: true})
	s.future = s.future[:0] // a new line of play, as a move of the user's starts one
	s.version++
	return true
}

// Undo goes back one turn: against the computer, to before the user's last move.
func (s *Session) Undo() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.past) == 0 {
		return msg.Errorf("undo: nothing to undo")
	}
	prev := s.past[len(s.past)-1]
	if !s.cur.played {
		s.epoch++ // taking back a position set, not a move: the scene lays it out afresh
	}
	s.future = append(s.future, s.leave())
	s.show(prev)
	s.past = s.past[:len(s.past)-1]
	s.rules = rules[s.cur.pos.Game()]
	s.version++
	return nil
}

// Redo replays what Undo took back.
func (s *Session) Redo() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.future) == 0 {
		return msg.Errorf("redo: nothing to redo")
	}
	next := s.future[len(s.future)-1]
	if !next.played {
		s.epoch++ // a position set again, not a move
	}
	s.past = append(s.past, s.leave())
	s.show(next)
	s.future = s.future[:len(s.future)-1]
	s.rules = rules[s.cur.pos.Game()]
	s.version++
	return nil
}

// SetHint shows or hides the winning moves.
func (s *Session) SetHint(on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hint != on {
		s.hint = on
		s.version++
	}
}

// Hint reports whether the winning moves are shown.
func (s *Session) Hint() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hint
}

// SetOpponent switches between the computer and a second player. The side to move stays:
// the computer takes over player 2's turn, and player 2 the computer's.
func (s *Session) SetOpponent(o Opponent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.vs != o {
		s.vs = o
		s.version++
	}
}

// show makes t the turn on the board: a move, Undo, Redo or a new position. A reveal of
// the values lasts until the position changes, so it ends here. A turn the board left
// before (Undo, Redo) brings back the game's own view keys it was drawn with.
func (s *Session) show(t turn) {
	s.cur = t
	s.revealed = false
	if t.extra != nil {
		s.extra = t.extra
	}
}

// leave returns the turn on the board, with the view keys it is drawn with, for past or
// future.
func (s *Session) leave() turn {
	t := s.cur
	t.extra = s.extra
	return t
}

// Reveal shows (true) or hides again (false) the values of the position on the board while
// values=hidden keeps them from the students: the lecturer's reveal, for the panel and the
// canvas alike. It lasts until the position changes; without values=hidden it does nothing.
func (s *Session) Reveal(on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	on = on && s.display.HideValues
	if s.revealed != on {
		s.revealed = on
		s.version++
	}
}

// record saves the current turn for undo; a new line of play drops what redo had.
func (s *Session) record() {
	s.past = append(s.past, s.leave())
	s.future = s.future[:0]
}

func appendLog(log []msg.Text, line msg.Text) []msg.Text {
	if len(log) >= MaxLog {
		log = log[len(log)-MaxLog+1:]
	}
	out := make([]msg.Text, len(log), len(log)+1)
	copy(out, log)
	return append(out, line)
}

// logLine is the log's line for a move of side: who made it, then what it did (Describe).
// Each language writes the subject its own way (Russian: "Вы: взято 2 из кучки 1").
func (s *Session) logLine(side int, did msg.Text) msg.Text {
	switch {
	case s.vs == Computer && side == 0:
		return msg.New("You %s.", did)
	case s.vs == Computer:
		return msg.New("The computer %s.", did)
	}
	return msg.New("Player %d %s.", side+1, did)
}

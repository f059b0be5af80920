// Package game holds what every impartial game in nimscope shares: the play
// convention, outcomes, the analysis the command line and the page report,
// and the Position interface each game implements.
package game

import (
	"fmt"
	"slices"
	"sort"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Position is a position of some game. Implementations are values whose
// methods do not change them.
type Position interface {
	// Game is the value of the game key: "nim".
	Game() string
	// String is the canonical notation: game first, then the game's keys in
	// the order DESIGN.md lists them, play=misere last and only when misère.
	String() string
	// Analyze reports the outcome, the Grundy value where known, and the
	// winning moves.
	Analyze() Analysis
}

// Reader adapts a game's FromQuery, which returns its own position type, to one that
// returns a Position, nil on error (not a zero P in a non-nil interface). The engine's
// registry and the sum's table both use it, so the wasm holds one adapter per game.
func Reader[P Position](fromQuery func(notation.Query) (P, error)) func(notation.Query) (Position, error) {
	return func(q notation.Query) (Position, error) {
		p, err := fromQuery(q)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
}

// Reply is the position a game's computer move m leads to, through the game's Apply; false
// when there is no move (ok false) or Apply refuses it (an engine bug its tests catch). The
// explorer's rules and the sum's table share it, as they share Reader.
func Reply[M any, P Position](m M, ok bool, apply func(M) (P, error)) (Position, bool) {
	if !ok {
		return nil, false
	}
	next, err := apply(m)
	if err != nil {
		return nil, false
	}
	return next, true
}

// Play is the convention for the end of a game.
type Play uint8

const (
	Normal Play = iota // whoever cannot move loses
	Misere             // whoever cannot move wins
)

// String returns "normal" or "misere", the values of the play key.
func (p Play) String() string {
	switch p {
	case Normal:
		return "normal"
	case Misere:
		return "misere"
	}
	return fmt.Sprintf("Play(%d)", uint8(p))
}

// MarshalText writes the play key's value, so a view model in JSON reads
// "play":"misere".
func (p Play) MarshalText() ([]byte, error) {
	if p > Misere {
		return nil, fmt.Errorf("game: invalid Play %d", uint8(p))
	}
	return []byte(p.String()), nil
}

// ParsePlay reads a value of the play key.
func ParsePlay(s string) (Play, error) {
	switch s {
	case "normal":
		return Normal, nil
	case "misere":
		return Misere, nil
	}
	return 0, msg.Errorf("play: %s is not normal or misere", notation.Quote(s))
}

// PlayOf reads the optional play key of q: Normal when it is absent.
func PlayOf(q notation.Query) (Play, error) {
	s, ok := q.Get("play")
	if !ok {
		return Normal, nil
	}
	return ParsePlay(s)
}

// Outcome says who wins a position with perfect play.
type Outcome byte

const (
	N Outcome = 'N' // the player to move (the Next player) wins
	P Outcome = 'P' // the player who just moved (the Previous player) wins
)

// String returns "N" or "P".
func (o Outcome) String() string {
	if o == N || o == P {
		return string(rune(o))
	}
	return fmt.Sprintf("Outcome(%d)", byte(o))
}

// MarshalText writes "N" or "P"; JSON quotes it.
func (o Outcome) MarshalText() ([]byte, error) {
	if o != N && o != P {
		return nil, fmt.Errorf("game: invalid Outcome %d", byte(o))
	}
	return []byte{byte(o)}, nil
}

// UnmarshalText reads "N" or "P".
func (o *Outcome) UnmarshalText(b []byte) error {
	if s := string(b); s != "N" && s != "P" {
		return msg.Errorf("outcome: %s is not N or P", notation.Quote(s))
	}
	*o = Outcome(b[0])
	return nil
}

// MaxWinning is the most winning moves an Analysis lists.
const MaxWinning = 1000

// MaxWinningBytes is the most text an Analysis's Winning holds, its positions' lengths
// added: 1 MiB. A position of 10^4 heaps near 2^53 is some 170 kB of text, so its first
// MaxWinning winning positions would be 170 MB, seconds to write and to hand to a page.
const MaxWinningBytes = 1 << 20

// WinningRoom is how many winning positions of about size bytes each Winning lists:
// MaxWinning, or fewer where that many would pass MaxWinningBytes, and at least one. A game
// that writes its winning positions itself (they are all about as long as the position)
// cuts its moves to WinningRoom(len(text)) before writing them, and sets Truncated when it
// cut any.
func WinningRoom(size int) int {
	return max(1, min(MaxWinning, MaxWinningBytes/max(size, 1)))
}

// Analysis is the answer to `nimscope analyze` and to the page's
// nimscope.analyze, in the JSON of DESIGN.md's analysis contract.
type Analysis struct {
	Position string  `json:"position"` // canonical notation
	Outcome  Outcome `json:"outcome"`
	// Grundy is the Sprague–Grundy value under normal play: null in misère
	// play and where it is unknown.
	Grundy *uint64 `json:"grundy"`
	// Winning lists the positions one winning move away, canonical, sorted
	// and without repeats; [] when there are none, null only when they were
	// not computed (Note says why).
	Winning []string `json:"winning"`
	// Truncated says that Winning holds only the first of them: MaxWinning, or fewer where
	// their text would pass MaxWinningBytes (WinningRoom). TruncatedNote says so in words.
	Truncated bool   `json:"truncated,omitempty"`
	Note      string `json:"note,omitempty"`
	// Warnings say how reading the position changed it (engine.Read), in English: edges
	// dropped because they do not reach the ground. The CLI writes them to stderr too.
	Warnings []string `json:"warnings,omitempty"`
	// Rule is the theorem behind the answer; Explanation applies it to this
	// position in one sentence.
	Rule        string `json:"rule"`
	Explanation string `json:"explanation"`
	// Reduction says, in words, the simpler game the theory turns this one
	// into ("Nim on the odd steps: heaps 3, 5"), where there is one.
	Reduction string  `json:"reduction,omitempty"`
	NimSum    *uint64 `json:"nimSum,omitempty"`
	Binary    *Binary `json:"binary,omitempty"`
	// Texts are Rule, Explanation, Reduction and Note as msg.Texts, which the web layer
	// translates; the strings above are their English. The Set methods fill both.
	Texts Texts `json:"-"`
}

// Texts are an Analysis's sentences before they are written in a language.
type Texts struct{ Rule, Explanation, Reduction, Note msg.Text }

// SetRule sets Rule and Texts.Rule.
func (a *Analysis) SetRule(t msg.Text) { a.Rule, a.Texts.Rule = t.String(), t }

// SetExplanation sets Explanation and Texts.Explanation.
func (a *Analysis) SetExplanation(t msg.Text) { a.Explanation, a.Texts.Explanation = t.String(), t }

// SetReduction sets Reduction and Texts.Reduction.
func (a *Analysis) SetReduction(t msg.Text) { a.Reduction, a.Texts.Reduction = t.String(), t }

// SetNote sets Note and Texts.Note.
func (a *Analysis) SetNote(t msg.Text) { a.Note, a.Texts.Note = t.String(), t }

// Binary is the nim-sum worked in binary columns, as on a blackboard: one
// row per heap (or Grundy value) and the sum, all padded to one width.
type Binary struct {
	Rows []string `json:"rows"`
	Sum  string   `json:"sum"`
}

// NewBinary writes values and their nim-sum in binary, padded with leading
// zeros to the width of the longest.
func NewBinary(values []uint64) *Binary {
	var sum, all uint64
	for _, v := range values {
		sum ^= v
		all |= v // the widest value decides the width
	}
	width := 1
	for all>>width != 0 {
		width++
	}
	b := &Binary{Rows: make([]string, len(values)), Sum: binary(sum, width)}
	for i, v := range values {
		b.Rows[i] = binary(v, width)
	}
	return b
}

func binary(v uint64, width int) string {
	s := make([]byte, width)
	for i := range s {
		s[width-1-i] = '0' + byte(v>>i&1)
	}
	return string(s)
}

// Uint64 returns a pointer to a copy of v, for Analysis.Grundy and NimSum.
func Uint64(v uint64) *uint64 { return &v }

// WinningList makes positions into Analysis.Winning: sorted, without
// repeats, at most MaxWinning of them and at most MaxWinningBytes of text
// (but at least one), and never nil. It reports whether it dropped any. It
// sorts positions in place.
func WinningList(positions []string) (winning []string, truncated bool) {
	// sort.Strings would call slices.Sort, a copy of pdqsort for strings in the wasm; the
	// sort.Interface version shares the code every Go program with Ebiten has.
	sort.Sort(sort.StringSlice(positions))
	positions = slices.Compact(positions)
	total := 0
	for i, p := range positions {
		if total += len(p); i == MaxWinning || i > 0 && total > MaxWinningBytes {
			return positions[:i:i], true
		}
	}
	if positions == nil {
		positions = []string{}
	}
	return positions, false
}

// SetWinning sets Winning to WinningList(positions), and Truncated when WinningList dropped
// some or more is true (the game stopped writing them at WinningRoom); a truncated list is
// said in Note too (TruncatedNote), after a note the game set before.
func (a *Analysis) SetWinning(positions []string, more bool) {
	var cut bool
	a.Winning, cut = WinningList(positions)
	a.Truncated = more || cut
	if !a.Truncated {
		return
	}
	note := TruncatedNote(len(a.Winning))
	if !a.Texts.Note.IsZero() {
		note = msg.New("%s; %s", a.Texts.Note, note)
	}
	a.SetNote(note)
}

// TruncatedNote is the Note of an analysis whose Winning was cut to listed positions
// (Truncated): why, and that the outcome and value still hold.
func TruncatedNote(listed int) msg.Text {
	return msg.New("only the first %d winning positions are listed, of more: the list stops at %d positions "+
		"or %d bytes of text (the outcome and the value are exact)", listed, MaxWinning, MaxWinningBytes)
}

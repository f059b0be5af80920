// Package sum is a sum of games: several components side by side, each a
// position of a game of its own (a Nim heap, a staircase, a Hackenbush
// graph, a subtraction game); a move is a move in exactly one of them. In
// normal play whoever cannot move loses, in misère play whoever cannot move
// wins.
//
// Normal play is the Sprague–Grundy theorem: the sum is worth the nim-sum
// of its components' Grundy values, which each component's own package
// computes; a winning move turns one component of value g into a position of
// value g ⊕ (the nim-sum). Misère play has no such theorem in general. The
// SJ theorem (package antisg) decides it from the same values when every
// part of the sum meets its condition on every position play can reach (see
// misere.go); where it cannot be shown to, a small sum is searched
// exhaustively and a larger one is refused with a message that says so.
//
// The notation (docs/notation.md) writes the components in one key,
// separated by "|", each as game:value with the game's first key's value,
// then /key:value for its other keys:
//
//	game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2|subtraction:9,6/set:1,2,3
package sum

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "sum"

// Limits.
const (
	// MaxParts is the most components a sum may have: more do not fit side
	// by side on a lecture's screen, and the analysis lists each.
	MaxParts = 8
	// MaxItems is the most heaps, steps or edges one component may have.
	// Winning moves in a Hackenbush component cost one Grundy value per
	// edge, so its work grows with the square of this.
	MaxItems = 1000
	// MaxMisereStates is the most positions an exhaustive misère search of
	// a sum may visit, where the SJ theorem cannot be applied: some 0.2 s
	// natively, a second or so in a browser, once per game (see searcher).
	MaxMisereStates = 20_000
)

// Keys returns the keys of a sum after game, in canonical order.
func Keys() []string { return []string{"parts", "play"} }

// Position is a sum of games. Parts are positions of the games Games lists,
// each in normal play: the play of the sum is Play. Build one with New or
// FromQuery, which check the limits and, in misère play, that the outcome
// can be decided.
type Position struct {
	Parts []game.Position
	Play  game.Play
	// misere says how misère play is decided (see misere.go); set by New.
	misere how
	// search holds what the misère search has found, shared by the positions
	// play reaches from the one New made, so it runs once per game.
	search *searcher
}

// Move replaces one component with a position one move away in its game.
type Move struct {
	Part int           // index into Parts, from 0
	To   game.Position // the component after the move
}

// Games returns the games a sum may have as components, in the order of
// DESIGN.md's notation table.
func Games() []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = k.name
	}
	return names
}

// FromQuery reads a sum from the keys game (sum, when given), parts
// (required) and play (optional). Any other key is an error, and so is a
// component the sum does not take; errors in a component name it by its
// place and game: `parts: component 2 (staircase): steps: item 2 "x" is not
// a whole number`.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("parts")
	if !ok {
		return Position{}, msg.Errorf("parts: missing; expected components joined by \"|\" such as parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2")
	}
	parts, err := parseParts(s)
	if err != nil {
		return Position{}, err
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return New(parts, play)
}

// partsList is the parts key's limit, components joined by "|", checked by parseParts and,
// on the raw text, by engine.
var partsList = game.List{Key: "parts", Max: MaxParts,
	Items: func(s string) int { return strings.Count(s, "|") + 1 },
	TooMany: func(n int) error {
		return msg.Errorf("parts: %d components, more than the limit of %d", n, MaxParts)
	}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{partsList} }

// parseParts reads the value of the parts key.
func parseParts(s string) ([]game.Position, error) {
	if s == "" {
		return nil, msg.Errorf("parts: empty; expected components joined by \"|\" such as parts=nim:3|staircase:0,2,1")
	}
	if err := partsList.Check(s); err != nil {
		return nil, err
	}
	texts := strings.Split(s, "|")
	parts := make([]game.Position, len(texts))
	for i, text := range texts {
		p, err := parsePart(text)
		if err != nil {
			return nil, msg.Errorf("parts: component %d%w", i+1, err)
		}
		parts[i] = p
	}
	return parts, nil
}

// parsePart reads one component, game:value/key:value…; its errors start
// with " (game): " or ": " so that parseParts can put the place first.
func parsePart(text string) (game.Position, error) {
	k, q, err := partQuery(text)
	if err != nil {
		return nil, err
	}
	p, err := k.read(q)
	if err != nil {
		return nil, msg.Errorf(" (%s): %w", k.name, err)
	}
	if n := k.items(p); n > MaxItems {
		return nil, msg.Errorf(" (%s): %s: %d items, more than the limit of %d in a component of a sum", k.name, k.keys[0], n, MaxItems)
	}
	return p, nil
}

// partQuery returns the game of one component and the query its game reads, the
// component's text written as that game's own keys; its errors read as parsePart's.
func partQuery(text string) (kind, notation.Query, error) {
	if text == "" {
		return kind{}, nil, msg.Errorf(": empty (two \"|\" in a row, or one at an end)")
	}
	name, rest, ok := strings.Cut(text, ":")
	if !ok {
		return kind{}, nil, msg.Errorf(" %s: no \":\"; expected game:value such as nim:3 or staircase:0,2,1", notation.Quote(text))
	}
	k, ok := kindOf(name)
	if !ok {
		why := msg.New("not a game a sum takes")
		if name == Name {
			why = msg.New("a sum itself, and a sum does not take a sum inside it: write its components in this one")
		}
		return kind{}, nil, msg.Errorf(": %s is %s (it takes %s)", notation.Quote(name), why, strings.Join(Games(), ", "))
	}
	fields := strings.Split(rest, "/")
	q := notation.Query{{Key: "game", Value: name}, {Key: k.keys[0], Value: fields[0]}}
	for _, f := range fields[1:] {
		key, value, ok := strings.Cut(f, ":")
		switch {
		case !ok:
			return kind{}, nil, msg.Errorf(" (%s): %s has no \":\"; expected key:value such as %s", name, notation.Quote(f), k.example)
		case key == "play":
			return kind{}, nil, msg.Errorf(" (%s): play: give play=misere for the whole sum, not for one component", name)
		case key == "game" || !slices.Contains(k.keys, key):
			return kind{}, nil, msg.Errorf(" (%s): %s: not a key of a %s component (its keys: %s)", name, notation.Name(key), name, strings.Join(k.keys, ", "))
		}
		if _, dup := q.Get(key); dup {
			return kind{}, nil, msg.Errorf(" (%s): %s: given twice", name, notation.Name(key))
		}
		q = append(q, notation.Pair{Key: key, Value: value})
	}
	return k, q, nil
}

// Warnings says what reading q, whose position is p (FromQuery(q)), changed in its
// components though q was valid: a Hackenbush component's edges that do not reach the
// ground, dropped as they are from a graph of its own. Each sentence names the component
// as errors do, then gives the component's game's own warning:
// `parts: component 2 (hackenbush): edges: 1 of the 3 edges does not reach the ground
// (vertex 0) and was dropped`.
func Warnings(q notation.Query, p Position) []msg.Text {
	s, _ := q.Get("parts")
	texts := strings.Split(s, "|")
	if len(texts) != len(p.Parts) {
		return nil // not the query p was read from
	}
	var out []msg.Text
	for i, text := range texts {
		k, cq, err := partQuery(text)
		if err != nil || k.warn == nil || k.name != p.Parts[i].Game() {
			continue
		}
		for _, w := range k.warn(cq, p.Parts[i]) {
			out = append(out, msg.New("parts: component %d (%s): %s", i+1, k.name, w))
		}
	}
	return out
}

// New returns the sum of parts in the given play. Each part must be a
// position of a game the sum takes, in normal play. In misère play New
// refuses a sum whose outcome neither the SJ theorem nor a search within
// MaxMisereStates positions decides.
func New(parts []game.Position, play game.Play) (Position, error) {
	if len(parts) == 0 {
		return Position{}, msg.Errorf("parts: no component; a sum needs at least one")
	}
	if len(parts) > MaxParts {
		return Position{}, msg.Errorf("parts: %d components, more than the limit of %d", len(parts), MaxParts)
	}
	if play > game.Misere {
		return Position{}, fmt.Errorf("play: invalid %v", play)
	}
	for i, c := range parts {
		k, ok := kindOf(c.Game())
		if !ok {
			return Position{}, msg.Errorf("parts: component %d: %s is not a game a sum takes (it takes %s)", i+1, c.Game(), strings.Join(Games(), ", "))
		}
		if k.play(c) != game.Normal {
			return Position{}, msg.Errorf("parts: component %d (%s): in normal play only; play=misere is given for the whole sum", i+1, c.Game())
		}
	}
	p := Position{Parts: slices.Clone(parts), Play: play}
	if play == game.Misere {
		h, err := decideMisere(p)
		if err != nil {
			return Position{}, err
		}
		p.misere = h
		if h == bySearch {
			p.search = newSearcher()
		}
	}
	return p, nil
}

// Game returns "sum".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=sum&parts=…, then
// &play=misere when misère.
func (p Position) String() string {
	var b strings.Builder
	b.WriteString("game=sum&parts=")
	for i, c := range p.Parts {
		if i > 0 {
			b.WriteByte('|')
		}
		b.WriteString(PartText(c))
	}
	if p.Play == game.Misere {
		b.WriteString("&play=misere")
	}
	return b.String()
}

// PartText writes one component as the parts key does: nim:3,
// subtraction:9,6/set:1,2,3.
func PartText(c game.Position) string {
	q, err := notation.Parse(c.String())
	if err != nil || len(q) < 2 || q[0].Key != "game" {
		return c.Game() + ":?" // not a position its package wrote: New refuses those
	}
	var b strings.Builder
	b.WriteString(q[0].Value)
	b.WriteByte(':')
	b.WriteString(q[1].Value)
	for _, pr := range q[2:] {
		if pr.Key == "play" {
			continue
		}
		b.WriteByte('/')
		b.WriteString(pr.Key)
		b.WriteByte(':')
		b.WriteString(pr.Value)
	}
	return b.String()
}

// Values returns each component's Grundy value, in order.
func (p Position) Values() []uint64 {
	v := make([]uint64, len(p.Parts))
	for i, c := range p.Parts {
		v[i] = mustKind(c).value(c)
	}
	return v
}

// NimSum returns the nim-sum (XOR) of the components' Grundy values.
func (p Position) NimSum() uint64 {
	var x uint64
	for _, v := range p.Values() {
		x ^= v
	}
	return x
}

// Grundy returns the Sprague–Grundy value, the nim-sum of the components'
// values; false in misère play.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere {
		return 0, false
	}
	return p.NimSum(), true
}

// With returns p with component i replaced by c, unchecked: for moves
// whose result the caller knows to be legal.
func (p Position) With(i int, c game.Position) Position {
	parts := slices.Clone(p.Parts)
	parts[i] = c
	return Position{Parts: parts, Play: p.Play, misere: p.misere, search: p.search}
}

// Apply returns the position after m, checking that m.To is one move from
// component m.Part in its game.
func (p Position) Apply(m Move) (Position, error) {
	if m.Part < 0 || m.Part >= len(p.Parts) {
		return Position{}, fmt.Errorf("sum: no component at index %d (there are %d)", m.Part, len(p.Parts))
	}
	c := p.Parts[m.Part]
	if m.To == nil || m.To.Game() != c.Game() {
		return Position{}, fmt.Errorf("sum: component %d is a %s position; a move there gives another", m.Part+1, c.Game())
	}
	if !mustKind(c).follows(c, m.To) {
		return Position{}, fmt.Errorf("sum: %s is not one move from %s", PartText(m.To), PartText(c))
	}
	return p.With(m.Part, m.To), nil
}

// Terminal reports whether no component has a move left.
func (p Position) Terminal() bool {
	for _, c := range p.Parts {
		if _, ok := mustKind(c).reply(c); ok {
			return false
		}
	}
	return true
}

// Options returns every position one move away, component by component.
// It enumerates every move, so it is for small sums (a Nim heap of n has n
// moves).
func (p Position) Options() []Position {
	var out []Position
	for i, c := range p.Parts {
		for _, o := range mustKind(c).options(c) {
			out = append(out, p.With(i, o))
		}
	}
	return out
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome { return p.solve().outcome }

// WinningMoves returns every move to a P-position, by component and then
// in the order of the positions reached; nil when there is none.
func (p Position) WinningMoves() []Move { return p.solve().winning }

// ComputerMove returns the move a computer opponent plays: the first
// winning move if there is one, else the move the first component that can
// move would play on its own, to keep the game going. It returns false when
// no move is left.
func (p Position) ComputerMove() (Move, bool) {
	if w := p.WinningMoves(); len(w) > 0 {
		return w[0], true
	}
	for i, c := range p.Parts {
		if next, ok := mustKind(c).reply(c); ok {
			return Move{i, next}, true
		}
	}
	return Move{}, false
}

// Analyze returns the analysis of DESIGN.md's contract: the components'
// Grundy values in binary with their nim-sum, the rule applied (the
// Sprague–Grundy theorem, the SJ theorem in misère play, or a search where
// that does not apply), and the winning positions.
func (p Position) Analyze() game.Analysis {
	s := p.solve()
	values := p.Values()
	a := game.Analysis{
		Position: p.String(),
		Outcome:  s.outcome,
		NimSum:   game.Uint64(p.NimSum()),
		Binary:   game.NewBinary(values),
	}
	a.SetRule(s.rule)
	a.SetExplanation(s.explanation)
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
		// Only in normal play is the sum the Nim position of its values.
		a.SetReduction(p.reduction(values))
	}
	texts := make([]string, len(s.winning))
	for i, m := range s.winning {
		texts[i] = p.With(m.Part, m.To).String()
	}
	a.SetWinning(texts, false)
	return a
}

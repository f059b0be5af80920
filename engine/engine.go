// Package engine reads a position in nimscope's notation, whatever its game,
// and analyses it. It is the one entry point the command line and the page
// share, so they answer the same text the same way.
package engine

import (
	"github.com/nimscope/nimscope/engine/msg"
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

// kind is a game nimscope knows.
type kind struct {
	name string
	keys []string // the keys of its positions after game, in canonical order
	read func(notation.Query) (game.Position, error)
	// lists are its keys whose values are lists, with the game's limits: CheckLists
	// looks at them in the raw text.
	lists []game.List
}

// warners holds, for each game whose reading may change what was written (Green
// Hackenbush drops floating edges), what it changed in the position read from a query:
// Read's warnings.
var warners = map[string]func(notation.Query, game.Position) []msg.Text{}

// kinds lists the games, in the order of DESIGN.md's notation table. Each game
// registers itself from a file of its own in this package (nim.go, …), so
// games added side by side never edit the same lines.
var kinds []kind

// views holds, for each kind that is a view rather than a game (the XOR
// table), what it shows instead of an analysis: Analyze refuses it.
var views = map[string]string{}

// registerView adds a kind that Parse reads but Analyze refuses, saying that
// it is a view and what it shows.
func registerView(k kind, shows string) {
	register(k)
	views[k.name] = shows
}

// IsView reports whether the game called name is a view, not a game.
func IsView(name string) bool {
	_, ok := views[name]
	return ok
}

// order is the notation table's order of the games, which error messages
// follow; a game missing from it sorts last.
var order = []string{"nim", "subtraction", "greedy", "moore", "staircase", "slide",
	"fibonacci", "multiple", "turning", "hackenbush", "sum", "xor"}

// register adds a game. It is called from init functions only.
func register(k kind) {
	for _, have := range kinds {
		if have.name == k.name {
			panic("engine: game " + k.name + " registered twice")
		}
	}
	rank := func(name string) int {
		if i := slices.Index(order, name); i >= 0 {
			return i
		}
		return len(order)
	}
	// Insert after every game of the same or an earlier rank: kinds stays sorted as a
	// stable sort would leave it, without a copy of the stable sort in the wasm.
	i := len(kinds)
	for i > 0 && rank(kinds[i-1].name) > rank(k.name) {
		i--
	}
	kinds = append(kinds, kind{})
	copy(kinds[i+1:], kinds[i:])
	kinds[i] = k
}

// Games returns the names of the games nimscope knows, the values of the
// game key.
func Games() []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = k.name
	}
	return names
}

// Parse reads s and returns the position it describes and, in the order
// given, the pairs that are not part of a position of its game: the view's
// keys, such as hint=1, for the caller to apply or refuse.
func Parse(s string) (pos game.Position, view notation.Query, err error) {
	pos, view, _, err = Read(s)
	return pos, view, err
}

// Read is Parse, and says what reading s changed in the position, though s was valid: the
// edges of a Green Hackenbush graph that do not reach the ground, which the canonical form
// drops. The sentences start with the key, as errors do.
func Read(s string) (pos game.Position, view notation.Query, warnings []msg.Text, err error) {
	_, pos, view, warnings, err = parse(s)
	return pos, view, warnings, err
}

// Analyze reads the position s and analyses it. s must hold a position
// only: a view's key is an error here, since an analysis does not use it.
func Analyze(s string) (game.Analysis, error) {
	k, pos, view, warnings, err := parse(s)
	if err != nil {
		return game.Analysis{}, err
	}
	if len(view) > 0 {
		return game.Analysis{}, game.UnknownKey(k.name, view[0].Key, k.keys)
	}
	if shows, ok := views[k.name]; ok {
		return game.Analysis{}, msg.Errorf("game=%s is a view, not a game: %s", k.name, shows)
	}
	a := pos.Analyze()
	for _, w := range warnings {
		a.Warnings = append(a.Warnings, w.String())
	}
	return a, nil
}

// CheckLists refuses s, from one look at its raw text, when it names a game whose list has
// more items than the game takes, with the error the game's own reading would give
// ("heaps: 3000001 heaps, more than the limit of 10000"): parsing the text first (its
// pairs unescaped and copied) cost 70 ms natively for 3,000,001 heaps, 1.5 s in the page,
// all to be refused. It returns nil when the lists fit, or when it cannot tell without
// parsing (no game it knows, a key or value %-escaped): Parse and Analyze then say what is
// wrong, and call it first themselves.
func CheckLists(s string) error {
	k, ok := kindOf(notation.RawValue(s, "game"))
	if !ok {
		return nil
	}
	for _, l := range k.lists {
		v := notation.RawValue(s, l.Key)
		if v == "" || strings.IndexByte(v, '%') >= 0 {
			continue // absent, or escaped: its items are counted once unescaped
		}
		if err := l.Check(v); err != nil {
			return err
		}
	}
	return nil
}

func parse(s string) (k kind, pos game.Position, view notation.Query, warnings []msg.Text, err error) {
	if err := CheckLists(s); err != nil {
		return kind{}, nil, nil, nil, err
	}
	return read(s)
}

// read is parse without CheckLists: every list's length is checked by its game's reading.
func read(s string) (k kind, pos game.Position, view notation.Query, warnings []msg.Text, err error) {
	q, err := notation.Parse(s)
	if err != nil {
		return kind{}, nil, nil, nil, err
	}
	k, err = lookup(q)
	if err != nil {
		return kind{}, nil, nil, nil, err
	}
	var own notation.Query
	for _, p := range q {
		if p.Key == "game" || slices.Contains(k.keys, p.Key) {
			own = append(own, p)
		} else {
			view = append(view, p)
		}
	}
	pos, err = k.read(own)
	if err != nil {
		return kind{}, nil, nil, nil, err
	}
	if warn := warners[k.name]; warn != nil {
		warnings = warn(own, pos)
	}
	return k, pos, view, warnings, nil
}

func lookup(q notation.Query) (kind, error) {
	name, ok := q.Get("game")
	if !ok {
		return kind{}, msg.Errorf("game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (%s)", strings.Join(Games(), ", "))
	}
	if k, ok := kindOf(name); ok {
		return k, nil
	}
	return kind{}, msg.Errorf("game: %s is not a game nimscope knows (%s)", notation.Quote(name), strings.Join(Games(), ", "))
}

// kindOf returns the game called name.
func kindOf(name string) (kind, bool) {
	for _, k := range kinds {
		if k.name == name {
			return k, true
		}
	}
	return kind{}, false
}

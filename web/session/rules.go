package session

import (
	"iter"
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Rules adapt one game's engine package to the session: the session runs turns, undo, the
// computer and the log for any game with Rules, and each game's scene makes its moves.
// A game is shown in the explorer once it registers Rules (from a file of its own here,
// as nim.go does) and a scene.
type Rules interface {
	// Check refuses positions the explorer cannot show, saying why (too many heaps to draw).
	Check(p game.Position) error
	// Terminal reports whether no move is left.
	Terminal(p game.Position) bool
	// Reply is the computer's move: a winning one when there is one, else a legal move
	// that makes the game last; false when no move is left.
	Reply(p game.Position) (game.Position, bool)
	// Describe says what the move from → to did, in the past tense without a subject
	// ("took 2 from heap 1 (3 → 1)"), or errors when to is not one move from from. It is a
	// msg.Text, so that the log is written in the language of each view model.
	Describe(from, to game.Position) (msg.Text, error)
	// Words names a position for the log ("heaps 3, 4, 5, misère play").
	Words(p game.Position) msg.Text
	// Fill adds the game's own fields to the view model.
	Fill(p game.Position, v *View)
}

// Viewer is Rules with view keys of the game's own: a drawing's vertex positions, the XOR
// table's zoom. The session keeps their values beside hint and vs, writes them into the state
// after those, hands them to the scene in Frame.View, and keeps them while the game stays
// the same. They are not part of the position, but Undo and Redo bring back those a
// position was shown with.
type Viewer interface {
	// ViewKeys lists the keys, in the order the state writes them.
	ViewKeys() []string
	// CheckView says what is wrong with a value, naming the key; "" always means unset.
	CheckView(key, value string) error
}

// Drawer is a Viewer some of whose view keys are one position's drawing (Hackenbush's
// vertex places): a new position set without them starts without them, where the game's
// other view keys keep their values.
type Drawer interface {
	DrawingKeys() []string
}

// ViewChecker is a Viewer some of whose view keys' values depend on the position (the XOR
// table's centre cell lies in its q×q table): CheckViewFor says what is wrong with them,
// naming the key, once the position and every view key (the Set's and those kept) are known.
type ViewChecker interface {
	CheckViewFor(p game.Position, view map[string]string) error
}

// Lister is Rules that can list the moves from a position, for the panel's "Make a move"
// by keyboard where a move is not one item of a list going down (the coins a move turns,
// a sum's components). Moves returns at most limit of them, each worded as a hint words a
// move, in v's language, and whether that is all of them.
type Lister interface {
	Moves(p game.Position, v *View, limit int) (moves []MoveChoice, all bool)
}

// Leaver is Rules that say why the computer's reply was good. Left reports whether p, the
// position a reply left, is lost for the player to move (a P-position, not the game's end,
// which the result says), and names what shows it in the game's own words ("nim-sum 0");
// a zero Text where the game has no such words.
type Leaver interface {
	Left(p game.Position) (why msg.Text, lost bool)
}

// Taker is Rules whose moves take from one heap any amount from 1 up to a bound that grows
// with the play (Fibonacci Nim, the k-multiple game: a first move on a big heap has more
// takes than a list can offer). The panel's "Make a move" asks for the amount (View.TakeMax)
// and plays it with PlayTake.
type Taker interface {
	// MaxTake is the largest take allowed from p; 0 when none is.
	MaxTake(p game.Position) uint64
	// Take returns the position after taking amount from p, or says why that is no move.
	Take(p game.Position, amount uint64) (game.Position, error)
}

// listMoves is a Lister's list: the moves of seq, each applied and worded by label, at most
// limit of them, and whether that is all.
func listMoves[M any, P game.Position](seq iter.Seq[M], apply func(M) (P, error), label func(M, P) string, limit int) ([]MoveChoice, bool) {
	var out []MoveChoice
	for m := range seq {
		if len(out) == limit {
			return out, false
		}
		next, err := apply(m)
		if err != nil {
			continue // the engines' move lists yield only moves Apply allows
		}
		out = append(out, MoveChoice{Label: label(m, next), Position: next.String()})
	}
	return out, true
}

// NotAGame is Rules for a view that is not a game (the XOR table): nobody moves in it, and
// there is no outcome, so the view model carries no analysis and no turn.
type NotAGame interface {
	NotAGame()
}

// listed is Rules whose positions are a list (listKey's value, comma-separated) that the
// explorer draws at most so many items of: checkItems says whether n items are too many.
// Check asks it, and so does the session before it parses a text (listEarly).
type listed interface {
	listKey() string
	checkItems(n int) error
}

// listEarly says, before text is parsed, that its list has more items than the explorer
// draws: the game and the list are found in the raw pairs and the list's commas counted, so
// that a graph of 10^5 edges is refused at once, not after the notation, the graph and its
// canonical form were all built (1.4 s in the page), and so that it is said before the
// notation's own limit (a link of 10001 heaps would be refused for the notation's 10000,
// and, cut to it, then for the explorer's 32). nil when the list fits, or when text
// names no game the explorer lists, or its game or list key is %-escaped: Set's parse then
// says what it says.
func listEarly(text string) error {
	raw := func(key string) string { return notation.RawValue(text, key) }
	l, ok := rules[raw("game")].(listed)
	if !ok {
		return nil
	}
	if list := raw(l.listKey()); list != "" {
		return l.checkItems(strings.Count(list, ",") + 1)
	}
	return nil
}

var rules = map[string]Rules{}

// register adds a game's rules; it is called from init functions only.
func register(name string, r Rules) {
	if _, dup := rules[name]; dup {
		panic("session: rules for " + name + " registered twice")
	}
	rules[name] = r
}

// rulesOf returns the rules of p's game, or an error saying the explorer does not show it.
func rulesOf(p game.Position) (Rules, error) {
	r, ok := rules[p.Game()]
	if !ok {
		return nil, msg.Errorf("game: %s is not shown in the explorer yet (nimscope analyze answers it)", p.Game())
	}
	return r, nil
}

// Shown reports whether the explorer can show the game.
func Shown(name string) bool {
	_, ok := rules[name]
	return ok
}

// maxForced is the most positions forcedLoss looks at before it gives up.
const maxForced = 4096

// forcedLoss reports whether p is lost for the player to move whatever either player does:
// every line of play from it ends with the player to move at p losing, so no mistake is
// possible. options lists the positions one move away; misere says whoever cannot move
// wins. It looks at no more than maxForced positions, and says false past them.
func forcedLoss(p game.Position, options func(game.Position) []game.Position, misere bool) bool {
	seen := map[string]bool{} // position → the player to move there surely loses (false: surely wins)
	budget := maxForced
	// sure reports whether every line from q ends with the player to move at q losing
	// (lose) or winning (!lose); ok false when the budget ran out.
	var sure func(q game.Position, lose bool) (yes, ok bool)
	sure = func(q game.Position, lose bool) (bool, bool) {
		key := q.String()
		if v, ok := seen[key]; ok {
			return v == lose, true // a position surely lost is not surely won, and the other way round
		}
		if budget--; budget < 0 {
			return false, false
		}
		next := options(q)
		if len(next) == 0 {
			seen[key] = !misere
			return misere != lose, true
		}
		for _, r := range next {
			yes, ok := sure(r, !lose)
			if !ok {
				return false, false
			}
			if !yes {
				return false, true // not recorded: q is then neither surely lost nor surely won
			}
		}
		seen[key] = lose
		return true, true
	}
	yes, ok := sure(p, true)
	return ok && yes
}

// hintForced is the P-position's hint where forcedLoss holds: it says that nothing the
// opponent does can change the result, where NewHints hopes for a mistake.
func hintForced(v *View, h *Hints) {
	if h != nil && len(h.Moves) == 0 {
		h.Note = v.T("every move loses, whatever either player does")
	}
}

// maxForcedStones is the most stones (coins) a position may hold for forcedLoss to be asked.
const maxForcedStones = 40

// total is the number of stones in heaps, capped past maxForcedStones.
func total(heaps []uint64) uint64 {
	var n uint64
	for _, h := range heaps {
		n += min(h, maxForcedStones+1)
	}
	return n
}

// reductions lists the heaps after a move that lowers 1 to k of the heaps (those
// allowed), each to any smaller size: Nim's moves (k = 1) and Moore's Nim-k's.
func reductions(heaps []uint64, k uint64, allowed func(i int) bool) [][]uint64 {
	var out [][]uint64
	to := slices.Clone(heaps)
	var walk func(i int, changed uint64)
	walk = func(i int, changed uint64) {
		if i == len(heaps) {
			if changed > 0 {
				out = append(out, slices.Clone(to))
			}
			return
		}
		walk(i+1, changed)
		if changed < k && allowed(i) {
			for x := range heaps[i] {
				to[i] = x
				walk(i+1, changed+1)
			}
			to[i] = heaps[i]
		}
	}
	walk(0, 0)
	return out
}

// Package heapplay is the model of play behind the heap scene, without drawing: a heap
// game as the scene sees it (Game, an adapter over an engine position), and the gestures
// that make its moves — press a stone and release to take it and every stone above it,
// press a chip to take its amount, or, where one move changes several heaps, choose each
// new size and confirm. It is plain Go: every gesture is tested row by row, and the scene
// only draws what it says.
package heapplay

import (
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/session"
)

// Change leaves To stones in heap Heap (from 0).
type Change struct {
	Heap int
	To   uint64
}

// Move is one move: one change, or several in a game such as Moore's Nim-k. Its changes
// are in heap order, one per heap.
type Move []Change

// Game is a heap game's position as the scene shows and plays it.
type Game interface {
	// Heaps are the heap sizes, in order.
	Heaps() []uint64
	// Limit is the most heaps one move changes. With 1 a gesture makes the move at once;
	// with more (Moore's Nim-k) the changes wait, shown, until the move is confirmed.
	Limit() int
	// Playable reports whether heap i can take part in any move; the scene dims it if not.
	Playable(i int) bool
	// Allowed reports whether leaving to stones in heap i is a move (or, with Limit > 1, a
	// change a move may make). It is called every tick and allocates nothing.
	Allowed(i int, to uint64) bool
	// Why says in a sentence for the page why leaving to stones in heap i is not allowed.
	Why(i int, to uint64) msg.Text
	// Apply returns the position m leads to, or an error when it is not a move.
	Apply(m Move) (game.Position, error)
	// Winning returns every winning move, for the hint.
	Winning() []Move
	// Amounts are the amounts a move may take, ascending, shown as chips over a heap; nil
	// when any amount may be taken.
	Amounts() []uint64
	// Help says what the gestures do, for the page while nothing else is to be said.
	Help() msg.Text
}

// Striper is a game whose heaps have Grundy values worth drawing as a strip g(0), g(1), …
// under the heaps (the subtraction game).
type Striper interface {
	// StripNeed is how many values the strip should show at least.
	StripNeed() int
	// StripValues returns g(0), …, g(n−1).
	StripValues(n int) []uint64
	// Period returns the preperiod and period of g, false when unknown.
	Period() (pre, per int, ok bool)
}

// Tabler is a game whose pending move is worth a table in the page (Moore's column sums).
type Tabler interface {
	// Table is the table of the position the changes lead to.
	Table(heaps []uint64) *session.Table
	// TableIn is Table with its words in language l.
	TableIn(l i18n.Lang, heaps []uint64) *session.Table
}

// touches reports whether m changes heap i, and the size it leaves.
func (m Move) touches(i int) (uint64, bool) {
	for _, c := range m {
		if c.Heap == i {
			return c.To, true
		}
	}
	return 0, false
}

// To returns the size m leaves in heap i, or h when m does not touch it.
func (m Move) To(i int, h uint64) uint64 {
	if to, ok := m.touches(i); ok {
		return to
	}
	return h
}

// Options are the parts of the canvas g needs besides its heaps: a band for its amounts'
// chips or for confirming a move of several heaps, a strip for its Grundy values. The
// browser tests lay out the canvas with them as the scene does.
func Options(g Game) heaplayout.Options {
	var o heaplayout.Options
	if a := g.Amounts(); len(a) > 0 {
		o.Band = true
		o.ChipDigits = len(strconv.FormatUint(a[len(a)-1], 10))
	}
	if g.Limit() > 1 {
		o.Band, o.Confirm = true, true
	}
	if st, ok := g.(Striper); ok {
		o.StripNeed = st.StripNeed()
		if pre, per, ok := st.Period(); ok {
			o.StripPre, o.StripPer = pre, per
		}
	}
	return o
}

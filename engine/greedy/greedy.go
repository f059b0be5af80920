// Package greedy is Greedy Nim: Nim in which a move must take one or more
// stones from a heap of the largest size. In normal play whoever cannot move
// loses, in misère play whoever cannot move wins.
//
// The outcome depends only on how many heaps have the largest size: with an
// odd number the player to move takes from one of them and leaves an even
// number (or, from a single largest heap, cuts it to a size that leaves an
// even number of largest heaps); with an even number every move leaves an
// odd number. Misère play differs only once every heap has at most one
// stone. The tests check both rules against exhaustive search.
//
// A move may leave any size below the largest, and heaps go up to 2^53−1,
// so the winning moves are ranges of sizes, and the analysis lists them in
// the order of their text without enumerating the amounts.
package greedy

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "greedy"

// MaxHeaps is the most heaps FromQuery accepts, as for Nim.
const MaxHeaps = 10_000

// Keys returns the keys of a Greedy Nim position after game, in canonical
// order.
func Keys() []string { return []string{"heaps", "play"} }

// Position is a Greedy Nim position. Heaps keep their order, and a heap that
// has reached 0 keeps its place. FromQuery gives at least one heap, each at
// most notation.MaxWhole.
type Position struct {
	Heaps []uint64
	Play  game.Play
}

// Move takes stones from one heap, which must be one of the largest.
type Move struct {
	Heap int    // index into Heaps, from 0
	To   uint64 // the heap's size after the move, less than before
}

// Range is a set of moves on one heap: every Move{Heap, To} with
// Lo ≤ To ≤ Hi.
type Range struct {
	Heap   int
	Lo, Hi uint64
}

// Contains says whether m is one of the moves of r.
func (r Range) Contains(m Move) bool { return m.Heap == r.Heap && r.Lo <= m.To && m.To <= r.Hi }

// heapsList is the heaps key's limit, checked by FromQuery and, on the raw text, by engine.
var heapsList = game.List{Key: "heaps", Max: MaxHeaps, TooMany: func(n int) error {
	return msg.Errorf("heaps: %d heaps, more than the limit of %d", n, MaxHeaps)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{heapsList} }

// FromQuery reads a position from the keys game (greedy, when given), heaps
// (required) and play (optional). Any other key is an error.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("heaps")
	if !ok {
		return Position{}, msg.Errorf("heaps: missing; expected a list such as heaps=5,5,3")
	}
	if err := heapsList.Check(s); err != nil {
		return Position{}, err
	}
	heaps, err := notation.WholeList("heaps", s)
	if err != nil {
		return Position{}, err
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return Position{heaps, play}, nil
}

// Game returns "greedy".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=greedy&heaps=5,5,3, then
// &play=misere when misère.
func (p Position) String() string {
	s, _ := p.text()
	return s
}

func (p Position) text() (string, []int) {
	starts := make([]int, len(p.Heaps))
	b := make([]byte, 0, len("game=greedy&heaps=&play=misere")+len(p.Heaps)*8)
	b = append(b, "game=greedy&heaps="...)
	for i, h := range p.Heaps {
		if i > 0 {
			b = append(b, ',')
		}
		starts[i] = len(b)
		b = strconv.AppendUint(b, h, 10)
	}
	if p.Play == game.Misere {
		b = append(b, "&play=misere"...)
	}
	return string(b), starts
}

// Largest returns the largest heap size and how many heaps have it; 0, 0
// when every heap is empty.
func (p Position) Largest() (size uint64, count int) {
	s := p.stats()
	return s.max, s.count
}

// Movable returns the indices of the heaps a move may take from: the
// largest ones, none when every heap is empty.
func (p Position) Movable() []int {
	size, _ := p.Largest()
	var movable []int
	for i, h := range p.Heaps {
		if h == size && h > 0 {
			movable = append(movable, i)
		}
	}
	return movable
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome {
	if p.stats().isP(p.Play) {
		return game.P
	}
	return game.N
}

// Apply returns the position after m. The result has its own Heaps; p is
// unchanged.
func (p Position) Apply(m Move) (Position, error) {
	if m.Heap < 0 || m.Heap >= len(p.Heaps) {
		return Position{}, fmt.Errorf("greedy: no heap at index %d (there are %d heaps)", m.Heap, len(p.Heaps))
	}
	size, _ := p.Largest()
	h := p.Heaps[m.Heap]
	if h == 0 || h != size {
		return Position{}, fmt.Errorf("greedy: the heap at index %d has %d stones, not the largest size %d; a move must take from a largest heap", m.Heap, h, size)
	}
	if m.To >= h {
		return Position{}, fmt.Errorf("greedy: the heap at index %d has %d stones; a move must leave fewer than %d, not %d", m.Heap, h, h, m.To)
	}
	heaps := slices.Clone(p.Heaps)
	heaps[m.Heap] = m.To
	return Position{heaps, p.Play}, nil
}

// WinningMoves returns every move to a P-position as ranges of sizes left,
// by heap and then by size; nil when there is none. Every largest heap has
// the same ranges.
func (p Position) WinningMoves() []Range {
	sizes := p.winningSizes()
	var ranges []Range
	for _, i := range p.Movable() {
		for _, iv := range sizes {
			ranges = append(ranges, Range{i, iv.lo, iv.hi})
		}
	}
	return ranges
}

// ComputerMove returns the move a computer opponent plays: the winning move
// on the first largest heap that takes the fewest stones, if there is one,
// else one stone from the first largest heap, to make the game last and give
// a human the chance to go wrong. It returns false when no move is left.
func (p Position) ComputerMove() (Move, bool) {
	movable := p.Movable()
	if len(movable) == 0 {
		return Move{}, false
	}
	h := p.Heaps[movable[0]]
	if sizes := p.winningSizes(); len(sizes) > 0 {
		return Move{movable[0], sizes[len(sizes)-1].hi}, true
	}
	return Move{movable[0], h - 1}, true
}

// interval is the sizes lo..hi, both included.
type interval struct{ lo, hi uint64 }

// winningSizes returns the sizes a largest heap can be cut to that leave a
// P-position, as sorted, disjoint intervals.
//
// What a cut to t leaves depends on t only through its place among 0, 1, 2,
// the largest of the other heaps (m) and m+1: below m the largest heaps are
// the others', at m one more joins them, above m the cut heap is the largest
// alone, and 0 and 1 matter for the misère ending. So one size from each
// stretch between those points decides the whole stretch.
func (p Position) winningSizes() []interval {
	s := p.stats()
	if s.max == 0 || s.isP(p.Play) {
		return nil
	}
	o := s.others()
	cuts := []uint64{0, 1, 2, o.max, o.max + 1, s.max}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	var sizes []interval
	for j := 0; j+1 < len(cuts) && cuts[j] < s.max; j++ {
		lo, hi := cuts[j], min(cuts[j+1], s.max)-1
		if !o.with(lo).isP(p.Play) {
			continue
		}
		if n := len(sizes); n > 0 && sizes[n-1].hi+1 == lo {
			sizes[n-1].hi = hi
		} else {
			sizes = append(sizes, interval{lo, hi})
		}
	}
	return sizes
}

// stats is what decides a Greedy Nim position.
type stats struct {
	max   uint64 // the largest size
	count int    // heaps of that size; 0 when max is 0
	ones  int    // heaps of exactly 1
	// next and nextCount are the largest size below max and its count, for
	// the heaps left beside one cut heap.
	next      uint64
	nextCount int
}

func (p Position) stats() stats {
	var s stats
	for _, h := range p.Heaps {
		switch {
		case h == 0:
		case h > s.max:
			s.next, s.nextCount = s.max, s.count
			s.max, s.count = h, 1
		case h == s.max:
			s.count++
		case h > s.next:
			s.next, s.nextCount = h, 1
		case h == s.next:
			s.nextCount++
		}
		if h == 1 {
			s.ones++
		}
	}
	return s
}

// others returns the stats of the heaps beside one largest heap.
func (s stats) others() stats {
	o := stats{max: s.max, count: s.count - 1, ones: s.ones}
	if s.max == 1 {
		o.ones--
	}
	if o.count == 0 {
		o.max, o.count = s.next, s.nextCount
	}
	return o
}

// with returns the stats once a heap of t joins the heaps of o, as far as
// the max, count and ones go.
func (o stats) with(t uint64) stats {
	s := o
	if t == 1 {
		s.ones++
	}
	switch {
	case t == 0:
	case t > o.max:
		s.max, s.count = t, 1
	case t == o.max:
		s.count++
	}
	return s
}

// isP says whether the player to move loses: an even number of largest
// heaps (none when all are empty); in misère play, once every heap has at
// most 1 stone, an odd number of 1-heaps.
func (s stats) isP(play game.Play) bool {
	if play == game.Misere && s.max <= 1 {
		return s.ones%2 == 1
	}
	return s.count%2 == 0
}

// Analyze returns the analysis of DESIGN.md's contract.
func (p Position) Analyze() game.Analysis {
	s := p.stats()
	a := game.Analysis{
		Outcome: game.N,
	}
	a.SetRule(rule[p.Play])
	a.SetExplanation(p.explain())
	if s.isP(p.Play) {
		a.Outcome = game.P
	}
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
	} else if p.Play == game.Normal {
		a.SetNote(p.grundyNote())
	}
	text, starts := p.text()
	a.Position = text

	// Every largest heap has the same winning sizes. The text of a result
	// agrees with p's up to the heap cut, so cuts whose text sorts before
	// the heap's own come first, heap by heap from the left, and those that
	// sort after come last, heap by heap from the right.
	a.SetWinning(p.winningList(s.max, text, starts))
	return a
}

// winningList writes the first game.WinningRoom winning positions in the order
// of their text, and whether there are more.
//
// Every largest heap (of size max) has the same winning sizes. The text of a
// result agrees with p's up to the heap cut, so cuts whose text sorts before
// the heap's own come first, heap by heap from the left, and those that sort
// after come last, heap by heap from the right.
func (p Position) winningList(max uint64, text string, starts []int) ([]string, bool) {
	winning := []string{}
	sizes := p.winningSizes()
	if len(sizes) == 0 {
		return winning, false
	}
	own := strconv.FormatUint(max, 10)
	before := func(t uint64) bool { return strconv.FormatUint(t, 10) < own }
	movable := p.Movable()
	room := game.WinningRoom(len(text))
	add := func(i int, t uint64) bool {
		if len(winning) == room {
			return false
		}
		winning = append(winning, game.Splice(text, starts[i], p.Heaps[i], t))
		return true
	}
	for _, i := range movable {
		for t := range lexOrder(sizes) {
			if !before(t) {
				break
			}
			if !add(i, t) {
				return winning, true
			}
		}
	}
	for _, i := range slices.Backward(movable) {
		for t := range lexOrder(sizes) {
			if !before(t) && !add(i, t) {
				return winning, true
			}
		}
	}
	return winning, false
}

// Package subtraction is the subtraction game: heaps of stones; a move takes
// exactly s stones from one heap, for an amount s in the game's set. The
// lecture's "take 1 to 3 stones" is the set {1,2,3}.
//
// Normal play follows the Sprague–Grundy theorem: a heap of h is worth
// g(h), the mex of g(h−s) over the amounts s ≤ h, and a sum of heaps is lost
// for the player to move exactly when the nim-sum of the values is 0. The
// sequence g is eventually periodic, so once its preperiod and period are
// found (sequence.go) any heap up to 2^53−1 has its value at once.
//
// Misère play has no such theorem in general. The SJ theorem (package
// antisg) decides it from the same values when every heap of value 0 that
// play can reach either has no move or has a move to a heap of value 1.
// The strict form of that condition, "every heap of value 0 has no move",
// fails for every subtraction set past its smallest heaps (a set {1,2,3}
// heap of 4 has value 0 and moves). The form used here held for every set
// tried (all sets within {1..16} over their first 3000 values, and 200,000
// random sets) but is not proved, so the package checks it on the set's
// sequence and, where it fails, searches the position exhaustively, up to
// MaxMisereStates positions.
package subtraction

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "subtraction"

// MaxHeaps is the most heaps FromQuery accepts, as for Nim.
const MaxHeaps = 10_000

// Keys returns the keys of a position after game, in canonical order.
func Keys() []string { return []string{"heaps", "set", "play"} }

// Position is a subtraction game position. Heaps keep their order, and a
// heap that has reached 0 keeps its place. Set is ascending. FromQuery gives
// a Position whose every method answers within the limits; a Position built
// otherwise may not read back from its String, and its Grundy values may be
// unknown (Grundy reports false; Outcome falls back to search).
type Position struct {
	Heaps []uint64
	Set   []uint64
	Play  game.Play
	seq   *sequence // Set's sequence, when known; else looked up
}

// Move takes Take stones from heap Heap.
type Move struct {
	Heap int    // index into Heaps, from 0
	Take uint64 // an amount of the set, at most the heap
}

// heapsList is the heaps key's limit, checked by FromQuery and, on the raw text, by engine.
var heapsList = game.List{Key: "heaps", Max: MaxHeaps, TooMany: func(n int) error {
	return msg.Errorf("heaps: %d heaps, more than the limit of %d", n, MaxHeaps)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{heapsList, setList} }

// FromQuery reads a position from the keys game (subtraction, when given),
// heaps and set (required) and play (optional). Any other key is an error,
// and so are heaps whose value cannot be known: beyond the computed part of
// a sequence whose period did not show, or, in misère play where the SJ
// theorem's condition fails, a position with more than MaxMisereStates
// positions to search.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("heaps")
	if !ok {
		return Position{}, msg.Errorf("heaps: missing; expected a list such as heaps=9,6,5,4")
	}
	if err := heapsList.Check(s); err != nil {
		return Position{}, err
	}
	heaps, err := notation.WholeList("heaps", s)
	if err != nil {
		return Position{}, err
	}
	set, err := SetOf(q)
	if err != nil {
		return Position{}, err
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	p := Position{Heaps: heaps, Set: set, Play: play, seq: sequenceOf(set)}
	if err := p.check(); err != nil {
		return Position{}, err
	}
	return p, nil
}

// SetOf reads the set key of a subtraction position, checking that q has no
// key a subtraction position does not, without needing heaps: for a tool
// that shows the set's sequence.
func SetOf(q notation.Query) ([]uint64, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return nil, err
	}
	s, ok := q.Get("set")
	if !ok {
		return nil, msg.Errorf("set: missing; expected the amounts a move may take, such as set=1,2,3")
	}
	return ParseSet(s)
}

// check reports heaps whose analysis is beyond the limits.
func (p Position) check() error {
	q := p.sequence()
	if limit, ok := q.limit(); ok {
		for i, h := range p.Heaps {
			if h >= limit {
				return msg.Errorf("heaps: item %d is %d; the Grundy sequence of set=%s shows no period within its first %d values, so heaps are limited to %d",
					i+1, h, setText(p.Set), limit, limit-1)
			}
		}
	}
	if p.Play == game.Misere && !p.sjHolds() {
		if n, ok := p.misereStates(); !ok {
			return msg.Errorf("heaps: in misère play with set=%s the SJ theorem needs heaps below %d (a heap of %d has value 0 and no move to value 1), "+
				"and exhaustive search is limited to %d positions (the product of heap+1 over heaps with a move); these heaps make %s",
				setText(p.Set), q.unsafe, q.unsafe, MaxMisereStates, n)
		}
	}
	return nil
}

// sequence returns the Set's sequence. A Set that is not as FromQuery
// gives it (ascending amounts 1..MaxAmount, none twice) has a sequence with
// no value known, so that every method answers "unknown" instead of
// computing with it.
func (p Position) sequence() *sequence {
	if p.seq != nil {
		return p.seq
	}
	if set, err := NewSet(p.Set); err != nil || !slices.Equal(set, p.Set) {
		return &sequence{unsafe: -1, invalid: true}
	}
	return sequenceOf(p.Set)
}

// Game returns "subtraction".
func (p Position) Game() string { return Name }

// String returns the canonical notation:
// game=subtraction&heaps=9,6,5,4&set=1,2,3, then &play=misere when misère.
func (p Position) String() string {
	s, _, _ := p.text()
	return s
}

// text returns String, where each heap's digits start in it, and where the
// heaps end, so that positions one move away can be written by splicing.
func (p Position) text() (string, []int, int) {
	starts := make([]int, len(p.Heaps))
	b := make([]byte, 0, len("game=subtraction&heaps=&set=&play=misere")+len(p.Heaps)*8+len(p.Set)*4)
	b = append(b, "game=subtraction&heaps="...)
	for i, h := range p.Heaps {
		if i > 0 {
			b = append(b, ',')
		}
		starts[i] = len(b)
		b = strconv.AppendUint(b, h, 10)
	}
	end := len(b)
	b = append(b, "&set="...)
	b = append(b, setText(p.Set)...)
	if p.Play == game.Misere {
		b = append(b, "&play=misere"...)
	}
	return string(b), starts, end
}

// Values returns the Grundy value of each heap, in heap order; false when a
// heap's value is unknown (only for a Position FromQuery would refuse).
func (p Position) Values() ([]uint64, bool) {
	q := p.sequence()
	values := make([]uint64, len(p.Heaps))
	for i, h := range p.Heaps {
		v, ok := q.at(h)
		if !ok {
			return nil, false
		}
		values[i] = v
	}
	return values, true
}

// Period returns the preperiod and period of the set's Grundy sequence,
// false when it did not show within ValuesLimit(Set) values.
func (p Position) Period() (preperiod, period int, ok bool) {
	q := p.sequence()
	return q.pre, q.per, q.per > 0
}

// Bachet returns k when the set is 1..k, Bachet's game, where
// g(h) = h mod (k+1).
func (p Position) Bachet() (uint64, bool) {
	for i, s := range p.Set {
		if s != uint64(i+1) {
			return 0, false
		}
	}
	return uint64(len(p.Set)), len(p.Set) > 0
}

// NimSum returns the nim-sum of the heaps' Grundy values; false when one
// is unknown.
func (p Position) NimSum() (uint64, bool) {
	values, ok := p.Values()
	if !ok {
		return 0, false
	}
	var x uint64
	for _, v := range values {
		x ^= v
	}
	return x, true
}

// Grundy returns the Sprague–Grundy value, the nim-sum of the heaps'
// values; false in misère play, where values do not add up this way.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere {
		return 0, false
	}
	return p.NimSum()
}

// Apply returns the position after m. The result has its own Heaps; p is
// unchanged.
func (p Position) Apply(m Move) (Position, error) {
	if m.Heap < 0 || m.Heap >= len(p.Heaps) {
		return Position{}, fmt.Errorf("subtraction: no heap at index %d (there are %d heaps)", m.Heap, len(p.Heaps))
	}
	if m.Take == 0 || !slices.Contains(p.Set, m.Take) {
		return Position{}, fmt.Errorf("subtraction: %d is not an amount of the set %s", m.Take, setText(p.Set))
	}
	if h := p.Heaps[m.Heap]; m.Take > h {
		return Position{}, fmt.Errorf("subtraction: the heap at index %d has %d stones, fewer than %d", m.Heap, h, m.Take)
	}
	heaps := slices.Clone(p.Heaps)
	heaps[m.Heap] -= m.Take
	return Position{Heaps: heaps, Set: p.Set, Play: p.Play, seq: p.seq}, nil
}

// Moves returns every legal move, in heap order and, within a heap, by
// amount.
func (p Position) Moves() []Move {
	var moves []Move
	for i, h := range p.Heaps {
		for _, s := range p.Set {
			if s <= h && s > 0 {
				moves = append(moves, Move{i, s})
			}
		}
	}
	return moves
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome { return p.solve().outcome }

// WinningMoves returns every move to a P-position, in heap order and,
// within a heap, by amount; nil when there is none.
func (p Position) WinningMoves() []Move { return p.solve().winning }

// ComputerMove returns the move a computer opponent plays: the move
// Explain names when there is a winning move, else the smallest amount from
// the first largest heap, to make the game last and give a human the chance
// to go wrong. It returns false when no move is left.
func (p Position) ComputerMove() (Move, bool) {
	s := p.solve()
	if len(s.winning) > 0 {
		return s.winning[s.best], true
	}
	if p.sequence().invalid {
		return Move{}, false // no move is known to be legal
	}
	largest := -1
	for i, h := range p.Heaps {
		if largest < 0 || h > p.Heaps[largest] {
			largest = i
		}
	}
	if largest < 0 || len(p.Set) == 0 || p.Heaps[largest] < p.Set[0] {
		return Move{}, false
	}
	return Move{largest, p.Set[0]}, true
}

// Analyze returns the analysis of DESIGN.md's contract. Normal play and
// misère play by the SJ theorem add the heaps' Grundy values in binary and
// their nim-sum.
func (p Position) Analyze() game.Analysis {
	s := p.solve()
	a := game.Analysis{
		Outcome: s.outcome,
	}
	a.SetRule(s.rule())
	a.SetExplanation(p.explain(s))
	if s.how == unknown {
		a.Position = p.String()
		a.SetNote(msg.New("these heaps are beyond the limits of the analysis; they are refused when read from a link or the command line"))
		return a
	}
	if s.values != nil {
		var x uint64
		for _, v := range s.values {
			x ^= v
		}
		a.NimSum = game.Uint64(x)
		a.Binary = game.NewBinary(s.values)
		a.SetReduction(p.reduction(s.values))
		if p.Play == game.Normal {
			a.Grundy = game.Uint64(x)
		}
	}
	text, starts, _ := p.text()
	a.Position = text

	winning, more := game.Winning(text, slices.Clone(s.winning), p.compareResults, func(m Move) string {
		return game.Splice(text, starts[m.Heap], p.Heaps[m.Heap], p.Heaps[m.Heap]-m.Take)
	})
	a.SetWinning(winning, more) // already in order; keeps the contract in one place
	return a
}

// compareResults orders two moves as the canonical strings of the positions
// they reach.
func (p Position) compareResults(a, b Move) int {
	return game.CompareOne(p.Heaps, a.Heap, p.Heaps[a.Heap]-a.Take, b.Heap, p.Heaps[b.Heap]-b.Take)
}

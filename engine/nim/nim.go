// Package nim is the game of Nim: heaps of stones; a move takes one or more
// stones from one heap. In normal play whoever cannot move loses, in misère
// play whoever cannot move wins.
//
// Everything here is closed-form (Bouton's theorem and its misère
// variant), because heaps go up to 2^53−1: nothing enumerates the moves.
package nim

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// MaxHeaps is the most heaps FromQuery accepts. The analysis is linear in
// the heaps, but each winning position repeats them all, so a thousand of
// those grow with the square.
const MaxHeaps = 10_000

// Name is the value of the game key.
const Name = "nim"

// Keys returns the keys of a Nim position after game, in canonical order.
func Keys() []string { return []string{"heaps", "play"} }

// Position is a Nim position. Heaps keep their order, and a heap that has
// reached 0 keeps its place. FromQuery gives at least one heap, each at most
// notation.MaxWhole; a Position built otherwise may not read back from its
// String.
type Position struct {
	Heaps []uint64
	Play  game.Play
}

// Move takes stones from one heap.
type Move struct {
	Heap int    // index into Heaps, from 0
	To   uint64 // the heap's size after the move, less than before
}

// heapsList is the heaps key's limit, checked by FromQuery and, on the raw text, by engine.
var heapsList = game.List{Key: "heaps", Max: MaxHeaps, TooMany: func(n int) error {
	return msg.Errorf("heaps: %d heaps, more than the limit of %d", n, MaxHeaps)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{heapsList} }

// FromQuery reads a position from the keys game (nim, when given), heaps
// (required) and play (optional). Any other key is an error.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("heaps")
	if !ok {
		return Position{}, msg.Errorf("heaps: missing; expected a list such as heaps=3,4,5")
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

// Game returns "nim".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=nim&heaps=3,4,5, then
// &play=misere when misère.
func (p Position) String() string {
	s, _ := p.text()
	return s
}

// text returns String and where each heap's digits start in it, so that
// the positions one move away can be written by splicing.
func (p Position) text() (string, []int) {
	starts := make([]int, len(p.Heaps))
	b := make([]byte, 0, len("game=nim&heaps=&play=misere")+len(p.Heaps)*8)
	b = append(b, "game=nim&heaps="...)
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

// NimSum returns the XOR of the heaps.
func (p Position) NimSum() uint64 { return p.count().sum }

// Grundy returns the Sprague–Grundy value, which is the nim-sum; false in
// misère play, where Grundy values do not decide the outcome.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere {
		return 0, false
	}
	return p.NimSum(), true
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome {
	if p.count().isP(p.Play) {
		return game.P
	}
	return game.N
}

// Apply returns the position after m. The result has its own Heaps; p is
// unchanged.
func (p Position) Apply(m Move) (Position, error) {
	if m.Heap < 0 || m.Heap >= len(p.Heaps) {
		return Position{}, fmt.Errorf("nim: no heap at index %d (there are %d heaps)", m.Heap, len(p.Heaps))
	}
	if h := p.Heaps[m.Heap]; m.To >= h {
		return Position{}, fmt.Errorf("nim: the heap at index %d has %d stones; a move must leave fewer than %d, not %d", m.Heap, h, h, m.To)
	}
	heaps := slices.Clone(p.Heaps)
	heaps[m.Heap] = m.To
	return Position{heaps, p.Play}, nil
}

// WinningMoves returns every move to a P-position, in heap order and, within
// a heap, from the smallest size left; nil when there is none.
//
// A move changes one heap, so whether it reaches a P-position follows from
// the counts of the position and the heap's sizes before and after. The only
// sizes worth testing are h⊕s (which restores nim-sum 0), and 0 and 1 (which
// settle the misère ending when every heap is at most 1).
func (p Position) WinningMoves() []Move {
	c := p.count()
	if c.isP(p.Play) {
		return nil
	}
	var moves []Move
	for i, h := range p.Heaps {
		to := [3]uint64{0, 1, h ^ c.sum}
		slices.Sort(to[:])
		for k, t := range to {
			if t < h && (k == 0 || t != to[k-1]) && c.after(h, t).isP(p.Play) {
				moves = append(moves, Move{i, t})
			}
		}
	}
	return moves
}

// ComputerMove returns the move a computer opponent plays: the first
// winning move if there is one, else one stone from the first largest heap,
// to make the game last and give a human the chance to go wrong. It returns
// false when no move is left.
func (p Position) ComputerMove() (Move, bool) {
	if moves := p.WinningMoves(); len(moves) > 0 {
		return moves[0], true
	}
	largest := 0
	for i, h := range p.Heaps {
		if h > p.Heaps[largest] {
			largest = i
		}
	}
	if len(p.Heaps) == 0 || p.Heaps[largest] == 0 {
		return Move{}, false
	}
	return Move{largest, p.Heaps[largest] - 1}, true
}

// Analyze returns the analysis of DESIGN.md's contract, with the nim-sum in
// binary columns. Winning positions are sorted as strings, as the contract
// says, so "heaps=10,…" comes before "heaps=3,…".
func (p Position) Analyze() game.Analysis {
	c := p.count()
	a := game.Analysis{
		Outcome: game.N,
		NimSum:  game.Uint64(c.sum),
		Binary:  game.NewBinary(p.Heaps),
	}
	a.SetRule(rule[p.Play])
	a.SetExplanation(p.explain())
	if c.isP(p.Play) {
		a.Outcome = game.P
	}
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
	}
	text, starts := p.text()
	a.Position = text

	winning, more := game.Winning(text, p.WinningMoves(), p.compareResults, func(m Move) string {
		return game.Splice(text, starts[m.Heap], p.Heaps[m.Heap], m.To)
	})
	a.SetWinning(winning, more) // already in order; keeps the contract in one place
	return a
}

// compareResults orders two moves as the canonical strings of the positions
// they reach.
func (p Position) compareResults(a, b Move) int {
	return game.CompareOne(p.Heaps, a.Heap, a.To, b.Heap, b.To)
}

// counts is what decides a Nim position in either play.
type counts struct {
	sum  uint64 // nim-sum
	big  int    // heaps of 2 or more
	ones int    // heaps of exactly 1
}

func (p Position) count() counts {
	var c counts
	for _, h := range p.Heaps {
		c = c.after(0, h)
	}
	return c
}

// after returns the counts once a heap of h has become a heap of t.
func (c counts) after(h, t uint64) counts {
	c.sum ^= h ^ t
	c.big += one(t >= 2) - one(h >= 2)
	c.ones += one(t == 1) - one(h == 1)
	return c
}

func one(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isP says whether the player to move loses. Normal play: nim-sum 0
// (Bouton). Misère: nim-sum 0 while some heap is 2 or more, else an odd
// number of 1-heaps (each player must take one, and the last one loses).
func (c counts) isP(play game.Play) bool {
	if play == game.Misere && c.big == 0 {
		return c.ones%2 == 1
	}
	return c.sum == 0
}

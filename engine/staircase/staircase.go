// Package staircase is Staircase Nim: coins on steps 1..n; a move takes one
// or more coins from one step down to the step below, and coins moved down
// from step 1 leave the game. In normal play whoever cannot move loses, in
// misère play whoever cannot move wins.
//
// The theory is a reduction to Nim on the odd steps. Coins moved from an even
// step to an odd one can be moved on at once to the next even step, which
// undoes the move as far as the odd steps are concerned; a move from an odd
// step is a Nim move on its heap. So a position is lost for the player to move
// exactly when the odd steps are a lost Nim position, in normal play and —
// as the comment on isP proves and the exhaustive tests confirm — in misère
// play too. Everything is closed-form: coin counts go up to 2^53−1.
package staircase

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "staircase"

// MaxSteps is the most steps FromQuery accepts. The analysis is linear in
// the steps; each winning position repeats them all.
const MaxSteps = 10_000

// Keys returns the keys of a staircase position after game, in canonical
// order.
func Keys() []string { return []string{"steps", "play"} }

// Position is a staircase position: Steps[i] coins on step i+1. A step that
// has no coins keeps its place. FromQuery gives at least one step and at most
// notation.MaxWhole coins in all, so that no move can pile more coins on one
// step than the notation can write.
type Position struct {
	Steps []uint64
	Play  game.Play
}

// Move takes Coins coins from step From down to step From−1; from step 1
// they leave the game.
type Move struct {
	From  int    // the step the coins leave, numbered from 1 as in the lecture
	Coins uint64 // at least 1
}

// stepsList is the steps key's limit, checked by FromQuery and, on the raw text, by engine.
var stepsList = game.List{Key: "steps", Max: MaxSteps, TooMany: func(n int) error {
	return msg.Errorf("steps: %d steps, more than the limit of %d", n, MaxSteps)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{stepsList} }

// FromQuery reads a position from the keys game (staircase, when given),
// steps (required) and play (optional). Any other key is an error.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("steps")
	if !ok {
		return Position{}, msg.Errorf("steps: missing; expected a list of coins on steps 1, 2, 3… such as steps=3,0,5,2")
	}
	if err := stepsList.Check(s); err != nil {
		return Position{}, err
	}
	steps, err := notation.WholeList("steps", s)
	if err != nil {
		return Position{}, err
	}
	var total uint64
	for _, c := range steps {
		total += c // cannot overflow: at most 10^4 terms below 2^53
	}
	if total > notation.MaxWhole {
		return Position{}, msg.Errorf("steps: %d coins in all, more than %d (2^53−1); moving them down could pile up more coins on one step than a position can hold", total, uint64(notation.MaxWhole))
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return Position{steps, play}, nil
}

// Game returns "staircase".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=staircase&steps=3,0,5,2, then
// &play=misere when misère.
func (p Position) String() string {
	s, _ := p.text()
	return s
}

// text returns String and where each step's digits start in it, so that the
// positions one move away can be written by splicing.
func (p Position) text() (string, []int) {
	starts := make([]int, len(p.Steps))
	b := make([]byte, 0, len("game=staircase&steps=&play=misere")+len(p.Steps)*8)
	b = append(b, "game=staircase&steps="...)
	for i, c := range p.Steps {
		if i > 0 {
			b = append(b, ',')
		}
		starts[i] = len(b)
		b = strconv.AppendUint(b, c, 10)
	}
	if p.Play == game.Misere {
		b = append(b, "&play=misere"...)
	}
	return string(b), starts
}

// OddSteps returns the numbers of the steps that count: 1, 3, 5… up to the
// top step, whether or not they hold coins.
func (p Position) OddSteps() []int {
	odd := make([]int, 0, (len(p.Steps)+1)/2)
	for s := 1; s <= len(p.Steps); s += 2 {
		odd = append(odd, s)
	}
	return odd
}

// Heaps returns the coins on the odd steps, in the order of OddSteps: the
// heaps of the Nim position the staircase reduces to.
func (p Position) Heaps() []uint64 {
	heaps := make([]uint64, 0, (len(p.Steps)+1)/2)
	for i := 0; i < len(p.Steps); i += 2 {
		heaps = append(heaps, p.Steps[i])
	}
	return heaps
}

// Nim returns the Nim position the staircase reduces to: its odd steps as
// heaps, in the same play. The two have the same outcome.
func (p Position) Nim() nim.Position { return nim.Position{Heaps: p.Heaps(), Play: p.Play} }

// NimSum returns the XOR of the coins on the odd steps.
func (p Position) NimSum() uint64 { return p.count().sum }

// Grundy returns the Sprague–Grundy value, the nim-sum of the odd steps;
// false in misère play.
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

// Apply returns the position after m. The result has its own Steps; p is
// unchanged.
func (p Position) Apply(m Move) (Position, error) {
	if m.From < 1 || m.From > len(p.Steps) {
		return Position{}, fmt.Errorf("staircase: no step %d (the steps are 1 to %d)", m.From, len(p.Steps))
	}
	have := p.Steps[m.From-1]
	if m.Coins == 0 || m.Coins > have {
		return Position{}, fmt.Errorf("staircase: step %d has %d coins; a move takes 1 to %d, not %d", m.From, have, have, m.Coins)
	}
	if m.From > 1 && p.Steps[m.From-2] > notation.MaxWhole-m.Coins {
		return Position{}, fmt.Errorf("staircase: step %d would hold more than %d coins (2^53−1)", m.From-1, uint64(notation.MaxWhole))
	}
	steps := slices.Clone(p.Steps)
	steps[m.From-1] -= m.Coins
	if m.From > 1 {
		steps[m.From-2] += m.Coins
	}
	return Position{steps, p.Play}, nil
}

// WinningMoves returns every move to a P-position, by the step the coins
// leave and then by the number of coins; nil when there is none.
//
// A move changes one odd heap: it shrinks the heap of an odd step, or grows
// the heap of the odd step below an even one. The sizes worth testing are
// a⊕s (which restores nim-sum 0) and 0 and 1 (the misère ending).
func (p Position) WinningMoves() []Move {
	c := p.count()
	if c.isP(p.Play) {
		return nil
	}
	var moves []Move
	for i, coins := range p.Steps {
		if coins == 0 {
			continue
		}
		from := i + 1
		if from%2 == 1 { // an odd step: its heap shrinks
			a := coins
			to := [3]uint64{0, 1, a ^ c.sum}
			slices.Sort(to[:])
			for j := len(to) - 1; j >= 0; j-- { // fewest coins first
				b := to[j]
				if b < a && (j == len(to)-1 || b != to[j+1]) && c.after(a, b).isP(p.Play) {
					moves = append(moves, Move{from, a - b})
				}
			}
			continue
		}
		a := p.Steps[i-1] // an even step: the odd heap below grows
		to := [2]uint64{1, a ^ c.sum}
		slices.Sort(to[:])
		for j, b := range to {
			if b > a && b-a <= coins && (j == 0 || b != to[j-1]) && c.after(a, b).isP(p.Play) {
				moves = append(moves, Move{from, b - a})
			}
		}
	}
	return moves
}

// ComputerMove returns the move a computer opponent plays: the first
// winning move if there is one, else one coin from the highest step that has
// any, which makes the game last longest. It returns false when no move is
// left.
func (p Position) ComputerMove() (Move, bool) {
	if moves := p.WinningMoves(); len(moves) > 0 {
		return moves[0], true
	}
	for i := len(p.Steps) - 1; i >= 0; i-- {
		if p.Steps[i] > 0 {
			return Move{i + 1, 1}, true
		}
	}
	return Move{}, false
}

// Analyze returns the analysis of DESIGN.md's contract, with the odd steps'
// nim-sum in binary columns and the reduction to Nim.
func (p Position) Analyze() game.Analysis {
	c := p.count()
	heaps := p.Heaps()
	a := game.Analysis{
		Outcome: game.N,

		NimSum: game.Uint64(c.sum),
		Binary: game.NewBinary(heaps),
	}
	a.SetRule(rule[p.Play])
	a.SetExplanation(p.ExplainText())
	a.SetReduction(p.ReductionText())
	if c.isP(p.Play) {
		a.Outcome = game.P
	}
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
	}
	text, starts := p.text()
	a.Position = text

	winning, more := game.Winning(text, p.WinningMoves(), p.compareResults, func(m Move) string {
		return p.splice(text, starts, m)
	})
	a.SetWinning(winning, more) // already in order; keeps the contract in one place
	return a
}

// splice writes the position after m by replacing the digits of the one or
// two steps it changes in text, p's String.
func (p Position) splice(text string, starts []int, m Move) string {
	for i := m.From - 1; i >= max(m.From-2, 0); i-- {
		text = game.Splice(text, starts[i], p.Steps[i], p.after(m, i))
	}
	return text
}

// after returns the coins on step i+1 once m is played (m is legal).
func (p Position) after(m Move, i int) uint64 {
	switch i {
	case m.From - 1:
		return p.Steps[i] - m.Coins
	case m.From - 2:
		return p.Steps[i] + m.Coins
	}
	return p.Steps[i]
}

// compareResults orders two moves as the canonical strings of the positions
// they reach: the strings agree up to the first step where the positions
// differ, and there the order is that of the two numbers' decimal text.
func (p Position) compareResults(a, b Move) int {
	touched := [4]int{a.From - 2, a.From - 1, b.From - 2, b.From - 1}
	slices.Sort(touched[:])
	for _, i := range touched {
		if i < 0 {
			continue
		}
		if x, y := p.after(a, i), p.after(b, i); x != y {
			return game.CompareDecimal(x, y)
		}
	}
	return 0
}

// counts is what decides the odd steps as a Nim position in either play.
type counts struct {
	sum  uint64 // nim-sum of the odd steps
	big  int    // odd steps with 2 coins or more
	ones int    // odd steps with exactly 1 coin
}

func (p Position) count() counts {
	var c counts
	for i := 0; i < len(p.Steps); i += 2 {
		c = c.after(0, p.Steps[i])
	}
	return c
}

// after returns the counts once an odd step of a coins holds b.
func (c counts) after(a, b uint64) counts {
	c.sum ^= a ^ b
	c.big += one(b >= 2) - one(a >= 2)
	c.ones += one(b == 1) - one(a == 1)
	return c
}

func one(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isP says whether the player to move loses: the odd steps are a lost Nim
// position of the same play. In misère play that is nim-sum 0 while some odd
// step holds 2 coins or more, else an odd number of odd steps holding one.
//
// Why misère play reduces too. Call a position lost when its odd steps are a
// lost misère Nim position. A move from a lost position changes one odd heap:
// shrinking it is a misère Nim move, which never reaches a lost Nim position;
// growing it (coins from the even step above) turns nim-sum 0 into a nonzero
// one, or an odd number of 1-heaps into an even number or into a position
// with a heap of 2 or more and nim-sum 1⊕a⊕(a+d) ≠ 0. From any other
// position with a coin on an odd step, the misère Nim winning move is a
// staircase move. With coins on even steps only, moving one coin down to an
// odd step leaves a single 1-heap, which is lost; with no coins at all the
// player to move cannot move and, in misère play, wins. So "no odd heaps" is
// not lost in either case, as in misère Nim.
func (c counts) isP(play game.Play) bool {
	if play == game.Misere && c.big == 0 {
		return c.ones%2 == 1
	}
	return c.sum == 0
}

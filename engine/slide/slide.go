// Package slide is the coin-sliding game: coins on cells 1, 2, 3… of a strip,
// at most one to a cell; a move slides one coin to the left, to a free cell
// no lower than 1, without jumping over another coin.
//
// It is Staircase Nim in disguise. Write g_i for the free cells just left of
// coin i (coin 0 counts down to cell 1). Sliding coin i left by d shrinks g_i
// by d and grows g_{i+1} by d; sliding the last coin grows nothing. So the
// gaps read from the right are staircase steps — the last coin's gap is step
// 1, the gap before it step 2, and so on — and a slide is a staircase move
// down one step. The tests check this correspondence move for move by
// exhaustive search against the slide rules.
package slide

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/internal/order"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/staircase"
)

// Name is the value of the game key.
const Name = "slide"

// MaxCoins is the most coins FromQuery accepts, as many as staircase's steps.
const MaxCoins = staircase.MaxSteps

// Keys returns the keys of a slide position after game, in canonical order.
func Keys() []string { return []string{"coins", "play"} }

// Position is a slide position: the cells of the coins, strictly increasing,
// each at least 1. FromQuery gives at least one coin; a Position built
// otherwise may not read back from its String.
type Position struct {
	Coins []uint64
	Play  game.Play
}

// Move slides one coin left.
type Move struct {
	Coin int    // index into Coins, from 0
	To   uint64 // the coin's new cell, left of its old one and right of the coin before it
}

// coinsList is the coins key's limit, checked by FromQuery and, on the raw text, by engine.
var coinsList = game.List{Key: "coins", Max: MaxCoins, TooMany: func(n int) error {
	return msg.Errorf("coins: %d coins, more than the limit of %d", n, MaxCoins)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{coinsList} }

// FromQuery reads a position from the keys game (slide, when given), coins
// (required) and play (optional). Any other key is an error.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("coins")
	if !ok {
		return Position{}, msg.Errorf("coins: missing; expected the cells of the coins in increasing order, such as coins=2,5,9")
	}
	if err := coinsList.Check(s); err != nil {
		return Position{}, err
	}
	coins, err := notation.WholeList("coins", s)
	if err != nil {
		return Position{}, err
	}
	for i, c := range coins {
		if c == 0 {
			return Position{}, msg.Errorf("coins: item %d is 0; the cells are numbered from 1", i+1)
		}
		if i > 0 && c <= coins[i-1] {
			return Position{}, msg.Errorf("coins: item %d (%d) is not right of item %d (%d); list the cells in increasing order, one coin to a cell", i+1, c, i, coins[i-1])
		}
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return Position{coins, play}, nil
}

// Game returns "slide".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=slide&coins=2,5,9, then
// &play=misere when misère.
func (p Position) String() string {
	s, _ := p.text()
	return s
}

func (p Position) text() (string, []int) {
	starts := make([]int, len(p.Coins))
	b := make([]byte, 0, len("game=slide&coins=&play=misere")+len(p.Coins)*8)
	b = append(b, "game=slide&coins="...)
	for i, c := range p.Coins {
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

// Gaps returns the free cells left of each coin: Gaps()[i] lies between coin
// i−1 (or the start of the strip) and coin i.
func (p Position) Gaps() []uint64 {
	gaps := make([]uint64, len(p.Coins))
	var last uint64
	for i, c := range p.Coins {
		gaps[i] = c - last - 1
		last = c
	}
	return gaps
}

// Step returns the staircase step that the gap left of coin i becomes: the
// last coin's gap is step 1.
func (p Position) Step(coin int) int { return len(p.Coins) - coin }

// Staircase returns the staircase the position is: the gaps read from the
// right, in the same play.
func (p Position) Staircase() staircase.Position {
	gaps := p.Gaps()
	slices.Reverse(gaps)
	return staircase.Position{Steps: gaps, Play: p.Play}
}

// StaircaseMove returns the staircase move that m is: sliding coin i left by
// d moves d coins from step Step(i) down one step.
func (p Position) StaircaseMove(m Move) (staircase.Move, error) {
	if err := p.check(m); err != nil {
		return staircase.Move{}, err
	}
	return staircase.Move{From: p.Step(m.Coin), Coins: p.Coins[m.Coin] - m.To}, nil
}

// FromStaircaseMove returns the slide that is the staircase move sm of
// p.Staircase().
func (p Position) FromStaircaseMove(sm staircase.Move) (Move, error) {
	if sm.From < 1 || sm.From > len(p.Coins) {
		return Move{}, fmt.Errorf("slide: no step %d (the steps are 1 to %d)", sm.From, len(p.Coins))
	}
	i := len(p.Coins) - sm.From
	if gap := p.Gaps()[i]; sm.Coins == 0 || sm.Coins > gap {
		return Move{}, fmt.Errorf("slide: step %d is the gap of %d free cells left of the coin on cell %d; a move takes 1 to %d, not %d",
			sm.From, gap, p.Coins[i], gap, sm.Coins)
	}
	return Move{i, p.Coins[i] - sm.Coins}, nil
}

// check says whether m is a legal slide.
func (p Position) check(m Move) error {
	if m.Coin < 0 || m.Coin >= len(p.Coins) {
		return fmt.Errorf("slide: no coin at index %d (there are %d coins)", m.Coin, len(p.Coins))
	}
	lo := uint64(1)
	if m.Coin > 0 {
		lo = p.Coins[m.Coin-1] + 1
	}
	if c := p.Coins[m.Coin]; m.To >= c || m.To < lo {
		if lo == c {
			return fmt.Errorf("slide: the coin on cell %d cannot move: the cell to its left is the end of the strip or holds a coin", c)
		}
		return fmt.Errorf("slide: the coin on cell %d can move to cells %d to %d, not %d", c, lo, c-1, m.To)
	}
	return nil
}

// Apply returns the position after m. The result has its own Coins; p is
// unchanged.
func (p Position) Apply(m Move) (Position, error) {
	if err := p.check(m); err != nil {
		return Position{}, err
	}
	coins := slices.Clone(p.Coins)
	coins[m.Coin] = m.To
	return Position{coins, p.Play}, nil
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win: the outcome of the staircase.
func (p Position) Outcome() game.Outcome { return p.Staircase().Outcome() }

// Grundy returns the Sprague–Grundy value, the staircase's; false in misère
// play.
func (p Position) Grundy() (uint64, bool) { return p.Staircase().Grundy() }

// WinningMoves returns every move to a P-position, by coin and then by the
// cell the coin moves to; nil when there is none. They are the staircase's
// winning moves, translated.
func (p Position) WinningMoves() []Move {
	var moves []Move
	for _, sm := range p.Staircase().WinningMoves() {
		i := len(p.Coins) - sm.From
		moves = append(moves, Move{i, p.Coins[i] - sm.Coins})
	}
	order.Func(moves, func(a, b Move) int {
		if a.Coin != b.Coin {
			return a.Coin - b.Coin
		}
		return cmp.Compare(a.To, b.To)
	})
	return moves
}

// ComputerMove returns the move a computer opponent plays: the staircase's
// (a winning move if there is one, else one coin from its highest step that
// has any: the leftmost coin that can move slides one cell). It returns
// false when no coin can move.
func (p Position) ComputerMove() (Move, bool) {
	sm, ok := p.Staircase().ComputerMove()
	if !ok {
		return Move{}, false
	}
	i := len(p.Coins) - sm.From
	return Move{i, p.Coins[i] - sm.Coins}, true
}

// Analyze returns the analysis of DESIGN.md's contract, with the staircase's
// odd steps as the Nim heaps.
func (p Position) Analyze() game.Analysis {
	st := p.Staircase()
	sa := st.Analyze()
	a := game.Analysis{
		Outcome: sa.Outcome,
		Grundy:  sa.Grundy,

		NimSum: sa.NimSum,
		Binary: sa.Binary,
	}
	a.SetRule(rule[p.Play])
	a.SetExplanation(p.ExplainText())
	a.SetReduction(p.ReductionText())
	text, starts := p.text()
	a.Position = text

	winning, more := game.Winning(text, p.WinningMoves(), p.compareResults, func(m Move) string {
		return game.Splice(text, starts[m.Coin], p.Coins[m.Coin], m.To)
	})
	a.SetWinning(winning, more) // already in order; keeps the contract in one place
	return a
}

// compareResults orders two moves as the canonical strings of the positions
// they reach.
func (p Position) compareResults(a, b Move) int {
	return game.CompareOne(p.Coins, a.Coin, a.To, b.Coin, b.To)
}

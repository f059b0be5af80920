// Package sg solves any finite impartial game given by its move function:
// Sprague–Grundy values and outcomes in normal play, and outcomes in misère
// play by a win/lose search.
//
// It knows nothing about any particular game, which makes it the oracle the
// games' closed forms are tested against and the fallback for positions too
// irregular for a formula but small enough to search. The search is
// iterative, with an explicit stack, so a chain of a million positions does
// not overflow the goroutine stack (which under js/wasm is small), and it
// stops with a LimitError instead of running away on a large game.
package sg

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"slices"

	"github.com/nimscope/nimscope/engine/game"
)

// DefaultLimit is the node limit New uses when given 0.
const DefaultLimit = 1_000_000

// ErrCycle reports a move function whose game is not finite: some position
// can be reached from itself, so neither play has a well-defined answer.
var ErrCycle = errors.New("sg: the game has a cycle: a position can be reached from itself")

// LimitError reports a search that needed more positions than the solver's
// node limit.
type LimitError struct{ Limit int }

func (e *LimitError) Error() string {
	return fmt.Sprintf("sg: the search needs more than %d positions (the node limit)", e.Limit)
}

// Solver computes values of one game, remembering every position it has
// solved, so that later questions about nearby positions are cheap. A Solver
// is not safe for concurrent use.
type Solver[K comparable] struct {
	moves func(K) []K
	limit int
	// expanded counts the positions whose moves were generated, in either
	// play: what the node limit bounds, and so the memory the Solver holds.
	expanded int
	grundy   map[K]uint64
	misere   map[K]bool // true: the player to move wins in misère play
}

// New returns a Solver for the game whose moves from a position k are
// moves(k). The game must be finite: every sequence of moves ends. limit
// bounds the positions the Solver will expand over its lifetime (0 means
// DefaultLimit); past it, every method returns a *LimitError.
func New[K comparable](moves func(K) []K, limit int) *Solver[K] {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return &Solver[K]{moves: moves, limit: limit, grundy: map[K]uint64{}, misere: map[K]bool{}}
}

// NewSeq is New for a move function that yields the moves one by one.
func NewSeq[K comparable](moves func(K) iter.Seq[K], limit int) *Solver[K] {
	return New(func(k K) []K { return slices.Collect(moves(k)) }, limit)
}

// Limit returns the node limit.
func (s *Solver[K]) Limit() int { return s.limit }

// Expanded returns how many positions the Solver has expanded so far.
func (s *Solver[K]) Expanded() int { return s.expanded }

// Grundy returns the Sprague–Grundy value of k: the mex (least value not
// among) of the values of the positions one move away.
func (s *Solver[K]) Grundy(k K) (uint64, error) {
	if v, ok := s.grundy[k]; ok {
		return v, nil
	}
	err := search(s, k, s.grundy, func(children []K) uint64 {
		return mex(children, s.grundy)
	}, nil)
	if err != nil {
		return 0, err
	}
	return s.grundy[k], nil
}

// Outcome returns the outcome of k in normal play: game.P exactly when its
// Grundy value is 0.
func (s *Solver[K]) Outcome(k K) (game.Outcome, error) {
	g, err := s.Grundy(k)
	if err != nil {
		return 0, err
	}
	if g == 0 {
		return game.P, nil
	}
	return game.N, nil
}

// MisereOutcome returns the outcome of k in misère play, where whoever
// cannot move wins: k is game.N when it has no move, or a move to a P
// position. Grundy values say nothing about this, so it is a search of its
// own.
func (s *Solver[K]) MisereOutcome(k K) (game.Outcome, error) {
	win, ok := s.misere[k]
	if !ok {
		// A single losing option settles a position: stop looking there.
		done := func(child K) bool { return !s.misere[child] }
		err := search(s, k, s.misere, func(children []K) bool {
			if len(children) == 0 {
				return true
			}
			return slices.ContainsFunc(children, done)
		}, done)
		if err != nil {
			return 0, err
		}
		win = s.misere[k]
	}
	if win {
		return game.N, nil
	}
	return game.P, nil
}

// frame is a position on the search stack: its moves, and how many of them
// have been solved.
type frame[K comparable] struct {
	k        K
	children []K
	next     int
}

// search solves root and everything it needs into memo, depth first with an
// explicit stack. value computes a position's entry from its children once
// they all have theirs. When settled is not nil and reports that a solved
// child already decides its parent, the children after it are dropped
// unsearched and value sees the children up to that one.
func search[K comparable, V any](s *Solver[K], root K, memo map[K]V, value func([]K) V, settled func(K) bool) error {
	if _, ok := memo[root]; ok {
		return nil
	}
	onStack := map[K]bool{}
	var stack []frame[K]
	push := func(k K) error {
		if s.expanded >= s.limit {
			return &LimitError{s.limit}
		}
		s.expanded++
		onStack[k] = true
		stack = append(stack, frame[K]{k: k, children: s.moves(k)})
		return nil
	}
	if err := push(root); err != nil {
		return err
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		for f.next < len(f.children) {
			c := f.children[f.next]
			if _, ok := memo[c]; !ok {
				break
			}
			f.next++
			if settled != nil && settled(c) {
				f.children = f.children[:f.next] // decided: skip the rest
			}
		}
		if f.next < len(f.children) {
			c := f.children[f.next]
			if onStack[c] {
				return ErrCycle
			}
			if err := push(c); err != nil {
				return err
			}
			continue
		}
		memo[f.k] = value(f.children)
		delete(onStack, f.k)
		stack[len(stack)-1] = frame[K]{} // let the children slice go
		stack = stack[:len(stack)-1]
	}
	return nil
}

// mex returns the least value not among the values of children, all of
// which are in memo. Values below 64 go in a bit mask; only when the mask
// fills up, so that the answer is 64 or more, are the larger values sorted.
func mex[K comparable](children []K, memo map[K]uint64) uint64 {
	var mask uint64
	for _, c := range children {
		if v := memo[c]; v < 64 {
			mask |= 1 << v
		}
	}
	if mask != ^uint64(0) {
		return uint64(bits.TrailingZeros64(^mask))
	}
	var big []uint64
	for _, c := range children {
		if v := memo[c]; v >= 64 {
			big = append(big, v)
		}
	}
	slices.Sort(big)
	m := uint64(64)
	for _, v := range big {
		if v == m {
			m++
		} else if v > m {
			break
		}
	}
	return m
}

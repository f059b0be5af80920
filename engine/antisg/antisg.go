// Package antisg decides sums of games in misère play from the components'
// Sprague–Grundy values, by the SJ theorem (Anti-SG games), where the
// theorem's condition holds.
//
// Source: 贾志豪 (Jia Zhihao), 《组合游戏略述——浅谈SG游戏的若干拓展及变形》,
// IOI China national training team paper, 2009, the section on Anti-SG
// games and the SJ theorem. In an Anti-SG game the player who cannot move
// wins (misère play) and the other rules are those of a sum of games. The SJ
// theorem: if the game ends as soon as every component has SG value 0, then
// the player to move wins exactly when
//
//	(1) the nim-sum of the components' SG values is not 0 and some component
//	    has SG value greater than 1, or
//	(2) the nim-sum is 0 and no component has SG value greater than 1.
//
// The condition this package states and callers must check is a component-
// wise one, slightly weaker than the paper's: every position a component can
// reach whose SG value is 0 either has no move or has a move to a position
// of SG value 1 (SafeZero). The commonest case is that every position of
// value 0 is terminal, as in Nim, where the theorem reads as the rule of
// misère Nim. It is a condition on every position reachable in play, not
// only on the current one.
//
// Why it suffices (the paper's proof, with the one step that uses the
// condition made explicit): call W the positions meeting (1) or (2). From a
// position meeting neither there is a move (some component has value 1, or
// two have values above 1), and every move leads into W: with an odd number
// of 1s and no value above 1, any change of one component gives nim-sum 0
// with no value above 1, or a value above 1 with nonzero nim-sum; with
// nim-sum 0 and two or more values above 1, any move makes the nim-sum
// nonzero and leaves a value above 1. From a position in W some move leaves
// W: with one value above 1, reduce it to 0 or 1 to leave an odd number of
// 1s; with two or more, Bouton's move to nim-sum 0; with an even, nonzero
// number of 1s and nothing above 1, take one of them to 0. What remains is a
// position whose components are all 0. It is in W; terminal, it is a win
// for the player to move by the rules of misère play, and otherwise it needs
// a move that creates a single 1, which is what the condition provides.
// Without it the theorem fails: a component whose only move leads to a Nim
// heap of 2 has value 0, and the theorem calls it a win, while its one move
// hands the opponent a winning heap of 2 (see the tests).
//
// The subtraction game with set {1,2,3} is sometimes given as a game where
// the theorem fails, since a heap of 4 has value 0 and three moves. It does
// not fail there: the heap of 4 can move to a heap of 1, of value 1. The
// tests check its sums against exhaustive search.
package antisg

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// Rule is the theorem as Analysis.Rule states it.
const Rule = "SJ theorem (Anti-SG, Jia Zhihao 2009): in misère play, when every position of value 0 " +
	"in a component has no move or a move to a position of value 1, the player to move wins exactly when the nim-sum of the components' " +
	"SG values is not 0 and some component has value greater than 1, or the nim-sum is 0 and no " +
	"component has value greater than 1."

// SafeZero reports whether a component position of SG value 0 whose
// options have the values options meets the SJ condition: it has no move,
// or a move to value 1. A game package calls it on every position of value
// 0 that its position can reach before it trusts Outcome.
func SafeZero(options []uint64) bool {
	return len(options) == 0 || slices.Contains(options, 1)
}

// Sum is what the SJ theorem reads off a list of SG values: their nim-sum
// and how many are greater than 1. Game packages keep one for a position and
// update it move by move with After, as Nim does with its heaps.
type Sum struct {
	NimSum uint64
	Big    int // components with SG value greater than 1
}

// Of returns the Sum of values.
func Of(values []uint64) Sum {
	var s Sum
	for _, v := range values {
		s = s.After(0, v)
	}
	return s
}

// After returns the Sum once a component of value from has become one of
// value to.
func (s Sum) After(from, to uint64) Sum {
	s.NimSum ^= from ^ to
	if from > 1 {
		s.Big--
	}
	if to > 1 {
		s.Big++
	}
	return s
}

// Outcome returns game.N when the player to move wins, assuming the SJ
// condition holds.
func (s Sum) Outcome() game.Outcome {
	if (s.NimSum != 0) == (s.Big > 0) {
		return game.N
	}
	return game.P
}

// Outcome returns the misère outcome of a sum of games whose components
// have the SG values values, assuming the SJ condition holds (see the
// package comment); without it the answer may be wrong.
func Outcome(values []uint64) game.Outcome { return Of(values).Outcome() }

// maxShown is the most values Explain writes out as a sum.
const maxShown = 8

// Explain applies the theorem to values in one sentence: "SJ theorem:
// nim-sum 3 ≠ 0 and a component has value 2 > 1: the player to move wins".
func Explain(values []uint64) string { return ExplainText(values).String() }

// ExplainText is Explain as a msg.Text, for the web layer to translate.
func ExplainText(values []uint64) msg.Text {
	s := Of(values)
	sum := msg.New("nim-sum %d", s.NimSum)
	if len(values) > 1 && len(values) <= maxShown {
		parts := make([]string, len(values))
		for i, v := range values {
			parts[i] = strconv.FormatUint(v, 10)
		}
		sum = msg.New("nim-sum %s = %d", strings.Join(parts, "⊕"), s.NimSum)
	}
	largest := uint64(0)
	for _, v := range values {
		largest = max(largest, v)
	}
	switch {
	case s.NimSum != 0 && s.Big > 0:
		return msg.New("SJ theorem: %s ≠ 0 and a component has value %d > 1: the player to move wins", sum, largest)
	case s.NimSum == 0 && s.Big == 0:
		return msg.New("SJ theorem: %s and no component has value greater than 1: the player to move wins", sum)
	case s.NimSum != 0:
		return msg.New("SJ theorem: %s ≠ 0 but no component has value greater than 1: the player to move loses", sum)
	}
	return msg.New("SJ theorem: %s while a component has value %d > 1: the player to move loses", sum, largest)
}

// StrategyText says how the player to move can win a position the theorem
// calls a win (the package comment's proof): with one value above 1, bring
// it to 0 or 1 so that an odd number of 1s is left; with two or more, make
// the nim-sum 0; with none, leave an odd number of 1s. Other winning moves
// may exist (one raising a value, say), but one of this kind always does;
// Strategic tells which moves are. It is the zero Text for a position the
// theorem calls a loss.
func StrategyText(values []uint64) msg.Text {
	s := Of(values)
	switch {
	case s.Outcome() == game.P:
		return msg.Text{}
	case s.Big == 1:
		return msg.New("one way to win: bring the one game of value above 1 to value 0 or 1, so as to leave an odd number of games of value 1")
	case s.Big > 1:
		return msg.New("one way to win: make the nim-sum 0 as in normal play, which leaves a game of value above 1")
	}
	return msg.New("one way to win: leave an odd number of games of value 1")
}

// Strategic reports whether a move from the Sum s to the Sum after is of the
// kind StrategyText names for s.
func Strategic(s, after Sum) bool {
	if s.Big > 1 {
		return after.NimSum == 0 && after.Big > 0
	}
	// No value above 1 left: the nim-sum is the parity of the 1s.
	return after.Big == 0 && after.NimSum == 1
}

// RuleText is Rule as a msg.Text.
var RuleText = msg.New(Rule)

// Package turning is a family of coin-turning games: a row of coins at
// positions 1..n, each heads (H) or tails (T); a move turns over a set of
// coins whose rightmost coin goes from heads to tails. The rule says which
// sets: Turning Turtles one or two coins, Mock Turtles one to three, Ruler
// any run of consecutive coins ending at the rightmost one turned.
//
// In normal play a row is the nim-sum of its heads, each worth what a
// single head at its position is worth: its position n (turtles), the n-th
// odious number (mock), the largest power of 2 dividing n (ruler). Misère
// play does not follow from these values alone, because a move can turn
// tails back to heads; each rule has its own closed form (see misereP),
// proved in the comments and checked against search.
package turning

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"iter"
	"math/bits"
	"unicode/utf8"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/internal/order"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "turning"

// MaxCoins is the longest row FromQuery accepts. The values would stay
// exact far beyond it; the limit is the winning moves'. Mock Turtles can
// have about n²/4 of them, all enumerated to find the first 1000 in string
// order, and each winning position repeats the whole row, so 1000 of them
// are 4 MB of text at this length.
const MaxCoins = 4096

// Keys returns the keys of a position after game, in canonical order.
func Keys() []string { return []string{"coins", "rule", "play"} }

// Rule is which sets of coins a move may turn over.
type Rule uint8

const (
	Turtles Rule = iota // one or two coins
	Mock                // one, two or three coins
	Ruler               // a run of consecutive coins ending at the rightmost
)

var ruleNames = [...]string{Turtles: "turtles", Mock: "mock", Ruler: "ruler"}

// String returns the value of the rule key: "turtles", "mock" or "ruler".
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", uint8(r))
}

// ParseRule reads a value of the rule key.
func ParseRule(s string) (Rule, error) {
	for r, name := range ruleNames {
		if s == name {
			return Rule(r), nil
		}
	}
	return 0, msg.Errorf("rule: %s is not turtles, mock or ruler", notation.Quote(s))
}

// Position is a row of coins. Coins holds one byte per coin, 'H' or 'T',
// coin 1 first; tails at the right end are kept as given (they take no
// part in the game, but they are part of the row the page draws).
// FromQuery gives 1..MaxCoins coins of H and T and a known rule; a Position
// built otherwise may not read back from its String.
type Position struct {
	Coins string
	Rule  Rule
	Play  game.Play
}

// Move turns over coins.
type Move struct {
	// Coins are the positions turned over, from 1, increasing. The last,
	// the rightmost, must be heads; it becomes tails.
	Coins []int
}

// coinsList is the coins key's limit, a coin a byte (H or T), checked by FromQuery and, on
// the raw text, by engine.
var coinsList = game.List{Key: "coins", Max: MaxCoins,
	Items: func(coins string) int { return len(coins) },
	TooMany: func(n int) error {
		return msg.Errorf("coins: %d coins, more than the limit of %d", n, MaxCoins)
	}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{coinsList} }

// FromQuery reads a position from the keys game (turning, when given),
// coins and rule (both required) and play (optional).
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	coins, ok := q.Get("coins")
	switch {
	case !ok:
		return Position{}, msg.Errorf("coins: missing; expected a row of H and T, as in coins=HTTHTHH")
	case coins == "":
		return Position{}, msg.Errorf("coins: the row is empty; expected H and T, as in coins=HTTHTHH")
	}
	if err := coinsList.Check(coins); err != nil {
		return Position{}, err
	}
	for i := 0; i < len(coins); i++ {
		if c := coins[i]; c != 'H' && c != 'T' {
			// Every coin before is one byte, so i+1 is the coin's number.
			_, size := utf8.DecodeRuneInString(coins[i:])
			return Position{}, msg.Errorf("coins: coin %d is %s; each coin is H (heads) or T (tails)", i+1, notation.Quote(coins[i:i+size]))
		}
	}
	s, ok := q.Get("rule")
	if !ok {
		return Position{}, msg.Errorf("rule: missing; expected rule=turtles, rule=mock or rule=ruler")
	}
	rule, err := ParseRule(s)
	if err != nil {
		return Position{}, err
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return Position{coins, rule, play}, nil
}

// Game returns "turning".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=turning&coins=HTTHTHH&rule=turtles,
// then &play=misere when misère.
func (p Position) String() string { return p.with(p.Coins) }

func (p Position) with(coins string) string {
	s := "game=turning&coins=" + coins + "&rule=" + p.Rule.String()
	if p.Play == game.Misere {
		s += "&play=misere"
	}
	return s
}

// Heads returns the positions of the heads, from 1, increasing.
func (p Position) Heads() []int {
	var heads []int
	for i := 0; i < len(p.Coins); i++ {
		if p.Coins[i] == 'H' {
			heads = append(heads, i+1)
		}
	}
	return heads
}

// Value returns what a single head at position j ≥ 1 is worth under p's
// rule, the Grundy value of a row whose only head is coin j.
func (p Position) Value(j int) uint64 { return value(p.Rule, j) }

func value(r Rule, j int) uint64 {
	x := uint64(j)
	switch r {
	case Mock:
		// The j-th odious number (odd number of 1 bits): 2(j−1) or
		// 2(j−1)+1, whichever is odious.
		y := 2 * (x - 1)
		if bits.OnesCount64(y)%2 == 0 {
			y++
		}
		return y
	case Ruler:
		return x & -x
	}
	return x
}

// position is the inverse of value for Mock Turtles: the position whose
// head is worth v, or 0 when v is not odious.
func mockPosition(v uint64) int {
	if bits.OnesCount64(v)%2 == 0 {
		return 0
	}
	return int(v/2) + 1
}

// RowValue returns the nim-sum of the values of the heads: the Grundy value
// in normal play.
func (p Position) RowValue() uint64 { return p.stats().g }

// Grundy returns RowValue; false in misère play, where it does not decide
// the outcome by itself.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere {
		return 0, false
	}
	return p.RowValue(), true
}

// Tame reports whether the row is tame, the exception of misère play: for
// turtles, every pair of coins 2m, 2m+1 holds two heads or none; for ruler,
// every head is at an odd position. Mock Turtles has no tame rows (false).
func (p Position) Tame() bool { return p.Rule != Mock && p.stats().odd == 0 }

// stats is what decides a row in either play.
type stats struct {
	g uint64 // nim-sum of the heads' values
	// odd counts the things that keep a row out of misère's exceptional
	// set (see misereP): for turtles the pairs {2m, 2m+1} with exactly one
	// head, for ruler the heads at even positions. Mock needs none.
	odd int
}

func (p Position) stats() stats {
	var s stats
	for i := 0; i < len(p.Coins); i++ {
		if p.Coins[i] == 'H' {
			s.g ^= value(p.Rule, i+1)
		}
	}
	switch p.Rule {
	case Turtles:
		for m := 1; 2*m <= len(p.Coins); m++ {
			if p.pairSplit(m, nil) {
				s.odd++
			}
		}
	case Ruler:
		for j := 2; j <= len(p.Coins); j += 2 {
			if p.Coins[j-1] == 'H' {
				s.odd++
			}
		}
	}
	return s
}

// heads reports whether coin j is heads once the coins of flip are turned
// over; coins past the end are tails.
func (p Position) heads(j int, flip []int) bool {
	h := j <= len(p.Coins) && p.Coins[j-1] == 'H'
	for _, f := range flip {
		if f == j {
			h = !h
		}
	}
	return h
}

// pairSplit reports whether exactly one of coins 2m and 2m+1 is heads once
// flip is turned over.
func (p Position) pairSplit(m int, flip []int) bool {
	return p.heads(2*m, flip) != p.heads(2*m+1, flip)
}

// misereP decides misère play from a row's value g and its count odd.
//
// Mock Turtles: P exactly when g = 1. A row of value 1 moves only to rows
// of other values. A row of value ≥ 2 moves to one of value 1 (mex). A row
// of value 0 with heads moves to value 1 as well: its rightmost head j is
// worth o, and the heads left of it, all worth less, sum to o, so o is not
// a power of 2 and has a set bit b with 0 < b < the top bit; turning j,
// the coin worth 2^b and the coin worth o⊕1⊕2^b (odious, less than o, not
// 2^b) changes the value by 1. With no heads, the player to move has won.
//
// Turtles: call a row tame when every pair of coins {2m, 2m+1} holds two
// heads or none (coin 1 may be either): a tame row is like misère Nim with
// heaps of 1, each full pair or a head on coin 1 worth 1. P exactly when
// tame with g = 1, or not tame with g = 0. From tame g = 1 the only moves
// to value 0 turn coin 1 alone or a full pair, so stay tame; moves from a
// wild row with g = 0 cannot reach a tame row of value 1, since undoing
// such a move would refill a pair or coin 1 and leave the row tame. From a
// tame row of value 0 with heads, emptying a pair or coin 1 reaches tame
// g = 1. From a wild row with g ≠ 0 and r split pairs: r = 1, turn its
// head (and coin 1, to make the count of pairs odd); r = 2, turn the head
// of the higher split pair and one coin of the lower, choosing which to
// make the count odd; r ≥ 3, any move to value 0 leaves a split pair.
//
// Ruler: tame means every head is at an odd position (each worth 1); P
// exactly when tame with g = 1, or not tame with g = 0, by the same
// argument: a run changes the value by 1 only as a single odd coin; from a
// wild row with one even head e, turn e (or e−1..e, to fix the count); with
// several, the move to value 0 either leaves an even head or is a run over
// all of them, which can be lengthened or shortened by one odd coin.
func (r Rule) misereP(s stats) bool {
	if r == Mock || s.odd == 0 {
		return s.g == 1
	}
	return s.g == 0
}

func (p Position) isP(s stats) bool {
	if p.Play == game.Misere {
		return p.Rule.misereP(s)
	}
	return s.g == 0
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome {
	if p.isP(p.stats()) {
		return game.P
	}
	return game.N
}

// MovesFrom returns the moves whose rightmost coin is j: none when coin j
// is not heads. Moves come with fewer coins first, then by the leftmost
// coin.
func (p Position) MovesFrom(j int) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		if j < 1 || j > len(p.Coins) || p.Coins[j-1] != 'H' {
			return
		}
		if !yield(Move{[]int{j}}) {
			return
		}
		switch p.Rule {
		case Turtles, Mock:
			for i := 1; i < j; i++ {
				if !yield(Move{[]int{i, j}}) {
					return
				}
			}
			if p.Rule == Turtles {
				return
			}
			for h := 1; h < j; h++ {
				for i := h + 1; i < j; i++ {
					if !yield(Move{[]int{h, i, j}}) {
						return
					}
				}
			}
		case Ruler:
			for i := j - 1; i >= 1; i-- {
				if !yield(Move{run(i, j)}) {
					return
				}
			}
		}
	}
}

func run(i, j int) []int {
	coins := make([]int, j-i+1)
	for k := range coins {
		coins[k] = i + k
	}
	return coins
}

// Moves returns every legal move, by rightmost coin and then as MovesFrom
// orders them.
func (p Position) Moves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		for j := 1; j <= len(p.Coins); j++ {
			for m := range p.MovesFrom(j) {
				if !yield(m) {
					return
				}
			}
		}
	}
}

// Apply returns the position after m.
func (p Position) Apply(m Move) (Position, error) {
	if err := p.check(m.Coins); err != nil {
		return Position{}, fmt.Errorf("turning: %w", err)
	}
	b := []byte(p.Coins)
	for _, c := range m.Coins {
		b[c-1] ^= 'H' ^ 'T'
	}
	return Position{string(b), p.Rule, p.Play}, nil
}

func (p Position) check(coins []int) error {
	if len(coins) == 0 {
		return fmt.Errorf("a move turns over at least one coin")
	}
	for k, c := range coins {
		if c < 1 || c > len(p.Coins) {
			return fmt.Errorf("no coin %d (the coins are 1 to %d)", c, len(p.Coins))
		}
		if k > 0 && c <= coins[k-1] {
			return fmt.Errorf("the coins of a move must increase: %v", coins)
		}
	}
	j := coins[len(coins)-1]
	if p.Coins[j-1] != 'H' {
		return fmt.Errorf("the rightmost coin turned, %d, must be heads", j)
	}
	switch p.Rule {
	case Turtles:
		if len(coins) > 2 {
			return fmt.Errorf("turtles turns over one or two coins, not %d", len(coins))
		}
	case Mock:
		if len(coins) > 3 {
			return fmt.Errorf("mock turns over one to three coins, not %d", len(coins))
		}
	case Ruler:
		if coins[len(coins)-1]-coins[0] != len(coins)-1 {
			return fmt.Errorf("ruler turns over a run of consecutive coins, not %v", coins)
		}
	}
	return nil
}

// WinningMoves returns every move to a P-position, ordered as Moves orders
// them. They come one at a time: Mock Turtles can have about n²/4.
func (p Position) WinningMoves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		p.winning(func(f flip) bool { return yield(Move{f.coins()}) })
	}
}

// ComputerMove returns the move a computer opponent plays: the first
// winning move if there is one, else the leftmost head turned over alone,
// the smallest change, to give a human the chance to go wrong. It returns
// false when no head is left.
func (p Position) ComputerMove() (Move, bool) {
	for m := range p.WinningMoves() {
		return m, true
	}
	for i := 0; i < len(p.Coins); i++ {
		if p.Coins[i] == 'H' {
			return Move{[]int{i + 1}}, true
		}
	}
	return Move{}, false
}

// Analyze returns the analysis of DESIGN.md's contract, with each head's
// value in binary columns.
func (p Position) Analyze() game.Analysis {
	s := p.stats()
	a := game.Analysis{
		Position: p.String(),
		Outcome:  game.N,

		NimSum: game.Uint64(s.g),
	}
	a.SetRule(p.rule())
	a.SetExplanation(p.explain())
	if p.isP(s) {
		a.Outcome = game.P
	}
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
	}
	heads := p.Heads()
	values := make([]uint64, len(heads))
	for i, j := range heads {
		values[i] = p.Value(j)
	}
	a.Binary = game.NewBinary(values)

	text := p.String()
	best, truncated := p.firstWinning(game.WinningRoom(len(text)))
	winning := make([]string, len(best))
	for i, f := range best {
		winning[i] = p.with(f.apply(p.Coins))
	}
	a.SetWinning(winning, truncated) // already in order
	return a
}

// firstWinning returns the first max winning moves in the order of the
// positions they reach, written as strings, and whether there are more.
// It keeps at most 2·max at a time, so a row with millions of winning
// moves needs little memory.
func (p Position) firstWinning(max int) ([]flip, bool) {
	var best []flip
	var cut flip // once set, max moves seen come before it: later ones after it cannot be kept
	hasCut, total := false, 0
	less := func(a, b flip) int { return p.compare(a, b) }
	p.winning(func(f flip) bool {
		total++
		if hasCut && less(f, cut) >= 0 {
			return true
		}
		best = append(best, f)
		if len(best) == 2*max {
			order.Func(best, less)
			best = best[:max]
			cut, hasCut = best[max-1], true
		}
		return true
	})
	order.Func(best, less)
	if len(best) > max {
		best = best[:max]
	}
	return best, total > max
}

// Package fibonacci is Fibonacci Nim and its generalisation, the k-multiple
// game: one heap of n stones; the first move takes 1..n−1 (not the whole
// heap), every later move takes 1..k·last, where last is the previous take
// (k = 2 is Fibonacci Nim). In normal play whoever takes the last stone
// wins; in misère play whoever takes the last stone loses.
//
// The theory (Whinihan for k = 2, Schwenk and the "k-multiple game" for any
// k): write n greedily as a sum of terms of the game's sequence (the
// Fibonacci numbers for k = 2, the powers of 2 for k = 1); the player to
// move wins exactly when the smallest term is at most the largest take
// allowed, and taking it wins. Everything is closed-form, because n goes up
// to 2^53−1: only the Grundy value, which has no closed form, is searched,
// and only for small heaps.
package fibonacci

import (
	"fmt"
	"iter"
	"strconv"
	"sync"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// The values of the game key.
const (
	Name         = "fibonacci"
	MultipleName = "multiple"
)

// MaxGrundy is the largest heap whose Grundy value Analyze reports. The
// value has no known closed form, so it is found by a search over all
// smaller heaps and caps, which grows with the square of n.
const MaxGrundy = 1024

// Keys returns the keys of a Fibonacci Nim position after game, in
// canonical order.
func Keys() []string { return []string{"n", "last", "play"} }

// MultipleKeys returns the keys of a k-multiple game position after game,
// in canonical order.
func MultipleKeys() []string { return []string{"n", "k", "last", "play"} }

// Position is a position of Fibonacci Nim (Multiple false, k = 2) or of the
// k-multiple game (Multiple true, factor K). Last is the previous take, 0
// before the first move; it may be anything, even more than N, since a heap
// of N after a take of Last is reached from a heap of N+Last.
//
// FromQuery and MultipleFromQuery give N and Last at most notation.MaxWhole,
// not both 0, and K in 1..MaxK; a Position built otherwise may not read back
// from its String.
type Position struct {
	Multiple bool
	N, K     uint64
	Last     uint64
	Play     game.Play
}

// Move takes stones from the heap.
type Move struct {
	Take uint64 // how many stones, from 1 to MaxTake
}

// FromQuery reads a Fibonacci Nim position from the keys game (fibonacci,
// when given), n and last (both required) and play (optional).
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	return read(q, Position{K: 2})
}

// MultipleFromQuery reads a k-multiple game position from the keys game
// (multiple, when given), n, k and last (all required) and play
// (optional).
func MultipleFromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, MultipleName, MultipleKeys()...); err != nil {
		return Position{}, err
	}
	return read(q, Position{Multiple: true})
}

// read reads n, k (for the multiple game), last and play into p.
func read(q notation.Query, p Position) (Position, error) {
	var err error
	if p.N, err = required(q, "n", msg.New("the number of stones, as in n=20")); err != nil {
		return Position{}, err
	}
	if p.Multiple {
		if p.K, err = required(q, "k", msg.New("the factor, as in k=2 (each take at most k times the previous one)")); err != nil {
			return Position{}, err
		}
		if err := checkK(p.K); err != nil {
			return Position{}, err
		}
	}
	if p.Last, err = required(q, "last", msg.New("the previous take, or last=0 before the first move")); err != nil {
		return Position{}, err
	}
	if p.N == 0 && p.Last == 0 {
		return Position{}, msg.Errorf("n: 0 before the first move (last=0) is no game; the heap must have at least 1 stone (n=0 with last ≥ 1 is a finished game)")
	}
	if p.Play, err = game.PlayOf(q); err != nil {
		return Position{}, err
	}
	return p, nil
}

func required(q notation.Query, key string, what msg.Text) (uint64, error) {
	s, ok := q.Get(key)
	if !ok {
		return 0, msg.Errorf("%s: missing; expected %s", key, what)
	}
	return notation.Whole(key, s)
}

// Game returns "fibonacci" or "multiple".
func (p Position) Game() string {
	if p.Multiple {
		return MultipleName
	}
	return Name
}

// String returns the canonical notation: game=fibonacci&n=20&last=0 or
// game=multiple&n=16&k=1&last=0, then &play=misere when misère.
func (p Position) String() string {
	b := make([]byte, 0, 64)
	b = append(b, "game="...)
	b = append(b, p.Game()...)
	b = append(b, "&n="...)
	b = strconv.AppendUint(b, p.N, 10)
	if p.Multiple {
		b = append(b, "&k="...)
		b = strconv.AppendUint(b, p.K, 10)
	}
	b = append(b, "&last="...)
	b = strconv.AppendUint(b, p.Last, 10)
	if p.Play == game.Misere {
		b = append(b, "&play=misere"...)
	}
	return string(b)
}

// Factor returns k: 2 for Fibonacci Nim, K for the multiple game (kept in
// 1..MaxK, so that a Position built by hand cannot make the sequence
// degenerate).
func (p Position) Factor() uint64 {
	if !p.Multiple {
		return 2
	}
	return min(max(p.K, 1), MaxK)
}

// MaxTake returns the most stones the player to move may take: N−1 on the
// first move, then min(N, k·Last). The allowed takes are 1..MaxTake; none
// when it is 0.
func (p Position) MaxTake() uint64 {
	if p.Last == 0 {
		return max(p.N, 1) - 1
	}
	return min(p.N, p.Factor()*p.Last) // k·Last < 2^63: Last ≤ 2^53, k ≤ 1000
}

// Moves returns the legal moves, from the smallest take; there may be
// 2^53 of them, so they come one at a time.
func (p Position) Moves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		for t := uint64(1); t <= p.MaxTake(); t++ {
			if !yield(Move{t}) {
				return
			}
		}
	}
}

// Apply returns the position after m.
func (p Position) Apply(m Move) (Position, error) {
	if m.Take < 1 || m.Take > p.MaxTake() {
		return Position{}, fmt.Errorf("%s: a take of %d is not allowed; %s", p.Game(), m.Take, p.allowed())
	}
	q := p
	q.N, q.Last = p.N-m.Take, m.Take
	return q, nil
}

// allowed says which takes are legal, for errors and explanations.
func (p Position) allowed() string {
	c := p.MaxTake()
	switch {
	case c == 0 && p.N == 0:
		return "no stones are left"
	case c == 0:
		return "the first move may not take the only stone"
	case c == 1:
		return "only a take of 1 is allowed"
	}
	return fmt.Sprintf("takes of 1 to %d are allowed", c)
}

// Sequence returns the terms of p's sequence up to N, smallest first.
func (p Position) Sequence() []uint64 {
	s, _ := Sequence(p.Factor(), p.N)
	return s
}

// Terms returns N written as the sum the theory uses, largest term first:
// its Zeckendorf representation in Fibonacci Nim. Each term is more than k
// times the next. Terms of 0 is empty.
func (p Position) Terms() []uint64 { return p.Representation(p.N) }

// Representation writes x (at most notation.MaxWhole) as a sum of terms of
// p's sequence, largest first, each more than k times the next.
func (p Position) Representation(x uint64) []uint64 {
	return decompose(nil, sequence(p.Factor()), min(x, notation.MaxWhole))
}

// core is the game the theory decides: m stones, takes of 1..c allowed,
// and a take of t allows the next player up to k·t.
type core struct {
	m, c uint64
	// over is true when the player to move cannot move and, in misère
	// play, has therefore won; m and c are then 0.
	over bool
}

// core reduces p to the theory's game. Normal play is the game itself.
// Misère play: taking the last stone loses, so nobody takes it unless
// forced; the game on N stones is then normal play on N−1, with the same
// caps (a take of all N−1 leaves the opponent to take the last one).
func (p Position) core() core {
	c := p.MaxTake()
	if p.Play != game.Misere {
		return core{m: p.N, c: c}
	}
	if c == 0 {
		return core{over: true}
	}
	return core{m: p.N - 1, c: min(c, p.N-1)}
}

// isP reports whether the player to move in x loses.
func (x core) isP(a []uint64) bool {
	if x.over {
		return false
	}
	return x.m == 0 || smallest(a, x.m) > x.c
}

// winning returns the takes in x that leave the opponent lost, smallest
// first.
//
// A take t wins when the rest u = m−t is 0 or its smallest term is more
// than k·t. Write u = X + aⱼ with aⱼ its smallest term; t < aⱼ/k, so aⱼ + t
// is the valid sum aⱼ + (terms of t), and m = X + aⱼ + (terms of t) is m's
// own sum. So u is a top part of m's sum and t the sum of the terms below
// it: the candidates are the sums of m's last few terms, at most one per
// term (some 80 for n < 2^53), and the smallest term always wins when it is
// allowed.
func (x core) winning(a []uint64, k uint64) []uint64 {
	if x.over || x.m == 0 {
		return nil
	}
	var buf [80]uint64 // a sum has at most 53 terms (k = 1: binary)
	terms := decompose(buf[:0], a, x.m)
	if terms[len(terms)-1] > x.c {
		return nil // P: the smallest term is out of reach
	}
	var takes []uint64
	var t uint64
	for i := len(terms) - 1; i >= 0; i-- {
		t += terms[i]
		if t > x.c {
			break
		}
		if i == 0 || k*t < terms[i-1] {
			takes = append(takes, t)
		}
	}
	return takes
}

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome {
	if p.core().isP(sequence(p.Factor())) {
		return game.P
	}
	return game.N
}

// WinningTakes returns every take that leaves the opponent lost, smallest
// first; nil when there is none. The first is the smallest term of the
// heap's sum (of N−1 in misère play).
func (p Position) WinningTakes() []uint64 {
	return p.core().winning(sequence(p.Factor()), p.Factor())
}

// Forced reports whether the rest of the game is forced: every take from here to the end
// can only be 1 (k = 1 after a take of 1, or at most two stones left to take one by one).
// Then nothing either player does changes who wins.
func (p Position) Forced() bool {
	if p.MaxTake() != 1 {
		return false
	}
	// After a take of 1 the cap is min(N−1, k): 1 again when k = 1, or when at most one
	// stone is left.
	return p.Factor() == 1 || p.N <= 2
}

// WinningMoves returns the moves of WinningTakes.
func (p Position) WinningMoves() []Move {
	takes := p.WinningTakes()
	if takes == nil {
		return nil
	}
	moves := make([]Move, len(takes))
	for i, t := range takes {
		moves[i] = Move{t}
	}
	return moves
}

// ComputerMove returns the move a computer opponent plays: the smallest
// winning take if there is one, else a take of 1, which keeps the
// opponent's next take small and the game long. It returns false when no
// move is left.
func (p Position) ComputerMove() (Move, bool) {
	if takes := p.WinningTakes(); len(takes) > 0 {
		return Move{takes[0]}, true
	}
	if p.MaxTake() == 0 {
		return Move{}, false
	}
	return Move{1}, true
}

// Grundy returns the Sprague–Grundy value in normal play, for heaps of at
// most MaxGrundy stones; false otherwise and in misère play.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere || p.N > MaxGrundy {
		return 0, false
	}
	return grundy(p.N, p.MaxTake(), p.Factor()), true
}

// grundy returns the Grundy value of m ≤ MaxGrundy stones with takes of
// 1..c, from a table of every smaller heap and cap.
func grundy(m, c, k uint64) uint64 {
	tables.Lock()
	defer tables.Unlock()
	rows := tables.byK[k]
	if rows == nil && len(tables.byK) >= maxTables {
		clear(tables.byK) // rarely more than one or two k at a time
	}
	if tables.byK == nil {
		tables.byK = make(map[uint64][][]uint16)
	}
	rows = extend(rows, m, k)
	tables.byK[k] = rows
	return uint64(rows[m][min(c, m)])
}

// tables caches the Grundy tables of the last few k: a game in progress
// analyses one position after another of the same k.
var tables struct {
	sync.Mutex
	byK map[uint64][][]uint16
}

// maxTables bounds the cache; a full table is about 1 MB.
const maxTables = 4

// extend returns rows grown to include heaps up to m. rows[h][d] is the
// Grundy value of h stones with takes up to d ≤ h; raising d adds one
// option, so each row is filled from d = 0 with a running mex.
func extend(rows [][]uint16, m, k uint64) [][]uint16 {
	seen := make([]bool, m+2)
	for h := uint64(len(rows)); h <= m; h++ {
		row := make([]uint16, h+1)
		clear(seen[:h+2])
		mex := uint64(0)
		for d := uint64(1); d <= h; d++ {
			rest := h - d
			seen[rows[rest][min(k*d, rest)]] = true
			for seen[mex] {
				mex++
			}
			row[d] = uint16(mex)
		}
		rows = append(rows, row)
	}
	return rows
}

// Analyze returns the analysis of DESIGN.md's contract.
func (p Position) Analyze() game.Analysis {
	a := game.Analysis{
		Position: p.String(),
		Outcome:  p.Outcome(),
	}
	a.SetRule(p.rule())
	a.SetExplanation(p.explain())
	if r := p.reduction(); !r.IsZero() {
		a.SetReduction(r)
	}
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
	} else if p.Play == game.Normal {
		a.SetNote(msg.New("The Grundy value is not given: it has no known closed form, and is searched only for heaps of at most %d stones.", MaxGrundy))
	}
	var winning []string
	for _, t := range p.WinningTakes() {
		q, _ := p.Apply(Move{t})
		winning = append(winning, q.String())
	}
	a.SetWinning(winning, false)
	return a
}

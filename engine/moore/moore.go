// Package moore is Moore's Nim-k: heaps of stones; a move reduces at least
// one and at most k heaps, each by any positive amount. In normal play
// whoever cannot move loses, in misère play whoever cannot move wins.
//
// Moore's theorem: write the heaps in binary; the player to move loses
// exactly when every column of bits adds up to a multiple of k+1. In misère
// play the same holds while some heap has 2 or more stones; once every heap
// has at most 1, the player to move loses exactly when the number of 1-heaps
// is 1 more than a multiple of k+1. For k = 1 this is Nim.
//
// Outcomes and one winning move (built column by column, as in Moore's
// proof) are closed-form and linear in the heaps. The winning moves can be
// astronomically many, so Analyze lists the first 1000 in the order of their
// text by a search that walks the results in that order (search.go).
package moore

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "moore"

// MaxHeaps is the most heaps FromQuery accepts. The outcome and one winning
// move are linear in the heaps; listing winning moves is a search whose
// work Analyze bounds separately (MaxSearch).
const MaxHeaps = 10_000

// Keys returns the keys of a Moore's Nim-k position after game, in canonical
// order.
func Keys() []string { return []string{"heaps", "k", "play"} }

// Position is a Moore's Nim-k position. Heaps keep their order, and a heap
// that has reached 0 keeps its place. FromQuery gives at least one heap,
// each at most notation.MaxWhole, and 1 ≤ K ≤ notation.MaxWhole.
type Position struct {
	Heaps []uint64
	K     uint64 // the most heaps one move may reduce
	Play  game.Play
}

// Change is one heap's part in a move.
type Change struct {
	Heap int    // index into Heaps, from 0
	To   uint64 // the heap's size after the move, less than before
}

// Move reduces 1 to K heaps: its changes, in increasing order of Heap, each
// heap at most once.
type Move []Change

// ColumnSum is one binary column of the heaps, as in the table of Moore's
// theorem.
type ColumnSum struct {
	Bit     int    // the column's place value is 2^Bit
	Ones    int    // how many heaps have a 1 there
	Residue uint64 // Ones mod K+1; every column 0 makes a P-position (normal play)
}

// heapsList is the heaps key's limit, checked by FromQuery and, on the raw text, by engine.
var heapsList = game.List{Key: "heaps", Max: MaxHeaps, TooMany: func(n int) error {
	return msg.Errorf("heaps: %d heaps, more than the limit of %d", n, MaxHeaps)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{heapsList} }

// FromQuery reads a position from the keys game (moore, when given), heaps
// (required), k (required) and play (optional). Any other key is an error.
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	s, ok := q.Get("heaps")
	if !ok {
		return Position{}, msg.Errorf("heaps: missing; expected a list such as heaps=5,8,10")
	}
	if err := heapsList.Check(s); err != nil {
		return Position{}, err
	}
	heaps, err := notation.WholeList("heaps", s)
	if err != nil {
		return Position{}, err
	}
	ks, ok := q.Get("k")
	if !ok {
		return Position{}, msg.Errorf("k: missing; expected the most heaps a move may reduce, such as k=2")
	}
	k, err := notation.Whole("k", ks)
	if err != nil {
		return Position{}, err
	}
	if k < 1 {
		return Position{}, msg.Errorf("k: %d; Moore's Nim-k needs k ≥ 1", k)
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return Position{}, err
	}
	return Position{heaps, k, play}, nil
}

// Game returns "moore".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=moore&heaps=5,8,10&k=2, then
// &play=misere when misère.
func (p Position) String() string {
	s, _ := p.text()
	return s
}

// text returns String and where each heap's digits start in it.
func (p Position) text() (string, []int) {
	starts := make([]int, len(p.Heaps))
	b := make([]byte, 0, len("game=moore&heaps=&k=&play=misere")+len(p.Heaps)*8+20)
	b = append(b, "game=moore&heaps="...)
	for i, h := range p.Heaps {
		if i > 0 {
			b = append(b, ',')
		}
		starts[i] = len(b)
		b = strconv.AppendUint(b, h, 10)
	}
	b = append(b, "&k="...)
	b = strconv.AppendUint(b, p.K, 10)
	if p.Play == game.Misere {
		b = append(b, "&play=misere"...)
	}
	return string(b), starts
}

// width returns the number of binary columns of the heaps, at least 1.
func width(heaps []uint64) int {
	var all uint64
	for _, h := range heaps {
		all |= h
	}
	return max(bits.Len64(all), 1)
}

// Columns returns the binary columns of the heaps from the highest place
// down to the units, with how many heaps have a 1 in each and that number
// mod K+1.
func (p Position) Columns() []ColumnSum {
	w := width(p.Heaps)
	cols := make([]ColumnSum, w)
	for i := range cols {
		b := w - 1 - i
		ones := 0
		for _, h := range p.Heaps {
			ones += int(h >> b & 1)
		}
		cols[i] = ColumnSum{b, ones, uint64(ones) % p.mod()}
	}
	return cols
}

// mod returns K+1, whose multiples the column sums of a P-position are.
func (p Position) mod() uint64 { return p.K + 1 }

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome {
	if p.isP() {
		return game.P
	}
	return game.N
}

func (p Position) isP() bool {
	if p.Play == game.Misere {
		ones, small := 0, true
		for _, h := range p.Heaps {
			small = small && h <= 1
			ones += int(h & 1)
		}
		if small {
			return uint64(ones)%p.mod() == 1
		}
	}
	for _, c := range p.Columns() {
		if c.Residue != 0 {
			return false
		}
	}
	return true
}

// Apply returns the position after m. The result has its own Heaps; p is
// unchanged.
func (p Position) Apply(m Move) (Position, error) {
	if len(m) == 0 {
		return Position{}, fmt.Errorf("moore: a move reduces at least one heap")
	}
	if uint64(len(m)) > p.K {
		return Position{}, fmt.Errorf("moore: a move reduces at most %d heaps (k = %d), not %d", p.K, p.K, len(m))
	}
	heaps := slices.Clone(p.Heaps)
	for i, c := range m {
		if c.Heap < 0 || c.Heap >= len(p.Heaps) {
			return Position{}, fmt.Errorf("moore: no heap at index %d (there are %d heaps)", c.Heap, len(p.Heaps))
		}
		if i > 0 && c.Heap <= m[i-1].Heap {
			return Position{}, fmt.Errorf("moore: the changes of a move go in increasing order of heap, each heap once; heap %d comes after heap %d", c.Heap, m[i-1].Heap)
		}
		if h := p.Heaps[c.Heap]; c.To >= h {
			return Position{}, fmt.Errorf("moore: the heap at index %d has %d stones; a move must leave fewer than %d, not %d", c.Heap, h, h, c.To)
		}
		heaps[c.Heap] = c.To
	}
	return Position{heaps, p.K, p.Play}, nil
}

// Grundy returns the Sprague–Grundy value under normal play where it is
// known: for k = 1 (Nim) the nim-sum; with at most one nonempty heap its
// size; for small positions an exact search (see grundy.go). False in misère
// play and elsewhere.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere {
		return 0, false
	}
	var sum uint64
	nonempty := 0
	for _, h := range p.Heaps {
		sum ^= h
		if h > 0 {
			nonempty++
		}
	}
	if p.K == 1 || nonempty <= 1 {
		return sum, true
	}
	return p.searchGrundy()
}

// WinningMove returns one winning move, built as in Moore's proof; false
// when the position is lost (or over).
//
// Work down the columns from the highest, keeping a set of chosen heaps
// (those already reduced, whose lower bits are free and start at 0). In a
// column whose ones add up to m ≢ 0 (mod k+1): if the chosen heaps and m
// more stay within k, choose m unchosen heaps with a 1 there and clear it
// (there are at least m ones, since the chosen heaps hold none yet); else
// set k+1−m of the chosen heaps' free bits to 1, which needs k+1−m ≤ f.
// Every chosen heap loses its highest changed bit, so it shrinks.
func (p Position) WinningMove() (Move, bool) {
	if p.isP() {
		return nil, false
	}
	if p.Play == game.Misere {
		return p.misereMove()
	}
	return p.normalMove(), true
}

func (p Position) normalMove() Move {
	y := slices.Clone(p.Heaps)
	chosen := make([]bool, len(y))
	var order []int // chosen heaps, in the order chosen
	mod := p.mod()
	for b := width(y) - 1; b >= 0; b-- {
		ones := uint64(0)
		for _, v := range y {
			ones += v >> b & 1
		}
		m := ones % mod
		if m == 0 {
			continue
		}
		if uint64(len(order))+m <= p.K {
			for i := 0; m > 0; i++ {
				if !chosen[i] && y[i]>>b&1 == 1 {
					chosen[i] = true
					order = append(order, i)
					y[i] = y[i] >> (b + 1) << (b + 1) // clear bit b and the free bits below
					m--
				}
			}
			continue
		}
		for _, i := range order[:mod-m] {
			y[i] |= 1 << b
		}
	}
	var mv Move
	for i, v := range y {
		if v != p.Heaps[i] {
			mv = append(mv, Change{i, v})
		}
	}
	return mv
}

// misereMove returns a winning move in misère play from an N-position.
func (p Position) misereMove() (Move, bool) {
	big := false
	for _, h := range p.Heaps {
		big = big || h >= 2
	}
	if big {
		// The normal move wins unless it leaves only heaps of at most 1;
		// then look among the moves that leave only such heaps, and last
		// search the others.
		if m := p.normalMove(); p.keepsBig(m) {
			return m, true
		}
		s := p.newSolver(MaxSearch)
		for m := range s.small {
			return m, true
		}
		for m := range s.normal() {
			return m, true
		}
		return nil, false // the search ran out of steps; not reached in the tests
	}
	// Every heap at most 1: empty d of the ones, d ≡ ones−1 (mod k+1).
	ones := uint64(0)
	for _, h := range p.Heaps {
		ones += h
	}
	d := (ones + p.mod() - 1) % p.mod() // 1 ≤ d ≤ min(k, ones) when N
	var mv Move
	for i, h := range p.Heaps {
		if h == 1 && uint64(len(mv)) < d {
			mv = append(mv, Change{i, 0})
		}
	}
	return mv, len(mv) > 0
}

// keepsBig says whether some heap has 2 or more stones after m.
func (p Position) keepsBig(m Move) bool {
	k := 0
	for i, h := range p.Heaps {
		if k < len(m) && m[k].Heap == i {
			h = m[k].To
			k++
		}
		if h >= 2 {
			return true
		}
	}
	return false
}

// ComputerMove returns the move a computer opponent plays: WinningMove when
// there is one, else one stone from the first largest heap. It returns false
// when no move is left.
func (p Position) ComputerMove() (Move, bool) {
	if m, ok := p.WinningMove(); ok {
		return m, true
	}
	largest := 0
	for i, h := range p.Heaps {
		if h > p.Heaps[largest] {
			largest = i
		}
	}
	if len(p.Heaps) == 0 || p.Heaps[largest] == 0 {
		return nil, false
	}
	return Move{{largest, p.Heaps[largest] - 1}}, true
}

// Analyze returns the analysis of DESIGN.md's contract: for k = 1 with the
// nim-sum in binary columns, as Nim.
func (p Position) Analyze() game.Analysis {
	a := game.Analysis{
		Outcome: game.N,
	}
	a.SetRule(rule(p.Play, p.K))
	a.SetExplanation(p.explain())
	if p.isP() {
		a.Outcome = game.P
	}
	var notes msg.List
	if g, ok := p.Grundy(); ok {
		a.Grundy = game.Uint64(g)
	} else if p.Play == game.Normal {
		notes = append(notes, msg.New("grundy: not known for k ≥ 2 beyond small positions (an exact search, done when the heaps give at most %d positions)",
			MaxGrundyPositions))
	}
	if p.K == 1 {
		a.SetReduction(msg.New("Nim: Moore's Nim-1 is Nim"))
		var sum uint64
		for _, h := range p.Heaps {
			sum ^= h
		}
		a.NimSum = game.Uint64(sum)
		a.Binary = game.NewBinary(p.Heaps)
	}
	a.Position = p.String()

	if a.Outcome == game.P {
		a.Winning = []string{}
	} else {
		winning, truncated, ok := p.winningListLimit(MaxSearch)
		if ok {
			a.SetWinning(winning, truncated)
			if a.Truncated {
				notes = append(notes, a.Texts.Note) // SetWinning's, said with the others below
			}
		} else {
			notes = append(notes, msg.New("winning: not listed; the search that lists them in order stopped at its limit of %d steps "+
				"(it finishes for lecture-sized positions, but heaps of 2^20 and more with k ≥ 4, or hundreds of large heaps, can exceed it); "+
				"the explanation names a winning move", MaxSearch))
		}
	}
	switch len(notes) {
	case 1:
		a.SetNote(notes[0].(msg.Text))
	case 2:
		a.SetNote(msg.New("%s; %s", notes[0], notes[1]))
	}
	return a
}

// winningListLimit writes the first game.WinningRoom winning positions in the
// order of their text, whether there are more, and false when the search
// ran out of its limit of steps.
func (p Position) winningListLimit(limit int) (list []string, truncated, ok bool) {
	text, starts := p.text()
	list = []string{}
	s := p.newSolver(limit)
	room := game.WinningRoom(len(text))
	for m := range s.moves() {
		if len(list) == room {
			truncated = true
			break
		}
		list = append(list, splice(text, starts, p.Heaps, m))
	}
	if s.over {
		return nil, false, false
	}
	return list, truncated, true
}

// splice writes text, the position's String, with the changes of m.
func splice(text string, starts []int, heaps []uint64, m Move) string {
	for _, c := range slices.Backward(m) {
		text = game.Splice(text, starts[c.Heap], heaps[c.Heap], c.To)
	}
	return text
}

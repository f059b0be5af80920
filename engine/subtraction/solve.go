package subtraction

import (
	"fmt"
	"math/bits"

	"github.com/nimscope/nimscope/engine/antisg"
	"github.com/nimscope/nimscope/engine/game"
)

// MaxMisereStates bounds the exhaustive search of misère play: the product
// of heap+1 over the heaps that have a move. The search is needed only
// where the SJ theorem's condition fails for the heaps, which no set tried
// so far does.
const MaxMisereStates = 1_000_000

// method says how a position was decided.
type method uint8

const (
	unknown method = iota // beyond the limits (a Position FromQuery refuses)
	sprague               // normal play: nim-sum of Grundy values
	sj                    // misère play: SJ theorem on Grundy values
	search                // misère play: every position searched
)

// solution is everything the analysis of a position needs, computed once.
type solution struct {
	how     method
	outcome game.Outcome // 0 when unknown
	winning []Move       // in heap order, then by amount
	best    int          // the index in winning of the move Explain names
	values  []uint64     // the heaps' Grundy values; nil after a search
	states  uint64       // positions searched
}

func (p Position) solve() solution {
	if p.sequence().invalid {
		return solution{how: unknown}
	}
	values, ok := p.Values()
	switch {
	case ok && p.Play == game.Normal:
		return p.solveNormal(values)
	case ok && p.sjHolds():
		return p.solveSJ(values)
	}
	if _, ok := p.misereStates(); ok && p.Play == game.Misere {
		return p.search()
	}
	return solution{how: unknown}
}

func (p Position) solveNormal(values []uint64) solution {
	q := p.sequence()
	var x uint64
	for _, v := range values {
		x ^= v
	}
	s := solution{how: sprague, outcome: game.P, values: values, best: -1}
	if x == 0 {
		return s
	}
	s.outcome = game.N
	for i, h := range p.Heaps {
		want := values[i] ^ x
		for _, a := range p.Set {
			if a > h {
				break
			}
			if v, _ := q.at(h - a); v == want {
				// Bouton's move lowers a value; a subtraction game may also
				// win by raising one, which Nim cannot.
				if s.best < 0 && want < values[i] {
					s.best = len(s.winning)
				}
				s.winning = append(s.winning, Move{i, a})
			}
		}
	}
	s.best = max(s.best, 0)
	return s
}

// SJHolds reports whether the SJ theorem's condition holds for every heap
// size play can reach from p (see sjHolds), whatever p's play: what a sum of
// games (engine/sum) asks before it applies the theorem to p's heaps.
func (p Position) SJHolds() bool { return p.sjHolds() }

// sjHolds reports whether the SJ theorem's condition holds for every heap
// size play can reach from p: every size of value 0 below the largest heap
// has no move or a move to value 1.
func (p Position) sjHolds() bool {
	q := p.sequence()
	if q.unsafe < 0 {
		return true
	}
	for _, h := range p.Heaps {
		if h >= uint64(q.unsafe) {
			return false
		}
	}
	return true
}

func (p Position) solveSJ(values []uint64) solution {
	q := p.sequence()
	sum := antisg.Of(values)
	s := solution{how: sj, outcome: sum.Outcome(), values: values, best: -1}
	if s.outcome == game.P {
		return s
	}
	for i, h := range p.Heaps {
		for _, a := range p.Set {
			if a > h {
				break
			}
			v, _ := q.at(h - a)
			if sum.After(values[i], v).Outcome() == game.P {
				if s.best < 0 && v < values[i] {
					s.best = len(s.winning)
				}
				s.winning = append(s.winning, Move{i, a})
			}
		}
	}
	s.best = max(s.best, 0)
	return s
}

// misereStates returns the number of positions a search of p visits, the
// product of heap+1 over the heaps that have a move, as text, and whether
// it is within MaxMisereStates.
func (p Position) misereStates() (string, bool) {
	n := uint64(1)
	for _, h := range p.Heaps {
		if len(p.Set) == 0 || h < p.Set[0] {
			continue // never changes
		}
		hi, lo := bits.Mul64(n, h+1)
		if hi != 0 || h+1 == 0 {
			return "more than 2^64", false
		}
		n = lo
	}
	return fmt.Sprint(n), n <= MaxMisereStates
}

// search decides p in misère play by trying every move from every position
// its heaps can reach. A position is a mixed-radix number whose digits are
// the sizes of the heaps that have a move; every move lowers it, so one pass
// upward decides each position from ones already decided.
func (p Position) search() solution {
	var active []int // indices of heaps with a move
	var strides []int
	states := 1
	for i, h := range p.Heaps {
		if h >= p.Set[0] {
			active = append(active, i)
			strides = append(strides, states)
			states *= int(h) + 1
		}
	}
	win := make([]bool, states) // the player to move wins, misère
	digits := make([]int, len(active))
	for idx := range states {
		w, moved := false, false
	moves:
		for k, d := range digits {
			for _, a := range p.Set {
				if int(a) > d {
					break
				}
				moved = true
				if !win[idx-int(a)*strides[k]] {
					w = true
					break moves
				}
			}
		}
		win[idx] = w || !moved
		for k := range digits { // the next position: add 1 with carries
			if digits[k] < int(p.Heaps[active[k]]) {
				digits[k]++
				break
			}
			digits[k] = 0
		}
	}
	top := states - 1
	s := solution{how: search, outcome: game.P, states: uint64(states)}
	if win[top] {
		s.outcome = game.N
	}
	for k, i := range active {
		for _, a := range p.Set {
			if a > p.Heaps[i] {
				break
			}
			if !win[top-int(a)*strides[k]] {
				s.winning = append(s.winning, Move{i, a})
			}
		}
	}
	// Moves on different heaps were found heap by heap: already in order.
	return s
}

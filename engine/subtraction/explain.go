package subtraction

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/antisg"
	"github.com/nimscope/nimscope/engine/game"
)

// Rules, as Analysis.Rule states them.
const (
	RuleNormal = "Sprague–Grundy theorem: a heap of h stones is worth g(h), the mex (least value missing) " +
		"of g(h−s) over the amounts s of the set with s ≤ h; a sum of heaps is lost for the player to move " +
		"exactly when the nim-sum of the heaps' values is 0, and a winning move leaves nim-sum 0."
	RuleSearch = "Misère play, searched: a position is lost for the player to move exactly when it has a move " +
		"and every move reaches a position won for the player to move. Grundy values decide misère sums only " +
		"under the SJ theorem's condition, which fails for these heaps."
)

// maxShown is the most heaps a sentence writes out one by one.
const maxShown = 8

func (s solution) rule() string {
	switch s.how {
	case sprague:
		return RuleNormal
	case sj:
		return antisg.Rule
	case search:
		return RuleSearch
	}
	return ""
}

// Explain applies the rule to p in one plain sentence, naming a winning move
// (the one ComputerMove plays) when there is one.
func (p Position) Explain() string { return p.explain(p.solve()) }

func (p Position) explain(s solution) string {
	if s.how == unknown {
		return "this position is beyond what the analysis can decide (FromQuery refuses it)"
	}
	if _, ok := p.ComputerMove(); !ok {
		least := "any"
		if len(p.Set) > 0 {
			least = strconv.FormatUint(p.Set[0], 10)
		}
		if p.Play == game.Misere {
			return fmt.Sprintf("no heap has %s or more stones, the least amount of the set: the player to move cannot move, and in misère play that wins", least)
		}
		return fmt.Sprintf("no heap has %s or more stones, the least amount of the set: the player to move cannot move, and loses", least)
	}
	switch s.how {
	case sprague:
		sum := p.valueSum(s.values)
		if s.outcome == game.P {
			return sum + ": every move leaves a nonzero nim-sum, so the player to move loses against perfect play"
		}
		m := s.winning[s.best]
		to := p.Heaps[m.Heap] - m.Take
		v, _ := p.sequence().at(to)
		return fmt.Sprintf("%s ≠ 0: %s, leaving g(%d) = %d and nim-sum 0", sum, p.take(m), to, v)
	case sj:
		text := antisg.Explain(s.values)
		if s.outcome == game.N {
			text += " by " + p.taking(s.winning[s.best])
		}
		return text
	case search:
		if s.outcome == game.P {
			return fmt.Sprintf("searching all %d positions these heaps can reach in misère play: every move leaves a position won for the player to move, so the player to move loses", s.states)
		}
		return fmt.Sprintf("searching all %d positions these heaps can reach in misère play: %s, leaving a position lost for the player to move", s.states, p.take(s.winning[0]))
	}
	return ""
}

// valueSum writes the nim-sum of the heaps' values:
// "g(9)⊕g(6)⊕g(5)⊕g(4) = 1⊕2⊕1⊕0 = 2", or, with many heaps, "the nim-sum of
// the heaps' Grundy values is 2".
func (p Position) valueSum(values []uint64) string {
	var x uint64
	for _, v := range values {
		x ^= v
	}
	if len(values) > maxShown {
		return fmt.Sprintf("the nim-sum of the heaps' Grundy values is %d", x)
	}
	gs := make([]string, len(values))
	vs := make([]string, len(values))
	for i, v := range values {
		gs[i] = fmt.Sprintf("g(%d)", p.Heaps[i])
		vs[i] = strconv.FormatUint(v, 10)
	}
	if len(values) == 1 {
		return fmt.Sprintf("%s = %d", gs[0], x)
	}
	return fmt.Sprintf("%s = %s = %d", strings.Join(gs, "⊕"), strings.Join(vs, "⊕"), x)
}

// reduction names the simpler game the values turn p into.
func (p Position) reduction(values []uint64) string {
	list := "(in binary)"
	if len(values) <= maxShown {
		vs := make([]string, len(values))
		for i, v := range values {
			vs[i] = strconv.FormatUint(v, 10)
		}
		list = strings.Join(vs, ", ")
	}
	var what string
	if p.Play == game.Misere {
		what = "the SJ theorem on the heaps' Grundy values " + list
	} else {
		what = "Nim on the heaps' Grundy values " + list
	}
	if k, ok := p.Bachet(); ok {
		return fmt.Sprintf("Bachet's game (set 1..%d), where g(h) = h mod %d: %s", k, k+1, what)
	}
	pre, per, ok := p.Period()
	if !ok {
		return fmt.Sprintf("g shows no period within its first %d values: %s", len(p.sequence().g), what)
	}
	return fmt.Sprintf("g has preperiod %d and period %d: %s", pre, per, what)
}

// take describes m: "take 2 from the heap of 6", "empty a heap of 3".
func (p Position) take(m Move) string {
	h := p.Heaps[m.Heap]
	the := "the"
	for i, x := range p.Heaps {
		if x == h && i != m.Heap {
			the = "a"
			break
		}
	}
	if m.Take == h {
		return fmt.Sprintf("empty %s heap of %d", the, h)
	}
	return fmt.Sprintf("take %d from %s heap of %d", m.Take, the, h)
}

// taking is take after "by": "taking 2 from the heap of 6".
func (p Position) taking(m Move) string {
	t := p.take(m)
	if strings.HasPrefix(t, "empty") {
		return "emptying" + strings.TrimPrefix(t, "empty")
	}
	return "taking" + strings.TrimPrefix(t, "take")
}

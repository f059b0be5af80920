package subtraction

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/antisg"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// Rules, as Analysis.Rule states them.
const (
	RuleNormal = "Sprague–Grundy theorem: a heap of h stones is worth g(h), the mex (least value missing) " +
		"of g(h−s) over the amounts s of the set with s ≤ h; a sum of heaps is lost for the player to move " +
		"exactly when the nim-sum of the heaps' values is 0, and a winning move leaves nim-sum 0."
	// RuleSJ is the SJ theorem (antisg.Rule) in this game's words: heaps and their Grundy values.
	RuleSJ = "SJ theorem (Jia Zhihao 2009) for misère play, where whoever takes the last stone loses: when every heap size " +
		"of Grundy value 0 has no move or a move to value 1, the player to move wins exactly when the nim-sum of the heaps' " +
		"Grundy values is not 0 and some heap has value greater than 1, or the nim-sum is 0 and no heap has value greater than 1."
	RuleSearch = "Misère play, searched: a position is lost for the player to move exactly when it has a move " +
		"and every move reaches a position won for the player to move. Grundy values decide misère sums only " +
		"under the SJ theorem's condition, which fails for these heaps."
)

// maxShown is the most heaps a sentence writes out one by one.
const maxShown = 8

func (s solution) rule() msg.Text {
	switch s.how {
	case sprague:
		return msg.New(RuleNormal)
	case sj:
		return msg.New(RuleSJ)
	case search:
		return msg.New(RuleSearch)
	}
	return msg.Text{}
}

// Explain applies the rule to p in one plain sentence, naming a winning move
// (the one ComputerMove plays) when there is one.
func (p Position) Explain() string { return p.explain(p.solve()).String() }

func (p Position) explain(s solution) msg.Text {
	if s.how == unknown {
		return msg.New("this position is beyond what the analysis can decide (it is refused when read from a link or the command line)")
	}
	if _, ok := p.ComputerMove(); !ok {
		var least any = msg.New("any")
		if len(p.Set) > 0 {
			least = p.Set[0]
		}
		if p.Play == game.Misere {
			return msg.New("no heap has %v or more stones, the least amount of the set: the player to move cannot move, and in misère play that wins", least)
		}
		return msg.New("no heap has %v or more stones, the least amount of the set: the player to move cannot move, and loses", least)
	}
	switch s.how {
	case sprague:
		sum := p.valueSum(s.values)
		if s.outcome == game.P {
			return msg.New("%s: every move leaves a nonzero nim-sum, so the player to move loses against perfect play", sum)
		}
		m := s.winning[s.best]
		to := p.Heaps[m.Heap] - m.Take
		v, _ := p.sequence().at(to)
		if k, ok := p.Bachet(); ok && len(p.Heaps) == 1 && k > 1 {
			// The lecture's strategy: keep the heap a multiple of k+1.
			return msg.New("%s ≠ 0: %s, leaving g(%d) = %d and nim-sum 0: %d is a multiple of %d, "+
				"and whenever the opponent takes s, you take %d − s", sum, p.take(m), to, v, to, k+1, k+1)
		}
		return msg.New("%s ≠ 0: %s, leaving g(%d) = %d and nim-sum 0", sum, p.take(m), to, v)
	case sj:
		return p.explainSJ(s)
	case search:
		if s.outcome == game.P {
			return msg.New("searching all %d positions these heaps can reach in misère play: every move leaves a position won for the player to move, so the player to move loses", s.states)
		}
		return msg.New("searching all %d positions these heaps can reach in misère play: %s, leaving a position lost for the player to move", s.states, p.take(s.winning[0]))
	}
	return msg.Text{}
}

// valueSum writes the nim-sum of the heaps' values:
// "g(9)⊕g(6)⊕g(5)⊕g(4) = 1⊕2⊕1⊕0 = 2", or, with many heaps, "the nim-sum of
// the heaps' Grundy values is 2".
func (p Position) valueSum(values []uint64) any {
	var x uint64
	for _, v := range values {
		x ^= v
	}
	if len(values) > maxShown {
		return msg.New("the nim-sum of the heaps' Grundy values is %d", x)
	}
	// The g(h) are Texts, joined by nesting, so that a language may name the Grundy
	// function as it does elsewhere (Chinese writes SG(h)).
	var gs any
	vs := make([]string, len(values))
	for i, v := range values {
		g := msg.New("g(%d)", p.Heaps[i])
		if i == 0 {
			gs = g
		} else {
			gs = msg.New("%s⊕%s", gs, g)
		}
		vs[i] = strconv.FormatUint(v, 10)
	}
	if len(values) == 1 {
		return msg.New("%s = %d", gs, x)
	}
	return msg.New("%s = %s = %d", gs, strings.Join(vs, "⊕"), x)
}

// reduction names the simpler game the values turn p into.
func (p Position) reduction(values []uint64) msg.Text {
	var list any = msg.New("(in binary)")
	if len(values) <= maxShown {
		vs := make([]string, len(values))
		for i, v := range values {
			vs[i] = strconv.FormatUint(v, 10)
		}
		list = strings.Join(vs, ", ")
	}
	what := msg.New("Nim on the heaps' Grundy values %s", list)
	if p.Play == game.Misere {
		what = msg.New("the SJ theorem on the heaps' Grundy values %s", list)
	}
	if k, ok := p.Bachet(); ok {
		if p.Play == game.Misere && len(p.Heaps) == 1 {
			// The classical rule, which the SJ theorem gives for one heap: g(h) = h mod (k+1),
			// and a lone heap of value 1 is lost in misère play, one of value 0 above 0 won.
			if k == 1 {
				return msg.New("Bachet's game with set 1 in misère play: the player to move loses exactly when h mod 2 = 1, " +
					"and wins by leaving such a heap")
			}
			return msg.New("Bachet's game (set 1..%d) in misère play: the player to move loses exactly when h mod %d = 1, "+
				"and wins by leaving such a heap", k, k+1)
		}
		if k == 1 {
			return msg.New("Bachet's game with set 1, one stone a move, where g(h) = h mod 2: %s", what)
		}
		return msg.New("Bachet's game (set 1..%d), where g(h) = h mod %d: %s", k, k+1, what)
	}
	pre, per, ok := p.Period()
	if !ok {
		return msg.New("g shows no period within its first %d values: %s", len(p.sequence().g), what)
	}
	return msg.New("g has preperiod %d and period %d: %s", pre, per, what)
}

// take describes m: "take 2 from the heap of 6", "empty a heap of 3".
func (p Position) take(m Move) msg.Text { return p.move(m, false) }

// taking is take after "by": "taking 2 from the heap of 6".
func (p Position) taking(m Move) msg.Text { return p.move(m, true) }

func (p Position) move(m Move, ing bool) msg.Text {
	h := p.Heaps[m.Heap]
	unique := true
	for i, x := range p.Heaps {
		if x == h && i != m.Heap {
			unique = false
			break
		}
	}
	switch {
	case m.Take == h && unique && ing:
		return msg.New("emptying the heap of %d", h)
	case m.Take == h && unique:
		return msg.New("empty the heap of %d", h)
	case m.Take == h && ing:
		return msg.New("emptying a heap of %d", h)
	case m.Take == h:
		return msg.New("empty a heap of %d", h)
	case unique && ing:
		return msg.New("taking %d from the heap of %d", m.Take, h)
	case unique:
		return msg.New("take %d from the heap of %d", m.Take, h)
	case ing:
		return msg.New("taking %d from a heap of %d", m.Take, h)
	}
	return msg.New("take %d from a heap of %d", m.Take, h)
}

// explainSJ words the SJ theorem for p's heaps: their Grundy values, who wins and why, and
// what the winning move leaves.
func (p Position) explainSJ(s solution) msg.Text {
	a := antisg.Of(s.values)
	sum := p.valueSum(s.values)
	largest := slices.Max(s.values)
	var head msg.Text
	switch {
	case a.NimSum != 0 && a.Big > 0:
		head = msg.New("SJ theorem: %s ≠ 0 and a heap has value %d > 1: the player to move wins", sum, largest)
	case a.NimSum == 0 && a.Big == 0:
		head = msg.New("SJ theorem: %s and no heap has value greater than 1: every heap is worth 0 or 1, an even number of them 1, "+
			"and the player to move wins", sum)
	case a.NimSum != 0:
		return msg.New("SJ theorem: %s ≠ 0 but no heap has value greater than 1: every heap is worth 0 or 1, an odd number of them 1, "+
			"like misère Nim with that many heaps of 1: the player to move loses", sum)
	default:
		return msg.New("SJ theorem: %s while a heap has value %d > 1: then two heaps have values above 1, so every move "+
			"leaves a nonzero nim-sum with a value above 1, and the player to move loses", sum, largest)
	}
	m := s.winning[s.best]
	after := slices.Clone(s.values)
	after[m.Heap], _ = p.sequence().at(p.Heaps[m.Heap] - m.Take)
	b := antisg.Of(after)
	left := msg.New("nim-sum 0 with a value above 1")
	if b.Big == 0 {
		left = msg.New("nim-sum %d and no value above 1", b.NimSum)
	}
	if len(after) == 1 {
		return msg.New("%s by %s, leaving a heap of value %d, which the opponent loses", head, p.taking(m), after[0])
	}
	if len(after) > maxShown {
		return msg.New("%s by %s, leaving %s, which the opponent loses", head, p.taking(m), left)
	}
	vs := make([]string, len(after))
	for i, v := range after {
		vs[i] = strconv.FormatUint(v, 10)
	}
	return msg.New("%s by %s, leaving values %s: %s, which the opponent loses", head, p.taking(m), strings.Join(vs, ", "), left)
}

package greedy

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/game"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]string{
	game.Normal: "Greedy Nim: the player to move loses exactly when an even number of heaps have the largest size " +
		"(none, when every heap is empty). From an odd number of largest heaps take from one and leave an even " +
		"number; from an even number, every move leaves an odd number.",
	game.Misere: "Misère Greedy Nim: as in normal play (lost exactly when an even number of heaps have the largest " +
		"size) while the largest heap has 2 or more stones; once every heap has at most 1 stone, the player to move " +
		"loses exactly when the number of 1-heaps is odd.",
}

// Explain applies the rule to p in one plain sentence, naming the winning
// move ComputerMove plays when there is one.
func (p Position) Explain() string {
	s := p.stats()
	if s.max == 0 {
		if p.Play == game.Misere {
			return "no stones are left: the player to move cannot move, and in misère play that wins"
		}
		return "no stones are left: the player to move cannot move, and loses"
	}
	if p.Play == game.Misere && s.max == 1 {
		if s.ones%2 == 1 {
			return fmt.Sprintf("every heap has at most 1 stone and the number of 1-heaps (%d) is odd: "+
				"each move takes one, so the player to move takes the last stone and loses (misère play)", s.ones)
		}
		return fmt.Sprintf("every heap has at most 1 stone and the number of 1-heaps (%d) is even: "+
			"take one, and the opponent is left to take the last stone (misère play)", s.ones)
	}
	prefix := ""
	if p.Play == game.Misere {
		prefix = "the largest heap has 2 or more stones, so misère play follows normal play until every heap has at most 1: "
	}
	largest := fmt.Sprintf("%s the largest size, %d", heapsHave(s.count), s.max)
	if s.isP(p.Play) {
		return prefix + largest + ": an even number, so every move (it must take from one of them) leaves an odd number, " +
			"and the player to move loses against perfect play"
	}
	m, _ := p.ComputerMove()
	q := s.others().with(m.To) // the position after m
	take := fmt.Sprintf("take %d from %s", p.Heaps[m.Heap]-m.To, p.which(m.Heap))
	switch {
	case q.max <= 1 && p.Play == game.Misere:
		return fmt.Sprintf("%s%s: %s, leaving only heaps of at most 1 stone, an odd number of them 1-heaps (%d)", prefix, largest, take, q.ones)
	case q.max == 0:
		return fmt.Sprintf("%s%s: %s, leaving no stones", prefix, largest, take)
	}
	return fmt.Sprintf("%s%s: %s, leaving %d heaps of the largest size, %d, an even number", prefix, largest, take, q.count, q.max)
}

// heapsHave says how many heaps have a size: "one heap has", "3 heaps have".
func heapsHave(n int) string {
	if n == 1 {
		return "one heap has"
	}
	return fmt.Sprintf("%d heaps have", n)
}

// which names heap i: "the heap of 5", or "a heap of 5" when others match.
func (p Position) which(i int) string {
	for j, h := range p.Heaps {
		if j != i && h == p.Heaps[i] {
			return fmt.Sprintf("a heap of %d", h)
		}
	}
	return fmt.Sprintf("the heap of %d", p.Heaps[i])
}

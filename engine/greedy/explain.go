package greedy

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]msg.Text{
	game.Normal: msg.New("Greedy Nim: the player to move loses exactly when an even number of heaps have the largest size " +
		"(none, when every heap is empty). From an odd number of largest heaps take from one and leave an even " +
		"number; from an even number, every move leaves an odd number."),
	game.Misere: msg.New("Misère Greedy Nim: as in normal play (lost exactly when an even number of heaps have the largest " +
		"size) while the largest heap has 2 or more stones; once every heap has at most 1 stone, the player to move " +
		"loses exactly when the number of 1-heaps is odd."),
}

// Explain applies the rule to p in one plain sentence, naming the winning
// move ComputerMove plays when there is one.
func (p Position) Explain() string { return p.explain().String() }

func (p Position) explain() msg.Text {
	s := p.stats()
	if s.max == 0 {
		if p.Play == game.Misere {
			return msg.New("no stones are left: the player to move cannot move, and in misère play that wins")
		}
		return msg.New("no stones are left: the player to move cannot move, and loses")
	}
	if p.Play == game.Misere && s.max == 1 {
		if s.ones%2 == 1 {
			return msg.New("every heap has at most 1 stone and the number of 1-heaps (%d) is odd: "+
				"each move takes one, so the player to move takes the last stone and loses (misère play)", s.ones)
		}
		return msg.New("every heap has at most 1 stone and the number of 1-heaps (%d) is even: "+
			"take one, and the opponent is left to take the last stone (misère play)", s.ones)
	}
	normal := p.explainNormal(s)
	if p.Play == game.Misere {
		return msg.New("the largest heap has 2 or more stones, so misère play follows normal play until every heap has at most 1: %s", normal)
	}
	return normal
}

func (p Position) explainNormal(s stats) msg.Text {
	largest := msg.New("%d heaps have the largest size, %d", s.count, s.max)
	if s.count == 1 {
		largest = msg.New("one heap has the largest size, %d", s.max)
	}
	if s.isP(p.Play) {
		return msg.New("%s: an even number, so every move (it must take from one of them) leaves an odd number, "+
			"and the player to move loses against perfect play", largest)
	}
	m, _ := p.ComputerMove()
	q := s.others().with(m.To) // the position after m
	take := p.take(m)
	switch {
	case q.max <= 1 && p.Play == game.Misere:
		return msg.New("%s: %s, leaving only heaps of at most 1 stone, an odd number of them 1-heaps (%d)", largest, take, q.ones)
	case q.max == 0:
		return msg.New("%s: %s, leaving no stones", largest, take)
	}
	return msg.New("%s: %s, leaving %d heaps of the largest size, %d, an even number", largest, take, q.count, q.max)
}

// take names m by its heap's size: "take 4 from the heap of 9", "a heap of 5" when another
// heap has the same size.
func (p Position) take(m Move) msg.Text {
	h := p.Heaps[m.Heap]
	for j, x := range p.Heaps {
		if j != m.Heap && x == h {
			return msg.New("take %d from a heap of %d", h-m.To, h)
		}
	}
	return msg.New("take %d from the heap of %d", h-m.To, h)
}

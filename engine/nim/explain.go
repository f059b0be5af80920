package nim

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]msg.Text{
	game.Normal: msg.New("Bouton's theorem: a Nim position is lost for the player to move exactly when " +
		"its nim-sum (the XOR of the heap sizes) is 0; a winning move leaves nim-sum 0."),
	game.Misere: msg.New("Misère Nim: play as in normal Nim, except when the normal move would leave only " +
		"heaps of size 0 or 1; then leave an odd number of 1-heaps. The player to move loses exactly when " +
		"some heap has 2 or more stones and the nim-sum is 0, or every heap has at most 1 stone " +
		"and the number of 1-heaps is odd."),
}

// maxShown is the most heaps Explain writes out as a sum.
const maxShown = 8

// Explain applies the rule to p in one plain sentence, naming a winning move
// (the one ComputerMove plays) when there is one.
func (p Position) Explain() string { return p.explain().String() }

// ExplainText is Explain as a msg.Text, for a game that is Nim in disguise to quote.
func (p Position) ExplainText() msg.Text { return p.explain() }

func (p Position) explain() msg.Text {
	c := p.count()
	if c.big == 0 && c.ones == 0 {
		if p.Play == game.Misere {
			return msg.New("no stones are left: the player to move cannot move, and in misère play that wins")
		}
		return msg.New("no stones are left: the player to move cannot move, and loses")
	}
	if p.Play == game.Normal {
		return p.explainNormal(c)
	}
	switch c.big {
	case 0:
		if c.ones%2 == 1 {
			return msg.New("every heap has at most 1 stone and %s is odd: "+
				"each move takes one, so the player to move takes the last stone and loses (misère play)", heapsOfOne(c.ones))
		}
		return msg.New("every heap has at most 1 stone and %s is even: "+
			"take one, and the opponent is left to take the last stone (misère play)", heapsOfOne(c.ones))
	case 1:
		m := p.WinningMoves()[0] // exactly one heap is 2 or more: it can always be cut to 0 or 1
		return msg.New("only one heap has more than 1 stone, so this is where misère play differs from normal play: "+
			"%s, leaving an odd number of 1-heaps (%d) where the normal move would leave an even number",
			p.take(m), c.after(p.Heaps[m.Heap], m.To).ones)
	}
	return msg.New("two or more heaps have more than 1 stone, so misère play follows normal play: %s", p.explainNormal(c))
}

func (p Position) explainNormal(c counts) msg.Text {
	if c.sum == 0 {
		return msg.New("nim-sum 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play")
	}
	m := p.WinningMoves()[0] // the heap with the highest bit of the nim-sum set
	return msg.New("nim-sum %d ≠ 0: %s, leaving %s", c.sum, p.take(m), p.sumAfter(m))
}

// take describes m: "take 2 from the heap of 3", "empty a heap of 4".
func (p Position) take(m Move) msg.Text {
	h := p.Heaps[m.Heap]
	unique := true
	for i, x := range p.Heaps {
		if x == h && i != m.Heap {
			unique = false
			break
		}
	}
	switch {
	case m.To == 0 && unique:
		return msg.New("empty the heap of %d", h)
	case m.To == 0:
		return msg.New("empty a heap of %d", h)
	case unique:
		return msg.New("take %d from the heap of %d", h-m.To, h)
	}
	return msg.New("take %d from a heap of %d", h-m.To, h)
}

// sumAfter writes the nim-sum after m: "1⊕4⊕5 = 0", or "nim-sum 0" when
// there are too many heaps to write out.
func (p Position) sumAfter(m Move) any {
	if len(p.Heaps) > maxShown {
		return msg.New("nim-sum 0")
	}
	var b strings.Builder
	for i, h := range p.Heaps {
		if i > 0 {
			b.WriteString("⊕")
		}
		if i == m.Heap {
			h = m.To
		}
		b.WriteString(strconv.FormatUint(h, 10))
	}
	b.WriteString(" = 0")
	return b.String()
}

func heapsOfOne(n int) msg.Text { return msg.New("the number of 1-heaps (%d)", n) }

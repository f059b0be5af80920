package nim

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]string{
	game.Normal: "Bouton's theorem: a Nim position is lost for the player to move exactly when " +
		"its nim-sum (the XOR of the heap sizes) is 0; a winning move leaves nim-sum 0.",
	game.Misere: "Misère Nim: play as in normal Nim, except when the normal move would leave only " +
		"heaps of size one; then leave an odd number of them. The player to move loses exactly when " +
		"some heap has 2 or more stones and the nim-sum is 0, or every heap has at most 1 stone " +
		"and the number of 1-heaps is odd.",
}

// maxShown is the most heaps Explain writes out as a sum.
const maxShown = 8

// Explain applies the rule to p in one plain sentence, naming a winning move
// (the one ComputerMove plays) when there is one.
func (p Position) Explain() string {
	c := p.count()
	if c.big == 0 && c.ones == 0 {
		if p.Play == game.Misere {
			return "no stones are left: the player to move cannot move, and in misère play that wins"
		}
		return "no stones are left: the player to move cannot move, and loses"
	}
	if p.Play == game.Normal {
		return p.explainNormal(c)
	}
	switch c.big {
	case 0:
		if c.ones%2 == 1 {
			return fmt.Sprintf("every heap has at most 1 stone and %s is odd: "+
				"each move takes one, so the player to move takes the last stone and loses (misère play)", heapsOfOne(c.ones))
		}
		return fmt.Sprintf("every heap has at most 1 stone and %s is even: "+
			"take one, and the opponent is left to take the last stone (misère play)", heapsOfOne(c.ones))
	case 1:
		m := p.WinningMoves()[0] // exactly one heap is 2 or more: it can always be cut to 0 or 1
		return fmt.Sprintf("only one heap has more than 1 stone, so this is where misère play differs from normal play: "+
			"%s, leaving an odd number of 1-heaps (%d) where the normal move would leave an even number",
			p.take(m), c.after(p.Heaps[m.Heap], m.To).ones)
	}
	return "two or more heaps have more than 1 stone, so misère play follows normal play: " + p.explainNormal(c)
}

func (p Position) explainNormal(c counts) string {
	if c.sum == 0 {
		return "nim-sum 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play"
	}
	m := p.WinningMoves()[0] // the heap with the highest bit of the nim-sum set
	return fmt.Sprintf("nim-sum %d ≠ 0: %s, leaving %s", c.sum, p.take(m), p.sumAfter(m))
}

// take describes m: "take 2 from the heap of 3", "empty a heap of 4".
func (p Position) take(m Move) string {
	h := p.Heaps[m.Heap]
	the := "the"
	for i, x := range p.Heaps {
		if x == h && i != m.Heap {
			the = "a"
			break
		}
	}
	if m.To == 0 {
		return fmt.Sprintf("empty %s heap of %d", the, h)
	}
	return fmt.Sprintf("take %d from %s heap of %d", h-m.To, the, h)
}

// sumAfter writes the nim-sum after m: "1⊕4⊕5 = 0", or "nim-sum 0" when
// there are too many heaps to write out.
func (p Position) sumAfter(m Move) string {
	if len(p.Heaps) > maxShown {
		return "nim-sum 0"
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

func heapsOfOne(n int) string { return fmt.Sprintf("the number of 1-heaps (%d)", n) }

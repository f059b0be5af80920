package moore

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// rule returns Analysis.Rule: the theorem the analysis applies, with k+1.
func rule(play game.Play, k uint64) msg.Text {
	s := msg.New("Moore's theorem: write the heaps in binary; the player to move loses exactly when every column of bits adds up "+
		"to a multiple of k+1 (here %d). A winning move works down the columns from the highest, reducing at most k heaps.", k+1)
	if k == 1 {
		s = msg.New("%s For k = 1 this is Bouton's theorem for Nim: nim-sum 0.", s)
	}
	if play == game.Misere {
		s = msg.New("Misère Moore's Nim-k: while some heap has 2 or more stones, the player to move loses exactly when normal play says so. "+
			"%s Once every heap has at most 1 stone, the player to move loses exactly when the number of 1-heaps is 1 more than "+
			"a multiple of k+1 (here %d); so a winning move that leaves only such heaps leaves that many.", s, k+1)
	}
	return s
}

// Explain applies the theorem to p in one plain sentence, naming a winning move when there is one.
func (p Position) Explain() string { return p.explain().String() }

func (p Position) explain() msg.Text {
	ones, small := 0, true
	for _, h := range p.Heaps {
		small = small && h <= 1
		ones += int(h & 1)
	}
	mod := p.mod()
	if small && ones == 0 {
		if p.Play == game.Misere {
			return msg.New("no stones are left: the player to move cannot move, and in misère play that wins")
		}
		return msg.New("no stones are left: the player to move cannot move, and loses")
	}
	if p.Play == game.Misere && small {
		if uint64(ones)%mod == 1 {
			return msg.New("every heap has at most 1 stone and the number of 1-heaps (%d) is 1 more than a multiple of k+1 = %d: "+
				"however many (1 to k) the player to move empties, the opponent empties enough to restore that, "+
				"so the player to move takes the last stone and loses (misère play)", ones, mod)
		}
		m, _ := p.WinningMove()
		return msg.New("every heap has at most 1 stone and the number of 1-heaps (%d) is not 1 more than a multiple of k+1 = %d: "+
			"empty %d of them, leaving %d, and the opponent takes the last stone (misère play)", ones, mod, len(m), ones-len(m))
	}
	normal, differs := p.explainNormal()
	if p.Play == game.Misere {
		if differs {
			// The winner is normal play's, the move is not: normal play would leave a multiple
			// of k+1 ones, not one more (4 with k = 2: to 0 in normal play, to 1 here).
			return msg.New("some heap has 2 or more stones, so the winner is as in normal play, but this is where the "+
				"winning move differs from normal play: %s", normal)
		}
		return msg.New("some heap has 2 or more stones, so misère play follows normal play: %s", normal)
	}
	return normal
}

// explainNormal words Moore's theorem for p, and reports whether the winning move it names
// is not normal play's (misère play, leaving only heaps of at most 1 stone).
func (p Position) explainNormal() (text msg.Text, differs bool) {
	mod := p.mod()
	sums := p.columnText()
	if p.isP() {
		return msg.New("the binary columns hold %s ones, every one a multiple of k+1 = %d: any move leaves some column that is not, "+
			"so the player to move loses against perfect play", sums, mod), false
	}
	m, ok := p.WinningMove()
	if !ok { // misère play, where the search for a move ran out of steps
		return msg.New("the binary columns hold %s ones, not all multiples of k+1 = %d, so the player to move wins against perfect play",
			sums, mod), false
	}
	q, _ := p.Apply(m) // a winning move is legal
	end := msg.New("leaving every column a multiple of %d", mod)
	differs = p.Play == game.Misere && !p.keepsBig(m)
	if differs {
		end = msg.New("leaving only heaps of at most 1 stone, %d of them 1-heaps, 1 more than a multiple of %d", q.ones(), mod)
	}
	return msg.New("the binary columns hold %s ones, not all multiples of k+1 = %d: %s, %s", sums, mod, p.describe(m), end), differs
}

func (p Position) columnText() string {
	cols := p.Columns()
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = strconv.Itoa(c.Ones)
	}
	return strings.Join(parts, ", ")
}

// maxShown is the most heaps describe names one by one.
const maxShown = 4

// describe words a move: "reduce the heap of 8 to 5 and the heap of 10 to 5".
func (p Position) describe(m Move) msg.Text {
	var parts []msg.Text
	for i, c := range m {
		if i == maxShown && len(m) > maxShown+1 {
			parts = append(parts, msg.New("%d more heaps as the winning position shows", len(m)-maxShown))
			break
		}
		h := p.Heaps[c.Heap]
		unique := true
		for j, x := range p.Heaps {
			if x == h && j != c.Heap {
				unique = false
				break
			}
		}
		switch {
		case c.To == 0 && unique:
			parts = append(parts, msg.New("empty the heap of %d", h))
		case c.To == 0:
			parts = append(parts, msg.New("empty heap %d (of %d)", c.Heap+1, h))
		case unique:
			parts = append(parts, msg.New("reduce the heap of %d to %d", h, c.To))
		default:
			parts = append(parts, msg.New("reduce heap %d (of %d) to %d", c.Heap+1, h, c.To))
		}
	}
	if len(parts) == 1 {
		return parts[0]
	}
	rest := make(msg.List, len(parts)-1)
	for i, x := range parts[:len(parts)-1] {
		rest[i] = x
	}
	return msg.New("%s and %s", rest, parts[len(parts)-1])
}

func (p Position) ones() int {
	n := 0
	for _, h := range p.Heaps {
		if h == 1 {
			n++
		}
	}
	return n
}

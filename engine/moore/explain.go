package moore

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
)

// rule returns Analysis.Rule: the theorem the analysis applies, with k+1.
func rule(play game.Play, k uint64) string {
	mod := strconv.FormatUint(k+1, 10)
	s := "Moore's theorem: write the heaps in binary; the player to move loses exactly when every column of bits adds up " +
		"to a multiple of k+1 (here " + mod + "). A winning move works down the columns from the highest, reducing at most k heaps."
	if k == 1 {
		s += " For k = 1 this is Bouton's theorem for Nim: nim-sum 0."
	}
	if play == game.Misere {
		s = "Misère Moore's Nim-k: as in normal play (" + s + ") while some heap has 2 or more stones; once every heap has at most 1, " +
			"the player to move loses exactly when the number of 1-heaps is 1 more than a multiple of k+1 (here " + mod + ")."
	}
	return s
}

// Explain applies the rule to p in one plain sentence, naming the winning
// move ComputerMove plays when there is one.
func (p Position) Explain() string {
	ones, small := 0, true
	for _, h := range p.Heaps {
		small = small && h <= 1
		ones += int(h & 1)
	}
	mod := p.mod()
	if small && ones == 0 {
		if p.Play == game.Misere {
			return "no stones are left: the player to move cannot move, and in misère play that wins"
		}
		return "no stones are left: the player to move cannot move, and loses"
	}
	if p.Play == game.Misere && small {
		if uint64(ones)%mod == 1 {
			return fmt.Sprintf("every heap has at most 1 stone and the number of 1-heaps (%d) is 1 more than a multiple of k+1 = %d: "+
				"however many (1 to k) the player to move empties, the opponent empties enough to restore that, "+
				"so the player to move takes the last stone and loses (misère play)", ones, mod)
		}
		m, _ := p.WinningMove()
		return fmt.Sprintf("every heap has at most 1 stone and the number of 1-heaps (%d) is not 1 more than a multiple of k+1 = %d: "+
			"empty %d of them, leaving %d, and the opponent takes the last stone (misère play)", ones, mod, len(m), ones-len(m))
	}
	prefix := ""
	if p.Play == game.Misere {
		prefix = "some heap has 2 or more stones, so misère play follows normal play: "
	}
	sums := p.columnText()
	if p.isP() {
		return fmt.Sprintf("%sthe binary columns hold %s ones, every one a multiple of k+1 = %d: any move leaves some column that is not, "+
			"so the player to move loses against perfect play", prefix, sums, mod)
	}
	m, ok := p.WinningMove()
	if !ok { // misère play, where the search for a move ran out of steps
		return fmt.Sprintf("%sthe binary columns hold %s ones, not all multiples of k+1 = %d, so the player to move wins against perfect play",
			prefix, sums, mod)
	}
	q, _ := p.Apply(m) // a winning move is legal
	end := fmt.Sprintf("leaving every column a multiple of %d", mod)
	if p.Play == game.Misere && !p.keepsBig(m) {
		end = fmt.Sprintf("leaving only heaps of at most 1 stone, %d of them 1-heaps, 1 more than a multiple of %d", q.ones(), mod)
	}
	return fmt.Sprintf("%sthe binary columns hold %s ones, not all multiples of k+1 = %d: %s, %s",
		prefix, sums, mod, p.describe(m), end)
}

// columnText lists the column sums from the highest place: "2, 1, 2".
func (p Position) columnText() string {
	cols := p.Columns()
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = strconv.Itoa(c.Ones)
	}
	return strings.Join(parts, ", ")
}

// maxShown is the most changes a sentence names.
const maxShown = 4

// describe says what m does: "reduce the heap of 5 to 3 and empty the heap
// of 8".
func (p Position) describe(m Move) string {
	var parts []string
	for i, c := range m {
		if i == maxShown && len(m) > maxShown+1 {
			parts = append(parts, fmt.Sprintf("%d more heaps as the winning position shows", len(m)-maxShown))
			break
		}
		h := p.Heaps[c.Heap]
		heap := fmt.Sprintf("the heap of %d", h)
		for j, x := range p.Heaps {
			if x == h && j != c.Heap {
				heap = fmt.Sprintf("heap %d (of %d)", c.Heap+1, h)
				break
			}
		}
		if c.To == 0 {
			parts = append(parts, "empty "+heap)
		} else {
			parts = append(parts, fmt.Sprintf("reduce %s to %d", heap, c.To))
		}
	}
	switch len(parts) {
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " and " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
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

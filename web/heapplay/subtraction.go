package heapplay

import (
	"fmt"
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/subtraction"
)

// Subtraction is the subtraction game as the heap scene plays it: a press takes the
// pressed stone and every stone above it when that many is an amount of the set.
type Subtraction struct {
	pos     subtraction.Position
	winning []Move
}

// NewSubtraction adapts p; hint says whether the winning moves will be asked for.
func NewSubtraction(p subtraction.Position, hint bool) *Subtraction {
	g := &Subtraction{pos: p}
	if hint {
		for _, m := range p.WinningMoves() {
			g.winning = append(g.winning, Move{{Heap: m.Heap, To: p.Heaps[m.Heap] - m.Take}})
		}
	}
	return g
}

func (g *Subtraction) Heaps() []uint64   { return g.pos.Heaps }
func (g *Subtraction) Limit() int        { return 1 }
func (g *Subtraction) Amounts() []uint64 { return g.pos.Set }
func (g *Subtraction) Winning() []Move   { return g.winning }

func (g *Subtraction) Playable(i int) bool {
	return len(g.pos.Set) > 0 && g.pos.Heaps[i] >= g.pos.Set[0]
}

func (g *Subtraction) Allowed(i int, to uint64) bool {
	h := g.pos.Heaps[i]
	if to >= h {
		return false
	}
	_, ok := slices.BinarySearch(g.pos.Set, h-to)
	return ok
}

func (g *Subtraction) Why(i int, to uint64) msg.Text {
	h := g.pos.Heaps[i]
	set := g.pos.Set
	switch {
	case len(set) == 0:
		return msg.New("The set has no amounts: no move can be made.")
	case h < set[0]:
		return msg.New("Heap %d has %s, fewer than %d, the least amount of the set: it cannot be played.", i+1, stones(h), set[0])
	case to >= h:
		return msg.New("Take at least one stone.")
	}
	return msg.New("You may take %s, not %d.", amounts(set), h-to)
}

func (g *Subtraction) Apply(m Move) (game.Position, error) {
	if len(m) != 1 || m[0].Heap < 0 || m[0].Heap >= len(g.pos.Heaps) || m[0].To >= g.pos.Heaps[m[0].Heap] {
		return nil, fmt.Errorf("subtraction: %v is not a move", m)
	}
	c := m[0]
	return g.pos.Apply(subtraction.Move{Heap: c.Heap, Take: g.pos.Heaps[c.Heap] - c.To})
}

func (g *Subtraction) Help() msg.Text {
	playable := false
	for i := range g.pos.Heaps {
		playable = playable || g.Playable(i)
	}
	if !playable {
		return msg.New("No heap has %d or more stones, the least amount of the set: no move is left.", g.pos.Set[0])
	}
	return msg.New("Press a stone to take it and every stone above it, when that makes %s; "+
		"the amounts a heap allows are shown above it, and pressing one takes that many.", amounts(g.pos.Set))
}

// amounts writes a set as what may be taken: "1, 2 or 3 stones", "1 stone".
func amounts(set []uint64) msg.Text {
	if len(set) == 0 {
		return msg.New("no stones")
	}
	if len(set) == 1 && set[0] == 1 {
		return msg.New("1 stone")
	}
	// The last amount, unused in English, is the count Russian and Ukrainian agree with
	// ("1, 2 или 3 камня", "1, 2 или 5 камней").
	return msg.New("%[2]s stones", set[len(set)-1], Or(set))
}

// stones counts stones: "1 stone", "3 stones".
func stones(n uint64) msg.Text {
	if n == 1 {
		return msg.New("1 stone")
	}
	return msg.New("%d stones", n)
}

// MaxStripNeed keeps a strip asked to reach a tall heap or a long period from asking for
// more values than a screen can show.
const MaxStripNeed = 64

// StripNeed is enough values to see the heaps' sizes and the period repeat twice.
func (g *Subtraction) StripNeed() int {
	need := 12
	for _, h := range g.pos.Heaps {
		if h < MaxStripNeed {
			need = max(need, int(h)+1)
		}
	}
	if pre, per, ok := g.pos.Period(); ok && pre+2*per < MaxStripNeed {
		need = max(need, pre+2*per+1)
	}
	return min(need, MaxStripNeed)
}

func (g *Subtraction) StripValues(n int) []uint64 {
	v, err := subtraction.Sequence(g.pos.Set, n)
	if err != nil {
		return nil
	}
	return v
}

func (g *Subtraction) Period() (pre, per int, ok bool) { return g.pos.Period() }

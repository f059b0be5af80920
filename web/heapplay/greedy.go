package heapplay

import (
	"fmt"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/engine/msg"
)

// Greedy is Greedy Nim as the heap scene plays it: as Nim, but only a heap of the largest
// size may be touched; the others are dimmed, and a press on one says why.
type Greedy struct {
	pos     greedy.Position
	largest uint64
	winning []Move
}

// NewGreedy adapts p; hint says whether the winning moves will be asked for.
func NewGreedy(p greedy.Position, hint bool) *Greedy {
	g := &Greedy{pos: p}
	g.largest, _ = p.Largest()
	if hint {
		// A range of winning sizes stands as its two ends: the scene rings the stones
		// from the lower end up, strongly those every winning move takes.
		for _, r := range p.WinningMoves() {
			g.winning = append(g.winning, Move{{Heap: r.Heap, To: r.Lo}}, Move{{Heap: r.Heap, To: r.Hi}})
		}
	}
	return g
}

func (g *Greedy) Heaps() []uint64   { return g.pos.Heaps }
func (g *Greedy) Limit() int        { return 1 }
func (g *Greedy) Amounts() []uint64 { return nil }
func (g *Greedy) Winning() []Move   { return g.winning }

func (g *Greedy) Playable(i int) bool {
	h := g.pos.Heaps[i]
	return h > 0 && h == g.largest
}

func (g *Greedy) Allowed(i int, to uint64) bool { return g.Playable(i) && to < g.pos.Heaps[i] }

func (g *Greedy) Why(i int, to uint64) msg.Text {
	h := g.pos.Heaps[i]
	switch {
	case g.largest == 0:
		return msg.New("Every heap is empty: no move is left.")
	case h == 0:
		return msg.New("Heap %d is empty; only a heap of the largest size, %d, may be played: %s.", i+1, g.largest, g.movable())
	case h < g.largest:
		return msg.New("Heap %d has %s, fewer than the largest, %d: only %s may be played.", i+1, stones(h), g.largest, g.movable())
	}
	return msg.New("Take at least one stone.")
}

// movable names the heaps a move may take from: "heap 1", "heaps 1 and 3".
func (g *Greedy) movable() msg.Text {
	idx := g.pos.Movable()
	names := make([]string, len(idx))
	for k, i := range idx {
		names[k] = strconv.Itoa(i + 1)
	}
	if len(names) == 1 {
		return msg.New("heap %s", names[0])
	}
	return msg.New("heaps %s", list(names, "and"))
}

func (g *Greedy) Apply(m Move) (game.Position, error) {
	if len(m) != 1 {
		return nil, fmt.Errorf("greedy: %v is not a move", m)
	}
	return g.pos.Apply(greedy.Move{Heap: m[0].Heap, To: m[0].To})
}

func (g *Greedy) Help() msg.Text {
	if g.largest == 0 {
		return msg.New("Every heap is empty.")
	}
	if len(g.pos.Movable()) > 1 {
		// The same English; the context lets a language say "each of them" after several heaps.
		return msg.New("several heaps\x04Only a heap of the largest size may be played — now %s, with %s; the other heaps are dimmed. "+
			"Press a stone to take it and every stone above it.", g.movable(), stones(g.largest))
	}
	return msg.New("Only a heap of the largest size may be played — now %s, with %s; the other heaps are dimmed. "+
		"Press a stone to take it and every stone above it.", g.movable(), stones(g.largest))
}

package heapplay

import (
	"fmt"
	"math"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/moore"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/session"
)

// Moore is Moore's Nim-k as the heap scene plays it: a move reduces 1 to k heaps, so each
// new size is chosen on its own (press a heap, drag along it), shown as ghost stones, and
// the move is made when confirmed.
type Moore struct {
	pos     moore.Position
	winning []Move
}

// NewMoore adapts p; hint says whether the winning moves will be asked for. They come from
// the analysis (its first 1000, fewer when positions are long), or, where it lists none, the one Moore's proof builds.
func NewMoore(p moore.Position, hint bool) *Moore {
	g := &Moore{pos: p}
	if !hint {
		return g
	}
	a := p.Analyze()
	for _, w := range a.Winning {
		if m, ok := diff(p.Heaps, w); ok {
			g.winning = append(g.winning, m)
		}
	}
	if a.Winning == nil {
		if m, ok := p.WinningMove(); ok {
			g.winning = append(g.winning, fromMoore(m))
		}
	}
	return g
}

// diff is the move from heaps to the position written in text.
func diff(heaps []uint64, text string) (Move, bool) {
	q, err := notation.Parse(text)
	if err != nil {
		return nil, false
	}
	v, _ := q.Get("heaps")
	to, err := notation.WholeList("heaps", v)
	if err != nil || len(to) != len(heaps) {
		return nil, false
	}
	var m Move
	for i := range heaps {
		if to[i] != heaps[i] {
			m = append(m, Change{Heap: i, To: to[i]})
		}
	}
	return m, len(m) > 0
}

func fromMoore(m moore.Move) Move {
	out := make(Move, len(m))
	for i, c := range m {
		out[i] = Change{Heap: c.Heap, To: c.To}
	}
	return out
}

func (g *Moore) Heaps() []uint64   { return g.pos.Heaps }
func (g *Moore) Amounts() []uint64 { return nil }
func (g *Moore) Winning() []Move   { return g.winning }

// Limit is k, or the number of heaps when k is more.
func (g *Moore) Limit() int {
	return int(min(g.pos.K, uint64(len(g.pos.Heaps)), math.MaxInt32))
}

func (g *Moore) Playable(i int) bool           { return g.pos.Heaps[i] > 0 }
func (g *Moore) Allowed(i int, to uint64) bool { return to < g.pos.Heaps[i] }

func (g *Moore) Why(i int, to uint64) msg.Text {
	if g.pos.Heaps[i] == 0 {
		return msg.New("Heap %d is empty.", i+1)
	}
	return msg.New("A heap that takes part in the move loses at least one stone.")
}

func (g *Moore) Apply(m Move) (game.Position, error) {
	mm := make(moore.Move, len(m))
	for i, c := range m {
		mm[i] = moore.Change{Heap: c.Heap, To: c.To}
	}
	return g.pos.Apply(mm)
}

func (g *Moore) Help() msg.Text {
	if g.pos.K == 1 { // Nim: "at least 1 and at most 1 heap" said nothing
		return msg.New("A move reduces one heap. Press a heap and drag along it to choose its new size " +
			"(the stones to go turn pale), then make the move with ✓ above the heaps or the button below. " +
			"× or Cancel forgets the choice; pressing above a chosen heap's stones leaves it as it is.")
	}
	return msg.New("A move reduces at least 1 and at most %s. Press a heap and drag along it to choose its new size "+
		"(the stones to go turn pale); do the same on up to %s, then make the move with ✓ above the heaps or the button below. "+
		"× or Cancel forgets the choice; pressing above a chosen heap's stones leaves it as it is.", heapCount(g.pos.K), heapCount(g.pos.K))
}

// heapCount counts heaps: "1 heap", "2 heaps".
func heapCount(n uint64) msg.Text {
	if n == 1 {
		return msg.New("1 heap")
	}
	return msg.New("%d heaps", n)
}

// Table is the column sums mod k+1 of heaps (Moore's theorem).
func (g *Moore) Table(heaps []uint64) *session.Table { return g.TableIn(i18n.EN, heaps) }

// TableIn is Table in language l.
func (g *Moore) TableIn(l i18n.Lang, heaps []uint64) *session.Table {
	labels := make([]string, len(heaps))
	for i := range labels {
		labels[i] = i18n.T(l, "heap %d", i+1)
	}
	return session.ModTable(l, i18n.T(l, "Column sums"), i18n.T(l, "size"), labels, heaps, g.pos.K+1)
}

// HeapLabels are "heap 1", "heap 2", …
func HeapLabels(n int) []string {
	labels := make([]string, n)
	for i := range labels {
		labels[i] = fmt.Sprintf("heap %d", i+1)
	}
	return labels
}

package hackanim

import (
	"slices"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/web/hacklayout"
)

// Durations, in ticks.
const (
	FallTicks = 45 // a chop: the edge vanishes, what it held falls off the screen
	RiseTicks = 20 // an undo: the edges come back
)

// Removed compares the edges before and after a change. When after is before with some
// edges taken out (a chop and what fell with it), it returns which of before's edges went.
// Both lists are canonical, so after is then a subsequence of before.
func Removed(before, after []hackenbush.Edge) (gone []bool, ok bool) {
	if len(after) > len(before) {
		return nil, false
	}
	gone = make([]bool, len(before))
	j := 0
	for i, e := range before {
		if j < len(after) && after[j] == e {
			j++
			continue
		}
		gone[i] = true
	}
	if j != len(after) {
		return nil, false
	}
	return gone, true
}

// Chopped returns which of the gone edges was chopped: the one whose chop, by the engine's
// Falling, takes exactly the gone edges; -1 if none does (an undo of several moves).
func Chopped(p hackenbush.Position, gone []bool) int {
	n := 0
	for _, g := range gone {
		if g {
			n++
		}
	}
	for i, g := range gone {
		if !g {
			continue
		}
		fall, err := p.Falling(hackenbush.Move{Edge: i})
		if err != nil || len(fall) != n-1 {
			continue
		}
		if !slices.ContainsFunc(fall, func(k int) bool { return !gone[k] }) {
			return i
		}
	}
	return -1
}

// PaintFall adds to pic the edges of d marked gone, t of the way (0 to 1) through their fall:
// the chopped edge turns red and fades where it was, the rest drops with gravity off the
// bottom of the screen, and each vertex that no edge holds any more falls with them. stays
// lists the vertices still held (sorted), which are drawn with the standing picture.
func PaintFall(pic *hacklayout.Picture, d hacklayout.Drawing, gone []bool, chopped int, stays []uint64, t float64) {
	var buf [hacklayout.Samples]hacklayout.Point
	drop := hacklayout.Point{Y: -t * t * 1.4 * hacklayout.Size}
	fade := 1 - max(t-0.6, 0)/0.4
	for i, c := range d.Curves {
		if i >= len(gone) || !gone[i] {
			continue
		}
		if i == chopped {
			pic.Curve(c, hacklayout.RoleChop, 1-min(2*t, 1))
			continue
		}
		pts := buf[:0]
		for k := range hacklayout.Samples {
			pts = append(pts, c.At(float64(k)/(hacklayout.Samples-1)).Add(drop))
		}
		pic.Line(pts, hacklayout.RoleEdge, fade)
	}
	for _, v := range d.Verts {
		if _, held := slices.BinarySearch(stays, v); !held {
			pic.Dot(d.Pos.At[v].Add(drop), hacklayout.RoleVertex, fade, 1)
		}
	}
}

// PaintRise adds the edges of d marked back (an undo brought them), t of the way through
// their return: they settle from a little above and fade in.
func PaintRise(pic *hacklayout.Picture, d hacklayout.Drawing, back []bool, t float64) {
	var buf [hacklayout.Samples]hacklayout.Point
	lift := hacklayout.Point{Y: (1 - t) * 0.3 * d.Unit}
	for i, c := range d.Curves {
		if i >= len(back) || !back[i] {
			continue
		}
		pts := buf[:0]
		for k := range hacklayout.Samples {
			pts = append(pts, c.At(float64(k)/(hacklayout.Samples-1)).Add(lift))
		}
		pic.Line(pts, hacklayout.RoleEdge, t)
	}
}

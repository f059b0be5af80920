// Package slidelayout is the geometry of the coin-sliding scene: the strip of cells and
// what the pointer is on, the drags and taps that make moves, and the reduction the scene
// plays — coins, then their gaps, then the gaps lifted onto a staircase, then the odd steps
// as Nim heaps. It is plain Go: the scene draws what it computes.
package slidelayout

import (
	"math"

	"github.com/nimscope/nimscope/web/stairlayout"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect = stairlayout.Rect

// Strip is a row of cells 1..Cells; cell c's left edge is X + (c−1)·Cell, and the cell
// numbers are written under it.
type Strip struct {
	X, Y   float64 // top left of cell 1
	Cell   float64 // the side of a cell
	Cells  int
	LabelH float64 // height of the cell numbers under the strip
}

// maxCell keeps a short strip from filling a projector with a few huge squares (CSS px).
const maxCell = 76

// NewStrip lays out cells cells in area, as large as fit, centred.
func NewStrip(area Rect, cells int, scale float64) Strip {
	if scale <= 0 {
		scale = 1
	}
	n := float64(max(cells, 1))
	margin := math.Max(12*scale, math.Min(area.W, area.H)*0.04)
	cell := math.Min(math.Max(area.W-2*margin, 1)/n, maxCell*scale)
	label := min(max(cell*0.36, 10*scale), 22*scale)
	// Room for the gaps' sizes above the cells and the cell numbers below.
	cell = math.Max(math.Min(cell, area.H-2*margin-label*3.6), 1)
	s := Strip{Cell: cell, Cells: cells, LabelH: label}
	s.X = area.X + (area.W-n*cell)/2
	s.Y = area.Y + (area.H-cell)/2
	return s
}

// CellRect is cell c (from 1).
func (s Strip) CellRect(c uint64) Rect {
	return Rect{X: s.X + float64(c-1)*s.Cell, Y: s.Y, W: s.Cell, H: s.Cell}
}

// Center is the middle of cell c.
func (s Strip) Center(c uint64) (x, y float64) { return s.CellRect(c).Center() }

// Number is where cell c's number is written, under it.
func (s Strip) Number(c uint64) Rect {
	return Rect{X: s.X + float64(c-1)*s.Cell, Y: s.Y + s.Cell + s.LabelH*0.35, W: s.Cell, H: s.LabelH}
}

// Above is the band above cells lo..hi where a gap's size is written.
func (s Strip) Above(lo, hi uint64) Rect {
	return Rect{X: s.X + float64(lo-1)*s.Cell, Y: s.Y - s.LabelH*1.45, W: float64(hi-lo+1) * s.Cell, H: s.LabelH}
}

// CellAt answers which cell a press at (x, y) is on: the cell's square, widened a little up
// and down so a finger need not be exact.
func (s Strip) CellAt(x, y float64) (uint64, bool) {
	if y < s.Y-s.Cell*0.3 || y > s.Y+s.Cell*1.3 {
		return 0, false
	}
	return s.column(x)
}

// DropAt answers which cell a dragged coin released at (x, y) lands on: the column under
// the pointer within a band two cells above and below the strip.
func (s Strip) DropAt(x, y float64) (uint64, bool) {
	if y < s.Y-2*s.Cell || y > s.Y+3*s.Cell {
		return 0, false
	}
	return s.column(x)
}

func (s Strip) column(x float64) (uint64, bool) {
	if s.Cell <= 0 || x < s.X {
		return 0, false
	}
	i := math.Floor((x - s.X) / s.Cell)
	if i >= float64(s.Cells) {
		return 0, false
	}
	return uint64(i) + 1, true
}

// Lerp is the strip p of the way from a to b, for a strip that moves between layouts.
func Lerp(a, b Strip, p float64) Strip {
	l := func(x, y float64) float64 { return x + (y-x)*p }
	return Strip{X: l(a.X, b.X), Y: l(a.Y, b.Y), Cell: l(a.Cell, b.Cell), Cells: b.Cells, LabelH: l(a.LabelH, b.LabelH)}
}

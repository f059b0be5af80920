// Package xorlayout is the geometry of the XOR table view: which cell each pixel shows, zoom
// and pan, the headers' labels, and the values the shader gets. It is plain Go, so the
// arithmetic is unit-tested without a game loop.
//
// Cell indices are exact at every zoom: a position along an axis is a whole number of cells
// and a fraction of 24 bits (Fixed), a zoom is a whole number of 2^−24 cells per pixel
// (View.Step), and a pixel's cell is the position at the pixel's left edge plus the pixel
// index times the step, in integers. The shader does the same sums in 32-bit integers
// (Params, CellAt), so a cell at 2^52 is told from its neighbour as surely as cell 5.
package xorlayout

import (
	"math"
	"math/bits"
)

// FracBits is the number of fraction bits of a Fixed position and of View.Step.
const FracBits = 24

// One is one cell in Fixed's fraction units.
const One = 1 << FracBits

// Fixed is a position along an axis of the table: Cell + Frac/2^24 cells.
type Fixed struct {
	Cell int64
	Frac uint32 // < One
}

// At returns the position whole cells from 0.
func At(cell int64) Fixed { return Fixed{Cell: cell} }

// Add returns f moved by d units of 2^−24 cells (d may be negative).
func (f Fixed) Add(d int64) Fixed {
	frac := int64(f.Frac) + d&(One-1)
	f.Cell += d>>FracBits + frac>>FracBits
	f.Frac = uint32(frac & (One - 1))
	return f
}

// Less reports whether f is before g.
func (f Fixed) Less(g Fixed) bool {
	return f.Cell < g.Cell || f.Cell == g.Cell && f.Frac < g.Frac
}

// Sub returns f − g in units of 2^−24 cells, saturated to ±2^62 so that it never wraps.
func (f Fixed) Sub(g Fixed) int64 {
	const limit = 1 << 62
	dc := f.Cell - g.Cell
	if dc > limit>>FracBits-1 {
		return limit
	}
	if dc < -(limit>>FracBits - 1) {
		return -limit
	}
	return dc<<FracBits + int64(f.Frac) - int64(g.Frac)
}

// Rect is a rectangle of whole device pixels.
type Rect struct{ X, Y, W, H int }

// Contains reports whether pixel (x, y) is inside r.
func (r Rect) Contains(x, y int) bool { return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H }

// Framing is the square of cells a view shows: [X0, X0+N) × [Y0, Y0+N).
type Framing struct{ X0, Y0, N uint64 }

// Full is the whole table 0..q−1 × 0..q−1.
func Full(q uint64) Framing { return Framing{0, 0, q} }

// Block is the lecture's block: x = q..2q−1 against y = 0..q−1, values q..2q−1.
func Block(q uint64) Framing { return Framing{q, 0, q} }

// MaxSpan is the most cells the view shows across its shorter side.
const MaxSpan = 1 << 20

// MinSpan is the fewest: zoomed all the way in, 2×2 cells fill the shorter side.
const MinSpan = 2

// View maps the pixels of Area to cells of the framing. Origin is the table position at
// Area's top-left pixel corner; a pixel i pixels right of it shows the cell at
// Origin.X + i·Step (in units of 2^−24 cells), rounded down. Views are values.
type View struct {
	Area    Rect
	Frame   Framing
	OX, OY  Fixed
	Step    uint64 // 2^−24 cells per pixel
	MinStep uint64 // zoomed in as far as it goes
	MaxStep uint64 // zoomed out as far as it goes: the framing fits, or MaxSpan cells do
}

// Fit returns the view of the framing in area: zoomed out to show it all (at most MaxSpan
// cells across), centred.
func Fit(area Rect, fr Framing) View {
	v := View{Area: area, Frame: fr}
	side := uint64(max(min(area.W, area.H), 1))
	fit := uint64(math.MaxUint64) // a framing wider than MaxSpan: MaxSpan decides
	if fr.N <= MaxSpan {
		fit = ceilDiv(fr.N<<FracBits, side)
	}
	v.MaxStep = max(min(fit, ceilDiv(MaxSpan<<FracBits, side)), 1)
	v.MinStep = max(min(MinSpan<<FracBits/side, v.MaxStep), 1)
	v.Step = v.MaxStep
	v.OX = At(int64(fr.X0))
	v.OY = At(int64(fr.Y0))
	return v.clamp()
}

func ceilDiv(a, b uint64) uint64 { return (a + b - 1) / b }

// Resize keeps the cell at the area's centre where it is and the zoom as close as the new
// area allows.
func (v View) Resize(area Rect) View {
	cx, cy := v.centre()
	step := v.Step
	n := Fit(area, v.Frame)
	n.Step = min(max(step, n.MinStep), n.MaxStep)
	n.OX = cx.Add(-int64(area.W) * int64(n.Step) / 2)
	n.OY = cy.Add(-int64(area.H) * int64(n.Step) / 2)
	return n.clamp()
}

func (v View) centre() (x, y Fixed) {
	return v.OX.Add(int64(v.Area.W) * int64(v.Step) / 2), v.OY.Add(int64(v.Area.H) * int64(v.Step) / 2)
}

// Zoom returns the view with the given step (clamped to the limits), keeping the position
// under pixel (px, py) of the screen where it is.
func (v View) Zoom(px, py int, step uint64) View {
	step = min(max(step, v.MinStep), v.MaxStep)
	ax, ay := int64(px-v.Area.X), int64(py-v.Area.Y)
	// position(a) = O + a·Step must stay: O' = O + a·(Step − step').
	v.OX = v.OX.Add(ax * (int64(v.Step) - int64(step)))
	v.OY = v.OY.Add(ay * (int64(v.Step) - int64(step)))
	v.Step = step
	return v.clamp()
}

// Pan returns the view moved so that the table follows a drag of (dx, dy) pixels.
func (v View) Pan(dx, dy int) View {
	v.OX = v.OX.Add(-int64(dx) * int64(v.Step))
	v.OY = v.OY.Add(-int64(dy) * int64(v.Step))
	return v.clamp()
}

// clamp keeps the table in sight: along an axis where the framing is smaller than the area
// it is centred; elsewhere it covers the area, edge to edge.
func (v View) clamp() View {
	v.Step = min(max(v.Step, v.MinStep), v.MaxStep)
	v.OX = clampAxis(v.OX, v.Frame.X0, v.Frame.N, v.Area.W, v.Step)
	v.OY = clampAxis(v.OY, v.Frame.Y0, v.Frame.N, v.Area.H, v.Step)
	return v
}

func clampAxis(o Fixed, start, n uint64, pixels int, step uint64) Fixed {
	span := uint64(pixels) * step // ≤ 2^13 · 2^36: no overflow
	lo := At(int64(start))
	if n >= 1<<38 || n<<FracBits > span {
		hi := At(int64(start + n)).Add(-int64(span))
		if o.Less(lo) {
			return lo
		}
		if hi.Less(o) {
			return hi
		}
		return o
	}
	return lo.Add(-int64(span-n<<FracBits) / 2)
}

// CellPx is the size of a cell in pixels.
func (v View) CellPx() float64 { return float64(One) / float64(v.Step) }

// Span is the number of cells across the area's shorter side.
func (v View) Span() float64 { return float64(min(v.Area.W, v.Area.H)) * float64(v.Step) / One }

// position is the table position at the left (top) edge of pixel i of an axis.
func position(o Fixed, i int, step uint64) Fixed { return o.Add(int64(i) * int64(step)) }

// Cell returns the cell at screen pixel (px, py): false outside the area or the framing.
func (v View) Cell(px, py int) (x, y uint64, ok bool) {
	if !v.Area.Contains(px, py) {
		return 0, 0, false
	}
	fx := position(v.OX, px-v.Area.X, v.Step)
	fy := position(v.OY, py-v.Area.Y, v.Step)
	if !v.inFrame(fx.Cell, fy.Cell) {
		return 0, 0, false
	}
	return uint64(fx.Cell), uint64(fy.Cell), true
}

func (v View) inFrame(cx, cy int64) bool {
	f := v.Frame
	return cx >= int64(f.X0) && uint64(cx) < f.X0+f.N && cy >= int64(f.Y0) && uint64(cy) < f.Y0+f.N
}

// Table is the part of the area that shows cells of the framing, in screen pixels: the
// shader draws it, the rest is background.
func (v View) Table() Rect {
	x0, x1 := drawn(v.OX, v.Frame.X0, v.Frame.N, v.Area.W, v.Step)
	y0, y1 := drawn(v.OY, v.Frame.Y0, v.Frame.N, v.Area.H, v.Step)
	return Rect{X: v.Area.X + x0, Y: v.Area.Y + y0, W: x1 - x0, H: y1 - y0}
}

// drawn returns the pixels [p0, p1) of an axis whose cells are in [start, start+n).
func drawn(o Fixed, start, n uint64, pixels int, step uint64) (p0, p1 int) {
	// A pixel p shows a framed cell when start ≤ o + p·step < start + n.
	before := At(int64(start)).Sub(o) // units from o to the framing's first cell
	after := At(int64(start + n)).Sub(o)
	p0 = clampPx(ceilDivSigned(before, int64(step)), pixels)
	p1 = clampPx(ceilDivSigned(after, int64(step)), pixels)
	return p0, max(p1, p0)
}

func clampPx(p int64, pixels int) int { return int(min(max(p, 0), int64(pixels))) }

func ceilDivSigned(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a > 0) == (b > 0) {
		q++
	}
	return q
}

// CellRect is where cell (x, y) is drawn on the screen, in pixels (it may reach outside the
// area). It is for placing marks, not for deciding which cell a pixel shows.
func (v View) CellRect(x, y uint64) (fx, fy, size float64) {
	s := v.CellPx()
	dx := At(int64(x)).Sub(v.OX)
	dy := At(int64(y)).Sub(v.OY)
	return float64(v.Area.X) + float64(dx)/float64(v.Step), float64(v.Area.Y) + float64(dy)/float64(v.Step), s
}

// Centre is the screen pixel nearest the centre of cell (x, y).
func (v View) Centre(x, y uint64) (px, py int) {
	fx, fy, s := v.CellRect(x, y)
	return int(math.Floor(fx + s/2)), int(math.Floor(fy + s/2))
}

// ColourShift says which six bits of a value choose its colour at this zoom (see
// xortable.Index): the palette's 64 colours cover about the cells in view, so zooming in
// shows ever finer bits, and the whole table (zoomed out) its top six. base is
// xortable.BaseShift of the table's value width, the shift when the whole table is in
// view. While the zoom passes from one shift to the next, fade says how far the colours
// have blended towards shift+1.
func (v View) ColourShift(base int) (shift int, fade float64) {
	if base <= 0 {
		return base, 0 // a table of 64 values or fewer: each has its own colour at any zoom
	}
	// levels: how many times the view has halved its span below the whole framing.
	levels := math.Log2(float64(v.Frame.N) / v.Span())
	s := float64(base) - max(levels, 0)
	s = math.Round(s*1e6) / 1e6 // a zoom by exactly 2^k reads as exactly k levels
	if s <= 0 {
		return 0, 0
	}
	shift = int(math.Floor(s))
	frac := s - float64(shift)
	// Blend over the last quarter of each halving only, so most zooms show flat colours.
	fade = min(max((frac-0.75)/0.25, 0), 1)
	if fade >= 1 {
		return shift + 1, 0
	}
	return shift, fade
}

// Bits64 is the number of binary digits of n.
func Bits64(n uint64) int { return bits.Len64(n) }

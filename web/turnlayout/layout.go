// Package turnlayout places a row of coins on the canvas, answers which coin a point is on, and
// turns presses on coins into a coin-turning move (Gesture). It is plain Go, so geometry and
// gestures are unit-tested without a game loop; the scene only draws what they say.
package turnlayout

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r (left and top edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Layout is the geometry of a row of N coins, wrapped into Rows rows of PerRow when one row
// would make the coins too small to read or hit. Each row's band holds, top to bottom, room
// for the hint's arcs, the coins' positions, the coins and the heads' values; the row's value
// (⊕ and the nim-sum) sits under the last band.
type Layout struct {
	Width, Height float64 // the canvas, device pixels
	Scale         float64 // device pixels per CSS pixel
	N             int
	PerRow, Rows  int
	Pitch         float64 // distance between coin centres in a row
	Coin          float64 // coin diameter
	LabelH        float64 // height of the position digits above the coins
	ValueH        float64 // height of the value digits under the heads
	SumH          float64 // height of the row value's digits
	Band          float64 // height of one row's band
	ArcH          float64 // room above the position labels for arcs
	Left, Top     float64 // the first band's top left corner
	SumY          float64 // top of the row value line
}

// minPitch is the narrowest cell, in CSS pixels, a coin can be read and hit in.
const minPitch = 34

// comfortable is a coin size, in CSS pixels, worth a row fewer: its digits read well.
const comfortable = 30

// maxCoin keeps a row of three coins from becoming giant discs on a projector.
const maxCoin = 72

// Band proportions, in coin diameters.
const (
	arcRoom   = 0.62
	labelFrac = 0.36
	gapFrac   = 0.12
	valueFrac = 0.44
	rowGap    = 0.3
)

func bandOf(d float64) float64 {
	return d * (arcRoom + labelFrac + gapFrac + 1 + gapFrac + valueFrac + rowGap)
}

// New lays out n coins on a w×h canvas of device pixels at the given scale.
func New(w, h, scale float64, n int) Layout {
	if scale <= 0 {
		scale = 1
	}
	n = max(n, 1)
	l := Layout{Width: w, Height: h, Scale: scale, N: n}
	margin := math.Max(16*scale, math.Min(w, h)*0.05)
	availW := math.Max(w-2*margin, 1)
	availH := math.Max(h-2*margin, 1)
	// The fewest rows that give a comfortable coin; failing that, the rows that give the
	// largest. One row reads best ("the rightmost coin"), so it wins whenever it is enough.
	sumFrac := 0.75
	coin := func(rows int) (d, pitch float64) {
		per := (n + rows - 1) / rows
		pitch = availW / float64(per)
		d = math.Min(pitch*0.8, maxCoin*scale)
		return math.Min(d, availH/(float64(rows)*bandOf(1)+sumFrac)), pitch
	}
	best, bestD := 1, 0.0
	for rows := 1; rows <= n; rows++ {
		if rows > 1 && (n+rows-2)/(rows-1) == (n+rows-1)/rows {
			continue // the same coins per row as one row fewer
		}
		d, pitch := coin(rows)
		if d > bestD {
			best, bestD = rows, d
		}
		if d >= comfortable*scale && pitch >= minPitch*scale {
			best = rows
			break
		}
	}
	l.Rows = best
	l.PerRow = (n + l.Rows - 1) / l.Rows
	l.Rows = (n + l.PerRow - 1) / l.PerRow // balanced: the last row is not a stub
	d, pitch := coin(l.Rows)
	l.Pitch = pitch
	l.Coin = d
	l.Pitch = math.Min(l.Pitch, d*1.45) // coins stay near each other on a wide screen
	l.LabelH = d * labelFrac * 0.85
	l.ValueH = d * valueFrac * 0.92
	l.SumH = math.Max(14*scale, d*0.55)
	l.Band = bandOf(d)
	l.ArcH = d * arcRoom
	total := float64(l.Rows)*l.Band + d*sumFrac
	l.Left = margin + (availW-l.Pitch*float64(l.PerRow))/2
	l.Top = margin + math.Max(0, (availH-total)*0.45)
	l.SumY = l.Top + float64(l.Rows)*l.Band
	return l
}

// RowCol is where coin j (from 1) sits: its row and column, from 0.
func (l Layout) RowCol(j int) (row, col int) {
	return (j - 1) / l.PerRow, (j - 1) % l.PerRow
}

// Center is the centre of coin j.
func (l Layout) Center(j int) (x, y float64) {
	r, c := l.RowCol(j)
	x = l.Left + (float64(c)+0.5)*l.Pitch
	y = l.Top + float64(r)*l.Band + l.Coin*(arcRoom+labelFrac+gapFrac+0.5)
	return x, y
}

// NumberY is the top of coin j's position label.
func (l Layout) NumberY(j int) float64 {
	_, y := l.Center(j)
	return y - l.Coin*(0.5+gapFrac) - l.LabelH
}

// ValueY is the top of the value label under coin j.
func (l Layout) ValueY(j int) float64 {
	_, y := l.Center(j)
	return y + l.Coin*(0.5+gapFrac)
}

// ArcBase is the y the hint's arcs start from over coin j: just above its position label.
func (l Layout) ArcBase(j int) float64 { return l.NumberY(j) - l.LabelH*0.75 }

// Cell is the area a press on coin j counts in: its column of the band, from the arcs' room
// to the value label.
func (l Layout) Cell(j int) Rect {
	x, _ := l.Center(j)
	r, _ := l.RowCol(j)
	return Rect{X: x - l.Pitch/2, Y: l.Top + float64(r)*l.Band + l.ArcH*0.5, W: l.Pitch, H: l.Band - l.ArcH*0.5 - l.Coin*rowGap*0.5}
}

// Hit returns the coin whose cell holds (x, y), or 0.
func (l Layout) Hit(x, y float64) int {
	if l.Pitch <= 0 || l.Band <= 0 {
		return 0
	}
	c := int(math.Floor((x - l.Left) / l.Pitch))
	r := int(math.Floor((y - l.Top) / l.Band))
	if c < 0 || c >= l.PerRow || r < 0 || r >= l.Rows {
		return 0
	}
	j := r*l.PerRow + c + 1
	if j > l.N || !l.Cell(j).Contains(x, y) {
		return 0
	}
	return j
}

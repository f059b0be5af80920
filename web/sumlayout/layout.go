// Package sumlayout places the components of a sum of games side by side on the canvas,
// each in a box with its Grundy value above it and the nim-sum written below them all, and
// answers what a press inside a box means in that component's game. It is plain Go: the
// geometry and the gestures are unit-tested without a game loop, and the scene only draws
// what it computes. Inside a box it reuses the layouts of the games' own scenes
// (nimlayout, stairlayout, hacklayout).
package sumlayout

import (
	"math"

	"github.com/nimscope/nimscope/web/glyph"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r (left and top edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Box is one component's place: the frame drawn round it, the strip at its top where its
// Grundy value is written, and the area its game is drawn in.
type Box struct {
	Outer, Value, Area Rect
}

// Layout is the geometry of one frame: a grid of boxes, and the strip at the foot where
// the nim-sum of their values is written out.
type Layout struct {
	W, H, Scale float64
	Boxes       []Box
	Total       Rect    // the strip for "3 ⊕ 1 ⊕ 2 = 0"
	DigitH      float64 // the height of the digits in the value strips and the total
	LabelH      float64 // the least height of the digits inside the boxes (Label)
	Cols, Rows  int
}

// New lays out n boxes on a w×h canvas of device pixels at the given scale, in the grid of
// columns and rows that gives the boxes the most room (a box is worth its shorter side).
func New(w, h, scale float64, n int) Layout {
	if scale <= 0 {
		scale = 1
	}
	l := Layout{W: w, H: h, Scale: scale}
	if n <= 0 {
		return l
	}
	margin := math.Max(10*scale, math.Min(w, h)*0.025)
	gap := margin * 0.8
	l.DigitH = clamp(math.Min(w, h)*0.055, 14*scale, 34*scale)
	// Inside a box the digits follow the canvas, not the box: labels sized by a third of
	// the canvas came out at 11 px on a 1280-pixel screen.
	l.LabelH = l.DigitH * 0.6
	totalH := l.DigitH * 1.8
	l.Total = Rect{margin, h - margin - totalH, math.Max(w-2*margin, 1), totalH}
	gridH := math.Max(l.Total.Y-gap-margin, 1)
	gridW := math.Max(w-2*margin, 1)
	best := -1.0
	for cols := 1; cols <= n; cols++ {
		rows := (n + cols - 1) / cols
		bw := (gridW - gap*float64(cols-1)) / float64(cols)
		bh := (gridH - gap*float64(rows-1)) / float64(rows)
		if score := math.Min(bw, bh); score > best+1e-9 {
			best, l.Cols, l.Rows = score, cols, rows
		}
	}
	bw := (gridW - gap*float64(l.Cols-1)) / float64(l.Cols)
	bh := (gridH - gap*float64(l.Rows-1)) / float64(l.Rows)
	valueH := l.DigitH * 1.6
	for i := range n {
		r, c := i/l.Cols, i%l.Cols
		// The last row, when short, is centred.
		inRow := min(l.Cols, n-r*l.Cols)
		x0 := margin + (gridW-(float64(inRow)*bw+float64(inRow-1)*gap))/2
		o := Rect{x0 + float64(c)*(bw+gap), margin + float64(r)*(bh+gap), bw, bh}
		pad := math.Max(4*scale, math.Min(bw, bh)*0.02)
		v := Rect{o.X + pad, o.Y + pad, o.W - 2*pad, valueH}
		a := Rect{o.X + pad, v.Y + v.H, o.W - 2*pad, math.Max(o.Y+o.H-pad-(v.Y+v.H), 1)}
		l.Boxes = append(l.Boxes, Box{o, v, a})
	}
	return l
}

// projectorLabel is how much larger the digits inside the boxes are at least with
// projector=1.
const projectorLabel = 1.25

// Label is the least height of the digits inside the boxes, NewPart's label: LabelH, larger
// on a projector.
func (l Layout) Label(projector bool) float64 {
	if projector {
		return l.LabelH * projectorLabel
	}
	return l.LabelH
}

func clamp(x, lo, hi float64) float64 { return math.Min(math.Max(x, lo), hi) }

// At returns the box whose outer frame holds (x, y).
func (l Layout) At(x, y float64) (int, bool) {
	for i, b := range l.Boxes {
		if b.Outer.Contains(x, y) {
			return i, true
		}
	}
	return 0, false
}

// Token is one sign of a written sum: digits, ⊕ or =, in its rectangle.
type Token struct {
	Kind   TokenKind
	Digits string // Kind Number
	R      Rect
}

// TokenKind says what a Token is.
type TokenKind uint8

const (
	Number TokenKind = iota
	Plus             // ⊕, the nim-sum's sign
	Equals
)

// Equation writes values and their nim-sum as "3 ⊕ 1 ⊕ 2 = 0" centred in r with digits of
// height h, shrunk as a whole to fit r's width. It returns the tokens and the digit height
// used.
func Equation(values []uint64, total uint64, r Rect, h float64) ([]Token, float64) {
	type item struct {
		kind TokenKind
		text string
	}
	var items []item
	for i, v := range values {
		if i > 0 {
			items = append(items, item{Plus, ""})
		}
		items = append(items, item{Number, itoa(v)})
	}
	items = append(items, item{Equals, ""}, item{Number, itoa(total)})
	width := func(it item, h float64) float64 {
		if it.kind == Number {
			return glyph.Advance(len(it.text), h)
		}
		return h * 0.8
	}
	space := func(h float64) float64 { return h * 0.35 }
	sum := 0.0
	for i, it := range items {
		sum += width(it, 1)
		if i > 0 {
			sum += space(1)
		}
	}
	h = math.Min(h, r.W/sum)
	x := r.X + (r.W-sum*h)/2
	y := r.Y + (r.H-h)/2
	tokens := make([]Token, len(items))
	for i, it := range items {
		if i > 0 {
			x += space(h)
		}
		w := width(it, h)
		tokens[i] = Token{it.kind, it.text, Rect{x, y, w, h}}
		x += w
	}
	return tokens, h
}

func itoa(v uint64) string {
	if v == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for v > 0 {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
	}
	return string(b[i:])
}

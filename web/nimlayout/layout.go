// Package nimlayout places Nim heaps on the canvas and answers which stone a point is on.
// It is plain Go, so the geometry is unit-tested without a game loop; the scene only draws
// what it computes.
package nimlayout

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r (left and top edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Layout is the geometry of one frame: a column per heap, stones stacked from a base line.
// When the tallest heap cannot be drawn as separate stones of a readable size, every heap
// becomes a bar whose height is proportional to its size (Bars).
type Layout struct {
	Width, Height float64 // the canvas, device pixels
	Scale         float64 // device pixels per CSS pixel
	Heaps         int
	Max           uint64  // the largest heap the layout was made for
	ColumnW       float64 // width of one heap's column
	Left          float64 // x of the first column's left edge
	Base          float64 // y of the base line stones stand on
	Top           float64 // y of the highest point a heap may reach
	Stone         float64 // stone diameter in stone mode
	Bars          bool
	LabelH        float64 // height of the size label under each heap
}

// minStone is the smallest stone, in CSS pixels, that still reads as a stone and can be
// hit by a finger when the heaps are short.
const minStone = 9

// maxStone keeps three heaps of a few stones from turning into giant discs on a projector.
const maxStone = 64

// New lays out n heaps, the largest of size tallest, on a w×h canvas of device pixels at
// the given scale. The scene passes the largest size a game has had, not only the current
// one, so stones keep their size while heaps are played down.
func New(w, h, scale float64, n int, tallest uint64) Layout {
	return NewLabelled(w, h, scale, n, tallest, 0)
}

// NewLabelled is New with size labels at least label device pixels tall, as far as a tenth
// of the height allows: in a sum's small boxes New's labels come out at their least size,
// too small to read on a projector.
func NewLabelled(w, h, scale float64, n int, tallest uint64, label float64) Layout {
	if scale <= 0 {
		scale = 1
	}
	l := Layout{Width: w, Height: h, Scale: scale, Heaps: n, Max: tallest}
	n = max(n, 1)
	margin := math.Max(16*scale, math.Min(w, h)*0.05)
	l.LabelH = math.Max(14*scale, math.Min(28*scale, h*0.06))
	l.LabelH = math.Max(l.LabelH, math.Min(label, h*0.1))
	l.Top = margin
	l.Base = h - margin - l.LabelH*1.6
	usable := math.Max(w-2*margin, 1)
	l.ColumnW = usable / float64(n)
	l.Left = margin
	avail := math.Max(l.Base-l.Top, 1)

	d := math.Min(l.ColumnW*0.72, maxStone*scale)
	if l.Max > 0 {
		d = math.Min(d, avail/float64(l.Max))
	}
	if d < minStone*scale && l.Max > 0 {
		l.Bars = true
		d = 0
	}
	l.Stone = d
	return l
}

// Column is the rectangle of heap i's column, from Top to Base.
func (l Layout) Column(i int) Rect {
	return Rect{X: l.Left + float64(i)*l.ColumnW, Y: l.Top, W: l.ColumnW, H: l.Base - l.Top}
}

// CenterX is the x of heap i's axis.
func (l Layout) CenterX(i int) float64 { return l.Left + (float64(i)+0.5)*l.ColumnW }

// StoneCenter is where stone j of heap i (0 at the bottom) is drawn in stone mode.
func (l Layout) StoneCenter(i int, j uint64) (x, y float64) {
	return l.CenterX(i), l.Base - l.Stone*(float64(j)+0.5)
}

// BarWidth is the width of a heap's bar in bar mode.
func (l Layout) BarWidth() float64 { return math.Min(l.ColumnW*0.6, 96*l.Scale) }

// BarHeight is the height of a heap of size s in bar mode. A nonzero heap is never thinner
// than a few pixels, so a heap of 1 beside a heap of 10^7 can still be seen and hit.
func (l Layout) BarHeight(s uint64) float64 {
	if s == 0 || l.Max == 0 {
		return 0
	}
	full := l.Base - l.Top
	return math.Max(full*float64(s)/float64(l.Max), 4*l.Scale)
}

// LevelY is the y at which a heap of size s would have exactly k stones left: the top of
// the k-th stone in stone mode, or the point k/s up the bar in bar mode.
func (l Layout) LevelY(s, k uint64) float64 {
	if !l.Bars {
		return l.Base - l.Stone*float64(k)
	}
	if s == 0 {
		return l.Base
	}
	return l.Base - l.BarHeight(s)*float64(k)/float64(s)
}

// Label is the rectangle for the size label under heap i.
func (l Layout) Label(i int) Rect {
	return Rect{X: l.Left + float64(i)*l.ColumnW, Y: l.Base + l.LabelH*0.4, W: l.ColumnW, H: l.LabelH}
}

// Hit answers which move a press at (x, y) means: heap i, leaving to stones, the pressed
// stone and all above it taken. Anywhere in a heap's column above its stones misses; below
// the base line it misses too. The whole column width counts, so thin stones are easy to hit.
func (l Layout) Hit(x, y float64, heaps []uint64) (heap int, to uint64, ok bool) {
	if len(heaps) != l.Heaps || l.ColumnW <= 0 || y > l.Base || y < l.Top {
		return 0, 0, false
	}
	i := int(math.Floor((x - l.Left) / l.ColumnW))
	if i < 0 || i >= len(heaps) || heaps[i] == 0 {
		return 0, 0, false
	}
	s := heaps[i]
	if l.Bars {
		bh := l.BarHeight(s)
		if y < l.Base-bh {
			return 0, 0, false
		}
		f := (l.Base - y) / bh
		k := uint64(math.Floor(f * float64(s)))
		return i, min(k, s-1), true
	}
	j := math.Floor((l.Base - y) / l.Stone)
	if j < 0 || j >= float64(s) {
		return 0, 0, false
	}
	return i, uint64(j), true
}

// Shift returns l moved by (dx, dy). A scene that keeps part of the canvas for something
// else (a band of buttons, a strip of values) lays the heaps out for the part left, then
// shifts them into place; Width and Height stay that part's size.
func (l Layout) Shift(dx, dy float64) Layout {
	l.Left += dx
	l.Top += dy
	l.Base += dy
	return l
}

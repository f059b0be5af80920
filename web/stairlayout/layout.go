// Package stairlayout places a staircase of coins on the canvas and answers what the pointer
// is on. The steps descend from the top step at the left to step 1 at the right; past step 1
// is the floor, where coins leave the game; a strip under the floor numbers the steps. Coins
// move down and to the right, the way the gaps of the coin-sliding game do, so a strip of
// coins lifts straight onto these stairs. It is plain Go: the scenes draw what it computes,
// and its geometry and gestures are unit-tested without a game loop.
package stairlayout

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r (left and top edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center is the middle of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Layout is the geometry of one staircase: a column per step, step n (the top) at the left
// and step 1 at the right, then the floor zone. Coins stack on each step's tread. When the
// stacks cannot be drawn as coins of a readable size, every stack becomes a bar whose height
// is proportional to its coins (Bars).
type Layout struct {
	Area   Rect    // the part of the canvas the staircase fills
	Scale  float64 // device pixels per CSS pixel
	Steps  int
	Left   float64 // x of the top step's column
	ColW   float64 // width of a step's column; the floor zone is one column more
	Floor  float64 // y of the floor: the level of "step 0"
	Riser  float64 // height of one step
	Top    float64 // the highest y a stack may reach; its count label goes above
	Coin   float64 // coin diameter; 0 in bars mode
	Bars   bool
	Unit   float64 // bars mode: pixels per coin before the minimum bar height applies
	LabelH float64 // height of the digits: counts above stacks, numbers in the strip
	Strip  Rect    // the label strip under the floor, one cell per column
}

// Sizes in CSS pixels.
const (
	minCoin = 10 // smaller coins are hard to see and to hit: bars instead
	maxCoin = 56 // a few coins on a projector should not turn into saucers
	minBar  = 4  // a nonzero stack in bars mode is never thinner
	maxBarW = 56
)

// ratio is the least riser height as a fraction of a coin: lower steps stop reading as
// stairs once a coin hides them.
const ratio = 0.8

// New lays out a staircase in area. need[k-1] is the tallest stack step k must hold: the
// scene passes more than the coins there now (the coins the step above could send down),
// so coins keep their size while the game is played.
func New(area Rect, scale float64, need []uint64) Layout {
	return NewLabelled(area, scale, need, 0)
}

// NewLabelled is New with digits at least label device pixels tall, as far as the area's
// height and the columns' width allow: in a sum's small boxes New's digits come out at
// their least size, too small to read on a projector.
func NewLabelled(area Rect, scale float64, need []uint64, label float64) Layout {
	if scale <= 0 {
		scale = 1
	}
	n := len(need)
	l := Layout{Area: area, Scale: scale, Steps: n}
	margin := math.Max(12*scale, math.Min(area.W, area.H)*0.04)
	cols := float64(n + 1)
	l.ColW = math.Max(area.W-2*margin, 1) / cols
	l.Left = area.X + margin
	l.LabelH = clamp(math.Min(area.H*0.05, l.ColW*0.42), 11*scale, 26*scale)
	l.LabelH = math.Max(l.LabelH, math.Min(label, math.Min(area.H*0.08, l.ColW*0.6)))
	stripH := l.LabelH * 1.7
	l.Strip = Rect{X: l.Left, Y: area.Y + area.H - margin - stripH, W: l.ColW * cols, H: stripH}
	l.Floor = l.Strip.Y - math.Max(2*scale, l.LabelH*0.35)
	l.Top = area.Y + margin + l.LabelH*1.5
	avail := math.Max(l.Floor-l.Top, 1)
	if n == 0 {
		return l
	}

	// The coin: as wide as the column allows, and small enough that on every step k the
	// stack of need coins fits above k risers of at least ratio coins each.
	d := math.Min(l.ColW*0.7, maxCoin*scale)
	for k, c := range need {
		d = math.Min(d, avail/(ratio*float64(k+1)+float64(c)))
	}
	if d >= minCoin*scale {
		l.Coin = d
		// Risers as tall as a column is wide look like stairs; the stacks cap them.
		r := l.ColW * 0.75
		for k, c := range need {
			r = math.Min(r, (avail-float64(c)*d)/float64(k+1))
		}
		l.Riser = math.Max(r, ratio*d)
		return l
	}
	l.Bars = true
	l.Riser = math.Min(avail*0.45/float64(n), l.ColW*0.75)
	l.Unit = math.Inf(1)
	for k, c := range need {
		if c > 0 {
			l.Unit = math.Min(l.Unit, (avail-float64(k+1)*l.Riser)/float64(c))
		}
	}
	return l
}

func clamp(x, lo, hi float64) float64 { return math.Min(math.Max(x, lo), hi) }

// Column is the rectangle of step k's column (k from 1), from the area's top to the floor;
// k = 0 is the floor zone right of step 1.
func (l Layout) Column(k int) Rect {
	return Rect{X: l.Left + float64(l.Steps-k)*l.ColW, Y: l.Area.Y, W: l.ColW, H: l.Floor - l.Area.Y}
}

// CenterX is the x of step k's axis (k = 0: the floor zone's).
func (l Layout) CenterX(k int) float64 { return l.Left + (float64(l.Steps-k)+0.5)*l.ColW }

// Tread is the y of step k's tread, where its coins stand; Tread(0) is the floor.
func (l Layout) Tread(k int) float64 { return l.Floor - float64(k)*l.Riser }

// Block is the solid part of step k: from its tread down to the floor.
func (l Layout) Block(k int) Rect {
	c := l.Column(k)
	return Rect{X: c.X, Y: l.Tread(k), W: c.W, H: float64(k) * l.Riser}
}

// CoinCenter is where coin j (0 at the bottom) of step k is drawn in coin mode.
func (l Layout) CoinCenter(k int, j uint64) (x, y float64) {
	return l.CenterX(k), l.Tread(k) - l.Coin*(float64(j)+0.5)
}

// BarWidth is the width of a stack's bar in bars mode.
func (l Layout) BarWidth() float64 { return math.Min(l.ColW*0.6, maxBarW*l.Scale) }

// StackHeight is how tall c coins stand.
func (l Layout) StackHeight(c uint64) float64 {
	switch {
	case c == 0:
		return 0
	case !l.Bars:
		return l.Coin * float64(c)
	}
	return math.Max(l.Unit*float64(c), minBar*l.Scale)
}

// LevelY is the y at which a stack of c coins on step k has exactly j coins below: the top
// of coin j−1 in coin mode, j/c of the way up the bar in bars mode.
func (l Layout) LevelY(k int, c, j uint64) float64 {
	if !l.Bars {
		return l.Tread(k) - l.Coin*float64(j)
	}
	if c == 0 {
		return l.Tread(k)
	}
	return l.Tread(k) - l.StackHeight(c)*float64(j)/float64(c)
}

// UnitRect is coin j of a stack of c on step k as a rectangle: the coin's square in coin
// mode, its slice of the bar in bars mode.
func (l Layout) UnitRect(k int, c, j uint64) Rect {
	if !l.Bars {
		x, y := l.CoinCenter(k, j)
		return Rect{X: x - l.Coin/2, Y: y - l.Coin/2, W: l.Coin, H: l.Coin}
	}
	top, bottom := l.LevelY(k, c, j+1), l.LevelY(k, c, j)
	w := l.BarWidth()
	return Rect{X: l.CenterX(k) - w/2, Y: top, W: w, H: bottom - top}
}

// Stack is the rectangle the coins from j up of a stack of c on step k fill.
func (l Layout) Stack(k int, c, j uint64) Rect {
	w := l.Coin
	if l.Bars {
		w = l.BarWidth()
	}
	top, bottom := l.LevelY(k, c, c), l.LevelY(k, c, j)
	return Rect{X: l.CenterX(k) - w/2, Y: top, W: w, H: bottom - top}
}

// Count is where the number of coins on step k, a stack of c, is written: just above it.
func (l Layout) Count(k int, c uint64) Rect {
	top := l.Tread(k) - l.StackHeight(c)
	return Rect{X: l.Left + float64(l.Steps-k)*l.ColW, Y: top - l.LabelH*1.35, W: l.ColW, H: l.LabelH}
}

// Label is step k's cell of the strip under the floor (k = 0: the floor zone's).
func (l Layout) Label(k int) Rect {
	c := l.Column(k)
	return Rect{X: c.X, Y: l.Strip.Y, W: c.W, H: l.Strip.H}
}

// Hit answers which coin a press at (x, y) is on: step k, with keep coins below it, so the
// press moves the pressed coin and the c−keep coins from it up. The whole column width
// counts, from the top of the stack down to the tread; empty steps and the floor miss.
func (l Layout) Hit(x, y float64, steps []uint64) (k int, keep uint64, ok bool) {
	if len(steps) != l.Steps || l.ColW <= 0 {
		return 0, 0, false
	}
	i := int(math.Floor((x - l.Left) / l.ColW))
	if i < 0 || i >= l.Steps {
		return 0, 0, false
	}
	k = l.Steps - i
	c := steps[k-1]
	tread := l.Tread(k)
	if c == 0 || y > tread || y < tread-l.StackHeight(c) {
		return 0, 0, false
	}
	if l.Bars {
		j := uint64(math.Floor((tread - y) / l.StackHeight(c) * float64(c)))
		return k, min(j, c-1), true
	}
	j := uint64(math.Floor((tread - y) / l.Coin))
	return k, min(j, c-1), true
}

// Drop answers which step a drag released at (x, y) lands on: the column under the
// pointer, whatever the height, from the top of the area to the foot of the strip; 0 is
// the floor zone. Outside that it misses.
func (l Layout) Drop(x, y float64) (k int, ok bool) {
	if l.ColW <= 0 || y < l.Area.Y || y > l.Strip.Y+l.Strip.H {
		return 0, false
	}
	i := int(math.Floor((x - l.Left) / l.ColW))
	if i < 0 || i > l.Steps {
		return 0, false
	}
	return l.Steps - i, true
}

// Package heaplayout places the parts of a heap game on the canvas and answers what a point
// is on. The heaps themselves are laid out by nimlayout, in the middle; above them a band can
// hold buttons (the amounts a subtraction heap may lose, the confirm and cancel of a Moore
// move), and below them a strip can hold the Grundy values g(0), g(1), … of one heap.
// It is plain Go: the scene only draws what it computes, and the browser tests press where
// it says.
package heaplayout

import (
	"math"

	"github.com/nimscope/nimscope/web/nimlayout"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect = nimlayout.Rect

// Options say which parts the canvas has besides the heaps.
type Options struct {
	Band       bool // a band above the heaps for chips or for confirm and cancel
	ChipDigits int  // the most digits a chip's amount has (its width follows)
	Confirm    bool // confirm and cancel buttons in the band
	// StripNeed is how many values the strip should show at least (0: no strip). It shows
	// more when they fit at a comfortable size, fewer when they would be too small to read.
	StripNeed int
	// StripPre and StripPer are the preperiod and period of the values (StripPer 0: none
	// known). The strip ends with a whole period when that still shows StripNeed values and
	// fits.
	StripPre, StripPer int
}

// Layout is the geometry of one frame.
type Layout struct {
	Width, Height, Scale  float64
	Margin                float64
	Heaps                 nimlayout.Layout // in the canvas's coordinates
	HeapsTop              float64          // the top of the heaps' part: a column counts from here
	Band                  Rect             // empty without a band
	ChipW, ChipH, ChipGap float64
	Confirm, Cancel       Rect // empty without them
	Strip                 Strip
}

// Sizes in CSS pixels. A chip is a finger's width; strip cells stay readable on a phone and
// do not sprawl on a projector.
const (
	chipMin  = 36
	chipMax  = 48
	cellMin  = 22
	cellComf = 44
)

// New lays out n heaps, the largest of size tallest, on a w×h canvas of device pixels.
func New(w, h, scale float64, n int, tallest uint64, o Options) Layout {
	if scale <= 0 {
		scale = 1
	}
	l := Layout{Width: w, Height: h, Scale: scale}
	l.Margin = math.Max(12*scale, math.Min(w, h)*0.03)
	top, bottom := 0.0, h
	if o.Band {
		bandH := clamp(h*0.11, (chipMin+8)*scale, (chipMax+12)*scale)
		l.Band = Rect{X: l.Margin, Y: l.Margin, W: math.Max(w-2*l.Margin, 1), H: bandH}
		top = l.Band.Y + l.Band.H
		l.ChipH = math.Min(bandH-8*scale, chipMax*scale)
		digits := max(o.ChipDigits, 1)
		// A minus sign and the digits, with room around them.
		l.ChipW = l.ChipH * (0.55 + 0.5*float64(digits))
		l.ChipGap = math.Max(6*scale, l.ChipH*0.2)
		if o.Confirm {
			d := l.ChipH
			cx := w / 2
			y := l.Band.Y + (bandH-d)/2
			l.Cancel = Rect{X: cx - l.ChipGap - d, Y: y, W: d, H: d}
			l.Confirm = Rect{X: cx + l.ChipGap, Y: y, W: d, H: d}
		}
	}
	if o.StripNeed > 0 {
		stripH := clamp(h*0.2, 64*scale, 116*scale)
		area := Rect{X: l.Margin, Y: h - l.Margin - stripH, W: math.Max(w-2*l.Margin, 1), H: stripH}
		l.Strip = newStrip(area, scale, o.StripNeed, o.StripPre, o.StripPer)
		bottom = area.Y
	}
	l.HeapsTop = top
	l.Heaps = nimlayout.New(w, math.Max(bottom-top, 1), scale, n, tallest).Shift(0, top)
	return l
}

func clamp(x, lo, hi float64) float64 { return math.Min(math.Max(x, lo), hi) }

// Chips returns how many of n chips fit in the band (the rest are left to the page's
// buttons) and the x of the first chip's left edge, centred on heap i's axis as far as the
// band allows.
func (l Layout) Chips(i, n int) (fit int, left float64) {
	if l.ChipW <= 0 || n <= 0 {
		return 0, 0
	}
	step := l.ChipW + l.ChipGap
	fit = min(n, int(math.Floor((l.Band.W+l.ChipGap)/step)))
	if fit <= 0 {
		return 0, 0
	}
	row := float64(fit)*step - l.ChipGap
	left = l.Heaps.CenterX(i) - row/2
	left = clamp(left, l.Band.X, l.Band.X+l.Band.W-row)
	return fit, left
}

// Chip is the rectangle of chip k of n above heap i.
func (l Layout) Chip(i, k, n int) Rect {
	_, left := l.Chips(i, n)
	return Rect{
		X: left + float64(k)*(l.ChipW+l.ChipGap),
		Y: l.Band.Y + (l.Band.H-l.ChipH)/2,
		W: l.ChipW, H: l.ChipH,
	}
}

// Kind says what a point is on.
type Kind uint8

const (
	None    Kind = iota
	Stone        // a stone of a heap: To is how many stones a press there leaves
	Above        // a heap's column above its stones (up to the band), or its label: To is the heap
	Chip         // a chip of the band: To is what taking its amount leaves
	Band         // the band, between its chips
	Confirm      // the confirm button
	Cancel       // the cancel button
)

// Target is what a point is on: a kind, and for a stone, a column or a chip, the heap.
// Chip is the chip's index among the heap's chips.
type Target struct {
	Kind Kind
	Heap int
	To   uint64
	Chip int
}

// Chooser describes the chips shown: over heap Heap, the first N amounts of Amounts
// (ascending, each a chip). N 0 shows none.
type Chooser struct {
	Heap    int
	Amounts []uint64
	N       int
}

// Hit answers what (x, y) is on. chips are the chips the band shows; confirm says whether
// the confirm and cancel buttons are there.
func (l Layout) Hit(x, y float64, heaps []uint64, chips Chooser, confirm bool) Target {
	if l.Band.W > 0 && l.Band.Contains(x, y) {
		if confirm && l.Confirm.Contains(x, y) {
			return Target{Kind: Confirm}
		}
		if confirm && l.Cancel.Contains(x, y) {
			return Target{Kind: Cancel}
		}
		if chips.N > 0 && chips.Heap >= 0 && chips.Heap < len(heaps) {
			fit, _ := l.Chips(chips.Heap, chips.N)
			for k := range fit {
				if l.Chip(chips.Heap, k, chips.N).Contains(x, y) {
					h := heaps[chips.Heap]
					a := min(chips.Amounts[k], h)
					return Target{Kind: Chip, Heap: chips.Heap, To: h - a, Chip: k}
				}
			}
		}
		return Target{Kind: Band}
	}
	if i, to, ok := l.Heaps.Hit(x, y, heaps); ok {
		return Target{Kind: Stone, Heap: i, To: to}
	}
	hl := l.Heaps
	if len(heaps) != hl.Heaps || hl.ColumnW <= 0 {
		return Target{}
	}
	i := int(math.Floor((x - hl.Left) / hl.ColumnW))
	label := hl.Label(0)
	if i >= 0 && i < len(heaps) && y >= l.HeapsTop && y < label.Y+label.H {
		return Target{Kind: Above, Heap: i, To: heaps[i]}
	}
	return Target{}
}

// Strip is the row of Grundy values under the heaps: cell n shows n above g(n). Above the
// cells a bracket marks the period; below them, marks point at the heaps' sizes.
type Strip struct {
	Area    Rect // the whole strip
	Cells   int
	CellW   float64
	Bracket Rect // the band above the cells where the period's bracket goes
	Index   Rect // the row of n (its X and W are the whole row)
	Value   Rect // the row of g(n)
	Marks   Rect // the band below the cells for the heaps' marks
}

func newStrip(area Rect, scale float64, need, pre, per int) Strip {
	s := Strip{Area: area}
	fitMin := max(1, int(area.W/(cellMin*scale)))
	comfy := max(1, int(area.W/(cellComf*scale)))
	s.Cells = min(max(comfy, need), fitMin)
	if per > 0 && s.Cells >= pre+per {
		down := pre + (s.Cells-pre)/per*per
		up := down + per
		switch {
		case down >= need:
			s.Cells = down
		case up <= fitMin && up > s.Cells:
			s.Cells = up
		}
	}
	s.CellW = area.W / float64(s.Cells)
	y := area.Y
	row := func(f float64) Rect {
		r := Rect{X: area.X, Y: y, W: area.W, H: area.H * f}
		y += r.H
		return r
	}
	s.Bracket = row(0.18)
	s.Index = row(0.28)
	s.Value = row(0.36)
	s.Marks = row(0.18)
	return s
}

// Cell is the rectangle of cell n, both rows.
func (s Strip) Cell(n int) Rect {
	return Rect{X: s.Area.X + float64(n)*s.CellW, Y: s.Index.Y, W: s.CellW, H: s.Index.H + s.Value.H}
}

// CellX is the x of the middle of cell n.
func (s Strip) CellX(n int) float64 { return s.Area.X + (float64(n)+0.5)*s.CellW }

// Shown returns the cell that stands for a heap of h stones: h itself when the strip
// reaches it; else, when the values repeat with period per from pre on, the last shown cell
// with the same place in the period (same value), and alias true; else false.
func (s Strip) Shown(h uint64, pre, per int) (cell int, alias, ok bool) {
	if h < uint64(s.Cells) {
		return int(h), false, true
	}
	if per <= 0 || pre < 0 || pre+per > s.Cells {
		return 0, false, false
	}
	r := int((h - uint64(pre)) % uint64(per))
	c := pre + r
	c += (s.Cells - 1 - c) / per * per
	return c, true, true
}

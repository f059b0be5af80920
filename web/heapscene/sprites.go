package heapscene

import (
	"errors"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/paint"
)

// sprites are drawn once per layout, in white or grey for the draw calls to tint.
type sprites struct {
	d          float64 // the stone diameter they were drawn for
	stone      *ebiten.Image
	ring       *ebiten.Image
	chipW      float64 // the chip size they were drawn for
	chipH      float64
	chip       *ebiten.Image // a rounded rectangle, filled
	chipEdge   *ebiten.Image // its outline
	chipHint   *ebiten.Image // a thicker outline, for a winning amount
	disc       *ebiten.Image // the confirm and cancel buttons
	check      *ebiten.Image
	cross      *ebiten.Image
	markW      float64
	mark       *ebiten.Image // the strip's mark under a heap's size
	markHollow *ebiten.Image // the same for a heap past the strip, at a cell of the same value
	more       *ebiten.Image // an arrow at the strip's end: a heap past it, of no cell shown

	label, chipDigits, index, value paint.Digits
}

func (g *sprites) fit(l *heaplayout.Layout, bold float64) {
	w := digitWeight * bold
	hl := &l.Heaps
	if hl.Stone != g.d && hl.Stone > 0 {
		g.d = hl.Stone
		g.stone = paint.Dispose(g.stone)
		g.ring = paint.Dispose(g.ring)
		g.stone, g.ring = stoneSprites(hl.Stone, l.Scale)
	}
	if l.ChipH > 0 && (l.ChipW != g.chipW || l.ChipH != g.chipH) {
		g.chipW, g.chipH = l.ChipW, l.ChipH
		for _, img := range []*ebiten.Image{g.chip, g.chipEdge, g.chipHint, g.disc, g.check, g.cross} {
			paint.Dispose(img)
		}
		g.chip, g.chipEdge, g.chipHint = chipSprites(l.ChipW, l.ChipH, l.Scale)
		g.disc, g.check, g.cross = buttonSprites(l.ChipH, l.Scale)
	}
	if w := math.Min(l.Strip.CellW*0.5, l.Strip.Marks.H*0.8); l.Strip.Cells > 0 && w != g.markW {
		g.markW = w
		paint.Dispose(g.mark)
		paint.Dispose(g.markHollow)
		paint.Dispose(g.more)
		g.mark, g.markHollow, g.more = markSprites(w, l.Scale)
	}
	g.label.Fit(hl.LabelH*0.8, l.Scale, w)
	g.chipDigits.Fit(l.ChipH*0.42, l.Scale, w)
	// A strip digit takes at most 60% of its cell's width, so neighbouring numbers stay apart.
	narrow := l.Strip.CellW * 0.6 / advance(1, 1)
	g.index.Fit(math.Min(l.Strip.Index.H*0.5, narrow*0.8), l.Scale, w)
	g.value.Fit(math.Min(l.Strip.Value.H*0.58, narrow), l.Scale, w)
}

// stoneSprites draws a stone of diameter d, shaded in greys the draw call tints, and the
// ring the hint draws around a stone (as the Nim scene draws them).
func stoneSprites(d, scale float64) (stone, ring *ebiten.Image) {
	size := int(math.Ceil(d)) + 4
	c := float32(size) / 2
	r := float32(d/2) * 0.86
	stone = ebiten.NewImage(size, size)
	vector.FillCircle(stone, c, c, r, color.Gray{0xd8}, true)
	vector.FillCircle(stone, c-r*0.22, c-r*0.26, r*0.55, color.RGBA{0xff, 0xff, 0xff, 0x70}, true)
	vector.StrokeCircle(stone, c, c, r, float32(math.Max(1, d*0.05)), color.Gray{0x9a}, true)

	ring = ebiten.NewImage(size, size)
	w := float32(math.Max(1.5*scale, d*0.09))
	vector.StrokeCircle(ring, c, c, float32(d/2)-w/2-0.5, w, color.White, true)
	return stone, ring
}

// roundRect is the path of a w×h rectangle at (x, y) with corners of radius r.
func roundRect(x, y, w, h, r float32) *vector.Path {
	var p vector.Path
	p.MoveTo(x+r, y)
	p.ArcTo(x+w, y, x+w, y+h, r)
	p.ArcTo(x+w, y+h, x, y+h, r)
	p.ArcTo(x, y+h, x, y, r)
	p.ArcTo(x, y, x+w, y, r)
	p.Close()
	return &p
}

// chipSprites draw a chip of w×h: its face, its outline and the hint's thicker outline.
func chipSprites(w, h, scale float64) (face, edge, hint *ebiten.Image) {
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	r := float32(h * 0.3)
	do := &vector.DrawPathOptions{AntiAlias: true}
	face = ebiten.NewImage(iw, ih)
	vector.FillPath(face, roundRect(0, 0, float32(w), float32(h), r), &vector.FillOptions{}, do)
	stroke := func(t float64) *ebiten.Image {
		img := ebiten.NewImage(iw, ih)
		half := float32(t / 2)
		so := &vector.StrokeOptions{Width: float32(t), LineJoin: vector.LineJoinRound}
		vector.StrokePath(img, roundRect(half, half, float32(w)-2*half, float32(h)-2*half, r-half), so, do)
		return img
	}
	return face, stroke(math.Max(1, 1.2*scale)), stroke(math.Max(2.5, 3.5*scale))
}

// buttonSprites draw a disc of diameter d and, to put on it, a check mark and a cross.
func buttonSprites(d, scale float64) (disc, check, cross *ebiten.Image) {
	n := int(math.Ceil(d))
	c := float32(d / 2)
	disc = ebiten.NewImage(n, n)
	vector.FillCircle(disc, c, c, c-0.5, color.White, true)
	so := &vector.StrokeOptions{Width: float32(math.Max(2, d*0.1)), LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}
	do := &vector.DrawPathOptions{AntiAlias: true}
	line := func(pts ...float32) *ebiten.Image {
		img := ebiten.NewImage(n, n)
		var p vector.Path
		for i := 0; i+1 < len(pts); i += 2 {
			x, y := pts[i]*float32(d), pts[i+1]*float32(d)
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		vector.StrokePath(img, &p, so, do)
		return img
	}
	check = line(0.28, 0.52, 0.44, 0.68, 0.73, 0.34)
	cross = line(0.33, 0.33, 0.67, 0.67)
	var p vector.Path
	p.MoveTo(0.67*float32(d), 0.33*float32(d))
	p.LineTo(0.33*float32(d), 0.67*float32(d))
	vector.StrokePath(cross, &p, so, do)
	return disc, check, cross
}

// markSprites draw the strip's mark, a triangle w wide pointing up at its cell, filled
// and hollow, and the same triangle pointing right, past the strip's end.
func markSprites(w, scale float64) (mark, hollow, more *ebiten.Image) {
	n := int(math.Ceil(w)) + 2
	h := float32(w * 0.8)
	tri := func() *vector.Path {
		var p vector.Path
		p.MoveTo(float32(n)/2, 1)
		p.LineTo(float32(n)/2+float32(w)/2, h)
		p.LineTo(float32(n)/2-float32(w)/2, h)
		p.Close()
		return &p
	}
	do := &vector.DrawPathOptions{AntiAlias: true}
	mark = ebiten.NewImage(n, n)
	vector.FillPath(mark, tri(), &vector.FillOptions{}, do)
	hollow = ebiten.NewImage(n, n)
	so := &vector.StrokeOptions{Width: float32(math.Max(1.5, 1.5*scale)), LineJoin: vector.LineJoinRound}
	vector.StrokePath(hollow, tri(), so, do)
	more = ebiten.NewImage(n, n)
	var p vector.Path
	p.MoveTo(float32(n)-1, float32(n)/2)
	p.LineTo(float32(n)-1-h, float32(n)/2-float32(w)/2)
	p.LineTo(float32(n)-1-h, float32(n)/2+float32(w)/2)
	p.Close()
	vector.FillPath(more, &p, &vector.FillOptions{}, do)
	return mark, hollow, more
}

// digitWeight is the digits' line width, as a share of their height.
const digitWeight = 0.11

// advance is the width of n glyphs at height h.
func advance(n int, h float64) float64 { return glyph.Advance(n, h) }

func itoa(x uint64) string { return strconv.FormatUint(x, 10) }

func errNotHere(name string) error {
	return errors.New(name + ": not a command of this scene")
}

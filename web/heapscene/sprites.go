package heapscene

import (
	"errors"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/raster"
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
		g.stone, g.ring = paint.StoneSprites(hl.Stone, l.Scale)
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

var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

// chipSprites draw a chip of w×h: its face, its outline and the hint's thicker outline.
func chipSprites(w, h, scale float64) (face, edge, hint *ebiten.Image) {
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	r := h * 0.3
	cv := raster.NewCanvas(iw, ih)
	cv.RoundRect(0, 0, w, h, r, white)
	face = paint.Upload(cv)
	stroke := func(t float64) *ebiten.Image {
		cv := raster.NewCanvas(iw, ih)
		half := t / 2
		cv.RoundRectStroke(half, half, w-t, h-t, r-half, t, white)
		return paint.Upload(cv)
	}
	return face, stroke(math.Max(1, 1.2*scale)), stroke(math.Max(2.5, 3.5*scale))
}

// buttonSprites draw a disc of diameter d and, to put on it, a check mark and a cross.
func buttonSprites(d, scale float64) (disc, check, cross *ebiten.Image) {
	n := int(math.Ceil(d))
	c := d / 2
	cv := raster.NewCanvas(n, n)
	cv.Disc(c, c, c-0.5, white)
	disc = paint.Upload(cv)
	lw := math.Max(2, d*0.1)
	// lines strokes polylines given as x, y pairs in units of d, with round caps and joins.
	lines := func(pls ...[]float64) *ebiten.Image {
		cv := raster.NewCanvas(n, n)
		for _, pl := range pls {
			pts := make([]raster.Point, 0, len(pl)/2)
			for i := 0; i+1 < len(pl); i += 2 {
				pts = append(pts, raster.Point{X: pl[i] * d, Y: pl[i+1] * d})
			}
			cv.Polyline(pts, lw, false, white)
		}
		return paint.Upload(cv)
	}
	check = lines([]float64{0.28, 0.52, 0.44, 0.68, 0.73, 0.34})
	cross = lines([]float64{0.33, 0.33, 0.67, 0.67}, []float64{0.67, 0.33, 0.33, 0.67})
	return disc, check, cross
}

// markSprites draw the strip's mark, a triangle w wide pointing up at its cell, filled
// and hollow, and the same triangle pointing right, past the strip's end.
func markSprites(w, scale float64) (mark, hollow, more *ebiten.Image) {
	n := int(math.Ceil(w)) + 2
	h := w * 0.8
	m := float64(n) / 2
	tri := []raster.Point{{X: m, Y: 1}, {X: m + w/2, Y: h}, {X: m - w/2, Y: h}}
	cv := raster.NewCanvas(n, n)
	cv.Polygon(tri, white)
	mark = paint.Upload(cv)
	cv = raster.NewCanvas(n, n)
	cv.Polyline(tri, math.Max(1.5, 1.5*scale), true, white)
	hollow = paint.Upload(cv)
	cv = raster.NewCanvas(n, n)
	e := float64(n) - 1
	cv.Polygon([]raster.Point{{X: e, Y: m}, {X: e - h, Y: m - w/2}, {X: e - h, Y: m + w/2}}, white)
	more = paint.Upload(cv)
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

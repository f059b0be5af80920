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

// sprites are drawn once per layout, in white or grey for the draw calls to tint, all on
// one sheet, so that a frame's draws are one batch (paint.Painter.UseSheet).
type sprites struct {
	key        spriteKey // what the sheet was drawn for
	sheet      *paint.Sheet
	stone      *ebiten.Image
	ring       *ebiten.Image
	chip       *ebiten.Image // a rounded rectangle, filled
	chipEdge   *ebiten.Image // its outline
	chipHint   *ebiten.Image // a thicker outline, for a winning amount
	disc       *ebiten.Image // the confirm and cancel buttons
	check      *ebiten.Image
	cross      *ebiten.Image
	mark       *ebiten.Image // the strip's mark under a heap's size
	markHollow *ebiten.Image // the same for a heap past the strip, at a cell of the same value
	more       *ebiten.Image // an arrow at the strip's end: a heap past it, of no cell shown

	label, chipDigits, index, value paint.Digits
}

// spriteKey is what the sprites are drawn for: the stone's diameter, the chip's size, the
// strip mark's width (0: no strip), the four digit heights (rounded, as the digits are
// drawn), the device scale and the digits' weight.
type spriteKey struct {
	stone, chipW, chipH, markW      float64
	label, chipDigits, index, value float64
	scale, weight                   float64
}

func (g *sprites) fit(pen *paint.Painter, l *heaplayout.Layout, bold float64) {
	hl := &l.Heaps
	// A strip digit takes at most 60% of its cell's width, so neighbouring numbers stay apart.
	narrow := l.Strip.CellW * 0.6 / advance(1, 1)
	key := spriteKey{
		stone: hl.Stone, chipW: l.ChipW, chipH: l.ChipH,
		label:      math.Round(hl.LabelH * 0.8),
		chipDigits: math.Round(l.ChipH * 0.42),
		index:      math.Round(math.Min(l.Strip.Index.H*0.5, narrow*0.8)),
		value:      math.Round(math.Min(l.Strip.Value.H*0.58, narrow)),
		scale:      l.Scale, weight: digitWeight * bold,
	}
	if l.Strip.Cells > 0 {
		key.markW = math.Min(l.Strip.CellW*0.5, l.Strip.Marks.H*0.8)
	}
	if g.sheet != nil && key == g.key {
		return
	}
	g.key = key
	var b paint.SheetBuilder
	// add puts the canvases on the sheet and returns where each is, -1 for a nil one.
	add := func(cvs ...*raster.Canvas) []int {
		at := make([]int, len(cvs))
		for i, cv := range cvs {
			at[i] = -1
			if cv != nil {
				at[i] = b.AddCanvas(cv)
			}
		}
		return at
	}
	var parts []int
	if hl.Stone > 0 {
		parts = append(parts, add(paint.StoneSprites(hl.Stone, l.Scale))...)
	} else {
		parts = append(parts, -1, -1)
	}
	if l.ChipH > 0 {
		parts = append(parts, add(chipSprites(l.ChipW, l.ChipH, l.Scale))...)
		parts = append(parts, add(buttonSprites(l.ChipH, l.Scale))...)
	} else {
		parts = append(parts, -1, -1, -1, -1, -1, -1)
	}
	if key.markW > 0 {
		parts = append(parts, add(markSprites(key.markW, l.Scale))...)
	} else {
		parts = append(parts, -1, -1, -1)
	}
	b.AddDigits(&g.label, key.label, l.Scale, key.weight)
	b.AddDigits(&g.chipDigits, key.chipDigits, l.Scale, key.weight)
	b.AddDigits(&g.index, key.index, l.Scale, key.weight)
	b.AddDigits(&g.value, key.value, l.Scale, key.weight)
	g.sheet = b.Build(g.sheet)
	for i, img := range []**ebiten.Image{&g.stone, &g.ring, &g.chip, &g.chipEdge, &g.chipHint,
		&g.disc, &g.check, &g.cross, &g.mark, &g.markHollow, &g.more} {
		*img = nil
		if parts[i] >= 0 {
			*img = g.sheet.Sprite(parts[i])
		}
	}
	pen.UseSheet(g.sheet)
}

var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

// chipSprites draw a chip of w×h: its face, its outline and the hint's thicker outline.
func chipSprites(w, h, scale float64) (face, edge, hint *raster.Canvas) {
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	r := h * 0.3
	cv := raster.NewCanvas(iw, ih)
	cv.RoundRect(0, 0, w, h, r, white)
	face = cv
	stroke := func(t float64) *raster.Canvas {
		cv := raster.NewCanvas(iw, ih)
		half := t / 2
		cv.RoundRectStroke(half, half, w-t, h-t, r-half, t, white)
		return cv
	}
	return face, stroke(math.Max(1, 1.2*scale)), stroke(math.Max(2.5, 3.5*scale))
}

// buttonSprites draw a disc of diameter d and, to put on it, a check mark and a cross.
func buttonSprites(d, scale float64) (disc, check, cross *raster.Canvas) {
	n := int(math.Ceil(d))
	c := d / 2
	cv := raster.NewCanvas(n, n)
	cv.Disc(c, c, c-0.5, white)
	disc = cv
	lw := math.Max(2, d*0.1)
	// lines strokes polylines given as x, y pairs in units of d, with round caps and joins.
	lines := func(pls ...[]float64) *raster.Canvas {
		cv := raster.NewCanvas(n, n)
		for _, pl := range pls {
			pts := make([]raster.Point, 0, len(pl)/2)
			for i := 0; i+1 < len(pl); i += 2 {
				pts = append(pts, raster.Point{X: pl[i] * d, Y: pl[i+1] * d})
			}
			cv.Polyline(pts, lw, false, white)
		}
		return cv
	}
	check = lines([]float64{0.28, 0.52, 0.44, 0.68, 0.73, 0.34})
	cross = lines([]float64{0.33, 0.33, 0.67, 0.67}, []float64{0.67, 0.33, 0.33, 0.67})
	return disc, check, cross
}

// markSprites draw the strip's mark, a triangle w wide pointing up at its cell, filled
// and hollow, and the same triangle pointing right, past the strip's end.
func markSprites(w, scale float64) (mark, hollow, more *raster.Canvas) {
	n := int(math.Ceil(w)) + 2
	h := w * 0.8
	m := float64(n) / 2
	tri := []raster.Point{{X: m, Y: 1}, {X: m + w/2, Y: h}, {X: m - w/2, Y: h}}
	cv := raster.NewCanvas(n, n)
	cv.Polygon(tri, white)
	mark = cv
	hollow = raster.NewCanvas(n, n)
	hollow.Polyline(tri, math.Max(1.5, 1.5*scale), true, white)
	more = raster.NewCanvas(n, n)
	e := float64(n) - 1
	more.Polygon([]raster.Point{{X: e, Y: m}, {X: e - h, Y: m - w/2}, {X: e - h, Y: m + w/2}}, white)
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

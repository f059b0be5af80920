package fibscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/raster"
)

// painter draws the scene's rectangles, sprites and numbers with web/paint from one sheet,
// so that a frame allocates nothing and its draws are one batch (paint.Painter.UseSheet).
type painter struct {
	pen    paint.Painter
	digits paint.Digits
	ready  bool
	sheet  *paint.Sheet
	key    fitKey // what the sheet was drawn for

	stone *ebiten.Image // a shaded disc in greys, tinted by the draw call
	ring  *ebiten.Image // a ring around a stone
	arrow *ebiten.Image // a small triangle pointing down, the hint's mark of a winning cut
}

// fitKey is what the sprites are drawn for.
type fitKey struct{ d, labelH, scale, bold float64 }

// fit redraws the sprites for a stone of diameter d and digits of height labelH.
func (g *painter) fit(d, labelH, scale, bold float64) {
	g.ready = true
	key := fitKey{d, labelH, scale, bold}
	if g.sheet != nil && key == g.key {
		return
	}
	g.key = key
	var b paint.SheetBuilder
	stone, ring := -1, -1
	if d > 0 {
		s, r := stoneSprites(d, scale)
		stone, ring = b.AddCanvas(s), b.AddCanvas(r)
	}
	arrow := b.AddCanvas(arrowSprite(labelH * 0.6))
	b.AddDigits(&g.digits, labelH*0.8, scale, 0.11*bold)
	g.sheet = b.Build(g.sheet)
	g.stone, g.ring = nil, nil
	if d > 0 {
		g.stone, g.ring = g.sheet.Sprite(stone), g.sheet.Sprite(ring)
	}
	g.arrow = g.sheet.Sprite(arrow)
	g.pen.UseSheet(g.sheet)
}

func (g *painter) rect(screen *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	g.pen.Rect(screen, x, y, w, h, clr)
}

// frame outlines the rectangle x, y, w, h with lines t thick, outside it.
func (g *painter) frame(screen *ebiten.Image, x, y, w, h, t float64, clr color.RGBA) {
	g.pen.Frame(screen, x, y, w, h, t, clr)
}

// sprite draws img centred at (cx, cy), tinted.
func (g *painter) sprite(screen, img *ebiten.Image, cx, cy float64, clr color.RGBA) {
	g.pen.Sprite(screen, img, cx, cy, clr, 1)
}

// number writes n centred at cx with its top at y, at most maxW wide: shrunk to fit, and left
// out when it would be too small to read (the panel says every number). It reports whether it
// was drawn.
func (g *painter) number(screen *ebiten.Image, n uint64, cx, y, maxW float64, clr color.RGBA) bool {
	h := g.digits.H()
	if h == 0 {
		return false
	}
	width := g.digits.NumberWidth(n, 1)
	scale := 1.0
	if width > maxW {
		scale = maxW / width
	}
	if scale < 0.45 {
		return false
	}
	g.pen.Number(screen, &g.digits, n, cx-width*scale/2, y+(1-scale)*h/2, scale, clr, 1)
	return true
}

// numberWidth is how wide number draws n at full size.
func (g *painter) numberWidth(n uint64) float64 { return g.digits.NumberWidth(n, 1) }

// stoneSprites draws a stone of diameter d in shades of white (the draw call tints it) and
// the ring the hint draws around a stone.
func stoneSprites(d, scale float64) (stone, ring *raster.Canvas) {
	size := int(math.Ceil(d*1.3)) + 4
	c := float64(size) / 2
	r := d / 2
	// Drawn on the CPU and uploaded: ebiten/vector's shaders cost the first frame dearly.
	cv := raster.NewCanvas(size, size)
	cv.Disc(c, c, r, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	cv.Disc(c-r*0.22, c-r*0.26, r*0.55, color.RGBA{0xff, 0xff, 0xff, 0x70})
	cv.Ring(c, c, r, math.Max(1, d*0.05), color.RGBA{0x9a, 0x9a, 0x9a, 0xff})
	stone = cv

	ring = raster.NewCanvas(size, size)
	w := math.Max(1.5*scale, d*0.1)
	ring.Ring(c, c, r+w*0.9, w, color.RGBA{0xff, 0xff, 0xff, 0xff})
	return stone, ring
}

// arrowSprite is a white triangle h high pointing down.
func arrowSprite(h float64) *raster.Canvas {
	size := int(math.Ceil(h)) + 2
	cv := raster.NewCanvas(size, size)
	w := h * 0.9
	c := float64(size) / 2
	cv.Polygon([]raster.Point{{X: c - w/2, Y: 1}, {X: c + w/2, Y: 1}, {X: c, Y: h + 1}}, color.RGBA{0xff, 0xff, 0xff, 0xff})
	return cv
}

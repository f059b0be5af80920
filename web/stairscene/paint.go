package stairscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/raster"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// painter draws rectangles, coins and numbers with web/paint and images made once per
// size, so that a frame allocates nothing.
type painter struct {
	pen    paint.Painter
	ready  bool
	coins  [2]coinSprite // two sizes: a scene may draw coins on a strip and on stairs
	digits paint.Digits
	sheet  *paint.Sheet // the coins, the digits and the white pixel, in one image
	key    fitKey       // what the sheet was drawn for
}

// fitKey is what the sprites are drawn for.
type fitKey struct{ d0, d1, labelH, scale, bold float64 }

// coinSprite is a coin of diameter d drawn in shades of white (the draw call tints it), and
// the ring the hint and the ghosts draw.
type coinSprite struct {
	d          float64
	disc, ring *ebiten.Image
}

// fit makes the sprites for coins of diameters d0 and d1 (0: none) and digits labelH high,
// all on one sheet, so that a frame's draws are one batch (paint.Painter.UseSheet).
func (g *painter) fit(d0, d1, labelH, scale, bold float64) {
	g.ready = true
	key := fitKey{d0, d1, labelH, scale, bold}
	if g.sheet != nil && key == g.key {
		return
	}
	g.key = key
	var b paint.SheetBuilder
	var parts [2][2]int
	for i, d := range [2]float64{d0, d1} {
		g.coins[i].d = d
		if d > 0 {
			disc, ring := coinSprites(d, scale)
			parts[i] = [2]int{b.AddCanvas(disc), b.AddCanvas(ring)}
		}
	}
	b.AddDigits(&g.digits, labelH, scale, 0.11*bold)
	g.sheet = b.Build(g.sheet)
	for i := range g.coins {
		c := &g.coins[i]
		c.disc, c.ring = nil, nil
		if c.d > 0 {
			c.disc, c.ring = g.sheet.Sprite(parts[i][0]), g.sheet.Sprite(parts[i][1])
		}
	}
	g.pen.UseSheet(g.sheet)
}

func (g *painter) rect(dst *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	g.pen.Rect(dst, x, y, w, h, clr)
}

func (g *painter) fill(dst *ebiten.Image, r stairlayout.Rect, clr color.RGBA) {
	g.rect(dst, r.X, r.Y, r.W, r.H, clr)
}

// frame outlines r with a line t thick inside it.
func (g *painter) frame(dst *ebiten.Image, r stairlayout.Rect, t float64, clr color.RGBA) {
	g.pen.Frame(dst, r.X+t, r.Y+t, r.W-2*t, r.H-2*t, t, clr)
}

// coin draws sprite i's disc (or ring) centred at (cx, cy), at diameter d (its own size
// unless d differs, then scaled smoothly: a coin on its way between sizes).
func (g *painter) coin(dst *ebiten.Image, i int, ring bool, cx, cy, d float64, clr color.RGBA, alpha float64) {
	c := &g.coins[i]
	img := c.disc
	if ring {
		img = c.ring
	}
	if img == nil {
		return
	}
	if d > 0 && math.Abs(d-c.d) > 0.5 {
		b := img.Bounds()
		k := d / c.d
		g.pen.Image(dst, img, cx-k*float64(b.Dx())/2, cy-k*float64(b.Dy())/2, k, k, clr, alpha)
		return
	}
	g.pen.Sprite(dst, img, cx, cy, clr, alpha)
}

// number writes n centred in r, as high as r (shrunk to fit its width). It reports false
// when the number would be too small to read: the panel has every number too.
func (g *painter) number(dst *ebiten.Image, n uint64, r stairlayout.Rect, clr color.RGBA, alpha float64) bool {
	dh := g.digits.H()
	if dh == 0 || alpha <= 0 {
		return false
	}
	h := math.Min(r.H, dh)
	scale := h / dh
	width := g.digits.NumberWidth(n, scale) - glyph.Gap*h
	if width > r.W*0.94 {
		scale *= r.W * 0.94 / width
		width = r.W * 0.94
	}
	if scale*dh < 6 {
		return false
	}
	g.pen.Number(dst, &g.digits, n, r.X+(r.W-width)/2, r.Y+(r.H-dh*scale)/2, scale, clr, alpha)
	return true
}

// coinSprites draws a coin of diameter d: a disc with a rim and a soft highlight.
func coinSprites(d, scale float64) (disc, ring *raster.Canvas) {
	size := int(math.Ceil(d)) + 4
	c := float64(size) / 2
	r := d / 2 * 0.88
	// Drawn on the CPU and uploaded: ebiten/vector's shaders cost the first frame dearly.
	cv := raster.NewCanvas(size, size)
	cv.Disc(c, c, r, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	cv.Ring(c, c, r*0.74, math.Max(1, d*0.035), color.RGBA{0xf4, 0xf4, 0xf4, 0xff})
	cv.Disc(c-r*0.25, c-r*0.28, r*0.34, color.RGBA{0xff, 0xff, 0xff, 0x60})
	cv.Ring(c, c, r, math.Max(1, d*0.05), color.RGBA{0x98, 0x98, 0x98, 0xff})
	disc = cv

	cv = raster.NewCanvas(size, size)
	w := math.Max(1.6*scale, d*0.09)
	cv.Ring(c, c, d/2-w/2-0.5, w, color.RGBA{0xff, 0xff, 0xff, 0xff})
	return disc, cv
}

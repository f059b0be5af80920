package stairscene

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// Colours of the light theme: calm enough to project, each hue with one meaning.
var (
	background = rgb(0xf6, 0xf4, 0xee)
	blockEven  = rgb(0xdd, 0xd6, 0xc8) // a step's stone
	blockOdd   = rgb(0xef, 0xdc, 0xa4) // an odd step: tinted gold
	treadEdge  = rgb(0xa8, 0x9c, 0x82)
	floorInk   = rgb(0x7c, 0x74, 0x61)
	labelEven  = rgb(0xe6, 0xe1, 0xd6)
	labelOdd   = rgb(0xf2, 0xc1, 0x3e) // the odd steps' label strip
	coinBlue   = rgb(0x2e, 0x6f, 0xb7)
	moveOrange = rgb(0xe0, 0x7a, 0x1f) // the coins a press would move, and where they would go
	hintGreen  = rgb(0x1f, 0x9d, 0x55)
	labelInk   = rgb(0x2d, 0x2a, 0x24)
	countInk   = rgb(0x5d, 0x56, 0x48)
	cellFill   = rgb(0xfc, 0xfb, 0xf7)
	cellLine   = rgb(0xb3, 0xa8, 0x90)
	gapOdd     = rgb(0xe0, 0xa1, 0x1b) // a gap that becomes an odd step
	gapEven    = rgb(0x9a, 0xa3, 0xb2) // a gap that becomes an even step
	dropTint   = fade(rgb(0xe0, 0x7a, 0x1f), 0.10)
)

// painter draws rectangles, coins and numbers with images made once per size, so that a
// frame allocates nothing.
type painter struct {
	op     ebiten.DrawImageOptions
	pixel  *ebiten.Image
	coins  [2]coinSprite // two sizes: a scene may draw coins on a strip and on stairs
	digits [10]*ebiten.Image
	digitH float64
	pad    int
	buf    [20]byte
}

// coinSprite is a coin of diameter d drawn in shades of white (the draw call tints it), and
// the ring the hint and the ghosts draw.
type coinSprite struct {
	d          float64
	disc, ring *ebiten.Image
}

// fit makes the sprites for coins of diameters d0 and d1 (0: none) and digits labelH high.
func (g *painter) fit(d0, d1, labelH, scale float64) {
	if g.pixel == nil {
		src := ebiten.NewImage(3, 3)
		src.Fill(color.White)
		// The middle pixel of a white 3×3 image: scaled up, its edges do not bleed.
		g.pixel = src.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	for i, d := range [2]float64{d0, d1} {
		c := &g.coins[i]
		if d != c.d {
			c.d = d
			c.disc, c.ring = dispose(c.disc), dispose(c.ring)
			if d > 0 {
				c.disc, c.ring = coinSprites(d, scale)
			}
		}
	}
	if h := math.Round(labelH); h != g.digitH && h > 0 {
		for i := range g.digits {
			g.digits[i] = dispose(g.digits[i])
		}
		g.digits, g.digitH, g.pad = digitSprites(h, scale)
	}
}

func dispose(img *ebiten.Image) *ebiten.Image {
	if img != nil {
		img.Deallocate()
	}
	return nil
}

func (g *painter) rect(dst *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 || clr.A == 0 {
		return
	}
	g.op.GeoM.Reset()
	g.op.GeoM.Scale(w, h)
	g.op.GeoM.Translate(x, y)
	g.op.ColorScale.Reset()
	g.op.ColorScale.ScaleWithColor(clr)
	g.op.Filter = ebiten.FilterNearest
	dst.DrawImage(g.pixel, &g.op)
}

func (g *painter) fill(dst *ebiten.Image, r stairlayout.Rect, clr color.RGBA) {
	g.rect(dst, r.X, r.Y, r.W, r.H, clr)
}

// frame outlines r with a line t thick inside it.
func (g *painter) frame(dst *ebiten.Image, r stairlayout.Rect, t float64, clr color.RGBA) {
	g.rect(dst, r.X, r.Y, r.W, t, clr)
	g.rect(dst, r.X, r.Y+r.H-t, r.W, t, clr)
	g.rect(dst, r.X, r.Y+t, t, r.H-2*t, clr)
	g.rect(dst, r.X+r.W-t, r.Y+t, t, r.H-2*t, clr)
}

// coin draws sprite i's disc (or ring) centred at (cx, cy), at diameter d (its own size
// unless d differs, then scaled smoothly: a coin on its way between sizes).
func (g *painter) coin(dst *ebiten.Image, i int, ring bool, cx, cy, d float64, clr color.RGBA, alpha float64) {
	c := &g.coins[i]
	img := c.disc
	if ring {
		img = c.ring
	}
	if img == nil || alpha <= 0 {
		return
	}
	b := img.Bounds()
	g.op.GeoM.Reset()
	g.op.Filter = ebiten.FilterNearest
	if d > 0 && math.Abs(d-c.d) > 0.5 {
		k := d / c.d
		g.op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
		g.op.GeoM.Scale(k, k)
		g.op.GeoM.Translate(cx, cy)
		g.op.Filter = ebiten.FilterLinear
	} else {
		g.op.GeoM.Translate(math.Round(cx-float64(b.Dx())/2), math.Round(cy-float64(b.Dy())/2))
	}
	g.op.ColorScale.Reset()
	g.op.ColorScale.ScaleWithColor(clr)
	g.op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, &g.op)
}

// number writes n centred in r, as high as r (shrunk to fit its width). It reports false
// when the number would be too small to read: the panel has every number too.
func (g *painter) number(dst *ebiten.Image, n uint64, r stairlayout.Rect, clr color.RGBA, alpha float64) bool {
	if g.digitH == 0 || alpha <= 0 {
		return false
	}
	digits := strconv.AppendUint(g.buf[:0], n, 10)
	h := math.Min(r.H, g.digitH)
	scale := h / g.digitH
	width := glyph.Advance(len(digits), h) - glyph.Gap*h
	if width > r.W*0.94 {
		scale *= r.W * 0.94 / width
		width = r.W * 0.94
	}
	if scale*g.digitH < 6 {
		return false
	}
	x := r.X + (r.W-width)/2
	y := r.Y + (r.H-g.digitH*scale)/2
	adv := glyph.Advance(1, g.digitH*scale)
	for _, d := range digits {
		g.op.GeoM.Reset()
		g.op.GeoM.Translate(-float64(g.pad), -float64(g.pad))
		g.op.GeoM.Scale(scale, scale)
		g.op.GeoM.Translate(x, y)
		g.op.ColorScale.Reset()
		g.op.ColorScale.ScaleWithColor(clr)
		g.op.ColorScale.ScaleAlpha(float32(alpha))
		g.op.Filter = ebiten.FilterLinear
		dst.DrawImage(g.digits[d-'0'], &g.op)
		x += adv
	}
	return true
}

// coinSprites draws a coin of diameter d: a disc with a rim and a soft highlight.
func coinSprites(d, scale float64) (disc, ring *ebiten.Image) {
	size := int(math.Ceil(d)) + 4
	c := float32(size) / 2
	r := float32(d/2) * 0.88
	disc = ebiten.NewImage(size, size)
	vector.FillCircle(disc, c, c, r, color.Gray{0xd8}, true)
	vector.StrokeCircle(disc, c, c, r*0.74, float32(math.Max(1, d*0.035)), color.Gray{0xf4}, true)
	vector.FillCircle(disc, c-r*0.25, c-r*0.28, r*0.34, color.RGBA{0xff, 0xff, 0xff, 0x60}, true)
	vector.StrokeCircle(disc, c, c, r, float32(math.Max(1, d*0.05)), color.Gray{0x98}, true)

	ring = ebiten.NewImage(size, size)
	w := float32(math.Max(1.6*scale, d*0.09))
	vector.StrokeCircle(ring, c, c, float32(d/2)-w/2-0.5, w, color.White, true)
	return disc, ring
}

// digitSprites strokes the digits at height h (device pixels), white, each in an image with
// pad pixels of margin so round caps are not cut.
func digitSprites(h, scale float64) (imgs [10]*ebiten.Image, height float64, pad int) {
	lw := math.Max(1.2*scale, h*0.11)
	pad = int(math.Ceil(lw))
	w := int(math.Ceil(glyph.Width*h)) + 2*pad
	ht := int(math.Ceil(h)) + 2*pad
	so := &vector.StrokeOptions{Width: float32(lw), LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}
	do := &vector.DrawPathOptions{AntiAlias: true}
	for i := range imgs {
		img := ebiten.NewImage(w, ht)
		var path vector.Path
		for _, pl := range glyph.Strokes(rune('0' + i)) {
			for k, pt := range pl {
				x, y := float32(float64(pad)+pt.X*h), float32(float64(pad)+pt.Y*h)
				if k == 0 {
					path.MoveTo(x, y)
				} else {
					path.LineTo(x, y)
				}
			}
		}
		vector.StrokePath(img, &path, so, do)
		imgs[i] = img
	}
	return imgs, h, pad
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// fade returns c with its alpha scaled by a, premultiplied as Ebiten expects.
func fade(c color.RGBA, a float64) color.RGBA {
	a = min(max(a, 0), 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// mix is the colour t of the way from a to b (opaque colours).
func mix(a, b color.RGBA, t float64) color.RGBA {
	t = min(max(t, 0), 1)
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 0xff}
}

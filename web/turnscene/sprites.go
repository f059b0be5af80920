package turnscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
)

// Coin faces: heads a gold coin with a face, tails a plain grey one with a diamond, so the two
// differ in colour and in shape (no letters on the canvas).
var (
	goldFill  = palette.RGB(0xe8, 0xb9, 0x31)
	goldRim   = palette.RGB(0xb0, 0x7f, 0x1c)
	goldShine = palette.RGB(0xf6, 0xd8, 0x6e)
	goldInk   = palette.RGB(0x6b, 0x47, 0x0e)
	greyFill  = palette.RGB(0xbc, 0xc0, 0xc6)
	greyRim   = palette.RGB(0x8a, 0x8f, 0x97)
	greyShine = palette.RGB(0xd6, 0xd9, 0xdd)
	greyInk   = palette.RGB(0x9a, 0xa0, 0xa8)
)

// sprites are drawn once for the coin size and the digits' height.
type sprites struct {
	d, valueH float64

	heads, tails *ebiten.Image
	ring         *ebiten.Image // hugging a coin: the move's coins, and the hover
	outer        *ebiten.Image // a little further out: the hint's winning heads
	dot          *ebiten.Image // a small disc the arcs are drawn with
	mark         *ebiten.Image // a larger disc over each coin of an arc's move
	xor          *ebiten.Image // ⊕, before the row's value
}

func (s *sprites) fit(g *painter, d, valueH, scale, bold float64) {
	g.digits.Fit(valueH, scale, 0.11*bold)
	g.ready = true
	g.minH = scale
	if d != s.d && d > 0 {
		s.d = d
		for _, img := range []*ebiten.Image{s.heads, s.tails, s.ring, s.outer, s.dot, s.mark} {
			paint.Dispose(img)
		}
		s.heads, s.tails = coinSprite(d, true), coinSprite(d, false)
		w := math.Max(2*scale, d*0.07)
		s.ring = ringSprite(d/2+w*0.9, w)
		s.outer = ringSprite(d/2+w*2.6, w)
		s.dot = discSprite(math.Max(2.4*scale, d*0.07))
		s.mark = discSprite(math.Max(4*scale, d*0.1))
	}
	if valueH != s.valueH && valueH > 0 {
		s.valueH = valueH
		paint.Dispose(s.xor)
		s.xor = xorSprite(valueH, math.Max(1.2*scale, valueH*0.11))
	}
}

// coinSprite draws a coin of diameter d: heads gold with a face, tails grey with a diamond.
func coinSprite(d float64, heads bool) *ebiten.Image {
	size := int(math.Ceil(d)) + 4
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	r := float32(d / 2)
	fill, rim, shine, ink := greyFill, greyRim, greyShine, greyInk
	if heads {
		fill, rim, shine, ink = goldFill, goldRim, goldShine, goldInk
	}
	vector.FillCircle(img, c, c, r, fill, true)
	vector.StrokeCircle(img, c, c, r*0.78, max(1, r*0.05), shine, true)
	vector.StrokeCircle(img, c, c, r-max(1, r*0.06)/2, max(1, r*0.09), rim, true)
	if heads {
		// A friendly face: two eyes and a smile.
		vector.FillCircle(img, c-r*0.22, c-r*0.14, r*0.085, ink, true)
		vector.FillCircle(img, c+r*0.22, c-r*0.14, r*0.085, ink, true)
		var smile vector.Path
		for k := 0; k <= 12; k++ {
			a := (25 + 130*float64(k)/12) * math.Pi / 180
			x := c + r*0.36*float32(math.Cos(a))
			y := c - r*0.02 + r*0.32*float32(math.Sin(a))
			if k == 0 {
				smile.MoveTo(x, y)
			} else {
				smile.LineTo(x, y)
			}
		}
		vector.StrokePath(img, &smile, &vector.StrokeOptions{Width: max(1, r*0.09), LineCap: vector.LineCapRound}, &vector.DrawPathOptions{AntiAlias: true})
	} else {
		var diamond vector.Path
		k := r * 0.3
		diamond.MoveTo(c, c-k)
		diamond.LineTo(c+k, c)
		diamond.LineTo(c, c+k)
		diamond.LineTo(c-k, c)
		diamond.Close()
		vector.FillPath(img, &diamond, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: paint.Scale(ink)})
	}
	return img
}

// ringSprite is a white ring of radius r and width w.
func ringSprite(r, w float64) *ebiten.Image {
	size := int(math.Ceil(2*(r+w))) + 4
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	vector.StrokeCircle(img, c, c, float32(r), float32(w), color.White, true)
	return img
}

// discSprite is a white disc of radius r.
func discSprite(r float64) *ebiten.Image {
	size := int(math.Ceil(2*r)) + 4
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	vector.FillCircle(img, c, c, float32(r), color.White, true)
	return img
}

// xorSprite is ⊕ h high, white, drawn with lines lw wide.
func xorSprite(h, lw float64) *ebiten.Image {
	size := int(math.Ceil(h+2*lw)) + 2
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	r := float32(h*0.42) - float32(lw)/2
	vector.StrokeCircle(img, c, c, r, float32(lw), color.White, true)
	vector.StrokeLine(img, c-r, c, c+r, c, float32(lw), color.White, true)
	vector.StrokeLine(img, c, c-r, c, c+r, float32(lw), color.White, true)
	return img
}

package turnscene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/raster"
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
	key       [4]float64 // d, valueH, scale and bold: what the sheet was drawn for

	heads, tails *ebiten.Image
	ring         *ebiten.Image // hugging a coin: the move's coins, and the hover
	outer        *ebiten.Image // a little further out: the hint's winning heads
	dot          *ebiten.Image // a small disc the arcs are drawn with
	mark         *ebiten.Image // a larger disc over each coin of an arc's move
	xor          *ebiten.Image // ⊕, before the row's value
}

func (s *sprites) fit(g *painter, d, valueH, scale, bold float64) {
	g.ready = true
	g.minH = scale
	key := [4]float64{d, valueH, scale, bold}
	if g.sheet != nil && key == s.key {
		return
	}
	s.key = key
	// Every sprite and the digits on one sheet, so that a frame's draws are one batch
	// (paint.Painter.UseSheet).
	var b paint.SheetBuilder
	var coins [6]int
	if d > 0 {
		w := math.Max(2*scale, d*0.07)
		for i, cv := range []*raster.Canvas{coinSprite(d, true), coinSprite(d, false),
			ringSprite(d/2+w*0.9, w), ringSprite(d/2+w*2.6, w),
			discSprite(math.Max(2.4*scale, d*0.07)), discSprite(math.Max(4*scale, d*0.1))} {
			coins[i] = b.AddCanvas(cv)
		}
	}
	xor := -1
	if valueH > 0 {
		xor = b.AddCanvas(xorSprite(valueH, math.Max(1.2*scale, valueH*0.11)))
	}
	b.AddDigits(&g.digits, valueH, scale, 0.11*bold)
	g.sheet = b.Build(g.sheet)
	g.pen.UseSheet(g.sheet)
	s.d, s.valueH = d, valueH
	s.heads, s.tails, s.ring, s.outer, s.dot, s.mark, s.xor = nil, nil, nil, nil, nil, nil, nil
	if d > 0 {
		sp := g.sheet.Sprite
		s.heads, s.tails, s.ring, s.outer, s.dot, s.mark = sp(coins[0]), sp(coins[1]), sp(coins[2]), sp(coins[3]), sp(coins[4]), sp(coins[5])
	}
	if xor >= 0 {
		s.xor = g.sheet.Sprite(xor)
	}
}

// coinSprite draws a coin of diameter d: heads gold with a face, tails grey with a diamond.
// Sprites are drawn on the CPU and uploaded: ebiten/vector's shaders cost the first frame
// dearly.
func coinSprite(d float64, heads bool) *raster.Canvas {
	size := int(math.Ceil(d)) + 4
	cv := raster.NewCanvas(size, size)
	c := float64(size) / 2
	r := d / 2
	fill, rim, shine, ink := greyFill, greyRim, greyShine, greyInk
	if heads {
		fill, rim, shine, ink = goldFill, goldRim, goldShine, goldInk
	}
	cv.Disc(c, c, r, fill)
	cv.Ring(c, c, r*0.78, max(1, r*0.05), shine)
	cv.Ring(c, c, r-max(1, r*0.06)/2, max(1, r*0.09), rim)
	if heads {
		// A friendly face: two eyes and a smile.
		cv.Disc(c-r*0.22, c-r*0.14, r*0.085, ink)
		cv.Disc(c+r*0.22, c-r*0.14, r*0.085, ink)
		smile := make([]raster.Point, 0, 13)
		for k := 0; k <= 12; k++ {
			a := (25 + 130*float64(k)/12) * math.Pi / 180
			smile = append(smile, raster.Point{X: c + r*0.36*math.Cos(a), Y: c - r*0.02 + r*0.32*math.Sin(a)})
		}
		cv.Polyline(smile, max(1, r*0.09), false, ink)
	} else {
		k := r * 0.3
		cv.Polygon([]raster.Point{{X: c, Y: c - k}, {X: c + k, Y: c}, {X: c, Y: c + k}, {X: c - k, Y: c}}, ink)
	}
	return cv
}

// ringSprite is a white ring of radius r and width w.
func ringSprite(r, w float64) *raster.Canvas {
	size := int(math.Ceil(2*(r+w))) + 4
	cv := raster.NewCanvas(size, size)
	c := float64(size) / 2
	cv.Ring(c, c, r, w, white)
	return cv
}

// discSprite is a white disc of radius r.
func discSprite(r float64) *raster.Canvas {
	size := int(math.Ceil(2*r)) + 4
	cv := raster.NewCanvas(size, size)
	c := float64(size) / 2
	cv.Disc(c, c, r, white)
	return cv
}

// xorSprite is ⊕ h high, white, drawn with lines lw wide.
func xorSprite(h, lw float64) *raster.Canvas {
	size := int(math.Ceil(h+2*lw)) + 2
	cv := raster.NewCanvas(size, size)
	c := float64(size) / 2
	r := h*0.42 - lw/2
	cv.Ring(c, c, r, lw, white)
	cv.Line(raster.Point{X: c - r, Y: c}, raster.Point{X: c + r, Y: c}, lw, white)
	cv.Line(raster.Point{X: c, Y: c - r}, raster.Point{X: c, Y: c + r}, lw, white)
	return cv
}

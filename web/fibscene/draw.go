package fibscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/nimscope/nimscope/web/paint"
)

// painter draws the scene's rectangles, sprites and numbers with web/paint, so that a
// frame allocates nothing.
type painter struct {
	pen    paint.Painter
	digits paint.Digits
	ready  bool

	stone *ebiten.Image // a shaded disc in greys, tinted by the draw call
	ring  *ebiten.Image // a ring around a stone
	arrow *ebiten.Image // a small triangle pointing down, the hint's mark of a winning cut

	d, labelH float64 // the sizes the sprites were drawn for
}

// fit redraws the sprites for a stone of diameter d and digits of height labelH.
func (g *painter) fit(d, labelH, scale, bold float64) {
	g.ready = true
	if d != g.d {
		g.d = d
		g.stone = paint.Dispose(g.stone)
		g.ring = paint.Dispose(g.ring)
		if d > 0 {
			g.stone, g.ring = stoneSprites(d, scale)
		}
	}
	g.digits.Fit(labelH*0.8, scale, 0.11*bold)
	if labelH != g.labelH {
		g.labelH = labelH
		g.arrow = paint.Dispose(g.arrow)
		g.arrow = arrowSprite(labelH * 0.6)
	}
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
func stoneSprites(d, scale float64) (stone, ring *ebiten.Image) {
	size := int(math.Ceil(d*1.3)) + 4
	c := float32(size) / 2
	r := float32(d / 2)
	stone = ebiten.NewImage(size, size)
	vector.FillCircle(stone, c, c, r, color.Gray{0xd8}, true)
	vector.FillCircle(stone, c-r*0.22, c-r*0.26, r*0.55, color.RGBA{0xff, 0xff, 0xff, 0x70}, true)
	vector.StrokeCircle(stone, c, c, r, float32(math.Max(1, d*0.05)), color.Gray{0x9a}, true)

	ring = ebiten.NewImage(size, size)
	w := float32(math.Max(1.5*scale, d*0.1))
	vector.StrokeCircle(ring, c, c, r+w*0.9, w, color.White, true)
	return stone, ring
}

// arrowSprite is a white triangle h high pointing down.
func arrowSprite(h float64) *ebiten.Image {
	size := int(math.Ceil(h)) + 2
	img := ebiten.NewImage(size, size)
	var p vector.Path
	w := float32(h * 0.9)
	c := float32(size) / 2
	p.MoveTo(c-w/2, 1)
	p.LineTo(c+w/2, 1)
	p.LineTo(c, float32(h)+1)
	p.Close()
	vector.FillPath(img, &p, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true})
	return img
}

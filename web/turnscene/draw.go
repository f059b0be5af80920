package turnscene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/paint"
)

// painter draws the scene's rectangles, sprites and numbers with web/paint, so that a
// frame allocates nothing.
type painter struct {
	pen    paint.Painter
	digits paint.Digits
	sheet  *paint.Sheet // the scene's sprites, the digits and the white pixel, in one image
	ready  bool
	minH   float64 // device pixels per CSS pixel: digits under 6 CSS pixels are left out
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

// number writes n centred at cx with its top at y, h high but at most maxW wide: shrunk to
// fit, and left out when it would be too small to read (the panel says every number).
func (g *painter) number(screen *ebiten.Image, n uint64, cx, y, h, maxW float64, clr color.RGBA) {
	dh := g.digits.H()
	if dh == 0 {
		return
	}
	scale := h / dh
	if width := g.digits.NumberWidth(n, scale); width > maxW {
		scale *= maxW / width
	}
	if scale*dh < 6*g.minH {
		return
	}
	x := cx - g.digits.NumberWidth(n, scale)/2
	g.pen.Number(screen, &g.digits, n, x, y+(h-scale*dh)/2, scale, clr, 1)
}

// numberWidth is how wide number draws n at the digits' own height.
func (g *painter) numberWidth(n uint64) float64 { return g.digits.NumberWidth(n, 1) }

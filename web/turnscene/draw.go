package turnscene

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/nimscope/nimscope/web/glyph"
)

// painter draws rectangles, tinted sprites and numbers, reusing one set of draw options so
// that a frame allocates nothing.
type painter struct {
	op     ebiten.DrawImageOptions
	digits [24]byte

	pixel  *ebiten.Image
	glyphs [10]*ebiten.Image
	glyphH float64
	pad    int
	minH   float64 // device pixels per CSS pixel: digits under 6 CSS pixels are left out
}

func dispose(img *ebiten.Image) *ebiten.Image {
	if img != nil {
		img.Deallocate()
	}
	return nil
}

func (g *painter) rect(screen *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 || g.pixel == nil {
		return
	}
	g.op.GeoM.Reset()
	g.op.GeoM.Scale(w, h)
	g.op.GeoM.Translate(x, y)
	g.op.ColorScale.Reset()
	g.op.ColorScale.ScaleWithColor(clr)
	g.op.Filter = ebiten.FilterNearest
	screen.DrawImage(g.pixel, &g.op)
}

// frame outlines the rectangle x, y, w, h with lines t thick, outside it.
func (g *painter) frame(screen *ebiten.Image, x, y, w, h, t float64, clr color.RGBA) {
	g.rect(screen, x-t, y-t, w+2*t, t, clr)
	g.rect(screen, x-t, y+h, w+2*t, t, clr)
	g.rect(screen, x-t, y, t, h, clr)
	g.rect(screen, x+w, y, t, h, clr)
}

// sprite draws img centred at (cx, cy), tinted.
func (g *painter) sprite(screen, img *ebiten.Image, cx, cy float64, clr color.RGBA) {
	if img == nil {
		return
	}
	b := img.Bounds()
	g.op.GeoM.Reset()
	g.op.GeoM.Translate(math.Round(cx-float64(b.Dx())/2), math.Round(cy-float64(b.Dy())/2))
	g.op.ColorScale.Reset()
	g.op.ColorScale.ScaleWithColor(clr)
	g.op.Filter = ebiten.FilterNearest
	screen.DrawImage(img, &g.op)
}

// number writes n centred at cx with its top at y, h high but at most maxW wide: shrunk to
// fit, and left out when it would be too small to read (the panel says every number).
func (g *painter) number(screen *ebiten.Image, n uint64, cx, y, h, maxW float64, clr color.RGBA) {
	if g.glyphH == 0 {
		return
	}
	digits := strconv.AppendUint(g.digits[:0], n, 10)
	scale := h / g.glyphH
	adv := glyph.Advance(1, g.glyphH)
	if width := glyph.Advance(len(digits), g.glyphH) * scale; width > maxW {
		scale *= maxW / width
	}
	if scale*g.glyphH < 6*g.minH {
		return
	}
	x := cx - glyph.Advance(len(digits), g.glyphH)*scale/2
	for _, d := range digits {
		g.op.GeoM.Reset()
		g.op.GeoM.Translate(-float64(g.pad), -float64(g.pad))
		g.op.GeoM.Scale(scale, scale)
		g.op.GeoM.Translate(x, y+(h-scale*g.glyphH)/2)
		g.op.ColorScale.Reset()
		g.op.ColorScale.ScaleWithColor(clr)
		g.op.Filter = ebiten.FilterLinear
		screen.DrawImage(g.glyphs[d-'0'], &g.op)
		x += adv * scale
	}
}

// numberWidth is how wide number draws n at the digits' own height.
func (g *painter) numberWidth(n uint64) float64 {
	digits := strconv.AppendUint(g.digits[:0], n, 10)
	return glyph.Advance(len(digits), g.glyphH)
}

// digitSprites strokes the digits at height h (device pixels), white, each in an image with
// pad pixels of margin so round caps are not cut.
func digitSprites(h, scale float64) (imgs [10]*ebiten.Image, height float64, pad int) {
	h = math.Round(h)
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

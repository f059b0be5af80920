package fibscene

import (
	"image"
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
	stone  *ebiten.Image // a shaded disc in greys, tinted by the draw call
	ring   *ebiten.Image // a ring around a stone
	arrow  *ebiten.Image // a small triangle pointing down, the hint's mark of a winning cut
	glyphs [10]*ebiten.Image
	glyphH float64
	pad    int

	d, labelH float64 // the sizes the sprites were drawn for
}

// fit redraws the sprites for a stone of diameter d and digits of height labelH.
func (g *painter) fit(d, labelH, scale float64) {
	if g.pixel == nil {
		src := ebiten.NewImage(3, 3)
		src.Fill(color.White)
		// The middle pixel of a white 3×3 image: scaled up, its edges do not bleed.
		g.pixel = src.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	if d != g.d {
		g.d = d
		g.stone = dispose(g.stone)
		g.ring = dispose(g.ring)
		if d > 0 {
			g.stone, g.ring = stoneSprites(d, scale)
		}
	}
	if labelH != g.labelH {
		g.labelH = labelH
		for i := range g.glyphs {
			g.glyphs[i] = dispose(g.glyphs[i])
		}
		g.arrow = dispose(g.arrow)
		g.glyphs, g.glyphH, g.pad = digitSprites(labelH*0.8, scale)
		g.arrow = arrowSprite(labelH * 0.6)
	}
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

// number writes n centred at cx with its top at y, at most maxW wide: shrunk to fit, and left
// out when it would be too small to read (the panel says every number). It reports whether it
// was drawn.
func (g *painter) number(screen *ebiten.Image, n uint64, cx, y, maxW float64, clr color.RGBA) bool {
	if g.glyphH == 0 {
		return false
	}
	digits := strconv.AppendUint(g.digits[:0], n, 10)
	adv := glyph.Advance(1, g.glyphH)
	width := glyph.Advance(len(digits), g.glyphH)
	scale := 1.0
	if width > maxW {
		scale = maxW / width
	}
	if scale < 0.45 {
		return false
	}
	x := cx - width*scale/2
	for _, d := range digits {
		g.op.GeoM.Reset()
		g.op.GeoM.Translate(-float64(g.pad), -float64(g.pad))
		g.op.GeoM.Scale(scale, scale)
		g.op.GeoM.Translate(x, y+(1-scale)*g.glyphH/2)
		g.op.ColorScale.Reset()
		g.op.ColorScale.ScaleWithColor(clr)
		g.op.Filter = ebiten.FilterLinear
		screen.DrawImage(g.glyphs[d-'0'], &g.op)
		x += adv * scale
	}
	return true
}

// numberWidth is how wide number draws n at full size.
func (g *painter) numberWidth(n uint64) float64 {
	digits := strconv.AppendUint(g.digits[:0], n, 10)
	return glyph.Advance(len(digits), g.glyphH)
}

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

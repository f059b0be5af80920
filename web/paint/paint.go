// Package paint holds the drawing helpers the scenes share: filled rectangles, tinted
// sprites and numbers from a digit atlas, all drawn with one filter from small images, so
// that Ebiten merges a frame's draw calls into one command, and nothing is allocated per
// call.
//
// Two things allocate in Ebiten per draw call, and this package avoids both: boxing a
// color.RGBA into a color.Color (ColorScale.ScaleWithColor, Image.Fill), and a draw call
// that cannot be merged with the one before (another filter, shader or blend starts a new
// command, and each command allocates). Every call here uses FilterLinear: the white pixel
// is the middle of a white 3×3 image and sprites are placed on whole pixels, so linear
// sampling draws them as nearest would, and digits scaled down stay smooth. No call uses
// mipmaps (see draw).
package paint

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/raster"
)

// Filter is the filter every draw call of the scenes uses, so that they merge.
const Filter = ebiten.FilterLinear

// Painter draws on an image with reused options: a frame's calls allocate nothing.
type Painter struct {
	op    ebiten.DrawImageOptions
	pixel *ebiten.Image
	buf   [24]byte
}

// Pixel is a white pixel to scale into rectangles or to use as the source of triangles;
// made on first use.
func (p *Painter) Pixel() *ebiten.Image {
	if p.pixel == nil {
		src := ebiten.NewImage(3, 3)
		src.Fill(color.White)
		// The middle pixel of a white 3×3 image: scaled or sampled anywhere, its edges
		// never bleed.
		p.pixel = src.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return p.pixel
}

// Clear paints all of dst with c, as dst.Fill would, but in the same command as the draws
// that follow (Fill is a command of its own, and takes a color.Color).
func (p *Painter) Clear(dst *ebiten.Image, c color.RGBA) {
	b := dst.Bounds()
	c.A = 0xff
	p.Rect(dst, float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), c)
}

// Rect fills the rectangle x, y, w, h with c (premultiplied, as Ebiten takes colours).
func (p *Painter) Rect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA) {
	if w <= 0 || h <= 0 || c.A == 0 {
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(w, h)
	p.op.GeoM.Translate(x, y)
	p.draw(dst, p.Pixel(), c, 1)
}

// Frame outlines the rectangle x, y, w, h with lines t thick, outside it.
func (p *Painter) Frame(dst *ebiten.Image, x, y, w, h, t float64, c color.RGBA) {
	p.Rect(dst, x-t, y-t, w+2*t, t, c)
	p.Rect(dst, x-t, y+h, w+2*t, t, c)
	p.Rect(dst, x-t, y, t, h, c)
	p.Rect(dst, x+w, y, t, h, c)
}

// Sprite draws img centred at cx, cy on a whole pixel, tinted with c and faded by alpha.
func (p *Painter) Sprite(dst, img *ebiten.Image, cx, cy float64, c color.RGBA, alpha float64) {
	if img == nil {
		return
	}
	b := img.Bounds()
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(math.Round(cx-float64(b.Dx())/2), math.Round(cy-float64(b.Dy())/2))
	p.draw(dst, img, c, alpha)
}

// Image draws img with its top left at x, y, scaled by sx, sy, tinted and faded.
func (p *Painter) Image(dst, img *ebiten.Image, x, y, sx, sy float64, c color.RGBA, alpha float64) {
	if img == nil {
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(sx, sy)
	p.op.GeoM.Translate(x, y)
	p.draw(dst, img, c, alpha)
}

// Geo draws img through the transform g, tinted and faded.
func (p *Painter) Geo(dst, img *ebiten.Image, g ebiten.GeoM, c color.RGBA, alpha float64) {
	if img == nil {
		return
	}
	p.op.GeoM = g
	p.draw(dst, img, c, alpha)
}

func (p *Painter) draw(dst, img *ebiten.Image, c color.RGBA, alpha float64) {
	if alpha <= 0 {
		return
	}
	p.op.ColorScale.Reset()
	Tint(&p.op.ColorScale, c)
	if alpha < 1 {
		p.op.ColorScale.ScaleAlpha(float32(alpha))
	}
	p.op.Filter = Filter
	// No mipmaps: a scaled-down sprite would have Ebiten build smaller copies of its atlas
	// page (more commands, and again whenever the page changes); digits shrunk to a third
	// at most read well enough filtered linearly.
	p.op.DisableMipmaps = true
	dst.DrawImage(img, &p.op)
}

// Number writes n in the digits d with its top left at x, y, each digit scale times the
// height d was drawn at, tinted and faded. It returns the width written.
func (p *Painter) Number(dst *ebiten.Image, d *Digits, n uint64, x, y, scale float64, c color.RGBA, alpha float64) float64 {
	if d.h == 0 || alpha <= 0 {
		return 0
	}
	ds := strconv.AppendUint(p.buf[:0], n, 10)
	adv := glyph.Advance(1, d.h) * scale
	pad := float64(d.pad)
	for _, ch := range ds {
		p.op.GeoM.Reset()
		p.op.GeoM.Translate(-pad, -pad)
		p.op.GeoM.Scale(scale, scale)
		p.op.GeoM.Translate(x, y)
		if scale == 1 {
			p.op.GeoM.Reset()
			p.op.GeoM.Translate(math.Round(x)-pad, math.Round(y)-pad)
		}
		p.draw(dst, d.imgs[ch-'0'], c, alpha)
		x += adv
	}
	return adv * float64(len(ds))
}

// Digits are the ten digits stroked in white at one height: a row of cells in one image.
type Digits struct {
	h, lw float64
	pad   int
	atlas *ebiten.Image
	imgs  [10]*ebiten.Image
}

// H is the height the digits are drawn at, in device pixels; 0 before Fit.
func (d *Digits) H() float64 { return d.h }

// Width is how wide n digits are at scale times their height.
func (d *Digits) Width(n int, scale float64) float64 { return glyph.Advance(n, d.h) * scale }

// NumberWidth is how wide the number n is at scale times the digits' height.
func (d *Digits) NumberWidth(n uint64, scale float64) float64 {
	return d.Width(len(strconv.AppendUint(make([]byte, 0, 24), n, 10)), scale)
}

// Fit strokes the digits h device pixels high (rounded), with lines weight·h wide but at
// least 1.2 CSS pixels; nothing is redrawn when neither changed.
func (d *Digits) Fit(h, scale, weight float64) {
	h = math.Round(h)
	lw := max(1.2*scale, h*weight)
	if h <= 0 || h == d.h && lw == d.lw {
		return
	}
	if d.atlas != nil {
		d.atlas.Deallocate()
	}
	d.h, d.lw = h, lw
	d.pad = int(math.Ceil(lw))
	w := int(math.Ceil(glyph.Width*h)) + 2*d.pad
	ht := int(math.Ceil(h)) + 2*d.pad
	// The strokes are rasterised here, not with ebiten/vector: the atlas is drawn on the
	// first frame, where vector's shaders and vertex buffers took most of the time.
	var lines [][]raster.Point
	for i := range d.imgs {
		lines = append(lines, raster.Digit(i, float64(i*w+d.pad), float64(d.pad), h)...)
	}
	d.atlas = ebiten.NewImage(10*w, ht)
	d.atlas.WritePixels(raster.Strokes(10*w, ht, lines, lw))
	for i := range d.imgs {
		d.imgs[i] = d.atlas.SubImage(image.Rect(i*w, 0, (i+1)*w, ht)).(*ebiten.Image)
	}
}

// Dispose deallocates img if it is not nil, and returns nil to store in its place.
func Dispose(img *ebiten.Image) *ebiten.Image {
	if img != nil {
		img.Deallocate()
	}
	return nil
}

// Tint scales cs by the premultiplied colour c, as ColorScale.ScaleWithColor does, without
// boxing c into a color.Color (an allocation per call).
func Tint(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
}

// Scale is the colour scale of c, made once for vertices or options.
func Scale(c color.RGBA) ebiten.ColorScale {
	var cs ebiten.ColorScale
	Tint(&cs, c)
	return cs
}

// Bold is how much heavier lines and digits are drawn on a projector (projector=1): a
// room's back rows read strokes 1.5 times as wide.
func Bold(projector bool) float64 {
	if projector {
		return 1.5
	}
	return 1
}

// Upload makes an image of the pixels drawn on cv (at layout time: a sprite drawn on the
// CPU with web/raster, which costs no shaders and no vertex buffers).
func Upload(cv *raster.Canvas) *ebiten.Image {
	img := ebiten.NewImage(cv.W, cv.H)
	img.WritePixels(cv.Pix)
	return img
}

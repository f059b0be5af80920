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

	// The batch of quads from the sheet, not yet drawn on bdst (see UseSheet).
	sheet *Sheet
	bdst  *ebiten.Image
	verts []ebiten.Vertex
	idx   []uint32
	tri   ebiten.DrawTrianglesOptions
}

// maxBatch is the most vertices a batch holds before it is drawn.
const maxBatch = 1 << 15

// UseSheet makes the painter draw the sprites of s (its white pixel too: Rect, Clear) as
// quads collected in one list, drawn by Flush in one DrawTriangles32 call, or before a
// draw of another image or on another image, so the order of the draws stays. The quads,
// their colours and the filter are DrawImage's; the pixels can differ by 1/255 on a few
// edges, since the sprites sit elsewhere in the GPU's texture. nil draws each call at once
// again. A frame that uses a sheet must end with Flush.
func (p *Painter) UseSheet(s *Sheet) {
	p.Flush()
	p.sheet = s
}

// Flush draws the quads collected since the last Flush.
func (p *Painter) Flush() {
	if len(p.idx) > 0 {
		p.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
		p.tri.Filter = Filter
		p.tri.DisableMipmaps = true
		p.bdst.DrawTriangles32(p.verts, p.idx, p.sheet.img, &p.tri)
	}
	p.verts, p.idx, p.bdst = p.verts[:0], p.idx[:0], nil
}

// quad adds img (a sprite of the sheet) through p.op's GeoM and ColorScale to the batch,
// with the vertices DrawImage makes of it.
func (p *Painter) quad(dst, img *ebiten.Image) {
	if dst != p.bdst || len(p.verts)+4 > maxBatch {
		p.Flush()
		p.bdst = dst
	}
	b := img.Bounds()
	sx0, sy0, sx1, sy1 := float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X), float32(b.Max.Y)
	g := &p.op.GeoM
	// As Ebiten reads a GeoM: its diagonal is kept less one, and converted so.
	a, bb := float32(g.Element(0, 0)-1)+1, float32(g.Element(0, 1))
	c, d := float32(g.Element(1, 0)), float32(g.Element(1, 1)-1)+1
	tx, ty := float32(g.Element(0, 2)), float32(g.Element(1, 2))
	w, h := sx1-sx0, sy1-sy0
	ax, by, cx, dy := a*w, bb*h, c*w, d*h
	cs := &p.op.ColorScale
	cr, cg, cb, ca := cs.R(), cs.G(), cs.B(), cs.A()
	n := uint32(len(p.verts))
	p.verts = append(p.verts,
		ebiten.Vertex{DstX: snap(tx), DstY: snap(ty), SrcX: sx0, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
		ebiten.Vertex{DstX: snap(ax + tx), DstY: snap(cx + ty), SrcX: sx1, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
		ebiten.Vertex{DstX: snap(by + tx), DstY: snap(dy + ty), SrcX: sx0, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
		ebiten.Vertex{DstX: snap(ax + by + tx), DstY: snap(cx + dy + ty), SrcX: sx1, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
	)
	p.idx = append(p.idx, n, n+1, n+2, n+1, n+2, n+3)
}

// snap moves a quad's corner as DrawImage does (Ebiten's graphics package): off a pixel's
// centre, to the nearest of 0, 5/16, 11/16 and 1 of the pixel, which draws edges the same
// on every GPU.
func snap(x float32) float32 {
	i := float32(math.Floor(float64(x)))
	switch f := x - i; {
	case f < 3.0/16:
		return i
	case f < 8.0/16:
		return i + 5.0/16
	case f < 13.0/16:
		return i + 11.0/16
	}
	return i + 1
}

// Pixel is a white pixel to scale into rectangles or to use as the source of triangles;
// made on first use (the sheet's, with one).
func (p *Painter) Pixel() *ebiten.Image {
	if p.sheet != nil {
		return p.sheet.pixel
	}
	if p.pixel == nil {
		p.pixel = WhitePixel()
	}
	return p.pixel
}

// WhitePixel returns the middle pixel of a new white 3×3 image: scaled or sampled anywhere,
// its edges never bleed. The pixels are written, not filled. Fill draws Ebiten's own white
// image into it, and an image drawn into from the texture atlas is moved off the atlas to a
// texture of its own (until it has been drawn from for many frames). Every draw from it then
// starts a command of its own instead of merging with the draws from the atlas around it
// (BENCHMARKS.md counts a scene's first-frame commands before and after).
func WhitePixel() *ebiten.Image {
	src := ebiten.NewImage(3, 3)
	white := make([]byte, 3*3*4)
	for i := range white {
		white[i] = 0xff
	}
	src.WritePixels(white)
	return src.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
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

// Touch draws on dst without changing a pixel of it: a transparent pixel at its corner.
// Ebiten sends a frame's draw commands to the GPU only when it shows the frame, and it
// shows one only when the screen was drawn on (and for three frames after): the commands
// of frames that draw only into other images wait for the next frame that shows. A picture
// built into an image a part a frame was therefore drawn by the GPU all at once, in the
// frame that showed it: 25-75 ms with software WebGL for a Hackenbush picture of 2000
// edges, a frame or two dropped for each (BENCHMARKS.md, session 48). A frame that builds
// a part touches the screen, and the GPU draws that part in it.
func (p *Painter) Touch(dst *ebiten.Image) {
	b := dst.Bounds()
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	p.op.ColorScale.Reset()
	p.op.ColorScale.Scale(0, 0, 0, 0)
	p.drawOp(dst, p.Pixel())
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
	p.drawOp(dst, img)
}

// drawOp draws img on dst through p.op's GeoM and ColorScale.
func (p *Painter) drawOp(dst, img *ebiten.Image) {
	p.op.Filter = Filter
	// No mipmaps: a scaled-down sprite would have Ebiten build smaller copies of its atlas
	// page (more commands, and again whenever the page changes); digits shrunk to a third
	// at most read well enough filtered linearly.
	p.op.DisableMipmaps = true
	if p.sheet != nil && p.sheet.has(img) {
		p.quad(dst, img)
		return
	}
	p.Flush()
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
	h, lw     float64
	pad       int
	cellW     int
	sheetPart int // the part of the sheet SheetBuilder.AddDigits added
	atlas     *ebiten.Image
	imgs      [10]*ebiten.Image
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
	if h <= 0 || h == d.h && lw == d.lw && d.atlas != nil {
		return
	}
	w, ht, pix := d.strokes(h, lw)
	if d.atlas != nil {
		d.atlas.Deallocate()
	}
	d.atlas = ebiten.NewImage(10*w, ht)
	d.atlas.WritePixels(pix)
	for i := range d.imgs {
		d.imgs[i] = d.atlas.SubImage(image.Rect(i*w, 0, (i+1)*w, ht)).(*ebiten.Image)
	}
}

// onSheet takes the digits SheetBuilder.AddDigits added from s.
func (d *Digits) onSheet(s *Sheet) {
	if d.atlas != nil {
		d.atlas.Deallocate()
		d.atlas = nil
	}
	if d.sheetPart < 0 || d.h == 0 {
		return
	}
	ht := s.rects[d.sheetPart].Dy()
	for i := range d.imgs {
		d.imgs[i] = s.Sub(d.sheetPart, image.Rect(i*d.cellW, 0, (i+1)*d.cellW, ht))
	}
}

// strokes sets the digits' height h and line width lw and returns a cell's width, the
// height and the pixels of the row of ten cells. The strokes are rasterised here, not with
// ebiten/vector: the atlas is drawn on the first frame, where vector's shaders and vertex
// buffers took most of the time.
func (d *Digits) strokes(h, lw float64) (w, ht int, pix []byte) {
	d.h, d.lw = h, lw
	d.pad = int(math.Ceil(lw))
	w = int(math.Ceil(glyph.Width*h)) + 2*d.pad
	ht = int(math.Ceil(h)) + 2*d.pad
	d.cellW = w
	var lines [][]raster.Point
	for i := range d.imgs {
		lines = append(lines, raster.Digit(i, float64(i*w+d.pad), float64(d.pad), h)...)
	}
	return w, ht, raster.Strokes(10*w, ht, lines, lw)
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

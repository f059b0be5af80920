package paint

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/raster"
)

// sheetGap is the transparent border around every part of a sheet, so that linear sampling
// at a sprite's edge reads transparent pixels, as it does around an image of its own.
const sheetGap = 2

// sheetWidth is where a sheet's parts wrap to a new row.
const sheetWidth = 1024

// A SheetBuilder gathers the pixels of a painter's sprites for one image (see Sheet).
type SheetBuilder struct {
	parts  []*raster.Canvas
	digits []*Digits // AddDigits's, which Build gives their images
}

// Add adds a w×h sprite of RGBA pixels (premultiplied) and returns its index for
// Sheet.Sprite.
func (b *SheetBuilder) Add(w, h int, pix []byte) int {
	return b.AddCanvas(&raster.Canvas{W: w, H: h, Pix: pix})
}

// AddCanvas adds the pixels drawn on cv.
func (b *SheetBuilder) AddCanvas(cv *raster.Canvas) int {
	b.parts = append(b.parts, cv)
	return len(b.parts) - 1
}

// AddDigits strokes d's digits as Digits.Fit does, onto the sheet: Build gives them their
// images. A sheet may hold several sets of digits, each at its own height.
//
// A method of SheetBuilder, not of Digits: every module draws digits, and as Digits.FitSheet
// it kept SheetBuilder's code and raster.Canvas's drawing methods in modules whose scenes
// build no sheet (docs/internals.md, "Exported methods cost every module").
func (b *SheetBuilder) AddDigits(d *Digits, h, scale, weight float64) {
	b.digits = append(b.digits, d)
	h = math.Round(h)
	if h <= 0 {
		d.h, d.sheetPart = 0, -1
		return
	}
	w, ht, pix := d.strokes(h, max(1.2*scale, h*weight))
	d.sheetPart = b.Add(10*w, ht, pix)
}

// A Sheet is one image holding a painter's sprites and its white pixel. A Painter that uses
// it (Painter.UseSheet) draws every quad from it into one list of vertices and hands them
// to Ebiten in one DrawTriangles32 call: Ebiten merges DrawImage calls into one command
// too, but each costs microseconds of Go on its way there, which in a frame of a hundred
// sprites and more is most of the frame's time.
type Sheet struct {
	img     *ebiten.Image
	rects   []image.Rectangle
	sprites []*ebiten.Image // by Add's index
	pixel   *ebiten.Image
	owned   []*ebiten.Image // the sub-images handed out: the painter batches only these
}

// Build draws the parts added so far on one new image and returns its sheet; old (nil
// or the painter's sheet before) is deallocated.
func (b *SheetBuilder) Build(old *Sheet) *Sheet {
	if old != nil && old.img != nil {
		old.img.Deallocate()
	}
	// The white pixel first: the middle of a white 3×3 block (Painter.Pixel).
	white := raster.NewCanvas(3, 3)
	for i := range white.Pix {
		white.Pix[i] = 0xff
	}
	parts := append([]*raster.Canvas{white}, b.parts...)
	cv, rects := raster.Sheet(parts, sheetWidth, sheetGap)
	s := &Sheet{img: Upload(cv), rects: rects[1:]}
	w := rects[0].Min
	s.pixel = s.sub(image.Rect(w.X+1, w.Y+1, w.X+2, w.Y+2))
	for _, r := range s.rects {
		s.sprites = append(s.sprites, s.sub(r))
	}
	for _, d := range b.digits {
		d.onSheet(s)
	}
	b.parts, b.digits = b.parts[:0], b.digits[:0]
	return s
}

// Sprite is the image of the part Add numbered i.
func (s *Sheet) Sprite(i int) *ebiten.Image { return s.sprites[i] }

// Sub is the part of sprite i at r, in the sprite's own pixels (r from 0, 0).
func (s *Sheet) Sub(i int, r image.Rectangle) *ebiten.Image {
	return s.sub(r.Add(s.rects[i].Min).Intersect(s.rects[i]))
}

func (s *Sheet) sub(r image.Rectangle) *ebiten.Image {
	img := s.img.SubImage(r).(*ebiten.Image)
	s.owned = append(s.owned, img)
	return img
}

// has reports whether img is one of the sheet's sub-images.
func (s *Sheet) has(img *ebiten.Image) bool {
	for _, o := range s.owned {
		if o == img {
			return true
		}
	}
	return false
}

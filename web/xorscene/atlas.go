package xorscene

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/raster"
)

// The atlas is the shader's one source image: the products of all pairs of bytes (x⊗y in
// the red channel of pixel (x, y)), beside them a white square that solid rectangles are
// cut from and the palettes (palette p's colour i at (paletteX+i, paletteRow(p))), right of
// those the nim-product's records of the cells in view (records.go), and
// below them the digits 0–9 stroked from web/glyph at three heights, which
// are scaled to the cells and labels.
//
// The digit strips are stored packed (packStrip): each texel holds the coverage of itself and
// of its right, lower and lower-right neighbours in its four channels, so that the shader
// filters a digit between four texels with one fetch, as it does a cell's colour.
const (
	whiteX, whiteY = 264, 0 // the white square's corner; it is whiteN pixels wide
	whiteN         = 8
	paletteX       = 256
	paletteY       = 16 // the first palette's row
	atlasW         = 1024
	atlasH         = 512
	stripTop       = 264 // the digit strips start below the product table, clear of it
	stripGap       = 8
	numStrips      = 3
)

// strip is one row of digits of one height in the atlas.
type strip struct {
	y, w, pad int // top, a glyph's box width, its margin
	h         float64
}

// strips lays out the digit strips: heights 16, 32 and 64 pixels.
func strips() [numStrips]strip {
	var s [numStrips]strip
	y := stripTop
	for i := range s {
		h := float64(int(16) << i)
		pad := int(math.Ceil(lineWidth(h))) + 2
		s[i] = strip{y: y, w: int(math.Ceil(glyph.Width*h)) + 2*pad, pad: pad, h: h}
		y += int(h) + 2*pad + stripGap
	}
	return s
}

func lineWidth(h float64) float64 { return math.Max(1.3, 0.11*h) }

// paletteRow is the row of the atlas that holds palette p's colours.
func paletteRow(p xortable.Palette) int { return paletteY + int(p) }

// stripTrim is, for each strip, how many texels a digit's quad leaves out on every side:
// all but one of the empty texels around the widest digit's strokes (measured once the strip
// is stroked, see trim). Every pixel of a quad costs the shader a whole cell's work too
// (table.go), and the margins are half a digit's box.
var stripTrim [numStrips]int

// stripsReady is how many of the digit strips are in the atlas: glyphs uses those only.
var stripsReady = numStrips

// The atlas's pixels while its larger digit strips are being stroked (nil once done), and
// the next digit to stroke among them.
var (
	atlasPix  *image.RGBA
	atlasNext int
)

// finishAtlas strokes one more digit of the larger strips, and uploads the atlas once they
// are all done; it reports whether it did (the numbers drawn so far, scaled up from the
// smallest strip, are then drawn sharp). Each call is a few milliseconds, so a scene calls
// it once per Update until it is done instead of making one frame pay for them all.
func finishAtlas() bool {
	if atlasPix == nil || atlas == nil {
		return false
	}
	if atlasNext < 10*(numStrips-1) {
		st := strips()[1+atlasNext/10]
		strokeDigit(atlasPix, st, atlasNext%10)
		if atlasNext++; atlasNext%10 == 0 {
			stripTrim[atlasNext/10] = trim(atlasPix, st)
			packStrip(atlasPix, st)
		}
		return false
	}
	atlas.WritePixels(atlasPix.Pix)
	atlasPix, stripsReady = nil, numStrips
	recs.ok = false // the records' window was written over (records.go)
	return true
}

// strokeDigit strokes digit d of strip s into img, white.
func strokeDigit(img *image.RGBA, s strip, d int) {
	cv := &raster.Canvas{W: atlasW, H: atlasH, Pix: img.Pix}
	lines := raster.Digit(d, float64(d*s.w+s.pad), float64(s.y+s.pad), s.h)
	cv.Lines(lines, lineWidth(s.h), color.RGBA{0xff, 0xff, 0xff, 0xff})
}

// packStrip packs strip s of img, whose digits are white (every channel the coverage):
// afterwards texel (x, y) holds the coverage of (x, y), (x+1, y), (x, y+1) and (x+1, y+1) in
// red, green, blue and alpha. The shader samples the strip at p, between the four texels
// around it, as the texel at floor(p−½) and mixes its four channels (table.go). The row
// above the strip, in the gap, is packed too: a quad's top edge reads it.
func packStrip(img *image.RGBA, s strip) {
	cov := func(x, y int) uint8 {
		if x >= atlasW || y >= atlasH {
			return 0
		}
		return img.Pix[img.PixOffset(x, y)+3]
	}
	// In reading order each texel reads only itself and texels after it, which are not
	// packed yet: one pass in place.
	for y := s.y - 1; y < s.y+int(s.h)+2*s.pad; y++ {
		for x := range atlasW {
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = cov(x, y), cov(x+1, y), cov(x, y+1), cov(x+1, y+1)
		}
	}
}

// trim measures the empty texels around the ten digits of strip s in img (not packed yet):
// the fewest on any side of any digit's box, less one, which a quad keeps so that the
// filter reads nothing but empty texels at its edges.
func trim(img *image.RGBA, s strip) int {
	ht := int(s.h) + 2*s.pad
	empty := min(s.w, ht) / 2
	for d := range 10 {
		for y := range ht {
			for x := range s.w {
				if img.Pix[img.PixOffset(d*s.w+x, s.y+y)+3] != 0 {
					empty = min(empty, x, y, s.w-1-x, ht-1-y)
				}
			}
		}
	}
	return max(empty-1, 0)
}

// newAtlas draws the atlas.
func newAtlas() *ebiten.Image {
	img := image.NewRGBA(image.Rect(0, 0, atlasW, atlasH))
	prod := xortable.Mul8Table()
	for y := range 256 {
		for x := range 256 {
			img.SetRGBA(x, y, color.RGBA{R: prod[x<<8|y], A: 0xff})
		}
	}
	for _, p := range xortable.Palettes() {
		for i := range xortable.Colours {
			img.SetRGBA(paletteX+i, paletteRow(p), p.RGB(i))
		}
	}
	for y := whiteY; y < whiteY+whiteN; y++ {
		for x := whiteX; x < whiteX+whiteN; x++ {
			img.SetRGBA(x, y, color.RGBA{0xff, 0xff, 0xff, 0xff})
		}
	}
	// The digits are stroked on the CPU, into the same pixels (image.RGBA is premultiplied,
	// as the canvas is): ebiten/vector's shaders cost the first frame dearly. Only the
	// smallest strip is stroked now (the labels need it in the first picture); the larger
	// two, six times the work (about 100 ms of a first frame in the browser under load),
	// follow one digit per Update (finishAtlas).
	for d := range 10 {
		strokeDigit(img, strips()[0], d)
	}
	stripTrim[0] = trim(img, strips()[0])
	packStrip(img, strips()[0])
	atlasPix, atlasNext, stripsReady = img, 0, 1
	// NewImage and WritePixels, not NewImageFromImage: that one links image/draw into the
	// wasm (about 23 KB of brotli) for a conversion these pixels do not need.
	up := ebiten.NewImage(atlasW, atlasH) // not "atlas": that is the package's, finishAtlas's
	up.WritePixels(img.Pix)
	return up
}

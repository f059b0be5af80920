package xorscene

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/xorlayout"
)

// The nim-product table's records. Once the cells are big enough for numbers, few are in
// view (at 8 across, about 100), yet the shader would multiply the nimbers again in every
// pixel: 4 texel reads, which the browser's software renderer pays for in each pixel. So
// the Go side works out the product and its number of digits of each cell of a window
// around the view once (xorlayout.WriteRecords), writes them into a corner of the atlas
// (table.go record), and the Lookup variant reads one texel. The window is written again
// only when the view leaves it, after a pan of many cells: a write costs the page an
// allocation or two, the frames in between none.
const recX, recY, recN = 512, 0, xorlayout.RecN // the window's corner in the atlas: right of the product table and the palettes, above the digit strips

// recs is the window of records in the atlas (one atlas, so one window, for every scene).
var recs struct {
	x, y  uint64        // its first cell
	ok    bool          // the atlas holds it
	atlas *ebiten.Image // the atlas it was written into
	img   *ebiten.Image // its part of that atlas
	pix   []byte        // the records, reused
}

// lookupVariant is lookup when view v, drawn with variant va, can take its values from the
// records: the narrow nim-product with numbers, whose cells in view all fit in one window.
// It makes sure the atlas holds a window over them, and writes where into the uniforms.
func (s *Scene) lookupVariant(v xorlayout.View, va variant) variant {
	if va&(multiply|numbers|wide|long) != multiply|numbers || atlas == nil {
		return 0
	}
	t := v.Table()
	x0, y0, ok0 := v.Cell(t.X, t.Y)
	x1, y1, ok1 := v.Cell(t.X+t.W-1, t.Y+t.H-1)
	if !ok0 || !ok1 {
		return 0
	}
	// A pixel's centre may show the cell one past the corner's (productVariant).
	x1, y1 = x1+1, y1+1
	if !recs.ok || recs.atlas != atlas || !xorlayout.RecordCovers(recs.x, x0, x1) || !xorlayout.RecordCovers(recs.y, y0, y1) {
		ox, okx := xorlayout.RecordWindow(x0, x1)
		oy, oky := xorlayout.RecordWindow(y0, y1)
		if !okx || !oky {
			return 0
		}
		writeRecords(ox, oy)
	}
	s.u.Records[0] = int32(recs.x/xorlayout.RecAlign | recs.y/xorlayout.RecAlign<<11)
	return lookup
}

// writeRecords writes the window from (ox, oy) into the atlas.
func writeRecords(ox, oy uint64) {
	if recs.atlas != atlas {
		recs.atlas = atlas
		recs.img = atlas.SubImage(image.Rect(recX, recY, recX+recN, recY+recN)).(*ebiten.Image)
	}
	if recs.pix == nil {
		recs.pix = make([]byte, 4*recN*recN)
	}
	xorlayout.WriteRecords(recs.pix, ox, oy)
	recs.img.WritePixels(recs.pix)
	recs.x, recs.y, recs.ok = ox, oy, true
}

package paint

import (
	"image/color"
	"math"

	"github.com/nimscope/nimscope/web/raster"
)

// StoneSprites draws a stone of diameter d in shades of white, which the draw call tints,
// and the ring the hint draws around it, for a sheet (SheetBuilder.AddCanvas); scale is the
// device scale, so the ring stays a visible line on any screen. The Nim scene and the heap
// scenes share them, so a stone looks the same in every heap game.
func StoneSprites(d, scale float64) (stone, ring *raster.Canvas) {
	size := int(math.Ceil(d)) + 4
	c := float64(size) / 2
	r := d / 2 * 0.86
	// Drawn on the CPU and uploaded: ebiten/vector's shaders cost the first frame dearly.
	cv := raster.NewCanvas(size, size)
	cv.Disc(c, c, r, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	cv.Disc(c-r*0.22, c-r*0.26, r*0.55, color.RGBA{0xff, 0xff, 0xff, 0x70})
	cv.Ring(c, c, r, math.Max(1, d*0.05), color.RGBA{0x9a, 0x9a, 0x9a, 0xff})
	stone = cv

	cv = raster.NewCanvas(size, size)
	w := math.Max(1.5*scale, d*0.09)
	cv.Ring(c, c, d/2-w/2-0.5, w, color.RGBA{0xff, 0xff, 0xff, 0xff})
	return stone, cv
}

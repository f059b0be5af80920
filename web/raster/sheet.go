package raster

import "image"

// Sheet composes canvases into one, left to right in rows at most width pixels wide
// (wider canvases get a row of their own), each with gap transparent pixels around it,
// and returns it with where each canvas went. A scene's sprites on one sheet are one
// texture, so its frame can be drawn in one call.
func Sheet(parts []*Canvas, width, gap int) (*Canvas, []image.Rectangle) {
	rects := make([]image.Rectangle, len(parts))
	x, y, rowH, w := gap, gap, 0, 0
	for i, p := range parts {
		if x > gap && x+p.W+gap > width {
			x, y, rowH = gap, y+rowH+gap, 0
		}
		rects[i] = image.Rect(x, y, x+p.W, y+p.H)
		x += p.W + gap
		rowH = max(rowH, p.H)
		w = max(w, x)
	}
	sheet := NewCanvas(max(w, 2*gap), y+rowH+gap)
	for i, p := range parts {
		r := rects[i]
		for row := range p.H {
			at := 4 * ((r.Min.Y+row)*sheet.W + r.Min.X)
			copy(sheet.Pix[at:at+4*p.W], p.Pix[4*row*p.W:4*(row+1)*p.W])
		}
	}
	return sheet, rects
}

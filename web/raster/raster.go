// Package raster strokes antialiased polylines into RGBA pixels on the CPU.
//
// The scenes' small sprites (the digit atlas) were stroked with ebiten/vector, which on
// the first frame compiles its stencil shaders and builds large vertex buffers: in the
// browser, most of the first frame's time before the page is usable. A sprite of a few
// thousand pixels is cheaper to compute here and upload with WritePixels.
//
// Strokes have round caps and joins, so a polyline's ink is the union of capsules (the
// points within half the width of a segment), and a pixel's coverage is estimated from
// the distance of its centre to the nearest segment: full inside by half a pixel, none
// outside by half a pixel, linear between.
package raster

import "math"

// Point is a position in pixels; (0, 0) is the top-left corner of the top-left pixel.
type Point struct{ X, Y float64 }

// Strokes returns the pixels of a w×h image, 4 bytes each (premultiplied RGBA, rows top
// to bottom, as ebiten.Image.WritePixels takes them), white where the polylines, lw
// pixels wide, cover them and transparent elsewhere. A polyline of one point is a dot.
func Strokes(w, h int, lines [][]Point, lw float64) []byte {
	pix := make([]byte, 4*w*h)
	if w <= 0 || h <= 0 || lw <= 0 {
		return pix
	}
	r := lw / 2
	// dist holds, per pixel, the square of the distance to the nearest segment seen so
	// far, capped at (r+0.5)² (from there on the pixel is empty).
	far := float32((r + 0.5) * (r + 0.5))
	dist := make([]float32, w*h)
	for i := range dist {
		dist[i] = far
	}
	for _, line := range lines {
		for k := range line {
			a, b := line[k], line[k]
			if k > 0 {
				a = line[k-1]
			} else if len(line) > 1 {
				continue // the first point starts the first segment
			}
			capsule(dist, w, h, a, b, r)
		}
	}
	for i, d2 := range dist {
		if d2 >= far {
			continue
		}
		c := r + 0.5 - math.Sqrt(float64(d2))
		v := byte(255)
		if c < 1 {
			v = byte(math.Round(c * 255))
		}
		pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = v, v, v, v
	}
	return pix
}

// capsule lowers dist to the squared distance to segment ab over the pixels near it.
func capsule(dist []float32, w, h int, a, b Point, r float64) {
	m := r + 1
	x0 := max(0, int(math.Floor(min(a.X, b.X)-m)))
	x1 := min(w-1, int(math.Ceil(max(a.X, b.X)+m)))
	y0 := max(0, int(math.Floor(min(a.Y, b.Y)-m)))
	y1 := min(h-1, int(math.Ceil(max(a.Y, b.Y)+m)))
	dx, dy := b.X-a.X, b.Y-a.Y
	ll := dx*dx + dy*dy
	for y := y0; y <= y1; y++ {
		py := float64(y) + 0.5
		for x := x0; x <= x1; x++ {
			px := float64(x) + 0.5
			// The nearest point of the segment: a + t·(b−a), t clamped to [0, 1].
			t := 0.0
			if ll > 0 {
				t = min(1, max(0, ((px-a.X)*dx+(py-a.Y)*dy)/ll))
			}
			ex, ey := px-(a.X+t*dx), py-(a.Y+t*dy)
			if d := float32(ex*ex + ey*ey); d < dist[y*w+x] {
				dist[y*w+x] = d
			}
		}
	}
}

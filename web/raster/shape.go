package raster

import (
	"image/color"
	"math"
)

// Canvas is a w×h image of premultiplied RGBA pixels (as ebiten.Image.WritePixels takes
// them) onto which shapes are composited source-over, as Ebiten's vector package drew
// them: a sprite is drawn once here at layout time and uploaded.
//
// Each shape is given by its signed distance (negative inside); a pixel's coverage is
// estimated as 1/2 minus the distance of its centre, clamped to [0, 1], which is the
// exact area for a straight edge crossing the pixel squarely.
type Canvas struct {
	W, H int
	Pix  []byte

	perPixel bool // test every pixel, not blocks first (fill); for the tests
}

// NewCanvas returns a transparent w×h canvas.
func NewCanvas(w, h int) *Canvas {
	w, h = max(w, 0), max(h, 0)
	return &Canvas{W: w, H: h, Pix: make([]byte, 4*w*h)}
}

// block is the side, in pixels, of the squares fill tests whole before their pixels.
const block = 8

// fill composites c (premultiplied, as Ebiten takes colours: components above alpha
// lighten as Ebiten's do) over the pixels in the box x0..x1, y0..y1 with the coverage
// 1/2 − sd(centre).
//
// Every sd here is a distance (or its negative inside), so it changes by at most the
// distance moved. fill reads it once at the middle of each block of block×block pixels:
// when it is more than half a pixel plus the block's half-diagonal outside, no pixel of
// the block is covered, and as far inside, every pixel is covered fully. Only the blocks
// across an edge are read pixel by pixel. The pixels come out exactly as reading every
// one would give them (TestBlocksChangeNoPixel); a sprite's first picture, which runs
// code the browser has not yet optimised, is where it counts.
func (cv *Canvas) fill(x0, y0, x1, y1 float64, c color.RGBA, sd func(px, py float64) float64) {
	if c.A == 0 && c.R == 0 && c.G == 0 && c.B == 0 {
		return
	}
	ix0, iy0 := max(0, int(math.Floor(x0-1))), max(0, int(math.Floor(y0-1)))
	ix1, iy1 := min(cv.W-1, int(math.Ceil(x1+1))), min(cv.H-1, int(math.Ceil(y1+1)))
	if cv.perPixel {
		cv.pixels(ix0, iy0, ix1, iy1, c, sd)
		return
	}
	// slack covers the rounding of sd: far less than any coverage step of 1/255.
	const slack = 1e-6
	for by := iy0; by <= iy1; by += block {
		ey := min(by+block-1, iy1)
		for bx := ix0; bx <= ix1; bx += block {
			ex := min(bx+block-1, ix1)
			// The block's middle, and its farthest pixel centre from there.
			r := math.Hypot(float64(ex-bx), float64(ey-by)) / 2
			d := sd(float64(bx+ex)/2+0.5, float64(by+ey)/2+0.5)
			switch {
			case d-r >= 0.5+slack:
				// Nothing of the block is covered.
			case d+r <= -0.5-slack:
				cv.solid(bx, by, ex, ey, c)
			default:
				cv.pixels(bx, by, ex, ey, c, sd)
			}
		}
	}
}

// pixels composites c over the pixels x0..x1, y0..y1 (inclusive) with the coverage
// 1/2 − sd(centre), clamped to [0, 1].
func (cv *Canvas) pixels(x0, y0, x1, y1 int, c color.RGBA, sd func(px, py float64) float64) {
	for y := y0; y <= y1; y++ {
		py := float64(y) + 0.5
		for x := x0; x <= x1; x++ {
			cov := 0.5 - sd(float64(x)+0.5, py)
			if cov <= 0 {
				continue
			}
			cv.over(x, y, c, min(cov, 1))
		}
	}
}

// solid composites c over the pixels x0..x1, y0..y1 (inclusive), covering them fully.
// An opaque colour replaces the pixels: over gives exactly its components then.
func (cv *Canvas) solid(x0, y0, x1, y1 int, c color.RGBA) {
	if c.A == 255 {
		px := [4]byte{c.R, c.G, c.B, c.A}
		for y := y0; y <= y1; y++ {
			row := cv.Pix[4*(y*cv.W+x0) : 4*(y*cv.W+x1+1)]
			for i := 0; i < len(row); i += 4 {
				copy(row[i:i+4], px[:])
			}
		}
		return
	}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			cv.over(x, y, c, 1)
		}
	}
}

// over composites c over pixel (x, y) with coverage cov in (0, 1].
func (cv *Canvas) over(x, y int, c color.RGBA, cov float64) {
	p := cv.Pix[4*(y*cv.W+x):]
	inv := 1 - cov*float64(c.A)/255
	for k, s := range [4]uint8{c.R, c.G, c.B, c.A} {
		v := float64(s)*cov + float64(p[k])*inv
		p[k] = uint8(min(255, math.Round(v)))
	}
}

// Disc fills the circle of radius r about (cx, cy).
func (cv *Canvas) Disc(cx, cy, r float64, c color.RGBA) {
	cv.fill(cx-r, cy-r, cx+r, cy+r, c, func(px, py float64) float64 {
		return math.Hypot(px-cx, py-cy) - r
	})
}

// Ring strokes the circle of radius r about (cx, cy) with a line w wide centred on it.
func (cv *Canvas) Ring(cx, cy, r, w float64, c color.RGBA) {
	o := r + w/2
	cv.fill(cx-o, cy-o, cx+o, cy+o, c, func(px, py float64) float64 {
		return math.Abs(math.Hypot(px-cx, py-cy)-r) - w/2
	})
}

// Line strokes the segment ab w wide with flat ends (as vector.StrokeLine draws it).
func (cv *Canvas) Line(a, b Point, w float64, c color.RGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	h := w / 2
	cv.fill(min(a.X, b.X)-h, min(a.Y, b.Y)-h, max(a.X, b.X)+h, max(a.Y, b.Y)+h, c, func(px, py float64) float64 {
		// Along the segment (from its middle) and across it: the distance to a rectangle.
		s := math.Abs((px-a.X)*ux+(py-a.Y)*uy-l/2) - l/2
		t := math.Abs(-(px-a.X)*uy+(py-a.Y)*ux) - h
		return boxDist(s, t)
	})
}

// boxDist is the signed distance to a box, given the signed distances s, t to its two
// pairs of sides.
func boxDist(s, t float64) float64 {
	if s > 0 && t > 0 {
		return math.Hypot(s, t)
	}
	return max(s, t)
}

// Polyline strokes the path through pts w wide with round caps and joins (closed: back
// to the first point too). A single point is a dot.
func (cv *Canvas) Polyline(pts []Point, w float64, closed bool, c color.RGBA) {
	if len(pts) == 0 {
		return
	}
	x0, y0, x1, y1 := bounds(pts)
	h := w / 2
	cv.fill(x0-h, y0-h, x1+h, y1+h, c, func(px, py float64) float64 {
		return math.Sqrt(segsDist2(pts, closed, px, py)) - h
	})
}

// Lines strokes the polylines w wide with round caps and joins, as one shape: where they
// overlap, pixels are covered once (a glyph's strokes meet without darker seams).
func (cv *Canvas) Lines(lines [][]Point, w float64, c color.RGBA) {
	var x0, y0, x1, y1 float64
	first := true
	for _, l := range lines {
		if len(l) == 0 {
			continue
		}
		a, b, e, f := bounds(l)
		if first {
			x0, y0, x1, y1, first = a, b, e, f, false
		}
		x0, y0, x1, y1 = min(x0, a), min(y0, b), max(x1, e), max(y1, f)
	}
	if first {
		return
	}
	h := w / 2
	cv.fill(x0-h, y0-h, x1+h, y1+h, c, func(px, py float64) float64 {
		d2 := math.Inf(1)
		for _, l := range lines {
			if len(l) > 0 {
				d2 = min(d2, segsDist2(l, false, px, py))
			}
		}
		return math.Sqrt(d2) - h
	})
}

// Polygon fills the polygon pts (non-zero winding).
func (cv *Canvas) Polygon(pts []Point, c color.RGBA) {
	if len(pts) < 3 {
		return
	}
	x0, y0, x1, y1 := bounds(pts)
	cv.fill(x0, y0, x1, y1, c, func(px, py float64) float64 {
		d := math.Sqrt(segsDist2(pts, true, px, py))
		if winding(pts, px, py) != 0 {
			return -d
		}
		return d
	})
}

// RoundRect fills the w×h rectangle at (x, y) with corners of radius r.
func (cv *Canvas) RoundRect(x, y, w, h, r float64, c color.RGBA) {
	cv.fill(x, y, x+w, y+h, c, roundRectDist(x, y, w, h, r))
}

// RoundRectStroke strokes the outline of the rounded rectangle with a line t wide
// centred on it.
func (cv *Canvas) RoundRectStroke(x, y, w, h, r, t float64, c color.RGBA) {
	sd := roundRectDist(x, y, w, h, r)
	cv.fill(x-t/2, y-t/2, x+w+t/2, y+h+t/2, c, func(px, py float64) float64 {
		return math.Abs(sd(px, py)) - t/2
	})
}

func roundRectDist(x, y, w, h, r float64) func(px, py float64) float64 {
	r = max(0, min(r, w/2, h/2))
	cx, cy := x+w/2, y+h/2
	return func(px, py float64) float64 {
		// The distance to the rectangle shrunk by r, less r.
		s := math.Abs(px-cx) - (w/2 - r)
		t := math.Abs(py-cy) - (h/2 - r)
		return boxDist(s, t) - r
	}
}

func bounds(pts []Point) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		x0, y0, x1, y1 = min(x0, p.X), min(y0, p.Y), max(x1, p.X), max(y1, p.Y)
	}
	return
}

// segsDist2 is the squared distance from (px, py) to the nearest segment of pts.
func segsDist2(pts []Point, closed bool, px, py float64) float64 {
	best := math.Inf(1)
	n := len(pts)
	if n == 1 {
		return (px-pts[0].X)*(px-pts[0].X) + (py-pts[0].Y)*(py-pts[0].Y)
	}
	for k := 1; k <= n; k++ {
		if k == n && !closed {
			break
		}
		a, b := pts[k-1], pts[k%n]
		dx, dy := b.X-a.X, b.Y-a.Y
		t := 0.0
		if ll := dx*dx + dy*dy; ll > 0 {
			t = min(1, max(0, ((px-a.X)*dx+(py-a.Y)*dy)/ll))
		}
		ex, ey := px-(a.X+t*dx), py-(a.Y+t*dy)
		best = min(best, ex*ex+ey*ey)
	}
	return best
}

// winding is the winding number of the closed polygon pts about (px, py).
func winding(pts []Point, px, py float64) int {
	wn := 0
	for k := range pts {
		a, b := pts[k], pts[(k+1)%len(pts)]
		side := (b.X-a.X)*(py-a.Y) - (px-a.X)*(b.Y-a.Y)
		if a.Y <= py && b.Y > py && side > 0 {
			wn++
		} else if a.Y > py && b.Y <= py && side < 0 {
			wn--
		}
	}
	return wn
}

package raster

import "github.com/nimscope/nimscope/web/glyph"

// Digit returns the polylines of digit d (0–9) from web/glyph, h pixels high, with the
// top-left corner of its box at (x, y): what a digit atlas strokes for each digit.
func Digit(d int, x, y, h float64) [][]Point {
	var lines [][]Point
	for _, pl := range glyph.Strokes(rune('0' + d)) {
		pts := make([]Point, len(pl))
		for k, pt := range pl {
			pts[k] = Point{X: x + pt.X*h, Y: y + pt.Y*h}
		}
		lines = append(lines, pts)
	}
	return lines
}

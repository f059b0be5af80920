// Package glyph describes the few characters drawn on the canvas (heap sizes) as strokes.
// Words belong in the DOM; numbers on the canvas come from these strokes, drawn once into an
// atlas at the screen's scale, so no font or shaping engine goes into the wasm.
package glyph

import "math"

// Point is a position in a glyph's box: x from 0 to Width, y from 0 (top) to 1 (baseline).
type Point struct{ X, Y float64 }

// Width is the advance of every glyph, as a fraction of its height.
const Width = 0.62

// Runes are the characters this package can draw.
const Runes = "0123456789"

// Strokes returns the polylines that draw r, or nil when r is not one of Runes.
func Strokes(r rune) [][]Point {
	if r < '0' || r > '9' {
		return nil
	}
	return digits[r-'0']
}

// digits are written once at start-up: arcs sampled into polylines of fine enough steps that
// they look round at any size a label is drawn.
var digits = [10][][]Point{
	0: {arc(0.31, 0.5, 0.24, 0.45, 0, 360)},
	1: {{{0.14, 0.22}, {0.36, 0.05}, {0.36, 0.95}}, {{0.14, 0.95}, {0.54, 0.95}}},
	2: {join(arc(0.31, 0.29, 0.23, 0.23, 200, 360), arc(0.31, 0.29, 0.23, 0.23, 0, 40), []Point{{0.07, 0.95}, {0.56, 0.95}})},
	3: {join(arc(0.3, 0.27, 0.22, 0.21, 205, 450)), arc(0.3, 0.715, 0.25, 0.235, 270, 520)},
	4: {{{0.43, 0.95}, {0.43, 0.05}, {0.05, 0.68}, {0.58, 0.68}}},
	5: {join([]Point{{0.53, 0.05}, {0.13, 0.05}, {0.09, 0.46}}, arc(0.3, 0.665, 0.25, 0.285, 235, 505))},
	6: {join(arc(0.92, 0.7, 0.85, 0.66, 240, 180), arc(0.31, 0.695, 0.24, 0.255, 180, 540))},
	7: {{{0.05, 0.05}, {0.57, 0.05}, {0.22, 0.95}}},
	8: {arc(0.31, 0.27, 0.2, 0.22, 0, 360), arc(0.31, 0.715, 0.245, 0.235, 0, 360)},
	9: {join(arc(0.31, 0.305, 0.24, 0.255, 0, 360), arc(-0.3, 0.3, 0.85, 0.66, 0, 62))},
}

// arc samples an elliptical arc from angle a0 to a1 degrees (y grows downwards, so 270° is
// the top), in steps of at most 10°, either direction.
func arc(cx, cy, rx, ry, a0, a1 float64) []Point {
	n := int(math.Ceil(math.Abs(a1-a0) / 10))
	n = max(n, 1)
	pts := make([]Point, 0, n+1)
	for i := 0; i <= n; i++ {
		a := (a0 + (a1-a0)*float64(i)/float64(n)) * math.Pi / 180
		pts = append(pts, Point{cx + rx*math.Cos(a), cy + ry*math.Sin(a)})
	}
	return pts
}

func join(parts ...[]Point) []Point {
	var out []Point
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// Advance is the width of n glyphs drawn at height h, with a small gap after each.
func Advance(n int, h float64) float64 {
	return float64(n) * (Width + Gap) * h
}

// Gap is the space between glyphs, as a fraction of their height.
const Gap = 0.12

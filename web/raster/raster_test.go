package raster

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// inInk reports whether p is within r of a segment of the lines, by brute force.
func inInk(p Point, lines [][]Point, r float64) bool {
	near := func(a, b Point) bool {
		// Sample the segment finely: simple, and independent of capsule's projection.
		n := int(math.Hypot(b.X-a.X, b.Y-a.Y)*8) + 1
		for i := 0; i <= n; i++ {
			t := float64(i) / float64(n)
			if math.Hypot(p.X-(a.X+t*(b.X-a.X)), p.Y-(a.Y+t*(b.Y-a.Y))) <= r {
				return true
			}
		}
		return false
	}
	for _, l := range lines {
		if len(l) == 1 && near(l[0], l[0]) {
			return true
		}
		for k := 1; k < len(l); k++ {
			if near(l[k-1], l[k]) {
				return true
			}
		}
	}
	return false
}

// coverage is the fraction of pixel (x, y) inside the ink, from 8×8 samples.
func coverage(x, y int, lines [][]Point, r float64) float64 {
	in := 0
	for i := range 8 {
		for j := range 8 {
			if inInk(Point{float64(x) + (float64(i)+0.5)/8, float64(y) + (float64(j)+0.5)/8}, lines, r) {
				in++
			}
		}
	}
	return float64(in) / 64
}

// Every pixel's alpha is close to the area of it the ink covers, measured by sampling,
// and on average very close; the colour is premultiplied white.
func TestStrokesMatchSampledCoverage(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	cases := []struct {
		name  string
		lines [][]Point
		lw    float64
	}{
		{"horizontal", [][]Point{{{2, 5.5}, {14, 5.5}}}, 3},
		{"diagonal", [][]Point{{{1.3, 1.7}, {13.2, 9.9}}}, 2.4},
		{"a dot", [][]Point{{{8, 6}}}, 5},
		{"a corner, joined", [][]Point{{{2, 2}, {12, 2}, {12, 10}}}, 1.5},
		{"crossing lines", [][]Point{{{1, 1}, {15, 11}}, {{1, 11}, {15, 1}}}, 2},
	}
	for i := range 6 {
		var line []Point
		for range 2 + rnd.IntN(4) {
			line = append(line, Point{rnd.Float64() * 16, rnd.Float64() * 12})
		}
		cases = append(cases, struct {
			name  string
			lines [][]Point
			lw    float64
		}{fmt.Sprintf("random %d", i), [][]Point{line}, 1 + rnd.Float64()*3})
	}
	const w, h = 16, 12
	for _, tc := range cases {
		pix := Strokes(w, h, tc.lines, tc.lw)
		sum := 0.0
		for y := range h {
			for x := range w {
				p := pix[4*(y*w+x):]
				if p[0] != p[3] || p[1] != p[3] || p[2] != p[3] {
					t.Fatalf("%s: pixel %d,%d is %v, not premultiplied white", tc.name, x, y, p[:4])
				}
				got, want := float64(p[3])/255, coverage(x, y, tc.lines, tc.lw/2)
				// Where two segments meet at a sharp angle the nearest one alone covers less
				// than both do: up to about 0.35 less.
				if math.Abs(got-want) > 0.4 {
					t.Errorf("%s: pixel %d,%d has alpha %.2f, the ink covers %.2f of it", tc.name, x, y, got, want)
				}
				sum += math.Abs(got - want)
			}
		}
		if mean := sum / (w * h); mean > 0.04 {
			t.Errorf("%s: alpha is %.3f from the covered area on average", tc.name, mean)
		}
	}
}

// Far inside a stroke the alpha is 255 and far outside 0, however many strokes overlap.
func TestStrokesInsideAndOutside(t *testing.T) {
	const w, h = 20, 10
	lines := [][]Point{{{4, 5}, {18, 5}}, {{4, 5}, {18, 5}}, {{10, 0}, {10, 10}}}
	pix := Strokes(w, h, lines, 4)
	alpha := func(x, y int) byte { return pix[4*(y*w+x)+3] }
	for _, c := range []struct {
		x, y int
		want byte
	}{{5, 4, 255}, {5, 5, 255}, {10, 1, 255}, {5, 0, 0}, {5, 9, 0}, {0, 5, 0}} {
		if got := alpha(c.x, c.y); got != c.want {
			t.Errorf("pixel %d,%d: alpha %d, want %d", c.x, c.y, got, c.want)
		}
	}
	if len(Strokes(0, 5, lines, 2)) != 0 || len(Strokes(3, 2, nil, 2)) != 24 {
		t.Error("an empty image or no lines: wrong buffer length")
	}
}

func BenchmarkDigitAtlas(b *testing.B) {
	// About the digit atlas of a 2× display: ten cells of 24×40 pixels, ten segments each.
	var lines [][]Point
	for i := range 10 {
		x0 := float64(i * 24)
		var l []Point
		for k := range 11 {
			a := float64(k) * math.Pi / 5
			l = append(l, Point{x0 + 12 + 8*math.Cos(a), 20 + 15*math.Sin(a)})
		}
		lines = append(lines, l)
	}
	for b.Loop() {
		Strokes(240, 40, lines, 3.5)
	}
}

func ExampleStrokes() {
	pix := Strokes(5, 1, [][]Point{{{0, 0.5}, {5, 0.5}}}, 1)
	fmt.Println(pix[3], pix[4*2+3])
	// Output: 255 255
}

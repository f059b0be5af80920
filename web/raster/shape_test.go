package raster

import (
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"
)

// sampled is the fraction of pixel (x, y) for which in holds, from 8×8 samples.
func sampled(x, y int, in func(px, py float64) bool) float64 {
	n := 0
	for i := range 8 {
		for j := range 8 {
			if in(float64(x)+(float64(i)+0.5)/8, float64(y)+(float64(j)+0.5)/8) {
				n++
			}
		}
	}
	return float64(n) / 64
}

// Each shape drawn in white covers every pixel about as much as 8×8 samples of an
// independent inside test say: within 0.3 each, and within 0.03 on average.
func TestShapesMatchSampledCoverage(t *testing.T) {
	const w, h = 24, 20
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	tri := []Point{{12, 1.5}, {21.3, 17.2}, {2.7, 17.2}}
	// inside the triangle: on the same side of its three edges.
	inTri := func(px, py float64) bool {
		s := 0
		for k := range tri {
			a, b := tri[k], tri[(k+1)%3]
			if (b.X-a.X)*(py-a.Y)-(px-a.X)*(b.Y-a.Y) > 0 {
				s++
			}
		}
		return s == 0 || s == 3
	}
	// near the segment: by fine sampling along it, not by projection.
	near := func(a, b Point, r, px, py float64) bool {
		for i := 0; i <= 400; i++ {
			t := float64(i) / 400
			if math.Hypot(px-(a.X+t*(b.X-a.X)), py-(a.Y+t*(b.Y-a.Y))) <= r {
				return true
			}
		}
		return false
	}
	cases := []struct {
		name string
		draw func(*Canvas)
		in   func(px, py float64) bool
	}{
		{"disc", func(c *Canvas) { c.Disc(11.3, 9.8, 7.4, white) },
			func(px, py float64) bool { return math.Hypot(px-11.3, py-9.8) <= 7.4 }},
		{"ring", func(c *Canvas) { c.Ring(12, 10, 7, 2.6, white) },
			func(px, py float64) bool { return math.Abs(math.Hypot(px-12, py-10)-7) <= 1.3 }},
		{"thin ring", func(c *Canvas) { c.Ring(12.2, 9.6, 8, 1, white) },
			func(px, py float64) bool { return math.Abs(math.Hypot(px-12.2, py-9.6)-8) <= 0.5 }},
		{"flat line", func(c *Canvas) { c.Line(Point{3.2, 4.1}, Point{19.7, 15.3}, 3, white) },
			func(px, py float64) bool {
				a, b := Point{3.2, 4.1}, Point{19.7, 15.3}
				l := math.Hypot(b.X-a.X, b.Y-a.Y)
				along := ((px-a.X)*(b.X-a.X) + (py-a.Y)*(b.Y-a.Y)) / l
				across := ((py-a.Y)*(b.X-a.X) - (px-a.X)*(b.Y-a.Y)) / l
				return along >= 0 && along <= l && math.Abs(across) <= 1.5
			}},
		{"polyline", func(c *Canvas) { c.Polyline([]Point{{3, 3}, {20, 5}, {8, 17}}, 2.5, false, white) },
			func(px, py float64) bool {
				return near(Point{3, 3}, Point{20, 5}, 1.25, px, py) || near(Point{20, 5}, Point{8, 17}, 1.25, px, py)
			}},
		{"closed polyline", func(c *Canvas) { c.Polyline(tri, 2, true, white) },
			func(px, py float64) bool {
				return near(tri[0], tri[1], 1, px, py) || near(tri[1], tri[2], 1, px, py) || near(tri[2], tri[0], 1, px, py)
			}},
		{"two lines as one", func(c *Canvas) { c.Lines([][]Point{{{2, 2}, {21, 17}}, {{2, 17}, {21, 2}}, {}}, 3, white) },
			func(px, py float64) bool {
				return near(Point{2, 2}, Point{21, 17}, 1.5, px, py) || near(Point{2, 17}, Point{21, 2}, 1.5, px, py)
			}},
		{"triangle", func(c *Canvas) { c.Polygon(tri, white) }, inTri},
		{"rounded rectangle", func(c *Canvas) { c.RoundRect(2.5, 3, 19, 13.4, 4.2, white) },
			func(px, py float64) bool { return inRoundRect(px, py, 2.5, 3, 19, 13.4, 4.2) }},
		{"rounded outline", func(c *Canvas) { c.RoundRectStroke(3, 3, 18, 14, 4, 2, white) },
			func(px, py float64) bool {
				return inRoundRect(px, py, 2, 2, 20, 16, 5) && !inRoundRect(px, py, 4, 4, 16, 12, 3)
			}},
	}
	for _, tc := range cases {
		cv := NewCanvas(w, h)
		tc.draw(cv)
		sum := 0.0
		for y := range h {
			for x := range w {
				p := cv.Pix[4*(y*w+x):]
				if p[0] != p[3] || p[1] != p[3] || p[2] != p[3] {
					t.Fatalf("%s: pixel %d,%d is %v, not premultiplied white", tc.name, x, y, p[:4])
				}
				got, want := float64(p[3])/255, sampled(x, y, tc.in)
				if math.Abs(got-want) > 0.3 {
					t.Errorf("%s: pixel %d,%d has alpha %.2f, the shape covers %.2f of it", tc.name, x, y, got, want)
				}
				sum += math.Abs(got - want)
			}
		}
		if mean := sum / (w * h); mean > 0.03 {
			t.Errorf("%s: alpha is %.3f from the covered area on average", tc.name, mean)
		}
	}
}

// inRoundRect: inside the rectangle, and not in a corner square outside its quarter disc.
func inRoundRect(px, py, x, y, w, h, r float64) bool {
	if px < x || px > x+w || py < y || py > y+h {
		return false
	}
	for _, c := range [][2]float64{{x + r, y + r}, {x + w - r, y + r}, {x + r, y + h - r}, {x + w - r, y + h - r}} {
		inCornerX := (c[0] == x+r && px < c[0]) || (c[0] != x+r && px > c[0])
		inCornerY := (c[1] == y+r && py < c[1]) || (c[1] != y+r && py > c[1])
		if inCornerX && inCornerY && math.Hypot(px-c[0], py-c[1]) > r {
			return false
		}
	}
	return true
}

// Shapes composite source-over in premultiplied alpha: half-transparent black over white
// is mid grey and opaque; a colour outside the canvas changes nothing.
func TestCanvasComposites(t *testing.T) {
	cv := NewCanvas(4, 4)
	cv.RoundRect(0, 0, 4, 4, 0, color.RGBA{0xff, 0xff, 0xff, 0xff})
	cv.Disc(2, 2, 10, color.RGBA{0, 0, 0, 0x80})
	if got := cv.Pix[4*5 : 4*5+4]; got[0] != 0x7f || got[3] != 0xff {
		t.Errorf("half black over white: %v, want [127 127 127 255]", got)
	}
	before := string(cv.Pix)
	cv.Disc(-20, -20, 3, color.RGBA{0xff, 0, 0, 0xff})
	cv.Line(Point{1, 1}, Point{1, 1}, 3, color.RGBA{0xff, 0, 0, 0xff})
	cv.Polygon([]Point{{0, 0}, {1, 1}}, color.RGBA{0xff, 0, 0, 0xff})
	if string(cv.Pix) != before {
		t.Error("shapes off the canvas or degenerate changed pixels")
	}
	if len(NewCanvas(-1, 3).Pix) != 0 {
		t.Error("a canvas of negative width has pixels")
	}
}

func ExampleCanvas() {
	cv := NewCanvas(9, 9)
	cv.Disc(4.5, 4.5, 3, color.RGBA{0x80, 0, 0, 0x80})
	fmt.Println(cv.Pix[4*(4*9+4):][:4], cv.Pix[:4])
	// Output: [128 0 0 128] [0 0 0 0]
}

func BenchmarkStoneSprite(b *testing.B) {
	// The Nim scene's stone at a 2× display: 96 pixels across, three shapes; drawn as fill
	// does, blocks first, and reading every pixel (compare the two within one run).
	for _, perPixel := range []bool{false, true} {
		name := "blocks"
		if perPixel {
			name = "every-pixel"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				cv := NewCanvas(100, 100)
				cv.perPixel = perPixel
				cv.Disc(50, 50, 41, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
				cv.Disc(41, 39, 22.5, color.RGBA{0xff, 0xff, 0xff, 0x70})
				cv.Ring(50, 50, 41, 4.8, color.RGBA{0x9a, 0x9a, 0x9a, 0xff})
			}
		})
	}
}

// Every shape comes out with the same bytes whether fill tests blocks first or reads every
// pixel: random shapes, colours and places, partly off small and larger canvases.
func TestBlocksChangeNoPixel(t *testing.T) {
	src := rand.NewPCG(1, 2)
	rng := rand.New(src)
	coord := func(n int) float64 { return rng.Float64()*float64(n+20) - 10 }
	size := func() float64 { return rng.Float64() * 30 }
	colour := func() color.RGBA {
		a := uint8(255) // opaque half the time: solid blocks then replace pixels
		if rng.IntN(2) == 0 {
			a = uint8(rng.IntN(256))
		}
		return color.RGBA{uint8(rng.IntN(int(a) + 1)), uint8(rng.IntN(256)), uint8(rng.IntN(int(a) + 1)), a}
	}
	points := func(w, h, n int) []Point {
		pts := make([]Point, n)
		for i := range pts {
			pts[i] = Point{coord(w), coord(h)}
		}
		return pts
	}
	shapes := []func(cv *Canvas){
		func(cv *Canvas) { cv.Disc(coord(cv.W), coord(cv.H), size(), colour()) },
		func(cv *Canvas) { cv.Ring(coord(cv.W), coord(cv.H), size(), size()/3, colour()) },
		func(cv *Canvas) {
			cv.Line(Point{coord(cv.W), coord(cv.H)}, Point{coord(cv.W), coord(cv.H)}, size()/2, colour())
		},
		func(cv *Canvas) { cv.Polyline(points(cv.W, cv.H, 1+rng.IntN(6)), size()/2, rng.IntN(2) == 0, colour()) },
		func(cv *Canvas) {
			cv.Lines([][]Point{points(cv.W, cv.H, 1+rng.IntN(4)), points(cv.W, cv.H, rng.IntN(4))}, size()/2, colour())
		},
		func(cv *Canvas) { cv.Polygon(points(cv.W, cv.H, 3+rng.IntN(6)), colour()) },
		func(cv *Canvas) { cv.RoundRect(coord(cv.W), coord(cv.H), size()*2, size()*2, size()/2, colour()) },
		func(cv *Canvas) {
			cv.RoundRectStroke(coord(cv.W), coord(cv.H), size()*2, size()*2, size()/2, size()/4, colour())
		},
	}
	solid := 0
	for round := range 400 {
		w, h := 1+rng.IntN(24), 1+rng.IntN(24)
		if round%4 == 0 {
			w, h = 40+rng.IntN(80), 40+rng.IntN(80)
		}
		blocks, every := NewCanvas(w, h), NewCanvas(w, h)
		every.perPixel = true
		for range 1 + rng.IntN(4) {
			i := rng.IntN(len(shapes))
			state := *src // the same random numbers for both canvases
			shapes[i](blocks)
			*src = state
			shapes[i](every)
		}
		if string(blocks.Pix) != string(every.Pix) {
			for k := range blocks.Pix {
				if blocks.Pix[k] != every.Pix[k] {
					t.Fatalf("round %d (%d×%d): pixel %d,%d is %v with blocks, %v read one by one",
						round, w, h, k/4%w, k/4/w, blocks.Pix[k/4*4:][:4], every.Pix[k/4*4:][:4])
				}
			}
		}
		for k := 3; k < len(blocks.Pix); k += 4 {
			if blocks.Pix[k] == 255 {
				solid++
			}
		}
	}
	if solid == 0 {
		t.Error("no shape covered a pixel fully: the test drew nothing worth comparing")
	}
}

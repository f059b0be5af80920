package svgexport

import (
	"image/color"
	"math"

	"github.com/nimscope/nimscope/web/hacklayout"
)

// Colours of the Hackenbush scene's light theme.
var (
	hackEarth  = color.RGBA{0xea, 0xe4, 0xd4, 0xff}
	hackGround = color.RGBA{0x7c, 0x74, 0x61, 0xff}
	hackEdge   = color.RGBA{0x2f, 0x8a, 0x4e, 0xff} // green: it is Green Hackenbush
	hackInk    = color.RGBA{0x2d, 0x2a, 0x24, 0xff}
)

// Hackenbush draws d as the scene does, in its logical units (hacklayout.Size across): the
// earth, the ground line, one path per edge (a quadratic Bézier, or a circle for a loop)
// and one dot per vertex. The picture is cropped to the drawing with a margin; the ground
// runs across it.
func Hackenbush(d hacklayout.Drawing, title string) []byte {
	edgeW := min(max(d.Unit*0.05, 3), 9)
	dotR := max(edgeW*1.15, 5)
	margin := 4 * dotR

	// The box the drawing needs, in logical units (y up): every curve, every vertex, the
	// ground's feet.
	minX, maxX, maxY := math.Inf(1), math.Inf(-1), 0.0
	grow := func(p hacklayout.Point) {
		minX, maxX, maxY = min(minX, p.X), max(maxX, p.X), max(maxY, p.Y)
	}
	var pts []hacklayout.Point
	for _, c := range d.Curves {
		pts = c.Sample(pts[:0])
		for _, p := range pts {
			grow(p)
		}
	}
	for _, v := range d.Verts {
		grow(d.Pos.At[v])
	}
	if math.IsInf(minX, 1) { // no edges: a stretch of bare ground
		minX, maxX = 0, hacklayout.Size
	}
	earth := max(margin, 0.06*(maxX-minX))
	width := maxX - minX + 2*margin
	ground := maxY + margin // the ground line's y in the picture (y down)
	height := ground + earth
	x := func(p hacklayout.Point) float64 { return p.X - minX + margin }
	y := func(p hacklayout.Point) float64 { return ground - p.Y }

	w := &writer{}
	w.open(width, height, title)
	w.s(`<rect class="earth" x="0" y="`)
	w.n(ground)
	w.s(`" width="`)
	w.n(width)
	w.s(`" height="`)
	w.n(earth)
	w.s(`" fill="`)
	w.colour(hackEarth)
	w.s(`"/>` + "\n" + `<line class="ground" x1="0" y1="`)
	w.n(ground)
	w.s(`" x2="`)
	w.n(width)
	w.s(`" y2="`)
	w.n(ground)
	w.s(`" stroke="`)
	w.colour(hackGround)
	w.s(`" stroke-width="`)
	w.n(edgeW * 0.6)
	w.s(`"/>` + "\n" + `<g class="edges" fill="none" stroke="`)
	w.colour(hackEdge)
	w.s(`" stroke-width="`)
	w.n(edgeW)
	w.s(`" stroke-linecap="round">` + "\n")
	for i, c := range d.Curves {
		e := d.Edges[i]
		w.s(`<path data-edge="`)
		w.uint(e.A)
		w.s("-")
		w.uint(e.B)
		w.s(`" d="M`)
		w.n(x(c.A))
		w.s(" ")
		w.n(y(c.A))
		if c.Loop {
			// A circle through A about C: two half turns by way of the point opposite A.
			r := c.A.Sub(c.C).Len()
			o := c.C.Mul(2).Sub(c.A)
			for _, to := range [2]hacklayout.Point{o, c.A} {
				w.s("A")
				w.n(r)
				w.s(" ")
				w.n(r)
				w.s(" 0 1 0 ")
				w.n(x(to))
				w.s(" ")
				w.n(y(to))
			}
			w.s("Z")
		} else {
			w.s("Q")
			w.n(x(c.C))
			w.s(" ")
			w.n(y(c.C))
			w.s(" ")
			w.n(x(c.B))
			w.s(" ")
			w.n(y(c.B))
		}
		w.s(`"/>` + "\n")
	}
	w.s("</g>\n" + `<g class="vertices" fill="`)
	w.colour(hackInk)
	w.s(`">` + "\n")
	for _, v := range d.Verts {
		p := d.Pos.At[v]
		w.s(`<circle data-vertex="`)
		w.uint(v)
		w.s(`" cx="`)
		w.n(x(p))
		w.s(`" cy="`)
		w.n(y(p))
		w.s(`" r="`)
		w.n(dotR)
		w.s(`"/>` + "\n")
	}
	w.s("</g>\n")
	w.close()
	return w.b
}

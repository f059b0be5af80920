package hacklayout

import (
	"fmt"
	"math"
	"testing"
)

// raster is a premultiplied RGBA image of floats, what a software rasteriser draws into.
type raster struct {
	w, h int
	pix  [][4]float64
}

// sample reads sp at source point p as a linear filter does: between the four texel
// centres around it, clamped to the image.
func sample(sp Sprites, p Point) [4]float64 {
	if sp.W == 0 {
		return [4]float64{1, 1, 1, 1} // no sprites: white everywhere
	}
	x, y := p.X-0.5, p.Y-0.5
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	texel := func(i, j int) [4]float64 {
		i, j = min(max(i, 0), sp.W-1), min(max(j, 0), sp.H-1)
		k := 4 * (j*sp.W + i)
		return [4]float64{float64(sp.Pix[k]) / 255, float64(sp.Pix[k+1]) / 255, float64(sp.Pix[k+2]) / 255, float64(sp.Pix[k+3]) / 255}
	}
	var out [4]float64
	for _, c := range [4]struct {
		di, dj int
		w      float64
	}{{0, 0, (1 - fx) * (1 - fy)}, {1, 0, fx * (1 - fy)}, {0, 1, (1 - fx) * fy}, {1, 1, fx * fy}} {
		t := texel(int(x0)+c.di, int(y0)+c.dj)
		for k := range out {
			out[k] += c.w * t[k]
		}
	}
	return out
}

// draw rasterises m's triangles into r as WebGL would with premultiplied colours and
// source-over blending: each pixel whose centre is in a triangle gets the vertices' colours
// and source points interpolated there, the colour times the sprite's texel.
func (r *raster) draw(m *Mesh, sp Sprites) {
	for t := 0; t+2 < len(m.Idx); t += 3 {
		a, b, c := m.Verts[m.Idx[t]], m.Verts[m.Idx[t+1]], m.Verts[m.Idx[t+2]]
		ax, ay, bx, by, cx, cy := float64(a.DstX), float64(a.DstY), float64(b.DstX), float64(b.DstY), float64(c.DstX), float64(c.DstY)
		area := (bx-ax)*(cy-ay) - (by-ay)*(cx-ax)
		if area == 0 {
			continue
		}
		x0, x1 := int(math.Floor(min(ax, bx, cx))), int(math.Ceil(max(ax, bx, cx)))
		y0, y1 := int(math.Floor(min(ay, by, cy))), int(math.Ceil(max(ay, by, cy)))
		for y := max(y0, 0); y <= min(y1, r.h-1); y++ {
			for x := max(x0, 0); x <= min(x1, r.w-1); x++ {
				px, py := float64(x)+0.5, float64(y)+0.5
				wa := ((bx-px)*(cy-py) - (by-py)*(cx-px)) / area
				wb := ((cx-px)*(ay-py) - (cy-py)*(ax-px)) / area
				wc := 1 - wa - wb
				// Inside, and on a shared edge counted once: by the half-open rule on wa
				// and wb's signs, which is enough for a test's random positions.
				if wa < 0 || wb < 0 || wc < 0 || wa == 0 && wb == 0 {
					continue
				}
				src := Point{
					wa*float64(a.SrcX) + wb*float64(b.SrcX) + wc*float64(c.SrcX),
					wa*float64(a.SrcY) + wb*float64(b.SrcY) + wc*float64(c.SrcY),
				}
				tex := sample(sp, src)
				col := [4]float64{
					wa*float64(a.ColorR) + wb*float64(b.ColorR) + wc*float64(c.ColorR),
					wa*float64(a.ColorG) + wb*float64(b.ColorG) + wc*float64(c.ColorG),
					wa*float64(a.ColorB) + wb*float64(b.ColorB) + wc*float64(c.ColorB),
					wa*float64(a.ColorA) + wb*float64(b.ColorA) + wc*float64(c.ColorA),
				}
				d := &r.pix[y*r.w+x]
				sa := col[3] * tex[3]
				for k := range d {
					d[k] = col[k]*tex[k] + d[k]*(1-sa)
				}
			}
		}
	}
}

// TestSpritesDrawAsTriangles: a picture of strokes, halos, loops and dots of every size the
// scenes draw, built with sprites and without and rasterised as WebGL would, is the same
// picture: every pixel within what the triangles' polygons stray from a circle, the
// coverage within one percent.
func TestSpritesDrawAsTriangles(t *testing.T) {
	for _, tc := range []struct {
		edgeW, haloW, dotR, fringe float64
	}{
		{2, 6.8, 3, 1},       // a dense drawing at scale 1
		{4, 13.6, 5, 1.6},    // scale 2
		{9, 30.6, 10.4, 1},   // a projector's bold strokes
		{2.5, 8.5, 3.5, 0.8}, // a fringe under a pixel
	} {
		t.Run(fmt.Sprintf("w%g", tc.edgeW), func(t *testing.T) {
			st := Style{EdgeW: tc.edgeW, HaloW: tc.haloW, DotR: tc.dotR, Fringe: tc.fringe}
			st.HaloAlpha[RoleFuse] = 0.45
			for r := range st.Colour {
				st.Colour[r] = [3]float32{0.2 + 0.05*float32(r), 0.6, 0.9 - 0.05*float32(r)}
			}
			plain := st
			sp := st.MakeSprites([]float64{st.DotR, 0.75 * st.DotR, 2.2 * st.DotR})
			plain.Src = st.Src

			var pic Picture
			v := NewView(160, 160, 1)
			pic.Curve(Curve{A: Point{200, 100}, B: Point{700, 800}, C: Point{100, 700}}, RoleFuse, 1)
			pic.Curve(Curve{A: Point{200, 100}, B: Point{700, 800}, C: Point{100, 700}}, RoleEdge, 1)
			pic.Curve(Curve{A: Point{800, 200}, B: Point{300, 300}, C: Point{500, 600}}, RoleEdge, 0.6)
			pic.Curve(Curve{A: Point{600, 400}, C: Point{600, 500}, Loop: true}, RoleEdge, 1)
			pic.Dot(Point{200, 100}, RoleVertex, 1, 1)
			pic.Dot(Point{700, 800}, RoleVertex, 0.7, 1)
			pic.Dot(Point{450, 450}, RoleFuse, 0.8, 2.2)
			pic.Dot(Point{333, 555}, RoleJoint, 1, 1)

			var withSprites, without Mesh
			withSprites.Build(&pic, v, &st)
			without.Build(&pic, v, &plain)
			if len(withSprites.Verts) >= len(without.Verts) {
				t.Errorf("with sprites %d vertices, without %d: want fewer", len(withSprites.Verts), len(without.Verts))
			}
			a := raster{w: 160, h: 160, pix: make([][4]float64, 160*160)}
			b := raster{w: 160, h: 160, pix: make([][4]float64, 160*160)}
			a.draw(&withSprites, sp)
			b.draw(&without, Sprites{})
			worst, covA, covB := 0.0, 0.0, 0.0
			for i := range a.pix {
				for k := range 4 {
					worst = max(worst, math.Abs(a.pix[i][k]-b.pix[i][k]))
				}
				covA += a.pix[i][3]
				covB += b.pix[i][3]
			}
			// The triangles' polygons may pass tolerance inside a circle (sides), which over
			// a fade of a fringe's width is that much alpha at a pixel of the rim.
			if bound := tolerance/tc.fringe + 0.05; worst > bound {
				t.Errorf("a pixel differs by %.3f between the sprites and the triangles (at most %.3f)", worst, bound)
			}
			if math.Abs(covA-covB) > 0.01*covB || covB < 100 {
				t.Errorf("coverage %.1f with sprites, %.1f without", covA, covB)
			}
		})
	}
}

// TestDiscSpriteChosen: a dot samples the disc made for its radius, or one within
// discSlack of it, and is built of triangles when none is.
func TestDiscSpriteChosen(t *testing.T) {
	st := Style{EdgeW: 2, HaloW: 7, Fringe: 1}
	st.MakeSprites([]float64{3, 6.6})
	for _, tc := range []struct {
		r    float64
		want float64 // the sprite's radius, 0 for none
	}{{3, 3}, {3.3, 3}, {2.7, 3}, {6.6, 6.6}, {7.5, 6.6}, {4.5, 0}, {1, 0}, {20, 0}} {
		d, ok := st.disc(tc.r)
		if got := map[bool]float64{true: d.R}[ok]; got != tc.want {
			t.Errorf("a dot of radius %g samples the disc of radius %g, want %g", tc.r, got, tc.want)
		}
	}
}

// TestDiscSpritesHaveClearBorders: a dot's quad samples its disc's square up to the
// square's edge, where a linear filter reads half of the texel beyond it. Every texel
// around each square must be clear, or a dot placed between pixels shows a line of its
// neighbour at that edge (the halo's band showed as a grey dash above some vertices).
func TestDiscSpritesHaveClearBorders(t *testing.T) {
	for _, tc := range []struct{ edgeW, haloW, fringe float64 }{{2, 6.8, 1}, {4, 13.6, 1.6}, {9, 30.6, 1}} {
		st := Style{EdgeW: tc.edgeW, HaloW: tc.haloW, Fringe: tc.fringe}
		sp := st.MakeSprites([]float64{3, 5, 6.6, 10.4})
		for _, d := range st.Discs {
			x0, y0 := int(d.At.X-d.Half)-1, int(d.At.Y-d.Half)-1
			x1, y1 := int(d.At.X+d.Half), int(d.At.Y+d.Half)
			for y := y0; y <= y1; y++ {
				for x := x0; x <= x1; x++ {
					if (y != y0 && y != y1 && x != x0 && x != x1) || x < 0 || y < 0 || x >= sp.W || y >= sp.H {
						continue
					}
					if a := sp.Pix[4*(y*sp.W+x)+3]; a != 0 {
						t.Errorf("edge %g: the texel (%d, %d) beside the disc of radius %g has alpha %d", tc.edgeW, x, y, d.R, a)
					}
				}
			}
		}
	}
}

package hacklayout

import "math"

// A Mesh can take its shapes' faded rims from a small image, the sprites, instead of
// building them of triangles: a dot is then one quad sampling a disc (4 vertices and 2
// triangles instead of 17 to 97 and 24 to 144), and a stroke a strip of two vertices a
// point sampling its cross-section (instead of four, and 2 triangles a segment instead of
// 6). A drawing of thousands of edges is then half the vertices and a fifth of the
// triangles, and both are what its frames cost: in Go, where each vertex is built and
// handed to Ebiten, and in a software WebGL, which sets up each triangle. The sprites are
// drawn with linear filtering, which interpolates between texels as the triangles
// interpolate between vertices, so the two look the same.

// Disc is a sprite of a dot: a disc of radius R device pixels, drawn at discTexels texels a
// device pixel, centred At, faded over the fringe it was made for, in a square of Half
// texels each side of At (a texel of margin beyond the rim, so that the filter reads
// nothing of its neighbours).
type Disc struct {
	At      Point
	R, Half float64
}

// discTexels is how many texels a device pixel a disc sprite is drawn at: the filter's
// straight lines between texels then follow the fade as closely as a polygon of the
// triangles does, and a dot placed between pixels is not blurred by a texel's width.
const discTexels = 4

// Band is a sprite of a stroke's cross-section, made for a stroke W device pixels wide: a
// row of texels whose centres run from From, at one outer rim, to To, at the other.
type Band struct {
	From, To Point
	W        float64
}

// ok reports whether the band was made for strokes of width w.
func (b Band) ok(w float64) bool { return b.W > 0 && b.W == w }

// discSlack is how far from the radius a disc sprite was made for a dot may be and still
// sample it, scaled (a fraction of the radius): further, its fringe would be too sharp or
// too soft, and the dot is built of triangles.
const discSlack = 0.15

// disc returns the sprite that draws a dot of radius r, if there is one.
func (st *Style) disc(r float64) (Disc, bool) {
	best, found := math.Inf(1), -1
	for i, d := range st.Discs {
		if e := math.Abs(r/d.R - 1); e <= discSlack && e < best {
			best, found = e, i
		}
	}
	if found < 0 {
		return Disc{}, false
	}
	return st.Discs[found], true
}

// Sprites is the image a Mesh's triangles sample: premultiplied RGBA, W×H, row by row.
type Sprites struct {
	W, H int
	Pix  []byte
}

// bandRows is how many texel rows a band takes: its row and a copy above and below, so that
// the filter reads the band however far between rows a sample falls.
const bandRows = 3

// MakeSprites lays out the sprites for st's strokes (edges and halos) and for dots of the
// given radii (device pixels), sets st.Src, st.Discs, st.EdgeBand and st.HaloBand to where
// they are in the image, and returns the image. A white block in the corner is what
// everything else samples (st.Src).
func (st *Style) MakeSprites(radii []float64) Sprites {
	f := max(st.Fringe, 0.25)
	type disc struct{ r, half float64 }
	var discs []disc
	for _, r := range radii {
		if r > 0 {
			discs = append(discs, disc{r, math.Ceil(discTexels*(r+f/2)) + 1})
		}
	}
	// Texels of a cross-section: four across each fringe, so that the filter's straight
	// lines between texels follow the fade's knees closely.
	texels := func(w float64) int { return min(max(int(math.Ceil(4*(w+f)/f))+1, 5), 1024) }
	edgeN, haloN := texels(st.EdgeW), texels(st.HaloW)

	// Layout: a row of the white block, the bands, a clear row, then the discs side by side.
	// A dot's quad reaches its square's edge, where the filter reads half of the texel beyond:
	// without the clear row, the halo's band showed as a line above some dots.
	w := max(edgeN, haloN, 3)
	y := 3 // under the white block
	edgeY, haloY := y, y+bandRows
	y += 2*bandRows + 1
	x, rowH := 0, 0
	type placed struct{ x, y int }
	at := make([]placed, len(discs))
	for i, d := range discs {
		side := int(2 * d.half)
		at[i] = placed{x, y}
		x += side
		rowH = max(rowH, side)
	}
	w = max(w, x)
	h := y + rowH
	sp := Sprites{W: w, H: h, Pix: make([]byte, 4*w*h)}
	set := func(x, y int, a float64) {
		v := byte(math.Round(255 * min(max(a, 0), 1)))
		i := 4 * (y*w + x)
		sp.Pix[i], sp.Pix[i+1], sp.Pix[i+2], sp.Pix[i+3] = v, v, v, v
	}
	for y := range 3 {
		for x := range 3 {
			set(x, y, 1)
		}
	}
	st.Src = Point{1.5, 1.5}
	band := func(y0, n int, width float64) Band {
		out, in := width/2+f/2, max(width/2-f/2, 0.3)
		for i := range n {
			s := -out + 2*out*float64(i)/float64(n-1) // where texel i's centre falls across
			a := (out - math.Abs(s)) / (out - in)
			for r := range bandRows {
				set(i, y0+r, a)
			}
		}
		mid := float64(y0) + bandRows/2.0
		return Band{From: Point{0.5, mid}, To: Point{float64(n) - 0.5, mid}, W: width}
	}
	st.EdgeBand, st.HaloBand = Band{}, Band{}
	if st.EdgeW > 0 {
		st.EdgeBand = band(edgeY, edgeN, st.EdgeW)
	}
	if st.HaloW > 0 {
		st.HaloBand = band(haloY, haloN, st.HaloW)
	}
	st.Discs = st.Discs[:0]
	for i, d := range discs {
		out, in := discTexels*(d.r+f/2), discTexels*max(d.r-f/2, 0.3)
		side := int(2 * d.half)
		c := Point{float64(at[i].x) + d.half, float64(at[i].y) + d.half}
		for py := range side {
			for px := range side {
				p := Point{float64(at[i].x+px) + 0.5, float64(at[i].y+py) + 0.5}
				dist := p.Sub(c).Len()
				a := 1.0
				if dist > in {
					a = (out - dist) / (out - in)
				}
				set(at[i].x+px, at[i].y+py, a)
			}
		}
		st.Discs = append(st.Discs, Disc{At: c, R: d.r, Half: d.half})
	}
	return sp
}

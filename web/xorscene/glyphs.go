package xorscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/xorlayout"
)

// maxGlyphs bounds the digits and rings drawn over the cells in a frame: the numbers in the
// cells are written only while the cells in view need fewer, so that writing them stays a
// small part of a frame. maxLabels bounds the paper around the table and the labels.
const (
	maxGlyphs = 2400
	maxLabels = 512
)

// glyphs collects a frame's quads in the order they are painted, and draws them in one call
// with the table's shader: first the table's own quad (Custom0 0: the shader paints cells
// there), then the atlas's quads (Custom0 1: the shader samples the atlas; 2: a number,
// whose digits it cuts from the atlas), the rings and the numbers over the cells, then the
// paper around the table and the labels. Ebiten converts the uniforms and walks its drawing
// path once per call, and the first call of a frame costs several times the others (its
// code and data are cold after the browser's work between frames), so the frame makes one.
// Its buffers are kept from frame to frame.
type glyphs struct {
	verts  []ebiten.Vertex
	index  []uint32 // every quad's two triangles, in order: a frame draws the first few
	table  bool     // verts[:4] hold a table's quad; otherwise nothing draws them
	limit  int      // the vertices the current part of the frame may reach (reset, startLabels)
	strips [numStrips]strip
	buf    [20]byte     // a label's digits
	last   numberLayout // the labels' layout (writeLabels), for height last.h
	lastN  int          // with lastN strips ready
}

// newGlyphs makes room for a table's quad, maxGlyphs glyphs and maxLabels labels.
func newGlyphs() *glyphs {
	n := 1 + maxGlyphs + maxLabels
	// The quads' indices are the same in every frame, so they are written once.
	index := make([]uint32, 0, 6*n)
	for q := range uint32(n) {
		index = append(index, 4*q, 4*q+1, 4*q+2, 4*q+1, 4*q+2, 4*q+3)
	}
	return &glyphs{
		verts:  make([]ebiten.Vertex, 4, 4*n),
		index:  index,
		strips: strips(),
	}
}

// reset empties the batch for a frame: the table's slot, and room for maxGlyphs glyphs.
func (g *glyphs) reset() {
	g.verts = g.verts[:4]
	clear(g.verts)
	g.table = false
	g.limit = 4 + 4*maxGlyphs
}

// setTable puts a table's quad first in the batch.
func (g *glyphs) setTable(q *[4]ebiten.Vertex) {
	copy(g.verts[:4], q[:])
	g.table = true
}

// startLabels begins the part of the batch after the glyphs over the cells, with room for
// maxLabels quads.
func (g *glyphs) startLabels() {
	g.limit = len(g.verts) + 4*maxLabels
}

// count is the number of glyphs collected, the table's quad not included.
func (g *glyphs) count() int { return len(g.verts)/4 - 1 }

// width is the width of n digits h high, without the gap after the last.
func width(n int, h float64) float64 { return (float64(n)*xorlayout.Advance - 0.12) * h }

// numberLayout is how digits of one height are cut from the atlas's digit strips and
// placed on the screen.
type numberLayout struct {
	h, step, pad float64 // the digits' height, the advance from one to the next, the quads' margin (screen pixels)
	strip, sw, t int     // the strip, a glyph's box width in it, and the texels trimmed from each side
	sy, w, ht    float32 // a quad's top and size in the atlas
	dw, dh       float32 // its size on the screen
}

// layout is the layout of digits h high: cut from the smallest strip at least about as
// high (the largest ready one when none is).
func (g *glyphs) layout(h float64) numberLayout {
	i := stripFor(h)
	s, t := &g.strips[i], stripTrim[i]
	k := h / s.h                                             // screen pixels per atlas pixel
	w, ht := float32(s.w-2*t), float32(int(s.h)+2*s.pad-2*t) // the glyph's box, trimmed
	return numberLayout{h: h, step: xorlayout.Advance * h, pad: float64(s.pad-t) * k, strip: i, sw: s.w, t: t,
		sy: float32(s.y + t), w: w, ht: ht, dw: w * float32(k), dh: ht * float32(k)}
}

// stripFor is the digit strip digits h high are cut from: the smallest ready one at least
// about as high, or the largest ready.
func stripFor(h float64) int {
	for j := range stripsReady {
		if float64(int(16)<<j) >= h*0.95 { // strips()[j].h
			return j
		}
	}
	return stripsReady - 1
}

// put adds the digits ds (each zero plus 0 to 9) laid out by l, centred at (cx, cy), in the
// colour (r, gg, b) with opacity a, premultiplied. The caller has made sure they fit below
// g.limit. A number of up to 8 digits is one quad, from its first digit's quad's left
// edge to its last's right edge, which the shader cuts the digits for (table.go
// numberSrc): a quarter of the vertices for a number of four digits, and a vertex costs
// Ebiten several passes over it in every frame. A longer number is a quad a digit.
func (g *glyphs) put(ds []byte, zero byte, l *numberLayout, cx, cy float64, r, gg, b, a float32) {
	x := cx - (float64(len(ds))*xorlayout.Advance-0.12)*l.h/2 // width(len(ds), l.h)
	y0 := float32(cy - l.h/2 - l.pad)
	y1 := y0 + l.dh
	sy, sy1 := l.sy, l.sy+l.ht
	n := len(g.verts)
	if len(ds) <= maxNumberDigits && l.t < 16 {
		g.verts = g.verts[:n+4]
		q := g.verts[n : n+4]
		x0 := float32(x - l.pad)
		var digits [2]int
		for i, d := range ds {
			digits[i/4] |= int(d-zero) << (4 * (i % 4))
			if i > 0 {
				x += l.step // where each digit's quad would start, as below
			}
		}
		x1 := float32(x-l.pad) + l.dw
		u := (x1 - x0) * (l.w / l.dw) // the texels across, at a digit's quad's scale
		c1, c2 := float32(digits[0]), float32(digits[1])
		c3 := float32(((l.strip*16+len(ds))*64+l.sw)*16 + l.t)
		q[0] = ebiten.Vertex{DstX: x0, DstY: y0, SrcX: 0, SrcY: sy, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 2, Custom1: c1, Custom2: c2, Custom3: c3}
		q[1] = ebiten.Vertex{DstX: x1, DstY: y0, SrcX: u, SrcY: sy, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 2, Custom1: c1, Custom2: c2, Custom3: c3}
		q[2] = ebiten.Vertex{DstX: x0, DstY: y1, SrcX: 0, SrcY: sy1, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 2, Custom1: c1, Custom2: c2, Custom3: c3}
		q[3] = ebiten.Vertex{DstX: x1, DstY: y1, SrcX: u, SrcY: sy1, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 2, Custom1: c1, Custom2: c2, Custom3: c3}
		return
	}
	g.verts = g.verts[:n+4*len(ds)]
	v := g.verts[n:]
	for i, d := range ds {
		sx := float32(int(d-zero)*l.sw + l.t)
		sx1 := sx + l.w
		x0 := float32(x - l.pad)
		x1 := x0 + l.dw
		q := v[4*i : 4*i+4]
		q[0] = ebiten.Vertex{DstX: x0, DstY: y0, SrcX: sx, SrcY: sy, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 1}
		q[1] = ebiten.Vertex{DstX: x1, DstY: y0, SrcX: sx1, SrcY: sy, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 1}
		q[2] = ebiten.Vertex{DstX: x0, DstY: y1, SrcX: sx, SrcY: sy1, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 1}
		q[3] = ebiten.Vertex{DstX: x1, DstY: y1, SrcX: sx1, SrcY: sy1, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 1}
		x += l.step
	}
}

// numberRoom is the most vertices put adds for one number, of up to 20 digits: a caller
// checks there is room for it below g.limit, so that the batch never grows in a frame.
const numberRoom = 4 * 20

// maxNumberDigits is the longest number put writes as one quad: two of a vertex's custom
// values hold four digits each, four bits a digit (16 bits: the interpolation between
// vertices perturbs a float's last bits, which 24 bits, six digits, did not survive).
const maxNumberDigits = 8

// rect adds the rectangle [x0, x1) × [y0, y1) in colour c with opacity a: every vertex
// samples the middle of the atlas's white square, so the pixels are c exactly.
func (g *glyphs) rect(x0, y0, x1, y1 float64, c color.RGBA, a float32) {
	if x1 <= x0 || y1 <= y0 || a <= 0 || len(g.verts)+4 > g.limit {
		return
	}
	sx, sy := float32(whiteX+whiteN/2), float32(whiteY+whiteN/2)
	r, gg, b := float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a
	for _, p := range [4][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		g.verts = append(g.verts, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: sx, SrcY: sy, ColorR: r, ColorG: gg, ColorB: b, ColorA: a, Custom0: 1})
	}
}

// clipped adds the part of the rectangle [x0, x1) × [y0, y1) inside r.
func (g *glyphs) clipped(r xorlayout.Rect, x0, y0, x1, y1 float64, c color.RGBA, a float32) {
	g.rect(max(x0, float64(r.X)), max(y0, float64(r.Y)), min(x1, float64(r.X+r.W)), min(y1, float64(r.Y+r.H)), c, a)
}

// ring adds a ring around the square cell of side size at (x, y), clipped to r: white
// within wide of its edges, c within narrow (a pixel is in a band when its centre is, as a
// rectangle's pixels are). It is one quad over the cell (Custom0 4), which the shader
// paints with the cell's digits over it; the source position counts from the cell's corner.
func (g *glyphs) ring(r xorlayout.Rect, x, y, size, wide, narrow float64, c color.RGBA) {
	x0, y0 := max(x, float64(r.X)), max(y, float64(r.Y))
	x1, y1 := min(x+size, float64(r.X+r.W)), min(y+size, float64(r.Y+r.H))
	if x1 <= x0 || y1 <= y0 || len(g.verts)+4 > g.limit {
		return
	}
	cr, cg, cb := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255
	for _, p := range [4][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		g.verts = append(g.verts, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: float32(p[0] - x), SrcY: float32(p[1] - y),
			ColorR: cr, ColorG: cg, ColorB: cb, ColorA: 1, Custom0: 4, Custom1: float32(wide), Custom2: float32(narrow), Custom3: float32(size)})
	}
}

// draw paints the batch onto dst with the table's shader sh and options op (the atlas and
// the uniforms of the table in the batch, if any): one call. Without a table, the slot's
// vertices are left out of the triangles.
func (g *glyphs) draw(dst *ebiten.Image, sh *ebiten.Shader, op *ebiten.DrawTrianglesShaderOptions) {
	index := g.index[:len(g.verts)/4*6]
	if !g.table {
		index = index[6:]
	}
	if len(index) == 0 || sh == nil {
		return
	}
	dst.DrawTrianglesShader32(g.verts, index, sh, op)
}

// luminance is the relative luminance of c, 0 to 1.
func luminance(c color.RGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// inkOn is the colour digits are written in on a cell of colour c.
func inkOn(c color.RGBA) color.RGBA {
	if luminance(c) < 0.5 {
		return color.RGBA{0xff, 0xff, 0xff, 0xff}
	}
	return ink
}

// mix returns a + (b−a)·t, per channel.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

package xorscene

import (
	"image/color"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// The numbers in the cells of the table itself are written by the table's shader, in its
// own pass (table.go numberAt; render.go numbersVariant): a frame does no work per cell on
// the Go side. A construction's numbers, which appear cell by cell and fade in, are quads
// written here. The package is compiled without inlining (cmd/build/internal/site.CodeFlags),
// and a call costs a good deal in wasm, so the loop over the cells makes none but for what
// it cannot do without: the product (for the nim-product table), the family test under the
// pointer and one call to add a number's quads. What is the same for many cells is worked
// out once: where each column and row is, the height and layout of numbers of each length,
// and the ink each colour of the cells takes (numberInks).

// numberInks remembers which ink, white or dark, the digits take on each colour of the
// cells, dimmed or not, for one colouring: working it out (the palette's colour, the paper
// mixed in, the luminance) costs more than the rest of a cell. A colour is found by key, the
// bits of a value that choose it (see writeNumbers), and worked out the first time a cell
// needs it.
type numberInks struct {
	pal   xortable.Palette
	shift int
	fade  float64
	paper color.RGBA
	ok    bool
	known [2][128]bool // [dimmed][key]: worked out
	white [2][128]bool // [dimmed][key]: white digits (otherwise ink)
}

// reset forgets the inks unless they are for this colouring.
func (m *numberInks) reset(pal xortable.Palette, shift int, fade float64, paper color.RGBA) {
	if m.ok && m.pal == pal && m.shift == shift && m.fade == fade && m.paper == paper {
		return
	}
	m.pal, m.shift, m.fade, m.paper, m.ok = pal, shift, fade, paper, true
	m.known = [2][128]bool{}
}

// isWhite works out whether value v's digits are white on its cell, dimmed towards the
// paper or not, as inkOn decides.
func (m *numberInks) isWhite(v uint64, dim int) bool {
	c := m.pal.Colour(v, m.shift, m.fade)
	if dim == 1 {
		c = mix(c, m.paper, 0.62)
	}
	return luminance(c) < 0.5
}

// numberSizes is the height, width and layout of the numbers of each length in a frame's
// cells, worked out for a length the first time a cell needs it.
type numberSizes [21]struct {
	h, w float64 // h 0: numbers of this length do not fit the cells
	l    numberLayout
	ok   bool
}

// writeNumbers writes each cell's value in it once the cells are big enough to hold the
// numbers and few enough to write them all; known, when given, says which cells of a
// construction are written.
func (s *Scene) writeNumbers(v xorlayout.View, shift int, fade float64, alpha float32, known func(x, y uint64) (bool, float32)) {
	px := v.CellPx()
	if 0.42*px < s.screen.TextMin {
		return
	}
	t := v.Table()
	x0, y0, ok0 := v.Cell(t.X, t.Y)
	x1, y1, ok1 := v.Cell(t.X+t.W-1, t.Y+t.H-1)
	if !ok0 || !ok1 {
		return
	}
	digits := xorlayout.Digits10(s.pos.Op.Of(x1, y1) | x1 | y1 | 1)
	if int((x1-x0+1)*(y1-y0+1))*digits > maxGlyphs-s.batch.count() {
		return
	}
	// Where each column's and row's cells are: CellRect's x depends on x only, its y on y.
	s.colX, s.rowY = s.colX[:0], s.rowY[:0]
	for x := x0; x <= x1; x++ {
		fx, _, _ := v.CellRect(x, y0)
		s.colX = append(s.colX, fx+px/2)
	}
	for y := y0; y <= y1; y++ {
		_, fy, _ := v.CellRect(x0, y)
		s.rowY = append(s.rowY, fy+px/2)
	}
	// A number is written only where it fits whole in the table's area: a cut number
	// would read as another.
	left, right, top, bottom := float64(t.X), float64(t.X+t.W), float64(t.Y), float64(t.Y+t.H)
	mul := s.pos.Op == xortable.Mul
	inks := &s.inks
	inks.reset(s.xv.Palette, shift, fade, s.c.Paper)
	// The marks of the cell under the pointer: cells outside its position and family are
	// dimmed, and so are their colours under the digits.
	light := s.hasLight && s.player == nil
	var tr [3]uint64
	if light {
		tr = s.light.Triple()
	}
	white, dark := inkColour(color.RGBA{0xff, 0xff, 0xff, 0xff}, alpha), inkColour(ink, alpha)
	sizes := &s.sizes // forgotten: the cells' size may have changed
	for i := range sizes {
		sizes[i].ok = false
	}
	var buf [20]byte
	g := s.batch
	for j, y := 0, y0; y <= y1; j, y = j+1, y+1 {
		cy := s.rowY[j]
		for i, x := 0, x0; x <= x1; i, x = i+1, x+1 {
			a := alpha
			if known != nil {
				ok, fresh := known(x, y)
				if !ok {
					continue
				}
				a *= fresh
			}
			if a <= 0 || len(g.verts)+numberRoom > g.limit { // full: never grow in a frame
				continue
			}
			val := x ^ y
			if mul {
				val = xortable.NimMul(x, y)
			}
			// The decimal digits, 0 to 9, at the end of buf (in 32 bits while they fit:
			// wasm divides 64-bit numbers slowly).
			n, k := val, len(buf)
			for n >= 1<<32 {
				k--
				buf[k] = byte(n % 10)
				n /= 10
			}
			for m := uint32(n); ; m /= 10 {
				k--
				buf[k] = byte(m % 10)
				if m < 10 {
					break
				}
			}
			ds := buf[k:]
			sz := &sizes[len(ds)]
			if !sz.ok {
				sz.h = xorlayout.CellText(px, len(ds), s.screen.TextMin)
				sz.w = width(len(ds), sz.h)
				if sz.h > 0 {
					sz.l = g.layout(sz.h)
				}
				sz.ok = true
			}
			h, w := sz.h, sz.w
			cx := s.colX[i]
			if h == 0 || cx-w/2 < left || cx+w/2 > right || cy-h/2 < top || cy+h/2 > bottom {
				continue
			}
			dim := 0
			if light && !(x == tr[0] && (y == tr[1] || y == tr[2]) || x == tr[1] && (y == tr[0] || y == tr[2]) ||
				x == tr[2] && (y == tr[0] || y == tr[1])) && !s.light.InFamily(x, y) {
				dim = 1
			}
			// The colour's key: the bits of val that choose its colour at shift (and,
			// fading, at shift+1): xortable.Index(val, shift) is key&63 and
			// xortable.Index(val, shift+1) is key>>1. Cached says whether the key says it
			// all: not for a negative shift while fading, which no view makes.
			key, cached := 0, fade == 0
			if shift >= 0 {
				key, cached = int(val>>uint(shift))&127, true
			} else {
				key = int(val<<uint(-shift)) & 63
			}
			var isWhite bool
			if cached {
				if !inks.known[dim][key] {
					inks.white[dim][key], inks.known[dim][key] = inks.isWhite(val, dim), true
				}
				isWhite = inks.white[dim][key]
			} else {
				isWhite = inks.isWhite(val, dim)
			}
			c := dark
			if isWhite {
				c = white
			}
			if a != alpha {
				c = inkColour(ink, a)
				if isWhite {
					c = inkColour(color.RGBA{0xff, 0xff, 0xff, 0xff}, a)
				}
			}
			g.put(ds, 0, &sz.l, cx, cy, c[0], c[1], c[2], c[3])
		}
	}
}

// inkColour is c at opacity a, premultiplied, as a vertex's colour.
func inkColour(c color.RGBA, a float32) [4]float32 {
	return [4]float32{float32(c.R) / 255 * a, float32(c.G) / 255 * a, float32(c.B) / 255 * a, a}
}

//go:build ignore

//kage:unit pixels

// The XOR table's cells, one pixel at a time: which cell the pixel shows and its colour.
// Cell indices are whole numbers split in two parts, hi·2^24 + lo, and every sum stays
// below 2^31: the same arithmetic as xorlayout.CellAt, which the Go tests hold to the exact
// answer. Floats only place marks inside a cell. The numbers and labels are drawn apart,
// from the digit atlas.
//
// The scene compiles a variant of this source for each combination of the three switches
// below, so that no pixel runs code it does not need (a software renderer runs both sides of
// every branch).
package main

const Multiply = 0 // 1: the nim-product table x⊗y instead of x⊕y
const Hovering = 0 // 1: mark the P-position and family of the cell under the pointer
const Building = 0 // 1: a construction: only the cells known so far

// Uniforms. Ebiten's WebGL driver tells apart at most 32 uniform names per program (its own
// included), so the values travel in a few arrays; xorscene/uniforms.go names each slot.
//
// Geo: the mapping of pixels to cells. Geo[0] and Geo[1] are the x and y axes: the cell at
// the table's first pixel (hi, lo) and the fraction there (hi, lo); Geo[2] is the step
// (int, hi, lo, 0); Geo[3] is the table's first pixel (x, y), grid lines (0 or 1) and the
// colour shift.
var Geo [5]ivec4

// Light: the cell under the pointer (x, y), its P-position (A, B, C) and family: m, p−1, its
// complement, j, m⊕j (each hi, lo); Light[5] is (0, k from 1, 0, 0).
var Light [6]ivec4

// Build: a construction. Build[0] and Build[1] are the cells known after and before the
// step (all, corner, line, count); Build[2] is (0, size, arrows, quarter); Build[3] is
// (focus on, x, y, 0).
var Build [4]ivec4

// F: (fade, cell size, device scale, progress).
var F [2]vec4

// Inks: paper, ink, accent. Palette: the 64 colours.
var Inks [4]vec3
var Palette [65]vec3

// The last slot of Geo, Inks and Palette, and the w of Light[5], Build[3] and F[1], hold a
// number that changes with every draw: see xorscene/uniforms.go.

func tableX() int      { return Geo[3].x }
func tableY() int      { return Geo[3].y }
func grid() int        { return Geo[3].z }
func colourShift() int { return Geo[3].w }
func stepFrac() int    { return Geo[2].y*4096 + Geo[2].z } // the step below one cell
func fade() float      { return F[0].x }
func cellPx() float    { return F[0].y }
func scale() float     { return F[0].z }
func progress() float  { return F[0].w }
func paper() vec3      { return Inks[0] }
func ink() vec3        { return Inks[1] }
func accent() vec3     { return Inks[2] }

const lowMask = 16777215 // 2^24 − 1

// cellAt is the cell and the fraction at the left edge of pixel d along an axis.
func cellAt(a ivec4, d int) (int, int, int) {
	lo := d*Geo[2].z + a.w
	mid := d*Geo[2].y + a.z + (lo >> 12)
	off := d*Geo[2].x + (mid >> 12)
	frac := ((mid & 4095) << 12) | (lo & 4095)
	c := a.y + off
	return a.x + (c >> 24), c & lowMask, frac
}

func colourIndex(hi int, lo int, shift int) int {
	if shift < 0 {
		return (lo << (0 - shift)) & 63
	}
	if shift >= 24 {
		return (hi >> (shift - 24)) & 63
	}
	return ((lo >> shift) | (hi << (24 - shift))) & 63
}

// mul8 reads a⊗b for bytes from the atlas's product table.
func mul8(a int, b int) int {
	t := imageSrc0UnsafeAt(imageSrc0Origin() + vec2(float(a)+0.5, float(b)+0.5))
	return int(t.r*255.0 + 0.5)
}

// mul16 is the nim-product of numbers below 2^16 by halves: F = 256, F⊗F = F ⊕ 128.
func mul16(a int, b int) int {
	a1 := a >> 8
	a0 := a & 255
	b1 := b >> 8
	b0 := b & 255
	lo := mul8(a0, b0)
	hi := mul8(a0^a1, b0^b1) ^ lo
	lo = lo ^ mul8(mul8(a1, b1), 128)
	return (hi << 8) | lo
}

// mul32 multiplies numbers below 2^32 given as 16-bit halves: F = 65536, F⊗F = F ⊕ 32768.
func mul32(a1 int, a0 int, b1 int, b0 int) (int, int) {
	lo := mul16(a0, b0)
	hi := mul16(a0^a1, b0^b1) ^ lo
	lo = lo ^ mul16(mul16(a1, b1), 32768)
	return hi, lo
}

func value(xh int, xl int, yh int, yl int) (int, int) {
	if Multiply == 0 {
		return xh ^ yh, xl ^ yl
	}
	h, l := mul32((xh<<8)|(xl>>16), xl&65535, (yh<<8)|(yl>>16), yl&65535)
	return h >> 8, ((h & 255) << 16) | l
}

func eq(h int, l int, v ivec2) bool {
	return h == v.x && l == v.y
}

// famMember: u ≥ p (unless m is 0), and u mod p is j or m⊕j.
func famMember(uh int, ul int) bool {
	if Light[5].y == 1 && (uh&Light[3].z) == 0 && (ul&Light[3].w) == 0 {
		return false
	}
	rh := uh & Light[3].x
	rl := ul & Light[3].y
	return eq(rh, rl, Light[4].xy) || eq(rh, rl, Light[4].zw)
}

// inFamily: one of x, y, x⊕y is m, and another is a member u.
func inFamily(xh int, xl int, yh int, yl int) bool {
	m := Light[2].zw
	if eq(xh, xl, m) && famMember(yh, yl) {
		return true
	}
	if eq(yh, yl, m) && famMember(xh, xl) {
		return true
	}
	return eq(xh^yh, xl^yl, m) && famMember(xh, xl)
}

// inPosition: x and y are two of the P-position's heaps A, B, C.
func inPosition(xh int, xl int, yh int, yl int) bool {
	ta := Light[1].xy
	tb := Light[1].zw
	tc := Light[2].xy
	a := eq(xh, xl, ta)
	b := eq(xh, xl, tb)
	c := eq(xh, xl, tc)
	return (a && (eq(yh, yl, tb) || eq(yh, yl, tc))) || (b && (eq(yh, yl, ta) || eq(yh, yl, tc))) || (c && (eq(yh, yl, ta) || eq(yh, yl, tb)))
}

func maskHas(m ivec4, x int, y int) bool {
	if m.x == 1 {
		return true
	}
	if m.y > 0 && x%m.y == 0 && y%m.y == 0 {
		return true
	}
	if m.z > 0 && (x%m.z == 0 || y%m.z == 0) {
		return true
	}
	return y*Build[2].y+x < m.w
}

// ring is 1 inside a band of width w along the cell's border, at local position l.
func ring(l vec2, w float) float {
	e := min(min(l.x, l.y), min(cellPx()-l.x, cellPx()-l.y))
	return 1 - step(w, e)
}

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := dstPos.xy - imageDstOrigin()
	xh, xl, fx := cellAt(Geo[0], int(floor(pos.x))-tableX())
	yh, yl, fy := cellAt(Geo[1], int(floor(pos.y))-tableY())
	vh, vl := value(xh, xl, yh, yl)
	col := Palette[colourIndex(vh, vl, colourShift())]
	if fade() > 0 {
		col = mix(col, Palette[colourIndex(vh, vl, colourShift()+1)], fade())
	}
	// Where in the cell this pixel's centre is.
	l := (vec2(float(fx), float(fy))/16777216.0)*cellPx() + fract(pos)
	// This pixel holds the cell's left or top edge (cells of a pixel or more only).
	edge := Geo[2].x == 0 && (fx < stepFrac() || fy < stepFrac())

	if Building == 1 {
		known := maskHas(Build[0], xl, yl)
		fresh := known && !maskHas(Build[1], xl, yl)
		if fresh && Build[2].z == 1 {
			// Arrows: the new cells arrive counting along their quarter's first row or column.
			off := xl % Build[2].w
			if off == 0 {
				off = yl % Build[2].w
			}
			known = float(off) < progress()*float(Build[2].w)+0.5
		} else if fresh {
			col = mix(paper(), col, min(progress()*2.0, 1.0))
		}
		if !known {
			col = paper() * 0.96
			if cellPx() >= 6.0 && edge {
				col = paper() * 0.88
			}
			return vec4(col, 1) * color
		}
		if Build[3].x == 1 {
			if xl == Build[3].y && yl == Build[3].z {
				col = mix(col, ink(), ring(l, max(2.0*scale(), 0.14*cellPx())))
			} else if (yl == Build[3].z && xl < Build[3].y) || (xl == Build[3].y && yl < Build[3].z) {
				col = mix(col, accent(), ring(l, max(1.5*scale(), 0.1*cellPx())))
			}
		} else if fresh && cellPx() >= 6.0 {
			col = mix(col, accent(), ring(l, max(1.5*scale(), 0.1*cellPx()))*(1.0-0.6*progress()))
		}
	}

	if Hovering == 1 {
		here := inPosition(xh, xl, yh, yl)
		if !here && !inFamily(xh, xl, yh, yl) {
			col = mix(col, paper(), 0.62)
		}
		if here {
			if cellPx() < 4.0 {
				col = ink()
			} else {
				w := clamp(0.1*cellPx(), 1.5*scale(), 3.0*scale())
				if eq(xh, xl, Light[0].xy) && eq(yh, yl, Light[0].zw) {
					w = w * 1.6
				}
				col = mix(col, vec3(1), ring(l, w*1.8))
				col = mix(col, ink(), ring(l, w))
			}
		}
	}

	// Grid lines once cells are big.
	if grid() == 1 && cellPx() >= 12.0 && edge {
		col = mix(col, paper(), 0.35)
	}
	return vec4(col, 1) * color
}

//go:build ignore

//kage:unit pixels

// The XOR table's cells, one pixel at a time: which cell the pixel shows, its colour and,
// once the cells are big enough, the digits of its value. Cell indices are whole numbers
// split in two parts, hi·2^24 + lo, and every sum stays below 2^31: the same arithmetic as
// xorlayout.CellAt, which the Go tests hold to the exact answer. Floats only place marks
// inside a cell. The same shader paints the atlas's quads of the frame (the paper around the
// table, the labels, the rings, a construction's numbers), so that the frame is one draw
// command: see Fragment.
//
// The scene compiles a variant of this source for each combination of the switches below,
// so that no pixel runs code it does not need (a software renderer runs both sides of every
// branch).
package main

const Multiply = 0 // 1: the nim-product table x⊗y instead of x⊕y
const Hovering = 0 // 1: mark the P-position and family of the cell under the pointer
const Building = 0 // 1: a construction: only the cells known so far
const Fading = 0   // 1: between two zooms' colourings, which fade into each other
const Wide = 0     // with Multiply, 1: some cell's index is 2^16 or more (32-bit halves)
const Numbers = 0  // 1: each cell's value written in it in decimal (the table, not a construction)
const Long = 0     // with Numbers, 1: some value may be 2^24 or more (digitOf)
const Lookup = 0   // with Multiply and Numbers, not Wide: values read from the atlas's records
const Vast = 0     // with Hovering, 1: the family's smallest heap m is 2^24 or more (outOfFamily)

// Uniforms. Ebiten's WebGL driver tells apart at most 32 uniform names per program (its own
// included), so the values travel in a few arrays; xorscene/uniforms.go names each slot.
// Everything the table needs when it is panned or hovered is in Geo: each array a draw
// reads is one more upload into WebGL, and an upload costs the page an allocation.
//
// Geo[0] and Geo[1] are the x and y axes: the cell at the table's first pixel (hi, lo)
// and the fraction there (hi, lo). Geo[2] is the step (int, hi, lo) and the fade to the
// next colouring in 2^−16 units. Small numbers are packed, since Ebiten converts each value
// by reflection at every draw call (xorscene/uniforms.go): Geo[3] is the table's first
// pixel (x + y·2^15), grid lines (0 or 1) + the palette's row in the atlas·2, and the two
// sets of four shifts that take out the six bits of a value choosing its colour and the
// next six (xorlayout.ColourBits, six bits each). Geo[4] is a number that changes with every
// draw, the paper as 0xRRGGBB, the table's width + height·2^15, and for the numbers in the
// cells, for each length n from 1 to 16, the digit strip its numbers are cut from, two bits
// from bit 2n−2 (3: none, too small). Geo[5] and Geo[6].zw are the family of the cell under
// the pointer: m, p−1 (Geo[5]) and j (Geo[6].zw), each number hi, lo (see outOfFamily). The
// P-position's own cells are in the family; their rings are drawn over the table (custom.x
// 4). Geo[7].w is, with Lookup, the records' first cell (x/32 + y/32·2^11: see record).
// Geo[6].xy and Geo[7].xyz are spare.
var Geo [8]ivec4

// Build: a construction. Build[0] and Build[1] are the cells known after and before the
// step (all, corner, line, count); Build[2] is (0, size, arrows, quarter); Build[3] is
// (focus on, x, y, 0).
var Build [4]ivec4

// F: (0, cell size, device scale, progress), for the constructions.
var F [2]vec4

// Inks: paper, ink, accent, for the constructions.
var Inks [4]vec3

// Geo[4].x, the w of Build[3] and F[1], and Inks[3] hold a number that changes with every
// table drawn (not with the atlas's quads drawn after it, which must join its command): see
// xorscene/uniforms.go.
//
// A software renderer (SwiftShader) runs both sides of every branch and pays for each block
// of code, and it looks up a uniform array by a computed index slowly: the code every pixel
// runs has no branch (the marks are sums of 0s and 1s, min of differences), and the colours
// come from the atlas, one texel each.

func tableX() int     { return Geo[3].x & 32767 }
func tableY() int     { return Geo[3].x >> 15 }
func grid() int       { return Geo[3].y & 1 }
func stepFrac() int   { return Geo[2].y*4096 + Geo[2].z } // the step below one cell
func fade() float     { return float(Geo[2].w) / 65536.0 }
func cellPx() float   { return F[0].y }
func scale() float    { return F[0].z }
func progress() float { return F[0].w }
func paper() vec3 {
	p := Geo[4].y
	return vec3(float((p>>16)&255), float((p>>8)&255), float(p&255)) / 255.0
}
func ink() vec3    { return Inks[1] }
func accent() vec3 { return Inks[2] }

// paletteAt is where colour i of the palette is in the atlas: in its row.
func paletteAt(i int) vec2 {
	return imageSrc0Origin() + vec2(float(256+i)+0.5, float(Geo[3].y>>1)+0.5)
}

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

// colourIndex is the six bits of a value that choose its colour, taken out by the shifts
// of b (xorlayout.ColourIndex is the same formula, tested against xortable.Index).
func colourIndex(hi int, lo int, c int) int {
	b := ivec4(c&63, (c>>6)&63, (c>>12)&63, c>>18)
	return (((lo >> b.x) << b.y) | ((hi << b.z) >> b.w)) & 63
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

// The records of the cells in view (xorscene/records.go): a window of RecN×RecN cells of
// the nim-product table from (32a, 32b), Geo[7].w = a + b·2^11, at (RecX, RecY) in the atlas;
// each texel is a cell's product (red the low byte, green the high) and its number of
// decimal digits (blue). variant.source writes the constants in.
const RecX = 512
const RecY = 0
const RecN = 64

// record is the texel of cell (x, y), both below 2^16, in the records' window (clamped
// into it: only the pixels of atlas quads outside the table read past it, and do not use
// what they read).
func record(x int, y int) vec4 {
	w := Geo[7].w
	dx := clamp(x-(w&2047)*32, 0, RecN-1)
	dy := clamp(y-(w>>11)*32, 0, RecN-1)
	return imageSrc0UnsafeAt(imageSrc0Origin() + vec2(float(RecX+dx)+0.5, float(RecY+dy)+0.5))
}

// value is the cell's value, hi·2^24 + lo; rec is its record, with Lookup.
func value(xh int, xl int, yh int, yl int, rec vec4) (int, int) {
	if Multiply == 0 {
		return xh ^ yh, xl ^ yl
	}
	if Lookup == 1 {
		// The product worked out once for the cell on the Go side, not in every pixel.
		return 0, int(rec.r*255.0+0.5) + int(rec.g*255.0+0.5)*256
	}
	if Wide == 0 {
		// Numbers below 2^16 are a field: their product is below 2^16 too, and mul16 reads
		// 4 texels where mul32 reads 16.
		return 0, mul16(xl, yl)
	}
	h, l := mul32((xh<<8)|(xl>>16), xl&65535, (yh<<8)|(yl>>16), yl&65535)
	return h >> 8, ((h & 255) << 16) | l
}

// The family of the cell under the pointer, (m, pk+j, pk+(m⊕j)) for k ≥ 1 (threeheap: p the
// least power of 2 above m, j below p/2, m's highest bit; for m = 0, p = 1 and k ≥ 0), is the
// cells whose heaps x, y, x⊕y are one of its triples in some order. Two minimums tell it,
// instead of xortable.Highlight.InFamily's cases: the least heap is m, and the least of
// their remainders mod p is j. For when the least is m ≥ 1, the others are pk+a and
// pk+(m⊕a) (the three XOR to 0, and m < p), with k ≥ 1 (with k = 0 one of them would be
// below p/2 ≤ m); of the remainders m, a and m⊕a exactly one lacks bit p/2, which m has, and
// that one, the least, is j exactly when a is j or m⊕j. (For m = 0 every remainder is 0.)

// leastIs is 0 when the least of the three numbers (hi, lo) is c and positive otherwise: a
// number whose hi part is not the least hi part gets 2^24 added to its lo part, so that only
// those with the least hi part compete. With Vast 0, c has no hi part, and the least hi
// part is taken as 0: a number with a hi part is never the least.
func leastIs(ah int, al int, bh int, bl int, ch int, cl int, c ivec2) int {
	h := 0
	if Vast == 1 {
		h = min(min(ah, bh), ch)
	}
	l := min(min(al|(min(ah^h, 1)<<24), bl|(min(bh^h, 1)<<24)), cl|(min(ch^h, 1)<<24))
	return (h ^ c.x) | (l ^ c.y)
}

// outOfFamily is 0 when cell (x, y) is in the family of the cell under the pointer, else 1:
// the least of x, y, x⊕y is m, and the least of their remainders mod p is j. With Vast 0,
// m < 2^24, so p − 1 and j have no hi part either, and the remainders are the lo parts'.
func outOfFamily(xh int, xl int, yh int, yl int) int {
	th := xh ^ yh
	tl := xl ^ yl
	least := leastIs(xh, xl, yh, yl, th, tl, Geo[5].xy)
	p := Geo[5].w
	rest := min(min(xl&p, yl&p), tl&p) ^ Geo[6].w
	if Vast == 1 {
		q := Geo[5].z
		rest = leastIs(xh&q, xl&p, yh&q, yl&p, th&q, tl&p, Geo[6].zw)
	}
	return min(least|rest, 1)
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

// Advance is the step from one digit to the next, as a fraction of the digits' height
// (xorlayout.Advance: variant.source writes it in).
const Advance = 0.74

// numberSrc is where in the atlas a pixel of an atlas quad samples: at srcPos, but in a
// number's quad (custom.x 2), which spans all its digits, at the texel of the digit under
// the pixel. There srcPos.x counts texels from the quad's left edge as a digit's own quad
// would count them, and custom holds the number: its first four digits in custom.y and the
// next four in custom.z, four bits each, the first in the lowest (small enough that the
// interpolation between the vertices leaves them exact); custom.w its layout, ((strip·16 +
// digits)·64 + glyph box width)·16 + texels trimmed from each side of a box
// (xorscene/glyphs.go put). A pixel where two digits' quads would overlap (in their empty
// margins) takes the right-hand digit's.
func numberSrc(srcPos vec2, custom vec4) vec2 {
	// Every pixel runs this (the table's too): shifts and masks, not division, which a
	// software renderer may do one lane at a time (lay is never negative, so they agree).
	lay := int(custom.w + 0.5)
	t := float(lay & 15)
	box := float((lay >> 4) & 63)
	n := (lay >> 10) & 15
	adv := Advance * 16.0 * exp2(float(lay>>14)) // a digit's advance in the strip's texels
	u := srcPos.x - imageSrc0Origin().x
	// Digit j's quad spans u from j·adv to j·adv + box − 2t, over the next one's by
	// box − 2t − adv: split there in the middle, between the two digits' strokes.
	j := max(min(int(floor((u-0.5*(box-2.0*t-adv))/adv)), n-1), 0)
	packed := int(mix(custom.y, custom.z, step(3.5, float(j))) + 0.5)
	d := (packed >> (4 * (j & 3))) & 15
	x := imageSrc0Origin().x + float(d)*box + t + u - float(j)*adv
	return vec2(mix(srcPos.x, x, step(1.5, custom.x)), srcPos.y)
}

// The digit strips of the atlas (xorscene/atlas.go strips): strip i's top, a digit's box
// width and the margin around a digit in its box, in texels; its digits are 16·2^i high.
// variant.source writes them in, and the ink of dark digits (palette.Light.TableInk).
const Strip0Y = 264
const Strip1Y = 296
const Strip2Y = 348
const Strip0W = 18
const Strip1W = 32
const Strip2W = 60
const Strip0Pad = 4
const Strip1Pad = 6
const Strip2Pad = 10
const InkR = 0.1137
const InkG = 0.1059
const InkB = 0.0902

// digitsOf is the number of decimal digits of v, 0 ≤ v < 10^8 (the floats are exact where
// the comparisons turn).
func digitsOf(v int) int {
	f := float(v)
	return 1 + int(step(10.0, f)+step(100.0, f)+step(1000.0, f)+step(10000.0, f)+step(100000.0, f)+step(1000000.0, f)+step(10000000.0, f))
}

// digitOf is decimal digit r of v (0 the units), 0 ≤ v < 10^8, 0 ≤ r < 8. A software
// renderer divides integers one lane at a time, slowly, so it is all multiplications: v is
// split into two halves of four digits (the quotient from a float, put right in integers:
// v's float is off by at most 4), and the digit is read off the half that holds it, w, as
// the first digit of fract((w + ½)·10^−(q+1))·10, q its place in the half. The ½ keeps
// that product at least ½·10^−q from a whole number, far more than a float's error on
// numbers below 10^4.
func digitOf(v int, r int) int {
	vh := int(float(v) * 0.0001)
	e := v - vh*10000
	vh += int(step(10000.0, float(e))) - int(step(float(e), -1.0))
	vl := v - vh*10000
	w := vl + (r>>2)*(vh-vl)
	q := r & 3
	scale := 0.1 * (1.0 - 0.9*float(q&1)) * (1.0 - 0.99*float(q>>1)) // 10^−(q+1)
	return int(10.0 * fract((float(w)+0.5)*scale))
}

// split8 is (hi·2^24 + lo) as a·10^8 + b: long division by 10^8, four bits of lo at a time
// so that every product stays below 2^31 (hi < 2^29, so a < 10^8).
func split8(hi int, lo int) (int, int) {
	a := hi / 100000000
	r := hi % 100000000
	for i := 0; i < 6; i++ {
		r = r*16 + ((lo >> (20 - 4*i)) & 15)
		a = a*16 + r/100000000
		r = r % 100000000
	}
	return a, r
}

// onStrips is f at strip si (0, 1 or 2) given its value at each: a quadratic through the
// three, cheaper per pixel than choosing (the arguments are constants, which fold).
func onStrips(f0 float, f1 float, f2 float, si float) float {
	c := 0.5 * (f2 - 2.0*f1 + f0)
	return f0 + si*(f1-f0-c+c*si)
}

// numberAt is where pixel l of a cell (its centre, in pixels from the cell's corner), the
// cell cpx pixels wide, samples the digit strips to write value (hi, lo) in the cell, minus
// ½ (as numberSrc's), and whether the number is written: xorscene/glyphs.go lays a number
// out the same way (CellText's height; the digits' advance; the strip at least about as
// high, which the Go side chooses for each length: Geo[4].w), centred in its cell and only
// where it fits whole in the table. The sample is clamped into the digit's box, whose
// margins are empty, so a pixel outside every digit reads no ink.
func numberAt(hi int, lo int, l vec2, cpx float, pos vec2, rec vec4) (vec2, float) {
	a := 0
	b := lo
	if Long == 1 {
		a, b = split8(hi, lo)
	}
	n := 0
	if Lookup == 1 {
		n = int(rec.b*255.0 + 0.5)
	} else {
		n = digitsOf(b)
	}
	if Long == 1 {
		n += min(a, 1) * (digitsOf(a) + 8 - n)
	}
	nf := float(n)
	h := min(0.42*cpx, 0.84*cpx/(nf*Advance))
	w := (nf*Advance - 0.12) * h
	// Length n's strip, or 3 when its digits would be too small (CellText).
	code := (Geo[4].w >> (2*n - 2)) & 3
	// Shown where it fits whole in the table: the cell's centre is c.
	c := pos - l + 0.5*cpx
	half := 0.5 * vec2(float(Geo[4].z&32767), float(Geo[4].z>>15))
	mid := vec2(float(tableX()), float(tableY())) + half
	show := step(float(code), 2.5) * step(abs(c.x-mid.x)+0.5*w, half.x) * step(abs(c.y-mid.y)+0.5*h, half.y)

	si := float(min(code, 2))
	sh := onStrips(16.0, 32.0, 64.0, si)
	sy := onStrips(float(Strip0Y), float(Strip1Y), float(Strip2Y), si)
	sw := onStrips(float(Strip0W), float(Strip1W), float(Strip2W), si)
	pad := onStrips(float(Strip0Pad), float(Strip1Pad), float(Strip2Pad), si)
	k := sh / h                                          // texels per screen pixel
	u := (l.x-0.5*cpx+0.5*w)*k + pad                     // texels from the first digit's box's left edge
	adv := Advance * sh                                  // a digit's advance in texels
	j := clamp(floor((u-0.5*(sw-adv))/adv), 0.0, nf-1.0) // boxes overlap: split in the middle
	r := n - 1 - int(j)
	dv := b
	if Long == 1 {
		hiPart := int(step(8.0, float(r)))
		dv += hiPart * (a - b)
		r -= 8 * hiPart
	}
	d := digitOf(dv, r)
	bx := clamp(u-j*adv, 1.0, sw-1.0)
	by := clamp((l.y-0.5*cpx+0.5*h)*k+pad, 1.0, sh+2.0*pad-1.0)
	return imageSrc0Origin() + vec2(float(d)*sw+bx, sy+by) - 0.5, show
}

// Fragment paints both kinds of quad of a frame, so that the frame is one draw command
// (Ebiten merges draws with the same shader, uniforms and images, and each command costs an
// allocation): the table's (custom.x 0), whose pixels are cells and, with Numbers, their
// values (4: a ring around a cell, see the end), and the atlas's (custom.x
// 1: the paper around the table, rings, digits; 2: a number, see numberSrc), whose pixels
// are the atlas's coverage at srcPos, filtered between four texels as Ebiten's linear filter does, times
// the vertex colour. Every pixel computes both, since a software renderer would run both
// sides of a branch anyway, with one texel fetch: the cell's colour or the atlas's texel
// (the digit strips hold four texels' coverage in one: xorscene/atlas.go); a second between
// two zooms' colourings, for the colour the cell fades to.
func Fragment(dstPos vec4, srcPos vec2, color vec4, custom vec4) vec4 {
	k := step(0.5, custom.x) // exactly 0 or 1, so the table's pixels are exactly the cells'
	pos := dstPos.xy - imageDstOrigin()
	xh, xl, fx := cellAt(Geo[0], int(floor(pos.x))-tableX())
	yh, yl, fy := cellAt(Geo[1], int(floor(pos.y))-tableY())
	rec := vec4(0)
	if Lookup == 1 {
		rec = record(xl, yl)
	}
	vh, vl := value(xh, xl, yh, yl, rec)
	p := numberSrc(srcPos, custom) - 0.5
	// The cell's colour is fetched for the table's pixels and the quads over cells that
	// write the cell's digits (custom.x 4: the rings), the atlas's texel for the others.
	c0 := imageSrc0UnsafeAt(mix(paletteAt(colourIndex(vh, vl, Geo[3].z)), floor(p)+0.5, k-step(2.5, custom.x)))
	show := 0.0
	if Numbers == 1 {
		// A table's pixel samples its cell's number from the digit strips, and an atlas
		// quad's pixel its own texel: the second fetch. (At most zooms the cells are too
		// small for numbers, and the variant without Numbers fetches once.)
		cpx := 16777216.0 / float(stepFrac())
		l := (vec2(float(fx), float(fy))/16777216.0)*cpx + fract(pos)
		q, on := numberAt(vh, vl, l, cpx, pos, rec)
		p = mix(q, p, k-step(2.5, custom.x))
		show = on
	}
	c1 := c0
	if Numbers == 1 {
		c1 = imageSrc0UnsafeAt(floor(p) + 0.5)
	}
	rate := fract(p)
	coverage := mix(mix(c1.r, c1.g, rate.x), mix(c1.b, c1.a, rate.x), rate.y)

	// Between two zooms' colourings the colours fade (fade is 0 at most zooms, where the
	// variant without Fading spares every pixel a fetch).
	col := c0.rgb
	if Fading == 1 {
		col = mix(col, imageSrc0UnsafeAt(paletteAt(colourIndex(vh, vl, Geo[3].w))).rgb, fade())
	}
	// 1 where this pixel holds the cell's left or top edge (cells of a pixel or more only:
	// the constructions and grid lines ask only then).
	edge := 1.0 - step(float(stepFrac()), float(min(fx, fy)))
	lines := float(grid())

	if Building == 1 {
		// Where in the cell this pixel's centre is.
		l := (vec2(float(fx), float(fy))/16777216.0)*cellPx() + fract(pos)
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
			if cellPx() >= 6.0 && Geo[2].x == 0 && edge > 0.5 {
				col = paper() * 0.88
			}
			lines = 0
		} else if Build[3].x == 1 {
			if xl == Build[3].y && yl == Build[3].z {
				col = mix(col, ink(), ring(l, max(2.0*scale(), 0.14*cellPx())))
			} else if (yl == Build[3].z && xl < Build[3].y) || (xl == Build[3].y && yl < Build[3].z) {
				col = mix(col, accent(), ring(l, max(1.5*scale(), 0.1*cellPx())))
			}
		} else if fresh && cellPx() >= 6.0 {
			col = mix(col, accent(), ring(l, max(1.5*scale(), 0.1*cellPx()))*(1.0-0.6*progress()))
		}
	}

	// Cells outside the family of the cell under the pointer fade towards the paper.
	if Hovering == 1 {
		col = mix(col, paper(), 0.62*float(outOfFamily(xh, xl, yh, yl)))
	}

	// The number, white on dark colours and ink on light ones (glyphs.go inkOn), over the
	// colour the cell has after the marks.
	digits := vec4(0)
	if Numbers == 1 {
		white := step(0.2126*col.r+0.7152*col.g+0.0722*col.b, 0.5-1.0/1024.0)
		digits = vec4(mix(vec3(InkR, InkG, InkB), vec3(1), white), 1) * (coverage * show)
		col = col*(1-digits.a) + digits.rgb
	}

	// Grid lines once cells are 12 pixels or more (grid is 1 only then).
	col = mix(col, paper(), 0.35*lines*edge)
	out := mix(vec4(col, 1), vec4(coverage), k) * color
	if Hovering == 1 {
		// A ring of the P-position (custom.x 4): the quad spans a cell, srcPos counts from
		// its corner and custom.w is its size; white within custom.y of its edge, the
		// vertex colour within custom.z, transparent inside, and the cell's digits over it,
		// as over the rest of the cell.
		rl := srcPos - imageSrc0Origin()
		re := min(min(rl.x, rl.y), min(custom.w-rl.x, custom.w-rl.y))
		ring := mix(vec3(1), color.rgb, 1-step(custom.z, re))
		ring = ring*(1-digits.a) + digits.rgb
		out = mix(out, vec4(ring, 1)*(1-step(custom.y, re)), step(3.5, custom.x))
	}
	return out
}

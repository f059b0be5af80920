package xorlayout

// The shader has 32-bit integers only. A cell index (up to 2^53) goes to it as two parts,
// hi·2^24 + lo, and so does a fixed position's fraction (hi·2^12 + lo) and the step
// (int·2^24 + hi·2^12 + lo). With a pixel index d < 2^13 every partial sum below stays
// under 2^31. CellAt is the shader's arithmetic in Go, and the tests hold it to the exact
// 64-bit answer of View.Cell.

// Part is the number of bits of the low part of a split number.
const Part = 24

const partMask = 1<<Part - 1

// Axis is what the shader needs to find the cells along one axis: the position at the
// table's first pixel, split.
type Axis struct {
	BaseHi, BaseLo int32 // the cell at the first pixel: BaseHi·2^24 + BaseLo
	FracHi, FracLo int32 // the position's fraction: FracHi·2^12 + FracLo (units of 2^−24 cells)
}

// Step is View.Step split for the shader: Int·2^24 + Hi·2^12 + Lo.
type Step struct{ Int, Hi, Lo int32 }

// Geometry is the mapping from the table's pixels to cells, as the shader gets it.
type Geometry struct {
	Table Rect // the screen pixels of the framed cells
	X, Y  Axis
	Step  Step
}

// Geometry returns the view's mapping for the shader.
func (v View) Geometry() Geometry {
	t := v.Table()
	fx := position(v.OX, t.X-v.Area.X, v.Step)
	fy := position(v.OY, t.Y-v.Area.Y, v.Step)
	return Geometry{
		Table: t,
		X:     splitAxis(fx),
		Y:     splitAxis(fy),
		Step:  Step{Int: int32(v.Step >> 24), Hi: int32(v.Step >> 12 & 0xfff), Lo: int32(v.Step & 0xfff)},
	}
}

func splitAxis(f Fixed) Axis {
	c := max(f.Cell, 0) // the table's first pixel shows a framed cell: never negative
	return Axis{
		BaseHi: int32(c >> Part), BaseLo: int32(c & partMask),
		FracHi: int32(f.Frac >> 12), FracLo: int32(f.Frac & 0xfff),
	}
}

// Split is a number as the shader holds it: Hi·2^24 + Lo.
type Split struct{ Hi, Lo int32 }

// SplitOf splits n (below 2^55).
func SplitOf(n uint64) Split { return Split{Hi: int32(n >> Part), Lo: int32(n & partMask)} }

// Uint64 joins the parts.
func (s Split) Uint64() uint64 { return uint64(s.Hi)<<Part | uint64(s.Lo) }

// CellAt is the shader's sum for the d-th pixel of an axis (d ≥ 0, < 2^13): the cell, and
// the fraction of it at the pixel's left edge in 2^−24 units.
func (g Geometry) CellAt(a Axis, d int32) (cell Split, frac int32) {
	s := g.Step
	lo := d*s.Lo + a.FracLo
	mid := d*s.Hi + a.FracHi + lo>>12
	off := d*s.Int + mid>>12
	frac = (mid&0xfff)<<12 | lo&0xfff
	c := a.BaseLo + off
	return Split{Hi: a.BaseHi + c>>Part, Lo: c & partMask}, frac
}

// Xor is x⊕y on split numbers, as the shader computes it.
func Xor(x, y Split) Split { return Split{x.Hi ^ y.Hi, x.Lo ^ y.Lo} }

// ColourIndex is the shader's xortable.Index on a split value: the six bits from shift up
// (shift may be negative: the value moves up). It is the shader's formula, without a branch:
// see ColourBits.
func ColourIndex(v Split, shift int32) int32 {
	b := ColourBits(shift)
	return (v.Lo>>b[0]<<b[1] | v.Hi<<b[2]>>b[3]) & 63
}

// ColourBits are the four shifts that take the six colour bits from shift up out of a split
// value: (lo >> b0 << b1 | hi << b2 >> b3) & 63, every shift in 0..31 (the hi part is below
// 2^31, the lo part below 2^24). A software renderer runs both sides of every branch, so the
// shader gets these from the CPU instead of choosing among three formulas per pixel.
func ColourBits(shift int32) [4]int32 {
	switch {
	case shift < 0: // the value moves up; nothing comes from hi
		return [4]int32{0, min(-shift, 31), 0, 31}
	case shift >= Part: // nothing comes from lo
		return [4]int32{Part, 0, 0, min(shift-Part, 31)}
	}
	return [4]int32{shift, 0, Part - shift, 0}
}

// Digits writes a split value in decimal into buf, as the shader finds its digits: by long
// division by 10 of the two parts, every partial sum under 2^28.
func Digits(v Split, buf []byte) []byte {
	n := 0
	var rev [20]byte
	for {
		hi, r := v.Hi/10, v.Hi%10
		t := r<<Part | v.Lo
		v = Split{hi, t / 10}
		rev[n] = byte('0' + t%10)
		n++
		if v.Hi == 0 && v.Lo == 0 {
			break
		}
	}
	for i := n - 1; i >= 0; i-- {
		buf = append(buf, rev[i])
	}
	return buf
}

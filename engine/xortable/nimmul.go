package xortable

import "sync"

// Nim-multiplication, the product of Conway's field of nimbers. The numbers
// below F = 2^(2^k) form the field GF(2^(2^k)) under ⊕ and ⊗, and for a, b
// below F, (a₁F ⊕ a₀) ⊗ (b₁F ⊕ b₀) splits into products of half the width:
//
//	high = (a₀⊕a₁)⊗(b₀⊕b₁) ⊕ a₀⊗b₀
//	low  = a₀⊗b₀ ⊕ (a₁⊗b₁)⊗(F/2)
//
// because F⊗F = F ⊕ F/2 and x⊗F = x·F for x below F. The view's shader
// computes the same way from a 256×256 table (Mul8Table) upwards.

// mul8 holds every product of two bytes, which stay in GF(256). It is built on first
// use, not at start-up: most visits never multiply, and the page waits for package inits.
// It is built from the 16×16 table of GF(16) by one halving step, about 4 lookups a
// product, rather than by recursing to single bits for each of the 65,536 entries.
var mul8 = sync.OnceValue(func() *[256 * 256]uint8 {
	var m4 [16 * 16]uint8
	for a := range 16 {
		for b := range 16 {
			m4[a<<4|b] = uint8(mulSplit(uint64(a), uint64(b), 4, nil))
		}
	}
	mul := func(a, b uint8) uint8 { return m4[a<<4|b] }
	t := new([256 * 256]uint8)
	for a := range 256 {
		a1, a0 := uint8(a>>4), uint8(a&15)
		for b := range 256 {
			b1, b0 := uint8(b>>4), uint8(b&15)
			low := mul(a0, b0)
			high := mul(a0^a1, b0^b1) ^ low
			low ^= mul(mul(a1, b1), 8)
			t[a<<8|b] = high<<4 | low
		}
	}
	return t
})

// mulSplit multiplies a and b, both below 2^width (width a power of 2), by the
// halving rule, down to one bit, or to bytes when table is given.
func mulSplit(a, b uint64, width uint, table *[256 * 256]uint8) uint64 {
	switch {
	case width == 1:
		return a & b
	case width == 8 && table != nil:
		return uint64(table[a<<8|b])
	}
	h := width / 2
	mask := uint64(1)<<h - 1
	a1, a0 := a>>h, a&mask
	b1, b0 := b>>h, b&mask
	low := mulSplit(a0, b0, h, table)
	high := mulSplit(a0^a1, b0^b1, h, table) ^ low
	low ^= mulSplit(mulSplit(a1, b1, h, table), uint64(1)<<(h-1), h, table)
	return high<<h | low
}

// NimMul returns the nim-product a⊗b.
func NimMul(a, b uint64) uint64 {
	switch {
	case a|b < 1<<8:
		return uint64(mul8()[a<<8|b])
	case a|b < 1<<16:
		return mulSplit(a, b, 16, mul8())
	case a|b < 1<<32:
		return mulSplit(a, b, 32, mul8())
	}
	return mulSplit(a, b, 64, mul8())
}

// Mul8Table returns the products of all pairs of bytes, a⊗b at a·256+b: the
// table the view's shader multiplies wider numbers from.
func Mul8Table() []uint8 { return mul8()[:] }

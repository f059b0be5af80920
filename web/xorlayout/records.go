package xorlayout

// Records of the nim-product table for the shader (xorscene records.go): once the cells
// are big enough for numbers few are in view, and the Go side works out each one's product
// and number of digits once, into a window of RecN×RecN cells that the shader reads one
// texel a pixel from, instead of multiplying in every pixel.

const (
	RecN     = 64 // cells along each side of a window
	RecAlign = 32 // a window's first cell is a multiple of this (the shader gets it divided)
)

// RecordCovers reports whether a window from o holds the cells a to b.
func RecordCovers(o, a, b uint64) bool { return o <= a && b < o+RecN }

// RecordWindow is a window's first cell along an axis for the cells a to b (all below
// 2^16): a multiple of RecAlign that puts them near its middle, so that a pan has room both
// ways; false when they do not fit in one.
func RecordWindow(a, b uint64) (uint64, bool) {
	o := (a+b)/2 + RecAlign/2
	o -= o % RecAlign
	o = min(max(o, RecN/2)-RecN/2, 1<<16-RecN)
	return o, b < 1<<16 && RecordCovers(o, a, b)
}

// WriteRecords writes into pix, row by row, the records of the RecN×RecN cells from
// (ox, oy), all below 2^16, as RGBA texels: x⊗y (red the low byte, green the high), its
// number of decimal digits (blue), and 255. mul8 is the byte table, a⊗b at a·256+b
// (xortable.Mul8Table).
func WriteRecords(pix []byte, ox, oy uint64, mul8 []uint8) {
	i := 0
	for y := oy; y < oy+RecN; y++ {
		for x := ox; x < ox+RecN; x++ {
			p := Mul16(mul8, uint32(x), uint32(y))
			pix[i], pix[i+1], pix[i+2], pix[i+3] = uint8(p), uint8(p>>8), uint8(Digits10(uint64(p))), 0xff
			i += 4
		}
	}
}

// Mul16 is the nim-product of a and b below 2^16 from the byte table mul8, as the shader
// takes it (xorscene table.go mul16): with F = 256, F⊗F = F ⊕ 128.
func Mul16(mul8 []uint8, a, b uint32) uint32 {
	a1, a0, b1, b0 := a>>8, a&255, b>>8, b&255
	lo := uint32(mul8[a0<<8|b0])
	hi := uint32(mul8[(a0^a1)<<8|(b0^b1)]) ^ lo
	lo ^= uint32(mul8[uint32(mul8[a1<<8|b1])<<8|128])
	return hi<<8 | lo
}

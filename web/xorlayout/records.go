package xorlayout

import "github.com/nimscope/nimscope/engine/xortable"

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
// number of decimal digits (blue), and 255.
func WriteRecords(pix []byte, ox, oy uint64) {
	i := 0
	for y := oy; y < oy+RecN; y++ {
		for x := ox; x < ox+RecN; x++ {
			p := xortable.NimMul(x, y)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = uint8(p), uint8(p>>8), uint8(Digits10(p)), 0xff
			i += 4
		}
	}
}

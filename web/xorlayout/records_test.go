package xorlayout

import (
	"testing"

	"github.com/nimscope/nimscope/engine/xortable"
)

// The records handed to the shader are xortable's products and their digit counts.
func TestWriteRecords(t *testing.T) {
	pix := make([]byte, 4*RecN*RecN)
	for _, o := range [][2]uint64{{0, 0}, {480, 512}, {32, 1 << 15}, {1<<16 - RecN, 1<<16 - RecN}} {
		WriteRecords(pix, o[0], o[1])
		for dy := range uint64(RecN) {
			for dx := range uint64(RecN) {
				x, y := o[0]+dx, o[1]+dy
				v := xortable.Mul.Of(x, y)
				i := 4 * (dy*RecN + dx)
				got := pix[i : i+4]
				if uint64(got[0])|uint64(got[1])<<8 != v || int(got[2]) != len(Decimal(new([20]byte), v)) || got[3] != 0xff {
					t.Fatalf("record of (%d, %d) = %v, want %d with %d digits", x, y, got, v, Digits10(v))
				}
			}
		}
	}
}

// A window starts at a multiple of RecAlign, holds the cells it is made for when they
// span at most RecN−RecAlign, and never reaches 2^16.
func TestRecordWindow(t *testing.T) {
	for a := uint64(0); a < 1<<16; a += 7 {
		for span := uint64(0); span <= RecN; span++ {
			b := a + span
			o, ok := RecordWindow(a, b)
			if o%RecAlign != 0 || o+RecN > 1<<16 {
				t.Fatalf("RecordWindow(%d, %d) = %d", a, b, o)
			}
			if ok != (b < 1<<16 && RecordCovers(o, a, b)) {
				t.Fatalf("RecordWindow(%d, %d) = %d, %v", a, b, o, ok)
			}
			if !ok && span <= RecN-RecAlign && b < 1<<16 {
				t.Fatalf("RecordWindow(%d, %d): no window", a, b)
			}
		}
	}
}

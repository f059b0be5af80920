package xorlayout

import (
	"math"

	"github.com/nimscope/nimscope/web/glyph"
)

// Screen divides the canvas: a band for the column labels along the top, one for the row
// labels down the left, and the table's area; all in whole device pixels.
type Screen struct {
	W, H    int
	Scale   float64
	Area    Rect    // the table's area
	Top     Rect    // the column labels (x)
	Left    Rect    // the row labels (y)
	LabelH  float64 // the labels' digit height
	TextMin float64 // the smallest digit height written in a cell
}

// Advance is the width of one digit and the gap after it, in digit heights.
const Advance = glyph.Width + glyph.Gap

// NewScreen lays out a w×h canvas at a device scale, for labels of at most digits digits.
// bold makes the digits that much larger (1.5 on a projector, else 1), labels and the
// smallest number written in a cell alike, so a back row can read them.
func NewScreen(w, h int, scale, bold float64, digits int) Screen {
	if scale <= 0 {
		scale = 1
	}
	if bold < 1 {
		bold = 1
	}
	s := Screen{W: w, H: h, Scale: scale}
	side := float64(min(w, h))
	s.LabelH = math.Round(bold * min(max(11*scale, side*0.022), 15*scale))
	s.TextMin = math.Round(bold * 8 * scale)
	margin := int(math.Round(max(6*scale, side*0.015)))
	pad := int(math.Ceil(s.LabelH * 0.45))
	leftW := int(math.Ceil(float64(max(digits, 1))*Advance*s.LabelH)) + 2*pad
	topH := int(math.Ceil(s.LabelH)) + 2*pad
	s.Left = Rect{X: margin, Y: margin + topH, W: leftW, H: max(h-2*margin-topH, 0)}
	s.Top = Rect{X: margin + leftW, Y: margin, W: max(w-2*margin-leftW, 0), H: topH}
	s.Area = Rect{X: s.Top.X, Y: s.Left.Y, W: s.Top.W, H: s.Left.H}
	return s
}

// Bands are the label bands for a table drawn at t: moved in beside it when it stands
// inside the area (a table framed smaller than the area is centred there, or a pan leaves
// paper before its first cell), so that the numbers stay by their cells.
func (s Screen) Bands(t Rect) (top, left Rect) {
	top, left = s.Top, s.Left
	if dx := t.X - s.Area.X; dx > 0 {
		left.X += dx
		top.X += dx
		top.W -= dx
	}
	if dy := t.Y - s.Area.Y; dy > 0 {
		top.Y += dy
		left.Y += dy
		left.H -= dy
	}
	return top, left
}

// Digits10 is the number of decimal digits of n.
func Digits10(n uint64) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}

// Decimal writes n's decimal digits at the end of buf and returns them: a frame writes its
// labels this way, without strconv's calls and copy.
func Decimal(buf *[20]byte, n uint64) []byte {
	i := len(buf)
	for n >= 10 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	i--
	buf[i] = byte('0' + n)
	return buf[i:]
}

// LabelShift is log2 of the spacing of the labels along an axis: the least power of 2 of
// cells whose labels of digits digits, at height h, stand clear of each other.
func LabelShift(cellPx, h float64, digits int) int {
	need := (float64(digits)*Advance + 0.9) * h
	k := 0
	for k < 62 && math.Ldexp(cellPx, k) < need {
		k++
	}
	return k
}

// CellText is the height of the digits of a d-digit number written in a cell of size px:
// as large as fits with a margin, at most 42% of the cell; 0 when that is below min.
func CellText(px float64, d int, min float64) float64 {
	h := math.Min(0.42*px, 0.84*px/(float64(d)*Advance))
	if h < min {
		return 0
	}
	return h
}

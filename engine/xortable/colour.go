package xortable

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"image/color"
	"math"

	"github.com/nimscope/nimscope/engine/notation"
)

// Colours is the number of colours of a palette: six bits of a value choose
// one, so the lecture's q = 64 table shows each value in a colour of its own.
const Colours = 64

// Palette maps a colour index (0..63) to a colour. Equal values get equal
// indices (Index), so equal values share a colour in every palette.
type Palette uint8

const (
	// Distinct is the default: eight colour-blind-safe hues (Okabe and Ito's
	// set) for the index's top three bits, each in eight shades, dark to
	// light, for its low three bits. In the q = 64 table each 8×8 block is
	// one hue, so the blocks' pattern reads at a glance.
	Distinct Palette = iota
	Hue              // the colour wheel, once round over the 64 indices
	Planes           // bit-planes: red shows bits 5 and 2, green 4 and 1, blue 3 and 0
	Grey             // dark (0) to light (63)
	numPalettes
)

// Palettes lists the palettes in menu order.
func Palettes() []Palette { return []Palette{Distinct, Hue, Planes, Grey} }

var paletteNames = [numPalettes]string{"distinct", "hue", "bits", "grey"}

// String returns the palette's name: distinct, hue, bits or grey.
func (p Palette) String() string {
	if p < numPalettes {
		return paletteNames[p]
	}
	return fmt.Sprintf("Palette(%d)", uint8(p))
}

// Label is the palette's name in a sentence.
func (p Palette) Label() string {
	switch p {
	case Hue:
		return "hue by value"
	case Planes:
		return "bit-planes"
	case Grey:
		return "grey"
	}
	return "distinct (colour-blind-safe)"
}

// ParsePalette reads a palette's name.
func ParsePalette(s string) (Palette, error) {
	for i, n := range paletteNames {
		if s == n {
			return Palette(i), nil
		}
	}
	return 0, msg.Errorf("palette: %s is not distinct, hue, bits or grey", notation.Quote(s))
}

// okabeIto are the eight hues of Distinct, ordered so that neighbouring
// indices' hues (blocks side by side in the table) differ in lightness too.
var okabeIto = [8][3]float64{
	{0x00, 0x72, 0xb2}, // blue
	{0xe6, 0x9f, 0x00}, // orange
	{0x00, 0x9e, 0x73}, // bluish green
	{0xcc, 0x79, 0xa7}, // reddish purple
	{0x56, 0xb4, 0xe9}, // sky blue
	{0xd5, 0x5e, 0x00}, // vermillion
	{0xf0, 0xe4, 0x42}, // yellow
	{0x6e, 0x6e, 0x6e}, // grey, for Okabe and Ito's black
}

// RGB is the colour of index i (taken mod 64), opaque.
func (p Palette) RGB(i int) color.RGBA {
	i &= Colours - 1
	var r, g, b float64
	switch p {
	case Hue:
		r, g, b = hsv(float64(i)*360/Colours, 0.55, 0.93)
	case Planes:
		bit := func(k int) float64 { return float64(i >> k & 1) }
		r = 0x2a + 0x88*bit(5) + 0x48*bit(2)
		g = 0x2a + 0x88*bit(4) + 0x48*bit(1)
		b = 0x2a + 0x88*bit(3) + 0x48*bit(0)
	case Grey:
		r = 0x18 + float64(i)*(0xee-0x18)/(Colours-1)
		g, b = r, r
	default:
		base := okabeIto[i>>3]
		// Shade 0 darkens the hue by a third; shade 7 lightens it halfway to white.
		t := float64(i&7) / 7
		mix := func(c float64) float64 {
			if t < 3.0/7 {
				return c * (1 - 0.34*(3.0/7-t)/(3.0/7))
			}
			return c + (0xff-c)*0.5*(t-3.0/7)/(4.0/7)
		}
		r, g, b = mix(base[0]), mix(base[1]), mix(base[2])
	}
	return color.RGBA{byteOf(r), byteOf(g), byteOf(b), 0xff}
}

func byteOf(v float64) uint8 { return uint8(math.Round(min(max(v, 0), 255))) }

// hsv converts hue in degrees, saturation and value in 0..1 to 0..255.
func hsv(h, s, v float64) (r, g, b float64) {
	c := v * s
	hp := math.Mod(h/60, 6)
	x := c * (1 - math.Abs(math.Mod(hp, 2)-1))
	switch {
	case hp < 1:
		r, g = c, x
	case hp < 2:
		r, g = x, c
	case hp < 3:
		g, b = c, x
	case hp < 4:
		g, b = x, c
	case hp < 5:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := v - c
	return (r + m) * 255, (g + m) * 255, (b + m) * 255
}

// Index is the colour index of value v when the colours show the six bits of
// v from bit shift up: (v >> shift) mod 64. A negative shift moves v up
// instead, spreading a small table's few values over the whole palette (q = 8:
// 0, 8, 16, … 56).
func Index(v uint64, shift int) int {
	if shift < 0 {
		if -shift >= 64 {
			return 0
		}
		return int(v<<uint(-shift)) & (Colours - 1)
	}
	if shift >= 64 {
		return 0
	}
	return int(v>>uint(shift)) & (Colours - 1)
}

// Colour is the colour of value v: Index(v, shift) in palette p, or, while
// the view's zoom passes from one shift to the next, fade of the way from
// that colour to Index(v, shift+1)'s (rounded to bytes as a GPU writes them).
func (p Palette) Colour(v uint64, shift int, fade float64) color.RGBA {
	a := p.RGB(Index(v, shift))
	if fade <= 0 {
		return a
	}
	b := p.RGB(Index(v, shift+1))
	f := func(x, y uint8) uint8 { return byteOf(float64(x) + (float64(y)-float64(x))*min(fade, 1)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// BaseShift is the shift that spreads a table of values with valueBits binary
// digits over the palette: the top six of them choose the colour, or all of
// them, moved up, when there are fewer than six.
func BaseShift(valueBits int) int { return valueBits - 6 }

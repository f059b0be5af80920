// Package palette holds the scenes' colours and the arithmetic on them: colours made from
// bytes, faded and mixed as Ebiten takes them (alpha-premultiplied), and the WCAG contrast
// ratio the themes are checked with. It does not import Ebiten, so it is tested on the host.
package palette

import (
	"image/color"
	"math"
)

// RGB is the opaque colour r, g, b.
func RGB(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// RGBA is r, g, b at opacity a (0 to 1), premultiplied.
func RGBA(r, g, b uint8, a float64) color.RGBA { return Fade(RGB(r, g, b), a) }

// Fade returns c with its opacity scaled by a (clamped to 0…1), premultiplied as Ebiten
// expects.
func Fade(c color.RGBA, a float64) color.RGBA {
	a = min(max(a, 0), 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Mix is the opaque colour t of the way from a to b.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = min(max(t, 0), 1)
	l := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 0xff}
}

// Darker scales c's colour by k, keeping its alpha.
func Darker(c color.RGBA, k float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), c.A}
}

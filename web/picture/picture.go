// Package picture is the plain-Go part of exporting what the board shows: reading the
// export command's argument, fitting a picture's size to the board, naming the file, and
// turning the GPU's premultiplied pixels into the straight RGBA a page's ImageData wants.
package picture

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/notation"
)

// Sizes of a PNG, in pixels along a side.
const (
	MinSide = 16
	MaxSide = 4096
)

// Format is what an export writes.
type Format uint8

const (
	PNG Format = iota
	SVG
)

func (f Format) String() string {
	if f == SVG {
		return "svg"
	}
	return "png"
}

// Request is an export asked for. For a PNG: W×H pixels exactly when both are set; Long
// pixels along the longer side, the board's shape, when Long is set; else the board's own
// device pixels.
type Request struct {
	Format Format
	W, H   int
	Long   int
}

// Parse reads the export command's argument: "png" (the board's size), "png:1024" or
// "1024" (1024 pixels along the longer side), "png:800x600" or "800x600" (exactly), "svg".
func Parse(arg string) (Request, error) {
	bad := func(why string) (Request, error) {
		return Request{}, fmt.Errorf("command export: %s %s; write png, png:SIZE, png:WIDTHxHEIGHT or svg, sizes from %d to %d pixels",
			notation.Quote(arg), why, MinSide, MaxSide)
	}
	s := strings.TrimPrefix(arg, "png:")
	switch {
	case arg == "svg":
		return Request{Format: SVG}, nil
	case arg == "png" || arg == "":
		return Request{Format: PNG}, nil
	case s == "":
		return bad("gives no size")
	}
	side := func(t string) (int, bool) {
		if t == "" || len(t) > 5 || strings.TrimLeft(t, "0123456789") != "" {
			return 0, false
		}
		n, err := strconv.Atoi(t)
		return n, err == nil && n >= MinSide && n <= MaxSide
	}
	if w, h, ok := strings.Cut(s, "x"); ok {
		wn, okw := side(w)
		hn, okh := side(h)
		if !okw || !okh {
			return bad("is not a width and a height from 16 to 4096")
		}
		return Request{Format: PNG, W: wn, H: hn}, nil
	}
	n, ok := side(s)
	if !ok {
		return bad("is not a format or a size from 16 to 4096")
	}
	return Request{Format: PNG, Long: n}, nil
}

// Size is the PNG's size in pixels for a board of bw×bh device pixels.
func (r Request) Size(bw, bh float64) (w, h int) {
	switch {
	case r.W > 0 && r.H > 0:
		return r.W, r.H
	case bw < 1 || bh < 1:
		return 0, 0
	case r.Long == 0:
		return clamp(bw), clamp(bh)
	case bw >= bh:
		return r.Long, clamp(float64(r.Long) * bh / bw)
	default:
		return clamp(float64(r.Long) * bw / bh), r.Long
	}
}

func clamp(v float64) int { return int(min(max(math.Round(v), 1), MaxSide)) }

// Scale is the device scale to draw a w×h picture of a bw×bh board drawn at scale: the
// board's look, lines and text grown with the picture.
func Scale(w, h int, bw, bh, scale float64) float64 {
	if bw < 1 || bh < 1 {
		return scale
	}
	return scale * min(float64(w)/bw, float64(h)/bh)
}

// FileName names the file of an export: nimscope-<game>-<what>.<ext>, with what made safe
// for a file name ("1024x640", "q64-x0-y0").
func FileName(game, what string, f Format) string {
	clean := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
				return r
			}
			return '_'
		}, s)
	}
	name := "nimscope-" + clean(game)
	if what != "" {
		name += "-" + clean(what)
	}
	return name + "." + f.String()
}

// Unpremultiply turns premultiplied RGBA pixels, as Ebiten reads them, into straight RGBA
// in place.
func Unpremultiply(pix []byte) {
	for i := 0; i+3 < len(pix); i += 4 {
		a := uint32(pix[i+3])
		if a == 0xff || a == 0 {
			continue
		}
		for j := range 3 {
			pix[i+j] = uint8(min((uint32(pix[i+j])*0xff+a/2)/a, 0xff))
		}
	}
}

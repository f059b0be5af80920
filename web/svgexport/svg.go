// Package svgexport writes pictures of the explorer as SVG, in plain Go: a Green Hackenbush
// drawing and a window of the XOR (or nim-product) table. The output is deterministic — the
// same picture gives the same bytes — and every text in it is escaped. It avoids
// encoding/xml and fmt, which the wasm would otherwise carry only for this.
package svgexport

import (
	"image/color"
	"math"
	"strconv"
	"strings"
)

// writer builds an SVG document.
type writer struct{ b []byte }

func (w *writer) s(s string) { w.b = append(w.b, s...) }

// n writes a coordinate rounded to hundredths, in its shortest form ("12.5", never "-0").
func (w *writer) n(v float64) {
	v = math.Round(v*100) / 100
	if v == 0 {
		v = 0 // not -0
	}
	w.b = strconv.AppendFloat(w.b, v, 'f', -1, 64)
}

func (w *writer) int(v int) { w.b = strconv.AppendInt(w.b, int64(v), 10) }

func (w *writer) uint(v uint64) { w.b = strconv.AppendUint(w.b, v, 10) }

// text writes s escaped for element content and attribute values alike.
func (w *writer) text(s string) { w.s(Escape(s)) }

// colour writes c as #rrggbb.
func (w *writer) colour(c color.RGBA) {
	const hex = "0123456789abcdef"
	w.b = append(w.b, '#', hex[c.R>>4], hex[c.R&15], hex[c.G>>4], hex[c.G&15], hex[c.B>>4], hex[c.B&15])
}

// Escape returns s with the characters XML gives a meaning (& < > " ') written as entities,
// and those XML 1.0 cannot hold at all (control characters but tab, newline and carriage
// return; invalid UTF-8) replaced by U+FFFD.
func Escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"':
			b.WriteString("&quot;")
		case r == '\'':
			b.WriteString("&apos;")
		case r == '\t' || r == '\n' || r == '\r':
			b.WriteRune(r)
		case r < 0x20 || r == 0xfffe || r == 0xffff || r >= 0xd800 && r < 0xe000:
			b.WriteRune('\ufffd')
		default:
			b.WriteRune(r) // an invalid byte comes as U+FFFD already
		}
	}
	return b.String()
}

// open writes the document's start: an SVG of w×h user units shown at that many pixels,
// with a title for screen readers and file browsers.
func (w *writer) open(width, height float64, title string) {
	w.s(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	w.s(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="`)
	w.n(width)
	w.s(`" height="`)
	w.n(height)
	w.s(`" viewBox="0 0 `)
	w.n(width)
	w.s(` `)
	w.n(height)
	w.s(`" role="img">` + "\n<title>")
	w.text(title)
	w.s("</title>\n")
}

func (w *writer) close() { w.s("</svg>\n") }

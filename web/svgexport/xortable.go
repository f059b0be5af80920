package svgexport

import (
	"cmp"
	"errors"
	"image/color"
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/xortable"
)

// MaxCells is the most cells an SVG of the table has along a side: beyond it the file would
// be megabytes of rectangles, and the PNG export serves better.
const MaxCells = 256

// Table is a window of the XOR (or nim-product) table as the scene shows it: the cells
// x = X0 … X0+NX−1 across and y = Y0 … Y0+NY−1 down, coloured as xortable.Palette.Colour
// colours them with Shift and Fade, Cell user units (pixels) square each.
type Table struct {
	Op      xortable.Op
	X0, Y0  uint64
	NX, NY  int
	Palette xortable.Palette
	Shift   int
	Fade    float64
	Cell    float64
}

// ErrTooManyCells is returned for a window wider or taller than MaxCells cells.
var ErrTooManyCells = errors.New("the view shows more than " + strconv.Itoa(MaxCells) + " cells along a side; zoom in to at most " +
	strconv.Itoa(MaxCells) + "×" + strconv.Itoa(MaxCells) + " cells for an SVG, or save a PNG")

// XorTable draws t: one path per colour, made of the runs of cells of that colour in each
// row, so that equal values share one fill as on the screen; then the column numbers above
// the cells and the row numbers left of them, every 2^k-th where all would crowd.
func XorTable(t Table, title string) ([]byte, error) {
	if t.NX <= 0 || t.NY <= 0 {
		return nil, errors.New("no cells in view")
	}
	if t.NX > MaxCells || t.NY > MaxCells {
		return nil, ErrTooManyCells
	}
	if t.X0 > ^uint64(0)-uint64(t.NX) || t.Y0 > ^uint64(0)-uint64(t.NY) {
		return nil, errors.New("the window runs past the largest cell")
	}
	cell := t.Cell
	if cell <= 0 {
		cell = 16
	}
	// Room for the labels: the widest number's digits at 0.6 em each.
	font := min(max(cell*0.6, 8), 14)
	digits := len(strconv.FormatUint(max(t.X0+uint64(t.NX), t.Y0+uint64(t.NY))-1, 10))
	left := float64(digits)*font*0.62 + font*0.6
	top := font * 1.6

	// Each colour's runs: (row, first column, length), in row order.
	type run struct{ y, x, n int }
	runs := map[color.RGBA][]run{}
	for y := range t.NY {
		start, prev := 0, color.RGBA{}
		for x := range t.NX + 1 {
			var c color.RGBA
			if x < t.NX {
				c = t.Palette.Colour(t.Op.Of(t.X0+uint64(x), t.Y0+uint64(y)), t.Shift, t.Fade)
			}
			if x > 0 && (x == t.NX || c != prev) {
				runs[prev] = append(runs[prev], run{y, start, x - start})
				start = x
			}
			prev = c
		}
	}
	colours := make([]color.RGBA, 0, len(runs))
	for c := range runs {
		colours = append(colours, c)
	}
	key := func(c color.RGBA) uint32 { return uint32(c.R)<<16 | uint32(c.G)<<8 | uint32(c.B) }
	slices.SortFunc(colours, func(a, b color.RGBA) int { return cmp.Compare(key(a), key(b)) })

	w := &writer{}
	width, height := left+float64(t.NX)*cell, top+float64(t.NY)*cell
	w.open(width, height, title)
	w.s(`<rect class="paper" width="`)
	w.n(width)
	w.s(`" height="`)
	w.n(height)
	w.s(`" fill="#f6f4ee"/>` + "\n" + `<g class="cells" shape-rendering="crispEdges">` + "\n")
	for _, c := range colours {
		w.s(`<path fill="`)
		w.colour(c)
		w.s(`" d="`)
		for _, r := range runs[c] {
			w.s("M")
			w.n(left + float64(r.x)*cell)
			w.s(" ")
			w.n(top + float64(r.y)*cell)
			w.s("h")
			w.n(float64(r.n) * cell)
			w.s("v")
			w.n(cell)
			w.s("h")
			w.n(-float64(r.n) * cell)
			w.s("z")
		}
		w.s(`"/>` + "\n")
	}
	w.s("</g>\n")

	// Labels every 2^k-th cell, so that they stay at least three digits apart.
	k := 0
	for float64(uint64(1)<<k)*cell < float64(digits+1)*font*0.62 && k < 62 {
		k++
	}
	step := uint64(1) << k
	w.s(`<g class="labels" fill="#1d1b17" font-family="sans-serif" font-size="`)
	w.n(font)
	w.s(`" text-anchor="middle">` + "\n")
	for x := (t.X0 + step - 1) &^ (step - 1); x < t.X0+uint64(t.NX); x += step {
		w.s(`<text x="`)
		w.n(left + (float64(x-t.X0)+0.5)*cell)
		w.s(`" y="`)
		w.n(top - font*0.45)
		w.s(`">`)
		w.uint(x)
		w.s("</text>\n")
		if x > ^uint64(0)-step {
			break
		}
	}
	for y := (t.Y0 + step - 1) &^ (step - 1); y < t.Y0+uint64(t.NY); y += step {
		w.s(`<text x="`)
		w.n(left - font*0.4)
		w.s(`" y="`)
		w.n(top + (float64(y-t.Y0)+0.5)*cell + font*0.35)
		w.s(`" text-anchor="end">`)
		w.uint(y)
		w.s("</text>\n")
		if y > ^uint64(0)-step {
			break
		}
	}
	w.s("</g>\n")
	w.close()
	return w.b, nil
}

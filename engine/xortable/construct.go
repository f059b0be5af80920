package xortable

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/msg"
)

// Construction is one of the three ways the lecture builds the XOR table.
type Construction uint8

const (
	// Doubling grows the table from the 1×1 table (0): each value n becomes
	// the 2×2 block [[2n, 2n+1], [2n+1, 2n]], which doubles the table.
	Doubling Construction = iota
	// Corners is the lecture's corner scheme: put q in the corners, count
	// along the arrows, split into four quarters, repeat.
	Corners
	// Mex fills the cells in reading order, each with the least number not
	// already to its left in its row or above it in its column.
	Mex
)

// Constructions lists them in the order the view offers them.
func Constructions() []Construction { return []Construction{Doubling, Corners, Mex} }

var constructionNames = [...]string{"doubling", "corners", "mex"}

// String returns the construction's command name: doubling, corners or mex.
func (c Construction) String() string {
	if int(c) < len(constructionNames) {
		return constructionNames[c]
	}
	return fmt.Sprintf("Construction(%d)", uint8(c))
}

// ParseConstruction reads a construction's name.
func ParseConstruction(s string) (Construction, error) {
	for i, n := range constructionNames {
		if s == n {
			return Construction(i), nil
		}
	}
	return 0, msg.Errorf("%q is not doubling, corners or mex", s)
}

// Title names the construction in the panel.
func (c Construction) Title() string { return c.TitleText().String() }

// TitleText is Title as a msg.Text.
func (c Construction) TitleText() msg.Text {
	switch c {
	case Corners:
		return msg.New("The corner scheme")
	case Mex:
		return msg.New("The mex definition")
	}
	return msg.New("Doubling")
}

// Mask says which cells of a table are known.
type Mask struct {
	All    bool
	Corner uint64 // the cells whose x and y are both multiples of Corner (0: none)
	Line   uint64 // the cells whose x or y is a multiple of Line (0: none)
	Count  uint64 // the first Count cells in reading order, row by row (a table of width Size)
}

// Has reports whether cell (x, y) of a table of width size is known.
func (m Mask) Has(x, y, size uint64) bool {
	switch {
	case m.All:
		return true
	case m.Corner > 0 && x%m.Corner == 0 && y%m.Corner == 0:
		return true
	case m.Line > 0 && (x%m.Line == 0 || y%m.Line == 0):
		return true
	}
	return y*size+x < m.Count // size is at most MaxConstructionQ: no overflow
}

// Step is one step of a construction: the table as it stands after it.
type Step struct {
	Caption string   // Words in English
	Words   msg.Text // the caption before it is written in a language
	Size    uint64   // the table is Size×Size (the doubling grows it; the others fill the q×q table)
	Known   Mask     // the cells known after the step
	Before  Mask     // the cells known before it: the others in Known are new
	// Focus is the cell the step fills (the mex definition), with the cells
	// it looks at: to its left in its row and above it in its column.
	Focus    bool
	FX, FY   uint64
	Arrows   bool   // the new cells count along arrows from their quarter's corner
	Quarter  uint64 // the size of the quarters (the corner scheme)
	Previous uint64 // the size of the table the step grows from (the doubling)
}

// MaxConstructionQ is the largest table the constructions fill: q×q cells
// must each be big enough on the screen to see them arrive.
const MaxConstructionQ = 64

// Len is the number of steps of c on the q×q table.
func (c Construction) Len(q uint64) int {
	n := bits.TrailingZeros64(q)
	switch c {
	case Corners:
		return 1 + max(2*n-1, 0)
	case Mex:
		return int(q * q)
	}
	return n + 1
}

// Step returns step i (from 0) of c on the q×q table (q a power of 2).
func (c Construction) Step(q uint64, i int) Step {
	i = min(max(i, 0), c.Len(q)-1)
	var s Step
	switch c {
	case Corners:
		s = cornerStep(q, i)
	case Mex:
		s = mexStep(q, uint64(i))
	default:
		s = doublingStep(q, i)
	}
	s.Caption = s.Words.String()
	return s
}

func doublingStep(q uint64, i int) Step {
	size := uint64(1) << i
	s := Step{Size: size, Known: Mask{All: true}, Before: Mask{All: true}, Previous: size / 2}
	complete := size == q && i > 0
	switch {
	case i == 0:
		s.Words = msg.New("Start from the 1×1 table: 0 ⊕ 0 = 0.")
		s.Before = Mask{}
	case size == 2 && complete:
		s.Words = msg.New("Double: n becomes the block [[2n, 2n+1], [2n+1, 2n]], so 0 becomes [[0, 1], [1, 0]]: the 2×2 table, " +
			"complete: every row and every column holds each of 0…1 once.")
	case size == 2:
		s.Words = msg.New("Double: n becomes the block [[2n, 2n+1], [2n+1, 2n]], so 0 becomes [[0, 1], [1, 0]]: the 2×2 table.")
	case complete:
		s.Words = msg.New("Double again: each n of the %d×%d table becomes [[2n, 2n+1], [2n+1, 2n]]: the %d×%d table, "+
			"complete: every row and every column holds each of 0…%d once.", size/2, size/2, size, size, q-1)
	default:
		s.Words = msg.New("Double again: each n of the %d×%d table becomes [[2n, 2n+1], [2n+1, 2n]]: the %d×%d table.", size/2, size/2, size, size)
	}
	return s
}

// cornerStep: step 0 puts 0 at the top-left corner. Then for each square size
// b = q, q/2, … 2, a "corners" step splits every b×b square into quarters and
// puts c + b/2 at the corners of its top-right and bottom-left quarters and c
// at its bottom-right one (c is the square's corner), and, for b > 2, an
// "arrows" step counts along the first row and column of every quarter.
func cornerStep(q uint64, i int) Step {
	s := Step{Size: q}
	if i == 0 {
		s.Known = Mask{Corner: q}
		s.Words = msg.New("Put 0 in the top-left corner: 0 ⊕ 0 = 0.")
		return s
	}
	level := (i - 1) / 2 // b = q >> level
	b := q >> level
	h := b / 2
	s.Quarter = h
	if (i-1)%2 == 0 {
		s.Before = Mask{Corner: b, Line: b}
		if level == 0 {
			s.Before = Mask{Corner: q}
		}
		s.Known = Mask{Corner: h, Line: b}
		if level == 0 {
			s.Known = Mask{Corner: h}
		}
		if h == 1 {
			s.Known = Mask{All: true}
		}
		if b == q {
			s.Words = msg.New("Split the table into four %d×%d quarters. Put %d in the corners of the top-right and bottom-left quarters, and 0 in the corner of the bottom-right one.", h, h, h)
		} else {
			s.Words = msg.New("Split every %d×%d square into four %d×%d quarters. The corners of its top-right and bottom-left quarters get the square's corner + %d; the bottom-right quarter's corner gets the square's corner.", b, b, h, h, h)
		}
		if h == 1 {
			s.Words = msg.New("%s Every cell is a corner now: the table is complete.", s.Words)
		}
		return s
	}
	s.Before = Mask{Corner: h, Line: b}
	if level == 0 {
		s.Before = Mask{Corner: h}
	}
	s.Known = Mask{Corner: h, Line: h}
	s.Arrows = true
	if b == q {
		s.Words = msg.New("Count along the arrows: from each corner, the first row and the first column of its quarter go up by one: "+
			"%s in the top-left and bottom-right quarters, from their corner 0, and %s in the other two, from their corner %d.", countRun(0, h), countRun(h, h), h)
	} else {
		s.Words = msg.New("Count along the arrows in every %d×%d quarter: from its corner c, the first row and column run c, c+1, … c+%d.", h, h, h-1)
	}
	return s
}

// countRun writes the n numbers from c: "0, 1, 2, 3", or "0, 1, … 7" when long.
func countRun(c, n uint64) string {
	if n <= 4 {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = strconv.FormatUint(c+uint64(i), 10)
		}
		return strings.Join(parts, ", ")
	}
	return fmt.Sprintf("%d, %d, … %d", c, c+1, c+n-1)
}

// mexStep n fills cell n in reading order.
func mexStep(q, n uint64) Step {
	x, y := n%q, n/q
	s := Step{Size: q, Known: Mask{Count: n + 1}, Before: Mask{Count: n}, Focus: true, FX: x, FY: y}
	seen := map[uint64]bool{}
	var left, above []uint64
	for i := range x {
		left = append(left, i^y)
		seen[i^y] = true
	}
	for i := range y {
		above = append(above, x^i)
		seen[x^i] = true
	}
	v := uint64(0)
	for seen[v] {
		v++
	}
	s.Words = msg.New("Row %d, column %d: to its left %s; above it %s. The least number in neither is %d.",
		y, x, listOrNothing(left), listOrNothing(above), v)
	return s
}

// listOrNothing writes at most 8 numbers, then how many more.
func listOrNothing(xs []uint64) any {
	if len(xs) == 0 {
		return msg.New("nothing")
	}
	var b strings.Builder
	for i, x := range xs {
		if i == 8 {
			return msg.New("%s and %d more", b.String(), len(xs)-8)
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatUint(x, 10))
	}
	return b.String()
}

// Double applies the doubling rule to a square table: value n at (x, y)
// becomes the block [[2n, 2n+1], [2n+1, 2n]] at (2x, 2y).
func Double(t [][]uint64) [][]uint64 {
	n := len(t)
	out := make([][]uint64, 2*n)
	for y := range out {
		out[y] = make([]uint64, 2*n)
	}
	for y, row := range t {
		for x, v := range row {
			out[2*y][2*x], out[2*y][2*x+1] = 2*v, 2*v+1
			out[2*y+1][2*x], out[2*y+1][2*x+1] = 2*v+1, 2*v
		}
	}
	return out
}

// MexTable fills the q×q table by the mex definition alone: each cell is the
// least number not to its left in its row nor above it in its column.
func MexTable(q uint64) [][]uint64 {
	t := make([][]uint64, q)
	for y := range t {
		t[y] = make([]uint64, q)
		for x := range t[y] {
			seen := make([]bool, 2*q)
			for i := range x {
				seen[t[y][i]] = true
			}
			for i := range y {
				seen[t[i][x]] = true
			}
			v := uint64(0)
			for seen[v] {
				v++
			}
			t[y][x] = v
		}
	}
	return t
}

// CornerTable fills the q×q table by the corner scheme's rules alone: the top
// left corner is 0; each b×b square with corner value c gives its quarters'
// corners c, c + b/2, c + b/2, c (top-left, top-right, bottom-left,
// bottom-right), and the first row and column of each quarter count up from
// its corner.
func CornerTable(q uint64) [][]uint64 {
	t := make([][]uint64, q)
	for y := range t {
		t[y] = make([]uint64, q)
	}
	for b := q; b >= 2; b /= 2 {
		h := b / 2
		for y0 := uint64(0); y0 < q; y0 += b {
			for x0 := uint64(0); x0 < q; x0 += b {
				c := t[y0][x0]
				t[y0][x0+h], t[y0+h][x0], t[y0+h][x0+h] = c+h, c+h, c
			}
		}
		for y0 := uint64(0); y0 < q; y0 += h {
			for x0 := uint64(0); x0 < q; x0 += h {
				c := t[y0][x0]
				for i := range h {
					t[y0][x0+i], t[y0+i][x0] = c+i, c+i
				}
			}
		}
	}
	return t
}

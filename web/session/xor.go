//go:build !family || family_xor

package session

import (
	"errors"
	"fmt"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/xortable"
)

func init() { register(xortable.Name, xorRules{}) }

// xorRules show the XOR table: a view, not a game (NotAGame). Its view keys say how it is
// looked at (Viewer): the palette, the framing, and the zoom as the cell at the centre and
// the number of cells across.
type xorRules struct{}

// XorViewKeys are the XOR table's own view keys, in the order the state writes them.
var XorViewKeys = []string{"palette", "framing", "at", "span"}

func (xorRules) NotAGame() {}

func (xorRules) Check(p game.Position) error { return nil }

func (xorRules) Terminal(game.Position) bool { return true }

func (xorRules) Reply(game.Position) (game.Position, bool) { return nil, false }

func (xorRules) Describe(from, to game.Position) (msg.Text, error) {
	return msg.Text{}, errors.New("xor: the XOR table is a view: nothing moves in it")
}

func (xorRules) Words(p game.Position) msg.Text {
	pos := p.(xortable.Position)
	if pos.Op == xortable.Mul {
		return msg.New("the nim-product table of 0 to %d", pos.Q-1)
	}
	return msg.New("the XOR table of 0 to %d", pos.Q-1)
}

func (xorRules) ViewKeys() []string { return XorViewKeys }

// DrawingKeys: the zoom (the centre cell and the span) is one table's; another q set
// without it shows the new table fitted, not an old cell that may be off it.
func (xorRules) DrawingKeys() []string { return []string{"at", "span"} }

// CheckViewFor refuses a centre cell off the table shown: x and y below q, or for the
// lecture's block (framing=block) x from q to 2q−1. The scene writes only cells of its
// table; a link's at=5000,5000 on a table of q=1024 was kept, and the view showed nothing of it.
func (xorRules) CheckViewFor(p game.Position, view map[string]string) error {
	xy, err := notation.WholeList("at", view["at"])
	if err != nil || len(xy) != 2 {
		return nil // unset: CheckView refused the rest
	}
	q := p.(xortable.Position).Q
	if view["framing"] == "block" {
		if xy[0] < q || xy[0]-q >= q || xy[1] >= q {
			return msg.Errorf("at: %d,%d is off the lecture's block: x runs from %d to %d and y from 0 to %d (q=%d)",
				xy[0], xy[1], q, 2*q-1, q-1, q)
		}
		return nil
	}
	if xy[0] >= q || xy[1] >= q {
		return msg.Errorf("at: %d,%d is off the table: x and y run from 0 to %d (q=%d)", xy[0], xy[1], q-1, q)
	}
	return nil
}

func (xorRules) CheckView(key, value string) error {
	switch key {
	case "palette":
		_, err := xortable.ParsePalette(value)
		return err
	case "framing":
		if value != "full" && value != "block" {
			return msg.Errorf("framing: %s is not full or block", notation.Quote(value))
		}
	case "at":
		xy, err := notation.WholeList("at", value)
		if err != nil {
			return err
		}
		if len(xy) != 2 {
			return msg.Errorf("at: %s is not two numbers x,y (the cell at the centre)", notation.Quote(value))
		}
	case "span":
		n, err := notation.Whole("span", value)
		if err != nil {
			return err
		}
		if n < 2 || n > 1<<20 {
			return msg.Errorf("span: %d is not between 2 and 1048576 (2^20) cells across", n)
		}
	}
	return nil
}

func (xorRules) Fill(p game.Position, v *View) {
	pos := p.(xortable.Position)
	v.Fields = []Field{
		{Key: "q", Label: v.T("Size q"), Kind: FieldNumber, Value: fmt.Sprint(pos.Q), Min: 1, Max: xortable.MaxQ,
			Help: v.T("A power of 2: the table shows x and y from 0 to q−1. 64 is the lecture's figure.")},
		{Key: "op", Label: v.T("Operation"), Kind: FieldChoice, Value: pos.Op.String(), Choices: []string{"xor", "mul"},
			Help: v.T("xor: the nim-sum x⊕y. mul: the nim-product x⊗y (q at most 2^32).")},
	}
	v.Sections = []Section{xorReading(v, pos, xorBlock(v.State))}
	v.About = xorAbout(v)
	if pos.Op == xortable.Mul {
		v.About = mulAbout(v)
	}
}

// xorBlock reports whether the state shows the lecture's block (framing=block).
func xorBlock(state string) bool {
	q, err := notation.Parse(state)
	if err != nil {
		return false
	}
	f, _ := q.Get("framing")
	return f == "block"
}

// xorReading explains what this table shows, the lecture's block when block is true.
func xorReading(v *View, pos xortable.Position, block bool) Section {
	q := pos.Q
	if pos.Op == xortable.Mul {
		f := uint64(1) << min(xortable.FieldBits(pos.Bits()), 63)
		first := v.T("The cell in column x and row y holds the nim-product x⊗y, for x and y from 0 to %d. Equal values share a colour.", q-1)
		if block {
			first = v.T("The lecture's block: the cell in column x and row y holds the nim-product x⊗y, for x from %d to %d and y from 0 to %d. Equal values share a colour.", q, 2*q-1, q-1)
		}
		s := Section{Title: v.T("Reading the table"), Paragraphs: []string{first}}
		if f == q && q > 1 {
			s.Paragraphs = append(s.Paragraphs, v.T("q = %d is a Fermat 2-power 2^(2^k): the numbers below it form a field, so every row but row 0 holds each of 1…%d once (and 0 in column 0).", q, q-1))
		} else {
			s.Paragraphs = append(s.Paragraphs, v.T("The numbers below %d are not closed under ⊗ (only those below 2, 4, 16, 256, 65536, … are): products reach up to %d.", q, f-1))
		}
		return s
	}
	if block {
		return Section{Title: v.T("Reading the table"), Paragraphs: []string{
			v.T("The lecture's block: the cell in column x and row y holds the nim-sum x⊕y, for x from %d to %d and y from 0 to %d. Each value is %d more than in the table at x − %d, since x has the bit %d and y has not; so each row and each column holds every value from %d to %d exactly once.",
				q, 2*q-1, q-1, q, q, q, q, 2*q-1),
			v.T("Point at a cell (or tap it) to see x, y and x⊕y in binary. The cell is the three-heap P-position (x, y, x⊕y): its nim-sum is 0. The table marks the other cells of that position and of its family (m, pk+j, pk+(m⊕j)), k = 1, 2, …, where m is the smallest heap, p the least power of 2 above m and j one of 0…p/2−1; click (or tap again) to play it in Nim."),
			v.T("The button “Table from 0 (x < %d)” (framing=full in the link) shows the whole table instead, x and y from 0 to %d.", q, q-1),
		}}
	}
	return Section{Title: v.T("Reading the table"), Paragraphs: []string{
		v.T("The cell in column x and row y holds the nim-sum x⊕y, for x and y from 0 to %d: write both in binary and add without carrying. Equal values share a colour, and each row and each column holds every value from 0 to %d exactly once.", q-1, q-1),
		v.T("Point at a cell (or tap it) to see x, y and x⊕y in binary. The cell is the three-heap P-position (x, y, x⊕y): its nim-sum is 0. The table marks the other cells of that position and of its family (m, pk+j, pk+(m⊕j)), k = 1, 2, …, where m is the smallest heap, p the least power of 2 above m and j one of 0…p/2−1; click (or tap again) to play it in Nim."),
		v.T("The button “Lecture's block” (framing=block in the link) shows instead x from %d to %d against y from 0 to %d: every value there is %d more than in the table at x − %d.", q, 2*q-1, q-1, q, q),
	}}
}

func xorAbout(v *View) *Section {
	return &Section{
		Title: v.T("How the XOR table works"),
		Paragraphs: []string{
			v.T("x⊕y, the nim-sum, is binary addition without carries. Its table for 0 to q−1 (q a power of 2) is a Latin square: every row and every column holds each value once, because y ↦ x⊕y undoes itself."),
			v.T("Three ways build it, and the view animates each: doubling, where every value n of the q table becomes the block [[2n, 2n+1], [2n+1, 2n]] of the 2q table; the corner scheme, which puts q in the corners of the off-diagonal quarters, counts along the first row and column of each quarter, then splits each quarter again; and the mex definition, which gives each cell the least number not already to its left in its row or above it in its column (the Sprague–Grundy value of two-heap Nim)."),
			v.T("The colouring is a fractal: the table for 2q is four copies of the table for q, the two off the diagonal with q added to every value, since x⊕y has the bit q exactly when one of x and y has it. So the quarters hold quarters down to single cells, six levels in the lecture's q = 64 figure; the Grey and Bit-planes palettes, which colour a value by its size or its bits, show them best."),
			v.T("Each cell (x, y) is a P-position of three-heap Nim, (x, y, x⊕y). With m ≥ 1 the smallest heap and p the least power of 2 above m, these positions are the families (m, pk+j, pk+(m⊕j)), j = 0…p/2−1, k = 1, 2, …: for m = 10, (10, 16, 26), (10, 17, 27), (10, 18, 24) …; with a heap of 0 they are (0, k, k)."),
			v.T("Zoom with the wheel, a pinch or the + and − buttons, drag or use the arrow keys to move; zoomed in, the cells show their numbers. The palette, the framing and the zoom are part of the link."),
		},
	}
}

func mulAbout(v *View) *Section {
	return &Section{
		Title: v.T("How the nim-product table works"),
		Paragraphs: []string{
			v.T("The nim-product x⊗y is the multiplication that makes the nim-sum's numbers a field: it is the least number not of the form (x′⊗y) ⊕ (x⊗y′) ⊕ (x′⊗y′) with x′ < x and y′ < y."),
			v.T("The numbers below 2^(2^k) (2, 4, 16, 256, 65536, …) form the field GF(2^(2^k)): closed under ⊕ and ⊗, with an inverse for every number but 0. Below such an F, F⊗F = F ⊕ F/2 and x⊗F = x·F, which is how the view multiplies wide numbers from a table of products of bytes."),
		},
	}
}

// XorView is the XOR table's view keys as a scene reads them from Frame.View.
type XorView struct {
	Palette xortable.Palette
	Block   bool // the lecture's block, not the full table
	At      [2]uint64
	Span    uint64 // 0: unset, the table fitted to the screen; else At is the centre cell
}

// ReadXorView reads the view keys of a frame of the XOR table, the defaults for those unset.
// It never fails: the session checked the values.
func ReadXorView(view map[string]string) XorView {
	var v XorView
	if p, err := xortable.ParsePalette(view["palette"]); err == nil {
		v.Palette = p
	}
	v.Block = view["framing"] == "block"
	xy, err := notation.WholeList("at", view["at"])
	n, err2 := notation.Whole("span", view["span"])
	if err == nil && len(xy) == 2 && err2 == nil {
		v.At, v.Span = [2]uint64{xy[0], xy[1]}, n
	}
	return v
}

// Text writes the view keys to append to a position for Set, each default as an empty
// value (unset), so that the address shows only what differs: "&palette=hue&framing=…".
func (v XorView) Text() string {
	var b strings.Builder
	b.WriteString("&palette=")
	if v.Palette != xortable.Distinct {
		b.WriteString(v.Palette.String())
	}
	b.WriteString("&framing=")
	if v.Block {
		b.WriteString("block")
	}
	if v.Span > 0 {
		fmt.Fprintf(&b, "&at=%d,%d&span=%d", v.At[0], v.At[1], v.Span)
	} else {
		b.WriteString("&at=&span=")
	}
	return b.String()
}

// Package fiblayout places the heap of Fibonacci Nim and the k-multiple game on the canvas and
// answers what a press means. The heap is split into blocks: the terms of its sum, largest
// first (in misère play the stone kept for the opponent comes first, on its own). The previous
// take is drawn as a faint ghost after the heap, and the allowed takes as a zone at the heap's
// right end, where stones are taken from. Blocks go left to right; when one row of stones
// would make them small (a phone), every block is a grid of the same number of rows, filled
// column by column, each column from the bottom up. It is plain Go, so the geometry and the
// gestures are unit-tested without a game loop; the scene only draws what it computes.
package fiblayout

import (
	"math"
	"math/bits"
	"sort"

	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r (left and top edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Heap is what the layout draws of a position.
type Heap struct {
	N       uint64
	Last    uint64 // the previous take, drawn as a ghost after the heap; 0 before the first move
	MaxTake uint64 // the allowed takes are 1..MaxTake
	Misere  bool
	Kept    bool     // misère: the first stone is a block of its own, kept for the opponent
	Terms   []uint64 // the sum of N (of N−1 when Kept), largest first
}

// HeapOf is the heap of p as the theory splits it: into the terms of N's sum in normal play,
// and in misère play into the last stone and the terms of the N−1 stones above it.
func HeapOf(p fibonacci.Position) Heap {
	h := Heap{N: p.N, Last: p.Last, MaxTake: p.MaxTake(), Misere: p.Play == game.Misere}
	if h.Misere && p.N > 0 {
		h.Kept = true
		h.Terms = p.Representation(p.N - 1)
	} else {
		h.Terms = p.Terms()
	}
	return h
}

// Unsplit is h with the terms of its sum as one block: values=hidden shows the heap, not the
// sum that decides it.
func (h Heap) Unsplit() Heap {
	var n uint64
	for _, t := range h.Terms {
		n += t
	}
	h.Terms = nil
	if n > 0 {
		h.Terms = []uint64{n}
	}
	return h
}

// Kind is what a block stands for.
type Kind uint8

const (
	Term  Kind = iota // a term of the heap's sum
	Kept              // misère: the stone kept for the opponent
	Ghost             // the previous take, no longer in the heap
)

// Seg is one block: units Start..Start+Size−1 (stones counted from the heap's left end; the
// ghost's units follow the heap's) drawn from x = X to X+W.
type Seg struct {
	Kind        Kind
	Start, Size uint64
	X, W        float64
}

// End is the unit after the block's last.
func (s Seg) End() uint64 { return s.Start + s.Size }

// Layout is the geometry of one frame. In stone mode every stone is a disc in a cell Pitch
// square, Rows cells high; when the heap would make stones too small to see, each block is a
// bar (one row) whose width grows with its size, never narrower than a few pixels, so a block
// of 1 beside one of 2^52 can be hit.
type Layout struct {
	Width, Height float64 // the canvas, device pixels
	Scale         float64 // device pixels per CSS pixel
	Heap          Heap
	Cap           uint64 // the most stones the row was made for: the layout keeps its scale as the heap shrinks

	Stones bool
	Rows   int     // stone mode: the rows of every block's grid; 1 for bars
	Pitch  float64 // stone mode: the side of a stone's cell, the distance between stone centres
	Stone  float64 // stone mode: diameter
	Gap    float64 // between blocks

	LabelH   float64 // height of the digits
	BracketY float64 // the bracket over the allowed takes; its number sits above it
	StripY   float64 // top of the stones' cells or the bars
	StripH   float64
	TabY     float64 // the row of block labels under the heap
	TabH     float64

	Segs  []Seg // the heap's blocks, left to right, then the ghost when Last > 0
	heaps int   // how many of Segs are the heap's
}

// minStone is the smallest stone, in CSS pixels, that still reads as a stone and can be hit.
const minStone = 9

// goodStone is a pitch, in CSS pixels, that a fingertip hits and a back row reads: one row of
// stones this size or more stays one row.
const goodStone = 28

// maxStone keeps a heap of a few stones from becoming giant discs on a projector.
const maxStone = 56

// gapFrac is the gap between blocks in stone mode, as a share of the pitch.
const gapFrac = 0.45

// New lays out heap on a w×h canvas of device pixels at the given scale, for a row of at most
// cap stones (the largest n+last the game has had: the scene keeps it while a game is played
// down, so stones keep their size and rows).
func New(w, h, scale float64, heap Heap, cap uint64) Layout {
	if scale <= 0 {
		scale = 1
	}
	cap = max(cap, heap.N+heap.Last, 1)
	l := Layout{Width: w, Height: h, Scale: scale, Heap: heap, Cap: cap, Rows: 1}
	margin := math.Max(16*scale, math.Min(w, h)*0.05)
	avail := math.Max(w-2*margin, 1)
	l.LabelH = math.Max(13*scale, math.Min(26*scale, h*0.055))
	// Vertically: the bracket's number, the bracket, the heap, the labels under it.
	bracket := l.LabelH * 1.9
	l.TabH = l.LabelH * 1.7
	around := bracket + l.LabelH*0.5 + l.LabelH*0.35 + l.TabH
	availH := math.Max(h-margin-around, 1)

	sizes := make([]uint64, 0, len(heap.Terms)+2)
	kinds := make([]Kind, 0, len(heap.Terms)+2)
	if heap.Kept {
		sizes, kinds = append(sizes, 1), append(kinds, Kept)
	}
	for _, t := range heap.Terms {
		sizes, kinds = append(sizes, t), append(kinds, Term)
	}
	l.heaps = len(sizes)
	if heap.Last > 0 {
		sizes, kinds = append(sizes, heap.Last), append(kinds, Ghost)
	}

	// Stone mode keeps room for the most blocks a game of cap stones can have, so that the
	// pitch and rows do not change from move to move.
	blocks := mostBlocks(cap, heap.Misere)
	rows, pitch := fit(avail, availH, scale, cap, blocks)
	widths := make([]float64, len(sizes))
	if pitch >= minStone*scale {
		l.Stones = true
		l.Rows = rows
		l.Pitch = pitch
		l.Stone = pitch * 0.86
		l.Gap = gapFrac * pitch
		for i, s := range sizes {
			widths[i] = float64(columns(s, rows)) * pitch
		}
		l.StripH = float64(rows) * pitch
	} else {
		// Gaps and the least width shrink when a sum of 53 powers of 2 meets a phone.
		n := float64(max(len(sizes), 1))
		l.Gap = math.Min(math.Max(3*scale, 4), 0.25*avail/n)
		least := math.Min(7*scale, 0.5*avail/n)
		gaps := l.Gap * float64(max(len(sizes)-1, 0))
		content := (avail - gaps) * float64(heap.N+heap.Last) / float64(cap)
		content = math.Min(math.Max(content, least*n), avail-gaps)
		fill(widths, sizes, content, least)
		l.StripH = math.Max(36*scale, math.Min(72*scale, h*0.16))
	}
	total := 0.0
	for _, w := range widths {
		total += w
	}
	total += l.Gap * float64(max(len(sizes)-1, 0))
	// The heap starts where the game's widest heap would start when centred (with a typical
	// number of blocks, half the most, each leaving part of a column empty in a grid), so a
	// shrinking heap keeps its left end in place.
	typical := float64(blocks-1) / 2
	full := float64(columns(cap, l.Rows))*l.Pitch + l.Gap*typical
	if l.Rows > 1 {
		full += typical * l.Pitch
	}
	if !l.Stones {
		full = avail
	}
	x := margin + math.Max(0, (avail-math.Max(full, total))/2)
	l.Segs = make([]Seg, len(sizes))
	var start uint64
	for i, s := range sizes {
		l.Segs[i] = Seg{Kind: kinds[i], Start: start, Size: s, X: x, W: widths[i]}
		start += s
		x += widths[i] + l.Gap
	}

	// Centred a little above the middle, where the eye expects the picture.
	height := around + l.StripH
	top := math.Max(margin*0.5, (h-height)*0.45)
	l.BracketY = top + bracket
	l.StripY = l.BracketY + l.LabelH*0.5
	l.TabY = l.StripY + l.StripH + l.LabelH*0.35
	return l
}

// columns is how many columns a block of size stones takes in rows rows.
func columns(size uint64, rows int) uint64 {
	r := uint64(max(rows, 1))
	return size/r + min(size%r, 1)
}

// mostBlocks is the most blocks a heap and its ghost of cap stones in all can have. The terms
// of a sum at least double from each to the next larger (each is more than k ≥ 1 times the
// next, and k = 1's terms are powers of 2), so t terms sum to at least 2^t − 1; add the ghost
// and misère's kept stone.
func mostBlocks(cap uint64, misere bool) int {
	b := bits.Len64(cap+1) - 1 // terms
	b++                        // the ghost
	if misere {
		b++
	}
	return b
}

// fit chooses the rows and pitch of stone mode for blocks of cap stones in all on avail×availH
// device pixels: one row when its stones are good enough, else the fewest rows whose stones
// are good (a fingertip's, goodStone) and nearly as large as any number of rows allows. More
// rows for larger stones are not worth it: every block leaves part of its last column empty,
// so each row more makes the grid taller and emptier (20 stones, 13 + 5 + 2, in 6 rows on a
// phone were 5 columns of which two held 2 and 5 stones), while the stones were already
// large enough to hit and read. A pitch under minStone means bars.
func fit(avail, availH, scale float64, cap uint64, blocks int) (rows int, pitch float64) {
	// At most as many columns as every block wasting all but one cell of its last column
	// allows: Σ⌈sᵢ/R⌉ ≤ (cap + blocks·(R−1))/R, and never more than cap.
	size := func(r int) float64 {
		cols := min(cap, (cap+uint64(blocks)*uint64(r-1))/uint64(r))
		across := avail / (float64(cols) + gapFrac*float64(blocks-1))
		return math.Min(maxStone*scale, math.Min(across, availH/float64(r)))
	}
	one := size(1)
	if one >= goodStone*scale {
		return 1, one
	}
	most := max(1, min(int(availH/(minStone*scale)), int(min(cap, 1<<20))))
	best := one
	for r := 2; r <= most; r++ {
		best = math.Max(best, size(r))
	}
	// Good enough: a fifth smaller than the best at most, and a fingertip's when the best
	// is; where no number of rows makes stones that large, within a few per cent of the best.
	enough := best * 0.97
	if best >= goodStone*scale {
		enough = math.Max(goodStone*scale, best*0.8)
	}
	for r := 1; r <= most; r++ {
		if p := size(r); p >= enough {
			return r, p
		}
	}
	return 1, one
}

// fill gives each size a width proportional to it, at least least, the widths summing to
// total; when even the least width does not fit, all share total equally.
func fill(widths []float64, sizes []uint64, total, least float64) {
	n := len(sizes)
	if n == 0 {
		return
	}
	if least*float64(n) >= total {
		for i := range widths {
			widths[i] = total / float64(n)
		}
		return
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return sizes[order[a]] < sizes[order[b]] })
	// The smallest sizes take the least width; find how many, then share the rest.
	var rest float64
	for _, s := range sizes {
		rest += float64(s)
	}
	fixed := 0
	for fixed < n {
		f := (total - least*float64(fixed)) / rest
		if float64(sizes[order[fixed]])*f >= least {
			break
		}
		rest -= float64(sizes[order[fixed]])
		fixed++
	}
	f := (total - least*float64(fixed)) / math.Max(rest, 1)
	for k, i := range order {
		if k < fixed {
			widths[i] = least
		} else {
			widths[i] = float64(sizes[i]) * f
		}
	}
}

// HeapSegs are the heap's blocks, left to right (the ghost left out).
func (l Layout) HeapSegs() []Seg { return l.Segs[:l.heaps] }

// Ghost is the block of the previous take, after the heap.
func (l Layout) Ghost() (Seg, bool) {
	if l.heaps < len(l.Segs) {
		return l.Segs[l.heaps], true
	}
	return Seg{}, false
}

// seg returns the block holding unit u; u = N (the heap's end) is the end of the heap's
// last block.
func (l Layout) seg(u uint64) (Seg, bool) {
	for _, s := range l.Segs {
		if u < s.End() {
			return s, true
		}
	}
	return Seg{}, false
}

// cell is where unit u of block s sits: its column in the block, and its row counted from
// the bottom.
func (l Layout) cell(s Seg, u uint64) (col, row uint64) {
	r := uint64(max(l.Rows, 1))
	return (u - s.Start) / r, (u - s.Start) % r
}

// colX is the left edge of column col of block s (col = its columns: the block's right edge).
func (l Layout) colX(s Seg, col uint64) float64 {
	return s.X + float64(col)*s.W/float64(columns(s.Size, l.Rows))
}

// rowH is the height of a row of cells.
func (l Layout) rowH() float64 { return l.StripH / float64(max(l.Rows, 1)) }

// Cell is the cell of unit u: in stone mode a Pitch square, in bar mode the unit's share of
// its bar.
func (l Layout) Cell(u uint64) Rect {
	s, ok := l.seg(u)
	if !ok {
		return Rect{X: l.X(u), Y: l.StripY, H: l.StripH}
	}
	col, row := l.cell(s, u)
	x := l.colX(s, col)
	return Rect{X: x, Y: l.StripY + l.StripH - float64(row+1)*l.rowH(), W: l.colX(s, col+1) - x, H: l.rowH()}
}

// X is the left edge of unit u's column. X(N) is the right end of the heap, not the ghost's
// start.
func (l Layout) X(u uint64) float64 {
	if u == l.Heap.N && l.heaps > 0 {
		s := l.Segs[l.heaps-1]
		return s.X + s.W
	}
	s, ok := l.seg(u)
	if !ok {
		if len(l.Segs) == 0 {
			return l.Width / 2
		}
		s = l.Segs[len(l.Segs)-1]
		return s.X + s.W
	}
	col, _ := l.cell(s, u)
	return l.colX(s, col)
}

// Span is the x extent of the columns of units a..b−1, which lie in one row of blocks (gaps
// included).
func (l Layout) Span(a, b uint64) (x0, x1 float64) {
	if b <= a {
		x := l.X(a)
		return x, x
	}
	s, ok := l.seg(b - 1)
	if !ok {
		return l.X(a), l.X(b)
	}
	col, _ := l.cell(s, b-1)
	return l.X(a), l.colX(s, col+1)
}

// Cells covers units a..b−1, b the end of a block (the heap's end for a cut), with two
// rectangles: head, the cells of a's column from a up when the column is not taken whole;
// body, the whole columns after it up to b−1's (or from a's when it is taken whole). Either
// may be empty (W = 0).
func (l Layout) Cells(a, b uint64) (head, body Rect) {
	s, ok := l.seg(a)
	if b <= a || !ok {
		return Rect{}, Rect{}
	}
	ca, ra := l.cell(s, a)
	end := min(s.End(), s.Start+(ca+1)*uint64(l.Rows)) // after the last unit of a's column
	x0, x1 := l.Span(a, b)
	if ra == 0 && b >= end {
		return Rect{}, Rect{X: x0, Y: l.StripY, W: x1 - x0, H: l.StripH}
	}
	top, foot := l.Cell(min(b, end)-1), l.Cell(a)
	head = Rect{X: foot.X, Y: top.Y, W: foot.W, H: foot.Y + foot.H - top.Y}
	if x := foot.X + foot.W; b > end {
		body = Rect{X: x, Y: l.StripY, W: x1 - x, H: l.StripH}
	}
	return head, body
}

// StoneCenter is where unit u is drawn in stone mode.
func (l Layout) StoneCenter(u uint64) (x, y float64) {
	c := l.Cell(u)
	return c.X + c.W/2, c.Y + c.H/2
}

// Zone is the x extent of the stones that may be taken now, the last MaxTake of the heap.
func (l Layout) Zone() (x0, x1 float64, ok bool) {
	h := l.Heap
	if h.MaxTake == 0 || h.N == 0 {
		return 0, 0, false
	}
	x0, x1 = l.Span(l.ZoneFrom(), h.N)
	return x0, x1, true
}

// ZoneFrom is the first stone that may be taken.
func (l Layout) ZoneFrom() uint64 { return l.Heap.N - min(l.Heap.MaxTake, l.Heap.N) }

// Strip is where a press cuts the heap: the blocks and the space up to the bracket.
func (l Layout) Strip() Rect {
	segs := l.HeapSegs()
	if len(segs) == 0 {
		return Rect{}
	}
	last := segs[len(segs)-1]
	top := l.BracketY - l.LabelH*0.3
	return Rect{X: segs[0].X, Y: top, W: last.X + last.W - segs[0].X, H: l.StripY + l.StripH + l.LabelH*0.2 - top}
}

// Tab is the label area under heap block i, reaching halfway into the gaps beside it.
func (l Layout) Tab(i int) Rect {
	s := l.Segs[i]
	return Rect{X: s.X - l.Gap/2, Y: l.TabY, W: s.W + l.Gap, H: l.TabH}
}

// Action is what a press does.
type Action uint8

const (
	None  Action = iota
	Cut          // take the pressed stone and every stone right of it
	Block        // take exactly the pressed block
)

// Target is the move a press at some point means: take units A..B−1 of the heap.
type Target struct {
	Action Action
	Seg    int    // Block: the block's index in Segs
	A, B   uint64 // the units taken; B = N for a cut
}

// Take is how many stones the target takes.
func (t Target) Take() uint64 { return t.B - t.A }

// Hit answers what a press at (x, y) means: on the heap, a cut at the pressed stone (in a
// gap, at the start of the block right of it; above or below a column, at its nearest stone);
// on a block's label, that block.
func (l Layout) Hit(x, y float64) Target {
	segs := l.HeapSegs()
	if len(segs) == 0 || l.Heap.N == 0 {
		return Target{}
	}
	if l.Strip().Contains(x, y) {
		for i, s := range segs {
			if x < s.X { // in the gap before block i
				return Target{Action: Cut, A: s.Start, B: l.Heap.N, Seg: i}
			}
			if x < s.X+s.W {
				cols := columns(s.Size, l.Rows)
				col := min(uint64(max(0, math.Floor((x-s.X)/s.W*float64(cols)))), cols-1)
				row := uint64(min(max(0, math.Floor((l.StripY+l.StripH-y)/l.rowH())), float64(l.Rows-1)))
				u := min(s.Start+col*uint64(l.Rows)+row, s.End()-1)
				return Target{Action: Cut, A: u, B: l.Heap.N, Seg: i}
			}
		}
		return Target{}
	}
	for i, s := range segs {
		if l.Tab(i).Contains(x, y) {
			return Target{Action: Block, Seg: i, A: s.Start, B: s.End()}
		}
	}
	return Target{}
}

// CutPoint is where a press must land to cut at unit a: the centre of its stone (of its
// share of the bar). Tests and the page's synthetic input use it.
func (l Layout) CutPoint(a uint64) (x, y float64) {
	if _, ok := l.seg(a); !ok {
		return 0, 0
	}
	return l.StoneCenter(a)
}

// TabPoint is the centre of block i's label.
func (l Layout) TabPoint(i int) (x, y float64) {
	s := l.Segs[i]
	return s.X + s.W/2, l.TabY + l.TabH/2
}

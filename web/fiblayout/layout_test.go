package fiblayout

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
)

func position(t *testing.T, text string) fibonacci.Position {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p.(fibonacci.Position)
}

func TestHeapOf(t *testing.T) {
	for _, tc := range []struct {
		text  string
		kept  bool
		terms []uint64
		max   uint64
	}{
		{"game=fibonacci&n=20&last=0", false, []uint64{13, 5, 2}, 19},
		{"game=fibonacci&n=18&last=2", false, []uint64{13, 5}, 4},
		// Misère: the last stone apart, the 19 above it as 13 + 5 + 1.
		{"game=fibonacci&n=20&last=0&play=misere", true, []uint64{13, 5, 1}, 19},
		{"game=fibonacci&n=1&last=3&play=misere", true, nil, 1},
		{"game=multiple&n=15&k=1&last=0", false, []uint64{8, 4, 2, 1}, 14},
		{"game=fibonacci&n=0&last=5", false, nil, 0},
	} {
		h := HeapOf(position(t, tc.text))
		if h.Kept != tc.kept || !slices.Equal(h.Terms, tc.terms) || h.MaxTake != tc.max {
			t.Errorf("%s: HeapOf = %+v, want kept %v, terms %v, max take %d", tc.text, h, tc.kept, tc.terms, tc.max)
		}
	}
}

// TestCutEveryStone: a press on any stone cuts there, in stone and bar mode, and a press on a
// block's label takes that block.
func TestCutEveryStone(t *testing.T) {
	for _, tc := range []struct {
		text   string
		w, h   float64
		scale  float64
		stones bool
	}{
		{"game=fibonacci&n=20&last=0", 845, 800, 1, true},
		{"game=fibonacci&n=20&last=0", 780, 928, 2, true}, // a phone at 2×
		{"game=fibonacci&n=18&last=2&play=misere", 845, 800, 1, true},
		{"game=multiple&n=15&k=1&last=0", 390, 464, 1, true},
		// Grids of stones: a phone upright and on its side (the panel beside the canvas).
		{"game=multiple&n=30&k=3&last=0", 1080, 972, 3, true},
		{"game=multiple&n=27&k=3&last=3&play=misere", 960, 1080, 3, true},
		{"game=fibonacci&n=300&last=0", 845, 800, 1, true},
		{"game=multiple&n=100&k=3&last=7", 390, 464, 1, true},
		{"game=fibonacci&n=10000&last=0", 845, 800, 1, false},
		{"game=multiple&n=1000&k=3&last=7", 390, 464, 1, false},
	} {
		t.Run(fmt.Sprintf("%s@%gx%g", tc.text, tc.w, tc.h), func(t *testing.T) {
			h := HeapOf(position(t, tc.text))
			l := New(tc.w, tc.h, tc.scale, h, 0)
			if l.Stones != tc.stones {
				t.Fatalf("Stones = %v, want %v (pitch %.1f)", l.Stones, tc.stones, l.Pitch)
			}
			for u := range h.N {
				x, y := l.CutPoint(u)
				if tg := l.Hit(x, y); tg.Action != Cut || tg.A != u || tg.B != h.N {
					if l.Stones || h.N <= 1000 && unitWidth(l, u) >= 1 {
						t.Errorf("Hit at stone %d = %+v, want a cut leaving %d", u, tg, u)
					}
				}
			}
			if l.Stones { // anywhere on a stone's cell, not only its centre
				for u := range h.N {
					c := l.Cell(u)
					for _, f := range [][2]float64{{0.1, 0.1}, {0.9, 0.1}, {0.1, 0.9}, {0.9, 0.9}} {
						if tg := l.Hit(c.X+f[0]*c.W, c.Y+f[1]*c.H); tg.Action != Cut || tg.A != u {
							t.Errorf("Hit at %v of stone %d's cell = %+v, want a cut at %d", f, u, tg, u)
						}
					}
				}
			}
			for i, s := range l.HeapSegs() {
				x, y := l.TabPoint(i)
				if tg := l.Hit(x, y); tg.Action != Block || tg.Seg != i || tg.A != s.Start || tg.B != s.End() {
					t.Errorf("Hit on label %d = %+v, want block %d (%d..%d)", i, tg, i, s.Start, s.End())
				}
				if i > 0 { // the gap before a block cuts at the block's start
					if tg := l.Hit(s.X-l.Gap/2, l.StripY+l.StripH/2); tg.Action != Cut || tg.A != s.Start {
						t.Errorf("Hit in the gap before block %d = %+v, want a cut at %d", i, tg, s.Start)
					}
				}
			}
			// Nothing to the right of the heap, over the ghost or below the labels.
			last := l.HeapSegs()[len(l.HeapSegs())-1]
			for _, p := range [][2]float64{
				{last.X + last.W + l.Gap + 1, l.StripY + 1},
				{l.Width - 1, l.StripY + 1},
				{tc.w / 2, l.TabY + l.TabH + 2},
				{tc.w / 2, 1},
			} {
				if tg := l.Hit(p[0], p[1]); tg.Action != None {
					t.Errorf("Hit at (%.0f, %.0f) = %+v, want nothing", p[0], p[1], tg)
				}
			}
		})
	}
}

func unitWidth(l Layout, u uint64) float64 {
	x0, x1 := l.Span(u, u+1)
	return x1 - x0
}

// TestBlocksInOrder: blocks go left to right without overlapping, wider for larger sizes, and
// the whole row fits on the canvas, whatever the heap.
func TestBlocksInOrder(t *testing.T) {
	for _, text := range []string{
		"game=fibonacci&n=20&last=0",
		"game=fibonacci&n=9007199254740991&last=0",
		"game=multiple&n=9007199254740991&k=1&last=0", // 53 powers of 2
		"game=multiple&n=9007199254740990&k=1&last=1&play=misere",
		"game=multiple&n=1000000&k=1000&last=3",
	} {
		for _, size := range [][3]float64{{845, 800, 1}, {390, 464, 1}, {780, 928, 2}} {
			h := HeapOf(position(t, text))
			l := New(size[0], size[1], size[2], h, 0)
			for i, s := range l.Segs {
				if s.X < 0 || s.X+s.W > size[0]+0.01 {
					t.Errorf("%s on %v: block %d spans %.1f..%.1f, outside the canvas", text, size, i, s.X, s.X+s.W)
				}
				if i > 0 && s.X < l.Segs[i-1].X+l.Segs[i-1].W {
					t.Errorf("%s on %v: block %d overlaps the one before", text, size, i)
				}
				if i > 0 && s.Kind == Term && l.Segs[i-1].Kind == Term && s.W > l.Segs[i-1].W+1e-9 {
					t.Errorf("%s on %v: block %d (%d) is wider than block %d (%d)", text, size, i, s.Size, i-1, l.Segs[i-1].Size)
				}
				if s.W <= 0 {
					t.Errorf("%s on %v: block %d has no width", text, size, i)
				}
			}
			if l.TabY+l.TabH > size[1] || l.BracketY-l.LabelH*1.9 < 0 {
				t.Errorf("%s on %v: rows from %.0f to %.0f do not fit the canvas", text, size, l.BracketY-l.LabelH*1.9, l.TabY+l.TabH)
			}
		}
	}
}

// TestBarPrecision: on a heap of 2^53−1, a press leaves what the pixel stands for, within one
// pixel's worth of stones, and the smallest blocks are wide enough to hit.
func TestBarPrecision(t *testing.T) {
	h := HeapOf(position(t, "game=fibonacci&n=9007199254740991&last=0"))
	l := New(845, 800, 1, h, 0)
	if l.Stones {
		t.Fatal("2^53−1 stones drawn as stones")
	}
	for _, s := range l.HeapSegs() {
		if s.W < 7-1e-6 {
			t.Errorf("block of %d is %.1f px wide, less than 7", s.Size, s.W)
		}
	}
	big := l.Segs[0]
	x := big.X + big.W*0.25
	tg := l.Hit(x, l.StripY+1)
	want := float64(big.Size) * 0.25
	if tg.Action != Cut || math.Abs(float64(tg.A)-want) > float64(big.Size)/big.W {
		t.Errorf("a press a quarter into the first block cut at %d, want about %.0f", tg.A, want)
	}
}

// TestZone: the allowed zone covers the last MaxTake stones.
func TestZone(t *testing.T) {
	for _, tc := range []struct {
		text string
		from uint64 // the first stone that may be taken
	}{
		{"game=fibonacci&n=20&last=0", 1},
		{"game=fibonacci&n=18&last=2", 14},
		{"game=fibonacci&n=5&last=4", 0},
	} {
		l := New(845, 800, 1, HeapOf(position(t, tc.text)), 0)
		x0, x1, ok := l.Zone()
		if !ok || x0 != l.X(tc.from) || x1 != l.X(l.Heap.N) {
			t.Errorf("%s: zone %.1f..%.1f (%v), want %.1f..%.1f", tc.text, x0, x1, ok, l.X(tc.from), l.X(l.Heap.N))
		}
	}
	if _, _, ok := New(845, 800, 1, HeapOf(position(t, "game=fibonacci&n=1&last=0")), 0).Zone(); ok {
		t.Error("a zone on a heap of 1 before the first move, where nothing may be taken")
	}
}

// TestCapKeepsStones: with the game's cap, stones keep their size and rows as the heap
// shrinks (and, as a rule, their place), and every position a game of cap stones can reach
// fits on the canvas.
func TestCapKeepsStones(t *testing.T) {
	a := New(845, 800, 1, HeapOf(position(t, "game=fibonacci&n=20&last=0")), 20)
	b := New(845, 800, 1, HeapOf(position(t, "game=fibonacci&n=18&last=2")), 20)
	if a.Pitch != b.Pitch || a.Segs[0].X != b.Segs[0].X {
		t.Errorf("pitch %.2f → %.2f, left %.1f → %.1f after a move", a.Pitch, b.Pitch, a.Segs[0].X, b.Segs[0].X)
	}
	g, ok := b.Ghost()
	if !ok || g.Size != 2 || g.Start != 18 || g.X <= b.X(18) {
		t.Errorf("ghost %+v (%v), want the take of 2 after the heap", g, ok)
	}

	for _, game := range []struct {
		name   string
		p      fibonacci.Position
		hidden bool
	}{
		{"fibonacci", fibonacci.Position{K: 2}, false},
		{"k=1", fibonacci.Position{Multiple: true, K: 1}, false},
		{"k=3", fibonacci.Position{Multiple: true, K: 3}, false},
		{"k=3 misère", fibonacci.Position{Multiple: true, K: 3, Play: game.Misere}, false},
		{"fibonacci hidden", fibonacci.Position{K: 2}, true},
	} {
		for _, size := range [][3]float64{{1080, 972, 3}, {960, 1080, 3}, {845, 720, 1}, {390, 464, 1}} {
			for _, cap := range []uint64{7, 30, 64, 150} {
				heap := func(n, last uint64) Heap {
					p := game.p
					p.N, p.Last = n, last
					h := HeapOf(p)
					if game.hidden {
						h = h.Unsplit()
					}
					return h
				}
				first := New(size[0], size[1], size[2], heap(cap, 0), cap)
				for n := range cap + 1 {
					for last := range cap - n + 1 {
						l := New(size[0], size[1], size[2], heap(n, last), cap)
						if l.Stones != first.Stones || l.Rows != first.Rows || l.Pitch != first.Pitch || l.StripY != first.StripY {
							t.Fatalf("%s, cap %d on %v: n=%d last=%d drawn with %d rows of pitch %.2f from y %.1f, the first position with %d of %.2f from %.1f",
								game.name, cap, size, n, last, l.Rows, l.Pitch, l.StripY, first.Rows, first.Pitch, first.StripY)
						}
						for i, s := range l.Segs {
							if s.X < 0 || s.X+s.W > size[0] {
								t.Fatalf("%s, cap %d on %v: n=%d last=%d: block %d spans %.1f..%.1f, off the canvas", game.name, cap, size, n, last, i, s.X, s.X+s.W)
							}
						}
					}
				}
			}
		}
	}
}

// TestSmallScreens: on a phone, upright or on its side with the panel beside a narrow canvas,
// a heap of tens of stones is a grid of stones a finger can hit, not one row of dots or a bar;
// on a projector a heap that fits in one row at a good size stays one row. Everything fits on
// the canvas, and a heap far too big for stones is bars.
func TestSmallScreens(t *testing.T) {
	for _, tc := range []struct {
		screen string
		w, h   float64 // the canvas the page gives the scene, device pixels
		scale  float64
		text   string
		rows   string // "one" or "several"; "bars" for no stones
		least  float64
	}{
		{"360×640 upright", 1080, 972, 3, "game=multiple&n=30&k=3&last=0", "several", 28},
		{"360×640 upright", 1080, 972, 3, "game=fibonacci&n=20&last=0&play=misere", "several", 28},
		{"640×360 on its side", 960, 1080, 3, "game=multiple&n=30&k=3&last=0", "several", 28},
		{"640×360 on its side", 960, 1080, 3, "game=multiple&n=4503599627370496&k=3&last=0", "bars", 0},
		{"390×844 upright", 780, 760, 2, "game=multiple&n=30&k=3&last=0", "several", 28},
		{"1280×720", 845, 720, 1, "game=fibonacci&n=20&last=0", "one", 28},
		{"1280×720", 845, 720, 1, "game=multiple&n=30&k=3&last=0", "several", 28},
		{"1280×720", 845, 720, 1, "game=fibonacci&n=300&last=0", "several", 18},
		{"1920×1080", 1472, 1080, 1, "game=multiple&n=30&k=3&last=0", "one", 28},
		{"1920×1080", 1472, 1080, 1, "game=fibonacci&n=4503599627370496&last=0", "bars", 0},
	} {
		l := New(tc.w, tc.h, tc.scale, HeapOf(position(t, tc.text)), 0)
		css := l.Pitch / tc.scale
		switch {
		case tc.rows == "bars" && l.Stones:
			t.Errorf("%s, %s: stones %.1f px wide, want bars", tc.screen, tc.text, css)
		case tc.rows != "bars" && !l.Stones:
			t.Errorf("%s, %s: bars, want stones", tc.screen, tc.text)
		case tc.rows == "one" && l.Rows != 1, tc.rows == "several" && l.Rows < 2:
			t.Errorf("%s, %s: %d rows, want %s", tc.screen, tc.text, l.Rows, tc.rows)
		case css < tc.least || css > maxStone:
			t.Errorf("%s, %s: stones %.1f CSS px apart in %d rows, want %g to %d", tc.screen, tc.text, css, l.Rows, tc.least, maxStone)
		}
		for i, s := range l.Segs {
			if s.X < 0 || s.X+s.W > tc.w {
				t.Errorf("%s, %s: block %d spans %.1f..%.1f, off the canvas", tc.screen, tc.text, i, s.X, s.X+s.W)
			}
		}
		if top, bottom := l.BracketY-l.LabelH*1.9, l.TabY+l.TabH; top < 0 || bottom > tc.h {
			t.Errorf("%s, %s: the drawing runs from y %.0f to %.0f, off the canvas", tc.screen, tc.text, top, bottom)
		}
	}
}

// TestGridRows: a heap too long for one row is a grid of the fewest rows whose stones a
// fingertip hits, not the most its box holds: each row more leaves the last column of every
// block emptier. 20 stones (13 + 5 + 2) on an upright phone were 6 rows of 5 columns, a tall
// grid a third empty, half the canvas's width unused; now 4 rows of 7. The stones keep a
// finger's size, and the start heap fills most of its cells.
func TestGridRows(t *testing.T) {
	for _, tc := range []struct {
		screen string
		w, h   float64 // the canvas the page gives the scene, device pixels
		scale  float64
		text   string
		rows   int
		least  float64 // CSS pixels between stone centres
	}{
		{"360×640 upright", 1080, 972, 3, "game=fibonacci&n=20&last=0", 4, 28},
		{"360×640 upright", 1080, 972, 3, "game=fibonacci&n=20&last=0&play=misere", 4, 28},
		{"360×640 upright", 1080, 972, 3, "game=fibonacci&n=13&last=0", 3, 28},
		{"360×640 upright", 1080, 972, 3, "game=multiple&n=30&k=3&last=0", 6, 28},
		{"640×360 on its side", 960, 1080, 3, "game=fibonacci&n=20&last=0", 4, 28},
		{"640×360 on its side", 960, 1080, 3, "game=multiple&n=30&k=3&last=0", 7, 28},
		{"390×844 upright", 780, 760, 2, "game=multiple&n=30&k=3&last=0", 5, 28},
		{"1280×720", 845, 720, 1, "game=fibonacci&n=20&last=0", 1, 28},
		{"1280×720", 845, 720, 1, "game=multiple&n=30&k=3&last=0", 3, 28},
		{"1280×720", 845, 720, 1, "game=fibonacci&n=300&last=0", 19, 28},
		{"1920×1080", 1472, 1080, 1, "game=fibonacci&n=100&last=0", 5, 28},
		{"1920×1080", 1472, 1080, 1, "game=fibonacci&n=300&last=0", 13, 28},
	} {
		l := New(tc.w, tc.h, tc.scale, HeapOf(position(t, tc.text)), 0)
		var cells uint64
		for _, s := range l.HeapSegs() {
			cells += columns(s.Size, l.Rows) * uint64(l.Rows)
		}
		fill := float64(l.Heap.N) / float64(cells)
		if !l.Stones || l.Rows != tc.rows || l.Pitch/tc.scale < tc.least || fill < 0.6 {
			t.Errorf("%s, %s: %d rows of stones %.1f CSS px apart (stones %v), %.0f%% of the heap's cells filled; want %d rows of %g px or more, 60%% filled",
				tc.screen, tc.text, l.Rows, l.Pitch/tc.scale, l.Stones, 100*fill, tc.rows, tc.least)
		}
	}
}

// TestCells: the two rectangles of a take hold the centres of exactly its stones, in one row
// or in a grid, so the scene shades the allowed zone stone for stone.
func TestCells(t *testing.T) {
	for _, tc := range []struct {
		text string
		w, h float64
	}{
		{"game=multiple&n=30&k=3&last=0", 1080, 972},
		{"game=multiple&n=26&k=3&last=4", 1080, 972},
		{"game=fibonacci&n=20&last=0", 845, 720},
		{"game=multiple&n=61&k=1&last=3", 390, 464},
	} {
		l := New(tc.w, tc.h, 3, HeapOf(position(t, tc.text)), 0)
		n := l.Heap.N
		for a := range n {
			for _, s := range l.HeapSegs() { // a take ends at a block's end
				b := s.End()
				if b <= a {
					continue
				}
				head, body := l.Cells(a, b)
				for u := range n {
					x, y := l.StoneCenter(u)
					in := head.Contains(x, y) || body.Contains(x, y)
					if in != (u >= a && u < b) {
						t.Fatalf("%s in %d rows: Cells(%d, %d) = %+v, %+v holds stone %d: %v", tc.text, l.Rows, a, b, head, body, u, in)
					}
				}
			}
		}
	}
}

// TestSizeOfTerms: mostBlocks counts on the terms of a sum at least doubling; check it on
// every heap of a few games.
func TestSizeOfTerms(t *testing.T) {
	for _, k := range []uint64{1, 2, 3, 7} {
		p := fibonacci.Position{Multiple: true, K: k}
		for n := uint64(1); n <= 5000; n++ {
			if terms, most := len(p.Representation(n)), mostBlocks(n, false)-1; terms > most {
				t.Fatalf("k=%d: %d has %d terms, more than the %d allowed for", k, n, terms, most)
			}
		}
	}
}

func TestWords(t *testing.T) {
	for _, tc := range []struct {
		text    string
		take    uint64
		allowed string
		refusal string
	}{
		{"game=fibonacci&n=20&last=0", 2, "Take 1 to 19 stones (anything but the whole heap on the first move).", ""},
		{"game=fibonacci&n=20&last=0", 20, "Take 1 to 19 stones (anything but the whole heap on the first move).",
			"The first move may not take the whole heap: take 1 to 19."},
		{"game=fibonacci&n=18&last=2", 8, "Take 1 to 4 stones (2 × 2, twice the last take).",
			"A take of 8 is too many: at most 4 may be taken now (2 × 2, twice the last take). Nothing was taken."},
		{"game=multiple&n=14&k=1&last=1", 3, "Take 1 stone: that is all that is allowed (1 × 1, the last take).",
			"A take of 3 is too many: at most 1 may be taken now (1 × 1, the last take). Nothing was taken."},
		{"game=multiple&n=5&k=3&last=2", 5, "Take 1 to 5 stones (all there is: 3 times the last take, 3 × 2 = 6, would allow more).", ""},
		{"game=fibonacci&n=1&last=0", 1, "The first move may not take the whole heap, and the heap has 1 stone: no move is left.",
			"The first move may not take the whole heap, and the heap has 1 stone: no move is left."},
	} {
		p := position(t, tc.text)
		if got := Allowed(p).String(); got != tc.allowed {
			t.Errorf("%s: Allowed = %q, want %q", tc.text, got, tc.allowed)
		}
		if got := Refusal(p, tc.take).String(); got != tc.refusal {
			t.Errorf("%s: Refusal(%d) = %q, want %q", tc.text, tc.take, got, tc.refusal)
		}
	}
}

func ExampleLayout_Hit() {
	p := fibonacci.Position{N: 20}
	l := New(800, 600, 1, HeapOf(p), 0)
	for i, s := range l.HeapSegs() {
		fmt.Printf("block %d: stones %d..%d\n", i, s.Start, s.End()-1)
	}
	// A press on the label of the last block takes exactly that block: the smallest term.
	tg := l.Hit(l.TabPoint(2))
	fmt.Println(tg.Take(), Refusal(p, tg.Take()).IsZero())
	// A press on stone 10 takes it and everything right of it.
	tg = l.Hit(l.CutPoint(10))
	fmt.Println(tg.Take())
	// Output:
	// block 0: stones 0..12
	// block 1: stones 13..17
	// block 2: stones 18..19
	// 2 true
	// 10
}

// Unsplit draws the heap as one block (values=hidden): the stones are all there, the terms
// of the sum are not; misère's kept stone stays apart, as the rules (not the analysis) say.
func TestUnsplit(t *testing.T) {
	for _, tc := range []struct {
		text  string
		terms []uint64
	}{
		{"game=fibonacci&n=20&last=0", []uint64{20}},
		{"game=fibonacci&n=20&last=0&play=misere", []uint64{19}},
		{"game=multiple&n=30&k=3&last=0", []uint64{30}},
		{"game=fibonacci&n=1&last=0&play=misere", nil},
		{"game=fibonacci&n=0&last=2", nil},
	} {
		p, _, err := engine.Parse(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		h := HeapOf(p.(fibonacci.Position))
		u := h.Unsplit()
		if !slices.Equal(u.Terms, tc.terms) || u.N != h.N || u.Kept != h.Kept || u.MaxTake != h.MaxTake {
			t.Errorf("%s: unsplit %+v, want the terms %v and the rest of %+v", tc.text, u, tc.terms, h)
		}
	}
}

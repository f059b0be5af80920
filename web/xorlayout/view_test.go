package xorlayout

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nimscope/nimscope/engine/xortable"
)

var area = Rect{X: 40, Y: 30, W: 512, H: 400}

// The shader's 32-bit sums give the same cell as the exact 64-bit mapping, for every pixel
// of the table, at every zoom and far out along the axes.
func TestShaderCellsAreExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	views := []View{
		Fit(area, Full(64)),
		Fit(area, Block(64)),
		Fit(area, Full(1)),
		Fit(Rect{0, 0, 8000, 300}, Full(1<<52)),
		Fit(area, Full(1<<52)),
		Fit(area, Full(1<<20)),
		Fit(area, Full(1<<52)).Zoom(300, 200, 1), // all the way in
	}
	for range 60 {
		q := uint64(1) << rng.IntN(53)
		fr := Full(q)
		if rng.IntN(2) == 0 {
			fr = Block(min(q, 1<<51))
		}
		v := Fit(area, fr)
		// A random zoom, then pan to a random place (far along for big tables).
		step := uint64(math.Exp2(rng.Float64()*math.Log2(float64(v.MaxStep))+0)) + 1
		v = v.Zoom(area.X+rng.IntN(area.W), area.Y+rng.IntN(area.H), step)
		v.OX = At(int64(fr.X0 + uint64(rng.Float64()*float64(fr.N)))).Add(int64(rng.Uint32() % One))
		v.OY = At(int64(fr.Y0 + uint64(rng.Float64()*float64(fr.N)))).Add(int64(rng.Uint32() % One))
		views = append(views, v.clamp())
	}
	for n, v := range views {
		g := v.Geometry()
		tr := g.Table
		if tr.W == 0 || tr.H == 0 {
			t.Fatalf("view %d: no table drawn: %+v", n, v)
		}
		check := func(px, py int) {
			x, y, ok := v.Cell(px, py)
			if !ok {
				t.Fatalf("view %d: pixel (%d, %d) of the table rect %+v shows no cell", n, px, py, tr)
			}
			cx, _ := g.CellAt(g.X, int32(px-tr.X))
			cy, _ := g.CellAt(g.Y, int32(py-tr.Y))
			if cx.Uint64() != x || cy.Uint64() != y {
				t.Fatalf("view %d (step %d): pixel (%d, %d): shader cell (%d, %d), exact (%d, %d)", n, v.Step, px, py, cx.Uint64(), cy.Uint64(), x, y)
			}
		}
		for px := tr.X; px < tr.X+tr.W; px++ {
			check(px, tr.Y+rng.IntN(tr.H))
		}
		for py := tr.Y; py < tr.Y+tr.H; py++ {
			check(tr.X+rng.IntN(tr.W), py)
		}
		// Just outside the table rect there is no framed cell.
		for _, p := range [][2]int{{tr.X - 1, tr.Y}, {tr.X, tr.Y - 1}, {tr.X + tr.W, tr.Y}, {tr.X, tr.Y + tr.H}} {
			if _, _, ok := v.Cell(p[0], p[1]); ok && v.Area.Contains(p[0], p[1]) {
				t.Fatalf("view %d: pixel %v outside the table rect %+v shows a cell", n, p, tr)
			}
		}
	}
}

// A neighbouring cell is told apart at 2^52: one pixel per cell, zoomed in near the end.
func TestDeepCellsDiffer(t *testing.T) {
	const q = 1 << 52
	v := Fit(area, Full(q)).Zoom(area.X, area.Y, One) // one cell per pixel
	v.OX, v.OY = At(q-600), At(q-500)
	v = v.clamp()
	x0, y0, _ := v.Cell(area.X+10, area.Y+10)
	x1, y1, _ := v.Cell(area.X+11, area.Y+12)
	if x1 != x0+1 || y1 != y0+2 || x0 < q-600 {
		t.Errorf("cells (%d, %d) and (%d, %d) one and two pixels apart", x0, y0, x1, y1)
	}
	g := v.Geometry()
	c, _ := g.CellAt(g.X, int32(area.X+11-g.Table.X))
	if c.Uint64() != x1 {
		t.Errorf("shader cell %d, want %d", c.Uint64(), x1)
	}
}

func TestFit(t *testing.T) {
	v := Fit(area, Full(64))
	tr := v.Table()
	if tr.H < area.H-2 || tr.W < area.H-2 || tr.W > area.H {
		t.Errorf("the 64 table fits as %+v in %+v", tr, area)
	}
	for _, c := range [][4]int{{tr.X, tr.Y, 0, 0}, {tr.X + tr.W - 1, tr.Y + tr.H - 1, 63, 63}, {tr.X + tr.W - 1, tr.Y, 63, 0}} {
		x, y, ok := v.Cell(c[0], c[1])
		if !ok || x != uint64(c[2]) || y != uint64(c[3]) {
			t.Errorf("pixel (%d, %d) shows (%d, %d, %v), want (%d, %d)", c[0], c[1], x, y, ok, c[2], c[3])
		}
	}
	// The lecture's block: x from 64, y from 0.
	b := Fit(area, Block(64))
	br := b.Table()
	if x, y, _ := b.Cell(br.X, br.Y); x != 64 || y != 0 {
		t.Errorf("the block's first cell is (%d, %d)", x, y)
	}
	// Zooming out stops at the fit, or at MaxSpan cells for a big table.
	if s := Fit(area, Full(1<<40)).Span(); s > MaxSpan*1.01 || s < MaxSpan*0.99 {
		t.Errorf("the 2^40 table fits %.0f cells across", s)
	}
	if s := Fit(area, Full(64)).Zoom(100, 100, 1).Span(); s > 2.01 {
		t.Errorf("zoomed all the way in, %.2f cells across", s)
	}
}

// Zooming keeps the table point under the anchor where it is, exactly, unless the table's
// edge stops it.
func TestZoomKeepsAnchor(t *testing.T) {
	v := Fit(area, Full(1<<30))
	ax, ay := area.X+123, area.Y+77
	for i, f := range []float64{2, 3.7, 1.01, 10, 0.5, 0.2} {
		before := position(v.OX, ax-area.X, v.Step)
		w := v.Zoom(ax, ay, uint64(float64(v.Step)/f))
		after := position(w.OX, ax-area.X, w.Step)
		if i < 4 && before != after {
			t.Errorf("zoom %d (×%g): the anchor moved from %+v to %+v", i, f, before, after)
		}
		v = w
	}
}

func TestPanClamps(t *testing.T) {
	v := Fit(area, Full(64))
	if p := v.Pan(50, -30); p != v {
		t.Errorf("the fitted 64 table moved when dragged: %+v", p)
	}
	z := v.Zoom(area.X, area.Y, v.Step/4)
	z = z.Pan(1000, 1000) // past the top-left corner
	if x, y, _ := z.Cell(area.X, area.Y); x != 0 || y != 0 {
		t.Errorf("dragged past the corner: the area's first cell is (%d, %d)", x, y)
	}
	z = z.Pan(-100000, -100000)
	if x, y, _ := z.Cell(area.X+area.W-1, area.Y+area.H-1); x != 63 || y != 63 {
		t.Errorf("dragged past the far corner: the last cell is (%d, %d)", x, y)
	}
	x0, _, _ := z.Cell(area.X+100, area.Y+100)
	z2 := z.Pan(int(math.Round(3*z.CellPx())), 0)
	if x1, _, _ := z2.Cell(area.X+100, area.Y+100); x1 != x0-3 {
		t.Errorf("a drag of three cells' width moves from column %d to %d", x0, x1)
	}
}

func TestPinch(t *testing.T) {
	v := Fit(area, Full(1024))
	m := position(v.OX, 200-area.X, v.Step)
	p := v.Pinch(200, 150, 260, 170, 4)
	if got := position(p.OX, 260-area.X, p.Step); got.Cell != m.Cell {
		t.Errorf("the point under the fingers moved from cell %d to %d", m.Cell, got.Cell)
	}
	if r := float64(v.Step) / float64(p.Step); math.Abs(r-4) > 0.01 {
		t.Errorf("a pinch of ×4 zooms ×%.3f", r)
	}
}

func TestGlide(t *testing.T) {
	v := Fit(area, Full(1<<30))
	var g Glide
	g.By(v, 8, area.X+50, area.Y+60)
	start := position(v.OX, 50, v.Step)
	for i := 0; g.On; i++ {
		if i > 60 {
			t.Fatal("the glide does not arrive within a second")
		}
		v = g.Tick(v)
		if got := position(v.OX, 50, v.Step); got.Cell != start.Cell {
			t.Fatalf("tick %d: the anchor's cell moved from %d to %d", i, start.Cell, got.Cell)
		}
	}
	if r := float64(Fit(area, Full(1<<30)).Step) / float64(v.Step); math.Abs(r-8) > 0.05 {
		t.Errorf("the glide zoomed ×%.3f, want ×8", r)
	}
}

func TestColourShift(t *testing.T) {
	base := xortable.BaseShift(20) // the 2^20 table: colours from bits 14..19 when whole
	v := Fit(area, Full(1<<20))
	if s, f := v.ColourShift(base); s != 14 || f != 0 {
		t.Errorf("whole 2^20 table: shift %d fade %.2f, want 14, 0", s, f)
	}
	z := v.Zoom(area.X, area.Y, v.Step/1024) // 2^10 times closer
	if s, f := z.ColourShift(base); s != 4 || f != 0 {
		t.Errorf("2^10 closer: shift %d fade %.2f, want 4, 0", s, f)
	}
	if s, _ := v.Zoom(area.X, area.Y, 1).ColourShift(base); s != 0 {
		t.Errorf("all the way in: shift %d", s)
	}
	// The colours change smoothly: never a jump of more than one shift, fades in between.
	prev := 14.0
	for k := 0; k <= 200; k++ {
		w := v.Zoom(area.X, area.Y, uint64(float64(v.Step)/math.Exp2(float64(k)/20)))
		s, f := w.ColourShift(base)
		x := float64(s) + f
		if x > prev+1e-9 || prev-x > 0.3 {
			t.Fatalf("step %d: shift+fade %.3f after %.3f", k, x, prev)
		}
		prev = x
	}
	// Small tables keep each value's colour at any zoom.
	if s, f := Fit(area, Full(8)).ColourShift(xortable.BaseShift(3)); s != -3 || f != 0 {
		t.Errorf("the 8 table: shift %d fade %.2f", s, f)
	}
}

func TestColourIndexAndDigits(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		v := rng.Uint64() >> (11 + rng.IntN(53))
		for _, shift := range []int{-6, -5, -1, 0, 1, 7, 23, 24, 25, 40, 47, 48, 54} {
			if got, want := ColourIndex(SplitOf(v), int32(shift)), xortable.Index(v, shift); int(got) != want {
				t.Fatalf("ColourIndex(%d, %d) = %d, want %d", v, shift, got, want)
			}
		}
		if got, want := string(Digits(SplitOf(v), nil)), strconv.FormatUint(v, 10); got != want {
			t.Fatalf("Digits(%d) = %s", v, got)
		}
	}
	if got := string(Digits(SplitOf(1<<53-1), nil)); got != "9007199254740991" {
		t.Errorf("Digits(2^53−1) = %s", got)
	}
}

func TestScreen(t *testing.T) {
	s := NewScreen(1200, 800, 1, 1, 2)
	if s.Area.W <= 0 || s.Area.H <= 0 || s.Top.X != s.Area.X || s.Left.Y != s.Area.Y {
		t.Errorf("screen %+v", s)
	}
	wide := NewScreen(1200, 800, 1, 1, 16)
	if wide.Left.W <= s.Left.W {
		t.Errorf("16-digit labels get a band of %d, 2-digit ones %d", wide.Left.W, s.Left.W)
	}
	if big := NewScreen(1200, 800, 1, 1.5, 2); big.LabelH < 1.4*s.LabelH || big.TextMin < 1.4*s.TextMin || big.Left.W <= s.Left.W {
		t.Errorf("projector digits: labels %.0f px, cells from %.0f px, band %d; plain %.0f, %.0f, %d",
			big.LabelH, big.TextMin, big.Left.W, s.LabelH, s.TextMin, s.Left.W)
	}
	if k := LabelShift(10, 12, 2); k != 2 {
		t.Errorf("2-digit labels at 12 px over 10 px cells: every %d-th cell", 1<<k)
	}
	if k := LabelShift(100, 12, 2); k != 0 {
		t.Errorf("big cells: label every %d-th", 1<<k)
	}
	if h := CellText(10, 2, 8); h != 0 {
		t.Errorf("a 10 px cell gets digits of %.1f px", h)
	}
	if h := CellText(60, 2, 8); h < 20 || h > 26 {
		t.Errorf("a 60 px cell gets 2 digits of %.1f px", h)
	}
}

// TestBands: the label bands stand beside the table wherever it is drawn, and where the
// table fills the area they are the screen's own.
func TestBands(t *testing.T) {
	for _, c := range []struct {
		name string
		w, h int
		fr   Framing
	}{
		{"wide screen, whole table", 1200, 800, Full(64)},
		{"tall screen, whole table", 390, 844, Full(64)},
		{"square screen", 800, 800, Full(16)},
	} {
		s := NewScreen(c.w, c.h, 1, 1, 2)
		v := Fit(s.Area, c.fr)
		tb := v.Table()
		top, left := s.Bands(tb)
		if left.X+left.W != tb.X || top.Y+top.H != tb.Y {
			t.Errorf("%s: table %+v, row labels %+v, column labels %+v: not beside it", c.name, tb, left, top)
		}
		if top.X != left.X+left.W || left.Y != top.Y+top.H || top.X+top.W != s.Top.X+s.Top.W || left.Y+left.H != s.Left.Y+s.Left.H {
			t.Errorf("%s: bands %+v, %+v do not meet at the table's corner or end at the screen's", c.name, top, left)
		}
	}
	s := NewScreen(1200, 800, 1, 1, 2)
	if top, left := s.Bands(s.Area); top != s.Top || left != s.Left {
		t.Errorf("a table filling the area moved the bands: %+v, %+v", top, left)
	}
}

// The per-frame work allocates nothing.
func TestNoAllocations(t *testing.T) {
	v := Fit(area, Full(1<<40))
	var g Glide
	g.By(v, 4, 100, 100)
	n := testing.AllocsPerRun(100, func() {
		v = g.Tick(v)
		v = v.Pan(1, -1)
		_ = v.Geometry()
		_, _, _ = v.Cell(200, 200)
		_, _ = v.ColourShift(30)
		_ = LabelShift(v.CellPx(), 12, 13)
	})
	if n != 0 {
		t.Errorf("%.1f allocations per frame", n)
	}
}

func TestDecimal(t *testing.T) {
	var buf [20]byte
	for _, n := range []uint64{0, 1, 9, 10, 99, 100, 1023, 1 << 20, 1e19 - 1, 1e19, math.MaxUint64} {
		if got, want := string(Decimal(&buf, n)), strconv.FormatUint(n, 10); got != want {
			t.Errorf("Decimal(%d) = %q, want %q", n, got, want)
		}
		if got := len(Decimal(&buf, n)); got != Digits10(n) {
			t.Errorf("len(Decimal(%d)) = %d, Digits10 = %d", n, got, Digits10(n))
		}
	}
	for n := uint64(0); n < 100000; n += 7 {
		if got, want := string(Decimal(&buf, n)), strconv.FormatUint(n, 10); got != want {
			t.Fatalf("Decimal(%d) = %q, want %q", n, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { Decimal(&buf, 123456) }); n != 0 {
		t.Errorf("Decimal allocates %v times", n)
	}
}

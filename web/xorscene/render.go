package xorscene

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/svgexport"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// paperColor is the light theme's paper boxed once: an export's background (Fill takes a
// color.Color, and boxing a color.RGBA allocates).
var paperColor color.Color = paper

// variant says which switches of table.go a draw needs.
type variant uint16

const (
	multiply variant = 1 << iota // the nim-product table
	hovering                     // marks for the cell under the pointer
	building                     // a construction
	fading                       // between two zooms' colourings
	wide                         // with multiply: a cell's index reaches 2^16 (productVariant)
	numbers                      // the cells' values written in them (numbersVariant)
	long                         // with numbers: a value may reach 2^24
	lookup                       // with multiply and numbers, not wide: values from the records (records.go)
	vast                         // with hovering: the family's smallest heap reaches 2^24 (lightVariant)

	variants = 1 << iota // how many there are
)

// shaders are compiled once per variant, on first use (an array: a frame looks its
// variants up several times, and a map lookup costs more in wasm).
var shaders [variants]*ebiten.Shader

// valid reports whether the switches of v go together: wide only with multiply, long only
// with numbers, numbers not in a construction (its numbers are quads: writeNumbers),
// lookup only with multiply and numbers, neither wide nor long, and vast only with hovering.
func (v variant) valid() bool {
	return (v&wide == 0 || v&multiply != 0) && (v&long == 0 || v&numbers != 0) && v&(numbers|building) != numbers|building &&
		(v&lookup == 0 || v&(multiply|numbers|wide|long) == multiply|numbers) && (v&vast == 0 || v&hovering != 0)
}

// source is table.go with the switches of v turned on, and the Go layout's constants
// written in: xorlayout.Advance, the digit strips' places in the atlas and the ink.
func (v variant) source() ([]byte, error) {
	type constant struct{ name, val string }
	sets := []constant{{"Advance", fmt.Sprint(xorlayout.Advance)},
		{"RecX", fmt.Sprint(recX)}, {"RecY", fmt.Sprint(recY)}, {"RecN", fmt.Sprint(recN)}}
	for i, st := range strips() {
		sets = append(sets, constant{fmt.Sprintf("Strip%dY", i), fmt.Sprint(st.y)},
			constant{fmt.Sprintf("Strip%dW", i), fmt.Sprint(st.w)},
			constant{fmt.Sprintf("Strip%dPad", i), fmt.Sprint(st.pad)})
	}
	for i, c := range [3]uint8{ink.R, ink.G, ink.B} {
		sets = append(sets, constant{"Ink" + "RGB"[i:i+1], fmt.Sprint(float64(c) / 255)})
	}
	for _, sw := range [...]struct {
		bit  variant
		name string
	}{{multiply, "Multiply"}, {hovering, "Hovering"}, {building, "Building"}, {fading, "Fading"}, {wide, "Wide"}, {numbers, "Numbers"}, {long, "Long"}, {lookup, "Lookup"}, {vast, "Vast"}} {
		if v&sw.bit != 0 {
			sets = append(sets, constant{sw.name, "1"})
		}
	}
	src := tableSrc
	for _, c := range sets {
		key := []byte("\nconst " + c.name + " = ")
		i := bytes.Index(src, key)
		if i < 0 {
			return nil, fmt.Errorf("no constant %s in table.go", c.name)
		}
		i += len(key)
		end := i + bytes.IndexByte(src[i:], '\n')
		src = append(append(append(make([]byte, 0, len(src)+len(c.val)), src[:i]...), c.val...), src[end:]...)
	}
	return src, nil
}

// shaderFor compiles (once) and returns the variant's shader, or nil when it fails: the
// report then says why.
func (s *Scene) shaderFor(v variant) *ebiten.Shader {
	if sh := shaders[v]; sh != nil {
		return sh
	}
	src, err := v.source()
	var sh *ebiten.Shader
	if err == nil {
		sh, err = ebiten.NewShader(src)
	}
	if err != nil {
		s.failure = "the XOR table's shader does not compile here: " + err.Error()
		s.report.dirty = true
		return nil
	}
	shaders[v] = sh
	return sh
}

// warmUp lists the variants a view may need mid-gesture: a zoom fades between colourings,
// often under the pointer (the XOR table's marks), and zooming in writes the numbers, which
// the narrow nim-product reads from the records. warmUpFor says which of them a table may
// show; shown marks the variants drawn at least once, warmed or in a frame.
var (
	warmUp = [...]variant{
		fading, hovering | fading, numbers, hovering | numbers, fading | numbers, hovering | fading | numbers,
		numbers | long, hovering | numbers | long, fading | numbers | long,
		hovering | vast, hovering | vast | fading, hovering | vast | numbers | long,
		multiply | fading, multiply | numbers | lookup, multiply | fading | numbers | lookup,
		multiply | wide, multiply | wide | fading, multiply | wide | numbers | long, multiply | wide | fading | numbers | long,
	}
	shown  [variants]bool
	warmTo *ebiten.Image
)

// warmUpFor reports whether a view of pos may need v: the variants of its operation, wide
// ones only where an index, plus the one to spare, reaches 2^16, long numbers only where it
// reaches 2^24 (productVariant, numbersVariant), and vast marks only where it passes 2^25
// (a family's least heap of 2^24 or more needs a greater one of 2^25 or more: lightVariant).
func warmUpFor(v variant, pos xortable.Position) bool {
	if (v&multiply != 0) != (pos.Op == xortable.Mul) {
		return false
	}
	if v&vast != 0 && pos.Q <= 1<<(xorlayout.Part+1) {
		return false
	}
	if v&wide != 0 {
		return pos.Q >= 1<<16
	}
	return v&long == 0 || pos.Q >= 1<<xorlayout.Part
}

// warm compiles the first of the warmUp variants that this table may need and that has not
// been drawn, and draws a pixel with it offscreen: a software renderer compiles a program on
// its first draw, which would stall the first zoom. A scene calls it once per Update while
// nothing moves (noteCalm), once the atlas is done; a table of the other operation warms
// its own.
func (s *Scene) warm() {
	if atlasPix != nil || atlas == nil || s.failure != "" {
		return
	}
	for _, v := range warmUp {
		if shown[v] || !warmUpFor(v, s.pos) {
			continue
		}
		shown[v] = true
		sh := s.shaderFor(v)
		if sh == nil {
			return
		}
		if warmTo == nil {
			// Unmanaged: its own texture, so the pixel read back below is not read from a
			// page of Ebiten's atlas that the table's images share.
			warmTo = ebiten.NewImageWithOptions(image.Rect(0, 0, 1, 1), &ebiten.NewImageOptions{Unmanaged: true})
		}
		w := [3]ebiten.Vertex{{}, {DstX: 1}, {DstY: 1}}
		warmTo.DrawTrianglesShader(w[:], s.index[:3], sh, &s.op)
		// Read back, so that the GPU draws it now: Ebiten sends draw commands to the GPU
		// only in a frame it shows, and a still table shows none, so the warm-up's pixels
		// waited for the first gesture, which compiled them all (200-317 ms; BENCHMARKS.md,
		// session 48).
		var px [4]byte
		warmTo.ReadPixels(px[:])
		return
	}
}

// ready makes the atlas and the common shaders the first time they are needed.
func (s *Scene) ready() bool {
	if s.failure != "" {
		return false
	}
	if atlas == nil {
		atlas = newAtlas()
	}
	s.op.Images[0] = atlas
	return s.shaderFor(0) != nil && s.shaderFor(hovering) != nil
}

// Draw paints the table, or the construction, and the labels. The table's shader paints
// its own rectangle, and with the same uniforms the atlas's quads: the rings and numbers
// over the cells, the paper around the table and the labels. So the frame of a table is one
// draw call and one draw command (a Fill under the table would be a second command, over
// the whole screen: each command costs an allocation).
func (s *Scene) Draw(screen *ebiten.Image) {
	s.dirty = false
	if s.w == 0 || !s.ready() {
		screen.Fill(s.paper)
		return
	}
	s.u.Scale[0] = float32(s.scale)
	s.grid = true
	s.batch.reset()
	s.last = nil
	v := variant(0)
	paper := true
	if s.player != nil {
		v = building
		paper = s.drawConstruction(screen)
	} else {
		if s.pos.Op == xortable.Mul {
			v |= productVariant(s.view)
		}
		if s.hasLight {
			s.setLight(s.light)
			v |= lightVariant(s.light)
		}
		shift, fade := s.colourShift(s.view)
		v |= s.numbersVariant(s.view, v)
		v |= s.lookupVariant(s.view, v)
		s.queueCells(v, s.view, shift, fade, 1)
		if s.hasLight {
			s.ringPosition(s.view)
		}
	}
	s.batch.startLabels()
	if paper {
		s.paperAround(screen.Bounds().Dx(), screen.Bounds().Dy(), s.view.Table())
	}
	s.writeLabels(s.view)
	// The shader and the uniforms are the last table's, which is the batch's.
	if s.last == nil {
		s.last = s.shaderFor(v)
	}
	drawDeep(s.batch, screen, s.last, &s.op)
}

// productVariant is the nim-product table's variant for view v: wide when a cell of v may
// have an index of 2^16 or more. Below that the product takes a quarter of the texel reads,
// which a software renderer pays for every pixel. The cell a pixel's centre shows may be
// one past the cell at its corner, which Cell gives: hence the one to spare.
func productVariant(v xorlayout.View) variant {
	t := v.Table()
	x1, y1, ok := v.Cell(t.X+t.W-1, t.Y+t.H-1)
	if !ok || max(x1, y1)+1 >= 1<<16 {
		return multiply | wide
	}
	return multiply
}

// numbersVariant is the switches that write each cell's value in it, for view v drawn with
// variant va: numbers once the cells can hold the shortest numbers (CellText; the shader
// leaves out longer ones that do not fit), and long when a value may reach 2^24, which the
// shader then splits in two. The shader writes the digits in the table's own pass, so a
// frame costs the same whatever the number of cells (the constructions still write theirs
// as quads: writeNumbers).
func (s *Scene) numbersVariant(v xorlayout.View, va variant) variant {
	if 0.42*v.CellPx() < s.screen.TextMin {
		return 0
	}
	t := v.Table()
	x1, y1, ok := v.Cell(t.X+t.W-1, t.Y+t.H-1)
	// A value of the XOR table is below the next power of two above both indices, and a
	// product narrow or wide below 2^16 or 2^32; a pixel's centre may show the cell one past
	// the corner's.
	if !ok || max(x1, y1)+1 >= 1<<xorlayout.Part || va&wide != 0 {
		return numbers | long
	}
	return numbers
}

// numberStrips is, for the numbers of each length n from 1 to 16 in cells px wide, the
// digit strip glyphs.layout cuts them from, in two bits from bit 2n−2, or 3 where CellText
// finds them too small to write: the shader's choice of strip is the Go layout's.
func (s *Scene) numberStrips(px float64) int32 {
	m := &s.stripsMemo
	if m.ok && m.px == px && m.min == s.screen.TextMin && m.ready == stripsReady {
		return m.codes
	}
	var codes uint32
	for n := 1; n <= 16; n++ {
		c := uint32(3)
		if h := xorlayout.CellText(px, n, s.screen.TextMin); h > 0 {
			c = uint32(stripFor(h))
		}
		codes |= c << (2*n - 2)
	}
	*m = stripsMemo{px: px, min: s.screen.TextMin, ready: stripsReady, codes: int32(codes), ok: true}
	return m.codes
}

// stripsMemo is the last numberStrips worked out: a pan keeps the cells' size.
type stripsMemo struct {
	px, min float64
	ready   int
	codes   int32
	ok      bool
}

// paperAround paints the w×h screen outside the table's rectangle t in the paper, first of
// the labels' part of the batch.
func (s *Scene) paperAround(w, h int, t xorlayout.Rect) {
	W, H := float64(w), float64(h)
	c := s.c.Paper
	if t.W <= 0 || t.H <= 0 {
		s.batch.rect(0, 0, W, H, c, 1)
		return
	}
	x0, y0, x1, y1 := float64(t.X), float64(t.Y), float64(t.X+t.W), float64(t.Y+t.H)
	s.batch.rect(0, 0, W, y0, c, 1)
	s.batch.rect(0, y1, W, H, c, 1)
	s.batch.rect(0, y0, x0, y1, c, 1)
	s.batch.rect(x1, y0, W, y1, c, 1)
}

// ringPosition rings the cells of the P-position under the pointer (x and y two of its
// heaps), in white and ink, the cell pointed at more boldly; cells under 4 pixels are
// filled with the ink. A ring is one quad of the batch over its cell (glyphs.ring), which
// the shader paints with the cell's digits over it, as they are over the rest of the cell.
func (s *Scene) ringPosition(v xorlayout.View) {
	t := v.Table()
	px := v.CellPx()
	tr := s.light.Triple()
	for i := range 3 {
		for j := range 3 {
			if i == j {
				continue
			}
			x, y := tr[i], tr[j]
			fx, fy, size := v.CellRect(x, y)
			if px < 4 {
				s.batch.ring(t, fx, fy, size, size, size, s.c.TableInk)
				continue
			}
			w := min(max(0.1*px, 1.5*s.scale), 3*s.scale)
			if x == s.light.X && y == s.light.Y {
				w *= 1.6
			}
			s.batch.ring(t, fx, fy, size, w*1.8, w, s.c.TableInk)
		}
	}
}

// drawCells draws the framed cells of view v at opacity alpha, at once.
func (s *Scene) drawCells(dst *ebiten.Image, va variant, v xorlayout.View, shift int, fade float64, alpha float32) {
	if sh := s.cells(va, v, shift, fade, alpha); sh != nil {
		dst.DrawTrianglesShader(s.verts[:], s.index[:], sh, &s.op)
	}
}

// queueCells puts the framed cells of view v at opacity alpha first in the frame's batch.
func (s *Scene) queueCells(va variant, v xorlayout.View, shift int, fade float64, alpha float32) {
	if s.cells(va, v, shift, fade, alpha) != nil {
		s.batch.setTable(&s.verts)
	}
}

// cells sets the uniforms for the framed cells of view v and makes their quad in s.verts;
// it returns the shader that paints them, or nil when there is nothing to paint.
func (s *Scene) cells(va variant, v xorlayout.View, shift int, fade float64, alpha float32) *ebiten.Shader {
	g := v.Geometry()
	if g.Table.W <= 0 || g.Table.H <= 0 {
		return nil
	}
	if fade != 0 {
		va |= fading
	}
	sh := s.shaderFor(va)
	if sh == nil {
		return nil
	}
	shown[va] = true
	s.last = sh
	s.op.Uniforms = s.u.forVariant(va)
	s.u.setGeometry(g, v.CellPx(), s.grid)
	if va&numbers != 0 {
		s.u.NumberStrips[0] = s.numberStrips(v.CellPx())
	}
	s.u.setColours(shift, fade)
	r := g.Table
	x0, y0 := float32(r.X), float32(r.Y)
	x1, y1 := float32(r.X+r.W), float32(r.Y+r.H)
	// Custom0 0: the shader paints cells here (the source position is unused; it is a
	// texel of the atlas's white square).
	sx, sy := float32(whiteX+whiteN/2), float32(whiteY+whiteN/2)
	for i, p := range [4][2]float32{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		s.verts[i] = ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: sx, SrcY: sy, ColorR: alpha, ColorG: alpha, ColorB: alpha, ColorA: alpha}
	}
	s.u.stamp()
	return sh
}

// writeLabels writes the column numbers above the table and the row numbers left of it,
// every 2^k-th where they would crowd, each centred on its cell and kept within the table.
func (s *Scene) writeLabels(v xorlayout.View) {
	t := v.Table()
	if t.W <= 0 || t.H <= 0 {
		return
	}
	sc := s.screen
	fr := v.Frame
	h := sc.LabelH
	digits := xorlayout.Digits10(max(fr.X0, fr.Y0) + fr.N - 1)
	k := xorlayout.LabelShift(v.CellPx(), h, digits)
	if k >= 63 {
		return
	}
	step := uint64(1) << k
	x0, y0, _ := v.Cell(t.X, t.Y)
	x1, y1, _ := v.Cell(t.X+t.W-1, t.Y+t.H-1)
	// A label stands over its cell's middle, and is left out when it would not fit whole in
	// its band: a cut number would read as another.
	// The labels are all one height, so the layout is worked out once.
	g := s.batch
	if h <= 0 {
		return
	}
	if h != g.last.h || stripsReady != g.lastN {
		g.last, g.lastN = g.layout(h), stripsReady
	}
	c := inkColour(s.c.TableInk, 0.9)
	tops, lefts := sc.Bands(t)
	left, right := float64(lefts.X+lefts.W)-h/2, float64(sc.W)
	cy := float64(tops.Y) + float64(tops.H)/2
	for x := (x0 + step - 1) / step * step; x <= x1 && x >= x0; x += step {
		fx, _, size := v.CellRect(x, 0)
		ds := xorlayout.Decimal(&g.buf, x)
		cx, w := fx+size/2, width(len(ds), h)
		if cx-w/2 >= left && cx+w/2 <= right && len(g.verts)+numberRoom <= g.limit {
			g.put(ds, '0', &g.last, cx, cy, c[0], c[1], c[2], c[3])
		}
	}
	// Up to half a label into the column labels' band: the first row's label stands in the
	// corner, left of every column label.
	top, bottom := float64(tops.Y+tops.H)-h/2, float64(sc.H)
	cx := float64(lefts.X) + float64(lefts.W)/2
	for y := (y0 + step - 1) / step * step; y <= y1 && y >= y0; y += step {
		_, fy, size := v.CellRect(0, y)
		if cy := fy + size/2; cy-h/2 >= top && cy+h/2 <= bottom && len(g.verts)+numberRoom <= g.limit {
			g.put(xorlayout.Decimal(&g.buf, y), '0', &g.last, cx, cy, c[0], c[1], c[2], c[3])
		}
	}
}

// shiftMemo is the colour shift of the last view asked about: Update's report and Draw ask
// for the same view's each frame, and it takes a logarithm.
type shiftMemo struct {
	n, step uint64
	area    xorlayout.Rect
	base    int
	shift   int
	fade    float64
	ok      bool
}

// colourShift is v.ColourShift for the table's values (xorlayout.View.ColourShift).
func (s *Scene) colourShift(v xorlayout.View) (shift int, fade float64) {
	base := xortable.BaseShift(s.pos.ValueBits())
	m := &s.shiftMemo
	if !m.ok || m.n != v.Frame.N || m.step != v.Step || m.area != v.Area || m.base != base {
		m.shift, m.fade = v.ColourShift(base)
		m.n, m.step, m.area, m.base, m.ok = v.Frame.N, v.Step, v.Area, base, true
	}
	return m.shift, m.fade
}

// setLight writes the family of the cell under the pointer (table.go's outOfFamily).
func (s *Scene) setLight(h xortable.Highlight) {
	f := h.Member.Pattern
	put2(s.u.FamM, xorlayout.SplitOf(f.M))
	put2(s.u.FamMask, xorlayout.SplitOf(f.P-1))
	put2(s.u.FamJ, xorlayout.SplitOf(h.Member.J))
}

// lightVariant is the switches that mark the family of h: vast when its smallest heap m
// reaches 2^24. Below that the family's numbers m, p − 1 and j have no hi part, and
// outOfFamily spares every pixel the hi parts' minimums.
func lightVariant(h xortable.Highlight) variant {
	if h.Member.Pattern.M >= 1<<xorlayout.Part {
		return hovering | vast
	}
	return hovering
}

// MaxExport is the largest picture the export makes, in pixels along its longer side.
const MaxExport = 4096

// exportWindow is the cells in view: the corner cell and how many across and down.
func (s *Scene) exportWindow() (x0, y0, nx, ny uint64, err error) {
	if s.player != nil {
		return 0, 0, 0, 0, errors.New("the picture is of the table; leave the construction first")
	}
	t := s.view.Table()
	x0, y0, ok0 := s.view.Cell(t.X, t.Y)
	x1, y1, ok1 := s.view.Cell(t.X+t.W-1, t.Y+t.H-1)
	if !ok0 || !ok1 {
		return 0, 0, 0, 0, errors.New("no cells in view")
	}
	return x0, y0, x1 - x0 + 1, y1 - y0 + 1, nil
}

// Picture draws the cells in view, without marks or labels, into a picture that fits whole
// cells in max(w, h) pixels along its longer side (web.Picturer), each the same whole
// number of pixels when there are fewer cells than pixels. Each pixel is the colour
// of the cell it falls in, exactly as on the screen: for the 64 table at 1024 pixels, 16×16
// per cell.
func (s *Scene) Picture(w, h int) (pw, ph int, what string, band func(dst *ebiten.Image, y0 int), err error) {
	n := min(max(w, h), MaxExport)
	x0, y0, nx, ny, err := s.exportWindow()
	if err != nil {
		return 0, 0, "", nil, err
	}
	if !s.ready() {
		return 0, 0, "", nil, errors.New("the picture cannot be drawn here")
	}
	v := s.view
	long := max(nx, ny)
	if long <= uint64(n) {
		// Whole pixels per cell: the 64 table at the board's own 845 pixels is 832 of them,
		// 13 a cell, not cells of 13 and 14 pixels side by side.
		n -= n % int(long)
	}
	step := (long<<xorlayout.FracBits + uint64(n) - 1) / uint64(n)
	pw = int((nx<<xorlayout.FracBits + step - 1) / step)
	ph = int((ny<<xorlayout.FracBits + step - 1) / step)
	ev := xorlayout.View{
		Area: xorlayout.Rect{W: pw, H: ph}, Frame: v.Frame,
		OX: xorlayout.At(int64(x0)), OY: xorlayout.At(int64(y0)),
		Step: step, MinStep: step, MaxStep: step,
	}
	va := variant(0)
	if s.pos.Op == xortable.Mul {
		va = productVariant(ev)
	}
	shift, fade := s.colourShift(v)
	// A band of rows is the view moved down by its first row, step cells a pixel: the
	// same cells on the same pixels as one picture drawn at once.
	band = func(dst *ebiten.Image, row int) {
		bv := ev
		bv.Area.H = dst.Bounds().Dy()
		bv.OY = ev.OY.Add(int64(row) * int64(step))
		dst.Fill(paperColor)
		s.grid = false // no grid lines, no numbers: the picture is the colours
		s.drawCells(dst, va, bv, shift, fade, 1)
		s.dirty = true // the screen's uniforms were changed: draw again
	}
	return pw, ph, s.exportName(x0, y0, uint64(pw), uint64(ph)), band, nil
}

// exportName is the part of an exported file's name after "nimscope-xor-": the table's
// colouring and window, "q64-x0-y0-1024x1024"; the nim-product's begins "mul-" (the XOR
// table's name has its op already).
func (s *Scene) exportName(x0, y0, w, h uint64) string {
	name := fmt.Sprintf("q%d-x%d-y%d-%dx%d", s.pos.Q, x0, y0, w, h)
	if s.pos.Op == xortable.Mul {
		name = "mul-" + name
	}
	return name
}

// SVG writes the cells in view, coloured as on the screen, with their row and column
// numbers (web.SVGer); at most svgexport.MaxCells along a side.
func (s *Scene) SVG() ([]byte, string, error) {
	x0, y0, nx, ny, err := s.exportWindow()
	if err != nil {
		return nil, "", err
	}
	if nx > svgexport.MaxCells || ny > svgexport.MaxCells {
		return nil, "", svgexport.ErrTooManyCells
	}
	shift, fade := s.colourShift(s.view)
	t := svgexport.Table{Op: s.pos.Op, X0: x0, Y0: y0, NX: int(nx), NY: int(ny),
		Palette: s.xv.Palette, Shift: shift, Fade: fade, Cell: float64(max(4, 1024/max(nx, ny)))}
	title := fmt.Sprintf("The %s table, x from %d to %d, y from %d to %d", map[xortable.Op]string{xortable.Add: "XOR", xortable.Mul: "nim-product"}[s.pos.Op],
		x0, x0+nx-1, y0, y0+ny-1)
	doc, err := svgexport.XorTable(t, title)
	return doc, s.exportName(x0, y0, nx, ny), err
}

// The frame's draw call runs on a goroutine of its own (drawDeep). Ebiten runs each frame
// on a new goroutine (internal/ui's loopGame: go f()), which starts with a small stack, and
// the draw call's path through Ebiten is deep: the stack then grows in the middle of it, and
// Go copies it, walking every frame on it, Ebiten's own frames above the scene's Draw
// included (about 20 µs of a painted frame in the browser's profile, as much as asking for
// the room at the top of Draw, which this replaces, cost). The drawing goroutine lives from
// frame to frame and keeps the stack it grew; handing it the call and waiting costs two
// switches between goroutines, and no allocation.
var (
	drawJob struct {
		g   *glyphs
		dst *ebiten.Image
		sh  *ebiten.Shader
		op  *ebiten.DrawTrianglesShaderOptions
	}
	drawStart chan struct{}
	drawDone  chan any // nil, or what the draw call panicked with
)

// drawDeep draws batch g onto dst with sh and op (glyphs.draw) on the drawing goroutine,
// started on first use, and waits for it; a panic there is raised again here, for the
// app's recovery to report.
func drawDeep(g *glyphs, dst *ebiten.Image, sh *ebiten.Shader, op *ebiten.DrawTrianglesShaderOptions) {
	if drawStart == nil {
		drawStart, drawDone = make(chan struct{}), make(chan any)
		go drawLoop()
	}
	drawJob.g, drawJob.dst, drawJob.sh, drawJob.op = g, dst, sh, op
	drawStart <- struct{}{}
	p := <-drawDone
	drawJob.g, drawJob.dst, drawJob.sh, drawJob.op = nil, nil, nil, nil
	if p != nil {
		panic(p)
	}
}

func drawLoop() {
	for range drawStart {
		drawDone <- drawOne()
	}
}

func drawOne() (p any) {
	defer func() { p = recover() }()
	drawJob.g.draw(drawJob.dst, drawJob.sh, drawJob.op)
	return nil
}

//go:build kagecheck

// Run on a host with an X display (xvfb-run -a go test -tags kagecheck ./web/xorscene): the
// shader compiles and draws the cells in the Go palette's colours; pictures go to /tmp.
package xorscene

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/raster"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/xorlayout"
)

type job struct {
	name  string
	text  string
	w, h  int
	wait  int // Updates before the picture, beyond the first three
	setup func(s *Scene)
	draw  func(s *Scene) // just before drawing
	check func(t *testing.T, s *Scene, pix []byte)
	write string // the folder of the picture; /tmp with a prefix when ""
}

type harness struct {
	t     *testing.T
	jobs  []job
	i     int
	ticks int
	s     *Scene
}

func newScene(t *testing.T, j job) *Scene {
	pos, view, err := engine.Parse(j.text)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, kv := range view {
		m[kv.Key] = kv.Value
	}
	s := New(session.Frame{Pos: pos, View: m})
	s.Resize(float64(j.w), float64(j.h), 1)
	if j.setup != nil {
		j.setup(s)
	}
	return s
}

func (g *harness) Update() error {
	if g.i >= len(g.jobs) {
		return ebiten.Termination
	}
	if g.s == nil {
		g.s = newScene(g.t, g.jobs[g.i])
		g.ticks = 0
	}
	g.s.Update(input.Pointer{})
	g.ticks++
	return nil
}

func (g *harness) Draw(screen *ebiten.Image) {
	if g.s == nil || g.ticks < 3+g.jobs[g.i].wait {
		return
	}
	j := g.jobs[g.i]
	img := ebiten.NewImage(j.w, j.h)
	if j.draw != nil {
		j.draw(g.s)
	}
	g.s.Draw(img)
	pix := make([]byte, 4*j.w*j.h)
	img.ReadPixels(pix)
	if g.s.failure != "" {
		g.t.Fatal(g.s.failure)
	}
	path := "/tmp/xor-" + j.name + ".png"
	if j.write != "" {
		path = filepath.Join(j.write, j.name+".png")
	}
	if j.write != "" {
		// The frame's quads, which the renderer's rounding does not touch: two versions
		// that draw the same quads draw the same picture.
		b := g.s.batchBytes()
		if err := os.WriteFile(filepath.Join(j.write, j.name+".quads"), b, 0o644); err != nil {
			g.t.Fatal(err)
		}
	}
	f, _ := os.Create(path)
	png.Encode(f, &image.RGBA{Pix: pix, Stride: j.w * 4, Rect: image.Rect(0, 0, j.w, j.h)})
	f.Close()
	if j.check != nil {
		j.check(g.t, g.s, pix)
	}
	g.s = nil
	g.i++
}

func (g *harness) Layout(int, int) (int, int) { return 64, 64 }

// batchBytes is the frame's batch of quads: its vertices and the indices drawn.
func (s *Scene) batchBytes() []byte {
	g := s.batch
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, g.table)
	binary.Write(&b, binary.LittleEndian, g.verts)
	binary.Write(&b, binary.LittleEndian, g.index[:len(g.verts)/4*6])
	return b.Bytes()
}

func xor(x, y uint64) uint64 { return x ^ y }

func absDiff(a, b uint8) uint8 { return max(a, b) - min(a, b) }

func TestCompile(t *testing.T) {
	for v := range variant(variants) {
		if !v.valid() {
			continue
		}
		src, err := v.source()
		if err != nil {
			t.Fatalf("variant %d: %v", v, err)
		}
		if _, err := ebiten.NewShader(src); err != nil {
			t.Errorf("variant %d: %v", v, err)
		}
		// The shader cuts a number's digits at the Go layout's advance.
		if want := fmt.Sprintf("const Advance = %v\n", xorlayout.Advance); !bytes.Contains(src, []byte(want)) {
			t.Errorf("variant %d: no %q in the shader", v, want)
		}
	}
}

// productCells checks a nim-product view w pixels wide: it is drawn with variant want,
// and every cell's colour, away from its number, is the Go palette's for x⊗y.
func productCells(w int, want variant) func(*testing.T, *Scene, []byte) {
	return func(t *testing.T, s *Scene, pix []byte) {
		if got := productVariant(s.view); got != want {
			t.Errorf("variant %b, want %b", got, want)
		}
		tab := s.view.Table()
		x0, y0, _ := s.view.Cell(tab.X, tab.Y)
		x1, y1, _ := s.view.Cell(tab.X+tab.W-1, tab.Y+tab.H-1)
		shift, fade := s.colourShift(s.view)
		n := 0
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				// Above the number, clear of the grid line.
				fx, fy, size := s.view.CellRect(x, y)
				px, py := int(fx+0.5*size), int(fy+0.15*size)
				if px < tab.X || py < tab.Y || px >= tab.X+tab.W || py >= tab.Y+tab.H {
					continue
				}
				n++
				i := 4 * (py*w + px)
				c := xortable.Distinct.Colour(xortable.NimMul(x, y), shift, fade)
				if d := max(absDiff(pix[i], c.R), absDiff(pix[i+1], c.G), absDiff(pix[i+2], c.B)); d > 1 {
					t.Errorf("cell (%d, %d) at (%d, %d): %v, want %v", x, y, px, py, pix[i:i+4], c)
				}
			}
		}
		if n < 20 {
			t.Errorf("only %d cells checked", n)
		}
	}
}

func TestRender(t *testing.T) {
	g := &harness{t: t, jobs: []job{
		{name: "64", text: "game=xor&q=64", w: 600, h: 600, check: func(t *testing.T, s *Scene, pix []byte) {
			bad := 0
			for y := uint64(0); y < 64; y++ {
				for x := uint64(0); x < 64; x++ {
					px, py := s.view.Centre(x, y)
					i := 4 * (py*600 + px)
					want := xortable.Distinct.RGB(int(x ^ y))
					if pix[i] != want.R || pix[i+1] != want.G || pix[i+2] != want.B {
						if bad < 5 {
							t.Errorf("cell (%d, %d) at (%d, %d): %v, want %v", x, y, px, py, pix[i:i+4], want)
						}
						bad++
					}
				}
			}
		}},
		{name: "zoom", text: "game=xor&q=64&at=10,20&span=12", w: 600, h: 500, draw: func(s *Scene) { s.setHover(cell{10, 18, true}) }},
		// The larger digit strips are stroked one digit per Update, then packed and uploaded.
		{name: "sharp", text: "game=xor&q=64&at=10,20&span=6", w: 600, h: 500, wait: 10 * numStrips},
		{name: "hover", text: "game=xor&q=64", w: 600, h: 500, draw: func(s *Scene) { s.setHover(cell{10, 18, true}) }},
		// The bench's view (make bench), with the marks of a cell under the pointer: labels,
		// rings and the family, no numbers.
		{name: "bench", text: "game=xor&q=1024&at=512,512&span=64", w: 512, h: 512, draw: func(s *Scene) { s.setHover(cell{500, 510, true}) }, check: familyCells(512, hovering)},
		// The family of the cell under the pointer, pixel by pixel: the family of 0, (0, k, k),
		// k ≥ 0; families far out, whose cells have hi parts; and families whose least heap
		// has one (Vast). Zoomed out to 2^k cells a pixel from a corner that is a multiple of
		// 2^(k+10), every pixel shows a cell (a·2^k, b·2^k) with a, b below 1024, whose
		// P-positions are the table of 1024's times 2^k: so a view shows a family's row,
		// column and diagonals (here m = 35·2^k, p = 64·2^k, j = 21·2^k).
		{name: "family0", text: "game=xor&q=64", w: 600, h: 500, draw: func(s *Scene) { s.setHover(cell{10, 10, true}) }, check: familyCells(600, hovering)},
		{name: "familyfar", text: "game=xor&q=4503599627370496", w: 600, h: 500, draw: spaced(1<<52-1<<30, 10, 85, 118), check: familyCells(600, hovering)},
		{name: "familyvast", text: "game=xor&q=1073741824", w: 600, h: 500, draw: spaced(0, 20, 85, 35), check: familyCells(600, hovering|vast)},
		{name: "familyvastfar", text: "game=xor&q=4503599627370496", w: 600, h: 500, draw: spaced(1<<52-1<<40, 20, 85, 118), check: familyCells(600, hovering|vast)},
		// Between two zooms' colourings (the Fading variant): each cell is its two colours
		// mixed as the Go palette mixes them.
		{name: "fade", text: "game=xor&q=256&at=128,128&span=239", w: 600, h: 600, check: func(t *testing.T, s *Scene, pix []byte) {
			shift, fade := s.view.ColourShift(xortable.BaseShift(s.pos.ValueBits()))
			if fade == 0 {
				t.Fatalf("no fade at span 239 of 256: span %v of %d, shift %d", s.view.Span(), s.view.Frame.N, shift)
			}
			tab := s.view.Table()
			bad, n := 0, 0
			for y := uint64(0); y < 256; y += 5 {
				for x := uint64(0); x < 256; x += 3 {
					px, py := s.view.Centre(x, y)
					if px < tab.X || py < tab.Y || px >= tab.X+tab.W || py >= tab.Y+tab.H {
						continue
					}
					n++
					i := 4 * (py*600 + px)
					want := xortable.Distinct.Colour(x^y, shift, fade)
					if d := max(absDiff(pix[i], want.R), absDiff(pix[i+1], want.G), absDiff(pix[i+2], want.B)); d > 1 {
						if bad < 5 {
							t.Errorf("cell (%d, %d) at (%d, %d), fade %.2f: %v, want %v", x, y, px, py, fade, pix[i:i+4], want)
						}
						bad++
					}
				}
			}
			if n < 1000 {
				t.Errorf("only %d cells checked", n)
			}
		}},
		{name: "mul16", text: "game=xor&q=16&op=mul", w: 600, h: 500, check: func(t *testing.T, s *Scene, pix []byte) {
			for y := uint64(0); y < 16; y++ {
				for x := uint64(0); x < 16; x++ {
					px, py := s.view.Centre(x, y)
					px -= int(s.view.CellPx() * 0.4) // away from the number
					i := 4 * (py*600 + px)
					want := xortable.Distinct.RGB(xortable.Index(xortable.NimMul(x, y), -2))
					if pix[i] != want.R || pix[i+1] != want.G || pix[i+2] != want.B {
						t.Errorf("mul cell (%d, %d): %v, want %v", x, y, pix[i:i+4], want)
					}
				}
			}
		}},
		// The product by 32-bit halves (the Wide variant), by 16-bit ones, and a view
		// across 2^16, which must take the wide one.
		{name: "mulbig", text: "game=xor&q=4294967296&op=mul&at=4294967000,3000000000&span=6", w: 600, h: 500, check: productCells(600, multiply|wide)},
		{name: "mul1024", text: "game=xor&q=1024&op=mul&at=700,300&span=8", w: 600, h: 500, check: productCells(600, multiply)},
		{name: "mul2p16", text: "game=xor&q=1048576&op=mul&at=65533,65530&span=8", w: 600, h: 500, check: productCells(600, multiply|wide)},
		// The numbers in the cells, read back from the pictures: short ones, four digits,
		// the product, and values past 2^24 (the Long variant) of up to 16 digits.
		// Under the pointer: dimmed cells, and the rings' cells with their digits over the
		// rings (the cell pointed at is dark: white digits).
		{name: "digitshover", text: "game=xor&q=64&at=10,20&span=6", w: 600, h: 500, wait: 10 * numStrips, draw: func(s *Scene) { s.setHover(cell{10, 18, true}) }, check: readDigits(600, xor, 40, false)},
		{name: "digitsrings", text: "game=xor&q=64&at=10,20&span=20", w: 600, h: 500, wait: 10 * numStrips, draw: func(s *Scene) { s.setHover(cell{10, 18, true}) }, check: readDigits(600, xor, 300, false)},
		{name: "digitsrings4", text: "game=xor&q=1024&at=512,512&span=12", w: 512, h: 512, wait: 10 * numStrips, draw: func(s *Scene) { s.setHover(cell{511, 513, true}) }, check: readDigits(512, xor, 120, true)},
		{name: "digits16", text: "game=xor&q=1024&at=512,512&span=16", w: 512, h: 512, wait: 10 * numStrips, check: readDigits(512, xor, 300, false)},
		{name: "digits8", text: "game=xor&q=1024&at=300,700&span=8", w: 512, h: 512, wait: 10 * numStrips, check: readDigits(512, xor, 150, false)},
		{name: "digitsmul", text: "game=xor&q=1024&op=mul&at=700,300&span=8", w: 512, h: 512, wait: 10 * numStrips, check: lookedUp(readDigits(512, xortable.NimMul, 150, false))},
		// The narrow product's values read from the records (Lookup): a window far out, one
		// against the last cells below 2^16, and one written again after a pan of 40 cells.
		{name: "digitsmulfar", text: "game=xor&q=65536&op=mul&at=40000,50000&span=8", w: 512, h: 512, wait: 10 * numStrips, check: lookedUp(readDigits(512, xortable.NimMul, 150, false))},
		{name: "digitsmuledge", text: "game=xor&q=65536&op=mul&at=65500,65502&span=8", w: 512, h: 512, wait: 10 * numStrips, check: lookedUp(readDigits(512, xortable.NimMul, 150, false))},
		{name: "digitsmulpan", text: "game=xor&q=65536&op=mul&at=700,300&span=8", w: 512, h: 512, wait: 10 * numStrips, draw: func(s *Scene) { s.view = s.view.Pan(-40*64, 20*64) }, check: lookedUp(readDigits(512, xortable.NimMul, 150, false))},
		{name: "digitsmulwide", text: "game=xor&q=4294967296&op=mul&at=4294967000,3000000000&span=4", w: 600, h: 600, wait: 10 * numStrips, check: readDigits(600, xortable.NimMul, 60, false)},
		{name: "digitslong", text: "game=xor&q=4503599627370496&at=4503599627370000,123456789&span=3", w: 600, h: 600, wait: 10 * numStrips, check: readDigits(600, xor, 60, false)},
		{name: "digitsmid", text: "game=xor&q=1073741824&at=99999990,16777210&span=4", w: 600, h: 600, wait: 10 * numStrips, check: readDigits(600, xor, 60, false)},
		{name: "deep", text: "game=xor&q=4503599627370496&at=4503599627370000,4503599627370490&span=8", w: 600, h: 500},
		{name: "2p20", text: "game=xor&q=1048576", w: 600, h: 500},
		{name: "block", text: "game=xor&q=64&framing=block&palette=grey", w: 600, h: 500},
		{name: "corners", text: "game=xor&q=64", w: 600, h: 500, setup: func(s *Scene) {
			s.Command("construct", "corners")
			for range 4 {
				s.Command("explain", "step")
			}
		}},
		{name: "mex", text: "game=xor&q=64", w: 600, h: 500, setup: func(s *Scene) {
			s.Command("construct", "mex")
			for range 37 {
				s.Command("explain", "step")
			}
		}},
		{name: "doubling", text: "game=xor&q=64", w: 600, h: 500, setup: func(s *Scene) {
			s.Command("construct", "doubling")
			for range 3 {
				s.Command("explain", "step")
			}
			s.player.Age = 12
		}},
	}}
	if err := ebiten.RunGame(g); err != nil {
		t.Fatal(err)
	}
}

// TestPictures writes the pictures of views at every zoom with numbers in the cells, plain
// and under the pointer, into the folder KAGEPICS names: run it on two versions of the
// drawing and compare the folders pixel by pixel (a change meant to be invisible leaves
// them equal). It runs alone (Ebiten runs one game a process):
//
//	KAGEPICS=/tmp/before xvfb-run -a go test -tags kagecheck -run TestPictures ./web/xorscene
func TestPictures(t *testing.T) {
	dir := os.Getenv("KAGEPICS")
	if dir == "" {
		t.Skip("KAGEPICS=folder writes the pictures there")
	}
	var jobs []job
	add := func(name, text string, hover *cell) {
		j := job{name: name, text: text, w: 512, h: 512, wait: 10 * numStrips, write: dir}
		if hover != nil {
			c := *hover
			j.draw = func(s *Scene) { s.setHover(c) }
		}
		jobs = append(jobs, j)
	}
	for _, span := range []int{2, 3, 4, 5, 6, 8, 11, 16, 23, 32, 64} {
		add(fmt.Sprintf("q1024-span%d", span), fmt.Sprintf("game=xor&q=1024&at=512,512&span=%d", span), nil)
		add(fmt.Sprintf("q1024-span%d-hover", span), fmt.Sprintf("game=xor&q=1024&at=512,512&span=%d", span), &cell{511, 513, true})
		add(fmt.Sprintf("mul-span%d", span), fmt.Sprintf("game=xor&q=1024&op=mul&at=512,512&span=%d", span), nil)
	}
	for _, span := range []int{2, 4, 6, 8, 16} {
		add(fmt.Sprintf("q2p20-span%d", span), fmt.Sprintf("game=xor&q=1048576&at=524288,524288&span=%d", span), &cell{524287, 524290, true})
		add(fmt.Sprintf("deep-span%d", span), fmt.Sprintf("game=xor&q=4503599627370496&at=4503599627370000,4503599627370490&span=%d", span), nil)
	}
	add("q64", "game=xor&q=64", nil)
	add("q64-hover", "game=xor&q=64", &cell{10, 18, true})
	add("block", "game=xor&q=16&framing=block&palette=hue", &cell{20, 3, true})
	add("edge", "game=xor&q=1024&at=2,1021&span=7", nil) // cut cells along two edges
	// Constructions: numbers of the cells known so far, and of two tables fading.
	for _, c := range []struct {
		name  string
		steps int
	}{{"mex", 37}, {"doubling", 3}, {"corners", 4}} {
		jobs = append(jobs, job{name: "construct-" + c.name, text: "game=xor&q=64", w: 512, h: 512, wait: 10 * numStrips, write: dir,
			setup: func(s *Scene) {
				s.Command("construct", c.name)
				for range c.steps {
					s.Command("explain", "step")
				}
			},
			draw: func(s *Scene) { s.player.Age = 12 }})
	}
	if err := ebiten.RunGame(&harness{t: t, jobs: jobs}); err != nil {
		t.Fatal(err)
	}
}

// spaced views the table from cell (o, o) at 2^k cells a pixel, with the pointer on cell
// (o + a·2^k, o + b·2^k).
func spaced(o uint64, k uint, a, b uint64) func(s *Scene) {
	return func(s *Scene) {
		v := s.view
		v.OX, v.OY, v.Step = xorlayout.At(int64(o)), xorlayout.At(int64(o)), 1<<(xorlayout.FracBits+k)
		s.view = v
		s.setHover(cell{o + a<<k, o + b<<k, true})
	}
}

// familyCells checks every pixel of the table (cells under 12 pixels: no grid lines, no
// numbers) against the family under the pointer (xortable.Highlight.InFamily): the cell's
// colour, dimmed outside the family, away from the P-position's rings, in a picture w pixels
// wide; and that variant want drew it, fading or not.
func familyCells(w int, want variant) func(*testing.T, *Scene, []byte) {
	return func(t *testing.T, s *Scene, pix []byte) {
		for v, sh := range shaders {
			if sh != nil && sh == s.last && variant(v)&^fading != want {
				t.Errorf("drawn with variant %b, want %b (and fading or not)", v, want)
			}
		}
		if !s.hasLight || s.view.CellPx() >= 12 {
			t.Fatalf("no cell under the pointer, or cells of %.1f pixels", s.view.CellPx())
		}
		g := s.view.Geometry()
		shift, fade := s.colourShift(s.view)
		tr := s.light.Triple()
		ringed := func(px, py int) bool {
			for i := range 3 {
				for j := range 3 {
					fx, fy, size := s.view.CellRect(tr[i], tr[j])
					if i != j && float64(px) > fx-3 && float64(px) < fx+size+2 && float64(py) > fy-3 && float64(py) < fy+size+2 {
						return true
					}
				}
			}
			return false
		}
		in, out, bad := 0, 0, 0
		for py := g.Table.Y; py < g.Table.Y+g.Table.H; py++ {
			cy, _ := g.CellAt(g.Y, int32(py-g.Table.Y))
			for px := g.Table.X; px < g.Table.X+g.Table.W; px++ {
				if ringed(px, py) {
					continue
				}
				cx, _ := g.CellAt(g.X, int32(px-g.Table.X))
				x, y := cx.Uint64(), cy.Uint64()
				c := xortable.Distinct.Colour(x^y, shift, fade)
				if s.light.InFamily(x, y) {
					in++
				} else {
					out++
					c = mix(c, s.c.Paper, 0.62)
				}
				i := 4 * (py*w + px)
				if d := max(absDiff(pix[i], c.R), absDiff(pix[i+1], c.G), absDiff(pix[i+2], c.B)); d > 1 {
					if bad < 5 {
						t.Errorf("cell (%d, %d) at (%d, %d), in the family %v: %v, want %v", x, y, px, py, s.light.InFamily(x, y), pix[i:i+4], c)
					}
					bad++
				}
			}
		}
		t.Logf("%d pixels in the family of %v, %d out, %d wrong", in, tr, out, bad)
		if in < 10 || out < 1000 {
			t.Errorf("only %d pixels in the family and %d out", in, out)
		}
	}
}

// readDigits checks that the numbers written in the cells of a view w pixels wide are the
// cells' values (value(x, y)), in the ink that their colour asks for, by reading them back
// from the picture: each digit's place comes from the Go layout (xorlayout.CellText and the
// advance), and the digit there is whichever of 0–9, stroked here by web/raster at that
// place, the pixels match best. None of it goes through the shader's arithmetic, so a wrong
// digit, a number misplaced or a wrong ink fails. least is the fewest digits it must read;
// rings says the view's rings cross digits, whose strokes must be written over them.
// lookedUp is check, on a picture that the nim-product's Lookup variant drew: its values
// come from the records, whose window in the atlas covers the cells in view.
func lookedUp(check func(*testing.T, *Scene, []byte)) func(*testing.T, *Scene, []byte) {
	return func(t *testing.T, s *Scene, pix []byte) {
		drawn := variant(0)
		for v, sh := range shaders {
			if sh != nil && sh == s.last {
				drawn = variant(v)
			}
		}
		if drawn&lookup == 0 {
			t.Errorf("drawn with variant %b, not Lookup", drawn)
		}
		tab := s.view.Table()
		x0, y0, _ := s.view.Cell(tab.X, tab.Y)
		x1, y1, _ := s.view.Cell(tab.X+tab.W-1, tab.Y+tab.H-1)
		if !recs.ok || !xorlayout.RecordCovers(recs.x, x0, x1) || !xorlayout.RecordCovers(recs.y, y0, y1) {
			t.Errorf("cells (%d, %d) to (%d, %d) outside the records' window from (%d, %d)", x0, y0, x1, y1, recs.x, recs.y)
		}
		t.Logf("cells (%d, %d) to (%d, %d), records from (%d, %d)", x0, y0, x1, y1, recs.x, recs.y)
		check(t, s, pix)
	}
}

func readDigits(w int, value func(x, y uint64) uint64, least int, rings bool) func(*testing.T, *Scene, []byte) {
	return func(t *testing.T, s *Scene, pix []byte) {
		tab := s.view.Table()
		x0, y0, _ := s.view.Cell(tab.X, tab.Y)
		x1, y1, _ := s.view.Cell(tab.X+tab.W-1, tab.Y+tab.H-1)
		shift, fade := s.colourShift(s.view)
		px := s.view.CellPx()
		read, bad, crossing, lost := 0, 0, 0, 0
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				v := value(x, y)
				ds := xorlayout.Decimal(new([20]byte), v)
				h := xorlayout.CellText(px, len(ds), s.screen.TextMin)
				fx, fy, _ := s.view.CellRect(x, y)
				cx, cy, wd := fx+px/2, fy+px/2, width(len(ds), h)
				if h == 0 || cx-wd/2 < float64(tab.X) || cx+wd/2 > float64(tab.X+tab.W) || cy-h/2 < float64(tab.Y) || cy+h/2 > float64(tab.Y+tab.H) {
					continue // no number: it would not fit
				}
				bg := xortable.Distinct.Colour(v, shift, fade)
				// Under the pointer, cells outside its P-position and family are dimmed, and
				// the P-position's are ringed: wide white and narrow ink bands along the
				// edges (ringPosition), which the digits are written over.
				wide, narrow := 0.0, 0.0
				if s.hasLight {
					tr := s.light.Triple()
					in := func(a uint64) bool { return a == tr[0] || a == tr[1] || a == tr[2] }
					ringed := in(x) && in(y) && (x != y || tr[0] == tr[1] || tr[1] == tr[2] || tr[0] == tr[2])
					if !ringed && !s.light.InFamily(x, y) {
						bg = mix(bg, s.c.Paper, 0.62)
					}
					if ringed {
						narrow = min(max(0.1*px, 1.5), 3)
						if x == s.light.X && y == s.light.Y {
							narrow *= 1.6
						}
						wide = 1.8 * narrow
					}
				}
				inkc := inkOn(bg)
				for i, want := range ds {
					// The digit's box, and half the gap to its neighbours.
					bx := cx - wd/2 + float64(i)*xorlayout.Advance*h - 0.06*h
					by := cy - 0.62*h
					bw, bh := int(math.Ceil((glyph.Width+0.12)*h)), int(math.Ceil(1.24*h))
					ix, iy := int(math.Floor(bx)), int(math.Floor(by))
					// How far each pixel is from the cell's colour towards the ink: the
					// digit's coverage, as the picture shows it.
					got := make([]float64, bw*bh)
					ring := make([]bool, bw*bh) // over a ring's band
					for j := range bh {
						for k := range bw {
							q := 4 * ((iy+j)*w + ix + k)
							under := bg // what the digit is written over at this pixel
							e := min(float64(ix+k)+0.5-fx, float64(iy+j)+0.5-fy, fx+px-float64(ix+k)-0.5, fy+px-float64(iy+j)-0.5)
							switch {
							case e < narrow:
								under = s.c.TableInk
							case e < wide:
								under = color.RGBA{0xff, 0xff, 0xff, 0xff}
							}
							ring[j*bw+k] = under != bg
							num, den := 0.0, 0.0
							for c, b := range [3]uint8{under.R, under.G, under.B} {
								e := float64([3]uint8{inkc.R, inkc.G, inkc.B}[c]) - float64(b)
								num += (float64(pix[q+c]) - float64(b)) * e
								den += e * e
							}
							got[j*bw+k] = -1 // ink on ink: nothing to read
							if den > 64*64 {
								got[j*bw+k] = math.Max(0, math.Min(1, num/den))
							}
						}
					}
					best, bestErr, second := -1, math.Inf(1), math.Inf(1)
					for d := range 10 {
						cv := raster.NewCanvas(bw, bh)
						cv.Lines(raster.Digit(d, cx-wd/2+float64(i)*xorlayout.Advance*h-float64(ix), cy-h/2-float64(iy), h),
							lineWidth(16)*h/16, color.RGBA{0xff, 0xff, 0xff, 0xff})
						e := 0.0
						for p := range got {
							if got[p] >= 0 {
								e += math.Abs(got[p] - float64(cv.Pix[4*p+3])/255)
							}
							// The digit's strokes where they cross a ring: written over it.
							if d == int(want-'0') && ring[p] && got[p] >= 0 && cv.Pix[4*p+3] > 191 {
								crossing++
								if got[p] < 0.5 {
									lost++
								}
							}
						}
						if e < bestErr {
							best, bestErr, second = d, e, bestErr
						} else if e < second {
							second = e
						}
					}
					read++
					// The best match is the digit, and clearly: its pixels are off by less
					// than a fifth of its box on average, and the runner-up's by more.
					if best != int(want-'0') || bestErr > 0.2*float64(bw*bh) || second < 1.3*bestErr {
						if bad < 5 {
							t.Errorf("cell (%d, %d), value %d: digit %d read as %d (mismatch %.1f of %d pixels, next %.1f)",
								x, y, v, i, best, bestErr, bw*bh, second)
						}
						bad++
					}
				}
			}
		}
		t.Logf("%d digits read; %d pixels of strokes over rings, %d of them lost", read, crossing, lost)
		if read < least {
			t.Errorf("read only %d digits, want at least %d", read, least)
		}
		if rings && crossing < 20 {
			t.Errorf("only %d pixels of digits' strokes cross the rings: the view does not test them", crossing)
		}
		if lost > crossing/10 {
			t.Errorf("%d of the %d pixels of digits' strokes over the rings are not written over them", lost, crossing)
		}
	}
}

// TestWarmUp checks the warm-up list: each variant is one a table can draw, each table's
// list holds only its operation's variants, and a variant the list warms for a table is one
// Draw can pick for it (wide needs an index of 2^16 − 1, long one of 2^24 − 1, vast a family
// whose least heap is 2^24 or more, and so a heap of 2^25 or more).
func TestWarmUp(t *testing.T) {
	for _, v := range warmUp {
		if !v.valid() {
			t.Errorf("warmUp has variant %d, which is not valid", v)
		}
	}
	for _, c := range []struct {
		pos              xortable.Position
		mul, wider, vast bool // product variants, wide or long ones, and vast ones are warmed
	}{
		{xortable.Position{Q: 64, Op: xortable.Add}, false, false, false},
		{xortable.Position{Q: 1 << 23, Op: xortable.Add}, false, false, false},
		{xortable.Position{Q: 1 << 24, Op: xortable.Add}, false, true, false},
		{xortable.Position{Q: 1 << 25, Op: xortable.Add}, false, true, false},
		{xortable.Position{Q: 1<<25 + 1, Op: xortable.Add}, false, true, true},
		{xortable.Position{Q: 16, Op: xortable.Mul}, true, false, false},
		{xortable.Position{Q: 1 << 15, Op: xortable.Mul}, true, false, false},
		{xortable.Position{Q: 1 << 16, Op: xortable.Mul}, true, true, false},
	} {
		n, vasts := 0, 0
		for _, v := range warmUp {
			if !warmUpFor(v, c.pos) {
				continue
			}
			n++
			if (v&multiply != 0) != c.mul {
				t.Errorf("%v: warms variant %d", c.pos, v)
			}
			if !c.wider && v&(wide|long) != 0 || !c.vast && v&vast != 0 {
				t.Errorf("%v: warms variant %d, which it never draws", c.pos, v)
			}
			if v&vast != 0 {
				vasts++
			}
		}
		if c.vast && vasts == 0 {
			t.Errorf("%v: warms no vast variant", c.pos)
		}
		if n == 0 {
			t.Errorf("%v: warms nothing", c.pos)
		}
	}
}

// TestNoteCalm: the Updates in a row in which nothing moves are counted, and a pressed
// button, a new view or a new cell under the pointer starts the count again (the warm-up
// waits for calmFrames of them). It stops short of calmFrames, where warm would run.
func TestNoteCalm(t *testing.T) {
	var s Scene
	for range calmFrames - 2 {
		s.noteCalm(input.Pointer{})
	}
	if s.calm != calmFrames-2 {
		t.Fatalf("after %d still Updates the count is %d", calmFrames-2, s.calm)
	}
	for _, c := range []struct {
		name string
		move func(*Scene) input.Pointer
	}{
		{"a button down", func(*Scene) input.Pointer { return input.Pointer{Down: true} }},
		{"a pan", func(s *Scene) input.Pointer { s.view.OX = s.view.OX.Add(1); return input.Pointer{} }},
		{"another cell", func(s *Scene) input.Pointer { s.hover = cell{s.hover.x + 1, 0, true}; return input.Pointer{} }},
	} {
		s.calm = 5
		s.noteCalm(c.move(&s))
		if s.calm != 0 {
			t.Errorf("%s left the count at %d", c.name, s.calm)
		}
		s.noteCalm(input.Pointer{})
		if s.calm != 1 {
			t.Errorf("a still Update after %s: count %d, want 1", c.name, s.calm)
		}
	}
}

//go:build kagecheck

// Run on a host with an X display (xvfb-run -a go test -tags kagecheck ./web/xorscene): the
// shader compiles and draws the cells in the Go palette's colours; pictures go to /tmp.
package xorscene

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/session"
)

type job struct {
	name  string
	text  string
	w, h  int
	wait  int // Updates before the picture, beyond the first three
	setup func(s *Scene)
	draw  func(s *Scene) // just before drawing
	check func(t *testing.T, s *Scene, pix []byte)
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
	f, _ := os.Create("/tmp/xor-" + j.name + ".png")
	png.Encode(f, &image.RGBA{Pix: pix, Stride: j.w * 4, Rect: image.Rect(0, 0, j.w, j.h)})
	f.Close()
	if j.check != nil {
		j.check(g.t, g.s, pix)
	}
	g.s = nil
	g.i++
}

func (g *harness) Layout(int, int) (int, int) { return 64, 64 }

func absDiff(a, b uint8) uint8 { return max(a, b) - min(a, b) }

func TestCompile(t *testing.T) {
	for v := range variant(variants) {
		if _, err := ebiten.NewShader(v.source()); err != nil {
			t.Errorf("variant %d: %v", v, err)
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
		{name: "bench", text: "game=xor&q=1024&at=512,512&span=64", w: 512, h: 512, draw: func(s *Scene) { s.setHover(cell{500, 510, true}) }},
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
		{name: "mulbig", text: "game=xor&q=4294967296&op=mul&at=4294967000,3000000000&span=6", w: 600, h: 500},
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

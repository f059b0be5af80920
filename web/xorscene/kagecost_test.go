//go:build kagecheck

package xorscene

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/input"
)

// costGame draws each view many times into an offscreen image and reads it back: the CPU time a
// frame takes in a software renderer, Mesa's llvmpipe under Xvfb, a proxy for the browser's
// SwiftShader. It reports and judges nothing (timings belong in benchmarks); it runs alone
// (Ebiten runs one game a process), with KAGECOST=1, and LP_NUM_THREADS=1 beside the same
// test of another version to compare shaders (KAGECOST="fragment;fragment" times those views):
//
//	KAGECOST=1 LP_NUM_THREADS=1 xvfb-run -a go test -tags kagecheck -run TestCost -v ./web/xorscene
type costGame struct {
	t     *testing.T
	texts []string
	i     int
	ticks int
	s     *Scene
	hover cell
}

func (g *costGame) Update() error {
	if g.i >= len(g.texts) {
		return ebiten.Termination
	}
	if g.s == nil {
		// "text|x,y" is the view with the pointer on cell (x, y).
		text, at, _ := strings.Cut(g.texts[g.i], "|")
		g.s = newScene(g.t, job{text: text, w: 512, h: 512})
		g.ticks = 0
		if at != "" {
			var c cell
			fmt.Sscanf(at, "%d,%d", &c.x, &c.y)
			c.ok = true
			g.hover = c
		}
	}
	g.s.Update(input.Pointer{})
	if g.hover.ok {
		g.s.setHover(g.hover)
	}
	g.ticks++
	return nil
}

func (g *costGame) Draw(screen *ebiten.Image) {
	if g.s == nil || g.ticks < 40 { // the digit strips and warmed variants are ready
		return
	}
	img := ebiten.NewImage(512, 512)
	pix := make([]byte, 4*512*512)
	g.s.Draw(img)
	img.ReadPixels(pix)
	// The best of 12 rounds of 40 frames, each panned by a pixel: the whole frame, then the
	// table's quad alone.
	timed := func(draw func()) time.Duration {
		best := time.Hour
		for range 12 {
			t0 := cpuTime()
			for range 40 {
				g.s.view = g.s.view.Pan(1, 1)
				draw()
			}
			img.ReadPixels(pix)
			best = min(best, (cpuTime()-t0)/40)
		}
		return best
	}
	frame := timed(func() { g.s.Draw(img) })
	table := timed(func() {
		shift, fade := g.s.view.ColourShift(0)
		g.s.drawCells(img, 0, g.s.view, shift, fade, 1)
	})
	g.t.Logf("%s: %v a frame, the table's quad alone %v", g.texts[g.i], frame, table)
	g.s = nil
	g.hover = cell{}
	g.i++
}

// cpuTime is the CPU time the process has used, all its threads (the renderer's too): on a
// shared machine it varies less than the time on the clock.
func cpuTime() time.Duration {
	var u syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func (g *costGame) Layout(int, int) (int, int) { return 64, 64 }

func TestCost(t *testing.T) {
	if os.Getenv("KAGECOST") == "" {
		t.Skip("KAGECOST=1 runs it, alone")
	}
	g := &costGame{t: t, texts: []string{
		"game=xor&q=1024&at=512,512&span=64", // the bench's view: labels, no numbers
		"game=xor&q=1024&at=512,512&span=16", // a number in every cell
		"game=xor&q=1024&at=512,512&span=8",  // the bench's view with numbers
		"game=xor&q=1024&op=mul&at=512,512&span=8",
		"game=xor&q=64",
	}}
	if v := os.Getenv("KAGECOST"); v != "1" {
		g.texts = strings.Split(v, ";") // views of one's own, as fragments: "game=xor&q=64;…"
	}
	if err := ebiten.RunGame(g); err != nil {
		t.Fatal(err)
	}
}

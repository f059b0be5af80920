//go:build kagecheck

// Run on a host with an X display, as the scenes' graphics tests are (xvfb-run -a go test
// -tags kagecheck ./web): Ebiten's images need a graphics context.
package web

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/session"
)

// hostLog records in which of the harness's frames the page heard what.
type hostLog struct {
	frame                *int
	ready, state, report []int
	errors               []string
}

func (h *hostLog) State([]byte) { h.state = append(h.state, *h.frame) }
func (h *hostLog) Ready()       { h.ready = append(h.ready, *h.frame) }
func (h *hostLog) Error(source, message string) {
	h.errors = append(h.errors, source+": "+message)
}
func (h *hostLog) Scene(detail []byte) {
	if string(detail) != "null" {
		h.report = append(h.report, *h.frame)
	}
}
func (h *hostLog) Picture(Picture) {}

// settleGame runs the app as Ebiten does in a browser: in each frame some Updates, then
// one Draw. Frame 1 runs three Updates, as Ebiten does to catch up after a long first frame.
type settleGame struct {
	app    *App
	frame  int
	frames int
}

func (g *settleGame) Update() error {
	if g.frame >= g.frames {
		return ebiten.Termination
	}
	n := 1
	if g.frame == 1 {
		n = 3
	}
	for range n {
		if err := g.app.Update(); err != nil {
			return err
		}
	}
	return nil
}

func (g *settleGame) Draw(screen *ebiten.Image) {
	g.app.Draw(screen)
	g.frame++
}

func (g *settleGame) Layout(w, h int) (int, int) { return g.app.Layout(320, 240) }

// TestReadyComesAlone: the frame after the first picture tells the page ready and nothing
// else, whatever Updates it runs, since the page hears the frame's events only at its end,
// and the picture is painted after them; the view model and the scene's report come in the
// frame after.
func TestReadyComesAlone(t *testing.T) {
	sess := session.New(nim.Position{Heaps: []uint64{3, 4, 5}})
	if err := sess.Set(session.SumPreset); err != nil {
		t.Fatal(err)
	}
	g := &settleGame{frames: 6}
	h := &hostLog{frame: &g.frame}
	g.app = New(sess, h)
	if err := ebiten.RunGame(g); err != nil {
		t.Fatal(err)
	}
	if len(h.errors) > 0 {
		t.Fatalf("the app reported errors: %q", h.errors)
	}
	if len(h.ready) != 1 || h.ready[0] != 1 {
		t.Errorf("ready went out in frames %v, want [1]: once, in the frame after the first picture", h.ready)
	}
	if len(h.state) == 0 || h.state[0] != 2 {
		t.Errorf("the view model went out in frames %v, want first in frame 2", h.state)
	}
	if len(h.report) == 0 || h.report[0] != 2 {
		t.Errorf("the sum scene's report went out in frames %v, want first in frame 2", h.report)
	}
}

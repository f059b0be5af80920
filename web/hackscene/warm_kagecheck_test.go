//go:build kagecheck

// Run on a host with an X display, as xorscene's graphics tests are (xvfb-run -a go test
// -tags kagecheck ./web/hackscene): Ebiten's images need a graphics context.
package hackscene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/session"
)

// warmGame runs a scene's Updates with the pointer given by at for each tick, drawing
// when the scene asks, and records what the warm-up did.
type warmGame struct {
	s       *Scene
	at      func(tick int) input.Pointer
	ticks   int
	most    int
	started int // the tick the warm-up's scene appeared, -1 while it has not
	ended   int // the tick the warm-up was done, -1 while it is not
	drawn   int // the real scene's draws after its first
}

func (g *warmGame) Update() error {
	if g.ticks >= g.most {
		return ebiten.Termination
	}
	g.s.Update(g.at(g.ticks))
	if g.started < 0 && warm.scene != nil {
		g.started = g.ticks
	}
	if g.ended < 0 && warm.done {
		g.ended = g.ticks
	}
	g.ticks++
	return nil
}

func (g *warmGame) Draw(screen *ebiten.Image) {
	if g.s.NeedsDraw() {
		if g.s.painted {
			g.drawn++
		}
		g.s.Draw(screen)
	}
}

func (g *warmGame) Layout(int, int) (int, int) { return 320, 240 }

// TestWarmUp checks that a moving pointer holds the warm-up off, and that once the scene
// is still it plays the warm-up's explanation to its end after calmTicks Updates, offscreen:
// the scene itself draws nothing more and stays in play. Then it prepares its own
// explanation, which Play uses. (One game a process: Ebiten runs one.)
func TestWarmUp(t *testing.T) {
	pos, err := hackenbush.FromQuery(notation.Query{{Key: "edges", Value: "0-1,1-2,2-0,1-3"}})
	if err != nil {
		t.Fatal(err)
	}
	s := New(session.Frame{Pos: pos, CanMove: true})
	s.Resize(320, 240, 1)
	const moving = calmTicks + 60
	g := &warmGame{s: s, most: moving + 200, started: -1, ended: -1}
	g.at = func(tick int) input.Pointer {
		if tick < moving {
			return input.Pointer{X: float64(tick % 7), Y: 10, Hover: true}
		}
		return input.Pointer{X: 10, Y: 10, Hover: true}
	}
	if err := ebiten.RunGame(g); err != nil {
		t.Fatal(err)
	}
	if g.started != moving+calmTicks {
		t.Errorf("the warm-up started at tick %d, want %d: after the pointer stopped, and calmTicks still Updates", g.started, moving+calmTicks)
	}
	if g.ended < 0 {
		t.Fatalf("the warm-up did not end within %d ticks", g.most)
	}
	if warm.ticks >= warmMost {
		// warmStep ends it at the explanation's end, or here.
		t.Errorf("the warm-up ran %d of its ticks, its limit: its explanation never ended", warm.ticks)
	}
	if warm.scene != nil || warm.img != nil {
		t.Errorf("the warm-up kept its scene or image after it ended")
	}
	if g.drawn != 0 || s.mode != playing {
		t.Errorf("the scene drew %d frames more and is in mode %d: the warm-up touched it", g.drawn, s.mode)
	}
	t.Logf("the warm-up ran from tick %d to %d, %d of its own ticks", g.started, g.ended, warm.ticks)

	// Still after the warm-up, the scene prepared its own explanation, which Play then uses.
	if s.replay == nil || s.replayOf != s.drawings || !s.replay.Done(0) {
		t.Fatalf("after the warm-up the scene has not prepared its explanation (replay %v)", s.replay != nil)
	}
	pts, strokes, dots, labels := s.replay.Size()
	if s.pic.Reserve(pts, strokes, dots, labels) {
		t.Errorf("the picture's buffers were not made room for before Play")
	}
	r := s.replay
	if err := s.explain("play"); err != nil {
		t.Fatal(err)
	}
	if s.replay != r || !s.pics.waited {
		t.Errorf("Play made the replay again (or waits a frame for it) though it was prepared")
	}
}

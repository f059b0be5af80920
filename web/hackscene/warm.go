package hackscene

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/hackanim"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/session"
)

// The first explanation a page plays runs its code for the first time, and the browser
// compiles each wasm function on its first call: a probe that played 300 edges' explanation
// found its slow frames (the p99 of painted frames) at 1.6-2.7 ms on a fresh page, and at
// 0.8-1.3 ms after another drawing's explanation had played (BENCHMARKS.md, "The first
// explanation (session 18)"). So once the scene has been still for a moment, it plays a
// small explanation offscreen through the same code, a few ticks an Update, once a page:
// that of hackanim.Sample, whose steps are of every kind, each picture painted in parts and
// its numbers written, and the panel's words for each step.

const (
	calmTicks   = 30   // Updates in a row without input or motion before the warm-up starts
	warmPerTick = 12   // the warm-up's ticks an Update: its drawing is small
	warmMost    = 1200 // ticks: the warm-up stops there whatever happens
	// The offscreen screen's size, in pixels: small, as only its code is to be warmed. At
	// 240 × 180 the GPU took 25-45 ms to draw some of the Updates' parts with software WebGL
	// (flushWarmUp); at 48 × 36 none took more than 11.
	warmW = 48
	warmH = 36
	// prepareMost is the most edges prepare works for: NewReplay of 2000 took 0.6-1.7 ms
	// in wasm under node (BENCHMARKS.md, "Hackenbush p99 (session 15)").
	prepareMost = 5000
)

// warm is the page's warm-up: done once it has run (or cannot), and the scene playing it
// meanwhile. Package state, as what it warms (the compiled code) is the page's.
var warm struct {
	done  bool
	scene *Scene
	img   *ebiten.Image
	pixel *ebiten.Image // a pixel of img, read back after each Update (flushWarmUp)
	ticks int
}

// noteCalm counts the Updates in a row in which nothing moved: no animation, no
// explanation or editing, no button and the pointer where it was. Past calmTicks of them
// each Update does a part of the work an explanation would start with, so that pressing
// Play costs no more than a later play: first the page's warm-up, then the drawing's own
// (prepare).
func (s *Scene) noteCalm(p input.Pointer) {
	if s.warming {
		return
	}
	at := [2]float64{p.X, p.Y}
	if s.mode != playing || s.tw.Running() || p.Down || p.Pressed || p.Released || at != s.calmAt {
		s.calm, s.calmAt = 0, at
		return
	}
	if s.calm++; s.calm < calmTicks {
		return
	}
	if !warm.done {
		warmStep()
		return
	}
	s.prepare()
}

// prepare does the next part of the work the drawing's explanation starts with, one part
// an Update: the reduction (NewReplay, a frame's work for thousands of edges, which the
// play command would otherwise do), the first step's keyframes (Ready, within its budget)
// and the picture's and mesh's buffers (reserve, a buffer a call). A chop or a new drawing
// makes it start again; an explanation then finds it done. A drawing of more than
// prepareMost edges is left to Play: its reduction would stall a still page for several
// frames, unasked.
func (s *Scene) prepare() {
	switch {
	case s.pos.NumEdges() == 0 || s.pos.NumEdges() > prepareMost:
	case s.makeReplay():
		s.pics.waited = true // frames will be drawn before it plays
	case !s.replay.Ready(0):
	default:
		s.reserve()
	}
}

// warmStep plays warmPerTick ticks of the warm-up's explanation, drawing each picture
// offscreen, and ends the warm-up once the explanation is over.
func warmStep() {
	if warm.scene == nil {
		s, err := newWarmScene()
		if err != nil {
			warm.done = true
			return
		}
		warm.scene, warm.img = s, ebiten.NewImage(warmW, warmH)
		warm.pixel = warm.img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	}
	s := warm.scene
	over := false
	for range warmPerTick {
		s.Update(input.Pointer{})
		s.Report() // the panel's words for each step, as the app asks
		if s.NeedsDraw() {
			s.Draw(warm.img)
		}
		warm.ticks++
		if over = (s.tl.Done() && !s.dirty) || warm.ticks >= warmMost; over {
			break
		}
	}
	flushWarmUp()
	if over {
		endWarmUp()
	}
}

// flushWarmUp has the GPU draw what the warm-up has drawn so far, by reading a pixel of
// its image back. Ebiten sends draw commands to the GPU only in a frame it shows, and a
// still page shows none: the warm-up's 170 draw calls waited for the first frame after
// it, the user's next move, which took 100-117 ms instead of 17 with software WebGL
// (BENCHMARKS.md, session 48). Read back after each Update, they are drawn while the page
// is still.
func flushWarmUp() {
	var px [4]byte
	warm.pixel.ReadPixels(px[:])
}

// newWarmScene is a scene of hackanim.Sample playing its explanation at the fastest
// speed, every picture painted in parts (whole 0).
func newWarmScene() (*Scene, error) {
	pos, err := hackenbush.FromQuery(notation.Query{{Key: "edges", Value: hackanim.Sample}})
	if err != nil {
		return nil, err
	}
	s := New(session.Frame{Pos: pos, CanMove: true})
	s.warming, s.whole = true, 0
	s.speed = hackanim.MaxSpeed
	s.Resize(warmW, warmH, 1)
	if err := s.explain("play"); err != nil {
		return nil, err
	}
	return s, nil
}

// endWarmUp lets the warm-up's images go.
func endWarmUp() {
	if s := warm.scene; s != nil {
		s.layer = paint.Dispose(s.layer)
		s.pics.dispose()
		s.painter.sprites = paint.Dispose(s.painter.sprites)
	}
	warm.img, warm.pixel = paint.Dispose(warm.img), nil
	warm.scene, warm.done = nil, true
}

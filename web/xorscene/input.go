package xorscene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// pinch follows two fingers from the moment the second one comes down.
type pinch struct {
	on       bool
	start    xorlayout.View
	m0x, m0y int
	d0       float64
}

// pinchUpdate zooms and pans with two fingers (the pointer's Second); it reports whether a
// pinch is in progress, in which case the single pointer is ignored. The fingers come from
// the page's pointer events, as the single pointer does: the pinch starts where they were
// when the second came down, even when both moved on before the tick.
func (s *Scene) pinchUpdate(p input.Pointer) bool {
	if !p.Second {
		if s.pinch.on {
			s.pinch.on = false
			s.press = cellNone
			s.dragging, s.pinched = false, true
			s.commit()
		}
		return false
	}
	mx, my := int((p.X+p.X2)/2), int((p.Y+p.Y2)/2)
	d := math.Hypot(p.X-p.X2, p.Y-p.Y2)
	if !s.pinch.on {
		s.pinch = pinch{on: true, start: s.view, m0x: mx, m0y: my, d0: math.Max(d, 1)}
		s.glide.On = false
		s.setHover(cellNone)
		return true
	}
	v := s.pinch.start.Pinch(s.pinch.m0x, s.pinch.m0y, mx, my, d/s.pinch.d0)
	if v != s.view {
		s.view = v
		s.dirty = true
	}
	return true
}

var cellNone = cell{}

// wheel zooms with the vertical wheel (and with ctrl+wheel, which is how browsers report a
// touchpad's pinch), about the pointer; a horizontal wheel pans.
func (s *Scene) wheel() {
	dx, dy := ebiten.Wheel()
	if dy != 0 {
		x, y := ebiten.CursorPosition()
		if !s.screen.Area.Contains(x, y) {
			x, y = s.centre()
		}
		// A mouse notch is about 100 pixels: ×1.41; a touchpad's small steps zoom smoothly.
		s.zoomBy(math.Exp2(math.Max(-2, math.Min(2, dy/200))), x, y)
	}
	if dx != 0 {
		s.view = s.view.Pan(int(math.Round(dx)), 0)
		s.dirty = true
		s.commit()
	}
}

// keys: the arrows pan, + and − zoom, 0 shows the whole table. They reach the scene when the
// canvas has the focus; the panel's buttons send the same as commands.
func (s *Scene) keys() {
	step := max(s.screen.Area.W, s.screen.Area.H) / 10
	dx, dy := 0, 0
	// The arrows held, one bit each: one released since the last Update ends a pan (as
	// inpututil.IsKeyJustReleased would say, without asking Ebiten four more times a frame).
	var held uint8
	for i, k := range [...]ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown} {
		if ebiten.IsKeyPressed(k) {
			held |= 1 << i
		}
	}
	if held&1 != 0 {
		dx += step / 4
	}
	if held&2 != 0 {
		dx -= step / 4
	}
	if held&4 != 0 {
		dy += step / 4
	}
	if held&8 != 0 {
		dy -= step / 4
	}
	if dx != 0 || dy != 0 {
		s.view = s.view.Pan(dx, dy)
		s.dirty = true
	}
	if s.arrows&^held != 0 {
		s.commit()
	}
	s.arrows = held
	cx, cy := s.centre()
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyEqual), inpututil.IsKeyJustPressed(ebiten.KeyNumpadAdd):
		s.zoomBy(xorlayout.ZoomFactor, cx, cy)
	case inpututil.IsKeyJustPressed(ebiten.KeyMinus), inpututil.IsKeyJustPressed(ebiten.KeyNumpadSubtract):
		s.zoomBy(1/xorlayout.ZoomFactor, cx, cy)
	case inpututil.IsKeyJustPressed(ebiten.Key0), inpututil.IsKeyJustPressed(ebiten.KeyNumpad0):
		s.glide.To(s.view.MaxStep, cx, cy)
		s.dirty = true
	}
}

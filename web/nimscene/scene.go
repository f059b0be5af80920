// Package nimscene draws Nim: heaps of stones on a base line, the stones a press would take,
// the winning moves when the hint is on, and the take as a short animation. It reads the
// session's frames and turns presses into moves; the session decides whether a move stands.
package nimscene

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/nimlayout"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
)

// takeTicks is how long a take (or its undo) animates: long enough to see which stones
// went, short enough not to slow play.
const takeTicks = 20

type target struct {
	heap int
	to   uint64
	ok   bool
}

// Scene is the Nim view. Its per-frame work reuses its buffers and images: drawing and
// updating allocate nothing once the position stops changing.
type Scene struct {
	w, h, scale float64
	lay         nimlayout.Layout
	stickyMax   uint64 // the layout keeps its stone size while a game is played down
	epoch       uint64

	frame   session.Frame
	pos     nim.Position
	winning []nim.Move // when the hint is on
	shown   []uint64   // the heaps as drawn when no animation runs
	from    []uint64   // the heaps when the running animation began
	tw      anim.Tween

	hover, press target
	dirty        bool
	cursor       ebiten.CursorShapeType

	sprites sprites
	pen     paint.Painter
	c       *palette.Colours // of the frame's theme
}

// New returns a scene showing f, whose position is a nim.Position.
func New(f session.Frame) *Scene {
	s := &Scene{dirty: true}
	s.SetFrame(f)
	s.tw = anim.Tween{} // nothing to animate at start
	return s
}

// Resize fits the scene to a screen of w×h device pixels at the given device scale.
func (s *Scene) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.relayout()
}

// SetFrame gives the scene the session's latest state. A heap that shrank animates its
// stones away; one that grew (an undo) brings them back.
// The frame's position must be a nim.Position: the app gives each game its own scene.
func (s *Scene) SetFrame(f session.Frame) {
	prev := s.pos
	s.frame = f
	s.c = palette.For(f.Display.Theme)
	if f.Display.Projector != s.sprites.projector {
		s.sprites.projector = f.Display.Projector
		defer s.relayout()
	}
	s.pos = f.Pos.(nim.Position)
	s.winning = nil
	if f.Hint {
		s.winning = s.pos.WinningMoves()
	}
	s.dirty = true
	heaps := s.pos.Heaps
	if len(heaps) != len(s.shown) || f.Epoch != s.epoch {
		// A new position, not a move: no animation, and the layout fits it afresh.
		s.epoch = f.Epoch
		s.shown = slices.Clone(heaps)
		s.from = slices.Clone(heaps)
		s.stickyMax = 0
		s.tw = anim.Tween{}
		s.relayout()
		return
	}
	if !slices.Equal(prev.Heaps, heaps) {
		s.from = append(s.from[:0], s.shown...)
		s.shown = append(s.shown[:0], heaps...)
		s.tw = anim.Start(takeTicks)
		s.relayout()
	}
	s.hover, s.press = target{}, target{}
}

// bold is how much heavier lines are drawn: 1.5 for a projector (projector=1), else 1.
func (s *Scene) bold() float64 {
	if s.frame.Display.Projector {
		return 1.5
	}
	return 1
}

func (s *Scene) relayout() {
	if s.w == 0 || s.h == 0 {
		return
	}
	for _, h := range s.from {
		s.stickyMax = max(s.stickyMax, h)
	}
	for _, h := range s.shown {
		s.stickyMax = max(s.stickyMax, h)
	}
	// The layout is made for the sticky maximum, so stones keep their size as heaps shrink.
	s.lay = nimlayout.New(s.w, s.h, s.scale, len(s.shown), s.stickyMax)
	s.sprites.fit(&s.pen, s.lay, s.bold())
	s.dirty = true
}

// Busy reports whether an animation is running; the computer waits for it.
func (s *Scene) Busy() bool { return s.tw.Running() }

// Elapse runs the move's animation on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) {
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
}

// Update advances the animation and reads the pointer. It returns the position the user's
// move leads to: press a stone, slide along the heap if you like, release, and that stone
// and all above it are taken.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	var over target
	if s.frame.CanMove && !s.tw.Running() {
		over.heap, over.to, over.ok = s.lay.Hit(p.X, p.Y, s.shown)
	}
	// A press and its release can arrive in one tick (a touchpad's tap-to-click): handle the
	// press first, then the release, never one instead of the other.
	if p.Pressed {
		s.press = over
	} else if p.Down && s.press.ok && over.ok && over.heap == s.press.heap {
		s.press = over // sliding along the pressed heap chooses another stone
	}
	var next game.Position
	made := false
	if p.Released {
		if s.press.ok && over.ok && over.heap == s.press.heap {
			if n, err := s.pos.Apply(nim.Move{Heap: over.heap, To: over.to}); err == nil {
				next, made = n, true
			}
		}
		s.press = target{}
	}
	show := target{}
	switch {
	case s.press.ok:
		show = s.press
	case p.Hover && !p.Down && !made:
		show = over
	}
	if show != s.hover {
		s.hover = show
		s.dirty = true
	}
	cursor := ebiten.CursorShapeDefault
	if show.ok {
		cursor = ebiten.CursorShapePointer
	}
	if cursor != s.cursor {
		s.cursor = cursor
		ebiten.SetCursorShape(cursor)
	}
	return next, made
}

// NeedsDraw reports whether the picture has changed since the last Draw. An idle scene
// is not redrawn: the screen keeps its last picture.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Draw paints the whole scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.dirty = false
	defer s.pen.Flush() // the frame's sprites are one batch (sprites.fit)
	s.pen.Clear(screen, s.c.Background)
	if s.w == 0 || s.h == 0 {
		return
	}
	l := s.lay
	if s.hover.ok && s.hover.heap < len(s.shown) {
		// A soft band behind the heap the pointer is on, as tall as the heap.
		c := l.Column(s.hover.heap)
		top := l.LevelY(s.shown[s.hover.heap], s.shown[s.hover.heap]) - l.Stone*0.25
		s.rect(screen, c.X+c.W*0.1, top, c.W*0.8, l.Base-top, s.c.Column)
	}
	s.rect(screen, l.Left, l.Base+math.Max(1, s.scale), l.ColumnW*float64(l.Heaps), math.Max(2, 2*s.scale)*s.bold(), s.c.BaseLine)
	p := anim.EaseOut(s.tw.Progress())
	for i, now := range s.shown {
		was := now
		if s.tw.Running() && i < len(s.from) {
			was = s.from[i]
		}
		if l.Bars {
			s.drawBar(screen, i, was, now, p)
		} else {
			s.drawStones(screen, i, was, now, p)
		}
	}
	for i, now := range s.shown {
		s.drawLabel(screen, i, now)
	}
	if len(s.winning) > 0 && !s.tw.Running() {
		for _, m := range s.winning {
			s.drawHint(screen, m)
		}
	}
}

// drawStones draws heap i going from was to now stones, p of the way (1 when at rest).
func (s *Scene) drawStones(screen *ebiten.Image, i int, was, now uint64, p float64) {
	l := s.lay
	top := max(was, now)
	for j := range top {
		x, y := l.StoneCenter(i, j)
		clr := s.c.Stone
		alpha := float32(1)
		switch {
		case j >= now: // taken: rises and fades
			y -= l.Stone * 1.2 * p
			alpha = float32(1 - p)
			clr = s.c.Take
		case j >= was: // returned by an undo: drops into place
			y -= l.Stone * 0.8 * (1 - p)
			alpha = float32(p)
		case s.hover.ok && s.hover.heap == i && j >= s.hover.to:
			clr = s.c.Take
		}
		s.sprite(screen, s.sprites.stone, x, y, clr, alpha)
	}
}

// drawBar draws heap i as a bar when its stones would be too small to see.
func (s *Scene) drawBar(screen *ebiten.Image, i int, was, now uint64, p float64) {
	l := s.lay
	bw := l.BarWidth()
	x := l.CenterX(i) - bw/2
	hNow := l.BarHeight(now)
	hWas := l.BarHeight(was)
	if hWas > hNow { // the taken part rises and fades
		rise := (hWas - hNow) * 0.3 * p
		s.rect(screen, x, l.Base-hWas-rise, bw, hWas-hNow, palette.Fade(s.c.Take, 1-p))
	}
	h := hNow
	if hWas < hNow {
		h = anim.Lerp(hWas, hNow, p)
	}
	s.rect(screen, x, l.Base-h, bw, h, s.c.Stone)
	if s.hover.ok && s.hover.heap == i {
		y := l.LevelY(now, s.hover.to)
		s.rect(screen, x, l.Base-hNow, bw, y-(l.Base-hNow), s.c.Take)
	}
}

// drawHint rings the stones a winning move takes (or outlines that part of a bar).
func (s *Scene) drawHint(screen *ebiten.Image, m nim.Move) {
	l := s.lay
	if m.Heap >= len(s.shown) {
		return
	}
	h := s.shown[m.Heap]
	if l.Bars {
		bw := l.BarWidth()
		x := l.CenterX(m.Heap) - bw/2
		top, bottom := l.LevelY(h, h), l.LevelY(h, m.To)
		t := math.Max(2, 3*s.scale) * s.bold()
		s.rect(screen, x-t, top-t, bw+2*t, t, s.c.Hint)
		s.rect(screen, x-t, bottom, bw+2*t, t, s.c.Hint)
		s.rect(screen, x-t, top, t, bottom-top, s.c.Hint)
		s.rect(screen, x+bw, top, t, bottom-top, s.c.Hint)
		return
	}
	for j := m.To; j < h; j++ {
		x, y := l.StoneCenter(m.Heap, j)
		s.sprite(screen, s.sprites.ring, x, y, s.c.Hint, 1)
	}
}

// drawLabel writes heap i's size under it, shrunk to fit its column.
func (s *Scene) drawLabel(screen *ebiten.Image, i int, n uint64) {
	d := &s.sprites.digits
	if d.H() == 0 {
		return
	}
	r := s.lay.Label(i)
	scale := 1.0
	width := d.NumberWidth(n, 1)
	if width > r.W*0.92 {
		scale = r.W * 0.92 / width
	}
	if scale < 0.35 {
		return // unreadable: the panel lists every size
	}
	x := r.X + (r.W-width*scale)/2
	y := r.Y + (r.H-d.H()*scale)/2
	s.pen.Number(screen, d, n, x, y, scale, s.c.Ink, 1)
}

func (s *Scene) sprite(screen, img *ebiten.Image, cx, cy float64, clr color.RGBA, alpha float32) {
	s.pen.Sprite(screen, img, cx, cy, clr, float64(alpha))
}

func (s *Scene) rect(screen *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	s.pen.Rect(screen, x, y, w, h, clr)
}

// sprites are drawn once for the current stone size and label height, on one sheet, so
// that a frame's draws are one batch (paint.Painter.UseSheet).
type sprites struct {
	key       spriteKey // what the sheet was drawn for
	projector bool      // the display they were made for
	sheet     *paint.Sheet
	stone     *ebiten.Image
	ring      *ebiten.Image
	digits    paint.Digits
}

// spriteKey is what the sprites are drawn for.
type spriteKey struct{ d, bold, labelH, scale float64 }

func (g *sprites) fit(pen *paint.Painter, l nimlayout.Layout, bold float64) {
	key := spriteKey{l.Stone, bold, math.Round(l.LabelH * 0.8), l.Scale}
	if g.sheet != nil && key == g.key {
		return
	}
	g.key = key
	var b paint.SheetBuilder
	stone, ring := paint.StoneSprites(l.Stone, l.Scale*bold)
	si, ri := b.AddCanvas(stone), b.AddCanvas(ring)
	b.AddDigits(&g.digits, key.labelH, l.Scale, 0.11*bold)
	g.sheet = b.Build(g.sheet)
	g.stone, g.ring = g.sheet.Sprite(si), g.sheet.Sprite(ri)
	pen.UseSheet(g.sheet)
}

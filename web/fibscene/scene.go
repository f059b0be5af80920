// Package fibscene draws Fibonacci Nim and the k-multiple game: one heap, split into the
// blocks of its sum (Zeckendorf's for Fibonacci Nim) left to right, each a row of stones or,
// on a small screen, a grid of them; the takes allowed now as a shaded zone under a bracket at
// the heap's right end, the previous take as a faint ghost after it, and with the hint on the
// winning takes. A press on the heap takes the pressed stone and all after it; a press on a
// block's label takes exactly that block. A take beyond the bracket
// snaps back, and the scene reports why; the session never sees it.
package fibscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/fiblayout"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
)

// takeTicks is how long a take (or its undo) animates.
const takeTicks = 24

// Scene is the view of one heap. Drawing and updating allocate nothing once the position
// stops changing: layouts are made when the position or the screen changes.
type Scene struct {
	w, h, scale float64
	c           *palette.Colours // of the frame's theme
	frame       session.Frame
	pos         fibonacci.Position
	lay         fiblayout.Layout
	cap         uint64 // the longest row of the game, so stones keep their size
	epoch       uint64
	winning     []uint64 // the winning takes, when the hint is on

	// The running animation: a take leaves units took[0]..took[1]−1 of the old layout; an
	// undo brings back units back[0]..back[1]−1 of the new one.
	tw     anim.Tween
	from   fiblayout.Layout
	took   [2]uint64
	back   [2]uint64
	closes bool // the taken units were a whole block in the middle: the gap closes too

	hover, press fiblayout.Target
	// pressing is whether hover is a take held down (a finger or a mouse button), not only
	// pointed at: only then is its count drawn.
	pressing bool
	made     fiblayout.Target // the move the scene last offered, to animate the block it took
	madeFrom uint64           // the heap it was made on

	refusal msg.Text // why the last gesture did nothing
	report  []byte
	sent    bool
	dirty   bool
	cursor  ebiten.CursorShapeType
	g       painter
}

// New returns a scene showing f, whose position is a fibonacci.Position.
func New(f session.Frame) *Scene {
	s := &Scene{dirty: true}
	s.SetFrame(f)
	return s
}

// Resize fits the scene to a screen of w×h device pixels at the device scale.
func (s *Scene) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.tw = anim.Tween{}
	s.relayout()
}

// SetFrame gives the scene the session's latest state. A take animates the stones it took
// away; an undo brings them back.
func (s *Scene) SetFrame(f session.Frame) {
	if f.Display.Projector != s.frame.Display.Projector {
		defer s.relayout()
	}
	s.c = palette.For(f.Display.Theme)
	prev := s.pos
	s.frame = f
	s.pos = f.Pos.(fibonacci.Position)
	s.winning = nil
	if f.Hint {
		s.winning = s.pos.WinningTakes()
	}
	s.hover, s.press, s.pressing = fiblayout.Target{}, fiblayout.Target{}, false
	s.refusal = msg.Text{}
	s.setReport()
	s.dirty = true
	same := f.Epoch == s.epoch && prev.Multiple == s.pos.Multiple && prev.K == s.pos.K && prev.Play == s.pos.Play
	s.epoch = f.Epoch
	if !same || s.w == 0 {
		s.cap = 0
		s.tw = anim.Tween{}
		s.relayout()
		return
	}
	old := s.lay
	s.relayout()
	switch {
	case s.pos.N < prev.N:
		s.from = old
		s.took = [2]uint64{s.pos.N, prev.N}
		s.closes = false
		if m := s.made; m.Action != fiblayout.None && s.madeFrom == prev.N && m.Take() == prev.N-s.pos.N {
			s.took = [2]uint64{m.A, m.B}
			s.closes = m.Action == fiblayout.Block && m.B < prev.N
		}
		s.back = [2]uint64{}
		s.tw = anim.Start(takeTicks)
	case s.pos.N > prev.N:
		s.back = [2]uint64{prev.N, s.pos.N}
		s.tw = anim.Start(takeTicks)
	default:
		s.tw = anim.Tween{}
	}
	s.made = fiblayout.Target{}
}

func (s *Scene) relayout() {
	if s.w == 0 || s.h == 0 {
		return
	}
	s.cap = max(s.cap, s.pos.N+s.pos.Last)
	heap := fiblayout.HeapOf(s.pos)
	if s.frame.Display.HideValues {
		heap = heap.Unsplit() // the blocks of the sum are the analysis
	}
	s.lay = fiblayout.New(s.w, s.h, s.scale, heap, s.cap)
	d := 0.0
	if s.lay.Stones {
		d = s.lay.Stone
	}
	s.g.fit(d, s.lay.LabelH, s.scale, paint.Bold(s.frame.Display.Projector))
	s.dirty = true
}

// Busy reports whether an animation is running; the computer waits for it.
func (s *Scene) Busy() bool { return s.tw.Running() }

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Elapse runs the move's animation on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) {
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
}

// Update advances the animation and reads the pointer. Press the heap, slide along it if you
// like, and release: the stone under the pointer and all right of it are taken. Press a
// block's label and release on it: that block is taken. A take the rules forbid does nothing
// but say why.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	var over fiblayout.Target
	if s.frame.CanMove && !s.tw.Running() {
		over = s.lay.Hit(p.X, p.Y)
	}
	// A press and its release can arrive in one tick: the press first, then the release.
	if p.Pressed {
		s.press = over
		if over.Action != fiblayout.None && !s.refusal.IsZero() {
			s.refusal = msg.Text{}
			s.setReport()
		}
	} else if p.Down && s.press.Action == fiblayout.Cut && over.Action == fiblayout.Cut {
		s.press = over // sliding along the heap moves the cut
	}
	var next game.Position
	made := false
	if p.Released {
		t := s.press
		if t.Action != fiblayout.None && over.Action == t.Action && (t.Action == fiblayout.Cut || over.Seg == t.Seg) {
			if why := fiblayout.Refusal(s.pos, t.Take()); !why.IsZero() {
				s.refusal = why // snap back: nothing moves, the panel says why
				s.setReport()
				s.dirty = true
			} else if n, err := s.pos.Apply(fibonacci.Move{Take: t.Take()}); err == nil {
				next, made = n, true
				s.made, s.madeFrom = t, s.pos.N
			}
		}
		s.press = fiblayout.Target{}
	}
	show := fiblayout.Target{}
	switch {
	case s.press.Action != fiblayout.None:
		show = s.press
	case p.Hover && !p.Down && !made:
		show = over
	}
	if pressing := s.press.Action != fiblayout.None; show != s.hover || pressing != s.pressing {
		s.hover, s.pressing = show, pressing
		s.dirty = true
	}
	cursor := ebiten.CursorShapeDefault
	if show.Action != fiblayout.None {
		cursor = ebiten.CursorShapePointer
		if !s.legal(show) {
			cursor = ebiten.CursorShapeNotAllowed
		}
	}
	if cursor != s.cursor {
		s.cursor = cursor
		ebiten.SetCursorShape(cursor)
	}
	return next, made
}

func (s *Scene) legal(t fiblayout.Target) bool {
	return t.Take() >= 1 && t.Take() <= s.pos.MaxTake()
}

// sceneReport is the nimscope:scene block: what may be taken now, or why a gesture did nothing.
type sceneReport struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

func (s *Scene) setReport() {
	l := s.frame.Lang
	r := sceneReport{Title: i18n.T(l, "Allowed takes"), Text: i18n.Text(l, fiblayout.Allowed(s.pos))}
	if !s.refusal.IsZero() {
		r.Title, r.Text = i18n.T(l, "Not allowed"), i18n.Text(l, s.refusal)
	}
	b, _ := jsonenc.Marshal(r)
	if string(b) != string(s.report) {
		s.report, s.sent = b, false
	}
}

// Report returns the scene's block for the page when it changed.
func (s *Scene) Report() ([]byte, bool) {
	if s.sent {
		return nil, false
	}
	s.sent = true
	return s.report, true
}

// Draw paints the whole scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.dirty = false
	defer s.g.pen.Flush() // the frame's sprites are one batch (painter.fit)
	s.g.pen.Clear(screen, s.c.Background)
	if !s.g.ready {
		return
	}
	if s.tw.Running() && s.took[1] > s.took[0] {
		s.drawTake(screen, anim.EaseOut(s.tw.Progress()))
		return
	}
	p := 1.0
	if s.tw.Running() {
		p = anim.EaseOut(s.tw.Progress())
	}
	s.drawRest(screen, p)
}

// drawRest draws the position at rest, or p of the way through an undo.
func (s *Scene) drawRest(screen *ebiten.Image, p float64) {
	l := &s.lay
	h := l.Heap
	t := s.hover
	legal := s.legal(t)
	if p == 1 {
		s.drawZone(screen, l)
	}
	if t.Action == fiblayout.Block {
		r := l.Tab(t.Seg)
		s.g.rect(screen, r.X, l.StripY-l.LabelH*0.3, r.W, r.Y+r.H-(l.StripY-l.LabelH*0.3), s.c.Tab)
	}
	if g, ok := l.Ghost(); ok {
		s.drawGhost(screen, l, g, 1)
	}
	var smallest uint64 // the smallest winning take: its stones are ringed
	if len(s.winning) > 0 {
		smallest = s.winning[0]
	}
	for i, seg := range l.HeapSegs() {
		clr := s.segColour(i, seg, h)
		if l.Stones {
			for u := seg.Start; u < seg.End(); u++ {
				c := clr
				if t.Action != fiblayout.None && u >= t.A && u < t.B {
					c = s.previewColour(legal)
				}
				x, y := l.StoneCenter(u)
				alpha := 1.0
				if u >= s.back[0] && u < s.back[1] && p < 1 {
					y -= rowH(l) * 0.8 * (1 - p)
					alpha = p
				}
				s.g.sprite(screen, s.g.stone, x, y, palette.Fade(c, alpha))
				if smallest > 0 && p == 1 && u >= h.N-smallest {
					s.g.sprite(screen, s.g.ring, x, y, s.c.Hint)
				}
			}
		} else {
			s.g.rect(screen, seg.X, l.StripY, seg.W, l.StripH, clr)
			if a, b := max(t.A, seg.Start), min(t.B, seg.End()); t.Action != fiblayout.None && a < b {
				x0, x1 := l.Span(a, b)
				s.g.rect(screen, x0, l.StripY, math.Max(x1-x0, 1), l.StripH, s.previewColour(legal))
			}
			if a, b := max(s.back[0], seg.Start), min(s.back[1], seg.End()); p < 1 && a < b {
				x0, x1 := l.Span(a, b) // the returning part drops in
				s.g.rect(screen, x0, l.StripY-l.StripH*(1-p), x1-x0, l.StripH, palette.Fade(clr, p))
			}
		}
		s.drawTab(screen, l, seg, smallest > 0 && seg.End() == h.N && seg.Size == smallest, 1, 0)
	}
	if !l.Stones && smallest > 0 && p == 1 {
		x0, x1 := l.Span(h.N-smallest, h.N)
		s.g.frame(screen, x0, l.StripY, x1-x0, l.StripH, math.Max(2, 3*s.scale), s.c.Hint)
	}
	if p == 1 {
		// While a take is held down, how many it takes, above the pressed stone (or block),
		// where the finger does not cover it; the bracket's number gives way when they meet.
		// Not while a mouse only hovers: the pointer covers nothing, its red stones already
		// show the take, and a number jumping about above the heap as a lecturer moves the
		// mouse while talking distracts from the bracket's.
		var count, cx float64
		if t.Action != fiblayout.None && s.pressing {
			count, cx = s.drawCount(screen, l, t, legal)
		}
		s.drawBracket(screen, l, t.Action != fiblayout.None && !legal, cx, count)
		for _, w := range s.winning {
			x := l.X(h.N - w)
			s.g.sprite(screen, s.g.arrow, x, l.StripY-l.LabelH*0.42, s.c.Hint)
		}
	}
}

// drawTake draws the old heap with the taken units rising away, p of the way. In stone mode
// the stones that stay move to their places in the new heap (a grid's columns change as the
// sum splits anew) while the labels of changed blocks cross-fade; bars slide left to close a
// block taken from the middle.
func (s *Scene) drawTake(screen *ebiten.Image, p float64) {
	l, to := &s.from, &s.lay
	h := l.Heap
	a, b := s.took[0], s.took[1]
	x0, x1 := l.Span(a, b)
	shift := x1 - x0
	if s.closes {
		shift += l.Gap
	}
	move := l.Stones && to.Stones
	rise := rowH(l) * 1.1 * p
	if g, ok := l.Ghost(); ok {
		s.drawGhost(screen, l, g, 1-p)
	}
	if g, ok := to.Ghost(); ok {
		s.drawGhost(screen, to, g, p)
	}
	for i, seg := range l.HeapSegs() {
		clr := s.segColour(i, seg, h)
		dx := 0.0
		if seg.Start >= b {
			dx = -shift * p
		}
		if l.Stones {
			for u := seg.Start; u < seg.End(); u++ {
				x, y := l.StoneCenter(u)
				switch {
				case u >= a && u < b:
					s.g.sprite(screen, s.g.stone, x, y-rise, palette.Fade(s.c.Take, 1-p))
					continue
				case move:
					nu := u
					if u >= b {
						nu -= b - a
					}
					if nu < to.Heap.N {
						tx, ty := to.StoneCenter(nu)
						x, y = x+(tx-x)*p, y+(ty-y)*p
					}
				case u >= b:
					x -= shift * p
				}
				s.g.sprite(screen, s.g.stone, x, y, clr)
			}
		} else {
			s.g.rect(screen, seg.X+dx, l.StripY, seg.W, l.StripH, clr)
			if ta, tb := max(a, seg.Start), min(b, seg.End()); ta < tb {
				t0, t1 := l.Span(ta, tb)
				s.g.rect(screen, t0, l.StripY, t1-t0, l.StripH, s.c.Background)
				s.g.rect(screen, t0, l.StripY-rise, math.Max(t1-t0, 1), l.StripH, palette.Fade(s.c.Take, 1-p))
			}
		}
		alpha := 1.0
		switch {
		case move && !hasSeg(to, seg):
			alpha, dx = 1-p, 0
		case !move && seg.End() > a && seg.Start < b:
			alpha = 1 - p
		}
		s.drawTab(screen, l, seg, false, alpha, dx)
	}
	if move {
		for _, seg := range to.HeapSegs() {
			if !hasSeg(l, seg) {
				s.drawTab(screen, to, seg, false, p, 0)
			}
		}
	}
}

// hasSeg reports whether l has block seg, in the same place.
func hasSeg(l *fiblayout.Layout, seg fiblayout.Seg) bool {
	for _, t := range l.HeapSegs() {
		if t == seg {
			return true
		}
	}
	return false
}

// rowH is the height of one row of the heap: a stone's cell, or a bar.
func rowH(l *fiblayout.Layout) float64 { return l.StripH / float64(max(l.Rows, 1)) }

// drawZone shades the stones that may be taken now: in a grid, the column the zone starts in
// from its first stone up, then whole columns to the heap's end.
func (s *Scene) drawZone(screen *ebiten.Image, l *fiblayout.Layout) {
	if l.Heap.MaxTake == 0 || l.Heap.N == 0 {
		return
	}
	head, body := l.Cells(l.ZoneFrom(), l.Heap.N)
	pad := math.Max(3*s.scale, l.Gap*0.5)
	if head.W > 0 {
		right := 0.0 // the body meets the head's right edge; the two must not overlap
		if body.W == 0 {
			right = pad
		}
		s.g.rect(screen, head.X-pad, head.Y-pad, head.W+pad+right, head.H+pad, s.c.Zone)
	}
	if body.W > 0 {
		left := pad
		if head.W > 0 {
			left = 0
		}
		s.g.rect(screen, body.X-left, body.Y-pad, body.W+left+pad, body.H+2*pad, s.c.Zone)
	}
}

// drawCount writes how many stones target t takes, in the colour of the preview, above the
// pressed stone's column (a block's middle for a label), at the height of the bracket's
// number. It returns the number's width and centre.
func (s *Scene) drawCount(screen *ebiten.Image, l *fiblayout.Layout, t fiblayout.Target, legal bool) (w, cx float64) {
	if t.Action == fiblayout.Cut {
		c := l.Cell(t.A)
		cx = c.X + c.W/2
	} else {
		x0, x1 := l.Span(t.A, t.B)
		cx = (x0 + x1) / 2
	}
	w = s.g.numberWidth(t.Take())
	cx = math.Min(math.Max(cx, w/2+l.Gap), s.w-w/2-l.Gap)
	s.g.number(screen, t.Take(), cx, l.BracketY-l.LabelH*1.05, s.w, s.previewColour(legal))
	return w, cx
}

// drawGhost draws the previous take after the heap, faint, with its size under it.
func (s *Scene) drawGhost(screen *ebiten.Image, l *fiblayout.Layout, g fiblayout.Seg, alpha float64) {
	c := palette.Fade(s.c.GhostLine, alpha)
	if l.Stones {
		for u := g.Start; u < g.End(); u++ {
			x, y := l.StoneCenter(u)
			s.g.sprite(screen, s.g.stone, x, y, palette.Fade(s.c.GhostStone, alpha))
		}
	} else {
		s.g.frame(screen, g.X, l.StripY, g.W, l.StripH, math.Max(1, s.scale), c)
	}
	s.g.number(screen, g.Size, g.X+g.W/2, l.TabY+l.LabelH*0.45, g.W+l.Gap, c)
}

// drawTab draws the bracket under a block and its size, shifted by dx.
func (s *Scene) drawTab(screen *ebiten.Image, l *fiblayout.Layout, seg fiblayout.Seg, win bool, alpha, dx float64) {
	ink := s.c.Ink
	if win {
		ink = s.c.Hint
	}
	ink = palette.Fade(ink, alpha)
	line := math.Max(1.5, 2*s.scale)
	inset := math.Min(seg.W*0.15, l.Gap*0.2)
	x, w := seg.X+dx+inset, seg.W-2*inset
	y := l.TabY + l.LabelH*0.1
	tick := l.LabelH * 0.3
	s.g.rect(screen, x, y, w, line, ink)
	s.g.rect(screen, x, y-tick, line, tick, ink)
	s.g.rect(screen, x+w-line, y-tick, line, tick, ink)
	s.g.number(screen, seg.Size, seg.X+dx+seg.W/2, y+l.LabelH*0.35, seg.W+l.Gap*0.9, ink)
}

// drawBracket draws the bracket over the allowed takes and, above it, the most that may be
// taken; red while the pointer asks for more. The number is left out where it would overlap
// another countW wide centred at countX.
func (s *Scene) drawBracket(screen *ebiten.Image, l *fiblayout.Layout, over bool, countX, countW float64) {
	x0, x1, ok := l.Zone()
	if !ok {
		return
	}
	ink := s.c.Amber
	if over {
		ink = s.c.Take
	}
	line := math.Max(1.5, 2*s.scale)
	y := l.BracketY
	tick := l.LabelH * 0.35
	s.g.rect(screen, x0, y, x1-x0, line, ink)
	s.g.rect(screen, x0, y, line, tick, ink)
	s.g.rect(screen, x1-line, y, line, tick, ink)
	n := l.Heap.MaxTake
	w := s.g.numberWidth(n)
	cx := math.Min(math.Max((x0+x1)/2, w/2+l.Gap), s.w-w/2-l.Gap)
	if countW > 0 && math.Abs(cx-countX) < (w+countW)/2+l.LabelH*0.4 {
		return
	}
	s.g.number(screen, n, cx, y-l.LabelH*1.05, s.w, ink)
}

func (s *Scene) segColour(i int, seg fiblayout.Seg, h fiblayout.Heap) color.RGBA {
	if seg.Kind == fiblayout.Kept {
		return s.c.Kept
	}
	if h.Kept {
		i-- // the kept stone does not count in the alternation
	}
	if i%2 == 0 { // blocks alternate
		return s.c.Stone
	}
	return s.c.StoneAlt
}

func (s *Scene) previewColour(legal bool) color.RGBA {
	if legal {
		return s.c.Take
	}
	return s.c.Refused
}

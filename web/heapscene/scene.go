// Package heapscene draws heap games other than Nim — the subtraction game, Greedy Nim,
// Moore's Nim-k — and turns the pointer into their moves. What a game allows is its
// heapplay.Game; how gestures become moves is heapplay.Play; where things go is heaplayout.
// This package only draws them and animates the changes, so every rule and gesture is
// unit-tested in those plain-Go packages, and the session still checks every move.
package heapscene

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/heapplay"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
)

// Alphas: a heap that cannot be played is dimmed; a pending change shows its stones as
// ghosts.
const (
	dimAlpha   = 0.3
	ghostAlpha = 0.32
	// dimProjector is the dimming on a projector, which washes out pale colours: a dimmed
	// heap at 0.3 was 1.5:1 against the background, and vanished from the back rows.
	dimProjector = 0.5
)

// takeTicks is how long a move animates, as in Nim.
const takeTicks = 20

// Scene is the heap view. Per-frame work reuses its buffers and images.
type Scene struct {
	adapt func(session.Frame) heapplay.Game
	w, h  float64
	scale float64
	lay   heaplayout.Layout
	opts  heaplayout.Options
	epoch uint64

	frame session.Frame
	// reportedLang is the language of the last report: a switch of lang sends it again.
	reportedLang i18n.Lang
	game         heapplay.Game
	pos          string // the position the game was made from
	play         *heapplay.Play
	striper      heapplay.Striper
	strip        []uint64 // g(0..cells−1)
	pre          int
	per          int // 0: no period known

	stickyMax uint64
	shown     []uint64 // the heaps as drawn at rest
	from      []uint64 // the heaps when the running animation began
	tw        anim.Tween
	hintLo    []uint64 // per heap: the smallest size a winning move leaves
	hintHi    []uint64 // per heap: the largest
	hintOn    []bool

	dirty    bool
	cursor   ebiten.CursorShapeType
	reported uint64 // the play's report version last sent
	canMove  bool   // as last reported
	sent     bool

	sprites sprites
	pen     paint.Painter
	c       *palette.Colours // of the frame's theme
}

// New returns a scene showing f; adapt makes the game of each frame's position.
func New(f session.Frame, adapt func(session.Frame) heapplay.Game) *Scene {
	s := &Scene{adapt: adapt, play: heapplay.NewPlay(), dirty: true}
	s.SetFrame(f)
	s.tw = anim.Tween{}
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

// SetFrame gives the scene the session's latest state. Heaps that shrank animate their
// stones away; heaps that grew (an undo) bring them back. A change of the hint alone keeps
// the gesture under way and any pending change.
func (s *Scene) SetFrame(f session.Frame) {
	if f.Display.Projector != s.frame.Display.Projector {
		defer s.relayout()
	}
	s.frame = f
	s.c = palette.For(f.Display.Theme)
	g := s.adapt(f)
	s.game = g
	s.dirty = true
	s.sent = false
	heaps := g.Heaps()
	s.hint(g, f.Hint)
	s.opts = heapplay.Options(g)
	s.striper, _ = g.(heapplay.Striper)
	if text := f.Pos.String(); text != s.pos {
		s.pos = text
		s.play.Reset()
	}
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
	if !slices.Equal(s.shown, heaps) {
		s.from = append(s.from[:0], s.shown...)
		s.shown = append(s.shown[:0], heaps...)
		s.tw = anim.Start(takeTicks)
		s.relayout()
	}
}

// hint keeps, per heap, the sizes the winning moves leave, for the rings.
func (s *Scene) hint(g heapplay.Game, on bool) {
	n := len(g.Heaps())
	s.hintLo = slices.Grow(s.hintLo[:0], n)[:n]
	s.hintHi = slices.Grow(s.hintHi[:0], n)[:n]
	s.hintOn = slices.Grow(s.hintOn[:0], n)[:n]
	clear(s.hintOn)
	if !on {
		return
	}
	for _, m := range g.Winning() {
		for _, c := range m {
			if c.Heap < 0 || c.Heap >= n {
				continue
			}
			if !s.hintOn[c.Heap] {
				s.hintOn[c.Heap], s.hintLo[c.Heap], s.hintHi[c.Heap] = true, c.To, c.To
				continue
			}
			s.hintLo[c.Heap] = min(s.hintLo[c.Heap], c.To)
			s.hintHi[c.Heap] = max(s.hintHi[c.Heap], c.To)
		}
	}
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
	s.lay = heaplayout.New(s.w, s.h, s.scale, len(s.shown), s.stickyMax, s.opts)
	s.strip, s.pre, s.per = nil, 0, 0
	if s.striper != nil {
		// A few dozen values: cheap enough to take afresh whenever the layout changes.
		s.strip = s.striper.StripValues(s.lay.Strip.Cells)
		if pre, per, ok := s.striper.Period(); ok {
			s.pre, s.per = pre, per
		}
	}
	s.sprites.fit(&s.pen, &s.lay, paint.Bold(s.frame.Display.Projector))
	s.dirty = true
}

// Busy reports whether an animation runs; the computer waits for it.
func (s *Scene) Busy() bool { return s.tw.Running() }

// Elapse runs the move's animation on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) {
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
}

// Update advances the animation and reads the pointer; it returns the position the user's
// move leads to.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	before := *s.play
	can := s.frame.CanMove && !s.tw.Running()
	m, made := s.play.Update(heapplay.Pointer{
		X: p.X, Y: p.Y, Hover: p.Hover, Down: p.Down, Pressed: p.Pressed, Released: p.Released, Touch: p.Touch,
	}, &s.lay, s.game, can)
	if s.play.Show != before.Show || s.play.ShowOK != before.ShowOK || s.play.Chips != before.Chips ||
		s.play.Version() != before.Version() {
		s.dirty = true
	}
	if can != s.canMove {
		s.canMove = can
		s.sent = false
	}
	s.setCursor()
	if !made {
		return nil, false
	}
	next, err := s.game.Apply(m)
	if err != nil {
		return nil, false // the gesture's move is not the engine's: nothing happens
	}
	return next, true
}

func (s *Scene) setCursor() {
	cursor := ebiten.CursorShapeDefault
	switch t := s.play.Show; {
	case s.play.ShowOK:
		cursor = ebiten.CursorShapePointer
	case t.Kind == heaplayout.Stone || t.Kind == heaplayout.Confirm:
		cursor = ebiten.CursorShapeNotAllowed
	}
	if cursor != s.cursor {
		s.cursor = cursor
		ebiten.SetCursorShape(cursor)
	}
}

// Commands are the page commands the scene takes: the takes of a subtraction heap, the
// confirm and cancel of a move of several heaps.
func (s *Scene) Commands() []string {
	var names []string
	if s.game.Amounts() != nil {
		names = append(names, heapplay.TakeCommands...)
	}
	if s.game.Limit() > 1 {
		names = append(names, heapplay.MoveCommands...)
	}
	return names
}

// Command runs a page command; the move it makes comes out of the next Update.
func (s *Scene) Command(name, arg string) error {
	if !slices.Contains(s.Commands(), name) {
		return errNotHere(name)
	}
	if name != "cancel" {
		if !s.frame.CanMove {
			return fmt.Errorf("%s: no move can be made now (the game is over, or it is the computer's turn)", name)
		}
		s.tw.Tick = s.tw.Len // a command ends the last move's animation, as a press does: it is not swallowed
	}
	s.dirty = true
	return s.play.Command(s.game, name, arg)
}

// Report is what the page shows about the gestures (nimscope:scene): what they do, why the
// last one did nothing, the chosen heap's takes, a pending move and its table.
func (s *Scene) Report() ([]byte, bool) {
	if s.sent && s.play.Version() == s.reported && s.frame.Lang == s.reportedLang {
		return nil, false
	}
	s.sent, s.reported, s.reportedLang = true, s.play.Version(), s.frame.Lang
	return s.play.Report(s.game, s.canMove, s.frame.Lang).JSON(), true
}

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Draw paints the whole scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.dirty = false
	defer s.pen.Flush() // the frame's sprites are one batch (sprites.fit)
	s.pen.Clear(screen, s.c.Background)
	if s.w == 0 || s.h == 0 {
		return
	}
	l := &s.lay
	hl := &l.Heaps
	show := s.play.Show
	if hi, ok := s.pointed(); ok && hi < len(s.shown) {
		c := hl.Column(hi)
		top := hl.LevelY(s.shown[hi], s.shown[hi]) - hl.Stone*0.25
		s.rect(screen, c.X+c.W*0.1, top, c.W*0.8, hl.Base-top, s.c.Column)
	}
	s.rect(screen, hl.Left, hl.Base+math.Max(1, s.scale), hl.ColumnW*float64(hl.Heaps), math.Max(2, 2*s.scale), s.c.BaseLine)
	p := anim.EaseOut(s.tw.Progress())
	for i, now := range s.shown {
		was := now
		if s.tw.Running() && i < len(s.from) {
			was = s.from[i]
		}
		s.drawHeap(screen, i, was, now, p)
	}
	if !s.tw.Running() {
		for i, on := range s.hintOn {
			if on && i < len(s.shown) {
				s.drawHint(screen, i)
			}
		}
	}
	s.drawChips(screen)
	if s.opts.Confirm && len(s.play.Pending) > 0 {
		s.drawButtons(screen, show)
	}
	if s.strip != nil {
		s.drawStrip(screen, p)
	}
}

// pointed is the heap the pointer is on, if any.
func (s *Scene) pointed() (int, bool) {
	switch t := s.play.Show; t.Kind {
	case heaplayout.Stone, heaplayout.Above, heaplayout.Chip:
		return t.Heap, true
	}
	return 0, false
}

// taking says which stones of heap i the pointer marks: those from `from` up, in red when
// ok (a press takes them) — or nothing.
func (s *Scene) taking(i int) (from uint64, ok bool) {
	t := s.play.Show
	if t.Heap != i || !s.play.ShowOK || (t.Kind != heaplayout.Stone && t.Kind != heaplayout.Chip) {
		return 0, false
	}
	return t.To, true
}

// drawHeap draws heap i going from was to now stones, p of the way (1 at rest).
func (s *Scene) drawHeap(screen *ebiten.Image, i int, was, now uint64, p float64) {
	hl := &s.lay.Heaps
	alpha := float32(1)
	if !s.game.Playable(i) && now > 0 {
		alpha = dimAlpha
		if s.frame.Display.Projector {
			alpha = dimProjector
		}
	}
	pending, hasPending := s.play.Pending.To(i, now), false
	if pending < now {
		hasPending = true
	}
	take, marked := s.taking(i)
	label := now
	labelInk := s.c.Ink
	switch {
	case marked:
		label, labelInk = take, s.c.Take
	case hasPending:
		label, labelInk = pending, s.c.Take
	}
	if hl.Bars {
		s.drawBar(screen, i, was, now, p, alpha, marked, take, hasPending, pending)
	} else {
		top := max(was, now)
		for j := range top {
			x, y := hl.StoneCenter(i, j)
			clr, a := s.c.Stone, alpha
			switch {
			case j >= now: // taken: rises and fades
				y -= hl.Stone * 1.2 * p
				a = float32(1 - p)
				clr = s.c.Take
			case j >= was: // returned by an undo: drops into place
				y -= hl.Stone * 0.8 * (1 - p)
				a *= float32(p)
			case marked && j >= take:
				clr = s.c.Take
			case hasPending && j >= pending:
				clr, a = s.c.Take, ghostAlpha
			}
			s.sprite(screen, s.sprites.stone, x, y, clr, a)
		}
	}
	s.number(screen, &s.sprites.label, label, hl.Label(i), labelInk, 1)
}

// drawBar draws heap i as a bar when its stones would be too small to see.
func (s *Scene) drawBar(screen *ebiten.Image, i int, was, now uint64, p float64, alpha float32, marked bool, take uint64, hasPending bool, pending uint64) {
	hl := &s.lay.Heaps
	bw := hl.BarWidth()
	x := hl.CenterX(i) - bw/2
	hNow, hWas := hl.BarHeight(now), hl.BarHeight(was)
	if hWas > hNow {
		rise := (hWas - hNow) * 0.3 * p
		s.rect(screen, x, hl.Base-hWas-rise, bw, hWas-hNow, palette.Fade(s.c.Take, 1-p))
	}
	h := hNow
	if hWas < hNow {
		h = anim.Lerp(hWas, hNow, p)
	}
	s.rect(screen, x, hl.Base-h, bw, h, palette.Fade(s.c.Stone, float64(alpha)))
	switch {
	case marked:
		y := hl.LevelY(now, take)
		s.rect(screen, x, hl.Base-hNow, bw, y-(hl.Base-hNow), s.c.Take)
	case hasPending:
		y := hl.LevelY(now, pending)
		s.rect(screen, x, hl.Base-hNow, bw, y-(hl.Base-hNow), palette.Fade(s.c.Background, 0.65))
		s.rect(screen, x, hl.Base-hNow, bw, y-(hl.Base-hNow), palette.Fade(s.c.Take, ghostAlpha))
	}
}

// drawHint rings the stones the winning moves on heap i take: every winning move takes
// those from hintHi up (strong rings), some take those from hintLo (light rings).
func (s *Scene) drawHint(screen *ebiten.Image, i int) {
	hl := &s.lay.Heaps
	h := s.shown[i]
	lo, hi := s.hintLo[i], s.hintHi[i]
	if hl.Bars {
		bw := hl.BarWidth()
		x := hl.CenterX(i) - bw/2
		top, bottom := hl.LevelY(h, h), hl.LevelY(h, lo)
		t := math.Max(2, 3*s.scale)
		s.rect(screen, x-t, top-t, bw+2*t, t, s.c.Hint)
		s.rect(screen, x-t, bottom, bw+2*t, t, s.c.Hint)
		s.rect(screen, x-t, top, t, bottom-top, s.c.Hint)
		s.rect(screen, x+bw, top, t, bottom-top, s.c.Hint)
		return
	}
	for j := lo; j < h; j++ {
		x, y := hl.StoneCenter(i, j)
		a := float32(1)
		if j < hi {
			a = 0.45
		}
		s.sprite(screen, s.sprites.ring, x, y, s.c.Hint, a)
	}
}

// drawChips draws the amounts the heap under the pointer (or last tapped) may lose.
func (s *Scene) drawChips(screen *ebiten.Image) {
	c := s.play.Chooser(s.game)
	if c.N == 0 || s.sprites.chip == nil {
		return
	}
	l := &s.lay
	fit, _ := l.Chips(c.Heap, c.N)
	h := s.shown[c.Heap]
	t := s.play.Show
	for k := range fit {
		r := l.Chip(c.Heap, k, c.N)
		a := c.Amounts[k]
		to := h - min(a, h)
		allowed := s.game.Allowed(c.Heap, to)
		face, edge, digits := s.c.ChipFace, s.c.BaseLine, s.c.Ink
		alpha := float32(1)
		switch {
		case !allowed || !s.frame.CanMove:
			alpha = 0.45
		case t.Heap == c.Heap && s.play.ShowOK && (t.Kind == heaplayout.Chip && t.Chip == k || t.Kind == heaplayout.Stone && t.To == to):
			face, edge, digits = s.c.Take, s.c.Take, s.c.ChipFace
		}
		s.place(screen, s.sprites.chip, r.X, r.Y, face, alpha)
		s.place(screen, s.sprites.chipEdge, r.X, r.Y, edge, alpha)
		if s.hintOn[c.Heap] && to >= s.hintLo[c.Heap] && to <= s.hintHi[c.Heap] && s.wins(c.Heap, to) {
			s.place(screen, s.sprites.chipHint, r.X, r.Y, s.c.Hint, 1)
		}
		// "−a": a minus sign, then the digits.
		cd := &s.sprites.chipDigits
		dh := cd.H()
		adv := cd.Width(1, 1)
		wid := cd.NumberWidth(a, 1) + adv*0.8
		x0 := r.X + (r.W-wid)/2
		s.rect(screen, x0+adv*0.08, r.Y+r.H/2-dh*0.05, adv*0.55, math.Max(1.5*s.scale, dh*0.1), palette.Fade(digits, float64(alpha)))
		s.pen.Number(screen, cd, a, x0+adv*0.8, r.Y+(r.H-dh)/2, 1, digits, float64(alpha))
	}
}

// wins reports whether leaving to in heap i is one of the winning moves.
func (s *Scene) wins(i int, to uint64) bool {
	for _, m := range s.game.Winning() {
		if len(m) == 1 && m[0].Heap == i && m[0].To == to {
			return true
		}
	}
	return false
}

// drawButtons draws the cancel (×) and confirm (✓) buttons of a pending move.
func (s *Scene) drawButtons(screen *ebiten.Image, show heaplayout.Target) {
	l := &s.lay
	for _, b := range [2]struct {
		r    heaplayout.Rect
		kind heaplayout.Kind
		face color.RGBA
		icon *ebiten.Image
	}{
		{l.Cancel, heaplayout.Cancel, s.c.BaseLine, s.sprites.cross},
		{l.Confirm, heaplayout.Confirm, s.c.Hint, s.sprites.check},
	} {
		alpha := float32(0.88)
		if show.Kind == b.kind {
			alpha = 1
		}
		if !s.frame.CanMove {
			alpha = 0.4
		}
		s.place(screen, s.sprites.disc, b.r.X, b.r.Y, b.face, alpha)
		s.place(screen, b.icon, b.r.X, b.r.Y, s.c.ChipFace, 1)
	}
}

// drawStrip draws g(0), g(1), … under the heaps: the preperiod grey, the repetitions of
// the period in alternate shades with a bracket over the first, and a mark under each
// heap's size (moving with the heap while a move animates).
func (s *Scene) drawStrip(screen *ebiten.Image, p float64) {
	st := &s.lay.Strip
	for n := 0; n < st.Cells && n < len(s.strip); n++ {
		c := st.Cell(n)
		shade := s.c.PrePeriod
		if s.per > 0 && n >= s.pre {
			if (n-s.pre)/s.per%2 == 0 {
				shade = s.c.PeriodA
			} else {
				shade = s.c.PeriodB
			}
		}
		// A clear gap between cells, so that neighbouring numbers never read as one.
		gap := math.Max(2, 2*s.scale)
		s.rect(screen, c.X+gap/2, c.Y, c.W-gap, c.H, shade)
		s.number(screen, &s.sprites.index, uint64(n), heaplayout.Rect{X: c.X, Y: st.Index.Y, W: c.W, H: st.Index.H}, s.c.Muted, 0.78)
		s.number(screen, &s.sprites.value, s.strip[n], heaplayout.Rect{X: c.X, Y: st.Value.Y, W: c.W, H: st.Value.H}, s.c.Ink, 0.78)
	}
	// The bracket over the first whole period.
	if s.per > 0 && s.pre+s.per <= st.Cells {
		x0 := st.Area.X + float64(s.pre)*st.CellW + st.CellW*0.15
		x1 := st.Area.X + float64(s.pre+s.per)*st.CellW - st.CellW*0.15
		t := math.Max(1.5, 2*s.scale)
		y := st.Bracket.Y + st.Bracket.H*0.45
		tick := st.Bracket.H * 0.5
		s.rect(screen, x0, y, x1-x0, t, s.c.BaseLine)
		s.rect(screen, x0, y, t, tick, s.c.BaseLine)
		s.rect(screen, x1-t, y, t, tick, s.c.BaseLine)
	}
	// The cell the pointer's move leads to, and the pointed heap's own.
	if hi, ok := s.pointed(); ok && hi < len(s.shown) {
		if cell, _, ok := st.Shown(s.shown[hi], s.pre, s.per); ok {
			s.outline(screen, st.Cell(cell), s.c.Ink)
		}
		if to, ok := s.taking(hi); ok {
			if cell, _, ok := st.Shown(to, s.pre, s.per); ok {
				s.outline(screen, st.Cell(cell), s.c.Take)
			}
		}
	}
	// A mark under the cell of each heap's size; an arrow past the end for a heap the
	// strip cannot show.
	beyond := false
	for i, now := range s.shown {
		cell, alias, ok := st.Shown(now, s.pre, s.per)
		if !ok {
			beyond = true
			continue
		}
		x := st.CellX(cell)
		if s.tw.Running() && i < len(s.from) && s.from[i] != now {
			if c0, _, ok0 := st.Shown(s.from[i], s.pre, s.per); ok0 {
				x = anim.Lerp(st.CellX(c0), x, p)
			}
		}
		img := s.sprites.mark
		if alias {
			img = s.sprites.markHollow
		}
		b := img.Bounds()
		y := st.Marks.Y + st.Marks.H*0.1
		s.place(screen, img, x-float64(b.Dx())/2, y, s.c.Stone, 1)
	}
	if beyond {
		img := s.sprites.more
		b := img.Bounds()
		s.place(screen, img, st.Area.X+st.Area.W-float64(b.Dx()), st.Marks.Y+st.Marks.H*0.1, s.c.Stone, 1)
	}
}

// outline draws a frame just inside r.
func (s *Scene) outline(screen *ebiten.Image, r heaplayout.Rect, clr color.RGBA) {
	t := math.Max(2, 2.5*s.scale)
	s.rect(screen, r.X, r.Y, r.W, t, clr)
	s.rect(screen, r.X, r.Y+r.H-t, r.W, t, clr)
	s.rect(screen, r.X, r.Y, t, r.H, clr)
	s.rect(screen, r.X+r.W-t, r.Y, t, r.H, clr)
}

// number writes n centred in r with the digits d, shrunk to fit r's width (share of it).
func (s *Scene) number(screen *ebiten.Image, d *paint.Digits, n uint64, r heaplayout.Rect, clr color.RGBA, share float64) {
	if d.H() == 0 {
		return
	}
	width := d.NumberWidth(n, 1)
	scale := 1.0
	if width > r.W*share {
		scale = r.W * share / width
	}
	if scale < 0.35 {
		return // unreadable: the panel says every number
	}
	x := r.X + (r.W-width*scale)/2
	y := r.Y + (r.H-d.H()*scale)/2
	s.pen.Number(screen, d, n, x, y, scale, clr, 1)
}

// sprite draws img centred at (cx, cy), tinted.
func (s *Scene) sprite(screen, img *ebiten.Image, cx, cy float64, clr color.RGBA, alpha float32) {
	s.pen.Sprite(screen, img, cx, cy, clr, float64(alpha))
}

// place draws img with its top left at (x, y), tinted.
func (s *Scene) place(screen, img *ebiten.Image, x, y float64, clr color.RGBA, alpha float32) {
	s.pen.Image(screen, img, math.Round(x), math.Round(y), 1, 1, clr, float64(alpha))
}

func (s *Scene) rect(screen *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	s.pen.Rect(screen, x, y, w, h, clr)
}

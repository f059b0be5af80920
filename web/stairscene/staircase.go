// Package stairscene draws Staircase Nim and the coin-sliding game, which is Staircase Nim
// in disguise: the two scenes share their coins, their stairs and their colours.
//
// The staircase descends from the top step at the left to step 1 at the right and the floor
// past it. Odd steps are tinted gold, with a gold cell in the strip of step numbers under the
// stairs. Press a coin and drag it to the next step down: it takes every coin above it along;
// a tap moves them down one step too. A drop anywhere else snaps back and the scene reports
// why. The slide scene draws a strip of cells and walks the reduction coins → gaps → steps →
// Nim heaps on page command.
package stairscene

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// Ticks of the animations: a move, and coins snapping back after a refused drop.
const (
	moveTicks = 24
	snapTicks = 14
)

// hover is what the pointer is on: a coin of a step (the coins from Keep up would move).
type hover struct {
	step int
	keep uint64
	ok   bool
}

// Stairs is the Staircase Nim scene. Drawing and updating allocate nothing once the
// position stops changing: layouts and sprites are made when it or the screen changes.
type Stairs struct {
	c           *palette.Colours // of the frame's theme
	w, h, scale float64
	frame       session.Frame
	pos         staircase.Position
	lay         stairlayout.Layout
	need        []uint64 // the stacks the layout was made for, sticky while a game is played
	epoch       uint64
	winning     []staircase.Move

	// The running move: mv's coins go down from step mv.From (up to it for an undo, back).
	tw     anim.Tween
	mv     staircase.Move
	back   bool
	dx, dy float64 // where the coins were let go, relative to their place on the step

	// What the user made and has not yet seen come back as a frame: its drop point.
	made       staircase.Move
	madeDX     float64
	madeDY     float64
	hover      hover
	grab       stairlayout.Grab
	grabbing   bool
	px, py     float64 // the pointer while grabbing
	drop       int     // the step under the pointer while grabbing
	dropOK     bool
	snap       anim.Tween // the grabbed coins flying home after a refused drop
	snapGrab   stairlayout.Grab
	snapDX     float64
	snapDY     float64
	reason     msg.Text  // why the last gesture did nothing
	reportLang i18n.Lang // the language of the last report
	edits      []string  // positions the page should open (web.Editor)
	reportSent bool
	drawn      bool // the first frame is up: the page is ready for a report
	dirty      bool
	cursor     ebiten.CursorShapeType
	extra      []uint64 // per step (0: the floor), the coins drawn above its stack this frame
	g          painter
}

// NewStairs returns a scene showing f, whose position is a staircase.Position.
func NewStairs(f session.Frame) *Stairs {
	s := &Stairs{dirty: true}
	s.SetFrame(f)
	return s
}

// Resize fits the scene to a screen of w×h device pixels at the device scale.
func (s *Stairs) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.relayout(true)
}

// SetFrame gives the scene the session's latest state. A move animates its coins down a
// step; an undo brings them back up.
func (s *Stairs) SetFrame(f session.Frame) {
	if f.Display.Projector != s.frame.Display.Projector {
		defer s.relayout(true)
	}
	s.c = palette.For(f.Display.Theme)
	prev := s.pos
	s.frame = f
	s.pos = f.Pos.(staircase.Position)
	s.winning = nil
	if f.Hint && f.CanMove { // the computer's winning moves are not the user's hint
		s.winning = s.pos.WinningMoves()
	}
	s.hover, s.grabbing, s.snap = hover{}, false, anim.Tween{}
	s.dirty = true
	changed := !slices.Equal(prev.Steps, s.pos.Steps)
	if changed || prev.Play != s.pos.Play {
		s.reason = msg.Text{}
		s.reportSent = false
	}
	if f.Epoch != s.epoch || len(prev.Steps) != len(s.pos.Steps) {
		s.epoch = f.Epoch
		s.tw = anim.Tween{}
		s.relayout(true)
		return
	}
	if !changed {
		return
	}
	s.mv, s.back, s.dx, s.dy = staircase.Move{}, false, 0, 0
	if m, back, ok := stairlayout.Change(prev.Steps, s.pos.Steps); ok {
		s.mv, s.back = m, back
		if !back && m == s.made {
			s.dx, s.dy = s.madeDX, s.madeDY
		}
		s.tw = anim.Start(moveTicks)
	} else {
		s.tw = anim.Tween{}
	}
	s.made = staircase.Move{}
	s.relayout(false)
}

// relayout fits the layout to the screen and the stacks. A fresh layout (a new position or
// screen) is made for each step's coins and those the step above could send down; during
// play the layout stays while the stacks fit it, so coins keep their size.
func (s *Stairs) relayout(fresh bool) {
	if s.w == 0 || s.h == 0 {
		return
	}
	steps := s.pos.Steps
	if len(s.extra) != len(steps)+1 {
		s.extra = make([]uint64, len(steps)+1)
	}
	fits := !fresh && len(s.need) == len(steps)
	if fits {
		for i, c := range steps {
			fits = fits && c <= s.need[i]
		}
	}
	if fits {
		return
	}
	if fresh || len(s.need) != len(steps) {
		s.need = make([]uint64, len(steps))
	}
	for i, c := range steps {
		n := c
		if i+1 < len(steps) {
			n += steps[i+1]
		}
		s.need[i] = max(s.need[i], n)
	}
	s.lay = stairlayout.New(stairlayout.Rect{W: s.w, H: s.h}, s.scale, s.need)
	d := 0.0
	if !s.lay.Bars {
		d = s.lay.Coin
	}
	s.g.fit(d, 0, s.lay.LabelH, s.scale, paint.Bold(s.frame.Display.Projector))
	s.dirty = true
}

// Busy reports whether an animation runs; the computer waits for it.
func (s *Stairs) Busy() bool { return s.tw.Running() }

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Stairs) NeedsDraw() bool { return s.dirty }

// Commands: "open" with "nim" opens the Nim position of the odd steps.
func (s *Stairs) Commands() []string { return []string{stairlayout.Open} }

// Command runs a page command.
func (s *Stairs) Command(name, arg string) error {
	if name != stairlayout.Open || arg != "nim" {
		return fmt.Errorf("%s: %q is not a game the staircase opens (it opens nim: its odd steps)", name, arg)
	}
	s.edits = append(s.edits, s.pos.Nim().String())
	return nil
}

// Edits hands the app the positions the page asked to open.
func (s *Stairs) Edits() []string {
	e := s.edits
	s.edits = nil
	return e
}

// Report sends what the gestures do, or why the last one did nothing.
func (s *Stairs) Report() ([]byte, bool) {
	// The panel enables a report's buttons only once the page is ready, which is after the
	// first frame: a report sent before it would keep its buttons disabled.
	if s.reportSent && s.reportLang == s.frame.Lang || !s.drawn {
		return nil, false
	}
	s.reportSent, s.reportLang = true, s.frame.Lang
	return stairlayout.StaircaseReport(s.pos, s.reason, s.frame.Lang).JSON(), true
}

func (s *Stairs) setReason(r msg.Text) {
	if r.String() != s.reason.String() {
		s.reason = r
		s.reportSent = false
	}
}

// Elapse runs the move's animation and the coins' snap home on by ticks (web.Scene).
func (s *Stairs) Elapse(ticks int) {
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
	if s.snap.Elapse(ticks) {
		s.dirty = true
	}
}

// Update advances the animations and reads the pointer: press a coin, drag it and the
// coins above it to the next step down, let go. A tap moves them down one step.
func (s *Stairs) Update(p input.Pointer) (game.Position, bool) {
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	if s.snap.Skip(1) {
		s.dirty = true
	}
	var over hover
	if s.frame.CanMove && !s.tw.Running() {
		over.step, over.keep, over.ok = s.lay.Hit(p.X, p.Y, s.pos.Steps)
	}
	// A press and its release can arrive in one tick: the press first, then the release.
	if p.Pressed && over.ok {
		s.grab = stairlayout.Grab{Step: over.step, Keep: over.keep, X: p.X, Y: p.Y}
		s.grabbing = true
		s.snap = anim.Tween{}
	}
	if s.grabbing && (p.X != s.px || p.Y != s.py) {
		s.px, s.py = p.X, p.Y
		s.drop, s.dropOK = s.lay.Drop(p.X, p.Y)
		s.dirty = true
	}
	var next game.Position
	made := false
	if p.Released && s.grabbing {
		s.grabbing = false
		s.dirty = true
		tap := stairlayout.IsTap(p.Far, s.scale)
		to, ok := s.lay.Drop(p.X, p.Y)
		v := stairlayout.Judge(s.pos, s.grab, to, ok, tap)
		switch {
		case v.OK:
			if n, err := s.pos.Apply(v.Move); err == nil {
				next, made = n, true
				s.made, s.madeDX, s.madeDY = v.Move, 0, 0
				if !tap {
					s.madeDX, s.madeDY = p.X-s.grab.X, p.Y-s.grab.Y
				}
				s.setReason(msg.Text{})
			}
		case !tap:
			s.snapGrab, s.snapDX, s.snapDY = s.grab, p.X-s.grab.X, p.Y-s.grab.Y
			s.snap = anim.Start(snapTicks)
			s.setReason(v.Reason)
		default:
			s.setReason(v.Reason)
		}
	}
	show := hover{}
	switch {
	case s.grabbing:
		show = hover{step: s.grab.Step, keep: s.grab.Keep, ok: true}
	case p.Hover && !p.Down && !made:
		show = over
	}
	if show != s.hover {
		s.hover = show
		s.dirty = true
	}
	cursor := ebiten.CursorShapeDefault
	switch {
	case s.grabbing:
		cursor = ebiten.CursorShapeMove
	case show.ok:
		cursor = ebiten.CursorShapePointer
	}
	if cursor != s.cursor {
		s.cursor = cursor
		ebiten.SetCursorShape(cursor)
	}
	return next, made
}

// Draw paints the whole scene.
func (s *Stairs) Draw(screen *ebiten.Image) {
	defer s.g.pen.Flush() // the frame's sprites are one batch (painter.fit)
	s.dirty = false
	s.drawn = true
	s.g.pen.Clear(screen, s.c.Background)
	if !s.g.ready || s.lay.Steps != len(s.pos.Steps) {
		return
	}
	l := s.lay
	n := l.Steps
	steps := s.pos.Steps
	p := anim.EaseOut(s.tw.Progress())
	moving := s.tw.Running() && s.mv.From > 0

	// Where the pointer would send coins: the next step down, tinted.
	if s.hover.ok {
		to := s.hover.step - 1
		if !s.grabbing || s.dropOK && s.drop == to {
			c := l.Column(to)
			s.g.rect(screen, c.X, l.Top, c.W, l.Tread(to)-l.Top, s.c.Drop)
		}
	}
	// The stairs: blocks, tread edges, the floor, the strip of step numbers.
	line := math.Max(1, s.scale)
	for k := 1; k <= n; k++ {
		b := l.Block(k)
		clr := s.c.BlockEven
		if k%2 == 1 {
			clr = s.c.BlockOdd
		}
		s.g.fill(screen, b, clr)
		s.g.rect(screen, b.X, b.Y, b.W, line*1.5, s.c.TreadEdge)
		s.g.rect(screen, b.X, b.Y, line, b.H, s.c.TreadEdge)
	}
	s.g.rect(screen, l.Left, l.Floor, l.ColW*float64(n), 2*line, s.c.BaseLine)
	fz := l.Column(0)
	for x := fz.X; x < fz.X+fz.W; x += 8 * line { // the floor past step 1: dashed, open
		s.g.rect(screen, x, l.Floor, math.Min(4*line, fz.X+fz.W-x), 2*line, s.c.BaseLine)
	}
	for k := 1; k <= n; k++ {
		r := l.Label(k)
		in := stairlayout.Rect{X: r.X + line, Y: r.Y, W: r.W - 2*line, H: r.H}
		clr := s.c.LabelEven
		if k%2 == 1 {
			clr = s.c.LabelOdd
		}
		s.g.fill(screen, in, clr)
		s.g.number(screen, uint64(k), inset(in, 0.2), s.c.Ink, 1)
	}

	// Outlined coins go above some stacks (the hint's and the pointer's landing places):
	// those stacks' counts go above them.
	hints := len(s.winning) > 0 && !s.tw.Running() && !s.grabbing
	landing := s.hover.ok && (!s.grabbing || s.dropOK && s.drop == s.hover.step-1)
	clear(s.extra)
	if hints {
		for _, m := range s.winning {
			s.extra[m.From-1] = max(s.extra[m.From-1], m.Coins)
		}
	}
	if landing {
		k := s.hover.step - 1
		s.extra[k] = max(s.extra[k], steps[s.hover.step-1]-s.hover.keep)
	}

	// The stacks, less the coins in flight.
	for k := 1; k <= n; k++ {
		c := steps[k-1]
		stay := c
		switch {
		case moving && !s.back && k == s.mv.From-1:
			stay = c - s.mv.Coins // the arriving coins are drawn in flight
		case moving && s.back && k == s.mv.From:
			stay = c - s.mv.Coins
		}
		lift := c // coins from lift up are in the hand or the hover's colour
		if s.hover.ok && s.hover.step == k {
			lift = s.hover.keep
		}
		snapping := s.snap.Running() && s.snapGrab.Step == k
		if snapping || s.grabbing && s.grab.Step == k {
			stay = min(stay, lift)
			if snapping {
				stay = min(stay, s.snapGrab.Keep)
			}
		}
		s.drawStack(screen, k, c, 0, stay, lift)
		s.g.number(screen, c, inset(l.Count(k, c+s.extra[k]), 0.1), s.c.Count, 1)
	}

	// The hint: every winning move's coins ringed, and where they would land.
	if hints {
		for _, m := range s.winning {
			s.drawHint(screen, m)
		}
	}
	// The landing place of what the pointer holds or is over.
	if landing {
		c := steps[s.hover.step-1]
		s.drawGhost(screen, s.hover.step-1, c-s.hover.keep, s.c.Move, 0.9)
	}
	switch {
	case moving:
		s.drawFlight(screen, p)
	case s.grabbing:
		c := steps[s.grab.Step-1]
		s.drawGroup(screen, s.grab.Step, c, s.grab.Keep, s.px-s.grab.X, s.py-s.grab.Y, s.c.Move, 1)
	case s.snap.Running():
		q := 1 - anim.EaseOut(s.snap.Progress())
		g := s.snapGrab
		if g.Step <= n {
			c := steps[g.Step-1]
			s.drawGroup(screen, g.Step, c, min(g.Keep, c), s.snapDX*q, s.snapDY*q, s.c.Stone, 1)
		}
	}
}

// drawStack draws coins from..to−1 of step k's stack of c; those from lift up in the
// hover's colour.
func (s *Stairs) drawStack(screen *ebiten.Image, k int, c, from, to, lift uint64) {
	l := s.lay
	if to <= from {
		return
	}
	if l.Bars {
		r := l.Stack(k, c, from)
		top := l.LevelY(k, c, to)
		s.g.rect(screen, r.X, top, r.W, r.Y+r.H-top, s.c.Stone)
		if lift < to {
			y := l.LevelY(k, c, lift)
			s.g.rect(screen, r.X, top, r.W, y-top, s.c.Move)
		}
		return
	}
	for j := from; j < to; j++ {
		x, y := l.CoinCenter(k, j)
		clr := s.c.Stone
		if j >= lift {
			clr = s.c.Move
		}
		s.g.coin(screen, 0, false, x, y, 0, clr, 1)
	}
}

// drawGroup draws coins keep..c−1 of step k moved by (dx, dy).
func (s *Stairs) drawGroup(screen *ebiten.Image, k int, c, keep uint64, dx, dy float64, clr color.RGBA, alpha float64) {
	l := s.lay
	if keep >= c {
		return
	}
	if l.Bars {
		r := l.Stack(k, c, keep)
		s.g.rect(screen, r.X+dx, r.Y+dy, r.W, r.H, palette.Fade(clr, alpha))
		return
	}
	for j := keep; j < c; j++ {
		x, y := l.CoinCenter(k, j)
		s.g.coin(screen, 0, false, x+dx, y+dy, 0, clr, alpha)
	}
}

// drawGhost outlines where n coins would land on step k (0: the floor), on top of its
// stack.
func (s *Stairs) drawGhost(screen *ebiten.Image, k int, n uint64, clr color.RGBA, alpha float64) {
	l := s.lay
	var c uint64
	if k > 0 {
		c = s.pos.Steps[k-1]
	}
	if l.Bars {
		unit := l.StackHeight(c+n) - l.StackHeight(c)
		w := l.BarWidth()
		top := l.Tread(k) - l.StackHeight(c) - math.Max(unit, 4*s.scale)
		s.g.frame(screen, stairlayout.Rect{X: l.CenterX(k) - w/2, Y: top, W: w, H: l.Tread(k) - l.StackHeight(c) - top}, math.Max(2, 2*s.scale), palette.Fade(clr, alpha))
		return
	}
	for j := c; j < c+n; j++ {
		x := l.CenterX(k)
		y := l.Tread(k) - l.Coin*(float64(j)+0.5)
		if y < l.Area.Y {
			break
		}
		s.g.coin(screen, 0, true, x, y, 0, clr, alpha)
	}
}

// drawHint rings the coins a winning move takes and outlines where they land.
func (s *Stairs) drawHint(screen *ebiten.Image, m staircase.Move) {
	l := s.lay
	k := m.From
	if k < 1 || k > l.Steps {
		return
	}
	c := s.pos.Steps[k-1]
	if l.Bars {
		r := l.Stack(k, c, c-m.Coins)
		t := math.Max(2, 3*s.scale)
		s.g.frame(screen, stairlayout.Rect{X: r.X - t, Y: r.Y - t, W: r.W + 2*t, H: r.H + 2*t}, t, s.c.Hint)
	} else {
		for j := c - m.Coins; j < c; j++ {
			x, y := l.CoinCenter(k, j)
			s.g.coin(screen, 0, true, x, y, 0, s.c.Hint, 1)
		}
	}
	s.drawGhost(screen, k-1, m.Coins, s.c.Hint, 0.75)
}

// drawFlight draws the coins of the running move p of the way (eased) between their steps.
func (s *Stairs) drawFlight(screen *ebiten.Image, p float64) {
	l := s.lay
	m := s.mv
	hi, lo := m.From, m.From-1 // the coins go from hi to lo, or back up for an undo
	var cHi, cLo uint64        // the stacks without the coins in flight
	cHi = s.pos.Steps[hi-1]
	if lo > 0 {
		cLo = s.pos.Steps[lo-1]
	}
	if s.back {
		cHi -= m.Coins
	} else {
		cLo -= m.Coins
	}
	alpha := 1.0
	if lo == 0 { // to or from the floor: out of the game, so fading
		alpha = 1 - p
		if s.back {
			alpha = p
		}
	}
	if l.Bars {
		a := l.Stack(hi, cHi+m.Coins, cHi)
		b := floorBar(l, lo, cLo, m.Coins)
		if s.back {
			a, b = b, a
		}
		a.X += s.dx * (1 - p)
		a.Y += s.dy * (1 - p)
		s.g.rect(screen, lerp(a.X, b.X, p), lerp(a.Y, b.Y, p), lerp(a.W, b.W, p), lerp(a.H, b.H, p), palette.Fade(s.c.Stone, alpha))
		return
	}
	for j := range m.Coins {
		x0, y0 := l.CoinCenter(hi, cHi+j)
		x1 := l.CenterX(lo)
		y1 := l.Tread(lo) - l.Coin*(float64(cLo+j)+0.5)
		if s.back {
			x0, y0, x1, y1 = x1, y1, x0, y0
		}
		x0 += s.dx
		y0 += s.dy
		// An arc: the coins rise a little before they drop, so they read as moved, not
		// slid through the step.
		arc := math.Sin(p*math.Pi) * l.Riser * 0.5
		s.g.coin(screen, 0, false, lerp(x0, x1, p), lerp(y0, y1, p)-arc, 0, s.c.Stone, alpha)
	}
}

// floorBar is where n coins would land on step k's bar of c, or on the floor (k = 0).
func floorBar(l stairlayout.Layout, k int, c, n uint64) stairlayout.Rect {
	if k > 0 {
		return l.Stack(k, c+n, c)
	}
	w := l.BarWidth()
	h := l.StackHeight(n)
	return stairlayout.Rect{X: l.CenterX(0) - w/2, Y: l.Floor - h, W: w, H: h}
}

func inset(r stairlayout.Rect, f float64) stairlayout.Rect {
	d := r.H * f
	return stairlayout.Rect{X: r.X + d, Y: r.Y + d, W: r.W - 2*d, H: r.H - 2*d}
}

func lerp(a, b, p float64) float64 { return a + (b-a)*p }

package stairscene

import (
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/slidelayout"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// slideTicks is how long a coin glides to its new cell.
const slideTicks = 22

// spot is what the pointer is on at rest: a coin (it could be dragged), or a free cell
// (a tap there slides coin into it).
type spot struct {
	coin int
	cell uint64 // 0: the coin itself
	ok   bool
}

// reportKey is what the report depends on besides the position and the reason.
type reportKey struct {
	from, to               slidelayout.Stage
	shown, playing, moving bool
	lang                   i18n.Lang
}

// Slide is the coin-sliding scene: a strip of cells, and on page command the reduction to
// Nim played over it. Drawing and updating allocate nothing once the position stops
// changing.
type Slide struct {
	c           *palette.Colours // of the frame's theme
	w, h, scale float64
	frame       session.Frame
	pos         slide.Position
	board       slidelayout.Board
	cells       int // the strip's length, kept while a game is played
	epoch       uint64
	winning     []slide.Move
	player      slidelayout.Player

	// The running move: coin mv.Coin glides from cell mvFrom to mv.To.
	tw     anim.Tween
	mv     slide.Move
	mvFrom uint64
	mvDX   float64 // where the coin was let go, relative to its old cell

	made   slide.Move // the move last offered, and where its drag let go
	madeDX float64

	hover     spot
	grabbing  bool
	grabCoin  int
	gx, gy    float64
	px, py    float64
	drop      uint64
	dropOK    bool
	pressCell uint64 // a press on a free cell: a tap if released there
	snap      anim.Tween
	snapCoin  int
	snapDX    float64
	snapDY    float64

	reason     msg.Text
	sentKey    reportKey
	reportSent bool
	drawn      bool // the first frame is up: the page is ready for a report
	edits      []string
	dirty      bool
	cursor     ebiten.CursorShapeType
	g          painter
}

// NewSlide returns a scene showing f, whose position is a slide.Position.
func NewSlide(f session.Frame) *Slide {
	s := &Slide{dirty: true}
	s.SetFrame(f)
	return s
}

// Resize fits the scene to a screen of w×h device pixels at the device scale.
func (s *Slide) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.relayout()
}

// SetFrame gives the scene the session's latest state. A slide glides its coin; an undo
// glides it back. A new position puts the reduction away.
func (s *Slide) SetFrame(f session.Frame) {
	if f.Display.Projector != s.frame.Display.Projector {
		defer s.relayout()
	}
	s.c = palette.For(f.Display.Theme)
	prev, hid := s.pos, s.frame.Display.HideValues
	s.frame = f
	s.pos = f.Pos.(slide.Position)
	s.winning = nil
	if f.Hint && f.CanMove { // the computer's winning moves are not the user's hint
		s.winning = s.pos.WinningMoves()
	}
	s.hover, s.grabbing, s.pressCell, s.snap = spot{}, false, 0, anim.Tween{}
	s.dirty = true
	changed := !slices.Equal(prev.Coins, s.pos.Coins) || prev.Play != s.pos.Play
	if f.Display.HideValues != hid {
		s.reportSent = false
	}
	if changed {
		s.player.Reset()
		s.reason = msg.Text{}
		s.reportSent = false
	}
	last := int(s.pos.Coins[len(s.pos.Coins)-1])
	if f.Epoch != s.epoch || len(prev.Coins) != len(s.pos.Coins) {
		s.epoch = f.Epoch
		s.cells = last
		s.tw = anim.Tween{}
		s.relayout()
		return
	}
	s.cells = max(s.cells, last)
	s.tw = anim.Tween{}
	for i, c := range s.pos.Coins {
		if c != prev.Coins[i] {
			s.mv, s.mvFrom, s.mvDX = slide.Move{Coin: i, To: c}, prev.Coins[i], 0
			if s.made == s.mv {
				s.mvDX = s.madeDX
			}
			s.tw = anim.Start(slideTicks)
			break
		}
	}
	s.made = slide.Move{}
	s.relayout()
}

func (s *Slide) relayout() {
	if s.w == 0 || s.h == 0 {
		return
	}
	s.board = slidelayout.NewBoard(stairlayout.Rect{W: s.w, H: s.h}, s.scale, s.pos.Coins, s.cells)
	st := s.board.Stairs.Coin
	if s.board.Stairs.Bars {
		st = 0
	}
	s.g.fit(s.board.Rest.Cell*0.74, st, math.Max(s.board.Rest.LabelH, s.board.Stairs.LabelH), s.scale, paint.Bold(s.frame.Display.Projector))
	s.dirty = true
}

// Busy reports whether an animation runs, the reduction included: the computer waits.
func (s *Slide) Busy() bool { return s.tw.Running() || s.player.Active() }

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Slide) NeedsDraw() bool { return s.dirty }

// Commands: reduce (play, pause, step, back, stop) walks the reduction; open (staircase,
// nim) opens the game the strip reduces to.
func (s *Slide) Commands() []string { return []string{slidelayout.Reduce, stairlayout.Open} }

// Command runs a page command.
func (s *Slide) Command(name, arg string) error {
	switch name {
	case slidelayout.Reduce:
		if err := s.player.Command(arg); err != nil {
			return err
		}
		s.grabbing, s.pressCell, s.hover = false, 0, spot{}
		s.dirty = true
		return nil
	case stairlayout.Open:
		switch arg {
		case "staircase":
			s.edits = append(s.edits, s.pos.Staircase().String())
			return nil
		case "nim":
			s.edits = append(s.edits, s.pos.Staircase().Nim().String())
			return nil
		}
		return fmt.Errorf("%s: %q is not a game the strip opens (it opens staircase and nim)", name, arg)
	}
	return fmt.Errorf("%s: not a command of the slide scene", name)
}

// Edits hands the app the positions the page asked to open.
func (s *Slide) Edits() []string {
	e := s.edits
	s.edits = nil
	return e
}

// Report sends the gestures' help or the reason a gesture did nothing, or the reduction's
// caption and buttons.
func (s *Slide) Report() ([]byte, bool) {
	from, to, _ := s.player.At()
	key := reportKey{from, to, s.player.Shown, s.player.Playing, s.player.Moving(), s.frame.Lang}
	// The panel enables a report's buttons only once the page is ready, after the first
	// frame: a report sent before it would keep its buttons disabled.
	if !s.drawn || s.reportSent && key == s.sentKey {
		return nil, false
	}
	s.reportSent, s.sentKey = true, key
	return slidelayout.Report(s.pos, s.player, s.reason, s.frame.Display.HideValues, s.frame.Lang).JSON(), true
}

func (s *Slide) setReason(r msg.Text) {
	if r.String() != s.reason.String() {
		s.reason = r
		s.reportSent = false
	}
}

// Elapse runs the reduction's player, the move's animation and the coin's snap home on by
// ticks (web.Scene).
func (s *Slide) Elapse(ticks int) {
	for range ticks {
		if s.player.Tick() {
			s.dirty = true
		}
	}
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
	if s.snap.Elapse(ticks) {
		s.dirty = true
	}
}

// Update advances the animations and reads the pointer: drag a coin left and let go on a
// free cell, or tap a free cell and the coin right of it slides there.
func (s *Slide) Update(p input.Pointer) (game.Position, bool) {
	if s.player.Tick() {
		s.dirty = true
	}
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	if s.snap.Skip(1) {
		s.dirty = true
	}
	if s.player.Active() {
		s.setCursor(ebiten.CursorShapeDefault)
		return nil, false // the strip is the reduction's picture now, not a board
	}
	strip := s.board.Rest
	canMove := s.frame.CanMove && !s.tw.Running()
	var over spot
	if canMove {
		if c, ok := strip.CellAt(p.X, p.Y); ok {
			i, on := slidelayout.CoinAt(s.pos, c)
			switch {
			case on:
				over = spot{coin: i, ok: true}
			case i < len(s.pos.Coins):
				over = spot{coin: i, cell: c, ok: true}
			}
		}
	}
	// A press and its release can arrive in one tick: the press first, then the release.
	if p.Pressed {
		s.pressCell = 0
		switch {
		case over.ok && over.cell == 0:
			s.grabbing, s.grabCoin, s.gx, s.gy = true, over.coin, p.X, p.Y
			s.px, s.py, s.dropOK = p.X, p.Y, false
			s.snap = anim.Tween{}
		case over.ok:
			s.pressCell = over.cell
		}
	}
	if s.grabbing && (p.X != s.px || p.Y != s.py) {
		s.px, s.py = p.X, p.Y
		s.drop, s.dropOK = strip.DropAt(p.X, p.Y)
		s.dirty = true
	}
	var next game.Position
	made := false
	if p.Released {
		var v slidelayout.Verdict
		acted := false
		dx := 0.0
		switch {
		case s.grabbing:
			s.grabbing, acted = false, true
			at := s.pos.Coins[s.grabCoin]
			if stairlayout.IsTap(p.Far, s.scale) { // a drag put back where it began is no tap
				v = slidelayout.Tap(s.pos, at)
			} else {
				c, ok := strip.DropAt(p.X, p.Y)
				v = slidelayout.Drop(s.pos, s.grabCoin, c, ok)
				dx = p.X - s.gx
				if !v.OK {
					s.snap, s.snapCoin, s.snapDX, s.snapDY = anim.Start(snapTicks), s.grabCoin, p.X-s.gx, s.clampDY(p.Y-s.gy)
				}
			}
		case s.pressCell != 0:
			if c, ok := strip.CellAt(p.X, p.Y); ok && c == s.pressCell {
				v, acted = slidelayout.Tap(s.pos, c), true
			}
			s.pressCell = 0
		}
		if acted {
			s.dirty = true
			s.setReason(v.Reason)
			if v.OK {
				if n, err := s.pos.Apply(v.Move); err == nil {
					next, made = n, true
					s.made, s.madeDX = v.Move, dx
				}
			}
		}
	}
	show := spot{}
	switch {
	case s.grabbing:
		show = spot{coin: s.grabCoin, ok: true}
	case p.Hover && !p.Down && !made:
		show = over
	}
	if show != s.hover {
		s.hover = show
		s.dirty = true
	}
	switch {
	case s.grabbing:
		s.setCursor(ebiten.CursorShapeMove)
	case show.ok:
		s.setCursor(ebiten.CursorShapePointer)
	default:
		s.setCursor(ebiten.CursorShapeDefault)
	}
	return next, made
}

func (s *Slide) setCursor(c ebiten.CursorShapeType) {
	if c != s.cursor {
		s.cursor = c
		ebiten.SetCursorShape(c)
	}
}

// clampDY keeps a dragged coin near its row: it slides along the strip.
func (s *Slide) clampDY(dy float64) float64 {
	m := s.board.Rest.Cell * 0.6
	return math.Max(-m, math.Min(m, dy))
}

// Draw paints the whole scene: the stairs and heaps of the reduction when it is shown, the
// strip, the gaps' units on their way, and the coins.
func (s *Slide) Draw(screen *ebiten.Image) {
	defer s.g.pen.Flush() // the frame's sprites are one batch (painter.fit)
	s.dirty = false
	s.drawn = true
	s.g.pen.Clear(screen, s.c.Background)
	if !s.g.ready || len(s.board.Coins) != len(s.pos.Coins) {
		return
	}
	from, to, t := s.player.At()
	strip := s.board.StripAt(from, to, t)
	ly := slidelayout.LayersAt(from, to, t)
	line := math.Max(1, s.scale)
	if ly.Staircase > 0 {
		s.drawStairs(screen, ly, line)
	}

	// The strip: cells, their numbers, and the reach of the coin under the pointer.
	coins := s.pos.Coins
	for c := uint64(1); c <= uint64(strip.Cells); c++ {
		r := strip.CellRect(c)
		s.g.fill(screen, r, s.c.CellLine)
		s.g.fill(screen, stairlayout.Rect{X: r.X + line, Y: r.Y + line, W: r.W - 2*line, H: r.H - 2*line}, s.c.CellFill)
		s.g.number(screen, c, strip.Number(c), s.c.Count, 1)
	}
	rest := !s.player.Active()
	if rest && s.hover.ok {
		lo, hi := slidelayout.Reach(s.pos, s.hover.coin)
		for c := lo; c <= hi; c++ {
			r := strip.CellRect(c)
			s.g.fill(screen, stairlayout.Rect{X: r.X + line, Y: r.Y + line, W: r.W - 2*line, H: r.H - 2*line}, s.c.Drop)
		}
	}

	// Each gap's size above it, and its units on their way to the stairs.
	d1 := s.board.Stairs.Coin
	for i := range coins {
		gap := s.board.Gaps[i]
		clr := s.c.GapEven
		if s.board.Odd(i) {
			clr = palette.Mix(s.c.GapOdd, s.c.Stone, ly.Heaps)
		}
		if ly.Sizes > 0 {
			r := strip.Above(coins[i]-gap, coins[i]-1)
			if gap == 0 {
				r = strip.Above(coins[i], coins[i])
				r.X -= r.W / 2
			}
			s.g.number(screen, gap, r, palette.Darker(clr, 0.7), ly.Sizes)
		}
		for u := range gap {
			ps := s.board.UnitAt(from, to, t, i, u)
			if ps.Alpha <= 0 {
				continue
			}
			if sq := ps.Alpha * (1 - ps.Round); sq > 0 {
				s.g.fill(screen, ps.Rect, palette.Fade(clr, sq))
			}
			if disc := ps.Alpha * ps.Round; disc > 0 && d1 > 0 {
				cx, cy := ps.Rect.Center()
				s.g.coin(screen, 1, false, cx, cy, ps.Rect.W, clr, disc)
			}
		}
	}
	if ly.Counts > 0 {
		st := s.board.Stairs
		for i := range coins {
			k := s.board.Step(i)
			a := ly.Counts
			r := st.Count(k, s.board.Gaps[i])
			if k%2 == 0 {
				a *= ly.Even
			} else {
				r.Y += s.board.Lower(k) * ly.Heaps
			}
			s.g.number(screen, s.board.Gaps[i], r, s.c.Count, a)
		}
	}

	// The coins, the hint, and what the pointer holds.
	d0 := strip.Cell * 0.74
	for i, c := range coins {
		x, y := strip.Center(c)
		switch {
		case rest && s.tw.Running() && i == s.mv.Coin:
			fx, _ := strip.Center(s.mvFrom)
			x = lerp(fx+s.mvDX, x, anim.EaseOut(s.tw.Progress()))
		case rest && s.grabbing && i == s.grabCoin:
			continue
		case rest && s.snap.Running() && i == s.snapCoin:
			q := 1 - anim.EaseOut(s.snap.Progress())
			x, y = x+s.snapDX*q, y+s.snapDY*q
		}
		clr := s.c.Stone
		if rest && s.hover.ok && s.hover.coin == i {
			clr = s.c.Move
		}
		s.g.coin(screen, 0, false, x, y, d0, clr, ly.Coins)
	}
	if !rest {
		return
	}
	if len(s.winning) > 0 && !s.tw.Running() && !s.grabbing {
		for _, m := range s.winning {
			s.drawHint(screen, strip, m, d0, line)
		}
	}
	switch {
	case s.grabbing:
		x, y := strip.Center(coins[s.grabCoin])
		if lo, hi := slidelayout.Reach(s.pos, s.grabCoin); s.dropOK && s.drop >= lo && s.drop <= hi {
			tx, ty := strip.Center(s.drop)
			s.g.coin(screen, 0, true, tx, ty, d0, s.c.Move, 0.9)
		}
		s.g.coin(screen, 0, false, x+s.px-s.gx, y+s.clampDY(s.py-s.gy), d0, s.c.Move, 1)
	case s.hover.ok && s.hover.cell != 0:
		tx, ty := strip.Center(s.hover.cell)
		s.g.coin(screen, 0, true, tx, ty, d0, s.c.Move, 0.9)
	}
}

// drawHint rings a winning move's coin, outlines the cell it goes to, and joins them under
// the strip.
func (s *Slide) drawHint(screen *ebiten.Image, strip slidelayout.Strip, m slide.Move, d, line float64) {
	x, y := strip.Center(s.pos.Coins[m.Coin])
	tx, _ := strip.Center(m.To)
	s.g.coin(screen, 0, true, x, y, d, s.c.Hint, 1)
	s.g.coin(screen, 0, true, tx, y, d, s.c.Hint, 0.75)
	by := strip.Y + strip.Cell - 4*line
	s.g.rect(screen, tx, by, x-tx, 2*line, s.c.Hint)
}

// drawStairs draws the reduction's staircase: blocks, floor and step numbers, each faded
// as the stage has it.
func (s *Slide) drawStairs(screen *ebiten.Image, ly slidelayout.Layers, line float64) {
	st := s.board.Stairs
	n := st.Steps
	for k := 1; k <= n; k++ {
		b := st.Block(k)
		clr := s.c.BlockEven
		if k%2 == 1 {
			clr = s.c.BlockOdd
		}
		s.g.fill(screen, b, palette.Fade(clr, ly.Blocks))
		s.g.rect(screen, b.X, b.Y, b.W, line*1.5, palette.Fade(s.c.TreadEdge, ly.Blocks))
		s.g.rect(screen, b.X, b.Y, line, b.H, palette.Fade(s.c.TreadEdge, ly.Blocks))
	}
	s.g.rect(screen, st.Left, st.Floor, st.ColW*float64(n), 2*line, palette.Fade(s.c.BaseLine, ly.Floor))
	for k := 1; k <= n; k++ {
		a := ly.Floor
		clr := s.c.LabelOdd
		if k%2 == 0 {
			a, clr = ly.Even, s.c.LabelEven
		}
		r := st.Label(k)
		in := stairlayout.Rect{X: r.X + line, Y: r.Y, W: r.W - 2*line, H: r.H}
		s.g.fill(screen, in, palette.Fade(clr, a))
		s.g.number(screen, uint64(k), inset(in, 0.2), s.c.Ink, a)
	}
}

// Package turnscene draws the coin-turning games (Turning Turtles, Mock Turtles, Ruler): a row
// of coins numbered 1..n, heads gold with a face and tails grey; under each head its value,
// the Nim heap it stands for, and under the row ⊕ their nim-sum, the row's value. A move is
// chosen coin by coin (turnlayout.Gesture) and turned over with a short flip; with the hint on
// the heads that start a winning move are ringed in green and winning moves drawn as arcs.
package turnscene

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/turning"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/turnlayout"
)

// white draws a sprite in its own colours.
var white = palette.RGB(0xff, 0xff, 0xff)

// flipTicks is how long coins take to turn over.
const flipTicks = 22

// maxArcs is the most winning moves drawn as arcs at once; the hint note counts them all.
const maxArcs = 8

// maxWinning bounds the winning moves the scene keeps (Mock Turtles can have n²/4).
const maxWinning = 4096

// Scene is the view of a row of coins. Drawing and updating allocate nothing once the
// position stops changing.
type Scene struct {
	c           *palette.Colours // of the frame's theme
	w, h, scale float64
	frame       session.Frame
	pos         turning.Position
	lay         turnlayout.Layout
	epoch       uint64

	gest            turnlayout.Gesture
	confirm, cancel bool // page commands, run by the next Update
	hover           int  // the coin a press would act on, 0 none
	refusal         msg.Text

	// The hint: winning moves in the engine's order (by rightmost coin), and which heads
	// start one.
	winning []turning.Move
	starts  []bool // index j: coin j starts a winning move
	arcs    [2]int // the range of winning the picture draws as arcs

	tw   anim.Tween
	was  string // the row before the move being animated
	flip []bool // index j: coin j turns in the running animation

	report []byte
	sent   bool
	dirty  bool
	cursor ebiten.CursorShapeType
	g      painter
	sp     sprites
}

// New returns a scene showing f, whose position is a turning.Position.
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
	s.relayout()
}

func (s *Scene) relayout() {
	if s.w == 0 || s.h == 0 {
		return
	}
	s.lay = turnlayout.New(s.w, s.h, s.scale, len(s.pos.Coins))
	s.sp.fit(&s.g, s.lay.Coin, s.lay.ValueH, s.scale, paint.Bold(s.frame.Display.Projector))
	s.dirty = true
}

// SetFrame gives the scene the session's latest state. Coins that changed since the last
// frame of the same game turn over.
func (s *Scene) SetFrame(f session.Frame) {
	if f.Display.Projector != s.frame.Display.Projector {
		defer s.relayout()
	}
	s.c = palette.For(f.Display.Theme)
	prev := s.pos
	s.frame = f
	s.pos = f.Pos.(turning.Position)
	s.gest.Cancel()
	s.refusal = msg.Text{}
	s.hover = 0
	s.dirty = true
	n := len(s.pos.Coins)
	if cap(s.flip) < n+1 {
		s.flip = make([]bool, n+1)
		s.starts = make([]bool, n+1)
	}
	s.flip, s.starts = s.flip[:n+1], s.starts[:n+1]
	clear(s.starts)
	s.winning = s.winning[:0]
	if f.Hint {
		for m := range s.pos.WinningMoves() {
			if len(s.winning) == maxWinning {
				break
			}
			s.winning = append(s.winning, m)
			s.starts[m.Coins[len(m.Coins)-1]] = true
		}
	}
	s.focusArcs(0)
	same := f.Epoch == s.epoch && len(prev.Coins) == n && prev.Rule == s.pos.Rule && prev.Play == s.pos.Play
	s.epoch = f.Epoch
	if len(prev.Coins) != n || s.lay.N != n {
		s.relayout()
	}
	clear(s.flip)
	s.tw = anim.Tween{}
	if same && prev.Coins != s.pos.Coins {
		for j := 1; j <= n; j++ {
			s.flip[j] = prev.Coins[j-1] != s.pos.Coins[j-1]
		}
		s.was = prev.Coins
		s.tw = anim.Start(flipTicks)
	}
	s.setReport()
}

// focusArcs chooses the winning moves drawn as arcs: all when there are few; else those from
// head j when it starts some, or else from the rightmost head that does.
func (s *Scene) focusArcs(j int) {
	w := s.winning
	if len(w) <= maxArcs {
		s.arcs = [2]int{0, len(w)}
		return
	}
	if j == 0 || j >= len(s.starts) || !s.starts[j] {
		j = w[len(w)-1].Coins[len(w[len(w)-1].Coins)-1]
	}
	lo, hi := -1, 0
	for i, m := range w {
		if m.Coins[len(m.Coins)-1] == j {
			if lo < 0 {
				lo = i
			}
			hi = i + 1
		}
	}
	s.arcs = [2]int{max(lo, 0), min(hi, max(lo, 0)+maxArcs)}
}

// Busy reports whether coins are turning; the computer waits for them.
func (s *Scene) Busy() bool { return s.tw.Running() }

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Commands are the buttons of the scene's block in the panel.
func (s *Scene) Commands() []string { return []string{"turn", "cancel"} }

// Command queues a button's action for the next Update, where moves are made. Neither takes
// an argument; turn needs a head chosen.
func (s *Scene) Command(name, arg string) error {
	if arg != "" {
		return fmt.Errorf("%s takes no argument, not %s", name, notation.Quote(arg))
	}
	switch name {
	case "turn":
		if !s.gest.Active() {
			return fmt.Errorf("turn: no coins are chosen: press a head first, the rightmost coin of the move")
		}
		s.confirm = true
	case "cancel":
		s.cancel = true
	}
	return nil
}

// Elapse runs the coins' flip on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) {
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
}

// Update advances the flip and turns the pointer into the move being chosen; it returns the
// position the move leads to once the move is made.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	before := s.gest
	coin := 0
	can := s.frame.CanMove && !s.tw.Running()
	if can {
		coin = s.lay.Hit(p.X, p.Y)
	}
	var res turnlayout.Result
	if s.cancel || !can {
		s.gest.Cancel()
		s.cancel = false
	}
	if s.confirm {
		s.confirm = false
		if can {
			merge(&res, s.gest.Confirm())
		}
	}
	if can {
		// A press and its release can arrive in one tick: the press first, then the release.
		if p.Pressed {
			r := s.gest.Press(s.pos, coin)
			merge(&res, r)
			if r.Refusal.IsZero() && !s.refusal.IsZero() && coin != 0 {
				s.refusal = msg.Text{}
				s.setReport()
			}
		} else if p.Down {
			s.gest.Drag(s.pos, coin)
		}
		if p.Released {
			merge(&res, s.gest.Release(s.pos, coin))
		}
	}
	var next game.Position
	made := false
	if res.Move != nil {
		n, err := s.pos.Apply(turning.Move{Coins: res.Move})
		if err == nil {
			next, made = n, true
		} else {
			res.Refusal = session.TurnRefusal(s.pos, res.Move)
		}
	}
	if !res.Refusal.IsZero() {
		s.refusal = res.Refusal
		s.setReport()
		s.dirty = true
	}
	if s.gest != before {
		s.dirty = true
		s.setReport()
		s.focusArcs(s.gest.Anchor)
	}
	hover := 0
	if can && p.Hover && !p.Down && !made && s.pressable(coin) {
		hover = coin
	}
	if hover != s.hover {
		s.hover = hover
		s.dirty = true
		if !s.gest.Active() {
			s.focusArcs(hover)
		}
	}
	cursor := ebiten.CursorShapeDefault
	switch {
	case can && s.pressable(coin):
		cursor = ebiten.CursorShapePointer
	case can && coin != 0:
		cursor = ebiten.CursorShapeNotAllowed
	}
	if cursor != s.cursor {
		s.cursor = cursor
		ebiten.SetCursorShape(cursor)
	}
	return next, made
}

// merge keeps what a step of the gesture did, on top of the steps before it in the tick.
func merge(res *turnlayout.Result, r turnlayout.Result) {
	if r.Move != nil {
		res.Move = r.Move
	}
	if !r.Refusal.IsZero() {
		res.Refusal = r.Refusal
	}
}

// pressable reports whether a press on coin j would do something.
func (s *Scene) pressable(j int) bool {
	if j < 1 || j > len(s.pos.Coins) {
		return false
	}
	if s.gest.Active() && j <= s.gest.Anchor {
		return true
	}
	return s.pos.Coins[j-1] == 'H'
}

// sceneReport is the nimscope:scene block: what is chosen, the buttons, or why a press did
// nothing.
type sceneReport struct {
	Title    string    `json:"title"`
	Text     string    `json:"text"`
	Controls []control `json:"controls,omitempty"`
}

type control struct {
	Command  string `json:"command"`
	Label    string `json:"label"`
	Disabled bool   `json:"disabled"`
}

func (s *Scene) setReport() {
	l := s.frame.Lang
	r := sceneReport{Title: i18n.T(l, "Your move")}
	switch {
	case len(s.pos.Heads()) == 0:
		r.Text = i18n.T(l, "No heads are left: no move can be made.")
	case !s.frame.CanMove:
		r.Text = i18n.T(l, "The computer is to move.")
	default:
		r.Text = i18n.Text(l, s.gest.Status(s.pos))
		idle := !s.gest.Active()
		r.Controls = []control{{"turn", i18n.T(l, "Turn over"), idle}, {"cancel", i18n.T(l, "Cancel"), idle}}
	}
	if !s.refusal.IsZero() {
		r.Title = i18n.T(l, "Not allowed")
		r.Text = i18n.Text(l, s.refusal) + " " + r.Text
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
	defer s.g.pen.Flush() // the frame's sprites are one batch (painter.fit)
	s.dirty = false
	s.g.pen.Clear(screen, s.c.Background)
	if s.sp.heads == nil || !s.g.ready {
		return
	}
	l := &s.lay
	p := 1.0
	if s.tw.Running() {
		p = anim.EaseInOut(s.tw.Progress())
	}
	coins := s.pos.Coins
	for j := 1; j <= len(coins); j++ {
		x, y := l.Center(j)
		heads := coins[j-1] == 'H'
		sx := 1.0
		if s.flip[j] && p < 1 {
			sx = math.Abs(math.Cos(math.Pi * p))
			if p < 0.5 {
				heads = s.was[j-1] == 'H'
			}
		}
		switch {
		case s.gest.Chosen(j):
			s.g.sprite(screen, s.sp.ring, x, y, s.c.Take)
		case s.hover == j:
			s.g.sprite(screen, s.sp.ring, x, y, s.c.Hover)
		}
		if s.starts[j] && !s.tw.Running() {
			s.g.sprite(screen, s.sp.outer, x, y, s.c.Hint)
		}
		img := s.sp.tails
		if heads {
			img = s.sp.heads
		}
		s.coin(screen, img, x, y, sx)
		s.g.number(screen, uint64(j), x, l.NumberY(j), l.LabelH, l.Pitch*0.95, s.c.Muted)
		if coins[j-1] == 'H' && (!s.flip[j] || p >= 0.5) {
			s.g.number(screen, s.pos.Value(j), x, l.ValueY(j), l.ValueH, l.Pitch*0.95, s.c.Stone)
		}
	}
	if !s.tw.Running() {
		for _, m := range s.winning[s.arcs[0]:s.arcs[1]] {
			s.arc(screen, m.Coins, s.c.Hint, 1)
		}
		if s.gest.Active() {
			s.chosenArc(screen)
		}
	}
	if !s.frame.Display.HideValues {
		// values=hidden: the row's nim-sum, its value, waits for the reveal (the coins'
		// own values stay, as the panel's table shows them).
		s.drawSum(screen)
	}
}

// chosenArc joins the coins of the move being chosen, in red, without allocating.
func (s *Scene) chosenArc(screen *ebiten.Image) {
	var buf [3]int
	c := buf[:0]
	a := s.gest.Anchor
	if s.gest.From > 0 && s.gest.From < a {
		s.arcSpan(screen, s.gest.From, a, s.c.Take, 0.6, true)
		return
	}
	for _, e := range s.gest.Extra {
		if e > 0 {
			c = append(c, e)
		}
	}
	if len(c) == 0 {
		return
	}
	c = append(c, a)
	s.arc(screen, c, s.c.Take, 0.6)
}

// arc draws a move's coins as a bow from its leftmost coin to its rightmost, with a mark over
// each coin it turns; lo scales the bow's height, so two kinds of arcs do not overlap.
func (s *Scene) arc(screen *ebiten.Image, coins []int, clr color.RGBA, lo float64) {
	first, last := coins[0], coins[len(coins)-1]
	for _, j := range coins {
		x, _ := s.lay.Center(j)
		s.g.sprite(screen, s.sp.mark, x, s.lay.ArcBase(j), clr)
	}
	if len(coins) > 1 {
		s.arcSpan(screen, first, last, clr, lo, false)
	}
}

// arcSpan draws a dotted bow from coin a to coin b; every marks each coin under it (a run).
func (s *Scene) arcSpan(screen *ebiten.Image, a, b int, clr color.RGBA, lo float64, every bool) {
	l := &s.lay
	if every {
		for j := a; j <= b; j++ {
			x, _ := l.Center(j)
			s.g.sprite(screen, s.sp.mark, x, l.ArcBase(j), clr)
		}
	}
	ra, _ := l.RowCol(a)
	rb, _ := l.RowCol(b)
	if ra != rb {
		return // on different rows: the marks alone say which coins turn
	}
	x0, _ := l.Center(a)
	x1, _ := l.Center(b)
	base := l.ArcBase(a)
	height := math.Min(l.ArcH*0.6, l.ArcH*0.2+0.15*(x1-x0)) * lo
	step := math.Max(2*s.scale, l.Coin*0.09)
	n := int((x1 - x0) / step)
	for k := 0; k <= n; k++ {
		t := float64(k) / float64(max(n, 1))
		s.g.sprite(screen, s.sp.dot, x0+(x1-x0)*t, base-4*height*t*(1-t), clr)
	}
}

// coin draws a coin face squeezed to sx of its width, as it turns over.
func (s *Scene) coin(screen, img *ebiten.Image, cx, cy, sx float64) {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	var g ebiten.GeoM
	g.Translate(-w/2, -h/2)
	g.Scale(math.Max(sx, 0.02), 1)
	g.Translate(math.Round(cx), math.Round(cy))
	s.g.pen.Geo(screen, img, g, white, 1)
}

// drawSum writes ⊕ and the row's value, centred under the row.
func (s *Scene) drawSum(screen *ebiten.Image) {
	l := &s.lay
	v := s.pos.RowValue()
	w := s.g.numberWidth(v) * l.SumH / s.sp.valueH
	sign := l.SumH * 1.15
	gap := l.SumH * 0.3
	x := s.w/2 - (sign+gap+w)/2
	y := l.SumY + l.SumH*0.1
	var g ebiten.GeoM
	b := s.sp.xor.Bounds()
	k := l.SumH / s.sp.valueH
	g.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	g.Scale(k, k)
	g.Translate(x+sign/2, y+l.SumH/2)
	s.g.pen.Geo(screen, s.sp.xor, g, s.c.Ink, 1)
	s.g.number(screen, v, x+sign+gap+w/2, y, l.SumH, s.w, s.c.Ink)
}

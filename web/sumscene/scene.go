// Package sumscene draws a sum of games: each component in a box of its own, drawn by its
// game's rule (heaps of stones, a staircase with coins, a Hackenbush graph), its Grundy value
// above it, and the nim-sum of the values written out below them all. A tap or click makes a
// move in the component under the pointer; hovering shows what would go; the hint marks the
// winning moves. The geometry and the gestures live in web/sumlayout; this package draws and
// reads the pointer, and the session decides whether a move stands.
package sumscene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/sum"
	"github.com/nimscope/nimscope/engine/turning"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/sumlayout"
)

// moveTicks is how long a move cross-fades its component: long enough to see what changed.
const moveTicks = 18

// Help says what the gestures do, in the scene's report.
const Help = "Tap or click in a component to move there: a stone takes it and every stone above it, " +
	"a coin on the stairs moves down one step with the coins above it (from step 1, off the stairs), " +
	"a free cell of a strip takes the first coin on its right, an edge is chopped " +
	"and whatever hangs from it falls. In a row of coins to turn, tap the coins to choose them, then the rightmost again. " +
	"Hover, or hold your finger down, to see what would go; letting go elsewhere makes no move."

type target struct {
	part int
	pick sumlayout.Pick
	ok   bool
}

// Scene is the sum's view.
type Scene struct {
	w, h, scale float64
	lay         sumlayout.Layout
	parts       []sumlayout.Part
	rooms       []sumlayout.Room
	epoch       uint64

	frame  session.Frame
	pos    sum.Position
	values []uint64
	hints  [][]sumlayout.Pick // winning picks per component, when the hint is on

	// The component a move changed, drawn as it was, fading out while the new one fades in.
	fromPart  int
	fromPos   game.Position
	fromDrawn sumlayout.Part
	tw        anim.Tween

	hover, press target
	// chosen are the coins picked so far in a row of coins to turn (component chosenPart);
	// a second tap on the rightmost turns them over.
	chosen     []int
	chosenPart int
	reason     msg.Text
	reportLang i18n.Lang // the language of the last report
	reportSent bool
	drawn      bool
	dirty      bool
	cursor     ebiten.CursorShapeType

	paint painter
}

// New returns a scene showing f, whose position is a sum.Position.
func New(f session.Frame) *Scene {
	s := &Scene{dirty: true}
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

// SetFrame gives the scene the session's latest state. A move (one component changed, the
// same epoch) cross-fades that component; a new position is laid out afresh.
func (s *Scene) SetFrame(f session.Frame) {
	prev := s.pos
	s.frame = f
	s.paint.look(f.Display.Theme, f.Display.Projector)
	s.pos = f.Pos.(sum.Position)
	s.values = s.pos.Values()
	s.dirty = true
	s.hover, s.press = target{}, target{}
	s.chosen = nil
	if f.Epoch != s.epoch || len(prev.Parts) != len(s.pos.Parts) {
		s.epoch = f.Epoch
		s.rooms = make([]sumlayout.Room, len(s.pos.Parts))
		for i, c := range s.pos.Parts {
			s.rooms[i] = sumlayout.RoomFor(c)
		}
		s.tw = anim.Tween{}
		s.fromPos = nil
		s.setReason(msg.Text{})
		s.relayout()
	} else {
		changed := -1
		for i := range prev.Parts {
			if prev.Parts[i].String() != s.pos.Parts[i].String() {
				changed = i
				break
			}
		}
		if changed >= 0 && changed < len(s.parts) {
			s.fromPart, s.fromPos, s.fromDrawn = changed, prev.Parts[changed], s.parts[changed]
			s.tw = anim.Start(moveTicks)
			s.setReason(msg.Text{})
		}
		s.relayout()
	}
	s.hints = nil
	if f.Hint {
		s.hints = make([][]sumlayout.Pick, len(s.pos.Parts))
		for _, m := range s.pos.WinningMoves() {
			if pk, ok := sumlayout.PickFor(s.pos.Parts[m.Part], m.To); ok {
				s.hints[m.Part] = append(s.hints[m.Part], pk)
			}
		}
	}
}

func (s *Scene) relayout() {
	if s.w == 0 || s.h == 0 {
		return
	}
	s.lay = sumlayout.New(s.w, s.h, s.scale, len(s.pos.Parts))
	label := s.lay.Label(s.frame.Display.Projector)
	s.parts = s.parts[:0]
	for i, c := range s.pos.Parts {
		room := sumlayout.Room{}
		if i < len(s.rooms) {
			room = s.rooms[i]
		}
		s.parts = append(s.parts, sumlayout.NewPart(s.lay.Boxes[i], s.scale, c, room, label))
	}
	if s.fromPos != nil && s.fromPart < len(s.parts) {
		s.fromDrawn = sumlayout.NewPart(s.lay.Boxes[s.fromPart], s.scale, s.fromPos, s.rooms[s.fromPart], label)
	}
	s.paint.fit(s.lay.DigitH, s.scale)
	s.paint.bold = 1
	if s.frame.Display.Projector {
		s.paint.bold = projectorBold
	}
	s.dirty = true
}

// Busy reports whether a move is still fading in; the computer waits for it.
func (s *Scene) Busy() bool { return s.tw.Running() }

// NeedsDraw reports whether the picture changed since the last Draw: an idle scene is not
// redrawn.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Elapse runs the cross-fade on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) { s.faded(s.tw.Elapse(ticks)) }

// faded follows the cross-fade having run (ran): the picture changed, and the position it
// came from is let go at its end.
func (s *Scene) faded(ran bool) {
	if ran {
		s.dirty = true
		if !s.tw.Running() {
			s.fromPos = nil
		}
	}
}

// Update advances the cross-fade and reads the pointer. A press and its release on the same
// thing in one component make that component's move; a release elsewhere does nothing.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	s.faded(s.tw.Advance(p.Pressed))
	var over target
	if s.frame.CanMove && !s.tw.Running() && len(s.parts) == len(s.pos.Parts) {
		if i, ok := s.lay.At(p.X, p.Y); ok {
			pk, ok := s.parts[i].Pick(p.X, p.Y, p.Touch, s.pos.Parts[i])
			over = target{i, pk, ok}
		}
	}
	// A press and its release can come in one tick (a touchpad's tap): the press first.
	if p.Pressed {
		s.press = over
	} else if p.Down && s.press.ok && over.ok && over.part == s.press.part {
		s.press = over // sliding within the component chooses another stone, coin or edge
	}
	var next game.Position
	made := false
	if p.Released {
		if s.press.ok && over.ok && samePick(over, s.press) {
			c := s.pos.Parts[over.part]
			pick, ready := over.pick, true
			if _, ok := c.(turning.Position); ok {
				pick, ready = s.choose(over.part, int(over.pick.Cell))
			}
			if !ready {
				s.dirty = true
			} else if n, why := sumlayout.Move(c, pick); n != nil {
				next, made = s.pos.With(over.part, n), true
			} else {
				s.setReason(why)
				s.dirty = true
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
	if !samePick(show, s.hover) || show.ok != s.hover.ok {
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

// choose is a tap on coin k of the row of coins in component part: it joins or leaves the
// coins chosen, or, a second tap on the rightmost chosen, asks for them to be turned over.
func (s *Scene) choose(part, k int) (sumlayout.Pick, bool) {
	if s.chosenPart != part {
		s.chosen, s.chosenPart = nil, part
	}
	next, commit := sumlayout.Toggle(s.chosen, k)
	if !commit {
		s.chosen = next
		s.setReason(msg.New(TurnHelp))
		return sumlayout.Pick{}, false
	}
	pick := sumlayout.Pick{Turn: s.chosen}
	s.chosen = nil
	return pick, true
}

// samePick reports whether two targets are the same thing in the same component.
func samePick(a, b target) bool {
	return a.ok == b.ok && a.part == b.part && a.pick.Heap == b.pick.Heap && a.pick.To == b.pick.To &&
		a.pick.Step == b.pick.Step && a.pick.Keep == b.pick.Keep && a.pick.Edge == b.pick.Edge &&
		a.pick.Cell == b.pick.Cell && a.pick.Coin == b.pick.Coin
}

// TurnHelp is the report while coins of a row are being chosen.
const TurnHelp = "Coins chosen to turn over are ringed in red. Tap the rightmost of them again to turn them over (it must be heads); tap another chosen coin to drop it."

// Report sends what the gestures do, or why the last one did nothing.
func (s *Scene) Report() ([]byte, bool) {
	// The panel enables a report's controls only once the page is ready (after the first
	// frame); a report before it would be shown too early.
	l := s.frame.Lang
	if s.reportSent && s.reportLang == l || !s.drawn {
		return nil, false
	}
	s.reportSent, s.reportLang = true, l
	r := struct {
		Title string `json:"title"`
		Text  string `json:"text"`
	}{i18n.T(l, "On the board"), i18n.T(l, Help)}
	if !s.reason.IsZero() {
		r.Text = i18n.Text(l, s.reason)
	}
	b, err := jsonenc.Marshal(r)
	if err != nil {
		return nil, false
	}
	return b, true
}

func (s *Scene) setReason(r msg.Text) {
	if r.String() != s.reason.String() {
		s.reason = r
		s.reportSent = false
	}
}

// Draw paints the whole scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.dirty = false
	s.drawn = true
	if len(s.parts) != len(s.pos.Parts) || s.paint.pixel == nil {
		screen.Fill(s.paint.bg)
		return
	}
	s.paint.clear(screen)
	pr := anim.EaseOut(s.tw.Progress())
	hide := s.frame.Display.HideValues
	for i, d := range s.parts {
		b := d.Box
		s.paint.frameRect(screen, b.Outer, s.scale)
		// Each part's value shows with values=hidden too, as the panel's table lists them:
		// the students work the sum out; only the equation waits.
		s.paint.number(screen, s.values[i], b.Value, s.lay.DigitH, s.paint.c.Ink, 1)
		c := s.pos.Parts[i]
		var hov *sumlayout.Pick
		if s.hover.ok && s.hover.part == i {
			hov = &s.hover.pick
		}
		var hints []sumlayout.Pick
		if i < len(s.hints) && !s.tw.Running() {
			hints = s.hints[i]
		}
		if s.chosenPart == i && len(s.chosen) > 0 {
			s.paint.chosen = s.chosen
		} else {
			s.paint.chosen = nil
		}
		if s.tw.Running() && s.fromPos != nil && i == s.fromPart {
			s.paint.part(screen, s.fromDrawn, s.fromPos, nil, nil, float32(1-pr))
			s.paint.part(screen, d, c, nil, nil, float32(pr))
			continue
		}
		s.paint.part(screen, d, c, hov, hints, 1)
	}
	if !hide {
		tokens, h := sumlayout.Equation(s.values, s.pos.NimSum(), s.lay.Total, s.lay.DigitH)
		for _, t := range tokens {
			switch t.Kind {
			case sumlayout.Number:
				s.paint.digits(screen, t.Digits, t.R.X, t.R.Y, h, s.paint.c.Ink, 1)
			case sumlayout.Plus:
				s.paint.oplus(screen, t.R, s.scale)
			case sumlayout.Equals:
				s.paint.equals(screen, t.R, s.scale)
			}
		}
	}
}

// fade returns c with its alpha scaled by a, premultiplied as Ebiten expects.
func fade(c color.RGBA, a float32) color.RGBA {
	a = min(max(a, 0), 1)
	f := float64(a)
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), uint8(float64(c.A) * f)}
}

func round(x float64) float64 { return math.Round(x) }

package hackscene

import (
	"fmt"
	"strconv"
	"time"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/hackanim"
	"github.com/nimscope/nimscope/web/hackedit"
	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/input"
)

// Commands are the page commands the scene takes:
//   - explain play|pause|toggle|step|back|stop: the reduction, step by step;
//   - speed 1…8: how fast it plays;
//   - edit on|off|toggle: the editor;
//   - tool draw|move|delete: what a press does in the editor (it opens the editor);
//   - preset stalk|tree|triangle|square|k4|girl|clear: a classic figure, or nothing;
//   - open nim: play on as Nim, on the stalks the graph reduces to at the ground.
func (s *Scene) Commands() []string {
	return []string{"explain", "speed", "edit", "tool", "preset", "open"}
}

// Command runs a page command; the app calls it from Update.
func (s *Scene) Command(name, arg string) error {
	s.bands.drop()
	switch name {
	case "explain":
		return s.explain(arg)
	case "speed":
		n, err := strconv.Atoi(arg)
		if err != nil || n < hackanim.MinSpeed || n > hackanim.MaxSpeed {
			return fmt.Errorf("speed: %s is not a whole number from %d to %d", notation.Quote(arg), hackanim.MinSpeed, hackanim.MaxSpeed)
		}
		s.speed = n
		if s.mode == explaining {
			return s.tl.SetSpeed(n)
		}
		return nil
	case "edit":
		switch arg {
		case "on":
			s.startEdit()
		case "off":
			s.stopEdit()
		case "toggle", "":
			if s.mode == editing {
				s.stopEdit()
			} else {
				s.startEdit()
			}
		default:
			return fmt.Errorf("edit: %s is not on, off or toggle", notation.Quote(arg))
		}
		return nil
	case "tool":
		t, err := hackedit.ParseTool(arg)
		if err != nil {
			return err
		}
		s.startEdit()
		s.editor.Tool = t
		s.dirty = true
		return nil
	case "preset":
		return s.preset(arg)
	case "open":
		return s.openNim(arg)
	}
	return fmt.Errorf("command: %s is not a command of this scene", notation.Quote(name))
}

// openNim sends the Nim position the graph is worth: one heap per stalk the reduction leaves
// at the ground. Only in normal play: the reduction says nothing of misère Hackenbush.
func (s *Scene) openNim(arg string) error {
	if arg != "nim" {
		return fmt.Errorf("open: %s is not a game the drawing opens (it opens nim: the stalks at the ground)", notation.Quote(arg))
	}
	if s.pos.Play() == game.Misere {
		return fmt.Errorf("open: in misère play the graph is not the Nim of its stalks, so there is no Nim to open")
	}
	heaps := s.pos.GroundStalks()
	if len(heaps) == 0 {
		return fmt.Errorf("open: nothing stands on the ground, so there are no heaps to play")
	}
	s.send(nim.Position{Heaps: heaps}.String())
	return nil
}

// readyLimit bounds the time of a frame's part of the explanation's work (Replay.Ready)
// beside its budget of work: a frame's Go time is to stay well under a millisecond.
const readyLimit = 400 * time.Microsecond

// makeReplay makes the drawing's replay unless it has it, and reports whether it did.
func (s *Scene) makeReplay() bool {
	if s.replay != nil && s.replayOf == s.drawings {
		return false
	}
	s.replay, s.replayOf = hackanim.NewReplay(s.pos, s.drawing), s.drawings
	s.replay.Limit = readyLimit
	return true
}

func (s *Scene) explain(arg string) error {
	start := func() error {
		if s.mode == explaining {
			return nil
		}
		if s.pos.NumEdges() == 0 {
			return fmt.Errorf("explain: no edges are left to explain")
		}
		if s.frame.Display.HideValues {
			return fmt.Errorf("explain: the reduction ends on the graph's value, which is hidden (values=hidden); reveal the values first")
		}
		s.mode = explaining
		s.pics.building, s.pics.labelling = false, false
		// Explained again (or prepared while the scene was still: warm.go), the same
		// drawing keeps its replay: the reduction and the keyframes worked out before.
		if s.makeReplay() {
			s.pics.waited = false // the frame that worked the reduction out does no more
		}
		s.tl = hackanim.NewTimeline(len(s.replay.Steps()))
		s.tl.Speed = s.speed
		s.hover, s.press, s.hoverFall = -1, -1, nil
		s.tw.Tick = s.tw.Len
		s.fit()
		return nil
	}
	switch arg {
	case "play", "toggle", "":
		running := s.mode == explaining
		if err := start(); err != nil {
			return err
		}
		if arg == "play" || !running {
			s.tl.Play()
		} else {
			s.tl.Toggle()
		}
	case "pause":
		if s.mode == explaining {
			s.tl.Pause()
		}
	case "step":
		if err := start(); err != nil {
			return err
		}
		s.tl.Step()
	case "back":
		if s.mode == explaining {
			s.tl.Back()
		}
	case "stop":
		if s.mode == explaining {
			s.mode = playing
			s.fit()
		}
	default:
		return fmt.Errorf("explain: %s is not play, pause, toggle, step, back or stop", notation.Quote(arg))
	}
	s.dirty = true
	return nil
}

func (s *Scene) startEdit() {
	if s.mode == editing {
		return
	}
	switch {
	case s.editor == nil:
		s.editor = hackedit.New(hackedit.FromPosition(s.pos, s.places))
	case s.shownText() == s.left:
		// The position the editor was left on: its drawing is kept, edges in the air (grey,
		// not in the position) and all, rather than dropped for a look at the play.
		s.editor.SetDraft(s.editor.Draft)
	default:
		s.editor.SetDraft(hackedit.FromPosition(s.pos, s.places))
	}
	s.editor.SetView(s.view, false)
	s.hist.Reset()
	s.report.edits++
	s.mode = editing
	s.sent, s.note = s.shownText(), "" // what the session shows needs no sending
	s.hover, s.press, s.hoverFall = -1, -1, nil
	s.tw.Tick = s.tw.Len
	s.fit()
}

func (s *Scene) stopEdit() {
	if s.mode != editing {
		return
	}
	s.mode = playing
	s.left = s.shownText()
	s.SetFrame(s.frame) // the session's position, as the edits left it
}

// preset sends a classic figure to the session, in the play of the position shown when it
// can be played so.
func (s *Scene) preset(name string) error {
	var d hackedit.Draft
	if name != "clear" {
		pr, ok := hacklayout.PresetNamed(name)
		if !ok {
			return fmt.Errorf("preset: %s is not one of %s or clear", notation.Quote(name), joinNames(hacklayout.PresetNames()))
		}
		d = hackedit.FromPreset(pr, game.Normal)
	}
	if s.pos.Play() == game.Misere && len(d.Edges) <= hackenbush.MaxMisereEdges {
		d.Play = game.Misere
	}
	text, err := d.Text()
	if err != nil {
		return err
	}
	if s.mode == editing {
		before := s.editor.Draft.Clone()
		s.editor.SetDraft(d)
		s.report.edits++
		s.fit()
		if t, _ := before.Text(); t != text || len(before.Edges) != len(d.Edges) {
			s.record(before, true) // the same preset again is no change to undo
		}
	}
	s.send(text)
	return nil
}

func joinNames(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

// send queues a text for the session.
func (s *Scene) send(text string) {
	s.sent, s.note = text, ""
	s.edits = append(s.edits, text)
	s.dirty = true
}

// Edits returns the positions the user made by editing since the last call, for the app
// to pass to the session's Set (web.Editor).
func (s *Scene) Edits() []string {
	if len(s.edits) == 0 {
		return nil
	}
	e := s.edits
	s.edits = nil
	return e
}

// updateEdit feeds the pointer to the editor and sends what a gesture changed.
func (s *Scene) updateEdit(p input.Pointer) {
	ed := s.editor
	ed.SetView(s.view, p.Touch)
	pt := hacklayout.Point{X: p.X, Y: p.Y}
	before := ed.Hover()
	if p.Pressed {
		ed.Press(pt)
		s.dirty = true
	}
	if p.Down || p.Released {
		ed.Reach(p.Far)
	}
	switch {
	case p.Down:
		ed.MoveTo(pt)
		s.dirty = true
	case p.Hover && !p.Released:
		ed.MoveTo(pt)
	case !p.Released:
		ed.Leave()
	}
	if p.Released {
		before := ed.Draft.Clone()
		if c := ed.Release(pt); c != hackedit.Unchanged {
			s.report.edits++
			s.record(before, s.commit())
		} else if ed.Note != "" {
			s.note = ed.Note
		}
		s.dirty = true
	}
	if ed.Hover() != before {
		s.dirty = true
	}
	cursor := ebitenCursor(ed)
	s.setCursor(cursor)
}

// commit sends the draft to the session, unless it says what was sent last, and reports
// whether it sent it.
func (s *Scene) commit() (sent bool) {
	defer s.fit()
	text, err := s.editor.Draft.Text()
	if err != nil {
		s.note = err.Error()
		return false
	}
	if text == s.sent {
		return false
	}
	s.send(text)
	return true
}

// shownText is the session's position and drawing as Draft.Text writes them.
func (s *Scene) shownText() string { return s.posText + "&pos=" + s.frame.View["pos"] }

// record notes the editor's change from before to its draft now, sent to the session or
// not, for Undo: the session's history holds it only when it changed the position (a
// drawing's places are a view key, which the session changes in place).
func (s *Scene) record(before hackedit.Draft, sent bool) {
	b, err1 := before.Position()
	a, err2 := s.editor.Draft.Position()
	held := sent && err1 == nil && err2 == nil && a.String() != b.String()
	s.hist.Record(before, s.editor.Draft, held)
}

// Undo takes back the editor's last change (web.Undoer). A change the session does not hold
// (an edge drawn in the air, a loose vertex moved) is the editor's alone: it reports true.
// For one the session holds it reports false, for the session to undo, and shows the draft
// from before it (with its edges in the air) once the session shows that draft's position.
// Out of the editor, or when the session moved on its own, it is the session's undo alone.
func (s *Scene) Undo() bool { return s.takeBack(s.hist.Undo) }

// Redo makes again what Undo took back, as Undo does. After a change of the editor's own,
// it has nothing to redo, and the session's redo, which would throw that change away, is
// not asked either (the report's noRedo tells the panel).
func (s *Scene) Redo() bool {
	if s.mode == editing && s.hist.Changes() {
		return true
	}
	return s.takeBack(s.hist.Redo)
}

// Forget drops the editor's history: the session could not undo (redo) the change the
// editor expected it to.
func (s *Scene) Forget() {
	s.hist.Reset()
	s.restore = nil
	s.report.edits++
}

func (s *Scene) takeBack(move func(shown string) (hackedit.Draft, bool, bool)) bool {
	if s.mode != editing {
		return false
	}
	d, session, ok := move(s.posText)
	if !ok {
		return false
	}
	if session {
		s.restore = &d
		return false
	}
	s.editor.SetDraft(d)
	s.note = ""
	s.report.edits++
	s.dirty = true
	s.commit() // the places the draft had, if they were the session's (a vertex moved back)
	return true
}

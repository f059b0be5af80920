package hackedit

// History is the editor's own undo and redo. A stroke not joined to the ground changes the
// draft but not the position, so the session's history, which knows positions, cannot take
// it back: the editor keeps every change of its draft, and which of them reached the session.
type History struct {
	undo, redo []step
}

type step struct {
	before, after Draft
	sent          bool // the change was sent to the session as after.Text()
}

// Record notes a change of the draft from before to after, and whether it was sent to the
// session. It ends what Redo could make again.
func (h *History) Record(before, after Draft, sent bool) {
	h.undo = append(h.undo, step{before.Clone(), after.Clone(), sent})
	h.redo = h.redo[:0]
}

// Reset forgets every change: the editor starts afresh, or the session moved on its own.
func (h *History) Reset() { h.undo, h.redo = h.undo[:0], h.redo[:0] }

// CanUndo and CanRedo report whether Undo and Redo have a change to take.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// Undo takes back the last change, given the session's text now (as Draft.Text writes it).
// It returns the draft to show, and whether the session must undo as well (the change had
// reached it; the caller shows d once the session shows d's text). It returns ok false when
// it has no change to take, or when the session does not show what the last change sent
// (something else changed it): then the history is forgotten, and the session's own undo
// is the one to use.
func (h *History) Undo(shown string) (d Draft, session, ok bool) {
	return h.move(&h.undo, &h.redo, shown, true)
}

// Redo makes again the change Undo took back last, as Undo does the other way.
func (h *History) Redo(shown string) (d Draft, session, ok bool) {
	return h.move(&h.redo, &h.undo, shown, false)
}

func (h *History) move(from, to *[]step, shown string, back bool) (Draft, bool, bool) {
	if len(*from) == 0 {
		return Draft{}, false, false
	}
	s := (*from)[len(*from)-1]
	now, next := s.after, s.before
	if !back {
		now, next = s.before, s.after
	}
	if s.sent {
		if text, err := now.Text(); err != nil || text != shown {
			h.Reset()
			return Draft{}, false, false
		}
	}
	*from = (*from)[:len(*from)-1]
	*to = append(*to, s)
	return next.Clone(), s.sent, true
}

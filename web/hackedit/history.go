package hackedit

// History is the editor's own undo and redo. A stroke not joined to the ground changes the
// draft but not the position, and a vertex moved changes only the drawing (the pos view
// key), so the session's history, which keeps positions, cannot take them back: the editor
// keeps every change of its draft, and which of them the session's history holds.
type History struct {
	undo, redo []step
}

type step struct {
	before, after Draft
	held          bool // the session's history holds the change: it changed the position
}

// Record notes a change of the draft from before to after, and whether the session's
// history holds it (it changed the position, and the session took it). It ends what Redo
// could make again.
func (h *History) Record(before, after Draft, held bool) {
	h.undo = append(h.undo, step{before.Clone(), after.Clone(), held})
	h.redo = h.redo[:0]
}

// Changes reports whether the editor's latest change was its own and nothing has been
// undone since: the session's redo would then throw that change away.
func (h *History) Changes() bool { return len(h.undo) > 0 && len(h.redo) == 0 }

// Reset forgets every change: the editor starts afresh, or the session moved on its own.
func (h *History) Reset() { h.undo, h.redo = h.undo[:0], h.redo[:0] }

// CanUndo and CanRedo report whether Undo and Redo have a change to take.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// Undo takes back the last change, given the position the session shows (as
// Position().String() writes it). It returns the draft to show, and whether the session must
// undo as well (its history holds the change; the caller shows d once the session shows d's
// position). It returns ok false when it has no change to take, or when the session does
// not show the position the last change made (something else changed it): then the history
// is forgotten, and the session's own undo is the one to use.
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
	if s.held {
		if p, err := now.Position(); err != nil || p.String() != shown {
			h.Reset()
			return Draft{}, false, false
		}
	}
	*from = (*from)[:len(*from)-1]
	*to = append(*to, s)
	return next.Clone(), s.held, true
}

package hackedit

import (
	"testing"

	"github.com/nimscope/nimscope/web/hacklayout"
)

// drafts returns a stalk of one edge, then the same with an edge drawn in the air (not joined
// to the ground, so the position is the same), then with an edge grounded on the stalk.
func drafts(t *testing.T) (stalk, loose, grown Draft) {
	t.Helper()
	v := stalk.AddVertex(hacklayout.Point{X: 500, Y: 200})
	stalk.AddEdge(0, v, 500)
	loose = stalk.Clone()
	a, b := loose.AddVertex(hacklayout.Point{X: 200, Y: 600}), loose.AddVertex(hacklayout.Point{X: 300, Y: 700})
	loose.AddEdge(a, b, 0)
	grown = loose.Clone()
	c := grown.AddVertex(hacklayout.Point{X: 500, Y: 400})
	grown.AddEdge(v, c, 0)
	return stalk, loose, grown
}

func textOf(t *testing.T, d Draft) string {
	t.Helper()
	p, err := d.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p.String()
}

func sameDraft(a, b Draft) bool {
	ta, ea := a.Text()
	tb, eb := b.Text()
	return ea == nil && eb == nil && ta == tb && len(a.Edges) == len(b.Edges) && len(a.Pos.At) == len(b.Pos.At)
}

// TestHistory: an edge drawn in the air is undone by the editor alone; a change the session
// holds is undone by both; redo makes them again; a session that moved on its own ends it.
func TestHistory(t *testing.T) {
	stalk, loose, grown := drafts(t)
	if textOf(t, stalk) != textOf(t, loose) {
		t.Fatalf("the loose edge changed the text: %s, %s", textOf(t, stalk), textOf(t, loose))
	}
	var h History
	h.Record(stalk, loose, false)
	h.Record(loose, grown, true)

	type want struct {
		draft   Draft
		session bool
	}
	for i, tc := range []struct {
		redo  bool
		shown string
		want  *want // nil: not ok
	}{
		{false, textOf(t, grown), &want{loose, true}},  // the grounded edge: the session undoes too
		{false, textOf(t, stalk), &want{stalk, false}}, // the edge in the air: the editor alone
		{false, textOf(t, stalk), nil},                 // nothing left
		{true, textOf(t, stalk), &want{loose, false}},
		{true, textOf(t, loose), &want{grown, true}},
		{true, textOf(t, grown), nil},
	} {
		var (
			d           Draft
			session, ok bool
		)
		if tc.redo {
			d, session, ok = h.Redo(tc.shown)
		} else {
			d, session, ok = h.Undo(tc.shown)
		}
		switch {
		case tc.want == nil && ok:
			t.Errorf("%d: ok with nothing to take", i)
		case tc.want != nil && (!ok || session != tc.want.session || !sameDraft(d, tc.want.draft)):
			t.Errorf("%d: got %v session %v ok %v, want %v session %v", i, d.Edges, session, ok, tc.want.draft.Edges, tc.want.session)
		}
	}

	// The session shows something else than the last change sent: the editor gives way.
	h.Reset()
	h.Record(stalk, loose, false)
	h.Record(loose, grown, true)
	if _, _, ok := h.Undo(textOf(t, stalk)); ok {
		t.Errorf("Undo while the session shows another position: ok")
	}
	if h.CanUndo() || h.CanRedo() || h.Changes() {
		t.Errorf("after giving way the history still has changes")
	}
	// A change the editor alone holds is undone whatever the session shows.
	h.Record(stalk, loose, false)
	if d, session, ok := h.Undo("game=hackenbush&edges=0-1,0-2"); !ok || session || !sameDraft(d, stalk) {
		t.Errorf("undo of an edge in the air: %v %v %v", d.Edges, session, ok)
	}
	// A new change ends what redo could make again, the session's too.
	h.Record(stalk, loose, false)
	if h.CanRedo() || !h.Changes() {
		t.Errorf("after a new change: redo %v, changes %v", h.CanRedo(), h.Changes())
	}
}

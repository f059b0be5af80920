package hackedit

import (
	"fmt"
	"math"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/hacklayout"
)

type point = hacklayout.Point

// Tool is what a press does in the editor.
type Tool uint8

const (
	Draw   Tool = iota // click empty space: a vertex; drag from a vertex or the ground: an edge
	Move               // drag a vertex, or an edge's foot along the ground
	Delete             // click a vertex or an edge to remove it
)

// Tools are the tools in the order the editor's buttons show them.
var Tools = []Tool{Draw, Move, Delete}

func (t Tool) String() string {
	switch t {
	case Move:
		return "move"
	case Delete:
		return "delete"
	}
	return "draw"
}

// Label is the tool's button label.
func (t Tool) Label() string {
	switch t {
	case Move:
		return "Move"
	case Delete:
		return "Delete"
	}
	return "Draw"
}

// ParseTool reads a tool's name.
func ParseTool(s string) (Tool, error) {
	for _, t := range Tools {
		if t.String() == s {
			return t, nil
		}
	}
	return 0, fmt.Errorf("tool: %s is not draw, move or delete", notation.Quote(s))
}

// Kind says what is under the pointer.
type Kind uint8

const (
	Nothing Kind = iota // empty space
	Vertex
	Ground
	Edge
	Foot // where a vertex's edges meet the ground (the Move tool drags it)
)

// Target is what a press or a release is on.
type Target struct {
	Kind Kind
	V    uint64 // Vertex: the vertex; Foot: the vertex whose foot it is
	Edge int    // Edge: its index in the draft
	At   point  // the pointer, logical, in the space
}

// Change says what a gesture changed.
type Change uint8

const (
	Unchanged Change = iota
	Placed           // only where things are: the position is the same
	Redrawn          // the graph
)

// Editor applies gestures to a draft with the current tool. Give it the view before the
// pointer (SetView), and a fresh drawing after changing the draft from outside (SetDraft).
type Editor struct {
	Draft Draft
	Tool  Tool
	Note  string // why the last gesture did nothing, when it says something; "" otherwise

	view    hacklayout.View
	tol     float64
	drawing hacklayout.Drawing
	lines   hacklayout.Lines
	loose   []bool
	verts   []uint64
	held    map[uint64]bool // vertices joined to the ground

	down    bool
	press   Target
	pressAt point // screen
	dragged bool  // the pointer left the press's reach since the press
	cur     point // screen
	hover   Target
}

// New returns an editor of d, drawing with the Draw tool.
func New(d Draft) *Editor {
	e := &Editor{}
	e.SetDraft(d)
	return e
}

// SetDraft replaces the draft and forgets any gesture.
func (e *Editor) SetDraft(d Draft) {
	e.Draft = d
	e.down, e.hover, e.Note = false, Target{}, ""
	e.refresh()
}

// SetView gives the editor the screen it works on; touch widens the reach of a press.
func (e *Editor) SetView(v hacklayout.View, touch bool) {
	tol := v.Tolerance(touch)
	if v == e.view && tol == e.tol {
		return
	}
	e.view, e.tol = v, tol
	e.lines.Set(e.drawing.Curves, v)
}

// refresh reshapes the drawing after the draft changed.
func (e *Editor) refresh() {
	e.verts = e.Draft.Vertices()
	pos := e.Draft.Pos
	e.drawing = hacklayout.NewDrawing(e.Draft.Edges, pos)
	e.loose = e.Draft.Loose()
	e.held = map[uint64]bool{}
	for i, ed := range e.Draft.Edges {
		if !e.loose[i] {
			e.held[ed.A], e.held[ed.B] = true, true
		}
	}
	e.lines.Set(e.drawing.Curves, e.view)
}

// Pick returns what is under screen point s: a vertex, else (with the Move tool) a foot,
// else an edge, else the ground when s is near it, else nothing.
func (e *Editor) Pick(s point) Target {
	at := e.view.Logical(s)
	t := Target{At: hacklayout.Clamp(at)}
	best := e.tol
	for _, v := range e.verts {
		if d := e.view.Screen(e.Draft.Pos.At[v]).Sub(s).Len(); d <= best {
			best, t.Kind, t.V = d, Vertex, v
		}
	}
	if t.Kind != Nothing {
		return t
	}
	if e.Tool == Move {
		for _, ed := range e.Draft.Edges {
			if ed.A != 0 {
				continue
			}
			foot := e.view.Screen(point{X: e.Draft.Pos.Foot(ed.B)})
			if d := foot.Sub(s).Len(); d <= best {
				best, t.Kind, t.V = d, Foot, ed.B
			}
		}
		if t.Kind != Nothing {
			return t
		}
	}
	if i, ok := e.lines.Nearest(s, e.tol); ok {
		t.Kind, t.Edge = Edge, i
		return t
	}
	if at.Y < Snap {
		t.Kind = Ground
		t.At.Y = 0
	}
	return t
}

// Press starts a gesture at screen point s.
func (e *Editor) Press(s point) {
	e.down, e.dragged = true, false
	e.press, e.pressAt, e.cur = e.Pick(s), s, s
	e.hover = e.press
	e.Note = ""
}

// MoveTo follows the pointer, held down or hovering.
func (e *Editor) MoveTo(s point) {
	e.cur = s
	if e.down {
		if s.Sub(e.pressAt).Len() > e.tol {
			e.dragged = true
		}
		return
	}
	e.hover = e.Pick(s)
}

// Reach notes that the pointer, held, has been far screen pixels from the press, moves
// between two ticks included (input.Pointer's Far): beyond the tolerance the gesture is a
// drag even when it came back, and a drag out of a vertex and back within one frame is a
// loop, not a click.
func (e *Editor) Reach(far float64) {
	if e.down && far > e.tol {
		e.dragged = true
	}
}

// Hover returns what a press at the pointer would be on.
func (e *Editor) Hover() Target { return e.hover }

// Leave forgets the hover: the pointer left the canvas.
func (e *Editor) Leave() {
	if !e.down {
		e.hover = Target{}
	}
}

// Down reports whether a gesture is in progress.
func (e *Editor) Down() bool { return e.down }

// Cancel drops the gesture in progress.
func (e *Editor) Cancel() { e.down = false }

// Release ends the gesture at screen point s and applies it.
func (e *Editor) Release(s point) Change {
	e.MoveTo(s)
	if !e.down {
		return Unchanged
	}
	e.down = false
	to := e.Pick(s)
	e.hover = to
	var c Change
	switch e.Tool {
	case Draw:
		c = e.draw(to)
	case Move:
		c = e.move(to)
	case Delete:
		c = e.erase(to)
	}
	if c != Unchanged {
		e.refresh()
		e.hover = e.Pick(s)
	}
	return c
}

// back reports whether the release is where the press was, after the pointer left it: a
// drag out and back draws a loop.
func (e *Editor) back(to Target) bool {
	if !e.dragged {
		return false
	}
	switch e.press.Kind {
	case Vertex:
		return to.Kind == Vertex && to.V == e.press.V
	case Ground:
		return to.Kind == Ground && math.Abs(to.At.X-e.press.At.X)*e.view.K <= 2*e.tol
	}
	return false
}

func (e *Editor) draw(to Target) Change {
	from := e.press
	switch from.Kind {
	case Vertex, Ground:
	default:
		// A click on empty space, not a drag, places a vertex.
		if !e.dragged && (to.Kind == Nothing || to.Kind == Edge) {
			e.Draft.AddVertex(to.At)
			return Redrawn
		}
		return Unchanged
	}
	a, foot := uint64(0), from.At.X
	if from.Kind == Vertex {
		a = from.V
	}
	if e.back(to) {
		return e.edge(a, a, foot)
	}
	switch to.Kind {
	case Vertex:
		if to.V == a {
			return Unchanged // a click on a vertex
		}
		if a == 0 {
			return e.edge(0, to.V, foot)
		}
		return e.edge(a, to.V, foot)
	case Ground:
		if a == 0 {
			return Unchanged // along the ground
		}
		return e.edge(a, 0, to.At.X)
	default:
		if !e.dragged {
			return Unchanged
		}
		if len(e.Draft.Edges) >= hacklayout.MaxEdges {
			return e.edge(a, a, foot) // refused, and says why
		}
		b := e.Draft.AddVertex(to.At)
		return e.edge(a, b, foot)
	}
}

func (e *Editor) edge(a, b uint64, foot float64) Change {
	if !e.Draft.AddEdge(a, b, foot) {
		e.Note = fmt.Sprintf("the explorer draws at most %d edges", hacklayout.MaxEdges)
		return Unchanged
	}
	return Redrawn
}

func (e *Editor) move(to Target) Change {
	if !e.dragged {
		return Unchanged
	}
	switch e.press.Kind {
	case Vertex:
		if to.Kind == Vertex && to.V != e.press.V {
			e.Note = "a vertex cannot be dropped on another"
			return Unchanged
		}
		if e.Draft.MoveVertex(e.press.V, to.At) {
			return Redrawn
		}
		return Placed
	case Foot:
		e.Draft.MoveFoot(e.press.V, to.At.X)
		return Placed
	}
	return Unchanged
}

func (e *Editor) erase(to Target) Change {
	switch {
	case e.press.Kind == Vertex && to.Kind == Vertex && to.V == e.press.V:
		e.Draft.DeleteVertex(to.V)
		return Redrawn
	case e.press.Kind == Edge && to.Kind == Edge && to.Edge == e.press.Edge:
		e.Draft.DeleteEdge(to.Edge)
		return Redrawn
	}
	return Unchanged
}

// Ghost is where the vertex being moved would go, and whether it would join the ground.
func (e *Editor) ghost() (point, bool) {
	at := e.view.Logical(e.cur)
	if at.Y < Snap {
		return point{X: OnGrid(at).X}, true
	}
	return OnGrid(at), false
}

// Paint adds the draft to pic: its edges (those not joined to the ground pale), its vertices,
// what the pointer is over, and the gesture in progress.
func (e *Editor) Paint(pic *hacklayout.Picture) {
	moving := e.down && e.dragged && e.Tool == Move && e.press.Kind == Vertex
	erase := func(k Kind, i int, v uint64) bool {
		h := e.hover
		if e.down {
			h = e.press
		}
		return e.Tool == Delete && h.Kind == k && (k == Edge && h.Edge == i || k == Vertex && h.V == v)
	}
	var ghost point
	if moving {
		ghost, _ = e.ghost()
	}
	for i, c := range e.drawing.Curves {
		ed := e.Draft.Edges[i]
		role := hacklayout.RoleEdge
		if e.loose[i] {
			role = hacklayout.RoleLoose
		}
		switch {
		case erase(Edge, i, 0) || erase(Vertex, 0, ed.A) || erase(Vertex, 0, ed.B):
			role = hacklayout.RoleChop
		case moving && (ed.A == e.press.V || ed.B == e.press.V):
			e.paintMoved(pic, ed, ghost)
			continue
		}
		pic.Curve(c, role, 1)
	}
	for _, v := range e.verts {
		at := e.Draft.Pos.At[v]
		role := hacklayout.RoleVertex
		if !e.held[v] {
			role = hacklayout.RoleLoose
		}
		switch {
		case erase(Vertex, 0, v):
			role = hacklayout.RoleChop
		case moving && v == e.press.V:
			pic.Dot(at, role, 0.3, 1)
			pic.Dot(ghost, hacklayout.RoleSelected, 1, 1.6)
			continue
		case e.hover.Kind == Vertex && e.hover.V == v && e.Tool != Delete:
			pic.Dot(at, hacklayout.RoleSelected, 0.5, 2.2)
		}
		pic.Dot(at, role, 1, 1)
	}
	if e.Tool == Move {
		for _, ed := range e.Draft.Edges {
			if ed.A == 0 && ed.B != 0 {
				pic.Dot(point{X: e.Draft.Pos.Foot(ed.B)}, hacklayout.RoleSelected, 0.45, 1)
			}
		}
		if e.down && e.dragged && e.press.Kind == Foot {
			x := OnGrid(e.view.Logical(e.cur)).X
			line := [2]point{{X: x}, e.Draft.Pos.At[e.press.V]}
			pic.Line(line[:], hacklayout.RoleDraft, 1)
		}
	}
	if e.down && e.Tool == Draw && (e.press.Kind == Vertex || e.press.Kind == Ground) {
		e.paintRubber(pic)
	}
	if !e.down && e.Tool == Draw && e.hover.Kind == Ground {
		pic.Dot(e.hover.At, hacklayout.RoleSelected, 0.5, 1.6)
	}
}

// paintMoved draws an edge of the vertex being moved, straight to where it would go.
func (e *Editor) paintMoved(pic *hacklayout.Picture, ed hackenbush.Edge, ghost point) {
	end := func(v, other uint64) point {
		switch {
		case v == e.press.V:
			return ghost
		case v == 0:
			return point{X: e.Draft.Pos.Foot(other)}
		}
		return e.Draft.Pos.At[v]
	}
	a, b := end(ed.A, ed.B), end(ed.B, ed.A)
	if ed.IsLoop() {
		r := hacklayout.LoopRadius(e.drawing.Unit)
		pic.Curve(hacklayout.Curve{A: a, B: a, C: a.Add(hacklayout.Up.Mul(r)), Loop: true}, hacklayout.RoleDraft, 1)
		return
	}
	pic.Curve(hacklayout.Straight(a, b), hacklayout.RoleDraft, 1)
}

// paintRubber draws the edge being drawn, from the press to the pointer (or to the vertex
// under it, or round as a loop when the pointer came back).
func (e *Editor) paintRubber(pic *hacklayout.Picture) {
	from := e.press.At
	if e.press.Kind == Vertex {
		from = e.Draft.Pos.At[e.press.V]
	}
	to := e.Pick(e.cur)
	if e.back(to) {
		r := hacklayout.LoopRadius(e.drawing.Unit)
		pic.Curve(hacklayout.Curve{A: from, B: from, C: from.Add(hacklayout.Up.Mul(r)), Loop: true}, hacklayout.RoleDraft, 1)
		return
	}
	end := OnGrid(e.view.Logical(e.cur))
	switch to.Kind {
	case Vertex:
		end = e.Draft.Pos.At[to.V]
	case Ground:
		end = to.At
	}
	if !e.dragged {
		return
	}
	pic.Curve(hacklayout.Straight(from, end), hacklayout.RoleDraft, 1)
	if to.Kind == Nothing || to.Kind == Edge {
		pic.Dot(end, hacklayout.RoleDraft, 1, 1)
	} else {
		pic.Dot(end, hacklayout.RoleSelected, 0.5, 2.2)
	}
}

// Drawing returns the draft's drawing.
func (e *Editor) Drawing() hacklayout.Drawing { return e.drawing }

package hackedit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/web/hacklayout"
)

// view is a square screen on which one logical unit is about 0.9 pixels.
var view = hacklayout.NewView(1000, 1100, 1)

func at(x, y float64) point { return view.Screen(point{X: x, Y: y}) }

// gesture is one press-drag-release in logical coordinates; a single point is a click.
type gesture struct {
	tool Tool
	path []point
}

func (e *Editor) play(g gesture) Change {
	e.Tool = g.tool
	e.Press(at(g.path[0].X, g.path[0].Y))
	for _, p := range g.path[1:] {
		e.MoveTo(at(p.X, p.Y))
	}
	last := g.path[len(g.path)-1]
	return e.Release(at(last.X, last.Y))
}

func drag(t Tool, pts ...[2]float64) gesture {
	g := gesture{tool: t}
	for _, p := range pts {
		g.path = append(g.path, point{X: p[0], Y: p[1]})
	}
	return g
}

func changeName(c Change) string { return [...]string{"unchanged", "placed", "redrawn"}[c] }

// TestEditorGestures draws a graph gesture by gesture, each row the draft after it.
func TestEditorGestures(t *testing.T) {
	e := New(Draft{})
	e.SetView(view, false)
	for _, tc := range []struct {
		what   string
		g      gesture
		change string
		want   string // the draft: its edges as drawn, then its places
		note   string
	}{
		{"a drag up from the ground draws an edge and its top vertex",
			drag(Draw, [2]float64{500, 0}, [2]float64{500, 150}, [2]float64{502, 303}), "redrawn", "0-1 | 1x500y300", ""},
		{"a click on empty space places a vertex",
			drag(Draw, [2]float64{700, 500}), "redrawn", "0-1 | 1x500y300,2x700y500", ""},
		{"a drag from a vertex to another joins them",
			drag(Draw, [2]float64{500, 300}, [2]float64{600, 400}, [2]float64{700, 500}), "redrawn", "0-1,1-2 | 1x500y300,2x700y500", ""},
		{"out of a vertex and back is a loop",
			drag(Draw, [2]float64{700, 500}, [2]float64{780, 580}, [2]float64{700, 500}), "redrawn", "0-1,1-2,2-2 | 1x500y300,2x700y500", ""},
		{"a click on a vertex draws nothing",
			drag(Draw, [2]float64{700, 500}), "unchanged", "0-1,1-2,2-2 | 1x500y300,2x700y500", ""},
		{"a drag along the ground draws nothing",
			drag(Draw, [2]float64{100, 0}, [2]float64{300, 0}), "unchanged", "0-1,1-2,2-2 | 1x500y300,2x700y500", ""},
		{"a drag from a vertex to the ground draws an edge with its own foot",
			drag(Draw, [2]float64{700, 500}, [2]float64{800, 200}, [2]float64{900, 10}), "redrawn", "0-1,1-2,2-2,0-2 | 1x500y300,2x700y500g900", ""},
		{"moving a vertex places it on the grid; its own foot stays",
			drag(Move, [2]float64{700, 500}, [2]float64{500, 550}, [2]float64{302, 598}), "placed", "0-1,1-2,2-2,0-2 | 1x500y300,2x300y600g900", ""},
		{"a foot slides along the ground",
			drag(Move, [2]float64{900, 0}, [2]float64{600, 0}, [2]float64{401, 0}), "placed", "0-1,1-2,2-2,0-2 | 1x500y300,2x300y600g400", ""},
		{"a vertex dropped on another goes back",
			drag(Move, [2]float64{300, 600}, [2]float64{400, 450}, [2]float64{500, 300}), "unchanged", "0-1,1-2,2-2,0-2 | 1x500y300,2x300y600g400",
			"a vertex cannot be dropped on another"},
		{"deleting an edge",
			drag(Delete, [2]float64{500, 150}), "redrawn", "1-2,2-2,0-2 | 1x500y300,2x300y600g400", ""},
		{"a press on one edge and a release on another deletes nothing",
			drag(Delete, [2]float64{400, 450}, [2]float64{350, 300}), "unchanged", "1-2,2-2,0-2 | 1x500y300,2x300y600g400", ""},
		{"a vertex dropped near the ground becomes the ground: its edges go to the ground there, its loop is the ground's",
			drag(Move, [2]float64{300, 600}, [2]float64{200, 300}, [2]float64{201, 25}), "redrawn", "0-1,0-0,0-0 | 0g200,1x500y300g200", ""},
		{"deleting a vertex deletes its edges",
			drag(Delete, [2]float64{500, 300}), "redrawn", "0-0,0-0 | 0g200", ""},
	} {
		c := e.play(tc.g)
		got := fmt.Sprintf("%s | %s", edgeList(e.Draft.Edges), e.Draft.Pos)
		if changeName(c) != tc.change || got != tc.want || e.Note != tc.note {
			t.Fatalf("%s: %s, %s, note %q\nwant %s, %s, note %q", tc.what, changeName(c), got, e.Note, tc.change, tc.want, tc.note)
		}
	}
}

// TestEditorReach: a drag out of a vertex and back seen only at its ends (a long frame) is
// a loop when the pointer is known to have gone away; without that it is a click.
func TestEditorReach(t *testing.T) {
	for _, tc := range []struct {
		far  float64
		want string
	}{
		{0, "0-1"},
		{2, "0-1"},
		{80, "0-1,1-1"},
	} {
		e := New(Draft{})
		e.SetView(view, false)
		e.Tool = Draw
		e.play(drag(Draw, [2]float64{500, 0}, [2]float64{500, 300}))
		v := at(500, 300)
		e.Press(v)
		e.Reach(tc.far)
		e.Release(v)
		if got := edgeList(e.Draft.Edges); got != tc.want {
			t.Errorf("press and release on vertex 1, %g pixels away between: %s, want %s", tc.far, got, tc.want)
		}
	}
}

func edgeList(edges []hackenbush.Edge) string {
	s := make([]string, len(edges))
	for i, e := range edges {
		s[i] = e.String()
	}
	return strings.Join(s, ",")
}

func TestDraftText(t *testing.T) {
	d := Draft{}
	v1 := d.AddVertex(point{X: 503, Y: 296})
	d.AddEdge(0, v1, 500)
	v2 := d.AddVertex(point{X: 800, Y: 800})
	v3 := d.AddVertex(point{X: 900, Y: 700})
	d.AddEdge(v2, v3, 0) // off the ground: not in the position yet
	if got := fmt.Sprint(d.Loose()); got != "[false true]" {
		t.Errorf("Loose = %s, want [false true]", got)
	}
	text, err := d.Text()
	if err != nil || text != "game=hackenbush&edges=0-1&pos=1x500y300" {
		t.Errorf("Text = %q, %v", text, err)
	}
	d.AddEdge(v1, v2, 0)
	if text, _ := d.Text(); text != "game=hackenbush&edges=0-1,1-2,2-3&pos=1x500y300,2x800y800,3x900y700" {
		t.Errorf("joined, Text = %q", text)
	}
	// The empty drawing says so, and unsets the places of the one before.
	if text, _ := (Draft{}).Text(); text != "game=hackenbush&edges=&pos=" {
		t.Errorf("empty Text = %q", text)
	}
	// Misère play is searched: beyond its limit the draft cannot be played so.
	m := Draft{Play: game.Misere}
	for range hackenbush.MaxMisereEdges + 1 {
		m.AddEdge(0, 0, 500)
	}
	if _, err := m.Text(); err == nil {
		t.Error("a misère draft beyond the search's limit gave a text")
	}
}

func TestDraftLimit(t *testing.T) {
	d := Draft{}
	v := d.AddVertex(point{X: 900, Y: 900})
	for i := range hacklayout.MaxEdges {
		if !d.AddEdge(v, v, 0) {
			t.Fatalf("edge %d refused", i+1)
		}
	}
	if d.AddEdge(v, v, 0) {
		t.Errorf("edge %d accepted", hacklayout.MaxEdges+1)
	}
	e := New(d)
	e.SetView(view, false)
	if c := e.play(drag(Draw, [2]float64{100, 0}, [2]float64{100, 300})); c != Unchanged || !strings.Contains(e.Note, fmt.Sprintf("at most %d edges", hacklayout.MaxEdges)) {
		t.Errorf("drawing edge 301: %s, note %q", changeName(c), e.Note)
	}
	if len(e.Draft.Vertices()) != 1 {
		t.Errorf("a refused edge left vertices %v", e.Draft.Vertices())
	}
}

func TestFromPosition(t *testing.T) {
	pr, _ := hacklayout.PresetNamed("girl")
	p, _ := pr.Position(game.Normal)
	_, pos := pr.Parse()
	pos.At[99] = point{X: 1, Y: 1} // a place of a vertex the graph lacks: left out
	d := FromPosition(p, pos)
	if _, ok := d.Pos.At[99]; ok || len(d.Pos.At) != 11 {
		t.Errorf("FromPosition kept %d places: %v", len(d.Pos.At), d.Pos)
	}
	text, _ := d.Text()
	if text != "game=hackenbush&edges="+pr.Edges+"&pos="+pr.Pos {
		t.Errorf("the girl's text is %q", text)
	}
}

func TestParseTool(t *testing.T) {
	for _, tool := range Tools {
		if got, err := ParseTool(tool.String()); err != nil || got != tool {
			t.Errorf("ParseTool(%q) = %v, %v", tool, got, err)
		}
	}
	if _, err := ParseTool("erase"); err == nil || err.Error() != `tool: "erase" is not draw, move or delete` {
		t.Errorf("ParseTool(erase) = %v", err)
	}
}

func TestEditorPaintAllocatesNothing(t *testing.T) {
	pr, _ := hacklayout.PresetNamed("girl")
	e := New(FromPreset(pr, game.Normal))
	e.SetView(view, false)
	e.Tool = Move
	e.Press(at(500, 590)) // vertex 6, held: its edges follow the pointer
	e.MoveTo(at(520, 640))
	var pic hacklayout.Picture
	e.Paint(&pic)
	if allocs := testing.AllocsPerRun(20, func() {
		pic.Reset()
		e.MoveTo(at(530, 650))
		e.Paint(&pic)
	}); allocs > 0 {
		t.Errorf("a frame of dragging allocates %.0f times", allocs)
	}
}

//go:build !family || family_hackenbush

package session

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
	"github.com/nimscope/nimscope/web/hacklayout"
)

func hbAt(t *testing.T, text string) *Session {
	t.Helper()
	return newAt(t, text)
}

func hb(t *testing.T, edges string) hackenbush.Position {
	t.Helper()
	s := newAt(t, "game=hackenbush&edges="+edges)
	return s.Frame().Pos.(hackenbush.Position)
}

func TestHackenbushFill(t *testing.T) {
	const field = `{"key":"edges","label":"Edges","kind":"text","value":%q,
  "help":"Edges a-b joined by commas, such as 0-1,1-2,2-0; 0 is the ground, 3-3 a loop, and an edge may be given twice. Edges not joined to the ground are dropped. Up to 2000 edges; or draw the graph with Edit below."}`
	const caption = "The branches at the ground reduce, by the fusion and colon principles, to stalks of these lengths: Nim heaps. " +
		"Each length in binary, one column per bit; the last row is their nim-sum, the graph's value. Columns with an odd number of ones are marked."
	for _, tc := range []struct {
		text string
		want string
	}{
		// One edge with a triangle on top is *2 (fusion): one stalk of 2, and the one chop
		// that leaves 0 is the ground edge.
		{"game=hackenbush&edges=0-1,1-2,2-3,3-1&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(field, "0-1,1-2,1-3,2-3") + `],
  "table":{"title":"Nim-sum of the stalks","caption":"` + caption + `","valueLabel":"length",
    "rows":[{"label":"stalk 1","value":2,"bits":"10"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"10"},"modulus":0},
  "hints":{"moves":["chop edge 0-1"],"more":0}}`},
		// A triangle standing on the ground fuses into it: three loops, three stalks of 1.
		// Beside it, two loops on top of a stalk of 2 cancel out (1⊕1 = 0): 1⊕1⊕1⊕2 = 3.
		{"game=hackenbush&edges=0-1,1-2,2-0,0-5,5-6,6-6,6-6&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(field, "0-1,0-2,0-5,1-2,5-6,6-6,6-6") + `],
  "table":{"title":"Nim-sum of the stalks","caption":"` + caption + `","valueLabel":"length",
    "rows":[{"label":"stalk 1","value":1,"bits":"01"},{"label":"stalk 2","value":1,"bits":"01"},
            {"label":"stalk 3","value":1,"bits":"01"},{"label":"stalk 4","value":2,"bits":"10"}],
    "sum":{"label":"⊕","name":"nim-sum","value":3,"bits":"11"},"modulus":0},
  "hints":{"moves":["chop edge 0-1","chop edge 0-2","chop edge 5-6"],"more":0}}`},
		// Two parallel edges on the ground are two loops, 1⊕1 = 0, beside one edge: either
		// parallel edge wins, and is named once.
		{"game=hackenbush&edges=0-1,0-1,0-2&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(field, "0-1,0-1,0-2") + `],
  "table":{"title":"Nim-sum of the stalks","caption":"` + caption + `","valueLabel":"length",
    "rows":[{"label":"stalk 1","value":1,"bits":"1"},{"label":"stalk 2","value":1,"bits":"1"},{"label":"stalk 3","value":1,"bits":"1"}],
    "sum":{"label":"⊕","name":"nim-sum","value":1,"bits":"1"},"modulus":0},
  "hints":{"moves":["chop edge 0-1","chop edge 0-2"],"more":0}}`},
		// A P-position: the hint says every chop loses.
		{"game=hackenbush&edges=0-1,0-2&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(field, "0-1,0-2") + `],
  "table":{"title":"Nim-sum of the stalks","caption":"` + caption + `","valueLabel":"length",
    "rows":[{"label":"stalk 1","value":1,"bits":"1"},{"label":"stalk 2","value":1,"bits":"1"}],
    "sum":{"label":"⊕","name":"nim-sum","value":0,"bits":"0"},"modulus":0},
  "hints":{"moves":[],"more":0,"note":"every move loses against perfect play here; make a small move and hope for a mistake"}}`},
		// Misère play: no nim-sum table (it does not decide misère play); the hint comes from
		// the search.
		{"game=hackenbush&edges=0-1,1-2&play=misere&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(field, "0-1,1-2") + `],
  "hints":{"moves":["chop edge 1-2"],"more":0}}`},
		// Nothing left: no table, no hint.
		{"game=hackenbush&edges=&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(field, "") + `]}`},
	} {
		v := hbAt(t, tc.text).View()
		got, err := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
		if err != nil {
			t.Fatal(err)
		}
		if want := compact(t, tc.want); string(got) != want {
			t.Errorf("%s: the view model's blocks are\n%s\nwant\n%s", tc.text, got, want)
		}
		if v.About == nil || v.About.Title != "How Green Hackenbush works" || len(v.About.Paragraphs) != 5 {
			t.Errorf("%s: about = %+v", tc.text, v.About)
		}
	}
	// Beyond the misère search's size the Play toggle is not offered.
	big := "game=hackenbush&edges=0-1" + strings.Repeat(",1-1", hackenbush.MaxMisereEdges)
	if v := hbAt(t, big).View(); v.Misere {
		t.Errorf("%d edges: misère offered beyond the search's %d", hackenbush.MaxMisereEdges+1, hackenbush.MaxMisereEdges)
	}
}

// TestHackenbushDescribe checks every chop of some small graphs: Describe accepts the
// engine's Apply of each edge, says which edge and how many fell, and refuses what is not one
// chop.
func TestHackenbushDescribe(t *testing.T) {
	r := hackenbushRules{}
	for _, edges := range []string{"0-1,1-2,1-3,2-3", "0-1,0-1,1-2,2-2", "0-1,1-2,2-0,2-3,3-4", "0-0,0-1,1-2,2-3"} {
		p := hb(t, edges)
		for i := range p.NumEdges() {
			next, err := p.Apply(hackenbush.Move{Edge: i})
			if err != nil {
				t.Fatal(err)
			}
			fall, _ := p.Falling(hackenbush.Move{Edge: i})
			did, err := describeEN(r, p, next)
			if err != nil {
				t.Errorf("%s: chop %s refused: %v", edges, p.Edge(i), err)
				continue
			}
			if !strings.HasPrefix(did, "chopped edge "+p.Edge(i).String()) {
				t.Errorf("%s: chop %s described as %q", edges, p.Edge(i), did)
			}
			if fell := len(fall) > 0; fell != strings.Contains(did, "fell away") {
				t.Errorf("%s: chop %s takes %d more, described as %q", edges, p.Edge(i), len(fall), did)
			}
		}
	}
	for _, tc := range []struct{ from, to, want string }{
		{"0-1,1-2", "0-1,1-2", "a move must chop an edge"},
		{"0-1,1-2", "0-1,1-2,2-3", "edge 2-3 would be added: a move only takes edges away"},
		{"0-1,1-2,0-3", "0-1", "edges 0-3 and 1-2 cannot all go in one move"}, // two chops
		{"0-1,1-2,2-0", "0-1", "edges 0-2 and 1-2 cannot all go in one move"}, // two edges of a cycle
		{"0-1,1-2", "0-2", "edge 0-2 would be added"},                         // not a subgraph
		{"0-1,1-2,1-3", "0-1,1-2", "chopped edge 1-3"},                        // one chop
		{"0-1,1-2,1-3", "0-1,1-3", "chopped edge 1-2"},
		{"0-1,1-2,1-3", "", "chopped edge 0-1, and 2 more edges fell away"},
		{"0-1,1-2", "", "chopped edge 0-1, and 1 more edge fell away"},
	} {
		did, err := describeEN(r, hb(t, tc.from), hb(t, tc.to))
		got := did
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("Describe(%s → %s) = %q, want %q", tc.from, tc.to, got, tc.want)
		}
	}
	misere := hbAt(t, "game=hackenbush&edges=0-1&play=misere").Frame().Pos
	if _, err := describeEN(r, misere, hb(t, "")); err == nil {
		t.Error("a chop that changes the play was accepted")
	}
}

func TestHackenbushReply(t *testing.T) {
	r := hackenbushRules{}
	for _, text := range []string{
		"game=hackenbush&edges=0-1,1-2,2-3,3-1",
		"game=hackenbush&edges=0-1,1-2,2-0,0-5,5-6",
		"game=hackenbush&edges=0-1,0-2,1-3,2-4,3-4,3-5,4-5,5-6,6-7,6-9,6-11,7-8,9-10,11-11",
		"game=hackenbush&edges=0-1,1-2&play=misere",
		"game=hackenbush&edges=0-1,0-2", // a P-position: any chop, to make the game last
	} {
		p := hbAt(t, text).Frame().Pos.(hackenbush.Position)
		next, ok := r.Reply(p)
		if !ok {
			t.Errorf("%s: no reply", text)
			continue
		}
		if _, err := describeEN(r, p, next); err != nil {
			t.Errorf("%s: the reply %s is not a chop: %v", text, next, err)
		}
		if p.Outcome() == game.N && next.(hackenbush.Position).Outcome() != game.P {
			t.Errorf("%s: the reply %s does not win", text, next)
		}
	}
	if _, ok := r.Reply(hb(t, "")); ok {
		t.Error("a reply on the empty graph")
	}
}

func TestHackenbushCheck(t *testing.T) {
	s := hbAt(t, "game=hackenbush&edges=0-1")
	limit := "game=hackenbush&edges=0-1" + strings.Repeat(",1-1", hacklayout.MaxEdges-1)
	if err := s.Set(limit); err != nil {
		t.Errorf("%d edges: %v", hacklayout.MaxEdges, err)
	}
	err := s.Set(limit + ",1-1")
	want := fmt.Sprintf("edges: the explorer draws at most %d edges, not %d (nimscope analyze takes up to 1000000)",
		hacklayout.MaxEdges, hacklayout.MaxEdges+1)
	if err == nil || err.Error() != want {
		t.Errorf("%d edges: %v, want %q", hacklayout.MaxEdges+1, err, want)
	}
	for _, tc := range []struct{ text, want string }{
		{"game=hackenbush&edges=0-1,1-x", `edges: item 2 "1-x": "x" is not a whole number`},
		{"game=hackenbush&edges=0-1&pos=1x2000y1", `pos: item 1 "1x2000y1" has x 2000, outside 0 to 1000`},
		{"game=hackenbush&edges=0-1&pos=0x1y1", `pos: item 1 "0x1y1" places the ground`},
	} {
		if err := s.Set(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Set(%s) = %v, want %q", tc.text, err, tc.want)
		}
	}
	// An edge to a vertex that is not joined to the ground is dropped, not refused.
	if err := s.Set("game=hackenbush&edges=0-1,5-6"); err != nil || !strings.HasPrefix(s.State(), "game=hackenbush&edges=0-1") {
		t.Errorf("Set(0-1,5-6) = %v, state %s", err, s.State())
	}
}

func TestHackenbushPositionsInTheState(t *testing.T) {
	s := hbAt(t, "game=hackenbush&edges=0-1,1-2&pos=2x300y400,1x300y200")
	if got, want := s.State(), "game=hackenbush&edges=0-1,1-2&pos=2x300y400,1x300y200"; got != want {
		t.Errorf("state %q, want %q", got, want)
	}
	if got := s.Frame().View["pos"]; got != "2x300y400,1x300y200" {
		t.Errorf("Frame.View[pos] = %q", got)
	}
	// A chop keeps the drawing: undo brings the edge back where it was.
	f := s.Frame()
	next, _ := f.Pos.(hackenbush.Position).Apply(hackenbush.Move{Edge: 1})
	if err := s.Play(f.Version, next); err != nil {
		t.Fatal(err)
	}
	if got := s.Frame().View["pos"]; got != "2x300y400,1x300y200" {
		t.Errorf("after a chop Frame.View[pos] = %q", got)
	}
}

// The drawing (pos) belongs to its graph: another graph set without one is laid out
// afresh, not on the old graph's places (a stalk's places covered a triangle's three
// vertices, and the triangle was drawn on the stalk's line); Undo brings the old graph back
// with its drawing, and a view key alone keeps it.
func TestHackenbushDrawingGoesWithItsGraph(t *testing.T) {
	const stalk = "game=hackenbush&edges=0-1,1-2,2-3&pos=1x500y300,2x500y200,3x500y100"
	s := hbAt(t, stalk)
	if err := s.Set("hint=1"); err != nil {
		t.Fatal(err)
	}
	if got := s.Frame().View["pos"]; got != "1x500y300,2x500y200,3x500y100" {
		t.Errorf("a view key alone: pos %q, want the drawing kept", got)
	}
	if err := s.Set("game=hackenbush&edges=0-1,0-2,1-2"); err != nil {
		t.Fatal(err)
	}
	if got, want := s.State(), "game=hackenbush&edges=0-1,0-2,1-2&hint=1"; got != want {
		t.Errorf("another graph: state %q, want %q, without the stalk's drawing", got, want)
	}
	if err := s.Set("game=hackenbush&edges=0-1&pos=1x10y20"); err != nil {
		t.Fatal(err)
	}
	if got := s.Frame().View["pos"]; got != "1x10y20" {
		t.Errorf("a graph set with its drawing: pos %q", got)
	}
	for range 2 {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := s.State(), "game=hackenbush&edges=0-1,1-2,2-3&hint=1&pos=1x500y300,2x500y200,3x500y100"; got != want {
		t.Errorf("Undo back to the stalk: state %q, want %q", got, want)
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := s.Frame().View["pos"]; got != "" {
		t.Errorf("Redo to the triangle: pos %q, want none, as it was shown", got)
	}
}

// Undo across a game switch brings back the game's own view keys the board had.
func TestUndoBringsBackTheView(t *testing.T) {
	s := newAt(t, "game=xor&q=64&framing=block")
	if err := s.Set("game=nim&heaps=1,2"); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got, want := s.State(), "game=xor&q=64&framing=block"; got != want {
		t.Errorf("Undo back to the table: state %q, want %q", got, want)
	}
}

func TestHackenbushWords(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"game=hackenbush&edges=", "no edges left"},
		{"game=hackenbush&edges=0-1", "one edge, 0-1"},
		{"game=hackenbush&edges=0-1,1-2,2-0", "edges 0-1, 0-2 and 1-2"},
		{"game=hackenbush&edges=0-1,1-2&play=misere", "edges 0-1 and 1-2, misère play"},
		{"game=hackenbush&edges=0-1,1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9", "a graph of 9 edges on 9 vertices and the ground"},
	} {
		if got := (hackenbushRules{}).Words(hbAt(t, tc.text).Frame().Pos).String(); got != tc.want {
			t.Errorf("Words(%s) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestHackenbushFieldsSayThePosition: the panel composes a position from the fields alone,
// as TestFieldsSayThePosition checks for Nim.
func TestHackenbushFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{
		"game=hackenbush&edges=0-1,1-2,1-3,2-3",
		"game=hackenbush&edges=0-0,0-1,0-1&play=misere",
		"game=hackenbush&edges=",
		"game=hackenbush&edges=0-1" + strings.Repeat(",1-1", hacklayout.MaxEdges-1),
	} {
		v := hbAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%.60s: the fields compose %.80q", text, got)
		}
	}
}

// TestHackenbushManyStalks: up to MaxTableRows stalks the nim-sum is a table, one row per
// stalk; beyond, a paragraph counts the stalks of each length and gives their nim-sum, which
// must be the graph's value as the engine finds it.
func TestHackenbushManyStalks(t *testing.T) {
	for _, c := range []struct {
		ones, twos int
		words      string // "" when the table is shown
	}{
		{MaxTableRows - 3, 3, ""},
		{MaxTableRows, 1, "65 stalks, too many to list one by one: 64 stalks of length 1, one stalk of length 2. " +
			"Their lengths are Nim heaps, and their nim-sum, 2, is the graph's value."},
		{70, 2, "72 stalks, too many to list one by one: 70 stalks of length 1, 2 stalks of length 2. " +
			"Their lengths are Nim heaps, and their nim-sum, 0, is the graph's value."},
		{1001, 4, "1005 stalks, too many to list one by one: 1001 stalks of length 1, 4 stalks of length 2. " +
			"Their lengths are Nim heaps, and their nim-sum, 1, is the graph's value."},
	} {
		var edges []string
		v := 1
		for range c.ones {
			edges = append(edges, fmt.Sprintf("0-%d", v))
			v++
		}
		for range c.twos {
			edges = append(edges, fmt.Sprintf("0-%d,%d-%d", v, v, v+1))
			v += 2
		}
		text := "game=hackenbush&edges=" + strings.Join(edges, ",")
		pos, _, err := engine.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		view := New(pos).View()
		want, _ := pos.(hackenbush.Position).Grundy()
		stalks := len(pos.(hackenbush.Position).GroundStalks())
		if c.words == "" {
			if view.Table == nil || len(view.Table.Rows) != stalks || *view.Table.Sum.Value != want || len(view.Sections) != 0 {
				t.Errorf("%d stalks: table %+v, sections %v; want %d rows summing to %d", stalks, view.Table, view.Sections, stalks, want)
			}
			continue
		}
		if view.Table != nil || len(view.Sections) != 1 || len(view.Sections[0].Paragraphs) != 1 {
			t.Errorf("%d stalks: table %v, sections %+v; want one paragraph instead of the table", stalks, view.Table != nil, view.Sections)
			continue
		}
		if p := view.Sections[0].Paragraphs[0]; !strings.HasSuffix(p, c.words) || !strings.Contains(p, fmt.Sprintf("nim-sum, %d,", want)) {
			t.Errorf("%d stalks: %q\nwant it to end %q, with the engine's value %d", stalks, p, c.words, want)
		}
	}
}

// BenchmarkHackenbushView is the view model the page gets at every change of a drawing of
// 2000 edges (the bench's: a random tree on 1000 vertices and 1001 more edges; its cycles
// fuse into about 2000 loops at the ground).
func BenchmarkHackenbushView(b *testing.B) {
	pos, _, err := engine.Parse("game=hackenbush&edges=" + hackenbushtest.Random(1000, 2000))
	if err != nil {
		b.Fatal(err)
	}
	s := New(pos)
	for b.Loop() {
		_ = s.View().JSON()
	}
}

// TestHackenbushMoveChoices: the panel's "Make a move" lists one chop per edge, in the
// engine's order, worded as the hints word a chop and leading where the engine's Apply
// leads (what falls away with it included); parallel edges chop alike and are listed once.
func TestHackenbushMoveChoices(t *testing.T) {
	for _, tc := range []struct {
		text      string
		labels    []string
		positions []string // the edges after each chop
	}{
		{"game=hackenbush&edges=0-1,1-2,1-3,2-3&vs=human",
			[]string{"chop edge 0-1", "chop edge 1-2", "chop edge 1-3", "chop edge 2-3"},
			[]string{"", "0-1,1-3,2-3", "0-1,1-2,2-3", "0-1,1-2,1-3"}},
		// A loop on the ground, two parallel ground edges, a loop on top of them.
		{"game=hackenbush&edges=1-2,0-1,1-1,0-0,1-0&vs=human",
			[]string{"chop edge 0-0", "chop edge 0-1", "chop edge 1-1", "chop edge 1-2"},
			[]string{"0-1,0-1,1-1,1-2", "0-0,0-1,1-1,1-2", "0-0,0-1,0-1,1-2", "0-0,0-1,0-1,1-1"}},
		// A stalk: each chop takes what stands on it.
		{"game=hackenbush&edges=0-1,1-2,2-3",
			[]string{"chop edge 0-1", "chop edge 1-2", "chop edge 2-3"},
			[]string{"", "0-1", "0-1,1-2"}},
		{"game=hackenbush&edges=0-1,1-2&play=misere",
			[]string{"chop edge 0-1", "chop edge 1-2"},
			[]string{"&play=misere", "0-1&play=misere"}},
		// In the view's language.
		{"game=hackenbush&edges=0-1,1-2&lang=ru",
			[]string{"срубите ребро 0-1", "срубите ребро 1-2"},
			[]string{"", "0-1"}},
	} {
		s := hbAt(t, tc.text)
		v := s.View()
		if len(v.Moves) != len(tc.labels) {
			t.Errorf("%s: %d moves listed, want %d: %+v", tc.text, len(v.Moves), len(tc.labels), v.Moves)
			continue
		}
		for i, m := range v.Moves {
			if want := "game=hackenbush&edges=" + tc.positions[i]; m.Label != tc.labels[i] || m.Position != want {
				t.Errorf("%s: move %d is %q → %s, want %q → %s", tc.text, i, m.Label, m.Position, tc.labels[i], want)
			}
			oneMoveAway(t, s, m)
		}
	}

	// None on the computer's turn, none once the game is over.
	c := hbAt(t, "game=hackenbush&edges=0-1,1-2")
	if err := c.Play(c.Frame().Version, hb(t, "0-1")); err != nil {
		t.Fatal(err)
	}
	if v := c.View(); v.ToMove != "computer" || len(v.Moves) != 0 {
		t.Errorf("on the computer's turn: to move %q, %d moves listed", v.ToMove, len(v.Moves))
	}
	for _, text := range []string{"game=hackenbush&edges=", "game=hackenbush&edges=&vs=human"} {
		if v := hbAt(t, text).View(); !v.Over || len(v.Moves) != 0 {
			t.Errorf("%s: over %v, %d moves listed", text, v.Over, len(v.Moves))
		}
	}

	// Up to MaxMoveChoices chops are listed; a drawing with more offers none. Parallel edges
	// count once.
	stalk := func(n, twice int) string {
		edges := make([]string, 0, n+twice)
		for i := range n {
			edges = append(edges, fmt.Sprintf("%d-%d", i, i+1))
		}
		for range twice {
			edges = append(edges, "0-1")
		}
		return "game=hackenbush&edges=" + strings.Join(edges, ",") + "&vs=human"
	}
	for _, tc := range []struct {
		text string
		want int
	}{
		{stalk(MaxMoveChoices, 0), MaxMoveChoices},
		{stalk(MaxMoveChoices+1, 0), 0},
		{stalk(MaxMoveChoices, 40), MaxMoveChoices},
		{stalk(2, hacklayout.MaxEdges-2), 2},
	} {
		if got := len(hbAt(t, tc.text).View().Moves); got != tc.want {
			t.Errorf("%.60s…: %d moves listed, want %d", tc.text, got, tc.want)
		}
	}
}

// TestHackenbushCountedBranches: many branches at the ground are counted, and in Russian and
// Ukrainian the noun and the verb agree with the count (21 ветвь имеет значение, 22 ветви имеют значение).
func TestHackenbushCountedBranches(t *testing.T) {
	ground := func(n int) string {
		edges := make([]string, n)
		for i := range edges {
			edges[i] = fmt.Sprintf("0-%d", i+1)
		}
		return "game=hackenbush&edges=" + strings.Join(edges, ",")
	}
	for _, tc := range []struct {
		text, want string // want starts the explanation
	}{
		{ground(21) + "&lang=ru", "по принципам слияния и двоеточия 21 ветвь у земли имеет значение 1 (ним-сумма их длин): "},
		{ground(22) + "&lang=ru", "по принципам слияния и двоеточия 22 ветви у земли имеют значение 0 (ним-сумма их длин), "},
		{ground(25) + "&lang=ru", "по принципам слияния и двоеточия 25 ветвей у земли имеют значение 1 (ним-сумма их длин): "},
		{ground(21) + "&lang=uk", "за принципами злиття й двокрапки 21 гілка біля землі має значення 1 (нім-сума їхніх довжин): "},
		{ground(22) + "&lang=uk", "за принципами злиття й двокрапки 22 гілки біля землі мають значення 0 (нім-сума їхніх довжин), "},
		{ground(21) + "&lang=zh", "由融合原理和冒号原理，地面上的 21 个分支值 1（它们长度的尼姆和）"},
		{ground(21), "by the fusion and colon principles the 21 branches at the ground are worth 1 (the nim-sum of their lengths): "},
	} {
		a := hbAt(t, tc.text).View().Analysis
		if a == nil || !strings.HasPrefix(a.Explanation, tc.want) {
			t.Errorf("%s: explanation %+v, want it to start %q", tc.text, a, tc.want)
		}
	}
}

// TestFloatingWarning: a graph whose edges do not reach the ground is shown without them,
// as the canonical form has it, and the session says so until the next Set: Warnings (set()'s
// answer) and the view model's warnings (the panel, in its language). It became edges= without
// a word.
func TestFloatingWarning(t *testing.T) {
	for _, tc := range []struct{ text, state, want, ru string }{
		{"game=hackenbush&edges=1-2,2-3,3-1", "game=hackenbush&edges=",
			"edges: none of the 3 edges reaches the ground (vertex 0): all were dropped, so the graph is empty",
			"edges: ни одно из 3 рёбер не достаёт до земли (вершины 0): все отброшены, так что граф пуст"},
		{"game=hackenbush&edges=1-2&junk=1", "game=hackenbush&edges=",
			"edges: the one edge does not reach the ground (vertex 0) and was dropped, so the graph is empty",
			"edges: единственное ребро не достаёт до земли (вершины 0) и отброшено, так что граф пуст"},
		{"game=hackenbush&edges=0-1,5-6,6-7", "game=hackenbush&edges=0-1",
			"edges: 2 of the 3 edges do not reach the ground (vertex 0) and were dropped",
			"edges: 2 ребра из 3 не достают до земли (вершины 0) и отброшены"},
	} {
		s := New(hackenbush.Position{})
		if err := s.Set(tc.text); err != nil {
			t.Fatalf("Set(%q): %v", tc.text, err)
		}
		w := s.Warnings()
		if s.State() != tc.state || len(w) == 0 || w[0] != tc.want {
			t.Errorf("Set(%q): state %q, warnings %q; want %q, first %q", tc.text, s.State(), w, tc.state, tc.want)
		}
		if strings.Contains(tc.text, "junk") && (len(w) != 2 || !strings.HasPrefix(w[1], "junk: ignored")) {
			t.Errorf("Set(%q): warnings %q, want the edges' then junk's", tc.text, w)
		}
		if err := s.Set(tc.state); err != nil || len(s.Warnings()) != 0 {
			t.Errorf("Set(%q) after: %v, warnings %q", tc.state, err, s.Warnings())
		}
		ru := New(hackenbush.Position{})
		if err := ru.Set(tc.text + "&lang=ru"); err != nil {
			t.Fatal(err)
		}
		if v := ru.View(); len(v.Warnings) == 0 || v.Warnings[0] != tc.ru {
			t.Errorf("Set(%q&lang=ru): the view's warnings %q, want first %q", tc.text, v.Warnings, tc.ru)
		}
	}
}

// bigGraph is a stalk of n edges, 0-1,1-2,…: a valid graph far above what the explorer draws.
func bigGraph(n int) string {
	var b strings.Builder
	b.WriteString("game=hackenbush&edges=")
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%d-%d", i, i+1)
	}
	return b.String()
}

// TestEarlyRefusal: a list longer than the explorer draws is refused from its commas, before
// the text is parsed: a graph of 10^5 edges was parsed, sorted and made canonical first (1.4 s
// in the page), 3,000,001 heaps read four times. The error is the same.
func TestEarlyRefusal(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{bigGraph(100_000), fmt.Sprintf("edges: the explorer draws at most %d edges, not 100000 (nimscope analyze takes up to %d)", hacklayout.MaxEdges, hackenbush.MaxEdges)},
		{"game=nim&heaps=" + strings.Repeat("1,", 3_000_000) + "1", fmt.Sprintf("heaps: the explorer draws at most %d heaps, not 3000001 (nimscope analyze takes more)", MaxHeaps)},
	} {
		s := New(hackenbush.Position{})
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := s.Set(tc.text)
		runtime.ReadMemStats(&after)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Set(%.40s…) = %v, want %q", tc.text, err, tc.want)
		}
		// Counting commas allocates next to nothing; parsing allocated the items, and more.
		if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
			t.Errorf("Set(%.40s…) allocated %d bytes before refusing it", tc.text, n)
		}
	}
}

// BenchmarkEarlyRefusal: Set of a graph of 10^5 edges, refused for the explorer's limit.
func BenchmarkEarlyRefusal(b *testing.B) {
	text := bigGraph(100_000)
	s := New(hackenbush.Position{})
	for b.Loop() {
		if s.Set(text) == nil {
			b.Fatal("accepted")
		}
	}
}

// TestHackenbushWhyWords: the panel says why a winning chop wins, states the cycle rule, and
// names the misère chop of stalks in the drawing's words, not Nim's.
func TestHackenbushWhyWords(t *testing.T) {
	for _, tc := range []struct{ text, want, not string }{
		{"game=hackenbush&edges=0-1,0-9,1-2,1-3,2-4,2-5,3-6,5-7,5-8,9-10,9-11",
			"chop the edge 2-4, leaving value 0: its branch at the ground drops from 4 to 1, and 1⊕1 = 0", ""},
		{"game=hackenbush&edges=0-1,1-2,0-3&play=misere",
			"chop the stalk of 2 at the ground (edge 0-1), leaving an odd number (1) of single edges", "empty the heap"},
		{"game=hackenbush&edges=0-1,1-2,2-3,3-4,4-2&play=misere",
			"so nimscope searched every position this graph can reach (5 positions), working back from the end: chop the edge 1-2 " +
				"(the 3 edges above it fall away), leaving the one edge 0-1, a position where every chop the opponent can make leaves you a win", "a search of"},
	} {
		v := newAt(t, tc.text).View()
		if !strings.Contains(v.Analysis.Explanation, tc.want) || tc.not != "" && strings.Contains(v.Analysis.Explanation, tc.not) {
			t.Errorf("%s: explanation %q, want %q (and no %q)", tc.text, v.Analysis.Explanation, tc.want, tc.not)
		}
		const cycles = "so a cycle of n edges at one vertex is worth 1 when n is odd and 0 when n is even"
		if !strings.Contains(strings.Join(v.About.Paragraphs, " "), cycles) {
			t.Errorf("%s: about %q does not state the cycle rule", tc.text, v.About.Paragraphs)
		}
		if v.Play == "normal" && !strings.Contains(v.Analysis.Rule, cycles) {
			t.Errorf("%s: rule %q does not state the cycle rule", tc.text, v.Analysis.Rule)
		}
	}
}

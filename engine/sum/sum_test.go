package sum

import (
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

func read(s string) (Position, error) {
	q, err := notation.Parse(s)
	if err != nil {
		return Position{}, err
	}
	return FromQuery(q)
}

func TestCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2", "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2"},
		{"parts=nim:3&game=sum&play=normal", "game=sum&parts=nim:3"},
		{"game=sum&parts=hackenbush:2-1,0-1,5-6&play=misere", "game=sum&parts=hackenbush:0-1,1-2&play=misere"},
		{"game=sum&parts=subtraction:9,6,5,4/set:3,1,2|nim:03", "game=sum&parts=subtraction:9,6,5,4/set:1,2,3|nim:3"},
		{"game=sum&parts=nim%3A3%7Cnim%3A4", "game=sum&parts=nim:3|nim:4"},
		{"game=sum&parts=hackenbush:", "game=sum&parts=hackenbush:"},
		{"game=sum&parts=turning:HTTH/rule:mock|slide:2,5,9", "game=sum&parts=turning:HTTH/rule:mock|slide:2,5,9"},
		{"game=sum&parts=nim:1,2,3|nim:0", "game=sum&parts=nim:1,2,3|nim:0"},
	}
	for _, tt := range tests {
		p, err := read(tt.in)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if got := p.String(); got != tt.want {
			t.Errorf("%s: String() = %s; want %s", tt.in, got, tt.want)
		}
		if p2, err := read(p.String()); err != nil || p2.String() != p.String() {
			t.Errorf("%s does not read back: %v, %v", p, p2, err)
		}
	}
}

// TestWarnings: a Hackenbush component drops its edges that do not reach the ground as a
// lone graph does, and says so, naming the component by its place and game; they were
// dropped without a word. Components of other games, and graphs standing whole, say nothing.
func TestWarnings(t *testing.T) {
	for _, tt := range []struct{ in, pos, want string }{
		{"parts=nim:3|hackenbush:0-1,5-6,6-7", "parts=nim:3|hackenbush:0-1",
			"parts: component 2 (hackenbush): edges: 2 of the 3 edges do not reach the ground (vertex 0) and were dropped"},
		{"parts=hackenbush:1-2|staircase:0,2|hackenbush:0-1,2-3", "parts=hackenbush:|staircase:0,2|hackenbush:0-1",
			"parts: component 1 (hackenbush): edges: the one edge does not reach the ground (vertex 0) and was dropped, so the graph is empty" +
				"|parts: component 3 (hackenbush): edges: 1 of the 2 edges does not reach the ground (vertex 0) and was dropped"},
		{"parts=hackenbush%3A1-2%2C2-3%7Cnim%3A1", "parts=hackenbush:|nim:1",
			"parts: component 1 (hackenbush): edges: none of the 2 edges reaches the ground (vertex 0): all were dropped, so the graph is empty"},
		{"parts=hackenbush:2-1,1-0&play=misere", "parts=hackenbush:0-1,1-2&play=misere", ""},
		{"parts=nim:3|hackenbush:", "parts=nim:3|hackenbush:", ""},
	} {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		p, err := FromQuery(q)
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		var got []string
		for _, w := range Warnings(q, p) {
			got = append(got, w.String())
		}
		if p.String() != "game=sum&"+tt.pos || strings.Join(got, "|") != tt.want {
			t.Errorf("%s: %s, warnings %q; want game=sum&%s, %q", tt.in, p, got, tt.pos, tt.want)
		}
	}
}

func TestErrors(t *testing.T) {
	many := "nim:1" + strings.Repeat("|nim:1", MaxParts)
	big := "nim:" + strings.Repeat("1,", MaxItems) + "1"
	tests := []struct{ in, want string }{
		{"game=sum", `parts: missing; expected components joined by "|" such as parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2`},
		{"game=sum&parts=", `parts: empty; expected components joined by "|" such as parts=nim:3|staircase:0,2,1`},
		{"game=sum&parts=nim:3||nim:4", `parts: component 2: empty (two "|" in a row, or one at an end)`},
		{"game=sum&parts=nim:3|", `parts: component 2: empty (two "|" in a row, or one at an end)`},
		{"game=sum&parts=nim3", `parts: component 1 "nim3": no ":"; expected game:value such as nim:3 or staircase:0,2,1`},
		{"game=sum&parts=nim:3|staircase:3,x", `parts: component 2 (staircase): steps: item 2 "x" is not a whole number`},
		{"game=sum&parts=nim:3|xor:8", `parts: component 2: "xor" is not a game a sum takes (it takes nim, subtraction, staircase, slide, turning, hackenbush)`},
		{"game=sum&parts=sum:3", `parts: component 1: "sum" is a sum itself, and a sum does not take a sum inside it: write its components in this one (it takes nim, subtraction, staircase, slide, turning, hackenbush)`},
		{"game=sum&parts=nim:3/play:misere", "parts: component 1 (nim): play: give play=misere for the whole sum, not for one component"},
		{"game=sum&parts=subtraction:9", "parts: component 1 (subtraction): set: missing; expected the amounts a move may take, such as set=1,2,3"},
		{"game=sum&parts=subtraction:9/set:1/set:2", "parts: component 1 (subtraction): set: given twice"},
		{"game=sum&parts=nim:9/k:2", "parts: component 1 (nim): k: not a key of a nim component (its keys: heaps)"},
		{"game=sum&parts=nim:9/k", `parts: component 1 (nim): "k" has no ":"; expected key:value such as nim:3,4`},
		{"game=sum&parts=hackenbush:0-1,1-x", `parts: component 1 (hackenbush): edges: item 2 "1-x"`},
		{"game=sum&parts=" + many, "parts: 9 components, more than the limit of 8"},
		{"game=sum&parts=" + big, "parts: component 1 (nim): heaps: 1001 items, more than the limit of 1000 in a component of a sum"},
		{"game=sum&parts=turning:HTHT", "parts: component 1 (turning): rule: missing; expected rule=turtles, rule=mock or rule=ruler"},
		{"game=sum&parts=turning:" + strings.Repeat("H", 65) + "/rule:mock", "parts: component 1 (turning): coins: 65 coins, more than the limit of 64 in a component of a sum"},
		{"game=sum&parts=slide:3,2", "parts: component 1 (slide): coins: item 2 (2) is not right of item 1 (3)"},
		{"game=sum&parts=nim:3&heaps=4", "heaps: not a key of game sum (its keys: parts, play)"},
		{"game=sum&parts=nim:3&play=both", `play: "both" is not normal or misere`},
		{"game=sum&parts=staircase:40,0,40&play=misere", "play: misère play of this sum is not decided: the SJ theorem cannot be applied (component 1 (staircase:40,0,40): it can reach more than 4096 positions"},
		{"game=sum&parts=nim:3|staircase:2,0,2|nim:1000&play=misere", "play: misère play of this sum is not decided: the SJ theorem cannot be applied (component 2 (staircase:2,0,2): it is itself of value 0, and has moves but none to value 1), and searching every position is limited to 20000 positions, which component 3 alone or with those before it exceeds"},
	}
	for _, tt := range tests {
		_, err := read(tt.in)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%.80s:\n got %v\nwant %s", tt.in, err, tt.want)
		}
	}
}

// TestLecture checks worked examples: a Nim heap of 3, a staircase 0,2,1
// and a Hackenbush stalk of 2 are worth 3⊕1⊕2 = 0.
func TestLecture(t *testing.T) {
	tests := []struct {
		in      string
		values  []uint64
		outcome game.Outcome
		winning []string
	}{
		{"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2", []uint64{3, 1, 2}, game.P, []string{}},
		{"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&play=misere", []uint64{3, 1, 2}, game.P, []string{}},
		// 3⊕2⊕2 = 3: empty the heap, make the staircase worth 1 (a coin
		// from step 3 to step 2 leaves odd steps 0 and 1), or cut the stalk
		// to 1.
		{"game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2", []uint64{3, 2, 2}, game.N, []string{
			"game=sum&parts=nim:0|staircase:0,2,2|hackenbush:0-1,1-2",
			"game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1",
			"game=sum&parts=nim:3|staircase:0,3,1|hackenbush:0-1,1-2",
		}},
		// Subtraction 1..3 on 9,6,5,4 is worth 1⊕2⊕1⊕0 = 2, a triangle on
		// the ground 1: the nim-sum is 3. Winning: the subtraction game to
		// 1 (9→6, 6→5, 5→2, 4→3), or the triangle to 2 by chopping an edge
		// at the ground, which leaves a stalk of 2.
		{"game=sum&parts=subtraction:9,6,5,4/set:1,2,3|hackenbush:0-1,1-2,0-2", []uint64{2, 1}, game.N, []string{
			"game=sum&parts=subtraction:6,6,5,4/set:1,2,3|hackenbush:0-1,0-2,1-2",
			"game=sum&parts=subtraction:9,5,5,4/set:1,2,3|hackenbush:0-1,0-2,1-2",
			"game=sum&parts=subtraction:9,6,2,4/set:1,2,3|hackenbush:0-1,0-2,1-2",
			"game=sum&parts=subtraction:9,6,5,3/set:1,2,3|hackenbush:0-1,0-2,1-2",
			"game=sum&parts=subtraction:9,6,5,4/set:1,2,3|hackenbush:0-1,1-2",
			"game=sum&parts=subtraction:9,6,5,4/set:1,2,3|hackenbush:0-2,1-2",
		}},
	}
	for _, tt := range tests {
		p, err := read(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		a := p.Analyze()
		if got := p.Values(); !slices.Equal(got, tt.values) || a.Outcome != tt.outcome || strings.Join(a.Winning, " ") != strings.Join(tt.winning, " ") {
			t.Errorf("%s: values %v, outcome %v, winning %q; want %v, %v, %q", tt.in, got, a.Outcome, a.Winning, tt.values, tt.outcome, tt.winning)
		}
		if p.Play == game.Misere && !strings.HasPrefix(a.Rule, "SJ theorem") {
			t.Errorf("%s: rule %q; want the SJ theorem", tt.in, a.Rule)
		}
	}
}

func TestApply(t *testing.T) {
	p, err := read("game=sum&parts=nim:3|staircase:0,2,1")
	if err != nil {
		t.Fatal(err)
	}
	next := part(t, "game=staircase&steps=1,1,1")
	q, err := p.Apply(Move{1, next})
	if err != nil || q.String() != "game=sum&parts=nim:3|staircase:1,1,1" {
		t.Errorf("Apply: %v, %v", q, err)
	}
	for _, m := range []Move{
		{2, next},
		{0, next},
		{1, part(t, "game=staircase&steps=0,2,2")},
		{1, part(t, "game=staircase&steps=0,0,1")},
		{0, part(t, "game=nim&heaps=3")},
	} {
		if _, err := p.Apply(m); err == nil {
			t.Errorf("Apply(%d, %v) made an illegal move", m.Part, m.To)
		}
	}
	if m, ok := p.ComputerMove(); !ok || m.Part != 0 {
		t.Errorf("ComputerMove: %v, %v", m, ok)
	}
	end, _ := read("game=sum&parts=nim:0|hackenbush:")
	if _, ok := end.ComputerMove(); ok || !end.Terminal() {
		t.Error("a sum with no move left moves")
	}
}

// TestSearchShared: the positions play reaches share one search, so analysing a position
// again costs nothing and the answers stay those of a fresh search.
func TestSearchShared(t *testing.T) {
	p, err := read("game=sum&parts=nim:4|staircase:2,0,2|nim:3&play=misere")
	if err != nil {
		t.Fatal(err)
	}
	if p.misere != bySearch || p.search == nil {
		t.Fatalf("decided by %d", p.misere)
	}
	p.Analyze()
	n := p.search.solver.Expanded()
	p.Analyze()
	p.ComputerMove()
	if got := p.search.solver.Expanded(); got != n {
		t.Errorf("analysing again expanded %d more positions", got-n)
	}
	for _, o := range p.Options() {
		if o.search != p.search {
			t.Fatal("an option has a search of its own")
		}
		fresh, err := New(o.Parts, game.Misere)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := o.Outcome(), fresh.Outcome(); got != want {
			t.Errorf("%s: shared search says %v, a fresh one %v", o, got, want)
		}
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2",
		"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&play=misere",
		"game=sum&parts=nim:3|staircase:2,0,2&play=misere",
		"game=sum&parts=subtraction:9,6,5,4/set:1,2,3|nim:2",
		"game=sum&parts=hackenbush:0-1,0-2,1-3,2-4|nim:1&play=misere",
		"game=sum&parts=nim:9007199254740991|staircase:9007199254740991",
		"game=sum&parts=nim:3||nim:4",
		"game=sum&parts=nim:3/play:misere",
		"game=sum&parts=hackenbush:",
		"game=sum&parts=turning:HTTH/rule:mock|slide:2,5,9&play=misere",
		"game=sum&parts=turning:HHHHHHHHHHHHHHHHHHHH/rule:ruler|slide:2,5,9000",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := read(s)
		if err != nil {
			return
		}
		canon := p.String()
		p2, err := read(canon)
		if err != nil || p2.String() != canon {
			t.Fatalf("%q: canonical %q reads back as %v, %v", s, canon, p2, err)
		}
		a := p.Analyze()
		if a.Position != canon || a.Winning == nil {
			t.Fatalf("%q: analysis %+v", s, a)
		}
		for _, w := range a.Winning {
			q, err := read(w)
			if err != nil {
				t.Fatalf("%q: winning %q: %v", s, w, err)
			}
			if q.Outcome() != game.P {
				t.Fatalf("%q: winning %q is not a P-position", s, w)
			}
		}
	})
}

// TestOver: a sum with no move left in any component says so, not that every move changes
// a value; a sum of value 0 with moves left still explains by the theorem.
func TestOver(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"game=sum&parts=nim:0|nim:0", "no component has a move left: the player to move cannot move, and loses"},
		{"game=sum&parts=nim:0|nim:0&play=misere", "no component has a move left: the player to move cannot move, and in misère play that wins"},
		{"game=sum&parts=nim:0|hackenbush:|staircase:0,0", "no component has a move left: the player to move cannot move, and loses"},
		{"game=sum&parts=nim:0|staircase:0,2", "Grundy values: nim:0 is worth 0, staircase:0,2 is worth 0; nim-sum 0⊕0 = 0: " +
			"every move changes one value and so the nim-sum, so the player to move loses"},
	} {
		p, err := read(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Analyze().Explanation; got != tc.want {
			t.Errorf("%s: %q\n\twant %q", tc.in, got, tc.want)
		}
	}
}

//go:build !family || family_sum

package session

import (
	"math/bits"
	"reflect"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/sum"
)

// sumPart reads one component as the sum writes it (staircase:0,2,1) into the position of
// its game.
func sumPart(t *testing.T, text string) game.Position {
	t.Helper()
	q, err := notation.Parse("game=sum&parts=" + text)
	if err != nil {
		t.Fatal(err)
	}
	p, err := sum.FromQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return p.Parts[0]
}

func TestSumPlay(t *testing.T) {
	s := newAt(t, "game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2&vs=human")
	f := s.Frame()
	pos := f.Pos.(sum.Position)
	next, err := pos.Apply(sum.Move{Part: 1, To: sumPart(t, "staircase:0,3,1")})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Play(f.Version, next); err != nil {
		t.Fatal(err)
	}
	if got, want := s.State(), "game=sum&parts=nim:3|staircase:0,3,1|hackenbush:0-1,1-2&vs=human"; got != want {
		t.Errorf("state %s; want %s", got, want)
	}
	v := s.View()
	if len(v.Log) == 0 || v.Log[len(v.Log)-1] != "Player 1 moved 1 coin from step 3 down to step 2 in component 2 (staircase)." {
		t.Errorf("log %q", v.Log)
	}
	// Two components changed, or a move against a component's rule: refused, the position
	// stays.
	f = s.Frame()
	pos = f.Pos.(sum.Position)
	for _, bad := range []sum.Position{
		pos.With(0, sumPart(t, "nim:1")).With(2, sumPart(t, "hackenbush:0-1")),
		pos.With(1, sumPart(t, "staircase:0,3,2")),
		pos.With(0, sumPart(t, "nim:4")),
		pos,
	} {
		if err := s.Play(f.Version, bad); err == nil {
			t.Errorf("%s: an illegal move was played", bad)
		}
	}
	if s.Version() != f.Version {
		t.Error("an illegal move changed the session")
	}
}

func TestSumFill(t *testing.T) {
	v := newAt(t, "game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2&hint=1").View()
	if !v.Misere || len(v.Fields) != 1 || v.Fields[0].Key != "parts" || v.Fields[0].Value != "nim:3|staircase:0,2,2|hackenbush:0-1,1-2" {
		t.Errorf("fields %+v", v.Fields)
	}
	tb := v.Table
	if tb == nil || len(tb.Rows) != 3 || tb.Rows[0].Label != "1: Nim" || *tb.Rows[1].Value != 2 || tb.Rows[2].Bits != "10" || *tb.Sum.Value != 3 {
		t.Errorf("table %+v", tb)
	}
	want := []string{
		"in component 1, take 3 from heap 1 (leaving 0)",
		"in component 2, move 1 coin from step 3 down to step 2",
		"in component 3, chop edge 1-2",
	}
	if v.Hints == nil || strings.Join(v.Hints.Moves, "; ") != strings.Join(want, "; ") {
		t.Errorf("hints %+v; want %q", v.Hints, want)
	}
	if len(v.Sections) != 1 || !strings.Contains(v.Sections[0].Paragraphs[1], "staircase (staircase:0,2,2): Grundy value 2") {
		t.Errorf("sections %+v", v.Sections)
	}
	if v.About == nil || len(v.About.Paragraphs) != 3 {
		t.Errorf("about %+v", v.About)
	}
	if got := v.Words; got != "sum of Nim (heaps 3); staircase (steps 0, 2, 2); Hackenbush (edges 0-1 and 1-2)" {
		t.Errorf("words %q", got)
	}
}

// TestSumMisere: in misère play the SJ theorem is named in the analysis and explained in
// About; a sum it cannot decide says so in the rule.
func TestSumMisere(t *testing.T) {
	v := newAt(t, SumPreset+"&play=misere").View()
	if v.Analysis == nil || !strings.HasPrefix(v.Analysis.Rule, "SJ theorem") || !strings.Contains(v.Analysis.Explanation, "SJ theorem") {
		t.Errorf("analysis %+v", v.Analysis)
	}
	if v.About == nil || !strings.Contains(strings.Join(v.About.Paragraphs, " "), "SJ theorem") {
		t.Errorf("about %+v", v.About)
	}
	v = newAt(t, "game=sum&parts=nim:2|staircase:2,0,2&play=misere").View()
	if v.Analysis == nil || !strings.HasPrefix(v.Analysis.Rule, sum.SearchRule) {
		t.Errorf("analysis %+v", v.Analysis)
	}
}

func TestSumCheck(t *testing.T) {
	s := New(sum.Position{})
	for _, tc := range []struct{ text, want string }{
		{"game=sum&parts=nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1", "parts: the explorer draws at most 6 components, not 7 (nimscope analyze takes up to 8)"},
		{"game=sum&parts=nim:1,1,1,1,1,1,1", "parts: component 1 (nim): the explorer draws at most 6 heaps in a component, not 7 (nimscope analyze takes more)"},
		{"game=sum&parts=nim:1|staircase:1,1,1,1,1,1,1,1,1", "parts: component 2 (staircase): the explorer draws at most 8 steps in a component, not 9 (nimscope analyze takes more)"},
		{"game=sum&parts=nim:1|turning:HHHHHHHHHHHHHHHHH/rule:mock", "parts: component 2 (turning): the explorer draws at most 16 coins in a component, not 17 (nimscope analyze takes more)"},
		{"game=sum&parts=slide:2,30", "parts: component 1 (slide): the explorer draws a strip of at most 24 cells in a sum, and a coin is on cell 30 (nimscope analyze takes more)"},
		{"game=sum&parts=nim:1|staircase:x", `parts: component 2 (staircase): steps: item 1 "x" is not a whole number`},
	} {
		if err := s.Set(tc.text); err == nil || err.Error() != tc.want {
			t.Errorf("Set(%s) = %v; want %s", tc.text, err, tc.want)
		}
	}
}

func TestSumSlideHint(t *testing.T) {
	// Coins on cells 2, 5, 9: gaps 1, 2, 3 read from the right are steps 3, 2, 1, worth 3⊕1 = 2.
	v := newAt(t, "game=sum&parts=slide:2,5,9|nim:2&hint=1").View()
	if tb := v.Table; tb == nil || *tb.Rows[0].Value != 2 || tb.Rows[0].Label != "1: coin sliding" {
		t.Errorf("table %+v", v.Table)
	}
	if v.Hints == nil || len(v.Hints.Moves) != 0 {
		t.Errorf("hints in a P-position: %+v", v.Hints)
	}
	v = newAt(t, "game=sum&parts=slide:2,5,9|nim:3&hint=1").View()
	// Nim-sum 2⊕3 = 1: the strip to 3 (one cell off step 1's gap: 9 → 8) or to 0 (step 3's
	// one free cell: 2 → 1), or the heap to 2.
	want := "in component 1, slide the coin on cell 9 to cell 8; in component 1, slide the coin on cell 2 to cell 1; in component 2, take 1 from heap 1 (leaving 2)"
	if v.Hints == nil || strings.Join(v.Hints.Moves, "; ") != want {
		t.Errorf("hints %+v; want %s", v.Hints, want)
	}
}

func TestSumComputerReplies(t *testing.T) {
	s := newAt(t, "game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2")
	f := s.Frame()
	next, err := f.Pos.(sum.Position).Apply(sum.Move{Part: 0, To: sumPart(t, "nim:2")})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Play(f.Version, next); err != nil {
		t.Fatal(err)
	}
	if !s.PlayComputer() {
		t.Fatal("the computer did not move")
	}
	// 2⊕2⊕2 = 2: the computer restores nim-sum 0.
	p, err := sum.New(s.Frame().Pos.(sum.Position).Parts, game.Normal)
	if err != nil {
		t.Fatal(err)
	}
	if p.NimSum() != 0 {
		t.Errorf("after the computer's reply %s, nim-sum %d", p, p.NimSum())
	}
}

// sumExamples is a component of each game a sum takes.
var sumExamples = map[string]string{
	"nim": "nim:3", "subtraction": "subtraction:9,6/set:1,2,3", "staircase": "staircase:0,2,1",
	"slide": "slide:2,5,9", "turning": "turning:HTTH/rule:mock", "hackenbush": "hackenbush:0-1,1-2",
}

// eachSumGame calls f with each game a sum takes and its example component.
func eachSumGame(t *testing.T, f func(name, text string)) {
	t.Helper()
	for _, name := range sum.Games() {
		if text, ok := sumExamples[name]; ok {
			f(name, text)
		} else {
			t.Errorf("a sum takes %s: add an example of it to sumExamples", name)
		}
	}
}

// TestSumMovesInWords: every move of a component of every game a sum takes is said in the
// game's words; the notation ("move to turning:HHTT/rule:mock") was the fallback for coins.
func TestSumMovesInWords(t *testing.T) {
	eachSumGame(t, func(name, text string) {
		v := newAt(t, "game=sum&parts=nim:1|"+text+"&vs=human").View()
		if len(v.Moves) == 0 {
			t.Errorf("%s: no moves listed", text)
		}
		for _, m := range v.Moves {
			if strings.Contains(m.Label, "move to ") || strings.Contains(m.Label, name+":") {
				t.Errorf("%s: the move is said in notation: %q", text, m.Label)
			}
		}
	})
}

// A sum looks its components' rules up by type, not among the registered ones (the sum's
// module serves no other game): for every game a sum takes, partRules finds the rules that
// game registers in the full build.
func TestSumPartRules(t *testing.T) {
	eachSumGame(t, func(name, text string) {
		c := sumPart(t, text)
		got, ok := partRules(c)
		if !ok || reflect.TypeOf(got) != reflect.TypeOf(rules[name]) {
			t.Errorf("partRules(%s) = %T, %v; want the rules %s registers, %T", text, got, ok, name, rules[name])
		}
	})
}

// The panel's list of a sum's moves, for keyboard play: the lecture's sum has 3 takes from
// the heap of 3, 3 moves on the staircase 0,2,1 (1 or 2 coins down from step 2, the coin on
// step 3) and 2 chops of the stalk: 8, each one move (Describe takes it). A heap of 1000
// makes more than the list holds: none then.
func TestSumMoveChoices(t *testing.T) {
	s := newAt(t, "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&vs=human")
	v := s.View()
	if len(v.Moves) != 8 {
		t.Fatalf("%d moves listed, want 8: %+v", len(v.Moves), v.Moves)
	}
	for _, m := range v.Moves {
		oneMoveAway(t, s, m)
		if !strings.HasPrefix(m.Label, "in component ") {
			t.Errorf("label %q", m.Label)
		}
	}
	if got := v.Moves[0].Label; got != "in component 1, take 3 from heap 1 (leaving 0)" {
		t.Errorf("the first move is %q", got)
	}
	if v := newAt(t, "game=sum&parts=nim:1000|nim:1").View(); len(v.Moves) != 0 {
		t.Errorf("a heap of 1000: %d moves listed, want none", len(v.Moves))
	}
}

// TestSumOver: a finished sum says in the view's language that no component has a move
// left, and what that means for the player to move.
func TestSumOver(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"game=sum&parts=nim:0|nim:0", "no component has a move left: the player to move cannot move, and loses"},
		{"game=sum&parts=nim:0|nim:0&lang=ru", "ни в одной компоненте не осталось хода: ходящий не может сходить и проигрывает"},
		{"game=sum&parts=nim:0|nim:0&play=misere&lang=ru", "ни в одной компоненте не осталось хода: ходящий не может сходить, а в мизере это выигрыш"},
		{"game=sum&parts=nim:0|nim:0&lang=uk", "у жодній компоненті не лишилося ходу: той, хто ходить, не може походити й програє"},
		{"game=sum&parts=nim:0|nim:0&play=misere&lang=zh", "所有分量都已无步可走：轮到走的一方无法走，而在反常游戏中这就是赢"},
	} {
		a := newAt(t, tc.text).View().Analysis
		if a == nil || a.Explanation != tc.want {
			t.Errorf("%s: explanation %+v, want %q", tc.text, a, tc.want)
		}
	}
}

// TestSumFloatingWarning: a Hackenbush component of a sum drops its edges that do not reach
// the ground and the session says so, naming the component, as for a graph of its own
// (TestFloatingWarning): Warnings (set()'s answer) and the view model's (the panel, in its
// language). The sum became hackenbush: without a word.
func TestSumFloatingWarning(t *testing.T) {
	for _, tc := range []struct{ text, state, want, ru string }{
		{"game=sum&parts=nim:3|hackenbush:0-1,5-6,6-7", "game=sum&parts=nim:3|hackenbush:0-1",
			"parts: component 2 (hackenbush): edges: 2 of the 3 edges do not reach the ground (vertex 0) and were dropped",
			"parts: компонента 2 (hackenbush): edges: 2 ребра из 3 не достают до земли (вершины 0) и отброшены"},
		{"game=sum&parts=hackenbush:1-2|nim:1&junk=1", "game=sum&parts=hackenbush:|nim:1",
			"parts: component 1 (hackenbush): edges: the one edge does not reach the ground (vertex 0) and was dropped, so the graph is empty",
			"parts: компонента 1 (hackenbush): edges: единственное ребро не достаёт до земли (вершины 0) и отброшено, так что граф пуст"},
	} {
		s := newAt(t, "game=sum&parts=nim:3")
		if err := s.Set(tc.text); err != nil {
			t.Fatalf("Set(%q): %v", tc.text, err)
		}
		w := s.Warnings()
		if s.State() != tc.state || len(w) == 0 || w[0] != tc.want {
			t.Errorf("Set(%q): state %q, warnings %q; want %q, first %q", tc.text, s.State(), w, tc.state, tc.want)
		}
		if strings.Contains(tc.text, "junk") && (len(w) != 2 || !strings.HasPrefix(w[1], "junk: ignored")) {
			t.Errorf("Set(%q): warnings %q, want the component's then junk's", tc.text, w)
		}
		if err := s.Set(tc.state); err != nil || len(s.Warnings()) != 0 {
			t.Errorf("Set(%q) after: %v, warnings %q", tc.state, err, s.Warnings())
		}
		ru := newAt(t, "game=sum&parts=nim:3")
		if err := ru.Set(tc.text + "&lang=ru"); err != nil {
			t.Fatal(err)
		}
		if v := ru.View(); len(v.Warnings) == 0 || v.Warnings[0] != tc.ru {
			t.Errorf("Set(%q&lang=ru): the view's warnings %q, want first %q", tc.text, v.Warnings, tc.ru)
		}
	}
}

// How a sum of games works says which component to move and why it can reach the value
// wanted; in misère play it says which components the explorer checks. The claim is checked:
// in every N-position below, some component's value has a 1 in the nim-sum's leftmost
// 1-column, and moving it to g ⊕ s is a winning move the engine lists.
func TestSumWhich(t *testing.T) {
	v := newAt(t, "game=sum&parts=nim:2|hackenbush:0-1,1-2,2-3,3-0&play=misere").View()
	about := strings.Join(v.About.Paragraphs, "\n")
	for _, want := range []string{
		"pick a component whose value g has a 1 in the leftmost column where the nim-sum has a 1. Then g ⊕ (nim-sum) is less than g",
		"true of Nim heaps and Hackenbush stalks; the explorer checks every other component (subtraction heaps, staircases, Hackenbush drawings with cycles).",
	} {
		if !strings.Contains(about, want) {
			t.Errorf("about %s\nwants %q", about, want)
		}
	}
	if r := v.Analysis.Rule; !strings.Contains(r, "component 2 (hackenbush:0-1,0-3,1-2,2-3): it is itself of value 0, and has moves but none to value 1)") {
		t.Errorf("rule %s", r)
	}
	if r := newAt(t, "game=sum&parts=nim:2|staircase:3,0,2&play=misere").View().Analysis.Rule; !strings.Contains(r, "it can reach staircase:2,0,2, of value 0") {
		t.Errorf("rule %s", r)
	}
	for _, text := range []string{"nim:3|staircase:0,2,1|hackenbush:0-1", "subtraction:9/set:1,2,3|nim:6|staircase:3,0,5,2", "hackenbush:0-1,1-2,2-0|nim:7|subtraction:10/set:2,5"} {
		q, err := notation.Parse("game=sum&parts=" + text)
		if err != nil {
			t.Fatal(err)
		}
		p, err := sum.FromQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		vals := p.Values()
		s := uint64(0)
		for _, g := range vals {
			s ^= g
		}
		if s == 0 {
			t.Fatalf("%s: a P-position", text)
		}
		top := uint64(1) << (bits.Len64(s) - 1)
		found := false
		for _, m := range p.WinningMoves() {
			g := vals[m.Part]
			if g&top != 0 && g^s < g {
				found = true
			}
		}
		if !found {
			t.Errorf("%s (values %v): no winning move in a component with a 1 where %d has its leftmost 1", text, vals, s)
		}
	}
}

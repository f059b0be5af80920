//go:build !family || family_coins

package session

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/staircase"
)

// stepsField is the staircase's one field with the value given.
const stepsField = `{"key":"steps","label":"Coins on steps 1, 2, 3…","kind":"list","value":%q,"item":"Step","nth":"Step {n}","add":"Add a step","removeLast":"remove the last step","max":9007199254740991,
  "minItems":1,"maxItems":24,"next":"1","help":"Step 1 is the lowest; coins moved down from it leave the game.","carry":true}`

const oddCaption = "Each row's coins in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked."

func TestStaircaseFill(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // the blocks, as JSON
	}{
		// The lecture's staircase: odd steps 1 and 3 hold 3 and 5, nim-sum 6; the one winning
		// move brings 2 coins down from step 3, leaving 3 and 3.
		{"game=staircase&steps=3,0,5,2&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(stepsField, "3,0,5,2") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + oddCaption + `","valueLabel":"coins",
    "rows":[{"label":"step 1","value":3,"bits":"011"},{"label":"step 3","value":5,"bits":"101"}],
    "sum":{"label":"⊕","name":"nim-sum","value":6,"bits":"110"},"modulus":0},
  "hints":{"moves":["move 2 coins from step 3 down to step 2"],"more":0}}`},
		// A winning move from an even step grows the odd heap below it.
		{"game=staircase&steps=1,2,3&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(stepsField, "1,2,3") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + oddCaption + `","valueLabel":"coins",
    "rows":[{"label":"step 1","value":1,"bits":"01"},{"label":"step 3","value":3,"bits":"11"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"10"},"modulus":0},
  "hints":{"moves":["move 2 coins from step 2 down to step 1","move 2 coins from step 3 down to step 2"],"more":0}}`},
		// Misère: one coin on step 1 is lost for the player to move; taking it off wins in
		// normal play but loses here.
		{"game=staircase&steps=1,4&play=misere&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(stepsField, "1,4") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + oddCaption + `","valueLabel":"coins",
    "rows":[{"label":"step 1","value":1,"bits":"1"}],
    "sum":{"label":"⊕","name":"nim-sum","value":1,"bits":"1"},"modulus":0},
  "hints":{"moves":[],"more":0,"note":"every move loses against perfect play here; make a small move and hope for a mistake"}}`},
		{"game=staircase&steps=1,4&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(stepsField, "1,4") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + oddCaption + `","valueLabel":"coins",
    "rows":[{"label":"step 1","value":1,"bits":"1"}],
    "sum":{"label":"⊕","name":"nim-sum","value":1,"bits":"1"},"modulus":0},
  "hints":{"moves":["take 1 coin off step 1"],"more":0}}`},
		// No coins left: no hint.
		{"game=staircase&steps=0,0&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(stepsField, "0,0") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + oddCaption + `","valueLabel":"coins",
    "rows":[{"label":"step 1","value":0,"bits":"0"}],
    "sum":{"label":"⊕","name":"nim-sum","value":0,"bits":"0"},"modulus":0}}`},
	} {
		v := newAt(t, tc.text).View()
		got, err := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
		if err != nil {
			t.Fatal(err)
		}
		if want := compact(t, tc.want); string(got) != want {
			t.Errorf("%s: the view model's blocks are\n%s\nwant\n%s", tc.text, got, want)
		}
		if v.About == nil || v.About.Title != "How Staircase Nim works" {
			t.Errorf("%s: about = %+v", tc.text, v.About)
		}
		title := "Why the even steps do not count"
		if strings.Contains(tc.text, "misere") {
			title = "Why the even steps do not change who wins"
		}
		if len(v.Sections) != 1 || v.Sections[0].Title != title {
			t.Errorf("%s: sections = %+v", tc.text, v.Sections)
		}
	}
}

func TestStaircaseWhy(t *testing.T) {
	v := newAt(t, "game=staircase&steps=3,0,5,2").View()
	got := strings.Join(v.Sections[0].Paragraphs, " ")
	for _, want := range []string{
		"On the odd steps: step 1 holds 3, step 3 holds 5.",
		"On the even steps: step 2 holds 0, step 4 holds 2.",
		"moves the same coins on down at once, to the next even step",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the section says %q, want it to say %q", got, want)
		}
	}
	// Misère play: misère Nim on the odd steps decides, and the words say so only there.
	for _, tc := range []struct {
		text   string
		misere bool
	}{
		{"game=staircase&steps=1,4,1,0,1&play=misere", true},
		{"game=staircase&steps=0,5&play=misere", true},
		{"game=staircase&steps=1,4,1,0,1", false},
		{"game=staircase&steps=3,0,5,2", false},
	} {
		v := newAt(t, tc.text).View()
		got := strings.Join(v.Sections[0].Paragraphs, " ")
		mis := strings.Contains(got, "the even steps do not change who wins, and whoever wins misère Nim on the odd steps wins the staircase.")
		nor := strings.Contains(got, "whoever wins Nim on the odd steps wins the staircase.")
		if mis != tc.misere || nor == tc.misere || !strings.Contains(got, "(coins that came down from step 2 go off the stairs)") {
			t.Errorf("%s: %s", tc.text, got)
		}
		if strings.Contains(v.Analysis.Rule, "do not count") != !tc.misere {
			t.Errorf("%s: rule %s", tc.text, v.Analysis.Rule)
		}
	}
	// The claim: a misère staircase is won exactly when misère Nim on its odd steps is won,
	// and a normal one exactly when Nim on its odd steps is, on every small staircase.
	for _, play := range []game.Play{game.Normal, game.Misere} {
		for _, p := range stairPositions(5, 2, play) {
			n := nim.Position{Heaps: p.Heaps(), Play: play}
			if p.Analyze().Outcome != n.Analyze().Outcome || bruteStair(p, map[string]bool{}) != (n.Analyze().Outcome == game.N) {
				t.Fatalf("%s: outcome %v, Nim on the odd steps %v", p, p.Analyze().Outcome, n.Analyze().Outcome)
			}
		}
	}
	one := newAt(t, "game=staircase&steps=4").View()
	if p := one.Sections[0].Paragraphs; len(p) != 2 || !strings.Contains(p[1], "no even step") {
		t.Errorf("one step: %q", p)
	}
}

// stairPositions lists every staircase of n steps with at most most coins on each.
func stairPositions(n int, most uint64, play game.Play) []staircase.Position {
	out := []staircase.Position{{Steps: make([]uint64, n), Play: play}}
	for i := range n {
		var next []staircase.Position
		for _, p := range out {
			for c := range most + 1 {
				s := append([]uint64{}, p.Steps...)
				s[i] = c
				next = append(next, staircase.Position{Steps: s, Play: play})
			}
		}
		out = next
	}
	return out
}

// TestStaircaseDescribe: Describe accepts exactly the engine's moves, on every pair of small
// positions, and words them.
func TestStaircaseDescribe(t *testing.T) {
	r := staircaseRules{}
	all := stairPositions(3, 2, game.Normal)
	for _, a := range all {
		legal := map[string]staircase.Move{}
		for k := 1; k <= len(a.Steps); k++ {
			for c := uint64(1); c <= a.Steps[k-1]; c++ {
				m := staircase.Move{From: k, Coins: c}
				next, err := a.Apply(m)
				if err != nil {
					t.Fatalf("%s: %+v: %v", a, m, err)
				}
				legal[next.String()] = m
			}
		}
		// Positions with up to 4 coins on a step are reachable from 2s: check them all.
		for _, b := range stairPositions(3, 4, game.Normal) {
			did, err := describeEN(r, a, b)
			m, ok := legal[b.String()]
			if ok != (err == nil) {
				t.Errorf("Describe(%s, %s) = %q, %v; a move: %v", a, b, did, err, ok)
				continue
			}
			if ok && did != "moved "+stairMove(m).String() {
				t.Errorf("Describe(%s, %s) = %q", a, b, did)
			}
		}
	}
	for _, tc := range []struct{ from, to, want string }{
		{"3,0,5,2", "3,2,3,2", "moved 2 coins from step 3 down to step 2"},
		{"3,0,5,2", "2,0,5,2", "moved 1 coin off step 1"},
		{"3,0,5,2", "3,0,5,0", ""},             // two coins vanish from step 4
		{"3,0,5,2", "3,0,4,3", ""},             // up a step
		{"3,0,5,2", "4,0,4,2", ""},             // two steps down
		{"3,0,5,2", "3,0,5,2", ""},             // no move
		{"3,0,5,2", "3,0,5,2&play=misere", ""}, // another game
		{"3,0,5,2", "3,0,5", ""},               // another staircase
		{"3,0,5,2&play=misere", "3,2,3,2&play=misere", "moved 2 coins from step 3 down to step 2"},
	} {
		a, b := stair(t, tc.from), stair(t, tc.to)
		did, err := describeEN(r, a, b)
		if tc.want == "" && err == nil || tc.want != "" && did != tc.want {
			t.Errorf("Describe(%s, %s) = %q, %v; want %q", tc.from, tc.to, did, err, tc.want)
		}
	}
}

func stair(t *testing.T, steps string) staircase.Position {
	t.Helper()
	s := newAt(t, "game=staircase&steps="+steps)
	return s.Frame().Pos.(staircase.Position)
}

// TestStaircaseReply: the computer's move is legal, and wins whenever the position is N.
func TestStaircaseReply(t *testing.T) {
	r := staircaseRules{}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		for _, p := range stairPositions(4, 2, play) {
			next, ok := r.Reply(p)
			if ok == r.Terminal(p) {
				t.Errorf("%s: Reply moved %v, terminal %v", p, ok, r.Terminal(p))
				continue
			}
			if !ok {
				continue
			}
			if _, err := describeEN(r, p, next); err != nil {
				t.Errorf("%s: Reply %s: %v", p, next, err)
			}
			if p.Outcome() == game.N && next.(staircase.Position).Outcome() != game.P {
				t.Errorf("%s is N, but the computer's reply %s is not P", p, next)
			}
		}
	}
}

func TestStaircaseCheck(t *testing.T) {
	s := newAt(t, StaircasePreset)
	long := "game=staircase&steps=" + strings.Repeat("1,", MaxStairSteps) + "1"
	if err := s.Set(long); err == nil || !strings.Contains(err.Error(), "steps: the explorer draws at most 24 steps, not 25") {
		t.Errorf("Set(25 steps) = %v", err)
	}
	if err := s.Set("game=staircase&steps=" + strings.Repeat("1,", MaxStairSteps-1) + "9007199254740000"); err != nil {
		t.Errorf("Set(24 steps, a huge stack) = %v", err)
	}
	if got := s.View().Words; got != "steps "+strings.Repeat("1, ", MaxStairSteps-1)+"9007199254740000" {
		t.Errorf("words %q", got)
	}
}

// TestStairAndSlideFields: the panel's fields give back the position, and Add works, as
// TestFieldsSayThePosition checks for Nim.
func TestStairAndSlideFields(t *testing.T) {
	for _, text := range []string{
		StaircasePreset,
		"game=staircase&steps=0,7&play=misere",
		"game=staircase&steps=" + strings.Repeat("2,", MaxStairSteps-2) + "2",
		SlidePreset,
		"game=slide&coins=1,2,3&play=misere",
		"game=slide&coins=47",
	} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
		for _, f := range v.Fields {
			if f.Kind != FieldList {
				continue
			}
			n := strings.Count(f.Value, ",") + 1
			if n < f.MinItems || f.MaxItems > 0 && n > f.MaxItems {
				t.Errorf("%s: field %s has %d items, outside %d..%d", text, f.Key, n, f.MinItems, f.MaxItems)
			}
			added := compose(v, f.Key, f.Value+","+f.Next)
			if err := newAt(t, text).Set(added); err != nil {
				t.Errorf("%s: Add on %s: Set(%s): %v", text, f.Key, added, err)
			}
		}
	}
}

// bruteStair reports whether the player to move wins p, by searching every line of play.
func bruteStair(p staircase.Position, memo map[string]bool) bool {
	if w, ok := memo[p.String()]; ok {
		return w
	}
	win, moved := false, false
	for i, c := range p.Steps {
		for k := uint64(1); k <= c && !win; k++ {
			moved = true
			q, err := p.Apply(staircase.Move{From: i + 1, Coins: k})
			if err != nil {
				panic(err)
			}
			win = !bruteStair(q, memo)
		}
	}
	if !moved {
		win = p.Play == game.Misere
	}
	memo[p.String()] = win
	return win
}

//go:build !family || family_coins

package session

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/web/i18n"
)

// coinsField is the slide's one field with the value and the next cell given.
const coinsField = `{"key":"coins","label":"Cells of the coins","kind":"list","value":%q,"item":"Coin","nth":"Coin {n}","add":"Add a coin","removeLast":"remove the last coin","min":1,"max":48,
  "minItems":1,"maxItems":48,"next":%q,"help":"Cells are numbered from 1 at the left; list them left to right, one coin to a cell."}`

const gapCaption = "Each row's gap in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked."

func TestSlideFill(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // the blocks, as JSON
	}{
		// The lecture's strip: gaps 1, 2, 3 are steps 3, 2, 1; the odd steps hold 3 and 1.
		{"game=slide&coins=2,5,9&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(coinsField, "2,5,9", "10") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + gapCaption + `","valueLabel":"gap",
    "rows":[{"label":"step 1 (left of cell 9)","value":3,"bits":"11"},{"label":"step 3 (left of cell 2)","value":1,"bits":"01"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"10"},"modulus":0},
  "hints":{"moves":["slide the coin on cell 9 to cell 7 (2 coins off step 1)"],"more":0}}`},
		// The engine's staircase 1, 2, 3: two winning moves, one of them from the even step 2.
		{"game=slide&coins=4,7,9&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(coinsField, "4,7,9", "10") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + gapCaption + `","valueLabel":"gap",
    "rows":[{"label":"step 1 (left of cell 9)","value":1,"bits":"01"},{"label":"step 3 (left of cell 4)","value":3,"bits":"11"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"10"},"modulus":0},
  "hints":{"moves":["slide the coin on cell 4 to cell 2 (2 coins from step 3 down to step 2)","slide the coin on cell 7 to cell 5 (2 coins from step 2 down to step 1)"],"more":0}}`},
		// Misère, a P-position: the single odd step holds one cell.
		{"game=slide&coins=3,5&play=misere&hint=1", `{"misere":true,"fields":[` + fmt.Sprintf(coinsField, "3,5", "6") + `],
  "table":{"title":"Nim on the odd steps","caption":"` + gapCaption + `","valueLabel":"gap",
    "rows":[{"label":"step 1 (left of cell 5)","value":1,"bits":"1"}],
    "sum":{"label":"⊕","name":"nim-sum","value":1,"bits":"1"},"modulus":0},
  "hints":{"moves":[],"more":0,"note":"every move loses against perfect play here; make a small move and hope for a mistake"}}`},
	} {
		v := newAt(t, tc.text).View()
		got, err := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
		if err != nil {
			t.Fatal(err)
		}
		if want := compact(t, tc.want); string(got) != want {
			t.Errorf("%s: the view model's blocks are\n%s\nwant\n%s", tc.text, got, want)
		}
		if v.About == nil || v.About.Title != "How sliding coins works" {
			t.Errorf("%s: about = %+v", tc.text, v.About)
		}
	}
	v := newAt(t, SlidePreset).View()
	if len(v.Sections) != 1 || !strings.Contains(v.Sections[0].Paragraphs[0],
		"Read from the right: step 1 is the gap of 3 left of cell 9; step 2 is the gap of 2 left of cell 5; step 3 is the gap of 1 left of cell 2.") {
		t.Errorf("sections = %+v", v.Sections)
	}
	// In Chinese the steps are joined with Chinese's semicolon, not an ASCII "; ".
	zh := slideSteps(&View{Lang: i18n.ZH}, newAt(t, SlidePreset).Frame().Pos.(slide.Position)).Paragraphs[0]
	if strings.Contains(zh, ";") || strings.Count(zh, "；") != 2 {
		t.Errorf("zh: %q", zh)
	}
}

// slidePositions lists every strip of at most cells cells with n coins.
func slidePositions(n int, cells uint64, play game.Play) []slide.Position {
	var out []slide.Position
	var walk func(coins []uint64, from uint64)
	walk = func(coins []uint64, from uint64) {
		if len(coins) == n {
			out = append(out, slide.Position{Coins: append([]uint64{}, coins...), Play: play})
			return
		}
		for c := from; c <= cells; c++ {
			walk(append(coins, c), c+1)
		}
	}
	walk(nil, 1)
	return out
}

// TestSlideDescribe: Describe accepts exactly the engine's moves on every pair of small
// strips, and words each as a slide and the staircase move it is.
func TestSlideDescribe(t *testing.T) {
	r := slideRules{}
	for n := 1; n <= 3; n++ {
		all := slidePositions(n, 6, game.Normal)
		for _, a := range all {
			legal := map[string]slide.Move{}
			for i := range a.Coins {
				for to := uint64(1); to < a.Coins[i]; to++ {
					if next, err := a.Apply(slide.Move{Coin: i, To: to}); err == nil {
						legal[next.String()] = slide.Move{Coin: i, To: to}
					}
				}
			}
			for _, b := range all {
				did, err := describeEN(r, a, b)
				m, ok := legal[b.String()]
				if ok != (err == nil) {
					t.Errorf("Describe(%s, %s) = %q, %v; a move: %v", a, b, did, err, ok)
					continue
				}
				if !ok {
					continue
				}
				sm, _ := a.StaircaseMove(m)
				if want := fmt.Sprintf("slid the coin on cell %d to cell %d (on the staircase, %s)", a.Coins[m.Coin], m.To, stairMove(sm)); did != want {
					t.Errorf("Describe(%s, %s) = %q, want %q", a, b, did, want)
				}
			}
		}
	}
	a := slide.Position{Coins: []uint64{2, 5, 9}}
	for _, tc := range []struct {
		to   []uint64
		play game.Play
		want string
	}{
		{[]uint64{2, 5, 7}, game.Normal, "slid the coin on cell 9 to cell 7 (on the staircase, 2 coins off step 1)"},
		{[]uint64{2, 3, 9}, game.Normal, "slid the coin on cell 5 to cell 3 (on the staircase, 2 coins from step 2 down to step 1)"},
		{[]uint64{2, 5, 7}, game.Misere, ""},
		{[]uint64{2, 6, 9}, game.Normal, ""}, // right
		{[]uint64{5, 6, 9}, game.Normal, ""}, // past another coin
		{[]uint64{1, 4, 9}, game.Normal, ""}, // two coins
	} {
		did, err := describeEN(r, a, slide.Position{Coins: tc.to, Play: tc.play})
		if tc.want == "" && err == nil || tc.want != "" && did != tc.want {
			t.Errorf("Describe(%v, %v) = %q, %v; want %q", a.Coins, tc.to, did, err, tc.want)
		}
	}
}

// TestSlideReply: the computer's move is legal, and wins whenever the position is N.
func TestSlideReply(t *testing.T) {
	r := slideRules{}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		for n := 1; n <= 4; n++ {
			for _, p := range slidePositions(n, 7, play) {
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
				if p.Outcome() == game.N && next.(slide.Position).Outcome() != game.P {
					t.Errorf("%s is N, but the computer's reply %s is not P", p, next)
				}
			}
		}
	}
}

func TestSlideCheck(t *testing.T) {
	s := newAt(t, SlidePreset)
	if err := s.Set("game=slide&coins=3,49"); err == nil || !strings.Contains(err.Error(), "coins: the explorer draws a strip of at most 48 cells, and a coin is on cell 49") {
		t.Errorf("Set(a coin on cell 49) = %v", err)
	}
	if err := s.Set("game=slide&coins=1,2,48"); err != nil {
		t.Errorf("Set(a coin on cell 48) = %v", err)
	}
	if got := s.View().Words; got != "coins on cells 1, 2, 48" {
		t.Errorf("words %q", got)
	}
}

// The gaps' section names misère Nim only in misère play, and the words name the rightmost
// coin and what a gap is.
func TestSlideWords(t *testing.T) {
	for _, tc := range []struct {
		text   string
		misere bool
	}{
		{"game=slide&coins=2,5,9&play=misere", true},
		{"game=slide&coins=3&play=misere", true},
		{"game=slide&coins=2,5,9", false},
		{"game=slide&coins=3", false},
	} {
		v := newAt(t, tc.text).View()
		got := strings.Join(v.Sections[0].Paragraphs, " ")
		mis := strings.Contains(got, "misère Staircase Nim is misère Nim on the odd steps.")
		nor := strings.Contains(got, "and Staircase Nim is Nim on the odd steps.")
		if mis != tc.misere || nor == tc.misere || !strings.Contains(got, "The rightmost coin's gap is step 1") {
			t.Errorf("%s: %s", tc.text, got)
		}
		all := got + v.About.Paragraphs[1] + v.Analysis.Rule + v.Analysis.Explanation + v.Analysis.Reduction
		for _, bad := range []string{"last coin's", "free cells left of each coin", "odd steps of 0 coins"} {
			if strings.Contains(all, bad) {
				t.Errorf("%s says %q: %s", tc.text, bad, all)
			}
		}
		if !strings.Contains(v.About.Paragraphs[1], "between each coin and the next coin (or the strip's end) to its left") ||
			!strings.Contains(v.Analysis.Reduction, "one for each free cell") {
			t.Errorf("%s: %s", tc.text, all)
		}
	}
	if e := newAt(t, "game=slide&coins=3").View().Analysis.Explanation; !strings.Contains(e, "leaving no coins on the odd steps, nim-sum 0") {
		t.Errorf("coins=3: %s", e)
	}
}

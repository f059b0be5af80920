//go:build !family || family_heaps

package session

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/web/i18n"
)

func TestSubtractionFill(t *testing.T) {
	fields := `[{"key":"heaps","label":"Heaps","kind":"list","value":%HEAPS%,"item":"Heap","nth":"Heap {n}","add":"Add a heap","removeLast":"remove the last heap","max":9007199254740991,
    "minItems":1,"maxItems":32,"next":"1","help":"A heap that reaches 0 keeps its place; × removes it."},
  {"key":"set","label":"Set","kind":"list","value":%SET%,"item":"Amount","nth":"Amount {n}","add":"Add an amount","removeLast":"remove the last amount","min":1,"max":1048576,
    "minItems":1,"maxItems":64,"next":%NEXT%,"help":"The amounts a move may take from one heap. 1, 2, …, k is Bachet's game."}]`
	fill := func(heaps, set, next string) string {
		return strings.NewReplacer("%HEAPS%", `"`+heaps+`"`, "%SET%", `"`+set+`"`, "%NEXT%", `"`+next+`"`).Replace(fields)
	}
	const caption = "Each row's Grundy value in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked."
	for _, tc := range []struct {
		text string
		want string
	}{
		// The lecture's example: g = 1⊕2⊕1⊕0 = 2. The lecture's winning move takes 2 from the
		// heap of 6; taking 2 from any heap turns a value v into v⊕2, so all four win.
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&hint=1", `{"misere":true,"fields":` + fill("9,6,5,4", "1,2,3", "4") + `,
  "table":{"title":"Nim-sum of Grundy values","caption":"` + caption + `","valueLabel":"Grundy value",
    "rows":[{"label":"heap 1 (9)","value":1,"bits":"01"},{"label":"heap 2 (6)","value":2,"bits":"10"},
            {"label":"heap 3 (5)","value":1,"bits":"01"},{"label":"heap 4 (4)","value":0,"bits":"00"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"10"},"modulus":0},
  "hints":{"moves":["take 2 from heap 1 (leaving 7)","take 2 from heap 2 (leaving 4)","take 2 from heap 3 (leaving 3)","take 2 from heap 4 (leaving 2)"],"more":0}}`},
		// Set {2, 5}: g has period 7 from the start; g(9), g(6), g(5), g(4) = 1, 1, 2, 0; only emptying the 5 wins.
		{"game=subtraction&heaps=9,6,5,4&set=2,5&hint=1", `{"misere":true,"fields":` + fill("9,6,5,4", "2,5", "6") + `,
  "table":{"title":"Nim-sum of Grundy values","caption":"` + caption + `","valueLabel":"Grundy value",
    "rows":[{"label":"heap 1 (9)","value":1,"bits":"01"},{"label":"heap 2 (6)","value":1,"bits":"01"},
            {"label":"heap 3 (5)","value":2,"bits":"10"},{"label":"heap 4 (4)","value":0,"bits":"00"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"10"},"modulus":0},
  "hints":{"moves":["take 5 from heap 3 (leaving 0)"],"more":0}}`},
		// A P-position: the hint says every move loses.
		{"game=subtraction&heaps=4,8&set=1,2,3&hint=1", `{"misere":true,"fields":` + fill("4,8", "1,2,3", "4") + `,
  "table":{"title":"Nim-sum of Grundy values","caption":"` + caption + `","valueLabel":"Grundy value",
    "rows":[{"label":"heap 1 (4)","value":0,"bits":"0"},{"label":"heap 2 (8)","value":0,"bits":"0"}],
    "sum":{"label":"⊕","name":"nim-sum","value":0,"bits":"0"},"modulus":0},
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
		if v.About == nil || v.About.Title != "How the subtraction game works" {
			t.Errorf("%s: about = %+v", tc.text, v.About)
		}
		if len(v.Sections) == 0 || v.Sections[0].Title != "The Grundy strip" {
			t.Errorf("%s: sections = %+v, want the Grundy strip first", tc.text, v.Sections)
		}
	}
}

func TestSubtractionSections(t *testing.T) {
	for _, tc := range []struct {
		text   string
		has    []string
		titles string
	}{
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3", []string{"Bachet's game, where g(n) = n mod 4", "period 4 from the start"}, "The Grundy strip"},
		{"game=subtraction&heaps=9&set=3,5,8,13,21,34,55,89",
			[]string{"The first 372 values (grey) are the preperiod; from g(372) on the values repeat with period 632"}, "The Grundy strip"},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere", []string{"The SJ theorem's condition holds"}, "The Grundy strip|Misère play"},
		{"game=subtraction&heaps=4&set=1", []string{"The set is 1, one stone a move", "worth 1 when n is odd"}, "The Grundy strip"},
	} {
		v := newAt(t, tc.text).View()
		var text, titles []string
		for _, s := range v.Sections {
			titles = append(titles, s.Title)
			text = append(text, s.Paragraphs...)
		}
		for _, h := range tc.has {
			if !strings.Contains(strings.Join(text, " "), h) {
				t.Errorf("%s: sections %q do not say %q", tc.text, text, h)
			}
		}
		if got := strings.Join(titles, "|"); got != tc.titles {
			t.Errorf("%s: section titles %q, want %q", tc.text, got, tc.titles)
		}
	}
	// Where the SJ theorem's condition fails the analysis searches, and the section says so.
	p := subtraction.Position{Heaps: []uint64{3}, Set: []uint64{1}, Play: game.Misere}
	if got := subtractionSections(&View{Lang: i18n.EN}, p, subtraction.RuleSearch)[1].Paragraphs[0]; !strings.Contains(got, "searched every position") {
		t.Errorf("the misère section after a search says %q", got)
	}
}

// subtractionPositions are small positions to check Describe and Reply on, normal and misère.
var subtractionPositions = []string{
	"game=subtraction&heaps=9,6,5,4&set=1,2,3",
	"game=subtraction&heaps=7,3,0&set=2,5",
	"game=subtraction&heaps=11,4,1&set=1,3,4",
	"game=subtraction&heaps=6,6&set=1,2",
	"game=subtraction&heaps=1,1&set=2",
	"game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere",
	"game=subtraction&heaps=8,5,2&set=1,3,4&play=misere",
}

func parseSubtraction(t *testing.T, text string) subtraction.Position {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return p.(subtraction.Position)
}

func TestSubtractionDescribe(t *testing.T) {
	r := subtractionRules{}
	for _, text := range subtractionPositions {
		p := parseSubtraction(t, text)
		legal := map[string]bool{}
		for _, m := range p.Moves() {
			next, err := p.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			legal[next.String()] = true
			did, err := describeEN(r, p, next)
			if err != nil {
				t.Errorf("%s: Describe refuses the engine's move %+v: %v", text, m, err)
			}
			h := p.Heaps[m.Heap]
			if want := "took " + itoa(m.Take) + " from heap " + itoa(uint64(m.Heap+1)) + " (" + itoa(h) + " → " + itoa(h-m.Take) + ")"; did != want {
				t.Errorf("%s: Describe = %q, want %q", text, did, want)
			}
		}
		// Every other position of the same heaps and set with each heap at most as big is refused.
		var walk func(i int, heaps []uint64)
		walk = func(i int, heaps []uint64) {
			if i == len(heaps) {
				q := subtraction.Position{Heaps: append([]uint64(nil), heaps...), Set: p.Set, Play: p.Play}
				if _, err := describeEN(r, p, q); (err == nil) != legal[q.String()] {
					t.Errorf("%s → %s: Describe error %v, legal %v", text, q, err, legal[q.String()])
				}
				return
			}
			for x := uint64(0); x <= p.Heaps[i]; x++ {
				heaps[i] = x
				walk(i+1, heaps)
			}
			heaps[i] = p.Heaps[i]
		}
		walk(0, append([]uint64(nil), p.Heaps...))
		// A different set or play is not a move.
		q := p
		q.Set = []uint64{1}
		if _, err := describeEN(r, p, q); err == nil {
			t.Errorf("%s: Describe accepts a change of set", text)
		}
	}
}

func itoa(x uint64) string { return strconv.FormatUint(x, 10) }

func TestSubtractionReply(t *testing.T) {
	r := subtractionRules{}
	for _, text := range subtractionPositions {
		p := parseSubtraction(t, text)
		next, ok := r.Reply(p)
		if r.Terminal(p) {
			if ok {
				t.Errorf("%s: a reply in a terminal position", text)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: no reply", text)
			continue
		}
		if _, err := describeEN(r, p, next); err != nil {
			t.Errorf("%s: the reply %s is not a move: %v", text, next, err)
		}
		if p.Outcome() == game.N && next.(subtraction.Position).Outcome() != game.P {
			t.Errorf("%s: the reply %s does not win", text, next)
		}
	}
	if !r.Terminal(parseSubtraction(t, "game=subtraction&heaps=1,1,0&set=2,5")) {
		t.Error("heaps 1, 1, 0 with set 2, 5 has no move, but Terminal says it has")
	}
}

func TestSubtractionWordsAndPlay(t *testing.T) {
	s := newAt(t, "game=subtraction&heaps=9,6,5,4&set=1,2,3&vs=human")
	if got := s.View().Words; got != "heaps 9, 6, 5, 4; take 1, 2 or 3" {
		t.Errorf("words = %q", got)
	}
	f := s.Frame()
	if _, err := f.Pos.(subtraction.Position).Apply(subtraction.Move{Heap: 1, Take: 5}); err == nil {
		t.Fatal("the engine applied a take of 5 with the set 1, 2, 3")
	}
	good, _ := f.Pos.(subtraction.Position).Apply(subtraction.Move{Heap: 1, Take: 2})
	if err := s.Play(f.Version, good); err != nil {
		t.Fatal(err)
	}
	v := s.View()
	if v.Position != "game=subtraction&heaps=9,4,5,4&set=1,2,3" || v.Log[len(v.Log)-1] != "Player 1 took 2 from heap 2 (6 → 4)." {
		t.Errorf("after taking 2 from heap 2: %s, log %q", v.Position, v.Log)
	}
	if got := newAt(t, "game=subtraction&heaps=3&set=1&play=misere").View().Words; got != "heaps 3; take 1; misère play" {
		t.Errorf("words = %q", got)
	}
}

func TestSubtractionFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{
		"game=subtraction&heaps=9,6,5,4&set=1,2,3",
		"game=subtraction&heaps=7,0,2&set=2,5&play=misere",
		"game=subtraction&heaps=1&set=1048576",
		"game=subtraction&heaps=" + strings.Repeat("1,", 31) + "1&set=1",
	} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
		for _, f := range v.Fields {
			n := strings.Count(f.Value, ",") + 1
			if n < f.MinItems || f.MaxItems > 0 && n > f.MaxItems {
				t.Errorf("%s: field %s has %d items, outside %d..%d", text, f.Key, n, f.MinItems, f.MaxItems)
			}
			if f.MaxItems > 0 && n >= f.MaxItems {
				continue
			}
			added := compose(v, f.Key, f.Value+","+f.Next)
			if err := newAt(t, text).Set(added); err != nil {
				t.Errorf("%s: Add on %s: Set(%s): %v", text, f.Key, added, err)
			}
		}
	}
}

func TestSubtractionPreset(t *testing.T) {
	if got := newAt(t, SubtractionPreset).State(); got != SubtractionPreset {
		t.Errorf("the preset reads back as %q", got)
	}
}

// One Bachet heap's strip says the lecture's strategy, and only for one heap; a misère SJ
// position says what the winning move leaves, or why it is lost, in the words of heaps and
// Grundy values.
func TestSubtractionWords(t *testing.T) {
	const bachet = "With one heap: leave a multiple of 4; whenever the opponent takes s, take 4 − s. In misère play, leave 1 more than a multiple of 4 instead"
	for _, tc := range []struct {
		text, explanation string
		strategy          bool
	}{
		{"game=subtraction&heaps=21&set=1,2,3&hint=1", "leaving g(20) = 0 and nim-sum 0: 20 is a multiple of 4, and whenever the opponent takes s, you take 4 − s", true},
		{"game=subtraction&heaps=21&set=1,2,3&play=misere", "the player to move loses", true},
		{"game=subtraction&heaps=21,4&set=1,2,3", "nim-sum 0", false},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere", "by taking 1 from the heap of 6, leaving values 1, 1, 1, 0: nim-sum 1 and no value above 1, which the opponent loses", false},
		{"game=subtraction&heaps=7,10&set=2,5&play=misere", "every heap is worth 0 or 1, an odd number of them 1, like misère Nim with that many heaps of 1: the player to move loses", false},
	} {
		v := newAt(t, tc.text).View()
		strip := strings.Join(v.Sections[0].Paragraphs, " ")
		if strings.Contains(strip, bachet) != tc.strategy || !strings.Contains(v.Analysis.Explanation, tc.explanation) {
			t.Errorf("%s: strip %q\nexplanation %q", tc.text, strip, v.Analysis.Explanation)
		}
		all := v.Analysis.Rule + v.Analysis.Explanation + strings.Join(v.About.Paragraphs, " ")
		for _, bad := range []string{"SG values", "Anti-SG", "component"} {
			if strings.Contains(all, bad) {
				t.Errorf("%s says %q: %s", tc.text, bad, all)
			}
		}
	}
	// Misère Bachet on one heap: lost exactly at 1 more than a multiple of k+1.
	for n := range uint64(30) {
		p := newAt(t, fmt.Sprintf("game=subtraction&heaps=%d&set=1,2,3&play=misere", n)).View().Analysis
		if (p.Outcome == game.P) != (n%4 == 1) {
			t.Errorf("misère heap of %d: %v", n, p.Outcome)
		}
	}
}

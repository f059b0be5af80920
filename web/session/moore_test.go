//go:build !family || family_heaps

package session

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/moore"
)

func TestMooreFill(t *testing.T) {
	v := newAt(t, MoorePreset+"&hint=1").View()
	got, _ := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
	// 5, 8, 10 in binary: the columns 8, 4, 2, 1 hold 2, 1, 1, 1 ones, none a multiple of 3;
	// reducing 8 and 10 to 5 makes them 0, 3, 0, 3.
	want := compact(t, `{"misere":true,"fields":[
  {"key":"heaps","label":"Heaps","kind":"list","value":"5,8,10","item":"Heap","add":"Add a heap","removeLast":"remove the last heap","max":9007199254740991,"minItems":1,"maxItems":32,"next":"1",
   "help":"A heap that reaches 0 keeps its place; × removes it.","together":2},
  {"key":"k","label":"k","kind":"number","value":"2","min":1,"max":9007199254740991,"help":"The most heaps one move may reduce; k = 1 is Nim."}],
 "table":{"title":"Column sums mod 3",
   "caption":"Each row's size in binary, one column per bit; the last row counts the ones in each column, modulo 3. Columns whose count is not a multiple of 3 are marked.",
   "valueLabel":"size",
   "rows":[{"label":"heap 1","value":5,"bits":"0101"},{"label":"heap 2","value":8,"bits":"1000"},{"label":"heap 3","value":10,"bits":"1010"}],
   "sum":{"label":"Σ mod 3","name":"column sums modulo 3","digits":[2,1,1,1]},"modulus":3},
 "hints":{"moves":["reduce heap 2 to 5 and heap 3 to 5"],"more":0}}`)
	if string(got) != want {
		t.Errorf("the view model's blocks are\n%s\nwant\n%s", got, want)
	}
	if v.About == nil || v.About.Title != "How Moore's Nim-k works" {
		t.Errorf("about %+v", v.About)
	}
	if len(v.Sections) == 0 || !strings.Contains(v.Sections[0].Paragraphs[0], "The columns of place value 8 (ones: 2), 4 (ones: 1), 2 (ones: 1) and 1 (ones: 1) are not multiples of 3") {
		t.Errorf("sections %+v", v.Sections)
	}
	for _, tc := range []struct{ text, hint string }{
		{"game=moore&heaps=7,7,7,1&k=2&hint=1", "reduce heap 1 to 6; reduce heap 2 to 6; reduce heap 3 to 6; reduce heap 4 to 0"},
		{"game=moore&heaps=5,5,5&k=2&hint=1", ""},               // P: every column holds 0 or 3 ones
		{"game=moore&heaps=1,1,1,1&k=2&play=misere&hint=1", ""}, // four 1-heaps: 1 more than a multiple of 3
	} {
		h := newAt(t, tc.text).View().Hints
		if h == nil || strings.Join(h.Moves, "; ") != tc.hint || (tc.hint == "") != (h.Note == HintLost) {
			t.Errorf("%s: hints %+v, want %q", tc.text, h, tc.hint)
		}
	}
	v = newAt(t, "game=moore&heaps=1,1,0,1&k=2&play=misere").View()
	if n := len(v.Sections); n != 2 || !strings.Contains(v.Sections[1].Paragraphs[0], "1 more than a multiple of 3") {
		t.Errorf("misère with heaps of at most 1: sections %+v", v.Sections)
	}
}

func parseMoore(t *testing.T, text string) moore.Position {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return p.(moore.Position)
}

func TestMooreDescribeAndReply(t *testing.T) {
	r := mooreRules{}
	for _, text := range []string{
		"game=moore&heaps=3,2,2&k=2", "game=moore&heaps=3,2,2,1&k=2", "game=moore&heaps=2,2,2&k=1", "game=moore&heaps=2,3,1&k=3",
		"game=moore&heaps=1,1,1,1&k=2&play=misere", "game=moore&heaps=3,0,2&k=2&play=misere",
	} {
		p := parseMoore(t, text)
		// Every position with each heap at most as big: a move exactly when 1 to k heaps shrank.
		var walk func(i int, heaps []uint64)
		walk = func(i int, heaps []uint64) {
			if i == len(heaps) {
				q := moore.Position{Heaps: slices.Clone(heaps), K: p.K, Play: p.Play}
				changed := 0
				var m moore.Move
				for j := range heaps {
					if heaps[j] != p.Heaps[j] {
						changed++
						m = append(m, moore.Change{Heap: j, To: heaps[j]})
					}
				}
				legal := changed >= 1 && uint64(changed) <= p.K
				did, err := describeEN(r, p, q)
				if (err == nil) != legal {
					t.Errorf("%s → %s: Describe %q, %v; want legal %v", text, q, did, err, legal)
				}
				if _, err := p.Apply(m); (err == nil) != legal {
					t.Errorf("%s → %s: the engine's Apply says %v; want legal %v", text, q, err, legal)
				}
				return
			}
			for x := uint64(0); x <= p.Heaps[i]; x++ {
				heaps[i] = x
				walk(i+1, heaps)
			}
			heaps[i] = p.Heaps[i]
		}
		walk(0, slices.Clone(p.Heaps))
		next, ok := r.Reply(p)
		if !ok {
			t.Fatalf("%s: no reply", text)
		}
		if _, err := describeEN(r, p, next); err != nil {
			t.Errorf("%s: the reply %s is not a move: %v", text, next, err)
		}
		if p.Outcome() == game.N && next.(moore.Position).Outcome() != game.P {
			t.Errorf("%s: the reply %s does not win", text, next)
		}
	}
	p := parseMoore(t, MoorePreset)
	q := parseMoore(t, "game=moore&heaps=5,5,5&k=2")
	if did, _ := describeEN(r, p, q); did != "reduced heap 2 (8 → 5) and heap 3 (10 → 5)" {
		t.Errorf("Describe = %q", did)
	}
	if got := r.Words(parseMoore(t, "game=moore&heaps=5,8,10&k=2&play=misere")).String(); got != "heaps 5, 8, 10; k = 2; misère play" {
		t.Errorf("words %q", got)
	}
	if !r.Terminal(parseMoore(t, "game=moore&heaps=0,0&k=2")) {
		t.Error("heaps 0, 0 are not terminal")
	}
}

func TestMooreFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{MoorePreset, "game=moore&heaps=0,7,1&k=9007199254740991&play=misere"} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
		for _, k := range []string{"1", "3"} {
			if err := newAt(t, text).Set(compose(v, "k", k)); err != nil {
				t.Errorf("%s: k=%s: %v", text, k, err)
			}
		}
		if err := newAt(t, text).Set(compose(v, "heaps", v.Fields[0].Value+","+v.Fields[0].Next)); err != nil {
			t.Errorf("%s: Add: %v", text, err)
		}
	}
}

// The heaps field's Together is how many heaps the panel's Make a move may change at once:
// a move that lowers that many heaps, written by the fields as the panel writes it, is
// played, and one that lowers one more is refused.
func TestMooreTogether(t *testing.T) {
	for _, tc := range []struct {
		text     string
		together int
	}{
		{"game=moore&heaps=5,8,10&k=2&vs=human", 2},
		{"game=moore&heaps=5,8,10,3&k=3&vs=human", 3},
		{"game=moore&heaps=5,8&k=9&vs=human", 2}, // k beyond the heaps: every heap
		{"game=moore&heaps=5,8,10&k=1&vs=human", 1},
	} {
		v := newAt(t, tc.text).View()
		f := v.Fields[0]
		if f.Together != tc.together {
			t.Errorf("%s: together %d, want %d", tc.text, f.Together, tc.together)
		}
		heaps := strings.Split(f.Value, ",")
		for n := 1; n <= len(heaps); n++ {
			lowered := slices.Clone(heaps)
			for i := range n {
				lowered[i] = "1"
			}
			s := newAt(t, tc.text)
			err := s.Play(s.Version(), parseMoore(t, compose(v, "heaps", strings.Join(lowered, ","))))
			if ok := n <= tc.together; ok != (err == nil) {
				t.Errorf("%s: lowering %d heaps: %v, want it allowed %v", tc.text, n, err, ok)
			}
		}
	}
}

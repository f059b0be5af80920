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
	"github.com/nimscope/nimscope/web/i18n"
)

func TestMooreFill(t *testing.T) {
	v := newAt(t, MoorePreset+"&hint=1").View()
	got, _ := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
	// 5, 8, 10 in binary: the columns 8, 4, 2, 1 hold 2, 1, 1, 1 ones, none a multiple of 3;
	// reducing 8 and 10 to 5 makes them 0, 3, 0, 3.
	want := compact(t, `{"misere":true,"fields":[
  {"key":"heaps","label":"Heaps","kind":"list","value":"5,8,10","item":"Heap","nth":"Heap {n}","add":"Add a heap","removeLast":"remove the last heap","max":9007199254740991,"minItems":1,"maxItems":32,"next":"1",
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

// The Reading and Misère blocks say what decides each position: the column sums' why in a
// P-position, how to fix them in an N-position, misère play's exception only in misère play,
// and no column talk where every heap has at most 1 stone.
func TestMooreReading(t *testing.T) {
	const (
		why      = "Why: take the highest column where a move changes some heap."
		how      = "How to win: in the highest such column, turn some 1s into 0s"
		unless   = "unless that would leave only heaps of 0 or 1 stones"
		noDecide = "The column sums no longer decide"
		decide   = "Some heap has 2 or more stones, so the column sums decide who wins, as in normal play."
		differs  = "But here the winning move leaves only heaps of 0 or 1 stones"
	)
	for _, tc := range []struct {
		text string
		want []string // of the six above, in this order
	}{
		{"game=moore&heaps=5,8,10&k=2", []string{how}},
		{"game=moore&heaps=5,5,5&k=2", []string{why}},
		{"game=moore&heaps=1,1,1,1&k=2&play=misere", []string{noDecide}},
		{"game=moore&heaps=1,1,1&k=2&play=misere", []string{noDecide}},
		{"game=moore&heaps=3,1,1&k=2&play=misere", []string{how, unless, decide, differs}},
		{"game=moore&heaps=5,8,10&k=2&play=misere", []string{how, unless, decide}},
		{"game=moore&heaps=5,5,5&k=2&play=misere", []string{why, decide}},
		{"game=moore&heaps=3,2&k=1", []string{how}},
	} {
		v := newAt(t, tc.text).View()
		var all []string
		for _, s := range v.Sections {
			all = append(all, s.Paragraphs...)
		}
		text := strings.Join(all, "\n")
		var got []string
		for _, s := range []string{why, how, unless, noDecide, decide, differs} {
			if strings.Contains(text, s) {
				got = append(got, s)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: the sections say\n%s\nwith %q, want %q", tc.text, text, got, tc.want)
		}
		if strings.Contains(text, "1 heaps") || strings.Contains(text, "works down from the highest such column") {
			t.Errorf("%s: %s", tc.text, text)
		}
		if r := parseMoore(t, tc.text).Analyze().Rule; strings.Contains(r, "(Moore's theorem") {
			t.Errorf("%s: the rule nests a sentence in parentheses: %s", tc.text, r)
		}
	}
}

// The column procedure the Reading block teaches wins: from every N-position of small heaps
// (normal play), going down the columns, fixing a column with the heaps cut already (free)
// when there are enough of them and else cutting new ones, reaches a P-position while
// cutting at most k heaps. And in a P-position, the highest column a move changes loses 1
// to k ones. In misère play with a heap of 2 or more, a move wins exactly when it makes every
// column a multiple of k+1 and keeps such a heap, or leaves only heaps of 0 or 1 stones, a
// number of 1-heaps 1 more than a multiple of k+1.
func TestMooreColumnProcedure(t *testing.T) {
	multiples := func(heaps []uint64, m uint64) bool {
		for b := 0; b < 4; b++ {
			n := uint64(0)
			for _, h := range heaps {
				n += h >> b & 1
			}
			if n%m != 0 {
				return false
			}
		}
		return true
	}
	for k := uint64(1); k <= 3; k++ {
		m := k + 1
		for code := 0; code < 8*8*8*8; code++ {
			heaps := []uint64{uint64(code & 7), uint64(code >> 3 & 7), uint64(code >> 6 & 7), uint64(code >> 9 & 7)}
			p := moore.Position{Heaps: heaps, K: k}
			if multiples(heaps, m) != (p.Outcome() == game.P) {
				t.Fatalf("%v k=%d: Moore's theorem", heaps, k)
			}
			if multiples(heaps, m) {
				// Every move: the highest column where some heap changes drops by 1 to k.
				forEachMove(heaps, k, func(to []uint64) {
					for b := 3; b >= 0; b-- {
						ch, down := 0, 0
						for i := range heaps {
							if heaps[i]>>b&1 != to[i]>>b&1 {
								ch++
								if heaps[i]>>b&1 == 1 {
									down++
								}
							}
						}
						if ch > 0 {
							if down != ch || uint64(ch) > k {
								t.Fatalf("%v k=%d → %v: column %d changes %d heaps, %d of them 1 → 0", heaps, k, to, b, ch, down)
							}
							return
						}
					}
				})
				continue
			}
			to := slices.Clone(heaps)
			free := make([]bool, len(heaps))
			nfree := 0
			for b := 3; b >= 0; b-- {
				r := uint64(0)
				for i, h := range heaps {
					if !free[i] {
						r += h >> b & 1
					}
				}
				r %= m
				set := 0 // free heaps to set to 1
				if r != 0 && m-r <= uint64(nfree) {
					set = int(m - r)
				}
				for i := range to {
					if free[i] {
						bit := uint64(0)
						if set > 0 {
							bit, set = 1, set-1
						}
						to[i] = to[i]&^(1<<b) | bit<<b
					}
				}
				if r != 0 && m-r > uint64(nfree) {
					for i := range to { // cut r new heaps with a 1 here
						if r > 0 && !free[i] && heaps[i]>>b&1 == 1 {
							to[i] &^= 1 << b
							free[i], nfree, r = true, nfree+1, r-1
						}
					}
				}
			}
			if uint64(nfree) > k || nfree == 0 || !multiples(to, m) {
				t.Fatalf("%v k=%d: the procedure cut %d heaps, reaching %v", heaps, k, nfree, to)
			}
			for i := range to {
				if free[i] != (to[i] < heaps[i]) || to[i] > heaps[i] {
					t.Fatalf("%v k=%d: the procedure reached %v", heaps, k, to)
				}
			}
			mis := moore.Position{Heaps: heaps, K: k, Play: game.Misere}
			if slices.Max(heaps) < 2 {
				continue
			}
			forEachMove(heaps, k, func(to []uint64) {
				ones, big := uint64(0), false
				for _, h := range to {
					ones += h & 1
					big = big || h > 1
				}
				want := (big && multiples(to, m)) || (!big && ones%m == 1)
				q := moore.Position{Heaps: to, K: k, Play: game.Misere}
				if (q.Outcome() == game.P) != want {
					t.Fatalf("%v k=%d misère → %v: outcome %v", heaps, k, to, q.Outcome())
				}
			})
			if leavesSmall(mis) {
				m, _ := mis.WinningMove()
				q, _ := mis.Apply(m)
				if q.Outcome() != game.P || multiples(q.Heaps, k+1) {
					t.Fatalf("%v k=%d misère: the winning move %v", heaps, k, q.Heaps)
				}
			}
		}
	}
}

// forEachMove calls f with the heaps after each move of Moore's Nim-k from heaps.
func forEachMove(heaps []uint64, k uint64, f func([]uint64)) {
	to := slices.Clone(heaps)
	var walk func(i, changed int)
	walk = func(i, changed int) {
		if i == len(heaps) {
			if changed > 0 {
				f(slices.Clone(to))
			}
			return
		}
		walk(i+1, changed)
		if uint64(changed) < k {
			for x := uint64(0); x < heaps[i]; x++ {
				to[i] = x
				walk(i+1, changed+1)
			}
			to[i] = heaps[i]
		}
	}
	walk(0, 0)
}

// TestReduceWords: a move of Moore's Nim-k is orders joined as each language joins them;
// Chinese repeats the verb after 并 rather than joining two orders with 和, which joins names.
func TestReduceWords(t *testing.T) {
	for _, tc := range []struct {
		lang     i18n.Lang
		from, to []uint64
		want     string
	}{
		{i18n.EN, []uint64{5, 8, 10}, []uint64{5, 5, 5}, "reduce heap 2 to 5 and heap 3 to 5"},
		{i18n.ZH, []uint64{5, 8, 10}, []uint64{5, 8, 7}, "把第 3 堆减到 7"},
		{i18n.ZH, []uint64{5, 8, 10}, []uint64{5, 5, 5}, "把第 2 堆减到 5，并把第 3 堆减到 5"},
		{i18n.ZH, []uint64{5, 8, 10}, []uint64{4, 5, 5}, "把第 1 堆减到 4、把第 2 堆减到 5，并把第 3 堆减到 5"},
		{i18n.RU, []uint64{5, 8, 10}, []uint64{5, 5, 5}, "уменьшите кучку 2 до 5 и кучку 3 до 5"},
	} {
		if got := reduceWords(&View{Lang: tc.lang}, tc.from, tc.to); got != tc.want {
			t.Errorf("%s: %v → %v: %q, want %q", tc.lang, tc.from, tc.to, got, tc.want)
		}
	}
}

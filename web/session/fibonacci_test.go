//go:build !family || family_heaps

package session

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
)

func TestFibonacciFill(t *testing.T) {
	const fibFields = `[{"key":"n","label":"Stones (n)","kind":"number","value":%N%,"max":9007199254740991,"help":"How many stones the heap has."},
  {"key":"last","label":"Last take","kind":"number","value":%L%,"max":9007199254740991,
   "help":"The previous take; 0 before the first move, which may take anything but the whole heap."}]`
	fields := func(n, last string) string {
		return strings.NewReplacer("%N%", `"`+n+`"`, "%L%", `"`+last+`"`).Replace(fibFields)
	}
	for _, tc := range []struct {
		text     string
		fields   string
		hints    string // JSON, "" for none
		sections []string
	}{
		// The lecture's example: 20 = 13 + 5 + 2, take the smallest term.
		{"game=fibonacci&n=20&last=0&hint=1", fields("20", "0"), `{"moves":["take 2, the smallest term (leaving 18)"],"more":0}`,
			[]string{"20 = 13 + 5 + 2.", "Allowed now: takes of 1 to 19 (the first move may take anything but the whole heap)."}},
		// After it: 18 = 13 + 5, and 5 is out of reach of 2·2.
		{"game=fibonacci&n=18&last=2&hint=1", fields("18", "2"), `{"moves":[],"more":0,"note":"` + HintLost + `"}`,
			[]string{"18 = 13 + 5.", "Allowed now: takes of 1 to 4 = 2 × 2, twice the last take."}},
		// 12 = 8 + 3 + 1 after a take of 6: 1 and all 12 win, 4 does not.
		{"game=fibonacci&n=12&last=6&hint=1", fields("12", "6"), `{"moves":["take 1, the smallest term (leaving 11)","take all 12"],"more":0}`,
			[]string{"12 = 8 + 3 + 1.", "Allowed now: takes of 1 to 12 = 2 × 6, twice the last take."}},
		// Misère: the last stone apart, 19 = 13 + 5 + 1 above it.
		{"game=fibonacci&n=20&last=0&play=misere&hint=1", fields("20", "0"),
			`{"moves":["take 19, every term above the last stone (leaving 1)","take 1, the smallest term (leaving 19)",
			  "take 6 = 5 + 1, the last 2 terms (leaving 14)"],"more":0}`,
			[]string{"Misère play: the last stone is kept apart, and the 19 above it are written 19 = 13 + 5 + 1.",
				"Allowed now: takes of 1 to 19 (the first move may take anything but the whole heap)."}},
		// Misère on 22: the 21 above the last stone are one term, and taking them all is
		// taking every term above the last stone, not "the smallest term" of 22 = 21 + 1.
		{"game=fibonacci&n=22&last=0&play=misere&hint=1", fields("22", "0"),
			`{"moves":["take 21, every term above the last stone (leaving 1)"],"more":0}`,
			[]string{"Misère play: the last stone is kept apart, and the 21 above it are written 21 = 21.",
				"Allowed now: takes of 1 to 21 (the first move may take anything but the whole heap)."}},
		// Misère on 2: the one stone above the last is one term, not "the 1 above it are
		// written 1 = 1".
		{"game=fibonacci&n=2&last=0&play=misere", fields("2", "0"), "",
			[]string{"Misère play: the last stone is kept apart, and the one stone above it is a single term, 1.",
				"Allowed now: only a take of 1 (the first move may take anything but the whole heap)."}},
		// Only the last stone, in misère play: the take is forced, no mistake to hope for.
		{"game=fibonacci&n=1&last=2&play=misere&hint=1", fields("1", "2"),
			`{"moves":[],"more":0,"note":"every move loses, whatever either player does: the last stone must be taken, and whoever takes it loses"}`,
			[]string{"Only the last stone is left; in misère play whoever takes it loses.",
				"Allowed now: only a take of 1, all there is (2 × 2 = 4 would allow more)."}},
		// 2 at the start: take 1, the opponent takes the other.
		{"game=fibonacci&n=2&last=0&hint=1", fields("2", "0"),
			`{"moves":[],"more":0,"note":"every move loses, whatever either player does: from here every take can only be 1"}`,
			[]string{"2 = 2.", "Allowed now: only a take of 1 (the first move may take anything but the whole heap)."}},
		// Over: no hints even with the hint on.
		{"game=fibonacci&n=0&last=3&hint=1", fields("0", "3"), "", []string{"The heap is empty.", "No move is left."}},
	} {
		v := newAt(t, tc.text).View()
		got, _ := json.Marshal(v.Fields)
		if want := compact(t, tc.fields); string(got) != want {
			t.Errorf("%s: fields\n%s\nwant\n%s", tc.text, got, want)
		}
		got, _ = json.Marshal(v.Hints)
		want := "null"
		if tc.hints != "" {
			want = compact(t, tc.hints)
		}
		if string(got) != want {
			t.Errorf("%s: hints\n%s\nwant\n%s", tc.text, got, want)
		}
		if len(v.Sections) != 1 || strings.Join(v.Sections[0].Paragraphs, "|") != strings.Join(tc.sections, "|") {
			t.Errorf("%s: sections %+v, want %q", tc.text, v.Sections, tc.sections)
		}
		if !v.Misere || v.Table != nil || v.About == nil || v.About.Title != "How Fibonacci Nim works" {
			t.Errorf("%s: misere %v, table %v, about %+v", tc.text, v.Misere, v.Table, v.About)
		}
	}
}

// TestFibonacciCounted: in Russian and Ukrainian the stones above the last one, and the
// terms of a hint, agree with their number, verb and all (21 камень записывается, 22 камня
// записываются, 25 камней); Chinese counts without forms.
func TestFibonacciCounted(t *testing.T) {
	for _, tc := range []struct {
		text    string
		section string // the sum, the section's first paragraph
		hint    string // the hint that takes the last terms; "" to skip
	}{
		{"game=fibonacci&n=2&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а над ним остаётся один камень — одно слагаемое, 1.", ""},
		{"game=fibonacci&n=3&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 2 камня над ним записываются как 2 = 2.", ""},
		{"game=fibonacci&n=6&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 5 камней над ним записываются как 5 = 5.", ""},
		{"game=fibonacci&n=12&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 11 камней над ним записываются как 11 = 8 + 3.", ""},
		{"game=fibonacci&n=20&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 19 камней над ним записываются как 19 = 13 + 5 + 1.",
			"возьмите 6 = 5 + 1 — 2 последних слагаемых (останется 14)"},
		{"game=fibonacci&n=22&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 21 камень над ним записывается как 21 = 21.", ""},
		{"game=fibonacci&n=23&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 22 камня над ним записываются как 22 = 21 + 1.", ""},
		{"game=fibonacci&n=26&last=0&play=misere&lang=ru", "Мизер: последний камень откладывается в сторону, а 25 камней над ним записываются как 25 = 21 + 3 + 1.", ""},
		{"game=fibonacci&n=2&last=0&play=misere&lang=uk", "Мізер: останній камінь відкладається вбік, а над ним лишається один камінь — один доданок, 1.", ""},
		{"game=fibonacci&n=3&last=0&play=misere&lang=uk", "Мізер: останній камінь відкладається вбік, а 2 камені над ним записуються як 2 = 2.", ""},
		{"game=fibonacci&n=20&last=0&play=misere&lang=uk", "Мізер: останній камінь відкладається вбік, а 19 каменів над ним записуються як 19 = 13 + 5 + 1.",
			"візьміть 6 = 5 + 1 — 2 останні доданки (залишиться 14)"},
		{"game=fibonacci&n=22&last=0&play=misere&lang=uk", "Мізер: останній камінь відкладається вбік, а 21 камінь над ним записується як 21 = 21.", ""},
		{"game=fibonacci&n=26&last=0&play=misere&lang=uk", "Мізер: останній камінь відкладається вбік, а 25 каменів над ним записуються як 25 = 21 + 3 + 1.", ""},
		{"game=fibonacci&n=20&last=0&play=misere&lang=zh", "反常游戏：最后一枚石子单独放在一边，它上面的 19 个写作 19 = 13 + 5 + 1。", "取走 6 = 5 + 1，即最后 2 项（剩 14）"},
		{"game=fibonacci&n=20&last=0&play=misere", "Misère play: the last stone is kept apart, and the 19 above it are written 19 = 13 + 5 + 1.",
			"take 6 = 5 + 1, the last 2 terms (leaving 14)"},
	} {
		v := newAt(t, tc.text+"&hint=1").View()
		if len(v.Sections) == 0 || len(v.Sections[0].Paragraphs) == 0 || v.Sections[0].Paragraphs[0] != tc.section {
			t.Errorf("%s: sections %+v, want %q first", tc.text, v.Sections, tc.section)
		}
		if tc.hint != "" && (v.Hints == nil || !slices.Contains(v.Hints.Moves, tc.hint)) {
			t.Errorf("%s: hints %+v, want %q among them", tc.text, v.Hints, tc.hint)
		}
	}
}

func TestMultipleFill(t *testing.T) {
	v := newAt(t, "game=multiple&n=15&k=1&last=0&hint=1").View()
	var keys []string
	for _, f := range v.Fields {
		keys = append(keys, f.Key+"="+f.Value)
	}
	if got := strings.Join(keys, "&"); got != "n=15&k=1&last=0" {
		t.Errorf("fields %s, want n=15&k=1&last=0", got)
	}
	want := []string{"take 1, the smallest term (leaving 14)", "take 3 = 2 + 1, the last 2 terms (leaving 12)",
		"take 7 = 4 + 2 + 1, the last 3 terms (leaving 8)"}
	if v.Hints == nil || strings.Join(v.Hints.Moves, "|") != strings.Join(want, "|") {
		t.Errorf("hints %+v, want %q", v.Hints, want)
	}
	if s := v.Sections; len(s) != 1 || s[0].Title != "Representation (k = 1)" || s[0].Paragraphs[0] != "15 = 8 + 4 + 2 + 1." ||
		s[0].Paragraphs[2] != "The k = 1 sequence: 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, …" {
		t.Errorf("sections %+v", s)
	}
	if v.About == nil || v.About.Title != "How the k-multiple game works" || !strings.Contains(v.About.Paragraphs[1], "For k = 1 it starts 1, 2, 4, 8") {
		t.Errorf("about %+v", v.About)
	}
	v = newAt(t, "game=multiple&n=100&k=3&last=0").View()
	if p := v.Sections[0].Paragraphs; p[0] != "100 = 76 + 21 + 3." || p[2] != "The k = 3 sequence: 1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, …" {
		t.Errorf("k = 3: %q", p)
	}
}

// TestFibonacciDescribe: every legal take is accepted and worded, every other change refused,
// checked against the engine on small heaps.
func TestFibonacciDescribe(t *testing.T) {
	r := fibRules{}
	for _, multiple := range []bool{false, true} {
		for _, k := range []uint64{1, 2, 3} {
			if !multiple && k != 2 {
				continue
			}
			for n := uint64(1); n <= 25; n++ {
				for last := uint64(0); last <= 9; last++ {
					from := fibonacci.Position{Multiple: multiple, K: k, N: n, Last: last}
					legal := map[uint64]bool{}
					for m := range from.Moves() {
						legal[m.Take] = true
						to, _ := from.Apply(m)
						if _, err := describeEN(r, from, to); err != nil {
							t.Errorf("Describe(%s → %s) refused a legal take: %v", from, to, err)
						}
					}
					for take := uint64(1); take <= n; take++ {
						to := fibonacci.Position{Multiple: multiple, K: k, N: n - take, Last: take}
						if _, err := describeEN(r, from, to); (err == nil) != legal[take] {
							t.Errorf("Describe(%s → %s) = %v, legal %v", from, to, err, legal[take])
						}
					}
				}
			}
		}
	}
	from := fibonacci.Position{N: 20}
	for _, to := range []fibonacci.Position{
		{N: 18, Last: 3},                       // the take is 2, not 3
		{N: 20},                                // nothing taken
		{N: 21, Last: 1},                       // stones added
		{N: 18, Last: 2, Play: 1},              // the play changed
		{Multiple: true, K: 2, N: 18, Last: 2}, // another game
	} {
		if _, err := describeEN(r, from, to); err == nil {
			t.Errorf("Describe(%s → %s) accepted", from, to)
		}
	}
	if got, _ := describeEN(r, from, fibonacci.Position{N: 18, Last: 2}); got != "took 2 (20 → 18)" {
		t.Errorf("Describe = %q", got)
	}
}

// TestFibonacciReply: the computer's move is legal, and wins wherever the position is N.
func TestFibonacciReply(t *testing.T) {
	r := fibRules{}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		for n := uint64(1); n <= 40; n++ {
			for last := uint64(0); last <= 12; last++ {
				p := fibonacci.Position{N: n, Last: last, Play: play}
				next, ok := r.Reply(p)
				if ok != !r.Terminal(p) {
					t.Fatalf("%s: Reply ok %v, terminal %v", p, ok, r.Terminal(p))
				}
				if !ok {
					continue
				}
				if _, err := describeEN(r, p, next); err != nil {
					t.Errorf("%s: Reply %s is not a move: %v", p, next, err)
				}
				if p.Outcome() == game.N && next.(fibonacci.Position).Outcome() != game.P {
					t.Errorf("%s is N but the reply %s is not P", p, next)
				}
			}
		}
	}
}

func TestFibonacciWords(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"game=fibonacci&n=20&last=0", "a heap of 20, before the first move"},
		{"game=fibonacci&n=18&last=2&play=misere", "a heap of 18, the last take 2, misère play"},
		{"game=multiple&n=16&k=3&last=0", "a heap of 16 with k = 3, before the first move"},
	} {
		p, _, err := engine.Parse(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := (fibRules{}).Words(p).String(); got != tc.want {
			t.Errorf("Words(%s) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestFibonacciFieldsSayThePosition: the panel writes the position from the fields alone.
func TestFibonacciFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{
		"game=fibonacci&n=20&last=0",
		"game=fibonacci&n=9007199254740991&last=9007199254740991&play=misere",
		"game=multiple&n=16&k=1&last=0",
		"game=multiple&n=100&k=1000&last=7&play=misere",
		"game=fibonacci&n=0&last=1",
	} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
	}
}

// When one stone is all a move may take, the words say "only a take of 1", not "takes of 1
// to 1", for each reason the limit has.
func TestAllowedWordsOfOne(t *testing.T) {
	v := &View{}
	for _, tc := range []struct {
		pos  fibonacci.Position
		want string
	}{
		{fibonacci.Position{N: 2}, "Allowed now: only a take of 1 (the first move may take anything but the whole heap)."},
		{fibonacci.Position{N: 1, Last: 3}, "Allowed now: only a take of 1, all there is (2 × 3 = 6 would allow more)."},
		{fibonacci.Position{Multiple: true, K: 1, N: 7, Last: 1}, "Allowed now: only a take of 1 = 1 × 1, the last take."},
		{fibonacci.Position{N: 7, Last: 1}, "Allowed now: takes of 1 to 2 = 2 × 1, twice the last take."},
	} {
		if got := allowedWords(v, tc.pos); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.pos, got, tc.want)
		}
	}
}

// Keyboard play: the view model's TakeMax is the largest take the rules allow (worked out
// here from the rule, not from the engine), and PlayTake plays exactly the takes from 1 to
// it, to n−t with t as the last take; none on the computer's turn or at the end.
func TestFibonacciTake(t *testing.T) {
	for _, tc := range []struct {
		text    string
		n, last uint64
		k       uint64 // 0: Fibonacci Nim, k = 2
		max     uint64
	}{
		{"game=fibonacci&n=5&last=0&vs=human", 5, 0, 0, 4},
		{"game=fibonacci&n=3&last=2&vs=human", 3, 2, 0, 3},
		{"game=fibonacci&n=20&last=3&vs=human", 20, 3, 0, 6},
		{"game=multiple&n=9&k=1&last=1&vs=human", 9, 1, 1, 1},
		{"game=multiple&n=100&k=5&last=7&vs=human", 100, 7, 5, 35},
		{"game=fibonacci&n=1000&last=0&vs=human", 1000, 0, 0, 999}, // more takes than a list holds
		{"game=fibonacci&n=1&last=0&vs=human", 1, 0, 0, 0},         // the first move may not take the only stone
		{"game=fibonacci&n=0&last=3&vs=human", 0, 3, 0, 0},         // over
	} {
		k := tc.k
		if k == 0 {
			k = 2
		}
		want := min(tc.n, k*tc.last) // the rule: at most k times the last take
		if tc.last == 0 {
			want = max(tc.n, 1) - 1 // the first move: anything but the whole heap
		}
		if want != tc.max {
			t.Fatalf("%s: the table says %d, the rule %d", tc.text, tc.max, want)
		}
		if got := newAt(t, tc.text).View().TakeMax; got != want {
			t.Errorf("%s: TakeMax %d, want %d", tc.text, got, want)
		}
		for take := uint64(0); take <= want+2 && take <= tc.n+1; take++ {
			s := newAt(t, tc.text)
			err := s.PlayTake(s.Version(), take)
			if ok := take >= 1 && take <= want; ok != (err == nil) {
				t.Errorf("%s: PlayTake(%d) = %v, want it allowed %v", tc.text, take, err, ok)
				continue
			}
			if err != nil {
				continue
			}
			p := s.Frame().Pos.(fibonacci.Position)
			if p.N != tc.n-take || p.Last != take {
				t.Errorf("%s: after PlayTake(%d) the position is %s", tc.text, take, p)
			}
		}
	}
	s := newAt(t, "game=fibonacci&n=20&last=0")
	if err := s.PlayTake(s.Version(), 2); err != nil {
		t.Fatal(err)
	}
	if v := s.View(); v.TakeMax != 0 || s.PlayTake(s.Version(), 1) == nil {
		t.Errorf("on the computer's turn: TakeMax %d and PlayTake allowed", v.TakeMax)
	}
	s = newAt(t, "game=nim&heaps=3,4")
	if v := s.View(); v.TakeMax != 0 || s.PlayTake(s.Version(), 1) == nil {
		t.Errorf("Nim: TakeMax %d and PlayTake allowed; its moves are not takes from one heap", v.TakeMax)
	}
}

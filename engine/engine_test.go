package engine

import (
	"cmp"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in, pos string
		view    notation.Query
	}{
		{"game=nim&heaps=3,4,5", "game=nim&heaps=3,4,5", nil},
		{"hint=1&heaps=3,4,5&game=nim&theme=dark", "game=nim&heaps=3,4,5", notation.Query{{Key: "hint", Value: "1"}, {Key: "theme", Value: "dark"}}},
		{"game=nim&vs=human&play=misere&heaps=1,1&hint=", "game=nim&heaps=1,1&play=misere", notation.Query{{Key: "vs", Value: "human"}, {Key: "hint", Value: ""}}},
		{"game=nim&heaps=1&set=1,2,3", "game=nim&heaps=1", notation.Query{{Key: "set", Value: "1,2,3"}}}, // another game's key is a view key for nim
	}
	for _, tt := range tests {
		pos, view, err := Parse(tt.in)
		if err != nil || pos.String() != tt.pos || !reflect.DeepEqual(view, tt.view) {
			t.Errorf("Parse(%q) = %v, %q, %v; want %s, %q", tt.in, pos, view, err, tt.pos, tt.view)
		}
		if err == nil && pos.Game() != "nim" {
			t.Errorf("Parse(%q): game %q", tt.in, pos.Game())
		}
	}
}

func TestErrors(t *testing.T) {
	known := strings.Join(Games(), ", ")
	tests := []struct {
		in, want string
		parseOK  bool // Parse accepts it; only Analyze refuses
	}{
		{"heaps=3,4,5", "game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (" + known + ")", false},
		{"game=chess", `game: "chess" is not a game nimscope knows (` + known + ")", false},
		{"game=Nim&heaps=1", `game: "Nim" is not a game nimscope knows (` + known + ")", false},
		{"", "the position is empty; expected key=value pairs such as game=nim&heaps=3,4,5", false},
		{"#game=nim&heaps=1", `the position starts with "#"; give the pairs without it`, false},
		{"game=nim&heaps=3,x,5", `heaps: item 2 "x" is not a whole number`, false},
		{"game=nim&heaps=3&heaps=4", "heaps: given twice (pairs 2 and 3)", false},
		{"game=nim", "heaps: missing; expected a list such as heaps=3,4,5", false},
		{"game=nim&heaps=1&play=x", `play: "x" is not normal or misere`, false},
		{"game=nim&heaps=3,4,5&hint=1", "hint: not a key of game nim (its keys: heaps, play)", true},
		{"game=nim&heaps=3,4,5&hint=1&lang=ru", "hint: not a key of game nim (its keys: heaps, play)", true},
	}
	for _, tt := range tests {
		a, err := Analyze(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Analyze(%q) = %+v, %v; want error %q", tt.in, a, err, tt.want)
		}
		pos, view, err := Parse(tt.in)
		if tt.parseOK != (err == nil) {
			t.Errorf("Parse(%q) = %v, %q, %v", tt.in, pos, view, err)
		}
		if err != nil && (pos != nil || view != nil || err.Error() != tt.want) {
			t.Errorf("Parse(%q) = %v, %q, %v; want nil, nil, %q", tt.in, pos, view, err, tt.want)
		}
	}
}

func TestAnalyzeJSON(t *testing.T) {
	a, err := Analyze("heaps=3,4,5&game=nim")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(a); err != nil {
		t.Fatal(err)
	}
	want := `{"position":"game=nim&heaps=3,4,5","outcome":"N","grundy":2,"winning":["game=nim&heaps=1,4,5"],` +
		`"rule":"Bouton's theorem: a Nim position is lost for the player to move exactly when its nim-sum (the XOR of the heap sizes) is 0; a winning move leaves nim-sum 0.",` +
		`"explanation":"nim-sum 2 ≠ 0: take 2 from the heap of 3, leaving 1⊕4⊕5 = 0",` +
		`"nimSum":2,"binary":{"rows":["011","100","101"],"sum":"010"}}` + "\n"
	if b.String() != want {
		t.Errorf("JSON\n got %s\nwant %s", b.String(), want)
	}
}

// Games lists every registered game once, in the order of DESIGN.md's table.
func TestGames(t *testing.T) {
	got := Games()
	if len(got) == 0 || got[0] != "nim" {
		t.Fatalf("Games() = %q, want nim first", got)
	}
	last := -1
	for _, name := range got {
		i := slices.Index(order, name)
		if i <= last {
			t.Errorf("Games() = %q: %q is out of the table's order %q, or not in it", got, name, order)
		}
		last = i
	}
}

// TestCheckLists: a list longer than its game takes is refused from one look at the raw
// text, with the game's own error, before the text is parsed: Analyze of 3,000,001 heaps
// parsed the 6 MB text first (35 ms natively, 1.5 s in the page, where the page's analyze
// parsed it twice) only for nim to count its commas. So the refusal comes before anything
// wrong further on in the text, which a parse would have met first. Text it cannot judge
// without parsing (an escaped value or key, a game it does not know) is left to the parse,
// which says the same.
func TestCheckLists(t *testing.T) {
	many := func(item string, n int) string { return strings.Repeat(item+",", n-1) + item }
	for _, tc := range []struct {
		text, want string
		early      bool   // CheckLists refuses it; otherwise the parse does
		parsed     string // read's error, when not want: what the parse meets first
	}{
		{"game=nim&heaps=" + many("1", 3_000_001), "heaps: 3000001 heaps, more than the limit of 10000", true, ""},
		{"game=nim&heaps=" + many("1", 3_000_001) + "&&", "heaps: 3000001 heaps, more than the limit of 10000", true,
			`pair 3 is empty (two "&" in a row, or one at an end)`},
		{"heaps=" + many("1", 10_001) + "&game=greedy", "heaps: 10001 heaps, more than the limit of 10000", true, ""},
		{"game=moore&k=2&heaps=" + many("1", 10_001), "heaps: 10001 heaps, more than the limit of 10000", true, ""},
		{"game=subtraction&set=1,2&heaps=" + many("1", 10_001), "heaps: 10001 heaps, more than the limit of 10000", true, ""},
		{"game=subtraction&heaps=5&set=" + many("1", 65), "set: 65 amounts, more than the limit of 64", true, ""},
		{"game=staircase&steps=" + many("0", 10_001), "steps: 10001 steps, more than the limit of 10000", true, ""},
		{"game=slide&coins=" + many("1", 10_001), "coins: 10001 coins, more than the limit of 10000", true, ""},
		{"game=turning&rule=mock&coins=" + strings.Repeat("H", 4097), "coins: 4097 coins, more than the limit of 4096", true, ""},
		{"game=hackenbush&edges=" + many("0-1", 1_000_001), "edges: 1000001 edges, more than the limit of 1000000", true, ""},
		{"game=sum&parts=" + strings.Repeat("nim:1|", 8) + "nim:1", "parts: 9 components, more than the limit of 8", true, ""},
		// Escaped: counted once unescaped, by the parse.
		{"game=nim&heaps=" + many("1", 10_000) + "%2C1", "heaps: 10001 heaps, more than the limit of 10000", false, ""},
		{"game=turning&rule=mock&coins=" + strings.Repeat("%48", 2000), "<nil>", false, ""},
		{"game=nim&heap%73=" + many("1", 10_001), "heaps: 10001 heaps, more than the limit of 10000", false, ""},
		{"game=nim&heaps=" + many("1", 10_000), "<nil>", false, ""},
	} {
		name := fmt.Sprintf("%.30s… (%d bytes)", tc.text, len(tc.text))
		if early := CheckLists(tc.text); (early != nil) != tc.early || early != nil && early.Error() != tc.want {
			t.Errorf("%s: CheckLists = %v, want early %v", name, early, tc.early)
		}
		if _, err := Analyze(tc.text); fmt.Sprint(err) != tc.want {
			t.Errorf("%s: Analyze: %v, want %s", name, err, tc.want)
		}
		// The games' own check, after the parse, says the same (one definition of the limit).
		want := cmp.Or(tc.parsed, tc.want)
		if _, _, _, _, err := read(tc.text); fmt.Sprint(err) != want {
			t.Errorf("%s: read: %v, want %s", name, err, want)
		}
	}
}

// BenchmarkCheckLists: Analyze of 3,000,001 heaps, refused for nim's limit.
func BenchmarkCheckLists(b *testing.B) {
	text := "game=nim&heaps=" + strings.Repeat("1,", 3_000_000) + "1"
	for b.Loop() {
		if _, err := Analyze(text); err == nil {
			b.Fatal("accepted")
		}
	}
}

func FuzzAnalyze(f *testing.F) {
	for _, s := range []string{
		"game=nim&heaps=3,4,5",
		"game=subtraction&heaps=9,6,5,4&set=1,2,3",
		"game=subtraction&heaps=7,3&set=2,5&play=misere",
		"game=greedy&heaps=5,5,3",
		"game=greedy&heaps=1,1,1&play=misere",
		"game=moore&heaps=5,8,10&k=2",
		"game=moore&heaps=1,1,0&k=2&play=misere",
		"game=staircase&steps=3,0,5,2",
		"game=slide&coins=2,5,9&play=misere",
		"game=fibonacci&n=20&last=0",
		"game=multiple&n=16&k=1&last=0",
		"game=turning&coins=HTTHTHH&rule=turtles",
		"game=turning&coins=THHT&rule=mock&play=misere",
		"game=hackenbush&edges=0-1,1-2,2-0",
		"game=hackenbush&edges=0-1,1-1,1-2&play=misere",
		"game=nim&heaps=1,1,1&play=misere",
		"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&play=misere",
		"game=sum&parts=subtraction:9,6/set:1,2,3|staircase:2,0,2&play=misere",
		"game=nim&heaps=0,0,10,1&play=misere&hint=1",
		"game=nim&heaps=9007199254740991,1",
		"heaps=3%2C4&game=nim",
		"game=nim&heaps=3,,4",
		"game=chess",
		"game=nim",
		"game=xor&q=64",
		"game=sum&parts=nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1",
		"game=sum&parts=nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1|nim:1&parts=nim:2",
		"game=subtraction&heaps=5&set=" + strings.Repeat("1,", 300) + "1",
		"game=turning&rule=mock&coins=" + strings.Repeat("H", 4097),
		"game=turning&rule=mock&coins=" + strings.Repeat("%48", 2000),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// CheckLists refuses only what the full reading refuses too.
		if early := CheckLists(s); early != nil {
			if _, _, _, _, err := read(s); err == nil {
				t.Fatalf("%q: CheckLists refused it (%v), but it reads", s, early)
			}
		}
		pos, view, err := Parse(s)
		a, aerr := Analyze(s)
		if err != nil {
			if aerr == nil || aerr.Error() != err.Error() {
				t.Fatalf("%q: Parse: %v; Analyze: %v", s, err, aerr)
			}
			return
		}
		// Analyze refuses view keys, and views such as the XOR table, which are not games.
		if (aerr == nil) != (len(view) == 0 && !IsView(pos.Game())) {
			t.Fatalf("%q: view %q; Analyze: %v", s, view, aerr)
		}
		// The canonical form reads back as itself.
		canon := pos.String()
		again, view2, err := Parse(canon)
		if err != nil || len(view2) > 0 || again.String() != canon {
			t.Fatalf("%q: canonical %q reads back as %v, %q, %v", s, canon, again, view2, err)
		}
		if aerr != nil {
			return
		}
		// winning is null only when not computed, and then a note says why (the contract).
		if a.Position != canon || (a.Winning == nil && a.Note == "") || len(a.Winning) > game.MaxWinning {
			t.Fatalf("%q: analysis %+v", s, a)
		}
		if a.Winning != nil && (a.Outcome == game.P) != (len(a.Winning) == 0) && !(a.Outcome == game.N && strings.HasSuffix(canon, "&play=misere")) {
			t.Fatalf("%q: outcome %v with %d winning moves", s, a.Outcome, len(a.Winning))
		}
		for i, w := range a.Winning {
			if i == 3 {
				break // enough to check the idea, not every move of a big position
			}
			b, err := Analyze(w)
			if err != nil || b.Outcome != game.P || b.Position != w {
				t.Fatalf("%q: winning position %q: %v, %v", s, w, b.Outcome, err)
			}
		}
	})
}

// benchHeaps returns n heaps spread over 1..max by a fixed recurrence.
func benchHeaps(n int, max uint64) string {
	var b strings.Builder
	b.WriteString("game=nim&heaps=")
	x := uint64(12345)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		x = x*6364136223846793005 + 1442695040888963407
		fmt.Fprint(&b, 1+(x>>11)%max)
	}
	return b.String()
}

func BenchmarkNimAnalyze(b *testing.B) {
	for _, bb := range []struct {
		name string
		pos  string
	}{
		{"20x1e7", benchHeaps(20, 1e7)},
		{"10000x1e7", benchHeaps(10000, 1e7)},
		{"10000x1e7/misere", benchHeaps(10000, 1e7) + "&play=misere"},
	} {
		b.Run(bb.name, func(b *testing.B) {
			a, err := Analyze(bb.pos)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Analyze(bb.pos); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(a.Winning)), "winning")
		})
	}
}

// bigList returns n whole numbers within 2^24 below top, or strictly increasing up to near
// top when rising, written with commas: with top near 2^53, the longest items the notation
// takes, so that a list of 10^4 of them is some 170 kB of text.
func bigList(n int, top uint64, rising bool) string {
	var b strings.Builder
	x, v := uint64(12345), top-uint64(n)<<14
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		x = x*6364136223846793005 + 1442695040888963407
		if rising {
			v += 1 + x>>50 // gaps of 1 to 2^14
		} else {
			v = top - x>>40
		}
		fmt.Fprint(&b, v)
	}
	return b.String()
}

// TestWinningBudget: positions within the limits whose positions one move away are long
// list as many winning positions as fit in budget of text, say so (truncated
// and a note), and are answered at once; they wrote 1000 positions of 170 kB (170 MB, seconds).
func TestWinningBudget(t *testing.T) {
	const budget = 1 << 20 // game.MaxWinningBytes, written out so that the test runs on code without it
	for _, tc := range []string{
		"game=nim&heaps=" + bigList(10_000, notation.MaxWhole, false),
		"game=nim&heaps=" + bigList(10_000, notation.MaxWhole, false) + "&play=misere",
		"game=subtraction&heaps=" + bigList(10_000, notation.MaxWhole, false) + "&set=1,2,3",
		"game=staircase&steps=" + bigList(10_000, notation.MaxWhole/10_000, false), // the coins add up to at most 2^53−1,
		"game=slide&coins=" + bigList(10_000, notation.MaxWhole, true),
		"game=greedy&heaps=" + strings.Repeat("9007199254740991,", 9_998) + "9007199254740991",
	} {
		start := time.Now()
		a, err := Analyze(tc)
		took := time.Since(start)
		if err != nil {
			t.Errorf("%.40s…: %v", tc, err)
			continue
		}
		total := 0
		for _, w := range a.Winning {
			total += len(w)
		}
		name := fmt.Sprintf("%.30s… (%d bytes)", tc, len(tc))
		if len(a.Winning) == 0 || total > budget && len(a.Winning) > 1 {
			t.Errorf("%s: %d winning positions of %d bytes, want 1 or more within %d", name, len(a.Winning), total, budget)
		}
		if !a.Truncated || !strings.HasPrefix(a.Note, fmt.Sprintf("only the first %d winning positions are listed", len(a.Winning))) {
			t.Errorf("%s: truncated %v, note %q", name, a.Truncated, a.Note)
		}
		if took > time.Second {
			t.Errorf("%s: took %v", name, took)
		}
		t.Logf("%s: %d winning positions, %d bytes, %v", name, len(a.Winning), total, took)
	}
}

// BenchmarkWinningBudget: 10^4 heaps near 2^53, the analysis as the CLI prints it.
func BenchmarkWinningBudget(b *testing.B) {
	pos := "game=nim&heaps=" + bigList(10_000, notation.MaxWhole, false)
	b.ReportAllocs()
	for b.Loop() {
		a, err := Analyze(pos)
		if err != nil {
			b.Fatal(err)
		}
		out, err := json.Marshal(a)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(out)), "bytes")
	}
}

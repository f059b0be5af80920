//go:build !family || family_coins

package session

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/turning"
)

func TestTurningFill(t *testing.T) {
	const fields = `[{"key":"coins","label":"Coins","kind":"text","value":"HTTHTHH","help":"H for heads, T for tails, coin 1 first; at most 40 coins.","caps":true},
  {"key":"rule","label":"Rule","kind":"choice","value":"turtles","choices":["turtles","mock","ruler"],
   "help":"turtles: one or two coins; mock: one to three; ruler: a run of consecutive coins. The rightmost coin turned goes from heads to tails."}]`
	const table = `{"title":"Heads as Nim heaps",
  "caption":"Each head's value, the Nim heap it stands for, in binary, one column per bit; the last row is their nim-sum, the row's value. Columns with an odd number of ones are marked.",
  "valueLabel":"value",
  "rows":[{"label":"coin 1","value":1,"bits":"001"},{"label":"coin 4","value":4,"bits":"100"},
          {"label":"coin 6","value":6,"bits":"110"},{"label":"coin 7","value":7,"bits":"111"}],
  "sum":{"label":"⊕","name":"nim-sum","value":4,"bits":"100"},"modulus":0}`
	// The lecture's row: 1 ⊕ 4 ⊕ 6 ⊕ 7 = 4; turn coin 4 alone, or 2 with 6, or 3 with 7.
	v := newAt(t, "game=turning&coins=HTTHTHH&rule=turtles&hint=1").View()
	got, _ := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
	want := compact(t, `{"misere":true,"fields":`+fields+`,"table":`+table+`,
  "hints":{"moves":["turn coin 4 (H→T)","turn coin 6 (H→T) and coin 2 (T→H)","turn coin 7 (H→T) and coin 3 (T→H)"],"more":0,
    "note":"3 winning moves, whose rightmost coins are 4, 6 and 7: the picture rings those heads in green and draws the moves as green arcs"}}`)
	if string(got) != want {
		t.Errorf("the view model's blocks are\n%s\nwant\n%s", got, want)
	}
	if s := v.Sections; len(s) != 1 || !strings.Contains(s[0].Paragraphs[0], "coin 1 is worth 1, coin 4 is worth 4, coin 6 is worth 6, coin 7 is worth 7") ||
		!strings.Contains(s[0].Paragraphs[0], "1 ⊕ 4 ⊕ 6 ⊕ 7 = 4.") {
		t.Errorf("sections %+v", s)
	}
	if v.About == nil || v.About.Title != "How Turning Turtles works" {
		t.Errorf("about %+v", v.About)
	}
}

func TestTurningRules(t *testing.T) {
	for _, tc := range []struct {
		text   string
		values string // the table's values, then the sum
		about  string
		hints  []string
		more   int
		lost   bool
	}{
		{"game=turning&coins=HTTH&rule=ruler&hint=1", "1 4 = 5", "How Ruler works", []string{"turn coin 4 (H→T) and coin 3 (T→H)"}, 0, false},
		{"game=turning&coins=TTHH&rule=mock&hint=1", "4 7 = 3", "How Mock Turtles works", nil, 0, false},
		{"game=turning&coins=HH&rule=turtles&hint=1", "1 2 = 3", "How Turning Turtles works", []string{"turn coin 2 (H→T) and coin 1 (H→T)"}, 0, false},
		{"game=turning&coins=THH&rule=turtles&play=misere&hint=1", "2 3 = 1", "How Turning Turtles works", nil, 0, true}, // tame, value 1: P
		{"game=turning&coins=TTTT&rule=ruler&hint=1", " = 0", "How Ruler works", nil, 0, false},                          // over: no hints
	} {
		v := newAt(t, tc.text).View()
		var vals []string
		for _, r := range v.Table.Rows {
			vals = append(vals, jsonNumber(*r.Value))
		}
		got := strings.Join(vals, " ") + " = " + jsonNumber(*v.Table.Sum.Value)
		if got != tc.values {
			t.Errorf("%s: values %q, want %q", tc.text, got, tc.values)
		}
		if v.About == nil || v.About.Title != tc.about {
			t.Errorf("%s: about %+v, want %q", tc.text, v.About, tc.about)
		}
		if tc.hints != nil && (v.Hints == nil || strings.Join(v.Hints.Moves, "|") != strings.Join(tc.hints, "|") || v.Hints.More != tc.more) {
			t.Errorf("%s: hints %+v, want %q", tc.text, v.Hints, tc.hints)
		}
		if tc.lost && (v.Hints == nil || v.Hints.Note != HintLost) {
			t.Errorf("%s: hints %+v, want the P-position's note", tc.text, v.Hints)
		}
		if v.Over && v.Hints != nil {
			t.Errorf("%s: hints %+v when the game is over", tc.text, v.Hints)
		}
	}
	// Mock Turtles with many winning moves: four named, the rest counted, the note says how many.
	v := newAt(t, "game=turning&coins=HHHHHHHHHHHHH&rule=mock&hint=1").View()
	if v.Hints == nil || len(v.Hints.Moves) != MaxHints || v.Hints.More == 0 || !strings.Contains(v.Hints.Note, "winning moves, whose rightmost coins are") {
		t.Errorf("many winning moves: %+v", v.Hints)
	}
}

func jsonNumber(x uint64) string { b, _ := json.Marshal(x); return string(b) }

// TestTurningDescribe: every legal move of small rows is accepted and worded, and every other
// change of the row refused, checked against the engine.
func TestTurningDescribe(t *testing.T) {
	r := turningRules{}
	for _, rule := range []turning.Rule{turning.Turtles, turning.Mock, turning.Ruler} {
		for n := 1; n <= 5; n++ {
			for bits := range 1 << n {
				from := turning.Position{Coins: row(n, bits), Rule: rule}
				legal := map[string]bool{}
				for m := range from.Moves() {
					to, _ := from.Apply(m)
					legal[to.Coins] = true
				}
				for other := range 1 << n {
					to := turning.Position{Coins: row(n, other), Rule: rule}
					_, err := describeEN(r, from, to)
					if (err == nil) != legal[to.Coins] {
						t.Errorf("Describe(%s → %s) = %v, legal %v", from.Coins, to.Coins, err, legal[to.Coins])
					}
				}
			}
		}
	}
	from := turning.Position{Coins: "HTTHTHH", Rule: turning.Turtles}
	for _, tc := range []struct {
		to   turning.Position
		want string
	}{
		{turning.Position{Coins: "HTHHTHT", Rule: turning.Turtles}, "turned coin 7 (H→T) and coin 3 (T→H)"},
		{turning.Position{Coins: "HTTTTHH", Rule: turning.Turtles}, "turned coin 4 (H→T)"},
	} {
		if got, err := describeEN(r, from, tc.to); got != tc.want || err != nil {
			t.Errorf("Describe(%s → %s) = %q, %v; want %q", from.Coins, tc.to.Coins, got, err, tc.want)
		}
	}
	for _, to := range []turning.Position{
		{Coins: "HTHHTHT", Rule: turning.Mock},             // another rule
		{Coins: "HTHHTHT", Rule: turning.Turtles, Play: 1}, // another play
		{Coins: "HTTHTH", Rule: turning.Turtles},           // a coin less
	} {
		if _, err := describeEN(r, from, to); err == nil {
			t.Errorf("Describe(%s → %s %s) accepted", from.Coins, to.Coins, to.Rule)
		}
	}
	run := turning.Position{Coins: "TTTTTH", Rule: turning.Ruler}
	if got, _ := describeEN(r, run, turning.Position{Coins: "THHHHT", Rule: turning.Ruler}); got != "turned coins 2 to 6 (coin 6 H→T)" {
		t.Errorf("a run: %q", got)
	}
}

// row writes the bits of x as n coins, bit i heads at coin i+1.
func row(n, x int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = "TH"[x>>i&1]
	}
	return string(b)
}

// TestTurningReply: the computer's move is legal, and wins wherever the position is N.
func TestTurningReply(t *testing.T) {
	r := turningRules{}
	for _, rule := range []turning.Rule{turning.Turtles, turning.Mock, turning.Ruler} {
		for _, play := range []game.Play{game.Normal, game.Misere} {
			for n := 1; n <= 6; n++ {
				for bits := range 1 << n {
					p := turning.Position{Coins: row(n, bits), Rule: rule, Play: play}
					next, ok := r.Reply(p)
					if ok == r.Terminal(p) {
						t.Fatalf("%s: Reply ok %v, terminal %v", p, ok, r.Terminal(p))
					}
					if !ok {
						continue
					}
					if _, err := describeEN(r, p, next); err != nil {
						t.Errorf("%s: Reply %s is not a move: %v", p, next, err)
					}
					if p.Outcome() == game.N && next.(turning.Position).Outcome() != game.P {
						t.Errorf("%s is N but the reply %s is not P", p, next)
					}
				}
			}
		}
	}
}

func TestTurningCheckAndWords(t *testing.T) {
	s := newAt(t, "game=nim&heaps=1")
	if err := s.Set("game=turning&coins=" + strings.Repeat("H", MaxCoins+1) + "&rule=ruler"); err == nil ||
		!strings.Contains(err.Error(), "at most 40 coins, not 41") {
		t.Errorf("a row of 41 coins: %v", err)
	}
	v := newAt(t, "game=turning&coins=HTTH&rule=mock&play=misere").View()
	if v.Words != "coins HTTH, Mock Turtles, misère play" {
		t.Errorf("words %q", v.Words)
	}
}

// TestTurningFieldsSayThePosition: the panel writes the position from the fields alone.
func TestTurningFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{
		"game=turning&coins=HTTHTHH&rule=turtles",
		"game=turning&coins=T&rule=mock&play=misere",
		"game=turning&coins=" + strings.Repeat("HT", MaxCoins/2) + "&rule=ruler",
	} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
		for _, rule := range v.Fields[1].Choices {
			if err := newAt(t, text).Set(compose(v, "rule", rule)); err != nil {
				t.Errorf("%s: choosing %s: %v", text, rule, err)
			}
		}
	}
}

// The panel's list of moves in Turtles: one head turned to tails and, if the player likes,
// one coin left of it turned too. Counted here from that rule: a head at coin j gives j
// moves (alone, or with one of the j−1 coins left of it).
func TestTurningMoveChoices(t *testing.T) {
	const coins = "HTTHTHH"
	s := newAt(t, "game=turning&coins="+coins+"&rule=turtles&vs=human")
	want := 0
	for j, c := range coins {
		if c == 'H' {
			want += j + 1
		}
	}
	v := s.View()
	if len(v.Moves) != want {
		t.Fatalf("%d moves listed, want %d", len(v.Moves), want)
	}
	seen := map[string]bool{}
	for _, m := range v.Moves {
		if seen[m.Position] {
			t.Errorf("%q listed twice", m.Position)
		}
		seen[m.Position] = true
		oneMoveAway(t, s, m)
		if !strings.HasPrefix(m.Label, "turn ") {
			t.Errorf("label %q", m.Label)
		}
	}
	// The computer's turn: nothing to offer the user.
	c := newAt(t, "game=turning&coins=HH&rule=turtles")
	if err := c.Play(c.Frame().Version, mustTurn(t, c, "game=turning&coins=HT&rule=turtles")); err != nil {
		t.Fatal(err)
	}
	if v := c.View(); v.ToMove != "computer" || len(v.Moves) != 0 {
		t.Errorf("on the computer's turn: to move %q, %d moves listed", v.ToMove, len(v.Moves))
	}
}

func mustTurn(t *testing.T, s *Session, text string) game.Position {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTurningOneHead: one head is worth its value, said so in every language, not written
// as a sum of one term ("1 = 1").
func TestTurningOneHead(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"game=turning&coins=H&rule=ruler&play=misere", "the only head, at position 1, is worth 1 and the row is tame"},
		{"game=turning&coins=H&rule=ruler&play=misere&lang=ru", "единственный орёл, на позиции 1, имеет значение 1, и ряд ручной"},
		{"game=turning&coins=H&rule=ruler&play=misere&lang=uk", "єдиний герб, на позиції 1, має значення 1, і ряд ручний"},
		{"game=turning&coins=H&rule=ruler&play=misere&lang=zh", "唯一的正面在位置 1，其值为 1，且该行驯顺"},
		{"game=turning&coins=TTH&rule=turtles&lang=ru", "единственный орёл, на позиции 3, имеет значение 3: "},
	} {
		a := newAt(t, tc.text).View().Analysis
		if a == nil || !strings.HasPrefix(a.Explanation, tc.want) {
			t.Errorf("%s: explanation %+v, want it to start %q", tc.text, a, tc.want)
		}
	}
}

// TestTurningMisereWords: in misère play the section does not say the row "plays like Nim",
// and a third paragraph says what decides this row; normal play has neither.
func TestTurningMisereWords(t *testing.T) {
	const plays = "so it plays like Nim with a heap for each head"
	const worth = "and each head is worth a Nim heap"
	for _, tc := range []struct{ text, third string }{
		{"game=turning&coins=THH&rule=turtles", ""},
		{"game=turning&coins=THH&rule=turtles&play=misere", "This row is tame: each pair of coins 2m, 2m+1 holds two heads or none, " +
			"and a full pair is worth 2m ⊕ (2m+1) = 1, as is a head on coin 1. So it plays like misère Nim with heaps of 1: the player to move loses exactly when the value is 1."},
		{"game=turning&coins=THT&rule=turtles&play=misere", "This row is not tame: a pair of coins 2m, 2m+1 holds one head. " +
			"Then, as in misère Nim with a heap of 2 or more, the player to move loses exactly when the value is 0."},
		{"game=turning&coins=HTH&rule=ruler&play=misere", "This row is tame: every head is at an odd position, worth 1. " +
			"So it plays like misère Nim with heaps of 1: the player to move loses exactly when the value is 1."},
		{"game=turning&coins=THHH&rule=ruler&play=misere", "This row is not tame: a head is at an even position. " +
			"Then, as in misère Nim with a heap of 2 or more, the player to move loses exactly when the value is 0."},
		{"game=turning&coins=THH&rule=mock&play=misere", "In misère Mock Turtles the player to move loses exactly when the value is 1: " +
			"a row of value 1 can only move to other values, and every other row with a head can move to value 1."},
		{"game=turning&coins=THH&rule=mock", ""},
	} {
		v := newAt(t, tc.text).View()
		p := v.Sections[0].Paragraphs
		misere := tc.third != ""
		if strings.Contains(p[0], plays) == misere || strings.Contains(p[0], worth) != misere {
			t.Errorf("%s: first paragraph %q", tc.text, p[0])
		}
		switch {
		case misere && (len(p) != 3 || p[2] != "In misère play the values alone do not decide who wins. "+tc.third):
			t.Errorf("%s: paragraphs %q, want the third %q", tc.text, p, tc.third)
		case !misere && len(p) != 2:
			t.Errorf("%s: paragraphs %q, want two", tc.text, p)
		}
	}
}

// turningSearch finds Grundy values and misère outcomes of rows by searching their moves
// (engine Moves and Apply), not from the values' formulas.
type turningSearch struct {
	rule   turning.Rule
	grundy map[string]uint64
	win    map[string]bool // misère: the player to move wins
}

func (s *turningSearch) pos(coins string, play game.Play) turning.Position {
	return turning.Position{Coins: coins, Rule: s.rule, Play: play}
}

// options are the Grundy values of the rows one move from coins, in Moves' order.
func (s *turningSearch) options(coins string) []uint64 {
	var out []uint64
	for m := range s.pos(coins, game.Normal).Moves() {
		q, err := s.pos(coins, game.Normal).Apply(m)
		if err != nil {
			panic(err)
		}
		out = append(out, s.value(q.Coins))
	}
	return out
}

func (s *turningSearch) value(coins string) uint64 {
	if g, ok := s.grundy[coins]; ok {
		return g
	}
	seen := map[uint64]bool{}
	for _, g := range s.options(coins) {
		seen[g] = true
	}
	g := uint64(0)
	for seen[g] {
		g++
	}
	s.grundy[coins] = g
	return g
}

func (s *turningSearch) misereWins(coins string) bool {
	if w, ok := s.win[coins]; ok {
		return w
	}
	w := true // no move: the player to move has won
	for m := range s.pos(coins, game.Misere).Moves() {
		q, _ := s.pos(coins, game.Misere).Apply(m)
		if w = !s.misereWins(q.Coins); w {
			break
		}
		w = false
	}
	s.win[coins] = w
	return w
}

// TestTurningWordsBySearch checks every number and claim the words make against a search:
// the mex examples of the About, a full pair worth 1, and the misère paragraph's rule for
// every row of up to 8 coins.
func TestTurningWordsBySearch(t *testing.T) {
	set := func(xs []uint64) map[uint64]bool {
		m := map[uint64]bool{}
		for _, x := range xs {
			m[x] = true
		}
		return m
	}
	equal := func(a map[uint64]bool, b ...uint64) bool {
		return len(a) == len(b) && len(set(b)) == len(b) && func() bool {
			for _, x := range b {
				if !a[x] {
					return false
				}
			}
			return true
		}()
	}
	mock := &turningSearch{turning.Mock, map[string]uint64{}, map[string]bool{}}
	// "coin 4 alone: … leaves 0; … 1, 2 or 4; … 1 ⊕ 2 = 3, 1 ⊕ 4 = 5 or 2 ⊕ 4 = 6 … 7."
	if o := set(mock.options("TTTH")); !equal(o, 0, 1, 2, 4, 3, 5, 6) || mock.value("TTTH") != 7 ||
		mock.value("HTTT") != 1 || mock.value("THTT") != 2 || mock.value("TTHT") != 4 {
		t.Errorf("mock turtles, coin 4: options %v, value %d", o, mock.value("TTTH"))
	}
	ruler := &turningSearch{turning.Ruler, map[string]uint64{}, map[string]bool{}}
	// "coin 4 alone: … nothing, 0; coin 3, worth 1; coins 2 and 3, 2 ⊕ 1 = 3; coins 1 to 3, 1 ⊕ 2 ⊕ 1 = 2 … 4."
	if o := ruler.options("TTTH"); len(o) != 4 || !equal(set(o), 0, 1, 3, 2) || ruler.value("TTHT") != 1 ||
		ruler.value("THHT") != 3 || ruler.value("HHHT") != 2 || ruler.value("TTTH") != 4 {
		t.Errorf("ruler, coin 4: options %v, value %d", o, ruler.value("TTTH"))
	}
	turtles := &turningSearch{turning.Turtles, map[string]uint64{}, map[string]bool{}}
	// "a full pair is worth 2m ⊕ (2m+1) = 1, as is a head on coin 1"
	for _, row := range []string{"H", "THH", "TTTHH", "TTTTTHH"} {
		if g := turtles.value(row); g != 1 {
			t.Errorf("turtles %s: value %d, want 1", row, g)
		}
	}
	// The misère paragraph: tame rows lose exactly at value 1, the others at value 0
	// (Mock Turtles: at value 1), for every row of up to 8 coins with a head.
	for _, s := range []*turningSearch{turtles, mock, ruler} {
		for n := 1; n <= 8; n++ {
			for mask := 1; mask < 1<<n; mask++ {
				b := []byte(strings.Repeat("T", n))
				for i := range n {
					if mask>>i&1 == 1 {
						b[i] = 'H'
					}
				}
				coins := string(b)
				pos := s.pos(coins, game.Misere)
				text := turningMisere(&View{}, pos)
				loseAt := uint64(0)
				if strings.Contains(text, "loses exactly when the value is 1") {
					loseAt = 1
				}
				if lost := !s.misereWins(coins); lost != (s.value(coins) == loseAt) {
					t.Fatalf("%s, %s: the words say %q; search: value %d, lost %v", s.rule, coins, text, s.value(coins), lost)
				}
			}
		}
	}
}

// TestTurningAboutExamples: each rule's "How … works" works out one value by mex, its own.
func TestTurningAboutExamples(t *testing.T) {
	examples := map[string]string{
		"mock":  "For example coin 4 alone: turning it alone leaves 0; with one more coin it leaves 1, 2 or 4; with two more, 1 ⊕ 2 = 3, 1 ⊕ 4 = 5 or 2 ⊕ 4 = 6. Its value is the least number missing, 7.",
		"ruler": "For example coin 4 alone: the runs ending at it leave nothing, 0; coin 3, worth 1; coins 2 and 3, 2 ⊕ 1 = 3; or coins 1 to 3, 1 ⊕ 2 ⊕ 1 = 2. Its value is the least number missing, 4.",
	}
	for _, rule := range []string{"turtles", "mock", "ruler"} {
		about := strings.Join(newAt(t, "game=turning&coins=THH&rule="+rule).View().About.Paragraphs, "\n")
		for r, ex := range examples {
			if strings.Contains(about, ex) != (r == rule) {
				t.Errorf("%s: about %q; the example of %s shown %v", rule, about, r, r != rule)
			}
		}
		if !strings.Contains(about, "a full pair is worth 2m ⊕ (2m+1) = 1") {
			t.Errorf("%s: about %q does not say why a tame row is like heaps of 1", rule, about)
		}
	}
}

// TestTurnRefusal: what a board says of coins that are no move. Coins out of the row, or
// not strictly increasing, are no choice a board offers, and are said so in words of a row
// (the coin scene's and a sum's alike); a choice of coins of the row that the rules refuse
// says why, in the log's words.
func TestTurnRefusal(t *testing.T) {
	const notInRow = "Those coins are not in this row, or not in order from left to right."
	tests := []struct {
		coins string
		rule  turning.Rule
		turn  []int
		want  string
	}{
		{"HTTHTHH", turning.Turtles, []int{0}, notInRow},
		{"HTTHTHH", turning.Turtles, []int{8}, notInRow},
		{"HTTHTHH", turning.Turtles, []int{4, 2}, notInRow},
		// Twice the same coin is not increasing: it was let through and said "because" nothing.
		{"HTTHTHH", turning.Turtles, []int{4, 4}, notInRow},
		{"HTTHTHH", turning.Turtles, []int{}, "The coins stay as they are, because a move must turn over at least one coin."},
		{"HTTHTHH", turning.Turtles, []int{3}, "The coins stay as they are, because coin 3 would go from tails to heads: the rightmost coin a move turns over goes from heads to tails."},
		{"HTTHTHH", turning.Turtles, []int{1, 2, 4}, "The coins stay as they are, because a move of Turning Turtles turns over one or two coins, not 3."},
		{"HTTHTHH", turning.Mock, []int{1, 2, 3, 4}, "The coins stay as they are, because a move of Mock Turtles turns over one to three coins, not 4."},
		{"HTTHTHH", turning.Ruler, []int{2, 4}, "The coins stay as they are, because coins 2, 4 are not a run of consecutive coins: a move of Ruler turns over a run ending at its rightmost coin."},
	}
	for _, tt := range tests {
		a := turning.Position{Coins: tt.coins, Rule: tt.rule}
		if _, err := a.Apply(turning.Move{Coins: tt.turn}); err == nil {
			t.Fatalf("%s %v: turning over %v is a move; the table wants refusals", tt.coins, tt.rule, tt.turn)
		}
		if got := TurnRefusal(a, tt.turn).String(); got != tt.want {
			t.Errorf("%s %v: TurnRefusal(%v) = %q, want %q", tt.coins, tt.rule, tt.turn, got, tt.want)
		}
	}
}

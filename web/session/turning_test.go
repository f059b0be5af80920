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
		{"game=turning&coins=H&rule=ruler&play=misere&lang=ru", "единственный орёл, на позиции 1, стоит 1, и ряд ручной"},
		{"game=turning&coins=H&rule=ruler&play=misere&lang=uk", "єдиний герб, на позиції 1, має значення 1, і ряд ручний"},
		{"game=turning&coins=H&rule=ruler&play=misere&lang=zh", "唯一的正面在位置 1，其值为 1，且该行驯顺"},
		{"game=turning&coins=TTH&rule=turtles&lang=ru", "единственный орёл, на позиции 3, стоит 3: "},
	} {
		a := newAt(t, tc.text).View().Analysis
		if a == nil || !strings.HasPrefix(a.Explanation, tc.want) {
			t.Errorf("%s: explanation %+v, want it to start %q", tc.text, a, tc.want)
		}
	}
}

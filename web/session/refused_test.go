package session

import (
	"regexp"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/web/i18n"
)

// refusedMoves are moves the rules refuse, given as the move form gives them (the position
// after the move), with the English of the reason: what is wrong with the move, in plain
// words, not the two positions.
var refusedMoves = []struct{ from, to, want string }{
	{"game=nim&heaps=1,1,1&play=misere", "game=nim&heaps=1,1,9&play=misere", "heap 3 would grow from 1 to 9: a move only takes stones"},
	{"game=nim&heaps=3,4,5", "game=nim&heaps=2,3,5", "heaps 1 and 2 would both change: a move takes from one heap only"},
	{"game=nim&heaps=3,4,5", "game=nim&heaps=3,4,5", "a move must take at least one stone"},
	{"game=nim&heaps=3,4,5", "game=nim&heaps=3,4", "there are 3 heaps, not 2: a heap that reaches 0 keeps its place"},
	{"game=nim&heaps=3,4,5", "game=nim&heaps=3,4,4&play=misere", "a move does not change normal or misère play"},
	{"game=moore&heaps=5,8,10&k=2", "game=moore&heaps=7,8,10&k=2", "heap 1 would grow from 5 to 7: a move only takes stones"},
	{"game=moore&heaps=5,8,10&k=2", "game=moore&heaps=4,7,9&k=2", "a move reduces at most k = 2 heaps, not 3"},
	{"game=moore&heaps=5,8,10&k=2", "game=moore&heaps=5,8,10&k=2", "a move must reduce at least one heap"},
	{"game=moore&heaps=5,8,10&k=2", "game=moore&heaps=5,8,9&k=3", "a move does not change k = 2"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,5,2", "a move must move at least one coin down"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,7,2", "step 3 would grow from 5 to 7: a move takes coins from a step and moves them down"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=2,0,4,2", "steps 1 and 3 would both lose coins: a move takes coins from one step only"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,4,2", "step 2 would hold 0, not 1: every coin taken from step 3 goes down to it"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,1,4,3", "step 4 would change from 2 to 3: a move changes only step 3, which loses coins, and step 2 below it"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=2,1,5,2", "step 2 would go from 0 to 1, but coins taken from step 1 leave the stairs"},
	{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,5", "there are 4 steps, not 3: a step that is emptied keeps its place"},
	{"game=turning&coins=HTTHTHH&rule=turtles", "game=turning&coins=HHTHTHH&rule=turtles", "coin 2 would go from tails to heads: the rightmost coin a move turns over goes from heads to tails"},
	{"game=turning&coins=HTTHTHH&rule=turtles", "game=turning&coins=THTTTHH&rule=turtles", "a move of Turning Turtles turns over one or two coins, not 3"},
	{"game=turning&coins=HTTHTHH&rule=mock", "game=turning&coins=THHTTHH&rule=mock", "a move of Mock Turtles turns over one to three coins, not 4"},
	{"game=turning&coins=HTTHTHH&rule=ruler", "game=turning&coins=TTTTTHH&rule=ruler", "coins 1, 4 are not a run of consecutive coins: a move of Ruler turns over a run ending at its rightmost coin"},
	{"game=turning&coins=HTTHTHH&rule=ruler", "game=turning&coins=HTTHTHH&rule=ruler", "a move must turn over at least one coin"},
	{"game=turning&coins=HTTHTHH&rule=ruler", "game=turning&coins=HTTHTHT&rule=mock", "a move does not change the rule"},
	{"game=turning&coins=HTTHTHH&rule=ruler", "game=turning&coins=HTTHTH&rule=ruler", "there are 7 coins, not 6: a move turns coins over in their places"},
	{"game=sum&parts=nim:3|staircase:0,2,2", "game=sum&parts=nim:2|staircase:0,2,1", "components 1 and 2 would both change: a move changes one component only"},
	{"game=sum&parts=nim:3|staircase:0,2,2", "game=sum&parts=nim:3|staircase:0,2,2", "a move must change a component"},
	{"game=sum&parts=nim:3|staircase:0,2,2", "game=sum&parts=nim:3", "there are 2 components, not 1: a move changes one component in its place"},
	{"game=sum&parts=nim:3|staircase:0,2,2", "game=sum&parts=nim:5|staircase:0,2,2", "component 1 (Nim): heap 1 would grow from 3 to 5: a move only takes stones"},
	{"game=sum&parts=nim:3|staircase:0,2,2", "game=sum&parts=nim:3|staircase:0,2,1", "component 2 (staircase): step 2 would hold 2, not 3: every coin taken from step 3 goes down to it"},
	{"game=sum&parts=nim:3|staircase:0,2,2", "game=sum&parts=staircase:3|staircase:0,2,2", "component 1 is a game of Nim, not of staircase: a move keeps each component's game"},
}

// latin finds words in Latin letters: in Ukrainian and Chinese a refused move is said in
// the reader's words, with numbers and the notation's k as the only Latin.
var latin = regexp.MustCompile(`[A-Za-z]+`)

// TestRefusedMoves: a move the rules refuse says what is wrong with it, in English for the
// API and in the panel's language for the panel, with no English left in Ukrainian or Chinese.
func TestRefusedMoves(t *testing.T) {
	for _, tc := range refusedMoves {
		from, _, err := engine.Parse(tc.from)
		if err != nil {
			t.Fatal(err)
		}
		s := New(from)
		err = s.PlayTo(s.Frame().Version, tc.to)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s → %s: %v, want %q", tc.from, tc.to, err, tc.want)
			continue
		}
		for _, l := range []i18n.Lang{i18n.UK, i18n.ZH, i18n.RU} {
			got := i18n.Error(l, err)
			t.Logf("%s: %s", l, got)
			for _, w := range latin.FindAllString(got, -1) {
				if w != "k" {
					t.Errorf("%s → %s in %s: %q has %q in Latin letters", tc.from, tc.to, l, got, w)
					break
				}
			}
			if strings.Contains(got, "game=") {
				t.Errorf("%s → %s in %s: %q names positions", tc.from, tc.to, l, got)
			}
		}
	}
}

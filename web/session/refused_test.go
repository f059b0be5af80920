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
	{"game=greedy&heaps=5,5,3", "game=greedy&heaps=5,5,2", "heap 3 has 3 stones, fewer than the largest heap's 5: a move takes from a largest heap only"},
	{"game=greedy&heaps=5,5,3", "game=greedy&heaps=4,4,3", "heaps 1 and 2 would both change: a move takes from one heap only"},
	{"game=greedy&heaps=5,5,3", "game=greedy&heaps=5,5,4", "heap 3 would grow from 3 to 4: a move only takes stones"},
	{"game=greedy&heaps=5,5,3", "game=greedy&heaps=5,5,3", "a move must take at least one stone"},
	{"game=greedy&heaps=5,5,3", "game=greedy&heaps=5,5", "there are 3 heaps, not 2: a heap that reaches 0 keeps its place"},
	{"game=greedy&heaps=5,5,3", "game=greedy&heaps=4,5,3&play=misere", "a move does not change normal or misère play"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,2,5,4&set=1,2,3", "taking 4 from heap 2 is not a move: a move takes 1, 2 or 3"},
	{"game=subtraction&heaps=9,6,5,4&set=2", "game=subtraction&heaps=8,6,5,4&set=2", "taking 1 from heap 1 is not a move: a move takes 2"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,6,5,3&set=1,2", "a move does not change the amounts a move may take"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,7,5,4&set=1,2,3", "heap 2 would grow from 6 to 7: a move only takes stones"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=8,5,5,4&set=1,2,3", "heaps 1 and 2 would both change: a move takes from one heap only"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,6,5,4&set=1,2,3", "a move must take at least one stone"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,6,5&set=1,2,3", "there are 4 heaps, not 3: a heap that reaches 0 keeps its place"},
	{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,6,5,3&set=1,2,3&play=misere", "a move does not change normal or misère play"},
	{"game=fibonacci&n=20&last=0", "game=fibonacci&n=0&last=20", "a take of 20 is too many: the first move may take at most 19, anything but the whole heap"},
	{"game=fibonacci&n=20&last=3", "game=fibonacci&n=13&last=7", "a take of 7 is too many: a move may take at most 6, twice the last take"},
	{"game=multiple&n=20&k=3&last=2", "game=multiple&n=13&k=3&last=7", "a take of 7 is too many: a move may take at most 6, 3 times the last take"},
	{"game=multiple&n=20&k=1&last=2", "game=multiple&n=17&k=1&last=3", "a take of 3 is too many: a move may take at most 2, the last take"},
	{"game=fibonacci&n=20&last=3", "game=fibonacci&n=21&last=3", "the heap would grow from 20 to 21: a move only takes stones"},
	{"game=fibonacci&n=20&last=3", "game=fibonacci&n=20&last=3", "a move must take at least one stone"},
	{"game=fibonacci&n=20&last=3", "game=fibonacci&n=18&last=3", "this move takes 2, so the last take becomes 2, not 3"},
	{"game=multiple&n=20&k=3&last=2", "game=multiple&n=18&k=2&last=2", "a move does not change k = 3"},
	{"game=fibonacci&n=20&last=3", "game=fibonacci&n=18&last=2&play=misere", "a move does not change normal or misère play"},
	{"game=slide&coins=2,5,9", "game=slide&coins=1,2,9", "the coin on cell 5 would pass the coin on cell 2: a coin slides left without passing another"},
	{"game=slide&coins=2,5,9", "game=slide&coins=2,6,9", "the coin on cell 5 would move right, to cell 6: coins slide only left"},
	{"game=slide&coins=2,5,9", "game=slide&coins=1,4,9", "the coins on cells 2 and 5 would both move: a move slides one coin only"},
	{"game=slide&coins=2,5,9", "game=slide&coins=2,5,9", "a move must slide one coin"},
	{"game=slide&coins=2,5,9", "game=slide&coins=2,5", "there are 3 coins, not 2: a move slides one coin along the strip"},
	{"game=slide&coins=2,5,9", "game=slide&coins=2,5,8&play=misere", "a move does not change normal or misère play"},
	{"game=sum&parts=subtraction:5/set:1,2|slide:2,5", "game=sum&parts=subtraction:2/set:1,2|slide:2,5", "component 1 (subtraction game): taking 3 from heap 1 is not a move: a move takes 1 or 2"},
	{"game=sum&parts=subtraction:5/set:1,2|slide:2,5", "game=sum&parts=subtraction:5/set:1,2|slide:2,6", "component 2 (coin sliding): the coin on cell 5 would move right, to cell 6: coins slide only left"},
	{"game=hackenbush&edges=0-1,1-2,0-3", "game=hackenbush&edges=0-1,1-2,0-3,2-3", "edge 2-3 would be added: a move only takes edges away"},
	{"game=hackenbush&edges=0-1,1-2,0-3", "game=hackenbush&edges=0-1", "edges 0-3 and 1-2 cannot all go in one move: a move chops one edge, and only the edges it held up fall with it"},
	{"game=hackenbush&edges=0-1,1-2,0-3", "game=hackenbush&edges=0-1,1-2,0-3", "a move must chop an edge"},
	{"game=hackenbush&edges=0-1,1-2,0-3", "game=hackenbush&edges=0-1,1-2&play=misere", "a move does not change normal or misère play"},
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

// TestRefusedTakes: a take the move form asks for (Fibonacci Nim, the k-multiple game) that
// the rules refuse says what they allow, in the reader's words.
func TestRefusedTakes(t *testing.T) {
	for _, tc := range []struct {
		from string
		take uint64
		want string
	}{
		{"game=fibonacci&n=20&last=0", 20, "a take of 20 is too many: the first move may take at most 19, anything but the whole heap"},
		{"game=fibonacci&n=20&last=3", 0, "a move must take at least one stone"},
		{"game=fibonacci&n=20&last=3", 9, "a take of 9 is too many: a move may take at most 6, twice the last take"},
		{"game=fibonacci&n=5&last=4", 6, "a take of 6 is more than the heap of 5"},
	} {
		from, _, err := engine.Parse(tc.from)
		if err != nil {
			t.Fatal(err)
		}
		s := New(from)
		err = s.PlayTake(s.Frame().Version, tc.take)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s, take %d: %v, want %q", tc.from, tc.take, err, tc.want)
			continue
		}
		for _, l := range []i18n.Lang{i18n.UK, i18n.ZH, i18n.RU} {
			if got := i18n.Error(l, err); latin.MatchString(got) {
				t.Errorf("%s, take %d in %s: %q has Latin letters", tc.from, tc.take, l, got)
			}
		}
	}
}

//go:build !family

package session

import (
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/web/i18n"
)

// The computer's reply says what it left when that is a P-position for the user, in the
// game's own words, and nothing more when the user left it a P-position (it cannot win).
func TestComputerSaysWhatItLeft(t *testing.T) {
	for _, tc := range []struct{ text, user, want string }{
		{"game=nim&heaps=3,4,5", "game=nim&heaps=2,4,5", "The computer took 1 from heap 1 (2 → 1), leaving nim-sum 0: a P-position for you."},
		{"game=nim&heaps=3,4,5", "game=nim&heaps=1,4,5", "The computer took 1 from heap 3 (5 → 4)."},
		{"game=nim&heaps=2,1,1&play=misere", "game=nim&heaps=0,1,1&play=misere", "The computer took 1 from heap 2 (1 → 0), leaving an odd number of 1-heaps: a P-position for you."},
		{"game=moore&heaps=5,5,5&k=2", "game=moore&heaps=4,5,5&k=2", ", leaving every column a multiple of 3: a P-position for you."},
		{"game=staircase&steps=3,0,5,2", "game=staircase&steps=2,0,5,2", ", leaving nim-sum 0 on the odd steps: a P-position for you."},
		{"game=slide&coins=2,5,9", "game=slide&coins=2,5,8", ", leaving the gaps on the odd steps with nim-sum 0: a P-position for you."},
		{"game=greedy&heaps=5,5,3", "game=greedy&heaps=4,5,3", ", leaving an even number of heaps of the largest size: a P-position for you."},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,6,5,3&set=1,2,3", ", leaving the heaps' Grundy values with nim-sum 0: a P-position for you."},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere", "game=subtraction&heaps=9,6,5,3&set=1,2,3&play=misere", ", leaving a P-position for you."},
		{"game=sum&parts=nim:3|nim:5", "game=sum&parts=nim:2|nim:5", ", leaving the components' values with nim-sum 0: a P-position for you."},
		{"game=hackenbush&edges=0-1,1-2,2-3,0-4,4-5,0-6", "game=hackenbush&edges=0-1,1-2,0-4,4-5,0-6", ", leaving a drawing of Grundy value 0: a P-position for you."},
		{"game=turning&coins=HTHTHH&rule=turtles", "game=turning&coins=HTHTHT&rule=turtles", ", leaving heads of values 1, 2, 3, whose nim-sum is 0: a P-position for you."},
		{"game=turning&coins=HHHHHHH&rule=mock", "game=turning&coins=HHHHHHT&rule=mock", ", leaving heads of values 4, 7, 8, 11, whose nim-sum is 0: a P-position for you."},
		{"game=turning&coins=HTHTHH&rule=ruler", "game=turning&coins=HTHTHT&rule=ruler", ", leaving heads of values 1, 1, whose nim-sum is 0: a P-position for you."},
		{"game=turning&coins=HTHTHH&rule=turtles&play=misere", "game=turning&coins=HTHTHT&rule=turtles&play=misere", "The computer turned coin 5 (H→T) and coin 3 (H→T), leaving a P-position for you."},
		{"game=fibonacci&n=20&last=0", "game=fibonacci&n=19&last=1", ", leaving a heap of 18 = 13 + 5, whose smallest term, 5, is more than you may take (at most 2): a P-position for you."},
		{"game=fibonacci&n=10&last=0", "game=fibonacci&n=9&last=1", ", leaving a heap of 8, a Fibonacci number, more than you may take (at most 2): a P-position for you."},
		{"game=multiple&n=10&k=3&last=0", "game=multiple&n=9&k=3&last=1", ", leaving a heap of 8, a term of the k = 3 sequence, more than you may take (at most 3): a P-position for you."},
		{"game=multiple&n=40&k=3&last=0", "game=multiple&n=36&k=3&last=4", ", leaving a heap of 35 = 29 + 6, whose smallest term, 6, is more than you may take (at most 3): a P-position for you."},
		{"game=fibonacci&n=20&last=0&play=misere", "game=fibonacci&n=19&last=1&play=misere", "The computer took 1 (19 → 18)."}, // the computer is lost itself,
		{"game=hackenbush&edges=0-1,1-2,2-3,0-4,4-5,0-6&play=misere", "game=hackenbush&edges=0-1,1-2,0-4,4-5,0-6&play=misere", "The computer chopped edge 0-6, leaving a P-position for you."},
	} {
		s := newAt(t, tc.text)
		p, _, err := engine.Parse(tc.user)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Play(s.Version(), p); err != nil {
			t.Fatalf("%s → %s: %v", tc.text, tc.user, err)
		}
		if !s.PlayComputer() {
			t.Fatalf("%s → %s: the computer did not move", tc.text, tc.user)
		}
		log := s.View().Log
		last := log[len(log)-1]
		if !strings.HasPrefix(last, "The computer ") || !strings.HasSuffix(last, tc.want) {
			t.Errorf("%s → %s: the log ends %q, want %q", tc.text, tc.user, last, tc.want)
		}
		if s.Frame().Pos.Analyze().Outcome == game.P != strings.Contains(last, "P-position") {
			t.Errorf("%s → %s: %q after %s", tc.text, tc.user, last, s.Frame().Pos)
		}
		// What it left is said in the reader's words, with k and Chinese's name of a Grundy
		// value (SG 值) the only Latin.
		why, _ := rules[p.Game()].(Leaver).Left(s.Frame().Pos)
		for _, l := range []i18n.Lang{i18n.RU, i18n.UK, i18n.ZH} {
			got := i18n.Text(l, why)
			for _, w := range latin.FindAllString(got, -1) {
				if w != "k" && w != "SG" {
					t.Errorf("%s → %s in %s: %q has %q in Latin letters", tc.text, tc.user, l, got, w)
					break
				}
			}
		}
	}
}

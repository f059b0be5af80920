//go:build !family

package session

import (
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
)

// A P-position's hint hopes for a mistake only where one is possible; where every line of
// play ends the same way it says so.
func TestHintForced(t *testing.T) {
	const forced = "every move loses, whatever either player does"
	for _, tc := range []struct {
		text   string
		forced bool
	}{
		{"game=nim&heaps=1,0&play=misere&hint=1", true},
		{"game=nim&heaps=1,1,1&play=misere&hint=1", true},
		{"game=nim&heaps=1,1&hint=1", true},
		{"game=nim&heaps=2,2&play=misere&hint=1", false},
		{"game=nim&heaps=1,2,3&hint=1", false},
		{"game=greedy&heaps=1,1&hint=1", true},
		{"game=greedy&heaps=2,2&hint=1", false},
		{"game=moore&heaps=1,0&k=2&play=misere&hint=1", true},
		{"game=moore&heaps=1,1,1,1&k=2&play=misere&hint=1", false},
		{"game=staircase&steps=1&play=misere&hint=1", true},
		{"game=staircase&steps=1,4&play=misere&hint=1", false},
		{"game=slide&coins=2&play=misere&hint=1", true},
		{"game=slide&coins=3,4&hint=1", false},
		{"game=subtraction&heaps=4&set=1&hint=1", true},
		{"game=subtraction&heaps=4&set=1,2,3&hint=1", false},
	} {
		h := newAt(t, tc.text).View().Hints
		want := HintLost
		if tc.forced {
			want = forced
		}
		if h == nil || len(h.Moves) != 0 || h.Note != want {
			t.Errorf("%s: hints %+v, want the note %q", tc.text, h, want)
		}
	}
	// In Nim the rest of the game is forced exactly when every heap has at most 1 stone
	// (a heap of 2 or more offers a choice of parity): checked on every position of at most
	// four heaps below 4, in both plays.
	for _, play := range []game.Play{game.Normal, game.Misere} {
		for code := range 4 * 4 * 4 * 4 {
			heaps := []uint64{uint64(code & 3), uint64(code >> 2 & 3), uint64(code >> 4 & 3), uint64(code >> 6 & 3)}
			p := nim.Position{Heaps: heaps, Play: play}
			got := forcedLoss(p, func(q game.Position) []game.Position {
				var out []game.Position
				for _, to := range reductions(q.(nim.Position).Heaps, 1, func(int) bool { return true }) {
					out = append(out, nim.Position{Heaps: to, Play: play})
				}
				return out
			}, play == game.Misere)
			if want := p.Outcome() == game.P && slices.Max(heaps) <= 1; got != want {
				t.Errorf("%v %v: forcedLoss %v, want %v", heaps, play, got, want)
			}
		}
	}
}

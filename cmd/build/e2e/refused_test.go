//go:build !js

package e2e

import (
	"encoding/json"
	"regexp"
	"strconv"
	"testing"
)

// TestRefusedMoveWords: a move the rules refuse, played through the API's playto or
// playtake, says what is wrong with it: in English in error, as the API documents, and in
// the panel's language in text, with no English word left (k is the notation's).
func TestRefusedMoveWords(t *testing.T) {
	parallel(t)
	latin := regexp.MustCompile(`[A-Za-z]{2,}`)
	for _, tc := range []struct{ hash, command, arg, want string }{
		{"game=greedy&heaps=5,5,3&vs=human&lang=zh", "playto", "game=greedy&heaps=5,5,2",
			"heap 3 has 3 stones, fewer than the largest heap's 5: a move takes from a largest heap only"},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&vs=human&lang=uk", "playto", "game=subtraction&heaps=9,2,5,4&set=1,2,3",
			"taking 4 from heap 2 is not a move: a move takes 1, 2 or 3"},
		{"game=slide&coins=2,5,9&vs=human&lang=ru", "playto", "game=slide&coins=1,2,9",
			"the coin on cell 5 would pass the coin on cell 2: a coin slides left without passing another"},
		{"game=fibonacci&n=20&last=3&vs=human&lang=zh", "playtake", "9",
			"a take of 9 is too many: a move may take at most 6, twice the last take"},
	} {
		t.Run(tc.command+" "+tc.arg, func(t *testing.T) {
			tb := open(t, tc.hash)
			tb.settle()
			raw := eval[string](tb, `JSON.stringify(window.nimscope.command(`+strconv.Quote(tc.command)+`, `+strconv.Quote(tc.arg)+`))`)
			var res struct{ Error, Text string }
			if err := json.Unmarshal([]byte(raw), &res); err != nil {
				t.Fatalf("%s: %v", raw, err)
			}
			if res.Error != tc.want {
				t.Errorf("error = %q, want %q", res.Error, tc.want)
			}
			if res.Text == "" || latin.MatchString(res.Text) {
				t.Errorf("text = %q: not in the panel's language", res.Text)
			}
			t.Logf("%s", res.Text)
		})
	}
}

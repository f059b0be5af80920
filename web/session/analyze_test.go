package session

import (
	"testing"

	"github.com/nimscope/nimscope/engine"
)

func TestAnalyzeError(t *testing.T) {
	const viewKey = ": a view key, not part of the position: analyze takes the position alone (the page's is view().position)"
	for _, tc := range []struct{ text, want string }{
		// The page's view keys, as state() writes them after the position.
		{"game=nim&heaps=3,4,5&hint=1", "hint" + viewKey},
		{"game=nim&heaps=3,4,5&theme=dark&hint=1", "theme" + viewKey},
		{"game=nim&heaps=3&play=misere&lang=ru", "lang" + viewKey},
		{"game=hackenbush&edges=0-1,1-2&pos=1:0:1", "pos" + viewKey}, // the game's own
		// Anything else keeps the engine's words.
		{"game=nim&heaps=3&heap=4", "heap: not a key of game nim (its keys: heaps, play)"},
		{"game=nim&heaps=3&bogus=1&hint=1", "bogus: not a key of game nim (its keys: heaps, play)"},
		{"game=nim&heaps=3&pos=1:0:1", "pos: not a key of game nim (its keys: heaps, play)"}, // Hackenbush's, not Nim's
		{"game=nim&heaps=x&hint=1", `heaps: item 1 "x" is not a whole number`},
	} {
		_, err := engine.Analyze(tc.text)
		if err == nil {
			t.Fatalf("engine.Analyze(%q) took it; the test needs a text it refuses", tc.text)
		}
		if got := AnalyzeError(tc.text, err).Error(); got != tc.want {
			t.Errorf("AnalyzeError(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

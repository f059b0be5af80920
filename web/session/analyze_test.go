package session

import (
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/notation"
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

// FuzzAnalyzeError: whatever the text, an error the engine gives stays an error, and one
// rewritten names the key the engine named.
func FuzzAnalyzeError(f *testing.F) {
	for _, s := range badLinks {
		f.Add(s)
	}
	f.Add("game=hackenbush&edges=0-1&pos=1:0:1&hint=1")
	f.Fuzz(func(t *testing.T, text string) {
		_, err := engine.Analyze(text)
		if err == nil {
			return
		}
		got := AnalyzeError(text, err)
		if got == nil {
			t.Fatalf("AnalyzeError(%q, %v) = nil", text, err)
		}
		if got.Error() != err.Error() {
			_, view, _ := engine.Parse(text)
			if len(view) == 0 || !strings.HasPrefix(got.Error(), notation.Name(view[0].Key)+": a view key") {
				t.Fatalf("AnalyzeError(%q) = %q, not the engine's %q nor about its first view key", text, got, err)
			}
		}
	})
}

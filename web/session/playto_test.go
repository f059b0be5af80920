package session

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/family"
)

// TestPlayTo: a move given as the position after it (the playto command) names what is wrong
// as set() does. On the Nim page (go test -tags family,family_nim), a Hackenbush position is
// the hackenbush module's game, not one "nimscope knows (nim)"; in a build of every game, it
// is another game than the one shown.
func TestPlayTo(t *testing.T) {
	other := `game: "hackenbush" is served by nimscope's hackenbush module, not this page's`
	if slices.Contains(engine.Games(), "hackenbush") {
		other = "the game is nim, not hackenbush"
	}
	for _, tc := range []struct{ text, want string }{
		{"game=nim&heaps=1,4,5", ""},
		{"game=hackenbush&edges=0-1", other},
		{"game=chess", `game: "chess" is not a game nimscope knows (` + strings.Join(family.Games(), ", ") + ")"},
		{"heaps=1,4,5", "game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (" + strings.Join(family.Games(), ", ") + ")"},
		{"game=nim&heaps=1,4,5&hint=1", "hint: a move gives the position after it, no view keys"},
		{"game=nim&heaps=3,4,6", "heap 3 would grow from 5 to 6: a move only takes stones"},
	} {
		s := New(nim.Position{Heaps: []uint64{3, 4, 5}})
		err := s.PlayTo(s.Frame().Version, tc.text)
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("PlayTo(%q) = %v, want %q", tc.text, err, tc.want)
		}
	}
}

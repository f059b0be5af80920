package session

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/web/family"
)

// TestUnknown: a text whose game this build lacks, or that names none, is said against
// every game of every module (family.Games), as a family's module must, where the engine
// would list its own games only.
func TestUnknown(t *testing.T) {
	all := strings.Join(family.Games(), ", ")
	for _, tc := range []struct{ text, want string }{
		{"game=nim&heaps=3,4,5", ""},
		{"heaps=3,4,5", "game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (" + all + ")"},
		{"game=chess", `game: "chess" is not a game nimscope knows (` + all + ")"},
		{"%zz", ""}, // not the notation: the engine says what is wrong
	} {
		_, err := Unknown(tc.text)
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("Unknown(%q) = %v, want %q", tc.text, err, tc.want)
		}
	}
}

//go:build !family || family_xor

package engine

import (
	"slices"
	"testing"
)

// The XOR table is a view: Parse reads it, Analyze refuses it and says why.
func TestXorIsAView(t *testing.T) {
	pos, view, err := Parse("game=xor&q=64&palette=grey")
	if err != nil || pos.String() != "game=xor&q=64" || len(view) != 1 || view[0].Key != "palette" {
		t.Fatalf("Parse = %v, %v, %v", pos, view, err)
	}
	_, err = Analyze("game=xor&q=64")
	const want = "game=xor is a view, not a game: it draws the table of x⊕y (or x⊗y with op=mul) for x, y below q; it has no moves, so no outcome to analyse"
	if err == nil || err.Error() != want {
		t.Errorf("Analyze(game=xor&q=64) = %v, want %q", err, want)
	}
	// A bad view is still reported by its key, as for a game.
	if _, err := Analyze("game=xor&q=48"); err == nil || err.Error()[:6] != "q: 48 " {
		t.Errorf("Analyze(game=xor&q=48) = %v", err)
	}
	if !IsView("xor") || IsView("nim") || !slices.Contains(Games(), "xor") {
		t.Errorf("IsView(xor) = %v, IsView(nim) = %v, Games() = %q", IsView("xor"), IsView("nim"), Games())
	}
}

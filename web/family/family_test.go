package family_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/web/family"
)

// Every game the engine knows is in exactly one family, and every family's game is one the
// engine knows: a game added to the engine without a family would be served by no module.
func TestEveryGameInOneFamily(t *testing.T) {
	if _, ok := builtFor(t); ok {
		t.Skip("a family's build has only some games (TestThisBuild checks them)")
	}
	for _, g := range engine.Games() {
		var in []string
		for _, f := range family.All {
			if slices.Contains(f.Games, g) || g == family.Nim && f.Name == family.All[0].Name {
				in = append(in, f.Name)
			}
		}
		if len(in) != 1 {
			t.Errorf("game %s is in the families %v; it must be in exactly one", g, in)
		}
	}
	names := map[string]bool{}
	for _, f := range family.All {
		if names[f.Name] {
			t.Errorf("two families are called %s", f.Name)
		}
		names[f.Name] = true
		for _, g := range f.Games {
			if !slices.Contains(engine.Games(), g) {
				t.Errorf("family %s lists %s, which is not a game the engine knows", f.Name, g)
			}
		}
	}
}

func TestOf(t *testing.T) {
	for _, tc := range []struct {
		game, family string
		ok           bool
	}{
		{"nim", "nim", true},
		{"greedy", "heaps", true},
		{"turning", "coins", true},
		{"hackenbush", "hackenbush", true},
		{"sum", "sum", true},
		{"xor", "xor", true},
		{"chess", "", false},
		{"", "", false},
	} {
		f, ok := family.Of(tc.game)
		if f.Name != tc.family || ok != tc.ok {
			t.Errorf("Of(%q) = %s, %v; want %s, %v", tc.game, f.Name, ok, tc.family, tc.ok)
		}
		if ok && !f.Serves(tc.game) {
			t.Errorf("Of(%q) = %s, which does not serve it", tc.game, f.Name)
		}
	}
	for _, f := range family.All {
		if !f.Serves(family.Nim) {
			t.Errorf("family %s does not serve Nim", f.Name)
		}
	}
}

func ExampleOf() {
	f, _ := family.Of("staircase")
	fmt.Println(f.Name, f.Wasm(), f.Tags(), f.Serves("nim"), f.Serves("xor"))
	// Output: coins nimscope-coins.wasm [family family_coins] true false
}

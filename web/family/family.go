// Package family groups the games into the wasm modules that serve them. The whole
// explorer in one wasm is 1.38× a bare Ebiten app in brotli, over issue 8's budget of 1.25;
// one module per family of games keeps each under it (BENCHMARKS.md). Every module has Nim,
// the scaffold every family opens (the XOR table's cells, Hackenbush's stalks), and the
// picker lists every game, so a link to a game of another family loads that family's module.
//
// A module is the wasm package built with the build tags of its family (Tags): each file
// that registers a game (engine/<game>.go, web/session/<game>.go, web/scene_<game>.go) has
// the constraint `!family || family_<name>`, so a build without tags has every game, as the
// command line and the tests do.
package family

import "slices"

// Family is a group of games served by one wasm module.
type Family struct {
	Name  string   // the module's name: its wasm is nimscope-<Name>.wasm
	Games []string // the games it serves besides Nim, by their game= names
}

// Nim is the game every module serves.
const Nim = "nim"

// All lists the families; the first is the one a page without a game opens.
var All = []Family{
	{Name: "nim"},
	{Name: "heaps", Games: []string{"subtraction", "greedy", "moore", "fibonacci", "multiple"}},
	{Name: "coins", Games: []string{"staircase", "slide", "turning"}},
	{Name: "hackenbush", Games: []string{"hackenbush"}},
	{Name: "sum", Games: []string{"sum"}},
	{Name: "xor", Games: []string{"xor"}},
}

// Of returns the family whose module serves game as its own (Nim's is the first), and
// false for a name no family has.
func Of(game string) (Family, bool) {
	if game == Nim {
		return All[0], true
	}
	for _, f := range All {
		if slices.Contains(f.Games, game) {
			return f, true
		}
	}
	return Family{}, false
}

// Games lists every game some module serves: Nim, then each family's, in the order of All.
func Games() []string {
	games := []string{Nim}
	for _, f := range All {
		games = append(games, f.Games...)
	}
	return games
}

// Serves reports whether f's module has game.
func (f Family) Serves(game string) bool {
	return game == Nim || slices.Contains(f.Games, game)
}

// Tags are the build tags of f's module.
func (f Family) Tags() []string { return []string{"family", "family_" + f.Name} }

// Wasm is the file name of f's module, before the build tool adds its content hash.
func (f Family) Wasm() string { return "nimscope-" + f.Name + ".wasm" }

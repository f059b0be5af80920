package session

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
)

// TestPresetsOpen: every preset parses, is accepted by its game's rules with no warning,
// and comes back from state() exactly as written, so the picker can tell which preset is
// shown.
func TestPresetsOpen(t *testing.T) {
	for _, g := range Games() {
		if len(g.Presets) == 0 {
			t.Errorf("%s: no presets", g.Game)
		}
		if g.Title == "" {
			t.Errorf("%s: no title", g.Game)
		}
		for _, p := range g.Presets {
			pos, _, err := engine.Parse(p.Position)
			if err != nil {
				t.Errorf("%s: preset %q: %v", g.Game, p.Label, err)
				continue
			}
			if pos.Game() != g.Game {
				t.Errorf("%s: preset %q is a position of %s", g.Game, p.Label, pos.Game())
			}
			r, err := rulesOf(pos)
			if err != nil {
				t.Errorf("%s: preset %q: %v", g.Game, p.Label, err)
				continue
			}
			if err := r.Check(pos); err != nil {
				t.Errorf("%s: preset %q: %v", g.Game, p.Label, err)
			}
			s := newAt(t, p.Position)
			if w := s.Warnings(); len(w) > 0 {
				t.Errorf("%s: preset %q: warnings %q", g.Game, p.Label, w)
			}
			if got := s.State(); got != p.Position {
				t.Errorf("%s: preset %q: state() = %q, want it as written", g.Game, p.Label, got)
			}
			if p.Label == "" || strings.HasSuffix(p.Label, ".") {
				t.Errorf("%s: preset label %q: want a phrase without a full stop", g.Game, p.Label)
			}
		}
	}
}

// TestEveryGameHasPresets: each game the engine knows and the explorer shows is in the
// picker, once, and the picker lists nothing else.
func TestEveryGameHasPresets(t *testing.T) {
	var listed []string
	for _, g := range Games() {
		if slices.Contains(listed, g.Game) {
			t.Errorf("%s listed twice", g.Game)
		}
		listed = append(listed, g.Game)
		if !Shown(g.Game) {
			t.Errorf("%s is listed but not shown", g.Game)
		}
	}
	n := 0
	for _, name := range engine.Games() {
		if !Shown(name) {
			continue
		}
		n++
		if !slices.Contains(listed, name) {
			t.Errorf("the explorer shows %s, but the picker has no preset for it", name)
		}
	}
	if n < 11 {
		t.Errorf("only %d games shown; the explorer had 11", n)
	}
	for _, g := range catalogue {
		if !Shown(g.Game) {
			t.Errorf("the catalogue lists %s, which the explorer does not show", g.Game)
		}
	}
}

// TestViewListsGames: the view model carries the picker's list for the panel.
func TestViewListsGames(t *testing.T) {
	v := newAt(t, "game=staircase&steps=1,2").View()
	var got struct {
		Games []GameEntry `json:"games"`
	}
	if err := json.Unmarshal(v.JSON(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Games) != len(Games()) || got.Games[0].Game != "nim" || got.Games[0].Presets[0].Position != "game=nim&heaps=3,4,5" {
		t.Errorf("view's games: %+v", got.Games)
	}
}

func ExampleGames() {
	for _, g := range Games()[:2] {
		fmt.Println(g.Title+":", g.Presets[0].Position)
	}
	// Output:
	// Nim: game=nim&heaps=3,4,5
	// Subtraction game: game=subtraction&heaps=9,6,5,4&set=1,2,3
}

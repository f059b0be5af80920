package session

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/nim"
)

// TestDisplayKeys: the explorer's view keys are read, checked and written back after hint
// and vs in one fixed order, only when they differ from the default.
func TestDisplayKeys(t *testing.T) {
	for _, tc := range []struct {
		text, state string
	}{
		{"game=nim&heaps=3,4,5&embed=1", "game=nim&heaps=3,4,5&embed=1"},
		{"game=nim&heaps=3,4,5&embed=0&theme=auto&projector=0&values=shown&lang=&motion=auto", "game=nim&heaps=3,4,5"},
		{"game=nim&heaps=3,4,5&theme=dark", "game=nim&heaps=3,4,5&theme=dark"},
		{"game=nim&heaps=3,4,5&theme=light", "game=nim&heaps=3,4,5&theme=light"},
		{"game=nim&heaps=3,4,5&projector=1", "game=nim&heaps=3,4,5&projector=1"},
		{"game=nim&heaps=3,4,5&lang=zh", "game=nim&heaps=3,4,5&lang=zh"},
		{"game=nim&heaps=3,4,5&lang=en", "game=nim&heaps=3,4,5&lang=en"},
		{"game=nim&heaps=3,4,5&values=hidden", "game=nim&heaps=3,4,5&values=hidden"},
		{"game=nim&heaps=3,4,5&motion=reduced", "game=nim&heaps=3,4,5&motion=reduced"},
		// Any input order; the state's order is hint, vs, embed, theme, projector, lang, values, motion.
		{"motion=reduced&values=hidden&lang=uk&projector=1&theme=dark&embed=1&vs=human&hint=1&heaps=3,4,5&game=nim",
			"game=nim&heaps=3,4,5&hint=1&vs=human&embed=1&theme=dark&projector=1&lang=uk&values=hidden&motion=reduced"},
		{"game=nim&heaps=1,2,3&play=misere&lang=ru&embed=1", "game=nim&heaps=1,2,3&play=misere&embed=1&lang=ru"},
	} {
		s := New(nim.Position{Heaps: []uint64{9}})
		if err := s.Set(tc.text); err != nil {
			t.Errorf("Set(%q): %v", tc.text, err)
			continue
		}
		if got := s.State(); got != tc.state {
			t.Errorf("Set(%q): state %q, want %q", tc.text, got, tc.state)
		}
		if w := s.Warnings(); len(w) != 0 {
			t.Errorf("Set(%q): warnings %q", tc.text, w)
		}
		// The state reads back as itself.
		again := New(nim.Position{Heaps: []uint64{9}})
		if err := again.Set(s.State()); err != nil || again.State() != s.State() || again.Display() != s.Display() {
			t.Errorf("Set(State()) of %q gave %q (%+v), %v", s.State(), again.State(), again.Display(), err)
		}
	}
}

func TestDisplayBadValues(t *testing.T) {
	for _, tc := range []struct {
		text, err string
	}{
		{"game=nim&heaps=3&embed=yes", `embed: "yes" is not 0 or 1`},
		{"game=nim&heaps=3&embed=", `embed: "" is not 0 or 1`},
		{"game=nim&heaps=3&theme=blue", `theme: "blue" is not light, dark or auto`},
		{"game=nim&heaps=3&theme=Dark", `theme: "Dark" is not light, dark or auto`},
		{"game=nim&heaps=3&projector=2", `projector: "2" is not 0 or 1`},
		{"game=nim&heaps=3&lang=fr", `lang: "fr" is not one of en, ru, uk, zh (or empty, for the browser's language)`},
		{"game=nim&heaps=3&lang=<script>", `lang: "<script>" is not one of en, ru, uk, zh`},
		{"game=nim&heaps=3&values=secret", `values: "secret" is not hidden or shown`},
		{"game=nim&heaps=3&motion=none", `motion: "none" is not reduced or auto`},
		{"game=nim&heaps=3&motion=", `motion: "" is not reduced or auto`},
		// A bad value is an error even beside an unknown key, and nothing changes.
		{"game=nim&heaps=3&zoom=2&theme=x", `theme: "x" is not light, dark or auto`},
	} {
		s := newAt(t, "game=nim&heaps=5&theme=dark")
		v0, st0 := s.Version(), s.State()
		err := s.Set(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Set(%q) = %v, want an error containing %q", tc.text, err, tc.err)
		}
		if s.Version() != v0 || s.State() != st0 || len(s.Warnings()) != 0 {
			t.Errorf("Set(%q) failed but changed the session to %q, warnings %q", tc.text, s.State(), s.Warnings())
		}
	}
}

// TestUnknownViewKeys: a key nobody knows is ignored, and the panel is told.
func TestUnknownViewKeys(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5")
	v0 := s.Version()
	if err := s.Set("game=nim&heaps=3,4,5&hint=1&colour=red&zoom=<b>"); err != nil {
		t.Fatalf("unknown view keys are an error: %v", err)
	}
	if got := s.State(); got != "game=nim&heaps=3,4,5&hint=1" {
		t.Errorf("state %q: unknown keys must not be written back", got)
	}
	want := []string{
		"colour: ignored: not a key of game nim nor of the explorer (its view keys: hint, vs, embed, theme, projector, lang, values, motion)",
		"zoom: ignored: not a key of game nim nor of the explorer (its view keys: hint, vs, embed, theme, projector, lang, values, motion)",
	}
	if got := s.Warnings(); !slices.Equal(got, want) {
		t.Errorf("warnings %q, want %q", got, want)
	}
	if got := s.View().Warnings; !slices.Equal(got, want) {
		t.Errorf("the view model's warnings %q, want %q", got, want)
	}
	if s.Version() == v0 {
		t.Error("a Set that only warns did not change the version: the panel would not hear of it")
	}

	// Only unknown keys, the position unchanged: still a warning, and a new version.
	v1 := s.Version()
	if err := s.Set("game=nim&heaps=3,4,5&lnag=ru"); err != nil {
		t.Fatal(err)
	}
	if got := s.Warnings(); len(got) != 1 || !strings.HasPrefix(got[0], "lnag: ignored") {
		t.Errorf("warnings %q, want one about lnag", got)
	}
	if s.Version() == v1 {
		t.Error("a new warning did not change the version")
	}

	// A key with a strange name is quoted in the warning.
	if err := s.Set("game=nim&heaps=3,4,5&a%20b=1"); err != nil {
		t.Fatal(err)
	}
	if got := s.Warnings(); len(got) != 1 || !strings.HasPrefix(got[0], `"a b": ignored`) {
		t.Errorf("warnings %q, want the key quoted", got)
	}

	// The next clean Set clears them; play does not.
	if err := s.Set("game=nim&heaps=3,4,6"); err != nil {
		t.Fatal(err)
	}
	if got := s.Warnings(); len(got) != 0 {
		t.Errorf("warnings %q after a clean Set", got)
	}
	var m map[string]any
	if err := json.Unmarshal(s.View().JSON(), &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m["warnings"]; ok {
		t.Error(`the view model has "warnings" without any`)
	}
}

// TestDisplayStays: display keys left out of Set keep their values, survive a change of
// game, undo and play, and reach the scene and the panel.
func TestDisplayStays(t *testing.T) {
	want := Display{Embed: true, Theme: "dark", Projector: true, Lang: "ru", HideValues: true, Motion: "reduced"}
	// A view that is not a game (the XOR table's shape) with the display set…
	s := New(picture{})
	v, err := s.parseView("picture", pictureRules{}, parse(t, "theme=dark&projector=1&values=hidden&embed=1&lang=ru&motion=reduced"))
	if err != nil {
		t.Fatal(err)
	}
	s.display = v.display
	if got := s.Display(); got != want {
		t.Fatalf("Display() = %+v, want %+v", got, want)
	}
	// …then a game, set without display keys, then a move and undo.
	if err := s.Set("game=nim&heaps=1,2"); err != nil {
		t.Fatal(err)
	}
	if got := s.Display(); got != want {
		t.Errorf("after a change of game Display() = %+v, want %+v", got, want)
	}
	if err := move(s, 0, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := s.Frame().Display; got != want {
		t.Errorf("Frame().Display = %+v, want %+v", got, want)
	}
	if got := s.View().Display; got != want {
		t.Errorf("View().Display = %+v, want %+v", got, want)
	}
	if got := s.State(); got != "game=nim&heaps=1,2&embed=1&theme=dark&projector=1&lang=ru&values=hidden&motion=reduced" {
		t.Errorf("state %q", got)
	}
	// Each key goes back to its default on its own.
	if err := s.Set("game=nim&heaps=1,2&theme=auto&values=shown&lang=&motion=auto"); err != nil {
		t.Fatal(err)
	}
	if got := s.State(); got != "game=nim&heaps=1,2&embed=1&projector=1" {
		t.Errorf("state %q after resetting theme, values, lang and motion", got)
	}

	var m struct {
		Display map[string]any `json:"display"`
	}
	if err := json.Unmarshal(New(nim.Position{Heaps: []uint64{1}}).View().JSON(), &m); err != nil {
		t.Fatal(err)
	}
	if m.Display["theme"] != "auto" || m.Display["embed"] != false || m.Display["hideValues"] != false || m.Display["lang"] != "" || m.Display["motion"] != "auto" {
		t.Errorf("the default display in the view model: %v", m.Display)
	}
}

package session

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/i18n"
)

// notWords are the view model's members that hold notation, numbers or ids, never words.
var notWords = map[string]bool{
	"state": true, "position": true, "game": true, "play": true, "vs": true, "toMove": true,
	"key": true, "kind": true, "value": true, "next": true, "choices": true, "bits": true,
	"digits": true, "display": true, "lang": true, "winning": true, "binary": true,
}

// englishWord is a run of three or more Latin letters that is not notation.
var englishWord = regexp.MustCompile(`[A-Za-z]{3,}`)

// sameWords lists the strings of two view models (as JSON values) that are equal where the
// first holds English words: a word the second language did not translate.
func sameWords(path string, en, other any, out *[]string) {
	switch e := en.(type) {
	case map[string]any:
		o, _ := other.(map[string]any)
		for k, v := range e {
			if !notWords[k] {
				sameWords(path+"."+k, v, o[k], out)
			}
		}
	case []any:
		o, _ := other.([]any)
		for i, v := range e {
			var ov any
			if i < len(o) {
				ov = o[i]
			}
			sameWords(fmt.Sprintf("%s[%d]", path, i), v, ov, out)
		}
	case string:
		words := englishWord.FindAllString(e, -1)
		for _, w := range words {
			if w != "mod" && w != "XOR" && w != "Nim" && w != "HTTHTHH" && w != "mex" {
				if o, _ := other.(string); o == e || strings.Contains(o, w+" ") && !strings.ContainsAny(o, "абвгдежзийклмнопрстуфхцчшщыьэюяіїєґ的") {
					*out = append(*out, fmt.Sprintf("%s = %q", path, e))
				}
				break
			}
		}
	}
}

// viewsAt are the view models of a position as a game goes on: as set, with the hint, after
// the user's move and the computer's answer (so that the log has lines), in lang l.
func viewsAt(t *testing.T, text string, l i18n.Lang) []any {
	t.Helper()
	s := New(nim.Position{Heaps: []uint64{1}})
	if err := s.Set(text + "&hint=1&lang=" + string(l)); err != nil {
		return nil // a misère form the game does not have
	}
	var out []any
	add := func() {
		var v any
		if err := json.Unmarshal(s.View().JSON(), &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	add()
	f := s.Frame()
	if next, ok := s.rules.Reply(f.Pos); ok && f.CanMove {
		if err := s.Play(f.Version, next); err != nil {
			t.Fatalf("%s: play %s: %v", text, next, err)
		}
		s.PlayComputer()
		add()
	}
	return out
}

// TestViewsTranslated opens every preset of the game picker, in normal and misère play, in
// each language, and fails where a string of the view model with English words is the same
// as in English: a word nobody translated (an engine's sentence, a label).
func TestViewsTranslated(t *testing.T) {
	for _, g := range Games() {
		for _, p := range g.Presets {
			texts := []string{p.Position}
			if !strings.Contains(p.Position, "play=misere") && g.Game != "xor" {
				texts = append(texts, p.Position+"&play=misere")
			}
			for _, text := range texts {
				en := viewsAt(t, text, i18n.EN)
				for _, l := range i18n.All[1:] {
					var missing []string
					for i, v := range viewsAt(t, text, l) {
						sameWords("view", en[i], v, &missing)
					}
					if len(missing) > 0 {
						t.Errorf("%s in %s: %d strings left in English:\n\t%s", text, l, len(missing), strings.Join(missing, "\n\t"))
					}
				}
			}
		}
	}
}

// TestWordsArrive: a language whose words are not loaded yet is wanted at once (the page
// fetches it) but spoken only once WordsLoaded says they came; until then the view model
// stays in the language it was in, never in a mix.
func TestWordsArrive(t *testing.T) {
	have := map[i18n.Lang]bool{i18n.EN: true}
	s := New(nim.Position{Heaps: []uint64{3, 4, 5}})
	s.loaded = func(l i18n.Lang) bool { return have[l] }
	steps := []struct {
		do           func() error
		want, spoken i18n.Lang
	}{
		{func() error { s.SetBrowserLang(i18n.RU); return nil }, i18n.RU, i18n.EN},
		{func() error { have[i18n.RU] = true; s.WordsLoaded(); return nil }, i18n.RU, i18n.RU},
		{func() error { return s.Set("game=nim&heaps=3,4,5&lang=zh") }, i18n.ZH, i18n.RU},
		{func() error { have[i18n.ZH] = true; s.WordsLoaded(); return nil }, i18n.ZH, i18n.ZH},
		{func() error { return s.Set("game=nim&heaps=3,4,5&lang=en") }, i18n.EN, i18n.EN},
	}
	for i, st := range steps {
		v := s.Version()
		if err := st.do(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if s.Version() == v {
			t.Errorf("step %d: the version stayed %d: the page would not write the view again", i, v)
		}
		view := s.View()
		if got := s.WantedLang(); got != st.want {
			t.Errorf("step %d: WantedLang = %s, want %s", i, got, st.want)
		}
		if view.Lang != st.spoken || s.Lang() != st.spoken || s.Frame().Lang != st.spoken {
			t.Errorf("step %d: view in %s, Lang %s, frame in %s; want all %s", i, view.Lang, s.Lang(), s.Frame().Lang, st.spoken)
		}
		if want := i18n.Known(st.spoken, "Nim"); view.Games[0].Title != want {
			t.Errorf("step %d: the picker's first game is %q, want %q", i, view.Games[0].Title, want)
		}
	}
}

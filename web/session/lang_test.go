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

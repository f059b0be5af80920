//go:build !family || family_heaps

package session

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
)

func TestGreedyFill(t *testing.T) {
	const field = `[{"key":"heaps","label":"Heaps","kind":"list","value":%q,"item":"Heap","nth":"Heap {n}","add":"Add a heap","removeLast":"remove the last heap","max":9007199254740991,
    "minItems":1,"maxItems":32,"next":"1","help":"A heap that reaches 0 keeps its place; × removes it."}]`
	for _, tc := range []struct {
		text, heaps, hints string
		sections           []string
	}{
		// One largest heap: cut it below 5, leaving two heaps of 5.
		{"game=greedy&heaps=9,5,5,3&hint=1", "9,5,5,3", `{"moves":["take 5 to 9 from heap 1 (leaving 0 to 4)"],"more":0}`,
			[]string{"One heap has the largest size, 9: heap 1. Only it may be played; the canvas dims the others. One is an odd number.",
				"In misère play this position is an N-position: the player to move wins with perfect play."}},
		// Exactly 5: three 5s is odd, the move to 5 loses; two heaps of 5 and one of 3 besides.
		{"game=greedy&heaps=9,5,3&hint=1", "9,5,3", `{"moves":["take 4 from heap 1 (leaving 5)"],"more":0}`, nil},
		// An even number of largest heaps: P.
		{"game=greedy&heaps=5,5,3&hint=1", "5,5,3", `{"moves":[],"more":0,"note":"` + HintLost + `"}`,
			[]string{"2 heaps have the largest size, 5: heaps 1 and 2. Only these may be played; the canvas dims the others. 2 is an even number."}},
		// Misère with heaps of at most 1: an odd number of 1-heaps loses.
		{"game=greedy&heaps=1,1,0&play=misere&hint=1", "1,1,0", `{"moves":["take 1 from heap 1 (leaving 0)","take 1 from heap 2 (leaving 0)"],"more":0}`,
			[]string{"In normal play this position is a P-position: the player to move loses against perfect play."}},
	} {
		v := newAt(t, tc.text).View()
		got, _ := json.Marshal(v.Fields)
		if want := compact(t, strings.Replace(field, "%q", `"`+tc.heaps+`"`, 1)); string(got) != want {
			t.Errorf("%s: fields %s, want %s", tc.text, got, want)
		}
		if v.Table != nil || !v.Misere {
			t.Errorf("%s: table %+v, misère %v; want no table and misère play", tc.text, v.Table, v.Misere)
		}
		hints, _ := json.Marshal(v.Hints)
		if want := compact(t, tc.hints); string(hints) != want {
			t.Errorf("%s: hints %s, want %s", tc.text, hints, want)
		}
		var all []string
		for _, s := range v.Sections {
			all = append(all, s.Paragraphs...)
		}
		for _, want := range tc.sections {
			if !slices.Contains(all, want) {
				t.Errorf("%s: sections %q lack %q", tc.text, all, want)
			}
		}
		if v.About == nil || v.About.Title != "How Greedy Nim works" || len(v.About.Paragraphs) != 3 {
			t.Errorf("%s: about %+v", tc.text, v.About)
		}
	}
}

func parseGreedy(t *testing.T, text string) greedy.Position {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return p.(greedy.Position)
}

func TestGreedyDescribeAndReply(t *testing.T) {
	r := greedyRules{}
	for _, text := range []string{
		"game=greedy&heaps=9,5,5,3", "game=greedy&heaps=4,4,4", "game=greedy&heaps=3,0,2",
		"game=greedy&heaps=2,2,1&play=misere", "game=greedy&heaps=1,1,1&play=misere", "game=greedy&heaps=0,0",
	} {
		p := parseGreedy(t, text)
		movable := p.Movable()
		for i, h := range p.Heaps {
			for to := range h {
				q := greedy.Position{Heaps: slices.Clone(p.Heaps), Play: p.Play}
				q.Heaps[i] = to
				did, err := describeEN(r, p, q)
				_, engineErr := p.Apply(greedy.Move{Heap: i, To: to})
				if (err == nil) != slices.Contains(movable, i) || (err == nil) != (engineErr == nil) {
					t.Errorf("%s → %s: Describe %q, %v; engine %v; movable %v", text, q, did, err, engineErr, movable)
				}
			}
		}
		if _, err := describeEN(r, p, p); err == nil {
			t.Errorf("%s: Describe accepts no change", text)
		}
		next, ok := r.Reply(p)
		if r.Terminal(p) {
			if ok {
				t.Errorf("%s: a reply after the end", text)
			}
			continue
		}
		if !ok {
			t.Fatalf("%s: no reply", text)
		}
		if _, err := describeEN(r, p, next); err != nil {
			t.Errorf("%s: the reply %s is not a move: %v", text, next, err)
		}
		if p.Outcome() == game.N && next.(greedy.Position).Outcome() != game.P {
			t.Errorf("%s: the reply %s does not win", text, next)
		}
	}
	if got := r.Words(parseGreedy(t, "game=greedy&heaps=9,5,3&play=misere")).String(); got != "heaps 9, 5, 3, misère play" {
		t.Errorf("words %q", got)
	}
}

func TestGreedyFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{GreedyPreset, "game=greedy&heaps=0,7&play=misere"} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
		if err := newAt(t, text).Set(compose(v, "heaps", v.Fields[0].Value+","+v.Fields[0].Next)); err != nil {
			t.Errorf("%s: Add: %v", text, err)
		}
	}
}

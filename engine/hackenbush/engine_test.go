package hackenbush_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
)

// TestEngine reaches the game through the registry, as the command line
// and the page do.
func TestEngine(t *testing.T) {
	a, err := engine.Analyze("edges=2-0,1-2,0-1&game=hackenbush")
	if err != nil || a.Position != "game=hackenbush&edges=0-1,0-2,1-2" || *a.Grundy != 1 ||
		len(a.Winning) != 1 || a.Winning[0] != "game=hackenbush&edges=0-1,0-2" {
		t.Errorf("Analyze: %+v, %v", a, err)
	}
	for _, tt := range []struct{ in, want string }{
		{"game=hackenbush&edges=0-1,1-x", `edges: item 2 "1-x": "x" is not a whole number`},
		{"game=hackenbush&edges=0-1&hint=1", "hint: not a key of game hackenbush (its keys: edges, play)"},
		{"game=hackenbush", "edges: missing; expected a list such as edges=0-1,1-2,2-0 (0 is the ground)"},
	} {
		if _, err := engine.Analyze(tt.in); err == nil || err.Error() != tt.want {
			t.Errorf("Analyze(%q): %v; want %q", tt.in, err, tt.want)
		}
	}
	pos, view, err := engine.Parse("game=hackenbush&edges=0-1&hint=1&xy=0:0:0,1:0:1")
	if err != nil || pos.String() != "game=hackenbush&edges=0-1" || len(view) != 2 {
		t.Errorf("Parse: %v, %v, %v", pos, view, err)
	}
	if _, ok := pos.(hackenbush.Position); !ok {
		t.Errorf("Parse gives a %T", pos)
	}
}

// TestEngineLarge analyses a graph of 10^5 edges through the registry, as
// `nimscope analyze -` does: outcome and Grundy value, winning null and a
// note.
func TestEngineLarge(t *testing.T) {
	var b strings.Builder
	b.WriteString("game=hackenbush&edges=")
	x := uint64(7)
	for v := 1; v <= 90_000; v++ { // a random tree, and loops on every ninth vertex
		x = x*6364136223846793005 + 1442695040888963407
		fmt.Fprintf(&b, "%d-%d,", (x>>33)%uint64(v), v)
	}
	for v := 0; v < 90_000; v += 9 {
		fmt.Fprintf(&b, "%d-%d,", v, v)
	}
	s := strings.TrimSuffix(b.String(), ",")
	a, err := engine.Analyze(s)
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(a)
	if a.Grundy == nil || a.Winning != nil || !strings.Contains(string(js), `"winning":null`) ||
		a.Note != "winning moves are listed for graphs of up to 2000 edges; this one has 100000 (the outcome and the value are exact)" {
		t.Errorf("analysis: %.600s", js)
	}
	if (*a.Grundy == 0) != (a.Outcome == game.P) {
		t.Errorf("grundy %d, outcome %v", *a.Grundy, a.Outcome)
	}
}

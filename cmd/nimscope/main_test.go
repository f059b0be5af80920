package main

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

const json345 = `{"position":"game=nim&heaps=3,4,5","outcome":"N","grundy":2,"winning":["game=nim&heaps=1,4,5"],` +
	`"rule":"Bouton's theorem: a Nim position is lost for the player to move exactly when its nim-sum (the XOR of the heap sizes) is 0; a winning move leaves nim-sum 0.",` +
	`"explanation":"nim-sum 2 ≠ 0: take 2 from the heap of 3, leaving 1⊕4⊕5 = 0",` +
	`"nimSum":2,"binary":{"rows":["011","100","101"],"sum":"010"}}` + "\n"

func TestRun(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // a prefix, or all of it when it ends in "\n"
		stderr string
	}{
		{"3,4,5", []string{"analyze", "game=nim&heaps=3,4,5"}, "", 0, json345, ""},
		{"3,4,5 from stdin", []string{"analyze", "-"}, "game=nim&heaps=3,4,5\n", 0, json345, ""},
		{"stdin without newline", []string{"analyze", "-"}, "game=nim&heaps=3,4,5", 0, json345, ""},
		{"stdin with whitespace", []string{"analyze", "-"}, " \tgame=nim&heaps=3,4,5 \r\n\n", 0, json345, ""},
		{"any key order", []string{"analyze", "heaps=3,4,5&game=nim&play=normal"}, "", 0, json345, ""},
		{"misère P", []string{"analyze", "game=nim&heaps=1,1,1&play=misere"}, "", 0,
			`{"position":"game=nim&heaps=1,1,1&play=misere","outcome":"P","grundy":null,"winning":[],"rule":`, ""},
		{"3,8,15", []string{"analyze", "game=nim&heaps=3,8,15"}, "", 0,
			`{"position":"game=nim&heaps=3,8,15","outcome":"N","grundy":4,"winning":["game=nim&heaps=3,8,11"],`, ""},
		{"sum", []string{"analyze", "game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2"}, "", 0,
			`{"position":"game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2","outcome":"N","grundy":3,"winning":["game=sum&parts=nim:0|staircase:0,2,2|hackenbush:0-1,1-2","game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1","game=sum&parts=nim:3|staircase:0,3,1|hackenbush:0-1,1-2"],"rule":"Sprague–Grundy theorem`, ""},
		{"sum misère by the SJ theorem", []string{"analyze", "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&play=misere"}, "", 0,
			`{"position":"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&play=misere","outcome":"P","grundy":null,"winning":[],"rule":"SJ theorem`, ""},
		{"sum bad component", []string{"analyze", "game=sum&parts=nim:3|staircase:3,x"}, "", 2, "",
			"error: parts: component 2 (staircase): steps: item 2 \"x\" is not a whole number\n"},
		{"floating edges", []string{"analyze", "game=hackenbush&edges=1-2,2-3,3-1"}, "", 0,
			`{"position":"game=hackenbush&edges=","outcome":"P","grundy":0,"winning":[],"warnings":["edges: none of the 3 edges reaches the ground (vertex 0): all were dropped, so the graph is empty"],"rule":`,
			"warning: edges: none of the 3 edges reaches the ground (vertex 0): all were dropped, so the graph is empty\n"},
		{"a floating edge", []string{"analyze", "game=hackenbush&edges=0-1,2-3"}, "", 0,
			`{"position":"game=hackenbush&edges=0-1","outcome":"N","grundy":1,"winning":["game=hackenbush&edges="],"warnings":["edges: 1 of the 2 edges does not reach the ground (vertex 0) and was dropped"],"rule":`,
			"warning: edges: 1 of the 2 edges does not reach the ground (vertex 0) and was dropped\n"},
		{"floating edges in a sum", []string{"analyze", "game=sum&parts=nim:3|hackenbush:0-1,2-3"}, "", 0,
			`{"position":"game=sum&parts=nim:3|hackenbush:0-1","outcome":"N","grundy":2,"winning":["game=sum&parts=nim:1|hackenbush:0-1"],"warnings":["parts: component 2 (hackenbush): edges: 1 of the 2 edges does not reach the ground (vertex 0) and was dropped"],"rule":`,
			"warning: parts: component 2 (hackenbush): edges: 1 of the 2 edges does not reach the ground (vertex 0) and was dropped\n"},
		{"help", []string{"help"}, "", 0, helpText, ""},
		{"-h", []string{"-h"}, "", 0, helpText, ""},
		{"--help", []string{"--help"}, "", 0, helpText, ""},
		{"help with a word", []string{"help", "analyze"}, "", 0, helpText, ""},
		{"a command's -h", []string{"analyze", "-h"}, "", 0, helpText, ""},
		{"a command's --help", []string{"ppositions", "10", "--help"}, "", 0, helpText, ""},
		{"a byte-order mark", []string{"analyze", "-"}, "\uFEFFgame=nim&heaps=3\n", 0, `{"position":"game=nim&heaps=3"`, ""},

		{"bad heap", []string{"analyze", "game=nim&heaps=3,x,5"}, "", 2, "", "error: heaps: item 2 \"x\" is not a whole number\n"},
		{"bad heap from stdin", []string{"analyze", "-"}, "game=nim&heaps=3,x,5\n", 2, "", "error: heaps: item 2 \"x\" is not a whole number\n"},
		{"view key", []string{"analyze", "game=nim&heaps=3&hint=1"}, "", 2, "", "error: hint: not a key of game nim (its keys: heaps, play)\n"},
		{"no game", []string{"analyze", "heaps=3"}, "", 2, "", "error: game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (" + strings.Join(engine.Games(), ", ") + ")\n"},
		{"empty stdin", []string{"analyze", "-"}, "\n", 2, "", "error: the position is empty; expected key=value pairs such as game=nim&heaps=3,4,5\n"},
		{"two lines", []string{"analyze", "-"}, "game=nim&heaps=1\nhint=1\n", 2, "",
			"error: pair 2 \"heaps=1\\nhint=1\" holds a line break; a position is one line (one position at a time, or %0A for a line break inside a value)\n"},
		{"two positions on two lines", []string{"analyze", "-"}, "game=nim&heaps=1\ngame=nim&heaps=2\n", 2, "",
			"error: pair 2 \"heaps=1\\ngame=nim\" holds a line break; a position is one line (one position at a time, or %0A for a line break inside a value)\n"},
		{"spaces around =", []string{"analyze", "game = nim&heaps=1"}, "", 2, "",
			"error: pair 1 \"game = nim\": the key \"game \" has a space before or after it; write key=value without spaces around \"=\" and \"&\"\n"},
		{"hash", []string{"analyze", "#game=nim&heaps=1"}, "", 2, "", "error: the position starts with \"#\"; give the pairs without it\n"},
		{"no command", nil, "", 2, "", "error: no command; " + usage + "\n"},
		{"unknown command", []string{"analyse", "game=nim&heaps=1"}, "", 2, "", "error: unknown command \"analyse\"; " + usage + "\n"},
		{"no position", []string{"analyze"}, "", 2, "", "error: analyze takes one position, or - to read it from standard input; " + usage + "\n"},
		{"two positions", []string{"analyze", "game=nim&heaps=1", "game=nim&heaps=2"}, "", 2, "",
			"error: analyze takes one position, or - to read it from standard input; " + usage + "\n"},
		{"stdin too long", []string{"analyze", "-"}, "game=nim&heaps=" + strings.Repeat("1", maxStdin), 2, "",
			"error: standard input holds more than 8392704 bytes: a position is at most 8388608 (8 MiB), with up to 4096 bytes of white space around it\n"},
		{"position too long", []string{"analyze", "-"}, "game=nim&heaps=" + strings.Repeat("1", notation.MaxLen) + "\n", 2, "",
			"error: the position is 8388623 bytes, more than the limit of 8388608 (8 MiB)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			matches := func(got, want string) bool {
				if strings.HasSuffix(want, "\n") || want == "" {
					return got == want
				}
				return strings.HasPrefix(got, want)
			}
			if code != tt.code || !matches(stdout.String(), tt.stdout) || !matches(stderr.String(), tt.stderr) {
				t.Errorf("run(%.60q) = %d\nstdout %.300q\nstderr %.300q\nwant %d\nstdout %.300q\nstderr %.300q",
					tt.args, code, stdout.String(), stderr.String(), tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

type failing struct{}

func (failing) Read([]byte) (int, error)  { return 0, errors.New("disk on fire") }
func (failing) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

func TestRunIOErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  io.Reader
		stdout io.Writer
		stderr string
	}{
		{"read", []string{"analyze", "-"}, failing{}, io.Discard, "error: reading standard input: disk on fire\n"},
		{"write", []string{"analyze", "game=nim&heaps=1"}, strings.NewReader(""), failing{}, "error: writing the analysis: pipe closed\n"},
	}
	for _, tt := range tests {
		var stderr strings.Builder
		if code := run(tt.args, tt.stdin, tt.stdout, &stderr); code != 1 || stderr.String() != tt.stderr {
			t.Errorf("%s: run = %d, stderr %q; want 1, %q", tt.name, code, stderr.String(), tt.stderr)
		}
	}
}

func FuzzRun(f *testing.F) {
	for _, s := range []string{
		"game=nim&heaps=3,4,5\n",
		"game=nim&heaps=1,1,1&play=misere",
		" game=nim&heaps=0 ",
		"game=nim&heaps=3&hint=1",
		"game=nim&heaps=3\ngame=nim",
		"",
		"\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var stdout, stderr strings.Builder
		code := run([]string{"analyze", "-"}, strings.NewReader(in), &stdout, &stderr)
		out, msg := stdout.String(), stderr.String()
		switch code {
		case 0:
			var a game.Analysis
			if msg != "" || strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
				t.Fatalf("%q: stdout %q, stderr %q", in, out, msg)
			}
			if err := json.Unmarshal([]byte(out), &a); err != nil {
				t.Fatalf("%q: stdout %q is not JSON: %v", in, out, err)
			}
			want, err := engine.Analyze(strings.TrimSpace(in))
			if err != nil || a.Position != want.Position || a.Outcome != want.Outcome {
				t.Fatalf("%q: printed %s; engine says %+v, %v", in, out, want, err)
			}
		case 2:
			if out != "" || !strings.HasPrefix(msg, "error: ") || strings.Count(msg, "\n") != 1 || !strings.HasSuffix(msg, "\n") {
				t.Fatalf("%q: stdout %q, stderr %q", in, out, msg)
			}
		default:
			t.Fatalf("%q: exit status %d", in, code)
		}
	})
}

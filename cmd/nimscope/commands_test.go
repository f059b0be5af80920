package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/subtraction"
)

// row is one run of the command line: the arguments and standard input,
// then the exit status, standard output and standard error expected.
type row struct {
	name   string
	args   []string
	stdin  string
	code   int
	stdout string // a prefix, or all of it when it ends in "\n" or is empty
	stderr string
}

func runRows(t *testing.T, rows []row) {
	t.Helper()
	for _, tt := range rows {
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

func TestSequence(t *testing.T) {
	bachet := `{"values":[0,1,2,3,0,1,2,3,0,1],"preperiod":0,"period":4}` + "\n"
	slow := "game=subtraction&set=" + setText(slowSet())
	runRows(t, []row{
		{"bachet", []string{"sequence", "game=subtraction&set=1,2,3", "-n", "10"}, "", 0, bachet, ""},
		{"--n", []string{"sequence", "game=subtraction&set=1,2,3", "--n", "10"}, "", 0, bachet, ""},
		{"--n=", []string{"sequence", "--n=10", "game=subtraction&set=3,2,1"}, "", 0, bachet, ""},
		{"-n=", []string{"sequence", "game=subtraction&set=1,2,3", "-n=10"}, "", 0, bachet, ""},
		{"n twice", []string{"sequence", "game=subtraction&set=1,2,3", "--n", "5", "--n", "6"}, "", 2, "", "error: sequence: --n is given twice; " + usage + "\n"},
		{"with heaps", []string{"sequence", "game=subtraction&heaps=9,6,5,4&set=1,2,3", "-n", "10"}, "", 0, bachet, ""},
		{"stdin", []string{"sequence", "-", "-n", "10"}, "game=subtraction&set=1,2,3\n", 0, bachet, ""},
		{"default n", []string{"sequence", "game=subtraction&set=1,3,4"}, "", 0,
			`{"values":[0,1,0,1,2,3,2,0,1,0,1,2,3,2,0,1,0,1,2,3,2,0,1,0,1,2,3,2,0,1,0,1],"preperiod":0,"period":7}` + "\n", ""},
		{"preperiod", []string{"sequence", "game=subtraction&set=3,5,8,13,21,34,55,89", "-n", "3"}, "", 0,
			`{"values":[0,0,0],"preperiod":372,"period":632}` + "\n", ""},
		{"n 0", []string{"sequence", "game=subtraction&set=2", "-n", "0"}, "", 0, `{"values":[],"preperiod":0,"period":4}` + "\n", ""},
		{"no period", []string{"sequence", slow, "-n", "2"}, "", 0,
			`{"values":[0,0],"preperiod":null,"period":null,"note":"set: the Grundy sequence of set=`, ""},

		{"nim", []string{"sequence", "game=nim&heaps=3"}, "", 2, "",
			"error: sequence: game nim has no Grundy sequence here; give a subtraction position such as game=subtraction&set=1,2,3\n"},
		{"misère", []string{"sequence", "game=subtraction&set=1&play=misere"}, "", 2, "",
			"error: sequence: Grundy values belong to normal play; drop play=misere\n"},
		{"bad play", []string{"sequence", "game=subtraction&set=1,2,3&play=bogus"}, "", 2, "",
			"error: play: \"bogus\" is not normal or misere\n"},
		{"empty play", []string{"sequence", "game=subtraction&set=1,2,3&play="}, "", 2, "",
			"error: play: \"\" is not normal or misere\n"},
		{"play=normal", []string{"sequence", "game=subtraction&set=1,2,3&play=normal", "-n", "10"}, "", 0, bachet, ""},
		{"no game", []string{"sequence", "set=1"}, "", 2, "",
			"error: game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (" + strings.Join(engine.Games(), ", ") + ")\n"},
		{"unknown game", []string{"sequence", "game=chess&set=1"}, "", 2, "", "error: game: \"chess\" is not a game nimscope knows ("},
		{"no set", []string{"sequence", "game=subtraction"}, "", 2, "",
			"error: set: missing; expected the amounts a move may take, such as set=1,2,3\n"},
		{"bad set", []string{"sequence", "game=subtraction&set=1,1"}, "", 2, "", "error: set: item 2 is 1, the same as item 1; give each amount once\n"},
		{"bad heaps", []string{"sequence", "game=subtraction&heaps=x&set=1"}, "", 2, "", "error: heaps: item 1 \"x\" is not a whole number\n"},
		{"view key", []string{"sequence", "game=subtraction&heaps=1&set=1&hint=1"}, "", 2, "",
			"error: hint: not a key of game subtraction (its keys: heaps, set, play)\n"},
		{"view key without heaps", []string{"sequence", "game=subtraction&set=1&hint=1"}, "", 2, "",
			"error: hint: not a key of game subtraction (its keys: heaps, set, play)\n"},
		{"n too big", []string{"sequence", "game=subtraction&set=1", "-n", "1048577"}, "", 2, "", "error: n: 1048577 is more than the limit of 1048576\n"},
		{"n not a number", []string{"sequence", "game=subtraction&set=1", "-n", "-3"}, "", 2, "", "error: n: \"-3\" is not a whole number\n"},
		{"n missing", []string{"sequence", "game=subtraction&set=1", "-n"}, "", 2, "", "error: sequence: -n needs a number; " + usage + "\n"},
		{"unknown flag", []string{"sequence", "game=subtraction&set=1", "--m", "3"}, "", 2, "", "error: sequence: unknown flag \"--m\"; " + usage + "\n"},
		{"no position", []string{"sequence", "-n", "3"}, "", 2, "",
			"error: sequence takes one position, or - to read it from standard input; " + usage + "\n"},
		{"two positions", []string{"sequence", "game=subtraction&set=1", "game=subtraction&set=2"}, "", 2, "",
			"error: sequence takes one position, or - to read it from standard input; " + usage + "\n"},
		{"empty stdin", []string{"sequence", "-"}, "", 2, "", "error: the position is empty; expected key=value pairs such as game=nim&heaps=3,4,5\n"},
	})
}

func TestPPositions(t *testing.T) {
	ten := `{"m":10,"p":16,"q":8,"familyCount":8,"firstK":1,"rule":"(10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1",` +
		`"families":[{"j":0,"triple":"(10, 16k, 16k+10)"},{"j":1,"triple":"(10, 16k+1, 16k+11)"},{"j":2,"triple":"(10, 16k+2, 16k+8)"}],` +
		`"triples":[[10,16,26],[10,17,27],[10,18,24]]}` + "\n"
	runRows(t, []row{
		{"design", []string{"ppositions", "10", "--limit", "3"}, "", 0, ten, ""},
		{"limit=", []string{"ppositions", "--limit=3", "10"}, "", 0, ten, ""},
		{"-limit", []string{"ppositions", "10", "-limit", "3"}, "", 0, ten, ""},
		{"default limit", []string{"ppositions", "10"}, "", 0,
			`{"m":10,"p":16,"q":8,"familyCount":8,"firstK":1,"rule":"(10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1","families":[{"j":0,`, ""},
		{"zero", []string{"ppositions", "0", "--limit", "3"}, "", 0,
			`{"m":0,"p":1,"q":0,"familyCount":1,"firstK":0,"rule":"(0, k, k), k ≥ 0","families":[{"j":0,"triple":"(0, k, k)"}],"triples":[[0,0,0],[0,1,1],[0,2,2]]}` + "\n", ""},
		{"one", []string{"ppositions", "1", "--limit", "2"}, "", 0,
			`{"m":1,"p":2,"q":1,"familyCount":1,"firstK":1,"rule":"(1, 2k, 2k+1), k ≥ 1","families":[{"j":0,"triple":"(1, 2k, 2k+1)"}],"triples":[[1,2,3],[1,4,5]]}` + "\n", ""},
		{"limit 0", []string{"ppositions", "5", "--limit", "0"}, "", 0,
			`{"m":5,"p":8,"q":4,"familyCount":4,"firstK":1,"rule":"(5, 8k+j, 8k+(5⊕j)), j = 0..3, k ≥ 1","families":[],"triples":[]}` + "\n", ""},
		{"largest", []string{"ppositions", "4503599627370495", "--limit", "1"}, "", 0,
			`{"m":4503599627370495,"p":4503599627370496,"q":2251799813685248,"familyCount":2251799813685248,"firstK":1,` +
				`"rule":"(4503599627370495, 4503599627370496k+j, 4503599627370496k+(4503599627370495⊕j)), j = 0..2251799813685247, k ≥ 1",` +
				`"families":[{"j":0,"triple":"(4503599627370495, 4503599627370496k, 4503599627370496k+4503599627370495)"}],` +
				`"triples":[[4503599627370495,4503599627370496,9007199254740991]]}` + "\n", ""},

		{"too large", []string{"ppositions", "4503599627370496"}, "", 2, "",
			"error: M: 4503599627370496 is larger than 4503599627370495 (2^52−1): the other heaps would pass 2^53−1\n"},
		{"not a number", []string{"ppositions", "ten"}, "", 2, "", "error: M: \"ten\" is not a whole number\n"},
		{"negative", []string{"ppositions", "-1"}, "", 2, "", "error: M: \"-1\" is not a whole number: the smallest heap is 0 or more\n"},
		{"limit twice", []string{"ppositions", "10", "--limit=5", "--limit=2"}, "", 2, "", "error: ppositions: --limit is given twice; " + usage + "\n"},
		{"limit too big", []string{"ppositions", "3", "--limit", "10001"}, "", 2, "", "error: limit: 10001 is more than the limit of 10000\n"},
		{"limit missing", []string{"ppositions", "3", "--limit"}, "", 2, "", "error: ppositions: --limit needs a number; " + usage + "\n"},
		{"no M", []string{"ppositions"}, "", 2, "", "error: ppositions takes one number, the smallest heap; " + usage + "\n"},
		{"two Ms", []string{"ppositions", "3", "4"}, "", 2, "", "error: ppositions takes one number, the smallest heap; " + usage + "\n"},
	})
}

func TestJudge(t *testing.T) {
	runRows(t, []row{
		// POJ 2234's sample, and Bouton's theorem.
		{"normal", []string{"judge"}, "2 45 45\n3 3 6 9\n", 0, "No\nYes\n", ""},
		{"design", []string{"judge"}, "3 3 4 5\n3 3 8 15\n3 1 4 5\n3 10 16 26\n", 0, "Yes\nYes\nNo\nNo\n", ""},
		{"no final newline", []string{"judge"}, "1 1\n1 0", 0, "Yes\nNo\n", ""},
		{"blank lines and spaces", []string{"judge"}, "\n  3\t1 2 3  \r\n\n2 7 0\r\n\n", 0, "No\nYes\n", ""},
		{"empty input", []string{"judge"}, "", 0, "", ""},
		{"largest heaps", []string{"judge"}, "2 9007199254740991 9007199254740991\n", 0, "No\n", ""},
		// HDU 1907 "John": misère Nim.
		{"misère", []string{"judge", "--misere"}, "3 3 5 1\n1 1\n3 1 1 1\n2 2 2\n3 1 2 3\n2 1 1\n1 5\n", 0,
			"John\nBrother\nBrother\nBrother\nBrother\nJohn\nJohn\n", ""},
		{"-misere", []string{"judge", "-misere"}, "1 1\n", 0, "Brother\n", ""},

		{"bad heap", []string{"judge"}, "1 1\n2 1 x\n1 1\n", 2, "Yes\n", "error: line 2: heap 2 \"x\" is not a whole number\n"},
		{"bad line after a blank", []string{"judge"}, "1 1\n\nx\n", 2, "Yes\n", "error: line 3: M \"x\" is not a whole number\n"},
		{"too few", []string{"judge"}, "3 1 2\n", 2, "", "error: line 1: M is 3 but 2 heap sizes follow\n"},
		{"too many", []string{"judge"}, "1 1 2\n", 2, "", "error: line 1: M is 1 but 2 heap sizes follow\n"},
		{"M 0", []string{"judge"}, "0\n", 2, "", "error: line 1: M is 0; a position has at least one heap\n"},
		{"M too large", []string{"judge"}, "100001 1\n", 2, "", "error: line 1: M is 100001, more than the limit of 100000 heaps\n"},
		{"negative", []string{"judge"}, "2 -1 1\n", 2, "", "error: line 1: heap 1 \"-1\" is not a whole number\n"},
		{"heap too large", []string{"judge"}, "1 9007199254740992\n", 2, "", "error: line 1: heap 1 is 9007199254740992, larger than 9007199254740991 (2^53−1)\n"},
		{"huge number", []string{"judge"}, "1 " + strings.Repeat("9", 50) + "\n", 2, "",
			"error: line 1: heap 1 is a number of 50 digits, larger than 9007199254740991 (2^53−1)\n"},
		{"line too long", []string{"judge"}, "1 1\n" + strings.Repeat(" ", maxLine+1) + "\n", 2, "Yes\n", "error: line 2: longer than 4194304 bytes\n"},
		{"last line too long", []string{"judge"}, strings.Repeat(" ", maxLine+1), 2, "", "error: line 1: longer than 4194304 bytes\n"},
		{"longest line", []string{"judge"}, "1 1" + strings.Repeat(" ", maxLine-3) + "\n", 0, "Yes\n", ""},
		{"bad argument", []string{"judge", "-n"}, "", 2, "", "error: judge takes no argument but --misere, not \"-n\"; " + usage + "\n"},
	})
}

func TestJudgeIOErrors(t *testing.T) {
	var stderr strings.Builder
	if code := run([]string{"judge"}, failing{}, &strings.Builder{}, &stderr); code != 1 || stderr.String() != "error: reading standard input: disk on fire\n" {
		t.Errorf("read: %d, %q", code, stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"judge"}, strings.NewReader("1 1\n"), failing{}, &stderr); code != 1 || stderr.String() != "error: writing the answers: pipe closed\n" {
		t.Errorf("write: %d, %q", code, stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"sequence", "game=subtraction&set=1"}, strings.NewReader(""), failing{}, &stderr); code != 1 || stderr.String() != "error: writing the sequence: pipe closed\n" {
		t.Errorf("write: %d, %q", code, stderr.String())
	}
}

// FuzzParseLine checks that no line makes judge's parser panic, and that a
// line it accepts, written back plainly, reads the same.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{"3 1 2 3", "  2\t45 45\r", "", "0", "1 9007199254740992", "2 1", "1 -0", "1 1 1", "01 007"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		heaps, err := parseLine(line)
		if err != nil {
			if heaps != nil || strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: %v, %v", line, heaps, err)
			}
			return
		}
		if heaps == nil {
			if strings.TrimSpace(line) != "" {
				t.Fatalf("%q: blank?", line)
			}
			return
		}
		plain := fmt.Sprint(len(heaps))
		for _, h := range heaps {
			plain += fmt.Sprint(" ", h)
		}
		again, err := parseLine(plain)
		if err != nil || fmt.Sprint(again) != fmt.Sprint(heaps) {
			t.Fatalf("%q read as %v; written back as %q it reads %v, %v", line, heaps, plain, again, err)
		}
	})
}

// slowSet is a set whose sequence shows no period within the 2^20 values
// the engine computes for 64 amounts (the subtraction package's test set).
func slowSet() []uint64 {
	set := []uint64{20, 28, 37, 41, 56, 81, 119, 141, 150, 195, 196, 206, 236, 246, 277, 282, 300, 302, 324, 337,
		376, 412, 439, 440, 459, 482, 512, 517, 521, 535, 551, 564, 585, 595, 598, 613, 620, 621, 674, 679, 683,
		689, 701, 734, 747, 759, 764, 779, 781, 788, 809, 823, 844, 860, 900, 941, 960, 961, 978, 983, 984, 989, 993, 1000}
	if _, _, err := subtraction.Period(set); err == nil {
		panic("slowSet has a period")
	}
	return set
}

func setText(set []uint64) string {
	s := make([]string, len(set))
	for i, v := range set {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, ",")
}

// TestHelp checks that help and the usage line name every command.
func TestHelp(t *testing.T) {
	for _, cmd := range []string{"analyze", "sequence", "ppositions", "judge", "help"} {
		if !strings.Contains(helpText, "nimscope "+cmd) || !strings.Contains(usage, cmd) {
			t.Errorf("help or usage does not name %s", cmd)
		}
	}
	for _, s := range []string{"--misere", "John", "Brother", "Yes", "No", "--n N", "--limit L", "error: line N"} {
		if !strings.Contains(helpText, s) {
			t.Errorf("help does not say %q", s)
		}
	}
	if strings.Contains(usage, "\n") {
		t.Error("usage, which errors repeat, is more than one line")
	}
}

package game

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

func TestPlayOf(t *testing.T) {
	tests := []struct {
		in   string
		want Play
		err  string
	}{
		{"game=nim", Normal, ""},
		{"play=normal", Normal, ""},
		{"play=misere", Misere, ""},
		{"play=Misere", 0, `play: "Misere" is not normal or misere`},
		{"play=mis%C3%A8re", 0, `play: "misère" is not normal or misere`},
		{"play=", 0, `play: "" is not normal or misere`},
	}
	for _, tt := range tests {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := PlayOf(q)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("PlayOf(%q) = %v, %v; want error %q", tt.in, got, err, tt.err)
			}
		} else if err != nil || got != tt.want {
			t.Errorf("PlayOf(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestStrings(t *testing.T) {
	tests := []struct {
		v    fmt.Stringer
		want string
	}{
		{Normal, "normal"},
		{Misere, "misere"},
		{Play(7), "Play(7)"},
		{N, "N"},
		{P, "P"},
		{Outcome(0), "Outcome(0)"},
	}
	for _, tt := range tests {
		if got := tt.v.String(); got != tt.want {
			t.Errorf("String() = %q; want %q", got, tt.want)
		}
	}
}

func TestAnalysisJSON(t *testing.T) {
	tests := []struct {
		a    Analysis
		want string
	}{
		{
			Analysis{Position: "game=nim&heaps=3,4,5", Outcome: N, Grundy: Uint64(2),
				Winning: []string{"game=nim&heaps=1,4,5"}, Rule: "r", Explanation: "e",
				NimSum: Uint64(2), Binary: NewBinary([]uint64{3, 4, 5})},
			`{"position":"game=nim&heaps=3,4,5","outcome":"N","grundy":2,"winning":["game=nim&heaps=1,4,5"],` +
				`"rule":"r","explanation":"e","nimSum":2,"binary":{"rows":["011","100","101"],"sum":"010"}}`,
		},
		{
			// misère: grundy null, an empty winning list is [].
			Analysis{Position: "game=nim&heaps=1,1,1&play=misere", Outcome: P, Winning: []string{},
				NimSum: Uint64(0)},
			`{"position":"game=nim&heaps=1,1,1&play=misere","outcome":"P","grundy":null,"winning":[],` +
				`"rule":"","explanation":"","nimSum":0}`,
		},
		{
			// winning not computed: null, with a note.
			Analysis{Position: "x", Outcome: P, Grundy: Uint64(0), Note: "too big", Truncated: true},
			`{"position":"x","outcome":"P","grundy":0,"winning":null,"truncated":true,"note":"too big",` +
				`"rule":"","explanation":""}`,
		},
	}
	for _, tt := range tests {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(tt.a); err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSuffix(b.String(), "\n"); got != tt.want {
			t.Errorf("JSON\n got %s\nwant %s", got, tt.want)
		}
		var back Analysis
		if err := json.Unmarshal([]byte(tt.want), &back); err != nil || !reflect.DeepEqual(back, tt.a) {
			t.Errorf("Unmarshal(%s) = %+v, %v; want %+v", tt.want, back, err, tt.a)
		}
	}
	if _, err := json.Marshal(Analysis{}); err == nil {
		t.Error("an Analysis without an outcome marshalled")
	}
	var o Outcome
	if err := json.Unmarshal([]byte(`"X"`), &o); err == nil || !strings.Contains(err.Error(), `outcome: "X" is not N or P`) {
		t.Errorf("Unmarshal X: %v", err)
	}
}

func TestNewBinary(t *testing.T) {
	tests := []struct {
		in   []uint64
		rows []string
		sum  string
	}{
		{[]uint64{3, 4, 5}, []string{"011", "100", "101"}, "010"},
		{[]uint64{0}, []string{"0"}, "0"},
		{[]uint64{0, 0}, []string{"0", "0"}, "0"},
		{[]uint64{3, 8, 15}, []string{"0011", "1000", "1111"}, "0100"},
		{[]uint64{2, 2}, []string{"10", "10"}, "00"},
		{[]uint64{notation.MaxWhole, 1}, []string{strings.Repeat("1", 53), strings.Repeat("0", 52) + "1"}, strings.Repeat("1", 52) + "0"},
		{[]uint64{1 << 63}, []string{"1" + strings.Repeat("0", 63)}, "1" + strings.Repeat("0", 63)},
	}
	for _, tt := range tests {
		b := NewBinary(tt.in)
		if !reflect.DeepEqual(b.Rows, tt.rows) || b.Sum != tt.sum {
			t.Errorf("NewBinary(%v) = %v %v; want %v %v", tt.in, b.Rows, b.Sum, tt.rows, tt.sum)
		}
	}
}

func TestWinningList(t *testing.T) {
	many := make([]string, 0, MaxWinning+5)
	for i := MaxWinning + 4; i >= 0; i-- {
		many = append(many, fmt.Sprintf("p%04d", i))
	}
	tests := []struct {
		name      string
		in        []string
		want      []string
		truncated bool
	}{
		{"nil", nil, []string{}, false},
		{"sorted, deduplicated", []string{"b", "a", "b", "c", "a"}, []string{"a", "b", "c"}, false},
		{"byte order", []string{"game=nim&heaps=3", "game=nim&heaps=10"}, []string{"game=nim&heaps=10", "game=nim&heaps=3"}, false},
		{"truncated", many, nil, true},
	}
	for _, tt := range tests {
		got, truncated := WinningList(tt.in)
		if got == nil || truncated != tt.truncated || tt.want != nil && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: WinningList = %q, %v; want %q, %v", tt.name, got, truncated, tt.want, tt.truncated)
		}
		if tt.truncated && (len(got) != MaxWinning || got[0] != "p0000" || got[MaxWinning-1] != "p0999") {
			t.Errorf("%s: kept %d, %q … %q", tt.name, len(got), got[0], got[len(got)-1])
		}
	}
}

// TestWinningBytes: WinningList keeps positions while their text stays within
// MaxWinningBytes (and at least one), WinningRoom says how many of a size fit, and
// SetWinning says a cut list in Note, after the game's own note.
func TestWinningBytes(t *testing.T) {
	long := func(n int, c byte) string { return strings.Repeat(string(c), n) }
	for _, tt := range []struct {
		name      string
		in        []string
		kept      int
		truncated bool
	}{
		{"three of 400 kB", []string{long(400_000, 'c'), long(400_000, 'a'), long(400_000, 'b')}, 2, true},
		{"two of 500 kB", []string{long(500_000, 'b'), long(500_000, 'a')}, 2, false},
		{"one of 2 MB", []string{long(2_000_000, 'a')}, 1, false},
		{"two of 2 MB", []string{long(2_000_000, 'b'), long(2_000_000, 'a')}, 1, true},
	} {
		got, truncated := WinningList(slices.Clone(tt.in))
		if len(got) != tt.kept || truncated != tt.truncated || got[0][0] != 'a' {
			t.Errorf("%s: WinningList kept %d (truncated %v), want %d (%v)", tt.name, len(got), truncated, tt.kept, tt.truncated)
		}
	}
	for _, tt := range []struct{ size, want int }{
		{0, MaxWinning}, {20, MaxWinning}, {1048, MaxWinning}, {1049, 999},
		{170_000, 6}, {MaxWinningBytes, 1}, {8 << 20, 1},
	} {
		if got := WinningRoom(tt.size); got != tt.want {
			t.Errorf("WinningRoom(%d) = %d, want %d", tt.size, got, tt.want)
		}
	}
	var a Analysis
	a.SetNote(msg.New("grundy: not known"))
	a.SetWinning([]string{"b", "a"}, true)
	if want := "grundy: not known; only the first 2 winning positions are listed, of more: the list stops at 1000 positions or 1048576 bytes of text (the outcome and the value are exact)"; !a.Truncated || a.Note != want || a.Texts.Note.String() != want {
		t.Errorf("SetWinning after a note: truncated %v, note %q", a.Truncated, a.Note)
	}
	a = Analysis{}
	a.SetWinning([]string{"a"}, false)
	if a.Truncated || a.Note != "" {
		t.Errorf("SetWinning of a whole list: truncated %v, note %q", a.Truncated, a.Note)
	}
}

func TestCheckKeys(t *testing.T) {
	tests := []struct{ in, err string }{
		{"game=nim&heaps=3,4,5", ""},
		{"heaps=3&play=misere", ""},
		{"game=nim&heaps=3,4,5&hint=1", "hint: not a key of game nim (its keys: heaps, play)"},
		{"game=nim&heaps=3&a%20b=1", `"a b": not a key of game nim (its keys: heaps, play)`},
		{"game=chess&heaps=3", `game: "chess" is not nim`},
	}
	for _, tt := range tests {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		err = CheckKeys(q, "nim", "heaps", "play")
		if tt.err == "" && err != nil || tt.err != "" && (err == nil || err.Error() != tt.err) {
			t.Errorf("CheckKeys(%q) = %v; want %q", tt.in, err, tt.err)
		}
	}
}

// readerPos is a position type of its own, as a game's FromQuery returns one.
type readerPos struct{ n string }

func (p readerPos) Game() string      { return "test" }
func (p readerPos) String() string    { return "game=test&n=" + p.n }
func (p readerPos) Analyze() Analysis { return Analysis{} }
func readerFrom(q notation.Query) (readerPos, error) {
	for _, kv := range q {
		if kv.Key == "n" {
			return readerPos{kv.Value}, nil
		}
	}
	return readerPos{}, fmt.Errorf("n: missing")
}

func TestReader(t *testing.T) {
	read := Reader(readerFrom)
	p, err := read(notation.Query{{Key: "n", Value: "7"}})
	if err != nil || p != (readerPos{"7"}) {
		t.Errorf("read(n=7) = %v, %v; want the position, no error", p, err)
	}
	p, err = read(nil)
	if err == nil || p != nil {
		t.Errorf("read() = %#v, %v; want a nil Position and an error", p, err)
	}
}

func TestReply(t *testing.T) {
	apply := func(n string) (readerPos, error) {
		if n == "" {
			return readerPos{}, fmt.Errorf("empty move")
		}
		return readerPos{n}, nil
	}
	if p, ok := Reply("3", true, apply); !ok || p != (readerPos{"3"}) {
		t.Errorf("Reply(3) = %v, %v; want the position after it", p, ok)
	}
	if p, ok := Reply("3", false, apply); ok || p != nil {
		t.Errorf("Reply with no move = %#v, %v; want nil, false", p, ok)
	}
	if p, ok := Reply("", true, apply); ok || p != nil {
		t.Errorf("Reply of a move Apply refuses = %#v, %v; want nil, false", p, ok)
	}
}

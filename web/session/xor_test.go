//go:build !family || family_xor

package session

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/xortable"
)

func TestXorFill(t *testing.T) {
	for _, tc := range []struct {
		text, fields, words string
	}{
		{"game=xor&q=64", `[{"key":"q","label":"Size q","kind":"number","value":"64","min":1,"max":4503599627370496,
  "help":"A power of 2: the table shows x and y from 0 to q−1. 64 is the lecture's figure."},
 {"key":"op","label":"Operation","kind":"choice","value":"xor","choices":["xor","mul"],
  "help":"xor: the nim-sum x⊕y. mul: the nim-product x⊗y (q at most 2^32)."}]`, "the XOR table of 0 to 63"},
		{"game=xor&q=16&op=mul", `[{"key":"q","label":"Size q","kind":"number","value":"16","min":1,"max":4503599627370496,
  "help":"A power of 2: the table shows x and y from 0 to q−1. 64 is the lecture's figure."},
 {"key":"op","label":"Operation","kind":"choice","value":"mul","choices":["xor","mul"],
  "help":"xor: the nim-sum x⊕y. mul: the nim-product x⊗y (q at most 2^32)."}]`, "the nim-product table of 0 to 15"},
	} {
		v := newAt(t, tc.text).View()
		got, _ := json.Marshal(v.Fields)
		if want := compact(t, tc.fields); string(got) != want {
			t.Errorf("%s: fields\n%s\nwant\n%s", tc.text, got, want)
		}
		if v.Words != tc.words || v.About == nil || len(v.Sections) != 1 {
			t.Errorf("%s: words %q, about %v, sections %v", tc.text, v.Words, v.About, v.Sections)
		}
		// A view: no analysis, nobody to move, never over.
		if v.Analysis != nil || v.ToMove != "" || v.Over || v.Hints != nil {
			t.Errorf("%s: a view has analysis %v, toMove %q, over %v", tc.text, v.Analysis, v.ToMove, v.Over)
		}
	}
	// The sections say whether the numbers below q are closed under ⊗.
	for text, want := range map[string]string{
		"game=xor&q=16&op=mul": "form a field",
		"game=xor&q=64&op=mul": "not closed under ⊗",
	} {
		if got := strings.Join(newAt(t, text).View().Sections[0].Paragraphs, " "); !strings.Contains(got, want) {
			t.Errorf("%s: %q does not say %q", text, got, want)
		}
	}
}

// The panel writes the position from the fields: they must say the position shown.
func TestXorFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{"game=xor&q=64", "game=xor&q=1", "game=xor&q=256&op=mul", "game=xor&q=4503599627370496"} {
		v := newAt(t, text).View()
		pos, view, err := engine.Parse(compose(v, "", ""))
		if err != nil || len(view) > 0 || pos.String() != v.Position {
			t.Errorf("%s: the fields compose %q: %v, %v, %v", text, compose(v, "", ""), pos, view, err)
		}
		// Switching the operation is one field's change.
		other := map[string]string{"xor": "mul", "mul": "xor"}[v.Fields[1].Value]
		if err := newAt(t, text).Set(compose(v, "op", other)); err != nil && !strings.Contains(err.Error(), "2^32") {
			t.Errorf("%s: op=%s: %v", text, other, err)
		}
	}
}

func TestXorRules(t *testing.T) {
	r := xorRules{}
	p := xortable.Position{Q: 64}
	if !r.Terminal(p) {
		t.Error("the view has moves")
	}
	if _, ok := r.Reply(p); ok {
		t.Error("the computer replies in the view")
	}
	if _, err := describeEN(r, p, xortable.Position{Q: 32}); err == nil {
		t.Error("Describe accepts a move in the view")
	}
	s := newAt(t, "game=xor&q=64")
	if err := s.Play(s.Version(), xortable.Position{Q: 32}); err == nil {
		t.Error("Play made a move in the view")
	}
	if s.ComputerToMove() || s.PlayComputer() {
		t.Error("the computer moves in the view")
	}
}

func TestXorViewKeys(t *testing.T) {
	s := newAt(t, "game=xor&q=64&palette=grey&framing=block&at=70,5&span=16")
	if got := s.State(); got != "game=xor&q=64&palette=grey&framing=block&at=70,5&span=16" {
		t.Errorf("state %q", got)
	}
	xv := ReadXorView(s.Frame().View)
	if xv != (XorView{Palette: xortable.Grey, Block: true, At: [2]uint64{70, 5}, Span: 16}) {
		t.Errorf("ReadXorView = %+v", xv)
	}
	// Text unsets the defaults, so the state keeps only what differs.
	if err := s.Set("game=xor&q=64" + (XorView{Palette: xortable.Hue}).Text()); err != nil {
		t.Fatal(err)
	}
	if got := s.State(); got != "game=xor&q=64&palette=hue" {
		t.Errorf("after Text: state %q", got)
	}
	if xv := ReadXorView(map[string]string{}); xv != (XorView{}) {
		t.Errorf("no keys: %+v", xv)
	}
	for text, want := range map[string]string{
		"game=xor&q=64&palette=red": `palette: "red" is not distinct, hue, bits or grey`,
		"game=xor&q=64&framing=x":   `framing: "x" is not full or block`,
		"game=xor&q=64&at=1":        `at: "1" is not two numbers x,y (the cell at the centre)`,
		"game=xor&q=64&span=1":      "span: 1 is not between 2 and 1048576 (2^20) cells across",
		"game=xor&q=64&at=1,x":      `at: item 2 "x" is not a whole number`,
	} {
		if err := newAt(t, "game=xor&q=64").Set(text); err == nil || err.Error() != want {
			t.Errorf("Set(%s) = %v, want %q", text, err, want)
		}
	}
	// The centre cell lies in the table shown (x from q to 2q−1 in the lecture's block):
	// at=5000,5000 on q=1024 was kept without a word.
	for _, tc := range []struct{ start, text, want, state string }{
		{"game=xor&q=64", "game=xor&q=1024&at=5000,5000", "at: 5000,5000 is off the table: x and y run from 0 to 1023 (q=1024)", ""},
		{"game=xor&q=64", "game=xor&q=64&at=64,0&span=8", "at: 64,0 is off the table: x and y run from 0 to 63 (q=64)", ""},
		{"game=xor&q=64", "game=xor&q=64&at=0,64&span=8", "at: 0,64 is off the table: x and y run from 0 to 63 (q=64)", ""},
		{"game=xor&q=64", "game=xor&q=64&framing=block&at=3,3&span=8", "at: 3,3 is off the lecture's block: x runs from 64 to 127 and y from 0 to 63 (q=64)", ""},
		{"game=xor&q=64", "game=xor&q=64&framing=block&at=128,0&span=8", "at: 128,0 is off the lecture's block: x runs from 64 to 127 and y from 0 to 63 (q=64)", ""},
		{"game=xor&q=64", "game=xor&q=64&at=63,63&span=8", "", "game=xor&q=64&at=63,63&span=8"},
		{"game=xor&q=64", "game=xor&q=64&framing=block&at=127,63&span=8", "", "game=xor&q=64&framing=block&at=127,63&span=8"},
		// A smaller q set without the zoom shows the new table fitted: the old cell is dropped.
		{"game=xor&q=1024&at=500,500&span=8", "game=xor&q=64", "", "game=xor&q=64"},
		// The zoom alone, on the table shown, is checked against it too.
		{"game=xor&q=64", "at=100,1&span=8", "at: 100,1 is off the table: x and y run from 0 to 63 (q=64)", ""},
	} {
		s := newAt(t, tc.start)
		err := s.Set(tc.text)
		if tc.want != "" && (err == nil || err.Error() != tc.want) || tc.want == "" && (err != nil || s.State() != tc.state) {
			t.Errorf("from %s, Set(%s) = %v, state %q; want %q, state %q", tc.start, tc.text, err, s.State(), tc.want, tc.state)
		}
	}
	// The keys belong to the XOR table: going to Nim drops them.
	if err := s.Set("game=nim&heaps=3,5,6"); err != nil || s.State() != "game=nim&heaps=3,5,6" {
		t.Errorf("to Nim: %v, state %q", err, s.State())
	}
}

// A click on a cell opens Nim on its three heaps, a P-position with the user to move.
func TestXorOpensNim(t *testing.T) {
	s := newAt(t, "game=xor&q=64")
	if err := s.Set("game=nim&heaps=10,18,24"); err != nil {
		t.Fatal(err)
	}
	v := s.View()
	if v.Analysis == nil || v.Analysis.Outcome != 'P' || v.ToMove != "you" || !v.CanUndo {
		t.Errorf("Nim on (10, 18, 24): %+v", v)
	}
	if err := s.Undo(); err != nil || s.State() != "game=xor&q=64" {
		t.Errorf("undo goes back to the table: %v, %q", err, s.State())
	}
}

// TestXorAboutExamples checks the about's worked examples: every three-heap position it
// writes out, (10, 16, 26) and the like, has nim-sum 0, in every language; and it explains
// the colouring's fractal.
func TestXorAboutExamples(t *testing.T) {
	triple := regexp.MustCompile(`\((\d+), (\d+), (\d+)\)`)
	for _, lang := range []string{"en", "ru", "uk", "zh"} {
		v := newAt(t, "game=xor&q=64&lang="+lang).View()
		text := strings.Join(v.About.Paragraphs, "\n")
		found := triple.FindAllStringSubmatch(text, -1)
		if len(found) < 3 {
			t.Errorf("%s: %d three-heap examples in the about, want the three of m = 10", lang, len(found))
		}
		for _, m := range found {
			a, _ := strconv.ParseUint(m[1], 10, 64)
			b, _ := strconv.ParseUint(m[2], 10, 64)
			c, _ := strconv.ParseUint(m[3], 10, 64)
			if a^b^c != 0 {
				t.Errorf("%s: the about's %s has nim-sum %d, not 0", lang, m[0], a^b^c)
			}
		}
		if lang == "en" && !strings.Contains(text, "The colouring is a fractal") {
			t.Errorf("the about does not explain the fractal:\n%s", text)
		}
	}
}

// TestXorReadingWords: the lecture's block says it shows x from q, not "x and y from 0"; the
// field's rows hold 0 in column 0 too. Each claim is checked on the table itself.
func TestXorReadingWords(t *testing.T) {
	for _, tc := range []struct{ text, want, not string }{
		{"game=xor&q=64&framing=block", "The lecture's block: the cell in column x and row y holds the nim-sum x⊕y, for x from 64 to 127 and y from 0 to 63. " +
			"Each value is 64 more than in the table at x − 64, since x has the bit 64 and y has not; so each row and each column holds every value from 64 to 127 exactly once.",
			"for x and y from 0 to 63:"},
		{"game=xor&q=64", "for x and y from 0 to 63: write both in binary", "The lecture's block:"},
		{"game=xor&q=64&framing=block", "The button “Table from 0 (x < 64)” (framing=full in the link) shows the whole table instead, x and y from 0 to 63.", "The button “Lecture's block”"},
		{"game=xor&q=16&op=mul&framing=block", "The lecture's block: the cell in column x and row y holds the nim-product x⊗y, for x from 16 to 31 and y from 0 to 15.", "for x and y from 0"},
		{"game=xor&q=16&op=mul", "so every row but row 0 holds each of 1…15 once (and 0 in column 0).", "The lecture's block:"},
	} {
		v := newAt(t, tc.text).View()
		all := strings.Join(v.Sections[0].Paragraphs, "\n")
		if !strings.Contains(all, tc.want) || strings.Contains(all, tc.not) {
			t.Errorf("%s: %q\nwant %q, and no %q", tc.text, all, tc.want, tc.not)
		}
	}
	// The block: x⊕y = 64 + (x−64)⊕y, and every row and column holds 64…127 once.
	const q = 64
	for y := uint64(0); y < q; y++ {
		row, col := map[uint64]bool{}, map[uint64]bool{}
		for x := uint64(q); x < 2*q; x++ {
			v := xortable.Add.Of(x, y)
			if v != q+xortable.Add.Of(x-q, y) || v < q || v >= 2*q {
				t.Fatalf("(%d, %d): %d", x, y, v)
			}
			row[v] = true
			col[xortable.Add.Of(q+y, x-q)] = true
		}
		if len(row) != q || len(col) != q {
			t.Fatalf("row or column %d repeats a value", y)
		}
	}
	// The field of 16: row y ≥ 1 holds 0 in column 0 and each of 1…15 once in the others.
	for y := uint64(1); y < 16; y++ {
		seen := map[uint64]bool{}
		for x := uint64(1); x < 16; x++ {
			seen[xortable.NimMul(x, y)] = true
		}
		if xortable.NimMul(0, y) != 0 || len(seen) != 15 || seen[0] {
			t.Fatalf("row %d of the nim-product table of 16", y)
		}
	}
}

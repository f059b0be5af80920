package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/web/i18n"
)

// blocks are the parts of the view model a game's Fill writes.
type blocks struct {
	Misere bool    `json:"misere"`
	Fields []Field `json:"fields"`
	Table  *Table  `json:"table,omitempty"`
	Hints  *Hints  `json:"hints,omitempty"`
}

func compact(t *testing.T, s string) string {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(s)); err != nil {
		t.Fatalf("want %s: %v", s, err)
	}
	return b.String()
}

// heapsField is Nim's one field with the value given.
const heapsField = `{"key":"heaps","label":"Heaps","kind":"list","value":%q,"item":"Heap","nth":"Heap {n}","add":"Add a heap","removeLast":"remove the last heap","max":9007199254740991,
  "minItems":1,"maxItems":32,"next":"1","help":"A heap that reaches 0 keeps its place; × removes it."}`

func TestNimFill(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // the blocks, as JSON
	}{
		{"game=nim&heaps=3,4,5", `{"misere":true,"fields":[` + strings.Replace(heapsField, "%q", `"3,4,5"`, 1) + `],
  "table":{"title":"Nim-sum",
    "caption":"Each row's size in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked.",
    "valueLabel":"size",
    "rows":[{"label":"heap 1","value":3,"bits":"011"},{"label":"heap 2","value":4,"bits":"100"},{"label":"heap 3","value":5,"bits":"101"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"010"},"modulus":0}}`},
		// The hint names the one winning move of the lecture's example.
		{"game=nim&heaps=3,4,5&hint=1", `{"misere":true,"fields":[` + strings.Replace(heapsField, "%q", `"3,4,5"`, 1) + `],
  "table":{"title":"Nim-sum",
    "caption":"Each row's size in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked.",
    "valueLabel":"size",
    "rows":[{"label":"heap 1","value":3,"bits":"011"},{"label":"heap 2","value":4,"bits":"100"},{"label":"heap 3","value":5,"bits":"101"}],
    "sum":{"label":"⊕","name":"nim-sum","value":2,"bits":"010"},"modulus":0},
  "hints":{"moves":["take 2 from heap 1 (leaving 1)"],"more":0}}`},
		// Misère: the table is the same nim-sum; the winning move leaves an odd number of 1-heaps,
		// where normal play would take 1 from the heap of 2 and leave 1,1.
		{"game=nim&heaps=2,1&play=misere&hint=1", `{"misere":true,"fields":[` + strings.Replace(heapsField, "%q", `"2,1"`, 1) + `],
  "table":{"title":"Nim-sum",
    "caption":"Each row's size in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked.",
    "valueLabel":"size",
    "rows":[{"label":"heap 1","value":2,"bits":"10"},{"label":"heap 2","value":1,"bits":"01"}],
    "sum":{"label":"⊕","name":"nim-sum","value":3,"bits":"11"},"modulus":0},
  "hints":{"moves":["take 2 from heap 1 (leaving 0)"],"more":0}}`},
		// A P-position in misère play where every move is forced: the hint says so.
		{"game=nim&heaps=1,1,1&play=misere&hint=1", `{"misere":true,"fields":[` + strings.Replace(heapsField, "%q", `"1,1,1"`, 1) + `],
  "table":{"title":"Nim-sum",
    "caption":"Each row's size in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked.",
    "valueLabel":"size",
    "rows":[{"label":"heap 1","value":1,"bits":"1"},{"label":"heap 2","value":1,"bits":"1"},{"label":"heap 3","value":1,"bits":"1"}],
    "sum":{"label":"⊕","name":"nim-sum","value":1,"bits":"1"},"modulus":0},
  "hints":{"moves":[],"more":0,"note":"every move loses, whatever either player does"}}`},
		// No moves are left: no hint, even with the hint on; a heap of 0 is a row of its own.
		{"game=nim&heaps=0&hint=1", `{"misere":true,"fields":[` + strings.Replace(heapsField, "%q", `"0"`, 1) + `],
  "table":{"title":"Nim-sum",
    "caption":"Each row's size in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked.",
    "valueLabel":"size",
    "rows":[{"label":"heap 1","value":0,"bits":"0"}],
    "sum":{"label":"⊕","name":"nim-sum","value":0,"bits":"0"},"modulus":0}}`},
	} {
		v := newAt(t, tc.text).View()
		got, err := json.Marshal(blocks{v.Misere, v.Fields, v.Table, v.Hints})
		if err != nil {
			t.Fatal(err)
		}
		if want := compact(t, tc.want); string(got) != want {
			t.Errorf("%s: the view model's blocks are\n%s\nwant\n%s", tc.text, got, want)
		}
		if v.About == nil || v.About.Title != "How Nim works" || len(v.About.Paragraphs) != 3 {
			t.Errorf("%s: about = %+v, want How Nim works in three paragraphs", tc.text, v.About)
		}
	}
}

func TestNimHints(t *testing.T) {
	for _, tc := range []struct {
		text  string
		moves []string
		more  int
	}{
		{"game=nim&heaps=3,8,15&hint=1", []string{"take 4 from heap 3 (leaving 11)"}, 0}, // 3⊕8⊕15 = 4
		{"game=nim&heaps=1,1,1&hint=1", []string{"take 1 from heap 1 (leaving 0)", "take 1 from heap 2 (leaving 0)", "take 1 from heap 3 (leaving 0)"}, 0},
		{"game=nim&heaps=7,7,7,7,7&hint=1", []string{"take 7 from heap 1 (leaving 0)", "take 7 from heap 2 (leaving 0)",
			"take 7 from heap 3 (leaving 0)", "take 7 from heap 4 (leaving 0)"}, 1},
		{"game=nim&heaps=2,2&hint=1", []string{}, 0},
		{"game=nim&heaps=3,4,5", nil, 0}, // hint off: no hints at all
	} {
		h := newAt(t, tc.text).View().Hints
		if tc.moves == nil {
			if h != nil {
				t.Errorf("%s: hints %+v with the hint off", tc.text, h)
			}
			continue
		}
		if h == nil {
			t.Errorf("%s: no hints with the hint on", tc.text)
			continue
		}
		if strings.Join(h.Moves, "; ") != strings.Join(tc.moves, "; ") || h.More != tc.more {
			t.Errorf("%s: hints %q and %d more, want %q and %d more", tc.text, h.Moves, h.More, tc.moves, tc.more)
		}
		if (len(tc.moves) == 0) != (h.Note == HintLost) {
			t.Errorf("%s: note %q", tc.text, h.Note)
		}
	}
}

// compose builds the position text from a view model's fields as the panel does, with
// the value of key replaced by value.
func compose(v View, key, value string) string {
	var b strings.Builder
	b.WriteString("game=" + url.QueryEscape(v.Game))
	for _, f := range v.Fields {
		x := f.Value
		if f.Key == key {
			x = value
		}
		b.WriteString("&" + url.QueryEscape(f.Key) + "=" + strings.ReplaceAll(url.QueryEscape(x), "%2C", ","))
	}
	if v.Play == "misere" {
		b.WriteString("&play=misere")
	}
	return b.String()
}

// TestFieldsSayThePosition: the panel writes a new position from the fields alone, so they
// must give back the position shown, and each list's value must keep to its limits.
func TestFieldsSayThePosition(t *testing.T) {
	for _, text := range []string{
		"game=nim&heaps=3,4,5",
		"game=nim&heaps=7,5,2,6&play=misere",
		"game=nim&heaps=0,9007199254740991",
		"game=nim&heaps=" + strings.Repeat("1,", 31) + "1",
	} {
		v := newAt(t, text).View()
		if got := compose(v, "", ""); got != v.Position {
			t.Errorf("%s: the fields compose %q", text, got)
		}
		for _, f := range v.Fields {
			if f.Kind != FieldList {
				continue
			}
			n := strings.Count(f.Value, ",") + 1
			if n < f.MinItems || f.MaxItems > 0 && n > f.MaxItems {
				t.Errorf("%s: field %s has %d items, outside %d..%d", text, f.Key, n, f.MinItems, f.MaxItems)
			}
			if f.MaxItems > 0 && n >= f.MaxItems {
				continue
			}
			added := compose(v, f.Key, f.Value+","+f.Next)
			if err := newAt(t, text).Set(added); err != nil {
				t.Errorf("%s: Add on %s: Set(%s): %v", text, f.Key, added, err)
			}
		}
	}
}

func TestModTable(t *testing.T) {
	// Moore's Nim-2 on 5, 8, 10: columns 8, 4, 2, 1 hold 2, 1, 1, 1 ones.
	values := []uint64{5, 8, 10}
	tab := ModTable(i18n.EN, "Column sums", "size", []string{"heap 1", "heap 2", "heap 3"}, values, 3)
	values[0] = 99 // the table keeps its own copy
	got, _ := json.Marshal(tab)
	want := compact(t, `{"title":"Column sums",
  "caption":"Each row's size in binary, one column per bit; the last row counts the ones in each column, modulo 3. Columns whose count is not a multiple of 3 are marked.",
  "valueLabel":"size",
  "rows":[{"label":"heap 1","value":5,"bits":"0101"},{"label":"heap 2","value":8,"bits":"1000"},{"label":"heap 3","value":10,"bits":"1010"}],
  "sum":{"label":"Σ mod 3","name":"column sums modulo 3","digits":[2,1,1,1]},"modulus":3}`)
	if string(got) != want {
		t.Errorf("ModTable =\n%s\nwant\n%s", got, want)
	}
}

// TestThreeHeapSection: a three-heap P-position is placed in its family, the lecture's
// worked example first; the family's words are checked against every P-position of small
// heaps, found by trying every move (no nim-sum), and no other position has the section.
func TestThreeHeapSection(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"game=nim&heaps=10,16,26", "this one, (10, 16, 26), has j = 0 and k = 1"},
		{"game=nim&heaps=26,10,16", "the families (10, 16k+j, 16k+(10⊕j)) for 0 ≤ j < 8"},
		{"game=nim&heaps=10,19,25", "this one, (10, 19, 25), has j = 3 and k = 1"},
		{"game=nim&heaps=10,42,32", "this one, (10, 32, 42), has j = 0 and k = 2"},
		{"game=nim&heaps=1,2,3", "the families (1, 2k+j, 2k+(1⊕j)) for 0 ≤ j < 1"},
		{"game=nim&heaps=0,5,5", "the P-positions are the equal pairs, (0, k, k)"},
	} {
		v := newAt(t, tc.text).View()
		if len(v.Sections) != 1 || !strings.Contains(strings.Join(v.Sections[0].Paragraphs, " "), tc.want) {
			t.Errorf("%s: sections %+v, want one saying %q", tc.text, v.Sections, tc.want)
		}
	}

	// lose[a][b][c]: the player to move loses three-heap Nim (a, b, c), by search.
	const n = 24
	var lose [n][n][n]bool
	for a := range n {
		for b := range n {
			for c := range n {
				win := false
				for x := range a {
					win = win || lose[x][b][c]
				}
				for x := range b {
					win = win || lose[a][x][c]
				}
				for x := range c {
					win = win || lose[a][b][x]
				}
				lose[a][b][c] = !win
			}
		}
	}
	family := regexp.MustCompile(`are the families \((\d+), (\d+)k\+j, (\d+)k\+\((\d+)⊕j\)\) for 0 ≤ j < (\d+) .* this one, \((\d+), (\d+), (\d+)\), has j = (\d+) and k = (\d+)\.`)
	for a := range n {
		for b := a; b < n; b++ {
			for c := b; c < n; c++ {
				text := fmt.Sprintf("game=nim&heaps=%d,%d,%d", c, a, b)
				v := newAt(t, text).View()
				if !lose[a][b][c] || a == 0 {
					if !lose[a][b][c] && len(v.Sections) > 0 {
						t.Errorf("%s, an N-position: sections %+v", text, v.Sections)
					}
					continue
				}
				if len(v.Sections) != 1 {
					t.Fatalf("%s, a P-position: sections %+v", text, v.Sections)
				}
				g := family.FindStringSubmatch(v.Sections[0].Paragraphs[0])
				if g == nil {
					t.Fatalf("%s: %q does not name a family", text, v.Sections[0].Paragraphs[0])
				}
				num := func(i int) int { x, _ := strconv.Atoi(g[i]); return x }
				m, p, half, j, k := num(1), num(2), num(5), num(9), num(10)
				if m != a || num(3) != p || num(4) != m || p <= m || p > 2*m || p&(p-1) != 0 || half != p/2 {
					t.Errorf("%s: family %q", text, g[0])
				}
				if j >= half || k < 1 || p*k+j != b || p*k+(m^j) != c || num(6) != a || num(7) != b || num(8) != c {
					t.Errorf("%s: j = %d, k = %d do not give (%d, %d, %d) in %q", text, j, k, a, b, c, g[0])
				}
			}
		}
	}
}

// How Nim works says why Bouton's rule works, and the misère rule names heaps of 0 or 1; the
// why's two claims are checked on every three heaps below 16.
func TestNimWhy(t *testing.T) {
	v := newAt(t, "game=nim&heaps=3,4,5&hint=1").View()
	if len(v.About.Paragraphs) != 3 || !strings.HasPrefix(v.About.Paragraphs[1], "Why this works. A move changes one heap, so it flips at least one") {
		t.Errorf("about %q", v.About.Paragraphs)
	}
	if r := newAt(t, "game=nim&heaps=1,2,3&play=misere").View().Analysis.Rule; !strings.Contains(r, "would leave only heaps of size 0 or 1; then leave an odd number of 1-heaps") {
		t.Errorf("misère rule %q", r)
	}
	for a := range uint64(16) {
		for b := range uint64(16) {
			for c := range uint64(16) {
				s := a ^ b ^ c
				for i, h := range []uint64{a, b, c} {
					for to := range h {
						if s == 0 && s^h^to == 0 {
							t.Fatalf("%d, %d, %d: heap %d to %d keeps nim-sum 0", a, b, c, i, to)
						}
					}
				}
				if s == 0 {
					continue
				}
				top := uint64(1) << (bits.Len64(s) - 1)
				found := false
				for _, h := range []uint64{a, b, c} {
					if h&top != 0 {
						found = true
						if h^s >= h || s^h^(h^s) != 0 {
							t.Fatalf("%d, %d, %d: the heap %d ⊕ %d", a, b, c, h, s)
						}
					}
				}
				if !found {
					t.Fatalf("%d, %d, %d: no heap has a 1 where %d has its leftmost 1", a, b, c, s)
				}
			}
		}
	}
}

package svgexport

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/color"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/hacklayout"
)

// element is an element of a parsed SVG: its name and attributes.
type element struct {
	name  string
	attrs map[string]string
	text  string
}

// parse checks that doc is well-formed XML with an <svg> root and returns its elements in
// document order.
func parse(t *testing.T, doc []byte) []element {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var els []element
	var open []int // the elements not yet closed, as indices into els
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 && (tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg") {
				t.Fatalf("root element %v", tok.Name)
			}
			depth++
			e := element{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			open = append(open, len(els))
			els = append(els, e)
		case xml.EndElement:
			depth--
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) > 0 {
				els[open[len(open)-1]].text += string(tok)
			}
		}
	}
	if depth != 0 {
		t.Fatalf("unbalanced document")
	}
	return els
}

func count(els []element, name string) int {
	n := 0
	for _, e := range els {
		if e.name == name {
			n++
		}
	}
	return n
}

func drawing(t *testing.T, edges string) hacklayout.Drawing {
	t.Helper()
	p, err := hackenbush.FromQuery(notation.Query{{Key: "edges", Value: edges}})
	if err != nil {
		t.Fatal(err)
	}
	return hacklayout.NewDrawing(p.Edges(), hacklayout.Auto(p.Edges()))
}

func TestHackenbush(t *testing.T) {
	for _, tc := range []struct {
		edges  string
		edges2 int // edges drawn
		verts  int
		loops  int
	}{
		{"0-1,1-2,2-3,3-4,4-5,5-6,6-7", 7, 7, 0}, // a stalk
		{"0-1,1-2,1-3,2-3", 4, 3, 0},             // an edge with a triangle on top
		{"0-1,1-2,1-2,2-2,0-0", 5, 2, 2},         // parallel edges, a loop, a ground loop
		{"0-1,0-1,0-1", 3, 1, 0},                 // three parallel edges from the ground
	} {
		d := drawing(t, tc.edges)
		doc := Hackenbush(d, "Green Hackenbush: "+tc.edges)
		els := parse(t, doc)
		if n := count(els, "path"); n != tc.edges2 {
			t.Errorf("%s: %d paths, want one per edge, %d", tc.edges, n, tc.edges2)
		}
		if n := count(els, "circle"); n != tc.verts {
			t.Errorf("%s: %d dots, want %d", tc.edges, n, tc.verts)
		}
		if n := count(els, "line"); n != 1 {
			t.Errorf("%s: %d ground lines", tc.edges, n)
		}
		loops, ds := 0, map[string]bool{}
		for _, e := range els {
			if e.name != "path" {
				continue
			}
			if strings.Contains(e.attrs["d"], "A") {
				loops++
			}
			if ds[e.attrs["d"]] {
				t.Errorf("%s: two edges drawn alike: %s", tc.edges, e.attrs["d"])
			}
			ds[e.attrs["d"]] = true
		}
		if loops != tc.loops {
			t.Errorf("%s: %d loops drawn, want %d", tc.edges, loops, tc.loops)
		}
		if !bytes.Equal(doc, Hackenbush(drawing(t, tc.edges), "Green Hackenbush: "+tc.edges)) {
			t.Errorf("%s: two exports differ", tc.edges)
		}
	}
}

// TestHackenbushGeometry: the path of an edge starts and ends where its vertices' dots are,
// and an edge to the ground ends on the ground line.
func TestHackenbushGeometry(t *testing.T) {
	els := parse(t, Hackenbush(drawing(t, "0-1,1-2"), "x"))
	dots := map[string][2]float64{}
	var ground float64
	for _, e := range els {
		switch e.name {
		case "circle":
			dots[e.attrs["data-vertex"]] = [2]float64{num(t, e.attrs["cx"]), num(t, e.attrs["cy"])}
		case "line":
			ground = num(t, e.attrs["y1"])
		}
	}
	ends := regexp.MustCompile(`^M([-0-9.]+) ([-0-9.]+)Q[-0-9.]+ [-0-9.]+ ([-0-9.]+) ([-0-9.]+)$`)
	for _, e := range els {
		if e.name != "path" {
			continue
		}
		m := ends.FindStringSubmatch(e.attrs["d"])
		if m == nil {
			t.Fatalf("path %q", e.attrs["d"])
		}
		a, b, _ := strings.Cut(e.attrs["data-edge"], "-")
		for i, v := range []string{a, b} {
			x, y := num(t, m[1+2*i]), num(t, m[2+2*i])
			if v == "0" {
				if y != ground {
					t.Errorf("edge %s meets the ground at y %v, ground at %v", e.attrs["data-edge"], y, ground)
				}
				continue
			}
			if p := dots[v]; abs(p[0]-x) > 0.01 || abs(p[1]-y) > 0.01 {
				t.Errorf("edge %s ends at (%v, %v), vertex %s is at %v", e.attrs["data-edge"], x, y, v, p)
			}
		}
	}
}

func num(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		`a<b>&"c'`:       "a&lt;b&gt;&amp;&quot;c&apos;",
		"x⊕y":            "x⊕y",
		"bell\x07\x00":   "bell\ufffd\ufffd",
		"bad \xff byte":  "bad \ufffd byte",
		"tab\tnew\nline": "tab\tnew\nline",
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
	title := `</title><script>alert("x")</script> & ]]>`
	els := parse(t, Hackenbush(drawing(t, "0-1"), title))
	if count(els, "script") != 0 || els[1].name != "title" || els[1].text != title {
		t.Errorf("title not kept as text: %+v", els[:2])
	}
}

// cells reads the XOR SVG's paths back into the colour of each cell (x, y from the window's
// corner): every path is runs "Mx yhWv1h-Wz" of cells.
func cells(t *testing.T, els []element, nx, ny int, cell float64) map[[2]int]string {
	t.Helper()
	var left, top float64 = -1, -1
	runRe := regexp.MustCompile(`M([-0-9.]+) ([-0-9.]+)h([-0-9.]+)v([-0-9.]+)h([-0-9.]+)z`)
	type run struct{ x, y, w float64 }
	var all []run
	var fills []string
	for _, e := range els {
		if e.name != "path" {
			continue
		}
		for _, m := range runRe.FindAllStringSubmatch(e.attrs["d"], -1) {
			r := run{num(t, m[1]), num(t, m[2]), num(t, m[3])}
			if num(t, m[4]) != cell || num(t, m[5]) != -r.w {
				t.Fatalf("run %q is not a row of cells", m[0])
			}
			all = append(all, r)
			fills = append(fills, e.attrs["fill"])
			if left < 0 || r.x < left {
				left = r.x
			}
			if top < 0 || r.y < top {
				top = r.y
			}
		}
	}
	got := map[[2]int]string{}
	for i, r := range all {
		y, x0, n := int(math.Round((r.y-top)/cell)), int(math.Round((r.x-left)/cell)), int(math.Round(r.w/cell))
		for x := x0; x < x0+n; x++ {
			if _, dup := got[[2]int{x, y}]; dup {
				t.Fatalf("cell (%d, %d) painted twice", x, y)
			}
			got[[2]int{x, y}] = fills[i]
		}
	}
	if len(got) != nx*ny {
		t.Fatalf("%d cells painted, want %d", len(got), nx*ny)
	}
	return got
}

func hexOf(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// TestXorTable: every cell has the colour of x⊕y (of x⊗y for op=mul): with shift 0 and the
// 64 table, palette index x⊕y itself, as the lecture's figure colours it.
func TestXorTable(t *testing.T) {
	for _, tc := range []struct {
		name string
		tab  Table
		want func(x, y uint64) color.RGBA
	}{
		{"64 table", Table{Op: xortable.Add, NX: 64, NY: 64, Palette: xortable.Distinct, Cell: 10},
			func(x, y uint64) color.RGBA { return xortable.Distinct.RGB(int(x ^ y)) }},
		{"lecture's block", Table{Op: xortable.Add, X0: 64, NX: 64, NY: 64, Palette: xortable.Hue, Cell: 8},
			func(x, y uint64) color.RGBA { return xortable.Hue.RGB(int((x ^ y) & 63)) }},
		{"a window at 2^40, bits 3 up", Table{Op: xortable.Add, X0: 1 << 40, Y0: 12345, NX: 40, NY: 30, Palette: xortable.Grey, Shift: 3, Cell: 12},
			func(x, y uint64) color.RGBA { return xortable.Grey.RGB(int((x ^ y) >> 3 & 63)) }},
		{"nim-products", Table{Op: xortable.Mul, NX: 16, NY: 16, Palette: xortable.Distinct, Shift: -2, Cell: 20},
			func(x, y uint64) color.RGBA { return xortable.Distinct.RGB(int(xortable.NimMul(x, y)<<2) & 63) }},
	} {
		doc, err := XorTable(tc.tab, "XOR table")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := cells(t, parse(t, doc), tc.tab.NX, tc.tab.NY, tc.tab.Cell)
		bad := 0
		for y := range tc.tab.NY {
			for x := range tc.tab.NX {
				want := hexOf(tc.want(tc.tab.X0+uint64(x), tc.tab.Y0+uint64(y)))
				if g := got[[2]int{x, y}]; g != want && bad < 5 {
					t.Errorf("%s: cell (%d, %d) is %s, want %s", tc.name, x, y, g, want)
					bad++
				}
			}
		}
		again, _ := XorTable(tc.tab, "XOR table")
		if !bytes.Equal(doc, again) {
			t.Errorf("%s: two exports differ", tc.name)
		}
	}
}

func TestXorTableLabels(t *testing.T) {
	doc, err := XorTable(Table{Op: xortable.Add, X0: 64, NX: 64, NY: 64, Palette: xortable.Distinct, Cell: 16}, "t")
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, e := range parse(t, doc) {
		if e.name == "text" {
			labels = append(labels, e.text)
		}
	}
	if len(labels) == 0 || labels[0] != "64" {
		t.Errorf("labels %q: want the columns from 64", labels)
	}
}

func TestXorTableRefuses(t *testing.T) {
	for _, tab := range []Table{
		{NX: MaxCells + 1, NY: 10},
		{NX: 10, NY: MaxCells + 1},
		{NX: 0, NY: 10},
		{X0: ^uint64(0) - 3, NX: 10, NY: 10},
	} {
		if _, err := XorTable(tab, "t"); err == nil {
			t.Errorf("%+v: no error", tab)
		}
	}
	if _, err := XorTable(Table{NX: MaxCells, NY: MaxCells, Cell: 4}, "t"); err != nil {
		t.Errorf("the largest window: %v", err)
	}
}

func ExampleEscape() {
	fmt.Println(Escape(`x < y & "z"`))
	// Output: x &lt; y &amp; &quot;z&quot;
}

// FuzzEscape: whatever the text, the escaped form is XML character data that reads back as
// the text, its unrepresentable characters replaced by U+FFFD.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "a<b", "]]>", "&amp;", "\x00\x1f", "\xff\xfe", "\ufffe", "x⊕y", `"'`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var back struct {
			Text string `xml:",chardata"`
		}
		if err := xml.Unmarshal([]byte("<t>"+Escape(s)+"</t>"), &back); err != nil {
			t.Fatalf("Escape(%q) = %q: %v", s, Escape(s), err)
		}
		var b strings.Builder
		for _, r := range s { // an invalid byte comes as U+FFFD, one per byte
			if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xfffe || r == 0xffff {
				r = '\ufffd'
			}
			b.WriteRune(r)
		}
		want := b.String()
		want = strings.ReplaceAll(want, "\r\n", "\n") // XML reads a CR LF as LF
		want = strings.ReplaceAll(want, "\r", "\n")
		if back.Text != want {
			t.Errorf("Escape(%q) reads back as %q, want %q", s, back.Text, want)
		}
	})
}

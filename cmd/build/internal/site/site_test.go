package site

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"encoding/xml"
	"fmt"
	stdhtml "html"
	"io"
	"maps"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/css"
	"github.com/tdewolff/parse/v2/html"
	"github.com/tdewolff/parse/v2/js"

	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/i18n/catalog"
)

const indexHTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <!-- a comment the minifier drops -->
  <title>nimscope</title>
  <link rel="icon" href="favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="style.css">
  <meta name="nimscope-wasm" content="nimscope.wasm" data-bytes="0">
  <script src="wasm_exec.js" defer></script>
  <script src="./boot.js?v=1" defer></script>
  <script type="application/json" id="data">{"heaps": [3, 4, 5]}</script>
</head>
<body>
  <p>   Hello,    world.   </p>
  <a href="examples/">Examples</a> <a href="#top">top</a> <a href="https://example.org/">elsewhere</a>
  <img src="img/stone.png" alt=""> <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
</body>
</html>
`

// sample is a small static folder with every kind of file the build knows.
func sample() fstest.MapFS {
	return fstest.MapFS{
		"index.html":  {Data: []byte(indexHTML)},
		"style.css":   {Data: []byte("body {\n  margin: 0px;\n  color: #ff0000;\n  background: url(img/stone.png);\n}\n")},
		"boot.js":     {Data: []byte("// boot.js: start the wasm.\nconst meta = document.querySelector('meta[name=\"nimscope-wasm\"]');\nfunction start(name) {\n  return fetch(name);\n}\nstart(meta.content);\n")},
		"favicon.svg": {Data: []byte("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\">\n  <!-- a stone -->\n  <circle cx=\"8.000\" cy=\"8.000\" r=\"7\" fill=\"#000000\"/>\n</svg>\n")},
		"examples/index.html": {Data: []byte(`<!doctype html><html lang="en"><head><title>Examples</title>
<link rel="stylesheet" href="../style.css"><script src="../boot.js" defer></script></head>
<body><a href="nim.json">Nim</a> <a href="..">back</a> <a href="../index.html#game=nim&amp;heaps=3,4,5">play</a></body></html>`)},
		"examples/nim.json": {Data: []byte("{\n  \"position\": \"game=nim&heaps=3,4,5\",\n  \"grundy\": 2\n}\n")},
		"notes.txt":         {Data: []byte("Plain text, copied as it is.\n")},
		"img/stone.png":     {Data: []byte("\x89PNG\r\n\x1a\n not really a picture")},
		".DS_Store":         {Data: []byte("junk")},
		".drafts/old.js":    {Data: []byte("syntax error (")},
	}
}

var (
	testWasm     = append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("nimscope wasm "), 1000)...)
	testWasmExec = []byte("\"use strict\";\n// wasm_exec.js\n(() => {\n  globalThis.Go = class {\n    run(instance) { return instance; }\n  };\n})();\n")
)

func assemble(t *testing.T, static fstest.MapFS) *Site {
	t.Helper()
	s, err := Assemble(static, testWasm, testWasmExec, Options{})
	if err != nil {
		t.Fatalf("Assemble: %v", err)
	}
	return s
}

// element is one start tag of a page, its attributes decoded.
type element struct {
	tag   string
	attrs map[string]string
}

// elements lexes page the way a browser tokenizes it.
func elements(t *testing.T, page []byte) []element {
	t.Helper()
	l := html.NewLexer(parse.NewInputBytes(bytes.Clone(page)))
	var out []element
	for {
		tt, _ := l.Next()
		switch tt {
		case html.ErrorToken:
			if l.Err() != io.EOF {
				t.Fatalf("lex: %v", l.Err())
			}
			return out
		case html.StartTagToken:
			out = append(out, element{tag: string(l.Text()), attrs: map[string]string{}})
		case html.AttributeToken:
			v := string(l.AttrVal())
			if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') {
				v = v[1 : len(v)-1]
			}
			out[len(out)-1].attrs[string(l.AttrKey())] = stdhtml.UnescapeString(v)
		}
	}
}

// refsOf lists, in order, the attr values of the elements with that tag.
func refsOf(els []element, tag, attr string) []string {
	var out []string
	for _, e := range els {
		if v, ok := e.attrs[attr]; e.tag == tag && ok {
			out = append(out, v)
		}
	}
	return out
}

func TestAssembleHashesNames(t *testing.T) {
	s := assemble(t, sample())
	for _, src := range []string{"boot.js", "style.css", WasmExecName, WasmName} {
		out, ok := s.Renamed[src]
		if !ok || !IsHashed(out) {
			t.Errorf("Renamed[%q] = %q, %v; want a hashed name", src, out, ok)
			continue
		}
		if _, ok := s.Files[out]; !ok {
			t.Errorf("no file %q for %q", out, src)
		}
		if _, ok := s.Files[src]; ok {
			t.Errorf("the source name %q is in the output too", src)
		}
		if want := HashedName(src, s.Files[out]); out != want {
			t.Errorf("%q is named %q, but the hash of its content gives %q", src, out, want)
		}
	}
	if len(s.Renamed) != 4 {
		t.Errorf("Renamed = %v, want 4 entries", s.Renamed)
	}
	if s.Wasm != s.Renamed[WasmName] || !bytes.Equal(s.Files[s.Wasm], testWasm) {
		t.Errorf("Wasm = %q does not hold the wasm", s.Wasm)
	}
	for _, kept := range []string{"index.html", "examples/index.html", "examples/nim.json", "favicon.svg", "notes.txt", "img/stone.png"} {
		if _, ok := s.Files[kept]; !ok {
			t.Errorf("%q is missing from the output", kept)
		}
	}
	for name := range s.Files {
		if strings.HasPrefix(name, ".") {
			t.Errorf("the dot file %q is in the output", name)
		}
	}
}

// TestAssembleAddsCatalogs: each language's words are in the site as i18n.Served writes
// web/i18n/catalog's file, unhashed (boot.js names them), and web/i18n reads them.
func TestAssembleAddsCatalogs(t *testing.T) {
	s := assemble(t, sample())
	for _, l := range i18n.All[1:] {
		source, err := catalog.Files.ReadFile(catalog.Name(l))
		if err != nil {
			t.Fatal(err)
		}
		want, err := i18n.Served(l, catalog.Name(l), string(source))
		if err != nil {
			t.Fatal(err)
		}
		name := CatalogDir + "/" + string(l) + ".txt"
		if got := s.Files[name]; string(got) != want {
			t.Errorf("%s: %d bytes, want the %d of i18n.Served", name, len(got), len(want))
		}
		if err := i18n.Load(l, name, string(s.Files[name])); err != nil {
			t.Error(err)
		}
	}
}

func TestAssembleRewritesReferences(t *testing.T) {
	s := assemble(t, sample())
	r := s.Renamed

	index := elements(t, s.Files["index.html"])
	if got, want := refsOf(index, "script", "src"), []string{r[WasmExecName], "./" + r["boot.js"] + "?v=1"}; !equal(got, want) {
		t.Errorf("index.html script src = %q, want %q", got, want)
	}
	if got, want := refsOf(index, "link", "href"), []string{"favicon.svg", r["style.css"]}; !equal(got, want) {
		t.Errorf("index.html link href = %q, want %q", got, want)
	}
	if got, want := refsOf(index, "a", "href"), []string{"examples/", "#top", "https://example.org/"}; !equal(got, want) {
		t.Errorf("index.html a href = %q, want %q", got, want)
	}
	var meta map[string]string
	for _, e := range index {
		if e.tag == "meta" && e.attrs["name"] == WasmMeta {
			meta = e.attrs
		}
	}
	if meta == nil {
		t.Fatalf("index.html lost <meta name=%q>:\n%s", WasmMeta, s.Files["index.html"])
	}
	if meta["content"] != s.Wasm {
		t.Errorf("meta content = %q, want %q", meta["content"], s.Wasm)
	}
	if want := strconv.Itoa(len(testWasm)); meta["data-bytes"] != want {
		t.Errorf("meta data-bytes = %q, want %q", meta["data-bytes"], want)
	}
	// The minified tag keeps its quotes.
	if want := fmt.Sprintf(`<meta name="nimscope-wasm" content="%s" data-bytes="%d">`, s.Wasm, len(testWasm)); !bytes.Contains(s.Files["index.html"], []byte(want)) {
		t.Errorf("index.html lacks %s:\n%s", want, s.Files["index.html"])
	}

	examples := elements(t, s.Files["examples/index.html"])
	if got, want := refsOf(examples, "link", "href"), []string{"../" + r["style.css"]}; !equal(got, want) {
		t.Errorf("examples/index.html link href = %q, want %q", got, want)
	}
	if got, want := refsOf(examples, "script", "src"), []string{"../" + r["boot.js"]}; !equal(got, want) {
		t.Errorf("examples/index.html script src = %q, want %q", got, want)
	}
	if got, want := refsOf(examples, "a", "href"), []string{"nim.json", "..", "../index.html#game=nim&heaps=3,4,5"}; !equal(got, want) {
		t.Errorf("examples/index.html a href = %q, want %q", got, want)
	}
}

func TestAssembleAddsMissingDataBytes(t *testing.T) {
	static := sample()
	static["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><title>x</title><meta content="nimscope.wasm" name="nimscope-wasm">`)}
	s := assemble(t, static)
	for _, e := range elements(t, s.Files["index.html"]) {
		if e.tag == "meta" {
			if e.attrs["content"] != s.Wasm || e.attrs["data-bytes"] != strconv.Itoa(len(testWasm)) {
				t.Errorf("meta = %v", e.attrs)
			}
			return
		}
	}
	t.Errorf("no meta in %s", s.Files["index.html"])
}

func TestAssembleErrors(t *testing.T) {
	page := func(head string) string {
		return `<!doctype html><title>t</title><meta name="nimscope-wasm" content="nimscope.wasm" data-bytes="0">` + head
	}
	tests := []struct {
		name  string
		files map[string]string // added to, or with "" removed from, the sample
		want  []string          // substrings of the error
	}{
		{"dangling script", map[string]string{"index.html": page(`<script src="missing.js"></script>`)},
			[]string{"index.html", `src="missing.js"`, "no file"}},
		{"dangling style sheet in a subfolder", map[string]string{"examples/index.html": `<link rel="stylesheet" href="style.css">`},
			[]string{"examples/index.html", `href="style.css"`, `"examples/style.css"`}},
		{"dangling picture", map[string]string{"index.html": page(`<img src="img/nothere.png">`)},
			[]string{"index.html", "img/nothere.png"}},
		{"folder without index.html", map[string]string{"index.html": page(`<a href="img/">pictures</a>`)},
			[]string{"index.html", `"img/index.html"`}},
		{"root-relative", map[string]string{"index.html": page(`<script src="/boot.js"></script>`)},
			[]string{"index.html", "/boot.js", "subfolder"}},
		{"outside the site", map[string]string{"examples/index.html": `<a href="../../x.html">up</a>`},
			[]string{"examples/index.html", "outside"}},
		{"inline script", map[string]string{"index.html": page(`<script>alert(1)</script>`)},
			[]string{"index.html", "inline <script>"}},
		{"inline module", map[string]string{"index.html": page(`<script type="module">import "./boot.js";</script>`)},
			[]string{"index.html", "inline <script>"}},
		{"event handler", map[string]string{"index.html": page(`<button onclick="go()">go</button>`)},
			[]string{"index.html", "onclick", "event handler"}},
		{"style attribute", map[string]string{"index.html": page(`<p style="color:red">x</p>`)},
			[]string{"index.html", "style=", "inline styles"}},
		{"style element", map[string]string{"index.html": page(`<style>p{}</style>`)},
			[]string{"index.html", "<style>"}},
		{"javascript: URL", map[string]string{"index.html": page(`<a href="javascript:go()">go</a>`)},
			[]string{"index.html", "javascript:"}},
		{"script from elsewhere", map[string]string{"index.html": page(`<script src="https://cdn.example/x.js"></script>`)},
			[]string{"index.html", "cdn.example", "Content-Security-Policy"}},
		{"style sheet from elsewhere", map[string]string{"index.html": page(`<link rel="stylesheet" href="//fonts.example/f.css">`)},
			[]string{"index.html", "fonts.example", "Content-Security-Policy"}},
		{"base element", map[string]string{"index.html": page(`<base href="x/">`)},
			[]string{"index.html", "<base>"}},
		{"no index.html", map[string]string{"index.html": ""},
			[]string{"no index.html"}},
		{"no wasm meta", map[string]string{"index.html": `<!doctype html><title>t</title>`},
			[]string{"nimscope-wasm", "could not find the wasm"}},
		{"wasm meta naming another file", map[string]string{"index.html": `<meta name="nimscope-wasm" content="boot.js">`},
			[]string{"index.html", `content="boot.js"`}},
		{"wasm_exec.js in static", map[string]string{"wasm_exec.js": "old"},
			[]string{"wasm_exec.js", "makes itself"}},
		{"a catalog in static", map[string]string{"i18n/uk.txt": "old"},
			[]string{"i18n/uk.txt", "web/i18n/catalog"}},
		{"a .gz the build would overwrite", map[string]string{"notes.txt.gz": "x"},
			[]string{"notes.txt.gz", "overwrite"}},
		{"JS that does not parse", map[string]string{"boot.js": "function ("},
			[]string{`minify "boot.js"`}},
		{"CSS that does not parse", map[string]string{"style.css": "p { color: red; } }"},
			nil}, // the CSS minifier passes such input through: no error
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			static := sample()
			for name, data := range tt.files {
				if data == "" {
					delete(static, name)
				} else {
					static[name] = &fstest.MapFile{Data: []byte(data)}
				}
			}
			_, err := Assemble(static, testWasm, testWasmExec, Options{})
			if tt.want == nil {
				if err != nil {
					t.Errorf("Assemble: %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Assemble: no error, want one with %q", tt.want)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestAssembleOptions(t *testing.T) {
	for _, opts := range []Options{{BrotliQuality: -1}, {BrotliQuality: 12}, {GzipLevel: 10}} {
		if _, err := Assemble(sample(), testWasm, testWasmExec, opts); err == nil {
			t.Errorf("Assemble with %+v: no error", opts)
		}
	}
	if _, err := Assemble(sample(), nil, testWasmExec, Options{}); err == nil {
		t.Error("Assemble with no wasm: no error")
	}
	s, err := Assemble(sample(), testWasm, testWasmExec, Options{BrotliQuality: 3, GzipLevel: 1})
	if err != nil {
		t.Fatal(err)
	}
	if s.BrotliQuality != 3 {
		t.Errorf("BrotliQuality = %d, want 3", s.BrotliQuality)
	}
}

func TestAssembleMinifies(t *testing.T) {
	static := sample()
	s := assemble(t, static)
	source := map[string][]byte{WasmExecName: testWasmExec}
	for name, f := range static {
		source[name] = f.Data
	}
	checks := map[string]func([]byte) error{
		"index.html":          parsesHTML,
		"examples/index.html": parsesHTML,
		"style.css":           parsesCSS,
		"boot.js":             parsesJS,
		WasmExecName:          parsesJS,
		"favicon.svg":         parsesXML,
		"examples/nim.json": func(b []byte) error {
			if !json.Valid(b) {
				return fmt.Errorf("not valid JSON")
			}
			return nil
		},
	}
	for name, check := range checks {
		out := name
		if r, ok := s.Renamed[name]; ok {
			out = r
		}
		got := s.Files[out]
		// (examples/index.html is written tight already; hashed names make it longer.)
		if name != "examples/index.html" && len(got) >= len(source[name]) {
			t.Errorf("%s: %d bytes from %d, want fewer:\n%s", name, len(got), len(source[name]), got)
		}
		if err := check(got); err != nil {
			t.Errorf("%s does not parse after minifying: %v\n%s", name, err, got)
		}
	}
	if got := s.Files["index.html"]; bytes.Contains(got, []byte("<!--")) || bytes.Contains(got, []byte("  ")) {
		t.Errorf("index.html keeps comments or runs of spaces:\n%s", got)
	}
	for _, kept := range []string{"notes.txt", "img/stone.png"} {
		if !bytes.Equal(s.Files[kept], static[kept].Data) {
			t.Errorf("%s changed", kept)
		}
	}
}

func parsesHTML(b []byte) error {
	l := html.NewLexer(parse.NewInputBytes(bytes.Clone(b)))
	for {
		if tt, _ := l.Next(); tt == html.ErrorToken {
			if l.Err() == io.EOF {
				return nil
			}
			return l.Err()
		}
	}
}

func parsesCSS(b []byte) error {
	p := css.NewParser(parse.NewInputBytes(b), false)
	for {
		if gt, _, _ := p.Next(); gt == css.ErrorGrammar {
			if p.Err() == io.EOF {
				return nil
			}
			return p.Err()
		}
	}
}

func parsesJS(b []byte) error {
	_, err := js.Parse(parse.NewInputBytes(b), js.Options{})
	return err
}

func parsesXML(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

func TestAssemblePrecompresses(t *testing.T) {
	s := assemble(t, sample())
	compressed := 0
	for name, data := range s.Files {
		if strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") {
			continue
		}
		gz, hasGz := s.Files[name+".gz"]
		br, hasBr := s.Files[name+".br"]
		if want := kindOf(name).precompress; hasGz != want || hasBr != want {
			t.Errorf("%s: .gz %v, .br %v; want %v", name, hasGz, hasBr, want)
			continue
		}
		if !hasGz {
			continue
		}
		compressed++
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Errorf("%s.gz: %v", name, err)
			continue
		}
		if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s.gz decompresses to %d bytes (%v), want the %d of %s", name, len(got), err, len(data), name)
		}
		if got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s.br decompresses to %d bytes (%v), want the %d of %s", name, len(got), err, len(data), name)
		}
	}
	// index.html, examples/index.html, examples/nim.json, favicon.svg,
	// notes.txt, style, boot, wasm_exec, wasm, i18n/ru.txt, uk.txt, zh.txt.
	if compressed != 12 {
		t.Errorf("%d files precompressed, want 12", compressed)
	}
	if n := len(s.Files[s.Wasm+".br"]); n == 0 || n >= len(testWasm)/10 {
		t.Errorf("the wasm's .br is %d bytes of %d", n, len(testWasm))
	}
}

func TestAssembleIsDeterministic(t *testing.T) {
	a, b := assemble(t, sample()), assemble(t, sample())
	if !maps.EqualFunc(a.Files, b.Files, bytes.Equal) {
		t.Error("two builds of the same sources differ")
	}
}

// TestAssembleLeavesItsInputs: the minifier works in place, and the bench assembles several
// sites from one wasm_exec.js.
func TestAssembleLeavesItsInputs(t *testing.T) {
	exec, wasm := bytes.Clone(testWasmExec), bytes.Clone(testWasm)
	if _, err := AssembleModules(sample(), []Module{{Wasm: wasm}}, exec, Options{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(exec, testWasmExec) || !bytes.Equal(wasm, testWasm) {
		t.Error("AssembleModules changed the wasm_exec.js or the wasm it was given")
	}
}

func TestAssembleWarnsAboutRenamedScripts(t *testing.T) {
	static := sample()
	static["panel.js"] = &fstest.MapFile{Data: []byte("export const panel = 1;\n")}
	static["boot.js"] = &fstest.MapFile{Data: []byte("import { panel } from \"./panel.js\";\nconsole.log(panel, \"wasm_exec.js is loaded by the page\");\n")}
	static["style.css"] = &fstest.MapFile{Data: []byte("@import \"more.css\";\np { color: red }\n")}
	static["more.css"] = &fstest.MapFile{Data: []byte("p { margin: 0 }\n")}
	s := assemble(t, static)
	if len(s.Warnings) != 2 ||
		!strings.Contains(s.Warnings[0], `boot.js names "./panel.js"`) ||
		!strings.Contains(s.Warnings[1], `style.css names "more.css"`) {
		t.Errorf("Warnings = %q, want one for ./panel.js in boot.js and one for more.css in style.css", s.Warnings)
	}
	if w := assemble(t, sample()).Warnings; len(w) != 0 {
		t.Errorf("the sample gives warnings %q", w)
	}
}

func equal(a, b []string) bool {
	return strings.Join(a, "\x00") == strings.Join(b, "\x00") && len(a) == len(b)
}

// modulesOf lists the wasm <meta> elements of a page, in order.
func modulesOf(els []element) []map[string]string {
	var out []map[string]string
	for _, e := range els {
		if e.tag == "meta" && e.attrs["name"] == WasmMeta {
			out = append(out, e.attrs)
		}
	}
	return out
}

func TestAssembleModules(t *testing.T) {
	static := sample()
	static["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><title>x</title><meta name="nimscope-wasm" content="./nimscope.wasm" data-bytes="0"><script src="boot.js"></script>`)}
	xorWasm := append(bytes.Clone(testWasm), "xor"...)
	s, err := AssembleModules(static, []Module{
		{Name: "nim", Games: []string{"nim"}, Wasm: testWasm},
		{Name: "xor", Games: []string{"nim", "xor"}, Wasm: xorWasm},
	}, testWasmExec, Options{BrotliQuality: 1, GzipLevel: 1})
	if err != nil {
		t.Fatalf("AssembleModules: %v", err)
	}
	if len(s.Modules) != 2 || s.Wasm != s.Modules[0].File {
		t.Fatalf("Modules = %v, Wasm = %q", s.Modules, s.Wasm)
	}
	for i, m := range []struct {
		name  string
		wasm  []byte
		games string
	}{{"nim", testWasm, "nim"}, {"xor", xorWasm, "nim xor"}} {
		file := s.Modules[i].File
		if want := HashedName("nimscope-"+m.name+".wasm", m.wasm); file != want {
			t.Errorf("module %s: file %q, want %q", m.name, file, want)
		}
		if !bytes.Equal(s.Files[file], m.wasm) || len(s.Files[file+".br"]) == 0 || len(s.Files[file+".gz"]) == 0 {
			t.Errorf("module %s: %s and its .br and .gz are not all in the site", m.name, file)
		}
		metas := modulesOf(elements(t, s.Files["index.html"]))
		if len(metas) != 2 {
			t.Fatalf("index.html has %d wasm metas, want 2:\n%s", len(metas), s.Files["index.html"])
		}
		if got := metas[i]; got["content"] != "./"+file || got["data-games"] != m.games || got["data-bytes"] != strconv.Itoa(len(m.wasm)) {
			t.Errorf("meta %d = %v, want content ./%s, data-games %q, data-bytes %d", i, got, file, m.games, len(m.wasm))
		}
	}
	if _, ok := s.Files[HashedName(WasmName, testWasm)]; ok {
		t.Errorf("the site holds a module without a family too")
	}

	// The one module of a site without families has no data-games: it serves every game.
	one := assemble(t, sample())
	if metas := modulesOf(elements(t, one.Files["index.html"])); len(metas) != 1 || metas[0]["data-games"] != "" {
		t.Errorf("a site of one module: metas %v", metas)
	}
}

func TestAssembleModulesErrors(t *testing.T) {
	w := testWasm
	preload := sample()
	preload["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><title>x</title><meta name="nimscope-wasm" content="nimscope.wasm"><link rel="preload" href="nimscope.wasm" as="fetch" crossorigin>`)}
	games := sample()
	games["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><title>x</title><meta name="nimscope-wasm" content="nimscope.wasm" data-games="nim">`)}
	two := []Module{{Name: "nim", Games: []string{"nim"}, Wasm: w}, {Name: "xor", Games: []string{"nim", "xor"}, Wasm: w}}
	for _, c := range []struct {
		name    string
		static  fstest.MapFS
		modules []Module
		want    string
	}{
		{"none", sample(), nil, "no wasm module"},
		{"unnamed among several", sample(), []Module{{Wasm: w}, {Name: "xor", Games: []string{"xor"}, Wasm: w}}, "has no name"},
		{"unnamed with games", sample(), []Module{{Games: []string{"nim"}, Wasm: w}}, "serves every game"},
		{"empty", sample(), []Module{{Name: "nim", Games: []string{"nim"}}}, "module nim is empty"},
		{"no games", sample(), []Module{{Name: "nim", Wasm: w}}, "serves no game"},
		{"bad name", sample(), []Module{{Name: "Nim!", Games: []string{"nim"}, Wasm: w}}, `module name "Nim!"`},
		{"bad game", sample(), []Module{{Name: "nim", Games: []string{"a b"}, Wasm: w}}, `game "a b"`},
		{"twice", sample(), []Module{two[0], two[0]}, "two modules named nim"},
		{"game in two", sample(), []Module{two[0], two[1], {Name: "x2", Games: []string{"xor"}, Wasm: w}}, "game xor is served by modules xor and x2"},
		{"preload", preload, two, "only the page's modules.js knows"},
		{"data-games written", games, two, "data-games"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := AssembleModules(c.static, c.modules, testWasmExec, Options{BrotliQuality: 1, GzipLevel: 1})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want one containing %q", err, c.want)
			}
		})
	}
}

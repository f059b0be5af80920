package i18n

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
)

// root is the module's directory, two up from this package's.
const root = "../.."

// use is one literal passed to a translating call, and where.
type use struct {
	format string
	at     string
}

// formatArg says which argument of a call is a format the catalogs must hold: msg.New's
// first, msg.Errorf's first, i18n.T's second, i18n.N's first, a View's T method's first (session's v.T). -1: not
// such a call.
func formatArg(call *ast.CallExpr) int {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return -1
	}
	pkg, _ := sel.X.(*ast.Ident)
	switch {
	case pkg != nil && pkg.Name == "msg" && (sel.Sel.Name == "New" || sel.Sel.Name == "Errorf"):
		return 0
	case pkg != nil && pkg.Name == "i18n" && sel.Sel.Name == "T":
		return 1
	case pkg != nil && pkg.Name == "i18n" && sel.Sel.Name == "N":
		return 0
	case sel.Sel.Name == "T":
		return 0
	}
	return -1
}

// consts are the module's string constants whose values are literals, so that a format may
// be a constant (subtraction.RuleNormal): by directory and name, and by package and name.
type consts struct {
	byDir map[string]map[string]ast.Expr
	byPkg map[string]map[string]ast.Expr
	dir   string // the file's directory, for a bare name
}

// literal is the value of a string literal, a sum of them, or a constant that is one.
func (c consts) literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		if x, ok := c.byDir[c.dir][e.Name]; ok {
			return c.literal(x)
		}
		return "", false
	case *ast.SelectorExpr:
		if pkg, ok := e.X.(*ast.Ident); ok {
			if x, ok := c.byPkg[pkg.Name][e.Sel.Name]; ok {
				return c.literal(x)
			}
		}
		return "", false
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := c.literal(e.X)
		b, ok2 := c.literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return c.literal(e.X)
	}
	return "", false
}

// uses walks the module's Go sources (not tests, not this package) for the formats passed
// to the translating calls. A format that is not a literal is an error, as the test could
// not check it, except a wrapper's parameter named format.
func uses(t *testing.T) []use {
	t.Helper()
	var out []use
	fset := token.NewFileSet()
	files := map[string]*ast.File{}
	c := consts{byDir: map[string]map[string]ast.Expr{}, byPkg: map[string]map[string]ast.Expr{}}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "node_modules", "dist", "testdata", "i18n":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		files[path] = f
		dir := filepath.Dir(path)
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						if c.byDir[dir] == nil {
							c.byDir[dir] = map[string]ast.Expr{}
						}
						if c.byPkg[f.Name.Name] == nil {
							c.byPkg[f.Name.Name] = map[string]ast.Expr{}
						}
						c.byDir[dir][name.Name] = vs.Values[i]
						c.byPkg[f.Name.Name][name.Name] = vs.Values[i]
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	for _, path := range paths {
		f := files[path]
		c.dir = filepath.Dir(path)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			i := formatArg(call)
			if i < 0 || i >= len(call.Args) {
				return true
			}
			at := fset.Position(call.Pos()).String()
			if id, ok := call.Args[i].(*ast.Ident); ok && id.Name == "format" {
				return true // a wrapper passing its own format on (View.T): its callers are checked
			}
			s, ok := c.literal(call.Args[i])
			if !ok {
				t.Errorf("%s: the format is not a string literal, so no test can check its translations", at)
				return true
			}
			out = append(out, use{s, at})
			return true
		})
	}
	return out
}

// verb is one formatting verb: the argument it formats (from 0) and its letter.
type verb struct {
	arg    int
	letter byte
}

// verbs lists the verbs of a format in the order they appear.
func verbs(f string) []verb {
	var out []verb
	arg := 0
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		for i < len(f) && strings.IndexByte("+-# 0", f[i]) >= 0 {
			i++
		}
		index := func() {
			if i < len(f) && f[i] == '[' {
				j := strings.IndexByte(f[i:], ']')
				if j > 0 {
					if n, err := strconv.Atoi(f[i+1 : i+j]); err == nil {
						arg = n - 1
					}
					i += j + 1
				}
			}
		}
		index()
		for i < len(f) && (f[i] >= '0' && f[i] <= '9' || f[i] == '.') {
			i++
		}
		index()
		if i >= len(f) {
			out = append(out, verb{arg, '!'})
			break
		}
		if f[i] == '%' {
			continue
		}
		out = append(out, verb{arg, f[i]})
		arg++
	}
	return out
}

// sameVerbs reports whether a translation formats the same arguments with the same verbs as
// the English, each once, in any order.
func sameVerbs(en, other string) bool {
	a, b := verbs(en), verbs(other)
	cmp := func(x, y verb) int {
		if x.arg != y.arg {
			return x.arg - y.arg
		}
		return int(x.letter) - int(y.letter)
	}
	slices.SortFunc(a, cmp)
	slices.SortFunc(b, cmp)
	return slices.Equal(a, b)
}

func TestVerbs(t *testing.T) {
	for _, c := range []struct {
		en, other string
		same      bool
	}{
		{"took %d from heap %d", "взял %d из кучи %d", true},
		{"took %d from heap %d", "из кучи %[2]d взято %[1]d", true},
		{"took %d from heap %d", "взял %d", false},
		{"took %d from heap %d", "взял %s из кучи %d", false},
		{"took %d from heap %d", "взял %d из кучи %d %d", false},
		{"100%% of %s", "100%% от %s", true},
		{"100%% of %s", "%s", true},
		{"%5.2f", "%f", true},
		{"%s", "%v", false},
	} {
		if got := sameVerbs(c.en, c.other); got != c.same {
			t.Errorf("sameVerbs(%q, %q) = %v, want %v", c.en, c.other, got, c.same)
		}
	}
}

// catalogFile reads l's catalog file, as the page fetches it and web/i18n/catalog embeds it.
func catalogFile(l Lang) (name, data string, err error) {
	name = "catalog/" + string(l) + ".txt"
	b, err := os.ReadFile(name)
	return name, string(b), err
}

// TestMain loads every catalog, as the page does for the language it shows.
func TestMain(m *testing.M) {
	for _, l := range All[1:] {
		name, data, err := catalogFile(l)
		if err == nil {
			err = Load(l, name, data)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

// catalogs parses the catalog files, by language and English format; a file that does not
// parse fails the test.
func catalogs(t *testing.T) map[Lang]map[string]entry {
	t.Helper()
	out := map[Lang]map[string]entry{}
	for _, l := range All[1:] {
		name, data, err := catalogFile(l)
		if err != nil {
			t.Fatal(err)
		}
		entries, err := parseCatalog(name, l, data)
		if err != nil {
			t.Fatal(err)
		}
		out[l] = map[string]entry{}
		for _, e := range entries {
			out[l][e.english] = e
		}
	}
	return out
}

// TestCatalog fails when a format passed to msg.New, i18n.T or a View's T lacks a language,
// when a translation's verbs differ from the English, and when a catalog file holds a format
// nothing uses any more.
func TestCatalog(t *testing.T) {
	files := catalogs(t)
	used := map[string]bool{}
	for _, u := range uses(t) {
		used[u.format] = true
		for _, l := range All[1:] {
			e, ok := files[l][u.format]
			if !ok {
				t.Errorf("%s: %q lacks %s: add it to web/i18n/catalog/%s.txt", u.at, u.format, l, l)
				continue
			}
			for _, form := range strings.Split(e.text, "|") {
				if !sameVerbs(msg.English(u.format), form) {
					t.Errorf("web/i18n/catalog/%s.txt:%d: %q in %s has other verbs: %q (used at %s)", l, e.line+1, u.format, l, form, u.at)
				}
			}
		}
	}
	if len(used) == 0 {
		t.Fatal("found no translated formats: is the walk looking in the right place?")
	}
	for _, l := range All[1:] {
		for k, e := range files[l] {
			if !used[k] {
				t.Errorf("web/i18n/catalog/%s.txt:%d: %q is used nowhere", l, e.line, k)
			}
		}
	}
}

// TestTranslations: the table a language is read into is its file's, whole.
func TestTranslations(t *testing.T) {
	files := catalogs(t)
	for _, l := range All[1:] {
		m := translations(l)
		if len(m) != len(files[l]) || len(m) < 100 {
			t.Errorf("%s: %d translations in the table, %d in the file", l, len(m), len(files[l]))
		}
		for k, e := range files[l] {
			if m[Key(k)] != e.text {
				t.Errorf("%s: %q is %q in the table, %q in the file", l, k, m[Key(k)], e.text)
			}
		}
	}
	if translations(EN) != nil {
		t.Error("English has a table")
	}
}

func TestParseCatalog(t *testing.T) {
	good := "# a comment\n\nen took %d\nru взято %d\nen \"button\\x04Step\"\nru Шаг\n\nen \" (%s)\"\nru \" (%s)\""
	entries, err := parseCatalog("ru.txt", RU, good)
	if err != nil {
		t.Fatal(err)
	}
	want := []entry{{Key("took %d"), "took %d", "взято %d", 3}, {Key("button\x04Step"), "button\x04Step", "Шаг", 5}, {Key(" (%s)"), " (%s)", " (%s)", 8}}
	if !slices.Equal(entries, want) {
		t.Errorf("got %q, want %q", entries, want)
	}
	for _, c := range []struct{ data, err string }{
		{"en a\nru b\nen a\nru c\n", `ru.txt:3: "a" is already translated on line 1`},
		{"en a\n\nru b\n", "ru.txt:2: the English on line 1 has no ru translation right after it"},
		{"en a\n# note\nru b\n", "ru.txt:2: the English on line 1 has no ru translation right after it"},
		{"en a\nen b\nru c\n", "ru.txt:2: the English on line 1 has no ru translation right after it"},
		{"en a\nru b\nen c", "ru.txt:3: the English has no ru translation after it (the file ends)"},
		{"ru b\n", `ru.txt:1: a ru translation with no "en " line before it`},
		{"en a\nuk b\n", `ru.txt:2: expected "en " and an English format, "ru " and its translation, a key in hex and a translation, a # comment or a blank line; got "uk b"`},
		{"en a\nru\n", `ru.txt:2: expected "en " and an English format, "ru " and its translation, a key in hex and a translation, a # comment or a blank line; got "ru"`},
		{"en a\nru \n", `ru.txt:2: "" is empty: write it as a Go string literal`},
		{"en a\nru \"\"\n", `ru.txt:2: an empty text ""; leave the entry out`},
		{"en  a\nru b\n", `ru.txt:1: " a" starts with a space: write it as a Go string literal`},
		{"en a\nru b \n", `ru.txt:2: "b " ends with a space: write it as a Go string literal`},
		{"en a\tb\nru b\n", `ru.txt:1: "a\tb" holds the control character U+0009: write it as a Go string literal`},
		{"en a\r\nru b\r\n", `ru.txt:1: the line ends in "\r": save the file with "\n" line ends`},
		{"en \"a\nru b\n", `ru.txt:1: "a is not a Go string literal: invalid syntax`},
		{"en \"a\" b\nru b\n", `ru.txt:1: "a" b is not a Go string literal: invalid syntax`},
		{"en \xff\nru b\n", `ru.txt:1: "\xff" is not UTF-8: write it as a Go string literal`},
		{"en a\u0085b\nru b\n", `ru.txt:1: "a\u0085b" holds the control character U+0085: write it as a Go string literal`},
		{"en a\nru b\u2028\n", `ru.txt:2: "b\u2028" holds the control character U+2028: write it as a Go string literal`},
		{"\ufeffen a\nru b\n", `ru.txt:1: expected "en " and an English format, "ru " and its translation, a key in hex and a translation, a # comment or a blank line; got "\ufeffen a"`},
		{"en a\u00a0b\u2027\nru \ufeffb\n", `ru.txt:2: "\ufeffb" holds the control character U+FEFF: write it as a Go string literal`},
		// The served form: a key in hex, then the translation.
		{"0000000a b\n0000000a c\n", `ru.txt:2: "c" has the key 0000000a of line 1's entry: reword one of them`},
		{"en a\nru b\ne40c292c c\n", `ru.txt:3: "c" has the key e40c292c of line 1's entry: reword one of them`},
		{"en a\ne40c292d c\n", "ru.txt:2: the English on line 1 has no ru translation right after it"},
		{"0000000A b\n", `ru.txt:1: expected "en " and an English format, "ru " and its translation, a key in hex and a translation, a # comment or a blank line; got "0000000A b"`},
		{"000000a b\n", `ru.txt:1: expected "en " and an English format, "ru " and its translation, a key in hex and a translation, a # comment or a blank line; got "000000a b"`},
		{"0000000a  b\n", `ru.txt:1: " b" starts with a space: write it as a Go string literal`},
	} {
		_, err := parseCatalog("ru.txt", RU, c.data)
		if err == nil || err.Error() != c.err {
			t.Errorf("%q: error %v, want %s", c.data, err, c.err)
		}
	}
}

// FuzzParseCatalog: the parser never panics; what it accepts has non-empty, distinct English
// formats and non-empty translations, and writing them back gives the same entries.
func FuzzParseCatalog(f *testing.F) {
	for _, s := range []string{
		"en a\nru b\n", "# x\n\nen \"button\\x04Step\"\nru Шаг", "en a\nen b", "ru b", "en \"\\xff\"\nru \" x \"",
		"en a\r\nru b", "en %d took|%d\nru %[1]d|%d\n", "en \"\nru \"\"", "\n\n\n#",
		"# x\n4c2b7d10 взято %d\n0000000a \" (%s)\"\n", "en a\nru b\ne40c292c c", "0000000a b\n0000000a c",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		entries, err := parseCatalog("f.txt", RU, data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.txt:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		var b strings.Builder
		seen := map[uint32]bool{}
		for _, e := range entries {
			if e.text == "" || seen[e.key] || e.english != "" && e.key != Key(e.english) {
				t.Fatalf("accepted %+v", e)
			}
			seen[e.key] = true
			if e.english == "" {
				fmt.Fprintf(&b, "%08x %s\n", e.key, quoteText(e.text))
			} else {
				b.WriteString("en " + quoteText(e.english) + "\nru " + quoteText(e.text) + "\n")
			}
		}
		again, err := parseCatalog("g.txt", RU, b.String())
		if err != nil {
			t.Fatalf("written back: %v\n%s", err, b.String())
		}
		for i := range again {
			again[i].line = entries[i].line
		}
		if !slices.Equal(entries, again) {
			t.Fatalf("written back: %q, was %q", again, entries)
		}
	})
}

// TestServed: the served form of each catalog reads back as the same table, without the
// English, and is much the smaller.
func TestServed(t *testing.T) {
	for _, l := range All[1:] {
		name, data, err := catalogFile(l)
		if err != nil {
			t.Fatal(err)
		}
		source, err := parseCatalog(name, l, data)
		if err != nil {
			t.Fatal(err)
		}
		served, err := Served(l, name, data)
		if err != nil {
			t.Fatal(err)
		}
		got, err := parseCatalog("served", l, served)
		if err != nil {
			t.Fatalf("%s: the served form does not parse: %v", l, err)
		}
		if len(got) != len(source) {
			t.Fatalf("%s: %d entries served, %d in the file", l, len(got), len(source))
		}
		for i, e := range got {
			if want := source[i]; e.key != want.key || e.text != want.text || e.english != "" {
				t.Errorf("%s: served %+v for %+v", l, e, want)
			}
		}
		if len(served) > len(data)*3/4 {
			t.Errorf("%s: the served form is %d bytes, the file %d", l, len(served), len(data))
		}
	}
	if _, err := Served(RU, "ru.txt", "en a\n"); err == nil || !strings.HasPrefix(err.Error(), "ru.txt:1:") {
		t.Errorf("Served of a bad file: %v", err)
	}
}

// TestKey: Key is FNV-1a, as hash/fnv writes it.
func TestKey(t *testing.T) {
	for _, s := range []string{"", "a", "took %d from heap %d (%d → %d)", "button\x04Step"} {
		h := fnv.New32a()
		h.Write([]byte(s))
		if got, want := Key(s), h.Sum32(); got != want {
			t.Errorf("Key(%q) = %08x, want %08x", s, got, want)
		}
	}
}

// ExampleKey: the served catalogs' key of an English format.
func ExampleKey() {
	fmt.Printf("%08x\n", Key("took %d from heap %d (%d → %d)"))
	// Output: 1d969709
}

// FuzzQuoteText: any non-empty text written on a catalog line reads back as itself.
func FuzzQuoteText(f *testing.F) {
	for _, s := range []string{"took %d", " (%s)", "a ", "\"x\" y", "button\x04Step", "\xff", "a\u2028b", "\r"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if s == "" {
			return
		}
		q := quoteText(s)
		if strings.ContainsAny(q, "\n\r") {
			t.Fatalf("%q written as %q, across lines", s, q)
		}
		if got, err := unquoteText(q); err != nil || got != s {
			t.Fatalf("%q written as %q reads back as %q, %v", s, q, got, err)
		}
	})
}

// quoteText writes s as a catalog line's text: as it is when it can be, else quoted.
func quoteText(s string) string {
	if needsQuotes(s) == "" {
		return s
	}
	return strconv.Quote(s)
}

// BenchmarkParseCatalog is what the first Russian text costs: reading ru.txt into its table.
func BenchmarkParseCatalog(b *testing.B) {
	name, data, err := catalogFile(RU)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := parseCatalog(name, RU, data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkT is a translated text once the table is read.
func BenchmarkT(b *testing.B) {
	for b.Loop() {
		_ = T(RU, "took %d from heap %d (%d → %d)", 3, 2, 5, 2)
	}
}

// TestLoad: a catalog that does not parse, or a language without catalogs, is refused with
// the file and line, and the table loaded before stays.
func TestLoad(t *testing.T) {
	before := translations(RU)
	for _, c := range []struct {
		l          Lang
		text, want string
	}{
		{RU, "en took %d\n", "ru.txt:1: the English has no ru translation after it"},
		{RU, "uk взято %d\n", `ru.txt:1: expected "en " and an English format`},
		{EN, "", `ru.txt: "en" is not a language with a catalog`},
		{"fr", "", `ru.txt: "fr" is not a language with a catalog`},
	} {
		err := Load(c.l, "ru.txt", c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Load(%s, %q) = %v, want %q", c.l, c.text, err, c.want)
		}
	}
	if len(translations(RU)) != len(before) || !Loaded(RU) {
		t.Error("a refused catalog replaced the loaded one")
	}
	if !Loaded(EN) || Loaded("fr") {
		t.Errorf("Loaded(en) = %v, Loaded(fr) = %v; want true, false", Loaded(EN), Loaded("fr"))
	}
}

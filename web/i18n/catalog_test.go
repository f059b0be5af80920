package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
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

// TestCatalog fails when a format passed to msg.New, i18n.T or a View's T lacks a language,
// when a translation's verbs differ from the English, and when the catalog holds a format
// nothing uses any more.
func TestCatalog(t *testing.T) {
	used := map[string]bool{}
	for _, u := range uses(t) {
		used[u.format] = true
		tr, ok := catalog[u.format]
		if !ok {
			t.Errorf("%s: %q has no translations", u.at, u.format)
			continue
		}
		for _, l := range []struct {
			name, s string
		}{{"ru", tr.ru}, {"uk", tr.uk}, {"zh", tr.zh}} {
			switch {
			case l.s == "":
				t.Errorf("%s: %q lacks %s", u.at, u.format, l.name)
			default:
				for _, form := range strings.Split(l.s, "|") {
					if !sameVerbs(msg.English(u.format), form) {
						t.Errorf("%s: %q in %s has other verbs: %q", u.at, u.format, l.name, form)
					}
				}
			}
		}
	}
	if len(used) == 0 {
		t.Fatal("found no translated formats: is the walk looking in the right place?")
	}
	for k := range catalog {
		if !used[k] {
			t.Errorf("catalog: %q is used nowhere", k)
		}
	}
}

// quoteText writes s as a catalog line's text: as it is when it can be, else quoted.
func quoteText(s string) string {
	if needsQuotes(s) == "" {
		return s
	}
	return strconv.Quote(s)
}

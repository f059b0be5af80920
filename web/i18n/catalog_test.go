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
)

// root is the module's directory, two up from this package's.
const root = "../.."

// use is one literal passed to a translating call, and where.
type use struct {
	format string
	at     string
}

// formatArg says which argument of a call is a format the catalogs must hold: msg.New's
// first, i18n.T's second, i18n.N's first, a View's T method's first (session's v.T). -1: not
// such a call.
func formatArg(call *ast.CallExpr) int {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return -1
	}
	pkg, _ := sel.X.(*ast.Ident)
	switch {
	case pkg != nil && pkg.Name == "msg" && sel.Sel.Name == "New":
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

// literal is the value of a string literal or a sum of them.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
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
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X)
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
			s, ok := literal(call.Args[i])
			if !ok {
				t.Errorf("%s: the format is not a string literal, so no test can check its translations", at)
				return true
			}
			out = append(out, use{s, at})
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
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
					if !sameVerbs(u.format, form) {
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

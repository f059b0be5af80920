package i18n

// Throwaway: writes catalog/*.txt from the catalog_*.go map literals, in source order with
// their comments. Deleted once the maps are gone.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestGenerateCatalogFiles(t *testing.T) {
	if os.Getenv("GEN_CATALOG") == "" {
		t.Skip()
	}
	paths, _ := filepath.Glob("catalog_*.go")
	var files []string
	for _, p := range paths {
		if !strings.HasSuffix(p, "_test.go") {
			files = append(files, p)
		}
	}
	outs := map[string]*strings.Builder{"ru": {}, "uk": {}, "zh": {}}
	for l, b := range outs {
		b.WriteString("# The " + map[string]string{"ru": "Russian", "uk": "Ukrainian", "zh": "Chinese"}[l] + " catalog of web/i18n: an \"en \" line, the English format as the code passes it, then\n")
		b.WriteString("# a \"" + l + " \" line, its translation (format and syntax: web/i18n/catalog.go). go test ./web/i18n\n")
		b.WriteString("# fails on a format the code uses that lacks a translation, on other verbs, on an unused entry.\n")
	}
	var lit func(e ast.Expr) string
	lit = func(e ast.Expr) string {
		switch e := e.(type) {
		case *ast.BasicLit:
			s, err := strconv.Unquote(e.Value)
			if err != nil {
				t.Fatal(err)
			}
			return s
		case *ast.BinaryExpr:
			return lit(e.X) + lit(e.Y)
		}
		t.Fatalf("unexpected %T", e)
		return ""
	}
	for _, p := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		var fd *ast.FuncDecl
		for _, d := range f.Decls {
			if x, ok := d.(*ast.FuncDecl); ok && x.Name.Name == "init" {
				if fd != nil {
					t.Fatalf("%s: two inits", p)
				}
				fd = x
			}
		}
		if len(fd.Body.List) != 1 {
			t.Fatalf("%s: %d statements", p, len(fd.Body.List))
		}
		call := fd.Body.List[0].(*ast.ExprStmt).X.(*ast.CallExpr)
		m := call.Args[0].(*ast.CompositeLit)
		for _, b := range outs {
			b.WriteString("\n\n# [" + strings.TrimSuffix(strings.TrimPrefix(p, "catalog_"), ".go") + "] ")
			doc := strings.TrimSpace(fd.Doc.Text())
			b.WriteString(strings.ReplaceAll(doc, "\n", "\n# ") + "\n")
		}
		ci := 0
		var inner []*ast.CommentGroup
		for _, g := range f.Comments {
			if g.Pos() > m.Lbrace && g.End() < m.Rbrace {
				inner = append(inner, g)
			}
		}
		for _, el := range m.Elts {
			kv := el.(*ast.KeyValueExpr)
			for ci < len(inner) && inner[ci].Pos() < kv.Pos() {
				for _, b := range outs {
					b.WriteString("\n# " + strings.ReplaceAll(strings.TrimSpace(inner[ci].Text()), "\n", "\n# ") + "\n")
				}
				ci++
			}
			key := lit(kv.Key)
			got := map[string]bool{}
			for _, fe := range kv.Value.(*ast.CompositeLit).Elts {
				fkv := fe.(*ast.KeyValueExpr)
				l := fkv.Key.(*ast.Ident).Name
				v := lit(fkv.Value)
				if v == "" {
					t.Fatalf("%s: %q: empty %s", p, key, l)
				}
				got[l] = true
				outs[l].WriteString("\nen " + quoteText(key) + "\n" + l + " " + quoteText(v) + "\n")
			}
			if len(got) != 3 {
				t.Errorf("%s: %q: %d languages", p, key, len(got))
			}
		}
		if ci != len(inner) {
			t.Fatalf("%s: trailing comments", p)
		}
	}
	for l, b := range outs {
		if err := os.WriteFile("catalog/"+l+".txt", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

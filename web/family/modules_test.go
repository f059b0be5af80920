package family_test

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/family"
	"github.com/nimscope/nimscope/web/session"
)

// everyGame is every game of every family, Nim first.
func everyGame() []string {
	all := []string{family.Nim}
	for _, f := range family.All {
		all = append(all, f.Games...)
	}
	return all
}

// builtFor returns the family whose build tags this test binary was built with (go test
// records -tags in the build info), and false for a build without the family tag.
func builtFor(t *testing.T) (family.Family, bool) {
	t.Helper()
	info, ok := debug.ReadBuildInfo()
	if !ok {
		t.Fatal("the test binary has no build info, so its build tags are unknown")
	}
	var tags []string
	for _, s := range info.Settings {
		if s.Key == "-tags" {
			tags = strings.Split(s.Value, ",")
		}
	}
	if !slices.Contains(tags, "family") {
		return family.Family{}, false
	}
	for _, f := range family.All {
		if slices.Equal(tags, f.Tags()) {
			return f, true
		}
	}
	t.Fatalf("built with the tags %q, which are no family's (%v)", tags, family.All)
	return family.Family{}, false
}

// TestThisBuild checks the games this build registers: in a family's build (TestModules
// runs it with each family's tags) the engine's games and the session's rules are exactly
// Nim and the family's games; without the tags, every game. The picker lists every game in
// every build.
func TestThisBuild(t *testing.T) {
	want := everyGame()
	serves := func(string) bool { return true }
	if f, ok := builtFor(t); ok {
		want = append([]string{family.Nim}, f.Games...)
		serves = f.Serves
	}
	if got := engine.Games(); !sameSet(got, want) {
		t.Errorf("engine.Games() = %q; want %q", got, want)
	}
	for _, g := range everyGame() {
		if session.Shown(g) != serves(g) {
			t.Errorf("session.Shown(%s) = %v; want %v", g, session.Shown(g), serves(g))
		}
	}
	// A game this build lacks goes to its family's module, with the session's view keys the
	// text does not give; a game it has, or one no family has, stays for Set to answer.
	sess := session.New(nim.Position{Heaps: []uint64{1}})
	if err := sess.Set("game=nim&heaps=1,2&hint=1&theme=dark"); err != nil {
		t.Fatal(err)
	}
	for _, g := range everyGame() {
		text := "game=" + g + "&theme=light"
		link, f, ok := sess.Elsewhere(text)
		if ok == serves(g) {
			t.Errorf("Elsewhere(%q) = %v, but this build serves %s: %v", text, ok, g, serves(g))
		}
		if !ok {
			continue
		}
		if !f.Serves(g) {
			t.Errorf("Elsewhere(%q) sends it to %s, which does not serve %s", text, f.Name, g)
		}
		if want := text + "&hint=1"; link != want {
			t.Errorf("Elsewhere(%q): link %q, want %q (hint kept, the text's theme winning)", text, link, want)
		}
	}
	for _, text := range []string{"game=chess", "heaps=1,2", "game=%zz", ""} {
		if _, _, ok := sess.Elsewhere(text); ok {
			t.Errorf("Elsewhere(%q) = true; want false (Set says what is wrong)", text)
		}
	}

	// A game this build lacks is named as its module's, and one no module has is listed
	// against every game, not only this module's, by set and analyze alike.
	if !slices.Equal(family.Games(), everyGame()) {
		t.Errorf("family.Games() = %q; want %q", family.Games(), everyGame())
	}
	for _, g := range everyGame() {
		module, err := session.Unknown("game=" + g)
		if (err == nil) != serves(g) {
			t.Errorf("Unknown(game=%s) = %v, but this build serves %s: %v", g, err, g, serves(g))
			continue
		}
		if f, _ := family.Of(g); err != nil && (module != f.Name || !strings.Contains(err.Error(), "nimscope's "+f.Name+" module")) {
			t.Errorf("Unknown(game=%s) = %q, %v; want it to name the %s module", g, module, err, f.Name)
		}
	}
	all := "game: \"chess\" is not a game nimscope knows (" + strings.Join(everyGame(), ", ") + ")"
	if module, err := session.Unknown("game=chess&heaps=1"); module != "" || err == nil || err.Error() != all {
		t.Errorf("Unknown(game=chess) = %q, %v; want no module and %s", module, err, all)
	}
	if err := sess.Set("game=chess&heaps=1"); err == nil || err.Error() != all {
		t.Errorf("Set(game=chess) = %v; want %s", err, all)
	}
	for _, text := range []string{"game=%zz", "", "game=nim&heaps=x"} {
		if _, err := session.Unknown(text); err != nil {
			t.Errorf("Unknown(%q) = %v; want nil (the engine says what is wrong)", text, err)
		}
	}
	// No game: what the engine says, but against every module's games, not this build's.
	missing := "game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (" + strings.Join(everyGame(), ", ") + ")"
	if module, err := session.Unknown("heaps=1,2"); module != "" || err == nil || err.Error() != missing {
		t.Errorf("Unknown(heaps=1,2) = %q, %v; want no module and %s", module, err, missing)
	}
	if err := sess.Set("heaps=1,2"); err == nil || err.Error() != missing {
		t.Errorf("Set(heaps=1,2) = %v; want %s", err, missing)
	}

	var listed []string
	for _, g := range session.Games() {
		listed = append(listed, g.Game)
	}
	if !sameSet(listed, everyGame()) {
		t.Errorf("the picker lists %q; want every game, %q", listed, everyGame())
	}
}

// TestModules runs TestThisBuild in each family's build: the build tags of the engine's and
// the session's registration files must agree with All.
func TestModules(t *testing.T) {
	if _, ok := builtFor(t); ok {
		t.Skip("a family's build: TestModules runs the builds from the one without tags")
	}
	for _, f := range family.All {
		t.Run(f.Name, func(t *testing.T) {
			cmd := exec.Command("go", "test", "-count=1", "-tags", strings.Join(f.Tags(), ","), "-run", "^TestThisBuild$", ".")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, out)
			}
		})
	}
}

// TestScenes checks the scenes each module registers. Package web imports Ebiten, which does
// not build on the host, so the test reads its files: the ones a js/wasm build with the
// family's tags compiles, and in them the calls to registerScene and the constants they
// name. A registration the test cannot read is an error, not a miss.
func TestScenes(t *testing.T) {
	builds := []struct {
		name string
		tags []string
		want []string
	}{{"without tags", nil, everyGame()}}
	for _, f := range family.All {
		builds = append(builds, struct {
			name string
			tags []string
			want []string
		}{f.Name, f.Tags(), append([]string{family.Nim}, f.Games...)})
	}
	for _, b := range builds {
		ctxt := build.Default
		ctxt.GOOS, ctxt.GOARCH, ctxt.CgoEnabled, ctxt.BuildTags = "js", "wasm", false, b.tags
		got, err := registered(ctxt, "../../web", "registerScene")
		if err != nil {
			t.Errorf("%s: %v", b.name, err)
			continue
		}
		if !sameSet(got, b.want) {
			t.Errorf("%s: package web registers the scenes %q; want %q", b.name, got, b.want)
		}
	}
}

// registered reads the package in dir as ctxt builds it and returns the game names its
// calls to register pass as their first argument, which must be a constant of another
// package of the module (nim.Name).
func registered(ctxt build.Context, dir, register string) ([]string, error) {
	pkg, err := ctxt.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	var names []string
	fset := token.NewFileSet()
	for _, name := range pkg.GoFiles {
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		var errs []error
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if fun, ok := call.Fun.(*ast.Ident); !ok || fun.Name != register {
				return true
			}
			at := fset.Position(call.Pos())
			if len(call.Args) == 0 {
				errs = append(errs, fmt.Errorf("%s: %s without arguments", at, register))
				return true
			}
			game, err := constantOf(ctxt, file, call.Args[0])
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", at, err))
			} else {
				names = append(names, game)
			}
			return true
		})
		if len(errs) > 0 {
			return nil, errs[0]
		}
	}
	return names, nil
}

// constantOf reads the string constant pkg.Name that e names, in the package file imports
// as pkg, from that package's source.
func constantOf(ctxt build.Context, file *ast.File, e ast.Expr) (string, error) {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return "", fmt.Errorf("the game's name is not a constant of another package, such as nim.Name")
	}
	x, ok := sel.X.(*ast.Ident)
	if !ok {
		return "", fmt.Errorf("the game's name is not a constant of another package, such as nim.Name")
	}
	const module = "github.com/nimscope/nimscope/"
	var dir string
	for _, imp := range file.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if imp.Name != nil && imp.Name.Name == x.Name || imp.Name == nil && filepath.Base(path) == x.Name {
			if !strings.HasPrefix(path, module) {
				return "", fmt.Errorf("%s.%s: %s is not a package of the module", x.Name, sel.Sel.Name, path)
			}
			dir = filepath.Join("../..", strings.TrimPrefix(path, module))
		}
	}
	if dir == "" {
		return "", fmt.Errorf("%s.%s: no import is called %s", x.Name, sel.Sel.Name, x.Name)
	}
	pkg, err := ctxt.ImportDir(dir, 0)
	if err != nil {
		return "", err
	}
	fset := token.NewFileSet()
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return "", err
		}
		for _, d := range f.Decls {
			gen, ok := d.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if n.Name != sel.Sel.Name || i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						return "", fmt.Errorf("%s.%s is not a string literal", x.Name, n.Name)
					}
					return strconv.Unquote(lit.Value)
				}
			}
		}
	}
	return "", fmt.Errorf("%s.%s: no such constant in %s", x.Name, sel.Sel.Name, dir)
}

// TestMakefileVetsEveryFamily: make vet vets each module with its build tags, for the
// families it reads from this package's source.
func TestMakefileVetsEveryFamily(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	out, err := exec.Command("make", "-s", "-C", "../..", "families").CombinedOutput()
	if err != nil {
		t.Fatalf("make families: %v\n%s", err, out)
	}
	var want []string
	for _, f := range family.All {
		want = append(want, f.Name)
	}
	if got := strings.Fields(string(out)); !slices.Equal(got, want) {
		t.Errorf("the Makefile's families are %q; want %q", got, want)
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

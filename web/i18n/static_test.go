package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/html"
)

// The page's catalog (static/i18n.js) and the page's sources that use it.
const static = root + "/static"

// jsCatalog reads the JSON between the catalog markers of static/i18n.js.
func jsCatalog(t *testing.T) map[string]map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(static, "i18n.js"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok1 := strings.Cut(string(b), "/* catalog */")
	text, _, ok2 := strings.Cut(rest, "/* end catalog */")
	if !ok1 || !ok2 {
		t.Fatal("static/i18n.js: the catalog markers are missing")
	}
	var c map[string]map[string]any
	if err := json.Unmarshal([]byte(text), &c); err != nil {
		t.Fatalf("static/i18n.js: the catalog is not JSON: %v", err)
	}
	return c
}

var placeholder = regexp.MustCompile(`\{\d\}`)

func placeholders(s string) []string {
	p := placeholder.FindAllString(s, -1)
	slices.Sort(p)
	return slices.Compact(p)
}

// jsUses finds the message ids static/*.js passes to t("…") and index.html marks with
// data-i18n, data-i18n-label and data-i18n-title; seen holds the other quoted strings of the
// scripts that look like ids.
func jsUses(t *testing.T) (uses map[string][]string, seen map[string]bool) {
	t.Helper()
	uses, seen = map[string][]string{}, map[string]bool{}
	call := regexp.MustCompile(`\bt\("([^"]+)"`)
	mark := regexp.MustCompile(`data-i18n(?:-label|-title)?="([^"]+)"`)
	quoted := regexp.MustCompile(`"([a-z]+\.[A-Za-z0-9.]+)"`)
	names, err := filepath.Glob(filepath.Join(static, "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		var re *regexp.Regexp
		switch filepath.Ext(name) {
		case ".js":
			re = call
		case ".html":
			re = mark
		default:
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			uses[m[1]] = append(uses[m[1]], filepath.Base(name))
		}
		if re == call {
			// An id chosen by an expression, t(on ? "panel.show" : "panel.hide"), is a
			// string literal of its own; it counts as used when the catalog has it.
			for _, m := range quoted.FindAllStringSubmatch(string(b), -1) {
				if _, ok := uses[m[1]]; !ok {
					seen[m[1]] = true
				}
			}
		}
	}
	return uses, seen
}

// TestPageCatalog fails when a message of the page lacks a language or has other
// placeholders than its English, when a source uses an id the catalog lacks, and when the
// catalog holds an id nothing uses. "free": true lets a language use other arguments than
// English does (English writes "a heap" where Russian needs the bare word).
func TestPageCatalog(t *testing.T) {
	c := jsCatalog(t)
	for id, m := range c {
		en, _ := m["en"].(string)
		free, _ := m["free"].(bool)
		for k := range m {
			if k != "free" && !slices.Contains(All, Lang(k)) {
				t.Errorf("%s: %q is not a language", id, k)
			}
		}
		for _, l := range All {
			s, ok := m[string(l)].(string)
			switch {
			case !ok || s == "":
				t.Errorf("%s lacks %s", id, l)
			case !free && !slices.Equal(placeholders(s), placeholders(en)):
				t.Errorf("%s in %s has placeholders %v, English %v", id, l, placeholders(s), placeholders(en))
			}
		}
	}
	uses, seen := jsUses(t)
	if len(uses) < 50 {
		t.Fatalf("found only %d message ids in static/: is the search looking in the right place?", len(uses))
	}
	for id, where := range uses {
		if _, ok := c[id]; !ok {
			t.Errorf("%s uses %q, which the catalog lacks", strings.Join(slices.Compact(where), ", "), id)
		}
	}
	for id := range c {
		if _, ok := uses[id]; !ok && !seen[id] {
			t.Errorf("static/i18n.js: %q is used nowhere", id)
		}
	}
}

// TestPageMarked fails when index.html has words outside an element marked data-i18n:
// they would stay English in every language. Key names (kbd), notation (code) and the name
// nimscope are the same in every language.
func TestPageMarked(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(static, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	type open struct {
		name   string
		marked bool
	}
	void := []string{"meta", "link", "input", "br", "img", "hr", "source", "col", "wbr"}
	verbatim := []string{"kbd", "code", "script", "style", "title"}
	var stack []open
	lex := html.NewLexer(parse.NewInputBytes(b))
	for {
		tt, data := lex.Next()
		switch tt {
		case html.ErrorToken:
			if len(stack) != 0 {
				t.Errorf("index.html: %d elements left open", len(stack))
			}
			return
		case html.StartTagToken:
			stack = append(stack, open{name: strings.ToLower(string(lex.Text()))})
		case html.AttributeToken:
			// An element with a lang of its own (a language's name in the language list) is
			// written in that language on purpose, in every page language.
			if k := string(lex.AttrKey()); (k == "data-i18n" || k == "lang") && len(stack) > 0 {
				stack[len(stack)-1].marked = true
			}
		case html.StartTagCloseToken, html.StartTagVoidToken:
			if n := len(stack); n > 0 && (tt == html.StartTagVoidToken || slices.Contains(void, stack[n-1].name)) {
				stack = stack[:n-1]
			}
		case html.EndTagToken:
			name := strings.ToLower(string(lex.Text()))
			for len(stack) > 0 {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if top.name == name {
					break
				}
			}
		case html.TextToken:
			text := strings.TrimSpace(string(data))
			if text == "nimscope" || !strings.ContainsFunc(text, unicode.IsLetter) || len(stack) == 0 {
				continue
			}
			if strings.HasPrefix(text, "<!--") || strings.HasPrefix(strings.ToLower(text), "<!doctype") {
				continue
			}
			ok := stack[len(stack)-1].marked
			for _, o := range stack {
				ok = ok || slices.Contains(verbatim, o.name)
			}
			if !ok {
				t.Errorf("index.html: %q is in a <%s> without data-i18n", text, stack[len(stack)-1].name)
			}
		}
	}
}

// TestPageHasNoHan fails when index.html holds a Han character. The page's first layout
// shapes every visible text, a closed <select>'s options too; on a machine without a CJK
// face a Han character there sends it through every font for a glyph, which held the page's
// thread 50-90 ms in a traced load before the loader worker could start (BENCHMARKS.md,
// "The page's first layout"). Chinese words come from the catalog once the page is in
// Chinese, and the language list's 中文 from panel.js after the first frame.
func TestPageHasNoHan(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(static, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(b), "\n") {
		if j := strings.IndexFunc(line, func(r rune) bool { return unicode.Is(unicode.Han, r) }); j >= 0 {
			t.Errorf("index.html:%d: a Han character in %q", i+1, line[max(0, j-40):min(len(line), j+40)])
		}
	}
}

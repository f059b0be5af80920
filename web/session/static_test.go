package session

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The page knows the explorer's view keys before Go runs (it applies a link's view while the
// wasm downloads, and writes embed snippets), so static/ lists them again: panel.js's
// VIEW_KEYS, and tools.js's put() calls, which insert a key after those Go writes ahead of it.
// A key added here and not there would be dropped from links or put out of Go's order.
func TestPageViewKeys(t *testing.T) {
	panel := readStatic(t, "panel.js")
	m := regexp.MustCompile(`const VIEW_KEYS = \[([^\]]*)\];`).FindStringSubmatch(panel)
	if m == nil {
		t.Fatal("static/panel.js: no `const VIEW_KEYS = [...];`")
	}
	var listed []string
	for _, q := range strings.Split(m[1], ",") {
		listed = append(listed, strings.Trim(strings.TrimSpace(q), `"`))
	}
	if !slices.Equal(listed, ViewKeys) {
		t.Errorf("static/panel.js's VIEW_KEYS = %q, want session.ViewKeys %q", listed, ViewKeys)
	}

	tools := readStatic(t, "tools.js")
	calls := regexp.MustCompile(`put\(pairs, /\^\(([a-z|]+)\)=/, "([a-z]+)=[^"]*"\)`).FindAllStringSubmatch(tools, -1)
	if len(calls) < 2 {
		t.Fatalf("static/tools.js: %d put(pairs, /^(…)=/, \"key=…\") calls, want those of embed and motion", len(calls))
	}
	for _, c := range calls {
		before, key := strings.Split(c[1], "|"), c[2]
		i := slices.Index(ViewKeys, key)
		if i < 0 {
			t.Errorf("static/tools.js puts %q, not a view key %q", key, ViewKeys)
			continue
		}
		if !slices.Equal(before, ViewKeys[:i]) {
			t.Errorf("static/tools.js puts %s after %q, want after the keys Go writes before it, %q", key, before, ViewKeys[:i])
		}
	}
}

func readStatic(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../static/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

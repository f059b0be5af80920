//go:build !js

package main

import (
	"strings"
	"testing"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/family"
	"github.com/nimscope/nimscope/web/session"
)

// TestFirstPreset: the sum's page is the picker's first sum, which is a position (a link of
// game=sum alone is an error: a sum needs its parts); a game without presets keeps game=.
func TestFirstPreset(t *testing.T) {
	if got := firstPreset("sum"); got != session.SumPreset {
		t.Errorf("firstPreset(sum) = %q, want %q", got, session.SumPreset)
	}
	if got := firstPreset("no-such-game"); got != "game=no-such-game" {
		t.Errorf("firstPreset(no-such-game) = %q", got)
	}
	for _, g := range session.Games() {
		p := firstPreset(g.Game)
		if err := session.New(nim.Position{Heaps: []uint64{1}}).Set(p); err != nil {
			t.Errorf("firstPreset(%s) = %q, which is not a position: %v", g.Game, p, err)
		}
	}
}

func TestStartPages(t *testing.T) {
	mod := func(name string, games []string, size int) familyWasm {
		return familyWasm{family: family.Family{Name: name, Games: games}, wasm: make([]byte, size)}
	}
	tests := []struct {
		name     string
		families []familyWasm
		urls     []string
	}{
		{"one wasm", nil, []string{"http://x/"}},
		{"the largest is another's", []familyWasm{mod("nim", nil, 10), mod("heaps", []string{"subtraction", "greedy"}, 12), mod("sum", []string{"sum"}, 13), mod("xor", []string{"xor"}, 11)},
			[]string{"http://x/", "http://x/#" + session.SumPreset}},
		{"the first is the largest", []familyWasm{mod("nim", nil, 20), mod("sum", []string{"sum"}, 13)}, []string{"http://x/"}},
		{"a tie keeps the earlier", []familyWasm{mod("nim", nil, 10), mod("heaps", []string{"subtraction"}, 13), mod("sum", []string{"sum"}, 13)},
			[]string{"http://x/", "http://x/#" + session.SubtractionPreset}},
	}
	for _, tt := range tests {
		pages := startPages("http://x/", tt.families)
		var urls []string
		keys := map[string]bool{}
		for _, p := range pages {
			urls = append(urls, p.url)
			if keys[p.key] || p.key == "bare" || p.label == "" {
				t.Errorf("%s: page %+v: its key is taken or it has no label", tt.name, p)
			}
			keys[p.key] = true
		}
		if strings.Join(urls, " ") != strings.Join(tt.urls, " ") {
			t.Errorf("%s: pages %v, want %v", tt.name, urls, tt.urls)
		}
		if pages[0].key != "site" {
			t.Errorf("%s: the first page's key is %q, want site (the report's values are named after it)", tt.name, pages[0].key)
		}
	}
}

// TestPageOnly: the page-only site serves the bare app's wasm, in each encoding the bare app
// has, under the name of the module a page without a hash loads, and nothing else changes;
// the site it was made from keeps its own.
func TestPageOnly(t *testing.T) {
	s := &site.Site{Wasm: "nimscope-nim.1.wasm", Files: map[string][]byte{
		"index.html":             []byte("page"),
		"nimscope-nim.1.wasm":    []byte("nim"),
		"nimscope-nim.1.wasm.br": []byte("nim br"),
		"nimscope-nim.1.wasm.gz": []byte("nim gz"),
		"nimscope-sum.2.wasm":    []byte("sum"),
	}}
	bare := &site.Site{Wasm: "nimscope.3.wasm", Files: map[string][]byte{
		"index.html":         []byte("bare page"),
		"nimscope.3.wasm":    []byte("bare"),
		"nimscope.3.wasm.br": []byte("bare br"),
	}}
	p := pageOnly(s, bare)
	want := map[string]string{
		"index.html":             "page",
		"nimscope-nim.1.wasm":    "bare",
		"nimscope-nim.1.wasm.br": "bare br",
		"nimscope-sum.2.wasm":    "sum",
	}
	if len(p.Files) != len(want) {
		t.Errorf("page-only files: %d, want %d (%v)", len(p.Files), len(want), p.Files)
	}
	for name, content := range want {
		if got := string(p.Files[name]); got != content {
			t.Errorf("page-only %s = %q, want %q", name, got, content)
		}
	}
	if got := string(s.Files["nimscope-nim.1.wasm.gz"]); got != "nim gz" || string(s.Files["nimscope-nim.1.wasm"]) != "nim" {
		t.Errorf("the site changed under pageOnly: %q", s.Files)
	}
}

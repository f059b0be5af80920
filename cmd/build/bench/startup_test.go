//go:build !js

package main

import (
	"strings"
	"testing"

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

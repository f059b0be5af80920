//go:build !js

package main

import (
	"strings"
	"testing"
)

func TestPickScenes(t *testing.T) {
	for _, tc := range []struct {
		substr string
		want   int // rows picked; -1 for an error
	}{
		{"", len(sceneTable)},
		{"Hackenbush", 2},
		{"hackenbush, 2000", 1},
		{"XOR", 1},
		{"no such scene", -1},
	} {
		got, err := pickScenes(sceneTable, tc.substr)
		switch {
		case tc.want < 0:
			if err == nil || !strings.Contains(err.Error(), tc.substr) {
				t.Errorf("pickScenes(%q): error %v, want one naming it", tc.substr, err)
			}
		case err != nil || len(got) != tc.want:
			t.Errorf("pickScenes(%q): %d rows, %v; want %d", tc.substr, len(got), err, tc.want)
		default:
			for _, sc := range got {
				if !strings.Contains(strings.ToLower(sc.name), strings.ToLower(tc.substr)) {
					t.Errorf("pickScenes(%q) picked %q", tc.substr, sc.name)
				}
			}
		}
	}
	if c, err := parseArgs([]string{"-scenes", "Hackenbush"}); err != nil || c.scenes != "Hackenbush" {
		t.Errorf("-scenes Hackenbush: %+v, %v", c, err)
	}
	if _, err := parseArgs([]string{"-scenes", "Chess"}); err == nil {
		t.Error("-scenes Chess: no error")
	}
}

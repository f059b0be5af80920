//go:build !js

package main

import (
	"os"
	"testing"
)

func TestStatTicks(t *testing.T) {
	tests := []struct {
		line  string
		ticks float64
		ok    bool
	}{
		{"1234 (chromium) S 1 1234 1234 0 -1 4194560 100 0 0 0 37 5 0 0 20 0 12 0 5000 0 0", 42, true},
		// A command name with spaces and parentheses.
		{"77 (Web (Content) x) R 1 1 1 0 -1 0 0 0 0 0 3 4 0 0 20 0 1 0 1 0 0", 7, true},
		{"77 (cut) R 1 1 1", 0, false},
		{"no name 1 2 3", 0, false},
		{"1 (x) S 1 1 1 0 -1 0 0 0 0 0 a 4 0", 0, false},
	}
	for _, tt := range tests {
		got, err := statTicks(tt.line)
		if (err == nil) != tt.ok || got != tt.ticks {
			t.Errorf("statTicks(%q) = %v, %v; want %v, ok %v", tt.line, got, err, tt.ticks, tt.ok)
		}
	}
}

// TestStatTicksSelf reads this process's own line, as the bench reads a renderer's.
func TestStatTicksSelf(t *testing.T) {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		t.Skip("no /proc here:", err)
	}
	if _, err := statTicks(string(b)); err != nil {
		t.Error(err)
	}
}

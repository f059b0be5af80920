//go:build !js

package main

import (
	"fmt"
	"os"
	"path/filepath"
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

// TestPoolTicks reads a made-up /proc folder: only the threads named poolThread count.
func TestPoolTicks(t *testing.T) {
	d := t.TempDir()
	threads := []struct{ tid, name, stat string }{
		{"10", "ThreadPoolForeg", "10 (ThreadPoolForeg) S 1 1 1 0 -1 0 0 0 0 0 30 7 0 0 20 0 1 0 1 0 0"},
		{"11", "ThreadPoolForeg", "11 (ThreadPoolForeg) S 1 1 1 0 -1 0 0 0 0 0 2 1 0 0 20 0 1 0 1 0 0"},
		{"12", "Compositor", "12 (Compositor) S 1 1 1 0 -1 0 0 0 0 0 500 0 0 0 20 0 1 0 1 0 0"},
		{"13", "ThreadPoolForeg", "cut"}, // a thread whose stat cannot be read counts nothing
	}
	for _, th := range threads {
		dir := filepath.Join(d, "task", th.tid)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "comm"), []byte(th.name+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "stat"), []byte(th.stat), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := poolTicks(d); got != 40 {
		t.Errorf("poolTicks = %v, want 40 (37 + 3)", got)
	}
	if got := poolTicks(filepath.Join(d, "none")); got != 0 {
		t.Errorf("poolTicks of no folder = %v, want 0", got)
	}
}

func TestPoolUsed(t *testing.T) {
	tests := []struct {
		name          string
		before, after map[int]cpuTime
		ms            float64
		ok            bool
	}{
		{"no /proc", nil, nil, 0, false},
		{"no reading after", map[int]cpuTime{1: {pool: 5}}, nil, 0, false},
		{"one renderer", map[int]cpuTime{1: {pool: 50}}, map[int]cpuTime{1: {pool: 80}}, 30, true},
		// A renderer started meanwhile counts from nothing; one that ended is left out.
		{"renderers come and go", map[int]cpuTime{1: {pool: 50}, 2: {pool: 900}}, map[int]cpuTime{1: {pool: 60}, 3: {pool: 25}}, 35, true},
		// A pid used again by a new process reads less than before: no negative time.
		{"pid reused", map[int]cpuTime{1: {pool: 500}}, map[int]cpuTime{1: {pool: 20}}, 0, true},
	}
	for _, tt := range tests {
		ms, ok := poolUsed(tt.before, tt.after)
		if ms != tt.ms || ok != tt.ok {
			t.Errorf("%s: poolUsed = %v, %v; want %v, %v", tt.name, ms, ok, tt.ms, tt.ok)
		}
	}
}

func TestSchedstat(t *testing.T) {
	tests := []struct {
		line      string
		run, wait float64
		ok        bool
	}{
		{"2402000000 660500000 51234\n", 2402, 660.5, true},
		{"0 0 0", 0, 0, true},
		{"12 34", 0, 0, false},
		{"1 2 3 4", 0, 0, false},
		{"-1 2 3", 0, 0, false},
		{"1 x 3", 0, 0, false},
	}
	for _, tt := range tests {
		run, wait, err := schedstat(tt.line)
		if (err == nil) != tt.ok || run != tt.run || wait != tt.wait {
			t.Errorf("schedstat(%q) = %v, %v, %v; want %v, %v, ok %v", tt.line, run, wait, err, tt.run, tt.wait, tt.ok)
		}
	}
}

// TestSchedstatSelf reads this process's main thread's line, as the bench reads a
// renderer's.
func TestSchedstatSelf(t *testing.T) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/self/task/%d/schedstat", os.Getpid()))
	if err != nil {
		t.Skip("no schedstat here:", err)
	}
	if run, _, err := schedstat(string(b)); err != nil || run <= 0 {
		t.Errorf("schedstat of this process = %v, %v; want a time it ran", run, err)
	}
}

func FuzzSchedstat(f *testing.F) {
	f.Add("2402000000 660500000 51234\n")
	f.Add("1 2")
	f.Add("18446744073709551615 1 1")
	f.Fuzz(func(t *testing.T, line string) {
		run, wait, err := schedstat(line)
		if err == nil && (run < 0 || wait < 0) {
			t.Errorf("schedstat(%q) = %v, %v: a negative time", line, run, wait)
		}
	})
}

func TestMainWaits(t *testing.T) {
	at := func(run, wait float64) cpuTime { return cpuTime{run: run, wait: wait, sched: true} }
	tests := []struct {
		name          string
		before, after map[int]cpuTime
		run, wait     float64
		ok            bool
	}{
		{"no /proc", nil, nil, 0, 0, false},
		{"no schedstat", map[int]cpuTime{1: {main: 5}}, map[int]cpuTime{1: {main: 9}}, 0, 0, false},
		// The page's renderer is the one whose main thread ran the most; a spare one idles.
		{"the busiest", map[int]cpuTime{1: at(100, 10), 2: at(50, 5)}, map[int]cpuTime{1: at(1300, 670), 2: at(52, 6)}, 1200, 660, true},
		// A renderer started meanwhile has no reading before: it is not compared.
		{"a new renderer", map[int]cpuTime{1: at(100, 10)}, map[int]cpuTime{1: at(150, 20), 3: at(9000, 9000)}, 50, 10, true},
		{"pid reused", map[int]cpuTime{1: at(500, 50)}, map[int]cpuTime{1: at(20, 1)}, 0, 0, false},
	}
	for _, tt := range tests {
		run, wait, ok := mainWaits(tt.before, tt.after)
		if run != tt.run || wait != tt.wait || ok != tt.ok {
			t.Errorf("%s: mainWaits = %v, %v, %v; want %v, %v, %v", tt.name, run, wait, ok, tt.run, tt.wait, tt.ok)
		}
	}
}

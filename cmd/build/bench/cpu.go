//go:build !js

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The CPU a page's renderer used up to its first frame, read from Linux's /proc: on a
// shared machine wall-clock times move with the other processes' load far more than the
// CPU time the page itself needed does.

// clockTickMs is the length, in ms, of a /proc tick (1/USER_HZ, and USER_HZ is 100 on Linux).
const clockTickMs = 10

// cpuTime is a process's CPU time so far, in ms: its main thread's, all its threads', and
// its thread pool's (see poolThread); and, from the main thread's schedstat, how long that
// thread has run and how long it has waited, ready, for a core (ns-exact, where stat's
// ticks are 10 ms; sched is false where /proc has no schedstat).
type cpuTime struct {
	main, all, pool float64
	run, wait       float64
	sched           bool
}

// poolThread is how /proc names the threads of a renderer's thread pool (Linux cuts a
// thread's name to 15 bytes): V8 compiles there, in the background, the wasm functions that
// turned hot, with its optimizing compiler. Each compile is tens of ms for Go's big functions,
// and on a 2-core machine the page's main thread then waits for a core: a frame measured
// meanwhile takes several times its CPU time (session 37).
const poolThread = "ThreadPoolForeg"

// renderers returns the CPU time so far of each renderer process of the browser with this
// profile folder (their command lines name it), by pid; nil where there is no /proc.
func renderers(profile string) map[int]cpuTime {
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var cpu map[int]cpuTime
	for _, d := range dirs {
		cmd, err := os.ReadFile(filepath.Join(d, "cmdline"))
		if err != nil {
			continue
		}
		// Chromium rewrites its children's command lines as one string of
		// space-separated arguments (the process title); others separate them with NULs.
		args := strings.Fields(strings.ReplaceAll(string(cmd), "\x00", " "))
		if !hasArg(args, "--type=renderer") || !hasArg(args, "--user-data-dir="+profile) {
			continue
		}
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil {
			continue
		}
		all, err1 := readTicks(filepath.Join(d, "stat"))
		main, err2 := readTicks(filepath.Join(d, "task", strconv.Itoa(pid), "stat"))
		if err1 != nil || err2 != nil {
			continue
		}
		if cpu == nil {
			cpu = map[int]cpuTime{}
		}
		c := cpuTime{main: main * clockTickMs, all: all * clockTickMs, pool: poolTicks(d) * clockTickMs}
		if b, err := os.ReadFile(filepath.Join(d, "task", strconv.Itoa(pid), "schedstat")); err == nil {
			c.run, c.wait, err = schedstat(string(b))
			c.sched = err == nil
		}
		cpu[pid] = c
	}
	return cpu
}

// schedstat returns the time, in ms, a thread has run and has waited on a run queue, from
// its /proc/<pid>/task/<tid>/schedstat line ("run-ns wait-ns timeslices").
func schedstat(line string) (run, wait float64, err error) {
	f := strings.Fields(line)
	if len(f) != 3 {
		return 0, 0, fmt.Errorf("schedstat %q: want 3 fields, not %d", line, len(f))
	}
	var ns [2]uint64
	for i := range ns {
		if ns[i], err = strconv.ParseUint(f[i], 10, 64); err != nil {
			return 0, 0, fmt.Errorf("schedstat %q: field %d: %w", line, i+1, err)
		}
	}
	return float64(ns[0]) / 1e6, float64(ns[1]) / 1e6, nil
}

// mainWaits returns how long, in ms, the main thread of the renderer whose main thread ran
// the most between two renderers readings (the page's: one tab is open) ran and waited for
// a core meanwhile. A frame's time in nimscope.stats() is wall time, and on a shared
// 2-core machine, whose software renderer keeps more threads busy than there are cores,
// part of it is that wait, not Go's work. ok is false where schedstat does not tell.
func mainWaits(before, after map[int]cpuTime) (run, wait float64, ok bool) {
	for pid, a := range after {
		b, was := before[pid]
		if !a.sched || !was || !b.sched {
			continue
		}
		if r := a.run - b.run; r >= 0 && (!ok || r > run) { // less than before: a pid used again
			run, wait, ok = r, a.wait-b.wait, true
		}
	}
	return run, wait, ok
}

// poolTicks is the CPU time, in ticks, of the threads of process folder d named poolThread
// (0 where /proc does not tell; a thread that ended meanwhile is left out).
func poolTicks(d string) float64 {
	tasks, _ := filepath.Glob(filepath.Join(d, "task", "[0-9]*"))
	sum := 0.0
	for _, task := range tasks {
		name, err := os.ReadFile(filepath.Join(task, "comm"))
		if err != nil || strings.TrimSpace(string(name)) != poolThread {
			continue
		}
		if n, err := readTicks(filepath.Join(task, "stat")); err == nil {
			sum += n
		}
	}
	return sum
}

// poolUsed is the CPU time, in ms, the renderers' thread pools used between two renderers
// readings (a renderer started meanwhile counts from nothing, one that ended is left out);
// ok is false when either reading is empty (no /proc).
func poolUsed(before, after map[int]cpuTime) (ms float64, ok bool) {
	if len(before) == 0 || len(after) == 0 {
		return 0, false
	}
	for pid, c := range after {
		ms += max(0, c.pool-before[pid].pool)
	}
	return ms, true
}

func hasArg(args []string, want string) bool {
	for _, a := range args {
		if a == want {
			return true
		}
	}
	return false
}

// pageCPU returns the CPU time the busiest renderer of profile used since before (a
// renderers reading): the renderer of the tab opened since then. Chromium may have started
// that renderer before the tab opened (it keeps a spare one for the next tab), so the tab's
// is the one that used the most since, not a new one. ok is false where /proc does not tell.
func pageCPU(profile string, before map[int]cpuTime) (used cpuTime, ok bool) {
	for pid, now := range renderers(profile) {
		b := before[pid]
		d := cpuTime{main: now.main - b.main, all: now.all - b.all,
			run: now.run - b.run, wait: now.wait - b.wait, sched: now.sched}
		if !ok || d.all > used.all {
			used, ok = d, true
		}
	}
	return used, ok
}

func readTicks(path string) (float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	return statTicks(string(b))
}

// statTicks returns utime+stime, in ticks, of a line of /proc/<pid>/stat. The command name
// (the second field) is in parentheses and may hold spaces and parentheses itself.
func statTicks(line string) (float64, error) {
	i := strings.LastIndexByte(line, ')')
	if i < 0 {
		return 0, fmt.Errorf("no command name in %q", line)
	}
	f := strings.Fields(line[i+1:])
	// After the name: state (field 3) … utime (14), stime (15).
	if len(f) < 13 {
		return 0, fmt.Errorf("%d fields after the command name in %q", len(f), line)
	}
	u, err := strconv.ParseUint(f[11], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("utime %q: %v", f[11], err)
	}
	s, err := strconv.ParseUint(f[12], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("stime %q: %v", f[12], err)
	}
	return float64(u + s), nil
}

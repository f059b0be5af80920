//go:build !js

package main

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/nimscope/nimscope/cmd/build/bench/internal/report"
)

func TestPickScenes(t *testing.T) {
	for _, tc := range []struct {
		substr string
		want   int // rows picked; -1 for an error
	}{
		{"", len(sceneTable)},
		{"Hackenbush", 2},
		{"hackenbush, 2000", 1},
		{"XOR", 3},
		{"numbers", 2},
		{"nim-product", 1},
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
	if c, err := parseArgs([]string{"-profile", "30s"}); err != nil || c.profile != 30*time.Second {
		t.Errorf("-profile 30s: %+v, %v", c, err)
	}
	for _, bad := range []string{"100ms", "-1s", "soon"} {
		if _, err := parseArgs([]string{"-profile", bad}); err == nil {
			t.Errorf("-profile %s: no error", bad)
		}
	}
}

func TestDragDone(t *testing.T) {
	for _, c := range []struct {
		in   string
		done bool
		why  string
	}{
		{"undefined", false, ""}, // the script has not run yet
		{"probing", false, ""},
		{"held", true, ""},
		{"failed: 5 presses started no drag", true, "no drag took effect: 5 presses started no drag"},
		{"failed: a press left the table (game=nim&heaps=1,2,3)", true, "no drag took effect: a press left the table (game=nim&heaps=1,2,3)"},
	} {
		done, why := dragDone(c.in)
		if done != c.done || why != c.why {
			t.Errorf("dragDone(%q) = %v, %q; want %v, %q", c.in, done, why, c.done, c.why)
		}
	}
}

func TestSteadyMeasured(t *testing.T) {
	for _, c := range []struct {
		check bool
		why   string
		share float64
		ok    bool
		want  string // a part of the reason
	}{
		{false, "", 0, true, ""},  // a hover scene: nothing to check
		{true, "", 1, true, ""},   // held, every frame painted
		{true, "", 0.6, true, ""}, // held, most frames painted
		{true, "", 0, false, "only 0 %"},
		{true, "no drag took effect: 5 presses started no drag", 1, false, "5 presses"},
	} {
		ok, why := steadyMeasured(c.check, c.why, c.share)
		if ok != c.ok || !strings.Contains(why, c.want) || (ok && why != "") {
			t.Errorf("steadyMeasured(%v, %q, %g) = %v, %q; want %v and a reason with %q", c.check, c.why, c.share, ok, why, c.ok, c.want)
		}
	}
}

// The scenes whose steady phase holds a drag say so, and their script reports it.
func TestDragScenes(t *testing.T) {
	n := 0
	for _, sc := range sceneTable {
		if !sc.checkDrag {
			continue
		}
		n++
		for _, part := range []string{"window.__benchDrag = s.drag", `"held"`, `"failed: "`, fmt.Sprintf(">= %d)", dragTries)} {
			if !strings.Contains(sc.steady, part) {
				t.Errorf("%s: the steady script lacks %s", sc.name, part)
			}
		}
	}
	if n == 0 {
		t.Error("no scene checks its drag; the XOR table's should")
	}
}

// A summary's window belongs to a phase once the phase has run as many frames as the
// window holds; before that it reaches back to the frames before (the page's first ones,
// which build the scene, when the page is young).
func TestWindowAfter(t *testing.T) {
	for _, c := range []struct {
		from, s stats
		want    bool
	}{
		{stats{Frames: 100}, stats{Frames: 570, Samples: 570}, false}, // a young page: its first frame is in the window
		{stats{Frames: 100}, stats{Frames: 670, Samples: 600}, false}, // 570 of the phase, 30 from before
		{stats{Frames: 100}, stats{Frames: 700, Samples: 600}, true},
		{stats{Frames: 1000}, stats{Frames: 2000, Samples: 600}, true},
	} {
		if got := windowAfter(c.from, c.s); got != c.want {
			t.Errorf("windowAfter(frames %v, frames %v of %d) = %v, want %v", c.from.Frames, c.s.Frames, c.s.Samples, got, c.want)
		}
	}
}

// The wait for a window is the missing frames and one summary's more at the rate seen so
// far, and none when there is no rate: nothing ran yet, or the window is already there.
func TestUntilWindow(t *testing.T) {
	for _, c := range []struct {
		name    string
		from, s stats
		elapsed time.Duration
		want    time.Duration
	}{
		{"26 fps, 260 of 600 frames in 10 s", stats{Frames: 100}, stats{Frames: 360, Samples: 600}, 10 * time.Second, 370 * time.Second / 26},
		{"60 fps, 570 of 600", stats{Frames: 0}, stats{Frames: 570, Samples: 600}, 9500 * time.Millisecond, time.Second},
		{"the window is there", stats{Frames: 100}, stats{Frames: 700, Samples: 600}, 10 * time.Second, 0},
		{"no frame since", stats{Frames: 100}, stats{Frames: 100, Samples: 600}, 10 * time.Second, 0},
		{"no time since", stats{Frames: 100}, stats{Frames: 160, Samples: 600}, 0, 0},
	} {
		if got := untilWindow(c.from, c.s, c.elapsed); (got - c.want).Abs() > time.Millisecond {
			t.Errorf("%s: untilWindow = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestShowsGame(t *testing.T) {
	for _, c := range []struct {
		state, game string
		want        bool
	}{
		{"game=xor&q=1024&view=0,0,64", "xor", true},
		{"game=xor", "xor", true},
		{"game=nim&heaps=473,498,43", "xor", false},
		{"game=nim&heaps=1", "nim", true},
		{"game=nimx&heaps=1", "nim", false},
		{"", "nim", false},
	} {
		if got := showsGame(c.state, c.game); got != c.want {
			t.Errorf("showsGame(%q, %q) = %v, want %v", c.state, c.game, got, c.want)
		}
	}
}

func TestPerFrame(t *testing.T) {
	a := stats{Frames: 300, Updates: 400, Mallocs: 10000}
	if got, want := perFrame(a, stats{Frames: 900, Updates: 1600, Mallocs: 24000}), (rate{allocs: 14000.0 / 600, ticks: 2}); got != want {
		t.Errorf("perFrame = %+v, want %+v", got, want)
	}
	if got := perFrame(a, a); got.allocs != -1 {
		t.Errorf("perFrame over no frame = %+v, want allocs -1", got)
	}
}

// What a tick allocates comes from two windows of different ticks a frame, and is unknown
// when the ticks hardly differ or a window counted nothing.
func TestPerTick(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b rate
		want float64 // NaN: unknown
	}{
		{"two ticks a frame more, two allocations more", rate{23.3, 1.9}, rate{25.3, 3.9}, 1},
		{"the same allocations", rate{23.3, 1.9}, rate{23.3, 3.9}, 0},
		{"ticks too close", rate{23.3, 1.9}, rate{24.3, 2.2}, math.NaN()},
		{"no frames", rate{-1, -1}, rate{25.3, 3.9}, math.NaN()},
	} {
		got := perTick(c.a, c.b)
		if math.IsNaN(c.want) != math.IsNaN(got) || !math.IsNaN(got) && math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: perTick = %v, want %v", c.name, got, c.want)
		}
	}
}

// A site below the bare app's frame rate runs more ticks a frame; the verdict weighs them
// at what a tick allocates in the bare app, and still fails what allocates every frame.
func TestAllocVerdict(t *testing.T) {
	for _, c := range []struct {
		name       string
		site, bare rate
		tick       float64
		want       report.Verdict
		margin     string
	}{
		{"60 fps, nothing more", rate{22.37, 1}, rate{22.39, 1}, 1, report.Pass, "-0.02 a frame"},
		{"more ticks, Ebiten's own", rate{23.95, 2.47}, rate{23.46, 1.93}, 1, report.Pass, "-0.05 a frame at equal ticks; Ebiten 1.00 a tick"},
		{"more ticks, tick unknown", rate{23.95, 2.47}, rate{23.46, 1.93}, math.NaN(), report.Fail, "+0.49 a frame"},
		{"one allocation every frame", rate{24.4, 1}, rate{23.4, 1}, 1, report.Fail, "+1.00 a frame"},
		{"one allocation every tick of the site", rate{23.3 + 2.47 + 2.47, 2.47}, rate{23.3 + 1.93, 1.93}, 1, report.Fail, "+2.47 a frame at equal ticks; Ebiten 1.00 a tick"},
		{"no frames", rate{-1, -1}, rate{23.4, 1}, 1, report.Skip, "no frames counted"},
	} {
		v, m := allocVerdict(c.site, c.bare, c.tick)
		if v != c.want || m != c.margin {
			t.Errorf("%s: allocVerdict = %v, %q; want %v, %q", c.name, v, m, c.want, c.margin)
		}
	}
}

func TestWarmedUp(t *testing.T) {
	tests := []struct {
		pool float64 // ms of the thread pools' CPU in the last quietFor
		long time.Duration
		want bool
	}{
		{0, warmFor - time.Millisecond, false}, // never before warmFor
		{0, warmFor, true},
		{quietPool, warmFor, true},
		{quietPool + 10, warmFor, false}, // V8 still compiles
		{400, 20 * time.Second, false},
		{400, warmMax, true}, // but not for ever
	}
	for _, tt := range tests {
		if got := warmedUp(tt.pool, tt.long); got != tt.want {
			t.Errorf("warmedUp(%v ms, %s) = %v, want %v", tt.pool, tt.long, got, tt.want)
		}
	}
}

package anim

import (
	"fmt"
	"testing"
	"time"
)

func TestTween(t *testing.T) {
	tw := Start(3)
	var got []float64
	for tw.Running() {
		tw.Step()
		got = append(got, tw.Progress())
	}
	want := []float64{1.0 / 3, 2.0 / 3, 1}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("progress = %v, want %v", got, want)
	}
	if tw.Step() || tw.Tick != 3 {
		t.Errorf("a finished tween stepped on: %+v", tw)
	}
	if z := Start(0); z.Len != 1 {
		t.Errorf("Start(0).Len = %d: a zero-length tween would never report its end", z.Len)
	}
}

// TestAdvance: a tween cut by a press reports that it ran, so that the scene draws its end
// (it reported nothing, and the picture stayed on the move's first frames until something
// else was drawn).
func TestAdvance(t *testing.T) {
	for _, tc := range []struct {
		name    string
		tw      Tween
		cut     bool
		ran     bool
		tick    int
		running bool
	}{
		{"a tick", Tween{Tick: 1, Len: 3}, false, true, 2, true},
		{"the last tick", Tween{Tick: 2, Len: 3}, false, true, 3, false},
		{"cut", Tween{Tick: 1, Len: 3}, true, true, 3, false},
		{"cut at its start", Start(20), true, true, 20, false},
		{"over", Tween{Tick: 3, Len: 3}, false, false, 3, false},
		{"over, cut", Tween{Tick: 3, Len: 3}, true, false, 3, false},
		{"never started", Tween{}, true, false, 0, false},
	} {
		tw := tc.tw
		if ran := tw.Advance(tc.cut); ran != tc.ran || tw.Tick != tc.tick || tw.Running() != tc.running {
			t.Errorf("%s: Advance(%v) = %v, tick %d, running %v; want %v, %d, %v",
				tc.name, tc.cut, ran, tw.Tick, tw.Running(), tc.ran, tc.tick, tc.running)
		}
	}
}

func TestSkip(t *testing.T) {
	for _, tc := range []struct {
		name string
		tw   Tween
		n    int
		ran  bool
		tick int
	}{
		{"some ticks", Tween{Tick: 1, Len: 20}, 5, true, 6},
		{"to its end", Tween{Tick: 1, Len: 20}, 19, true, 20},
		{"past its end", Start(20), 45, true, 20},
		{"no ticks", Tween{Tick: 1, Len: 20}, 0, false, 1},
		{"over", Tween{Tick: 20, Len: 20}, 5, false, 20},
		{"never started", Tween{}, 5, false, 0},
	} {
		tw := tc.tw
		if ran := tw.Skip(tc.n); ran != tc.ran || tw.Tick != tc.tick {
			t.Errorf("%s: Skip(%d) = %v, tick %d; want %v, %d", tc.name, tc.n, ran, tw.Tick, tc.ran, tc.tick)
		}
	}
}

// TestTweenElapse: owed ticks do not run a tween still at its first tick (the long frame was
// the one that began it, drawing its start), and run one already under way as Skip does.
func TestTweenElapse(t *testing.T) {
	for _, tc := range []struct {
		tw   Tween
		n    int
		ran  bool
		tick int
	}{
		{Start(20), 9, false, 0},
		{Tween{Tick: 1, Len: 20}, 9, true, 10},
		{Tween{Tick: 15, Len: 20}, 9, true, 20},
		{Tween{Tick: 20, Len: 20}, 9, false, 20},
	} {
		tw := tc.tw
		if ran := tw.Elapse(tc.n); ran != tc.ran || tw.Tick != tc.tick {
			t.Errorf("%+v.Elapse(%d) = %v, tick %d; want %v, %d", tc.tw, tc.n, ran, tw.Tick, tc.ran, tc.tick)
		}
	}
}

// loop is a model of Ebiten's game loop as its documentation describes it: at each frame it
// runs as many Updates as whole ticks have passed on its own clock, catching up to five; a
// frame longer than that gets one Update, and the clock starts afresh.
type loop struct{ logical time.Duration }

func (e *loop) updates(now time.Duration) int {
	d := now - e.logical
	if d > 5*Tick {
		e.logical = now
		return 1
	}
	n := int(d / Tick)
	e.logical += time.Duration(n) * Tick
	return n
}

// play runs frames of the given lengths (each jittered by up to ±1 ms) through the loop and
// a Lag, and returns the ticks the game ran (Updates and owed) and how far, at most, the game
// ran ahead of the clock at the end of a frame, in ticks.
func play(lengths func(i int) time.Duration, frames int) (ticks int, ahead float64, wall time.Duration) {
	var l Lag
	e := loop{}
	seed := uint32(1)
	now := time.Duration(0)
	for i := range frames {
		seed = seed*1664525 + 1013904223
		now += lengths(i) + time.Duration(int(seed>>16)%2001-1000)*time.Microsecond
		n := e.updates(now)
		for k := range n {
			ticks += 1 + l.Owed(now+time.Duration(k)*100*time.Microsecond)
		}
		l.Frame()
		ahead = max(ahead, float64(ticks)-float64(now)/float64(Tick))
	}
	return ticks, ahead, now
}

// TestLag: whatever the frame rate, the game runs as many ticks as the clock says, within 3 %,
// and never gets ahead of it by more than a few ticks (a frame owed twice would run an
// animation twice as fast). Before Lag, frames of 70 to 90 ms ran 20 to 80 % of the ticks,
// and longer frames one tick each.
func TestLag(t *testing.T) {
	for _, ms := range []float64{16.7, 33.3, 50, 66.7, 70, 75, 80, 83.3, 86, 88, 90, 92, 95, 100, 166.7, 250, 400} {
		f := time.Duration(ms * float64(time.Millisecond))
		ticks, ahead, wall := play(func(int) time.Duration { return f }, int(20*time.Second/f))
		want := float64(wall) / float64(Tick)
		if r := float64(ticks) / want; r < 0.97 || r > 1.03 || ahead > 6 {
			t.Errorf("frames of %g ms: %d ticks in %.0f of the clock (%.1f %%), at most %.1f ahead", ms, ticks, want, 100*r, ahead)
		}
	}
	// Frames that change length: a long one now and then, as when a big picture is drawn.
	ticks, ahead, wall := play(func(i int) time.Duration {
		if i%10 == 0 {
			return 300 * time.Millisecond
		}
		return 17 * time.Millisecond
	}, 600)
	if r := float64(ticks) / (float64(wall) / float64(Tick)); r < 0.97 || r > 1.03 || ahead > 6 {
		t.Errorf("a long frame in ten: %.1f %% of the clock's ticks, at most %.1f ahead", 100*r, ahead)
	}
}

// TestLagForgets: a gap of more than five seconds (a tab in the background) owes nothing, and
// neither does the time of a pause (Reset); a frame of 0.8 or 2 seconds owes MaxOwed.
func TestLagForgets(t *testing.T) {
	var l Lag
	l.Owed(0)
	l.Frame()
	if n := l.Owed(time.Minute); n != 0 {
		t.Errorf("a minute later: owed %d, want 0", n)
	}
	l.Frame()
	if n := l.Owed(time.Minute + 17*time.Millisecond); n != 0 {
		t.Errorf("the frame after the gap: owed %d, want 0 (the gap is not owed later either)", n)
	}
	l.Frame()
	if n := l.Owed(time.Minute + 817*time.Millisecond); n != MaxOwed {
		t.Errorf("800 ms later: owed %d, want MaxOwed", n)
	}
	l.Frame()
	if n := l.Owed(time.Minute + 2817*time.Millisecond); n != MaxOwed {
		t.Errorf("2 s later: owed %d, want MaxOwed", n)
	}
	l.Reset()
	if n := l.Owed(2 * time.Minute); n != 0 {
		t.Errorf("after Reset: owed %d, want 0 (a pause is not owed)", n)
	}
	l.Frame()
	if n := l.Owed(2*time.Minute + 200*time.Millisecond); n != 11 {
		t.Errorf("200 ms after that: owed %d, want 11", n)
	}
}

func ExampleLag() {
	var l Lag
	for _, ms := range []time.Duration{0, 17, 33, 233, 250} {
		fmt.Print(l.Owed(ms*time.Millisecond), " ")
		l.Frame()
	}
	fmt.Println()
	// Output: 0 0 0 11 0
}

func TestEasing(t *testing.T) {
	for name, f := range map[string]func(float64) float64{"EaseOut": EaseOut, "EaseInOut": EaseInOut} {
		if f(0) != 0 || f(1) != 1 || f(-1) != 0 || f(2) != 1 {
			t.Errorf("%s does not map 0→0, 1→1 and clamp outside", name)
		}
		prev := 0.0
		for i := 1; i <= 100; i++ {
			v := f(float64(i) / 100)
			if v < prev {
				t.Errorf("%s decreases at %d%%", name, i)
			}
			prev = v
		}
	}
}

func ExampleTween() {
	tw := Start(4)
	for tw.Step() {
		fmt.Printf("%.2f ", tw.Progress())
	}
	fmt.Printf("%.2f\n", tw.Progress())
	// Output: 0.25 0.50 0.75 1.00
}

// TestReducedMotion: with reduced motion a tween shows its end from its first frame, and
// however it is run on (a tick, a long frame's ticks, a press), it ends at its next tick,
// having run (the end is drawn, and what waits for the animation goes on).
func TestReducedMotion(t *testing.T) {
	SetReducedMotion(true)
	t.Cleanup(func() { SetReducedMotion(false) })
	for _, tc := range []struct {
		name string
		tw   Tween
		run  func(*Tween) bool
		ran  bool
	}{
		{"a tick", Start(20), func(tw *Tween) bool { return tw.Advance(false) }, true},
		{"a tick half way", Tween{Tick: 10, Len: 20}, func(tw *Tween) bool { return tw.Advance(false) }, true},
		{"a press", Start(20), func(tw *Tween) bool { return tw.Advance(true) }, true},
		{"a long frame", Tween{Tick: 1, Len: 45}, func(tw *Tween) bool { return tw.Elapse(3) }, true},
		{"a step", Start(54), func(tw *Tween) bool { return !tw.Step() }, true},
		{"over", Tween{Tick: 20, Len: 20}, func(tw *Tween) bool { return tw.Advance(false) }, false},
	} {
		tw := tc.tw
		if p := tw.Progress(); p != 1 {
			t.Errorf("%s: progress %v before it ran on, want 1 (the end, at once)", tc.name, p)
		}
		if ran := tc.run(&tw); ran != tc.ran || tw.Running() || tw.Progress() != 1 {
			t.Errorf("%s: ran %v, running %v, progress %v; want ran %v, over, at 1",
				tc.name, ran, tw.Running(), tw.Progress(), tc.ran)
		}
	}
	// Switched off again, animations play as before.
	SetReducedMotion(false)
	tw := Start(20)
	if tw.Advance(false); tw.Tick != 1 || tw.Progress() != 1.0/20 {
		t.Errorf("without reduced motion a tick took the tween to %d (%v), want 1", tw.Tick, tw.Progress())
	}
}

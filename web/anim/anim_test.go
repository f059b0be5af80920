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

// TestLag: the Updates' clock readings in a row, and the ticks owed at each. Ebiten runs
// the ticks of frames up to five ticks long itself (several Updates in a frame, each read
// here a moment after the last); a longer frame gets one Update, and the rest is owed.
func TestLag(t *testing.T) {
	ms := func(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }
	for _, tc := range []struct {
		name string
		at   []time.Duration
		want []int
	}{
		{"60 frames a second", []time.Duration{ms(1000), ms(1016.7), ms(1033.3), ms(1050)}, []int{0, 0, 0, 0}},
		{"20 frames a second: three Updates a frame", []time.Duration{ms(0), ms(50), ms(50.1), ms(50.2), ms(100)}, []int{0, 0, 0, 0, 0}},
		{"a frame of five ticks", []time.Duration{ms(0), ms(83.4)}, []int{0, 0}},
		{"within the margin", []time.Duration{ms(0), ms(90)}, []int{0, 0}},
		{"6 frames a second", []time.Duration{ms(0), ms(166.7), ms(333.4), ms(500)}, []int{0, 9, 9, 9}},
		{"a frame of a second", []time.Duration{ms(0), ms(1000)}, []int{0, MaxOwed}},
		{"the first Update owes nothing", []time.Duration{ms(5000)}, []int{0}},
	} {
		var l Lag
		var got []int
		for _, at := range tc.at {
			got = append(got, l.Owed(at))
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: owed %v, want %v", tc.name, got, tc.want)
		}
	}
	var l Lag
	l.Owed(0)
	l.Reset()
	if n := l.Owed(time.Minute); n != 0 {
		t.Errorf("after Reset a minute later: owed %d, want 0 (a pause is not owed)", n)
	}
	if n := l.Owed(time.Minute + 200*time.Millisecond); n != 11 {
		t.Errorf("200 ms after that: owed %d, want 11", n)
	}
}

func ExampleLag() {
	var l Lag
	for _, ms := range []time.Duration{0, 17, 33, 233, 250} {
		fmt.Print(l.Owed(ms*time.Millisecond), " ")
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

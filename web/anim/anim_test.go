package anim

import (
	"fmt"
	"testing"
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

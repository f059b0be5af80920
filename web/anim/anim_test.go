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

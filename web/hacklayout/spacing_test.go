package hacklayout

import (
	"math/rand/v2"
	"testing"
)

// TestSpacing: Take keeps a box exactly when it overlaps none kept before, as checking it
// against every kept box says; boxes off the screen count too; and it allocates nothing
// once its buffers have grown.
func TestSpacing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var s Spacing
	for round := range 50 {
		w, h := 100+r.Float64()*500, 100+r.Float64()*500
		s.Reset(w, h, 5+r.Float64()*20)
		var kept []spaced
		for range 300 {
			c := Point{r.Float64()*(w+40) - 20, r.Float64()*(h+40) - 20}
			half := Point{2 + r.Float64()*25, 3 + r.Float64()*10}
			free := true
			for _, o := range kept {
				if abs(c.X-o.c.X) < half.X+o.half.X && abs(c.Y-o.c.Y) < half.Y+o.half.Y {
					free = false
				}
			}
			if got := s.Take(c, half); got != free {
				t.Fatalf("round %d: Take(%v, %v) = %v, want %v", round, c, half, got, free)
			}
			if free {
				kept = append(kept, spaced{c, half})
			}
		}
	}
	frame := func() {
		s.Reset(512, 512, 15)
		for i := range 2000 {
			s.Take(Point{float64(i%500) + 3, float64(i % 37 * 13)}, Point{5, 7})
		}
	}
	frame()
	if n := testing.AllocsPerRun(10, frame); n != 0 {
		t.Errorf("%.1f allocations a picture, want 0", n)
	}
}

func abs(x float64) float64 { return max(x, -x) }

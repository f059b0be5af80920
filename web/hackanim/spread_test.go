package hackanim

import (
	"math/rand/v2"
	"testing"
)

// groundOf is a ground with the places occ taken.
func groundOf(occ []float64, gap float64) *ground {
	g := &ground{gap: gap}
	for _, o := range occ {
		g.add(o)
	}
	return g
}

// TestClearOf: the place clearOf finds is gap clear of every occupied place, on the side it
// was asked for, and nearer want than any other clear place on that side, checked against
// every candidate a nearest clear place can be (want itself, or gap from an occupied place).
func TestClearOf(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	clear := func(occ []float64, x, gap float64) bool {
		for _, o := range occ {
			if x-o < gap-1e-9 && o-x < gap-1e-9 {
				return false
			}
		}
		return true
	}
	for range 3000 {
		occ := make([]float64, r.IntN(12))
		for i := range occ {
			occ[i] = float64(r.IntN(200))
		}
		want, gap := float64(r.IntN(200)), float64(1+r.IntN(30))
		for _, dir := range []int{1, -1} {
			x, ok := groundOf(occ, gap).clearOf(want, dir)
			if !clear(occ, x, gap) {
				t.Fatalf("clearOf(%v, %g, gap %g, %d) = %g, too near a place taken", occ, want, gap, dir, x)
			}
			if float64(dir)*(x-want) < 0 {
				t.Fatalf("clearOf(%v, %g, gap %g, %d) = %g, on the wrong side", occ, want, gap, dir, x)
			}
			if ok != (x >= 0 && x <= 1000) {
				t.Fatalf("clearOf(%v, %g, %d) = %g, ok %v", occ, want, dir, x, ok)
			}
			cands := []float64{want}
			for _, o := range occ {
				cands = append(cands, o-gap, o+gap)
			}
			for _, c := range cands {
				d := float64(dir) * (c - want)
				if d >= 0 && d < float64(dir)*(x-want)-1e-9 && clear(occ, c, gap) {
					t.Fatalf("clearOf(%v, %g, gap %g, %d) = %g, but %g is clear and nearer", occ, want, gap, dir, x, c)
				}
			}
		}
	}
}

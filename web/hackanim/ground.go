package hackanim

import (
	"slices"

	"github.com/nimscope/nimscope/web/hacklayout"
)

// ground holds the places taken along the ground as runs: a run is a stretch of places
// each less than two gaps from the next, so no place gap clear of all of them lies inside
// it. A crowd of thousands of stalks is a few runs, and finding a clear place costs a
// binary search, not a walk past every place of the crowd.
type ground struct {
	gap  float64
	runs []stretch // disjoint, in order along the ground
}

// stretch is a run of taken places: the first and the last.
type stretch struct{ lo, hi float64 }

// eps is how much nearer than gap two places may be and still count as gap apart.
const eps = 1e-9

// blocker returns the run whose places leave want less than gap from one of them, if any
// (at most one can: two such runs would be one).
func (g *ground) blocker(want float64) (int, bool) {
	// j is the first run starting after want.
	j, _ := slices.BinarySearchFunc(g.runs, want, func(r stretch, x float64) int {
		if r.lo <= x {
			return -1
		}
		return 1
	})
	if j > 0 && want-g.runs[j-1].hi < g.gap-eps {
		return j - 1, true
	}
	if j < len(g.runs) && g.runs[j].lo-want < g.gap-eps {
		return j, true
	}
	return 0, false
}

// clearOf returns the place nearest want, going right (dir 1) or left (dir −1), that is at
// least gap from every place taken, and whether it is on the ground.
func (g *ground) clearOf(want float64, dir int) (float64, bool) {
	x := want
	if i, ok := g.blocker(want); ok {
		if dir > 0 {
			x = g.runs[i].hi + g.gap
		} else {
			x = g.runs[i].lo - g.gap
		}
	}
	if dir > 0 {
		return x, x <= hacklayout.Size
	}
	return x, x >= 0
}

// add takes place x, joining it to the runs it is less than two gaps from.
func (g *ground) add(x float64) {
	j, _ := slices.BinarySearchFunc(g.runs, x, func(r stretch, x float64) int {
		if r.lo <= x {
			return -1
		}
		return 1
	})
	near := 2*g.gap - eps
	left := j > 0 && x-g.runs[j-1].hi < near
	right := j < len(g.runs) && g.runs[j].lo-x < near
	switch {
	case left && right:
		g.runs[j-1].hi = max(g.runs[j-1].hi, g.runs[j].hi)
		g.runs = slices.Delete(g.runs, j, j+1)
	case left:
		g.runs[j-1].hi = max(g.runs[j-1].hi, x)
	case right:
		g.runs[j].lo = x
	default:
		g.runs = slices.Insert(g.runs, j, stretch{x, x})
	}
}

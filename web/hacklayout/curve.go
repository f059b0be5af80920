package hacklayout

import (
	"math"
	"slices"
	"sort"
)

// Samples is how many points each curve is drawn and hit-tested with: enough that a bowed
// edge and a loop look round, few enough for hundreds of edges per frame. Every curve has
// the same number, so one can turn into another point by point.
const Samples = 25

// Curve is how one edge is drawn: a quadratic Bézier from A to B through the control point
// C, or a loop, a circle through A with centre C.
type Curve struct {
	A, B Point
	C    Point
	Loop bool
}

// At returns the point t of the way along the curve, t from 0 to 1. A loop starts and ends
// at A and goes round anticlockwise.
func (c Curve) At(t float64) Point {
	if c.Loop {
		r := c.A.Sub(c.C)
		a := math.Atan2(r.Y, r.X) + 2*math.Pi*t
		l := r.Len()
		return Point{c.C.X + l*math.Cos(a), c.C.Y + l*math.Sin(a)}
	}
	u := 1 - t
	return Point{
		u*u*c.A.X + 2*u*t*c.C.X + t*t*c.B.X,
		u*u*c.A.Y + 2*u*t*c.C.Y + t*t*c.B.Y,
	}
}

// Sample appends the curve's Samples points to dst.
func (c Curve) Sample(dst []Point) []Point { return c.SampleEvery(dst, 1) }

// SampleTimes appends to dst the places along a curve, from 0 to 1, of every stride-th of
// its Samples and the last: the points SampleEvery gives.
func SampleTimes(dst []float64, stride int) []float64 {
	stride = max(stride, 1)
	for k := 0; k < Samples; k += stride {
		dst = append(dst, float64(k)/(Samples-1))
	}
	if (Samples-1)%stride != 0 {
		dst = append(dst, 1)
	}
	return dst
}

// loopSteps[s] is the rotation from one sample of a loop to the sample s further on.
var loopSteps = func() (r [Samples][2]float64) {
	for s := range r {
		a := 2 * math.Pi * float64(s) / (Samples - 1)
		r[s] = [2]float64{math.Cos(a), math.Sin(a)}
	}
	return r
}()

// SampleEvery appends every stride-th of the curve's Samples points and the last to dst:
// Sample's points at SampleTimes, worked out without the others.
func (c Curve) SampleEvery(dst []Point, stride int) []Point {
	stride = max(stride, 1)
	if c.Loop {
		r, step := c.A.Sub(c.C), loopSteps[min(stride, Samples-1)]
		for k := 0; k < Samples-1; k += stride {
			dst = append(dst, c.C.Add(r))
			r = Point{r.X*step[0] - r.Y*step[1], r.X*step[1] + r.Y*step[0]}
		}
		return append(dst, c.A) // closed exactly, as At(1) closes it
	}
	for k := 0; k < Samples; k += stride {
		dst = append(dst, c.At(float64(k)/(Samples-1)))
	}
	if (Samples-1)%stride != 0 {
		dst = append(dst, c.B)
	}
	return dst
}

// Straight returns the straight curve from a to b.
func Straight(a, b Point) Curve { return Curve{A: a, B: b, C: a.Lerp(b, 0.5)} }

// Arc is an edge to shape: its ends, and keys naming the places they are at. Arcs between
// the same two places are parallel and bow apart; loops at one place fan out like petals.
type Arc struct {
	A, B   Point
	KA, KB uint64
	Loop   bool
}

// Unit is the typical length of the arcs that are not loops (their median), which sizes
// loops and bows; 120 when there are none.
func Unit(arcs []Arc) float64 {
	var ls []float64
	for _, a := range arcs {
		if !a.Loop {
			if l := a.B.Sub(a.A).Len(); l > 1e-9 {
				ls = append(ls, l)
			}
		}
	}
	if len(ls) == 0 {
		return 120
	}
	sort.Sort(sort.Float64Slice(ls)) // not slices.Sort: it would add a copy of pdqsort for float64 to the wasm
	return min(max(ls[len(ls)/2], 20), 200)
}

// LoopRadius is the radius of a loop in a drawing of the given unit.
func LoopRadius(unit float64) float64 { return 0.22 * unit }

// Shape gives each arc its curve, appended to dst in the order of arcs. Parallel arcs bow
// apart evenly; a lone arc whose straight line would pass over one of the obstacles (the
// vertices) bows away from it; loops stand on their place, away from its other edges, and
// straight up on the ground.
func Shape(arcs []Arc, obstacles []Point, unit float64, dst []Curve) []Curve {
	start := len(dst)
	dst = slices.Grow(dst, len(arcs))[:start+len(arcs)]
	type pair struct{ lo, hi uint64 }
	groups := map[pair][]int{}
	var pairs []pair // in order of first appearance, for determinism
	loops := map[uint64][]int{}
	var places []uint64
	for i, a := range arcs {
		if a.Loop {
			if _, ok := loops[a.KA]; !ok {
				places = append(places, a.KA)
			}
			loops[a.KA] = append(loops[a.KA], i)
			continue
		}
		k := pair{min(a.KA, a.KB), max(a.KA, a.KB)}
		if _, ok := groups[k]; !ok {
			pairs = append(pairs, k)
		}
		groups[k] = append(groups[k], i)
	}

	for _, k := range pairs {
		ids := groups[k]
		first := arcs[ids[0]]
		p, q := first.A, first.B
		if first.KA != k.lo {
			p, q = q, p
		}
		d := q.Sub(p)
		length := d.Len()
		n := Point{-d.Y, d.X}.Unit(Point{1, 0})
		mid := p.Lerp(q, 0.5)
		if len(ids) == 1 {
			bow := 0.0
			if o, ok := obstacleOn(p, q, obstacles, 0.12*unit); ok {
				bow = 0.22 * length
				if n.X*(o.X-mid.X)+n.Y*(o.Y-mid.Y) > 0 {
					bow = -bow
				}
			}
			dst[start+ids[0]] = Curve{A: arcs[ids[0]].A, B: arcs[ids[0]].B, C: mid.Add(n.Mul(2 * bow))}
			continue
		}
		spacing := min(0.28*length, 0.4*unit)
		for j, i := range ids {
			off := (float64(j) - float64(len(ids)-1)/2) * spacing
			dst[start+i] = Curve{A: arcs[i].A, B: arcs[i].B, C: mid.Add(n.Mul(2 * off))}
		}
	}

	r := LoopRadius(unit)
	for _, place := range places {
		ids := loops[place]
		at := arcs[ids[0]].A
		dir := Up
		ground := at.Y <= 1e-9
		if !ground {
			var away Point
			for _, a := range arcs {
				switch {
				case a.Loop:
				case a.KA == place:
					away = away.Sub(a.B.Sub(a.A).Unit(Point{}))
				case a.KB == place:
					away = away.Sub(a.A.Sub(a.B).Unit(Point{}))
				}
			}
			if away.Len() > 0.3 {
				dir = away.Unit(Up).Add(Up.Mul(0.5)).Unit(Up)
			}
		}
		if ground {
			// The whole ground is the vertex: its loops stand side by side on it.
			for j, i := range ids {
				foot := at.Add(Point{X: (float64(j) - float64(len(ids)-1)/2) * 2.3 * r})
				dst[start+i] = Curve{A: foot, B: foot, C: foot.Add(Up.Mul(r)), Loop: true}
			}
			continue
		}
		spread := min(5.2/float64(len(ids)), 0.9)
		base := math.Atan2(dir.Y, dir.X)
		for j, i := range ids {
			a := base + (float64(j)-float64(len(ids)-1)/2)*spread
			c := at.Add(Point{math.Cos(a), math.Sin(a)}.Mul(r))
			if c.Y < r { // a petal would dip under the ground: stand it up
				c = at.Add(Up.Mul(r))
			}
			dst[start+i] = Curve{A: at, B: at, C: c, Loop: true}
		}
	}
	return dst
}

// obstacleOn returns the obstacle nearest the middle part of the segment pq, if one lies
// within clear of it.
func obstacleOn(p, q Point, obstacles []Point, clear float64) (Point, bool) {
	d := q.Sub(p)
	l2 := d.X*d.X + d.Y*d.Y
	if l2 < 1e-9 {
		return Point{}, false
	}
	best, found := clear, false
	var at Point
	for _, o := range obstacles {
		t := ((o.X-p.X)*d.X + (o.Y-p.Y)*d.Y) / l2
		if t <= 0.05 || t >= 0.95 {
			continue
		}
		if dist := o.Sub(p.Add(d.Mul(t))).Len(); dist < best {
			best, at, found = dist, o, true
		}
	}
	return at, found
}

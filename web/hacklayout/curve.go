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
	var s Shaper
	s.Start(arcs, obstacles, unit, dst)
	dst, _ = s.Next(&Work{})
	return dst
}

// Shaper is Shape a part at a time: Start, then Next until it is done, each call doing the
// work its budget allows. Its buffers are kept from one shape to the next.
type Shaper struct {
	arcs      []Arc
	obstacles []Point
	unit      float64
	dst       []Curve
	start     int // where the arcs' curves start in dst

	phase  int
	at     int // where the phase goes on: an arc, or a group's first arc
	end, j int // the group being placed ends at end; its arc j is next

	groups []arcGroup // sorted: the sorter's buffer or own
	own    []arcGroup
	sorter Sorter[arcGroup]
	loops  int // where the loops' groups start
	grid   *obstacleGrid
	away   []Point // by place: which way its loops stand
}

// Start begins shaping arcs, whose curves are appended to dst. arcs and obstacles must not
// change until Next is done.
func (s *Shaper) Start(arcs []Arc, obstacles []Point, unit float64, dst []Curve) {
	s.arcs, s.obstacles, s.unit = arcs, obstacles, unit
	s.start = len(dst)
	s.dst = slices.Grow(dst, len(arcs))[:s.start+len(arcs)]
	s.phase, s.at, s.j, s.grid = 0, 0, 0, nil
	s.own = slices.Grow(s.own[:0], len(arcs))[:len(arcs)]
	s.groups = s.own
}

// Next goes on shaping while w has budget, and returns dst with the arcs' curves once
// they are all done.
func (s *Shaper) Next(w *Work) ([]Curve, bool) {
	arcs, dst, start := s.arcs, s.dst, s.start
	for {
		switch s.phase {
		case 0:
			// The arcs grouped: edges by the pair of places they join, loops by their
			// place; each group's arcs in their order. Sorted, not in maps of slices: a
			// keyframe of thousands of loops would allocate a slice for each place.
			for ; s.at < len(arcs); s.at++ {
				if !w.More() {
					return nil, false
				}
				a := arcs[s.at]
				if a.Loop {
					s.groups[s.at] = arcGroup{loop: true, lo: a.KA, i: s.at}
				} else {
					s.groups[s.at] = arcGroup{lo: min(a.KA, a.KB), hi: max(a.KA, a.KB), i: s.at}
				}
			}
			s.sorter.Start(s.groups, arcGroup.less)
			s.phase++
		case 1:
			sorted, ok := s.sorter.Next(w)
			if !ok {
				return nil, false
			}
			s.groups = sorted
			s.loops = sort.Search(len(s.groups), func(k int) bool { return s.groups[k].loop })
			s.phase, s.at, s.j = 2, 0, 0
		case 2:
			// Edges: parallel ones bow apart, a lone one away from an obstacle.
			for s.at < s.loops {
				if s.j == 0 {
					s.end = s.at + 1
					for s.end < s.loops && s.groups[s.end].lo == s.groups[s.at].lo && s.groups[s.end].hi == s.groups[s.at].hi {
						s.end++
					}
				}
				ids := s.groups[s.at:s.end]
				first := arcs[ids[0].i]
				p, q := first.A, first.B
				if first.KA != ids[0].lo {
					p, q = q, p
				}
				d := q.Sub(p)
				length := d.Len()
				n := Point{-d.Y, d.X}.Unit(Point{1, 0})
				mid := p.Lerp(q, 0.5)
				if len(ids) == 1 {
					if !w.MoreN(8) { // a look for obstacles
						return nil, false
					}
					i := ids[0].i
					dst[start+i] = Curve{A: arcs[i].A, B: arcs[i].B, C: s.lone(p, q, n, mid, length, w)}
					s.at = s.end
					continue
				}
				spacing := min(0.28*length, 0.4*s.unit)
				for ; s.j < len(ids); s.j++ {
					if !w.More() {
						return nil, false
					}
					g := ids[s.j]
					off := (float64(s.j) - float64(len(ids)-1)/2) * spacing
					dst[start+g.i] = Curve{A: arcs[g.i].A, B: arcs[g.i].B, C: mid.Add(n.Mul(2 * off))}
				}
				s.at, s.j = s.end, 0
			}
			if s.loops == len(s.groups) {
				return dst, true
			}
			s.away = slices.Grow(s.away[:0], len(s.groups)-s.loops)[:len(s.groups)-s.loops]
			clear(s.away)
			s.phase, s.at = 3, 0
		case 3:
			// Which way each place's loops stand: away from its other edges, summed in
			// the arcs' order, in one pass over them.
			places, away := s.groups[s.loops:], s.away
			at := func(key uint64) int {
				k := sort.Search(len(places), func(k int) bool { return places[k].lo >= key })
				if k < len(places) && places[k].lo == key {
					return k
				}
				return -1
			}
			for ; s.at < len(arcs); s.at++ {
				if !w.More() {
					return nil, false
				}
				a := arcs[s.at]
				if a.Loop {
					continue
				}
				if k := at(a.KA); k >= 0 {
					away[k] = away[k].Sub(a.B.Sub(a.A).Unit(Point{}))
				}
				if k := at(a.KB); k >= 0 && a.KB != a.KA {
					away[k] = away[k].Sub(a.A.Sub(a.B).Unit(Point{}))
				}
			}
			s.phase, s.at, s.j = 4, 0, 0
		default:
			places := s.groups[s.loops:]
			r := LoopRadius(s.unit)
			for s.at < len(places) {
				if s.j == 0 {
					s.end = s.at + 1
					for s.end < len(places) && places[s.end].lo == places[s.at].lo {
						s.end++
					}
				}
				ids, dir := places[s.at:s.end], s.away[s.at]
				at := arcs[ids[0].i].A
				ground := at.Y <= 1e-9
				up := Up
				if dir.Len() > 0.3 {
					up = dir.Unit(Up).Add(Up.Mul(0.5)).Unit(Up)
				}
				spread := min(5.2/float64(len(ids)), 0.9)
				base := math.Atan2(up.Y, up.X)
				for ; s.j < len(ids); s.j++ {
					if !w.MoreN(2) {
						return nil, false
					}
					g := ids[s.j]
					if ground {
						// The whole ground is the vertex: its loops stand side by side on it.
						foot := at.Add(Point{X: (float64(s.j) - float64(len(ids)-1)/2) * 2.3 * r})
						dst[start+g.i] = Curve{A: foot, B: foot, C: foot.Add(Up.Mul(r)), Loop: true}
						continue
					}
					a := base + (float64(s.j)-float64(len(ids)-1)/2)*spread
					c := at.Add(Point{math.Cos(a), math.Sin(a)}.Mul(r))
					if c.Y < r { // a petal would dip under the ground: stand it up
						c = at.Add(Up.Mul(r))
					}
					dst[start+g.i] = Curve{A: at, B: at, C: c, Loop: true}
				}
				s.at, s.j = s.end, 0
			}
			return dst, true
		}
	}
}

// lone is the control point of an arc from p to q that no other arc parallels: straight,
// or bowed away from an obstacle its line would pass over.
func (s *Shaper) lone(p, q, n, mid Point, length float64, w *Work) Point {
	bow := 0.0
	var o Point
	var ok bool
	if len(s.obstacles) < gridFrom {
		w.Done += len(s.obstacles) / 16
		o, ok = obstacleOn(p, q, s.obstacles, 0.12*s.unit)
	} else {
		if s.grid == nil {
			w.Done += len(s.obstacles) / 4
			s.grid = newObstacleGrid(s.obstacles, 0.12*s.unit)
		}
		o, ok = s.grid.on(p, q)
	}
	if ok {
		bow = 0.22 * length
		if n.X*(o.X-mid.X)+n.Y*(o.Y-mid.Y) > 0 {
			bow = -bow
		}
	}
	return mid.Add(n.Mul(2 * bow))
}

// arcGroup is an arc's place in Shape's grouping: edges first, by the places they join,
// then loops by their place; arcs of a group in their order.
type arcGroup struct {
	loop   bool
	lo, hi uint64
	i      int
}

func (x arcGroup) less(y arcGroup) bool {
	switch {
	case x.loop != y.loop:
		return !x.loop
	case x.lo != y.lo:
		return x.lo < y.lo
	case x.hi != y.hi:
		return x.hi < y.hi
	}
	return x.i < y.i
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

package hacklayout

import "math"

// Lines are curves sampled on the screen, Samples points each, in one buffer that Set reuses:
// what a scene hit-tests every frame without allocating. Each curve's bounding box lets
// Nearest pass over the curves far from the pointer at the cost of four comparisons.
type Lines struct {
	Pts   []Point
	boxes []box
}

type box struct{ lo, hi Point }

// Set samples the curves through the view.
func (l *Lines) Set(curves []Curve, v View) {
	l.Pts, l.boxes = l.Pts[:0], l.boxes[:0]
	for _, c := range curves {
		b := box{Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}}
		for i := range Samples {
			p := v.Screen(c.At(float64(i) / (Samples - 1)))
			l.Pts = append(l.Pts, p)
			b.lo = Point{min(b.lo.X, p.X), min(b.lo.Y, p.Y)}
			b.hi = Point{max(b.hi.X, p.X), max(b.hi.Y, p.Y)}
		}
		l.boxes = append(l.boxes, b)
	}
}

// Len is the number of curves.
func (l Lines) Len() int { return len(l.Pts) / Samples }

// Line returns curve i's points.
func (l Lines) Line(i int) []Point { return l.Pts[i*Samples : (i+1)*Samples] }

// Nearest returns the curve nearest p, if one passes within tol of it. Where several do
// (at a vertex, every edge of it), the one whose middle is nearest p wins, so the press picks
// the edge it is more on.
func (l Lines) Nearest(p Point, tol float64) (int, bool) {
	best, bestMid, found := tol, math.Inf(1), -1
	for i := range l.Len() {
		if i < len(l.boxes) {
			if b := l.boxes[i]; p.X < b.lo.X-tol || p.X > b.hi.X+tol || p.Y < b.lo.Y-tol || p.Y > b.hi.Y+tol {
				continue
			}
		}
		line := l.Line(i)
		d := Distance(p, line)
		if d > tol {
			continue
		}
		mid := p.Sub(line[Samples/2]).Len()
		if d < best-0.5 || d <= best+0.5 && mid < bestMid {
			best, bestMid, found = min(d, best), mid, i
		}
	}
	return found, found >= 0
}

// Distance is how far p is from the polyline pts.
func Distance(p Point, pts []Point) float64 {
	best := math.Inf(1)
	for i := 1; i < len(pts); i++ {
		best = min(best, segmentDistance(p, pts[i-1], pts[i]))
	}
	if len(pts) == 1 {
		best = p.Sub(pts[0]).Len()
	}
	return best
}

func segmentDistance(p, a, b Point) float64 {
	d := b.Sub(a)
	l2 := d.X*d.X + d.Y*d.Y
	if l2 < 1e-12 {
		return p.Sub(a).Len()
	}
	t := min(max(((p.X-a.X)*d.X+(p.Y-a.Y)*d.Y)/l2, 0), 1)
	return p.Sub(a.Add(d.Mul(t))).Len()
}

// Miters appends, for each point of the polyline pts, the vector from it to the left edge
// of a line of width 2 along it: the unit normal, lengthened at a join so the edges stay
// parallel (a mitre), but never past twice, so a sharp join cannot spike. A closed polyline
// (a loop, whose last point is its first) is mitred where it closes too, so it shows no seam.
func Miters(pts []Point, dst []Point) []Point {
	n := len(pts)
	closed := n > 2 && pts[0].Sub(pts[n-1]).Len() < 1e-6*(1+pts[0].Len())
	var last Point // the last good normal, for points that repeat
	// in is the direction into point i, out the one out of it; each segment's direction is
	// worked out once.
	var in Point
	if closed {
		in = pts[n-1].Sub(pts[n-2]).Unit(Point{})
	}
	for i := range pts {
		var out Point
		switch {
		case i+1 < n:
			out = pts[i+1].Sub(pts[i]).Unit(Point{})
		case closed:
			out = pts[1].Sub(pts[0]).Unit(Point{})
		}
		a, b := in, out
		if a == (Point{}) {
			a = b
		}
		if b == (Point{}) {
			b = a
		}
		t := a.Add(b).Unit(b)
		nrm := Point{-t.Y, t.X}
		if nrm == (Point{}) {
			nrm = last
		}
		last = nrm
		k := 1.0
		if on := (Point{-b.Y, b.X}); on != (Point{}) {
			k = 1 / max(nrm.X*on.X+nrm.Y*on.Y, 0.5)
		}
		dst = append(dst, nrm.Mul(k))
		in = out
	}
	return dst
}

package hacklayout

import "math"

// obstacleGrid answers obstacleOn for many segments over the same obstacles without
// testing every obstacle for every segment: the obstacles are bucketed in a grid of cells
// at least clear wide, and a segment looks only at the cells near its middle part. A drawing
// of 2000 edges on 1000 vertices made two million tests each time it was shaped (every chop
// in play); obstacleOn stays the definition, which the tests hold this to.
type obstacleGrid struct {
	obstacles  []Point
	clear      float64
	minX, minY float64
	cell       float64
	cols, rows int
	start      []int32 // obstacles of cell c: index[start[c]:start[c+1]]
	index      []int32
	seen       []int32 // the query that last visited each cell
	query      int32
}

// gridFrom is the least number of obstacles worth a grid: below it obstacleOn is as quick.
const gridFrom = 64

func newObstacleGrid(obstacles []Point, clear float64) *obstacleGrid {
	g := &obstacleGrid{obstacles: obstacles, clear: clear}
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	g.minX, g.minY = math.Inf(1), math.Inf(1)
	for _, o := range obstacles {
		g.minX, g.minY = min(g.minX, o.X), min(g.minY, o.Y)
		maxX, maxY = max(maxX, o.X), max(maxY, o.Y)
	}
	w, h := maxX-g.minX, maxY-g.minY
	// About one obstacle a cell, but never narrower than clear: the query relies on it.
	g.cell = max(clear, math.Sqrt(max(w*h, w*w/64, h*h/64)/float64(len(obstacles))), 1e-6)
	g.cols, g.rows = int(w/g.cell)+1, int(h/g.cell)+1
	cells := g.cols * g.rows
	g.start = make([]int32, cells+1)
	for _, o := range obstacles {
		g.start[g.cellOf(o)+1]++
	}
	for c := range cells {
		g.start[c+1] += g.start[c]
	}
	g.index = make([]int32, len(obstacles))
	fill := append([]int32(nil), g.start[:cells]...)
	for i, o := range obstacles {
		c := g.cellOf(o)
		g.index[fill[c]] = int32(i)
		fill[c]++
	}
	g.seen = make([]int32, cells)
	return g
}

func (g *obstacleGrid) cellOf(o Point) int {
	return int((o.Y-g.minY)/g.cell)*g.cols + int((o.X-g.minX)/g.cell)
}

// on is obstacleOn(p, q, g.obstacles, g.clear), exactly: the nearest obstacle, the first of
// equals in the obstacles' order.
//
// Why the cells it visits are enough: an obstacle that counts is within clear (at most a
// cell) of a point P of the segment between t = 0.05 and 0.95. The points sampled there are
// at most a cell apart, so one is within half a cell of P, and within 1.5 cells of the
// obstacle: at most two cells away in each direction.
func (g *obstacleGrid) on(p, q Point) (Point, bool) {
	d := q.Sub(p)
	l2 := d.X*d.X + d.Y*d.Y
	if l2 < 1e-9 {
		return Point{}, false
	}
	g.query++
	best, bestAt, found := g.clear, int32(0), false
	samples := int(math.Ceil(0.9*math.Sqrt(l2)/g.cell)) + 1
	for s := range samples {
		t := 0.05
		if samples > 1 {
			t += 0.9 * float64(s) / float64(samples-1)
		}
		at := p.Add(d.Mul(t))
		cx, cy := int(math.Floor((at.X-g.minX)/g.cell)), int(math.Floor((at.Y-g.minY)/g.cell))
		for y := max(cy-2, 0); y <= min(cy+2, g.rows-1); y++ {
			for x := max(cx-2, 0); x <= min(cx+2, g.cols-1); x++ {
				c := y*g.cols + x
				if g.seen[c] == g.query {
					continue
				}
				g.seen[c] = g.query
				for _, i := range g.index[g.start[c]:g.start[c+1]] {
					o := g.obstacles[i]
					t := ((o.X-p.X)*d.X + (o.Y-p.Y)*d.Y) / l2
					if t <= 0.05 || t >= 0.95 {
						continue
					}
					dist := o.Sub(p.Add(d.Mul(t))).Len()
					if dist < best || found && dist == best && i < bestAt {
						best, bestAt, found = dist, i, true
					}
				}
			}
		}
	}
	if !found {
		return Point{}, false
	}
	return g.obstacles[bestAt], true
}

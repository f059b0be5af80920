package hacklayout

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
)

// TestObstacleGridIsObstacleOn: the grid finds exactly the obstacle obstacleOn finds, for
// random segments over obstacles spread, clustered, on one line, repeated (ties go to the
// first), and for segments reaching beyond the obstacles.
func TestObstacleGridIsObstacleOn(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 64))
	point := func(kind int) Point {
		switch kind {
		case 0: // spread over a drawing
			return Point{r.Float64() * 1000, r.Float64() * 1000}
		case 1: // on a few whole places, so that many coincide
			return Point{float64(r.IntN(8)) * 40, float64(r.IntN(8)) * 40}
		case 2: // all on the ground
			return Point{r.Float64() * 1000, 0}
		default: // a tight cluster
			return Point{500 + r.NormFloat64()*5, 500 + r.NormFloat64()*5}
		}
	}
	for k := range 400 {
		kind := k % 4
		obstacles := make([]Point, gridFrom+r.IntN(400))
		for i := range obstacles {
			obstacles[i] = point(kind)
		}
		clear := []float64{0.5, 3.6, 14.4, 60}[r.IntN(4)]
		g := newObstacleGrid(obstacles, clear)
		for range 50 {
			p, q := point(kind), point(r.IntN(4))
			if r.IntN(5) == 0 {
				q = Point{r.Float64()*3000 - 1000, r.Float64()*3000 - 1000}
			}
			if r.IntN(10) == 0 {
				q = p
			}
			want, wantOK := obstacleOn(p, q, obstacles, clear)
			got, ok := g.on(p, q)
			if got != want || ok != wantOK {
				t.Fatalf("obstacles %d (kind %d), clear %v, segment %v–%v: grid %v %v, obstacleOn %v %v",
					len(obstacles), kind, clear, p, q, got, ok, want, wantOK)
			}
		}
	}
}

// TestObstacleGridAtTheEdge: obstacles just inside clear of a segment, with cells as narrow as
// clear (many obstacles), where the nearest sample is farthest from them.
func TestObstacleGridAtTheEdge(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	for range 200 {
		const clear = 20.0
		var obstacles []Point
		for range 3000 { // dense enough that the cells are clear wide
			obstacles = append(obstacles, Point{r.Float64() * 1000, r.Float64() * 1000})
		}
		g := newObstacleGrid(obstacles, clear)
		if g.cell != clear {
			t.Fatalf("cell %v, want clear %v", g.cell, clear)
		}
		for range 20 {
			p := Point{r.Float64() * 1000, r.Float64() * 1000}
			q := Point{r.Float64() * 1000, r.Float64() * 1000}
			d := q.Sub(p)
			n := Point{-d.Y, d.X}.Unit(Point{1, 0})
			// One obstacle 0.999·clear off a random point of the segment's middle part, the
			// others moved away from the segment, so that it is the one to find.
			at := p.Add(d.Mul(0.05 + 0.9*r.Float64())).Add(n.Mul(0.999 * clear))
			lone := slices.Clone(obstacles)
			for i, o := range lone {
				if want, _ := obstacleOn(p, q, []Point{o}, 3*clear); want == o {
					lone[i] = o.Add(n.Mul(4 * clear))
				}
			}
			lone = append(lone, at)
			h := newObstacleGrid(lone, clear)
			want, wantOK := obstacleOn(p, q, lone, clear)
			got, ok := h.on(p, q)
			if got != want || ok != wantOK || !ok {
				t.Fatalf("segment %v–%v, obstacle %v: grid %v %v, obstacleOn %v %v", p, q, at, got, ok, want, wantOK)
			}
		}
	}
}

// BenchmarkShape2000 is the shape of the bench's drawing of 2000 edges (a random tree on 1000
// vertices and 1001 more edges), as every chop in play reshapes it.
func BenchmarkShape2000(b *testing.B) {
	e := edgesOf(b, hackenbushtest.Random(1000, 2000))
	places := Arrange(e, Positions{})
	for b.Loop() {
		_ = NewDrawing(e, places)
	}
}

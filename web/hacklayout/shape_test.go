package hacklayout

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestShapeAsByMaps: Shape, which groups the arcs by sorting them, gives exactly the
// curves of the way it was first written (groups in maps, kept here as the check), on
// random arcs: parallel edges, edges whose ends share a place, loops on the ground and up
// high, obstacles on the way.
func TestShapeAsByMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for k := range 2000 {
		places := make([]Point, 2+r.IntN(12))
		for i := range places {
			places[i] = Point{float64(r.IntN(1000)), float64(r.IntN(4)) * float64(r.IntN(300))}
		}
		var arcs []Arc
		for range 1 + r.IntN(40) {
			a, b := r.IntN(len(places)), r.IntN(len(places))
			loop := r.IntN(4) == 0
			if loop {
				b = a
			}
			arcs = append(arcs, Arc{A: places[a], B: places[b], KA: uint64(a), KB: uint64(b), Loop: loop})
		}
		unit := Unit(arcs)
		var obst []Point
		if r.IntN(2) == 0 {
			obst = places
		}
		got := Shape(arcs, obst, unit, []Curve{{}})
		want := shapeByMaps(arcs, obst, unit, []Curve{{}})
		if !slices.Equal(got, want) {
			t.Fatalf("arcs %d %+v:\nShape      %+v\nshapeByMaps %+v", k, arcs, got, want)
		}
	}
	if n := testing.AllocsPerRun(5, func() {
		arcs := make([]Arc, 0, 2000)
		for i := range 2000 {
			x := math.Round(float64(i) / 2)
			arcs = append(arcs, Arc{A: Point{x, 0}, B: Point{x, 0}, KA: uint64(i / 2), KB: uint64(i / 2), Loop: true})
		}
		Shape(arcs, nil, 200, make([]Curve, 0, 2000))
	}); n > 10 {
		t.Errorf("Shape of 2000 loops on 1000 places: %.0f allocations, want a few", n)
	}
}

func shapeByMaps(arcs []Arc, obstacles []Point, unit float64, dst []Curve) []Curve {
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

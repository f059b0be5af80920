package hacklayout

import (
	"slices"

	"github.com/nimscope/nimscope/engine/hackenbush"
)

// Drawing is a graph as it is drawn: its edges, where its vertices are, and each edge's curve.
type Drawing struct {
	Edges  []hackenbush.Edge // by id, as the position lists them
	Pos    Positions         // a place for every vertex of Edges
	Unit   float64           // the typical edge length, which sizes loops and bows
	Curves []Curve           // by edge id
	Verts  []uint64          // the vertices drawn as dots: all but the ground, increasing
}

// NewDrawing shapes the edges at the given places; pos must place every vertex of edges
// (Arrange does).
func NewDrawing(edges []hackenbush.Edge, pos Positions) Drawing {
	d := Drawing{Edges: edges, Pos: pos}
	arcs := make([]Arc, len(edges))
	for i, e := range edges {
		arcs[i] = EdgeArc(e, pos)
		if e.A != 0 {
			d.Verts = append(d.Verts, e.A)
		}
		if e.B != 0 {
			d.Verts = append(d.Verts, e.B)
		}
	}
	slices.Sort(d.Verts)
	d.Verts = slices.Compact(d.Verts)
	obstacles := make([]Point, len(d.Verts))
	for i, v := range d.Verts {
		obstacles[i] = pos.At[v]
	}
	d.Unit = Unit(arcs)
	d.Curves = Shape(arcs, obstacles, d.Unit, nil)
	return d
}

// GroundKey names the place where the edges from the ground to v meet it, as an Arc's key;
// a vertex's own key is its label.
func GroundKey(v uint64) uint64 { return 1<<63 | v }

// EdgeArc is the arc of edge e at the given places. An end at the ground is v's foot, where
// v is the other end; both ends of a ground loop are the ground's foot.
func EdgeArc(e hackenbush.Edge, pos Positions) Arc {
	end := func(v, other uint64) (Point, uint64) {
		if v == 0 {
			return Point{pos.Foot(other), 0}, GroundKey(other)
		}
		return pos.At[v], v
	}
	a, ka := end(e.A, e.B)
	b, kb := end(e.B, e.A)
	return Arc{A: a, B: b, KA: ka, KB: kb, Loop: e.IsLoop()}
}

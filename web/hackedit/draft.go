// Package hackedit is the Hackenbush editor's logic: a Draft (the graph being drawn, with
// edges not yet joined to the ground and vertices without edges) and an Editor that turns
// presses, drags and releases into changes of it with the current tool. Plain Go, tested
// without a browser; the scene feeds it pointer positions and paints its Picture.
package hackedit

import (
	"math"
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/web/hacklayout"
)

// Snap is how near the ground, in logical units, a vertex dropped or drawn joins it.
const Snap = 40

// Grid is the step, in logical units, that the editor places vertices and feet on: drawings
// line up, and their places in the URL stay short.
const Grid = 10

// OnGrid rounds a point to the grid, inside the space.
func OnGrid(p hacklayout.Point) hacklayout.Point {
	return hacklayout.Clamp(hacklayout.Point{X: grid(p.X), Y: grid(p.Y)})
}

func grid(x float64) float64 { return math.Round(x/Grid) * Grid }

// Draft is a drawing in the making: every edge drawn, joined to the ground or not, and every
// vertex placed, with edges or without. Only its edges joined to the ground make the position.
type Draft struct {
	Edges []hackenbush.Edge // each A ≤ B, in the order drawn
	Pos   hacklayout.Positions
	Play  game.Play
}

// FromPosition starts a draft from a position drawn at the given places.
func FromPosition(p hackenbush.Position, pos hacklayout.Positions) Draft {
	d := Draft{Edges: p.Edges(), Play: p.Play()}
	d.Pos = only(pos, d.Edges)
	return d
}

// FromPreset starts a draft from a preset, in the given play.
func FromPreset(pr hacklayout.Preset, play game.Play) Draft {
	edges, pos := pr.Parse()
	return Draft{Edges: edges, Pos: pos, Play: play}
}

// only returns the places of the vertices of edges, and the ground's loops' foot.
func only(pos hacklayout.Positions, edges []hackenbush.Edge) hacklayout.Positions {
	out := hacklayout.Positions{At: map[uint64]hacklayout.Point{}, Feet: map[uint64]float64{}}
	for _, e := range edges {
		for _, v := range [2]uint64{e.A, e.B} {
			if p, ok := pos.At[v]; ok {
				out.At[v] = p
			}
			if x, ok := pos.Feet[v]; ok {
				out.Feet[v] = x
			}
		}
	}
	return out
}

// Clone returns a draft with slices and maps of its own.
func (d Draft) Clone() Draft {
	return Draft{Edges: slices.Clone(d.Edges), Pos: d.Pos.Clone(), Play: d.Play}
}

// Position is the game the draft draws: its edges joined to the ground.
func (d Draft) Position() (hackenbush.Position, error) {
	return hackenbush.New(d.Edges, d.Play)
}

// Text is the draft as the explorer's notation writes it, for the session to set: the
// position, then the pos key placing its vertices (empty for the empty graph, which unsets
// the places of the drawing before).
func (d Draft) Text() (string, error) {
	p, err := d.Position()
	if err != nil {
		return "", err
	}
	return p.String() + "&pos=" + only(d.Pos, p.Edges()).String(), nil
}

// Loose marks, by edge, the edges not joined to the ground: they do not count until they are.
func (d Draft) Loose() []bool {
	adj := map[uint64][]uint64{}
	for _, e := range d.Edges {
		adj[e.A] = append(adj[e.A], e.B)
		adj[e.B] = append(adj[e.B], e.A)
	}
	held := map[uint64]bool{0: true}
	queue := []uint64{0}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, w := range adj[u] {
			if !held[w] {
				held[w] = true
				queue = append(queue, w)
			}
		}
	}
	loose := make([]bool, len(d.Edges))
	for i, e := range d.Edges {
		loose[i] = !held[e.A]
	}
	return loose
}

// Vertices lists the vertices drawn, edges or not, increasing; not the ground.
func (d Draft) Vertices() []uint64 {
	var vs []uint64
	for v := range d.Pos.At {
		vs = append(vs, v)
	}
	for _, e := range d.Edges {
		if e.A != 0 {
			vs = append(vs, e.A)
		}
		vs = append(vs, e.B)
	}
	slices.Sort(vs)
	vs = slices.Compact(vs)
	if len(vs) > 0 && vs[0] == 0 {
		vs = vs[1:]
	}
	return vs
}

// AddVertex places a new vertex, labelled one more than any drawn, and returns its label.
func (d *Draft) AddVertex(at hacklayout.Point) uint64 {
	v := uint64(1)
	if vs := d.Vertices(); len(vs) > 0 {
		v = vs[len(vs)-1] + 1
	}
	d.ensure()
	d.Pos.At[v] = OnGrid(at)
	return v
}

// AddEdge joins a and b (a = b: a loop); an end at the ground meets it at x = foot. It
// refuses, returning false, beyond hacklayout.MaxEdges edges.
func (d *Draft) AddEdge(a, b uint64, foot float64) bool {
	if len(d.Edges) >= hacklayout.MaxEdges {
		return false
	}
	d.ensure()
	a, b = min(a, b), max(a, b)
	d.Edges = append(d.Edges, hackenbush.Edge{A: a, B: b})
	if a == 0 {
		d.setFoot(b, foot)
	}
	return true
}

// setFoot puts v's edges to the ground at x, or below v when x is (nearly) there.
func (d *Draft) setFoot(v uint64, x float64) {
	x = min(max(grid(x), 0), hacklayout.Size)
	if p, ok := d.Pos.At[v]; ok && v != 0 && abs(p.X-x) < 1 {
		delete(d.Pos.Feet, v)
		return
	}
	d.Pos.Feet[v] = x
}

// MoveFoot moves where v's edges meet the ground.
func (d *Draft) MoveFoot(v uint64, x float64) {
	d.ensure()
	d.setFoot(v, x)
}

// MoveVertex moves v to at. Dropped within Snap of the ground, v joins it: it becomes the
// ground, its edges meeting the ground there (its loops become the ground's), and it returns
// true.
func (d *Draft) MoveVertex(v uint64, at hacklayout.Point) (grounded bool) {
	d.ensure()
	if at.Y >= Snap {
		if p, ok := d.Pos.At[v]; ok {
			if x, own := d.Pos.Feet[v]; !own || abs(x-p.X) < 1 {
				delete(d.Pos.Feet, v) // the foot stays below the vertex
			}
		}
		d.Pos.At[v] = OnGrid(at)
		return false
	}
	x := min(max(grid(at.X), 0), hacklayout.Size)
	for i, e := range d.Edges {
		a, b := e.A, e.B
		if a == v {
			a = 0
		}
		if b == v {
			b = 0
		}
		if a == e.A && b == e.B {
			continue
		}
		d.Edges[i] = hackenbush.Edge{A: min(a, b), B: max(a, b)}
		d.setFoot(max(a, b), x)
	}
	delete(d.Pos.At, v)
	delete(d.Pos.Feet, v)
	return true
}

// DeleteEdge removes edge i.
func (d *Draft) DeleteEdge(i int) {
	if i >= 0 && i < len(d.Edges) {
		d.Edges = slices.Delete(d.Edges, i, i+1)
	}
}

// DeleteVertex removes v and its edges.
func (d *Draft) DeleteVertex(v uint64) {
	if v == 0 {
		return
	}
	d.Edges = slices.DeleteFunc(d.Edges, func(e hackenbush.Edge) bool { return e.A == v || e.B == v })
	delete(d.Pos.At, v)
	delete(d.Pos.Feet, v)
}

func (d *Draft) ensure() {
	if d.Pos.At == nil {
		d.Pos.At = map[uint64]hacklayout.Point{}
	}
	if d.Pos.Feet == nil {
		d.Pos.Feet = map[uint64]float64{}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

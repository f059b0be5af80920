package hacklayout

// Role says what a stroke, dot or label shows; the scene picks its colour and width.
type Role uint8

const (
	RoleEdge     Role = iota // an edge of the game, green
	RoleChop                 // the edge a press would chop
	RoleFall                 // what falls with it
	RoleHint                 // a halo under a winning edge
	RoleFuse                 // a halo under a cycle about to fuse
	RoleBranch               // a halo under a branch about to collapse
	RoleLoose                // the editor's edges and vertices not joined to the ground
	RoleDraft                // the editor's edge being drawn
	RoleVertex               // a vertex
	RoleJoint                // a joint of a stalk the reduction made
	RoleLabel                // a stalk's or branch's length
	RoleSelected             // the editor's item under the pointer
	NumRoles
)

// IsHalo reports whether strokes of the role are wide and pale, drawn under the edges.
func (r Role) IsHalo() bool { return r == RoleHint || r == RoleFuse || r == RoleBranch }

// Stroke is a polyline: Pts[From:To] of its Picture.
type Stroke struct {
	From, To int
	Role     Role
	Alpha    float64
}

// Dot is a vertex or a joint, Size times the usual radius.
type Dot struct {
	At    Point
	Role  Role
	Alpha float64
	Size  float64
}

// Label is a number written beside a point: a stalk's length at its tip.
type Label struct {
	At    Point
	N     uint64
	Role  Role
	Alpha float64
}

// Picture is what a scene paints, in logical coordinates: strokes, then dots over them, then
// labels. Reset keeps the buffers, so a picture rebuilt every frame allocates nothing once
// it has grown.
type Picture struct {
	Pts     []Point
	Strokes []Stroke
	Dots    []Dot
	Labels  []Label
}

// Reset empties the picture.
func (p *Picture) Reset() {
	p.Pts, p.Strokes, p.Dots, p.Labels = p.Pts[:0], p.Strokes[:0], p.Dots[:0], p.Labels[:0]
}

// Reserve makes room for the given numbers of points, strokes, dots and labels (keeping
// what the picture holds) one buffer a call, and reports whether it grew one: called until
// it reports false, a picture of thousands of edges grows in one allocation a buffer, at
// moments the scene chooses, rather than by doubling while it paints.
func (p *Picture) Reserve(pts, strokes, dots, labels int) bool {
	return reserve(&p.Pts, pts) || reserve(&p.Strokes, strokes) || reserve(&p.Dots, dots) || reserve(&p.Labels, labels)
}

// reserve gives *s room for n elements, and reports whether it had to.
func reserve[T any](s *[]T, n int) bool {
	if cap(*s) >= n {
		return false
	}
	*s = append(make([]T, 0, n), *s...)
	return true
}

// Line adds a stroke through pts.
func (p *Picture) Line(pts []Point, role Role, alpha float64) {
	if alpha <= 0 || len(pts) < 2 {
		return
	}
	from := len(p.Pts)
	p.Pts = append(p.Pts, pts...)
	p.Strokes = append(p.Strokes, Stroke{from, len(p.Pts), role, min(alpha, 1)})
}

// Curve adds a stroke along c.
func (p *Picture) Curve(c Curve, role Role, alpha float64) {
	if alpha <= 0 {
		return
	}
	from := len(p.Pts)
	p.Pts = c.Sample(p.Pts)
	p.Strokes = append(p.Strokes, Stroke{from, len(p.Pts), role, min(alpha, 1)})
}

// Dot adds a dot.
func (p *Picture) Dot(at Point, role Role, alpha, size float64) {
	if alpha > 0 {
		p.Dots = append(p.Dots, Dot{at, role, min(alpha, 1), size})
	}
}

// Label adds a number.
func (p *Picture) Label(at Point, n uint64, role Role, alpha float64) {
	if alpha > 0 {
		p.Labels = append(p.Labels, Label{at, n, role, min(alpha, 1)})
	}
}

// StrokePts returns a stroke's points.
func (p *Picture) StrokePts(s Stroke) []Point { return p.Pts[s.From:s.To] }

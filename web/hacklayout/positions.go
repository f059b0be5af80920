// Package hacklayout places a Green Hackenbush drawing: where its vertices stand (given in the
// URL's pos key, taken from a preset, or laid out automatically), the curves its edges follow,
// the map from the drawing's logical space to the screen, hit-testing, and the Picture a scene
// paints. It is plain Go, so all of it is unit-tested without a browser; it never draws.
//
// The logical space is Size × Size with y up from the ground at 0: a drawing keeps its shape
// on every screen, and its coordinates are small whole numbers in the URL.
package hacklayout

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/notation"
)

// Size is the width and height of the logical space: x and y run from 0 to Size, y up from
// the ground.
const Size = 1000

// Point is a position in the logical space, or on the screen where a function says so.
type Point struct{ X, Y float64 }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p−q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Mul returns p scaled by k.
func (p Point) Mul(k float64) Point { return Point{p.X * k, p.Y * k} }

// Len is the distance of p from the origin. Coordinates are screen or logical sizes, far
// from overflowing a square, so the plain root does (math.Hypot guards against that, at
// several times the cost, in code that runs for every point of every frame).
func (p Point) Len() float64 { return math.Sqrt(p.X*p.X + p.Y*p.Y) }

// Unit returns p scaled to length 1, or def when p is (nearly) zero.
func (p Point) Unit(def Point) Point {
	l := p.Len()
	if l < 1e-9 {
		return def
	}
	return Point{p.X / l, p.Y / l}
}

// Lerp returns the point t of the way from p to q.
func (p Point) Lerp(q Point, t float64) Point {
	return Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
}

// Up is the direction away from the ground.
var Up = Point{0, 1}

// Positions say where a drawing puts its vertices. The ground (vertex 0) is the line y = 0:
// an edge from the ground to vertex v meets it at x = Foot(v), below v unless Feet says
// otherwise, and the ground's own loops (0-0) stand at Foot(0).
type Positions struct {
	At   map[uint64]Point   // every vertex but the ground
	Feet map[uint64]float64 // where a vertex's edges to the ground meet it, when not below it
}

// Foot is the x where the edges from the ground to v meet the ground.
func (p Positions) Foot(v uint64) float64 {
	if x, ok := p.Feet[v]; ok {
		return x
	}
	if v == 0 {
		return Size / 2
	}
	return p.At[v].X
}

// Has reports whether v has a place: the ground always has.
func (p Positions) Has(v uint64) bool {
	if v == 0 {
		return true
	}
	_, ok := p.At[v]
	return ok
}

// Clone returns positions with maps of their own.
func (p Positions) Clone() Positions {
	return Positions{At: maps.Clone(p.At), Feet: maps.Clone(p.Feet)}
}

// Equal reports whether p and q place every vertex alike.
func (p Positions) Equal(q Positions) bool {
	return maps.Equal(p.At, q.At) && maps.Equal(p.Feet, q.Feet)
}

// ensure makes the maps, so that a zero Positions can be written to.
func (p *Positions) ensure() {
	if p.At == nil {
		p.At = map[uint64]Point{}
	}
	if p.Feet == nil {
		p.Feet = map[uint64]float64{}
	}
}

// Clamp keeps a point inside the logical space.
func Clamp(p Point) Point {
	return Point{min(max(p.X, 0), Size), min(max(p.Y, 0), Size)}
}

// String writes the positions as the pos key's value: items joined by commas, by vertex,
// each the vertex, then x and y when it has a place, then g and its foot when it has one
// of its own: "1x500y150,2x400y300g380,0g700". Coordinates are rounded to whole numbers.
// Letters and digits only, so the value stays readable in a URL.
func (p Positions) String() string {
	vs := slices.Collect(maps.Keys(p.At))
	for v := range p.Feet {
		if _, ok := p.At[v]; !ok {
			vs = append(vs, v)
		}
	}
	slices.Sort(vs)
	b := make([]byte, 0, 16*len(vs))
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, v, 10)
		if pt, ok := p.At[v]; ok {
			b = append(b, 'x')
			b = strconv.AppendInt(b, coord(pt.X), 10)
			b = append(b, 'y')
			b = strconv.AppendInt(b, coord(pt.Y), 10)
		}
		if x, ok := p.Feet[v]; ok {
			b = append(b, 'g')
			b = strconv.AppendInt(b, coord(x), 10)
		}
	}
	return string(b)
}

func coord(x float64) int64 { return int64(math.Round(min(max(x, 0), Size))) }

// ParsePositions reads the pos key's value (see String). Every coordinate is a whole number
// from 0 to Size; the ground has no place of its own, only a foot for its loops; a vertex is
// given once. Vertices the graph does not have are allowed: a drawing keeps the places of
// edges that a chop took away, for undo.
func ParsePositions(s string) (Positions, error) {
	var p Positions
	p.ensure()
	if s == "" {
		return p, nil
	}
	seen := map[uint64]int{}
	for i, item := range strings.Split(s, ",") {
		v, at, hasAt, foot, hasFoot, err := parseItem(item)
		if err != nil {
			if item == "" {
				return Positions{}, fmt.Errorf("pos: item %d is empty", i+1)
			}
			return Positions{}, fmt.Errorf("pos: item %d %s %w", i+1, notation.Quote(item), err)
		}
		if first, dup := seen[v]; dup {
			return Positions{}, fmt.Errorf("pos: vertex %d is given twice (items %d and %d)", v, first, i+1)
		}
		seen[v] = i + 1
		if hasAt {
			p.At[v] = at
		}
		if hasFoot {
			p.Feet[v] = foot
		}
	}
	return p, nil
}

// itemForm is how an item should look, for error messages.
const itemForm = `(expected a vertex, then x and y, then g for its foot on the ground if it has one of its own: 3x120y40 or 3x120y40g100, 0g700 for the ground's loops)`

func parseItem(item string) (v uint64, at Point, hasAt bool, foot float64, hasFoot bool, err error) {
	digits := func(s string) (string, string) {
		n := 0
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		return s[:n], s[n:]
	}
	num, rest := digits(item)
	if num == "" {
		return 0, Point{}, false, 0, false, fmt.Errorf("does not start with a vertex %s", itemForm)
	}
	v, err = notation.Whole("pos", num)
	if err != nil {
		return 0, Point{}, false, 0, false, fmt.Errorf("has a vertex larger than %d", uint64(notation.MaxWhole))
	}
	read := func(letter byte) (float64, bool, error) {
		if rest == "" || rest[0] != letter {
			return 0, false, nil
		}
		num, r := digits(rest[1:])
		rest = r
		if num == "" {
			return 0, false, fmt.Errorf("has no number after %q %s", letter, itemForm)
		}
		if len(num) > 4 {
			return 0, false, fmt.Errorf("has %c %s, outside 0 to %d", letter, num, Size)
		}
		n, _ := strconv.Atoi(num)
		if n > Size {
			return 0, false, fmt.Errorf("has %c %d, outside 0 to %d", letter, n, Size)
		}
		return float64(n), true, nil
	}
	x, hasX, err := read('x')
	if err != nil {
		return 0, Point{}, false, 0, false, err
	}
	y, hasY, err := read('y')
	if err != nil {
		return 0, Point{}, false, 0, false, err
	}
	if hasX != hasY {
		return 0, Point{}, false, 0, false, fmt.Errorf("gives one coordinate of two %s", itemForm)
	}
	foot, hasFoot, err = read('g')
	if err != nil {
		return 0, Point{}, false, 0, false, err
	}
	switch {
	case rest != "":
		return 0, Point{}, false, 0, false, fmt.Errorf("has %s left over %s", notation.Quote(rest), itemForm)
	case v == 0 && hasX:
		return 0, Point{}, false, 0, false, fmt.Errorf("places the ground, which is the line y = 0 (0g700 puts its loops at x 700)")
	case !hasX && !hasFoot:
		return 0, Point{}, false, 0, false, fmt.Errorf("gives no place %s", itemForm)
	}
	return v, Point{x, y}, hasX, foot, hasFoot, nil
}

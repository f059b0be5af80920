package hackanim

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/hacklayout"
)

type point = hacklayout.Point

// MaxJoints is the longest stalk whose joints are drawn as dots; longer ones would be a
// string of beads.
const MaxJoints = 40

// Replay plays a position's Reduction on its drawing. Keyframe 0 is the drawing; keyframe k
// is the picture after the first k steps. Between keyframes a step animates by its kind:
// a fusion lights its cycle, slides its vertices together and bends its edges into loops;
// a straightening turns loops into stalks of one edge; a collapse lights its branches with
// their lengths, and they give way to one stalk labelled with their nim-sum.
type Replay struct {
	// HideTotal leaves out the length of the stalk the reduction ends with, the graph's
	// value, and the 0 of branches that cancel at the ground (values=hidden: the students
	// guess it first). The lengths of the branches and of the stalks on the way stay.
	HideTotal bool

	// A curve is drawn with every stride-th of its samples and the last, per points in all:
	// a graph of thousands of edges keeps its frames' pictures under hacklayout.MaxPoints
	// (edges and halos), and never works out the other samples.
	stride, per int
	ts          []float64 // the samples' places along a curve, from 0 to 1

	steps   []hackenbush.Step
	d       hacklayout.Drawing
	lengths []uint64 // by stalk id
	size    picSize  // the most a picture holds
	// par is each vertex's parent (by index in d.Verts) in the breadth-first search from
	// the ground that Auto lays out by: -1 the ground, -2 not reached; nil until worked out.
	par []int32

	a, b   *keyframe // keyframes worked out: a is keyframe ak, b is keyframe bk (-1: none)
	ak, bk int
	spare  [2]keyframe // where a and b are worked out when they are not kept
	// kept holds every keyframe worked out, by key, when all of them together are small
	// (played again, the explanation works nothing out); nil otherwise. tipsAt and baseAt
	// keep each step's tips and base with them.
	kept     []*keyframe
	tipsAt   [][]point
	baseAt   []point
	tipsKept []bool
	m        *model // the model after the first mk steps, kept to play on from
	mk       int
	tips     []point // where step tipsFor's branches have their lengths written, if a collapse
	tipsFor  int
	base     point // where a collapse's stalk stands
	// curves are the shaped curves of keyframe shapedFor's edges still drawn (-1: none), the
	// first half of working it out.
	curves    []hacklayout.Curve
	shapedFor int
	// places are where the stalks of straightening step placesFor stand (-1: none), the
	// first half of applying it.
	places    []place
	placesFor int

	// The work of a Ready call is bounded (budget units of hacklayout.Work): each piece of
	// the work below is a job that keeps its place (phase, at, at2) and goes on in the next
	// call; only the job begun last is kept, and a job is begun afresh when another ran
	// since.
	budget int
	// Limit, when not 0, also bounds a Ready call's time: in a browser a unit of work costs
	// ten to twenty times what it does natively, and more when the machine is busy.
	Limit time.Duration
	w     hacklayout.Work
	job   job
	phase int
	at    int
	at2   int
	lastW int // the units the last Ready call did, for tests
	js    jobState
}

// Budget is the most units of work (hacklayout.Work) a Ready call does: about a tenth of a
// millisecond natively, a millisecond or two in a browser's WebAssembly.
const Budget = 2000

type jobKind uint8

const (
	jobNone    jobKind = iota
	jobParents         // r.par
	jobStart           // the model before any step, into js.m
	jobPlaces          // placeStalks for step k
	jobApply           // step k applied to the model
	jobShape           // the curves of keyframe k
	jobKey             // keyframe k, into js.kf: a (!b) or b
	jobTips            // the tips and base of step k
)

type job struct {
	kind jobKind
	k    int
	b    bool
}

// jobState is what the jobs keep between calls.
type jobState struct {
	m      *model
	kf     *keyframe
	adj    []int32 // the drawing's adjacency in rows (by vertex index, the ground 0)
	row    []int32 // where each row starts
	fill   []int32
	queue  []int32
	ends   [][2]int32 // by edge, its ends by vertex index (the ground 0, d.Verts[i] i+1)
	par    []int32
	acc    float64
	dir    point
	cur    place
	from   point
	tips   []point
	ks     []keyed
	sk     hacklayout.Sorter[keyed]
	sf     hacklayout.Sorter[float64]
	order  []keyed
	starts []int // the groups of places, by their first in order
	taken  []float64
	sorted []float64 // taken sorted: taken itself or the sorter's buffer, never kept as taken
	g      ground
	arcs   []hacklayout.Arc
	obst   []point
	shaper hacklayout.Shaper
}

// begin makes j the job under way, and reports whether it starts afresh.
func (r *Replay) begin(j job) bool {
	if r.job == j {
		return false
	}
	r.job, r.phase, r.at, r.at2 = j, 0, 0, 0
	return true
}

// end marks the job under way done.
func (r *Replay) end() { r.job = job{} }

// keepPoints bounds the curves' points of the keyframes a Replay keeps (16 bytes each).
const keepPoints = 1 << 19

// NewReplay prepares the reduction of p, drawn as d (d must be p's drawing).
func NewReplay(p hackenbush.Position, d hacklayout.Drawing) *Replay {
	r := &Replay{steps: hackenbush.Reduction(p), d: d, ak: -1, bk: -1, tipsFor: -1, shapedFor: -1, placesFor: -1, budget: Budget}
	// Every edge and a halo under it.
	r.stride = max(1, (2*len(d.Edges)*hacklayout.Samples+hacklayout.MaxPoints-1)/hacklayout.MaxPoints)
	r.ts = hacklayout.SampleTimes(r.ts, r.stride)
	r.per = len(r.ts)
	r.a, r.b = &r.spare[0], &r.spare[1]
	if (len(r.steps)+1)*len(d.Edges)*r.per <= keepPoints {
		r.kept = make([]*keyframe, len(r.steps)+1)
		r.tipsAt = make([][]point, len(r.steps))
		r.baseAt = make([]point, len(r.steps))
		r.tipsKept = make([]bool, len(r.steps))
	}
	r.lengths = []uint64{0}
	e, v, per := len(d.Edges), len(d.Verts), r.per
	stalks, joints := 0, 0 // made by the steps so far
	r.size = picSize{e*per + 2*stalks, e + stalks, v, 0}
	for _, s := range r.steps {
		var z picSize
		switch {
		case s.Fuse != nil:
			l := len(s.Fuse.Loops)
			z = picSize{(l+e)*per + 2*stalks, l + e + stalks, 1 + len(s.Fuse.Vertices) + v + joints, stalks}
		case s.Straighten != nil:
			l := len(s.Straighten.Loops)
			z = picSize{(l+e)*per + 2*stalks, l + e + stalks, l + joints + v, l + stalks}
			for range s.Straighten.Stalks {
				r.lengths = append(r.lengths, 1)
			}
			stalks, joints = stalks+l, joints+l
		case s.Collapse != nil:
			c, be, bs := s.Collapse, 0, 0
			for _, b := range c.Branches {
				be += len(b.Edges)
				if b.Stalk != 0 {
					bs++
				}
			}
			z = picSize{(be+e)*per + 2*(bs+stalks+1), be + bs + e + stalks + 1, joints + MaxJoints + v, stalks + 2 + len(c.Branches)}
			if c.Stalk != 0 {
				r.lengths = append(r.lengths, c.Length)
				stalks, joints = stalks+1, joints+int(min(c.Length, MaxJoints))
			}
		}
		r.size = r.size.max(z)
	}
	r.size = r.size.max(picSize{e*per + 2*stalks, e + stalks, joints + v, stalks + 1}) // + the 0 of nothing left
	return r
}

// picSize is how many points, strokes, dots and labels a picture holds.
type picSize [4]int

func (a picSize) max(b picSize) picSize {
	for i := range a {
		a[i] = max(a[i], b[i])
	}
	return a
}

// Size is at most how many points, strokes, dots and labels a picture Paint adds holds, for
// any step and any moment of it: a scene makes room for them before the first picture, in
// a frame of its own, instead of growing its buffers while it paints.
func (r *Replay) Size() (pts, strokes, dots, labels int) {
	return r.size[0], r.size[1], r.size[2], r.size[3]
}

// Steps returns the steps played.
func (r *Replay) Steps() []hackenbush.Step { return r.steps }

// StalkLength is the length of the stalk with the given id (0 for none).
func (r *Replay) StalkLength(id int) uint64 {
	if id <= 0 || id >= len(r.lengths) {
		return 0
	}
	return r.lengths[id]
}

// Final is the length of the stalk the reduction ends with: the Grundy value.
func (r *Replay) Final() uint64 {
	if len(r.steps) == 0 {
		return 0
	}
	return r.steps[len(r.steps)-1].Collapse.Length
}

// Sum writes step k's nim-sum when it is a collapse, of the branches' lengths:
// "2 ⊕ 3 = 1". "" for other steps, and for a single branch that Joins already counts. A
// branch that is a path of edges with a stalk at its end counts as one stalk, as Joins says
// in words: written "(1+1) ⊕ (2+1)", its + read as a nim-sum's sign beside the table's ⊕.
func (r *Replay) Sum(k int) msg.Text {
	if k < 0 || k >= len(r.steps) || r.steps[k].Collapse == nil {
		return msg.Text{}
	}
	c := r.steps[k].Collapse
	if len(c.Branches) > 8 {
		return msg.New("the nim-sum of the %d branches' lengths = %d", len(c.Branches), c.Length)
	}
	if len(c.Branches) == 1 && r.joined(c.Branches[0]) {
		return msg.Text{}
	}
	terms := make([]string, len(c.Branches))
	for i, b := range c.Branches {
		terms[i] = strconv.FormatUint(b.Length, 10)
	}
	return msg.Text{Format: "%s = %d", Args: []any{strings.Join(terms, " ⊕ "), c.Length}} // numbers only: no words to translate
}

// joined reports whether branch b is a path of edges with a stalk at its end, which the
// colon principle counts as one stalk of their total length.
func (r *Replay) joined(b hackenbush.Branch) bool {
	return len(b.Edges) > 0 && r.StalkLength(b.Stalk) > 0
}

// Joins says, for step k's collapse (up to 8 branches, as Sum lists them), how each branch
// made of a path of edges and a stalk at its end counts, by the colon principle: as one
// stalk of their total length. "Branch 1: the edge and the stalk of length 1 above it make
// one stalk of length 2 (1 + 1)." None for other steps and other branches.
func (r *Replay) Joins(k int) []msg.Text {
	if k < 0 || k >= len(r.steps) || r.steps[k].Collapse == nil || len(r.steps[k].Collapse.Branches) > 8 {
		return nil
	}
	var out []msg.Text
	for i, b := range r.steps[k].Collapse.Branches {
		if !r.joined(b) {
			continue
		}
		s, e := r.StalkLength(b.Stalk), len(b.Edges)
		if e == 1 {
			out = append(out, msg.New("Branch %d: the edge and the stalk of length %d above it make one stalk of length %d (1 + %[2]d).",
				i+1, s, b.Length))
			continue
		}
		// The count first: the languages that count in plural forms choose the noun's by it.
		out = append(out, msg.New("Branch %[2]d: the %[1]d edges and the stalk of length %[3]d above them make one stalk of length %[4]d (%[1]d + %[3]d).",
			e, i+1, s, b.Length))
	}
	return out
}

// Paint adds to pic keyframe key, or when moving the animation of step key, t of the way
// (0 to 1) from keyframe key to key+1.
func (r *Replay) Paint(pic *hacklayout.Picture, key int, moving bool, t float64) {
	key = min(max(key, 0), len(r.steps))
	r.ensure(key)
	if !moving || key >= len(r.steps) {
		r.paintKey(pic, r.a)
		if key == len(r.steps) {
			r.paintNothingLeft(pic)
		}
		return
	}
	s := r.steps[key]
	switch {
	case s.Fuse != nil:
		r.paintFuse(pic, s.Fuse, t)
	case s.Straighten != nil:
		r.paintStraighten(pic, s.Straighten, t)
	case s.Collapse != nil:
		r.paintCollapse(pic, s.Collapse, t)
	}
}

// lerp appends to dst the points u of the way from a to b.
func lerp(dst []point, a, b []point, u float64) []point {
	for k := range a {
		dst = append(dst, a[k].Lerp(b[k], u))
	}
	return dst
}

// ---- the model: what the picture holds after some steps ----

// place is where an edge end or a stalk stands: a vertex, or the ground at x.
type place struct {
	v int // vertex index, or -1 for the ground
	x float64
}

type stalk struct {
	base  place
	dir   point
	n     uint64
	alive bool
}

type model struct {
	labels []uint64 // by vertex index (d.Verts); the ground has none
	at     []point
	into   []int  // the vertex it merged into, or -1
	ground []bool // slid onto the ground
	gone   []bool // taken away by a collapse
	ea, eb []place
	loop   []bool
	egone  []bool
	stalks []stalk // by id
}

// index is the vertex index of a label (not the ground's).
func (m *model) index(label uint64) int {
	i, _ := slices.BinarySearch(m.labels, label)
	return i
}

// parents works out r.par: the breadth-first search from the ground, each vertex's
// neighbours in increasing order (hacklayout.Parents's), in parts.
func (r *Replay) parents() {
	js, d := &r.js, r.d
	n := len(d.Verts) + 1 // the ground is 0
	if r.begin(job{kind: jobParents}) {
		js.ends = slices.Grow(js.ends[:0], len(d.Edges))[:len(d.Edges)]
		js.row = slices.Grow(js.row[:0], n+1)[:n+1]
		clear(js.row)
	}
	idx := func(v uint64) int32 {
		if v == 0 {
			return 0
		}
		i, _ := slices.BinarySearch(d.Verts, v)
		return int32(i + 1)
	}
	for {
		switch r.phase {
		case 0: // the ends, and the rows' lengths
			for ; r.at < len(d.Edges); r.at++ {
				if !r.w.MoreN(6) { // two binary searches
					return
				}
				e := d.Edges[r.at]
				a, b := idx(e.A), idx(e.B)
				js.ends[r.at] = [2]int32{a, b}
				if a != b {
					js.row[a+1]++
					js.row[b+1]++
				}
			}
			r.phase, r.at = 1, 1
		case 1: // where the rows start
			for ; r.at <= n; r.at++ {
				if !r.w.More() {
					return
				}
				js.row[r.at] += js.row[r.at-1]
			}
			arcs := int(js.row[n])
			js.fill = append(slices.Grow(js.fill[:0], n), js.row[:n]...)
			js.queue = slices.Grow(js.queue[:0], 2*arcs)[:2*arcs] // the rows unsorted, then sorted
			r.phase, r.at = 2, 0
		case 2: // each edge in the rows of its ends, in the order of the edges
			for ; r.at < len(js.ends); r.at++ {
				if !r.w.More() {
					return
				}
				a, b := js.ends[r.at][0], js.ends[r.at][1]
				if a != b {
					js.queue[js.fill[a]] = b
					js.fill[a]++
					js.queue[js.fill[b]] = a
					js.fill[b]++
				}
			}
			copy(js.fill, js.row[:n])
			r.phase, r.at, r.at2 = 3, 0, int(js.row[0])
		case 3: // the rows turned over: going through the vertices in order, each is
			// added to its neighbours' rows, which come out sorted
			arcs := int(js.row[n])
			for ; r.at < n; r.at, r.at2 = r.at+1, int(js.row[r.at+1]) {
				for ; r.at2 < int(js.row[r.at+1]); r.at2++ {
					if !r.w.More() {
						return
					}
					w := js.queue[r.at2]
					js.queue[arcs+int(js.fill[w])] = int32(r.at)
					js.fill[w]++
				}
			}
			js.adj = append(slices.Grow(js.adj[:0], arcs), js.queue[arcs:]...)
			js.par = slices.Grow(js.par[:0], n)[:n]
			for i := range js.par {
				js.par[i] = -2
			}
			js.par[0] = -1
			js.queue = append(js.queue[:0], 0)
			r.phase, r.at, r.at2 = 4, 0, int(js.row[0])
		default: // the search
			for r.at < len(js.queue) {
				u := js.queue[r.at]
				for ; r.at2 < int(js.row[u+1]); r.at2++ {
					if !r.w.More() {
						return
					}
					if w := js.adj[r.at2]; js.par[w] == -2 {
						js.par[w] = u
						js.queue = append(js.queue, w)
					}
				}
				if r.at++; r.at < len(js.queue) {
					r.at2 = int(js.row[js.queue[r.at]])
				}
			}
			// By vertex index of the model: the ground is -1 (a thousand vertices are a
			// loop of a few microseconds).
			r.par = make([]int32, n-1)
			for i := range r.par {
				r.par[i] = js.par[i+1] - 1
				if js.par[i+1] == -2 {
					r.par[i] = -2
				}
			}
			r.end()
			return
		}
	}
}

// start builds the model before any step, in parts, into r.m.
func (r *Replay) start() {
	js, d := &r.js, r.d
	if r.begin(job{kind: jobStart}) {
		n := len(d.Verts)
		js.m = &model{
			labels: d.Verts, at: make([]point, n), into: make([]int, n), ground: make([]bool, n), gone: make([]bool, n),
			ea: make([]place, len(d.Edges)), eb: make([]place, len(d.Edges)), loop: make([]bool, len(d.Edges)),
			egone: make([]bool, len(d.Edges)), stalks: make([]stalk, len(r.lengths)),
		}
	}
	m := js.m
	for ; r.at < len(m.labels); r.at++ {
		if !r.w.More() {
			return
		}
		m.at[r.at], m.into[r.at] = d.Pos.At[m.labels[r.at]], -1
	}
	for ; r.at2 < len(d.Edges); r.at2++ {
		if !r.w.More() {
			return
		}
		e, ends := d.Edges[r.at2], js.ends[r.at2]
		end := func(i int32, other uint64) place {
			if i == 0 {
				return place{-1, d.Pos.Foot(other)}
			}
			return place{v: int(i - 1)}
		}
		m.ea[r.at2], m.eb[r.at2], m.loop[r.at2] = end(ends[0], e.B), end(ends[1], e.A), e.IsLoop()
	}
	r.m, r.mk = m, 0
	r.end()
}

// resolve follows a vertex into the vertex or the ground it merged with.
func (m *model) resolve(p place) place {
	if p.v < 0 {
		return p
	}
	if m.into[p.v] >= 0 {
		p.v = m.into[p.v]
	}
	if m.ground[p.v] {
		return place{-1, m.at[p.v].X}
	}
	return p
}

func (m *model) pt(p place) point {
	p = m.resolve(p)
	if p.v < 0 {
		return point{X: p.x}
	}
	return m.at[p.v]
}

func (m *model) vertex(label uint64) place {
	if label == 0 {
		return place{v: -1}
	}
	return m.resolve(place{v: m.index(label)})
}

// loopPlace is where a loop stands: its vertex, or on the ground midway between its ends.
func (m *model) loopPlace(e int) place {
	a, b := m.resolve(m.ea[e]), m.resolve(m.eb[e])
	if a.v < 0 && b.v < 0 {
		return place{-1, (a.x + b.x) / 2}
	}
	return a
}

// up is the direction stalks grow from a vertex: away from the vertex it hangs from, leaning
// up; straight up from the ground.
func (r *Replay) up(m *model, label uint64) point {
	if label == 0 {
		return hacklayout.Up
	}
	here := m.vertex(label)
	if here.v < 0 {
		return hacklayout.Up
	}
	p := r.par[m.index(label)]
	if p == -2 {
		return hacklayout.Up
	}
	below := place{-1, r.d.Pos.Foot(label)}
	if p >= 0 {
		below = m.resolve(place{v: int(p)})
	}
	d := m.pt(here).Sub(m.pt(below)).Unit(hacklayout.Up)
	dir := d.Mul(0.7).Add(hacklayout.Up).Unit(hacklayout.Up)
	if dir.Y < 0.3 {
		return hacklayout.Up
	}
	return dir
}

func rotate(d point, a float64) point {
	s, c := math.Sin(a), math.Cos(a)
	return point{X: d.X*c - d.Y*s, Y: d.X*s + d.Y*c}
}

// placeStalks works out where the stalks straightening step k makes stand, from the model
// after k steps, into r.places, in parts: spread along the ground, a straightening of
// thousands of loops is several frames' work.
func (r *Replay) placeStalks(k int) {
	js, m := &r.js, r.m
	st := r.steps[k].Straighten
	if r.begin(job{kind: jobPlaces, k: k}) {
		r.places, r.placesFor = r.places[:0], -1
		js.taken = js.taken[:0]
	}
	places := r.places
	for {
		switch r.phase {
		case 0:
			for ; r.at < len(st.Loops); r.at++ {
				if !r.w.More() {
					return
				}
				r.places = append(r.places, m.loopPlace(st.Loops[r.at]))
			}
			if st.At != 0 {
				r.placesFor = k
				r.end()
				return
			}
			places = r.places
			r.phase, r.at = 1, 0
		case 1: // where edges already stand on the ground
			for ; r.at < len(m.ea); r.at++ {
				if !r.w.More() {
					return
				}
				if m.egone[r.at] || m.loop[r.at] {
					continue
				}
				for _, p := range [2]place{m.resolve(m.ea[r.at]), m.resolve(m.eb[r.at])} {
					if p.v < 0 {
						js.taken = append(js.taken, p.x)
					}
				}
			}
			r.phase, r.at, js.acc = 2, 0, 0
		case 2:
			// The new stalks move apart along the ground, each as near as it can stay to
			// where its loop stood, clear of the others and of the edges standing on the
			// ground, with room for its length above it; from the middle outwards, so the
			// crowd spreads evenly to both sides.
			for ; r.at < len(places); r.at++ {
				if !r.w.More() {
					return
				}
				js.acc += places[r.at].x / float64(len(places))
			}
			js.ks = js.ks[:0]
			r.phase, r.at = 3, 0
		case 3:
			for ; r.at < len(places); r.at++ {
				if !r.w.More() {
					return
				}
				js.ks = append(js.ks, keyed{0, math.Abs(places[r.at].x - js.acc), r.at})
			}
			js.sk.Start(js.ks, keyed.less)
			js.sf.Start(js.taken, func(a, b float64) bool { return a < b })
			r.phase = 4
		case 4:
			order, ok := js.sk.Next(&r.w)
			if !ok {
				return
			}
			js.order = order
			r.phase = 5
		case 5:
			taken, ok := js.sf.Next(&r.w)
			if !ok {
				return
			}
			// Stalks stand 0.45 units apart; when the ground cannot hold that many,
			// closer, so that every one finds a place (a search for a place that is not
			// there would run on).
			gap := min(0.45*r.d.Unit, hacklayout.Size/float64(len(places)+len(js.taken)+1))
			js.g = ground{gap: gap, runs: js.g.runs[:0]}
			js.sorted = taken
			r.phase, r.at = 6, 0
		case 6:
			for ; r.at < len(js.sorted); r.at++ {
				if !r.w.More() {
					return
				}
				js.g.add(js.sorted[r.at])
			}
			r.phase, r.at = 7, 0
		default:
			mid := js.acc
			for ; r.at < len(js.order); r.at++ {
				if !r.w.MoreN(4) { // binary searches of the ground's runs
					return
				}
				i := js.order[r.at].i
				want := places[i].x
				// The nearest place clear of the others on each side; the side away from
				// the middle wins a tie, so the order along the ground is kept.
				right, okR := js.g.clearOf(want, 1)
				left, okL := js.g.clearOf(want, -1)
				x := want
				switch {
				case okR && okL:
					x = right
					if dl, dr := want-left, right-want; dl < dr || dl == dr && want < mid {
						x = left
					}
				case okR:
					x = right
				case okL:
					x = left
				}
				places[i].x = x
				js.g.add(x)
			}
			r.placesFor = k
			r.end()
			return
		}
	}
}

// apply plays step k on the model, which stands after the steps before it, in parts; r.mk
// counts it once it is all applied. A straightening's places must be worked out.
func (r *Replay) apply(k int) {
	js, m, s := &r.js, r.m, r.steps[k]
	fresh := r.begin(job{kind: jobApply, k: k})
	switch {
	case s.Fuse != nil:
		f := s.Fuse
		into := 0
		if f.Into != 0 {
			into = m.index(f.Into)
		}
		for ; r.at < len(f.Vertices); r.at++ {
			if !r.w.MoreN(4) { // a binary search
				return
			}
			i := m.index(f.Vertices[r.at])
			if f.Into == 0 {
				m.ground[i] = true
				m.at[i].Y = 0
			} else {
				m.into[i] = into
			}
		}
		for ; r.at2 < len(f.Loops); r.at2++ {
			if !r.w.More() {
				return
			}
			m.loop[f.Loops[r.at2]] = true
		}
	case s.Straighten != nil:
		st := s.Straighten
		places := r.places
		if fresh {
			js.dir = r.up(m, st.At)
			js.ks = js.ks[:0]
		}
		// Loops at one place fan out as stalks around the way up, in their order: the
		// loops grouped by place (sorted, not counted in maps: a step of thousands of
		// loops is several frames' work).
		for r.phase < 4 {
			switch r.phase {
			case 0:
				for ; r.at < len(places); r.at++ {
					if !r.w.More() {
						return
					}
					p := places[r.at]
					js.ks = append(js.ks, keyed{p.v, p.x, r.at})
				}
				js.sk.Start(js.ks, keyed.less)
				r.phase = 1
			case 1:
				order, ok := js.sk.Next(&r.w)
				if !ok {
					return
				}
				js.order, js.starts = order, js.starts[:0]
				r.phase, r.at = 2, 0
			case 2: // where each place's group starts in the order
				for ; r.at < len(js.order); r.at++ {
					if !r.w.More() {
						return
					}
					if r.at == 0 || places[js.order[r.at].i] != places[js.order[r.at-1].i] {
						js.starts = append(js.starts, r.at)
					}
				}
				js.starts = append(js.starts, len(js.order))
				r.phase, r.at, r.at2 = 3, 0, 0 // r.at2: the group
			case 3:
				for ; r.at < len(js.order); r.at++ {
					if !r.w.MoreN(3) { // a rotation
						return
					}
					for r.at >= js.starts[r.at2+1] {
						r.at2++
					}
					first, n := js.starts[r.at2], js.starts[r.at2+1]-js.starts[r.at2]
					j, i := r.at-first, js.order[r.at].i
					spread := min(0.45, 2.0/float64(n))
					m.stalks[st.Stalks[i]] = stalk{base: places[i], dir: rotate(js.dir, (float64(j)-float64(n-1)/2)*spread), n: 1, alive: true}
					m.egone[st.Loops[i]] = true
				}
				r.phase = 4
			}
		}
		r.placesFor = -1
	case s.Collapse != nil:
		c := s.Collapse
		if fresh {
			js.acc = 0
		}
		if r.phase == 0 {
			if !r.collapseBase(c) {
				return
			}
			r.phase, r.at, r.at2 = 1, 0, 0
		}
		at := m.vertex(c.At)
		for ; r.at < len(c.Branches); r.at, r.at2 = r.at+1, 0 {
			b := c.Branches[r.at]
			for ; r.at2 < len(b.Edges); r.at2++ {
				if !r.w.More() {
					return
				}
				e := b.Edges[r.at2]
				m.egone[e] = true
				for _, p := range [2]place{m.resolve(m.ea[e]), m.resolve(m.eb[e])} {
					if p.v >= 0 && p != at {
						m.gone[p.v] = true
					}
				}
			}
			if b.Stalk != 0 {
				m.stalks[b.Stalk].alive = false
			}
		}
		if c.Stalk != 0 {
			m.stalks[c.Stalk] = stalk{base: js.cur, dir: r.up(m, c.At), n: c.Length, alive: true}
		}
	}
	r.mk++
	r.end()
}

// collapseBase works out where a collapse's stalk stands, into js.cur: on its vertex, or
// on the ground amid the branches it replaces (their mean, summed in js.acc from r.at2
// on, which must start at 0). It reports whether it is done.
func (r *Replay) collapseBase(c *hackenbush.Collapse) bool {
	js, m := &r.js, r.m
	base := m.vertex(c.At)
	if base.v < 0 {
		for ; r.at2 < len(c.Branches); r.at2++ {
			if !r.w.More() {
				return false
			}
			js.acc += r.branchBase(m, c.Branches[r.at2])
		}
		base.x = js.acc / float64(max(len(c.Branches), 1))
	}
	js.cur = base
	return true
}

// keyed is an index and the keys it is sorted by: k1, then k2, then the index, so that
// equal keys keep their order as a stable sort would.
type keyed struct {
	k1 int
	k2 float64
	i  int
}

func (a keyed) less(b keyed) bool {
	switch {
	case a.k1 != b.k1:
		return a.k1 < b.k1
	case a.k2 != b.k2:
		return a.k2 < b.k2
	}
	return a.i < b.i
}

// branchBase is the x where a branch at the ground stands.
func (r *Replay) branchBase(m *model, b hackenbush.Branch) float64 {
	if len(b.Edges) > 0 {
		e := b.Edges[0]
		p, q := m.resolve(m.ea[e]), m.resolve(m.eb[e])
		if p.v < 0 {
			return p.x
		}
		return q.x
	}
	return m.stalks[b.Stalk].base.x
}

// ---- keyframes: the model's picture ----

type stalkGeo struct {
	base, dir point
	seg       float64
	n         uint64
	show      bool
}

func (s stalkGeo) at(f float64) point { return s.base.Add(s.dir.Mul(f * float64(s.n) * s.seg)) }

type keyframe struct {
	vat    []point
	vshow  []bool
	epts   []point // per points an edge
	eshow  []bool
	shown  int // edges shown
	stalks []stalkGeo
}

// segment is the length of one edge of a stalk of n: stalks of many edges are drawn shorter
// so that they fit.
func (r *Replay) segment(n uint64) float64 {
	return min(0.5*r.d.Unit, 380/float64(max(n, 1)))
}

// shape works out the curves of keyframe k's edges from the model after its steps, into
// r.curves, in parts: the larger half of a keyframe's work.
func (r *Replay) shape(k int) {
	js, m := &r.js, r.m
	if r.begin(job{kind: jobShape, k: k}) {
		r.curves, r.shapedFor = r.curves[:0], -1
		js.obst, js.arcs = js.obst[:0], js.arcs[:0]
	}
	if k == 0 {
		r.shapedFor = k // the drawing's own curves
		r.end()
		return
	}
	key := func(p place) uint64 {
		if p.v < 0 {
			return 1<<62 | uint64(math.Round(p.x*8))
		}
		return m.labels[p.v]
	}
	for {
		switch r.phase {
		case 0:
			for ; r.at < len(m.labels); r.at++ {
				if !r.w.More() {
					return
				}
				if i := r.at; m.into[i] < 0 && !m.ground[i] && !m.gone[i] {
					js.obst = append(js.obst, m.at[i])
				}
			}
			r.phase, r.at = 1, 0
		case 1:
			for ; r.at < len(m.ea); r.at++ {
				if !r.w.MoreN(3) {
					return
				}
				i := r.at
				if m.egone[i] {
					continue
				}
				a, b := m.resolve(m.ea[i]), m.resolve(m.eb[i])
				if m.loop[i] {
					a = m.loopPlace(i)
					b = a
				}
				js.arcs = append(js.arcs, hacklayout.Arc{A: m.pt(a), B: m.pt(b), KA: key(a), KB: key(b), Loop: m.loop[i]})
			}
			js.shaper.Start(js.arcs, js.obst, r.d.Unit, r.curves)
			r.phase = 2
		default:
			curves, ok := js.shaper.Next(&r.w)
			if !ok {
				return
			}
			r.curves, r.shapedFor = curves, k
			r.end()
			return
		}
	}
}

// keyframe works out keyframe k, a or b, from the model after its steps and the curves
// shape made of it, in parts; the keyframe counts as a (or b) once it is done.
func (r *Replay) keyframe(k int, b bool) {
	js, m := &r.js, r.m
	if r.begin(job{kind: jobKey, k: k, b: b}) {
		if b {
			r.bk, js.kf = -1, r.frame(r.a)
		} else {
			r.ak, js.kf = -1, r.frame(r.b)
		}
		kf, n, e := js.kf, len(m.labels), len(m.ea)
		kf.vat, kf.vshow = slices.Grow(kf.vat[:0], n), slices.Grow(kf.vshow[:0], n)
		kf.eshow, kf.shown = slices.Grow(kf.eshow[:0], e), 0
		kf.epts = slices.Grow(kf.epts[:0], e*r.per)
		kf.stalks = slices.Grow(kf.stalks[:0], len(m.stalks))
	}
	kf := js.kf
	for ; r.at < len(m.labels); r.at++ {
		if !r.w.More() {
			return
		}
		i := r.at
		kf.vat = append(kf.vat, m.pt(place{v: i}))
		kf.vshow = append(kf.vshow, m.into[i] < 0 && !m.ground[i] && !m.gone[i])
	}
	for len(kf.eshow) < len(m.egone) {
		if !r.w.More() {
			return
		}
		i := len(kf.eshow)
		kf.eshow = append(kf.eshow, !m.egone[i])
		if !m.egone[i] {
			kf.shown++
		}
	}
	// r.at2 counts the curves of r.curves taken so far: one per edge not gone.
	for len(kf.epts) < len(m.ea)*r.per {
		if !r.w.MoreN(3) {
			return
		}
		i := len(kf.epts) / r.per
		var c hacklayout.Curve
		switch {
		case k == 0:
			c = r.d.Curves[i]
		case m.egone[i]:
			// Gone: drawn no more, but a straight line between its ends keeps the points
			// of every edge in their place.
			a, b := m.resolve(m.ea[i]), m.resolve(m.eb[i])
			if m.loop[i] {
				a = m.loopPlace(i)
				b = a
			}
			c = hacklayout.Straight(m.pt(a), m.pt(b))
		default:
			c = r.curves[r.at2]
			r.at2++
		}
		kf.epts = c.SampleEvery(kf.epts, r.stride)
	}
	for len(kf.stalks) < len(m.stalks) {
		if !r.w.More() {
			return
		}
		s := m.stalks[len(kf.stalks)]
		g := stalkGeo{}
		if s.n > 0 { // a stalk made by a step so far
			g = stalkGeo{base: m.pt(s.base), dir: s.dir, seg: r.segment(s.n), n: s.n, show: s.alive}
		}
		kf.stalks = append(kf.stalks, g)
	}
	if r.kept != nil {
		r.kept[k] = kf
	}
	if b {
		r.b, r.bk = kf, k
	} else {
		r.a, r.ak = kf, k
	}
	r.shapedFor = -1
	r.end()
}

// ensure caches keyframe key in a and key+1 in b.
func (r *Replay) ensure(key int) {
	for !r.Ready(key) {
	}
}

// Ready does a part of the work that painting keyframe key, or step key on its way, needs
// (working out a keyframe of a big graph takes milliseconds), and reports whether it is
// all done. A scene calls it once a frame until it is, and shows the last picture until
// then, so that no frame takes the whole work: a call does at most Budget units of work
// (a few more when an item of the work is bigger than one). It reports true only from a
// call that found the work done and did none, so the frame that finishes a keyframe does
// not paint with it too (painting a step's first picture costs about as much). Paint does
// what is left at once.
func (r *Replay) Ready(key int) bool {
	key = min(max(key, 0), len(r.steps))
	r.w = hacklayout.Work{Budget: r.budget}
	if r.Limit > 0 {
		r.w.Until = time.Now().Add(r.Limit)
	}
	defer func() { r.lastW = r.w.Done }()
	for !r.w.Spent() {
		if r.step(key) {
			return r.w.Done == 0
		}
	}
	return false
}

// Done reports whether the work for key is all done, without doing any: Ready would
// report true (from its next call) and Paint would do nothing more.
func (r *Replay) Done(key int) bool {
	key = min(max(key, 0), len(r.steps))
	last := key == len(r.steps)
	if r.kept != nil && r.kept[key] != nil && (last || r.kept[key+1] != nil && r.tipsKept[key]) {
		return true
	}
	return r.ak == key && (last || r.bk == key+1 && r.tipsFor == key)
}

// step does the next part of the work for key within the budget left, and reports whether
// there is none left.
func (r *Replay) step(key int) bool {
	last := key == len(r.steps)
	if r.kept != nil && r.kept[key] != nil && (last || r.kept[key+1] != nil && r.tipsKept[key]) {
		r.a, r.ak = r.kept[key], key
		if !last {
			r.b, r.bk = r.kept[key+1], key+1
			r.tips, r.base, r.tipsFor = r.tipsAt[key], r.baseAt[key], key
		}
		return true
	}
	if r.ak != key && r.bk == key {
		// Played on: the keyframe after the last step is this step's first.
		r.a, r.b = r.b, r.a
		r.ak, r.bk = key, -1
		if r.job.kind == jobKey {
			r.end() // it was worked out into one of them
		}
	}
	if r.ak == key && (last || r.bk == key+1 && r.tipsFor == key) {
		return true
	}
	// The model must stand after the first want steps: key for keyframe a, and for the
	// step's tips; key+1 for keyframe b.
	want := key + 1
	if r.ak != key || r.tipsFor != key {
		want = key
	}
	if r.job.kind == jobApply && r.mk >= want {
		// A step half applied that is not wanted: the model starts again.
		r.m = nil
		r.end()
	}
	switch {
	case r.ak != key && r.kept != nil && r.kept[key] != nil:
		r.a, r.ak = r.kept[key], key
		return last
	case r.par == nil:
		// How the drawing hangs together: the first part of the work, not done while the
		// explanation is asked for.
		r.parents()
	case r.m == nil || r.mk > want:
		r.start()
	case r.mk < want && r.placesFor != r.mk && r.steps[r.mk].Straighten != nil:
		r.placeStalks(r.mk)
	case r.mk < want:
		r.apply(r.mk)
	case r.ak != key && r.shapedFor != key:
		r.shape(key)
	case r.ak != key:
		r.keyframe(key, false)
	case r.tipsFor != key:
		r.branchTips(key)
	case r.shapedFor != key+1: // the model stands after step key
		r.shape(key + 1)
	default:
		r.keyframe(key+1, true)
	}
	return false
}

// frame returns where a keyframe is to be worked out: a new keyframe to keep for good, or
// the spare one that is not busy.
func (r *Replay) frame(busy *keyframe) *keyframe {
	if r.kept != nil {
		return &keyframe{}
	}
	if busy == &r.spare[0] {
		return &r.spare[1]
	}
	return &r.spare[0]
}

// branchTips works out, in parts, where step k's branches have their lengths written when
// it is a collapse, and where its stalk stands, from the model after k steps.
func (r *Replay) branchTips(k int) {
	js, m := &r.js, r.m
	c := r.steps[k].Collapse
	if r.begin(job{kind: jobTips, k: k}) {
		r.tipsFor = -1
		js.tips, js.acc = nil, 0 // the kept tips of another step must stay as they are
		if r.kept == nil {
			js.tips = r.tips[:0]
		}
	}
	if c != nil {
		gap := 0.28 * r.d.Unit
		for ; r.at < len(c.Branches); r.at, r.at2 = r.at+1, 0 {
			b := c.Branches[r.at]
			if b.Stalk != 0 {
				if !r.w.More() {
					return
				}
				s := m.stalks[b.Stalk]
				js.tips = append(js.tips, m.pt(s.base).Add(s.dir.Mul(float64(s.n)*r.segment(s.n)+gap)))
				continue
			}
			// Past the far end of its path.
			if r.at2 == 0 {
				js.cur = m.vertex(c.At)
				js.from = m.pt(js.cur)
			}
			for ; r.at2 < len(b.Edges); r.at2++ {
				if !r.w.More() {
					return
				}
				e := b.Edges[r.at2]
				p, q := m.resolve(m.ea[e]), m.resolve(m.eb[e])
				if p == js.cur || p.v < 0 && js.cur.v < 0 {
					js.cur = q
				} else {
					js.cur = p
				}
			}
			tip := m.pt(js.cur)
			js.tips = append(js.tips, tip.Add(tip.Sub(js.from).Unit(hacklayout.Up).Mul(gap)))
		}
		if r.phase == 0 {
			r.phase, r.at2 = 1, 0
		}
		if !r.collapseBase(c) {
			return
		}
	}
	r.tips, r.base = js.tips, point{}
	if c != nil {
		r.base = m.pt(js.cur)
	}
	if r.kept != nil {
		r.tipsAt[k], r.baseAt[k], r.tipsKept[k] = r.tips, r.base, true
	}
	r.tipsFor = k
	r.end()
}

// ---- painting ----

func ramp(t, a, b float64) float64 { return min(max((t-a)/(b-a), 0), 1) }

func (r *Replay) edge(kf *keyframe, i int) []point {
	return kf.epts[i*r.per : (i+1)*r.per]
}

// total reports whether stalk id is the one the reduction ends with, made by the last
// collapse at the ground: its length is the graph's value.
func (r *Replay) total(id int) bool {
	if id == 0 || len(r.steps) == 0 {
		return false
	}
	c := r.steps[len(r.steps)-1].Collapse
	return c != nil && c.At == 0 && c.Stalk == id
}

// labelAlpha is how strongly stalk id's length is written: not at all when it is the total
// and that is hidden.
func (r *Replay) labelAlpha(id int, a float64) float64 {
	if r.HideTotal && r.total(id) {
		return 0
	}
	return a
}

func (r *Replay) paintKey(pic *hacklayout.Picture, kf *keyframe) {
	for i, show := range kf.eshow {
		if show {
			pic.Line(r.edge(kf, i), hacklayout.RoleEdge, 1)
		}
	}
	for id, s := range kf.stalks {
		if s.show {
			r.paintStalkLabel(pic, s, 1, 1, r.labelAlpha(id, 1))
		}
	}
	for i, show := range kf.vshow {
		if show {
			pic.Dot(kf.vat[i], hacklayout.RoleVertex, 1, 1)
		}
	}
}

// paintNothingLeft writes, at the end of a graph worth 0, the 0 its last collapse wrote where
// the stalk would have stood: without it the explanation ended on a bare ground, the panel
// saying "the graph is worth 0" beside it. It is written where the collapse wrote it, which
// is worked out as the last step plays; a replay shown at its end without playing that step
// writes nothing.
func (r *Replay) paintNothingLeft(pic *hacklayout.Picture) {
	n := len(r.steps)
	if n == 0 || r.Final() != 0 || r.HideTotal {
		return
	}
	var base point
	switch {
	case r.tipsFor == n-1:
		base = r.base
	case r.kept != nil && r.tipsKept[n-1]:
		base = r.baseAt[n-1]
	default:
		return
	}
	pic.Label(r.labelAt(base, hacklayout.Up), 0, hacklayout.RoleLabel, 1)
}

// labelAt is where a number is written for the tip of a stalk growing in direction dir: a
// little beyond it. A 0 where branches cancel is written as for a stalk going up from base.
func (r *Replay) labelAt(tip, dir point) point { return tip.Add(dir.Mul(0.28 * r.d.Unit)) }

// paintStalk draws stalk s grown to the fraction g of its length, with its joints and its
// length at the tip.
func (r *Replay) paintStalk(pic *hacklayout.Picture, s stalkGeo, g, alpha float64) {
	r.paintStalkLabel(pic, s, g, alpha, alpha)
}

// paintStalkLabel is paintStalk with the length written at its own alpha.
func (r *Replay) paintStalkLabel(pic *hacklayout.Picture, s stalkGeo, g, alpha, label float64) {
	if s.n == 0 || g <= 0 {
		return
	}
	line := [2]point{s.at(0), s.at(g)} // straight: its ends are all a stroke needs
	pic.Line(line[:], hacklayout.RoleEdge, alpha)
	if s.n <= MaxJoints {
		for j := uint64(1); float64(j) <= g*float64(s.n)+1e-9; j++ {
			pic.Dot(s.at(float64(j)/float64(s.n)), hacklayout.RoleJoint, alpha, 1)
		}
	}
	pic.Label(r.labelAt(s.at(g), s.dir), s.n, hacklayout.RoleLabel, label*g)
}

func (r *Replay) paintFuse(pic *hacklayout.Picture, f *hackenbush.Fusion, t float64) {
	a, b := r.a, r.b
	glow := ramp(t, 0, 0.2) * (1 - ramp(t, 0.85, 1))
	u := anim.EaseInOut(ramp(t, 0.25, 0.85))
	var buf [hacklayout.Samples]point
	for _, e := range f.Loops {
		pic.Line(lerp(buf[:0], r.edge(a, e), r.edge(b, e), u), hacklayout.RoleFuse, glow)
	}
	for i, show := range a.eshow {
		if show {
			pic.Line(lerp(buf[:0], r.edge(a, i), r.edge(b, i), u), hacklayout.RoleEdge, 1)
		}
	}
	for _, s := range a.stalks {
		if s.show {
			r.paintStalk(pic, s, 1, 1)
		}
	}
	glowAt := func(v uint64) {
		if i, ok := slices.BinarySearch(r.d.Verts, v); ok {
			pic.Dot(a.vat[i].Lerp(b.vat[i], u), hacklayout.RoleFuse, glow, 2.2)
		}
	}
	glowAt(f.Into)
	for _, v := range f.Vertices {
		glowAt(v)
	}
	for i, show := range a.vshow {
		if !show {
			continue
		}
		alpha := 1.0
		if !b.vshow[i] {
			alpha = 1 - ramp(u, 0.85, 1)
		}
		pic.Dot(a.vat[i].Lerp(b.vat[i], u), hacklayout.RoleVertex, alpha, 1)
	}
}

func (r *Replay) paintStraighten(pic *hacklayout.Picture, s *hackenbush.Straighten, t float64) {
	a, b := r.a, r.b
	glow := ramp(t, 0, 0.15) * (1 - ramp(t, 0.85, 1))
	u := anim.EaseInOut(ramp(t, 0.15, 0.85))
	var buf, to [hacklayout.Samples]point
	for i, e := range s.Loops {
		st := b.stalks[s.Stalks[i]]
		tp := to[:0]
		for _, t := range r.ts {
			tp = append(tp, st.at(t))
		}
		pts := lerp(buf[:0], r.edge(a, e), tp, u)
		pic.Line(pts, hacklayout.RoleFuse, glow)
		pic.Line(pts, hacklayout.RoleEdge, 1)
		pic.Dot(pts[len(pts)-1], hacklayout.RoleJoint, u, 1)
		pic.Label(r.labelAt(st.at(1), st.dir), 1, hacklayout.RoleLabel, u)
	}
	for i, show := range b.eshow {
		if show {
			pic.Line(r.edge(a, i), hacklayout.RoleEdge, 1)
		}
	}
	for _, st := range a.stalks {
		if st.show {
			r.paintStalk(pic, st, 1, 1)
		}
	}
	for i, show := range a.vshow {
		if show {
			pic.Dot(a.vat[i], hacklayout.RoleVertex, 1, 1)
		}
	}
}

func (r *Replay) paintCollapse(pic *hacklayout.Picture, c *hackenbush.Collapse, t float64) {
	a, b := r.a, r.b
	glow := ramp(t, 0, 0.2)
	old := 1 - ramp(t, 0.45, 0.75)
	grow := anim.EaseInOut(ramp(t, 0.5, 0.9))
	for _, br := range c.Branches {
		for _, e := range br.Edges {
			pic.Line(r.edge(a, e), hacklayout.RoleBranch, glow*old)
		}
		if br.Stalk != 0 {
			st := a.stalks[br.Stalk]
			line := [2]point{st.at(0), st.at(1)}
			pic.Line(line[:], hacklayout.RoleBranch, glow*old)
		}
	}
	for i, show := range a.eshow {
		if !show {
			continue
		}
		alpha := 1.0
		if !b.eshow[i] {
			alpha = old
		}
		pic.Line(r.edge(a, i), hacklayout.RoleEdge, alpha)
	}
	for id, st := range a.stalks {
		if !st.show {
			continue
		}
		if !b.stalks[id].show {
			// A branch's stalk: the branch's length is written instead of the stalk's.
			r.paintStalkLabel(pic, st, 1, old, 1-glow)
			continue
		}
		r.paintStalk(pic, st, 1, 1)
	}
	switch {
	case c.Stalk != 0:
		r.paintStalkLabel(pic, b.stalks[c.Stalk], grow, 1, r.labelAlpha(c.Stalk, 1))
	case !(r.HideTotal && c.At == 0):
		// The branches cancel out: their nim-sum, 0, shows where a stalk would have stood.
		pic.Label(r.labelAt(r.base, hacklayout.Up), 0, hacklayout.RoleLabel, grow)
	}
	for i, show := range a.vshow {
		if !show {
			continue
		}
		alpha := 1.0
		if !b.vshow[i] {
			alpha = old
		}
		pic.Dot(a.vat[i], hacklayout.RoleVertex, alpha, 1)
	}
	labels := glow * (1 - ramp(t, 0.6, 0.8))
	for i, br := range c.Branches {
		if i < len(r.tips) {
			pic.Label(r.tips[i], br.Length, hacklayout.RoleBranch, labels)
		}
	}
}

// Sample is a small graph whose explanation has a step of every kind: two cycles fuse,
// their loops and a loop of its own are straightened into stalks, and branches collapse. A
// scene plays it offscreen while the page is still (hackscene's warm-up), so that the
// browser has compiled the explanation's code before the first real play.
const Sample = "0-1,1-2,2-3,3-1,1-4,4-4,2-5,5-6,6-2,3-7,7-8"

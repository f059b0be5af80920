package hackanim

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

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
	parent  map[uint64]uint64
	lengths []uint64 // by stalk id

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
}

// keepPoints bounds the curves' points of the keyframes a Replay keeps (16 bytes each).
const keepPoints = 1 << 19

// NewReplay prepares the reduction of p, drawn as d (d must be p's drawing).
func NewReplay(p hackenbush.Position, d hacklayout.Drawing) *Replay {
	r := &Replay{steps: p.Reduction(), d: d, ak: -1, bk: -1, tipsFor: -1, shapedFor: -1, placesFor: -1}
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
	for _, s := range r.steps {
		switch {
		case s.Straighten != nil:
			for range s.Straighten.Stalks {
				r.lengths = append(r.lengths, 1)
			}
		case s.Collapse != nil && s.Collapse.Stalk != 0:
			r.lengths = append(r.lengths, s.Collapse.Length)
		}
	}
	return r
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

// Sum writes step k's nim-sum when it is a collapse, each branch as the colon principle
// counts it, its stalk plus the edges below: "(1+1) ⊕ (2+1) = 1". "" for other steps.
func (r *Replay) Sum(k int) msg.Text {
	if k < 0 || k >= len(r.steps) || r.steps[k].Collapse == nil {
		return msg.Text{}
	}
	c := r.steps[k].Collapse
	if len(c.Branches) > 8 {
		return msg.New("the nim-sum of the %d branches' lengths = %d", len(c.Branches), c.Length)
	}
	terms := make([]string, len(c.Branches))
	for i, b := range c.Branches {
		s, e := r.StalkLength(b.Stalk), uint64(len(b.Edges))
		switch {
		case s > 0 && e > 0:
			terms[i] = "(" + strconv.FormatUint(s, 10) + "+" + strconv.FormatUint(e, 10) + ")"
		case e > 0:
			terms[i] = strconv.FormatUint(e, 10)
		default:
			terms[i] = strconv.FormatUint(s, 10)
		}
	}
	return msg.Text{Format: "%s = %d", Args: []any{strings.Join(terms, " ⊕ "), c.Length}} // numbers only: no words to translate
}

// Paint adds to pic keyframe key, or when moving the animation of step key, t of the way
// (0 to 1) from keyframe key to key+1.
func (r *Replay) Paint(pic *hacklayout.Picture, key int, moving bool, t float64) {
	key = min(max(key, 0), len(r.steps))
	r.ensure(key)
	if !moving || key >= len(r.steps) {
		r.paintKey(pic, r.a)
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
	labels []uint64 // by vertex index; the ground has none
	index  map[uint64]int
	at     []point
	into   []int  // the vertex it merged into, or -1
	ground []bool // slid onto the ground
	gone   []bool // taken away by a collapse
	ea, eb []place
	loop   []bool
	egone  []bool
	stalks []stalk // by id
}

func (r *Replay) start() *model {
	d := r.d
	m := &model{index: map[uint64]int{}}
	for _, v := range d.Verts {
		m.index[v] = len(m.labels)
		m.labels = append(m.labels, v)
		m.at = append(m.at, d.Pos.At[v])
		m.into = append(m.into, -1)
	}
	n := len(m.labels)
	m.ground, m.gone = make([]bool, n), make([]bool, n)
	for _, e := range d.Edges {
		end := func(v, other uint64) place {
			if v == 0 {
				return place{-1, d.Pos.Foot(other)}
			}
			return place{v: m.index[v]}
		}
		m.ea = append(m.ea, end(e.A, e.B))
		m.eb = append(m.eb, end(e.B, e.A))
		m.loop = append(m.loop, e.IsLoop())
	}
	m.egone = make([]bool, len(d.Edges))
	m.stalks = make([]stalk, len(r.lengths))
	return m
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
	return m.resolve(place{v: m.index[label]})
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
	p, ok := r.parent[label]
	if !ok {
		return hacklayout.Up
	}
	below := place{-1, r.d.Pos.Foot(label)}
	if p != 0 {
		below = m.vertex(p)
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
// after k steps, into r.places: spread along the ground, a straightening of thousands of
// loops is a frame's work before the step is applied.
func (r *Replay) placeStalks(m *model, k int) {
	st := r.steps[k].Straighten
	r.places, r.placesFor = r.places[:0], k
	for _, e := range st.Loops {
		r.places = append(r.places, m.loopPlace(e))
	}
	if st.At == 0 {
		var taken []float64 // where edges already stand on the ground
		for e := range m.ea {
			if m.egone[e] || m.loop[e] {
				continue
			}
			for _, p := range [2]place{m.resolve(m.ea[e]), m.resolve(m.eb[e])} {
				if p.v < 0 {
					taken = append(taken, p.x)
				}
			}
		}
		r.spread(r.places, taken)
	}
}

// apply plays step k on the model, which stands after the steps before it.
func (r *Replay) apply(m *model, k int) {
	s := r.steps[k]
	switch {
	case s.Fuse != nil:
		f := s.Fuse
		for _, v := range f.Vertices {
			i := m.index[v]
			if f.Into == 0 {
				m.ground[i] = true
				m.at[i].Y = 0
			} else {
				m.into[i] = m.index[f.Into]
			}
		}
		for _, e := range f.Loops {
			m.loop[e] = true
		}
	case s.Straighten != nil:
		st := s.Straighten
		dir := r.up(m, st.At)
		if r.placesFor != k {
			r.placeStalks(m, k)
		}
		places := r.places
		r.placesFor = -1
		// Loops at one place fan out as stalks around the way up, in their order: the loops
		// grouped by place (sorted, not counted in maps: a step of thousands of loops is a
		// frame's work).
		ks := make([]keyed, len(places))
		for i, p := range places {
			ks[i] = keyed{p.v, p.x, i}
		}
		byPlace := sortKeyed(ks, make([]int, 0, len(places)))
		for g := 0; g < len(byPlace); {
			p := places[byPlace[g]]
			k := 1
			for g+k < len(byPlace) && places[byPlace[g+k]] == p {
				k++
			}
			spread := min(0.45, 2.0/float64(k))
			for j, i := range byPlace[g : g+k] {
				m.stalks[st.Stalks[i]] = stalk{base: p, dir: rotate(dir, (float64(j)-float64(k-1)/2)*spread), n: 1, alive: true}
				m.egone[st.Loops[i]] = true
			}
			g += k
		}
	case s.Collapse != nil:
		c := s.Collapse
		base := r.collapseBase(m, c)
		at := m.vertex(c.At)
		for _, b := range c.Branches {
			for _, e := range b.Edges {
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
			m.stalks[c.Stalk] = stalk{base: base, dir: r.up(m, c.At), n: c.Length, alive: true}
		}
	}
}

// spread moves the ground's new stalks apart along the ground, each as near as it can stay
// to where its loop stood, clear of the others and of the edges standing on the ground
// (taken), with room for its length above it.
func (r *Replay) spread(places []place, taken []float64) {
	// From the middle outwards, so the crowd spreads evenly to both sides.
	mid := 0.0
	for _, p := range places {
		mid += p.x / float64(len(places))
	}
	ks := make([]keyed, len(places))
	for i, p := range places {
		ks[i] = keyed{0, math.Abs(p.x - mid), i}
	}
	order := sortKeyed(ks, make([]int, 0, len(places)))
	// Stalks stand 0.45 units apart; when the ground cannot hold that many, closer, so that
	// every one finds a place (a search for a place that is not there would run on).
	gap := min(0.45*r.d.Unit, hacklayout.Size/float64(len(places)+len(taken)+1))
	g := ground{gap: gap}
	for _, x := range slices.Sorted(slices.Values(taken)) {
		g.add(x)
	}
	for _, i := range order {
		want := places[i].x
		// The nearest place clear of the others on each side; the side away from the
		// middle wins a tie, so the order along the ground is kept.
		right, okR := g.clearOf(want, 1)
		left, okL := g.clearOf(want, -1)
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
		g.add(x)
	}
}

// keyed is an index and the keys it is sorted by: k1, then k2, then the index, so that
// equal keys keep their order as a stable sort would. (slices.SortStableFunc's insertion
// sorts and merges, and comparisons through a closure, took most of a step of thousands of
// loops.)
type keyed struct {
	k1 int
	k2 float64
	i  int
}

type byKeys []keyed

func (x byKeys) Len() int      { return len(x) }
func (x byKeys) Swap(i, j int) { x[i], x[j] = x[j], x[i] }
func (x byKeys) Less(i, j int) bool {
	a, b := &x[i], &x[j]
	switch {
	case a.k1 != b.k1:
		return a.k1 < b.k1
	case a.k2 != b.k2:
		return a.k2 < b.k2
	}
	return a.i < b.i
}

// sortKeyed sorts ks and returns their indices in that order, in idx.
func sortKeyed(ks []keyed, idx []int) []int {
	sort.Sort(byKeys(ks)) // not slices.SortFunc: another copy of pdqsort in the wasm
	idx = idx[:0]
	for _, k := range ks {
		idx = append(idx, k.i)
	}
	return idx
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// collapseBase is where a collapse's stalk stands: on its vertex, or on the ground amid the
// branches it replaces.
func (r *Replay) collapseBase(m *model, c *hackenbush.Collapse) place {
	base := m.vertex(c.At)
	if base.v < 0 {
		sum := 0.0
		for _, b := range c.Branches {
			sum += r.branchBase(m, b)
		}
		base.x = sum / float64(max(len(c.Branches), 1))
	}
	return base
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
// r.curves: the larger half of a keyframe's work, done in a frame of its own.
func (r *Replay) shape(m *model, k int) {
	r.curves, r.shapedFor = r.curves[:0], k
	if k == 0 {
		return // the drawing's own curves
	}
	var obstacles []point
	for i := range m.labels {
		if m.into[i] < 0 && !m.ground[i] && !m.gone[i] {
			obstacles = append(obstacles, m.at[i])
		}
	}
	arcs := make([]hacklayout.Arc, 0, len(m.ea))
	key := func(p place) uint64 {
		if p.v < 0 {
			return 1<<62 | uint64(math.Round(p.x*8))
		}
		return m.labels[p.v]
	}
	for i := range m.ea {
		if m.egone[i] {
			continue
		}
		a, b := m.resolve(m.ea[i]), m.resolve(m.eb[i])
		if m.loop[i] {
			a = m.loopPlace(i)
			b = a
		}
		arcs = append(arcs, hacklayout.Arc{A: m.pt(a), B: m.pt(b), KA: key(a), KB: key(b), Loop: m.loop[i]})
	}
	r.curves = hacklayout.Shape(arcs, obstacles, r.d.Unit, r.curves)
}

// keyframe works out keyframe k from the model after its steps and the curves shape made
// of it.
func (r *Replay) keyframe(m *model, k int, kf *keyframe) {
	n := len(m.labels)
	kf.vat, kf.vshow = kf.vat[:0], kf.vshow[:0]
	for i := range n {
		kf.vat = append(kf.vat, m.pt(place{v: i}))
		kf.vshow = append(kf.vshow, m.into[i] < 0 && !m.ground[i] && !m.gone[i])
	}
	kf.eshow, kf.shown = kf.eshow[:0], 0
	for i := range m.egone {
		kf.eshow = append(kf.eshow, !m.egone[i])
		if !m.egone[i] {
			kf.shown++
		}
	}
	kf.epts = kf.epts[:0]
	if k == 0 {
		for _, c := range r.d.Curves {
			kf.epts = c.SampleEvery(kf.epts, r.stride)
		}
	} else {
		j := 0
		for i := range m.ea {
			var c hacklayout.Curve
			if m.egone[i] {
				// Gone: drawn no more, but a straight line between its ends keeps the
				// points of every edge in their place.
				a, b := m.resolve(m.ea[i]), m.resolve(m.eb[i])
				if m.loop[i] {
					a = m.loopPlace(i)
					b = a
				}
				c = hacklayout.Straight(m.pt(a), m.pt(b))
			} else {
				c = r.curves[j]
				j++
			}
			kf.epts = c.SampleEvery(kf.epts, r.stride)
		}
	}
	kf.stalks = kf.stalks[:0]
	for _, s := range m.stalks {
		g := stalkGeo{}
		if s.n > 0 { // a stalk made by a step so far
			g = stalkGeo{base: m.pt(s.base), dir: s.dir, seg: r.segment(s.n), n: s.n, show: s.alive}
		}
		kf.stalks = append(kf.stalks, g)
	}
	r.shapedFor = -1
}

// ensure caches keyframe key in a and key+1 in b.
func (r *Replay) ensure(key int) {
	for !r.Ready(key) {
	}
}

// Ready does a part of the work that painting keyframe key, or step key on its way, needs
// (working out a keyframe of a big graph takes milliseconds), and reports whether it is
// all done. A scene calls it once a frame until it is, and shows the last picture until
// then, so that no frame takes the whole work. It reports true only from a call that
// found the work done and did none, so the frame that finishes a keyframe does not paint
// with it too (painting a step's first picture costs about as much). Paint does what is
// left at once.
func (r *Replay) Ready(key int) bool {
	key = min(max(key, 0), len(r.steps))
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
	switch {
	case r.ak != key && r.kept != nil && r.kept[key] != nil:
		r.a, r.ak = r.kept[key], key
		return last
	case r.parent == nil:
		// How the drawing hangs together: the first part of the work, not done while the
		// explanation is asked for.
		r.parent = hacklayout.Parents(r.d.Edges)
	case r.m == nil || r.mk > want:
		r.m, r.mk = r.start(), 0
	case r.mk < want && r.placesFor != r.mk && r.steps[r.mk].Straighten != nil:
		r.placeStalks(r.m, r.mk)
	case r.mk < want:
		r.apply(r.m, r.mk)
		r.mk++
	case r.ak != key && r.shapedFor != key:
		r.shape(r.m, key)
	case r.ak != key:
		r.a, r.ak = r.frame(key, r.b), key
		r.keyframe(r.m, key, r.a)
		return false // done, but said by the next call: this one worked
	case r.tipsFor != key && r.placesFor != key && r.steps[key].Straighten != nil:
		r.placeStalks(r.m, key)
	case r.tipsFor != key:
		r.tips, r.base = r.tips[:0], point{}
		if r.kept != nil {
			r.tips = nil // the kept tips of another step must stay as they are
		}
		if c := r.steps[key].Collapse; c != nil {
			for _, b := range c.Branches {
				r.tips = append(r.tips, r.branchTip(r.m, c.At, b))
			}
			r.base = r.m.pt(r.collapseBase(r.m, c))
		}
		if r.kept != nil {
			r.tipsAt[key], r.baseAt[key], r.tipsKept[key] = r.tips, r.base, true
		}
		r.tipsFor = key
		r.apply(r.m, key)
		r.mk++
	case r.shapedFor != key+1: // the model stands after step key
		r.shape(r.m, key+1)
	default:
		r.b, r.bk = r.frame(key+1, r.a), key+1
		r.keyframe(r.m, key+1, r.b)
	}
	return false
}

// frame returns where keyframe key is to be worked out: a new keyframe kept for good, or
// the spare one that is not busy.
func (r *Replay) frame(key int, busy *keyframe) *keyframe {
	if r.kept != nil {
		r.kept[key] = &keyframe{}
		return r.kept[key]
	}
	if busy == &r.spare[0] {
		return &r.spare[1]
	}
	return &r.spare[0]
}

// branchTip is where a branch's length is written: past the tip of its stalk, or past the
// far end of its path.
func (r *Replay) branchTip(m *model, at uint64, b hackenbush.Branch) point {
	gap := 0.28 * r.d.Unit
	if b.Stalk != 0 {
		s := m.stalks[b.Stalk]
		return m.pt(s.base).Add(s.dir.Mul(float64(s.n)*r.segment(s.n) + gap))
	}
	cur := m.vertex(at)
	from := m.pt(cur)
	for _, e := range b.Edges {
		p, q := m.resolve(m.ea[e]), m.resolve(m.eb[e])
		if p == cur || p.v < 0 && cur.v < 0 {
			cur = q
		} else {
			cur = p
		}
	}
	tip := m.pt(cur)
	return tip.Add(tip.Sub(from).Unit(hacklayout.Up).Mul(gap))
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
	pic.Label(s.at(g).Add(s.dir.Mul(0.28*r.d.Unit)), s.n, hacklayout.RoleLabel, label*g)
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
		pic.Label(st.at(1).Add(st.dir.Mul(0.28*r.d.Unit)), 1, hacklayout.RoleLabel, u)
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
		pic.Label(r.base.Add(hacklayout.Up.Mul(0.28*r.d.Unit)), 0, hacklayout.RoleLabel, grow)
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

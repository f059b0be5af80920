package hacklayout

import "math"

// Vertex is one corner of a triangle on the screen. It is laid out as ebiten.Vertex, field
// for field, so that a scene hands a Mesh's vertices to Ebiten without copying them
// (hackscene checks the layout when it compiles).
type Vertex struct {
	DstX, DstY                     float32
	SrcX, SrcY                     float32
	ColorR, ColorG, ColorB, ColorA float32 // premultiplied
	Custom0, Custom1               float32
	Custom2, Custom3               float32
}

// Style is how a Picture's roles look on the screen: widths in device pixels, and each
// role's colour as premultiplied components from 0 to 1.
type Style struct {
	EdgeW, HaloW float64 // a stroke's width, and a halo's
	DotR         float64 // a vertex's radius
	Fringe       float64 // how wide edges fade out: a pixel or so, instead of anti-aliasing
	Colour       [NumRoles][3]float32
	HaloAlpha    [NumRoles]float64 // how strongly a halo role shows at full alpha
	Src          Point             // where in the source image the triangles sample white

	// Sprites in the source image (MakeSprites): dots of the Discs' radii are quads, and
	// strokes of the bands' widths strips of two vertices a point. Without, they are built
	// of triangles that sample white.
	Discs              []Disc
	EdgeBand, HaloBand Band
}

// Mesh is a Picture's strokes and dots as triangles, for one draw call. Build reuses its
// buffers, so a picture of the same size built again allocates nothing.
type Mesh struct {
	Verts []Vertex
	Idx   []uint32

	pic        *Picture // being built in parts (Start, Next)
	pass, item int      // where Next goes on

	line   []Point // a stroke's points on the screen, simplified
	screen []Point // all of them
	stride int     // every stride-th point is drawn (see MaxPoints)
	crowd  bool    // so many dots that each is drawn with 8 sides
	// flatHalos: so many strokes that halos are drawn as flat bands, without the faded
	// fringe (two vertices a point instead of four): pale and wide, they look the same.
	flatHalos bool
	strip     []Point // its mitres
	rings     map[int][]Point
}

// tolerance is how far, in device pixels, a stroke may pass from a point it leaves out:
// straight stretches of a curve become one segment.
const tolerance = 0.2

// MaxPoints bounds the stroke points a Mesh draws: a picture with more (thousands of
// curves) draws every k-th point of each stroke, enough to keep under it. The triangles
// (four vertices a point), not the pixels, are what a frame of a big drawing costs, and its
// curves are then small on the screen.
const MaxPoints = 12000

// Reserve makes room for parts of the given number of vertices (Next's limit), a buffer a
// call, and reports whether it grew one (see Picture.Reserve).
func (m *Mesh) Reserve(verts int) bool {
	// A part ends after the item that reaches the limit: a stroke of up to Samples points
	// at four vertices a point, or a dot. Four and a half indices a vertex at most (a
	// stroke without its band: six triangles a segment).
	verts += 4*Samples + 2*48 + 1
	return reserve(&m.Verts, verts) || reserve(&m.Idx, 9*verts/2)
}

// Build turns pic's strokes and dots into triangles through the view: halos, then strokes,
// then big dots (halos of vertices), then dots. Labels are left to the scene.
func (m *Mesh) Build(pic *Picture, v View, st *Style) {
	m.Start(pic)
	m.Next(v, st, 0)
}

// Start begins building pic's triangles in parts, for a picture too big to draw in one
// frame: each Next builds the next part. pic must not change until the last part is built.
func (m *Mesh) Start(pic *Picture) {
	m.pic, m.pass, m.item = pic, 0, 0
	m.stride = (len(pic.Pts) + MaxPoints - 1) / MaxPoints
	m.crowd = len(pic.Dots) > MaxPoints/24
	m.flatHalos = len(pic.Strokes) > MaxPoints/12
}

// Next replaces Verts and Idx with the next part of the picture begun by Start, in the order
// Build draws: items are added until the part holds at least limit vertices (0: no limit).
// It reports whether the picture is finished.
func (m *Mesh) Next(v View, st *Style, limit int) bool {
	m.Verts, m.Idx = m.Verts[:0], m.Idx[:0]
	pic := m.pic
	if pic == nil {
		return true
	}
	for ; m.pass < 4; m.pass, m.item = m.pass+1, 0 {
		if m.pass < 2 {
			halo := m.pass == 0
			for ; m.item < len(pic.Strokes); m.item++ {
				if limit > 0 && len(m.Verts) >= limit {
					return false
				}
				s := pic.Strokes[m.item]
				if s.Role.IsHalo() != halo {
					continue
				}
				w, a, band := st.EdgeW, s.Alpha, st.EdgeBand
				if halo {
					w, a, band = st.HaloW, a*st.HaloAlpha[s.Role], st.HaloBand
				}
				m.stroke(pic.StrokePts(s), v, w, st, st.Colour[s.Role], a, halo && m.flatHalos, band)
			}
			continue
		}
		big := m.pass == 2 // big dots are halos: under the small ones
		for ; m.item < len(pic.Dots); m.item++ {
			if limit > 0 && len(m.Verts) >= limit {
				return false
			}
			d := pic.Dots[m.item]
			if (d.Size > 1.5) != big {
				continue
			}
			r := st.DotR * d.Size
			a := d.Alpha
			if d.Role == RoleJoint {
				r *= 0.75
			}
			if d.Size > 1.5 {
				a *= 0.5
			}
			m.disc(v.Screen(d.At), r, st, st.Colour[d.Role], a)
		}
	}
	m.pic = nil
	return true
}

func (m *Mesh) vertex(at Point, src Point, c [3]float32, a float32) {
	m.Verts = append(m.Verts, Vertex{
		DstX: float32(at.X), DstY: float32(at.Y), SrcX: float32(src.X), SrcY: float32(src.Y),
		ColorR: c[0] * a, ColorG: c[1] * a, ColorB: c[2] * a, ColorA: a,
	})
}

// stroke adds a polyline of logical points, w device pixels wide: a strip whose edges fade
// over the fringe, which smooths them as anti-aliasing would, without its extra passes.
// With a band of its width, the strip is two vertices a point, and its sprite fades it.
func (m *Mesh) stroke(pts []Point, v View, w float64, st *Style, c [3]float32, alpha float64, flat bool, band Band) {
	if alpha <= 0 || len(pts) < 2 {
		return
	}
	m.line, m.screen = simplify(m.line[:0], m.screen, pts, v, m.stride)
	if len(m.line) < 2 {
		return
	}
	m.strip = Miters(m.line, m.strip[:0])
	f := st.Fringe
	in, out := max(w/2-f/2, 0.3), w/2+f/2
	a := float32(alpha)
	base := uint32(len(m.Verts))
	if band.ok(w) {
		for k, p := range m.line {
			n := m.strip[k]
			m.vertex(p.Add(n.Mul(out)), band.To, c, a)
			m.vertex(p.Sub(n.Mul(out)), band.From, c, a)
		}
		m.pairs(base)
		return
	}
	if flat {
		for k, p := range m.line {
			n := m.strip[k]
			m.vertex(p.Add(n.Mul(w/2)), st.Src, c, a)
			m.vertex(p.Sub(n.Mul(w/2)), st.Src, c, a)
		}
		m.pairs(base)
		return
	}
	for k, p := range m.line {
		n := m.strip[k]
		m.vertex(p.Add(n.Mul(out)), st.Src, c, 0)
		m.vertex(p.Add(n.Mul(in)), st.Src, c, a)
		m.vertex(p.Sub(n.Mul(in)), st.Src, c, a)
		m.vertex(p.Sub(n.Mul(out)), st.Src, c, 0)
	}
	for k := uint32(0); k+1 < uint32(len(m.line)); k++ {
		i, j := base+4*k, base+4*k+4
		for lane := uint32(0); lane < 3; lane++ {
			m.Idx = append(m.Idx, i+lane, i+lane+1, j+lane, i+lane+1, j+lane+1, j+lane)
		}
	}
}

// pairs adds the triangles of a strip of two vertices a point of m.line, from base.
func (m *Mesh) pairs(base uint32) {
	for k := uint32(0); k+1 < uint32(len(m.line)); k++ {
		i, j := base+2*k, base+2*k+2
		m.Idx = append(m.Idx, i, i+1, j, i+1, j+1, j)
	}
}

// simplify appends to dst the screen points of the logical polyline pts, leaving out the
// points that lie within tolerance of the segment from the last point kept to the next one
// (checked for the point next to that one and for the point midway, where a gentle curve
// strays most), so a straight edge of many samples becomes one segment. A closed polyline
// stays closed. Only every stride-th point is looked at (and the last).
func simplify(dst, scratch []Point, pts []Point, v View, stride int) (kept, all []Point) {
	s := scratch[:0]
	stride = max(stride, 1)
	for i := 0; i < len(pts); i += stride {
		s = append(s, v.Screen(pts[i]))
	}
	if (len(pts)-1)%stride != 0 {
		s = append(s, v.Screen(pts[len(pts)-1]))
	}
	n := len(s)
	dst = append(dst, s[0])
	last := 0
	for i := 1; i < n-1; i++ {
		a, next := s[last], s[i+1]
		if segmentDistance(s[i], a, next) > tolerance || segmentDistance(s[(last+i+1)/2], a, next) > tolerance {
			dst = append(dst, s[i])
			last = i
		}
	}
	return append(dst, s[n-1]), s
}

// disc adds a filled circle of radius r at screen point c, its rim faded like a stroke's:
// a quad of its sprite, or with as many sides as keep it round at that size.
func (m *Mesh) disc(c Point, r float64, st *Style, clr [3]float32, alpha float64) {
	if alpha <= 0 || r <= 0 {
		return
	}
	if d, ok := st.disc(r); ok {
		k := r / d.R / discTexels
		a := float32(alpha)
		base := uint32(len(m.Verts))
		for _, s := range [4]Point{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			m.vertex(c.Add(s.Mul(d.Half*k)), d.At.Add(s.Mul(d.Half)), clr, a)
		}
		m.Idx = append(m.Idx, base, base+1, base+2, base, base+2, base+3)
		return
	}
	f := st.Fringe
	in, out := max(r-f/2, 0.3), r+f/2
	n := sides(out)
	if m.crowd {
		n = 8 // thousands of vertices: small, and as many triangles as strokes
	}
	ring := m.ring(n)
	a := float32(alpha)
	base := uint32(len(m.Verts))
	m.vertex(c, st.Src, clr, a)
	for _, d := range ring {
		m.vertex(c.Add(d.Mul(in)), st.Src, clr, a)
		m.vertex(c.Add(d.Mul(out)), st.Src, clr, 0)
	}
	nr := uint32(len(ring))
	for k := uint32(0); k < nr; k++ {
		i, j := base+1+2*k, base+1+2*((k+1)%nr)
		m.Idx = append(m.Idx, base, i, j, i, i+1, j+1, i, j+1, j)
	}
}

// sides is how many sides a circle of radius r device pixels needs for its sides to stay
// within tolerance of it: from 8 to 48.
func sides(r float64) int {
	if r <= tolerance {
		return 8
	}
	n := math.Ceil(math.Pi / math.Acos(1-tolerance/r))
	return int(min(max(n, 8), 48))
}

// ring returns the n unit vectors round a circle, made once per n.
func (m *Mesh) ring(n int) []Point {
	if r, ok := m.rings[n]; ok {
		return r
	}
	if m.rings == nil {
		m.rings = map[int][]Point{}
	}
	r := make([]Point, n)
	for k := range r {
		t := 2 * math.Pi * float64(k) / float64(n)
		r[k] = Point{X: math.Cos(t), Y: math.Sin(t)}
	}
	m.rings[n] = r
	return r
}

// EstimateVerts is about how many vertices pic's triangles take with style st, at most:
// four a stroke point (two with st's bands; fewer where simplify leaves points out) and as
// many a dot as its rim has sides, twice, and one (four with st's discs).
func EstimateVerts(pic *Picture, st *Style) int {
	pts := len(pic.Pts)
	if stride := (pts + MaxPoints - 1) / MaxPoints; stride > 1 {
		pts = pts/stride + len(pic.Strokes)
	}
	perPt := 4
	if st.EdgeBand.W > 0 && st.HaloBand.W > 0 {
		perPt = 2
	}
	perDot := 2*24 + 1
	switch {
	case len(st.Discs) > 0:
		perDot = 4
	case len(pic.Dots) > MaxPoints/24:
		perDot = 2*8 + 1
	}
	return perPt*pts + perDot*len(pic.Dots)
}

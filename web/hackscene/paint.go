package hackscene

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/hacklayout"
)

// Colours of the light theme: calm on a projector, and told apart by hue as well as by
// lightness.
var (
	background = rgb(0xf6, 0xf4, 0xee)
	earth      = rgb(0xea, 0xe4, 0xd4)
	groundLine = rgb(0x7c, 0x74, 0x61)
	spaceTint  = rgb(0xfb, 0xfa, 0xf6) // the drawing's space, shown while editing
	ink        = rgb(0x2d, 0x2a, 0x24)

	roleColour = [hacklayout.NumRoles]color.RGBA{
		hacklayout.RoleEdge:     rgb(0x2f, 0x8a, 0x4e), // green: it is Green Hackenbush
		hacklayout.RoleChop:     rgb(0xd6, 0x45, 0x50),
		hacklayout.RoleFall:     rgb(0xee, 0xa0, 0x96),
		hacklayout.RoleHint:     rgb(0xf2, 0xb7, 0x05),
		hacklayout.RoleFuse:     rgb(0x8e, 0x6c, 0xd8),
		hacklayout.RoleBranch:   rgb(0xf0, 0x9a, 0x2a),
		hacklayout.RoleLoose:    rgb(0xa8, 0xa2, 0x96),
		hacklayout.RoleDraft:    rgb(0x2e, 0x6f, 0xb7),
		hacklayout.RoleVertex:   ink,
		hacklayout.RoleJoint:    ink,
		hacklayout.RoleLabel:    ink,
		hacklayout.RoleSelected: rgb(0x2e, 0x6f, 0xb7),
	}
	// haloAlpha is how strongly a halo role shows at full alpha.
	haloAlpha = [hacklayout.NumRoles]float64{
		hacklayout.RoleHint: 0.6, hacklayout.RoleFuse: 0.45, hacklayout.RoleBranch: 0.5,
	}
	branchInk = rgb(0xa8, 0x55, 0x10) // a branch's length, written in the colour of its halo
)

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// painter turns a hacklayout.Picture into triangles and digit sprites. Its buffers are
// reused, so painting a picture of the same size again allocates nothing.
type painter struct {
	verts []ebiten.Vertex
	idx   []uint32
	line  []hacklayout.Point // a stroke's points on the screen
	strip []hacklayout.Point // its outline
	tri   ebiten.DrawTrianglesOptions
	op    ebiten.DrawImageOptions
	white *ebiten.Image

	// sizes in device pixels, from the view and the drawing's unit
	edgeW, haloW, dotR, labelH float64
	fringe                     float64 // how wide edges fade out

	digits [10]*ebiten.Image
	digitH float64 // the height the digits were drawn at
	pad    int
	buf    [20]byte
}

// fit sizes strokes, dots and labels for a drawing of the given unit on the view: thinner
// for dense drawings, never thinner than a crisp line; bolder for a projector.
func (p *painter) fit(v hacklayout.View, unit float64, projector bool) {
	if p.white == nil {
		src := ebiten.NewImage(3, 3)
		src.Fill(color.White)
		// The middle pixel of a white 3×3 image: sampled anywhere, its edges never bleed.
		p.white = src.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	u := unit * v.K
	bold := 1.0
	if projector {
		bold = 1.5
	}
	p.fringe = max(1, 0.8*v.Scale)
	p.edgeW = min(max(u*0.05, 2*v.Scale), 6*v.Scale) * bold
	p.haloW = p.edgeW * 3.4
	p.dotR = max(p.edgeW*1.15, 3*v.Scale)
	h := math.Round(min(max(u*0.2, 15*v.Scale), 30*v.Scale) * min(bold, 1.3))
	if h != p.digitH {
		p.drawDigits(h, v.Scale)
	}
	p.labelH = h
}

// paint draws pic on screen through the view: halos, then strokes, then dots, then labels.
func (p *painter) paint(screen *ebiten.Image, pic *hacklayout.Picture, v hacklayout.View) {
	p.verts, p.idx = p.verts[:0], p.idx[:0]
	for pass := 0; pass < 2; pass++ {
		halo := pass == 0
		for _, s := range pic.Strokes {
			if s.Role.IsHalo() != halo {
				continue
			}
			w, a := p.edgeW, s.Alpha
			if halo {
				w, a = p.haloW, a*haloAlpha[s.Role]
			}
			p.stroke(pic.StrokePts(s), v, w, roleColour[s.Role], a)
		}
	}
	for pass := 0; pass < 2; pass++ {
		for _, d := range pic.Dots {
			if (d.Size > 1.5) != (pass == 0) {
				continue // big dots are halos: under the small ones
			}
			r := p.dotR * d.Size
			a := d.Alpha
			if d.Role == hacklayout.RoleJoint {
				r *= 0.75
			}
			if d.Size > 1.5 {
				a *= 0.5
			}
			p.disc(v.Screen(d.At), r, roleColour[d.Role], a)
		}
	}
	if len(p.idx) > 0 {
		p.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
		screen.DrawTriangles32(p.verts, p.idx, p.white, &p.tri)
	}
	for _, l := range pic.Labels {
		clr := ink
		if l.Role == hacklayout.RoleBranch {
			clr = branchInk
		}
		p.number(screen, v.Screen(l.At), l.N, clr, l.Alpha)
	}
}

// rect fills a rectangle of the screen.
func (p *painter) rect(screen *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(w, h)
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleWithColor(clr)
	p.op.Filter = ebiten.FilterNearest
	screen.DrawImage(p.white, &p.op)
}

func (p *painter) vertex(at hacklayout.Point, clr color.RGBA, a float64) {
	k := float32(a) / 0xff
	p.verts = append(p.verts, ebiten.Vertex{
		DstX: float32(at.X), DstY: float32(at.Y), SrcX: 1, SrcY: 1,
		ColorR: float32(clr.R) * k, ColorG: float32(clr.G) * k, ColorB: float32(clr.B) * k, ColorA: float32(a),
	})
}

// stroke adds a polyline of logical points, w device pixels wide: a strip whose edges fade
// over a pixel or so, which smooths them as anti-aliasing would, without its extra passes.
func (p *painter) stroke(pts []hacklayout.Point, v hacklayout.View, w float64, clr color.RGBA, a float64) {
	if a <= 0 || len(pts) < 2 {
		return
	}
	p.line = p.line[:0]
	for _, pt := range pts {
		p.line = append(p.line, v.Screen(pt))
	}
	p.strip = hacklayout.Miters(p.line, p.strip[:0])
	f := p.fringe
	in, out := max(w/2-f/2, 0.3), w/2+f/2
	base := uint32(len(p.verts))
	for k, c := range p.line {
		m := p.strip[k]
		p.vertex(c.Add(m.Mul(out)), clr, 0)
		p.vertex(c.Add(m.Mul(in)), clr, a)
		p.vertex(c.Sub(m.Mul(in)), clr, a)
		p.vertex(c.Sub(m.Mul(out)), clr, 0)
	}
	for k := uint32(0); k+1 < uint32(len(p.line)); k++ {
		i, j := base+4*k, base+4*k+4
		for lane := uint32(0); lane < 3; lane++ {
			p.idx = append(p.idx, i+lane, i+lane+1, j+lane, i+lane+1, j+lane+1, j+lane)
		}
	}
}

// disc adds a filled circle of radius r at screen point c, its rim faded like a stroke's.
func (p *painter) disc(c hacklayout.Point, r float64, clr color.RGBA, a float64) {
	if a <= 0 || r <= 0 {
		return
	}
	const sides = 24
	f := p.fringe
	in, out := max(r-f/2, 0.3), r+f/2
	base := uint32(len(p.verts))
	p.vertex(c, clr, a)
	for k := range sides {
		t := 2 * math.Pi * float64(k) / sides
		d := hacklayout.Point{X: math.Cos(t), Y: math.Sin(t)}
		p.vertex(c.Add(d.Mul(in)), clr, a)
		p.vertex(c.Add(d.Mul(out)), clr, 0)
	}
	for k := uint32(0); k < sides; k++ {
		i, j := base+1+2*k, base+1+2*((k+1)%sides)
		p.idx = append(p.idx, base, i, j, i, i+1, j+1, i, j+1, j)
	}
}

// number writes n centred on screen point c.
func (p *painter) number(screen *ebiten.Image, c hacklayout.Point, n uint64, clr color.RGBA, a float64) {
	if a <= 0 || p.digits[0] == nil {
		return
	}
	ds := strconv.AppendUint(p.buf[:0], n, 10)
	h := p.digitH
	adv := glyph.Advance(1, h)
	x := c.X - glyph.Advance(len(ds), h)/2 + glyph.Gap*h/2
	y := c.Y - h/2
	for _, d := range ds {
		p.op.GeoM.Reset()
		p.op.GeoM.Translate(math.Round(x)-float64(p.pad), math.Round(y)-float64(p.pad))
		p.op.ColorScale.Reset()
		p.op.ColorScale.ScaleWithColor(clr)
		p.op.ColorScale.ScaleAlpha(float32(a))
		p.op.Filter = ebiten.FilterNearest
		screen.DrawImage(p.digits[d-'0'], &p.op)
		x += adv
	}
}

// drawDigits strokes the ten digits, white, h device pixels high, each with a margin so
// round caps are not cut.
func (p *painter) drawDigits(h, scale float64) {
	for _, img := range p.digits {
		if img != nil {
			img.Deallocate()
		}
	}
	lw := max(1.3*scale, h*0.12)
	p.pad = int(math.Ceil(lw))
	w := int(math.Ceil(glyph.Width*h)) + 2*p.pad
	ht := int(math.Ceil(h)) + 2*p.pad
	so := &vector.StrokeOptions{Width: float32(lw), LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}
	do := &vector.DrawPathOptions{AntiAlias: true}
	for i := range p.digits {
		img := ebiten.NewImage(w, ht)
		var path vector.Path
		for _, line := range glyph.Strokes(rune('0' + i)) {
			for k, pt := range line {
				x, y := float32(float64(p.pad)+pt.X*h), float32(float64(p.pad)+pt.Y*h)
				if k == 0 {
					path.MoveTo(x, y)
				} else {
					path.LineTo(x, y)
				}
			}
		}
		vector.StrokePath(img, &path, so, do)
		p.digits[i] = img
	}
	p.digitH = h
}

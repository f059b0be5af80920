package hackscene

import (
	"image/color"
	"math"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
)

// roleColours are the colours of the picture's roles in a theme.
func roleColours(c *palette.Colours) [hacklayout.NumRoles]color.RGBA {
	return [hacklayout.NumRoles]color.RGBA{
		hacklayout.RoleEdge:     c.Edge, // green: it is Green Hackenbush
		hacklayout.RoleChop:     c.Take,
		hacklayout.RoleFall:     c.Fall,
		hacklayout.RoleHint:     c.HintHalo,
		hacklayout.RoleFuse:     c.Fuse,
		hacklayout.RoleBranch:   c.Branch,
		hacklayout.RoleLoose:    c.Loose,
		hacklayout.RoleDraft:    c.Draft,
		hacklayout.RoleVertex:   c.Ink,
		hacklayout.RoleJoint:    c.Ink,
		hacklayout.RoleLabel:    c.Ink,
		hacklayout.RoleSelected: c.Draft,
	}
}

var (
	// haloAlpha is how strongly a halo role shows at full alpha.
	haloAlpha = [hacklayout.NumRoles]float64{
		hacklayout.RoleHint: 0.6, hacklayout.RoleFuse: 0.45, hacklayout.RoleBranch: 0.5,
	}
	white = palette.RGB(0xff, 0xff, 0xff) // an image drawn in its own colours
)

// painter turns a hacklayout.Picture into one batch of triangles (hacklayout.Mesh) and
// digit sprites. Its buffers are reused, so painting a picture of the same size again
// allocates nothing.
type painter struct {
	pen     paint.Painter
	mesh    hacklayout.Mesh
	spacing hacklayout.Spacing // keeps labels apart
	style   hacklayout.Style
	tri     ebiten.DrawTrianglesOptions
	digits  paint.Digits
	sprites *ebiten.Image // what the mesh's triangles sample: white, discs and bands (hacklayout.Sprites)
	ready   bool
	c       *palette.Colours // the theme's
}

// The mesh's vertices are handed to Ebiten as they are: the two layouts must agree.
var _ = [1]struct{}{}[unsafe.Sizeof(ebiten.Vertex{})-unsafe.Sizeof(hacklayout.Vertex{})]
var _ = [1]struct{}{}[unsafe.Offsetof(ebiten.Vertex{}.ColorA)-unsafe.Offsetof(hacklayout.Vertex{}.ColorA)]
var _ = [1]struct{}{}[unsafe.Offsetof(ebiten.Vertex{}.SrcX)-unsafe.Offsetof(hacklayout.Vertex{}.SrcX)]
var _ = [1]struct{}{}[unsafe.Offsetof(ebiten.Vertex{}.Custom3)-unsafe.Offsetof(hacklayout.Vertex{}.Custom3)]

// fit sizes strokes, dots and labels for a drawing of the given unit on the view: thinner
// for dense drawings, never thinner than a crisp line; bolder for a projector.
func (p *painter) fit(v hacklayout.View, unit float64, d session.Display) {
	projector := d.Projector
	p.c = palette.For(d.Theme)
	if !p.ready {
		p.ready = true
		p.style.HaloAlpha = haloAlpha
	}
	for r, c := range roleColours(p.c) {
		p.style.Colour[r] = [3]float32{float32(c.R) / 0xff, float32(c.G) / 0xff, float32(c.B) / 0xff}
	}
	u := unit * v.K
	bold := 1.0
	if projector {
		bold = 1.5
	}
	st := &p.style
	st.Fringe = max(1, 0.8*v.Scale)
	st.EdgeW = min(max(u*0.05, 2*v.Scale), 6*v.Scale) * bold
	st.HaloW = st.EdgeW * 3.4
	st.DotR = max(st.EdgeW*1.15, 3*v.Scale)
	h := math.Round(min(max(u*0.2, 15*v.Scale), 30*v.Scale) * min(bold, 1.3))
	p.digits.Fit(h, v.Scale, 0.12)

	// Every dot size the pictures draw (vertices, joints, the editor's and the explanation's
	// glows) gets its sprite: a dot is then one quad.
	r := st.DotR
	sp := st.MakeSprites([]float64{r, 0.75 * r, 1.6 * r, 2.2 * r})
	if p.sprites != nil && p.sprites.Bounds().Dx() == sp.W && p.sprites.Bounds().Dy() == sp.H {
		p.sprites.WritePixels(sp.Pix)
		return
	}
	p.sprites = paint.Dispose(p.sprites)
	p.sprites = ebiten.NewImage(sp.W, sp.H)
	p.sprites.WritePixels(sp.Pix)
}

// paint draws pic on dst through the view: halos, then strokes, then dots, then labels.
func (p *painter) paint(dst *ebiten.Image, pic *hacklayout.Picture, v hacklayout.View) {
	p.mesh.Start(pic)
	p.part(dst, v, 0)
	p.labels(dst, pic, v)
}

// part builds and draws on dst the next part of the picture begun by p.mesh.Start, of
// about limit vertices (0: all that is left), and reports whether the picture is finished
// (its labels are left to labels).
func (p *painter) part(dst *ebiten.Image, v hacklayout.View, limit int) bool {
	done := p.mesh.Next(v, &p.style, limit)
	if len(p.mesh.Idx) > 0 {
		p.draw(dst, unsafe.Slice((*ebiten.Vertex)(unsafe.Pointer(unsafe.SliceData(p.mesh.Verts))), len(p.mesh.Verts)), p.mesh.Idx)
	}
	return done
}

// draw draws triangles of the mesh's making on dst.
func (p *painter) draw(dst *ebiten.Image, vs []ebiten.Vertex, idx []uint32) {
	p.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	p.tri.Filter = paint.Filter
	// The sprites are drawn at about their size: no mipmap level to choose, and choosing
	// it would look at every triangle of the frame.
	p.tri.DisableMipmaps = true
	dst.DrawTriangles32(vs, idx, p.sprites, &p.tri)
}

// labels writes pic's numbers on dst, each where it overlaps none written before.
func (p *painter) labels(dst *ebiten.Image, pic *hacklayout.Picture, v hacklayout.View) {
	p.startLabels(v)
	p.labelsPart(dst, pic, v, 0, 0, 0)
}

// startLabels begins writing a picture's numbers, at once or a part at a time (labelsPart).
func (p *painter) startLabels(v hacklayout.View) {
	p.spacing.Reset(v.W, v.H, 2*p.digits.H())
}

// labelsPart writes pic's numbers on dst from the from-th on, each where it overlaps none
// written before, until it has written most of them or looked at look of them (0: no
// limit), and returns where it stopped. Each number written is a draw of each of its
// digits: a picture of thousands of stalks writes a few hundred, too many for one frame.
func (p *painter) labelsPart(dst *ebiten.Image, pic *hacklayout.Picture, v hacklayout.View, from, most, look int) int {
	h := p.digits.H()
	if h == 0 {
		return len(pic.Labels)
	}
	i, written := from, 0
	for ; i < len(pic.Labels); i++ {
		if most > 0 && written >= most || look > 0 && i-from >= look {
			return i
		}
		l := pic.Labels[i]
		at, clr, ok := p.place(l, v)
		if !ok {
			continue
		}
		p.number(dst, at, l.N, clr, l.Alpha)
		written++
	}
	return i
}

// place finds where number l is written on the screen, in what colour, and whether it is
// written at all: not where it would overlap a number placed before (since startLabels).
func (p *painter) place(l hacklayout.Label, v hacklayout.View) (at hacklayout.Point, clr color.RGBA, ok bool) {
	at = v.Screen(l.At)
	half := hacklayout.Point{X: p.digits.NumberWidth(l.N, 1) / 2, Y: p.digits.H() / 2}
	if !p.spacing.Take(at, half) {
		return at, clr, false
	}
	clr = p.c.Ink
	if l.Role == hacklayout.RoleBranch {
		clr = p.c.BranchInk
	}
	return at, clr, true
}

// rect fills a rectangle of dst.
func (p *painter) rect(dst *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	p.pen.Rect(dst, x, y, w, h, clr)
}

// number writes n centred on screen point c.
func (p *painter) number(dst *ebiten.Image, c hacklayout.Point, n uint64, clr color.RGBA, a float64) {
	h := p.digits.H()
	if h == 0 {
		return
	}
	x := c.X - p.digits.NumberWidth(n, 1)/2 + glyph.Gap*h/2
	p.pen.Number(dst, &p.digits, n, x, c.Y-h/2, 1, clr, a)
}

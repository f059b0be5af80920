package hackscene

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/hacklayout"
)

// An exported PNG is drawn a band of rows a frame (web's export). Each band drew the whole
// graph, as the screen draws it: the picture's curves sampled and turned into triangles
// again, and every triangle handed to WebGL, which clips those outside the band. For 2000
// edges at 4096 rows that was 0.3-1.3 s of the CPU an export, in 45-87 bands (session 31).
// So the picture's triangles and the numbers it writes are worked out once, an item (a
// stroke or a dot) at a time with the rows it reaches, and a band draws only the triangles
// and numbers that reach into it, in the order the whole picture draws them: the same
// triangles on the same pixels, so the bands meet without a seam. (Most of a band's time
// is the GPU filling its pixels, which the cut cannot save: see web/export.go.)

// bandItem is a stroke's or a dot's triangles in a bandLayer, and the rows they reach.
type bandItem struct {
	from, to   int32   // its vertices in verts
	idx, idxTo int32   // its indices in idx, which count from its first vertex
	y0, y1     float32 // the least and greatest y of its vertices
}

// bandLabel is a number the picture writes.
type bandLabel struct {
	at    hacklayout.Point
	n     uint64
	clr   color.RGBA
	alpha float64
}

// bandLayer is one picture painted over the ones before: its triangles, item by item, and
// the numbers written over them.
type bandLayer struct {
	verts  []ebiten.Vertex
	idx    []uint32
	items  []bandItem
	labels []bandLabel
}

// bandPicture is the picture being exported, worked out once. The export lays the scene out
// for the picture (Resize) before its first band and back after its last, and nothing
// changes the scene in between; Resize, and whatever else changes the scene, drops it, so
// that an image taken for a band by mistake (isBand) still shows the scene as it is.
type bandPicture struct {
	ready  bool
	layers [2]bandLayer // play: the standing picture, then what the pointer marks over it
	n      int          // layers used

	// What a band draws, copied from the layers: only the triangles that reach into it.
	verts []ebiten.Vertex
	idx   []uint32
}

// drop forgets the picture and lets its buffers go: a megabyte or two for a big drawing,
// for an export now and then.
func (b *bandPicture) drop() {
	*b = bandPicture{}
}

// isBand reports whether dst is a band of an exported picture rather than the screen: an
// image whose bounds are not the screen's.
func (s *Scene) isBand(dst *ebiten.Image) bool {
	return dst.Bounds() != image.Rect(0, 0, int(math.Ceil(s.w)), int(math.Ceil(s.h)))
}

// drawBand draws on dst, a band of an exported picture, what the whole picture has there.
func (s *Scene) drawBand(dst *ebiten.Image) {
	if !s.bands.ready {
		s.makeBands()
	}
	s.drawGround(dst)
	b := dst.Bounds()
	y0, y1 := float32(b.Min.Y), float32(b.Max.Y)
	for i := range s.bands.n {
		s.drawBandLayer(dst, &s.bands.layers[i], y0, y1)
	}
}

// makeBands works out the picture the scene would draw now, layer by layer.
func (s *Scene) makeBands() {
	// s.pic is painted afresh: a picture of the explanation left half built is dropped, as
	// Draw drops it.
	s.pics.building, s.pics.labelling = false, false
	b := &s.bands
	*b = bandPicture{verts: b.verts[:0], idx: b.idx[:0]}
	layer := func() {
		s.painter.makeLayer(&b.layers[b.n], &s.pic, s.view)
		b.n++
	}
	switch s.mode {
	case explaining:
		s.pic.Reset()
		s.replay.HideTotal = s.frame.Display.HideValues
		s.replay.Paint(&s.pic, s.tl.Key, s.tl.Moving, s.tl.Progress())
		layer()
	case editing:
		s.pic.Reset()
		s.editor.Paint(&s.pic)
		layer()
	default:
		// As drawPlay: the standing picture, then what moves or what the pointer marks.
		running := s.tw.Running()
		s.pic.Reset()
		look := hacklayout.Look{Chop: -1}
		if !running && s.winning != nil {
			look.Winning = s.winning
		}
		if running && s.rising {
			look.Hidden = s.back
		}
		s.pic.Paint(s.drawing, look)
		layer()
		s.pic.Reset()
		s.paintMoving(running)
		layer()
	}
	s.pic.Reset()
	b.ready = true
}

// makeLayer works out pic's triangles item by item, as paint draws them in one go, and the
// numbers paint writes.
func (p *painter) makeLayer(l *bandLayer, pic *hacklayout.Picture, v hacklayout.View) {
	p.mesh.Start(pic)
	for {
		// A limit of one vertex: each part is one item (the first item is always taken).
		done := p.mesh.Next(v, &p.style, 1)
		if n := len(p.mesh.Verts); n > 0 {
			it := bandItem{from: int32(len(l.verts)), idx: int32(len(l.idx))}
			it.y0, it.y1 = p.mesh.Verts[0].DstY, p.mesh.Verts[0].DstY
			for _, vx := range p.mesh.Verts {
				it.y0, it.y1 = min(it.y0, vx.DstY), max(it.y1, vx.DstY)
				l.verts = append(l.verts, ebiten.Vertex(vx))
			}
			base := uint32(it.from)
			for _, i := range p.mesh.Idx {
				l.idx = append(l.idx, i+base)
			}
			it.to, it.idxTo = int32(len(l.verts)), int32(len(l.idx))
			l.items = append(l.items, it)
		}
		if done {
			break
		}
	}
	if p.digits.H() == 0 {
		return
	}
	p.startLabels(v)
	for _, lb := range pic.Labels {
		if at, clr, ok := p.place(lb, v); ok {
			l.labels = append(l.labels, bandLabel{at, lb.N, clr, lb.Alpha})
		}
	}
}

// drawBandLayer draws the items and numbers of l that reach rows y0 to y1 on dst.
func (s *Scene) drawBandLayer(dst *ebiten.Image, l *bandLayer, y0, y1 float32) {
	b := &s.bands
	b.verts, b.idx = b.verts[:0], b.idx[:0]
	// A triangle colours the pixels whose centres it covers: rows its vertices' y span.
	// A pixel more on either side costs nothing and fears no rounding.
	lo, hi := y0-1, y1+1
	for _, it := range l.items {
		if it.y1 < lo || it.y0 > hi {
			continue
		}
		// The item reaches the band; of its triangles, only those that do are drawn. An
		// edge across the picture is a strip of hundreds of triangles, most of them far from
		// a band of a few rows, and WebGL in software clips each one it is given: drawing
		// whole items made a band of 8 rows cost 100 ms.
		shift := uint32(len(b.verts)) - uint32(it.from)
		idx := l.idx[it.idx:it.idxTo]
		kept := len(b.idx)
		for k := 0; k+2 < len(idx); k += 3 {
			ya, yb, yc := l.verts[idx[k]].DstY, l.verts[idx[k+1]].DstY, l.verts[idx[k+2]].DstY
			if max(ya, yb, yc) < lo || min(ya, yb, yc) > hi {
				continue
			}
			b.idx = append(b.idx, idx[k]+shift, idx[k+1]+shift, idx[k+2]+shift)
		}
		if len(b.idx) > kept {
			b.verts = append(b.verts, l.verts[it.from:it.to]...)
		}
	}
	if len(b.idx) > 0 {
		s.painter.draw(dst, b.verts, b.idx)
	}
	// A number's digits stand within its height of its centre; two heights is generous.
	h := float32(2*s.painter.digits.H() + 2)
	for _, lb := range l.labels {
		if y := float32(lb.at.Y); y+h < y0 || y-h > y1 {
			continue
		}
		s.painter.number(dst, lb.at, lb.n, lb.clr, lb.alpha)
	}
}

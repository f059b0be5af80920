package sumscene

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/engine/turning"
	"github.com/nimscope/nimscope/web/glyph"
	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/raster"
	"github.com/nimscope/nimscope/web/sumlayout"
)

// painter draws the shapes and the digit atlas (strokes of web/glyph, drawn once at the
// screen's scale: no font goes into the wasm).
type painter struct {
	pixel  *ebiten.Image
	digit  [10]*ebiten.Image
	digitH float64
	pad    int
	scale  float64
	op     ebiten.DrawImageOptions
	// sprites are the white discs, rings and hackenbush edges drawn so far, on the CPU
	// (no ebiten/vector: its shaders cost the first frame dearly, and its paths every
	// frame), by shape; cleared when they grow many (after a few resizes).
	sprites map[spriteKey]sprite
	buf     [20]byte
	chosen  []int // the coins chosen in the row being drawn

	c         *palette.Colours // of the frame's theme
	bg        color.Color      // c.Background, boxed once for Fill
	theme     string
	projector bool
	bold      float64 // line and stroke weight: heavier on a projector
}

// projectorBold is how much heavier lines and digits are with projector=1.
const projectorBold = 1.6

// look takes the frame's theme ("dark", or light) and projector key; the digits are drawn
// again when the weight changes.
func (p *painter) look(theme string, projector bool) {
	if p.c == nil || theme != p.theme {
		p.theme, p.c = theme, palette.For(theme)
		p.bg = p.c.Background
	}
	if projector != p.projector {
		p.projector = projector
		p.digitH = 0 // redraw the atlas at the new weight
	}
}

// fit draws the digits at height h device pixels, when that changed.
func (p *painter) fit(h, scale float64) {
	if p.pixel == nil {
		p.pixel = paint.WhitePixel()
	}
	p.scale = scale
	h = math.Round(h)
	if h == p.digitH || h <= 0 {
		return
	}
	for i := range p.digit {
		if p.digit[i] != nil {
			p.digit[i].Deallocate()
		}
	}
	p.digitH = h
	lw := math.Max(1.2*scale, h*0.11)
	if p.projector {
		lw *= projectorBold
	}
	p.pad = int(math.Ceil(lw))
	w := int(math.Ceil(glyph.Width*h)) + 2*p.pad
	ht := int(math.Ceil(h)) + 2*p.pad
	for i := range p.digit {
		lines := raster.Digit(i, float64(p.pad), float64(p.pad), h)
		img := ebiten.NewImage(w, ht)
		img.WritePixels(raster.Strokes(w, ht, lines, lw))
		p.digit[i] = img
	}
}

// digits writes text (digits only) with its top left at (x, y), h high.
func (p *painter) digits(dst *ebiten.Image, text string, x, y, h float64, clr color.RGBA, alpha float32) {
	if p.digitH == 0 {
		return
	}
	k := h / p.digitH
	adv := glyph.Advance(1, h)
	for i := 0; i < len(text); i++ {
		d := text[i] - '0'
		if d > 9 {
			continue
		}
		p.op.GeoM.Reset()
		p.op.GeoM.Translate(-float64(p.pad), -float64(p.pad))
		p.op.GeoM.Scale(k, k)
		p.op.GeoM.Translate(x, y)
		p.op.ColorScale.Reset()
		tint(&p.op.ColorScale, clr)
		p.op.ColorScale.ScaleAlpha(alpha)
		p.op.Filter = paint.Filter
		dst.DrawImage(p.digit[d], &p.op)
		x += adv
	}
}

// number writes v centred in r, at most h high, shrunk to fit r's width; unreadably small
// numbers are left out (the panel has them).
func (p *painter) number(dst *ebiten.Image, v uint64, r sumlayout.Rect, h float64, clr color.RGBA, alpha float32) {
	text := strconv.AppendUint(p.buf[:0], v, 10)
	h = math.Min(h, r.H*0.8)
	if w := glyph.Advance(len(text), h); w > r.W*0.95 {
		h *= r.W * 0.95 / w
	}
	if h < 6*p.scale {
		return
	}
	w := glyph.Advance(len(text), h)
	p.digits(dst, string(text), r.X+(r.W-w)/2, r.Y+(r.H-h)/2, h, clr, alpha)
}

// clear paints all of dst with the background, as Fill would, but in the same command as
// the draws that follow (Fill is a command of its own, with a filter of its own).
func (p *painter) clear(dst *ebiten.Image) {
	b := dst.Bounds()
	c := p.c.Background
	c.A = 0xff
	p.rect(dst, float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), c)
}

// rect fills a rectangle from the white pixel, with the filter of every other draw so that
// the draws merge into one command.
func (p *painter) rect(dst *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(w, h)
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	tint(&p.op.ColorScale, clr)
	p.op.Filter = paint.Filter
	dst.DrawImage(p.pixel, &p.op)
}

func (p *painter) frameRect(dst *ebiten.Image, r sumlayout.Rect, scale float64) {
	t := math.Max(1, math.Round(1.5*scale*p.bold))
	p.rect(dst, r.X, r.Y, r.W, t, p.c.CellLine)
	p.rect(dst, r.X, r.Y+r.H-t, r.W, t, p.c.CellLine)
	p.rect(dst, r.X, r.Y, t, r.H, p.c.CellLine)
	p.rect(dst, r.X+r.W-t, r.Y, t, r.H, p.c.CellLine)
}

// hline and vline draw a line w wide with flat ends, from x0 to x1 at height y, and from
// y0 to y1 at x: the only lines the scene draws.
func (p *painter) hline(dst *ebiten.Image, x0, x1, y, w float64, clr color.RGBA) {
	p.rect(dst, min(x0, x1), y-w/2, math.Abs(x1-x0), w, clr)
}

func (p *painter) vline(dst *ebiten.Image, x, y0, y1, w float64, clr color.RGBA) {
	p.rect(dst, x-w/2, min(y0, y1), w, math.Abs(y1-y0), clr)
}

// spriteKey names a white sprite: a disc (w = 0) or ring of radius r and width w, in
// eighths of a pixel, or a hackenbush edge by a hash of its points and width.
type spriteKey struct {
	r, w int32
	edge uint64
}

// sprite is a white shape drawn on the CPU; its origin is at (x, y) on the screen (for
// edges) or its centre is the image's (for discs and rings).
type sprite struct {
	img  *ebiten.Image
	x, y float64
}

// maxSprites is how many sprites are kept before all are dropped and drawn again.
const maxSprites = 512

func (p *painter) sprite(k spriteKey, draw func() sprite) sprite {
	if s, ok := p.sprites[k]; ok {
		return s
	}
	if p.sprites == nil || len(p.sprites) >= maxSprites {
		for _, s := range p.sprites {
			s.img.Deallocate()
		}
		p.sprites = make(map[spriteKey]sprite)
	}
	s := draw()
	p.sprites[k] = s
	return s
}

// circle draws a white disc (w = 0) or ring of radius r, w wide, centred at x, y (to the
// nearest pixel) in clr.
func (p *painter) circle(dst *ebiten.Image, x, y, r, w float64, clr color.RGBA) {
	if r <= 0 || clr.A == 0 {
		return
	}
	k := spriteKey{r: int32(math.Round(r * 8)), w: int32(math.Round(w * 8))}
	s := p.sprite(k, func() sprite {
		r, w := float64(k.r)/8, float64(k.w)/8
		size := int(math.Ceil(2*r+w)) + 4
		cv := raster.NewCanvas(size, size)
		c := float64(size) / 2
		white := color.RGBA{0xff, 0xff, 0xff, 0xff}
		if w == 0 {
			cv.Disc(c, c, r, white)
		} else {
			cv.Ring(c, c, r, w, white)
		}
		return sprite{img: paint.Upload(cv)}
	})
	half := float64(s.img.Bounds().Dx()) / 2
	p.blit(dst, s.img, math.Round(x-half), math.Round(y-half), clr)
}

func (p *painter) disc(dst *ebiten.Image, x, y, r float64, clr color.RGBA) {
	p.circle(dst, x, y, r, 0, clr)
}

func (p *painter) ring(dst *ebiten.Image, x, y, r, w float64, clr color.RGBA) {
	if w > 0 {
		p.circle(dst, x, y, r, w, clr)
	}
}

// blit draws img with its top left at x, y, tinted with clr.
func (p *painter) blit(dst, img *ebiten.Image, x, y float64, clr color.RGBA) {
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	tint(&p.op.ColorScale, clr)
	p.op.Filter = paint.Filter
	dst.DrawImage(img, &p.op)
}

// oplus draws ⊕ in r.
func (p *painter) oplus(dst *ebiten.Image, r sumlayout.Rect, scale float64) {
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	rad := math.Min(r.W, r.H) * 0.36
	w := math.Max(1.2*scale, r.H*0.09) * p.bold
	p.ring(dst, cx, cy, rad, w, p.c.Ink)
	p.hline(dst, cx-rad, cx+rad, cy, w, p.c.Ink)
	p.vline(dst, cx, cy-rad, cy+rad, w, p.c.Ink)
}

// equals draws = in r.
func (p *painter) equals(dst *ebiten.Image, r sumlayout.Rect, scale float64) {
	w := math.Max(1.2*scale, r.H*0.09) * p.bold
	cy := r.Y + r.H/2
	for _, dy := range []float64{-r.H * 0.14, r.H * 0.14} {
		p.hline(dst, r.X+r.W*0.15, r.X+r.W*0.85, cy+dy, w, p.c.Ink)
	}
}

// part draws component c in its layout d: hov is what the pointer would move, hints the
// winning moves to mark; alpha fades the whole component (a move's cross-fade).
func (p *painter) part(dst *ebiten.Image, d sumlayout.Part, c game.Position, hov *sumlayout.Pick, hints []sumlayout.Pick, alpha float32) {
	switch c := c.(type) {
	case nim.Position:
		p.heaps(dst, d, c.Heaps, hov, hints, alpha)
	case subtraction.Position:
		p.heaps(dst, d, c.Heaps, hov, hints, alpha)
		p.set(dst, d, c.Set, alpha)
	case staircase.Position:
		p.stairs(dst, d, c, hov, hints, alpha)
	case slide.Position:
		p.strip(dst, d, c, hov, hints, alpha)
	case turning.Position:
		p.row(dst, d, c, hov, hints, alpha)
	case hackenbush.Position:
		p.graph(dst, d, c, hov, hints, alpha)
	}
}

// row draws a row of coins to turn: heads gold, tails grey, numbered; the coins chosen and
// the one under the pointer ringed in red, the coins of winning moves ringed in green.
func (p *painter) row(dst *ebiten.Image, d sumlayout.Part, c turning.Position, hov *sumlayout.Pick, hints []sumlayout.Pick, alpha float32) {
	st := d.Strip
	ring := p.bold * math.Max(1.5*p.scale, st.Cell*0.07)
	for k := 1; k <= len(c.Coins) && k <= st.Cells; k++ {
		r := st.CellRect(uint64(k))
		cx, cy := r.X+r.W/2, r.Y+r.H/2
		clr := p.c.Refused
		if c.Coins[k-1] == 'H' {
			clr = p.c.GapOdd
		}
		p.disc(dst, cx, cy, r.W*0.4, fade(clr, alpha))
		if c.Coins[k-1] == 'H' {
			p.ring(dst, cx, cy, r.W*0.28, ring*0.7, fade(p.c.BaseLine, alpha*0.6)) // a head's rim, told apart without colour
		}
		label := sumlayout.Rect{X: r.X, Y: r.Y + r.H, W: r.W, H: r.H * 0.45}
		p.number(dst, uint64(k), label, r.H*0.3, fade(p.c.BaseLine, alpha), 1)
		for _, pk := range hints {
			if slices.Contains(pk.Turn, k) {
				p.ring(dst, cx, cy, r.W*0.47, ring, fade(p.c.Hint, alpha))
				break
			}
		}
		if slices.Contains(p.chosen, k) || (hov != nil && hov.Cell == uint64(k)) {
			p.ring(dst, cx, cy, r.W*0.44, ring, fade(p.c.Take, alpha))
		}
	}
}

// strip draws a coin-sliding strip: numbered cells, a coin in some; the coin a press would
// slide and the cell it goes to in red, the winning slides ringed.
func (p *painter) strip(dst *ebiten.Image, d sumlayout.Part, c slide.Position, hov *sumlayout.Pick, hints []sumlayout.Pick, alpha float32) {
	st := d.Strip
	t := math.Max(1, math.Round(1.5*p.scale))
	ring := p.bold * math.Max(1.5*p.scale, st.Cell*0.07)
	for k := uint64(1); k <= uint64(st.Cells); k++ {
		r := st.CellRect(k)
		p.rect(dst, r.X, r.Y, r.W, t, fade(p.c.BaseLine, alpha))
		p.rect(dst, r.X, r.Y+r.H-t, r.W, t, fade(p.c.BaseLine, alpha))
		p.rect(dst, r.X, r.Y, t, r.H, fade(p.c.BaseLine, alpha))
		label := sumlayout.Rect{X: r.X, Y: r.Y + r.H, W: r.W, H: r.H * 0.45}
		p.number(dst, k, label, r.H*0.3, fade(p.c.BaseLine, alpha), 1)
	}
	end := st.CellRect(uint64(st.Cells))
	p.rect(dst, end.X+end.W-t, end.Y, t, end.H, fade(p.c.BaseLine, alpha))
	for i, at := range c.Coins {
		r := st.CellRect(at)
		clr := p.c.GapOdd
		if hov != nil && hov.Coin == i && !slices.Contains(c.Coins, hov.Cell) {
			clr = p.c.Take
		}
		p.disc(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.38, fade(clr, alpha))
	}
	if hov != nil && hov.Coin >= 0 && !slices.Contains(c.Coins, hov.Cell) {
		r := st.CellRect(hov.Cell)
		p.ring(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.38, ring, fade(p.c.Take, alpha))
	}
	for _, pk := range hints {
		if pk.Coin < 0 || pk.Coin >= len(c.Coins) {
			continue
		}
		from, to := st.CellRect(c.Coins[pk.Coin]), st.CellRect(pk.Cell)
		p.ring(dst, from.X+from.W/2, from.Y+from.H/2, from.W*0.44, ring, fade(p.c.Hint, alpha))
		p.ring(dst, to.X+to.W/2, to.Y+to.H/2, to.W*0.38, ring, fade(p.c.Hint, alpha))
	}
}

func (p *painter) heaps(dst *ebiten.Image, d sumlayout.Part, heaps []uint64, hov *sumlayout.Pick, hints []sumlayout.Pick, alpha float32) {
	l := d.Heaps
	if l.Heaps != len(heaps) {
		return
	}
	p.rect(dst, l.Left, l.Base+math.Max(1, p.scale), l.ColumnW*float64(l.Heaps), math.Max(2, 2*p.scale), fade(p.c.BaseLine, alpha))
	for i, h := range heaps {
		taken := func(j uint64) bool { return hov != nil && hov.Heap == i && j >= hov.To }
		hinted := func(j uint64) bool {
			for _, pk := range hints {
				if pk.Heap == i && j >= pk.To {
					return true
				}
			}
			return false
		}
		if l.Bars {
			bw := l.BarWidth()
			x := l.CenterX(i) - bw/2
			p.rect(dst, x, l.Base-l.BarHeight(h), bw, l.BarHeight(h), fade(p.c.Stone, alpha))
			if hov != nil && hov.Heap == i {
				y := l.LevelY(h, hov.To)
				p.rect(dst, x, l.Base-l.BarHeight(h), bw, y-(l.Base-l.BarHeight(h)), fade(p.c.Take, alpha))
			}
			for _, pk := range hints {
				if pk.Heap == i {
					y := l.LevelY(h, pk.To)
					p.rect(dst, x-3*p.scale, y-1.5*p.scale, bw+6*p.scale, 3*p.scale, fade(p.c.Hint, alpha))
				}
			}
		} else {
			for j := range h {
				x, y := l.StoneCenter(i, j)
				clr := p.c.Stone
				if taken(j) {
					clr = p.c.Take
				}
				p.disc(dst, x, y, l.Stone*0.43, fade(clr, alpha))
				if hinted(j) {
					p.ring(dst, x, y, l.Stone*0.47, p.bold*math.Max(1.5*p.scale, l.Stone*0.08), fade(p.c.Hint, alpha))
				}
			}
		}
		lr := l.Label(i)
		p.number(dst, h, sumlayout.Rect(lr), l.LabelH*0.8, fade(p.c.Ink, alpha), 1)
	}
}

// set writes a subtraction game's amounts as chips at the top of its area: the moves there
// are.
func (p *painter) set(dst *ebiten.Image, d sumlayout.Part, set []uint64, alpha float32) {
	a := d.Box.Area
	h := math.Min(d.Heaps.LabelH*0.8, a.H*0.08)
	x := a.X + h*0.3
	for _, s := range set {
		text := strconv.FormatUint(s, 10)
		w := glyph.Advance(len(text), h) + h*0.4
		p.rect(dst, x, a.Y, w, h*1.4, fade(p.c.ChipFace, alpha))
		p.digits(dst, text, x+h*0.2, a.Y+h*0.2, h, fade(p.c.Ink, alpha), 1)
		x += w + h*0.3
	}
}

func (p *painter) stairs(dst *ebiten.Image, d sumlayout.Part, c staircase.Position, hov *sumlayout.Pick, hints []sumlayout.Pick, alpha float32) {
	l := d.Stair
	if l.Steps != len(c.Steps) {
		return
	}
	p.rect(dst, l.Left, l.Floor, l.ColW*float64(l.Steps+1), math.Max(2, 2*p.scale), fade(p.c.BaseLine, alpha))
	for k := 1; k <= l.Steps; k++ {
		b := l.Block(k)
		fill := p.c.BlockEven
		if k%2 == 1 {
			fill = p.c.BlockOdd // the odd steps are the Nim heaps
		}
		p.rect(dst, b.X, b.Y, b.W, b.H, fade(fill, alpha))
		n := c.Steps[k-1]
		moving := func(j uint64) bool { return hov != nil && hov.Step == k && j >= hov.Keep }
		hinted := func(j uint64) bool {
			for _, pk := range hints {
				if pk.Step == k && j >= pk.Keep {
					return true
				}
			}
			return false
		}
		if l.Bars {
			x := l.CenterX(k) - l.BarWidth()/2
			sh := l.StackHeight(n)
			p.rect(dst, x, l.Tread(k)-sh, l.BarWidth(), sh, fade(p.c.GapOdd, alpha))
			if hov != nil && hov.Step == k {
				y := l.LevelY(k, n, hov.Keep)
				p.rect(dst, x, l.Tread(k)-sh, l.BarWidth(), y-(l.Tread(k)-sh), fade(p.c.Take, alpha))
			}
		} else {
			for j := range n {
				x, y := l.CoinCenter(k, j)
				clr := p.c.GapOdd
				if moving(j) {
					clr = p.c.Take
				}
				p.disc(dst, x, y, l.Coin*0.43, fade(clr, alpha))
				if hinted(j) {
					p.ring(dst, x, y, l.Coin*0.48, p.bold*math.Max(1.5*p.scale, l.Coin*0.08), fade(p.c.Hint, alpha))
				}
			}
		}
		cr := l.Count(k, n)
		p.number(dst, n, sumlayout.Rect(cr), l.LabelH, fade(p.c.Ink, alpha), 1)
		lr := l.Label(k)
		p.number(dst, uint64(k), sumlayout.Rect(lr), l.LabelH*0.8, fade(p.c.BaseLine, alpha), 1)
	}
}

func (p *painter) graph(dst *ebiten.Image, d sumlayout.Part, c hackenbush.Position, hov *sumlayout.Pick, hints []sumlayout.Pick, alpha float32) {
	v := d.View
	a := d.Box.Area
	p.rect(dst, a.X, v.Ground, a.W, math.Max(2, 2*p.scale), fade(p.c.BaseLine, alpha))
	if d.Lines.Len() != c.NumEdges() {
		return
	}
	var falling []int
	if hov != nil {
		falling, _ = c.Falling(hackenbush.Move{Edge: hov.Edge})
	}
	w := math.Max(3*p.scale, math.Min(7*p.scale, d.Graph.Unit*v.K*0.07)) * p.bold
	for i := range d.Lines.Len() {
		clr := p.c.Edge
		for _, f := range falling {
			if f == i {
				clr = p.c.Fall
			}
		}
		if hov != nil && hov.Edge == i {
			clr = p.c.Take
		}
		pts := d.Lines.Line(i)
		for _, pk := range hints {
			if pk.Edge == i {
				p.polyline(dst, pts, w*2.6, fade(p.c.HintHalo, alpha*0.7))
			}
		}
		p.polyline(dst, pts, w, fade(clr, alpha))
	}
	for _, vx := range d.Graph.Verts {
		s := v.Screen(d.Graph.Pos.At[vx])
		p.disc(dst, s.X, s.Y, w*1.1, fade(p.c.Ink, alpha))
	}
}

func (p *painter) polyline(dst *ebiten.Image, pts []hacklayout.Point, w float64, clr color.RGBA) {
	if len(pts) < 2 {
		return
	}
	// An edge is drawn once per layout, as a sprite found again by its points and width.
	hash := uint64(14695981039346656037)
	mix := func(f float64) {
		hash ^= math.Float64bits(f)
		hash *= 1099511628211
	}
	mix(w)
	for _, q := range pts {
		mix(q.X)
		mix(q.Y)
	}
	s := p.sprite(spriteKey{w: -1, edge: hash}, func() sprite {
		x0, y0, x1, y1 := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
		for _, q := range pts[1:] {
			x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
		}
		// Whole-pixel origin, so the edge keeps its sub-pixel place.
		ox, oy := math.Floor(x0-w/2)-1, math.Floor(y0-w/2)-1
		cv := raster.NewCanvas(int(math.Ceil(x1+w/2-ox))+2, int(math.Ceil(y1+w/2-oy))+2)
		line := make([]raster.Point, len(pts))
		for i, q := range pts {
			line[i] = raster.Point{X: q.X - ox, Y: q.Y - oy}
		}
		cv.Polyline(line, w, false, color.RGBA{0xff, 0xff, 0xff, 0xff})
		return sprite{img: paint.Upload(cv), x: ox, y: oy}
	})
	p.blit(dst, s.img, s.x, s.y, clr)
}

// tint scales cs by the premultiplied colour c without boxing it into a color.Color.
func tint(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
}

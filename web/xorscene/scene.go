// Package xorscene draws the XOR table (and the nim-product table) with a Kage shader that
// finds each pixel's cell in integers, so zooming to any depth stays exact and costs the
// same. Pointing at a cell marks its three-heap P-position and family and tells the page;
// clicking it opens Nim on those heaps. The three constructions of the table play as
// animations with captions. The geometry lives in web/xorlayout, the mathematics in
// engine/xortable; this package reads input and draws.
package xorscene

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/xorlayout"
)

//go:embed table.go
var tableSrc []byte

//ebitengine:shaderfile table.go

// atlas is drawn once, on first use.
var atlas *ebiten.Image

// The light theme's paper and ink: an export's background, and the dark digits on light
// cells (the cells' colours, and so their digits, are the same in both themes).
var (
	paper = palette.Light.Paper
	ink   = palette.Light.TableInk
)

// cell is a table cell, with ok false for none.
type cell struct {
	x, y uint64
	ok   bool
}

// Scene is the XOR table view.
type Scene struct {
	w, h, scale float64
	screen      xorlayout.Screen
	frame       session.Frame
	pos         xortable.Position
	xv          session.XorView // the view keys as the scene shows them
	sent        session.XorView // as last sent to the session (or received from it)
	view        xorlayout.View
	glide       xorlayout.Glide

	hover    cell // the cell the pointer is on (or the last tapped, on a touch screen)
	light    xortable.Highlight
	hasLight bool

	press    cell // the cell a press began on
	pressX   int
	pressY   int
	lastX    int
	lastY    int
	dragging bool
	// pinched: a pinch just ended; the finger left down starts its drag where it is, not
	// where it was before the pinch (which panned by its whole travel).
	pinched bool
	arrows  uint8 // the arrow keys held at the last Update (keys)
	mouse   struct {
		hover bool
		x, y  int
	} // the mouse as last seen
	pinch pinch

	player  *xorlayout.Player
	caption string

	edits   []string
	report  report
	dirty   bool
	cursor  ebiten.CursorShapeType
	failure string // the shader could not be compiled: the panel says so

	// calm counts the Updates in a row in which nothing moved (noteCalm); calmView and
	// calmHover are what the last one showed.
	calm      int
	calmView  xorlayout.View
	calmHover cell

	u          *uniforms
	shiftMemo  shiftMemo
	stripsMemo stripsMemo
	inks       numberInks  // the ink of the digits on each colour of the cells
	sizes      numberSizes // the numbers' sizes, by length, in the frame's cells
	colX       []float64   // the middles of the columns of cells in view, for the numbers
	rowY       []float64   // and of the rows
	batch      *glyphs     // the frame's quads: the table, the rings and numbers, the paper and labels
	grid       bool        // the cells' edges are drawn (not in an export)
	verts      [4]ebiten.Vertex
	index      [6]uint16
	op         ebiten.DrawTrianglesShaderOptions
	last       *ebiten.Shader   // the shader of the frame's last table: the atlas's quads use it too
	c          *palette.Colours // the frame's theme: the paper and inks around the cells
	paper      color.Color      // c.Paper, boxed once: Fill takes a color.Color, and boxing allocates
}

// New returns a scene showing f, whose position is an xortable.Position.
func New(f session.Frame) *Scene {
	s := &Scene{dirty: true, u: newUniforms(), batch: newGlyphs()}
	s.index = [6]uint16{0, 1, 2, 1, 2, 3}
	s.op.Uniforms = s.u.m
	s.SetFrame(f)
	return s
}

// Resize fits the scene to a screen of w×h device pixels.
func (s *Scene) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.layout(true)
}

// SetFrame gives the scene the session's state. The view keys are applied unless they are
// the ones the scene itself sent.
func (s *Scene) SetFrame(f session.Frame) {
	prev := s.pos
	s.frame = f
	s.c = palette.For(f.Display.Theme)
	s.paper = s.c.Paper
	s.u.setPaper(s.c.Paper)
	putRGB(s.u.Ink, s.c.TableInk)
	putRGB(s.u.Accent, s.c.Accent)
	s.dirty = true
	s.pos = f.Pos.(xortable.Position)
	xv := session.ReadXorView(f.View)
	refit := s.pos != prev
	if xv != s.sent {
		refit = refit || xv.Block != s.xv.Block || xv.Span != s.sent.Span || xv.At != s.sent.At
		s.xv, s.sent = xv, xv
	}
	if s.pos != prev {
		s.player = nil
		s.hover = cell{}
		s.hasLight = false
		s.report.dirty = true
	}
	s.u.setPalette(s.xv.Palette)
	s.layout(refit)
	s.dirty = true
	s.report.dirty = true
}

// framing is the square of cells shown: the whole table, the lecture's block, or the table
// a construction is building.
func (s *Scene) framing() xorlayout.Framing {
	if s.player != nil {
		return xorlayout.Full(s.constructionSize())
	}
	if s.xv.Block {
		return xorlayout.Block(s.pos.Q)
	}
	return xorlayout.Full(s.pos.Q)
}

// layout recomputes the screen; refit places the view from the view keys (or fits it).
func (s *Scene) layout(refit bool) {
	if s.w == 0 || s.h == 0 {
		return
	}
	fr := s.framing()
	s.screen = xorlayout.NewScreen(int(s.w), int(s.h), s.scale, paint.Bold(s.frame.Display.Projector), xorlayout.Digits10(fr.X0+fr.N-1))
	if !refit && s.view.Frame == fr && s.view.Step > 0 {
		s.view = s.view.Resize(s.screen.Area)
		s.dirty = true
		return
	}
	s.view = xorlayout.Fit(s.screen.Area, fr)
	if s.xv.Span > 0 && s.player == nil {
		a := s.screen.Area
		step := uint64(math.Round(float64(s.xv.Span) * xorlayout.One / float64(max(min(a.W, a.H), 1))))
		v := s.view.Zoom(a.X, a.Y, step)
		v.OX = xorlayout.At(int64(s.xv.At[0])).Add(xorlayout.One/2 - int64(a.W)*int64(v.Step)/2)
		v.OY = xorlayout.At(int64(s.xv.At[1])).Add(xorlayout.One/2 - int64(a.H)*int64(v.Step)/2)
		s.view = v.Pan(0, 0)
	}
	s.glide = xorlayout.Glide{}
	s.dirty = true
}

// Busy reports whether an animation runs.
func (s *Scene) Busy() bool { return s.glide.On || s.player != nil && s.player.Animating() }

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Edits are the position texts for the session: a cell clicked (Nim on its heaps), or the
// view keys after a gesture.
func (s *Scene) Edits() []string {
	e := s.edits
	s.edits = nil
	return e
}

// commit sends the view keys when they changed, at the end of a gesture.
func (s *Scene) commit() {
	if s.player != nil {
		return
	}
	xv := s.xv
	xv.At, xv.Span = [2]uint64{}, 0
	if s.view.Step < s.view.MaxStep {
		a := s.screen.Area
		if x, y, ok := s.view.Cell(a.X+a.W/2, a.Y+a.H/2); ok {
			xv.At = [2]uint64{x, y}
			xv.Span = uint64(max(2, math.Round(s.view.Span())))
		}
	}
	s.xv = xv
	if xv != s.sent {
		s.sent = xv
		s.edits = append(s.edits, s.pos.String()+xv.Text())
	}
}

// Elapse runs the construction and a zoom's glide on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) {
	s.tick(ticks)
	s.glideOn(ticks)
}

// tick runs the report's rest and the construction's player on by ticks.
func (s *Scene) tick(ticks int) {
	s.report.rest += ticks
	if s.player == nil {
		return
	}
	before, was := s.player.I, s.player.Progress()
	for range ticks {
		s.player.Tick()
	}
	if s.player.I != before {
		s.stepChanged(before)
	}
	// The picture is of the step and its progress: between steps, and with reduced motion
	// (every step whole at once), playing has nothing to draw again.
	if was < 1 || s.player.I != before {
		s.dirty = true
	}
}

// glideOn runs a zoom's glide on by ticks; the view is committed where it ends.
func (s *Scene) glideOn(ticks int) {
	if !s.glide.On {
		return
	}
	for i := 0; i < ticks && s.glide.On; i++ {
		s.view = s.glide.Tick(s.view)
	}
	s.dirty = true
	if !s.glide.On {
		s.commit()
	}
}

// Update reads the pointer, the wheel, pinches and keys, and advances the animations. The
// view never moves the position: a click asks the session, through Edits, for Nim.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	if finishAtlas() {
		s.dirty = true
	}
	defer s.noteCalm(p)
	s.tick(1)
	if s.pinchUpdate(p) {
		return nil, false
	}
	s.wheel()
	s.keys()
	s.pointer(p)
	s.glideOn(1)
	s.setCursor()
	return nil, false
}

// calmFrames is how many Updates in a row nothing must move before the warm-up compiles a
// program.
const calmFrames = 12

// noteCalm counts the Updates in a row in which nothing moved: no button down, no glide, no
// construction animating, the same view and the same cell under the pointer. Only after
// calmFrames of them does the warm-up compile a program, one an Update, since each stalls
// its frame for tens of milliseconds (wasm and a software renderer): a still picture hides
// that, and a gesture just after the page loads would stutter through all of them.
func (s *Scene) noteCalm(p input.Pointer) {
	moving := p.Down || s.glide.On || s.view != s.calmView || s.hover != s.calmHover ||
		(s.player != nil && s.player.Animating())
	s.calmView, s.calmHover = s.view, s.hover
	if moving {
		s.calm = 0
		return
	}
	if s.calm++; s.calm >= calmFrames {
		s.warm()
	}
}

// pointer handles hover, drag and click.
func (s *Scene) pointer(p input.Pointer) {
	x, y := int(p.X), int(p.Y)
	// The cell under the pointer matters to a press, a release and a hover, not to a drag
	// held (most frames of a pan).
	var over cell
	if p.Pressed || p.Released || !p.Touch && !p.Down {
		over = s.cellAt(x, y)
	}
	if p.Touch {
		s.mouse.hover = false // a finger, not the mouse, chooses the cell now
	}
	if p.Pressed {
		s.press = over
		s.pressX, s.pressY, s.lastX, s.lastY = x, y, x, y
		s.dragging, s.pinched = false, false
	}
	if p.Down && !p.Pressed {
		if s.pinched {
			s.pressX, s.pressY, s.lastX, s.lastY, s.pinched = x, y, x, y, false
		}
		// Far: a drag out and back between two ticks is a drag too, not a click.
		// (Far is a distance: √2 slop, as far as the square's corner.)
		if !s.dragging && (abs(x-s.pressX) > s.slop() || abs(y-s.pressY) > s.slop() || p.Far > math.Sqrt2*float64(s.slop())) {
			s.dragging = true
		}
		if s.dragging && (x != s.lastX || y != s.lastY) {
			s.view = s.view.Pan(x-s.lastX, y-s.lastY)
			s.glide.On = false
			s.dirty = true
		}
		s.lastX, s.lastY = x, y
	}
	if p.Released {
		switch {
		case s.dragging:
			s.dragging = false
			s.commit()
		case s.press.ok && over == s.press:
			// A tap on a touch screen first shows the cell; a second tap (or a click)
			// opens Nim on its heaps.
			if !p.Touch || s.hover == over {
				s.open(over)
			}
			s.setHover(over)
		}
		s.press = cell{}
		return
	}
	if p.Touch || p.Down {
		return // a finger leaves no hover behind; a drag keeps the cell it started from
	}
	// The mouse decides the cell shown when it moves (or leaves): until then a cell chosen
	// otherwise (a tap, the cell command) stays.
	if p.Hover == s.mouse.hover && x == s.mouse.x && y == s.mouse.y {
		return
	}
	was := s.mouse.hover
	s.mouse.hover, s.mouse.x, s.mouse.y = p.Hover, x, y
	switch {
	case p.Hover:
		s.setHover(over)
	case was:
		s.setHover(cellNone) // the mouse left the canvas
	}
}

func (s *Scene) slop() int { return int(math.Max(4, 6*s.scale)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// cellAt is the table cell at a screen pixel.
func (s *Scene) cellAt(x, y int) cell {
	if s.player != nil {
		return cell{}
	}
	cx, cy, ok := s.view.Cell(x, y)
	return cell{cx, cy, ok}
}

func (s *Scene) setHover(c cell) {
	if c == s.hover {
		return
	}
	s.hover = c
	s.hasLight = false
	if c.ok && s.pos.Op == xortable.Add {
		s.light, s.hasLight = xortable.HighlightAt(c.x, c.y)
	}
	s.dirty = true
	// The page hears of the cell once the pointer rests on it (see reportRest): a sweep
	// across the table marks each cell on the canvas at once, but builds no report per cell.
	s.report.hover = true
	s.report.rest = 0
}

// open asks the session for Nim on the cell's three heaps: a P-position, the user to move.
func (s *Scene) open(c cell) {
	if !c.ok || s.pos.Op != xortable.Add {
		return
	}
	s.edits = append(s.edits, fmt.Sprintf("game=nim&heaps=%d,%d,%d", c.x, c.y, c.x^c.y))
}

func (s *Scene) setCursor() {
	cursor := ebiten.CursorShapeDefault
	switch {
	case s.dragging:
		cursor = ebiten.CursorShapeMove
	case s.hover.ok && s.pos.Op == xortable.Add:
		cursor = ebiten.CursorShapePointer
	}
	if cursor != s.cursor {
		s.cursor = cursor
		ebiten.SetCursorShape(cursor)
	}
}

// zoomBy glides the zoom by factor about a screen pixel.
func (s *Scene) zoomBy(factor float64, ax, ay int) {
	s.glide.By(s.view, factor, ax, ay)
	s.dirty = true
}

// centre is the middle of the table's area.
func (s *Scene) centre() (int, int) {
	a := s.screen.Area
	return a.X + a.W/2, a.Y + a.H/2
}

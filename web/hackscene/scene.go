// Package hackscene draws Green Hackenbush: the ground, the graph's vertices and its edges
// as gentle curves (parallel edges bowed apart, loops as small circles). A click or a tap
// chops an edge, and what it held falls off the screen; the pointer shows beforehand the
// edge and what would fall with it; the hint lights the winning chops. "Explain" plays the
// reduction to Nim heaps step by step, and an editor draws new graphs. The geometry, the
// animations and the editor's gestures live in hacklayout, hackanim and hackedit; this
// package reads the pointer and paints.
package hackscene

import (
	"image"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/hackanim"
	"github.com/nimscope/nimscope/web/hackedit"
	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/paint"
	"github.com/nimscope/nimscope/web/palette"
	"github.com/nimscope/nimscope/web/session"
)

type mode uint8

const (
	playing mode = iota
	explaining
	editing
)

// Scene is the Hackenbush view. Per-frame work reuses its buffers: an idle scene neither
// draws nor allocates.
type Scene struct {
	w, h, scale float64
	view        hacklayout.View

	frame   session.Frame
	pos     hackenbush.Position
	posText string // pos.String(), kept: the report compares it every tick
	started bool
	epoch   uint64
	places  hacklayout.Positions // where the vertices stand: pos, a preset's, or Auto's
	drawing hacklayout.Drawing
	lines   hacklayout.Lines // the drawing's curves on the screen, for hit-testing
	winning []bool           // by edge, when the hint is on
	falls   [][]bool         // by edge, what falls with it; filled in as the pointer needs

	hover, press int    // edges; -1 for none
	hoverFall    []bool // what falls with the hovered edge

	// The animation of the last change: edges falling after a chop, or coming back on undo.
	tw      anim.Tween
	rising  bool
	old     hacklayout.Drawing // the drawing before a chop
	gone    []bool             // by old edge: taken by the chop
	chopped int                // the old edge chopped, -1 when unknown
	back    []bool             // by edge: brought back by an undo

	mode     mode
	replay   *hackanim.Replay
	replayOf uint64 // the drawing replay plays: a count of s.drawings
	drawings uint64 // counts the drawings SetFrame made
	tl       hackanim.Timeline
	speed    int

	editor  *hackedit.Editor
	edits   []string // texts for session.Set, for the app to take
	sent    string   // the last text sent
	left    string   // what the session showed when the editor was left: back to it, the drawing is as it was
	note    string   // why the last edit was not sent
	hist    hackedit.History
	restore *hackedit.Draft // the draft to show once the session undid or redid to its text

	pic      hacklayout.Picture
	bands    bandPicture // an exported picture's, drawn a band at a time (bands.go)
	painter  painter
	layer    *ebiten.Image // play's standing picture, over the ground
	layerKey layerKey
	pics     explainImages // the explanation's pictures, when too big for one frame
	version  uint64        // counts the changes of the drawing, the view and the style
	fitted   fitKey        // what the style was last worked out for
	dirty    bool
	painted  bool // a frame has been drawn
	cursor   ebiten.CursorShapeType
	whole    int // the most vertices of an explanation's picture painted in one frame (partVerts)

	// calm counts the Updates in a row in which nothing moved, and calmAt is where the
	// pointer stood (noteCalm); warming marks the warm-up's own scene (warm.go).
	calm    int
	calmAt  [2]float64
	warming bool

	report reporter
}

// New returns a scene showing f, whose position is a hackenbush.Position.
func New(f session.Frame) *Scene {
	s := &Scene{hover: -1, press: -1, speed: hackanim.DefaultSpeed, dirty: true, whole: partVerts}
	s.pics.size = hacklayout.PartSize{Min: partVerts / 4, Max: partVerts, Target: partTime}
	s.SetFrame(f)
	s.tw = anim.Tween{}
	return s
}

// Resize fits the scene to a screen of w×h device pixels at the given device scale.
func (s *Scene) Resize(w, h, scale float64) {
	// The export lays the scene out for its picture before its first band and back after
	// its last: a picture worked out for the bands is of one export only.
	s.bands.drop()
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.layer = paint.Dispose(s.layer)
	s.pics.dispose()
	s.view = hacklayout.NewView(w, h, scale)
	s.lines.Set(s.drawing.Curves, s.view)
	s.fit()
}

// fit sizes the strokes for what is shown. The kept picture of play is drawn again only
// when the sizes or the colours change: starting or stopping an explanation keeps it.
func (s *Scene) fit() {
	if s.w == 0 {
		return
	}
	unit := s.drawing.Unit
	if s.mode == editing {
		unit = s.editor.Drawing().Unit
	}
	key := fitKey{s.view, unit, s.frame.Display}
	s.dirty = true
	if key == s.fitted {
		return
	}
	s.fitted = key
	s.painter.fit(s.view, unit, s.frame.Display)
	s.version++
}

// fitKey is what the strokes' sizes and colours are worked out from.
type fitKey struct {
	view    hacklayout.View
	unit    float64
	display session.Display
}

// SetFrame gives the scene the session's latest state. A chop animates the edges it took
// falling; an undo brings them back; a position set anew is laid out afresh.
func (s *Scene) SetFrame(f session.Frame) {
	s.bands.drop()
	prev, had := s.pos, s.started
	s.frame, s.pos, s.started = f, f.Pos.(hackenbush.Position), true
	s.posText = s.pos.String()
	edges := s.pos.Edges()
	given, err := hacklayout.ParsePositions(f.View["pos"])
	if err != nil {
		given = hacklayout.Positions{}
	}
	if r := s.restore; r != nil {
		// The session undid (redid) an edit: the draft before (after) it comes back, edges in
		// the air and all, when the session shows its position.
		s.restore = nil
		if p, err := r.Position(); err == nil && s.mode == editing && p.String() == s.posText {
			s.editor.SetDraft(*r)
			s.sent, s.note = s.shownText(), ""
			s.report.edits++
		}
	}
	keepDraft := s.mode == editing && s.draftShows(s.pos)

	switch {
	case keepDraft:
		s.places = s.editor.Draft.Pos.Clone()
	case placesAll(given, edges):
		s.places = given
	case f.Epoch == s.epoch && had && placesAll(s.places, edges):
		// Play goes on: the vertices stay where they were.
	default:
		// The places given cover only part of the graph (an undo brought back a vertex the
		// drawing had deleted): they stay, and the rest is laid out.
		s.places = hacklayout.Arrange(edges, given)
	}
	drawing := hacklayout.NewDrawing(edges, s.places)

	s.tw, s.rising = anim.Tween{}, false
	if had && f.Epoch == s.epoch && s.mode == playing {
		if gone, ok := hackanim.Removed(prev.Edges(), edges); ok && slices.Contains(gone, true) {
			s.old, s.gone, s.chopped = s.drawing, gone, hackanim.Chopped(prev, gone)
			s.tw = anim.Start(hackanim.FallTicks)
		} else if back, ok := hackanim.Removed(edges, prev.Edges()); ok && slices.Contains(back, true) {
			s.back, s.rising = back, true
			s.tw = anim.Start(hackanim.RiseTicks)
		}
	}
	s.epoch = f.Epoch
	s.drawing = drawing
	s.drawings++
	s.version++ // a new drawing: the kept picture is drawn again
	s.lines.Set(drawing.Curves, s.view)
	s.winning = nil
	if f.Hint {
		if moves, ok := s.pos.WinningMoves(); ok {
			s.winning = make([]bool, len(edges))
			for _, m := range moves {
				s.winning[m.Edge] = true
			}
		}
	}
	s.falls = make([][]bool, len(edges))
	s.hover, s.press, s.hoverFall = -1, -1, nil

	if s.mode == explaining && (!had || prev.String() != s.posText || f.Display.HideValues) {
		// The explanation was of another position, or the values are hidden now: the
		// reduction ends on the graph's value.
		s.mode = playing
	}
	if s.mode == editing && !keepDraft {
		s.editor.SetDraft(hackedit.FromPosition(s.pos, s.places))
		s.sent, s.note = s.shownText(), "" // what the session shows needs no sending
		s.report.edits++
		s.hist.Reset() // the session moved on its own
	}
	s.fit()
	s.dirty = true
}

// placesAll reports whether pos places every vertex of edges.
func placesAll(pos hacklayout.Positions, edges []hackenbush.Edge) bool {
	for _, e := range edges {
		if !pos.Has(e.A) || !pos.Has(e.B) {
			return false
		}
	}
	return true
}

// draftShows reports whether the editor's draft draws position p, so the draft (with its
// edges not yet on the ground) stays when the session catches up with an edit.
func (s *Scene) draftShows(p hackenbush.Position) bool {
	d, err := s.editor.Draft.Position()
	return err == nil && d.String() == p.String()
}

// Busy reports whether the computer should wait: an animation runs, or the user is
// explaining or editing.
func (s *Scene) Busy() bool { return s.tw.Running() || s.mode != playing }

// NeedsDraw reports whether the picture changed since the last Draw.
func (s *Scene) NeedsDraw() bool { return s.dirty }

// Elapse runs the chop's animation and the explanation on by ticks (web.Scene).
func (s *Scene) Elapse(ticks int) {
	s.bands.drop()
	if s.tw.Elapse(ticks) {
		s.dirty = true
	}
	if s.mode == explaining {
		s.runTimeline(ticks, true)
	}
}

// runTimeline runs the explanation's timeline on by ticks. A step moves only once its
// keyframes are worked out (Draw works them out a part a frame): it starts a few frames late
// rather than skip its start. A pause counts on meanwhile, so the next step's work overlaps
// it; with reduced motion, where the next step is its keyframe at once, the hold on a
// keyframe counts from when both are ready (Timeline.Next). Ticks owed by a long frame
// (owed) do not begin a step's animation: an Update does, so that it is seen from its start.
func (s *Scene) runTimeline(ticks int, owed bool) {
	for range ticks {
		if s.tl.Next() && !s.replay.Done(s.tl.Key) {
			// The step waits for its keyframes, which Draw works out: it must be called.
			s.dirty = true
			return
		}
		if owed && s.tl.Moving && s.tl.Tick == 0 {
			return
		}
		if s.tl.Advance() {
			s.dirty = true
		}
	}
}

// Update advances the animations and reads the pointer. In play it returns the position a
// chop leads to: press an edge and release on it.
func (s *Scene) Update(p input.Pointer) (game.Position, bool) {
	s.bands.drop() // the scene may change: an export's picture is of the frozen scene only
	s.noteCalm(p)
	if s.tw.Advance(p.Pressed) {
		s.dirty = true
	}
	switch s.mode {
	case explaining:
		s.runTimeline(1, false)
		s.setCursor(ebiten.CursorShapeDefault)
		return nil, false
	case editing:
		s.updateEdit(p)
		return nil, false
	}
	pt := hacklayout.Point{X: p.X, Y: p.Y}
	over := -1
	if s.frame.CanMove && !s.tw.Running() && (p.Hover || p.Down || p.Pressed || p.Released) {
		if i, ok := s.lines.Nearest(pt, s.view.Tolerance(p.Touch)); ok {
			over = i
		}
	}
	// A press and its release can arrive in one tick: the press first, then the release.
	if p.Pressed {
		s.press = over
	}
	var next game.Position
	made := false
	if p.Released {
		if s.press >= 0 && over == s.press {
			if n, err := s.pos.Apply(hackenbush.Move{Edge: over}); err == nil {
				next, made = n, true
			}
		}
		s.press = -1
	}
	show := -1
	switch {
	case s.press >= 0:
		show = s.press
	case p.Hover && !p.Down && !made:
		show = over
	}
	if show != s.hover {
		s.hover = show
		s.hoverFall = s.falling(show)
		s.dirty = true
	}
	cursor := ebiten.CursorShapeDefault
	if show >= 0 {
		cursor = ebiten.CursorShapePointer
	}
	s.setCursor(cursor)
	return next, made
}

// falling returns what falls when edge i is chopped, asking the engine once per edge.
func (s *Scene) falling(i int) []bool {
	if i < 0 || i >= len(s.falls) {
		return nil
	}
	if s.falls[i] == nil {
		s.falls[i] = make([]bool, len(s.falls))
		fall, _ := s.pos.Falling(hackenbush.Move{Edge: i})
		for _, k := range fall {
			s.falls[i][k] = true
		}
	}
	return s.falls[i]
}

func (s *Scene) setCursor(c ebiten.CursorShapeType) {
	if c != s.cursor {
		s.cursor = c
		ebiten.SetCursorShape(c)
	}
}

// Draw paints the whole scene. In play the picture of the graph is kept in an image while it
// stands still: a frame then draws that image and, over it, only what moves or what the
// pointer marks, so a drawing of thousands of edges costs little per frame.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.dirty, s.painted = false, true
	if screen == s.pics.last {
		s.pics.screen = screen
	}
	s.pics.last = screen
	if s.w == 0 || !s.painter.ready {
		s.painter.pen.Clear(screen, palette.For(s.frame.Display.Theme).Background)
		return
	}
	if s.isBand(screen) {
		s.drawBand(screen)
		return
	}
	if s.mode == explaining {
		s.drawExplain(screen)
		if s.pics.building {
			// The frame drew a part of a picture into e.back, not on the screen: it touches
			// the screen, so that Ebiten shows the frame and sends the part to the GPU,
			// which would otherwise draw every part in the frame that shows the finished
			// picture (paint.Painter.Touch).
			s.painter.pen.Touch(screen)
		}
		return
	}
	s.pics.building, s.pics.labelling = false, false // s.pic is drawn afresh: a picture left half built is dropped
	s.pic.Reset()
	switch s.mode {
	case editing:
		s.drawGround(screen)
		s.editor.Paint(&s.pic)
	default:
		s.drawPlay(screen)
	}
	s.painter.paint(screen, &s.pic, s.view)
}

// drawGround paints the background, the earth and the ground line (and the drawing's space
// while editing).
func (s *Scene) drawGround(dst *ebiten.Image) {
	v := s.view
	s.painter.pen.Clear(dst, s.painter.c.Background)
	if s.mode == editing {
		tl := v.Screen(hacklayout.Point{Y: hacklayout.Size})
		s.painter.rect(dst, tl.X, tl.Y, hacklayout.Size*v.K, v.Ground-tl.Y, s.painter.c.Space)
	}
	s.painter.rect(dst, 0, v.Ground, s.w, s.h-v.Ground, s.painter.c.Earth)
	lw := max(3*s.scale, 2)
	s.painter.rect(dst, 0, v.Ground-lw/2, s.w, lw, s.painter.c.BaseLine)
}

// layerKey says what the kept picture of play shows.
type layerKey struct {
	version          uint64 // of the drawing, the view and the style
	winning, falling bool   // with the hint; without the edges an undo brings back
}

// drawPlay draws the game's picture as it stands (kept in s.layer) and leaves in s.pic what
// goes over it: the edge under the pointer and what would fall with it, or the edges of a
// chop or an undo on their way.
func (s *Scene) drawPlay(screen *ebiten.Image) {
	running := s.tw.Running()
	key := layerKey{version: s.version, winning: !running && s.winning != nil, falling: running && s.rising}
	if s.layer == nil || key != s.layerKey {
		s.paintLayer(key)
	}
	s.painter.pen.Image(screen, s.layer, 0, 0, 1, 1, white, 1)
	s.paintMoving(running)
}

// paintMoving paints what moves over the still layer: the edges rising back (undo) or
// falling (a chop), else the marks of the edge under the pointer.
func (s *Scene) paintMoving(running bool) {
	switch {
	case running && s.rising:
		hackanim.PaintRise(&s.pic, s.drawing, s.back, anim.EaseOut(s.tw.Progress()))
	case running:
		hackanim.PaintFall(&s.pic, s.old, s.gone, s.chopped, s.drawing.Verts, s.tw.Progress())
	default:
		s.pic.PaintMarked(s.drawing, hacklayout.Look{Chop: s.hover, Falling: s.hoverFall})
	}
}

// paintLayer paints the ground and the standing picture of play into s.layer.
func (s *Scene) paintLayer(key layerKey) {
	if s.layer == nil {
		s.layer = ebiten.NewImage(int(math.Ceil(s.w)), int(math.Ceil(s.h)))
	}
	s.layerKey = key
	s.paintStanding(s.layer, key)
}

// paintStanding paints the ground and the standing picture of play, as key says, into dst.
func (s *Scene) paintStanding(dst *ebiten.Image, key layerKey) {
	s.drawGround(dst)
	s.pic.Reset()
	look := hacklayout.Look{Chop: -1}
	if key.winning {
		look.Winning = s.winning
	}
	if key.falling {
		look.Hidden = s.back
	}
	s.pic.Paint(s.drawing, look)
	s.painter.paint(dst, &s.pic, s.view)
	s.pic.Reset()
}

// partVerts is about how many vertices a frame draws at most of a picture of the explanation too
// big for one frame: a picture of thousands of edges is built over several frames into an
// image while the last finished one shows, so each frame's work stays bounded and the
// animation shows fewer pictures a second instead of taking longer frames.
const partVerts = 5000

// partTime is about how long a frame's part of a picture may take: on a busy machine the
// parts are made smaller than partVerts to fit (hacklayout.PartSize).
const partTime = 500 * time.Microsecond

// explainImages are the explanation's finished picture (front) and the one being built
// (back), for pictures too big for one frame.
type explainImages struct {
	front, back *ebiten.Image
	// screen is the image frames are drawn on: the one drawn on twice in a row (an
	// export's image is drawn on once); last is the one drawn on last.
	screen, last *ebiten.Image
	building     bool // back holds the first parts of a picture
	labelling    bool // back holds all of its triangles, and its numbers from label on
	label        int
	waited       bool // a frame has been drawn since the replay was made
	size         hacklayout.PartSize
	moment       moment // the timeline's moment back shows
}

// moment is what of the timeline a picture of the explanation shows.
type moment struct {
	key      int
	moving   bool
	progress float64
}

func (s *Scene) moment() moment { return moment{s.tl.Key, s.tl.Moving, s.tl.Progress()} }

func (e *explainImages) dispose() {
	e.front, e.back = paint.Dispose(e.front), paint.Dispose(e.back)
	e.building, e.labelling = false, false
}

// reserve makes room in the picture for any of the explanation's pictures, and in the mesh
// for a part, and reports whether it had to: growing them (a megabyte for thousands of
// edges) is done before the first picture rather than while it paints, a buffer a frame.
func (s *Scene) reserve() bool {
	pts, strokes, dots, labels := s.replay.Size()
	if s.pic.Reserve(pts, strokes, dots, labels) {
		return true
	}
	return pts > partVerts/4 && s.painter.mesh.Reserve(partVerts)
}

// drawExplain paints the explanation at the timeline's moment: at once when its picture is
// small, else one part a frame into e.back; the screen keeps its picture (the screen is not
// cleared between frames) until the next is finished.
func (s *Scene) drawExplain(screen *ebiten.Image) {
	e := &s.pics
	if screen != e.screen {
		// Not the screen: an exported picture, or a screen of a new size the first time. It
		// gets the whole picture at once; only frames of the screen are built in parts
		// (they keep the last picture on the screen until the next is finished).
		e.building, e.labelling = false, false
		s.pic.Reset()
		s.replay.HideTotal = s.frame.Display.HideValues
		s.replay.Paint(&s.pic, s.tl.Key, s.tl.Moving, s.tl.Progress())
		s.drawGround(screen)
		s.painter.paint(screen, &s.pic, s.view)
		return
	}
	if !e.waited {
		// The replay was made in this frame's Update (the reduction, a frame's work for
		// thousands of edges): its keyframes start next frame.
		e.waited, s.dirty = true, true
		return
	}
	if !e.building {
		if !s.replay.Ready(s.tl.Key) {
			// The step's keyframes are being worked out, a part a frame: the screen keeps
			// the last picture meanwhile.
			s.dirty = true
			return
		}
		if s.reserve() {
			s.dirty = true // the buffers grew in this frame: the picture is painted next
			return
		}
		s.pic.Reset()
		s.replay.HideTotal = s.frame.Display.HideValues
		s.replay.Paint(&s.pic, s.tl.Key, s.tl.Moving, s.tl.Progress())
		if hacklayout.EstimateVerts(&s.pic, &s.painter.style) <= s.whole {
			s.drawGround(screen)
			s.painter.paint(screen, &s.pic, s.view)
			return
		}
		if e.back == nil {
			// Unmanaged: each is drawn on and drawn from in turn, and Ebiten would move an
			// image on its texture atlas away from its source at every turn (a copy of the
			// image and allocations each frame).
			r := image.Rect(0, 0, int(math.Ceil(s.w)), int(math.Ceil(s.h)))
			opt := &ebiten.NewImageOptions{Unmanaged: true}
			e.front, e.back = ebiten.NewImageWithOptions(r, opt), ebiten.NewImageWithOptions(r, opt)
		}
		s.drawGround(e.back)
		s.painter.mesh.Start(&s.pic)
		e.building, e.moment = true, s.moment()
		// The parts start next frame: a frame works out the picture or builds a part of
		// it, not both.
		s.dirty = true
		return
	}
	if !e.labelling {
		s.dirty = true // the picture is not finished: go on next frame
		start := time.Now()
		done := s.painter.part(e.back, s.view, e.size.Verts())
		e.size.Took(len(s.painter.mesh.Verts), time.Since(start))
		if done {
			// The numbers from the next frame on: not with a part.
			s.painter.startLabels(s.view)
			e.labelling, e.label = true, 0
		}
		return
	}
	if e.label = s.painter.labelsPart(e.back, &s.pic, s.view, e.label, labelsWritten, labelsLooked); e.label < len(s.pic.Labels) {
		s.dirty = true
		return
	}
	e.front, e.back = e.back, e.front
	e.building, e.labelling = false, false
	s.painter.pen.Image(screen, e.front, 0, 0, 1, 1, white, 1)
	// The timeline moved on while the picture was built (a step ended, or the explanation
	// did): its picture is next, or the screen would keep an old one.
	s.dirty = s.dirty || e.moment != s.moment()
}

// A frame writes at most labelsWritten of a big picture's numbers (a draw a digit), and
// looks at most at labelsLooked of them (most are left out where they would overlap).
const (
	labelsWritten = 64
	labelsLooked  = 1024
)

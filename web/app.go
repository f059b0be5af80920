// Package web is the Ebiten game behind the canvas: it reads input, hands the user's moves
// to the session, lets the computer answer, tells the page what changed, and draws the scene.
package web

import (
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/framestats"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/picture"
	"github.com/nimscope/nimscope/web/session"
)

// Host is the page around the canvas. The wasm package implements it with DOM events;
// web never imports syscall/js.
type Host interface {
	// State tells the page the session changed; view is the view model as JSON.
	State(view []byte)
	// Ready tells the page the first frame has been drawn. The app calls it at the end of
	// its first Draw; the page is told once the browser has the picture (the wasm's host:
	// at the start of the next animation frame).
	Ready()
	// Error shows a message in the page: something went wrong, and the app keeps running.
	Error(source, message string)
	// Scene passes on what a scene reports (a Reporter's JSON object).
	Scene(detail []byte)
	// Picture hands the page an exported picture to save (App.Export).
	Picture(p Picture)
	// Later runs f in a task of its own, after the frame that asked for it has been painted
	// (in a browser, a JS callback of setTimeout): work for the page, not for the picture.
	Later(f func())
}

// computerDelay is how long the computer waits after the last animation before it answers,
// so the user sees the position they left (60 ticks a second).
const computerDelay = 40

// App is the ebiten.Game.
type App struct {
	sess  *session.Session
	host  Host
	scene Scene
	game  string // the scene's game
	in    input.Reader
	// takePointer, when set, brings the page's queued pointer events to in (SetPointerSource).
	takePointer func(*input.Reader)

	version uint64 // the session version the page last saw
	shown   uint64 // the session version the scene was made or last set from
	wait    int    // ticks the computer has waited
	lag     anim.Lag
	drawn   bool // a frame has been drawn
	ready   bool // the page was told
	w, h    float64
	scale   float64
	failed  string // the last panic's message, so a panic every frame is reported once
	redraw  bool   // an export drew the scene elsewhere: paint the screen again

	// job is the PNG being made, a band each Update (export.go); exporting is set while
	// there is one, and pngs counts the PNGs asked for and not begun (in a.cmds.export,
	// changed under its lock), for JS callbacks to read.
	job       *exportJob
	exporting atomic.Bool
	pngs      atomic.Int32

	// stateDue: the page is owed the view model of version. Update hands it to a task after
	// the frame (Host.Later, sendState), and the first waits for the first frame: building
	// and encoding it costs 0.5-1.5 ms in the browser for Nim's 20 heaps (code run a few
	// times a second likely stays in V8's baseline tier), 10-40 ms the first time (V8
	// compiles it at its first call), and the frame that shows a move need not wait for
	// the panel's words, which the page draws in a task of its own anyway. statePosted is
	// set while such a task is queued: changes before it runs share it, and it sends the
	// latest view model. stateTimes keeps how long the tasks took, for Stats.
	stateDue    bool
	statePosted atomic.Bool
	stateTimes  framestats.Tasks

	// outside is set from the page when the mouse leaves the canvas: Ebiten keeps reporting
	// the last cursor position, and a stale hover would keep stones marked for taking.
	outside atomic.Bool

	// paused is set from the page while the embed is off-slide (slide:stop): Update and
	// Draw do no work and nothing is painted, until it is cleared.
	paused atomic.Bool

	// inFrame is set while Update or Draw runs; broken after a scene command panicked
	// outside the frame, until Update makes the scene again.
	inFrame, broken atomic.Bool

	// cmds carries page commands to the scene: JS callbacks run them between frames or
	// queue them for Update (SceneCommand).
	cmds struct {
		sync.Mutex
		names []string // what the current scene takes
		queue [][2]string

		formats []string          // the export formats of the current scene
		export  []picture.Request // pictures asked for (export.go)
	}

	look look // the system's theme, from the page (look.go)

	stats  framestats.Recorder
	report atomic.Pointer[framestats.Summary] // the latest summary, for JS to read at any time
	sample int                                // frames since the summary was published
}

// Stats is the Go-side frame cost of the latest frames; safe to call from a JS callback.
func (a *App) Stats() framestats.Summary {
	if s := a.report.Load(); s != nil {
		return *s
	}
	return framestats.Summary{}
}

// SetPointerOutside tells the game whether the mouse is off the canvas. It is safe to call
// from a JS callback: it only sets a flag that Update reads.
func (a *App) SetPointerOutside(out bool) { a.outside.Store(out) }

// SetPointerSource has each Update begin by taking the page's pointer events from take,
// which hands them to the reader: a page that queues them itself, so that no Go runs per
// event (wasm's pointer.js). Call it before the game runs.
func (a *App) SetPointerSource(take func(*input.Reader)) { a.takePointer = take }

// SetPaused stops the game's work (true) or starts it again. While paused, Update only
// tells the page about changes to the session, Draw paints nothing, and neither counts in
// Stats. The first frame is drawn even when paused, so the page still becomes ready. It is
// safe to call from a JS callback.
func (a *App) SetPaused(p bool) { a.paused.Store(p) }

// Paused reports whether SetPaused(true) is in force.
func (a *App) Paused() bool { return a.paused.Load() }

// SetReducedMotion tells the game whether the reader's system asks for reduced motion
// (prefers-reduced-motion: reduce): moves then appear at once and an explanation's steps
// are still pictures, from the next tick on (anim.SetReducedMotion, the one switch every
// animation reads), as they do where the page's link asks for it (motion=reduced, see
// resolve). It is safe to call from a JS callback.
func (a *App) SetReducedMotion(on bool) {
	a.look.Lock()
	a.look.systemReduced = on
	a.look.Unlock()
	setMotion(on, a.sess.Display())
}

// ReducedMotion reports whether motion is reduced: the system or the link asks for it.
func (a *App) ReducedMotion() bool { return anim.ReducedMotion() }

// SceneCommand runs a command of the current scene, such as "explain" with "play", from a
// JS callback. Between frames it first brings the scene up to the session (catchUp) and runs
// the command at once, so a bad argument is refused in the answer to the call; inside a
// frame, or while paused off-slide, it waits for the next Update, which reports a refusal as
// nimscope:error of source "command". A name the scene does not take is refused at once
// either way, and so is every command while a PNG is drawn (Frozen).
func (a *App) SceneCommand(name, arg string) error {
	a.catchUp()
	a.cmds.Lock()
	if !slices.Contains(a.cmds.names, name) {
		known := "undo, redo, hint, vs, playto, playtake, suspend, export, reveal"
		if len(a.cmds.names) > 0 {
			known += ", " + strings.Join(a.cmds.names, ", ")
		}
		a.cmds.Unlock()
		return fmt.Errorf("command: %s is not a command here (%s)", notation.Quote(name), known)
	}
	if err := a.Frozen("command " + name); err != nil {
		a.cmds.Unlock()
		return err
	}
	c, now := a.scene.(Commander)
	now = now && a.between()
	if !now {
		a.cmds.queue = append(a.cmds.queue, [2]string{name, arg})
	}
	a.cmds.Unlock()
	if now {
		return a.commandNow(c, name, arg)
	}
	return nil
}

// between reports whether the page may call into the scene now: between frames, not paused,
// with no command queued, and the scene showing the session's latest version. a.cmds is
// locked.
func (a *App) between() bool {
	return !a.inFrame.Load() && !a.paused.Load() && !a.exporting.Load() && len(a.cmds.queue) == 0 &&
		a.sess.Version() == a.version && a.version == a.shown && !a.broken.Load()
}

// Undo takes back the last change: the scene's own when it has one the session does not
// hold (web.Undoer), else the session's. Safe to call from a JS callback.
func (a *App) Undo() error {
	if a.sceneUndo(Undoer.Undo) {
		return nil
	}
	return a.forgetOnError(a.sess.Undo())
}

// Redo makes again what Undo took back, as Undo does.
func (a *App) Redo() error {
	if a.sceneUndo(Undoer.Redo) {
		return nil
	}
	return a.forgetOnError(a.sess.Redo())
}

// forgetOnError tells the scene that the session could not undo or redo: its own history,
// which expected the session to, no longer matches.
func (a *App) forgetOnError(err error) error {
	if err != nil {
		a.sceneUndo(func(u Undoer) bool { u.Forget(); return true })
	}
	return err
}

func (a *App) sceneUndo(f func(Undoer) bool) (done bool) {
	a.catchUp()
	a.cmds.Lock()
	u, ok := a.scene.(Undoer)
	ok = ok && a.between()
	a.cmds.Unlock()
	if ok {
		a.offFrame("undo", func() { done = f(u) })
	}
	return done
}

// commandNow runs a scene command outside the frame; a panic is the command's error.
func (a *App) commandNow(c Commander, name, arg string) (err error) {
	if perr := a.offFrame("command "+notation.Quote(name), func() { err = c.Command(name, arg) }); perr != nil {
		return perr
	}
	return err
}

// offFrame runs f on the scene from a JS callback, between frames. A panic comes back as an
// error naming what, its stack goes to the console, and the next Update makes the scene
// again from the session (rebuild), as after a panic in a frame.
func (a *App) offFrame(what string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			a.broken.Store(true)
			err = fmt.Errorf("%s: internal error: %v", what, r)
			fmt.Fprintf(os.Stderr, "nimscope: %v\n%s", err, debug.Stack())
		}
	}()
	f()
	return nil
}

// New returns the game for a session.
func New(sess *session.Session, host Host) *App {
	a := &App{sess: sess, host: host}
	a.setScene(sess.Frame())
	return a
}

// setScene makes the scene for f's game and publishes the commands it takes.
func (a *App) setScene(f session.Frame) {
	f = a.resolve(f)
	a.scene, a.game, a.shown = sceneFor(f), f.Pos.Game(), f.Version
	if a.w > 0 {
		a.scene.Resize(a.w, a.h, a.scale)
	}
	var names []string
	if c, ok := a.scene.(Commander); ok {
		names = c.Commands()
	}
	a.cmds.Lock()
	a.cmds.names, a.cmds.queue = names, nil
	// The pictures asked for stay asked: they are made of the board as it is when their
	// turn comes (an SVG where the new board has none is refused then, with a reason).
	a.cmds.formats = formatsOf(a.scene)
	a.cmds.Unlock()
	a.host.Scene([]byte("null")) // the old scene's block goes; a Reporter sends its own
}

// runCommands hands the queued page commands to the scene.
func (a *App) runCommands() {
	a.cmds.Lock()
	queue := a.cmds.queue
	a.cmds.queue = nil
	a.cmds.Unlock()
	c, ok := a.scene.(Commander)
	if !ok {
		return
	}
	for _, q := range queue {
		if err := c.Command(q[0], q[1]); err != nil {
			a.host.Error("command", err.Error())
		}
	}
}

// epoch is when the package was initialised; clock counts from it.
var epoch = time.Now()

// clock reads the monotonic clock alone, for timing frames. In js/wasm each reading of a
// clock is a call out to JavaScript: time.Now makes two (the wall clock and
// performance.now), time.Since one. Timing Update and Draw with time.Now and time.Since
// made six calls a frame; this makes four.
func clock() time.Duration { return time.Since(epoch) }

// sync brings the scene up to the session's latest version: a new game's scene, or the new
// frame.
func (a *App) sync() {
	if v := a.sess.Version(); v != a.version {
		f := a.sess.Frame()
		a.version = f.Version
		switch {
		case f.Pos.Game() != a.game:
			a.setScene(f)
		case f.Version != a.shown || a.lookChanged():
			// Not when the scene was just made from this very frame, as New's scene is before
			// the first Update: a scene's SetFrame may analyse the position afresh.
			a.scene.SetFrame(a.resolve(f))
			a.shown = f.Version
		}
		a.stateDue = true
	} else if a.lookChanged() {
		f := a.sess.Frame()
		a.scene.SetFrame(a.resolve(f))
		a.shown = f.Version
	}
}

// sendState sends the page the session's view model, from the task Update queued after a
// change (stateDue). A panic is reported as a frame's is, and the next change tries again.
func (a *App) sendState() {
	a.statePosted.Store(false)
	start := clock()
	err := a.offFrame("view model", func() { a.host.State(a.sess.View().JSON()) })
	if err != nil {
		a.host.Error("panic", err.Error())
		return
	}
	a.stateTimes.Add(clock() - start)
}

// catchUp syncs the scene between frames, from a JS callback, so that a command given right
// after a set() in the same turn reaches the scene that shows the new position (and is
// answered at once). Inside a frame Update syncs; a panic makes the next Update build the
// scene again.
func (a *App) catchUp() {
	if a.inFrame.Load() || a.broken.Load() || a.exporting.Load() {
		return
	}
	a.offFrame("catching the scene up", a.sync)
}

// Update runs 60 times a second: input, the computer's move, the view model queued for the
// page (sendState) after a change. After a frame too long for Ebiten to catch up with
// (anim.Lag), the ticks it owed run first, as time with nothing read: on a slow PC a move's
// animation and the computer's wait take as long as on a fast one, not as many frames.
func (a *App) Update() (err error) {
	paused := a.paused.Load() && a.drawn
	var start time.Duration
	if !paused {
		start = clock()
		defer func() { a.stats.AddUpdate(clock() - start) }()
	}
	a.inFrame.Store(true)
	defer a.inFrame.Store(false)
	defer a.recover("update")
	if a.takePointer != nil {
		a.takePointer(&a.in)
	}
	if a.broken.Swap(false) {
		a.rebuild()
	}
	if a.job != nil {
		// A picture is being made of the scene as it stands: nothing moves it meanwhile.
		a.lag.Reset()
		a.in.Discard()
		a.exportBand()
		return nil
	}
	// The ticks owed passed before whatever this Update brings (a new frame, a command),
	// which is not to skip its start.
	owed := 0
	if paused {
		a.lag.Reset()
	} else if owed = a.lag.Owed(start); owed > 0 {
		a.scene.Elapse(owed)
	}
	seen := a.version
	a.sync()
	if a.stateDue && a.drawn {
		a.stateDue = false
		if !a.statePosted.Swap(true) {
			a.host.Later(a.sendState)
		}
	}
	if paused {
		a.in.Discard()
		return nil
	}
	a.runCommands()
	a.runExports()
	if a.job != nil {
		// A picture was begun, its first band drawn: the scene stays as it drew it until
		// the last, so the rest of this Update waits (the pointer too), as later ones do.
		a.in.Discard()
		return nil
	}
	p := a.in.Read()
	if a.outside.Load() {
		p.Hover = false
	}
	if next, ok := a.scene.Update(p); ok {
		// The scene offers only moves it saw as legal on the version it drew; the session
		// still has the last word (the position may have changed since), and a refused
		// move just does nothing.
		_ = a.sess.Play(a.version, next)
	}
	if e, ok := a.scene.(Editor); ok {
		for _, text := range e.Edits() {
			if err := a.sess.Set(text); err != nil {
				a.host.Error("edit", err.Error())
			}
		}
	}
	if r, ok := a.scene.(Reporter); ok {
		if detail, changed := r.Report(); changed {
			a.host.Scene(detail)
		}
	}
	if a.sess.ComputerToMove() && !a.scene.Busy() {
		if a.version != seen {
			owed = 0 // the time owed passed before the move that made it the computer's turn
		}
		a.wait += 1 + owed
		if a.wait >= computerDelay {
			a.wait = 0
			a.sess.PlayComputer()
		}
	} else {
		a.wait = 0
	}
	return nil
}

// Draw paints the scene when it changed; otherwise the screen keeps its last picture.
func (a *App) Draw(screen *ebiten.Image) {
	if a.paused.Load() && a.drawn {
		return
	}
	a.lag.Frame()
	a.inFrame.Store(true)
	defer a.inFrame.Store(false)
	start := clock()
	painted := false
	defer func() {
		a.stats.AddDraw(clock()-start, painted)
		// Publish twice a second: the summary sorts the window, which is not per-frame work.
		if a.sample++; a.sample >= 30 {
			a.sample = 0
			s := a.stats.Summary()
			s.State = a.stateTimes.Summary()
			a.report.Store(&s)
		}
	}()
	defer a.recover("draw")
	if a.job != nil {
		return // the scene is laid out for the picture; the screen keeps its last one
	}
	if a.scene.NeedsDraw() || !a.drawn || a.redraw {
		a.redraw = false
		a.scene.Draw(screen)
		painted = true
	}
	a.drawn = true
	if !a.ready {
		a.ready = true
		a.host.Ready()
	}
}

// LayoutF makes the screen as many pixels as the display has, so drawing is crisp on
// high-DPI screens: the scene works in device pixels.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := outsideW*s, outsideH*s
	if w != a.w || h != a.h || s != a.scale {
		a.w, a.h, a.scale = w, h, s
		if a.job == nil { // else when the picture is made (endExport)
			a.scene.Resize(w, h, s)
		}
	}
	return w, h
}

// Layout is required by ebiten.Game; Ebiten calls LayoutF instead.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// recover turns a panic in the game loop into a message in the page. The scene is rebuilt
// from the session, which a panic in drawing cannot have corrupted.
func (a *App) recover(where string) {
	r := recover()
	if r == nil {
		return
	}
	msg := fmt.Sprintf("%s: %v", where, r)
	if msg != a.failed {
		a.failed = msg
		a.host.Error("panic", msg)
		// The stack goes to the console (wasm_exec.js prints stderr there) for whoever debugs.
		fmt.Fprintf(os.Stderr, "nimscope: %s\n%s", msg, debug.Stack())
	}
	a.rebuild()
}

// rebuild makes the scene again from the session, after a panic left it in doubt.
func (a *App) rebuild() {
	// The pictures asked for go with the scene: the page heard of the panic and stopped
	// waiting for them (static/export.js).
	a.cmds.Lock()
	a.cmds.export = nil
	a.pngs.Store(0)
	a.cmds.Unlock()
	a.job = nil
	a.exporting.Store(false)
	f := a.sess.Frame()
	a.version = f.Version
	a.setScene(f)
}

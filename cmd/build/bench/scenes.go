//go:build !js

package main

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/nimscope/nimscope/cmd/build/bench/internal/report"
	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
	"github.com/nimscope/nimscope/web/framestats"
)

// Budgets of the scenes.
const (
	medianBudget = 1.0  // ms of Go-side Update+Draw per frame
	p99Budget    = 2.0  // ms
	fpsBudget    = 58.0 // frames a second in the viewport
	// allocSlack is how many allocations per frame beyond the bare app's still count as
	// none: the app publishes its statistics every 30 frames (one allocation), and two or
	// three stats() calls of the bench (ten-odd each) fall inside each measured window of
	// hundreds of frames (statsSince). Anything that allocates on every frame adds 1 or more.
	allocSlack = 0.25
)

// How long each phase of a scene runs.
const (
	animateFor = 10500 * time.Millisecond // then a fresh summary: the 600 frames stats() covers, at 60 fps
	steadyFor  = 10 * time.Second
	allocFor   = 5 * time.Second         // each phase of the bare app's allocation count
	settleFor  = 1500 * time.Millisecond // an animation started by the driver ends within it
	// The warm-up before the frame-cost phase drives the scene's script for at least warmFor,
	// then on until V8's background compiler is quiet (poolThread): at most quietPool ms of
	// its threads' CPU in quietFor, or warmMax in all.
	warmFor   = 4 * time.Second
	quietFor  = 2 * time.Second
	quietPool = 20.0 // ms
	warmMax   = 40 * time.Second
)

// scene is one row of the scene table: a view at its heaviest documented size and the
// interaction that keeps its frames changing. Scenes whose game the explorer does not show
// yet are reported as not built; their rows fill in once it does.
type scene struct {
	name string // as the table says it
	game string // the game= the explorer must show
	hash string
	// drive is a JavaScript function called once per animation frame while the frame cost
	// and rate are measured; it gets the driver k (see driverScript). steady is the same
	// for the allocation phase: a continuous change without discrete events (a move or a
	// command allocates when it changes the session; a frame should not).
	drive, steady string
	// checkDrag: the steady script holds a drag, and reports in window.__benchDrag whether
	// it took effect (see dragDone); the phase is not measured when it did not.
	checkDrag bool
}

// dragTries is how many probe drags the steady phase of a checkDrag scene tries.
const dragTries = 5

// dragDone reads window.__benchDrag: done once the script held a drag or gave up, and
// a reason when the phase cannot be measured ("" when the drag is held).
func dragDone(v string) (done bool, why string) {
	switch {
	case v == "held":
		return true, ""
	case strings.HasPrefix(v, "failed"):
		return true, "no drag took effect: " + strings.TrimPrefix(strings.TrimPrefix(v, "failed"), ": ")
	}
	return false, ""
}

// steadyMeasured says whether the pointer-only phase measured what it means to: a drag
// held (why from dragDone is "") that painted at least half of the frames. Otherwise the
// reason, for a note in place of its rows.
func steadyMeasured(checkDrag bool, why string, share float64) (bool, string) {
	if !checkDrag {
		return true, ""
	}
	if why != "" {
		return false, why
	}
	if share < 0.5 {
		return false, fmt.Sprintf("the drag was held but only %.0f %% of the frames painted (a pan paints every frame)", 100*share)
	}
	return true, ""
}

var sceneTable = []scene{
	{
		name: "Nim, 20 heaps of 10^7",
		game: "nim",
		hash: "game=nim&heaps=" + repeat("10000000", 20) + "&vs=human",
		// The pointer sweeps over the bars (every frame marks another part of a heap for
		// taking); every 1.5 s it stops, presses and releases (a take: a 20-tick animation),
		// and 0.7 s later the take is undone (another); every 3 s the hint turns on or off.
		// The undo is skipped when the take missed, or it would undo the hash's position.
		drive: `(k) => {
  const s = k.state;
  if (k.n === 0) s.start = window.nimscope.view().position;
  let [x, y] = s.held || k.at(0.5 + 0.45 * Math.sin(k.t / 700), 0.5 + 0.2 * Math.sin(k.t / 260));
  k.mouse("mousemove", x, y);
  if (k.every(1500, 300)) { s.held = [x, y]; k.mouse("mousedown", x, y); }
  if (k.every(1500, 350)) { k.mouse("mouseup", x, y); s.held = null; }
  if (k.every(1500, 1000) && window.nimscope.view().position !== s.start) k.command("undo");
  if (k.every(3000, 2000)) k.command("hint");
}`,
		steady: hoverSweep,
	},
	xorScene("XOR table, 2^20 cells, panning",
		// Zoomed to 64 cells across, so that a drag pans over the 1024 × 1024 cells (the
		// table fitted to the screen does not move). The cells are too small for numbers.
		"game=xor&q=1024&at=512,512&span=64"),
	// Zoomed to 8 cells across, where each cell shows its value (up to four digits): the
	// costliest zoom of the table on the Go side, for the numbers (issue 5 asks 0.2 ms at
	// any zoom); and the nim-product's, whose values are spread wider.
	xorScene("XOR table, 8 cells across with numbers, panning", "game=xor&q=1024&at=512,512&span=8"),
	xorScene("XOR table's nim-product, 8 cells across with numbers, panning", "game=xor&q=1024&op=mul&at=512,512&span=8"),
	hackenbushScene(2000),
	hackenbushScene(300),
	// The other scenes at their largest positions, the pointer sweeping over them.
	hoverScene("Staircase Nim, 24 steps of 9 coins", "staircase", "game=staircase&steps="+repeat("9", 24)+"&vs=human"),
	hoverScene("Coin sliding, 24 coins on 48 cells", "slide", "game=slide&coins=1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31,33,35,37,39,41,43,45,47&vs=human"),
	hoverScene("Subtraction game, 20 heaps of 10^7", "subtraction", "game=subtraction&set=1,2,3&heaps="+repeat("10000000", 20)+"&vs=human"),
	hoverScene("Fibonacci Nim, n = 2^53 − 1", "fibonacci", "game=fibonacci&n=9007199254740991&last=0&vs=human"),
	hoverScene("Mock turtles, 40 coins", "turning", "game=turning&rule=mock&coins="+strings.Repeat("HT", 20)+"&vs=human"),
}

// xorScene is the XOR table at the view of hash, panned by a drag in circles, released
// and pressed again every 2 s.
func xorScene(name, hash string) scene {
	return scene{name: name, game: "xor", hash: hash, drive: xorDrive, steady: xorSteady, checkDrag: true}
}

// xorDrive pans the table in circles; the drag is released and pressed again every 2 s.
// It is released in the corner outside the table: under load a press sometimes starts no
// drag, and a release on a cell is then a click, which opens Nim (at 27 fps on 2026-11-28
// the rest of the phase timed Nim's scene).
const xorDrive = `(k) => {
  const [x, y] = k.at(0.5 + 0.3 * Math.cos(k.t / 500), 0.5 + 0.3 * Math.sin(k.t / 500));
  if (k.every(2000, 0)) k.mouse("mousedown", x, y);
  if (k.every(2000, 1900)) k.releaseInCorner();
  else k.mouse("mousemove", x, y);
}`

// xorSteady is a drag held through the measured window. Under load a press sometimes
// started no drag (nothing panned, nothing painted, and the allocations passed for the
// wrong reason), so the script presses and moves until the scene shows the drag (the
// canvas's cursor turns to "move"), and holds it; a press that shows none within 20 frames
// is released in the corner outside the table (a release on a cell would be a click, which
// opens Nim) and tried again, up to dragTries times. window.__benchDrag says how it went
// (see dragDone): the rows are not measured unless it is "held".
var xorSteady = `(k) => {
  const s = k.state;
  const c = document.querySelector("canvas");
  const [x, y] = k.at(0.5 + 0.3 * Math.cos(k.t / 500), 0.5 + 0.3 * Math.sin(k.t / 500));
  k.mouse("mousemove", x, y);
  if (s.drag === undefined) { s.drag = "probing"; s.tries = 0; s.next = 2; }
  if (s.drag === "probing") {
    const now = window.nimscope.state();
    if (!now.startsWith("game=xor&")) s.drag = "failed: a press left the table (" + now.slice(0, 40) + ")";
    else if (k.n === s.next) { k.mouse("mousedown", x, y); s.up = k.n + 20; }
    else if (k.n > s.next && k.n <= s.up && c.style.cursor === "move") s.drag = "held";
    else if (k.n === s.up) {
      k.releaseInCorner();
      if (++s.tries >= ` + fmt.Sprint(dragTries) + `) s.drag = "failed: " + s.tries + " presses started no drag";
      else s.next = k.n + 5;
    }
  }
  window.__benchDrag = s.drag;
}`

// pickScenes returns the scenes whose name contains substr, ignoring case (all of them
// for ""), or an error naming the rows when none does.
func pickScenes(table []scene, substr string) ([]scene, error) {
	if substr == "" {
		return table, nil
	}
	var picked []scene
	names := make([]string, len(table))
	for i, sc := range table {
		names[i] = sc.name
		if strings.Contains(strings.ToLower(sc.name), strings.ToLower(substr)) {
			picked = append(picked, sc)
		}
	}
	if len(picked) == 0 {
		return nil, fmt.Errorf("-scenes: no scene row's name contains %q; the rows are: %s", substr, strings.Join(names, "; "))
	}
	return picked, nil
}

// repeat is n copies of s joined by commas.
func repeat(s string, n int) string { return strings.TrimSuffix(strings.Repeat(s+",", n), ",") }

// hoverScene is a scene whose frames change as the pointer sweeps over it (the hover marks
// what a press would do), in both phases.
func hoverScene(name, game, hash string) scene {
	return scene{name: name, game: game, hash: hash, drive: hoverJump, steady: hoverSweep}
}

// hackenbushScene is Green Hackenbush with m edges on m/2 vertices while the reduction
// plays as an animation (explain play; stopped and started afresh every 4 s), the pointer
// sweeping over the drawing. Its steady phase plays the animation without restarts.
func hackenbushScene(m int) scene {
	return scene{
		name: fmt.Sprintf("Hackenbush, %d edges, fusion animation", m),
		game: "hackenbush",
		hash: "game=hackenbush&edges=" + hackenbushtest.Random(m/2, m),
		drive: `(k) => {
  const [x, y] = k.at(0.5 + 0.45 * Math.sin(k.t / 700), 0.5 + 0.4 * Math.sin(k.t / 260));
  k.mouse("mousemove", x, y);
  if (k.every(4000, 3900)) k.command("explain", "stop");
  if (k.every(4000, 0)) k.command("explain", "play");
}`,
		steady: `(k) => {
  const [x, y] = k.at(0.5 + 0.45 * Math.sin(k.t / 700), 0.5 + 0.4 * Math.sin(k.t / 260));
  k.mouse("mousemove", x, y);
  if (k.n === 0) { k.command("explain", "stop"); k.command("explain", "play"); }
}`,
	}
}

// hoverJump puts the pointer on a new point of the canvas's middle band every frame, spread
// evenly over it (the plane's golden-ratio sequence), so that what is under the pointer
// changes in most frames and most frames paint: the heaviest hovering. A sweep paints only
// when it crosses from one thing to the next, 6–14 % of the frames in the coin scenes, and
// the p99 of 40–80 painted frames is their slowest: one pause of a shared machine. The
// allocation phase keeps the sweep: a hover that changes every frame is not a steady state
// (a painted frame of these scenes is several draw commands, and Ebiten allocates for each
// command beyond the first: about one allocation a frame more than the bare app's one Fill).
const hoverJump = `(k) => {
  const [x, y] = k.at(0.05 + 0.9 * ((k.n * 0.7548776662) % 1), 0.3 + 0.4 * ((k.n * 0.5698402910) % 1));
  k.mouse("mousemove", x, y);
}`

// hoverSweep moves the pointer over the canvas, a different point every frame.
const hoverSweep = `(k) => {
  const [x, y] = k.at(0.5 + 0.45 * Math.sin(k.t / 700), 0.5 + 0.2 * Math.sin(k.t / 260));
  k.mouse("mousemove", x, y);
}`

// driverScript defines __benchStart(step): it calls step(k) once per animation frame until
// stop() is called, which resolves to the frames counted and the time they took. k gives
// the step the time since the start (t, ms), the time at the previous frame (prev), the
// frame number (n), a state object, and helpers: at(fx, fy) is the viewport point at that
// fraction of the canvas, mouse(type, x, y) dispatches a mouse event on the canvas (Ebiten
// listens there), releaseInCorner() moves to the canvas's top left corner and releases the
// button there (outside the XOR table, where a release is no click on a cell; stop does
// the same with a button left down), every(period, offset) is true on the first frame
// after each offset + i·period ms, command(name, arg) calls nimscope.command.
const driverScript = `window.__benchStart = (step) => {
  const c = document.querySelector("canvas");
  const k = {
    t: 0, prev: -1, n: 0, state: {}, buttons: 0,
    at(fx, fy) {
      const r = c.getBoundingClientRect();
      return [r.left + r.width * fx, r.top + r.height * fy];
    },
    mouse(type, x, y) {
      if (type === "mousedown") this.buttons = 1;
      if (type === "mouseup") this.buttons = 0;
      // The pointer event the browser sends first (which nimscope reads), then the mouse event.
      const p = {mousedown: "pointerdown", mousemove: "pointermove", mouseup: "pointerup"}[type];
      c.dispatchEvent(new PointerEvent(p, {pointerId: 1, pointerType: "mouse", isPrimary: true, clientX: x, clientY: y,
        button: type === "mousemove" ? -1 : 0, buttons: this.buttons, bubbles: true, cancelable: true, view: window}));
      c.dispatchEvent(new MouseEvent(type, {clientX: x, clientY: y, button: 0, buttons: this.buttons,
        bubbles: true, cancelable: true, view: window}));
    },
    releaseInCorner() {
      const [x, y] = this.at(0.005, 0.005);
      this.mouse("mousemove", x, y);
      this.mouse("mouseup", x, y);
    },
    every(period, offset) {
      return this.t >= offset && Math.floor((this.t - offset) / period) > Math.floor((this.prev - offset) / period);
    },
    command(name, arg) {
      const r = arg === undefined ? window.nimscope.command(name) : window.nimscope.command(name, arg);
      if (r && r.error) window.__bench.errors.push("command " + name + ": " + r.error);
    },
  };
  let running = true, t0 = -1, frames = 0, done;
  const finished = new Promise((resolve) => { done = resolve; });
  const loop = (now) => {
    if (t0 < 0) t0 = now;
    if (!running) {
      // Never leave the button down, and never make a click of it: a warm-up may stop a
      // frame after a press, and a release on the XOR table's cell pressed opens Nim.
      if (k.buttons) k.releaseInCorner();
      done({frames: frames, ms: now - t0});
      return;
    }
    k.prev = k.t;
    k.t = now - t0;
    try { step(k); } catch (e) { window.__bench.errors.push("driver: " + e); }
    frames++;
    k.n++;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  return {stop() { running = false; return finished; }};
};`

// stats is what nimscope.stats() returns (web/framestats.Summary), and what the bare
// app's counting build returns (frames, drawn, mallocs).
type stats struct {
	Samples         int     `json:"samples"`
	MedianMS        float64 `json:"medianMs"`
	P99MS           float64 `json:"p99Ms"`
	MaxMS           float64 `json:"maxMs"`
	Updates         float64 `json:"updates"`
	Frames          float64 `json:"frames"`
	Drawn           float64 `json:"drawn"`
	Painted         int     `json:"painted"`
	PaintedMedianMS float64 `json:"paintedMedianMs"`
	PaintedP99MS    float64 `json:"paintedP99Ms"`
	Mallocs         float64 `json:"mallocs"`
	// State is Go's view-model task: after a change the app builds and sends the view model
	// in a task after the frame, not in Update.
	State framestats.TaskSummary `json:"state"`
	Error string                 `json:"error"`
}

func (t *tab) stats() (stats, error) {
	s, err := eval[stats](t, `window.nimscope.stats()`)
	if err == nil && s.Error != "" {
		err = fmt.Errorf("stats(): %s", s.Error)
	}
	return s, err
}

// freshStats returns a summary taken after the call. stats() answers with the latest of
// the summaries the app takes every 30 frames, so this waits for the next one. Each
// summary's frame and allocation counts are read at the same moment, so the difference of
// two is exact; the one stats() call made inside such a window allocates about ten objects.
func (t *tab) freshStats(ctx context.Context) (stats, error) {
	first, err := t.stats()
	if err != nil {
		return first, err
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		sleep(ctx, 600*time.Millisecond)
		s, err := t.stats()
		if err != nil || s.Frames > first.Frames {
			return s, err
		}
		if err := ctx.Err(); err != nil {
			return s, err
		}
		if time.Now().After(deadline) {
			return s, fmt.Errorf("stats(): no new summary within 15 s (frames stay at %.0f)", s.Frames)
		}
	}
}

// phaseCap is how much longer than planned a phase runs, at most, so that the frames of
// stats() are all its own.
const phaseCap = 30 * time.Second

// statsSince returns a summary whose window of frames holds only frames after the summary
// from, taken at since (see windowAfter), waiting up to phaseCap for it; past that, the
// latest. At under 57 fps the planned 10 s run fewer frames than the window, and the window
// reached back to the page's first frames: the XOR row's "max" of 0.2–2.5 s was the scene
// being built (its atlas and shaders), not a frame of the drag. It asks again only when the
// missing frames should have run (untilWindow), not every 600 ms: each stats() call
// allocates in the page, and at 26 fps some twenty asks inside the window added tenths of
// an allocation a frame to the XOR rows' counts (BENCHMARKS.md, session 24).
func (t *tab) statsSince(ctx context.Context, from stats, since time.Time) (stats, error) {
	deadline := time.Now().Add(phaseCap)
	for {
		s, err := t.stats()
		if err != nil || windowAfter(from, s) || time.Now().After(deadline) {
			return s, err
		}
		w := untilWindow(from, s, time.Since(since))
		if w <= 0 {
			w = 600 * time.Millisecond
		}
		sleep(ctx, min(w, time.Until(deadline)))
	}
}

// summaryFrames is how often the app takes the summary stats() answers with (web.App.Draw).
const summaryFrames = 30

// untilWindow is how long the frames that s still lacks of a window after from take, and
// the summary after them, at the rate the frames came since from (elapsed ago); zero when
// there is no rate to go by.
func untilWindow(from, s stats, elapsed time.Duration) time.Duration {
	done := s.Frames - from.Frames
	missing := from.Frames + float64(s.Samples) - s.Frames
	if done <= 0 || missing <= 0 || elapsed <= 0 {
		return 0
	}
	return time.Duration((missing + summaryFrames) / done * float64(elapsed))
}

// showsGame reports whether state, the page's position as nimscope.state() gives it, is a
// position of game.
func showsGame(state, game string) bool {
	return state == "game="+game || strings.HasPrefix(state, "game="+game+"&")
}

// windowAfter reports whether the frames summary s covers (its last s.Samples) all came
// after the summary from was taken.
func windowAfter(from, s stats) bool { return s.Frames-from.Frames >= float64(s.Samples) }

// driven is what the driver counted.
type driven struct {
	Frames float64 `json:"frames"`
	MS     float64 `json:"ms"`
}

func (d driven) fps() float64 {
	if d.MS <= 0 {
		return 0
	}
	return d.Frames / (d.MS / 1000)
}

// drive runs step once per animation frame while during runs, and returns what the
// driver counted.
func (t *tab) drive(ctx context.Context, step string, during func() error) (driven, error) {
	if _, err := eval[bool](t, driverScript+"\nwindow.__benchCtl = window.__benchStart("+step+");\ntrue"); err != nil {
		return driven{}, err
	}
	err := during()
	res, err2 := eval[driven](t, `window.__benchCtl.stop()`)
	if err == nil {
		err = err2
	}
	if err == nil {
		err = ctx.Err()
	}
	return res, err
}

// awaitDrag waits until a checkDrag script holds a drag or gives up, and returns why the
// phase cannot be measured ("" when the drag is held).
func (t *tab) awaitDrag(ctx context.Context) string {
	deadline := time.Now().Add(20 * time.Second)
	for {
		v, err := eval[string](t, `String(window.__benchDrag)`)
		if err != nil {
			return err.Error()
		}
		if done, why := dragDone(v); done {
			return why
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return "the script did not finish its probe drags within 20 s (it says " + v + ")"
		}
		sleep(ctx, 200*time.Millisecond)
	}
}

// idle is what an app cost while left alone.
type idle struct {
	cpu     time.Duration // every browser process (-1 when /proc cannot tell)
	process float64       // the renderer's ProcessTime (its CPU time), s
	task    float64       // the renderer's TaskDuration (its main thread busy), s
}

// idleFor leaves the tab alone for d and measures what it costs.
func (b *bench) idleFor(ctx context.Context, c *chrome, t *tab, d time.Duration) (idle, error) {
	var r idle
	m0, err := t.metrics()
	if err != nil {
		return r, err
	}
	cpu0, cpuErr := treeCPU(c.pid)
	sleep(ctx, d)
	cpu1, cpuErr2 := treeCPU(c.pid)
	m1, err := t.metrics()
	if err != nil {
		return r, err
	}
	r.cpu = -1
	if cpuErr == nil && cpuErr2 == nil {
		r.cpu = cpu1 - cpu0
	}
	r.process = m1["ProcessTime"] - m0["ProcessTime"]
	r.task = m1["TaskDuration"] - m0["TaskDuration"]
	return r, ctx.Err()
}

// rate is what the frames between two summaries counted, per frame.
type rate struct {
	allocs float64 // heap allocations (-1 when no frame ran)
	ticks  float64 // Updates: Ebiten runs 60 a second, so more than one a frame below 60 fps
}

// perFrame is the allocations and ticks per frame between two summaries.
func perFrame(a, b stats) rate {
	if b.Frames <= a.Frames {
		return rate{-1, -1}
	}
	f := b.Frames - a.Frames
	return rate{(b.Mallocs - a.Mallocs) / f, (b.Updates - a.Updates) / f}
}

// perTick is what one more tick a frame allocates, from two windows of the same app with
// different ticks a frame; NaN when their ticks are too close to tell.
func perTick(a, b rate) float64 {
	if a.allocs < 0 || b.allocs < 0 || math.Abs(b.ticks-a.ticks) < 0.5 {
		return math.NaN()
	}
	return (b.allocs - a.allocs) / (b.ticks - a.ticks)
}

// bareResult is what the bare app measured.
type bareResult struct {
	idle                idle
	fps                 float64
	allocIdle, allocRun rate // left alone, and with the pointer moving
	// tick is what Ebiten allocates in each Update (NaN when not measured): an app below 60
	// fps runs more ticks a frame, so its allocations a frame grow with no change in its
	// code, and the site and the bare app seldom run at the same rate on a slow machine.
	tick float64
	// run and wait are what its page's main thread ran and waited for a core, a frame, in
	// its frame-rate run (ms; NaN where schedstat does not tell).
	run, wait float64
}

func (b *bench) scenes(ctx context.Context, c *chrome, urls map[string]string) error {
	b.progress("bare app: %s left alone, then its frame rate…", b.idle)
	var bare bareResult
	t, err := c.open(ctx, urls["bare"])
	if err != nil {
		return err
	}
	sleep(ctx, settleFor)
	if bare.idle, err = b.idleFor(ctx, c, t, b.idle); err != nil {
		t.close()
		return err
	}
	before := renderers(c.profile)
	d, err := t.drive(ctx, `(k) => {}`, func() error { sleep(ctx, 5*time.Second); return nil })
	if err != nil {
		t.close()
		return err
	}
	bare.fps = d.fps()
	bare.run, bare.wait = math.NaN(), math.NaN()
	if run, wait, ok := mainWaits(before, renderers(c.profile)); ok && d.Frames > 0 {
		bare.run, bare.wait = run/d.Frames, wait/d.Frames
	}
	b.pageProblems("bare app", t)
	t.close()
	b.progress("  %s CPU in all browser processes while it runs alone; %.1f fps", cpuString(bare.idle.cpu), bare.fps)

	b.progress("bare app counting its allocations: alone, then with the pointer moving, at 60 and at 120 ticks a second…")
	if bare.allocIdle, bare.allocRun, bare.tick, err = b.bareAllocs(ctx, c, urls["allocs"]); err != nil {
		return err
	}
	b.progress("  %.2f allocations per frame alone, %.2f with the pointer moving (%.2f ticks a frame); %.2f a tick",
		bare.allocIdle.allocs, bare.allocRun.allocs, bare.allocRun.ticks, bare.tick)
	if math.IsNaN(bare.tick) {
		b.rep.Note("The bare app's allocations per tick could not be told (its ticks a frame hardly changed at 120 a second), so the allocation rows compare allocations per frame as they are.")
	}

	picked, err := pickScenes(sceneTable, b.config.scenes)
	if err != nil {
		return err
	}
	for _, sc := range picked {
		if err := b.scene(ctx, c, urls["site"], sc, bare); err != nil {
			return fmt.Errorf("%s: %w", sc.name, err)
		}
		if b.profile > 0 {
			if err := b.profileScene(ctx, c, urls["named"], sc); err != nil {
				return fmt.Errorf("%s: profile: %w", sc.name, err)
			}
		}
	}
	return nil
}

// bareAllocs counts the bare app's allocations per frame left alone and with the pointer
// moving, and then with twice the ticks a second (nimscope.setTPS of its counting build),
// which gives what a tick allocates.
func (b *bench) bareAllocs(ctx context.Context, c *chrome, url string) (alone, moving rate, tick float64, err error) {
	t, err := c.open(ctx, url)
	if err != nil {
		return alone, moving, 0, err
	}
	defer t.close()
	sleep(ctx, settleFor)
	var s [6]stats
	if s[0], err = t.freshStats(ctx); err != nil {
		return alone, moving, 0, err
	}
	sleep(ctx, allocFor)
	if s[1], err = t.freshStats(ctx); err != nil {
		return alone, moving, 0, err
	}
	_, err = t.drive(ctx, hoverSweep, func() error {
		sleep(ctx, settleFor)
		if s[2], err = t.freshStats(ctx); err != nil {
			return err
		}
		sleep(ctx, allocFor)
		if s[3], err = t.freshStats(ctx); err != nil {
			return err
		}
		if _, err := eval[any](t, `window.nimscope.setTPS(120)`); err != nil {
			return err
		}
		sleep(ctx, settleFor)
		if s[4], err = t.freshStats(ctx); err != nil {
			return err
		}
		sleep(ctx, allocFor)
		s[5], err = t.freshStats(ctx)
		return err
	})
	if err != nil {
		return alone, moving, 0, err
	}
	b.pageProblems("bare app (counting allocations)", t)
	moving = perFrame(s[2], s[3])
	return perFrame(s[0], s[1]), moving, perTick(moving, perFrame(s[4], s[5])), nil
}

// scene measures one scene: frame cost and rate while it animates, frame cost and
// allocations while the pointer only moves, and what it costs left alone.
func (b *bench) scene(ctx context.Context, c *chrome, url string, sc scene, bare bareResult) error {
	b.progress("scene %s: loading…", sc.name)
	t, err := c.open(ctx, url+"#"+sc.hash)
	if err != nil {
		return err
	}
	defer t.close()
	state, err := eval[string](t, `window.nimscope.state()`)
	if err != nil {
		return err
	}
	if !strings.HasPrefix(state, "game="+sc.game+"&") {
		why := "the explorer does not show it"
		if errs, err := eval[[]string](t, `window.__bench.errors`); err == nil && len(errs) > 0 {
			why = strings.TrimPrefix(errs[len(errs)-1], "nimscope:error hash: ")
		}
		status := "not built yet"
		if !strings.Contains(why, "not shown in the explorer") && !strings.Contains(why, "not a game") {
			status = "refused by the explorer"
		}
		b.progress("  %s: %s", status, why)
		b.rep.Add(report.Row{Area: "frame cost", Measure: sc.name + ": frame cost, frame rate, allocations, idle",
			Site: status, Verdict: report.Skip})
		b.rep.Note("%s: %s; the page says: %s. The row measures #%s once the explorer shows it (check its interaction script in cmd/build/bench/scenes.go then).",
			sc.name, status, why, shorten(sc.hash, 60))
		return nil
	}
	sleep(ctx, settleFor)

	s0, err := t.stats()
	if err == nil && s0.Frames == 0 {
		// No summary yet: the page is slow to its 30th frame. Without one, the phase's
		// window would hold the page's first frames, which build the scene (a p99 of 62 ms
		// and a max of 438 ms for the XOR table on 2026-11-28, none of them the drag's).
		s0, err = t.freshStats(ctx)
	}
	if err != nil {
		return err
	}
	if s0.Samples < int(s0.Frames) {
		s0.MaxMS = -1 // the page's first frames have left the window
	}
	b.progress("  loaded: the slowest of its first %.0f frames took %.1f ms", s0.Frames, s0.MaxMS)
	// A warm-up of the same script first: V8 compiles a wasm function at its first call, on
	// the page's thread, so the first take, undo or hint ran code never run before, and those
	// frames (2-18 ms in the Nim scene, session 33) made the p99 of a window that began at the
	// page's load. Then it compiles the functions that turned hot again, optimized, on its
	// thread pool, for tens of seconds, and on two cores the page's thread waits for a core
	// meanwhile (Hackenbush's p99 3.3-4.8 ms while it did, 1.5 ms after; session 37). Both are
	// the start's cost, not a frame's; the phase measures frames after.
	b.progress("  warming up with the same script, at least %s and until V8's background compiler is quiet…", warmFor)
	warm, warmPool, err := b.warmUp(ctx, c, t, sc)
	if err != nil {
		return err
	}
	b.progress("  warmed up for %s (the renderers' thread pools: %s of CPU in the last %s)", warm.Round(100*time.Millisecond), cpuString(msDuration(warmPool)), quietFor)
	sleep(ctx, settleFor)
	if _, err := eval[bool](t, `window.__bench.stateMs = []; window.__bench.panelMs = []; window.__bench.sceneMs = []; window.__bench.blockMs = []; true`); err != nil {
		return err
	}
	base, err := t.freshStats(ctx)
	if err != nil {
		return err
	}
	baseAt := time.Now()
	b.progress("  animating for %s: frame cost and frame rate…", animateFor)
	var s1 stats
	// The CPU every browser process used while it animates, per frame: the software
	// renderer's work included, and less disturbed by a shared machine's load than the
	// frame rate (which falls with the time the renderer waits for a core).
	cpu0, cpuErr := treeCPU(c.pid)
	pool0 := renderers(c.profile)
	d, err := t.drive(ctx, sc.drive, func() error {
		sleep(ctx, animateFor)
		s1, err = t.statsSince(ctx, base, baseAt)
		return err
	})
	if err != nil {
		return err
	}
	frames := s1.Frames - base.Frames
	cpu1, cpuErr2 := treeCPU(c.pid)
	pool1 := renderers(c.profile)
	pool, poolOK := poolUsed(pool0, pool1)
	if now, err := eval[string](t, `window.nimscope.state()`); err != nil {
		return err
	} else if !showsGame(now, sc.game) {
		b.progress("  the page left the scene while driven: it shows %s", shorten(now, 60))
		b.rep.Add(report.Row{Area: "frame cost", Measure: sc.name + ": frame cost, frame rate, allocations, idle",
			Site: "not measured: the page left the scene", Verdict: report.Skip})
		b.rep.Note("%s: while the script drove it the page left the scene for %s, so its frames were another scene's; a press its script meant as a drag was taken as a click (cmd/build/bench/scenes.go).",
			sc.name, shorten(now, 60))
		return nil
	}
	if s1.Drawn == base.Drawn {
		b.progress("  nothing painted while driven: the scene is not built yet, or its script does not reach it")
		b.rep.Add(report.Row{Area: "frame cost", Measure: sc.name + ": frame cost, frame rate, allocations, idle",
			Site: "no frame painted", Verdict: report.Skip})
		b.rep.Note("%s: the explorer shows the game, but no frame was painted while the script drove it (%s): the scene is not built yet, or the script in cmd/build/bench/scenes.go does not reach it.",
			sc.name, shorten(sc.hash, 60))
		return nil
	}
	page, err := eval[pageTimes](t, `(({stateMs, panelMs, sceneMs, blockMs}) => ({stateMs, panelMs, sceneMs, blockMs}))(window.__bench)`)
	if err != nil {
		return err
	}
	if frames < float64(s1.Samples) {
		b.rep.Note("%s: only %.0f frames ran while it animated, even %s past the planned %s, so the %d frames of stats() include some from before it (perhaps the page's first, which build the scene: its max then is not a frame of the animation).", sc.name, frames, phaseCap, animateFor, s1.Samples)
	}
	share := (s1.Drawn - base.Drawn) / max(frames, 1)
	b.progress("  median %.2f ms, p99 %.2f ms, max %.1f ms (painted frames: %.2f, %.2f; %.0f %% painted), %.1f fps",
		s1.MedianMS, s1.P99MS, s1.MaxMS, s1.PaintedMedianMS, s1.PaintedP99MS, 100*share, d.fps())

	b.progress("  the pointer only moving for %s: frame cost and allocations per frame…", steadyFor)
	var sa, sb stats
	dragWhy := ""
	_, err = t.drive(ctx, sc.steady, func() error {
		if sc.checkDrag {
			dragWhy = t.awaitDrag(ctx)
		}
		sleep(ctx, settleFor)
		if sa, err = t.freshStats(ctx); err != nil {
			return err
		}
		saAt := time.Now()
		sleep(ctx, steadyFor)
		sb, err = t.statsSince(ctx, sa, saAt)
		return err
	})
	if err != nil {
		return err
	}
	steady := perFrame(sa, sb)
	steadyShare := (sb.Drawn - sa.Drawn) / max(sb.Frames-sa.Frames, 1)
	b.progress("  median %.2f ms, p99 %.2f ms (painted frames: %.2f, %.2f; %.0f %% painted); %.2f allocations per frame",
		sb.MedianMS, sb.P99MS, sb.PaintedMedianMS, sb.PaintedP99MS, 100*steadyShare, steady.allocs)
	steadyOK, steadyWhy := steadyMeasured(sc.checkDrag, dragWhy, steadyShare)
	if !steadyOK {
		b.progress("  not measured: %s", steadyWhy)
	}

	b.progress("  left alone for %s…", b.idle)
	sleep(ctx, settleFor)
	sc0, err := t.freshStats(ctx)
	if err != nil {
		return err
	}
	id, err := b.idleFor(ctx, c, t, b.idle)
	if err != nil {
		return err
	}
	sc1, err := t.freshStats(ctx)
	if err != nil {
		return err
	}
	idleRate := perFrame(sc0, sc1)
	redrawn, idleFrames := sc1.Drawn-sc0.Drawn, sc1.Frames-sc0.Frames
	b.progress("  %.0f of %.0f frames painted, %s CPU in all browser processes, %.2f allocations per frame",
		redrawn, idleFrames, cpuString(id.cpu), idleRate.allocs)
	b.pageProblems(sc.name, t)

	// Frame cost is judged on every frame and on the frames that painted alone, whichever is
	// worse: the budget is for every frame, and the painted ones are where drawing costs.
	cost := func(measure string, all, painted, limit float64) {
		r := report.Row{Area: "frame cost", Measure: sc.name + ": " + measure,
			Site:   fmt.Sprintf("%.2f ms (painted %.2f)", all, painted),
			Budget: fmt.Sprintf("≤ %g ms", limit), Values: map[string]float64{"all": all, "painted": painted}}
		r.Verdict, r.Margin = report.Check(max(all, painted), limit)
		b.rep.Add(r)
	}
	cost(fmt.Sprintf("Go Update+Draw per frame, median of %d while it animates, after %s of the same (%.0f %% painted)", s1.Samples, warm.Round(100*time.Millisecond), 100*share),
		s1.MedianMS, s1.PaintedMedianMS, medianBudget)
	cost(fmt.Sprintf("Go Update+Draw per frame, p99 of the same (max %.1f ms)", s1.MaxMS), s1.P99MS, s1.PaintedP99MS, p99Budget)
	if run, wait, ok := mainWaits(pool0, pool1); ok && frames > 0 {
		// Not budgeted: the times above are wall time, and a frame that waited for a core
		// (the software renderer's threads and the page's share two) counts the wait.
		r := report.Row{Area: "frame cost", Measure: fmt.Sprintf("%s: the page's main thread waiting for a core while it animates, a frame (and running; Linux's schedstat)", sc.name),
			Site:   fmt.Sprintf("%s (ran %s)", msString(wait/frames), msString(run/frames)),
			Values: map[string]float64{"run": run, "wait": wait, "frames": frames}}
		if !math.IsNaN(bare.wait) {
			r.Bare = fmt.Sprintf("%s (ran %s)", msString(bare.wait), msString(bare.run))
			r.Values["bareWait"], r.Values["bareRun"] = bare.wait, bare.run
		}
		b.rep.Add(r)
	}
	// Not budgeted: how long the warm-up drove, and whether V8 still compiled in the
	// background while the frames were measured (its threads then compete with the page's).
	poolMs := -1.0
	if poolOK {
		poolMs = pool
	}
	b.rep.Add(report.Row{Area: "frame cost", Measure: fmt.Sprintf("%s: the warm-up before the phases (at least %s, then until V8's background compiler is quiet: ≤ %g ms of its threads' CPU in %s) / that compiler's CPU while it animates", sc.name, warmFor, quietPool, quietFor),
		Site: fmt.Sprintf("%s / %s", warm.Round(100*time.Millisecond), cpuString(msDuration(poolMs))), Values: map[string]float64{"warmS": warm.Seconds(), "poolMs": poolMs}})
	if s0.MaxMS >= 0 {
		// Not budgeted here: opening a scene is the startup rows' business. Shown because
		// it is what the rows below used to count as their max under load.
		b.rep.Add(report.Row{Area: "frame cost", Measure: fmt.Sprintf("%s: Go Update+Draw, the slowest of the page's first %.0f frames (the scene is built)", sc.name, s0.Frames),
			Site: msString(s0.MaxMS), Values: map[string]float64{"max": s0.MaxMS, "frames": s0.Frames}})
	}
	if n := float64(s1.State.Count - base.State.Count); n > 0 {
		// Not budgeted as a frame: since session 50 the view model is built and sent in a task
		// after the frame (web/app.go, sendState); the frames' rows above no longer hold it.
		mean := (s1.State.TotalMS - base.State.TotalMS) / n
		b.rep.Add(report.Row{Area: "frame cost", Measure: fmt.Sprintf("%s: Go building and sending the view model, in a task after the frame, mean of the %.0f while it animates / max of the latest %d", sc.name, n, framestats.TaskWindow),
			Site:   fmt.Sprintf("%s / %s", msString(mean), msString(s1.State.MaxMS)),
			Values: map[string]float64{"mean": mean, "max": s1.State.MaxMS, "tasks": n}})
	}
	b.timesRow(sc.name, "the page's nimscope:state listeners, run in the microtask after Go's view-model task, median / max of %d events", page.State, "events")
	// Not budgeted: the listeners above only queue the panel's drawing, a task of its own
	// between two frames; on two cores a frame also waits ~10 ms for the software renderer's
	// read-back, so a long one costs a frame (BENCHMARKS.md, session 38).
	b.timesRow(sc.name, "the panel drawing a state, in the task its listener queues, median / max of %d", page.Panel, "tasks")
	// Part of the frame cost: the scene's block (the XOR cell, the Hackenbush step) is
	// dispatched inside Go's Update; the panel drew it there until session 38.
	b.timesRow(sc.name, "the page's nimscope:scene listeners, inside Go's Update, median / max of %d events", page.Scene, "events")
	b.timesRow(sc.name, "the panel drawing the scene's block, in the task its listener queues, median / max of %d", page.Block, "tasks")

	fr := report.Row{Area: "frame rate", Measure: fmt.Sprintf("%s, %d×%d viewport, requestAnimationFrame while it animates", sc.name, viewport, viewport),
		Site: fmt.Sprintf("%.1f fps", d.fps()), Bare: fmt.Sprintf("%.1f fps", bare.fps), Ratio: ratio(d.fps(), bare.fps),
		Budget: fmt.Sprintf("≥ %g fps", fpsBudget), Values: map[string]float64{"site": d.fps(), "bare": bare.fps}}
	fr.Verdict, fr.Margin = report.CheckMin(d.fps(), fpsBudget)
	b.rep.Add(fr)

	if cpuErr == nil && cpuErr2 == nil && frames > 0 {
		perFrame := float64((cpu1 - cpu0).Microseconds()) / 1000 / frames
		b.rep.Add(report.Row{Area: "frame rate", Measure: fmt.Sprintf("%s: CPU of all browser processes per frame while it animates (the software renderer's included; %.0f frames)", sc.name, frames),
			Site: msString(perFrame), Values: map[string]float64{"ms": perFrame, "frames": frames}})
	}

	if steadyOK {
		b.steadyRows(sc, sb, steadyShare, steady, bare)
	} else {
		b.rep.Add(report.Row{Area: "allocations", Measure: sc.name + ": frame cost and heap allocations per frame, the pointer moving",
			Site: "not measured", Verdict: report.Skip})
		b.rep.Note("%s: the phase with the pointer only moving was not measured: %s. Its frame cost and allocation rows are left out; run the bench again on a quieter machine.", sc.name, steadyWhy)
	}
	b.rep.Add(allocRow(sc.name+": heap allocations per frame, left alone (bare: filling every frame)", idleRate, bare.allocIdle, bare.tick))

	ir := report.Row{Area: "idle", Measure: fmt.Sprintf("%s: frames painted while left alone", sc.name),
		Site: fmt.Sprintf("%.0f of %.0f", redrawn, idleFrames), Budget: "0", Verdict: report.Pass,
		Values: map[string]float64{"painted": redrawn, "frames": idleFrames}}
	if redrawn > 0 {
		ir.Verdict = report.Fail
	}
	b.rep.Add(ir)
	b.rep.Add(report.Row{Area: "idle", Measure: fmt.Sprintf("%s: CPU of all browser processes in %s left alone (bare: filling every frame)", sc.name, b.idle),
		Site: cpuString(id.cpu), Bare: cpuString(bare.idle.cpu), Ratio: ratio(float64(id.cpu), float64(bare.idle.cpu)),
		Values: map[string]float64{"siteMs": float64(id.cpu.Milliseconds()), "bareMs": float64(bare.idle.cpu.Milliseconds())}})
	b.rep.Add(report.Row{Area: "idle", Measure: fmt.Sprintf("%s: CPU of the page's renderer (DevTools ProcessTime) in %s", sc.name, b.idle),
		Site: secondsString(id.process), Bare: secondsString(bare.idle.process), Ratio: ratio(id.process, bare.idle.process),
		Values: map[string]float64{"site": id.process, "bare": bare.idle.process, "siteTask": id.task, "bareTask": bare.idle.task}})
	return nil
}

// pageTimes are the times the bench's page script took of the page's own work, in ms
// (probeScript): the nimscope:state and nimscope:scene listeners, and the tasks they queue.
type pageTimes struct {
	State []float64 `json:"stateMs"`
	Panel []float64 `json:"panelMs"`
	Scene []float64 `json:"sceneMs"`
	Block []float64 `json:"blockMs"`
}

// timesRow is an unbudgeted frame-cost row of times the page's script took (ms): their
// median and max, and how many under the key count; what is a format for that count.
// No row for none.
func (b *bench) timesRow(name, what string, ms []float64, count string) {
	if len(ms) == 0 {
		return
	}
	b.rep.Add(report.Row{Area: "frame cost", Measure: name + ": " + fmt.Sprintf(what, len(ms)),
		Site:   fmt.Sprintf("%s / %s", msString(median(ms)), msString(slices.Max(ms))),
		Values: map[string]float64{"median": median(ms), "max": slices.Max(ms), count: float64(len(ms))}})
}

// steadyRows reports the phase with the pointer only moving: its frame cost and its
// allocations per frame against the bare app's.
func (b *bench) steadyRows(sc scene, sb stats, steadyShare float64, steady rate, bare bareResult) {
	b.rep.Add(report.Row{Area: "frame cost", Measure: fmt.Sprintf("%s: median / p99 with the pointer only moving (%.0f %% painted)", sc.name, 100*steadyShare),
		Site:   fmt.Sprintf("%.2f / %.2f ms (painted %.2f / %.2f)", sb.MedianMS, sb.P99MS, sb.PaintedMedianMS, sb.PaintedP99MS),
		Values: map[string]float64{"median": sb.MedianMS, "p99": sb.P99MS, "paintedMedian": sb.PaintedMedianMS, "paintedP99": sb.PaintedP99MS}})
	b.rep.Add(allocRow(fmt.Sprintf("%s: heap allocations per frame, the pointer moving (%.0f %% painted)", sc.name, 100*steadyShare), steady, bare.allocRun, bare.tick))
}

// allocRow is an allocation row: the site's allocations per frame against the bare app's,
// each with its ticks a frame.
func allocRow(measure string, site, bare rate, tick float64) report.Row {
	r := report.Row{Area: "allocations", Measure: measure,
		Site:   fmt.Sprintf("%.2f (%.2f ticks)", site.allocs, site.ticks),
		Bare:   fmt.Sprintf("%.2f (%.2f ticks)", bare.allocs, bare.ticks),
		Budget: fmt.Sprintf("≤ bare + %g, at the site's ticks a frame", allocSlack),
		Values: map[string]float64{"site": site.allocs, "bare": bare.allocs, "siteTicks": site.ticks, "bareTicks": bare.ticks}}
	if !math.IsNaN(tick) {
		r.Values["bareTick"] = tick
	}
	r.Verdict, r.Margin = allocVerdict(site, bare, tick)
	return r
}

// allocVerdict passes a scene that allocates no more per frame than the bare app does at
// the same ticks a frame: the bare app's count with what Ebiten allocates in each tick
// (tick, from bareAllocs) for each tick a frame the site ran more. NaN for tick compares
// the counts as they are.
func allocVerdict(site, bare rate, tick float64) (report.Verdict, string) {
	if site.allocs < 0 || bare.allocs < 0 {
		return report.Skip, "no frames counted"
	}
	extra := site.allocs - bare.allocs
	margin := fmt.Sprintf("%+.2f a frame", extra)
	if !math.IsNaN(tick) && site.ticks != bare.ticks {
		extra -= tick * (site.ticks - bare.ticks)
		margin = fmt.Sprintf("%+.2f a frame at equal ticks; Ebiten %.2f a tick", extra, tick)
	}
	if extra <= allocSlack {
		return report.Pass, margin
	}
	return report.Fail, margin
}

// pageProblems notes whatever went wrong in the page.
func (b *bench) pageProblems(what string, t *tab) {
	for _, p := range t.problems() {
		b.rep.Note("%s: the page reported: %s", what, p)
	}
}

func cpuString(d time.Duration) string {
	if d < 0 {
		return "n/a"
	}
	return fmt.Sprintf("%s ms", report.Bytes(int(d.Milliseconds())))
}

// msDuration is ms milliseconds as a Duration (negative for an unknown CPU time, which
// cpuString writes n/a).
func msDuration(ms float64) time.Duration { return time.Duration(ms * float64(time.Millisecond)) }

// warmUp drives the scene with its script for at least warmFor and then until V8 has stopped
// compiling in the background (poolThread): at most quietPool ms of the renderers' thread
// pools' CPU in the last quietFor, or warmMax in all. Without /proc it drives warmFor. It
// returns how long it drove and that last CPU time (-1 when unknown).
func (b *bench) warmUp(ctx context.Context, c *chrome, t *tab, sc scene) (time.Duration, float64, error) {
	start, last := time.Now(), -1.0
	_, err := t.drive(ctx, sc.drive, func() error {
		sleep(ctx, warmFor-quietFor)
		prev := renderers(c.profile)
		for ctx.Err() == nil {
			sleep(ctx, quietFor)
			now := renderers(c.profile)
			used, ok := poolUsed(prev, now)
			if !ok {
				return nil
			}
			last, prev = used, now
			if warmedUp(used, time.Since(start)) {
				return nil
			}
		}
		return ctx.Err()
	})
	return time.Since(start), last, err
}

// warmedUp says whether a warm-up that has driven for so long, and whose renderers' thread
// pools used pool ms of CPU in its last quietFor, may end.
func warmedUp(pool float64, long time.Duration) bool {
	return long >= warmFor && pool <= quietPool || long >= warmMax
}

func secondsString(s float64) string { return fmt.Sprintf("%s ms", report.Bytes(int(s*1000+0.5))) }

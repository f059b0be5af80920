//go:build !js

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/web/nimlayout"
)

// canvasBox is where Ebiten's canvas is and how big its backing store is.
type canvasBox struct {
	Width, Height       float64 // canvas.width, canvas.height: device pixels
	DPR                 float64 // window.devicePixelRatio
	Left, Top           float64 // getBoundingClientRect, CSS pixels
	CSSWidth, CSSHeight float64
	InnerWidth          float64
}

func (tb *tab) canvas() canvasBox {
	tb.t.Helper()
	return eval[canvasBox](tb, `(() => {
  const c = document.querySelector("canvas");
  const r = c.getBoundingClientRect();
  return {width: c.width, height: c.height, dpr: window.devicePixelRatio,
    left: r.left, top: r.top, cssWidth: r.width, cssHeight: r.height, innerWidth: window.innerWidth};
})()`)
}

// layout is the layout the scene draws heaps of at most tallest stones with,
// computed by the same pure code the scene calls.
func (c canvasBox) layout(heaps int, tallest uint64) nimlayout.Layout {
	return nimlayout.New(c.Width, c.Height, c.DPR, heaps, tallest)
}

// stone is the CSS pixel position of stone j (0 at the bottom) of heap i.
func (c canvasBox) stone(l nimlayout.Layout, i int, j uint64) (x, y float64) {
	dx, dy := l.StoneCenter(i, j)
	return c.Left + dx/c.DPR, c.Top + dy/c.DPR
}

// wantSingleSampled checks that Ebiten's canvas got a WebGL2 context without
// multisampling (boot.js's singleSampled: multisampled, every frame paid for a resolve
// that changes no pixel), with the stencil buffer Ebiten asks for, and that the page's
// getContext is the browser's own again afterwards: another canvas gets WebGL's defaults.
func (tb *tab) wantSingleSampled() {
	tb.t.Helper()
	got := eval[struct {
		Context, Antialias, Stencil, Native, OtherAntialias bool
	}](tb, `(() => {
  const gl = document.querySelector("canvas").getContext("webgl2");
  const a = gl ? gl.getContextAttributes() : {};
  const other = document.createElement("canvas").getContext("webgl2");
  return {context: !!gl, antialias: a.antialias, stencil: a.stencil,
    native: String(HTMLCanvasElement.prototype.getContext).includes("[native code]"),
    otherAntialias: !!other && other.getContextAttributes().antialias};
})()`)
	switch {
	case !got.Context:
		tb.t.Error("the canvas has no WebGL2 context")
	case got.Antialias:
		tb.t.Error("the canvas's WebGL2 context multisamples (antialias true): boot.js did not turn it off")
	case !got.Stencil:
		tb.t.Error("the canvas's WebGL2 context has no stencil buffer, which Ebiten asks for")
	}
	if !got.Native {
		tb.t.Error("HTMLCanvasElement.prototype.getContext is still boot.js's wrapper after Go's context")
	}
	if !got.OtherAntialias {
		tb.t.Error("a canvas of the page's own got a WebGL2 context without antialias: boot.js changed more than Ebiten's")
	}
}

// settle waits until the canvas has been laid out for the tab's viewport:
// Ebiten sizes it from the body, a frame or more after a resize.
func (tb *tab) settle() canvasBox {
	tb.t.Helper()
	tb.waitFor(`(() => {
  const c = document.querySelector("canvas");
  if (!c) return false;
  const r = c.getBoundingClientRect(), d = window.devicePixelRatio;
  return r.width > 0 && r.height > 0 && Math.abs(c.width - r.width * d) <= 1 && Math.abs(c.height - r.height * d) <= 1;
})()`, "the canvas's backing store to match its size on the page")
	tb.frames(4, 100*time.Millisecond)
	return tb.canvas()
}

// ---- reading screenshots ----

// shot is a decoded screenshot and the canvas inside it.
type shot struct {
	img   image.Image
	scale float64         // image pixels per CSS pixel
	area  image.Rectangle // the canvas, less its outline, in image pixels
}

func (tb *tab) shoot(name string, c canvasBox) shot {
	tb.t.Helper()
	data := tb.screenshot(name)
	if data == nil {
		tb.t.Fatalf("no screenshot %s", name)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		tb.t.Fatalf("decode screenshot %s: %v", name, err)
	}
	scale := float64(img.Bounds().Dx()) / c.InnerWidth
	// The canvas can carry a focus outline 3 CSS pixels wide inside its edge;
	// the heaps are far from the edges.
	inset := 8 * scale
	area := image.Rect(
		int(math.Ceil(c.Left*scale+inset)), int(math.Ceil(c.Top*scale+inset)),
		int((c.Left+c.CSSWidth)*scale-inset), int((c.Top+c.CSSHeight)*scale-inset),
	).Intersect(img.Bounds())
	return shot{img: img, scale: scale, area: area}
}

// pairs calls f with each pixel of the canvas in the screenshot and the same pixel of pic,
// a picture of the canvas at its own size (an export): 16-bit red, green and blue of each.
func (s shot) pairs(c canvasBox, pic image.Image, f func(sr, sg, sb, pr, pg, pb uint32)) {
	dx, dy := int(math.Round(c.Left*s.scale)), int(math.Round(c.Top*s.scale))
	for y := s.area.Min.Y; y < s.area.Max.Y; y++ {
		for x := s.area.Min.X; x < s.area.Max.X; x++ {
			sr, sg, sb, _ := s.img.At(x, y).RGBA()
			pr, pg, pb, _ := pic.At(x-dx, y-dy).RGBA()
			f(sr, sg, sb, pr, pg, pb)
		}
	}
}

// hsv returns hue in degrees, saturation and value in 0..1.
func hsv(r, g, b float64) (h, s, v float64) {
	mx, mn := max(r, g, b), min(r, g, b)
	v = mx
	if mx == 0 || mx == mn {
		return 0, 0, v
	}
	d := mx - mn
	s = d / mx
	switch mx {
	case r:
		h = 60 * math.Mod((g-b)/d, 6)
	case g:
		h = 60 * ((b-r)/d + 2)
	default:
		h = 60 * ((r-g)/d + 4)
	}
	if h < 0 {
		h += 360
	}
	return h, s, v
}

type tint int

const (
	other tint = iota
	blue       // the stones: #2e6fb7, shaded
	red        // the stones a press would take: #d64550, shaded
)

// classify tells a stone's blue and the take's red from the background, the
// labels, the base line and the pale column tint of the hover.
func classify(r, g, b uint32) tint {
	h, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
	switch {
	case s < 0.45 || v < 0.2:
		return other
	case h >= 195 && h <= 225:
		return blue
	case h >= 340 || h <= 10:
		return red
	}
	return other
}

// column is a run of x in the screenshot where some pixel has the colour.
type column struct {
	x0, x1 int // image pixels, x1 exclusive
	pixels int
}

func (c column) center() float64 { return float64(c.x0+c.x1) / 2 }

// columns finds the runs of x that hold pixels of colour k inside r, joining
// runs separated by fewer than gap pixels.
func (s shot) columns(k tint, r image.Rectangle, gap int) []column {
	r = r.Intersect(s.area)
	counts := make([]int, r.Dx())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			if classify(cr, cg, cb) == k {
				counts[x-r.Min.X]++
			}
		}
	}
	var cols []column
	for i, n := range counts {
		if n == 0 {
			continue
		}
		x := r.Min.X + i
		if len(cols) > 0 && x-cols[len(cols)-1].x1 < gap {
			cols[len(cols)-1].x1 = x + 1
			cols[len(cols)-1].pixels += n
			continue
		}
		cols = append(cols, column{x0: x, x1: x + 1, pixels: n})
	}
	return cols
}

// count is the number of pixels of colour k inside r.
func (s shot) count(k tint, r image.Rectangle) int {
	n := 0
	for _, c := range s.columns(k, r, 1) {
		n += c.pixels
	}
	return n
}

// heapRect is heap i's column of the layout, from its top to a little below
// its base line, in image pixels.
func (s shot) heapRect(c canvasBox, l nimlayout.Layout, i int) image.Rectangle {
	col := l.Column(i)
	k := s.scale / c.DPR // image pixels per device pixel
	return image.Rect(
		int((c.Left*c.DPR+col.X)*k), int((c.Top*c.DPR+col.Y)*k),
		int((c.Left*c.DPR+col.X+col.W)*k), int((c.Top*c.DPR+l.Base)*k),
	)
}

// TestScreenshotShowsStones looks at the pixels: three columns of blue stones,
// placed where the layout says, holding 3, 4 and 5 stones' worth of blue.
func TestScreenshotShowsStones(t *testing.T) {
	parallel(t)
	for _, tc := range []struct {
		name  string
		w, h  int64
		scale float64
	}{
		{"1200x800", 1200, 800, 1},
		{"1200x800@2x", 1200, 800, 2},
		{"narrow-400x700", 400, 700, 1}, // the panel goes below the stage
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5", viewport(tc.w, tc.h, tc.scale))
			c := tb.settle()
			l := c.layout(3, 5)
			if l.Bars {
				t.Fatalf("the layout draws 3,4,5 as bars on %+v", c)
			}
			s := tb.shoot("stones-"+tc.name, c)
			cols := s.columns(blue, s.area, int(math.Max(2, 0.2*l.Stone*s.scale/c.DPR)))
			if len(cols) != 3 {
				t.Fatalf("found %d columns of stone blue, want 3: %+v (canvas %+v)", len(cols), cols, c)
			}
			total := cols[0].pixels + cols[1].pixels + cols[2].pixels
			want := []int{3, 4, 5}
			for i, col := range cols {
				share := float64(col.pixels) / float64(total)
				wantShare := float64(want[i]) / 12
				if math.Abs(share-wantShare)/wantShare > 0.25 {
					t.Errorf("heap %d has %.1f%% of the blue pixels, want %.1f%% ± 25%% (3:4:5); columns %+v",
						i+1, 100*share, 100*wantShare, cols)
				}
				// The column is centred where the layout puts the heap's axis.
				axis := (c.Left + l.CenterX(i)/c.DPR) * s.scale
				if d := math.Abs(col.center() - axis); d > 3*s.scale {
					t.Errorf("heap %d's stones are centred at x=%.0f in the screenshot, the layout says %.0f", i+1, col.center(), axis)
				}
			}
			if !(cols[0].pixels < cols[1].pixels && cols[1].pixels < cols[2].pixels) {
				t.Errorf("blue pixels per heap %d, %d, %d: want heap 1 < heap 2 < heap 3",
					cols[0].pixels, cols[1].pixels, cols[2].pixels)
			}
			if n := s.count(red, s.area); n > 0 {
				t.Errorf("%d red pixels with no pointer over the stones", n)
			}
		})
	}
}

// ---- pointer input ----

// mouse sends one mouse event at CSS pixel (x, y).
func (tb *tab) mouse(typ input.DispatchMouseEventType, x, y float64) {
	tb.t.Helper()
	opts := []chromedp.MouseOption{chromedp.ButtonNone}
	if typ != chromedp.MouseMoved {
		opts = []chromedp.MouseOption{chromedp.ButtonLeft, chromedp.ClickCount(1)}
	}
	if err := chromedp.Do(tb.ctx, chromedp.MouseEvent(typ, x, y, opts...)); err != nil {
		tb.t.Fatalf("mouse %s at (%.1f, %.1f): %v", typ, x, y, err)
	}
}

// click presses and releases the left button at (x, y) and holds it for a few
// frames in between, as a hand does.
func (tb *tab) click(x, y float64) {
	tb.t.Helper()
	tb.mouse(chromedp.MouseMoved, x, y)
	tb.mouse(chromedp.MousePressed, x, y)
	tb.frames(3, 80*time.Millisecond)
	tb.mouse(chromedp.MouseReleased, x, y)
}

// touch puts a finger down at (x, y), holds it for a few frames and lifts it.
func (tb *tab) touch(x, y float64) {
	tb.t.Helper()
	tb.fingerDown(x, y)
	tb.frames(3, 80*time.Millisecond)
	tb.fingerUp()
}

// fingerDown puts a finger on the screen at (x, y) and leaves it there.
func (tb *tab) fingerDown(x, y float64) {
	tb.t.Helper()
	one := 1.0
	tb.sendTouch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one}})
}

// fingerUp lifts the finger.
func (tb *tab) fingerUp() {
	tb.t.Helper()
	tb.sendTouch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
}

func (tb *tab) sendTouch(typ input.DispatchTouchEventType, points []*input.TouchPoint) {
	tb.t.Helper()
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	}))
	if err != nil {
		tb.t.Fatalf("touch %s: %v", typ, err)
	}
}

// domMouse is a DOM mouse event of a type at a CSS pixel.
type domMouse struct {
	typ  string
	x, y float64
}

// synthetic dispatches the mouse's pointer events on the canvas, each followed by the mouse
// event the browser sends after it, all in one task, so that they reach the game between
// two of its frames. "mousedown", "mousemove" and "mouseup" name them.
func (tb *tab) synthetic(events ...domMouse) {
	tb.t.Helper()
	tb.dispatch(false, events...)
}

// syntheticDrag is a drag with the mouse from (x0, y0) to (x1, y1) in five moves, all of it
// between two frames (synthetic).
func (tb *tab) syntheticDrag(x0, y0, x1, y1 float64) {
	tb.t.Helper()
	events := []domMouse{{"mousemove", x0, y0}, {"mousedown", x0, y0}}
	for i := 1; i <= 5; i++ {
		f := float64(i) / 5
		events = append(events, domMouse{"mousemove", x0 + (x1-x0)*f, y0 + (y1-y0)*f})
	}
	tb.synthetic(append(events, domMouse{"mouseup", x1, y1})...)
}

// syntheticTouch is synthetic for a finger: "mousedown" puts it down, and so on.
func (tb *tab) syntheticTouch(events ...domMouse) {
	tb.t.Helper()
	tb.dispatch(true, events...)
}

func (tb *tab) dispatch(finger bool, events ...domMouse) {
	tb.t.Helper()
	var js strings.Builder
	js.WriteString(`(() => { const c = document.querySelector("canvas");`)
	pointer := map[string]string{"mousedown": "pointerdown", "mousemove": "pointermove", "mouseup": "pointerup"}
	id, kind := 1, "mouse"
	if finger {
		id, kind = 7, "touch"
	}
	held := 0 // the buttons held after the event
	for _, e := range events {
		button := 0
		switch e.typ {
		case "mousedown":
			held = 1
		case "mouseup":
			held = 0
		case "mousemove":
			button = -1
		}
		fmt.Fprintf(&js, "\nc.dispatchEvent(new PointerEvent(%q, {pointerId: %d, pointerType: %q, isPrimary: true, clientX: %g, clientY: %g, button: %d, buttons: %d, bubbles: true, cancelable: true}));",
			pointer[e.typ], id, kind, e.x, e.y, button, held)
		if !finger {
			fmt.Fprintf(&js, "\nc.dispatchEvent(new MouseEvent(%q, {clientX: %g, clientY: %g, button: 0, buttons: %d, bubbles: true, cancelable: true}));",
				e.typ, e.x, e.y, held)
		}
	}
	js.WriteString(`})()`)
	eval[chromedp.Void](tb, js.String())
}

// TestClickTakesStones plays moves on the canvas with the mouse and a finger,
// at the pixel the layout code says a stone is.
func TestClickTakesStones(t *testing.T) {
	parallel(t)
	for _, scale := range []float64{1, 2} {
		t.Run(fmt.Sprintf("mouse-two-players@%gx", scale), func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5&vs=human", viewport(1200, 800, scale))
			c := tb.settle()
			l := c.layout(3, 5)
			x, y := c.stone(l, 0, 1)

			// Hovering stone 1 of heap 1 marks it and the one above in red.
			tb.mouse(chromedp.MouseMoved, x, y)
			tb.frames(4, 100*time.Millisecond)
			s := tb.shoot(fmt.Sprintf("hover-heap1-stone1@%gx", scale), c)
			heap1 := s.heapRect(c, l, 0)
			redHere, blueHere := s.count(red, heap1), s.count(blue, heap1)
			redAll := s.count(red, s.area)
			if redHere == 0 || blueHere == 0 {
				t.Errorf("hovering stone 1 of heap 1: %d red and %d blue pixels in its column, want both (2 stones to take, 1 to stay)", redHere, blueHere)
			} else if r := float64(redHere) / float64(blueHere); r < 1.5 || r > 2.5 {
				t.Errorf("hovering stone 1 of heap 1: red/blue = %d/%d = %.2f, want about 2 (2 stones taken, 1 left)", redHere, blueHere, r)
			}
			if redAll != redHere {
				t.Errorf("%d red pixels outside heap 1's column while hovering it", redAll-redHere)
			}

			tb.click(x, y)
			want := "game=nim&heaps=1,4,5&vs=human"
			tb.waitState(want, "a click on stone 1 of heap 1 takes 2")
			tb.waitFor(`location.hash === "#" + window.nimscope.state()`, "the hash to follow the state")
			tb.waitFor(`document.getElementById("position").textContent.includes("heaps=1,4,5")`, "#position to show heaps=1,4,5")
			tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "#outcome to show P")
			tb.waitFor(`document.getElementById("log").textContent.includes("took 2 from heap 1")`, `the log to say "took 2 from heap 1"`)
			if got := tb.text("to-move"); !strings.Contains(got, "player 2") {
				t.Errorf("#to-move = %q after player 1's move, want player 2", got)
			}
		})
	}

	t.Run("mouse-against-computer", func(t *testing.T) {
		tb := open(t, "game=nim&heaps=3,4,5")
		c := tb.settle()
		l := c.layout(3, 5)
		tb.click(c.stone(l, 2, 1)) // take 4 from the heap of 5, leaving 3,4,1
		tb.waitFor(`window.nimscope.state() !== "game=nim&heaps=3,4,5"`, "the click to take stones")
		tb.waitFor(`(() => {
  const s = window.nimscope.state();
  return s !== "game=nim&heaps=3,4,1" && window.nimscope.analyze(s).outcome === "P";
})()`, "the computer's reply, which leaves a P-position")
		tb.waitFor(`document.getElementById("to-move").textContent === "To move: you."`, "#to-move to say it is your turn again")
		log := eval[[]string](tb, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`)
		if len(log) != 2 || log[0] != "You took 4 from heap 3 (5 → 1)." || !strings.HasPrefix(log[1], "The computer took ") ||
			!strings.HasSuffix(log[1], ", leaving nim-sum 0: a P-position for you.") {
			t.Errorf("log = %q, want your move (4 from heap 3) and then the computer's, saying what it left", log)
		}
		if got := eval[string](tb, `location.hash`); got != "#"+eval[string](tb, `window.nimscope.state()`) {
			t.Errorf("location.hash = %q does not follow the state", got)
		}
	})

	// After a long frame a whole gesture comes at once. A finger's tap was not seen at all;
	// a press and moves came as a press where the pointer ended (a take from a heap never
	// pressed).
	t.Run("gestures-within-one-frame", func(t *testing.T) {
		tb := open(t, "game=nim&heaps=3,4,5&vs=human")
		c := tb.settle()
		l := c.layout(3, 5)
		x, y := c.stone(l, 2, 3)
		tb.syntheticTouch(domMouse{"mousedown", x, y}, domMouse{"mouseup", x, y})
		tb.waitState("game=nim&heaps=3,4,3&vs=human", "a tap within one frame to take 2 from heap 3")
		tb.frames(60, time.Second) // the take's animation
		// Pressed on heap 3's top stone, moved to heap 1's, released there: no move.
		x0, y0 := c.stone(l, 2, 2)
		x1, y1 := c.stone(l, 0, 0)
		tb.synthetic(domMouse{"mousemove", x0, y0}, domMouse{"mousedown", x0, y0}, domMouse{"mousemove", x1, y1})
		tb.frames(4, 100*time.Millisecond)
		tb.synthetic(domMouse{"mouseup", x1, y1})
		tb.frames(20, 400*time.Millisecond)
		if got := eval[string](tb, `window.nimscope.state()`); got != "game=nim&heaps=3,4,3&vs=human" {
			t.Errorf("a press on heap 3 moved to heap 1 within one frame, released there: state() = %q, want no move", got)
		}
	})

	// A touchpad's tap-to-click sends mousedown and mouseup together, so both can
	// arrive before the next frame. Dispatching them in one task makes that
	// certain; as a control, the same events a few frames apart must take too.
	t.Run("press-and-release-in-one-frame", func(t *testing.T) {
		tb := open(t, "game=nim&heaps=3,4,5&vs=human")
		c := tb.settle()
		l := c.layout(3, 5)

		x, y := c.stone(l, 2, 3) // the control: leaves 3 in the heap of 5
		tb.synthetic(domMouse{"mousemove", x, y}, domMouse{"mousedown", x, y})
		tb.frames(3, 60*time.Millisecond)
		tb.synthetic(domMouse{"mouseup", x, y})
		tb.waitState("game=nim&heaps=3,4,3&vs=human", "mousedown and mouseup a few frames apart to take 2 from heap 3")
		tb.frames(60, time.Second) // the take's animation (20 ticks) ignores the pointer

		x, y = c.stone(l, 0, 1)
		tb.synthetic(domMouse{"mousemove", x, y}, domMouse{"mousedown", x, y}, domMouse{"mouseup", x, y})
		tb.frames(20, 400*time.Millisecond)
		const want = "game=nim&heaps=1,4,3&vs=human"
		got := eval[string](tb, `window.nimscope.state()`)
		if got == want {
			return
		}
		tb.synthetic(domMouse{"mousemove", 2, 2}) // away from every heap
		tb.frames(4, 100*time.Millisecond)
		s := tb.shoot("press-and-release-in-one-frame", c)
		armed := s.count(red, s.area)
		// The diagnosis holds only if the scene took input then: the same
		// click, held for a few frames, must take.
		tb.synthetic(domMouse{"mousemove", x, y}, domMouse{"mousedown", x, y})
		tb.frames(3, 60*time.Millisecond)
		tb.synthetic(domMouse{"mouseup", x, y})
		tb.waitState(want, "the same click held for a few frames (the scene was taking input)")
		t.Errorf("BUG in web/nimscene (Scene.Update): a click whose mousedown and mouseup reach Ebiten in the same tick "+
			"is lost: state() = %q, want %s; the same click held for a few frames takes. Update's switch handles "+
			"p.Pressed and skips p.Released when both are set, so no move is made and the press stays armed "+
			"(%d red pixels still marked stones to take after the pointer moved away). Touchpad tap-to-click does this.",
			got, want, armed)
	})

	t.Run("touch", func(t *testing.T) {
		tb := open(t, "game=nim&heaps=3,4,5&vs=human", viewport(1200, 800, 1), touchScreen)
		c := tb.settle()
		l := c.layout(3, 5)
		tb.touch(c.stone(l, 1, 2)) // stone 2 of the heap of 4: leaves 2
		want := "game=nim&heaps=3,2,5&vs=human"
		tb.waitState(want, "a tap on stone 2 of heap 2 takes 2")
		// The mouse events a browser makes up after a tap must not play again.
		tb.frames(10, 300*time.Millisecond)
		if got := eval[string](tb, `window.nimscope.state()`); got != want {
			t.Errorf("state() = %q a moment after the tap, want %q (one move per tap)", got, want)
		}
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 took 2 from heap 2")`, "the log to record the tap's move")
		// A finger leaves no pointer behind: nothing is marked to take.
		s := tb.shoot("after-tap", c)
		if n := s.count(red, s.area); n > 0 {
			t.Errorf("%d red pixels after the finger lifted: a tap leaves a hover behind", n)
		}
	})
}

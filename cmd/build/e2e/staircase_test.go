//go:build !js

package e2e

import (
	"fmt"
	"image"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/web/stairlayout"
)

// stairLayout is the layout the staircase scene draws steps with on canvas c at first: made
// for each step's coins and those of the step above, by the same pure code the scene calls.
func (c canvasBox) stairLayout(steps []uint64) stairlayout.Layout {
	need := make([]uint64, len(steps))
	for i, n := range steps {
		need[i] = n
		if i+1 < len(steps) {
			need[i] += steps[i+1]
		}
	}
	return stairlayout.New(stairlayout.Rect{W: c.Width, H: c.Height}, c.DPR, need)
}

// stairPoint turns a point of the canvas's device pixels into the page's CSS pixels.
func (c canvasBox) stairPoint(x, y float64) (float64, float64) {
	return c.Left + x/c.DPR, c.Top + y/c.DPR
}

// stairRegion is a rectangle of the canvas's device pixels in image pixels.
func (s shot) stairRegion(c canvasBox, r stairlayout.Rect) image.Rectangle {
	k := s.scale / c.DPR
	return image.Rect(int((c.Left*c.DPR+r.X)*k), int((c.Top*c.DPR+r.Y)*k),
		int(math.Ceil((c.Left*c.DPR+r.X+r.W)*k)), int(math.Ceil((c.Top*c.DPR+r.Y+r.H)*k))).Intersect(s.area)
}

// stairTint is a colour of the staircase and slide scenes, told apart by hue, saturation and
// value.
type stairTint struct {
	name             string
	h0, h1, minS, mv float64
}

var (
	stairBlue   = stairTint{"coin blue", 200, 222, 0.5, 0.3}
	stairOrange = stairTint{"move orange", 20, 34, 0.7, 0.6}
	stairGreen  = stairTint{"hint green", 130, 160, 0.45, 0.2}
	stairGold   = stairTint{"odd-step gold", 38, 50, 0.6, 0.7}
)

func (u stairTint) has(r, g, b uint32) bool {
	h, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
	return s >= u.minS && v >= u.mv && h >= u.h0 && h <= u.h1
}

// stairPixels counts the pixels of colour u inside r.
func (s shot) stairPixels(u stairTint, r image.Rectangle) int {
	n := 0
	r = r.Intersect(s.area)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			if u.has(cr, cg, cb) {
				n++
			}
		}
	}
	return n
}

// stairDrag presses the left button at (x0, y0) (CSS pixels), moves to (x1, y1) in a few
// steps with the button held, calls during (if any) there, and lets go.
func (tb *tab) stairDrag(x0, y0, x1, y1 float64, during ...func()) {
	tb.t.Helper()
	tb.dragPath([][2]float64{{x0, y0}, {x1, y1}}, during...)
}

// dragPath presses the left button at the path's first point (CSS pixels), moves to each
// next one in a few steps a frame apart with the button held, calls during (if any) at the
// last, and lets go there.
func (tb *tab) dragPath(path [][2]float64, during ...func()) {
	tb.t.Helper()
	held := func(p *input.DispatchMouseEventParams) { p.Button, p.Buttons = input.MouseButtonLeft, 1 }
	do := func(a chromedp.Action[chromedp.Void]) {
		tb.t.Helper()
		if err := chromedp.Do(tb.ctx, a); err != nil {
			tb.t.Fatalf("drag along %v: %v", path, err)
		}
	}
	x0, y0 := path[0][0], path[0][1]
	do(chromedp.MouseEvent(chromedp.MouseMoved, x0, y0, chromedp.ButtonNone))
	do(chromedp.MouseEvent(chromedp.MousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	tb.frames(2, 40*time.Millisecond)
	for _, to := range path[1:] {
		for i := 1; i <= 6; i++ {
			f := float64(i) / 6
			do(chromedp.MouseEvent(chromedp.MouseMoved, x0+(to[0]-x0)*f, y0+(to[1]-y0)*f, held))
			tb.frames(1, 16*time.Millisecond)
		}
		x0, y0 = to[0], to[1]
	}
	tb.frames(2, 40*time.Millisecond)
	for _, f := range during {
		f()
	}
	do(chromedp.MouseEvent(chromedp.MouseReleased, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

// stairIdle checks that an idle scene paints no frames.
func (tb *tab) stairIdle() {
	tb.t.Helper()
	// stats() is published twice a second: wait for two publications around the quiet time.
	tb.frames(60, 1100*time.Millisecond)
	before := eval[float64](tb, `window.nimscope.stats().drawn`)
	tb.frames(60, 1100*time.Millisecond)
	if after := eval[float64](tb, `window.nimscope.stats().drawn`); after != before {
		tb.t.Errorf("the idle scene painted %.0f frames", after-before)
	}
}

// stairSceneText is the scene block's text as the panel shows it.
func (tb *tab) stairSceneText() string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById("scene-section").hidden ? "" : document.getElementById("scene-body").textContent`)
}

// stairStill checks that a gesture changed nothing, a while after it.
func (tb *tab) stairStill(want, gesture string) {
	tb.t.Helper()
	tb.frames(30, 500*time.Millisecond)
	if got := eval[string](tb, `window.nimscope.state()`); got != want {
		tb.t.Errorf("%s: state() = %q, want it unchanged, %q", gesture, got, want)
	}
}

// stairSet shows a new position through the page's API, as a link or the panel would, and
// waits until the panel shows it: the state want.
func (tb *tab) stairSet(text, want string) {
	tb.t.Helper()
	if got := eval[string](tb, `JSON.stringify(window.nimscope.set(`+strconv.Quote(text)+`))`); got != "{}" {
		tb.t.Fatalf("set(%q) = %s", text, got)
	}
	tb.waitState(want, "the position set")
	tb.synced()
	tb.frames(4, 80*time.Millisecond)
}

// TestStaircaseScene plays Staircase Nim on the canvas: the scene loads from its hash, a drag
// and a tap move coins down as the engine says, drags up or two steps down snap back with a
// reason, and the hint and the reduction are in the panel. One tab serves the mouse's
// gestures, positions set between them; another the finger's.
func TestStaircaseScene(t *testing.T) {
	parallel(t)
	steps := []uint64{3, 0, 5, 2}
	const start = "game=staircase&steps=3,0,5,2&vs=human"
	tab := open(t, start)
	c := tab.settle()
	l := c.stairLayout(steps)

	t.Run("loads", func(t *testing.T) {
		tb := tab.with(t)
		tb.synced()
		if got := eval[string](tb, `window.nimscope.state()`); got != start {
			t.Errorf("state() = %q", got)
		}
		rows := eval[[]string](tb, `[...document.querySelectorAll("#table-body tr, #table-foot tr")].map((tr) => tr.textContent)`)
		if strings.Join(rows, " | ") != "step 13=011 | step 35=101 | ⊕6=110" {
			t.Errorf("the table's rows are %q, want steps 1 and 3 with 3 and 5 coins and nim-sum 6", rows)
		}
		tb.waitFor(`document.getElementById("h-scene").textContent === "On the stairs"`, "the scene's block")
		body := eval[string](tb, `document.getElementById("panel").textContent`)
		for _, want := range []string{"Why the even steps do not count", "How Staircase Nim works", "Nim on the odd steps 1, 3: heaps 3, 5"} {
			if !strings.Contains(body, want) {
				t.Errorf("the panel does not say %q", want)
			}
		}
	})

	t.Run("drag-two-coins-down", func(t *testing.T) {
		tb := tab.with(t)
		// Press the fourth coin of step 3: it and the fifth go down to step 2.
		x0, y0 := c.stairPoint(l.CoinCenter(3, 3))
		x1, y1 := c.stairPoint(l.CenterX(2), l.Tread(2)-l.Coin)
		// Hovering marks the two coins that would move in orange, and outlines where they go.
		tb.mouse(chromedp.MouseMoved, x0, y0)
		tb.frames(4, 100*time.Millisecond)
		s := tb.shoot("staircase-hover", c)
		moving := s.stairPixels(stairOrange, s.stairRegion(c, l.Stack(3, 5, 3)))
		staying := s.stairPixels(stairBlue, s.stairRegion(c, l.Stack(3, 5, 0)))
		landing := s.stairPixels(stairOrange, s.stairRegion(c, stairlayout.Rect{X: l.Column(2).X, Y: l.Tread(2) - 2*l.Coin, W: l.ColW, H: 2 * l.Coin}))
		if moving == 0 || staying == 0 || landing == 0 {
			t.Errorf("hovering coin 4 of step 3: %d orange on its top two coins, %d blue below, %d orange on step 2; want all", moving, staying, landing)
		}
		tb.stairDrag(x0, y0, x1, y1, func() {
			// Held over step 2: the coins are in the hand, over their landing place.
			s := tb.shoot("staircase-dragging", c)
			if n := s.stairPixels(stairOrange, s.stairRegion(c, l.Column(2))); n == 0 {
				t.Error("dragging over step 2: no orange there")
			}
			if n := s.stairPixels(stairBlue, s.stairRegion(c, l.Stack(3, 5, 3))); n > 0 {
				t.Errorf("dragging: %d blue pixels where the grabbed coins were", n)
			}
		})
		tb.waitState("game=staircase&steps=3,2,3,2&vs=human", "dragging 2 coins from step 3 to step 2")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 moved 2 coins from step 3 down to step 2")`, "the log to say the move")
		tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "3,2,3,2 to be a P-position")
	})

	// A drag whose press, moves and release all come between two frames (a long frame on
	// a slow PC) is still the drag: Ebiten reports the press where the button went up,
	// which made it a tap on step 2 (a wrong move, or none).
	t.Run("drag-within-one-frame", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		x0, y0 := c.stairPoint(l.CoinCenter(3, 3))
		x1, y1 := c.stairPoint(l.CenterX(2), l.Tread(2)-l.Coin)
		tb.syntheticDrag(x0, y0, x1, y1)
		tb.waitState("game=staircase&steps=3,2,3,2&vs=human", "a drag of 2 coins from step 3 to step 2 within one frame")
	})

	// A drag put back where it began moves nothing: it was taken for a tap where it ended,
	// and the coins pressed went down a step anyway.
	t.Run("drag-out-and-back", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		x0, y0 := c.stairPoint(l.CoinCenter(3, 3))
		x1, y1 := c.stairPoint(l.CenterX(2), l.Tread(2)-l.Coin)
		tb.dragPath([][2]float64{{x0, y0}, {x1, y1}, {x0, y0}})
		tb.stairStill(start, "a drag of coin 4 of step 3 to step 2 and back")
		tb.syntheticDrag(x0, y0, x1, y1)
		tb.waitState("game=staircase&steps=3,2,3,2&vs=human", "a drag of 2 coins from step 3 to step 2 within one frame")
		// Out and back within one frame: the moves come in one tick.
		tb.synthetic(domMouse{"mousemove", x1, y1}, domMouse{"mousedown", x1, y1}, domMouse{"mousemove", x0, y0}, domMouse{"mousemove", x1, y1}, domMouse{"mouseup", x1, y1})
		tb.stairStill("game=staircase&steps=3,2,3,2&vs=human", "a drag within one frame from step 2 out and back")
	})

	t.Run("tap-takes-off-step-1", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		tb.click(c.stairPoint(l.CoinCenter(1, 1))) // the second coin of step 1 and the one above
		tb.waitState("game=staircase&steps=1,0,5,2&vs=human", "a tap on coin 2 of step 1 takes 2 coins off")
	})

	t.Run("illegal-drags-snap-back", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		for _, tc := range []struct {
			name     string
			from, to int
			reason   string
		}{
			{"up a step", 1, 2, "Coins only go down the stairs: step 2 is above step 1."},
			{"two steps down", 4, 2, "One step at a time: coins on step 4 go to step 3, not step 2."},
			{"off the stairs from step 3", 3, 0, "One step at a time: coins on step 3 go to step 2, not the floor, off the stairs."},
		} {
			x0, y0 := c.stairPoint(l.CoinCenter(tc.from, 0))
			x1, y1 := c.stairPoint(l.CenterX(tc.to), l.Tread(tc.to)-l.Coin)
			tb.stairDrag(x0, y0, x1, y1)
			tb.stairStill(start, tc.name)
			tb.waitFor(fmt.Sprintf(`document.getElementById("scene-body").textContent.includes(%q)`, tc.reason), "the reason for "+tc.name)
		}
		// Snapped back: nothing is left in the hand's orange once the pointer is away.
		tb.mouse(chromedp.MouseMoved, 2, 2)
		tb.frames(10, 300*time.Millisecond)
		s := tb.shoot("staircase-after-refused-drags", c)
		if n := s.stairPixels(stairOrange, s.area); n > 0 {
			t.Errorf("%d orange pixels after the refused drags snapped back", n)
		}
	})

	t.Run("hint", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start+"&hint=1", "game=staircase&steps=3,0,5,2&hint=1&vs=human")
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("move 2 coins from step 3 down to step 2")`, "the hint to name the winning move")
		s := tb.shoot("staircase-hint", c)
		// Rings on the top two coins of step 3, and outlines where they land on step 2.
		rings := s.stairPixels(stairGreen, s.stairRegion(c, l.Stack(3, 5, 3)))
		ghosts := s.stairPixels(stairGreen, s.stairRegion(c, stairlayout.Rect{X: l.Column(2).X, Y: l.Tread(2) - 2*l.Coin, W: l.ColW, H: 2 * l.Coin}))
		others := s.stairPixels(stairGreen, s.area) - rings - ghosts
		if rings == 0 || ghosts == 0 || others > 0 {
			t.Errorf("green pixels: %d on step 3's top coins, %d where they land on step 2, %d elsewhere; want some, some, none", rings, ghosts, others)
		}
		tb.stairSet(start+"&hint=0", start)
	})

	t.Run("huge-stacks-as-bars", func(t *testing.T) {
		tb := tab.with(t)
		const huge = "game=staircase&steps=9007199254740000,1,0&vs=human"
		big := []uint64{9007199254740000, 1, 0}
		tb.stairSet(huge, huge)
		l := c.stairLayout(big)
		if !l.Bars {
			t.Fatalf("2^53 coins drawn as coins on %+v", c)
		}
		s := tb.shoot("staircase-bars", c)
		for k := 1; k <= 2; k++ {
			if n := s.stairPixels(stairBlue, s.stairRegion(c, l.Stack(k, big[k-1], 0))); n == 0 {
				t.Errorf("no blue bar on step %d", k)
			}
		}
		// A tap near the top of step 1's bar takes off what a pixel or two of it stands for.
		top := l.Tread(1) - l.StackHeight(big[0]) + c.DPR
		tb.click(c.stairPoint(l.CenterX(1), top))
		tb.waitFor(`window.nimscope.state() !== "`+huge+`"`, "a tap at the top of the bar to move coins")
		p := eval[string](tb, `window.nimscope.state()`)
		var left uint64
		if _, err := fmt.Sscanf(p, "game=staircase&steps=%d,1,0&vs=human", &left); err != nil || left >= big[0] || left < big[0]/100*99 {
			t.Errorf("after a tap at the top of the bar: %s, want step 1 a little lower (%v)", p, err)
		}
	})

	// The panel's "Make a move" moves coins down a step: the step chosen keeps what is
	// typed, the rest go onto the step below (it lowered only the step, which no move does).
	t.Run("move-form", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		tb.waitFor(`!document.getElementById("move").hidden`, "the move form")
		if got := tb.text("move-help"); !strings.Contains(got, "goes onto the step below") {
			t.Errorf("#move-help = %q, want it to say where the coins go", got)
		}
		eval[chromedp.Void](tb, `(() => { const s = document.getElementById("move-item"); s.value = "2"; s.dispatchEvent(new Event("change")); })()`)
		eval[chromedp.Void](tb, `document.getElementById("move-to").value = "3"`)
		tb.press("move-go")
		tb.waitState("game=staircase&steps=3,2,3,2&vs=human", "step 3 keeping 3 coins, 2 going to step 2")
		if !tb.hidden("error") {
			t.Errorf("#error after a legal move: %q", tb.text("error-text"))
		}
	})

	t.Run("against-the-computer", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet("game=staircase&steps=3,0,5,2&vs=computer", "game=staircase&steps=3,0,5,2")
		tb.click(c.stairPoint(l.CoinCenter(1, 2))) // one coin off step 1: 2,0,5,2
		tb.waitFor(`(() => {
  const s = window.nimscope.state();
  return s !== "game=staircase&steps=3,0,5,2" && s !== "game=staircase&steps=2,0,5,2" && window.nimscope.analyze(s).outcome === "P";
})()`, "the computer's reply, which leaves a P-position")
	})

	t.Run("open-nim", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet("game=staircase&steps=3,0,5,2&play=misere", "game=staircase&steps=3,0,5,2&play=misere")
		tb.slideButton("Play the odd steps as Nim")
		tb.waitState("game=nim&heaps=3,5&play=misere", "opening the odd steps as Nim")
	})

	t.Run("touch-tap", func(t *testing.T) {
		tb := open(t, start, viewport(390, 844, 2), touchScreen)
		c := tb.settle()
		l := c.stairLayout(steps)
		tb.touch(c.stairPoint(l.CoinCenter(4, 0))) // both coins of step 4 go to step 3
		tb.waitState("game=staircase&steps=3,0,7,0&vs=human", "a tap on the bottom coin of step 4")
		tb.stairStill("game=staircase&steps=3,0,7,0&vs=human", "a moment after the tap: one move per tap")
	})
}

// TestStaircaseScreenshots looks at the pixels: blue coins on each step in the proportion
// 3:0:5:2, gold in the strip under the odd steps only, nothing orange without a pointer.
func TestStaircaseScreenshots(t *testing.T) {
	parallel(t)
	steps := []uint64{3, 0, 5, 2}
	for _, tc := range []struct {
		name  string
		w, h  int64
		scale float64
	}{
		{"1280x800", 1280, 800, 1},
		{"1280x800@2x", 1280, 800, 2},
		{"narrow-390x844", 390, 844, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := open(t, "game=staircase&steps=3,0,5,2", viewport(tc.w, tc.h, tc.scale))
			c := tb.settle()
			l := c.stairLayout(steps)
			if l.Bars {
				t.Fatalf("3,0,5,2 drawn as bars on %+v", c)
			}
			s := tb.shoot("staircase-"+tc.name, c)
			var blue [4]int
			total := 0
			for k := 1; k <= 4; k++ {
				col := l.Column(k)
				blue[k-1] = s.stairPixels(stairBlue, s.stairRegion(c, stairlayout.Rect{X: col.X, Y: l.Top - l.LabelH*2, W: col.W, H: l.Tread(k) - l.Top + l.LabelH*2}))
				total += blue[k-1]
			}
			if total == 0 {
				t.Fatal("no coin blue on the stairs")
			}
			for k, want := range steps {
				share, wantShare := float64(blue[k])/float64(total), float64(want)/10
				if math.Abs(share-wantShare) > 0.06 {
					t.Errorf("step %d has %.0f%% of the blue, want about %.0f%% (3:0:5:2); %v", k+1, 100*share, 100*wantShare, blue)
				}
			}
			for k := 1; k <= 4; k++ {
				gold := s.stairPixels(stairGold, s.stairRegion(c, l.Label(k)))
				cell := l.Label(k)
				area := cell.W * cell.H / c.DPR / c.DPR * s.scale * s.scale
				if k%2 == 1 && float64(gold) < area*0.4 || k%2 == 0 && gold > 0 {
					t.Errorf("step %d's cell of the strip has %d gold pixels of %.0f", k, gold, area)
				}
			}
			if n := s.stairPixels(stairOrange, s.area); n > 0 {
				t.Errorf("%d orange pixels with no pointer on the stairs", n)
			}
			tb.stairIdle()
		})
	}
}

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

	"github.com/chromedp/chromedp"
	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/web/fiblayout"
)

// fibPosition parses a Fibonacci Nim or k-multiple position.
func fibPosition(t *testing.T, text string) fibonacci.Position {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p.(fibonacci.Position)
}

// fibLayout is the layout the scene draws text with on canvas c, computed by the same pure
// code the scene calls; cap is the longest row of the game so far (0: this position's).
func (c canvasBox) fibLayout(t *testing.T, text string, cap uint64) fiblayout.Layout {
	return fiblayout.New(c.Width, c.Height, c.DPR, fiblayout.HeapOf(fibPosition(t, text)), cap)
}

// fibAt turns a point of the canvas's device pixels into the page's CSS pixels.
func (c canvasBox) fibAt(x, y float64) (float64, float64) {
	return c.Left + x/c.DPR, c.Top + y/c.DPR
}

// fibRegion is the rectangle of device pixels x0..x1, y0..y1 of the canvas, in image pixels.
func (s shot) fibRegion(c canvasBox, x0, y0, x1, y1 float64) image.Rectangle {
	k := s.scale / c.DPR
	return image.Rect(int((c.Left*c.DPR+x0)*k), int((c.Top*c.DPR+y0)*k),
		int(math.Ceil((c.Left*c.DPR+x1)*k)), int(math.Ceil((c.Top*c.DPR+y1)*k))).Intersect(s.area)
}

// fibHue is a colour the scenes draw with, told apart by hue, saturation and value.
type fibHue struct {
	name             string
	h0, h1, minS, mv float64
}

var (
	fibBlue  = fibHue{"block blue", 195, 225, 0.45, 0.2}
	fibRed   = fibHue{"take red", 340, 10, 0.45, 0.2}
	fibGreen = fibHue{"hint green", 130, 160, 0.45, 0.2}
	fibAmber = fibHue{"bracket amber", 28, 45, 0.8, 0.4}
	coinGold = fibHue{"heads gold", 38, 55, 0.5, 0.6}
)

func (u fibHue) has(r, g, b uint32) bool {
	h, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
	if s < u.minS || v < u.mv {
		return false
	}
	if u.h0 > u.h1 {
		return h >= u.h0 || h <= u.h1
	}
	return h >= u.h0 && h <= u.h1
}

// fibPixels counts the pixels of colour u inside r.
func (s shot) fibPixels(u fibHue, r image.Rectangle) int {
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

// stripOf is the image rectangle of units a..b−1 of the heap's row.
func (s shot) stripOf(c canvasBox, l fiblayout.Layout, a, b uint64) image.Rectangle {
	x0, x1 := l.Span(a, b)
	return s.fibRegion(c, x0, l.StripY-2, x1, l.StripY+l.StripH+2)
}

// fibStill checks that after a gesture and a moment the state is still want: nothing moved.
func (tb *tab) fibStill(want, gesture string) {
	tb.t.Helper()
	tb.frames(30, 500*time.Millisecond)
	if got := eval[string](tb, `window.nimscope.state()`); got != want {
		tb.t.Errorf("%s changed the state to %q, want it unchanged (%q)", gesture, got, want)
	}
}

// TestFibonacciScene plays Fibonacci Nim on the canvas: a cut on the heap, a press on a
// block's label, refused takes beyond the bracket, the computer's reply, with mouse and finger.
func TestFibonacciScene(t *testing.T) {
	parallel(t)
	t.Run("cut-then-too-much", func(t *testing.T) {
		const start = "game=fibonacci&n=20&last=0&vs=human"
		tb := open(t, start)
		tb.synced()
		if got := eval[string](tb, `window.nimscope.state()`); got != start {
			t.Fatalf("state() = %q after loading #%s", got, start)
		}
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Take 1 to 19 stones")`, "the scene to say what may be taken")
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		if !l.Stones {
			t.Fatalf("20 stones drawn as bars on %+v", c)
		}
		// Press stone 18: stones 18 and 19 go, the smallest Zeckendorf term.
		tb.click(c.fibAt(l.CutPoint(18)))
		const after = "game=fibonacci&n=18&last=2&vs=human"
		tb.waitState(after, "a click on stone 18 takes 2")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 took 2 (20 → 18)")`, "the log to record the take")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Take 1 to 4 stones")`, "the scene to say up to 4 may be taken now")
		tb.frames(40, 600*time.Millisecond)
		tb.synced()

		// Now at most 2·2 = 4: a press on stone 10 would take 8. It snaps back and says why.
		lines := eval[int](tb, `document.querySelectorAll("#log li").length`)
		l = c.fibLayout(t, after, 20)
		tb.click(c.fibAt(l.CutPoint(10)))
		tb.fibStill(after, "a click taking 8 when at most 4 may be taken")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("A take of 8 is too many: at most 4")`, "the scene to say why nothing was taken")
		// The label of the block of 13 asks for 13: refused too.
		tb.click(c.fibAt(l.TabPoint(0)))
		tb.fibStill(after, "a click on the label of the block of 13")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("A take of 13 is too many")`, "the scene to say why the block stays")
		if n := eval[int](tb, `document.querySelectorAll("#log li").length`); n != lines {
			t.Errorf("the log has %d lines after two refused takes, want %d as before", n, lines)
		}
		// A legal take clears the refusal: 3 from the 5 (stone 15 on).
		tb.click(c.fibAt(l.CutPoint(15)))
		tb.waitState("game=fibonacci&n=15&last=3&vs=human", "a click on stone 15 takes 3")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Take 1 to 6 stones")`, "the scene to forget the refusal")

		// By keyboard: the panel's Make a move asks for a take from 1 to 6 (2·3).
		tb.waitFor(`!document.getElementById("move").hidden`, "the move form")
		if !tb.hidden("move-item") || tb.hidden("move-to") || tb.text("move-to-label") != "Take" {
			t.Errorf("the move form in take mode: #move-item hidden %v, #move-to hidden %v, label %q", tb.hidden("move-item"), tb.hidden("move-to"), tb.text("move-to-label"))
		}
		tb.waitFor(`document.getElementById("move-help").textContent.includes("from 1 to 6")`, "the take form to say 1 to 6")
		// 7 is refused in the page's words, and nothing moves.
		eval[chromedp.Void](tb, `document.getElementById("move-to").value = "7"`)
		tb.press("move-go")
		tb.waitFor(`!document.getElementById("error").hidden`, "the error for a take of 7")
		if got := tb.text("error-text"); !strings.Contains(got, "from 1 to 6") {
			t.Errorf("#error-text = %q, want it to say 1 to 6", got)
		}
		if got := eval[string](tb, `window.nimscope.state()`); got != "game=fibonacci&n=15&last=3&vs=human" {
			t.Errorf("after a take of 7 was refused: %s", got)
		}
		eval[chromedp.Void](tb, `document.getElementById("move-to").value = "2"`)
		tb.press("move-go")
		tb.waitState("game=fibonacci&n=13&last=2&vs=human", "Move with a take of 2")
		if !tb.hidden("error") {
			t.Errorf("#error after a legal take: %q", tb.text("error-text"))
		}
		// The panel draws the new state a task after it comes.
		tb.waitFor(`document.getElementById("move-help").textContent.includes("from 1 to 4")`, "the take form to say 1 to 4 after the take of 2")
	})

	// The take's count is for a finger, which covers the stones it would take: it shows while
	// a take is pressed, not while a mouse only hovers (the red stones show the take there).
	// It showed on hover too.
	t.Run("count-only-while-pressed", func(t *testing.T) {
		const start = "game=fibonacci&n=20&last=0&vs=human"
		tb := open(t, start)
		tb.synced()
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		x, y := c.fibAt(l.CutPoint(18))
		cx, _ := l.CutPoint(18)
		count := func(s shot) int {
			return s.fibPixels(fibRed, s.fibRegion(c, cx-l.LabelH*2, l.BracketY-l.LabelH*1.3, cx+l.LabelH*2, l.BracketY-l.LabelH*0.1))
		}
		tb.mouse(chromedp.MouseMoved, x, y)
		tb.frames(6, 150*time.Millisecond)
		s := tb.shoot("fibonacci-hover", c)
		if n := s.fibPixels(fibRed, s.stripOf(c, l, 18, 20)); n == 0 {
			t.Error("hovering stone 18: its take (stones 18 and 19) is not red")
		}
		if n := count(s); n > 0 {
			t.Errorf("hovering stone 18: %d red pixels of a count over it, want none until it is pressed", n)
		}
		tb.mouse(chromedp.MousePressed, x, y)
		tb.frames(6, 150*time.Millisecond)
		if n := count(tb.shoot("fibonacci-pressed", c)); n == 0 {
			t.Error("pressing stone 18: no red count over it")
		}
		tb.mouse(chromedp.MouseReleased, x, y)
		tb.waitState("game=fibonacci&n=18&last=2&vs=human", "releasing the press on stone 18")
	})

	// A big heap's first move has more takes than a list could offer: the take form has them
	// all, and the API's playtake refuses what the rules do.
	t.Run("take-from-a-big-heap", func(t *testing.T) {
		const start = "game=fibonacci&n=1000&last=0&vs=human"
		tb := open(t, start)
		tb.synced()
		tb.waitFor(`!document.getElementById("move").hidden && document.getElementById("move-to").max === "999"`, "the take form, 1 to 999")
		for _, bad := range []string{`1000`, `0`, `"2.5"`, `-1`, `true`} {
			if got := eval[string](tb, `JSON.stringify(window.nimscope.command("playtake", `+bad+`))`); !strings.Contains(got, "error") {
				t.Errorf("playtake %s answered %s, want an error", bad, got)
			}
		}
		eval[chromedp.Void](tb, `document.getElementById("move-to").value = "610"`)
		tb.press("move-go")
		tb.waitState("game=fibonacci&n=390&last=610&vs=human", "a take of 610")
	})

	t.Run("label-by-touch", func(t *testing.T) {
		const start = "game=fibonacci&n=20&last=0&vs=human"
		tb := open(t, start, viewport(390, 844, 2), touchScreen)
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		tb.touch(c.fibAt(l.TabPoint(2))) // the label of the block of 2
		tb.waitState("game=fibonacci&n=18&last=2&vs=human", "a tap on the label of the block of 2 takes it")
	})

	t.Run("against-the-computer", func(t *testing.T) {
		const start = "game=fibonacci&n=20&last=0"
		tb := open(t, start)
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		tb.click(c.fibAt(l.TabPoint(2)))
		tb.waitFor(`(() => {
  const s = window.nimscope.state();
  return s !== "`+start+`" && s !== "game=fibonacci&n=18&last=2";
})()`, "the computer's reply to the take of 2")
		if got := eval[string](tb, `window.nimscope.analyze(window.nimscope.state()).outcome`); got != "N" {
			t.Errorf("after the computer's reply to the winning take the outcome is %s, want N (your turn, and you win)", got)
		}
	})

	t.Run("hint", func(t *testing.T) {
		const start = "game=fibonacci&n=20&last=0&hint=1"
		tb := open(t, start)
		tb.synced()
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("take 2, the smallest term (leaving 18)")`, "the hint to name the take of 2")
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		s := tb.shoot("fibonacci-hint", c)
		small := s.stripOf(c, l, 18, 20)
		big := s.stripOf(c, l, 0, 13)
		if g := s.fibPixels(fibGreen, small); g == 0 {
			t.Errorf("no hint green around the block of 2")
		}
		if g := s.fibPixels(fibGreen, big); g > 0 {
			t.Errorf("%d hint green pixels on the block of 13, which no winning take touches", g)
		}
	})
}

// TestFibonacciScreenshots looks at the pixels: three blocks of blue in the ratio 13:5:2, the
// amber bracket over the allowed takes, nothing red with no pointer over the heap.
func TestFibonacciScreenshots(t *testing.T) {
	parallel(t)
	for _, tc := range []struct {
		name  string
		w, h  int64
		scale float64
	}{
		{"1280x800", 1280, 800, 1},
		{"390x844@2x", 390, 844, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const start = "game=fibonacci&n=20&last=0"
			tb := open(t, start, viewport(tc.w, tc.h, tc.scale))
			c := tb.settle()
			l := c.fibLayout(t, start, 0)
			s := tb.shoot("fibonacci-"+tc.name, c)
			var blue [3]int
			for i, seg := range l.HeapSegs() {
				blue[i] = s.fibPixels(fibBlue, s.stripOf(c, l, seg.Start, seg.End()))
			}
			total := blue[0] + blue[1] + blue[2]
			for i, want := range []float64{13, 5, 2} {
				share := float64(blue[i]) / float64(max(total, 1))
				if math.Abs(share-want/20)/(want/20) > 0.25 {
					t.Errorf("block %d has %.1f%% of the blue, want %.1f%% ± 25%% (13:5:2): %v", i+1, 100*share, 100*want/20, blue)
				}
			}
			x0, x1, _ := l.Zone()
			bracket := s.fibRegion(c, x0, l.BracketY-l.LabelH*1.2, x1, l.BracketY+l.LabelH*0.4)
			if n := s.fibPixels(fibAmber, bracket); n == 0 {
				t.Errorf("no amber bracket over the allowed takes")
			}
			if n := s.fibPixels(fibRed, s.area); n > 0 {
				t.Errorf("%d red pixels with no pointer over the heap", n)
			}
		})
	}
}

// TestMultipleScene plays the k-multiple game with k = 1 (the powers of 2), and a heap of
// 2^53−1 drawn as bars.
func TestMultipleScene(t *testing.T) {
	parallel(t)
	t.Run("k=1", func(t *testing.T) {
		const start = "game=multiple&n=15&k=1&last=0&vs=human"
		tb := open(t, start)
		tb.synced()
		tb.waitFor(`document.getElementById("position").textContent === "game=multiple&n=15&k=1&last=0"`, "#position")
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		if got := len(l.HeapSegs()); got != 4 {
			t.Fatalf("15 = 8 + 4 + 2 + 1 drawn as %d blocks", got)
		}
		tb.click(c.fibAt(l.TabPoint(3))) // the block of 1
		const after = "game=multiple&n=14&k=1&last=1&vs=human"
		tb.waitState(after, "a click on the label of the block of 1 takes 1")
		tb.frames(40, 600*time.Millisecond)
		tb.synced()
		// Now at most 1·1: a press on stone 11 would take 3.
		l = c.fibLayout(t, after, 15)
		tb.click(c.fibAt(l.CutPoint(11)))
		tb.fibStill(after, "a click taking 3 when at most 1 may be taken")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("A take of 3 is too many: at most 1")`, "the scene to say why")
	})

	t.Run("2^53-1", func(t *testing.T) {
		const start = "game=multiple&n=9007199254740991&k=1&last=0&vs=human"
		tb := open(t, start)
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		if l.Stones {
			t.Fatal("2^53−1 stones drawn as stones")
		}
		segs := l.HeapSegs()
		if len(segs) != 53 {
			t.Fatalf("2^53−1 drawn as %d blocks, want 53 powers of 2", len(segs))
		}
		// The label of the block of 4: takes exactly 4.
		tb.click(c.fibAt(l.TabPoint(50)))
		tb.waitState("game=multiple&n=9007199254740987&k=1&last=4&vs=human", "a click on the label of the block of 4")
		s := tb.shoot("multiple-2^53-1", c)
		if n := s.fibPixels(fibBlue, s.area); n == 0 {
			t.Error("no blue bars")
		}
	})

	// On a phone, upright or on its side (the panel beside a narrow canvas), the heap is a grid
	// of stones a finger hits; while the finger is down, the number it would take shows above
	// the heap in the take's red; lifting it takes them.
	for _, tc := range []struct {
		name   string
		w, h   int64
		cut    uint64 // the stone tapped
		after  string
		counts bool // look for the number while the finger is down
	}{
		{"phone-upright", 360, 640, 26, "game=multiple&n=26&k=3&last=4&vs=human", true},
		{"phone-on-its-side", 640, 360, 23, "game=multiple&n=23&k=3&last=7&vs=human", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const start = "game=multiple&n=30&k=3&last=0&vs=human"
			tb := open(t, start, viewport(tc.w, tc.h, 3), touchScreen)
			tb.synced()
			c := tb.settle()
			l := c.fibLayout(t, start, 0)
			if !l.Stones || l.Pitch/c.DPR < 28 {
				t.Fatalf("30 stones on a %d×%d canvas (CSS px): stones %v, %.1f CSS px apart, want stones of 28 or more",
					int(c.CSSWidth), int(c.CSSHeight), l.Stones, l.Pitch/c.DPR)
			}
			x, y := c.fibAt(l.CutPoint(tc.cut))
			if !tc.counts {
				tb.touch(x, y)
				tb.waitState(tc.after, fmt.Sprintf("a tap on stone %d", tc.cut))
				return
			}
			tb.fingerDown(x, y)
			tb.frames(6, 150*time.Millisecond)
			s := tb.shoot("multiple-phone-pressed", c)
			cx, _ := l.CutPoint(tc.cut)
			count := s.fibRegion(c, cx-l.LabelH*2, l.BracketY-l.LabelH*1.3, cx+l.LabelH*2, l.BracketY-l.LabelH*0.1)
			if n := s.fibPixels(fibRed, count); n == 0 {
				t.Errorf("no red number over stone %d while the finger is on it", tc.cut)
			}
			tb.fingerUp()
			tb.waitState(tc.after, fmt.Sprintf("lifting the finger from stone %d", tc.cut))
		})
	}

	t.Run("misère", func(t *testing.T) {
		const start = "game=fibonacci&n=20&last=0&play=misere&hint=1&vs=human"
		tb := open(t, start)
		tb.synced()
		c := tb.settle()
		l := c.fibLayout(t, start, 0)
		// The last stone apart, then 19 = 13 + 5 + 1.
		var sizes []string
		for _, seg := range l.HeapSegs() {
			sizes = append(sizes, strconv.FormatUint(seg.Size, 10))
		}
		if got := strings.Join(sizes, "+"); got != "1+13+5+1" || l.HeapSegs()[0].Kind != fiblayout.Kept {
			t.Fatalf("misère blocks %s, want the kept stone and 13+5+1", got)
		}
		tb.shoot("fibonacci-misere-hint", c)
		tb.click(c.fibAt(l.TabPoint(3)))
		tb.waitState("game=fibonacci&n=19&last=1&play=misere&hint=1&vs=human", fmt.Sprintf("a click on the last block's label (%d)", l.HeapSegs()[3].Size))
	})
}

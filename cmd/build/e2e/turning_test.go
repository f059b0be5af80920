//go:build !js

package e2e

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/web/turnlayout"
)

// turnLayout is the layout the scene draws n coins with, from the same pure code.
func (c canvasBox) turnLayout(n int) turnlayout.Layout {
	return turnlayout.New(c.Width, c.Height, c.DPR, n)
}

// coin is the CSS pixel position of coin j's centre.
func (c canvasBox) coin(l turnlayout.Layout, j int) (x, y float64) {
	return c.fibAt(l.Center(j))
}

// coinRect is the image rectangle of coin j's disc.
func (s shot) coinRect(c canvasBox, l turnlayout.Layout, j int, grow float64) image.Rectangle {
	x, y := l.Center(j)
	r := l.Coin / 2 * grow
	return s.fibRegion(c, x-r, y-r, x+r, y+r)
}

// coinGrey tells the tails' grey: little saturation, darker than the stage.
func coinGrey(r, g, b uint32) bool {
	_, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
	return s < 0.12 && v > 0.5 && v < 0.85
}

func (s shot) coinGreyPixels(r image.Rectangle) int {
	n := 0
	r = r.Intersect(s.area)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			if coinGrey(cr, cg, cb) {
				n++
			}
		}
	}
	return n
}

// turnButton clicks a button of the scene's block in the panel.
func (tb *tab) turnButton(command string) {
	tb.t.Helper()
	sel := fmt.Sprintf(`#scene-controls button[data-command=%q]`, command)
	tb.waitFor(`(() => { const b = document.querySelector('`+sel+`'); return b && !b.disabled; })()`, "the "+command+" button to be enabled")
	if err := chromedp.Do(tb.ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
		tb.t.Fatalf("click %s: %v", sel, err)
	}
}

// TestTurningScene plays coin turning on the canvas: choosing a move coin by coin, by a drag,
// by the panel's Turn over button, a double tap with a finger, and refused presses on tails.
func TestTurningScene(t *testing.T) {
	parallel(t)
	t.Run("turtles-taps", func(t *testing.T) {
		const start = "game=turning&coins=HTTHTHH&rule=turtles&vs=human"
		tb := open(t, start)
		tb.synced()
		if got := eval[string](tb, `window.nimscope.state()`); got != start {
			t.Fatalf("state() = %q after loading #%s", got, start)
		}
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Press a head")`, "the scene to say how to move")
		// Turn with nothing chosen, or with an argument, is refused in the answer.
		for call, want := range map[string]string{
			`window.nimscope.command("turn")`:      "turn: no coins are chosen",
			`window.nimscope.command("turn", "7")`: `turn takes no argument, not \"7\"`,
		} {
			if res := eval[string](tb, `JSON.stringify(`+call+`)`); !strings.Contains(res, want) {
				t.Errorf("%s = %s, want {error} with %s", call, res, want)
			}
		}
		c := tb.settle()
		l := c.turnLayout(7)
		tb.click(c.coin(l, 7))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Turning coin 7 (H→T).")`, "coin 7 to be chosen")
		tb.click(c.coin(l, 3))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Turning coin 7 (H→T) and coin 3 (T→H).")`, "coin 3 to join the move")
		tb.frames(4, 100*time.Millisecond)
		s := tb.shoot("turning-chosen", c)
		for _, j := range []int{3, 7} {
			if n := s.fibPixels(fibRed, s.coinRect(c, l, j, 1.4)); n == 0 {
				t.Errorf("coin %d is chosen but not ringed in red", j)
			}
		}
		if n := s.fibPixels(fibRed, s.coinRect(c, l, 1, 1.4)); n > 0 {
			t.Errorf("%d red pixels around coin 1, which is not chosen", n)
		}
		tb.click(c.coin(l, 7))
		tb.waitState("game=turning&coins=HTHHTHT&rule=turtles&vs=human", "pressing coin 7 again turns coins 7 and 3")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 turned coin 7 (H→T) and coin 3 (T→H).")`, "the log to record the move")
	})

	t.Run("tails-refused", func(t *testing.T) {
		const start = "game=turning&coins=HTTHTHH&rule=turtles&vs=human"
		tb := open(t, start)
		tb.synced()
		c := tb.settle()
		l := c.turnLayout(7)
		// A tail as the rightmost coin: refused, with the reason.
		tb.click(c.coin(l, 5))
		tb.fibStill(start, "a click on coin 5, a tail, with nothing chosen")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Coin 5 is tails: the rightmost coin of a move must be a head")`, "the scene to say why")
		// With head 4 chosen, the tail right of it is refused too, and coin 4 stays chosen.
		tb.click(c.coin(l, 4))
		tb.click(c.coin(l, 5))
		tb.fibStill(start, "a click on coin 5, right of the chosen head 4")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("The move being chosen ends at coin 4")`, "the scene to say why")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Turning coin 4 (H→T).")`, "coin 4 to stay chosen")
		tb.turnButton("cancel")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Press a head")`, "Cancel to forget the choice")
		tb.fibStill(start, "Cancel")
	})

	t.Run("ruler-drag", func(t *testing.T) {
		const start = "game=turning&coins=HTTH&rule=ruler&vs=human"
		tb := open(t, start)
		c := tb.settle()
		l := c.turnLayout(4)
		x4, y4 := c.coin(l, 4)
		x2, y2 := c.coin(l, 2)
		tb.mouse(chromedp.MouseMoved, x4, y4)
		tb.mouse(chromedp.MousePressed, x4, y4)
		tb.frames(3, 60*time.Millisecond)
		tb.mouse(chromedp.MouseMoved, (x4+x2)/2, y4)
		tb.frames(3, 60*time.Millisecond)
		tb.mouse(chromedp.MouseMoved, x2, y2)
		tb.frames(3, 60*time.Millisecond)
		tb.mouse(chromedp.MouseReleased, x2, y2)
		tb.waitState("game=turning&coins=HHHT&rule=ruler&vs=human", "a drag from coin 4 to coin 2 turns the run 2..4")
	})

	t.Run("mock-button", func(t *testing.T) {
		const start = "game=turning&coins=HTTHTHH&rule=mock&vs=human"
		tb := open(t, start)
		c := tb.settle()
		l := c.turnLayout(7)
		tb.click(c.coin(l, 7))
		tb.click(c.coin(l, 2))
		tb.click(c.coin(l, 5))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Turning coin 7 (H→T), coin 5 (T→H) and coin 2 (T→H).")`, "three coins chosen")
		tb.turnButton("turn")
		tb.waitState("game=turning&coins=HHTHHHT&rule=mock&vs=human", "Turn over turns coins 2, 5 and 7")
	})

	t.Run("double-tap", func(t *testing.T) {
		const start = "game=turning&coins=HTTHTHH&rule=turtles&vs=human"
		tb := open(t, start, viewport(390, 844, 2), touchScreen)
		c := tb.settle()
		l := c.turnLayout(7)
		tb.touch(c.coin(l, 4))
		tb.frames(3, 60*time.Millisecond)
		tb.touch(c.coin(l, 4))
		tb.waitState("game=turning&coins=HTTTTHH&rule=turtles&vs=human", "a double tap on coin 4 turns it alone")
	})

	t.Run("against-the-computer", func(t *testing.T) {
		const start = "game=turning&coins=HTTHTHH&rule=turtles"
		tb := open(t, start)
		c := tb.settle()
		l := c.turnLayout(7)
		tb.click(c.coin(l, 4))
		tb.click(c.coin(l, 4)) // the winning move: value 0 left
		tb.waitFor(`(() => {
  const s = window.nimscope.state();
  return s !== "`+start+`" && s !== "game=turning&coins=HTTTTHH&rule=turtles";
})()`, "the computer's reply")
		if got := eval[string](tb, `window.nimscope.analyze(window.nimscope.state()).outcome`); got != "N" {
			t.Errorf("after the computer's reply to the winning move the outcome is %s, want N", got)
		}
	})

	t.Run("hint", func(t *testing.T) {
		const start = "game=turning&coins=HTTHTHH&rule=turtles&hint=1"
		tb := open(t, start)
		tb.synced()
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("turn coin 4 (H→T)")`, "the hint to name the move")
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("3 winning moves")`, "the hint to count the moves")
		c := tb.settle()
		l := c.turnLayout(7)
		s := tb.shoot("turning-hint", c)
		for _, j := range []int{4, 6, 7} { // the heads that start a winning move
			if n := s.fibPixels(fibGreen, s.coinRect(c, l, j, 1.6)); n == 0 {
				t.Errorf("coin %d starts a winning move but has no green ring", j)
			}
		}
		if n := s.fibPixels(fibGreen, s.coinRect(c, l, 1, 1.6)); n > 0 {
			t.Errorf("%d green pixels around coin 1, which starts no winning move", n)
		}
	})
}

// TestTurningScreenshots looks at the pixels: gold heads and grey tails where the row has them,
// on a laptop and on a phone.
func TestTurningScreenshots(t *testing.T) {
	parallel(t)
	for _, tc := range []struct {
		name  string
		w, h  int64
		scale float64
		coins string
		rule  string
	}{
		{"1280x800", 1280, 800, 1, "HTTHTHH", "turtles"},
		{"390x844@2x", 390, 844, 2, "HTTHTHH", "turtles"},
		{"390x844-20coins", 390, 844, 1, "HTHHTTHTHHHTTTHTHHTH", "mock"},
		{"1280x800-ruler", 1280, 800, 1, "THHTHTTHHHTH", "ruler"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := "game=turning&coins=" + tc.coins + "&rule=" + tc.rule
			tb := open(t, start, viewport(tc.w, tc.h, tc.scale))
			c := tb.settle()
			l := c.turnLayout(len(tc.coins))
			s := tb.shoot("turning-"+tc.name, c)
			for j := 1; j <= len(tc.coins); j++ {
				r := s.coinRect(c, l, j, 0.8)
				gold, grey := s.fibPixels(coinGold, r), s.coinGreyPixels(r)
				area := r.Dx() * r.Dy()
				if tc.coins[j-1] == 'H' && (gold < area/3 || grey > area/10) {
					t.Errorf("coin %d is heads: %d gold and %d grey pixels of %d", j, gold, grey, area)
				}
				if tc.coins[j-1] == 'T' && (gold > 0 || grey < area/3) {
					t.Errorf("coin %d is tails: %d gold and %d grey pixels of %d", j, gold, grey, area)
				}
			}
			if n := s.fibPixels(fibRed, s.area); n > 0 {
				t.Errorf("%d red pixels with nothing chosen", n)
			}
			// Each head's value is written under it in blue.
			for j := 1; j <= len(tc.coins); j++ {
				x, _ := l.Center(j)
				r := s.fibRegion(c, x-l.Pitch/2, l.ValueY(j), x+l.Pitch/2, l.ValueY(j)+l.ValueH)
				if n := s.fibPixels(fibBlue, r); (n > 0) != (tc.coins[j-1] == 'H') {
					t.Errorf("coin %d (%c): %d blue pixels of a value under it", j, tc.coins[j-1], n)
				}
			}
		})
	}
}

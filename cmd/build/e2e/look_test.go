//go:build !js

package e2e

import (
	"image"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// luma is the mean luminance (0 to 1) of the screenshot's pixels in r.
func (s shot) luma(r image.Rectangle) float64 {
	r = r.Intersect(s.area)
	sum, n := 0.0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			sum += (0.2126*float64(cr) + 0.7152*float64(cg) + 0.0722*float64(cb)) / 0xffff
			n++
		}
	}
	if n == 0 {
		return -1
	}
	return sum / float64(n)
}

// dark counts the pixels in r darker than luminance 0.35: digits in the light theme's ink.
func (s shot) dark(r image.Rectangle) int {
	r = r.Intersect(s.area)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			if (0.2126*float64(cr)+0.7152*float64(cg)+0.0722*float64(cb))/0xffff < 0.35 {
				n++
			}
		}
	}
	return n
}

// corner is a patch of the canvas's top left, where every scene shows its background.
func (s shot) corner(c canvasBox) image.Rectangle {
	return s.fibRegion(c, 0, 0, 24*c.DPR, 24*c.DPR)
}

// TestCanvasLook: the canvas follows the display keys. theme=dark paints every scene on a
// dark background and theme=light on a light one; theme=auto follows the system's
// prefers-color-scheme, also when it changes after the page has loaded; values=hidden keeps
// a row of coins' nim-sum (its value) off the canvas until the panel's reveal shows it. Every
// module's canvas is also checked to have no multisampling (wantSingleSampled).
func TestCanvasLook(t *testing.T) {
	parallel(t)
	// The cases of a module, one page: a case after the first is reached by a link in place,
	// as a reader's link would (a page load a case took half the test's time).
	type look struct {
		name, hash string
		dark       bool
	}
	for _, group := range []struct {
		module string
		cases  []look
	}{
		{"nim", []look{
			{"nim-dark", "game=nim&heaps=3,4,5&theme=dark", true},
			{"nim-light", "game=nim&heaps=3,4,5&theme=light", false},
		}},
		{"hackenbush", []look{{"hackenbush-dark", "game=hackenbush&edges=0-1,1-2,2-0,2-3&theme=dark", true}}},
		{"xor", []look{{"xor-dark", "game=xor&q=16&theme=dark", true}}},
		{"coins", []look{
			{"turning-dark", "game=turning&coins=HTTHTHH&rule=turtles&theme=dark", true},
			{"staircase-dark", "game=staircase&steps=3,0,5,2&theme=dark", true},
		}},
		{"heaps", []look{
			{"fibonacci-dark", "game=fibonacci&n=20&last=0&theme=dark", true},
			{"subtraction-dark", "game=subtraction&heaps=7,6,5&set=1,2,3&theme=dark", true},
		}},
		{"sum", []look{{"sum-dark", "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&theme=dark&projector=1", true}}},
	} {
		t.Run(group.module, func(t *testing.T) {
			page := open(t, group.cases[0].hash)
			page.wantModule(group.module, group.cases[0].name)
			page.wantSingleSampled()
			for i, tc := range group.cases {
				t.Run(tc.name, func(t *testing.T) {
					tb := page.with(t)
					if i > 0 {
						eval[chromedp.Void](tb, `location.hash = `+strconv.Quote(tc.hash))
						tb.waitPairs(tc.hash, "the link in place")
					}
					c := tb.settle()
					tb.frames(4, 100*time.Millisecond)
					s := tb.shoot("look-"+tc.name, c)
					got := s.luma(s.corner(c))
					if tc.dark && (got < 0 || got > 0.2) || !tc.dark && got < 0.8 {
						t.Errorf("the canvas's background has luminance %.2f, want %s", got, map[bool]string{true: "under 0.2 (dark)", false: "over 0.8 (light)"}[tc.dark])
					}
				})
			}
			page.wantModule(group.module, "after the links in place") // no page load between
		})
	}

	t.Run("auto-follows-the-system", func(t *testing.T) {
		tb := open(t, "game=nim&heaps=3,4,5")
		c := tb.settle()
		if err := chromedp.Do(tb.ctx, colorScheme("light")); err != nil {
			t.Fatal(err)
		}
		tb.frames(6, 100*time.Millisecond)
		if got := tb.shoot("look-auto-light", c); got.luma(got.corner(c)) < 0.8 {
			t.Errorf("theme=auto on a light system: background luminance %.2f, want over 0.8", got.luma(got.corner(c)))
		}
		if err := chromedp.Do(tb.ctx, colorScheme("dark")); err != nil {
			t.Fatal(err)
		}
		tb.frames(6, 100*time.Millisecond)
		if got := tb.shoot("look-auto-dark", c); got.luma(got.corner(c)) > 0.2 {
			t.Errorf("theme=auto once the system turns dark: background luminance %.2f, want under 0.2", got.luma(got.corner(c)))
		}
	})

	t.Run("values-hidden", func(t *testing.T) {
		const hash = "game=turning&coins=HTTHTHH&rule=turtles&values=hidden&vs=human"
		tb := open(t, hash)
		tb.synced()
		c := tb.settle()
		l := c.turnLayout(7)
		tb.frames(4, 100*time.Millisecond)
		s := tb.shoot("look-hidden", c)
		sum := s.fibRegion(c, 0, l.SumY, c.Width, l.SumY+l.SumH*1.2)
		// Coin 1 is a head: its own value is written in blue under it all along, as the
		// panel's table lists the coins' values; only the row's nim-sum waits.
		x, _ := l.Center(1)
		value := s.fibRegion(c, x-l.Pitch/2, l.ValueY(1), x+l.Pitch/2, l.ValueY(1)+l.ValueH)
		if n := s.dark(sum); n > 0 {
			t.Errorf("values=hidden: %d ink pixels on the row's nim-sum line, want none", n)
		}
		if n := s.count(blue, value); n < 5 {
			t.Errorf("values=hidden: %d blue pixels where coin 1's value goes, want its value written", n)
		}
		tb.waitFor(`!document.getElementById("reveal").hidden && !document.getElementById("reveal").disabled`, "the reveal control")
		eval[chromedp.Void](tb, `document.getElementById("reveal").click()`)
		tb.frames(6, 100*time.Millisecond)
		s = tb.shoot("look-revealed", c)
		if n := s.dark(sum); n < 20 {
			t.Errorf("revealed: %d ink pixels on the row's nim-sum line, want the nim-sum written", n)
		}
		if n := s.count(blue, value); n < 5 {
			t.Errorf("revealed: %d blue pixels where coin 1's value goes, want its value written", n)
		}
		// A reveal lasts until the position changes: back at this position by Undo, the
		// values are hidden again, on the canvas as in the panel (the canvas showed them).
		eval[map[string]any](tb, `window.nimscope.set("game=turning&coins=HTTHTHT&rule=turtles")`)
		tb.waitFor(`window.nimscope.state().startsWith("game=turning&coins=HTTHTHT&")`, "another position")
		eval[map[string]any](tb, `window.nimscope.command("undo")`)
		tb.waitState("game=turning&coins=HTTHTHH&rule=turtles&vs=human&values=hidden", "undo back to the revealed position")
		tb.waitFor(`document.getElementById("outcome").textContent === "?"`, "the panel to hide the outcome again")
		tb.frames(6, 100*time.Millisecond)
		s = tb.shoot("look-hidden-after-undo", c)
		if n := s.dark(sum); n > 0 {
			t.Errorf("back at the position by Undo: %d ink pixels on the row's nim-sum line, want none, as the panel hides it", n)
		}
		eval[chromedp.Void](tb, `document.getElementById("reveal").click()`)
		tb.waitFor(`document.getElementById("outcome").textContent !== "?"`, "the reveal again")
		eval[chromedp.Void](tb, `document.getElementById("reveal").click()`)
		tb.frames(6, 100*time.Millisecond)
		s = tb.shoot("look-hidden-again", c)
		if n := s.dark(sum); n > 0 {
			t.Errorf("hidden again: %d ink pixels on the row's nim-sum line, want none", n)
		}
	})
}

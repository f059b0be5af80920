//go:build !js

package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/web/slidelayout"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// slideSlate is the colour of a gap that becomes an even step.
var slideSlate = stairTint{"even-step slate", 205, 230, 0.1, 0.5}

// slideBoard is the geometry the slide scene draws coins on canvas c with, by the same pure
// code the scene calls; cells is the strip's length (the last coin's cell at first).
func (c canvasBox) slideBoard(coins []uint64, cells int) slidelayout.Board {
	return slidelayout.NewBoard(stairlayout.Rect{W: c.Width, H: c.Height}, c.DPR, coins, cells)
}

// slideCell is the CSS pixel in the middle of cell n of the strip at rest.
func (c canvasBox) slideCell(b slidelayout.Board, n uint64) (x, y float64) {
	return c.stairPoint(b.Rest.Center(n))
}

// slideButton clicks the scene block's button with the label given, once it is enabled.
func (tb *tab) slideButton(label string) {
	tb.t.Helper()
	find := `[...document.querySelectorAll("#scene-controls button")].find((b) => b.textContent === ` + strconv.Quote(label) + `)`
	tb.waitFor(`(() => { const b = `+find+`; return !!b && !b.disabled; })()`, "the scene's button "+label)
	eval[chromedp.Void](tb, find+`.click()`)
}

// slideTitle is the scene block's title.
func (tb *tab) slideTitle() string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById("h-scene").textContent`)
}

// TestSlideScene plays the coin-sliding game on the canvas: the scene loads from its hash, a
// drag and a tap slide coins as the engine says, drags right or past another coin snap back
// with a reason, the hint shows, and the reduction walks coins → gaps → steps → heaps.
func TestSlideScene(t *testing.T) {
	parallel(t)
	coins := []uint64{2, 5, 9}
	const start = "game=slide&coins=2,5,9&vs=human"
	tab := open(t, start)
	c := tab.settle()
	b := c.slideBoard(coins, 9)

	t.Run("loads", func(t *testing.T) {
		tb := tab.with(t)
		tb.synced()
		if got := eval[string](tb, `window.nimscope.state()`); got != start {
			t.Errorf("state() = %q", got)
		}
		rows := eval[[]string](tb, `[...document.querySelectorAll("#table-body tr, #table-foot tr")].map((tr) => tr.textContent)`)
		if strings.Join(rows, " | ") != "step 1 (left of cell 9)3=11 | step 3 (left of cell 2)1=01 | ⊕2=10" {
			t.Errorf("the table's rows are %q, want the odd steps' gaps 3 and 1 and nim-sum 2", rows)
		}
		tb.waitFor(`document.getElementById("h-scene").textContent === "Sliding coins"`, "the scene's block")
		body := eval[string](tb, `document.getElementById("panel").textContent`)
		for _, want := range []string{"The gaps are a staircase", "How sliding coins works", "the gaps 1, 2, 3 read from the right are a staircase whose steps 1, 2, 3 hold 3, 2, 1 coins"} {
			if !strings.Contains(body, want) {
				t.Errorf("the panel does not say %q", want)
			}
		}
	})

	t.Run("drag-left", func(t *testing.T) {
		tb := tab.with(t)
		x0, y0 := c.slideCell(b, 9)
		x1, y1 := c.slideCell(b, 7)
		tb.stairDrag(x0, y0, x1, y1)
		tb.waitState("game=slide&coins=2,5,7&vs=human", "dragging the coin on cell 9 to cell 7")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 slid the coin on cell 9 to cell 7 (on the staircase, 2 coins off step 1)")`,
			"the log to give the slide and its staircase move")
		tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "2,5,7 to be a P-position")
	})

	// A drag put back where it began moves nothing, and says nothing: it was taken for a tap
	// on the coin, and the panel told the user, who had just dragged it, to drag it.
	t.Run("drag-out-and-back", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		x0, y0 := c.slideCell(b, 9)
		x1, y1 := c.slideCell(b, 7)
		tb.dragPath([][2]float64{{x0, y0}, {x1, y1}, {x0, y0}})
		tb.stairStill(start, "a drag of the coin on cell 9 to cell 7 and back")
		if body := tb.stairSceneText(); strings.Contains(body, "Drag the coin on cell 9 left") {
			t.Errorf("after a drag put back, the panel says %q, as for a tap on the coin", body)
		}
	})

	t.Run("tap-a-free-cell", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		tb.click(c.slideCell(b, 3)) // the gap of the coin on cell 5
		tb.waitState("game=slide&coins=2,3,9&vs=human", "a tap on free cell 3 slides the coin on cell 5 there")
	})

	t.Run("illegal-drags-snap-back", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		for _, tc := range []struct {
			name     string
			from, to uint64
			reason   string
		}{
			{"past another coin", 9, 3, "The coin on cell 9 cannot pass the coin on cell 5: it can go to cells 6 to 8."},
			{"onto another coin", 9, 5, "The coin on cell 9 cannot pass the coin on cell 5: it can go to cells 6 to 8."},
			{"to the right", 5, 7, "Coins only slide left: the coin on cell 5 can go to cells 3 and 4."},
		} {
			x0, y0 := c.slideCell(b, tc.from)
			x1, y1 := c.slideCell(b, tc.to)
			tb.stairDrag(x0, y0, x1, y1)
			tb.stairStill(start, tc.name)
			tb.waitFor(fmt.Sprintf(`document.getElementById("scene-body").textContent.includes(%q)`, tc.reason), "the reason for "+tc.name)
		}
		tb.mouse(chromedp.MouseMoved, 2, 2)
		tb.frames(10, 300*time.Millisecond)
		s := tb.shoot("slide-after-refused-drags", c)
		if n := s.stairPixels(stairOrange, s.area); n > 0 {
			t.Errorf("%d orange pixels after the refused drags snapped back", n)
		}
		// Every coin is back on its cell.
		for _, n := range coins {
			if blue := s.stairPixels(stairBlue, s.stairRegion(c, b.Rest.CellRect(n))); blue == 0 {
				t.Errorf("no coin blue on cell %d after the refused drags", n)
			}
		}
	})

	t.Run("hint", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start+"&hint=1", "game=slide&coins=2,5,9&hint=1&vs=human")
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("slide the coin on cell 9 to cell 7 (2 coins off step 1)")`, "the hint to name the winning slide")
		s := tb.shoot("slide-hint", c)
		for _, n := range []uint64{9, 7} {
			if g := s.stairPixels(stairGreen, s.stairRegion(c, b.Rest.CellRect(n))); g == 0 {
				t.Errorf("no hint green on cell %d", n)
			}
		}
		for _, n := range []uint64{1, 2, 3, 4, 5} {
			if g := s.stairPixels(stairGreen, s.stairRegion(c, b.Rest.CellRect(n))); g > 0 {
				t.Errorf("%d hint green pixels on cell %d", g, n)
			}
		}
		tb.stairSet(start+"&hint=0", start)
	})

	t.Run("reduction", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start, start)
		tb.slideButton("Step through it")
		// The walk opens at its first stage, the coins as they lie, with Back off; Back from
		// the gaps comes back to it. It opened at 2 of 4, and Back from there left the walk.
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 1 of 4, the coins"`, "the coins stage, first")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Coins on cells 2, 5, 9.")`, "the coins stage's caption")
		if off := eval[bool](tb, `[...document.querySelectorAll("#scene-controls button")].find((b) => b.textContent === "Back").disabled`); !off {
			t.Error("at the coins stage, the first, Back is enabled")
		}
		tb.slideButton("Step")
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 2 of 4, the gaps"`, "the gaps stage")
		tb.slideButton("Back")
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 1 of 4, the coins"`, "Back from the gaps to the coins stage")
		tb.frames(10, 300*time.Millisecond)
		if got := tb.slideTitle(); got != "From coins to Nim: 1 of 4, the coins" {
			t.Errorf("a moment after Back from the gaps, the scene's block is %q, want still the coins stage", got)
		}
		tb.slideButton("Step")
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 2 of 4, the gaps"`, "the gaps stage again")
		tb.frames(70, 1200*time.Millisecond)
		s := tb.shoot("slide-reduction-gaps", c)
		// The free cells of the gaps fill in: gold for the gaps that become odd steps.
		for _, n := range []uint64{1, 6, 7, 8} {
			if g := s.stairPixels(stairGold, s.stairRegion(c, b.Raised.CellRect(n))); g == 0 {
				t.Errorf("at the gaps stage, free cell %d (an odd step's gap) is not gold", n)
			}
		}
		tb.key("s") // the Step button's key
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 3 of 4, the steps"`, "the steps stage, by the S key")
		tb.frames(70, 1200*time.Millisecond)
		s = tb.shoot("slide-reduction-steps", c)
		st := b.Stairs
		for k, want := range []int{3, 2, 1} { // steps 1, 2, 3 hold 3, 2, 1
			r := st.Stack(k+1, uint64(want), 0)
			tint := stairGold // an odd step's coins
			if (k+1)%2 == 0 {
				tint = slideSlate
			}
			if n := s.stairPixels(tint, s.stairRegion(c, r)); n == 0 {
				t.Errorf("at the steps stage, step %d's stack of %d has no %s", k+1, want, tint.name)
			}
		}
		tb.slideButton("Step")
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 4 of 4, the heaps"`, "the heaps stage")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("heaps 3, 1, nim-sum 3 ⊕ 1 = 2")`, "the caption to give the heaps and their nim-sum")
		tb.frames(70, 1200*time.Millisecond)
		s = tb.shoot("slide-reduction-heaps", c)
		// The odd steps' heaps stand on the floor in coin blue.
		for _, k := range []int{1, 3} {
			col := st.Column(k)
			r := stairlayout.Rect{X: col.X, Y: st.Floor - st.Coin*3.5, W: col.W, H: st.Coin * 3.5}
			if n := s.stairPixels(stairBlue, s.stairRegion(c, r)); n == 0 {
				t.Errorf("at the heaps stage, no blue heap on the floor under step %d", k)
			}
		}
		if n := s.stairPixels(stairBlue, s.stairRegion(c, st.Column(2))); n > 0 {
			t.Errorf("at the heaps stage, %d blue pixels in even step 2's column", n)
		}
		// The page's API walks it too.
		if got := eval[string](tb, `JSON.stringify(window.nimscope.command("reduce", "back"))`); got != "{}" {
			t.Errorf(`command("reduce", "back") = %s`, got)
		}
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 3 of 4, the steps"`, `command("reduce", "back")`)
		// Back to the strip, and the moves are the strip's again.
		tb.slideButton("Back to the strip")
		tb.waitFor(`document.getElementById("h-scene").textContent === "Sliding coins"`, "the strip at rest")
		// The way back takes 36 ticks, and the strip takes no taps until it is over.
		tb.frames(60, 1500*time.Millisecond)
		tb.click(c.slideCell(b, 7))
		tb.waitFor(`window.nimscope.state().startsWith("game=slide&coins=2,5,7")`, "a tap on cell 7 after the reduction")
	})

	t.Run("reduction-opens-the-staircase", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet("game=slide&coins=2,5,9&play=misere&vs=computer", "game=slide&coins=2,5,9&play=misere")
		tb.slideButton("Show the reduction")
		tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 1 of 4, the coins"`, "playing to start at the coins")
		tb.slideButton("Step")
		tb.slideButton("Step")
		tb.slideButton("Step")
		tb.slideButton("Play it as Staircase Nim")
		tb.waitState("game=staircase&steps=3,2,1&play=misere", "the strip opened as its staircase")
		tb.waitFor(`document.getElementById("h-scene").textContent === "On the stairs"`, "the staircase scene")
	})
	t.Run("touch", func(t *testing.T) {
		tb := open(t, start, viewport(390, 844, 2), touchScreen)
		c := tb.settle()
		b := c.slideBoard(coins, 9)
		tb.touch(c.slideCell(b, 1))
		tb.waitState("game=slide&coins=1,5,9&vs=human", "a tap on cell 1 slides the first coin there")
		tb.stairStill("game=slide&coins=1,5,9&vs=human", "a moment after the tap")
	})
}

// TestSlideScreenshots looks at the pixels: coin blue on cells 2, 5 and 9 and nowhere else on
// the strip, on wide, high-DPI and narrow screens.
func TestSlideScreenshots(t *testing.T) {
	parallel(t)
	coins := []uint64{2, 5, 9}
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
			tb := open(t, "game=slide&coins=2,5,9", viewport(tc.w, tc.h, tc.scale))
			c := tb.settle()
			b := c.slideBoard(coins, 9)
			s := tb.shoot("slide-"+tc.name, c)
			for n := uint64(1); n <= 9; n++ {
				blue := s.stairPixels(stairBlue, s.stairRegion(c, b.Rest.CellRect(n)))
				cell := b.Rest.Cell / c.DPR * s.scale
				coin := n == 2 || n == 5 || n == 9
				if coin && float64(blue) < cell*cell*0.25 || !coin && blue > 0 {
					t.Errorf("cell %d has %d coin-blue pixels (a cell is %.0f²), want a coin: %v", n, blue, cell, coin)
				}
			}
			if n := s.stairPixels(stairOrange, s.area); n > 0 {
				t.Errorf("%d orange pixels with no pointer on the strip", n)
			}
			tb.stairIdle()
			if tc.scale != 1 || tc.w > 400 {
				return // TestSlideScene looks at the reduction on a wide screen
			}
			// The reduction's last picture on a phone: the odd steps as heaps on the floor.
			tb.slideButton("Step through it") // 1 of 4, the coins
			tb.slideButton("Step")
			tb.slideButton("Step")
			tb.slideButton("Step")
			tb.waitFor(`document.getElementById("h-scene").textContent === "From coins to Nim: 4 of 4, the heaps"`, "the heaps stage")
			tb.frames(70, 1200*time.Millisecond)
			s = tb.shoot("slide-heaps-"+tc.name, c)
			st := b.Stairs
			for _, k := range []int{1, 3} {
				col := st.Column(k)
				r := stairlayout.Rect{X: col.X, Y: st.Floor - st.Coin*3.5, W: col.W, H: st.Coin * 3.5}
				if n := s.stairPixels(stairBlue, s.stairRegion(c, r)); n == 0 {
					t.Errorf("at the heaps stage, no blue heap on the floor under step %d", k)
				}
			}
			tb.stairIdle()
		})
	}
}

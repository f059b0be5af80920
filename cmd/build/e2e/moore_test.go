//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const mooreExample = "game=moore&heaps=5,8,10&k=2"

// sceneTable is the rows of the table in the scene's block.
func (tb *tab) sceneTable() []string {
	tb.t.Helper()
	return eval[[]string](tb, `[...document.querySelectorAll("#scene-body tbody tr, #scene-body tfoot tr")].map((tr) => tr.textContent)`)
}

func TestMooreScene(t *testing.T) {
	parallel(t)
	t.Run("choose-two-heaps-and-confirm", func(t *testing.T) {
		tb := open(t, mooreExample+"&vs=human", viewport(1280, 800, 1))
		tb.waitState(mooreExample+"&vs=human", "the hash's position")
		c := tb.settle()
		g := heapGame(t, mooreExample)
		l := c.heapLayout(g)
		tb.synced()
		if got := tb.text("h-analysis"); got != "Column sums mod 3" {
			t.Errorf("#h-analysis = %q", got)
		}
		// Heap 2 (8) to 5: a press on stone 5 of heap 2. Heap 3 (10) to 5: a press on stone 7,
		// dragged down to stone 5.
		tb.click(c.heapStone(l, 1, 5))
		x, y := c.heapStone(l, 2, 7)
		tb.mouse(chromedp.MouseMoved, x, y)
		tb.mouse(chromedp.MousePressed, x, y)
		tb.frames(3, 60*time.Millisecond)
		x, y = c.heapStone(l, 2, 6)
		tb.mouse(chromedp.MouseMoved, x, y)
		tb.frames(2, 40*time.Millisecond)
		x, y = c.heapStone(l, 2, 5)
		tb.mouse(chromedp.MouseMoved, x, y)
		tb.frames(2, 40*time.Millisecond)
		tb.mouse(chromedp.MouseReleased, x, y)
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Chosen: heap 2 from 8 to 5 and heap 3 from 10 to 5.")`, "the chosen changes")
		if got := eval[string](tb, `window.nimscope.state()`); got != mooreExample+"&vs=human" {
			t.Errorf("state() = %q before confirming", got)
		}
		// The scene's table is the pending position's: 5, 5, 5 has columns 0, 3, 0, 3 → all 0 mod 3.
		rows := tb.sceneTable()
		if want := "heap 1 5 = 101|heap 2 5 = 101|heap 3 5 = 101"; len(rows) != 4 || !strings.HasPrefix(rows[3], "Σ mod 3") {
			t.Errorf("the pending table %q, want three rows of 5 and the sums (%s)", rows, want)
		} else if !strings.HasSuffix(strings.ReplaceAll(rows[3], " ", ""), "000") {
			t.Errorf("the pending table's sums %q, want 0 0 0", rows[3])
		}
		s := tb.shoot("moore-pending", c)
		// Ghosts: pale red stones above the new sizes of heaps 2 and 3; heap 1 untouched.
		ghost := func(r, g, b uint32) bool {
			h, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
			return (h >= 340 || h <= 15) && s >= 0.1 && s < 0.5 && v > 0.6
		}
		for i, want := range []bool{false, true, true} {
			n := s.heapCount(s.heapRegion(c, heapColumn(l, i)), ghost)
			if (n > 50) != want {
				t.Errorf("heap %d: %d pale red pixels, want ghost stones %v", i+1, n, want)
			}
		}
		if n := s.heapCount(s.heapRegion(c, l.Confirm), heapGreen); n < 50 {
			t.Errorf("the confirm button has %d green pixels: not drawn", n)
		}
		tb.click(c.heapMiddle(l.Confirm))
		tb.waitState("game=moore&heaps=5,5,5&k=2&vs=human", "✓ makes the chosen move")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 reduced heap 2 (8 → 5) and heap 3 (10 → 5)")`, "the log")
		tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "#outcome P")
		if got := tb.heapSceneText(); !strings.Contains(got, "Nothing chosen yet.") || !strings.Contains(got, "Make the move (disabled)") {
			t.Errorf("after the move the scene block says %q", got)
		}
	})

	t.Run("a-third-heap-is-refused", func(t *testing.T) {
		tb := open(t, mooreExample+"&vs=human", touchScreen)
		c := tb.settle()
		l := c.heapLayout(heapGame(t, mooreExample))
		// Taps a moment apart, as a hand makes them: web/input loses a touch that starts in
		// the tick where the last one ended.
		tb.touch(c.heapStone(l, 0, 2))
		tb.frames(5, 150*time.Millisecond)
		tb.touch(c.heapStone(l, 1, 3))
		tb.frames(5, 150*time.Millisecond)
		tb.touch(c.heapStone(l, 2, 4))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("One move changes at most 2 heaps, and heaps 1 and 2 are chosen")`, "the reason")
		if got := tb.heapSceneText(); !strings.Contains(got, "Chosen: heap 1 from 5 to 2 and heap 2 from 8 to 3.") {
			t.Errorf("the scene block says %q, want the first two changes kept", got)
		}
		// Cancel on the canvas forgets them; nothing was played.
		tb.frames(5, 150*time.Millisecond)
		tb.touch(c.heapMiddle(l.Cancel))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Nothing chosen yet.")`, "cancel")
		tb.frames(5, 100*time.Millisecond)
		if got := eval[string](tb, `window.nimscope.state()`); got != mooreExample+"&vs=human" {
			t.Errorf("state() = %q, want it unchanged", got)
		}
	})

	t.Run("the-page-button-makes-the-move", func(t *testing.T) {
		tb := open(t, mooreExample)
		c := tb.settle()
		l := c.heapLayout(heapGame(t, mooreExample))
		tb.click(c.heapStone(l, 2, 0)) // empty heap 3: 5, 8, 0 — columns 1, 1, 0, 1, not P
		tb.waitFor(`[...document.querySelectorAll("#scene-controls button")].some((b) => b.textContent === "Make the move" && !b.disabled)`, "the button")
		eval[chromedp.Void](tb, `[...document.querySelectorAll("#scene-controls button")].find((b) => b.textContent === "Make the move").click()`)
		tb.waitFor(`document.getElementById("log").textContent.includes("You reduced heap 3 (10 → 0)")`, "the move")
		tb.waitFor(`document.getElementById("log").textContent.includes("The computer reduced")`, "the computer's reply")
		tb.waitFor(`window.nimscope.analyze(window.nimscope.state()).outcome === "P"`, "a P-position after the reply")
	})

	// By keyboard: the panel's Make a move has every heap's new size, since a move may lower
	// up to k = 2 of them; three lowered is refused, two are played.
	t.Run("move-form", func(t *testing.T) {
		tb := open(t, mooreExample+"&vs=human")
		tb.synced()
		tb.waitFor(`!document.getElementById("move").hidden && document.querySelectorAll("#move-all input").length === 3`, "the move form with three heaps")
		if !tb.hidden("move-item") || !tb.hidden("move-to") {
			t.Errorf("the one-heap inputs show beside every heap's")
		}
		if got := tb.text("move-help"); !strings.Contains(got, "up to 2 of these") {
			t.Errorf("#move-help = %q, want it to say up to 2", got)
		}
		setAll := func(values string) {
			eval[chromedp.Void](tb, `(() => { const v = `+strconv.Quote(values)+`.split(","); document.querySelectorAll("#move-all input").forEach((x, i) => { x.value = v[i]; }); })()`)
		}
		setAll("4,7,9")
		tb.press("move-go")
		tb.waitFor(`!document.getElementById("error").hidden`, "the error for three heaps")
		if got := eval[string](tb, `window.nimscope.state()`); got != mooreExample+"&vs=human" {
			t.Errorf("after three heaps lowered: %s, want it unchanged", got)
		}
		setAll("5,5,5")
		tb.press("move-go")
		tb.waitState("game=moore&heaps=5,5,5&k=2&vs=human", "heaps 2 and 3 lowered to 5")
		if !tb.hidden("error") {
			t.Errorf("#error after a legal move: %q", tb.text("error-text"))
		}
		tb.waitFor(`[...document.querySelectorAll("#move-all input")].map((x) => x.value).join(",") === "5,5,5"`, "the inputs to hold the new heaps 5,5,5")
	})

	t.Run("hint", func(t *testing.T) {
		tb := open(t, mooreExample+"&hint=1")
		c := tb.settle()
		l := c.heapLayout(heapGame(t, mooreExample))
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("reduce heap 2 to 5 and heap 3 to 5")`, "the hint")
		s := tb.shoot("moore-hint", c)
		for i, want := range []bool{false, true, true} {
			n := s.heapCount(s.heapRegion(c, heapColumn(l, i)), heapGreen)
			if (n > 50) != want {
				t.Errorf("heap %d: %d green pixels, want rings %v", i+1, n, want)
			}
		}
	})

	// values=hidden hides the hint on the board too, as the panel says ("hidden with the
	// values"): no rings until the lecturer reveals the values (the rings showed before).
	t.Run("hint-hidden-with-the-values", func(t *testing.T) {
		tb := open(t, mooreExample+"&hint=1&values=hidden")
		c := tb.settle()
		l := c.heapLayout(heapGame(t, mooreExample))
		tb.frames(4, 100*time.Millisecond)
		s := tb.shoot("moore-hint-hidden", c)
		for i := range 3 {
			if n := s.heapCount(s.heapRegion(c, heapColumn(l, i)), heapGreen); n > 0 {
				t.Errorf("values hidden: heap %d has %d green pixels of the hint", i+1, n)
			}
		}
		tb.waitFor(`!document.getElementById("reveal").hidden && !document.getElementById("reveal").disabled`, "the reveal control")
		eval[chromedp.Void](tb, `document.getElementById("reveal").click()`)
		tb.frames(6, 100*time.Millisecond)
		s = tb.shoot("moore-hint-revealed", c)
		for i, want := range []bool{false, true, true} {
			if n := s.heapCount(s.heapRegion(c, heapColumn(l, i)), heapGreen); (n > 50) != want {
				t.Errorf("revealed: heap %d has %d green pixels, want rings %v", i+1, n, want)
			}
		}
	})

	t.Run("narrow", func(t *testing.T) {
		tb := open(t, mooreExample, viewport(390, 844, 1))
		c := tb.settle()
		l := c.heapLayout(heapGame(t, mooreExample))
		tb.click(c.heapStone(l, 1, 5))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Chosen: heap 2")`, "a change chosen")
		tb.mouse(chromedp.MouseMoved, 2, 2)
		tb.frames(4, 100*time.Millisecond)
		tb.shoot("moore-narrow-390x844", c)
	})
}

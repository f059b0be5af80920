//go:build !js

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestGamePicker: choosing a game in the picker opens its first preset, a preset link
// opens that preset, both go through the hash, and Back returns to the position before.
func TestGamePicker(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5&hint=1")
	tb.waitFor(`document.getElementById("game-select").options.length >= 11 && !document.getElementById("game-select").disabled`, "the picker to list the games")
	if got := eval[string](tb, `document.getElementById("game-select").value`); got != "nim" {
		t.Errorf("picker shows %q, want nim", got)
	}
	games := eval[[]string](tb, `[...document.getElementById("game-select").options].map((o) => o.value)`)
	for _, g := range []string{"nim", "subtraction", "greedy", "moore", "staircase", "slide", "fibonacci", "multiple", "turning", "hackenbush", "xor"} {
		found := false
		for _, have := range games {
			found = found || have == g
		}
		if !found {
			t.Errorf("the picker has no %s: %q", g, games)
		}
	}
	if got := eval[string](tb, `document.querySelector("#game-presets a[aria-current=true]").getAttribute("href")`); got != "#game=nim&heaps=3,4,5" {
		t.Errorf("current preset link %q", got)
	}

	// Choose a game as the keyboard does: focus the select (key G) and change it.
	eval[chromedp.Void](tb, `document.body.focus(), document.dispatchEvent(new KeyboardEvent("keydown", {key: "g", bubbles: true}))`)
	if got := eval[string](tb, `document.activeElement.id`); got != "game-select" {
		t.Errorf("G focused %q, want the picker", got)
	}
	// Arrowing through the closed list chooses without opening each game on the way (the
	// browser changes a closed select's value on each arrow key); Enter opens the one chosen.
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent(kb.ArrowDown)); err != nil {
		t.Fatal(err)
	}
	tb.frames(20, 500*time.Millisecond)
	if got := eval[string](tb, `document.getElementById("game-select").value`); got != "subtraction" {
		t.Fatalf("ArrowDown on the picker chose %q, want subtraction", got)
	}
	if got := eval[string](tb, `window.nimscope.state()`); got != "game=nim&heaps=3,4,5&hint=1" {
		t.Errorf("ArrowDown on the picker opened %s, want Nim still shown until Enter", got)
	}
	// Subtraction is another family's: the page loads again in its module.
	tb.crossing(`document.getElementById("game-select").dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", bubbles: true}))`, "subtraction", "Enter on the picker's subtraction")
	tb.waitState("game=subtraction&heaps=9,6,5,4&set=1,2,3&hint=1", "the subtraction preset, the hint kept")
	tb.waitFor(`location.hash === "#game=subtraction&heaps=9,6,5,4&set=1,2,3&hint=1"`, "the hash to follow")
	// The page loaded again for a game chosen by keyboard: the focus is back on the picker (it
	// was on the page's top), and the live region names the game first.
	tb.waitFor(`document.activeElement && document.activeElement.id === "game-select"`, "the focus on the picker after the page loaded again")
	title := eval[string](tb, `window.nimscope.view().games.find((g) => g.game === "subtraction").title`)
	if live := tb.text("live"); !strings.HasPrefix(live, title+".") {
		t.Errorf("after the page loaded again for %s the live region says %q, want the game's name first", title, live)
	}
	// Escape on the picker gives the keys back to the board, where H works again (on the
	// picker it does nothing, as it is a letter to choose a game by).
	tb.sendKey("", kb.Escape)
	tb.waitFor(`document.activeElement && document.activeElement.tagName === "CANVAS"`, "Escape on the picker to focus the board")
	tb.sendKey("", "h")
	tb.waitState("game=subtraction&heaps=9,6,5,4&set=1,2,3", "H on the board to turn the hint off")
	tb.sendKey("", "h")
	tb.waitState("game=subtraction&heaps=9,6,5,4&set=1,2,3&hint=1", "H again, to turn it on")

	// A preset link of the Hackenbush game, after choosing it.
	tb.crossing(`(() => { const s = document.getElementById("game-select"); s.value = "hackenbush"; s.dispatchEvent(new Event("change", {bubbles: true})); })()`, "hackenbush", "the picker's Hackenbush")
	tb.waitFor(`window.nimscope.state().startsWith("game=hackenbush&edges=0-1,1-2,2-3,3-4,4-5,5-6,6-7")`, "the Hackenbush stalk")
	tb.waitFor(`document.querySelectorAll("#game-presets a").length >= 3`, "Hackenbush's preset links")
	eval[chromedp.Void](tb, `[...document.querySelectorAll("#game-presets a")].find((a) => a.textContent.includes("triangle on top")).click()`)
	tb.waitFor(`window.nimscope.state().startsWith("game=hackenbush&edges=0-1,1-2,1-3,2-3&hint=1")`, "the triangle preset")
	if got := eval[string](tb, `document.querySelector("#game-presets a[aria-current=true]").textContent`); got == "" {
		t.Errorf("no preset marked current")
	}

	// Back, back: the stalk, then subtraction (in its own module again). The panel pushes the
	// triangle's history entry once it has drawn its state.
	tb.synced()
	eval[chromedp.Void](tb, `history.back()`)
	tb.waitFor(`window.nimscope.state().startsWith("game=hackenbush&edges=0-1,1-2,2-3,3-4")`, "Back to the stalk")
	tb.crossing(`history.back()`, "subtraction", "Back to subtraction")
	tb.waitState("game=subtraction&heaps=9,6,5,4&set=1,2,3&hint=1", "Back to subtraction")
	tb.waitFor(`document.getElementById("game-select").value === "subtraction"`, "the picker to follow Back")
	tb.crossing(`history.forward()`, "hackenbush", "Forward to the stalk")
	tb.waitFor(`window.nimscope.state().startsWith("game=hackenbush&edges=0-1,1-2,2-3,3-4")`, "Forward to the stalk")
	tb.screenshot("picker-hackenbush")
}

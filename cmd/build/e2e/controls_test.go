//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// synced waits until the panel shows the session's current state. Go tells
// the page about a change on its next frame, and the panel builds its edits
// from what it shows and rewrites fields nobody is typing in; a person acts on
// what they see, so the tests do too. The panel writes the hash last when it
// shows a state.
func (tb *tab) synced() {
	tb.t.Helper()
	tb.waitFor(`location.hash === "#" + window.nimscope.state()`, "the panel to show the current state")
}

// press clicks a panel button the way a user does: a real mouse click at its
// centre, once it is enabled and the panel is up to date.
func (tb *tab) press(id string) {
	tb.t.Helper()
	tb.synced()
	if err := chromedp.Do(tb.ctx,
		chromedp.WaitEnabled(chromedp.ID(id)),
		chromedp.Click(chromedp.ID(id)),
	); err != nil {
		tb.t.Fatalf("click #%s: %v", id, err)
	}
}

// typeInto replaces the text of a field by typing text into it.
func (tb *tab) typeInto(id, text string) {
	tb.t.Helper()
	tb.synced()
	if err := chromedp.Do(tb.ctx,
		chromedp.WaitEnabled(chromedp.ID(id)),
		chromedp.Focus(chromedp.ID(id)),
		chromedp.Evaluate[chromedp.Void](`document.getElementById(`+strconv.Quote(id)+`).value = ""`),
		chromedp.SendKeys(chromedp.ID(id), text),
	); err != nil {
		tb.t.Fatalf("type into #%s: %v", id, err)
	}
	want := strings.TrimSuffix(text, "\r")
	if got := eval[string](tb, `document.getElementById(`+strconv.Quote(id)+`).value`); got != want {
		tb.t.Fatalf("#%s holds %q after typing, want %q", id, got, want)
	}
}

// key presses a key with the focus on the page, not in a field.
func (tb *tab) key(k string) {
	tb.t.Helper()
	tb.synced()
	eval[chromedp.Void](tb, `document.activeElement && document.activeElement.blur()`)
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent(k)); err != nil {
		tb.t.Fatalf("key %q: %v", k, err)
	}
}

// TestControls drives the panel's own buttons, field and keys.
func TestControls(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5")
	pressed := `document.getElementById("hint").getAttribute("aria-pressed")`

	// Hint on: the button says so, the state has hint=1, the panel names the move.
	tb.press("hint")
	tb.waitState("game=nim&heaps=3,4,5&hint=1", "#hint to turn the hint on")
	tb.waitFor(pressed+` === "true"`, "#hint to be aria-pressed")
	tb.waitFor(`!document.getElementById("hint-text").hidden`, "#hint-text to be shown")
	if got := tb.text("hint-text"); !strings.Contains(got, "take 2 from heap 1") {
		t.Errorf("#hint-text = %q, want the winning move: take 2 from heap 1", got)
	}
	tb.frames(4, 100*time.Millisecond)
	tb.screenshot("controls-hint-on")
	tb.press("hint")
	tb.waitState("game=nim&heaps=3,4,5", "#hint to turn the hint off")
	tb.waitFor(pressed+` === "false"`, "#hint not to be aria-pressed")
	if !tb.hidden("hint-text") {
		t.Errorf("#hint-text still shown with the hint off: %q", tb.text("hint-text"))
	}

	// Play: misère.
	tb.press("play")
	tb.waitState("game=nim&heaps=3,4,5&play=misere", "#play to switch to misère play")
	tb.waitFor(`document.getElementById("play-value").textContent === "misère"`, "#play to say misère")
	if got := tb.text("explanation"); !strings.Contains(got, "misère") {
		t.Errorf("#explanation = %q in misère play, want it to say misère", got)
	}

	// Add a heap: one stone at the end.
	tb.press("field-heaps-add")
	tb.waitState("game=nim&heaps=3,4,5,1&play=misere", "#field-heaps-add to add a heap of 1")
	tb.waitFor(`document.querySelectorAll("#field-heaps li").length === 4`, "the heap list to have 4 heaps")
	tb.waitFor(`document.querySelectorAll("#table-body tr").length === 4`, "the nim-sum table to have 4 rows")

	// Type a position and press Go.
	const typed = "game=nim&heaps=7,5,2,6"
	tb.typeInto("goto-input", typed)
	tb.press("go")
	tb.waitState(typed, "#go to show the typed position")
	tb.waitFor(`document.getElementById("position").textContent === `+strconv.Quote(typed), "#position to show the typed position")
	tb.waitFor(`document.getElementById("outcome").textContent === "N"`, "#outcome N for 7,5,2,6")
	if !tb.hidden("error") {
		t.Errorf("#error shown after a good position: %q", tb.text("error-text"))
	}

	// Undo and redo walk the edits.
	tb.press("undo")
	tb.waitState("game=nim&heaps=3,4,5,1&play=misere", "#undo to take back the typed position")
	tb.press("undo")
	tb.waitState("game=nim&heaps=3,4,5&play=misere", "#undo to take back the added heap")
	tb.press("redo")
	tb.waitState("game=nim&heaps=3,4,5,1&play=misere", "#redo to bring back the added heap")
	tb.waitFor(`!document.getElementById("redo").disabled`, "#redo to stay enabled with one more to redo")
	tb.press("redo")
	tb.waitState(typed, "#redo to bring back the typed position")
	tb.waitFor(`document.getElementById("redo").disabled`, "#redo to be disabled with nothing to redo")

	// The heap editors: a new size, then a heap removed.
	tb.typeInto("field-heaps-0", "9\r")
	tb.waitState("game=nim&heaps=9,5,2,6", "heap 1's field to set its size to 9")
	tb.synced()
	if err := chromedp.Do(tb.ctx, chromedp.Click(chromedp.CSS(`#field-heaps li:nth-child(4) button`))); err != nil {
		t.Fatalf("click heap 4's remove button: %v", err)
	}
	tb.waitState("game=nim&heaps=9,5,2", "heap 4's × to remove it")
	tb.press("undo")
	tb.waitState("game=nim&heaps=9,5,2,6", "#undo to bring heap 4 back")
	tb.press("undo")
	tb.waitState(typed, "#undo to take back heap 1's new size")

	// A bad position typed: the error says why, nothing changes.
	tb.typeInto("goto-input", "game=nim&heaps=3,x")
	tb.press("go")
	tb.waitFor(`!document.getElementById("error").hidden`, "#error for a bad typed position")
	if got := tb.text("error-text"); !strings.Contains(got, `heaps: item 2 "x" is not a whole number`) {
		t.Errorf("#error-text = %q, want the reason", got)
	}
	if got := eval[string](tb, `window.nimscope.state()`); got != typed {
		t.Errorf("state() = %q after a bad typed position, want it unchanged: %s", got, typed)
	}
	tb.press("error-close")
	tb.waitFor(`document.getElementById("error").hidden`, "Dismiss to hide #error")

	// Keys: h toggles the hint, m the play, u undoes.
	tb.key("h")
	tb.waitState(typed+"&hint=1", "the h key to turn the hint on")
	tb.waitFor(pressed+` === "true"`, "#hint to be aria-pressed after h")
	tb.key("h")
	tb.waitState(typed, "the h key to turn the hint off")
	tb.key("m")
	tb.waitState(typed+"&play=misere", "the m key to switch to misère")
	tb.key("u")
	tb.waitState(typed, "the u key to undo the switch to misère")

	// Keys: + adds an item to the first list (a heap of 1), - removes the last one.
	tb.key("+")
	tb.waitState("game=nim&heaps=7,5,2,6,1", "the + key to add a heap of 1")
	tb.waitFor(`document.querySelectorAll("#field-heaps li").length === 5`, "the heap list to have 5 heaps")
	tb.key("-")
	tb.waitState(typed, "the - key to remove the last heap")

	// Opponent: two players and back.
	tb.press("vs")
	tb.waitState(typed+"&vs=human", "#vs to switch to two players")
	tb.waitFor(`document.getElementById("vs-value").textContent === "two players"`, "#vs to say two players")
	tb.press("vs")
	tb.waitState(typed, "#vs to switch back to the computer")
}

// TestLinkStartsFresh: a page opened at a link starts there, as the page without one starts
// at the default position: nothing to undo (before, Undo went back to Nim 3, 4, 5, a
// position the page never showed) and nothing in the log.
func TestLinkStartsFresh(t *testing.T) {
	parallel(t)
	const link = "game=hackenbush&edges=0-1,1-2"
	tb := open(t, link)
	tb.waitFor(`document.getElementById("position").textContent === `+strconv.Quote(link), "#position to show the link's position")
	if !eval[bool](tb, `document.getElementById("undo").disabled`) {
		t.Error("#undo is enabled on a page just opened at a link")
	}
	if got := eval[[]string](tb, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`); len(got) > 0 {
		t.Errorf("#log holds %q on a page just opened at a link, want it empty", got)
	}
	if got := eval[string](tb, `JSON.stringify(window.nimscope.command("undo"))`); !strings.Contains(got, "nothing to undo") {
		t.Errorf(`nimscope.command("undo") on a page just opened at a link: %q, want "nothing to undo"`, got)
	}
	tb.waitState(link, "the page to stay at the link")
}

//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// watchLive keeps what the live region says from now on, every text in order, in
// window.liveSaid.
func (tb *tab) watchLive() {
	tb.t.Helper()
	eval[chromedp.Void](tb, `(() => {
  const live = document.getElementById("live");
  window.liveSaid = [];
  new MutationObserver(() => window.liveSaid.push(live.textContent)).observe(live, {childList: true, characterData: true, subtree: true});
})()`)
}

// TestSceneControlsKeepTheFocus: a scene's buttons are made anew when they change (the coin
// strip's Step through it brings Step, Back, Stop…); the focus fell to the page's top, and
// the next Tab went to Hide panel. It goes to the button that follows on.
func TestSceneControlsKeepTheFocus(t *testing.T) {
	parallel(t)
	tb := open(t, "game=slide&coins=2,5,9&vs=human")
	tb.settle()
	tb.waitFor(`document.querySelectorAll("#scene-controls button").length > 0`, "the scene's buttons")
	before := eval[string](tb, `JSON.stringify([...document.querySelectorAll("#scene-controls button")].map((b) => b.textContent))`)
	eval[chromedp.Void](tb, `(() => { const b = document.querySelector("#scene-controls button"); b.focus(); b.click(); })()`)
	tb.waitFor(`JSON.stringify([...document.querySelectorAll("#scene-controls button")].map((b) => b.textContent)) !== `+strconv.Quote(before), "the scene's buttons to change")
	tb.frames(3, 100*time.Millisecond)
	if got := eval[string](tb, `(() => { const a = document.activeElement; return a && document.getElementById("scene-controls").contains(a) ? "scene: " + a.textContent : (a ? a.tagName + "#" + a.id : "none"); })()`); !strings.HasPrefix(got, "scene: ") {
		t.Errorf("after the scene's buttons changed the focus is on %s, want one of them", got)
	}
}

// TestLiveSaysWhatChanged: what a screen reader hears. The scene's block (a live region) was
// written again after every move with the same words, and read out again; H and C changed
// buttons without the focus and said nothing; a new language read the whole log again.
func TestLiveSaysWhatChanged(t *testing.T) {
	parallel(t)
	tb := open(t, "game=moore&heaps=5,8,10&k=2&vs=human")
	tb.settle()
	tb.waitFor(`document.getElementById("scene-body").textContent !== ""`, "the scene's block")
	eval[chromedp.Void](tb, `(() => {
  window.sceneWrites = 0;
  new MutationObserver(() => window.sceneWrites++).observe(document.getElementById("scene-body"), {childList: true});
})()`)
	if res := eval[string](tb, `JSON.stringify(window.nimscope.command("playto", "game=moore&heaps=5,5,5&k=2"))`); res != "{}" {
		t.Fatalf("playto: %s", res)
	}
	tb.waitFor(`document.getElementById("log").textContent.includes("5, 5, 5") || document.querySelectorAll("#log li").length >= 1`, "the move in the log")
	tb.frames(20, 500*time.Millisecond)
	if n := eval[int](tb, `window.sceneWrites`); n != 0 {
		t.Errorf("a move that changed none of the scene's words wrote its block %d times", n)
	}

	// What the live region said, every text in order (the computer may speak after C).
	tb.watchLive()
	said := func(want, after string) {
		t.Helper()
		tb.waitFor(`window.liveSaid.some((s) => s.includes(`+strconv.Quote(want)+`))`, strconv.Quote(want)+" in the live region after "+after)
	}
	tb.sendKey("", "h")
	said("Hint", "H")
	tb.sendKey("", "h")
	said("Hint off.", "H again")
	tb.sendKey("", "c")
	said("Opponent: computer.", "C")
	tb.waitFor(`document.querySelectorAll("#log li").length === 2 && window.liveSaid.some((s) => s.includes("The computer"))`, "the computer's answer, said")
	eval[chromedp.Void](tb, `window.nimscope.set(window.nimscope.state() + "&lang=uk")`)
	tb.waitFor(`document.documentElement.lang === "uk"`, "the page in Ukrainian")
	tb.frames(5, 200*time.Millisecond)
	log := eval[[]string](tb, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`)
	live := tb.text("live")
	for _, l := range log {
		if strings.Contains(live, l) {
			t.Errorf("after a change of language the live region reads the log again: %q", live)
			break
		}
	}
}

// TestGameOverFocus: when the computer's answer ends the game the move form goes for good,
// and the focus, which waited in it, fell to the page's top. Undo takes it.
func TestGameOverFocus(t *testing.T) {
	parallel(t)
	tb := open(t, "game=fibonacci&n=20&last=0")
	tb.settle()
	tb.synced()
	eval[chromedp.Void](tb, `(() => { const f = document.getElementById("move-to"); f.focus(); f.value = "7"; })()`)
	tb.sendKey("", "\r")
	tb.waitFor(`window.nimscope.view().over === true`, "the computer's answer to end the game")
	tb.waitFor(`document.activeElement && document.activeElement.id === "undo"`, "the focus on Undo")
}

// TestXorControlsForEveryone: the XOR table is a view, not a game: Hint and Opponent are off
// there (they were enabled and did nothing, and H said "Hint on."), and its pan buttons are
// named for what they do, not read as "left arrow".
func TestXorControlsForEveryone(t *testing.T) {
	parallel(t)
	tb, _ := xorOpen(t, "game=xor&q=64")
	for _, id := range []string{"hint", "vs"} {
		if !eval[bool](tb, `document.getElementById("`+id+`").disabled`) {
			t.Errorf("#%s is enabled on the XOR table", id)
		}
	}
	got := eval[string](tb, `[...document.querySelectorAll("#scene-controls button")].filter((b) => b.dataset.command === "pan").map((b) => b.getAttribute("aria-label")).join(", ")`)
	if got != "Pan left, Pan right, Pan up, Pan down" {
		t.Errorf("the pan buttons are named %q", got)
	}
	if res := eval[string](tb, `JSON.stringify(window.nimscope.set("game=nim&heaps=3,4,5"))`); res != "{}" {
		t.Fatalf("set: %s", res)
	}
	tb.waitFor(`!document.getElementById("hint").disabled && !document.getElementById("vs").disabled`, "Hint and Opponent on again in Nim")
}

// TestMooreNamesOnce: Moore's Nim-k's move form (every heap's new size) and the position's
// editor both had fields named "Heap 1", "Heap 2", "Heap 3". Every field of the panel has a
// name of its own, in each language.
func TestMooreNamesOnce(t *testing.T) {
	parallel(t)
	tb := open(t, mooreExample)
	tb.synced()
	names := `[...document.querySelectorAll("#panel input, #panel select")].filter((e) => e.getClientRects().length > 0)
  .map((e) => e.getAttribute("aria-label") || [...(e.labels || [])].map((l) => l.textContent.trim()).join(" "))`
	for _, lang := range []string{"en", "ru", "uk", "zh"} {
		if lang != "en" {
			eval[chromedp.Void](tb, `window.nimscope.set("lang=`+lang+`")`)
			tb.waitFor(`document.documentElement.lang.startsWith("`+lang+`") && document.querySelectorAll("#move-all input").length === 3`, "the page in "+lang)
			tb.frames(3, 100*time.Millisecond)
		}
		got := eval[[]string](tb, names)
		seen := map[string]bool{}
		for _, n := range got {
			if n == "" || seen[n] {
				t.Errorf("%s: a field named %q (empty or twice) among %q", lang, n, got)
			}
			seen[n] = true
		}
		if len(got) < 7 {
			t.Errorf("%s: %d fields %q, want the three heaps' new sizes, the editor's three heaps and k at least", lang, len(got), got)
		}
	}
}

// TestPlayKeySaysOnce: M (normal or misère play) said the new position twice, once as the
// position and once as the log's "New position: …".
func TestPlayKeySaysOnce(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5")
	tb.synced()
	tb.watchLive()
	tb.key("m")
	tb.waitFor(`window.liveSaid.some((s) => s.includes("misère"))`, "the new play said")
	tb.frames(5, 100*time.Millisecond)
	said := strings.Join(eval[[]string](tb, `window.liveSaid`), " | ")
	if n := strings.Count(said, "heaps 3, 4, 5, misère play"); n != 1 {
		t.Errorf("after M the live region said the position %d times: %q", n, said)
	}
	if !strings.Contains(said, "nim-sum 2") {
		t.Errorf("after M the live region did not say the nim-sum: %q", said)
	}
}

// TestAnswerKeepsYourMove: the computer's answer, half a second after the user's move, was
// written over the user's move in the live region, which a screen reader then dropped. It
// is added after it.
func TestAnswerKeepsYourMove(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5")
	tb.synced()
	tb.watchLive()
	tb.typeInto("move-to", "1")
	tb.sendKey("move-to", "\r")
	tb.waitFor(`document.querySelectorAll("#log li").length === 2`, "the computer's answer")
	tb.frames(5, 100*time.Millisecond)
	said := eval[[]string](tb, `window.liveSaid`)
	mine := -1
	for i, s := range said {
		if strings.Contains(s, "You took 2 from heap 1") {
			mine = i
			break
		}
	}
	if mine < 0 {
		t.Fatalf("the live region never said the user's move: %q", said)
	}
	last := said[len(said)-1]
	if !strings.Contains(last, "The computer took") {
		t.Fatalf("the live region never said the computer's answer: %q", said)
	}
	for _, s := range said[mine:] {
		if !strings.HasPrefix(s, said[mine]) {
			t.Errorf("the user's move %q was written over: %q", said[mine], s)
			break
		}
	}
}

// TestXorUndo: on the XOR table after Nim (a cell opened, then the table chosen again), Undo
// takes the table back: Nim shows again, and the live region names it. Undo back to the
// table's first showing disabled the button under the focus, which fell to the page's top;
// Redo takes it.
func TestXorUndo(t *testing.T) {
	parallel(t)
	tb, _ := xorOpen(t, "game=xor&q=64")
	eval[chromedp.Void](tb, `window.nimscope.command("cell", "3,5"), window.nimscope.command("open", "")`)
	tb.waitState("game=nim&heaps=3,5,6", "the cell opened")
	tb.set("game=xor&q=64")
	tb.waitState("game=xor&q=64", "the table again")
	tb.synced()
	tb.watchLive()
	tb.sendKey("undo", "\r")
	tb.waitState("game=nim&heaps=3,5,6", "Undo on the table")
	tb.waitFor(`window.liveSaid.some((s) => s.startsWith("Nim.") && s.includes("heaps 3, 5, 6"))`, "Nim and its heaps said")
	tb.synced()
	tb.sendKey("", "\r")
	tb.waitState("game=xor&q=64", "Undo in Nim")
	tb.waitFor(`window.liveSaid.some((s) => s.startsWith("XOR table."))`, "the table said")
	tb.waitFor(`document.getElementById("undo").disabled`, "Undo disabled: nothing before the table")
	tb.frames(3, 100*time.Millisecond)
	if got := eval[string](tb, active); got != "redo" {
		t.Errorf("after Undo back to the first position the focus is on %q, want redo", got)
	}
}

// TestXorCellByKeyboard: a cell of the XOR table was chosen and opened only by pointing and
// clicking. The scene's form chooses it by column and row, its block (a live region) then
// explains it, and a button opens Nim on its heaps, with the focus in Nim's move form.
func TestXorCellByKeyboard(t *testing.T) {
	parallel(t)
	tb, _ := xorOpen(t, "game=xor&q=64")
	names := eval[string](tb, `[...document.querySelectorAll("#scene-form label")].map((l) => l.textContent.trim()).join(", ")`)
	if names != "Column x, Row y" {
		t.Fatalf("the scene's form has the fields %q, want Column x, Row y", names)
	}
	for i, v := range []string{"3", "5\r"} {
		eval[chromedp.Void](tb, `(() => { const f = document.querySelectorAll("#scene-form input")[`+strconv.Itoa(i)+`]; f.focus(); f.value = ""; })()`)
		for _, k := range v {
			tb.sendKey("", string(k))
		}
	}
	tb.waitFor(`document.getElementById("scene-body").textContent.includes("x = 3, y = 5: 3 ⊕ 5 = 6.")`, "the cell's explanation in the scene's block")
	if live := eval[string](tb, `document.getElementById("scene-body").getAttribute("aria-live")`); live != "polite" {
		t.Errorf("the scene's block is aria-live=%q: its explanation is not read", live)
	}
	open := `[...document.querySelectorAll("#scene-controls button")].find((b) => b.textContent === "Play Nim on heaps 3, 5, 6")`
	tb.waitFor(open+` !== undefined`, "a button that opens the cell")
	tb.screenshot("xor-cell-keyboard")
	eval[chromedp.Void](tb, open+`.focus()`)
	tb.sendKey("", "\r")
	tb.waitState("game=nim&heaps=3,5,6", "the button to open Nim on the cell's heaps")
	tb.waitFor(`document.getElementById("live").textContent.includes("heaps 3, 5, 6")`, "Nim's position said")
	tb.waitFor(`document.activeElement && document.activeElement.id === "move-item"`, "the focus in the move form, not at the page's top")
}

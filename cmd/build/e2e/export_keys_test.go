//go:build !js

package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestExportRefusesKeys: while a PNG is drawn the board is frozen on the state the picture
// shows. A key that would change the position or the view is refused as a press on the
// board is: nothing changes, and the dialog, closed, opens again on the progress, the
// words announced. (The keys went to the session behind the frozen board: H took the hint,
// + added a heap, U and Ctrl+Z undid, and nothing said why the board did not answer.)
// Keys that only open something still work, and after the export every key works again.
func TestExportRefusesKeys(t *testing.T) {
	tb := open(t, "game=nim&heaps=3,4,5&vs=human")
	tb.settle()
	tb.key("m") // something to undo
	tb.waitFor(`window.nimscope.state().includes("play=misere")`, "misère play, by its key")
	tb.synced()
	before := eval[string](tb, `window.nimscope.state()`)

	eval[chromedp.Void](tb, `(() => {
  window.savedPictures = 0;
  window.addEventListener("nimscope:exported", () => window.savedPictures++);
  window.nimscope.command("export", "png:4096");
})()`)
	tb.slowCPU(4) // the picture takes seconds, whatever the machine
	tb.waitFor(`document.querySelector("canvas").getAttribute("aria-busy") === "true"`, "the picture begun")

	for i, k := range []struct {
		name, key, on string
		mods          []kb.Modifier
	}{
		{"H (hint)", "h", "page", nil},
		{"+ (a heap more)", "+", "page", nil},
		{"Ctrl+Z (undo)", "z", "page", []kb.Modifier{kb.ModifierCtrl}},
		{"U (undo) on the board", "u", "board", nil},
	} {
		eval[chromedp.Void](tb, `document.getElementById("export-dialog").close()`)
		if k.on == "board" {
			eval[chromedp.Void](tb, `document.querySelector("canvas").focus()`)
		} else {
			eval[chromedp.Void](tb, `document.activeElement && document.activeElement.blur()`)
		}
		var opts []chromedp.KeyOption
		if len(k.mods) > 0 {
			opts = append(opts, chromedp.KeyModifiers(k.mods...))
		}
		if err := chromedp.Do(tb.ctx, chromedp.KeyEvent(k.key, opts...)); err != nil {
			t.Fatalf("key %s: %v", k.name, err)
		}
		tb.frames(3, 50*time.Millisecond)
		if eval[bool](tb, `window.savedPictures > 0`) {
			t.Fatalf("the picture was saved before %s was pressed: the test needs a slower export", k.name)
		}
		if got := eval[string](tb, `window.nimscope.state()`); got != before {
			t.Fatalf("%s during the export changed the state to %q, from %q", k.name, got, before)
		}
		tb.waitFor(`document.getElementById("export-dialog").open`, "the dialog back on the progress after "+k.name)
		if i == 0 {
			tb.waitFor(`/^Drawing the picture… \d+%$/.test(document.getElementById("export-live") && document.getElementById("export-live").textContent)`,
				"the words announced after "+k.name)
		}
	}

	tb.slowCPU(1)
	tb.waitFor(`window.savedPictures === 1`, "the picture saved")
	tb.waitFor(`!document.querySelector("canvas").hasAttribute("aria-busy")`, "the board free again")
	if got := eval[string](tb, `window.nimscope.state()`); got != before {
		t.Errorf("after the keys refused during the export the state is %q, want %q", got, before)
	}
	eval[chromedp.Void](tb, `document.getElementById("export-dialog").close()`)
	tb.key("h")
	tb.waitFor(`window.nimscope.state().includes("hint=1")`, "the hint, by its key, after the export")
}

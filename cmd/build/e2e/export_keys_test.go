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
//
// The picture's last band is held back from the page until the keys have been pressed, so
// the export lasts as long as the test needs on any machine. (Timed against a slowed CPU
// instead, the export ended before the last key now and then, and the key rightly went
// through.) It is held by wrapping window.dispatchEvent, which boot.js sends Go's events
// through: a listener of the test's could not hold it, since Chrome runs a window's
// listeners in the order they were added, export.js's first, capture or not.
func TestExportRefusesKeys(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5&vs=human")
	tb.settle()
	tb.key("m") // something to undo
	tb.waitFor(`window.nimscope.state().includes("play=misere")`, "misère play, by its key")
	tb.synced()
	before := eval[string](tb, `window.nimscope.state()`)

	eval[chromedp.Void](tb, `(() => {
  window.savedPictures = 0;
  window.addEventListener("nimscope:exported", () => window.savedPictures++);
  const send = window.dispatchEvent.bind(window);
  let rows = 0;
  window.heldBand = null;
  window.dispatchEvent = (e) => {
    const d = e.type === "nimscope:picture" ? e.detail : null;
    if (d && d.pixels && (rows += d.pixels.length / (4 * d.width)) >= d.height) {
      window.heldBand = () => send(e);
      return true;
    }
    return send(e);
  };
  window.nimscope.command("export", "png:1024");
})()`)
	tb.waitFor(`window.heldBand !== null`, "the picture drawn but for the band held back")
	if !eval[bool](tb, `document.querySelector("canvas").getAttribute("aria-busy") === "true"`) {
		t.Fatal("the board is not marked busy while the picture's last band is to come")
	}

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
		if got := eval[string](tb, `window.nimscope.state()`); got != before {
			t.Fatalf("%s during the export changed the state to %q, from %q", k.name, got, before)
		}
		tb.waitFor(`document.getElementById("export-dialog").open`, "the dialog back on the progress after "+k.name)
		if i == 0 {
			tb.waitFor(`/^Drawing the picture… \d+%$/.test(document.getElementById("export-live") && document.getElementById("export-live").textContent)`,
				"the words announced after "+k.name)
		}
	}

	eval[chromedp.Void](tb, `window.heldBand()`)
	tb.waitFor(`window.savedPictures === 1`, "the picture saved")
	tb.waitFor(`!document.querySelector("canvas").hasAttribute("aria-busy")`, "the board free again")
	if got := eval[string](tb, `window.nimscope.state()`); got != before {
		t.Errorf("after the keys refused during the export the state is %q, want %q", got, before)
	}
	eval[chromedp.Void](tb, `document.getElementById("export-dialog").close()`)
	tb.key("h")
	tb.waitFor(`window.nimscope.state().includes("hint=1")`, "the hint, by its key, after the export")
}

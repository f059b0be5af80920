//go:build !js

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPanelPlace: the panel goes under the board on a page taller than wide and under 720
// px, and on any page under 480 px wide (a phone whose on-screen keyboard leaves it wider
// than tall: beside, the board was a sliver 40 px wide); beside it elsewhere.
func TestPanelPlace(t *testing.T) {
	parallel(t)
	for _, c := range []struct {
		w, h  int64
		under bool
	}{{360, 640, true}, {360, 340, true}, {640, 360, false}, {1200, 800, false}} {
		t.Run(fmt.Sprintf("%dx%d", c.w, c.h), func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5", viewport(c.w, c.h, 1))
			p := eval[map[string]float64](tb, `(() => { const r = document.getElementById("panel").getBoundingClientRect(); return {left: r.left, top: r.top}; })()`)
			if under := p["left"] == 0 && p["top"] > 0; under != c.under {
				t.Errorf("the panel is at (%v, %v): under the board %v, want %v", p["left"], p["top"], under, c.under)
			}
		})
	}
}

// TestCoinsOnAPhone: the coins field, which the notation writes in capitals, starts a
// phone's keyboard in capitals; its error does not name the key again after the field's
// label, and does not sit over the field, which it did as it stays at the panel's top.
func TestCoinsOnAPhone(t *testing.T) {
	parallel(t)
	tb := open(t, "game=turning&coins=HTTHTHH&rule=turtles", viewport(360, 640, 1), touchScreen)
	tb.synced()
	if got := eval[string](tb, `document.getElementById("field-coins").getAttribute("autocapitalize")`); got != "characters" {
		t.Errorf("the coins field's autocapitalize is %q, want characters", got)
	}
	if got := eval[string](tb, `document.getElementById("field-rule") ? "" : "no rule field"`); got != "" {
		t.Fatal(got)
	}
	// The field at the top of the panel's view, as after scrolling down to it.
	eval[chromedp.Void](tb, `document.getElementById("field-coins").scrollIntoView({block: "start"})`)
	tb.typeInto("field-coins", "hthth\r")
	tb.waitFor(`!document.getElementById("error").hidden`, "the field's error")
	tb.frames(3, 100*time.Millisecond)
	got := eval[map[string]any](tb, `(() => {
  const e = document.getElementById("error").getBoundingClientRect(), f = document.getElementById("field-coins").getBoundingClientRect();
  return {text: document.getElementById("error-text").textContent, errorTop: e.top, errorBottom: e.bottom, fieldTop: f.top, fieldBottom: f.bottom};
})()`)
	text, _ := got["text"].(string)
	if !strings.HasPrefix(text, `Coins was not changed: coin 1 is "h"`) {
		t.Errorf("the error says %q, want it to start Coins was not changed: coin 1 is \"h\"", text)
	}
	eb, ft := got["errorBottom"].(float64), got["fieldTop"].(float64)
	et, fb := got["errorTop"].(float64), got["fieldBottom"].(float64)
	if fb > et && ft < eb {
		t.Errorf("the error (%v to %v px) covers the field it is about (%v to %v px)", et, eb, ft, fb)
	}
}

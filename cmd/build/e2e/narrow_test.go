//go:build !js

package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// coveredScript lists the panel's controls and words in view whose centre the toggle or the
// caption takes (document.elementFromPoint there hits the overlay, not them). In view: inside
// the panel and the window, and, with the panel scrolled, below the toggle's band, under which
// what scrolls up goes on purpose (TestToggleCoversNothing).
const coveredScript = `(() => {
  const panel = document.getElementById("panel"), toggle = document.getElementById("panel-toggle"), caption = document.getElementById("caption");
  const p = panel.getBoundingClientRect();
  let top = Math.max(p.top, 0);
  if (panel.scrollTop > 0) top = Math.max(top, toggle.getBoundingClientRect().bottom + 8);
  const bottom = Math.min(p.top + panel.clientHeight, innerHeight);
  const out = [];
  for (const e of panel.querySelectorAll("button, select, input, a, summary, h1, h2, p, li, label, td, th")) {
    if (e.closest("[hidden]") || e.getClientRects().length === 0 || getComputedStyle(e).visibility === "hidden") continue;
    const r = e.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    if (r.width === 0 || r.height === 0 || y < top || y > bottom || x < p.left || x > Math.min(p.right, innerWidth)) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && (toggle.contains(hit) || caption.contains(hit))) {
      const name = e.id || (e.tagName.toLowerCase() + " " + JSON.stringify(e.textContent.trim().slice(0, 24)));
      out.push(name + " under the " + (toggle.contains(hit) ? "toggle" : "caption"));
    }
  }
  return out;
})()`

// TestNothingCovered: on narrow screens, portrait and landscape, neither the panel's floating
// toggle nor the caption under the board covers the panel's controls or words. At 420 px the
// toggle covered the panel's content, and in projector=1&embed=1&lang=uk the Full screen
// button; on a 360×640 phone the caption showed all the time, as the outcome row was only
// partly in view, and covered a third of the panel. Each look is one page, resized in place
// to each size; the panel is checked at its top and scrolled to its end.
func TestNothingCovered(t *testing.T) {
	parallel(t)
	sizes := [][2]int64{{320, 568}, {360, 640}, {390, 844}, {420, 900}, {768, 1024}}
	for _, look := range []string{"", "&projector=1&embed=1&lang=uk", "&projector=1&lang=ru"} {
		t.Run("nim"+look, func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5"+look, viewport(360, 640, 1))
			tb.synced()
			for _, s := range sizes {
				for _, wh := range [][2]int64{s, {s[1], s[0]}} {
					if err := chromedp.Do(tb.ctx, chromedp.EmulateViewport(wh[0], wh[1])); err != nil {
						t.Fatalf("resize to %dx%d: %v", wh[0], wh[1], err)
					}
					for _, end := range []bool{false, true} {
						eval[chromedp.Void](tb, fmt.Sprintf(`(() => { const p = document.getElementById("panel"); p.scrollTop = %v ? p.scrollHeight : 0; })()`, end))
						tb.frames(4, 150*time.Millisecond)
						if got := eval[[]string](tb, coveredScript); len(got) > 0 {
							where := "at its top"
							if end {
								where = "scrolled to its end"
							}
							t.Errorf("%dx%d, the panel %s: %v", wh[0], wh[1], where, got)
							tb.screenshot(fmt.Sprintf("covered-%s-%dx%d-%v", look, wh[0], wh[1], end))
						}
					}
				}
			}
		})
	}
}

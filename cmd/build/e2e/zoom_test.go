//go:build !js

package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestZoomKeepsBoardSharp: the page's pixel ratio changes after the board is drawn (the
// browser zoomed, the window dragged to a projector's screen). Ebiten kept the ratio it
// read first: the canvas kept its old number of pixels (blurred when zoomed in), and the
// pointer's events, converted by the new ratio, missed what they pointed at (at 2× a click
// on heap 1's second stone did nothing, and one on empty space took a heap). The canvas
// must be sized by the new ratio, and a click on a stone take it.
func TestZoomKeepsBoardSharp(t *testing.T) {
	parallel(t)
	for _, tc := range []struct{ from, to float64 }{{1, 2}, {2, 1}, {1, 1.5}} {
		t.Run(fmt.Sprintf("%gx-to-%gx", tc.from, tc.to), func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5&vs=human", viewport(1200, 800, tc.from))
			before := tb.settle()
			if _, err := chromedp.Run(tb.ctx, chromedp.EmulateViewport(1200, 800, chromedp.EmulateScale(tc.to))); err != nil {
				t.Fatal(err)
			}
			tb.waitFor(fmt.Sprintf(`window.devicePixelRatio === %g`, tc.to), "the new pixel ratio")
			// DevTools' emulation changes the ratio without the resize event that a zoom sends
			// (nor the media query's change): the test sends it.
			eval[chromedp.Void](tb, `window.dispatchEvent(new Event("resize"))`)
			c := tb.settle() // the backing store matches the canvas's size at the new ratio
			if c.Width == before.Width {
				t.Errorf("canvas.width stayed %g at %gx, after %gx", c.Width, tc.to, tc.from)
			}
			l := c.layout(3, 5)
			tb.click(c.stone(l, 0, 1))
			tb.waitState("game=nim&heaps=1,4,5&vs=human", "a click on stone 1 of heap 1 after the change takes 2")
		})
	}
}

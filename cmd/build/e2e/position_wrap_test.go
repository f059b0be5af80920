//go:build !js

package e2e

import (
	"strings"
	"testing"
)

// TestPositionWraps: a long position in the panel wraps between its parts, after an "&", a
// "|" or a ",", not inside a word or an edge (a sum's "hackenbush" was cut as "hac" and
// "kenbush", an edge "1-2" as "1-" and "2"), at a phone's width and a desktop's; only a part
// longer than 24 characters may be cut, so that it does not run out of a narrow panel. The
// text a reader copies is the position, whole.
func TestPositionWraps(t *testing.T) {
	parallel(t)
	const pos = "game=sum&parts=nim:3,5,7|staircase:0,2,1,4|hackenbush:0-1,1-2,2-3,1-4,4-5|slide:1,4,6|turning:HTTHHT/rule:turtles&hint=1"
	for _, vp := range []struct {
		name string
		w, h int64
	}{{"phone", 360, 740}, {"desktop", 1280, 800}} {
		t.Run(vp.name, func(t *testing.T) {
			tb := open(t, pos, viewport(vp.w, vp.h, 1))
			tb.settle()
			tb.synced()
			type part struct {
				Text  string
				Lines int
			}
			got := eval[struct {
				Text  string
				Lines int
				Parts []part
			}](tb, `(() => {
  const e = document.getElementById("position");
  const text = e.textContent;
  // Each part of the text up to and with its separator, as a range over the text nodes.
  const nodes = [];
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) nodes.push(n);
  const lineCount = (range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  const parts = [];
  let at = 0;
  for (const piece of text.split(/(?<=[&|,])/)) {
    const range = document.createRange();
    const place = (offset) => {
      for (const n of nodes) {
        if (offset <= n.data.length) return [n, offset];
        offset -= n.data.length;
      }
      return [nodes[nodes.length - 1], nodes[nodes.length - 1].data.length];
    };
    range.setStart(...place(at));
    // The separator that ends a part may stand at the end of a line; the part's characters
    // before it are what must not be cut.
    const end = /[&|,]$/.test(piece) ? at + piece.length - 1 : at + piece.length;
    range.setEnd(...place(end));
    parts.push({ Text: piece, Lines: lineCount(range) });
    at += piece.length;
  }
  const all = document.createRange();
  all.selectNodeContents(e);
  return { Text: text, Lines: lineCount(all), Parts: parts };
})()`)
			want := eval[string](tb, `window.nimscope.view().position`)
			if got.Text != want || !strings.HasPrefix(want, "game=sum&parts=") {
				t.Errorf("the panel writes the position as %q, want the view's %q", got.Text, want)
			}
			if vp.name == "phone" && got.Lines < 3 {
				t.Errorf("the position takes %d lines on a phone; the test wants one that wraps", got.Lines)
			}
			for _, p := range got.Parts {
				if p.Lines != 1 && len(p.Text) <= 24 {
					t.Errorf("%q is cut across %d lines", p.Text, p.Lines)
				}
			}
		})
	}
}

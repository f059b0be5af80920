//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
)

// TestTableKeepsCells: the panel's nim-sum table changes only the cells that differ. It was
// made anew on every state, and the browser laid out every cell again: with twenty heaps
// of 10^7 (600 cells), 20-60 ms of layout at each move and each hint on a 2-core machine,
// which cost the Nim scene frames (issue 8's frame rate). The table must still read as one
// made afresh when rows come and go and the width changes.
func TestTableKeepsCells(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5&vs=human")
	tb.synced()
	// Every cell gets a mark of its own, which a cell made anew lacks.
	tag := `(() => { let n = 0; for (const c of document.querySelectorAll("#table td, #table th")) c.__kept = ++n; return n; })()`
	kept := `[...document.querySelectorAll("#table td, #table th")].filter((c) => c.__kept).length`
	all := eval[int](tb, tag)

	tb.command("hint", "")
	tb.waitFor(`window.nimscope.view().hint === true && document.getElementById("hint-text").textContent !== ""`, "the hint")
	if got := eval[int](tb, kept); got != all {
		t.Errorf("after the hint: %d of the table's %d cells kept, want all (nothing in it changed)", got, all)
	}

	// The table as text, row by row, with the marked cells in brackets (empty cells left out).
	const read = `[...document.querySelectorAll("#table tr")].map((tr) => [...tr.cells].map((c) =>
  (c.classList.contains("marked") ? "[" + c.textContent + "]" : c.textContent)).filter((s) => s !== "").join(" ")).join(" | ")`
	steps := []struct{ how, arg, want string }{
		// A take from heap 1: its row and the sum change, heaps 2 and 3 keep their cells.
		{"playto", "game=nim&heaps=1,4,5",
			"size 4 2 1 | heap 1 1 = 0 0 1 | heap 2 4 = 1 0 0 | heap 3 5 = 1 0 1 | ⊕ 0 = 0 0 0"},
		// A fourth heap of 8: a column more, on the left, and it is the only one marked.
		{"set", "game=nim&heaps=1,4,5,8&vs=human",
			"size [8] 4 2 1 | heap 1 1 = [0] 0 0 1 | heap 2 4 = [0] 1 0 0 | heap 3 5 = [0] 1 0 1 | heap 4 8 = [1] 0 0 0 | ⊕ 8 = [1] 0 0 0"},
		// Two heaps of 2 and 3: rows and columns go.
		{"set", "game=nim&heaps=2,3&vs=human",
			"size 2 [1] | heap 1 2 = 1 [0] | heap 2 3 = 1 [1] | ⊕ 1 = 0 [1]"},
	}
	for i, s := range steps {
		eval[int](tb, tag)
		if s.how == "set" {
			eval[any](tb, `window.nimscope.set(`+strconv.Quote(s.arg)+`)`)
		} else {
			tb.command(s.how, s.arg)
		}
		tb.waitFor(`window.nimscope.view().position === `+strconv.Quote(strings.TrimSuffix(s.arg, "&vs=human")), s.arg)
		// The panel renders the state in a task of its own, after Go's next frame.
		if got := tb.readUntil(read, s.want); got != s.want {
			t.Errorf("step %d (%s %s): the table reads\n\t%s\nwant\n\t%s", i+1, s.how, s.arg, got, s.want)
		}
		if i == 0 {
			// heap 2's and heap 3's rows: 2 × (name, value, =, 3 bits); the head: 6 cells.
			if got := eval[int](tb, `[...document.querySelectorAll("#table-body tr:nth-child(n+2) > *, #table-head th, #table-head td")].filter((c) => c.__kept).length`); got != 18 {
				t.Errorf("after a take from heap 1: %d cells of the head and of heaps 2 and 3 kept, want all 18", got)
			}
		}
	}
	// The sum row is still read as the nim-sum, with its label's attribute.
	if got := eval[string](tb, `document.querySelector("#table-foot .name").getAttribute("aria-label") + " " + document.querySelector("#table-foot .name").getAttribute("scope")`); got != "nim-sum row" {
		t.Errorf("the sum row's name cell: aria-label and scope %q, want \"nim-sum row\"", got)
	}
}

// TestPanelWritesOnlyChanges: a state that changes one thing in the panel writes only that.
// The panel wrote every text, attribute and field again at each state: a text written again
// is a new text node and an attribute set again a change all the same, so a hint toggled
// restyled hundreds of elements and repainted the panel, frames the board lost on a 2-core
// machine (issue 8's frame rate; BENCHMARKS.md, session 36).
func TestPanelWritesOnlyChanges(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5,6&vs=human")
	tb.synced()
	// The parts of the panel that a hint does not change, and what was written in them.
	eval[bool](tb, `(() => {
  window.__written = [];
  const still = ["fields", "log", "position", "to-move", "outcome-words", "outcome", "move", "goto-input", "games-section", "table", "undo", "redo", "play", "vs"];
  new MutationObserver((records) => {
    for (const r of records) {
      const e = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const id = still.find((id) => { const s = document.getElementById(id); return s && s.contains(e); });
      if (id) window.__written.push(id + ": " + r.type + (r.attributeName ? " " + r.attributeName : ""));
    }
  }).observe(document.getElementById("panel"), { subtree: true, childList: true, attributes: true, characterData: true });
  return true;
})()`)
	for _, on := range []bool{true, false} {
		tb.command("hint", "")
		tb.waitFor(`window.nimscope.view().hint === `+strconv.FormatBool(on)+` && (document.getElementById("hint-text").textContent !== "") === `+strconv.FormatBool(on), "the hint's words")
		if got := eval[[]string](tb, `window.__written.splice(0)`); len(got) > 0 {
			t.Errorf("the hint turned %v wrote into parts of the panel it does not change: %s", map[bool]string{true: "on", false: "off"}[on], strings.Join(got, "; "))
		}
	}
}

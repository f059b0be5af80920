//go:build !js

package e2e

import (
	"strings"
	"testing"
)

// TestExportRefusesChanges: while Go draws a PNG the board is held on the state the picture
// shows, and every route that would change the position or the view is refused with an
// error that says why: the JS API's set and commands, a scene's command and the panel's
// buttons, which show the error. (They went to the session behind the frozen board: the
// panel showed the change, the board did not.) Export and suspend go on, a name that is no
// command is still refused as one, and after the picture everything works again. Keys are
// refused in the page (TestExportRefusesKeys).
//
// The routes are tried in the page's listener of the picture's first band: a 4096 px picture
// takes Go several frames, so more bands are to come and Go is still drawing.
func TestExportRefusesChanges(t *testing.T) {
	parallel(t)
	const start = "game=subtraction&heaps=9,6,5,4&set=1,2,3&vs=human"
	tb := open(t, start)
	tb.settle()
	if r := eval[map[string]any](tb, `window.nimscope.command("playto", "game=subtraction&heaps=8,6,5,4&set=1,2,3")`); len(r) > 0 {
		t.Fatalf("a move to have something to undo: %v", r)
	}
	tb.waitFor(`!document.getElementById("undo").disabled`, "the Undo button, after a move")
	tb.synced()
	before := eval[string](tb, `window.nimscope.state()`)

	type tried struct {
		Rows, Height     float64
		Before, After    string
		Refused          map[string]string // what each route answered while Go drew
		Goes             map[string]string // the same for those that go on: "" when accepted
		PanelError       string
		PanelErrorHidden bool
		ViewIsObject     bool
	}
	eval[any](tb, `(() => {
  window.tried = null;
  let rows = 0;
  window.addEventListener("nimscope:picture", (e) => {
    const d = e.detail;
    if (!d.pixels || window.tried) return;
    rows += d.pixels.length / (4 * d.width);
    const ns = window.nimscope, said = (r) => (r && r.error) || "";
    const out = { Rows: rows, Height: d.height, Before: ns.state(), Refused: {}, Goes: {} };
    out.Refused.set = said(ns.set("game=nim&heaps=1,2"));
    out.Refused.undo = said(ns.command("undo"));
    out.Refused.redo = said(ns.command("redo"));
    out.Refused.hint = said(ns.command("hint", true));
    out.Refused.vs = said(ns.command("vs", "computer"));
    out.Refused.playto = said(ns.command("playto", "game=subtraction&heaps=8,6,5,3&set=1,2,3"));
    out.Refused.playtake = said(ns.command("playtake", 1));
    out.Refused.reveal = said(ns.command("reveal", true));
    out.Refused.take = said(ns.command("take", "1:1"));
    out.Refused.nosuch = said(ns.command("nosuch"));
    out.Goes.suspend = said(ns.command("suspend", false));
    out.Goes.export = said(ns.command("export", "svg"));
    out.ViewIsObject = typeof ns.view() === "object" && !ns.view().error;
    document.getElementById("undo").click();
    out.PanelError = document.getElementById("error-text").textContent;
    out.PanelErrorHidden = document.getElementById("error").hidden;
    out.After = ns.state();
    window.tried = out;
  });
  window.nimscope.command("export", "png:4096");
})()`)
	tb.waitFor(`window.tried !== null`, "the picture's first band")
	got := eval[tried](tb, `window.tried`)
	if got.Rows >= got.Height {
		t.Fatalf("the picture came in one band (%v rows of %v): the test needs one that takes Go several", got.Rows, got.Height)
	}
	const why = "the board is being saved as a picture and stays as it is until the picture is saved; try again then"
	for route, err := range got.Refused {
		switch {
		case route == "nosuch":
			if !strings.Contains(err, `"nosuch" is not a command here`) {
				t.Errorf("command nosuch during the export: %q, want it refused as no command", err)
			}
		case !strings.Contains(err, why):
			t.Errorf("%s during the export: %q, want it refused: %q", route, err, why)
		}
	}
	if got.Refused["undo"] != "command undo: "+why || got.Refused["set"] != "set: "+why {
		t.Errorf("the errors say which call was refused: %q, %q", got.Refused["set"], got.Refused["undo"])
	}
	// An SVG is refused for its own reason (a subtraction game has none), not for the PNG.
	if got.Goes["suspend"] != "" || strings.Contains(got.Goes["export"], why) {
		t.Errorf("suspend and export during the export: %q, %q, want them to go on", got.Goes["suspend"], got.Goes["export"])
	}
	if !got.ViewIsObject {
		t.Error("view() during the export is not the view model")
	}
	if got.PanelErrorHidden || !strings.Contains(got.PanelError, "Could not undo") || !strings.Contains(got.PanelError, "being saved as a picture") {
		t.Errorf("the panel's Undo during the export: error box hidden %v, %q", got.PanelErrorHidden, got.PanelError)
	}
	if got.Before != before || got.After != before {
		t.Errorf("the state during the export went %q → %q, want %q throughout", got.Before, got.After, before)
	}

	tb.waitFor(`!document.querySelector("canvas").hasAttribute("aria-busy")`, "the picture drawn and the board free again")
	if s := eval[string](tb, `window.nimscope.state()`); s != before {
		t.Fatalf("after the export the state is %q, want %q", s, before)
	}
	if r := eval[map[string]any](tb, `window.nimscope.command("undo")`); len(r) > 0 {
		t.Errorf("undo after the export: %v", r)
	}
	tb.waitFor(`window.nimscope.state() === "`+start+`"`, "the move undone after the export")
}

// TestExportAskedThenChanged: the board is held from the moment a PNG is asked for, not only
// once Go begins it at the next frame (a set() in the same turn went through and was in the
// picture); and a picture asked for just before the game changes is still answered, by the
// new board (an SVG request was dropped with the old scene, and the dialog waited for ever).
func TestExportAskedThenChanged(t *testing.T) {
	parallel(t)
	const start = "game=xor&q=16"
	tb := open(t, start)
	tb.settle()
	tb.synced()
	// A PNG, then a set() in the same turn.
	got := eval[map[string]string](tb, `(() => {
  const ns = window.nimscope, said = (r) => (r && r.error) || "";
  window.answers = [];
  window.addEventListener("nimscope:exported", (e) => window.answers.push("exported " + e.detail.name));
  window.addEventListener("nimscope:error", (e) => { if (e.detail.source === "export") window.answers.push("error " + e.detail.message); });
  const asked = said(ns.command("export", "png"));
  return { asked: asked, set: said(ns.set("game=nim&heaps=1,2")), state: ns.state() };
})()`)
	const why = "set: the board is being saved as a picture and stays as it is until the picture is saved; try again then"
	if got["asked"] != "" || got["set"] != why || got["state"] != start {
		t.Errorf("a set() right after asking for a PNG: %q (asked: %q), state %q; want it refused (%q) and the state %q", got["set"], got["asked"], got["state"], why, start)
	}
	tb.waitFor(`window.answers.length === 1`, "the PNG saved")
	if a := eval[[]string](tb, `window.answers`); !strings.HasPrefix(a[0], "exported ") || !strings.HasSuffix(a[0], ".png") {
		t.Fatalf("the PNG asked for before the set(): %q", a)
	}
	if s := eval[string](tb, `window.nimscope.state()`); s != start {
		t.Errorf("after the PNG the state is %q, want %q", s, start)
	}
	// An SVG (the XOR table has one), then a set() to a game without one in the same turn:
	// the set goes on (an SVG is made at once, nothing is held), and the request is answered.
	got = eval[map[string]string](tb, `(() => {
  const ns = window.nimscope, said = (r) => (r && r.error) || "";
  const asked = said(ns.command("export", "svg"));
  return { asked: asked, set: said(ns.set("game=nim&heaps=1,2")), state: ns.state() };
})()`)
	if got["asked"] != "" || got["set"] != "" || got["state"] != "game=nim&heaps=1,2" {
		t.Errorf("a set() right after asking for an SVG: %q (asked: %q), state %q; want it done", got["set"], got["asked"], got["state"])
	}
	tb.waitFor(`window.answers.length === 2`, "the SVG request answered")
	if a := eval[[]string](tb, `window.answers`); !strings.Contains(a[1], "no SVG picture") {
		t.Errorf("the SVG asked for before the board became Nim: %q, want it refused as Nim has none", a[1])
	}
	// That refusal is this test's, and the only problem the tab may have seen.
	tb.synced()
	for _, p := range tb.col.take() {
		if !strings.HasPrefix(p, "nimscope:error/export: ") || !strings.Contains(p, "no SVG picture") {
			t.Errorf("the tab saw: %s", p)
		}
	}
}

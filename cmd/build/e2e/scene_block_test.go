//go:build !js

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSceneBlock feeds the panel a nimscope:scene report as a scene would send it (an
// explanation's caption, its controls and a table) and checks the panel shows it, sends the
// controls' commands, keeps a button's element across reports, and hides the block on null.
func TestSceneBlock(t *testing.T) {
	parallel(t)
	tb := open(t, "")
	tb.synced()
	eval[chromedp.Void](tb, `(() => {
  window.sentCommands = [];
  window.nimscope.command = (name, arg) => { window.sentCommands.push(name + ":" + arg); return {}; };
  window.report = (d) => window.dispatchEvent(new CustomEvent("nimscope:scene", {detail: d}));
  window.report({
    title: "Explain", text: "Step 1 of 3: the triangle <i>fuses</i>.",
    controls: [{command: "explain", arg: "play", label: "Play", pressed: false},
               {command: "explain", arg: "step", label: "Step"}],
    range: {command: "speed", label: "Speed", min: 1, max: 8, value: 2},
    table: {title: "cell", rows: [{label: "x", value: 5, bits: "101"}, {label: "y", value: 3, bits: "011"}],
            sum: {label: "⊕", value: 6, bits: "110"}, modulus: 0},
  });
})()`)
	// The panel draws a report in a task of its own, after the event.
	tb.waitFor(`!document.getElementById("scene-section").hidden`, "the scene block to show")
	eval[chromedp.Void](tb, `window.firstButton = document.querySelector("#scene-controls button")`)
	for _, tc := range []struct{ what, expr, want string }{
		{"title", `document.getElementById("h-scene").textContent`, "Explain"},
		{"text, never markup", `document.querySelector("#scene-body p").textContent + " " + document.querySelectorAll("#scene-body i").length`, "Step 1 of 3: the triangle <i>fuses</i>. 0"},
		{"buttons", `[...document.querySelectorAll("#scene-controls button")].map((b) => b.textContent + "/" + b.getAttribute("aria-pressed")).join(" ")`, "Play/false Step/null"},
		{"range", `document.querySelector("#scene-controls input[type=range]").value`, "2"},
		{"table", `[...document.querySelectorAll("#scene-body tbody tr, #scene-body tfoot tr")].map((tr) => tr.textContent).join(" | ")`, "x5=101 | y3=011 | ⊕6=110"},
	} {
		if got := eval[string](tb, tc.expr); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.what, got, tc.want)
		}
	}

	if err := chromedp.Do(tb.ctx, chromedp.Click(chromedp.CSS(`#scene-controls button`))); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`window.sentCommands.length > 0`, "the Play button to send its command")
	if got := eval[[]string](tb, `window.sentCommands`); len(got) != 1 || got[0] != "explain:play" {
		t.Errorf("sent %q, want [explain:play]", got)
	}

	// A new report with the same controls keeps the same button element, only pressed now.
	eval[chromedp.Void](tb, `window.report({title: "Explain", text: "Step 2 of 3.",
  controls: [{command: "explain", arg: "play", label: "Play", pressed: true}, {command: "explain", arg: "step", label: "Step"}],
  range: {command: "speed", label: "Speed", min: 1, max: 8, value: 3}})`)
	tb.waitFor(`document.querySelector("#scene-body p").textContent === "Step 2 of 3."`, "the second report")
	if got := eval[string](tb, `String(document.querySelector("#scene-controls button") === window.firstButton) + " " + document.querySelector("#scene-controls button").getAttribute("aria-pressed")`); got != "true true" {
		t.Errorf("after a report with the same controls: same element and pressed = %q, want \"true true\"", got)
	}

	eval[chromedp.Void](tb, `window.report(null)`)
	tb.waitFor(`document.getElementById("scene-section").hidden`, "a null report to hide the block")
}

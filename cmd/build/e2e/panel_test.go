//go:build !js

package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// fakeView is the view model of a game the explorer does not have: a list, a number,
// a choice and a text field, a table of column sums mod 3, hints, sections and an
// about block, and no misère play. The panel must draw and edit it with no code of its
// own for the game.
const fakeView = `{
  "state": "game=fake&heaps=4,5,6&k=2&rule=mock&coins=HTH&hint=1",
  "position": "game=fake&heaps=4,5,6&k=2&rule=mock&coins=HTH",
  "game": "fake", "play": "normal", "words": "heaps 4, 5, 6 with k 2",
  "hint": true, "vs": "computer",
  "analysis": {"position": "game=fake&heaps=4,5,6&k=2&rule=mock&coins=HTH", "outcome": "N", "grundy": null,
    "winning": [], "rule": "The fake rule.", "explanation": "the fake explanation",
    "reduction": "Nim on heaps 1, 1"},
  "toMove": "you", "over": false, "result": "", "log": [], "canUndo": false, "canRedo": false,
  "misere": false,
  "fields": [
    {"key": "heaps", "label": "Piles", "kind": "list", "item": "Pile", "value": "4,5,6", "max": 99, "minItems": 1, "maxItems": 3, "next": "7"},
    {"key": "k", "label": "Heaps per move", "kind": "number", "value": "2", "min": 1, "help": "At most this many heaps change in one move."},
    {"key": "rule", "label": "Rule", "kind": "choice", "value": "mock", "choices": ["turtles", "mock", "ruler"]},
    {"key": "coins", "label": "Coins", "kind": "text", "value": "HTH"}
  ],
  "table": {"title": "Column sums", "caption": "fake caption", "valueLabel": "size",
    "rows": [{"label": "pile 1", "value": 4, "bits": "100"}, {"label": "pile 2", "value": 5, "bits": "101"}, {"label": "pile 3", "value": 6, "bits": "110"}],
    "sum": {"label": "Σ mod 3", "name": "column sums modulo 3", "digits": [0, 1, 1]}, "modulus": 3},
  "hints": {"moves": ["take 1 from pile 1", "take 2 from pile 3"], "more": 3},
  "sections": [{"title": "Why columns", "paragraphs": ["First <b>paragraph</b>.", "Second paragraph."]}],
  "about": {"title": "How the fake game works", "paragraphs": ["It is made up."]}
}`

// TestPanelIsGeneric shows the panel a made-up game through a nimscope:state event, with
// view, state and set stubbed so that the edits it builds are recorded instead of sent.
func TestPanelIsGeneric(t *testing.T) {
	parallel(t)
	tb := open(t, "")
	tb.synced()
	eval[chromedp.Void](tb, `(() => {
  const fake = `+fakeView+`;
  const ns = window.nimscope;
  window.sent = [];
  ns.view = () => fake;
  ns.state = () => fake.state;
  ns.set = (text) => { window.sent.push(text); return {}; };
  window.dispatchEvent(new CustomEvent("nimscope:state", {detail: fake}));
})()`)
	tb.waitFor(`document.getElementById("position").textContent === "game=fake&heaps=4,5,6&k=2&rule=mock&coins=HTH"`, "the panel to show the made-up game")

	// What it shows.
	for _, tc := range []struct{ what, expr, want string }{
		{"table title", `document.getElementById("h-analysis").textContent`, "Column sums"},
		{"caption", `document.getElementById("table-caption").textContent`, "fake caption"},
		{"place values", `[...document.querySelectorAll("#table-head th.place")].map((c) => c.textContent).join(" ")`, "4 2 1"},
		{"rows", `[...document.querySelectorAll("#table-body tr")].map((tr) => tr.textContent).join(" | ")`, "pile 14=100 | pile 25=101 | pile 36=110"},
		{"sum row", `document.getElementById("table-foot").textContent`, "Σ mod 3=011"},
		{"marked", `[...document.querySelectorAll("#table-foot .marked, #table-head .marked")].length + ""`, "4"},
		{"hint", `document.getElementById("hint-text").textContent`, "Hint: winning moves: take 1 from pile 1; take 2 from pile 3; and 3 more."},
		{"reduction", `document.getElementById("reduction").textContent`, "Reduction: Nim on heaps 1, 1."},
		{"sections", `[...document.querySelectorAll("#sections h2, #sections p")].map((e) => e.textContent).join(" / ")`, "Why columns / First <b>paragraph</b>. / Second paragraph."},
		{"no markup from data", `document.querySelectorAll("#sections b").length + ""`, "0"},
		{"about", `document.getElementById("about-title").textContent + " / " + document.getElementById("about-body").textContent`, "How the fake game works / It is made up."},
		{"legend", `document.querySelector("#fields legend").textContent`, "Piles"},
		{"items", `[...document.querySelectorAll("#field-heaps li")].map((li) => li.querySelector("label").textContent + "=" + li.querySelector("input").value).join(" ")`, "Pile 1=4 Pile 2=5 Pile 3=6"},
		{"add at the limit", `document.getElementById("field-heaps-add").textContent + " " + document.getElementById("field-heaps-add").disabled`, "Add pile true"},
		{"number", `document.getElementById("field-k").value + " " + document.getElementById("field-k").type + " " + document.getElementById("field-k").min`, "2 number 1"},
		{"number's label", `document.querySelector("label[for=field-k]").textContent`, "Heaps per move"},
		{"help", `document.getElementById(document.getElementById("field-k").getAttribute("aria-describedby")).textContent`, "At most this many heaps change in one move."},
		{"choice", `document.getElementById("field-rule").value + " " + [...document.getElementById("field-rule").options].map((o) => o.value).join(",")`, "mock turtles,mock,ruler"},
		{"text", `document.getElementById("field-coins").value + " " + document.getElementById("field-coins").type`, "HTH text"},
		{"keys", `document.getElementById("key-add").textContent + " / " + document.getElementById("key-remove").textContent`, "add a pile / remove the last pile"},
		{"live", `document.getElementById("live").textContent`, "heaps 4, 5, 6 with k 2. To move: you."},
	} {
		if got := eval[string](tb, tc.expr); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.what, got, tc.want)
		}
	}
	for _, id := range []string{"play", "key-play"} {
		if !tb.hidden(id) {
			t.Errorf("#%s shown for a game without misère play", id)
		}
	}

	tb.screenshot("panel-generic-1")
	eval[chromedp.Void](tb, `document.getElementById("fields").scrollIntoView()`)
	tb.screenshot("panel-generic-2")

	// What it sends: the whole position from every field, in order.
	const rest = "&k=2&rule=mock&coins=HTH"
	sent := func(want, why string) {
		t.Helper()
		tb.waitFor(`window.sent.length > 0`, why)
		got := eval[[]string](tb, `window.sent.splice(0)`)
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s: sent %q, want [%q]", why, got, want)
		}
	}
	tb.typeInto("field-k", "3\r")
	sent("game=fake&heaps=4,5,6&k=3&rule=mock&coins=HTH", "typing 3 into k")
	tb.typeInto("field-coins", "H&T\r")
	sent("game=fake&heaps=4,5,6&k=2&rule=mock&coins=H%26T", "typing H&T into coins")
	eval[chromedp.Void](tb, `(() => {
  const s = document.getElementById("field-rule");
  s.value = "ruler";
  s.dispatchEvent(new Event("change"));
})()`)
	sent("game=fake&heaps=4,5,6&k=2&rule=ruler&coins=HTH", "choosing ruler")
	tb.typeInto("field-heaps-0", "9\r")
	sent("game=fake&heaps=9,5,6"+rest, "typing 9 into pile 1")
	if err := chromedp.Do(tb.ctx, chromedp.Click(chromedp.CSS(`#field-heaps li:nth-child(2) button`))); err != nil {
		t.Fatalf("click pile 2's remove button: %v", err)
	}
	sent("game=fake&heaps=4,6"+rest, "removing pile 2")
	tb.key("-")
	sent("game=fake&heaps=4,5"+rest, "the - key")
	tb.key("m") // no misère play: nothing to send
	tb.key("+") // three piles already, the most there may be
	tb.frames(3, 0)
	if got := eval[[]string](tb, `window.sent`); len(got) != 0 {
		t.Errorf("m and + sent %q for a game without misère play and a full list", got)
	}
	if got := tb.text("error-text"); !tb.hidden("error") {
		t.Errorf("#error shown: %q", got)
	}
	if strings.Contains(eval[string](tb, `location.hash`), "nim") {
		t.Errorf("the hash did not follow the made-up state: %s", eval[string](tb, `location.hash`))
	}
}

// TestPanelScreenshots keeps pictures of the whole panel, scrolled a screen at a time,
// on a laptop and on a phone, and checks that nothing in it is wider than the panel.
func TestPanelScreenshots(t *testing.T) {
	parallel(t)
	for _, tc := range []struct {
		name string
		w, h int64
		hash string
	}{
		{"1280x800", 1280, 800, "game=nim&heaps=3,4,5&hint=1"},
		{"390x844", 390, 844, "game=nim&heaps=7,5,2,6&play=misere&hint=1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := open(t, tc.hash, viewport(tc.w, tc.h, 1))
			tb.synced()
			tb.waitFor(`!document.getElementById("hint-text").hidden`, "the hint to be shown")
			if wide := eval[string](tb, `(() => {
  const p = document.getElementById("panel");
  const r = p.getBoundingClientRect();
  return [...p.querySelectorAll("*")].filter((e) => !e.closest(".table-scroll, .visually-hidden, [hidden]"))
    .filter((e) => { const b = e.getBoundingClientRect(); return b.width > 0 && (b.right > r.right + 0.5 || b.left < r.left - 0.5); })
    .map((e) => e.tagName + (e.id ? "#" + e.id : "")).join(" ");
})()`); wide != "" {
				t.Errorf("elements wider than the panel: %s", wide)
			}
			pages := eval[int](tb, `Math.ceil(document.getElementById("panel").scrollHeight / document.getElementById("panel").clientHeight)`)
			for i := range min(pages, 6) {
				eval[chromedp.Void](tb, fmt.Sprintf(`document.getElementById("panel").scrollTop = %d * document.getElementById("panel").clientHeight`, i))
				tb.frames(2, 0)
				tb.screenshot(fmt.Sprintf("panel-%s-%d", tc.name, i+1))
			}
		})
	}
}

// TestToggleCoversNothing: the panel's toggle stands at the panel's top corner, beside the
// title, so it covers nothing of the board (the XOR table's column numbers run along its top)
// nor of the title and tagline, in every language, on a projector and in an embed, wide or
// tall; with the panel hidden it stands over the board's corner, to bring the panel back.
// Wherever the panel is scrolled, no control shows beside or just under the toggle, where a
// tap meant for it would land on the toggle and hide the panel (a phone reviewer's Stalk
// button did): what scrolls up goes under a band at the toggle's corner. At 640 × 400 (a
// slide's frame, a small window) the panel is at its narrowest, and the toggle says only
// "Hide": "Сховати панель" covered the title's end there, in an embed and without one.
// Each size is one page, which a link of the next look and language moves on in place: the
// page lays its words out again as a visitor's choice of language does, and a page load
// each would take most of the test's time.
func TestToggleCoversNothing(t *testing.T) {
	parallel(t)
	for _, size := range []struct {
		name string
		w, h int64
	}{{"1280x800", 1280, 800}, {"390x844", 390, 844}, {"640x400", 640, 400}} {
		t.Run(size.name, func(t *testing.T) {
			page := open(t, "game=xor&q=64&lang=en", viewport(size.w, size.h, 1))
			for _, mode := range []struct{ name, keys, class string }{
				{"plain", "&embed=0&projector=0", ""},
				{"projector", "&embed=0&projector=1", "projector"},
				{"embed", "&embed=1&projector=0", "embed"},
			} {
				t.Run(mode.name, func(t *testing.T) {
					tb := page.with(t)
					for _, lang := range []string{"en", "ru", "uk", "zh"} {
						eval[chromedp.Void](tb, `location.hash = "game=xor&q=64&lang=`+lang+mode.keys+`"`)
						doc := lang
						if lang == "zh" {
							doc = "zh-Hans"
						}
						root := `document.documentElement`
						tb.waitFor(root+`.lang === "`+doc+`" && window.nimscope.view().lang === "`+lang+`" && `+
							root+`.classList.contains("embed") === `+strconv.FormatBool(mode.class == "embed")+` && `+
							root+`.classList.contains("projector") === `+strconv.FormatBool(mode.class == "projector"),
							"the page in "+lang+", "+mode.name)
						over := eval[string](tb, `(() => {
  const r = document.getElementById("panel-toggle").getBoundingClientRect();
  const hit = (e) => { const b = e.getBoundingClientRect();
    return b.width > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top; };
  const range = (e) => { const x = document.createRange(); x.selectNodeContents(e); return x; };
  const out = [];
  if (hit(document.querySelector("canvas"))) out.push("the board");
  for (const e of document.querySelectorAll("#title, .tagline")) {
    if (getComputedStyle(e).display !== "none" && hit(range(e))) out.push(e.id || e.className);
  }
  const panel = document.getElementById("panel"), toggle = document.getElementById("panel-toggle");
  const control = (x, y) => {
    const e = document.elementFromPoint(x, y);
    const c = e && !toggle.contains(e) && e.closest("button, input, select, a, summary, label");
    return c ? (c.id || c.textContent.trim().slice(0, 20)) : "";
  };
  for (let top = 12; top <= panel.scrollHeight - panel.clientHeight; top += 12) {
    panel.scrollTop = top;
    const t = toggle.getBoundingClientRect();
    const c = control(t.left - 6, (t.top + t.bottom) / 2) || control((t.left + t.right) / 2, t.bottom + 2);
    if (c) {
      out.push("a control (" + c + ") beside or under it, the panel scrolled " + top + " px");
      break;
    }
  }
  panel.scrollTop = 0;
  return out.join(", ");
})()`)
						if over != "" {
							t.Errorf("lang=%s: the toggle covers %s", lang, over)
						}
						eval[chromedp.Void](tb, `document.getElementById("panel-toggle").click()`)
						tb.waitFor(`document.documentElement.classList.contains("panel-collapsed")`, "the panel to hide")
						if !eval[bool](tb, `(() => { const r = document.getElementById("panel-toggle").getBoundingClientRect(),
  c = document.querySelector("canvas").getBoundingClientRect();
  return r.left >= c.left && r.right <= c.right && r.top >= c.top && r.bottom <= c.bottom; })()`) {
							t.Errorf("lang=%s: with the panel hidden, the toggle is not over the board", lang)
						}
						eval[chromedp.Void](tb, `document.getElementById("panel-toggle").click()`)
						tb.waitFor(`!document.documentElement.classList.contains("panel-collapsed")`, "the panel to show again")
					}
				})
			}
		})
	}
}

// underToggleScript scrolls the panel so that each of its controls in turn lies under the
// toggle, focuses it as Tab would, and lists those the focus leaves under the toggle (or
// under its ring, the band at the panel's top), where a keyboard user cannot see what they
// are on.
const underToggleScript = `(() => {
  const panel = document.getElementById("panel"), toggle = document.getElementById("panel-toggle");
  const out = [];
  let tried = 0;
  for (const e of panel.querySelectorAll("button, input, select, a[href], summary")) {
    if (e.disabled || e.closest("[hidden]") || e.getClientRects().length === 0) continue;
    document.activeElement && document.activeElement.blur();
    const t = toggle.getBoundingClientRect();
    panel.scrollTop += e.getBoundingClientRect().top - t.top;
    const r = e.getBoundingClientRect();
    if (r.top >= t.bottom || r.bottom <= t.top) continue; // the panel's ends: it cannot go under
    tried++;
    e.focus();
    const after = e.getBoundingClientRect(), band = toggle.getBoundingClientRect().bottom + 8;
    if (after.top < band) out.push((e.id || e.textContent.trim().slice(0, 20)) + " at " + Math.round(after.top) + " px");
  }
  document.activeElement && document.activeElement.blur();
  panel.scrollTop = 0;
  return {tried, out};
})()`

// TestFocusClearsToggle: a control the focus reaches (Tab, or a script's focus) while it is
// scrolled under the panel's toggle comes out below the toggle's band: the panel scrolls by
// its scroll padding. Before, the focus stayed on a × of the position editor hidden under
// the toggle.
func TestFocusClearsToggle(t *testing.T) {
	parallel(t)
	for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
		tb := open(t, "game=staircase&steps=3,0,5,2&lang=ru", viewport(size[0], size[1], 1))
		tb.synced()
		got := eval[struct {
			Tried int
			Out   []string
		}](tb, underToggleScript)
		if got.Tried < 10 {
			t.Errorf("%dx%d: only %d controls could be scrolled under the toggle, want the test to try 10 or more", size[0], size[1], got.Tried)
		}
		if len(got.Out) > 0 {
			t.Errorf("%dx%d: focused under the toggle: %v", size[0], size[1], got.Out)
		}
	}
}

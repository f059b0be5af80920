//go:build !js

package e2e

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// ---- contrast (no browser needed) ----

// staticDir is the site's sources, beside this package.
func staticDir(t *testing.T) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot find the source folder")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "static")
}

var (
	cssBlock = regexp.MustCompile(`(?s)(:root[^{]*)\{([^}]*)\}`)
	cssVar   = regexp.MustCompile(`--([a-z-]+):\s*(#[0-9a-fA-F]{6})\b`)
)

// themes reads the colour custom properties of every :root block of a style sheet, by
// selector: ":root", ":root:not(.theme-light)" (the system's dark), ":root.theme-dark".
func themes(t *testing.T, name string) map[string]map[string]string {
	t.Helper()
	css, err := os.ReadFile(filepath.Join(staticDir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]string{}
	for _, b := range cssBlock.FindAllSubmatch(css, -1) {
		vars := map[string]string{}
		for _, m := range cssVar.FindAllSubmatch(b[2], -1) {
			vars[string(m[1])] = strings.ToLower(string(m[2]))
		}
		if len(vars) == 0 {
			continue
		}
		sel := strings.TrimSpace(string(b[1]))
		if out[sel] != nil {
			sel += " (again)"
		}
		out[sel] = vars
	}
	return out
}

// luminance is WCAG 2's relative luminance of #rrggbb.
func luminance(hex string) float64 {
	v, _ := strconv.ParseUint(hex[1:], 16, 32)
	l := 0.0
	for i, w := range []float64{0.2126, 0.7152, 0.0722} {
		c := float64(v>>(16-8*i)&0xff) / 255
		if c <= 0.04045 {
			c /= 12.92
		} else {
			c = math.Pow((c+0.055)/1.055, 2.4)
		}
		l += w * c
	}
	return l
}

func contrast(a, b string) float64 {
	x, y := luminance(a), luminance(b)
	return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

// TestContrast: every pair of colours the style sheets put text or a control's edge on
// passes WCAG AA (4.5:1 for text, 3:1 for the edges of controls and the focus ring) in the
// light theme, the dark theme and the system's dark; and the dark theme is the same
// whether the link or the system asks for it.
func TestContrast(t *testing.T) {
	parallel(t)
	const text, edge = 4.5, 3.0
	type pair struct {
		fg, bg string
		min    float64
		what   string
	}
	panel := []pair{
		{"fg", "bg", text, "text"},
		{"muted", "bg", text, "help and notation"},
		{"fg", "soft", text, "button labels, the loading line"},
		{"muted", "soft", text, "muted text on a soft block"},
		{"accent", "bg", text, "links"},
		{"on-accent", "accent", text, "a pressed button's label"},
		{"n", "bg", text, "N"},
		{"p", "bg", text, "P"},
		{"error-fg", "error-bg", text, "an error"},
		{"warn-fg", "warn-bg", text, "a warning"},
		{"fg", "mark", text, "a marked column's bits"},
		{"fg", "stage", text, "text over the stage"},
		{"edge", "bg", edge, "the edge of buttons and fields"},
		{"focus", "bg", edge, "the focus ring"},
		{"focus", "soft", edge, "the focus ring on a soft block"},
		{"p", "error-bg", edge, "an error's border"},
	}
	lecture := []pair{
		{"fg", "bg", text, "text"},
		{"muted", "bg", text, "muted text"},
		{"fg", "soft", text, "button labels"},
		{"accent", "bg", text, "links"},
		{"edge", "bg", edge, "the edge of buttons"},
		{"focus", "bg", edge, "the focus ring"},
	}
	check := func(file, theme string, vars map[string]string, pairs []pair) {
		for _, p := range pairs {
			a, b := vars[p.fg], vars[p.bg]
			if a == "" || b == "" {
				t.Errorf("%s %s: --%s or --%s is not set (%s)", file, theme, p.fg, p.bg, p.what)
				continue
			}
			if r := contrast(a, b); r < p.min {
				t.Errorf("%s %s: %s, --%s %s on --%s %s: contrast %.2f, want at least %.1f", file, theme, p.what, p.fg, a, p.bg, b, r, p.min)
			} else {
				t.Logf("%s %s: %-14s on %-8s %5.2f (%s)", file, theme, p.fg, p.bg, r, p.what)
			}
		}
	}

	sheets := themes(t, "style.css")
	light, system, dark := sheets[":root"], sheets[":root:not(.theme-light)"], sheets[":root.theme-dark"]
	if light == nil || system == nil || dark == nil {
		t.Fatalf("style.css: want :root, :root:not(.theme-light) (in the prefers-color-scheme: dark query) and :root.theme-dark blocks; found %v", keys(sheets))
	}
	// The dark blocks override some colours: read them over the light ones.
	over := func(base, top map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range base {
			m[k] = v
		}
		for k, v := range top {
			m[k] = v
		}
		return m
	}
	check("style.css", "light", light, panel)
	check("style.css", "dark", over(light, dark), panel)
	for k, v := range dark {
		if system[k] != v {
			t.Errorf("style.css: --%s is %s for theme=dark but %q for the system's dark: the two dark blocks must match", k, v, system[k])
		}
	}
	for k := range system {
		if dark[k] == "" {
			t.Errorf("style.css: --%s is set for the system's dark only", k)
		}
	}

	lsheets := themes(t, filepath.Join("examples", "lecture.css"))
	if lsheets[":root"] == nil || lsheets[":root (again)"] == nil {
		t.Fatalf("lecture.css: want a light and a dark :root block; found %v", keys(lsheets))
	}
	check("lecture.css", "light", lsheets[":root"], lecture)
	check("lecture.css", "dark", over(lsheets[":root"], lsheets[":root (again)"]), lecture)
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// ---- tabs on any page of the site, or of a host page ----

// hostServer serves a host page on an origin of its own (another port), which embeds the
// site at frameURL and records every message it gets in window.got. The host page has a
// strict CSP of its own, and a sibling iframe (window.frames[1]) that is not nimscope's
// parent.
func hostServer(t *testing.T, frameURL string, tall bool) string {
	t.Helper()
	filler := ""
	if tall {
		filler = `<div class="filler">filler</div>`
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/host.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; frame-src *; style-src 'self'")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<link rel="stylesheet" href="host.css"><script src="host.js"></script></head>
<body><h1>A course page</h1>
<iframe id="embed" src="%s" title="nimscope" allow="fullscreen; clipboard-write"></iframe>
<iframe id="sibling" src="sibling.html" title="another frame"></iframe>
%s</body></html>`, strings.ReplaceAll(frameURL, "&", "&amp;"), filler)
	})
	mux.HandleFunc("/sibling.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>sibling</title><script src="sibling.js"></script><p>not the parent</p>`)
	})
	// The sibling, told to, posts to nimscope's frame as a stranger would.
	mux.HandleFunc("/sibling.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `"use strict";
window.addEventListener("message", (e) => {
  if (e.source !== window.parent || e.data !== "fire") return;
  const target = window.parent.frames[0];
  target.postMessage({type: "set", position: "game=nim&heaps=7", id: "stranger"}, "*");
  target.postMessage("slide:stop", "*");
  target.postMessage({type: "get", id: "stranger"}, "*");
});
`)
	})
	mux.HandleFunc("/host.css", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/css")
		fmt.Fprint(w, `body{margin:0;font:16px sans-serif} #embed{display:block;width:900px;height:560px;border:0}
#sibling{width:10px;height:10px;border:0} .filler{height:3000px}`)
	})
	mux.HandleFunc("/host.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `"use strict";
window.got = [];
window.addEventListener("message", (e) => {
  const f = document.getElementById("embed");
  if (!f || e.source !== f.contentWindow) return;
  window.got.push({origin: e.origin, data: e.data});
});
window.send = (msg) => document.getElementById("embed").contentWindow.postMessage(msg, "*");
window.last = (type) => { for (let i = window.got.length - 1; i >= 0; i--) if (window.got[i].data && window.got[i].data.type === type) return window.got[i].data; return null; };
`)
	})
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/host.html"
}

// ---- the view keys in the page ----

// computed is an element's computed style property.
func (tb *tab) computed(sel, prop string) string {
	tb.t.Helper()
	return eval[string](tb, `getComputedStyle(document.querySelector(`+strconv.Quote(sel)+`)).getPropertyValue(`+strconv.Quote(prop)+`)`)
}

// TestViewKeys: embed, theme, projector, lang and values are read from the link, written
// back in a fixed order, and change the panel; an unknown key is ignored with a warning;
// a bad value is an error naming the key.
func TestViewKeys(t *testing.T) {
	parallel(t)
	tb := open(t, "values=hidden&colour=red&game=nim&lang=ru&heaps=3,4,5&projector=1&theme=dark&embed=1")
	const want = "game=nim&heaps=3,4,5&embed=1&theme=dark&projector=1&lang=ru&values=hidden"
	tb.waitState(want, "the view keys of the link, in order")
	tb.synced()
	if got := eval[string](tb, `document.documentElement.className`); !strings.Contains(got, "theme-dark") || !strings.Contains(got, "embed") || !strings.Contains(got, "projector") {
		t.Errorf("<html class=%q>, want theme-dark, embed and projector", got)
	}
	if got := tb.computed("#panel", "background-color"); got != "rgb(23, 25, 28)" {
		t.Errorf("the panel's background in the dark theme is %s", got)
	}
	if got := tb.computed("html", "font-size"); got != "20px" {
		t.Errorf("projector=1: the root font size is %s, want 20px", got)
	}
	// lang=ru: the page is in Russian and says so (TestLanguages looks at the words).
	if got := eval[string](tb, `document.documentElement.lang + " " + document.documentElement.dataset.lang`); got != "ru ru" {
		t.Errorf("lang=ru: <html lang> and data-lang are %q, want ru ru", got)
	}
	// The unknown key: a warning, not an error, and not in the state.
	tb.waitFor(`!document.getElementById("warning").hidden`, "the warning about colour=red")
	// lang=ru: the warning is in Russian, and names the key and the keys there are.
	if got := tb.text("warning-text"); !strings.Contains(got, "colour: пропущено") || !strings.Contains(got, "theme") {
		t.Errorf("#warning-text = %q, want it to name colour and the keys there are", got)
	}
	if !tb.hidden("error") {
		t.Errorf("#error shown for an unknown key: %q", tb.text("error-text"))
	}

	// values=hidden: no outcome, Grundy value or nim-sum until revealed.
	concealed := func() {
		t.Helper()
		tb.waitFor(`document.getElementById("outcome").textContent === "?"`, "the outcome to be hidden")
		if got := eval[string](tb, `document.querySelector("#table-foot .dec").textContent + [...document.querySelectorAll("#table-foot .bit")].map((c) => c.textContent).join("")`); strings.Trim(got, "?") != "" {
			t.Errorf("the nim-sum row shows %q with the values hidden", got)
		}
		if n := eval[int](tb, `document.querySelectorAll("#table .marked").length`); n != 0 {
			t.Errorf("%d marked cells give the nim-sum away", n)
		}
		for _, id := range []string{"explanation"} {
			if !tb.hidden(id) {
				t.Errorf("#%s shown with the values hidden: %q", id, tb.text(id))
			}
		}
		if got := tb.text("outcome-words"); strings.Contains(got, "Grundy") || strings.Contains(got, "N-position") || strings.Contains(got, "P-position") {
			t.Errorf("#outcome-words = %q gives the values away", got)
		}
		if got := tb.text("live"); strings.Contains(got, "nim-sum") {
			t.Errorf("#live = %q says the nim-sum aloud", got)
		}
	}
	concealed()
	if tb.hidden("reveal") {
		t.Fatal("#reveal is hidden with values=hidden")
	}
	tb.screenshot("view-keys-dark-projector-embed-hidden")
	tb.key("v")
	tb.waitFor(`document.getElementById("outcome").textContent === "N"`, "V to reveal the outcome")
	if got := eval[string](tb, `document.querySelector("#table-foot .dec").textContent`); got != "2" {
		t.Errorf("revealed nim-sum %q, want 2", got)
	}
	if got := eval[string](tb, `document.getElementById("reveal").getAttribute("aria-pressed")`); got != "true" {
		t.Errorf("#reveal aria-pressed=%s once revealed", got)
	}
	tb.screenshot("view-keys-revealed")
	// A new position hides them again; the state keeps values=hidden all along.
	eval[map[string]any](tb, `window.nimscope.set("game=nim&heaps=1,2,3")`)
	tb.waitState("game=nim&heaps=1,2,3&embed=1&theme=dark&projector=1&lang=ru&values=hidden", "a new position")
	concealed()
	tb.press("reveal")
	tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "#reveal to show P for 1,2,3")

	// The next Set without unknown keys clears the warning.
	if !tb.hidden("warning") {
		t.Errorf("the warning stayed after a clean set(): %q", tb.text("warning-text"))
	}

	// theme=light, and theme=auto following the system.
	eval[map[string]any](tb, `window.nimscope.set("game=nim&heaps=1,2,3&theme=auto&projector=0&embed=0&values=shown&lang=")`)
	tb.waitState("game=nim&heaps=1,2,3", "every display key back to its default")
	tb.synced()
	if got := tb.computed("#panel", "background-color"); got != "rgb(255, 255, 255)" {
		t.Errorf("the panel's background with the defaults is %s", got)
	}
	if err := chromedp.Do(tb.ctx, colorScheme("dark")); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`getComputedStyle(document.getElementById("panel")).backgroundColor === "rgb(23, 25, 28)"`, "theme=auto to follow a dark system")
	eval[map[string]any](tb, `window.nimscope.set("game=nim&heaps=1,2,3&theme=light")`)
	tb.waitFor(`getComputedStyle(document.getElementById("panel")).backgroundColor === "rgb(255, 255, 255)"`, "theme=light to win over a dark system")
	tb.screenshot("view-keys-light")

	// Bad values: an error that names the key, and nothing changes.
	for _, tc := range []struct{ set, want string }{
		{"game=nim&heaps=1,2,3&theme=blue", `theme: "blue" is not light, dark or auto`},
		{"game=nim&heaps=1,2,3&embed=yes", `embed: "yes" is not 0 or 1`},
		{"game=nim&heaps=1,2,3&lang=fr", `lang: "fr" is not one of en, ru, uk, zh`},
		{"game=nim&heaps=1,2,3&values=later", `values: "later" is not hidden or shown`},
		{"game=nim&heaps=1,2,3&projector=on", `projector: "on" is not 0 or 1`},
	} {
		got := eval[map[string]any](tb, `window.nimscope.set(`+strconv.Quote(tc.set)+`)`)
		if e, _ := got["error"].(string); !strings.Contains(e, tc.want) {
			t.Errorf("set(%q) = %v, want an error containing %q", tc.set, got, tc.want)
		}
	}
	if got := eval[string](tb, `window.nimscope.state()`); got != "game=nim&heaps=1,2,3&theme=light" {
		t.Errorf("state() = %q after bad values", got)
	}
	// set() says what it ignored.
	got := eval[map[string]any](tb, `window.nimscope.set("game=nim&heaps=1,2,3&frobnicate=1")`)
	if w, _ := got["warnings"].([]any); len(w) != 1 || !strings.HasPrefix(fmt.Sprint(w[0]), "frobnicate: ignored") {
		t.Errorf(`set with an unknown key = %v, want {warnings: ["frobnicate: ignored…"]}`, got)
	}
}

// rawMouseEvent is Input.dispatchMouseEvent with its parameters as a map.
var rawMouseEvent = cdp.Command[map[string]any, cdp.Empty]{Method: input.CommandDispatchMouseEvent}

// colorScheme emulates the system's prefers-color-scheme for the tab.
func colorScheme(scheme string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		})
		return err
	})
}

// ---- dialogs ----

// active describes the focused element: its id, else its tag.
const active = `(() => { const a = document.activeElement; return a ? (a.id || a.tagName.toLowerCase()) : ""; })()`

// sendKey presses a key where the focus is (after focusing id, when id is not "").
func (tb *tab) sendKey(id, k string, mods ...kb.Modifier) {
	tb.t.Helper()
	if id != "" {
		eval[chromedp.Void](tb, `document.getElementById(`+strconv.Quote(id)+`).focus()`)
	}
	var opts []chromedp.KeyOption
	if len(mods) > 0 {
		opts = append(opts, chromedp.KeyModifiers(mods...))
	}
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent(k, opts...)); err != nil {
		tb.t.Fatalf("key %q: %v", k, err)
	}
}

// TestEmbedDialog: the Embed button opens a modal dialog that keeps Tab inside it, gives
// an iframe snippet, the permalink and a Markdown fallback for the position shown, copies
// them, and closes on Escape with the focus back on the button.
func TestEmbedDialog(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5&hint=1&theme=dark")
	tb.synced()
	tb.sendKey("embed-open", "\r")
	tb.waitFor(`document.getElementById("embed-dialog").open`, "Enter on #embed-open to open the dialog")
	if !eval[bool](tb, `document.getElementById("embed-dialog").contains(document.activeElement)`) {
		t.Errorf("the focus is on %s, outside the open dialog", eval[string](tb, active))
	}
	base := strings.TrimSuffix(the.url, "/") + "/index.html"
	snippet := eval[string](tb, `document.getElementById("embed-iframe").value`)
	for _, want := range []string{
		`<div style="position:relative;width:100%;height:0;padding-top:62.5%">`,
		`<iframe src="` + base + `#game=nim&amp;heaps=3,4,5&amp;hint=1&amp;embed=1&amp;theme=dark"`,
		`title="nimscope: Nim, heaps 3, 4, 5"`,
		`loading="lazy"`,
		`allow="fullscreen; clipboard-write"`,
		`style="position:absolute;top:0;left:0;width:100%;height:100%;border:0"></iframe>`,
	} {
		if !strings.Contains(snippet, want) {
			t.Errorf("the iframe snippet lacks %s:\n%s", want, snippet)
		}
	}
	link := eval[string](tb, `document.getElementById("embed-link").value`)
	if want := base + "#game=nim&heaps=3,4,5&hint=1&theme=dark"; link != want {
		t.Errorf("the permalink is %q, want %q", link, want)
	}
	md := eval[string](tb, `document.getElementById("embed-markdown").value`)
	if want := "[![nimscope: Nim, heaps 3, 4, 5 \\(open the interactive explorer\\)](" + strings.TrimSuffix(the.url, "/") + "/preview.svg)](" + link + ")"; md != want {
		t.Errorf("the Markdown is\n\t%s\nwant\n\t%s", md, want)
	}
	// The picture it shows is there, and is an SVG.
	if got := eval[string](tb, `fetch("preview.svg").then((r) => r.status + " " + r.headers.get("Content-Type"))`); got != "200 image/svg+xml" {
		t.Errorf("preview.svg: %s", got)
	}
	tb.screenshot("embed-dialog")

	// The shape and the compact chrome are choices.
	eval[chromedp.Void](tb, `(() => { const s = document.getElementById("embed-aspect"); s.value = "4:3"; s.dispatchEvent(new Event("change")); })()`)
	eval[chromedp.Void](tb, `document.getElementById("embed-compact").click()`)
	snippet = eval[string](tb, `document.getElementById("embed-iframe").value`)
	if !strings.Contains(snippet, "padding-top:75%") || strings.Contains(snippet, "embed=1") {
		t.Errorf("4:3 without compact chrome gave:\n%s", snippet)
	}
	// Still pictures: motion=reduced in the iframe, where Go writes it (after the explorer's
	// other keys); the permalink keeps the page's own motion.
	if eval[bool](tb, `document.getElementById("embed-still").checked`) {
		t.Error("still pictures are on for a page that does not ask for them")
	}
	eval[chromedp.Void](tb, `document.getElementById("embed-still").click()`)
	snippet = eval[string](tb, `document.getElementById("embed-iframe").value`)
	if !strings.Contains(snippet, `#game=nim&amp;heaps=3,4,5&amp;hint=1&amp;theme=dark&amp;motion=reduced"`) {
		t.Errorf("still pictures gave:\n%s", snippet)
	}
	if link := eval[string](tb, `document.getElementById("embed-link").value`); strings.Contains(link, "motion") {
		t.Errorf("still pictures changed the permalink too: %s", link)
	}

	// Copy: to the clipboard where the page may, else the text is selected to copy by hand.
	tb.sendKey("", "\t") // anywhere inside; then the copy button by id
	eval[chromedp.Void](tb, `document.querySelector('button[data-copy="embed-link"]').click()`)
	tb.waitFor(`/The link (copied|selected)/.test(document.getElementById("embed-status").textContent)`, "the link to be copied or selected")

	// Tab and Shift+Tab go round inside the dialog.
	eval[chromedp.Void](tb, `document.querySelector("#embed-dialog .dialog-close").focus()`)
	for i := 0; i < 14; i++ {
		mods := []kb.Modifier(nil)
		if i >= 9 {
			mods = []kb.Modifier{kb.ModifierShift}
		}
		tb.sendKey("", "\t", mods...)
		if !eval[bool](tb, `document.getElementById("embed-dialog").contains(document.activeElement)`) {
			t.Fatalf("Tab %d left the dialog for %s", i+1, eval[string](tb, active))
		}
	}
	// Keys of the page do nothing while the dialog is open.
	eval[chromedp.Void](tb, `document.querySelector("#embed-dialog .dialog-close").focus()`)
	tb.sendKey("", "h")
	tb.frames(3, 100*time.Millisecond)
	if got := eval[string](tb, `window.nimscope.state()`); got != "game=nim&heaps=3,4,5&hint=1&theme=dark" {
		t.Errorf("H in the dialog changed the state to %q", got)
	}
	tb.sendKey("", "\x1b") // Escape
	tb.waitFor(`!document.getElementById("embed-dialog").open`, "Escape to close the dialog")
	if got := eval[string](tb, active); got != "embed-open" {
		t.Errorf("after the dialog the focus is on %q, want embed-open", got)
	}

	// The frame's title names the game as the picker does, in the page's language, as the
	// position's words are (it was the game's id, capitalised, beside Russian words).
	eval[chromedp.Void](tb, `window.nimscope.set("game=nim&heaps=3,4,5&lang=ru")`)
	tb.waitFor(`document.documentElement.lang === "ru" && window.nimscope.view().words === "кучки 3, 4, 5"`, "the page in Russian")
	tb.sendKey("embed-open", "\r")
	tb.waitFor(`document.getElementById("embed-dialog").open`, "the dialog again")
	if snippet := eval[string](tb, `document.getElementById("embed-iframe").value`); !strings.Contains(snippet, `title="nimscope: Ним, кучки 3, 4, 5"`) {
		t.Errorf("the Russian page's iframe snippet:\n%s", snippet)
	}
	// In Chinese the name and the words are joined with a full-width comma.
	tb.sendKey("", "\x1b")
	tb.waitFor(`!document.getElementById("embed-dialog").open`, "Escape to close the dialog")
	eval[chromedp.Void](tb, `window.nimscope.set("game=nim&heaps=3,4,5&lang=zh")`)
	tb.waitFor(`document.documentElement.lang === "zh-Hans" && /[\u4e00-\u9fff]/.test(window.nimscope.view().words)`, "the page in Chinese")
	tb.sendKey("embed-open", "\r")
	tb.waitFor(`document.getElementById("embed-dialog").open`, "the dialog in Chinese")
	if snippet := eval[string](tb, `document.getElementById("embed-iframe").value`); !strings.Contains(snippet, `title="nimscope: 尼姆，`) {
		t.Errorf("the Chinese page's iframe snippet:\n%s", snippet)
	}
}

// TestKeysDialog: ? opens the list of every key, the scene's too (V with the values shown);
// Escape closes it and the focus goes back where it was.
func TestKeysDialog(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5")
	tb.synced()
	eval[chromedp.Void](tb, `document.getElementById("undo").disabled = false; document.getElementById("hint").focus()`)
	tb.sendKey("", "?")
	tb.waitFor(`document.getElementById("keys-dialog").open`, "? to open the list of keys")
	items := eval[[]string](tb, `[...document.querySelectorAll("#keys-dialog-list li")].filter((li) => li.getClientRects().length > 0).map((li) => li.textContent)`)
	all := strings.Join(items, "\n")
	// V is listed with values shown too: a lecturer looks for it before hiding them.
	for _, want := range []string{"undo", "redo", "hint", "misère", "computer or two players", "reveal or hide the values, while Hide values is on", "embed", "full screen", "this panel", "this list of keys", "wheel"} {
		if !strings.Contains(all, want) {
			t.Errorf("the list of keys lacks %q:\n%s", want, all)
		}
	}
	if n := eval[int](tb, `document.querySelectorAll("#keys-dialog-list [id]").length`); n != 0 {
		t.Errorf("the copied list of keys has %d elements with ids", n)
	}
	tb.screenshot("keys-dialog")
	tb.sendKey("", "\x1b")
	tb.waitFor(`!document.getElementById("keys-dialog").open`, "Escape to close the list of keys")
	if got := eval[string](tb, active); got != "hint" {
		t.Errorf("after the list of keys the focus is on %q, want hint", got)
	}
}

// ---- keyboard only ----

// TestKeyboardOnly: every control is a labelled button or field; Tab reaches the move
// form, a move typed there is played and answered; the shortcuts act; a click focuses the
// board and Tab leaves it.
func TestKeyboardOnly(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5")
	c := tb.settle()
	tb.synced()

	// Every control has a name a screen reader reads.
	unnamed := eval[[]string](tb, `[...document.querySelectorAll("button, input, select, textarea, a[href]")].filter((e) => {
  if (e.closest("[hidden]")) return false;
  const name = (e.getAttribute("aria-label") || "").trim() || (e.labels && [...e.labels].map((l) => l.textContent).join("").trim()) ||
    (e.tagName === "BUTTON" || e.tagName === "A" ? e.textContent.trim() : "");
  return !name;
}).map((e) => e.outerHTML.slice(0, 120))`)
	if len(unnamed) > 0 {
		t.Errorf("controls without a name:\n%s", indentLines(unnamed))
	}
	if n := eval[int](tb, `[...document.querySelectorAll("[role=button], div[tabindex], span[tabindex]")].length`); n != 0 {
		t.Errorf("%d fake buttons: use <button>", n)
	}

	// Tab from the top of the page to the move form.
	eval[chromedp.Void](tb, `document.activeElement && document.activeElement.blur()`)
	var path []string
	for i := 0; i < 60 && eval[string](tb, active) != "move-item"; i++ {
		tb.sendKey("", "\t")
		path = append(path, eval[string](tb, active))
	}
	if got := eval[string](tb, active); got != "move-item" {
		t.Fatalf("Tab never reached #move-item; it went %s", strings.Join(path, " → "))
	}
	t.Logf("Tab: %s", strings.Join(path, " → "))
	if path[0] != "panel-toggle" {
		t.Errorf("the first Tab stop is %s, want panel-toggle (the canvas must not be in the way)", path[0])
	}
	// Heap 1 is chosen; Tab to the number, type 1, Enter: take 2 from heap 1.
	tb.sendKey("", "\t")
	if got := eval[string](tb, active); got != "move-to" {
		t.Fatalf("Tab after #move-item went to %s", got)
	}
	tb.watchLive()
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent("1"), chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`document.querySelectorAll("#log li").length === 2`, "the move and the computer's answer")
	if got := eval[[]string](tb, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`); got[0] != "You took 2 from heap 1 (3 → 1)." {
		t.Errorf("the log says %q", got)
	}
	// The form hid while the computer answered; the focus is back where it was.
	tb.waitFor(`document.activeElement && document.activeElement.id === "move-to"`, "the focus back on the move form after the computer's answer")
	said := eval[[]string](tb, `window.liveSaid`)
	if !strings.Contains(strings.Join(said, "\n"), "heaps 1, 4, 5; nim-sum 0. You took 2 from heap 1 (3 → 1).") {
		t.Errorf("#live said %q, want the position, its nim-sum and the move", said)
	}
	// A move the rules do not allow is refused with a message.
	eval[chromedp.Void](tb, `document.getElementById("move-to").value = "9"`)
	tb.sendKey("move-to", "\r")
	tb.waitFor(`!document.getElementById("error").hidden`, "an illegal move to be refused")
	if got := tb.text("error-text"); !strings.Contains(got, "Could not move") {
		t.Errorf("#error-text = %q", got)
	}
	tb.sendKey("move-go", "\x1b")

	// Shortcuts, with the focus on a button: hint, undo.
	before := eval[string](tb, `window.nimscope.state()`)
	tb.sendKey("move-go", "h")
	tb.waitState(before+"&hint=1", "H to turn the hint on")
	tb.sendKey("move-go", "u")
	tb.waitState("game=nim&heaps=3,4,5&hint=1", "U to undo the move and the answer")
	tb.sendKey("move-go", "i")
	tb.waitFor(`document.documentElement.classList.contains("panel-collapsed")`, "I to hide the panel")
	tb.settle()
	tb.screenshot("keyboard-panel-hidden")
	tb.sendKey("", "i")
	tb.waitFor(`!document.documentElement.classList.contains("panel-collapsed")`, "I to show the panel again")

	// A click on an empty part of the board focuses it; Tab goes on to the panel.
	c = tb.settle()
	tb.click(c.Left+8, c.Top+8)
	tb.waitFor(`document.activeElement === document.querySelector("canvas")`, "a click to focus the board")
	tb.sendKey("", "\t")
	if got := eval[string](tb, active); got == "canvas" || got == "body" {
		t.Errorf("Tab from the board went to %q: a keyboard trap", got)
	}
}

// ---- postMessage from a host page on another origin ----

type message struct {
	Origin string         `json:"origin"`
	Data   map[string]any `json:"data"`
}

// TestHostPage: a course page on another origin drives an embed by postMessage: ready,
// state on every change, set and get with replies, errors for bad messages, nothing from
// a window that is not the parent; the height for auto-sizing; the wheel scrolls the host
// page; a click on the board lets the keys work inside the iframe.
func TestHostPage(t *testing.T) {
	parallel(t)
	needBrowser(t)
	site := strings.TrimSuffix(the.url, "/")
	host := hostServer(t, site+"/index.html#game=nim&heaps=3,4,5&embed=1", true)
	tb := openPage(t, host, `window.last && window.last("ready") !== null`)

	last := func(typ string) map[string]any {
		t.Helper()
		return eval[map[string]any](tb, `window.last(`+strconv.Quote(typ)+`)`)
	}
	waitID := func(id string) map[string]any {
		t.Helper()
		cond := `window.got.some((m) => m.data && m.data.id === ` + id + `)`
		tb.waitFor(cond, "a reply with id "+id)
		return eval[map[string]any](tb, `window.got.find((m) => m.data && m.data.id === `+id+`).data`)
	}
	ready := eval[message](tb, `window.got.find((m) => m.data.type === "ready")`)
	if ready.Origin != site || ready.Data["namespace"] != "nimscope" || ready.Data["state"] != "game=nim&heaps=3,4,5&embed=1" {
		t.Errorf("ready = %+v, want from %s, namespace nimscope, state game=nim&heaps=3,4,5&embed=1", ready, site)
	}
	tb.waitFor(`window.last("height") !== null`, "a height message")
	if h, _ := last("height")["height"].(float64); h < 320 || h > 3000 {
		t.Errorf("height %v", h)
	}

	// set, answered with the new state; the state event follows.
	eval[chromedp.Void](tb, `window.send({type: "set", position: "game=nim&heaps=1,2,3", id: 7})`)
	if r := waitID("7"); r["type"] != "state" || r["state"] != "game=nim&heaps=1,2,3&embed=1" {
		t.Errorf("the reply to set: %v", r)
	}
	tb.waitFor(`window.got.some((m) => m.data.type === "state" && m.data.id === undefined && m.data.state === "game=nim&heaps=1,2,3&embed=1")`, "the state message after set")
	st := last("state")
	if v, _ := st["view"].(map[string]any); v == nil || v["position"] != "game=nim&heaps=1,2,3" {
		t.Errorf("the state message's view: %v", st["view"])
	}
	// A key set() ignores is said in the answer, as set() returns it; a set without one has
	// no warnings. The answer dropped them: the host never heard junk was ignored.
	eval[chromedp.Void](tb, `window.send({type: "set", position: "game=nim&heaps=1,2&junk=1", id: "w1"})`)
	r := waitID(`"w1"`)
	if w, _ := r["warnings"].([]any); r["type"] != "state" || r["state"] != "game=nim&heaps=1,2&embed=1" || len(w) != 1 ||
		!strings.HasPrefix(fmt.Sprint(w[0]), "junk: ignored: not a key of game nim nor of the explorer") {
		t.Errorf("the reply to a set with junk=1: %v, want a state with warnings [junk: ignored: …]", r)
	}
	eval[chromedp.Void](tb, `window.send({type: "set", position: "game=nim&heaps=1,2,3", id: "w2"})`)
	if r := waitID(`"w2"`); r["state"] != "game=nim&heaps=1,2,3&embed=1" || r["warnings"] != nil {
		t.Errorf("the reply to a set without unknown keys: %v", r)
	}
	// get.
	eval[chromedp.Void](tb, `window.send({type: "get", id: "q1"})`)
	if r := waitID(`"q1"`); r["type"] != "state" || r["state"] != "game=nim&heaps=1,2,3&embed=1" {
		t.Errorf("the reply to get: %v", r)
	}
	// Bad messages: errors that say what is wrong.
	for _, tc := range []struct{ msg, id, want string }{
		{`{type: "set", position: 5, id: 8}`, "8", "position: expected a string"},
		{`{type: "set", position: "game=nim&heaps=x", id: 9}`, "9", `heaps: item 1 "x" is not a whole number`},
		{`{type: "sett", id: 10}`, "10", `"sett" is not a message nimscope takes`},
		{`{type: "set", position: "game=nim&heaps=1&theme=red", id: 11}`, "11", `theme: "red" is not light, dark or auto`},
	} {
		eval[chromedp.Void](tb, `window.send(`+tc.msg+`)`)
		r := waitID(tc.id)
		if m, _ := r["message"].(string); r["type"] != "error" || !strings.Contains(m, tc.want) {
			t.Errorf("%s: reply %v, want an error containing %q", tc.msg, r, tc.want)
		}
	}
	// A bad id cannot be answered with: the error names the message and what the id was.
	eval[chromedp.Void](tb, `window.send({type: "get", id: "q ".repeat(40)})`)
	tb.waitFor(`window.got.some((m) => m.data.type === "error" && m.data.id === undefined)`, "the error for a message with a bad id")
	if m := eval[string](tb, `window.got.find((m) => m.data.type === "error" && m.data.id === undefined).data.message`); m != `"get": id: expected a number or up to 64 letters, digits and _.:-, got a string of 80 characters` {
		t.Errorf("a bad id's error: %q", m)
	}
	// A window that is not the parent is not heard.
	eval[chromedp.Void](tb, `document.getElementById("sibling").contentWindow.postMessage("fire", "*")`)
	eval[chromedp.Void](tb, `window.send({type: "get", id: "after"})`)
	if r := waitID(`"after"`); r["state"] != "game=nim&heaps=1,2,3&embed=1" {
		t.Errorf("after a stranger's set the state is %v", r["state"])
	}
	if eval[bool](tb, `window.got.some((m) => m.data.id === "stranger")`) {
		t.Error("the embed answered a window that is not its parent")
	}

	// The wheel over the board scrolls the host page; with Ctrl it is the board's.
	box := eval[map[string]float64](tb, `(() => { const r = document.getElementById("embed").getBoundingClientRect(); return {x: r.left, y: r.top}; })()`)
	x, y := box["x"]+200, box["y"]+250
	wheel := func(mods int64) {
		t.Helper()
		err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y}); err != nil {
				return err
			}
			// The typed params leave out a zero deltaX, which the protocol requires.
			_, err := cdp.Call(ctx, tg, rawMouseEvent, map[string]any{"type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": 300, "modifiers": mods})
			return err
		}))
		if err != nil {
			t.Fatal(err)
		}
	}
	wheel(0)
	tb.waitFor(`window.scrollY > 0`, "the wheel over the board to scroll the host page")
	eval[chromedp.Void](tb, `window.scrollTo(0, 0)`)
	tb.frames(3, 100*time.Millisecond)
	wheel(int64(kb.ModifierCtrl))
	tb.frames(10, 400*time.Millisecond)
	if got := eval[float64](tb, `window.scrollY`); got != 0 {
		t.Errorf("Ctrl+wheel over the board scrolled the host page to %v", got)
	}

	// A click on the board (an empty corner) takes the focus into the iframe: H then works.
	tb.click(box["x"]+10, box["y"]+10)
	tb.waitFor(`document.activeElement === document.getElementById("embed")`, "the click to focus the iframe")
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent("h")); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`window.last("state").state === "game=nim&heaps=1,2,3&hint=1&embed=1"`, "H inside the iframe to turn the hint on")
	tb.screenshot("host-page")
}

// ---- injection ----

// TestInjection feeds script-bearing values to every way in: the hash, set(), command(),
// analyze(), view keys, and postMessage, and checks that nothing ran and nothing was
// written as HTML: no flag set, no element made, no console error or CSP violation.
func TestInjection(t *testing.T) {
	parallel(t)
	const flag = `window.pwned`
	payloads := []string{
		`<img src=x onerror="window.pwned=1">`,
		`"><script>window.pwned=2</script>`,
		`javascript:window.pwned=3`,
		`<svg onload="window.pwned=4">`,
	}
	enc := func(s string) string {
		return strings.NewReplacer("%", "%25", "&", "%26", "=", "%3D", "#", "%23", " ", "%20", "\"", "%22", "<", "%3C", ">", "%3E").Replace(s)
	}

	// The hash: unknown keys (a warning), a bad value of a known key (an error) and a bad
	// position.
	tb := open(t, "game=nim&heaps=3,4,5&"+enc(payloads[0])+"=1&zoom="+enc(payloads[1]))
	tb.waitFor(`!document.getElementById("warning").hidden`, "the warning for the hash's unknown keys")
	if got := tb.text("warning-text"); !strings.Contains(got, "<img src=x") {
		t.Errorf("#warning-text = %q, want the key written as text", got)
	}
	for _, p := range payloads {
		for _, key := range []string{"theme", "lang", "embed", "values", "hint", "vs"} {
			got := eval[map[string]any](tb, `window.nimscope.set(`+strconv.Quote("game=nim&heaps=3,4,5&"+key+"="+enc(p))+`)`)
			if _, ok := got["error"]; !ok {
				t.Errorf("set with %s=%s: %v, want an error", key, p, got)
			}
		}
		for _, call := range []string{
			`window.nimscope.set(` + strconv.Quote(p) + `)`,
			`window.nimscope.set(` + strconv.Quote("game=nim&heaps="+enc(p)) + `)`,
			`window.nimscope.set(` + strconv.Quote("game="+enc(p)) + `)`,
			`window.nimscope.command(` + strconv.Quote(p) + `)`,
			`window.nimscope.command("playto", ` + strconv.Quote(p) + `)`,
			`window.nimscope.analyze(` + strconv.Quote(p) + `)`,
		} {
			if got := eval[map[string]any](tb, call); got["error"] == nil {
				t.Errorf("%s = %v, want an error", call, got)
			}
		}
		// Through the page: the hash and the Go box.
		eval[chromedp.Void](tb, `location.hash = `+strconv.Quote("#game=nim&heaps="+enc(p)))
		tb.waitFor(`!document.getElementById("error").hidden`, "the error for a script in the hash")
		eval[chromedp.Void](tb, `(() => { const i = document.getElementById("goto-input"); i.value = `+strconv.Quote(p)+`; document.getElementById("go").click(); })()`)
	}
	// The panel shows them as text: the error says the payload literally.
	eval[chromedp.Void](tb, `(() => { const i = document.getElementById("goto-input"); i.value = "game=nim&heaps=<b>1</b>"; document.getElementById("go").click(); })()`)
	tb.waitFor(`document.getElementById("error-text").textContent.includes("\"<b>1</b>\" is not a whole number")`, "the error to quote the text as text")
	if n := eval[int](tb, `document.querySelectorAll("b").length`); n != 0 {
		t.Errorf("%d <b> elements: text went in as HTML", n)
	}
	// The embed dialog writes the state into its fields, escaped in the snippet.
	eval[chromedp.Void](tb, `document.getElementById("embed-open").click()`)
	tb.waitFor(`document.getElementById("embed-dialog").open`, "the embed dialog")
	eval[chromedp.Void](tb, `document.getElementById("embed-dialog").close()`)
	checkClean(t, tb, 9) // modules.js, i18n.js, wasm_exec.js, pointer.js, boot.js, panel.js, tools.js, embed.js, export.js

	// postMessage, from a host page on another origin.
	site := strings.TrimSuffix(the.url, "/")
	host := hostServer(t, site+"/index.html#game=nim&heaps=3,4,5&embed=1", false)
	hb := openPage(t, host, `window.last && window.last("ready") !== null`)
	for i, p := range payloads {
		q := strconv.Quote(p)
		eval[chromedp.Void](hb, fmt.Sprintf(`window.send({type: "set", position: %s, id: %d})`, q, 100+i))
		eval[chromedp.Void](hb, fmt.Sprintf(`window.send({type: "set", position: "game=nim&heaps=3&lang=" + encodeURIComponent(%s), id: %d})`, q, 200+i))
		eval[chromedp.Void](hb, fmt.Sprintf(`window.send({type: "get", id: %s})`, q))
		eval[chromedp.Void](hb, fmt.Sprintf(`window.send({type: %s})`, q))
		eval[chromedp.Void](hb, fmt.Sprintf(`window.send({type: "set", position: {value: %s, length: 3}})`, q))
		eval[chromedp.Void](hb, fmt.Sprintf(`window.send(%s)`, q))
	}
	hb.waitFor(`window.got.filter((m) => m.data.type === "error").length >= 20`, "an error for every bad message")
	for _, d := range eval[[]map[string]any](hb, `window.got.map((m) => m.data).filter((d) => d.type !== "height")`) {
		if d["type"] == "state" && d["state"] != "game=nim&heaps=3,4,5&embed=1" {
			t.Errorf("a message changed the embed's state: %v", d)
		}
	}
	if eval[bool](hb, `window.pwned !== undefined`) {
		t.Error("a script ran in the host page")
	}
	_ = flag
}

// checkClean checks a nimscope page after injection attempts: no flag, and no elements but
// the page's own scripts.
func checkClean(t *testing.T, tb *tab, scripts int) {
	t.Helper()
	tb.frames(5, 300*time.Millisecond)
	if eval[bool](tb, `window.pwned !== undefined`) {
		t.Errorf("a script ran: window.pwned = %v", eval[any](tb, `window.pwned`))
	}
	if n := eval[int](tb, `document.querySelectorAll("img, svg, iframe, object, embed").length`); n != 0 {
		t.Errorf("%d img/svg/iframe/object/embed elements in the page", n)
	}
	if n := eval[int](tb, `document.scripts.length`); n != scripts {
		t.Errorf("%d scripts in the page, want its own %d", n, scripts)
	}
	if n := eval[int](tb, `[...document.querySelectorAll("*")].filter((e) => [...e.attributes].some((a) => a.name.startsWith("on"))).length`); n != 0 {
		t.Errorf("%d elements with event handler attributes", n)
	}
}

// TestHostPageLoadFailure: an embed whose wasm cannot load tells its host with an error of
// source "load", in the boot line's words, and answers the messages that waited for it, and
// a set sent after, with it; before, the host waited for a ready that never came, and its
// messages for ever.
func TestHostPageLoadFailure(t *testing.T) {
	parallel(t)
	needBrowser(t)
	asked := make(chan struct{}, 1)
	release := make(chan struct{})
	releaseOnce := sync.OnceFunc(func() { close(release) })
	t.Cleanup(releaseOnce)
	site := wasmServer(t, false, func(w http.ResponseWriter, r *http.Request, _ []byte) {
		select {
		case asked <- struct{}{}:
		default:
		}
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		http.Error(w, "not here", http.StatusNotFound)
	})
	host := hostServer(t, site+"index.html#game=nim&heaps=3,4,5&embed=1", false)
	tb := openPage(t, host, `window.got !== undefined`)
	select {
	case <-asked:
	case <-time.After(waitTimeout):
		t.Fatal("the frame did not ask for its wasm")
	}
	// Gets while the download waits: those that reach the frame once embed.js listens wait
	// for the wasm (the frame may ask for it before embed.js runs).
	const gets = 10
	for i := range gets {
		eval[chromedp.Void](tb, fmt.Sprintf(`window.send({type: "get", id: "early-%d"})`, i))
		time.Sleep(200 * time.Millisecond)
	}
	releaseOnce()
	tb.waitFor(`window.got.some((m) => m.data.type === "error" && m.data.source === "load")`, "the load error")
	want := regexp.MustCompile(`^nimscope could not load: the server answered 404 Not Found for nimscope-nim\.[0-9a-f]+\.wasm\. Check the connection and reload the page\.$`)
	first := eval[map[string]any](tb, `window.got.find((m) => m.data.type === "error").data`)
	if first["source"] != "load" || !want.MatchString(fmt.Sprint(first["message"])) {
		t.Errorf("the host's first error: %v, want source load and a message matching %s", first, want)
	}
	tb.waitFor(fmt.Sprintf(`window.got.some((m) => m.data.id === "early-%d")`, gets-1), "the answer to the last get that waited")
	for _, r := range eval[[]map[string]any](tb, `window.got.filter((m) => String(m.data.id).startsWith("early-")).map((m) => m.data)`) {
		if r["type"] != "error" || r["source"] != "load" || r["message"] != first["message"] {
			t.Errorf("the answer to a get that waited: %v, want the load error", r)
		}
	}
	eval[chromedp.Void](tb, `window.send({type: "set", position: "game=nim&heaps=1", id: "late"})`)
	tb.waitFor(`window.got.some((m) => m.data.id === "late")`, "the answer to a set after the failure")
	if r := eval[map[string]any](tb, `window.got.find((m) => m.data.id === "late").data`); r["type"] != "error" || r["source"] != "load" {
		t.Errorf("the answer to a set after the failure: %v, want the load error", r)
	}
	if n := eval[int](tb, `window.got.filter((m) => m.data.type === "ready").length`); n != 0 {
		t.Errorf("the host got %d ready messages from an embed that did not load", n)
	}
	expected(t, tb) // the failed request, in the frame
}

// sameOriginHost serves a host page at /frame-host.html, with script js, beside the site
// itself (every other path goes to the test server's site), so that the test can look into
// the frame: what its board and panel measure, and its nimscope API.
func sameOriginHost(t *testing.T, frameURL, frameStyle, js string) string {
	t.Helper()
	site, err := url.Parse(needBrowser(t).url) // the is nil without a browser (-short, no chromium)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/frame-host.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self'")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<link rel="stylesheet" href="frame-host.css"><script src="frame-host.js"></script></head>
<body><iframe id="embed" src="%s" title="nimscope"></iframe><p id="after">The text after the frame.</p></body></html>`,
			strings.ReplaceAll(frameURL, "&", "&amp;"))
	})
	mux.HandleFunc("/frame-host.css", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/css")
		fmt.Fprint(w, `body{margin:0} #embed{display:block;border:0;`+frameStyle+`}`)
	})
	mux.HandleFunc("/frame-host.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `"use strict";
window.got = [];
window.frameAPI = () => document.getElementById("embed").contentWindow.nimscope;
window.addEventListener("message", (e) => {
  const f = document.getElementById("embed");
  if (!f || e.source !== f.contentWindow || !e.data || e.data.namespace !== "nimscope") return;
  window.got.push(e.data);
`+js+`
});
`)
	})
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	mux.Handle("/", httputil.NewSingleHostReverseProxy(site))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/frame-host.html"
}

// TestFrameHeight: a host that sizes its frame by the height messages, as docs/embedding.md
// shows, gets a height that stays put once given.
//   - Narrow (320 px, portrait, the panel under the board): the frame shows the whole panel
//     and a board no taller than 90 % of the frame's width. The board used to take 55 % of
//     whatever height the frame had, so each height given asked for a taller one (2,567 px,
//     then 5,534, for Nim 3,4,5).
//   - Wide (900 px, the panel beside the board): at most 3/4 of the board's width, the panel
//     scrolling past it. It used to ask for the whole panel (2,700 px), a board three times
//     as tall as wide with the game in its middle, out of sight.
func TestFrameHeight(t *testing.T) {
	parallel(t)
	for _, c := range []struct {
		name  string
		width int
	}{{"narrow", 320}, {"wide", 900}} {
		t.Run(c.name, func(t *testing.T) {
			host := sameOriginHost(t, "index.html#game=nim&heaps=3,4,5&embed=1", fmt.Sprintf("width:%dpx;height:400px", c.width),
				`  if (e.data.type === "height") f.style.height = e.data.height + "px";`)
			tb := openPage(t, host, `window.got.some((m) => m.type === "ready")`)
			tb.waitFor(`window.got.some((m) => m.type === "height")`, "a height message")
			// Settled: the last height asked for is the frame's, and no other comes for a while.
			for stable := 0; stable < 3; {
				n := eval[int](tb, `window.got.filter((m) => m.type === "height").length`)
				tb.frames(20, 500*time.Millisecond)
				if eval[int](tb, `window.got.filter((m) => m.type === "height").length`) == n {
					stable++
				} else {
					stable = 0
				}
			}
			got := eval[map[string]float64](tb, `(() => {
  const f = document.getElementById("embed"), d = f.contentDocument, panel = d.getElementById("panel");
  const asked = window.got.filter((m) => m.type === "height").pop().height;
  const p = panel.getBoundingClientRect();
  return {asked, frame: f.clientHeight, board: d.body.getBoundingClientRect().height, boardWidth: d.body.getBoundingClientRect().width,
    panelTop: p.top, panelLeft: p.left, hidden: panel.scrollHeight - panel.clientHeight};
})()`)
			t.Logf("%s frame: %v", c.name, got)
			if got["frame"] != got["asked"] {
				t.Errorf("the frame is %v px tall, the last height asked %v", got["frame"], got["asked"])
			}
			if c.name == "narrow" {
				if got["board"] > 0.9*320+1 || got["panelTop"] != got["board"] {
					t.Errorf("the board is %v px tall in a 320 px frame (at most 288), the panel starts at %v", got["board"], got["panelTop"])
				}
				if got["hidden"] > 1 {
					t.Errorf("the panel hides %v px of its content in the frame it asked for", got["hidden"])
				}
				return
			}
			if got["panelLeft"] < 400 || got["panelTop"] != 0 {
				t.Fatalf("the panel is not beside the board: at (%v, %v)", got["panelLeft"], got["panelTop"])
			}
			if got["asked"] > 0.75*got["boardWidth"]+1 || got["hidden"] <= 0 {
				t.Errorf("the frame asked for %v px beside a board %v px wide (at most 3/4 of it), the panel hiding %v px",
					got["asked"], got["boardWidth"], got["hidden"])
			}
		})
	}
}

// TestSlideStopSurvivesReload: a frame told slide:stop and then set to a game of another
// family loads again in that family's module, still paused (it ran again before).
func TestSlideStopSurvivesReload(t *testing.T) {
	parallel(t)
	host := sameOriginHost(t, "index.html#game=nim&heaps=3,4,5&embed=1", "width:640px;height:400px", "")
	tb := openPage(t, host, `window.got.some((m) => m.type === "ready")`)
	send := func(msg string) {
		eval[chromedp.Void](tb, `document.getElementById("embed").contentWindow.postMessage(`+msg+`, "*")`)
	}
	send(`"slide:stop"`)
	tb.waitFor(`window.frameAPI().stats().paused === true`, "slide:stop to pause the board")
	send(`{type: "set", position: "game=hackenbush&edges=0-1,1-2", id: 1}`)
	tb.waitFor(`window.got.filter((m) => m.type === "ready").length === 2`, "ready from the page in the Hackenbush module")
	tb.waitFor(`window.frameAPI() && window.frameAPI().ready === true`, "the new page's API")
	tb.frames(10, 300*time.Millisecond)
	if !eval[bool](tb, `window.frameAPI().stats().paused`) {
		t.Errorf("the reloaded page runs, though its slide is still off")
	}
	send(`"slide:start"`)
	tb.waitFor(`window.frameAPI().stats().paused === false`, "slide:start to run the board again")
	if name := eval[string](tb, `document.getElementById("embed").contentWindow.name`); name != "" {
		t.Errorf("the frame's name is %q after slide:start, want it as it was, empty", name)
	}
}

// TestEmbedOutcomeInView: in an embed of a slide's size (640 × 400), and on a phone held
// sideways (844 × 390, no embed), the panel shows the position's outcome without scrolling,
// for every game's first example (the phone: Nim's and a sum's) and in every language: the
// tools row, which wraps to three or four rows in the narrow panel, comes under the
// position's block, in the document as on the screen, so that Tab meets it there too. In a
// window of a laptop's size the tools row is back in the masthead, under the title, and the
// tool that had the focus still has it.
func TestEmbedOutcomeInView(t *testing.T) {
	parallel(t)
	const where = `(() => {
  const panel = document.getElementById("panel"), tools = document.getElementById("tools");
  const outcome = document.getElementById("outcome-section"), words = document.getElementById("outcome-words");
  const shown = (e) => e.closest("[hidden]") === null && e.getClientRects().length > 0;
  const after = (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return {
    outcomeShown: shown(outcome) && shown(words) && words.textContent.trim() !== "",
    wordsBottom: words.getBoundingClientRect().bottom,
    panelBottom: panel.getBoundingClientRect().bottom,
    scrolled: panel.scrollTop,
    toolsAfterOutcome: after(outcome, tools) && after(tools, document.getElementById("scene-section")),
    toolsInMasthead: tools.parentElement.classList.contains("masthead") &&
      tools.previousElementSibling === document.getElementById("title-row"),
  };
})()`
	type place struct {
		OutcomeShown                       bool
		WordsBottom, PanelBottom           float64
		Scrolled                           float64
		ToolsAfterOutcome, ToolsInMasthead bool
	}
	for _, c := range []struct {
		name, keys string
		w, h       int64
		games      []string // the games whose first example is tried; nil: every game
	}{
		{"embed 640x400", "&embed=1", 640, 400, nil},
		{"phone sideways 844x390", "", 844, 390, []string{"nim", "sum"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5"+c.keys, viewport(c.w, c.h, 1))
			tb.synced()
			for _, g := range tb.firstExamples() {
				if c.games != nil && !slices.Contains(c.games, g.Game) {
					continue
				}
				pos := g.Position
				for _, lang := range []string{"en", "ru", "uk", "zh"} {
					tb.set(pos + "&lang=" + lang)
					tb.waitFor(fmt.Sprintf(`window.nimscope.view().lang === %q`, lang), g.Game+" in "+lang)
					tb.synced()
					got := eval[place](tb, where)
					if g.Game == "nim" || g.Game == "sum" {
						tb.screenshot(fmt.Sprintf("outcome-in-view-%dx%d-%s-%s", c.w, c.h, g.Game, lang))
					}
					if !got.ToolsAfterOutcome || got.ToolsInMasthead {
						t.Errorf("%s, %s: the tools row is not between the position's block and the scene's (%+v)", g.Game, lang, got)
					}
					if !got.OutcomeShown {
						// The XOR table has no position to judge: nothing to keep in view.
						t.Logf("%s, %s: no outcome shown", g.Game, lang)
						continue
					}
					if got.Scrolled != 0 || got.WordsBottom > got.PanelBottom {
						t.Errorf("%s, %s: the outcome's words end at %.0f px, below the panel's %.0f px (scrolled %.0f)", g.Game, lang, got.WordsBottom, got.PanelBottom, got.Scrolled)
					}
				}
			}
			// Without embed=1, in a laptop's window: the tools row is back under the title,
			// and a tool that had the focus keeps it.
			tb.set("game=nim&heaps=3,4,5&embed=0")
			tb.waitFor(`!document.documentElement.classList.contains("embed")`, "embed=0 to take the compact chrome off")
			eval[chromedp.Void](tb, `document.getElementById("keys-open").focus()`)
			if err := chromedp.Do(tb.ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
				t.Fatalf("resize to 1280x800: %v", err)
			}
			tb.waitFor(`document.getElementById("tools").parentElement.classList.contains("masthead")`, "the tools row to go back to the masthead at 1280x800")
			if got := eval[place](tb, where); !got.ToolsInMasthead {
				t.Errorf("at 1280x800 without embed=1 the tools row is not in the masthead under the title (%+v)", got)
			}
			if got := eval[string](tb, `document.activeElement ? document.activeElement.id : ""`); got != "keys-open" {
				t.Errorf("the tools row moved and the focus went from keys-open to %q", got)
			}
		})
	}
}

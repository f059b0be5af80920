//go:build !js

package e2e

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/web/family"
)

// moduleFile returns the file name of the site's module of family name.
func moduleFile(t *testing.T, name string) string {
	t.Helper()
	for _, m := range siteModules {
		if m.Name == name {
			return m.File
		}
	}
	t.Fatalf("the site has no module %s: %v", name, siteModules)
	return ""
}

// wantModule fails unless the tab's document downloaded exactly the module of family name.
func (tb *tab) wantModule(name, why string) {
	tb.t.Helper()
	if got, want := tb.wasmRequested(), []string{moduleFile(tb.t, name)}; !slices.Equal(got, want) {
		tb.t.Errorf("%s: the page asked for the wasm %q, want only %q", why, got, want)
	}
}

// waitPairs waits until nimscope.state() has the pairs of want, in any order: a game's own
// view keys (a drawing's pos=) come after the explorer's in the state.
func (tb *tab) waitPairs(want, why string) {
	tb.t.Helper()
	sorted := func(s string) string { return `(` + s + `).split("&").sort().join("&")` }
	tb.waitFor(sorted(`window.nimscope.state()`)+` === `+sorted(strconv.Quote(want)), why+": state() has the pairs of "+want)
}

// TestModules: the site has one wasm module per family of games (web/family); a page loads
// only the module of its link's game (the first, Nim's, without a game or for an unknown
// one), and going to a game of another family by a link, by set() and by the picker loads
// the page again in that family's module, its view keys kept.
func TestModules(t *testing.T) {
	parallel(t)
	needBrowser(t)
	if len(siteModules) != len(family.All) {
		t.Fatalf("the site has %d modules, want one per family (%d)", len(siteModules), len(family.All))
	}

	// Without a game: the first module. The picker's presets give each game a position.
	tb := open(t, "")
	tb.wantModule(family.All[0].Name, "a page without a hash")
	presets := eval[map[string]string](tb, `Object.fromEntries(window.nimscope.view().games.map((g) => [g.game, g.presets[0].position]))`)
	for _, f := range family.All {
		for _, g := range append([]string{family.Nim}, f.Games...) {
			if presets[g] == "" {
				t.Fatalf("the picker has no preset of %s: %v", g, presets)
			}
		}
	}

	// Each family's games, opened by a link, load that family's module alone.
	for _, f := range family.All[1:] {
		t.Run("link-"+f.Name, func(t *testing.T) {
			for i, g := range f.Games {
				if i > 1 {
					break // two games of a family are enough to see it choose by game
				}
				tb := open(t, presets[g])
				tb.wantModule(f.Name, presets[g])
				tb.waitPairs(presets[g], "the link's position")
			}
		})
	}

	t.Run("unknown", func(t *testing.T) {
		tb := open(t, "game=chess&heaps=1")
		tb.wantModule(family.All[0].Name, "an unknown game")
		tb.waitFor(`!document.getElementById("error").hidden && document.getElementById("error-text").textContent.includes("chess")`, "the panel to say the game is unknown")
		if h := tb.col.hash(); len(h) != 1 {
			t.Errorf("nimscope:error (hash) events %q, want one about chess", h)
		}
	})

	t.Run("navigate", func(t *testing.T) {
		tb := open(t, "game=nim&heaps=1,2&hint=1&theme=dark")
		tb.wantModule("nim", "Nim")

		// A link: the address changes, the page loads again in the XOR module.
		xorLink := presets["xor"]
		tb.markDocument()
		eval[chromedp.Void](tb, `location.hash = `+strconv.Quote("#"+xorLink))
		tb.waitReloaded("a link to " + xorLink)
		tb.wantModule("xor", "a link to "+xorLink)
		tb.waitPairs(xorLink+"&hint=1&theme=dark", "the XOR link, the view keys kept")

		// set(): it says it is reloading, and the page comes back in Hackenbush's module.
		hb := presets["hackenbush"]
		tb.markDocument()
		res := eval[map[string]any](tb, `window.nimscope.set(`+strconv.Quote(hb)+`)`)
		if res["reloading"] != true || res["module"] != "hackenbush" || res["state"] != hb+"&hint=1&theme=dark" {
			t.Errorf("set(%q) = %v, want reloading into hackenbush with the view keys", hb, res)
		}
		tb.waitReloaded("set(" + hb + ")")
		tb.wantModule("hackenbush", "set("+hb+")")
		tb.waitPairs(hb+"&hint=1&theme=dark", "set()'s position, the view keys kept")

		// The picker: the sum of games.
		tb.waitFor(`!document.getElementById("game-select").disabled`, "the picker")
		tb.markDocument()
		eval[chromedp.Void](tb, `(() => { const s = document.getElementById("game-select"); s.value = "sum"; s.dispatchEvent(new Event("change", {bubbles: true})); })()`)
		tb.waitReloaded("the picker's sum")
		tb.wantModule("sum", "the picker's sum")
		tb.waitPairs(presets["sum"]+"&hint=1&theme=dark", "the sum's first preset")

		// Back: Hackenbush again, in its module.
		tb.markDocument()
		eval[chromedp.Void](tb, `history.back()`)
		tb.waitReloaded("Back")
		tb.wantModule("hackenbush", "Back")
		tb.waitPairs(hb+"&hint=1&theme=dark", "Back to Hackenbush")

		// analyze answers this module's games; another module's game is named as that
		// module's, and one no module has is listed against every game.
		if a := eval[map[string]any](tb, `window.nimscope.analyze("game=staircase&steps=1,2")`); !strings.HasPrefix(fmt.Sprint(a["error"]), `game: "staircase" is served by nimscope's coins module, not this page's; `) {
			t.Errorf("analyze of a staircase in the Hackenbush module = %v, want an error naming the coins module", a)
		}
		if a := eval[map[string]any](tb, `window.nimscope.analyze("game=chess")`); !strings.Contains(fmt.Sprint(a["error"]), "(nim, subtraction, greedy, moore, fibonacci, multiple, staircase, slide, turning, hackenbush, sum, xor)") {
			t.Errorf("analyze of chess in the Hackenbush module = %v, want every game listed", a)
		}
		if a := eval[map[string]any](tb, `window.nimscope.analyze("game=hackenbush&edges=0-1")`); a["outcome"] != "N" {
			t.Errorf("analyze of a Hackenbush stalk in its module = %v, want outcome N", a)
		}

		// A game this module has: no reload.
		tb.markDocument()
		res = eval[map[string]any](tb, `window.nimscope.set("game=nim&heaps=5")`)
		if len(res) != 0 {
			t.Errorf("set of Nim in the Hackenbush module = %v, want {}", res)
		}
		tb.waitState("game=nim&heaps=5&hint=1&theme=dark", "Nim in the Hackenbush module")
		if marked := eval[bool](tb, `window.`+reloadMark+` === true`); !marked {
			t.Errorf("set() of Nim loaded the page again")
		}
		// An unknown game stays an error.
		res = eval[map[string]any](tb, `window.nimscope.set("game=chess")`)
		if e, _ := res["error"].(string); e == "" || res["reloading"] != nil {
			t.Errorf("set(game=chess) = %v, want an error", res)
		}
	})
	// The embed's set message: a reloading answer, then the frame's second ready.
	t.Run("embed", func(t *testing.T) {
		site := strings.TrimSuffix(the.url, "/")
		host := hostServer(t, site+"/index.html#game=nim&heaps=3,4,5&embed=1", false)
		tb := openPage(t, host, `window.last && window.last("ready") !== null`)
		xor := presets["xor"]
		eval[chromedp.Void](tb, `window.send({type: "set", position: `+strconv.Quote(xor)+`, id: "x1"})`)
		tb.waitFor(`window.got.some((m) => m.data && m.data.id === "x1")`, "the answer to set")
		if r := eval[map[string]any](tb, `window.got.find((m) => m.data && m.data.id === "x1").data`); r["type"] != "reloading" || r["state"] != xor+"&embed=1" {
			t.Errorf("the answer to a set of %s: %v, want reloading with state %s&embed=1", xor, r, xor)
		}
		tb.waitFor(`window.got.filter((m) => m.data && m.data.type === "ready").length === 2`, "ready from the reloaded frame")
		if r := eval[map[string]any](tb, `window.last("ready")`); !samePairs(fmt.Sprint(r["state"]), xor+"&embed=1") {
			t.Errorf("the reloaded frame's ready: %v, want the state %s&embed=1", r, xor)
		}
	})
}

// TestStaleStateBeforeReload: a state Go sent before the page loads again for another
// family's game is of the position being left, and Go still shows it: drawn, its hash
// replaced the address the page was loading at, and Back twice in quick succession (a
// Hackenbush preset, the stalk, then subtraction) landed on the stalk again. The order that
// race needs, the panel's drawing of a state queued before the navigation is handled and run
// after it, is made here in one task: a state event, then the popstate of Back.
func TestStaleStateBeforeReload(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5")
	tb.wantModule("nim", "Nim")
	tb.synced()
	const sub = "game=subtraction&heaps=9,6,5,4&set=1,2,3"
	tb.markDocument()
	eval[chromedp.Void](tb, `(() => {
		const stale = window.nimscope.view();
		history.pushState(null, "", "#`+sub+`");
		dispatchEvent(new CustomEvent("nimscope:state", {detail: stale}));
		dispatchEvent(new PopStateEvent("popstate"));
	})()`)
	tb.waitReloaded("the address at subtraction, Nim's state queued")
	if got := eval[string](tb, `location.hash`); got != "#"+sub {
		t.Errorf("the page loaded again at %s, want #%s", got, sub)
	}
	tb.wantModule("heaps", "subtraction")
	tb.waitState(sub, "the subtraction the address asked for")
}

// samePairs reports whether the positions a and b have the same key=value pairs.
func samePairs(a, b string) bool {
	pa, pb := strings.Split(a, "&"), strings.Split(b, "&")
	slices.Sort(pa)
	slices.Sort(pb)
	return slices.Equal(pa, pb)
}

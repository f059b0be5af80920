//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// apiCall is what callJS reports about one call of window.nimscope.
type apiCall struct {
	Result     json.RawMessage // the value returned, as JSON
	Type       string          // its typeof
	Threw      string          // the exception, if the call threw
	MS         float64         // how long it took
	State      string          // state() after the call
	StateThrew string
	After      json.RawMessage // analyze("game=nim&heaps=3,4,5") after the call
	AfterThrew string
}

// callJS runs call, a JavaScript expression, in the page with every call to
// window.nimscope wrapped in try/catch, and reports what happened.
func callJS(tb *tab, call string) apiCall {
	tb.t.Helper()
	raw := eval[[]byte](tb, `((call) => {
  const out = {};
  const t0 = performance.now();
  try {
    const r = call();
    out.type = typeof r;
    out.result = r === undefined ? "undefined" : r;
  } catch (e) {
    out.threw = String(e && e.stack || e);
  }
  out.ms = performance.now() - t0;
  try { out.state = window.nimscope.state(); } catch (e) { out.stateThrew = String(e); }
  try { out.after = window.nimscope.analyze("game=nim&heaps=3,4,5"); } catch (e) { out.afterThrew = String(e); }
  return out;
})(() => `+call+`)`)
	var c apiCall
	if err := json.Unmarshal(raw, &c); err != nil {
		tb.t.Fatalf("%s: decode %s: %v", call, shorten(string(raw), 300), err)
	}
	return c
}

// errorOf returns the error string of a {error: "…"} result, and whether the
// result is an object with exactly that key (and set()'s text, the same in the panel's
// language).
func errorOf(r json.RawMessage) (string, bool) {
	var m map[string]any
	if json.Unmarshal(r, &m) != nil || len(m) == 0 {
		return "", false
	}
	if text, ok := m["text"]; ok { // set()'s error in the panel's language, beside the English
		if s, _ := text.(string); s == "" || len(m) != 2 {
			return "", false
		}
	} else if len(m) != 1 {
		return "", false
	}
	s, ok := m["error"].(string)
	return s, ok && s != ""
}

// checkAfter checks that analyze still answers the lecture's first example
// exactly as the CLI does.
func checkAfter(t *testing.T, what string, c apiCall) {
	t.Helper()
	if c.AfterThrew != "" {
		t.Errorf("%s: the next analyze threw: %s", what, c.AfterThrew)
		return
	}
	var got struct {
		Position string   `json:"position"`
		Outcome  string   `json:"outcome"`
		Grundy   *int     `json:"grundy"`
		Winning  []string `json:"winning"`
		NimSum   *int     `json:"nimSum"`
		Binary   *struct {
			Rows []string `json:"rows"`
			Sum  string   `json:"sum"`
		} `json:"binary"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal(c.After, &got); err != nil {
		t.Errorf("%s: the next analyze returned %s: %v", what, shorten(string(c.After), 300), err)
		return
	}
	ok := got.Position == "game=nim&heaps=3,4,5" && got.Outcome == "N" &&
		got.Grundy != nil && *got.Grundy == 2 &&
		reflect.DeepEqual(got.Winning, []string{"game=nim&heaps=1,4,5"}) &&
		got.NimSum != nil && *got.NimSum == 2 &&
		got.Binary != nil && reflect.DeepEqual(got.Binary.Rows, []string{"011", "100", "101"}) && got.Binary.Sum == "010" &&
		got.Error == ""
	if !ok {
		t.Errorf(`%s: the next analyze("game=nim&heaps=3,4,5") = %s, want position game=nim&heaps=3,4,5, outcome N, grundy 2, winning ["game=nim&heaps=1,4,5"], nimSum 2, binary 011/100/101 = 010`,
			what, shorten(string(c.After), 500))
	}
}

// TestAPI feeds window.nimscope garbage: every call returns {error} and
// throws nothing, and the API works normally afterwards.
func TestAPI(t *testing.T) {
	parallel(t)
	tb := open(t, "")
	const start = "game=nim&heaps=3,4,5"

	for _, tc := range []struct{ name, call, says string }{
		{"garbage", `window.nimscope.analyze("garbage")`, ""},
		{"empty string", `window.nimscope.analyze("")`, ""},
		{"number", `window.nimscope.analyze(42)`, ""},
		{"no argument", `window.nimscope.analyze()`, ""},
		{"undefined", `window.nimscope.analyze(undefined)`, ""},
		{"null", `window.nimscope.analyze(null)`, ""},
		{"object", `window.nimscope.analyze({})`, ""},
		{"array", `window.nimscope.analyze(["game=nim&heaps=1"])`, ""},
		{"symbol", `window.nimscope.analyze(Symbol("game=nim&heaps=1"))`, ""},
		{"function", `window.nimscope.analyze(() => "game=nim&heaps=1")`, ""},
		{"negative heap", `window.nimscope.analyze("game=nim&heaps=-1")`, ""},
		{"9 MB", `window.nimscope.analyze("game=nim&heaps=" + "1,".repeat(4.5e6) + "1")`, ""},
		{"2^64 and more", `window.nimscope.analyze("game=nim&heaps=99999999999999999999")`, ""},
		{"2^53", `window.nimscope.analyze("game=nim&heaps=9007199254740992")`, ""},
		{"unknown game", `window.nimscope.analyze("game=chess")`, ""},
		{"leading #", `window.nimscope.analyze("#game=nim&heaps=1")`, ""},
		{"view key", `window.nimscope.analyze("game=nim&heaps=1&hint=1")`, "hint: a view key, not part of the position: analyze takes the position alone (the page's is view().position)"},
		{"the state with a view key", `window.nimscope.analyze(window.nimscope.state() + "&theme=dark")`, "theme: a view key, not part of the position"},
		{"key twice", `window.nimscope.analyze("game=nim&heaps=1&heaps=2")`, ""},
	} {
		t.Run("analyze/"+tc.name, func(t *testing.T) {
			c := callJS(tb.with(t), tc.call)
			if c.Threw != "" {
				t.Fatalf("%s threw: %s", tc.call, c.Threw)
			}
			msg, ok := errorOf(c.Result)
			if !ok {
				t.Errorf("%s = %s (%s), want {error: \"…\"}", shorten(tc.call, 100), shorten(string(c.Result), 300), c.Type)
			}
			if !strings.HasPrefix(msg, tc.says) {
				t.Errorf("%s: the error is %q, want it to begin %q", shorten(tc.call, 100), msg, tc.says)
			}
			if len(msg) > 500 {
				t.Errorf("%s: the error is %d bytes long: %s", shorten(tc.call, 100), len(msg), shorten(msg, 200))
			}
			if c.MS > 2000 {
				t.Errorf("%s took %.0f ms", shorten(tc.call, 100), c.MS)
			}
			if c.State != start {
				t.Errorf("%s changed the state to %q", shorten(tc.call, 100), c.State)
			}
			checkAfter(t, tc.call, c)
			t.Logf("%s → %s", shorten(tc.call, 80), msg)
		})
	}

	for _, tc := range []struct{ name, call string }{
		{"set number", `window.nimscope.set(42)`},
		{"set nothing", `window.nimscope.set()`},
		{"set unknown view key", `window.nimscope.set("game=nim&heaps=3&lang=xx")`},
		{"set bad heap", `window.nimscope.set("game=nim&heaps=3,x")`},
		{"set 33 heaps", `window.nimscope.set("game=nim&heaps=" + "1,".repeat(32) + "1")`},
		{"set unknown game", `window.nimscope.set("game=chess")`},
		{"command unknown", `window.nimscope.command("nope")`},
		{"command vs number", `window.nimscope.command("vs", 3)`},
		{"command vs unknown", `window.nimscope.command("vs", "cat")`},
		{"command hint string", `window.nimscope.command("hint", "yes")`},
		{"command nothing", `window.nimscope.command()`},
		{"command extra argument", `window.nimscope.command("hint", true, "now")`},
		{"set extra argument", `window.nimscope.set("game=nim&heaps=1", "game=nim&heaps=2")`},
		{"analyze extra argument", `window.nimscope.analyze("game=nim&heaps=1", {})`},
		{"state with an argument", `window.nimscope.state("game=nim&heaps=1")`},
		{"export extra argument", `window.nimscope.command("export", "png", 2)`},
		{"command object", `window.nimscope.command({})`},
		{"undo with no past", `window.nimscope.command("undo")`},
		{"redo with no future", `window.nimscope.command("redo")`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := callJS(tb.with(t), tc.call)
			if c.Threw != "" {
				t.Fatalf("%s threw: %s", tc.call, c.Threw)
			}
			msg, ok := errorOf(c.Result)
			if !ok {
				t.Errorf("%s = %s (%s), want {error: \"…\"}", tc.call, shorten(string(c.Result), 300), c.Type)
			}
			if c.State != start {
				t.Errorf("%s changed the state to %q", tc.call, c.State)
			}
			checkAfter(t, tc.call, c)
			t.Logf("%s → %s", tc.call, msg)
		})
	}

	// Calls that work: {} and the state they ask for.
	for _, tc := range []struct{ name, call, state string }{
		{"set misère", `window.nimscope.set("game=nim&heaps=7,5,2,6&play=misere")`, "game=nim&heaps=7,5,2,6&play=misere"},
		{"hint on", `window.nimscope.command("hint", true)`, "game=nim&heaps=7,5,2,6&play=misere&hint=1"},
		{"undo", `window.nimscope.command("undo")`, "game=nim&heaps=3,4,5&hint=1"},
		{"redo", `window.nimscope.command("redo")`, "game=nim&heaps=7,5,2,6&play=misere&hint=1"},
		{"hint toggles", `window.nimscope.command("hint")`, "game=nim&heaps=7,5,2,6&play=misere"},
		{"hint as a string", `window.nimscope.command("hint", "true")`, "game=nim&heaps=7,5,2,6&play=misere&hint=1"},
		{"hint off as a string", `window.nimscope.command("hint", "false")`, "game=nim&heaps=7,5,2,6&play=misere"},
		{"vs human", `window.nimscope.command("vs", "human")`, "game=nim&heaps=7,5,2,6&play=misere&vs=human"},
		{"set keeps view keys", `window.nimscope.set("heaps=1,2,3&game=nim")`, "game=nim&heaps=1,2,3&vs=human"},
		{"set view keys only", `window.nimscope.set("game=nim&heaps=1,2,3&vs=computer&hint=1")`, "game=nim&heaps=1,2,3&hint=1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := callJS(tb.with(t), tc.call)
			if c.Threw != "" {
				t.Fatalf("%s threw: %s", tc.call, c.Threw)
			}
			if string(c.Result) != "{}" {
				t.Errorf("%s = %s, want {}", tc.call, c.Result)
			}
			if c.State != tc.state {
				t.Errorf("after %s state() = %q, want %q", tc.call, c.State, tc.state)
			}
			checkAfter(t, tc.call, c)
		})
	}
	// Commands without an argument refuse one, with an error that says so, and do nothing:
	// undo with 5 undid once and said nothing of the 5.
	for _, call := range []string{
		`window.nimscope.command("undo", 5)`,
		`window.nimscope.command("undo", null)`,
		`window.nimscope.command("redo", "all")`,
	} {
		t.Run(call, func(t *testing.T) {
			c := callJS(tb.with(t), call)
			msg, _ := errorOf(c.Result)
			if c.Threw != "" || !strings.Contains(msg, ": takes no argument, got ") {
				t.Errorf("%s = %s (threw %q), want an error that it takes no argument", call, c.Result, c.Threw)
			}
			if c.State != "game=nim&heaps=1,2,3&hint=1" {
				t.Errorf("%s changed the state to %q", call, c.State)
			}
			t.Logf("%s → %s", call, msg)
		})
	}
	// The panel follows the API.
	tb.waitFor(`document.getElementById("position").textContent === "game=nim&heaps=1,2,3"`, "#position to follow set()")
	tb.waitFor(`location.hash === "#game=nim&heaps=1,2,3&hint=1"`, "the hash to follow set()")
}

// TestAPIBigInt: a BigInt is a JavaScript value like any other, and the
// contract says no argument can make the API panic.
func TestAPIBigInt(t *testing.T) {
	parallel(t)
	tb := open(t, "")
	var panicked []string
	for _, call := range []string{
		`window.nimscope.analyze(10n)`,
		`window.nimscope.set(10n)`,
		`window.nimscope.command(10n)`,
		`window.nimscope.command("hint", 1n)`,
		`window.nimscope.command("vs", 1n)`,
	} {
		c := callJS(tb, call)
		if c.Threw != "" {
			t.Errorf("%s threw: %s", call, c.Threw)
			continue
		}
		msg, ok := errorOf(c.Result)
		if !ok {
			t.Errorf("%s = %s, want {error: \"…\"}", call, c.Result)
		}
		if strings.Contains(msg, "[object") {
			t.Errorf("%s → %q: the type is named as JavaScript's typeof names it, bigint", call, msg)
		}
		if strings.Contains(msg, "internal error") {
			panicked = append(panicked, fmt.Sprintf("%s → {error: %q}", call, msg))
		}
		checkAfter(t, call, c)
	}
	if len(panicked) > 0 {
		t.Errorf("BUG in wasm/bridge_js.go: a BigInt argument panics inside Go (recovered by guard, stack printed to the console). "+
			"syscall/js's Value.Type panics (\"bad type flag\") on a BigInt, and text() and run() call it on the arguments unchecked:\n%s",
			indentLines(panicked))
	}
	// The recovered panics print to the console; this test has said why already.
	for _, p := range tb.col.take() {
		if !strings.Contains(p, "panicked: bad type flag") {
			t.Errorf("unexpected problem: %s", p)
		}
	}
}

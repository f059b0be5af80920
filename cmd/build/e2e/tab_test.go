//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// binding is the function the watch script calls to tell the test about a
// problem that has no protocol event of its own. A binding survives
// navigations, so nothing the page does is lost between documents.
const binding = "__nimscopeE2E"

// watchScript runs in every document before the page's own scripts. Scripts
// added over the protocol are not subject to the page's CSP.
const watchScript = `(() => {
  const report = (kind, text) => {
    try { window.` + binding + `(JSON.stringify({kind: kind, text: String(text)})); } catch (e) {}
  };
  document.addEventListener("securitypolicyviolation", (e) => {
    report("csp", e.effectiveDirective + " blocked " + (e.blockedURI || "?") +
      " in " + (e.sourceFile || "?") + ":" + e.lineNumber + (e.sample ? " (" + e.sample + ")" : ""));
  }, true);
  window.addEventListener("nimscope:error", (e) => {
    const d = e.detail || {};
    report("nimscope:error/" + d.source, d.message);
  });
  // The order of Go's first events, and whether window.nimscope said ready at each.
  const seen = window.__nimscopeSeen = [];
  for (const name of ["ready", "state"]) {
    window.addEventListener("nimscope:" + name, () => {
      seen.push({name: name, ready: !!(window.nimscope && window.nimscope.ready === true)});
    });
  }
})();`

// collector records what went wrong in a tab. Its listen method runs in the
// tab's event loop, in the order the browser sent the events.
type collector struct {
	mu         sync.Mutex
	problems   []string
	hashErrors []string // nimscope:error with source "hash": a test may expect them
	loadErrors []string // nimscope:error with source "load": the boot tests expect them
}

// goStderr matches the lines the Go program writes when something broke;
// wasm_exec.js prints Go's stdout and stderr with console.log.
var goStderr = regexp.MustCompile(`^(panic: |fatal error: |nimscope: |.*Go program has already exited)`)

func (c *collector) add(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

func (c *collector) listen(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		text := consoleText(ev.Args)
		switch {
		case ev.Type == "error" || ev.Type == "assert":
			c.add("console.%s: %s%s", ev.Type, text, where(ev.StackTrace))
		case ev.Type == "warning" && aboutCSP(text):
			c.add("console.warn about CSP: %s%s", text, where(ev.StackTrace))
		case goStderr.MatchString(text):
			c.add("Go wrote: %s", text)
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		c.add("uncaught exception: %s (%s:%d)", text, d.URL, d.LineNumber+1)
	case *log.EventEntryAdded:
		e := ev.Entry
		if e.Level == log.EntryLevelError || e.Level == log.EntryLevelWarning && aboutCSP(e.Text) {
			c.add("browser log %s/%s: %s %s", e.Source, e.Level, e.Text, e.URL)
		}
	case *runtime.EventBindingCalled:
		if ev.Name != binding {
			return
		}
		var r struct{ Kind, Text string }
		if err := json.Unmarshal([]byte(ev.Payload), &r); err != nil {
			c.add("watch script: %v: %s", err, ev.Payload)
			return
		}
		switch r.Kind {
		case "nimscope:error/hash":
			c.mu.Lock()
			c.hashErrors = append(c.hashErrors, r.Text)
			c.mu.Unlock()
			return
		case "nimscope:error/load":
			// A page that cannot load also never becomes ready: the test that did not mean
			// it fails there, with the boot line's words.
			c.mu.Lock()
			c.loadErrors = append(c.loadErrors, r.Text)
			c.mu.Unlock()
			return
		}
		c.add("%s: %s", r.Kind, r.Text)
	}
}

// take returns the problems so far and forgets them.
func (c *collector) take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	p := c.problems
	c.problems = nil
	return p
}

func (c *collector) snapshot() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.problems...)
}

// hash returns the messages of the nimscope:error events with source "hash".
func (c *collector) hash() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.hashErrors...)
}

// load returns the messages of the nimscope:error events with source "load".
func (c *collector) load() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.loadErrors...)
}

func aboutCSP(text string) bool {
	return strings.Contains(text, "Content Security Policy") || strings.HasPrefix(text, "Refused to")
}

func consoleText(args []*runtime.RemoteObject) string {
	parts := make([]string, 0, len(args))
	for _, a := range args {
		switch {
		case len(a.Value) > 0:
			var s string
			if json.Unmarshal(a.Value, &s) == nil {
				parts = append(parts, s)
			} else {
				parts = append(parts, string(a.Value))
			}
		case a.Description != "":
			parts = append(parts, a.Description)
		case a.UnserializableValue != "":
			parts = append(parts, string(a.UnserializableValue))
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

func where(st *runtime.StackTrace) string {
	if st == nil || len(st.CallFrames) == 0 {
		return ""
	}
	f := st.CallFrames[0]
	return fmt.Sprintf(" (%s:%d)", f.URL, f.LineNumber+1)
}

// tab is one browser tab of a test.
type tab struct {
	t   *testing.T
	ctx context.Context
	col *collector
	// scripts are the options' scripts run before the page's own (beforePage, stallAfter),
	// taken away before a kept tab loads the idle page: they ran there too, and a problem
	// one had there reached the next test to take the tab (Runtime.enable reports a
	// document's earlier exceptions).
	scripts []page.ScriptIdentifier
}

// with returns the tab for use in the subtest t: failures are t's.
func (tb *tab) with(t *testing.T) *tab {
	c := *tb
	c.t = t
	return &c
}

// tabOptions are how a tab is opened.
type tabOptions struct {
	width, height int64
	scale         float64
	touch         bool
	languages     string        // Accept-Language and navigator.languages, "" for the browser's own
	stall         time.Duration // window.nimscopeStallMs before the page's scripts run; 0 for the page's own
	scripts       []string      // run before the page's own, in each document the tab loads
}

type tabOption func(*tabOptions)

// viewport sets the tab's size in CSS pixels and its device pixel ratio.
func viewport(w, h int64, scale float64) tabOption {
	return func(o *tabOptions) { o.width, o.height, o.scale = w, h, scale }
}

// touchScreen turns touch emulation on.
func touchScreen(o *tabOptions) { o.touch = true }

// languages sets the browser's languages as an Accept-Language list ("uk-UA,uk;q=0.9").
func languages(list string) tabOption {
	return func(o *tabOptions) { o.languages = list }
}

// stallAfter makes the page count its wasm's download as stalled after d without a byte
// (modules.js reads window.nimscopeStallMs), instead of 10 s.
func stallAfter(d time.Duration) tabOption {
	return func(o *tabOptions) { o.stall = d }
}

// beforePage runs the script src in each document of the tab before the page's own scripts:
// to see what the page does with the browser's objects (they are the browser's own until then).
func beforePage(src string) tabOption {
	return func(o *tabOptions) { o.scripts = append(o.scripts, src) }
}

// glWatch, run before the page (beforePage), counts what the page asks of WebGL:
// window.glDraws.screen and .images, the draw calls into the canvas and into images, and
// .programs, the shader programs it has used. It wraps the methods before Ebiten binds them.
const glWatch = `(() => {
  const P = WebGL2RenderingContext.prototype;
  const n = window.glDraws = {screen: 0, images: 0, programs: 0};
  const bind = P.bindFramebuffer, elements = P.drawElements, arrays = P.drawArrays, use = P.useProgram;
  const used = new WeakSet();
  let drawn = null;
  P.bindFramebuffer = function (target, fb) {
    if (target !== this.READ_FRAMEBUFFER) drawn = fb;
    return bind.call(this, target, fb);
  };
  P.drawElements = function (...a) { drawn ? n.images++ : n.screen++; return elements.apply(this, a); };
  P.drawArrays = function (...a) { drawn ? n.images++ : n.screen++; return arrays.apply(this, a); };
  P.useProgram = function (p) {
    if (p && !used.has(p)) { used.add(p); n.programs++; }
    return use.call(this, p);
  };
})();`

// prepare sets up tb's tab before its page loads: the watch script and its binding, and
// what the options ask (languages, a stall time, scripts).
func (o tabOptions) prepare(ctx context.Context, t *chromedp.Target, tb *tab) error {
	if _, err := cdp.Call(ctx, t, runtime.AddBinding, runtime.AddBindingParams{Name: binding}); err != nil {
		return err
	}
	if _, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: watchScript}); err != nil {
		return err
	}
	scripts := o.scripts
	if o.stall > 0 {
		scripts = append(scripts[:len(scripts):len(scripts)], fmt.Sprintf("window.nimscopeStallMs = %d;", o.stall.Milliseconds()))
	}
	for _, src := range scripts {
		r, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		if err != nil {
			return err
		}
		tb.scripts = append(tb.scripts, r.Identifier)
	}
	if o.languages == "" {
		return nil
	}
	v, err := cdp.Call(ctx, t, browser.GetVersion, cdp.Empty{})
	if err != nil {
		return err
	}
	_, err = cdp.Call(ctx, t, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: v.UserAgent, AcceptLanguage: o.languages})
	return err
}

// open opens a tab on the site at #hash ("" for the page without a hash) and waits until
// nimscope is ready. The tab is closed, or kept for a later test, when the test ends, and
// the test fails if the tab saw any problem.
func open(t *testing.T, hash string, opts ...tabOption) *tab {
	t.Helper()
	s := needBrowser(t)
	url := s.url
	if hash != "" {
		url += "#" + hash
	}
	tb := newTab(t, s, url, opts)
	tb.waitReady(url)
	return tb
}

// openPage opens a tab on url, any page of the site or of a host page, and waits until the
// JavaScript condition ready holds. Like open, the tab records every problem, and fails the
// test if it saw any.
func openPage(t *testing.T, url, ready string, opts ...tabOption) *tab {
	t.Helper()
	s := needBrowser(t)
	tb := newTab(t, s, url, opts)
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](ready,
		chromedp.WithPollingTimeout(readyTimeout), chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		t.Fatalf("%s: not ready within %s (%s): %v\nproblems so far:\n%s", url, readyTimeout, ready, err, indentLines(tb.col.snapshot()))
	}
	return tb
}

// spareTabs are tabs whose tests have ended, left on a small page of the site for the next
// test to load its page in. A load in a tab the browser has keeps its renderer process where
// a new tab starts one: 1.6-1.9 s of CPU a load against 2.2 (a quiet 2-core machine, nine
// loads of three families each way), and the suite loads some 230 pages. What a test set in
// the tab ends with its DevTools session: Chromium drops a session's emulated size, touch,
// media, languages and CPU rate, its bindings and its scripts when it detaches (checked).
// What the tab itself keeps, its history and sessionStorage, newTab and release clear; a
// tab with touches is not kept at all (newTab). Only the tests that run beside others take
// and leave spares: the timed ones, which run alone, start in a process that holds no garbage
// of an earlier page, and their tabs, left as spares, would pile up (a renderer process each)
// until the others begin.
var spareTabs struct {
	sync.Mutex
	ids []target.ID
}

// spareIdle is the page a spare tab waits on, served beside the site (TestMain): a document
// of the site's origin, not about:blank, which Chromium loads in a process of its own and so
// would start one again for the next page. Its icon is inline: the browser asks a page
// without one for /favicon.ico, which the site does not have, and the next test would see
// the 404.
const (
	spareIdle     = "e2e-spare.html"
	spareIdlePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>spare</title><link rel="icon" href="data:,"></head><body></body></html>`
)

// newTab loads url in a tab for t, a spare one when t runs beside other tests, with o's
// emulation and the watch script, and returns once the page's load event has fired. When t
// ends the tab is closed, or kept as a spare if t runs beside others and neither failed nor
// saw a problem (which fails t).
func newTab(t *testing.T, s *suite, url string, opts []tabOption) *tab {
	t.Helper()
	o := tabOptions{width: 1200, height: 800, scale: 1}
	for _, f := range opts {
		f(&o)
	}
	col := &collector{}
	ctxOpts := []chromedp.ContextOption{chromedp.WithListener(col.listen), chromedp.WithDetachOnCancel()}
	reused := false
	shared := runsBesideOthers(t)
	if shared {
		if id, ok := takeSpare(); ok {
			ctxOpts = append(ctxOpts, chromedp.WithTargetID(id))
			reused = true
		}
	}
	limited, cancelLimit := context.WithTimeout(s.browser, tabTimeout)
	ctx, cancel := chromedp.NewContext(limited, ctxOpts...)
	tb := &tab{t: t, ctx: ctx, col: col}
	t.Cleanup(func() {
		if t.Failed() {
			tb.screenshot("failed-" + t.Name())
		}
		// One round trip more: the events sent before its reply are in.
		_, _ = chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void]("0"))
		p := col.take()
		// A tab with touches is not kept: after TestXorPinch's two fingers, the next touch
		// test's tap in that tab showed no cell, in a page of its own (the browser keeps
		// some touch state of a tab across pages and sessions).
		tb.release(s, shared && !t.Failed() && len(p) == 0 && !o.touch)
		cancel()
		cancelLimit()
		if len(p) > 0 {
			t.Errorf("the tab saw %d problem(s) (console errors, exceptions, failed requests, CSP violations):\n%s",
				len(p), indentLines(p))
		}
	})

	vp := []chromedp.EmulateViewportOption{chromedp.EmulateScale(o.scale)}
	if o.touch {
		vp = append(vp, chromedp.EmulateTouch)
	}
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(o.width, o.height, vp...),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error { return o.prepare(ctx, t, tb) }),
		chromedp.Navigate(url),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			if !reused {
				return nil
			}
			// The spare's history (its earlier pages, the idle one) goes: Back from the
			// first page a test loads leaves nothing behind it, as in a new tab.
			_, err := cdp.Call(ctx, t, page.ResetNavigationHistory, cdp.Empty{})
			return err
		}),
	)
	if err != nil {
		t.Fatalf("open %s: %v\nproblems so far:\n%s", url, err, indentLines(col.snapshot()))
	}
	return tb
}

// release keeps the tab as a spare, moved to the idle page with the site's sessionStorage
// cleared, when keep holds and that works; otherwise it closes the tab.
func (tb *tab) release(s *suite, keep bool) {
	c := chromedp.FromContext(tb.ctx)
	if c == nil || c.Target == nil {
		return // never attached: there is no tab
	}
	id := c.Target.TargetID
	if keep {
		err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			for _, script := range tb.scripts {
				if _, err := cdp.Call(ctx, t, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: script}); err != nil {
					return err
				}
			}
			return nil
		}), chromedp.Navigate(s.url+spareIdle))
		if err == nil {
			_, err = chromedp.Run(tb.ctx, chromedp.Evaluate[chromedp.Void](`sessionStorage.clear()`))
		}
		if chromedp.Cancel(tb.ctx) == nil && err == nil && putSpare(id) {
			return
		}
	}
	_ = chromedp.Cancel(tb.ctx)
	ctx, cancel := context.WithTimeout(s.browser, 10*time.Second)
	defer cancel()
	_, _ = cdp.Call(ctx, chromedp.FromContext(s.browser).Browser, target.CloseTarget, target.CloseTargetParams{TargetID: id})
}

// maxSpares is as many spare tabs as are kept: each holds a renderer process (tens of MB),
// and about as many as tests run at once are ever taken.
const maxSpares = 4

// putSpare keeps the tab id as a spare, unless there are enough.
func putSpare(id target.ID) bool {
	spareTabs.Lock()
	defer spareTabs.Unlock()
	if len(spareTabs.ids) >= maxSpares {
		return false
	}
	spareTabs.ids = append(spareTabs.ids, id)
	return true
}

// takeSpare returns a spare tab, if there is one.
func takeSpare() (target.ID, bool) {
	spareTabs.Lock()
	defer spareTabs.Unlock()
	n := len(spareTabs.ids)
	if n == 0 {
		return "", false
	}
	id := spareTabs.ids[n-1]
	spareTabs.ids = spareTabs.ids[:n-1]
	return id, true
}

// slowCPU makes the tab's CPU rate times slower (DevTools' CPU throttling): frames then
// take longer than the ticks between them, as on a busy lecture-hall PC.
func (tb *tab) slowCPU(rate float64) {
	tb.t.Helper()
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
		return err
	}))
	if err != nil {
		tb.t.Fatalf("slow the CPU %g times: %v", rate, err)
	}
}

// waitReady waits until window.nimscope.ready is true.
func (tb *tab) waitReady(url string) {
	tb.t.Helper()
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](
		`window.nimscope && window.nimscope.ready === true`,
		chromedp.WithPollingTimeout(readyTimeout), chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		boot, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`(document.getElementById("boot") || {}).textContent || ""`))
		tb.t.Fatalf("%s: nimscope did not become ready within %s: %v\n#boot says: %q\nproblems so far:\n%s",
			url, readyTimeout, err, boot, indentLines(tb.col.snapshot()))
	}
}

// eval evaluates a JavaScript expression in the tab and decodes its value.
// A promise is awaited.
func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("evaluate %s: %v", shorten(expr, 300), err)
	}
	return v
}

// pageSummary is what a failed wait prints about the page; history (the tab's number of
// entries) and loadedBy (how this document came: navigate, reload, back_forward) are there
// for the waits after Back, whose rare failures reached an entry no one expected.
const pageSummary = `JSON.stringify({
  state: (() => { try { return window.nimscope.state(); } catch (e) { return "state() threw " + e; } })(),
  hash: location.hash,
  history: history.length,
  loadedBy: (performance.getEntriesByType("navigation")[0] || {}).type,
  error: document.getElementById("error").hidden ? "" : document.getElementById("error-text").textContent,
  position: document.getElementById("position").textContent,
  outcome: document.getElementById("outcome").textContent,
  toMove: document.getElementById("to-move").textContent,
  log: [...document.querySelectorAll("#log li")].map((li) => li.textContent),
})`

// waitFor waits until the JavaScript condition cond is true, and fails the
// test, saying what it waited for and how the page looks, when it is not
// within waitTimeout.
func (tb *tab) waitFor(cond, what string) {
	tb.t.Helper()
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](cond,
		chromedp.WithPollingTimeout(waitTimeout), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		summary, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](pageSummary))
		reason := err.Error()
		if isTimeout(err) {
			reason = "not within " + waitTimeout.String()
		}
		tb.t.Fatalf("waiting for %s: %s\n\tcondition: %s\n\tpage: %s", what, reason, cond, summary)
	}
}

// readUntil evaluates the string expression expr until it is want, or waitTimeout has
// passed, and returns its last value: for what the panel renders in a task of its own,
// after Go's next frame, where a failure should say what the page showed instead.
func (tb *tab) readUntil(expr, want string) string {
	tb.t.Helper()
	got := eval[string](tb, expr)
	for end := time.Now().Add(waitTimeout); got != want && time.Now().Before(end); got = eval[string](tb, expr) {
		tb.frames(1, 20*time.Millisecond)
	}
	return got
}

// waitState waits until nimscope.state() is want.
func (tb *tab) waitState(want, why string) {
	tb.t.Helper()
	tb.waitFor(`window.nimscope.state() === `+strconv.Quote(want), why+": state() = "+want)
}

// frames waits for n animation frames and at least d, so that Ebiten has run
// its Update and Draw a few times.
func (tb *tab) frames(n int, d time.Duration) {
	tb.t.Helper()
	eval[chromedp.Void](tb, fmt.Sprintf(`new Promise((done) => {
  const until = performance.now() + %d;
  let left = %d;
  const step = () => (--left <= 0 && performance.now() >= until) ? done() : requestAnimationFrame(step);
  requestAnimationFrame(step);
})`, d.Milliseconds(), n))
}

// text is an element's textContent.
func (tb *tab) text(id string) string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById(`+strconv.Quote(id)+`).textContent`)
}

// hidden reports whether an element or one of its ancestors has the hidden
// attribute, or it is not rendered.
func (tb *tab) hidden(id string) bool {
	tb.t.Helper()
	return eval[bool](tb, `(() => {
  const e = document.getElementById(`+strconv.Quote(id)+`);
  return !e || e.closest("[hidden]") !== null || e.getClientRects().length === 0;
})()`)
}

// screenshot saves a PNG of the viewport for humans and returns it.
func (tb *tab) screenshot(name string) []byte {
	png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Logf("screenshot %s: %v", name, err)
		return nil
	}
	tb.keep(name, png)
	return png
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// keep writes png to the screenshot folders and logs where.
func (tb *tab) keep(name string, png []byte) {
	name = unsafeName.ReplaceAllString(name, "_") + ".png"
	tmp := filepath.Join(os.TempDir(), tmpShots)
	for _, dir := range []string{tmp, the.shots} {
		if dir == "" {
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			tb.t.Logf("keep screenshot: %v", err)
			continue
		}
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, png, 0o644); err != nil {
			tb.t.Logf("keep screenshot: %v", err)
			continue
		}
		if abs, err := filepath.Abs(file); err == nil {
			file = abs
		}
		tb.t.Logf("screenshot: %s", file)
	}
}

// reloadMark is the global the tests set on a document before an action that may load the
// page again in another wasm module (a game of another family): a document without it is
// the new one.
const reloadMark = "__nimscopeE2EOldDocument"

// markDocument marks the tab's current document; waitReloaded waits for a document without
// the mark.
func (tb *tab) markDocument() {
	tb.t.Helper()
	eval[chromedp.Void](tb, `window.`+reloadMark+` = true`)
}

// waitReloaded waits until the page has loaded again since markDocument (a navigation to a
// game of another family), nimscope is ready in the new document and the panel shows its
// state (a valid link's: the address is "#" + state()). The old document's
// scripts go away under the poll, so a poll that fails is tried again until readyTimeout.
func (tb *tab) waitReloaded(why string) {
	tb.t.Helper()
	deadline := time.Now().Add(readyTimeout)
	cond := `!window.` + reloadMark + ` && document.readyState === "complete" && !!window.nimscope && window.nimscope.ready === true`
	var last error
	for time.Now().Before(deadline) {
		ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](cond))
		if err == nil && ok {
			// The panel has drawn the new page's first state (a user's next click comes
			// after that; one that comes before it replaces the history entry).
			tb.synced()
			return
		}
		last = err
		time.Sleep(50 * time.Millisecond)
	}
	summary, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`JSON.stringify({href: location.href, marked: !!window.`+reloadMark+`, ready: !!(window.nimscope && window.nimscope.ready)})`))
	tb.t.Fatalf("%s: the page did not load again and become ready within %s (last error: %v)\n\tpage: %s\nproblems so far:\n%s",
		why, readyTimeout, last, summary, indentLines(tb.col.snapshot()))
}

// wasmRequested lists the wasm files the tab's current document asked for, by name: those
// in its resource timing and the one its worker downloaded (static/modules.js), whose
// timing the worker posts as nimscopeModules.load.downloaded.
func (tb *tab) wasmRequested() []string {
	tb.t.Helper()
	return eval[[]string](tb, `(() => {
  const load = window.nimscopeModules && window.nimscopeModules.load;
  const names = performance.getEntriesByType("resource").map((e) => e.name);
  if (load && load.downloaded) names.push(load.downloaded.url);
  return names.map((n) => n.split("/").pop().split(/[?#]/)[0]).filter((n) => n.endsWith(".wasm"));
})()`)
}

// example is a game of the picker and its first example's position.
type example struct{ Game, Position string }

// firstExamples lists every game of the picker with its first example, in the picker's
// order; a picker of fewer than 11 games fails the test.
func (tb *tab) firstExamples() []example {
	tb.t.Helper()
	games := eval[[]example](tb, `window.nimscope.view().games.map((g) => ({game: g.game, position: g.presets[0].position}))`)
	if len(games) < 11 {
		tb.t.Fatalf("%d games in the picker", len(games))
	}
	return games
}

// set calls nimscope.set(text) and, when the text's game is another family's (set() answers
// {reloading: true}), waits until the page has loaded again in that family's module. It
// returns set()'s answer.
func (tb *tab) set(text string) map[string]any {
	tb.t.Helper()
	tb.markDocument()
	res := eval[map[string]any](tb, `window.nimscope.set(`+strconv.Quote(text)+`)`)
	if res["reloading"] == true {
		tb.waitReloaded("set(" + text + ") into module " + fmt.Sprint(res["module"]))
	}
	return res
}

// crossing runs action, which may take the page to a game of another family, and waits
// until the page has loaded again if the state's game does not become want's game in this
// document: afterwards the tab is ready, in whichever module shows want's game.
func (tb *tab) crossing(action, game, why string) {
	tb.t.Helper()
	tb.markDocument()
	eval[chromedp.Void](tb, action)
	deadline := time.Now().Add(readyTimeout)
	for time.Now().Before(deadline) {
		marked, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](`window.`+reloadMark+` === true`))
		if err == nil && !marked {
			tb.waitReloaded(why)
			tb.t.Logf("%s: the page loaded again", why)
			return
		}
		if err == nil {
			here, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](`window.nimscope.reloading !== true && window.nimscope.state().startsWith("game=" + `+strconv.Quote(game)+` + "&")`))
			if err == nil && here {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.t.Fatalf("%s: neither %s in this page nor a new page within %s", why, game, readyTimeout)
}

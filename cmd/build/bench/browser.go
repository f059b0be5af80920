//go:build !js

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// viewport is the size of every tab, in CSS pixels at a device scale of 1: the issue's
// frame-rate budget is for a 512×512 viewport, and start-up is timed at the same size.
const viewport = 512

// Timeouts: every wait has one, so a hang ends with a message.
const (
	startTimeout = 30 * time.Second // the browser answering at all
	readyTimeout = 60 * time.Second // navigation to nimscope:ready
	tabTimeout   = 3 * time.Minute  // everything one tab does
)

// chrome is one headless Chromium for the whole run.
type chrome struct {
	ctx     context.Context // the first tab's chromedp context; tabs derive from it
	cancel  func()
	pid     int
	version string
	output  *lockedBuffer
	profile string
}

// startChrome starts the browser with software WebGL, as the browser tests do.
func startChrome(path string) (*chrome, error) {
	if info, err := os.Stat(path); err != nil || info.IsDir() {
		return nil, fmt.Errorf("no browser at %s: install Debian's chromium (apt-get install chromium) or pass -chromium", path)
	}
	profile, err := os.MkdirTemp("", "nimscope-bench-profile-")
	if err != nil {
		return nil, err
	}
	out := &lockedBuffer{}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.UserDataDir(profile),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU, // with --enable-unsafe-swiftshader: WebGL in software
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		// The first tab stays open behind the measured one: nothing of either is throttled.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.CombinedOutput(out),
	)
	ctx, cancel := chromedp.NewContext(allocCtx)
	c := &chrome{ctx: ctx, output: out, profile: profile}
	c.cancel = func() {
		closing, stop := context.WithTimeout(ctx, 10*time.Second)
		_ = chromedp.Cancel(closing) // closes the browser gracefully
		stop()
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	}
	startCtx, cancelStart := context.WithTimeout(context.Background(), startTimeout)
	stop := context.AfterFunc(startCtx, cancel)
	err = chromedp.Do(ctx)
	stop()
	cancelStart()
	if err != nil {
		c.cancel()
		return nil, fmt.Errorf("start %s: %w\n%s", path, err, out.String())
	}
	cc := chromedp.FromContext(ctx)
	if p := cc.Browser.Process(); p != nil {
		c.pid = p.Pid
	}
	if v, err := cdp.Call(ctx, cc.Browser, browser.GetVersion, cdp.Empty{}); err == nil {
		c.version = v.Product
	}
	return c, nil
}

// lockedBuffer collects the browser's output from another goroutine.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.buf.Len() < 1<<20 {
		b.buf.Write(p)
	}
	return len(p), nil
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// probeScript runs in every document before the page's own scripts. It notes when the
// wasm was compiled and instantiated, when Go installed window.nimscope.analyze (the Go
// program's main is running), when the first nimscope:state came (from the task the Update
// after the first Draw queues), when the first frame came (nimscope:ready: the bare app dispatches it in
// the Update after its first Draw, the site at the start of that same animation frame, just
// before its Update), what the page showed at DOMContentLoaded, how long the page's own
// nimscope:state listeners take (they run in a microtask right after the Go call that sent
// the event: Go's view-model task, between frames), and the errors the page reports.
// performance.now() counts from the navigation's start.
const probeScript = `(() => {
  const b = window.__bench = {ready: -1, compiled: -1, main: -1, firstState: -1, dcl: -1, panelChars: -1,
    readyAtDCL: false, errors: [], stateMs: [], panelMs: [], sceneMs: [], blockMs: []};
  for (const name of ["instantiateStreaming", "instantiate"]) {
    const orig = WebAssembly[name];
    if (typeof orig !== "function") continue;
    WebAssembly[name] = function () {
      return orig.apply(this, arguments).then((r) => {
        if (b.compiled < 0) b.compiled = performance.now();
        return r;
      });
    };
  }
  let analyze;
  const api = {ready: false};
  Object.defineProperty(api, "analyze", {configurable: true, enumerable: true,
    get() { return analyze; },
    set(f) { if (b.main < 0) b.main = performance.now(); analyze = f; }});
  window.nimscope = api;
  addEventListener("nimscope:ready", () => {
    if (b.ready >= 0) return;
    b.ready = performance.now();
    performance.mark("` + readyMark + `"); // a traced load's first frame (lazytrace.go)
  });
  addEventListener("nimscope:error", (e) => {
    const d = e.detail || {};
    b.errors.push("nimscope:error " + d.source + ": " + d.message);
  });
  document.addEventListener("securitypolicyviolation", (e) => {
    b.errors.push("CSP: " + e.effectiveDirective + " blocked " + (e.blockedURI || "?"));
  }, true);
  // The panel draws a state, and the scene's block, in a task of its own, which its listener
  // queues with setTimeout (panel.js's onState, onSceneEvent): the callbacks the page's
  // listeners queue are timed when they run, into timing. The count ends at the last
  // listener (the one added at DOMContentLoaded, after the page's), or at a microtask when the
  // event comes before that: Go's own timeouts are not the panel's.
  let timing = null;
  const queue = window.setTimeout;
  window.setTimeout = function (f, ...rest) {
    if (timing && typeof f === "function") {
      const draw = f, into = timing;
      f = function () {
        const t = performance.now();
        try { return draw.apply(this, arguments); } finally { into.push(performance.now() - t); }
      };
    }
    return queue.call(this, f, ...rest);
  };
  const count = (into) => { timing = into; queueMicrotask(() => { timing = null; }); };
  let stateStart = 0;
  addEventListener("nimscope:state", () => {
    stateStart = performance.now();
    if (b.firstState < 0) b.firstState = stateStart;
    count(b.panelMs);
  });
  let sceneStart = 0;
  addEventListener("nimscope:scene", () => { sceneStart = performance.now(); count(b.blockMs); });
  document.addEventListener("DOMContentLoaded", () => {
    b.dcl = performance.now();
    const p = document.getElementById("panel");
    b.panelChars = p ? p.innerText.trim().length : 0;
    b.readyAtDCL = !!(window.nimscope && window.nimscope.ready);
    // Deferred scripts have added their listeners by now: this one runs after them.
    addEventListener("nimscope:state", () => { timing = null; b.stateMs.push(performance.now() - stateStart); });
    addEventListener("nimscope:scene", () => { timing = null; b.sceneMs.push(performance.now() - sceneStart); });
  });
})();`

// tab is one browser tab.
type tab struct {
	ctx    context.Context
	cancel func()
	col    *collector
	url    string

	perfOn bool // the Performance domain is enabled: its durations count from then
}

// open opens url in a new tab of viewport×viewport CSS pixels, in a browser context of its
// own (no cache, no compiled wasm kept from an earlier load), and waits for the first
// frame.
func (c *chrome) open(ctx context.Context, url string) (*tab, error) {
	col := &collector{}
	limited, cancelLimit := context.WithTimeout(c.ctx, tabTimeout)
	stop := context.AfterFunc(ctx, cancelLimit) // an interrupted run closes the tab
	tctx, cancel := chromedp.NewContext(limited, chromedp.WithNewBrowserContext(), chromedp.WithListener(col.listen))
	t := &tab{ctx: tctx, col: col, url: url}
	t.cancel = func() {
		_ = chromedp.Cancel(tctx)
		cancel()
		stop()
		cancelLimit()
	}
	err := chromedp.Do(tctx,
		chromedp.EmulateViewport(viewport, viewport, chromedp.EmulateScale(1)),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: probeScript})
			return err
		}),
		chromedp.Navigate(url),
	)
	if err != nil {
		t.cancel()
		return nil, fmt.Errorf("open %s: %w", url, err)
	}
	if err := t.waitReady(); err != nil {
		t.cancel()
		return nil, err
	}
	return t, nil
}

func (t *tab) close() { t.cancel() }

// waitReady waits for nimscope:ready without polling: the probe noted it, or it is yet to come.
func (t *tab) waitReady() error {
	ctx, cancel := context.WithTimeout(t.ctx, readyTimeout)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`new Promise((done) => {
  if (window.__bench.ready >= 0) return done();
  addEventListener("nimscope:ready", () => done());
})`, chromedp.EvalAwaitPromise))
	if err != nil {
		boot, _ := chromedp.Run(t.ctx, chromedp.Evaluate[string](`(document.getElementById("boot") || {}).textContent || ""`))
		return fmt.Errorf("%s: no first frame within %s (%v); the page says %q; problems: %s",
			t.url, readyTimeout, err, boot, strings.Join(t.problems(), "; "))
	}
	return nil
}

// eval evaluates a JavaScript expression in the tab and decodes its value; a promise is
// awaited.
func eval[T any](t *tab, expr string) (T, error) {
	v, err := chromedp.Run(t.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		var zero T
		return zero, fmt.Errorf("evaluate %s: %w", shorten(expr, 200), err)
	}
	return v, nil
}

// metrics returns the DevTools Performance metrics of the tab's renderer (ProcessTime,
// TaskDuration, ScriptDuration … in seconds). The durations count from the first call, which
// enables the domain; enabling it again would start them afresh.
func (t *tab) metrics() (map[string]float64, error) {
	return chromedp.Run(t.ctx, func(ctx context.Context, tg *chromedp.Target) (map[string]float64, error) {
		if !t.perfOn {
			if _, err := cdp.Call(ctx, tg, performance.Enable, performance.EnableParams{}); err != nil {
				return nil, err
			}
			t.perfOn = true
		}
		res, err := cdp.Call(ctx, tg, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			return nil, err
		}
		m := make(map[string]float64, len(res.Metrics))
		for _, x := range res.Metrics {
			m[x.Name] = x.Value
		}
		return m, nil
	})
}

// problems returns what went wrong in the page: console errors, exceptions, browser log
// errors, and the errors the probe noted.
func (t *tab) problems() []string {
	p := t.col.snapshot()
	if errs, err := chromedp.Run(t.ctx, chromedp.Evaluate[[]string](`(window.__bench && window.__bench.errors) || []`)); err == nil {
		p = append(p, errs...)
	}
	return p
}

// collector records console errors, exceptions and browser log errors of a tab.
type collector struct {
	mu       sync.Mutex
	problems []string
}

// goStderr matches what the Go program writes when something broke; wasm_exec.js prints
// Go's output with console.log.
var goStderr = regexp.MustCompile(`^(panic: |fatal error: |nimscope: |.*Go program has already exited)`)

func (c *collector) add(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.problems) < 50 {
		c.problems = append(c.problems, fmt.Sprintf(format, args...))
	}
}

func (c *collector) listen(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		text := consoleText(ev.Args)
		if ev.Type == "error" || ev.Type == "assert" || goStderr.MatchString(text) {
			c.add("console.%s: %s", ev.Type, text)
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		c.add("uncaught exception: %s (%s:%d)", text, d.URL, d.LineNumber+1)
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError {
			c.add("browser log: %s %s", ev.Entry.Text, ev.Entry.URL)
		}
	}
}

func (c *collector) snapshot() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.problems...)
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
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// treeCPU is the CPU time (user + system) used so far by the process pid and all its
// descendants: the browser, its renderers and its GPU process. It reads /proc, so it works
// on Linux only.
func treeCPU(pid int) (time.Duration, error) {
	if pid <= 0 {
		return 0, errors.New("the browser's process id is not known")
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0, err
	}
	type proc struct {
		ppid  int
		ticks int64
	}
	procs := make(map[int]proc)
	for _, e := range entries {
		id, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue // gone already
		}
		ppid, ticks, ok := parseStat(string(data))
		if ok {
			procs[id] = proc{ppid, ticks}
		}
	}
	if _, ok := procs[pid]; !ok {
		return 0, fmt.Errorf("process %d is not in /proc", pid)
	}
	children := make(map[int][]int)
	for id, p := range procs {
		children[p.ppid] = append(children[p.ppid], id)
	}
	var ticks int64
	queue := []int{pid}
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		ticks += procs[id].ticks
		queue = append(queue, children[id]...)
	}
	return time.Duration(ticks) * time.Second / clockTicks, nil
}

// clockTicks is USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every Linux
// architecture Go runs on.
const clockTicks = 100

// parseStat reads the parent id and utime+stime from a /proc/<pid>/stat line. The second
// field, the command in parentheses, may itself hold spaces and parentheses.
func parseStat(s string) (ppid int, ticks int64, ok bool) {
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(s[i+1:])
	// After the command: state(0) ppid(1) … utime(11) stime(12).
	if len(f) < 13 {
		return 0, 0, false
	}
	ppid, err1 := strconv.Atoi(f[1])
	utime, err2 := strconv.ParseInt(f[11], 10, 64)
	stime, err3 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return 0, 0, false
	}
	return ppid, utime + stime, true
}

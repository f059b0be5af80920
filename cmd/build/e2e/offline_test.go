//go:build !js

package e2e

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

// flaky is a server of the site that can go away: while down, every request's connection
// closes without an answer, as when the lecture hall's Wi-Fi drops. What it serves can be
// swapped for a new build.
type flaky struct {
	url  string
	down atomic.Bool
	site atomic.Pointer[http.Handler]
}

// flakySite serves the suite's site, through a proxy, on an origin of its own.
func flakySite(t *testing.T) *flaky {
	t.Helper()
	target, err := url.Parse(the.url)
	if err != nil {
		t.Fatal(err)
	}
	f := &flaky{}
	f.serve(httputil.NewSingleHostReverseProxy(target))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if f.down.Load() {
			panic(http.ErrAbortHandler) // the connection closes with no answer
		}
		(*f.site.Load()).ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	f.url = srv.URL + "/"
	return f
}

func (f *flaky) serve(h http.Handler) { f.site.Store(&h) }

// forgetWorkers clears the service workers (static/sw.js) and the caches of the origins of
// the tab's page and frames, the suite's own site's aside (its worker serves the one build
// every test runs). The browser keeps them beyond the tab, and a later test whose server
// gets the same port, to serve broken downloads on purpose, would get the cached files
// instead. openPage calls it as the tab closes, and forgetOrigins for the page's origin as
// it opens (a worker whose registration ended after the last test's tab closed).
func (tb *tab) forgetWorkers() {
	origins, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]string](`[location.href, ...[...document.querySelectorAll("iframe")].map((f) => f.src)]`))
	if err != nil {
		return // the tab is gone: nothing more to learn
	}
	err = chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		return forgetOrigins(ctx, t, origins...)
	}))
	if err != nil {
		tb.t.Errorf("clear the service workers of %q: %v", origins, err)
	}
}

// forgetOrigins clears the service workers and caches of the origins of urls, but the
// suite's site's.
func forgetOrigins(ctx context.Context, t *chromedp.Target, urls ...string) error {
	for _, u := range urls {
		p, err := url.Parse(u)
		if err != nil || p.Host == "" || (p.Scheme != "http" && p.Scheme != "https") || strings.HasPrefix(the.url, p.Scheme+"://"+p.Host+"/") {
			continue
		}
		origin := p.Scheme + "://" + p.Host
		if _, err := cdp.Call(ctx, t, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: origin, StorageTypes: "service_workers,cache_storage"}); err != nil {
			return fmt.Errorf("%s: %w", origin, err)
		}
	}
	return nil
}

// ready is openPage's condition for a page whose board is up.
const ready = `window.nimscope && window.nimscope.ready === true`

// untilTrue waits until the JavaScript expression js, which may be a promise, is true.
func (tb *tab) untilTrue(js, what string) {
	tb.t.Helper()
	deadline := time.Now().Add(readyTimeout)
	for {
		ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("waiting for %s: not within %s (last error %v)\n\tcondition: %s", what, readyTimeout, err, js)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitKept waits until the service worker serves the page and its cache holds each of
// files (names relative to the page; "" is the page itself). The worker copies the wasm
// module after the board is up, which takes its time on a busy machine: readyTimeout.
func (tb *tab) waitKept(what string, files ...string) {
	tb.t.Helper()
	const missing = `(async (files) => {
  const out = navigator.serviceWorker.controller ? [] : ["(no worker serves the page)"];
  for (const f of files) if (!(await caches.match(new URL(f, location.href).href))) out.push(f);
  return out;
})`
	deadline := time.Now().Add(readyTimeout)
	for {
		left := eval[[]string](tb, missing+`(`+jsList(files)+`)`)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			held := eval[[]string](tb, `(async () => { const out = []; for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) out.push(k + ": " + r.url); return out; })()`)
			tb.t.Fatalf("the service worker did not keep %s within %s: missing %q; the caches hold:\n%s", what, readyTimeout, left, indentLines(held))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// jsList writes s as a JavaScript array of strings.
func jsList(s []string) string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = strconv.Quote(x)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// online tells the tab's page whether the browser is online (navigator.onLine, and the
// online and offline events).
func (tb *tab) online(on bool) {
	tb.t.Helper()
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: !on, DownloadThroughput: -1, UploadThroughput: -1})
		return err
	}))
	if err != nil {
		tb.t.Fatalf("set the network online=%v: %v", on, err)
	}
	tb.waitFor(`navigator.onLine === `+strconv.FormatBool(on), "navigator.onLine to be "+strconv.FormatBool(on))
}

// reload loads the tab's page again and waits until its board is up.
func (tb *tab) reload(why string) {
	tb.t.Helper()
	tb.markDocument()
	eval[chromedp.Void](tb, `setTimeout(() => location.reload(), 0)`)
	tb.waitReloaded(why)
}

// takeStone clicks stone 1 of the third heap of Nim 3,4,5 on the board, as a reader would,
// and waits for the move: 3,4,1.
func (tb *tab) takeStone(why string) {
	tb.t.Helper()
	c := tb.settle()
	tb.click(c.stone(c.layout(3, 5), 2, 1))
	tb.waitFor(`window.nimscope.state().startsWith("game=nim&heaps=3,4,1&")`, why+": the move that leaves 3,4,1")
}

// byWorker fails unless modules.js's worker downloaded the page's module (of family name):
// a worker that cannot read its task (a cached response's address) leaves it to boot.js.
func (tb *tab) byWorker(name, why string) {
	tb.t.Helper()
	tb.wantModule(name, why)
	if got := eval[string](tb, `(window.nimscopeModules.load && window.nimscopeModules.load.downloaded || {url: "(not the worker)"}).url`); !strings.HasSuffix(got, "/"+moduleFile(tb.t, name)) {
		tb.t.Errorf("%s: the worker downloaded %s, want %s", why, got, moduleFile(tb.t, name))
	}
}

// unreachable drops the problems a page sees while its server is down (the requests that
// failed) and fails the test on any other.
func unreachable(t *testing.T, tb *tab) {
	t.Helper()
	_, _ = chromedp.Run(tb.ctx, chromedp.Evaluate[chromedp.Void]("0"))
	for _, p := range tb.col.take() {
		if !strings.Contains(p, "Failed to load resource") {
			t.Errorf("the tab saw a problem: %s", p)
		}
	}
}

// TestOfflineReload: after one visit, a reload with the server unreachable shows the same
// board, in the same language, and it plays. It showed the browser's error page.
func TestOfflineReload(t *testing.T) {
	needBrowser(t)
	srv := flakySite(t)
	tb := openPage(t, srv.url+"#game=nim&heaps=3,4,5&vs=human&lang=ru", ready)
	tb.waitKept("the first visit's files", "", moduleFile(t, "nim"), "i18n/ru.txt", "favicon.svg")

	srv.down.Store(true)
	tb.reload("a reload with the server down")
	if got := eval[string](tb, `window.nimscope.view().lang + " " + document.documentElement.lang`); got != "ru ru" {
		t.Errorf("the view model and the page offline are in %q, want both in ru", got)
	}
	tb.takeStone("offline")
	tb.byWorker("nim", "the reload offline")
	unreachable(t, tb)
}

// TestOfflineOtherFamily: a game of another family, whose module the visit never loaded,
// picked while offline: the board stays and plays, the boot line says the other games need
// the network, the address keeps the board's position, and once the browser is online the
// page loads the game asked for. The page loaded itself again and lost the board.
func TestOfflineOtherFamily(t *testing.T) {
	needBrowser(t)
	srv := flakySite(t)
	tb := openPage(t, srv.url+"#game=nim&heaps=3,4,5&vs=human", ready)
	tb.waitKept("the first visit's files", "", moduleFile(t, "nim"))
	tb.synced()

	srv.down.Store(true)
	tb.online(false)
	tb.markDocument()
	tb.waitFor(`!document.getElementById("game-select").disabled`, "the picker")
	eval[chromedp.Void](tb, `(() => { const s = document.getElementById("game-select"); s.value = "xor"; s.dispatchEvent(new Event("change", {bubbles: true})); })()`)
	const says = `!document.getElementById("boot").hidden && document.getElementById("boot").textContent.startsWith("No network: the other games have to be downloaded first")`
	tb.waitFor(says, "the boot line to say the other games need the network")
	stays := func(why string) {
		t.Helper()
		tb.frames(5, 300*time.Millisecond)
		if !eval[bool](tb, `window.`+reloadMark+` === true && window.nimscope.ready === true && window.nimscope.reloading !== true`) {
			t.Fatalf("%s: the page went away", why)
		}
		tb.waitFor(`location.hash === "#game=nim&heaps=3,4,5&vs=human" && window.nimscope.state() === "game=nim&heaps=3,4,5&vs=human"`, why+": the board and the address at Nim 3,4,5")
	}
	stays("the picker's XOR offline")

	// A link to another family's game: the address goes back to the board's position.
	hb := "game=hackenbush&edges=0-1,1-2"
	eval[chromedp.Void](tb, `location.hash = `+strconv.Quote("#"+hb))
	tb.waitFor(`location.hash !== `+strconv.Quote("#"+hb), "the address to leave the link it could not show")
	stays("a link to Hackenbush offline")
	tb.takeStone("offline, after the links")
	tb.screenshot("offline-other-family")

	// Online again: the game asked for last opens, in its module.
	srv.down.Store(false)
	tb.online(true)
	tb.waitReloaded("online again")
	tb.byWorker("hackenbush", "online again")
	tb.waitPairs(hb+"&vs=human", "the game asked for offline, its view keys kept")
	unreachable(t, tb)
}

// TestOfflineNewBuild: a new build (another style sheet, so another hash) is shown on the
// next visit, its service worker takes over with a cache of its own, the old build's cache
// and entries go, and the new build works offline.
func TestOfflineNewBuild(t *testing.T) {
	needBrowser(t)
	next := rebuilt(t)
	srv := flakySite(t)
	tb := openPage(t, srv.url+"#game=nim&heaps=3,4,5&vs=human", ready)
	tb.waitKept("the first build's files", "", moduleFile(t, "nim"))
	oldCSS := eval[string](tb, `document.querySelector('link[rel="stylesheet"]').href`)
	oldCaches := eval[[]string](tb, `caches.keys()`)
	if len(oldCaches) != 1 {
		t.Fatalf("caches %q after the first visit, want one", oldCaches)
	}

	srv.serve(site.Handler(next.FS()))
	tb.reload("the new build")
	newCSS := eval[string](tb, `document.querySelector('link[rel="stylesheet"]').href`)
	if !strings.HasSuffix(newCSS, "/"+next.Renamed["style.css"]) {
		t.Fatalf("the page's style sheet is %s, want the new build's %s", newCSS, next.Renamed["style.css"])
	}
	id := site.BuildID(next.Files)
	tb.untilTrue(`(async () => {
  const keys = await caches.keys();
  return keys.length === 1 && keys[0].endsWith(" `+id+`") && !(await caches.match(`+strconv.Quote(oldCSS)+`));
})()`, "the new build's cache alone, without the old style sheet")
	tb.waitKept("the new build's files", "", moduleFile(t, "nim"), newCSS)
	if got := eval[[]string](tb, `caches.keys()`); got[0] == oldCaches[0] {
		t.Errorf("the cache is still %q", got)
	}

	srv.down.Store(true)
	tb.reload("the new build, offline")
	if got := eval[string](tb, `document.querySelector('link[rel="stylesheet"]').href`); got != newCSS {
		t.Errorf("offline, the page has the style sheet %s, want the new build's %s", got, newCSS)
	}
	tb.takeStone("the new build offline")
	tb.byWorker("nim", "the new build offline")
	unreachable(t, tb)
}

// rebuilt assembles the suite's site again with a rule added to its style sheet: a new
// build, whose style sheet has another hashed name. The modules are the suite's, as served.
func rebuilt(t *testing.T) *site.Site {
	t.Helper()
	static := fstest.MapFS{}
	dir := staticDir(t)
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(os.DirFS(dir), name)
		static[name] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	css := static["style.css"]
	css.Data = append(css.Data, "\n.offline-test-build { color: red }\n"...)
	var modules []site.Module
	for _, m := range siteModules {
		res, err := http.Get(the.url + m.File)
		if err != nil {
			t.Fatal(err)
		}
		wasm, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("the site's %s: %s %v", m.File, res.Status, err)
		}
		modules = append(modules, site.Module{Name: m.Name, Games: m.Games, Wasm: wasm})
	}
	ctx, cancel := context.WithTimeout(context.Background(), buildTimeout)
	defer cancel()
	env, err := site.LookupGo(ctx, "go", "")
	if err != nil {
		t.Fatal(err)
	}
	wasmExec, err := env.WasmExec()
	if err != nil {
		t.Fatal(err)
	}
	s, err := site.AssembleModules(static, modules, wasmExec, site.Options{BrotliQuality: 1, GzipLevel: 1})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

//go:build !js

package e2e

import (
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

// offlineSite is a site assembled as `make serve` and `make dist` assemble it, with its
// service worker (site.Options.Offline), from the modules the suite compiled. extraCSS, when
// not "", is added to the style sheet: another build, with another id.
type offlineSite struct {
	files map[string][]byte
	id    string // the build's id, in its service worker's cache name
	style string // the style sheet's hashed name
}

func buildOffline(t *testing.T, extraCSS string) offlineSite {
	t.Helper()
	static := siteParts.static
	if extraCSS != "" {
		css, err := fs.ReadFile(static, "style.css")
		if err != nil {
			t.Fatal(err)
		}
		static = overlayFS{static, map[string][]byte{"style.css": append(css, "\n"+extraCSS+"\n"...)}}
	}
	s, err := site.AssembleModules(static, siteParts.modules, siteParts.wasmExec,
		site.Options{BrotliQuality: 1, GzipLevel: 1, Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Files[site.ServiceWorker]; !ok {
		t.Fatalf("the site built to work offline has no %s", site.ServiceWorker)
	}
	return offlineSite{files: s.Files, id: site.BuildID(s.Files), style: s.Renamed["style.css"]}
}

// overlayFS is a folder with some of its files' contents replaced.
type overlayFS struct {
	fs.FS
	files map[string][]byte
}

func (o overlayFS) Open(name string) (fs.File, error) {
	if b, ok := o.files[name]; ok {
		return fstest.MapFS{name: {Data: b, Mode: 0o644}}.Open(name)
	}
	return o.FS.Open(name)
}

var offlineServers atomic.Int64

// offlineServer serves an offlineSite under a folder of its own, /offline-N/: the service
// worker's scope is that folder, so a later test's server that gets this port is never
// answered by it. The site can be swapped for another build, and the server can go down:
// every connection is then closed unanswered, as when the network has gone.
type offlineServer struct {
	url    string // the folder, ending in /
	origin string
	mu     sync.Mutex
	h      http.Handler
	down   bool
	missed int // requests while down
}

func newOfflineServer(t *testing.T, s offlineSite) *offlineServer {
	t.Helper()
	prefix := fmt.Sprintf("/offline-%d/", offlineServers.Add(1))
	o := &offlineServer{}
	o.swap(s)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o.mu.Lock()
		down, h := o.down, o.h
		if down {
			o.missed++
		}
		o.mu.Unlock()
		if down {
			if hj, ok := w.(http.Hijacker); ok {
				if c, _, err := hj.Hijack(); err == nil {
					c.Close()
					return
				}
			}
			panic(http.ErrAbortHandler)
		}
		r, ok := inFolder(r, prefix)
		if !ok {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	o.url, o.origin = srv.URL+prefix, srv.URL
	return o
}

func (o *offlineServer) swap(s offlineSite) {
	m := fstest.MapFS{}
	for name, data := range s.files {
		m[name] = &fstest.MapFile{Data: data, Mode: 0o644, ModTime: time.Now()}
	}
	o.mu.Lock()
	o.h = site.Handler(m)
	o.mu.Unlock()
}

func (o *offlineServer) setDown(down bool) {
	o.mu.Lock()
	o.down = down
	o.mu.Unlock()
}

func (o *offlineServer) requestsWhileDown() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.missed
}

// openOffline opens the server's page at hash, waits until its service worker has kept the
// visit's files, and returns how many it kept. The origin's service workers and caches go
// when the test ends.
func openOffline(t *testing.T, o *offlineServer, hash string) (*tab, int) {
	t.Helper()
	tb := openPage(t, o.url+"#"+hash, `window.nimscope && window.nimscope.ready === true && window.nimscopeOffline !== undefined`)
	t.Cleanup(func() {
		err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: o.origin, StorageTypes: "all"})
			return err
		}))
		if err != nil {
			t.Errorf("clearing %s's service workers and caches: %v", o.origin, err)
		}
	})
	return tb, eval[int](tb, `window.nimscopeOffline`)
}

// reload loads the tab's page again and waits until nimscope is ready in the new document.
func reload(tb *tab, what string) {
	tb.t.Helper()
	tb.markDocument()
	eval[chromedp.Void](tb, `location.reload()`)
	tb.waitReloaded(what)
}

// acrossReload waits until cond holds in the tab's document, which a reload is replacing:
// an evaluation that meets the old document going is tried again.
func acrossReload(tb *tab, cond, what string) {
	tb.t.Helper()
	for deadline := time.Now().Add(readyTimeout); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](cond)); err == nil && ok {
			return
		}
	}
	tb.t.Fatalf("%s: not within %s (%s)", what, readyTimeout, cond)
}

// keptOnly checks that the page's worker keeps one cache, s's build's, with the page, its
// style sheet and Nim's module in it; kept is how many files the worker said it kept.
func keptOnly(t *testing.T, tb *tab, o *offlineServer, s offlineSite, kept int) {
	t.Helper()
	caches := eval[map[string][]string](tb, cacheReport)
	t.Logf("kept %d files; caches %v", kept, caches)
	files := caches["nimscope "+o.url+" "+s.id]
	if len(caches) != 1 || files == nil {
		t.Fatalf("caches %v, want only the one of build %s", caches, s.id)
	}
	for _, want := range []string{"index.html", s.style, siteModuleOf(t, s, "nim")} {
		if !slices.Contains(files, want) {
			t.Errorf("build %s's cache lacks %s: %v", s.id, want, files)
		}
	}
}

// cacheReport lists the service worker's caches, each with the paths it holds.
const cacheReport = `(async () => {
  const out = {};
  for (const name of await caches.keys()) {
    const c = await caches.open(name);
    out[name] = (await c.keys()).map((r) => new URL(r.url).pathname.replace(/^\/offline-\d+\//, ""));
  }
  return out;
})()`

// TestOfflineReload: after one visit, the page loads again with the network gone, from
// what its service worker kept: the page, its scripts and style sheet, the module.
func TestOfflineReload(t *testing.T) {
	needBrowser(t)
	parallel(t)
	s := buildOffline(t, "")
	o := newOfflineServer(t, s)
	const pos = "game=nim&heaps=3,4,5&hint=1"
	tb, kept := openOffline(t, o, pos)
	keptOnly(t, tb, o, s, kept)

	o.setDown(true)
	reload(tb, "the page loaded again with the server down")
	if got := eval[string](tb, `window.nimscope.state()`); got != pos {
		t.Errorf("offline, the page shows %q, want %q", got, pos)
	}
	if o.requestsWhileDown() == 0 {
		t.Errorf("the server saw no request while down: was the page loaded again at all?")
	}
	// The board plays offline as online: the worker is not in the way of anything it runs.
	eval[chromedp.Void](tb, `window.nimscope.set("game=nim&heaps=1,2,3")`)
	tb.waitState("game=nim&heaps=1,2,3&hint=1", "a new position set offline")
	tb.screenshot("offline-reload")

	// A game of another family, whose module this visit never downloaded: the page loads
	// again in that module, which cannot come, and the boot line says why and the way back.
	tb.markDocument()
	eval[chromedp.Void](tb, `window.nimscope.set("game=hackenbush&edges=0-1,1-2")`)
	acrossReload(tb, `window.`+reloadMark+` !== true && document.getElementById("boot").classList.contains("failed")`,
		"the page of another family's game, offline, to fail")
	line := tb.text("boot")
	want := regexp.MustCompile(`^nimscope could not load this game: the download failed \(.+\)\. Its part of nimscope was not kept for use without the network \(it has not been opened here before\): connect and try again, or go back to the game before\.$`)
	if !want.MatchString(line) {
		t.Errorf("offline, another family's game says %q, want %s", line, want)
	}
	saidOnce(t, tb, line)
	expected(t, tb) // the module's failed request, and nothing else
	tb.markDocument()
	eval[chromedp.Void](tb, `history.back()`)
	tb.waitReloaded("Back to Nim, offline")
	if got := eval[string](tb, `window.nimscope.state()`); got != "game=nim&heaps=1,2,3&hint=1" {
		t.Errorf("Back, offline, shows %q, want the Nim position before", got)
	}
	o.setDown(false)
}

// TestOfflineNewBuild: the first visit after a new build is kept by the new build's worker,
// which drops the old build's cache; the reload without the network shows the new build.
func TestOfflineNewBuild(t *testing.T) {
	needBrowser(t)
	parallel(t)
	a := buildOffline(t, "")
	b := buildOffline(t, ".offline-build-two { color: #123456 }")
	if a.id == b.id || a.style == b.style {
		t.Fatalf("two builds with the same id %s or style sheet %s", a.id, a.style)
	}
	o := newOfflineServer(t, a)
	tb, _ := openOffline(t, o, "game=nim&heaps=7,5,2,6")

	o.swap(b)
	reload(tb, "the page of the new build")
	tb.waitFor(`window.nimscopeOffline !== undefined`, "the new build's page to ask its worker to keep it")
	keptOnly(t, tb, o, b, eval[int](tb, `window.nimscopeOffline`))

	o.setDown(true)
	reload(tb, "the new build's page loaded again with the server down")
	if got := eval[string](tb, `[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")).join(" ")`); got != b.style {
		t.Errorf("offline, the page's style sheet is %q, want the new build's %s", got, b.style)
	}
	if got := eval[string](tb, `window.nimscope.state()`); got != "game=nim&heaps=7,5,2,6" {
		t.Errorf("offline, the page shows %q", got)
	}
	o.setDown(false)
}

// siteModuleOf is the file name of a family's module in s.
func siteModuleOf(t *testing.T, s offlineSite, family string) string {
	t.Helper()
	for name := range s.files {
		if strings.HasPrefix(name, "nimscope-"+family+".") && strings.HasSuffix(name, ".wasm") {
			return name
		}
	}
	t.Fatalf("no module of family %s in the site", family)
	return ""
}

// TestOfflineInAFrame: a course page on another site frames nimscope, as a lecture's slides
// do; the frame loads again without nimscope's server, from what its worker kept (in the
// storage the browser gives a frame of another site).
func TestOfflineInAFrame(t *testing.T) {
	needBrowser(t)
	parallel(t)
	o := newOfflineServer(t, buildOffline(t, ""))
	// localhost and 127.0.0.1 are two sites: the frame is a third party, as on a course page.
	host := strings.Replace(hostServer(t, o.url+"#game=nim&heaps=3,4,5&embed=1", false), "127.0.0.1", "localhost", 1)
	tb := openPage(t, host, `window.last && window.last("ready") !== null`)
	frame := frameContext(t, tb, o.url)
	kept, err := chromedp.Run(frame, chromedp.Evaluate[int](`new Promise((done) => {
  const look = () => window.nimscopeOffline !== undefined ? done(window.nimscopeOffline) : setTimeout(look, 50);
  look();
})`, chromedp.EvalAwaitPromise))
	if err != nil || kept == 0 {
		t.Fatalf("the frame's service worker kept %d files (%v)", kept, err)
	}
	o.setDown(true)
	tb.markDocument()
	eval[chromedp.Void](tb, `location.reload()`)
	state := ""
	for deadline := time.Now().Add(readyTimeout); time.Now().Before(deadline) && state == ""; time.Sleep(50 * time.Millisecond) {
		state, _ = chromedp.Run(tb.ctx, chromedp.Evaluate[string](`window.`+reloadMark+` !== true && window.last && window.last("ready") ? window.last("ready").state : ""`))
	}
	if state != "game=nim&heaps=3,4,5&embed=1" {
		t.Errorf("offline, the frame's ready says it shows %q, want game=nim&heaps=3,4,5&embed=1 (\"\": no ready within %s)", state, readyTimeout)
	}
	if o.requestsWhileDown() == 0 {
		t.Errorf("nimscope's server saw no request while down: did the frame load again?")
	}
	o.setDown(false)
	// The frame's worker and caches are kept apart from the origin's own (the frame is a
	// third party): the frame forgets them itself.
	_, err = chromedp.Run(frameContext(t, tb, o.url), chromedp.Evaluate[chromedp.Void](`Promise.all([
  navigator.serviceWorker.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister()))),
  caches.keys().then((ks) => Promise.all(ks.map((k) => caches.delete(k)))),
]).then(() => undefined)`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Errorf("clearing the frame's worker and caches: %v", err)
	}
}

// frameContext is a context for the frame of tb's page whose address starts with prefix (a
// frame of another site has a target of its own).
func frameContext(t *testing.T, tb *tab, prefix string) context.Context {
	t.Helper()
	deadline := time.Now().Add(readyTimeout)
	for time.Now().Before(deadline) {
		targets, err := chromedp.Targets(tb.ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, ti := range targets {
			if ti.Type == "iframe" && strings.HasPrefix(ti.URL, prefix) {
				ctx, cancel := chromedp.NewContext(tb.ctx, chromedp.WithTargetID(ti.TargetID))
				t.Cleanup(cancel)
				return ctx
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("no frame of %s in the page", prefix)
	return nil
}

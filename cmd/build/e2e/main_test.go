//go:build !js

package e2e

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

// tmpShots is the folder in os.TempDir where screenshots are kept too.
const tmpShots = "nimscope-e2e-screenshots"

// defaultChromium is where Debian's chromium package puts the browser.
const defaultChromium = "/usr/bin/chromium"

// Timeouts: every wait has one, so a hang fails with a message instead of
// running into go test's own 10 minutes.
const (
	buildTimeout = 5 * time.Minute  // compiling the wasm with a cold build cache
	readyTimeout = 30 * time.Second // from navigation to nimscope.ready
	waitTimeout  = 15 * time.Second // any other condition
	tabTimeout   = 2 * time.Minute  // everything one tab does
)

// suite is what TestMain sets up once for every test.
type suite struct {
	url     string          // the served site, ending in /
	browser context.Context // the chromedp context of the one browser
	shots   string          // where screenshots are kept for humans
}

var (
	the        *suite
	skipReason string // set when the browser tests cannot or should not run
)

func TestMain(m *testing.M) { os.Exit(testMain(m)) }

func testMain(m *testing.M) int {
	flag.Parse()
	chromium := defaultChromium
	if p := os.Getenv("NIMSCOPE_CHROMIUM"); p != "" {
		chromium = p
	}
	if info, err := os.Stat(chromium); err != nil || info.IsDir() {
		if os.Getenv("NIMSCOPE_BROWSER") == "require" {
			fmt.Fprintf(os.Stderr, "e2e: browser tests need Debian's chromium at %s: apt-get install chromium\n", chromium)
			return 1
		}
		skipReason = fmt.Sprintf("no browser at %s (apt-get install chromium, or set NIMSCOPE_CHROMIUM)", chromium)
		fmt.Printf("e2e: browser tests skipped: %s\n", skipReason)
		return m.Run()
	}
	if testing.Short() {
		skipReason = "browser tests do not run with -short"
		return m.Run()
	}
	if f := flag.Lookup("test.list"); f != nil && f.Value.String() != "" {
		skipReason = "listing tests only"
		return m.Run()
	}

	work, err := os.MkdirTemp("", "nimscope-e2e-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\n", err)
		return 1
	}
	defer os.RemoveAll(work)

	start := time.Now()
	dir := filepath.Join(work, "site")
	if err := buildSite(dir); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: build the site: %v\n", err)
		return 1
	}
	built := time.Since(start)

	siteHandler := site.Handler(site.RootFS(dir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/"+spareIdle { // the page spare tabs wait on (tab_test.go)
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, spareIdlePage)
			return
		}
		siteHandler.ServeHTTP(w, r)
	}))
	defer srv.Close()

	var output lockedBuffer
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
		chromedp.UserDataDir(filepath.Join(work, "profile")),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU, // and --enable-unsafe-swiftshader: WebGL in software
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		// A tab in the background still runs its frames: the tests open one
		// tab at a time, but the browser's first tab stays open behind them.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("force-color-profile", "srgb"),
		// The address bar's popups, web pages of the browser's own, worked at every new tab
		// (Puppeteer turns them off too).
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxAimPopup"),
		// V8's optimizing tier compiled the page's hot wasm functions again in every tab:
		// about 3.5 s of CPU a page load, more than the rest of the load, and the suite loads
		// a page about 230 times. Liftoff's code runs the same program, only slower, and no
		// test measures speed (cmd/build/bench does, with V8 as it comes).
		chromedp.Flag("js-flags", "--liftoff-only"),
		chromedp.CombinedOutput(&output), // dbus noise; shown only if the browser fails
	)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	startCtx, cancelStart := context.WithTimeout(context.Background(), 30*time.Second)
	stop := context.AfterFunc(startCtx, cancelBrowser) // a browser that never answers
	err = chromedp.Do(browser)
	stop()
	cancelStart()
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: start %s: %v\n%s", chromium, err, output.String())
		return 1
	}
	defer func() {
		// Close the browser gracefully before the profile folder is removed.
		ctx, cancel := context.WithTimeout(browser, 10*time.Second)
		defer cancel()
		_ = chromedp.Cancel(ctx)
	}()

	// Screenshots of this run only: those of an earlier run would mislead.
	shots := filepath.Join("testdata", "screenshots")
	for _, dir := range []string{shots, filepath.Join(os.TempDir(), tmpShots)} {
		old, _ := filepath.Glob(filepath.Join(dir, "*.png"))
		for _, f := range old {
			os.Remove(f)
		}
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		shots = ""
	}
	the = &suite{url: srv.URL + "/", browser: browser, shots: shots}
	fmt.Printf("e2e: site built in %.1fs, served at %s; %s\n", built.Seconds(), the.url, chromium)
	return m.Run()
}

// buildSite does what `go run ./cmd/build` does, into dir, with fast
// compression: compile ./wasm once per family of games, take wasm_exec.js from
// the same go, assemble static/ and write the folder.
func buildSite(dir string) error {
	ctx, cancel := context.WithTimeout(context.Background(), buildTimeout)
	defer cancel()
	env, err := site.LookupGo(ctx, "go", "")
	if err != nil {
		return err
	}
	modules, err := env.CompileModules(ctx, "./wasm")
	if err != nil {
		return err
	}
	wasmExec, err := env.WasmExec()
	if err != nil {
		return err
	}
	// Without Options.Offline: a service worker on the shared site's origin would answer
	// every later test's page from its cache. The offline tests build their own sites.
	static := os.DirFS(filepath.Join(env.ModuleRoot, "static"))
	s, err := site.AssembleModules(static, modules, wasmExec, site.Options{BrotliQuality: 1, GzipLevel: 1})
	if err != nil {
		return err
	}
	for _, w := range s.Warnings {
		fmt.Printf("e2e: build warning: %s\n", w)
	}
	siteModules = s.Modules
	siteParts = builtParts{static: static, modules: modules, wasmExec: wasmExec}
	return s.WriteDir(dir)
}

// siteModules are the wasm modules of the site the tests run against, one per family.
var siteModules []site.ModuleFile

// builtParts are what the shared site was assembled from, for tests that assemble a site
// of their own from the same compiled modules.
type builtParts struct {
	static   fs.FS
	modules  []site.Module
	wasmExec []byte
}

var siteParts builtParts

// lockedBuffer collects the browser's output from another goroutine.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.buf.Len() > 1<<20 { // keep the start: that is where a failure to start shows
		return len(p), nil
	}
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// needBrowser skips t when the suite did not start a browser.
func needBrowser(t *testing.T) *suite {
	t.Helper()
	if the == nil {
		t.Skip("e2e: " + skipReason)
	}
	return the
}

// isTimeout reports whether err is a wait that ran out of time.
func isTimeout(err error) bool {
	return errors.Is(err, chromedp.ErrPollingTimeout) || errors.Is(err, context.DeadlineExceeded)
}

// shorten cuts s to n bytes for a message.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("… (%d bytes)", len(s))
}

// indentLines indents every line of lines for a failure message.
func indentLines(lines []string) string {
	if len(lines) == 0 {
		return "\t(none)"
	}
	return "\t" + strings.Join(lines, "\n\t")
}

// parallel runs the test beside the others that call it, a tab each: a test spends most of
// its time waiting (for the page, a frame, a poll), and two tabs at once keep a 2-core
// machine busy where one left it half idle. Tests that time frames or downloads, or slow
// the CPU, do not call it: they run first, alone (go test runs the parallel ones after).
func parallel(t *testing.T) {
	besideOthers.Store(t.Name(), true)
	t.Parallel()
}

// besideOthers holds the names of the tests that call parallel.
var besideOthers sync.Map

// runsBesideOthers reports whether t, or the test t is a subtest of, called parallel.
func runsBesideOthers(t *testing.T) bool {
	top, _, _ := strings.Cut(t.Name(), "/")
	_, ok := besideOthers.Load(top)
	return ok
}

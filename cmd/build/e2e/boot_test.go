//go:build !js

package e2e

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

// paths are the two ways the page gets its wasm: downloaded and compiled in modules.js's
// worker, or by boot.js on the page's thread where no worker can start.
var paths = []struct {
	name     string
	noWorker bool
}{{"worker", false}, {"no worker", true}}

// expected drops the problems a test expects from the tab's list (a failed request, the
// CSP's refusal of the worker) and fails the test on any other.
func expected(t *testing.T, tb *tab) {
	t.Helper()
	_, _ = chromedp.Run(tb.ctx, chromedp.Evaluate[chromedp.Void]("0"))
	for _, p := range tb.col.take() {
		if !strings.Contains(p, ".wasm") && !strings.Contains(p, "Failed to load resource") && !strings.Contains(p, "worker-src") {
			t.Errorf("the tab saw a problem: %s", p)
		}
	}
}

// saidOnce checks that a page that could not load told the page once, with nimscope:error
// of source "load" (which an embed passes to its host), in the boot line's words: line, in
// English, as the page is.
func saidOnce(t *testing.T, tb *tab, line string) {
	t.Helper()
	_, _ = chromedp.Run(tb.ctx, chromedp.Evaluate[chromedp.Void]("0")) // the events sent before are in
	if got := tb.col.load(); len(got) != 1 || got[0] != line {
		t.Errorf("nimscope:error of source load said %q, want once %q", got, line)
	}
}

// inFolder returns r with its path made the site's ("/index.html") when it is inside the
// server's own folder prefix ("/server-3/"), and false when it is not.
func inFolder(r *http.Request, prefix string) (*http.Request, bool) {
	rest, ok := strings.CutPrefix(r.URL.Path, prefix)
	if !ok {
		return r, false
	}
	r = r.Clone(r.Context())
	r.URL.Path, r.URL.RawPath = "/"+rest, ""
	return r, true
}

// wasmServer serves the site through a proxy whose answers for the .wasm files come from
// serve, given the file's bytes as the site serves them (uncompressed); the rest passes
// through unchanged, but for noWorker, which adds worker-src 'none' to the pages'
// Content-Security-Policy, as a host may: modules.js cannot start its worker, and boot.js
// downloads the wasm itself. It returns the proxy's address of the page without a hash, in
// a folder of its own.
func wasmServer(t *testing.T, noWorker bool, serve func(w http.ResponseWriter, r *http.Request, wasm []byte)) string {
	t.Helper()
	target, err := url.Parse(the.url)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	if noWorker {
		proxy.ModifyResponse = func(r *http.Response) error {
			if strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
				r.Header.Set("Content-Security-Policy", site.CSP+"; worker-src 'none'")
			}
			return nil
		}
	}
	var mu sync.Mutex
	files := map[string][]byte{}
	// The page is served under a folder of this server's own: the site's wasm is cached for
	// good (its name has its hash), and a server of an earlier test that proxied the whole
	// site may have had this port, so at the same address the browser would take the wasm
	// from its cache and never ask this server (TestBootFailures loaded Nim where its server
	// sent a page instead of the wasm, once in a full run).
	prefix := fmt.Sprintf("/server-%d/", wasmServers.Add(1))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r, ok := inFolder(r, prefix)
		if !ok {
			http.NotFound(w, r)
			return
		}
		if !strings.HasSuffix(r.URL.Path, ".wasm") {
			proxy.ServeHTTP(w, r)
			return
		}
		mu.Lock()
		wasm, ok := files[r.URL.Path]
		mu.Unlock()
		if !ok {
			res, err := http.Get(the.url + strings.TrimPrefix(r.URL.Path, "/"))
			if err == nil {
				wasm, err = io.ReadAll(res.Body)
				res.Body.Close()
				if err == nil && res.StatusCode != http.StatusOK {
					err = errorString(res.Status)
				}
			}
			if err != nil {
				t.Errorf("the site's %s: %v", r.URL.Path, err)
				http.Error(w, err.Error(), http.StatusBadGateway)
				return
			}
			mu.Lock()
			files[r.URL.Path] = wasm
			mu.Unlock()
		}
		serve(w, r, wasm)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + prefix
}

// wasmServers counts the servers wasmServer started, for their folders.
var wasmServers atomic.Int64

type errorString string

func (e errorString) Error() string { return string(e) }

// slowly writes wasm as ctype in pieces of 256 kB with a pause after each, as a slow
// connection delivers it; with cut > 0 it breaks the connection after cut bytes, though
// Content-Length promised them all.
func slowly(ctype string, pause time.Duration, cut int) func(http.ResponseWriter, *http.Request, []byte) {
	return func(w http.ResponseWriter, r *http.Request, wasm []byte) {
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Content-Length", strconv.Itoa(len(wasm)))
		const piece = 256 << 10
		for i := 0; i < len(wasm); i += piece {
			if cut > 0 && i >= cut {
				panic(http.ErrAbortHandler) // the connection closes with the body unfinished
			}
			if _, err := w.Write(wasm[i:min(i+piece, len(wasm))]); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			if err := sleepOrDone(r, pause); err != nil {
				return
			}
		}
	}
}

// cachedForGood serves as serve does, with the Cache-Control the site gives its files whose
// names have their hash (the modules among them), so that the browser may cache the module.
func cachedForGood(serve func(http.ResponseWriter, *http.Request, []byte)) func(http.ResponseWriter, *http.Request, []byte) {
	return func(w http.ResponseWriter, r *http.Request, wasm []byte) {
		w.Header().Set("Cache-Control", site.CacheForever)
		serve(w, r, wasm)
	}
}

func sleepOrDone(r *http.Request, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-r.Context().Done():
		return r.Context().Err()
	}
}

// progressLine matches the boot line while the wasm downloads, "Loading nimscope… 12%".
var progressLine = regexp.MustCompile(`^Loading nimscope… (\d+)%$`)

// moduleBytes is the size the page expects of its module: its <meta>'s data-bytes.
func moduleBytes(tb *tab) float64 {
	tb.t.Helper()
	return eval[float64](tb, `Number(window.nimscopeModules.current.dataset.bytes)`)
}

// TestBootProgress: while the wasm downloads slowly, the boot line counts its bytes, in
// steps, up to the total, and then the page starts; with the wasm served under a wrong
// Content-Type (compiled from a buffer instead of streamed) as well, in the worker and
// without it. The cases run two at a time, before the tests that run beside others: each
// waits most of its time on the slow server, and a busier machine only shows more steps.
func TestBootProgress(t *testing.T) {
	needBrowser(t)
	for _, path := range paths {
		for _, ctype := range []string{"application/wasm", "application/octet-stream"} {
			t.Run(path.name+"/"+ctype, func(t *testing.T) {
				t.Parallel()
				bootProgress(t, path.noWorker, slowly(ctype, 40*time.Millisecond, 0))
			})
		}
	}
	// Served as the site serves it, cached for good, the module is compiled from the
	// response untouched and counted, once it is slow to come, from a second request that
	// the browser's cache answers from the first's entry as it is written (modules.js): the
	// line counts up all the same, and the server sends the module once.
	t.Run("worker/cached for good", func(t *testing.T) {
		t.Parallel()
		var asked atomic.Int64
		slow := cachedForGood(slowly("application/wasm", 80*time.Millisecond, 0))
		bootProgress(t, false, func(w http.ResponseWriter, r *http.Request, wasm []byte) {
			asked.Add(1)
			slow(w, r, wasm)
		})
		if n := asked.Load(); n != 1 {
			t.Errorf("the server was asked for the wasm %d times, want once", n)
		}
	})
}

// bootProgress opens the page with its wasm served by serve, slowly, and checks that the
// boot line counts the download up in steps.
func bootProgress(t *testing.T, noWorker bool, serve func(http.ResponseWriter, *http.Request, []byte)) {
	base := wasmServer(t, noWorker, serve)
	tb := openPage(t, base, `document.getElementById("boot") !== null`)
	var seen []string
	deadline := time.Now().Add(readyTimeout)
	for time.Now().Before(deadline) {
		s := eval[struct {
			Text  string `json:"text"`
			Ready bool   `json:"ready"`
		}](tb, `({text: document.getElementById("boot").textContent, ready: window.nimscope.ready === true})`)
		if s.Ready {
			break
		}
		if len(seen) == 0 || seen[len(seen)-1] != s.Text {
			seen = append(seen, s.Text)
		}
		time.Sleep(30 * time.Millisecond)
	}
	tb.waitReady(base)
	t.Logf("the boot line showed %q", seen)
	var counts []int
	for _, s := range seen {
		m := progressLine.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if len(counts) > 0 && n < counts[len(counts)-1] || n > 100 {
			t.Errorf("the share went back, or over 100%%: %q", seen)
		}
		counts = append(counts, n)
	}
	// About 10 MB at 256 kB per 40 ms take 1.5 s or more: several steps show.
	if len(counts) < 4 || counts[len(counts)-1] == 0 {
		t.Errorf("the boot line showed %d steps of the download, want at least 4 that move: %q", len(counts), seen)
	}
	if !tb.hidden("boot") {
		t.Errorf("#boot is still shown once ready: %q", tb.text("boot"))
	}
	// The page's own resource timing lists the wasm only when the page downloaded it.
	here := eval[bool](tb, `performance.getEntriesByType("resource").some((e) => e.name.endsWith(".wasm"))`)
	if here != noWorker {
		t.Errorf("the page downloaded the wasm itself: %v, want %v", here, noWorker)
	}
	expected(t, tb)
}

// TestBootFailures: each way the wasm's download can fail ends with the boot line saying
// so in words, marked failed, and nothing else goes wrong on the page.
func TestBootFailures(t *testing.T) {
	parallel(t)
	needBrowser(t)
	for _, c := range []struct {
		name  string
		serve func(http.ResponseWriter, *http.Request, []byte)
		want  *regexp.Regexp
	}{
		{"server error", func(w http.ResponseWriter, r *http.Request, _ []byte) {
			http.Error(w, "broken", http.StatusInternalServerError)
		}, regexp.MustCompile(`^nimscope could not load: the server answered 500 Internal Server Error for nimscope-\w+\.[0-9a-f]+\.wasm\. Check the connection and reload the page\.$`)},
		{"no answer", func(w http.ResponseWriter, r *http.Request, _ []byte) {
			panic(http.ErrAbortHandler)
		}, regexp.MustCompile(`^nimscope could not load: the download failed \(Failed to fetch\)\. Check the connection and reload the page\.$`)},
		{"cut off, streamed", slowly("application/wasm", 0, 1<<20),
			regexp.MustCompile(`^nimscope could not load: the download was interrupted \(.+\)\. Check the connection and reload the page\.$`)},
		{"cut off, from a buffer", slowly("application/octet-stream", 0, 1<<20),
			regexp.MustCompile(`^nimscope could not load: the download was interrupted \(.+\)\. Check the connection and reload the page\.$`)},
		{"not a wasm file", func(w http.ResponseWriter, r *http.Request, _ []byte) {
			w.Header().Set("Content-Type", "application/wasm")
			io.WriteString(w, "<!doctype html><title>Sign in</title>")
		}, regexp.MustCompile(`^nimscope could not load: the program file is damaged \(.+\)\. Check the connection and reload the page\.$`)},
	} {
		for _, path := range paths {
			t.Run(path.name+"/"+c.name, func(t *testing.T) {
				tb := openPage(t, wasmServer(t, path.noWorker, c.serve), `document.getElementById("boot").classList.contains("failed")`)
				got := tb.text("boot")
				t.Logf("#boot says %q", got)
				if !c.want.MatchString(got) {
					t.Errorf("#boot says %q, want %s", got, c.want)
				}
				if tb.hidden("boot") {
					t.Error("#boot is hidden")
				}
				saidOnce(t, tb, got)
				// The browser logs the failed request; that is expected, nothing else is.
				expected(t, tb)
			})
		}
	}
}

// stalls answers the requests for the wasm that come within window of the first one with
// nothing more: no headers at all, or for after > 0 the headers and the first after bytes.
// The browser gets no further byte until it gives up on the request. Later requests get
// the file. A time and not a count of requests: Chrome may send a request again by itself
// when its connection fails (seen once in ten runs, right after the page aborted one).
func stalls(window time.Duration, after int) func(http.ResponseWriter, *http.Request, []byte) {
	var mu sync.Mutex
	var first time.Time
	return func(w http.ResponseWriter, r *http.Request, wasm []byte) {
		mu.Lock()
		if first.IsZero() {
			first = time.Now()
		}
		stall := time.Since(first) < window
		mu.Unlock()
		if !stall {
			w.Header().Set("Content-Type", "application/wasm")
			w.Header().Set("Content-Length", strconv.Itoa(len(wasm)))
			_, _ = w.Write(wasm)
			return
		}
		if after > 0 {
			w.Header().Set("Content-Type", "application/wasm")
			w.Header().Set("Content-Length", strconv.Itoa(len(wasm)))
			_, _ = w.Write(wasm[:after])
			w.(http.Flusher).Flush()
		}
		_ = sleepOrDone(r, time.Minute) // the page aborts it, or closes the connection
	}
}

// bootLines records every text the boot line takes from now on (a text shown for a moment
// too, which polling could miss), waits until the page is ready or the line says it
// failed, and returns the texts in turn and whether the page became ready.
func bootLines(tb *tab) (seen []string, ready bool) {
	tb.t.Helper()
	eval[bool](tb, `(() => {
  const line = document.getElementById("boot");
  window.bootSeen = [line.textContent];
  new MutationObserver(() => {
    if (window.bootSeen[window.bootSeen.length - 1] !== line.textContent) window.bootSeen.push(line.textContent);
  }).observe(line, {childList: true, characterData: true, subtree: true});
  return true;
})()`)
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](
		`window.nimscope.ready === true || document.getElementById("boot").classList.contains("failed")`,
		chromedp.WithPollingTimeout(readyTimeout), chromedp.WithPollingInterval(50*time.Millisecond)))
	seen = eval[[]string](tb, `window.bootSeen`)
	if err != nil {
		tb.t.Fatalf("the page neither became ready nor failed within %s: %v; the boot line showed %q", readyTimeout, err, seen)
	}
	return seen, eval[bool](tb, `window.nimscope.ready === true`)
}

// TestBootStall: a download that gets no byte for the stall time (here 2 s, 10 s on a real
// page), before its headers or halfway through its body, is begun again, and the boot line
// says so; a second stall ends the load with the boot line saying why, instead of a count
// that never moves. In the worker and without it, and in the worker with the module served
// as the site serves it, cached for good, where the count comes from a second request that
// reads the first's cache entry (modules.js). The stall time is short for a test, but
// not so short that a busy machine stalls the download begun again: with 1 s, the retry of
// "no answer once" once sent no byte in time in CI, where the e2e tests share two cores with
// the build and the other packages' tests. The cases run two at a time (go test's -parallel
// is the cores), still before the tests that run beside others: each spends most of its
// time waiting out a stall, and one at a time they took 41 s of the suite alone.
func TestBootStall(t *testing.T) {
	needBrowser(t)
	const retrying = "The download stalled; trying again…"
	failed := regexp.MustCompile(`^nimscope could not load: the download stalled twice \(nothing arrived for 2 s\)\. Check the connection and reload the page\.$`)
	const once, always = 500 * time.Millisecond, time.Hour // the page begins again after 2 s
	for _, c := range []struct {
		name   string
		window time.Duration // the requests that come in this time stall
		after  int           // bytes sent before the stall
		starts bool          // the page starts in the end
		cached bool          // served as the site serves it: the worker counts a second request
	}{
		{"no answer once", once, 0, true, false},
		{"half the body once", once, 4 << 20, true, false},
		{"no answer twice", always, 0, false, false},
		{"half the body twice", always, 4 << 20, false, false},
		{"half the body once, cached for good", once, 4 << 20, true, true},
		{"half the body twice, cached for good", always, 4 << 20, false, true},
	} {
		for _, path := range paths {
			if c.cached && path.noWorker {
				continue // without the worker the count reads the body as it comes, cached or not
			}
			t.Run(path.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				serve := stalls(c.window, c.after)
				if c.cached {
					serve = cachedForGood(serve)
				}
				srv := wasmServer(t, path.noWorker, serve)
				tb := openPage(t, srv, `document.getElementById("boot") !== null`, stallAfter(2*time.Second))
				seen, ready := bootLines(tb)
				t.Logf("the boot line showed %q", seen)
				at := slices.Index(seen, retrying)
				if at < 0 {
					t.Errorf("the boot line never said %q", retrying)
				} else if c.after > 0 {
					// The share before the stall is of every byte that came, not of the
					// last chunk that happened to be shown.
					want := strconv.Itoa(int(100 * float64(c.after) / moduleBytes(tb)))
					if m := progressLine.FindStringSubmatch(seen[max(at-1, 0)]); m == nil || m[1] != want {
						t.Errorf("before the stall the boot line said %q, want %s%%", seen[max(at-1, 0)], want)
					}
				}
				switch last := seen[len(seen)-1]; {
				case ready != c.starts:
					t.Errorf("the page became ready: %v, want %v; the boot line says %q", ready, c.starts, last)
				case !ready && !failed.MatchString(last):
					t.Errorf("#boot says %q, want %s", last, failed)
				case ready && !tb.hidden("boot"):
					t.Errorf("#boot is still shown once ready: %q", tb.text("boot"))
				}
				if ready {
					if got := tb.col.load(); len(got) > 0 {
						t.Errorf("a page that started dispatched nimscope:error of source load: %q", got)
					}
				} else {
					saidOnce(t, tb, seen[len(seen)-1])
				}
				if !ready && !path.noWorker && c.after == 0 {
					tb.screenshot("boot-stalled") // what a reader sees: the panel, and the line that says why
				}
				expected(t, tb)
			})
		}
	}
}

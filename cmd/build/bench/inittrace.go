//go:build !js

package main

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// initTraceScript makes the page's Go program run with GODEBUG=inittrace=1: the runtime then
// prints one line per package init function to standard error, which wasm_exec.js passes
// to console.log. It wraps Go.prototype.run as wasm_exec.js defines the class.
const initTraceScript = `(() => {
  let G;
  Object.defineProperty(globalThis, "Go", {configurable: true, enumerable: false,
    get() { return G; },
    set(c) {
      const run = c.prototype.run;
      c.prototype.run = function (instance) {
        this.env = Object.assign({}, this.env, {GODEBUG: "inittrace=1"});
        return run.call(this, instance);
      };
      G = c;
    }});
})();`

// pkgInit is one line of GODEBUG=inittrace=1.
type pkgInit struct {
	pkg    string
	at     float64 // when they started, ms after the Go runtime did
	ms     float64 // wall-clock time of the package's init functions
	allocs int
}

var initLine = regexp.MustCompile(`^init (\S+) @([\d.]+) ms, ([\d.]+) ms clock, \d+ bytes, (\d+) allocs`)

// parseInit reads a line of GODEBUG=inittrace=1 output.
func parseInit(line string) (pkgInit, bool) {
	m := initLine.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return pkgInit{}, false
	}
	at, err0 := strconv.ParseFloat(m[2], 64)
	ms, err1 := strconv.ParseFloat(m[3], 64)
	allocs, err2 := strconv.Atoi(m[4])
	if err0 != nil || err1 != nil || err2 != nil {
		return pkgInit{}, false
	}
	return pkgInit{pkg: m[1], at: at, ms: ms, allocs: allocs}, true
}

// initTrace loads url once with GODEBUG=inittrace=1 and returns the package inits, slowest
// first. The printing slows the load, so this load is not one of the timed ones.
func (c *chrome) initTrace(ctx context.Context, url string) ([]pkgInit, error) {
	var mu sync.Mutex
	var inits []pkgInit
	listen := func(ev any) {
		if e, ok := ev.(*runtime.EventConsoleAPICalled); ok {
			if in, ok := parseInit(consoleText(e.Args)); ok {
				mu.Lock()
				inits = append(inits, in)
				mu.Unlock()
			}
		}
	}
	t, closeTab, err := c.openWith(ctx, url, listen, func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: initTraceScript})
		return err
	})
	if err != nil {
		return nil, err
	}
	defer closeTab()
	// One round trip more: the console events sent before its answer are in.
	_, _ = chromedp.Run(t.ctx, chromedp.Evaluate[chromedp.Void]("0"))
	mu.Lock()
	defer mu.Unlock()
	slices.SortFunc(inits, func(a, b pkgInit) int {
		switch {
		case a.ms > b.ms:
			return -1
		case a.ms < b.ms:
			return 1
		}
		return strings.Compare(a.pkg, b.pkg)
	})
	return inits, nil
}

// openWith opens url in a tab of a browser context of its own, with listen receiving the
// tab's DevTools events and setup run just before the navigation (the probe script is added
// first), and waits for the first frame. closeTab closes the tab; with an error there is
// nothing to close.
func (c *chrome) openWith(ctx context.Context, url string, listen func(any), setup func(context.Context, *chromedp.Target) error) (t *tab, closeTab func(), err error) {
	limited, cancelLimit := context.WithTimeout(c.ctx, tabTimeout)
	stop := context.AfterFunc(ctx, cancelLimit)
	tctx, cancel := chromedp.NewContext(limited, chromedp.WithNewBrowserContext(), chromedp.WithListener(listen))
	closeTab = func() {
		_ = chromedp.Cancel(tctx)
		cancel()
		stop()
		cancelLimit()
	}
	t = &tab{ctx: tctx, col: &collector{}, url: url}
	err = chromedp.Do(tctx,
		chromedp.EmulateViewport(viewport, viewport, chromedp.EmulateScale(1)),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: probeScript}); err != nil {
				return err
			}
			return setup(ctx, tg)
		}),
		chromedp.Navigate(url),
	)
	if err == nil {
		err = t.waitReady()
	} else {
		err = fmt.Errorf("open %s: %w", url, err)
	}
	if err != nil {
		closeTab()
		return nil, nil, err
	}
	return t, closeTab, nil
}

// mainAt is when the last init ended, ms after the Go runtime started: main runs then.
func mainAt(inits []pkgInit) float64 {
	end := 0.0
	for _, in := range inits {
		end = max(end, in.at+in.ms)
	}
	return end
}

func totalInit(inits []pkgInit) float64 {
	t := 0.0
	for _, in := range inits {
		t += in.ms
	}
	return t
}

// ownInits describes the n slowest inits in site (sorted slowest first) of packages that
// bare does not have, skipping those under 0.1 ms (the trace's resolution).
func ownInits(site, bare []pkgInit, n int) []string {
	inBare := map[string]bool{}
	for _, in := range bare {
		inBare[in.pkg] = true
	}
	var out []string
	for _, in := range site {
		if len(out) == n || in.ms < 0.1 {
			break
		}
		if !inBare[in.pkg] {
			out = append(out, fmt.Sprintf("%s %s (%d allocations)", strings.TrimPrefix(in.pkg, "github.com/nimscope/nimscope/"), msString(in.ms), in.allocs))
		}
	}
	return out
}

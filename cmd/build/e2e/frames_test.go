//go:build !js

package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestEmbedOutOfSight: a board framed below the fold of a lecture page. Chromium gives a
// frame out of sight no animation frames, so its first frame waits until it is scrolled
// to; a host's get waited with it (58 s in a reviewer's page of six boards), and so did its
// height. Go's API is there before the first frame: the get is answered at once, and the
// height sent, while the board is still out of sight.
func TestEmbedOutOfSight(t *testing.T) {
	parallel(t)
	needBrowser(t)
	host := farHost(t, the.url+"index.html#game=nim&heaps=3,4,5&embed=1")
	tb := openPage(t, host, `window.got !== undefined`)
	tb.waitFor(`window.got.some((m) => m.type === "height")`, "a height message from the frame out of sight")
	eval[chromedp.Void](tb, `window.send({type: "get", id: "far"})`)
	tb.waitFor(`window.got.some((m) => m.id === "far")`, "the answer to a get sent to the frame out of sight")
	got := eval[map[string]any](tb, `window.got.find((m) => m.id === "far")`)
	if got["type"] != "state" || got["state"] != "game=nim&heaps=3,4,5&embed=1" {
		t.Errorf("the answer to get: %v, want the state game=nim&heaps=3,4,5&embed=1", got)
	}
	eval[chromedp.Void](tb, `window.send({type: "set", position: "game=nim&heaps=2,7", id: "far-set"})`)
	tb.waitFor(`window.got.some((m) => m.id === "far-set")`, "the answer to a set sent to the frame out of sight")
	if got := eval[map[string]any](tb, `window.got.find((m) => m.id === "far-set")`); got["type"] != "state" || got["position"] != "game=nim&heaps=2,7" {
		t.Errorf("the answer to set: %v, want the state of game=nim&heaps=2,7", got)
	}
	if eval[bool](tb, `window.got.some((m) => m.type === "ready")`) {
		t.Log("the frame drew its first frame out of sight: this Chromium gives it animation frames")
	}
	eval[chromedp.Void](tb, `document.getElementById("embed").scrollIntoView()`)
	tb.waitFor(`window.got.some((m) => m.type === "ready")`, "ready once the frame is in sight")
	if got := eval[map[string]any](tb, `window.got.find((m) => m.type === "ready")`); got["position"] != "game=nim&heaps=2,7" {
		t.Errorf("ready: %v, want the position set while out of sight, game=nim&heaps=2,7", got)
	}
}

// farHost serves a host page, on an origin of its own, whose frame of frameURL is below
// 3000 px of text; it records the frame's messages in window.got (their data).
func farHost(t *testing.T, frameURL string) string {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/far.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; frame-src *; style-src 'self'")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>far host</title>
<link rel="stylesheet" href="far.css"><script src="far.js"></script></head>
<body><h1>A long lecture page</h1><div class="filler">text</div>
<iframe id="embed" src="%s" title="nimscope"></iframe></body></html>`, strings.ReplaceAll(frameURL, "&", "&amp;"))
	})
	mux.HandleFunc("/far.css", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/css")
		fmt.Fprint(w, `body{margin:0} .filler{height:3000px} #embed{display:block;width:800px;height:500px;border:0}`)
	})
	mux.HandleFunc("/far.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `"use strict";
window.got = [];
window.addEventListener("message", (e) => {
  const f = document.getElementById("embed");
  if (!f || e.source !== f.contentWindow || !e.data || e.data.namespace !== "nimscope") return;
  window.got.push(e.data);
});
window.send = (msg) => document.getElementById("embed").contentWindow.postMessage(msg, "*");
`)
	})
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/far.html"
}

// TestEmbedHearsEarlyFailure: the wasm's download fails before embed.js has run (its
// 404 came while the page's scripts still loaded). The failure's event went out before
// anyone listened: the host heard nothing, and its gets were never answered (2 of 4
// loads in a reviewer's page). embed.js now reads the failure boot.js kept.
func TestEmbedHearsEarlyFailure(t *testing.T) {
	parallel(t)
	needBrowser(t)
	target, err := url.Parse(the.url)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	var wasmAsked atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case strings.HasSuffix(r.URL.Path, ".wasm"):
			wasmAsked.Store(true)
			http.Error(w, "not here", http.StatusNotFound)
			return
		case strings.HasPrefix(r.URL.Path, "/embed.") && strings.HasSuffix(r.URL.Path, ".js"): // embed.<hash>.js
			// Late, until well after the 404: boot.js fails first.
			for i := 0; i < 100 && !wasmAsked.Load(); i++ {
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(1500 * time.Millisecond)
			w.Header().Set("Cache-Control", "no-store")
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	host := hostServer(t, srv.URL+"/index.html#game=nim&heaps=3,4,5&embed=1", false)
	tb := openPage(t, host, `window.got !== undefined`)
	tb.waitFor(`window.got.some((m) => m.data.type === "error" && m.data.source === "load")`, "the load error, which came before embed.js listened")
	eval[chromedp.Void](tb, `window.send({type: "get", id: "after"})`)
	tb.waitFor(`window.got.some((m) => m.data.id === "after")`, "the answer to a get after the failure")
	if r := eval[map[string]any](tb, `window.got.find((m) => m.data.id === "after").data`); r["type"] != "error" || r["source"] != "load" {
		t.Errorf("the answer to get: %v, want the load error", r)
	}
	expected(t, tb)
}

// TestBootTriesAgain: a download that breaks off once (campus Wi-Fi dropping for a
// moment: the body cut short) is begun again a second later, and the page starts; the boot line says so. It
// failed at once, with "reload the page", which in a frame means the whole lecture page.
// A download that fails for good leaves a button that loads the page again.
func TestBootTriesAgain(t *testing.T) {
	needBrowser(t)
	for _, path := range paths {
		t.Run(path.name+"/broken-once", func(t *testing.T) {
			var n atomic.Int32
			watching := make(chan struct{})
			tb := openPage(t, wasmServer(t, path.noWorker, func(w http.ResponseWriter, r *http.Request, wasm []byte) {
				if n.Add(1) == 1 {
					select { // the boot line is watched from before the connection drops
					case <-watching:
					case <-time.After(waitTimeout):
					}
					// Cut off after 1 MiB. (A connection closed before any answer is no
					// test: Chromium asks again by itself.)
					slowly("application/wasm", 0, 1<<20)(w, r, wasm)
					return
				}
				slowly("application/wasm", 0, 0)(w, r, wasm) // the boot line is watched: no need to be slow
			}), `document.getElementById("boot") !== null`)
			eval[chromedp.Void](tb, `(() => {
  const line = document.getElementById("boot");
  window.bootSeen = [line.textContent];
  new MutationObserver(() => window.bootSeen.push(line.textContent)).observe(line, {childList: true, characterData: true, subtree: true});
})()`)
			close(watching)
			tb.waitReady("after one broken download")
			if seen := eval[[]string](tb, `window.bootSeen`); !slices.Contains(seen, "The download broke off; trying again…") {
				t.Errorf("the boot line never said the download is begun again: %q", seen)
			}
			expected(t, tb)
		})
		t.Run(path.name+"/retry-button", func(t *testing.T) {
			var n atomic.Int32
			tb := openPage(t, wasmServer(t, path.noWorker, func(w http.ResponseWriter, r *http.Request, wasm []byte) {
				n.Add(1)
				http.Error(w, "broken", http.StatusInternalServerError)
			}), `document.getElementById("boot").classList.contains("failed")`)
			if got := eval[string](tb, `(document.getElementById("boot-retry") || {}).textContent || ""`); got != "Try again" {
				t.Fatalf("the button after a failed load says %q, want Try again", got)
			}
			before := n.Load()
			eval[chromedp.Void](tb, `document.getElementById("boot-retry").click()`)
			// The page goes away: poll the server, then the new page.
			for deadline := time.Now().Add(waitTimeout); n.Load() <= before; time.Sleep(50 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("the page asked for its wasm %d times before Try again, and no more after", before)
				}
			}
			time.Sleep(500 * time.Millisecond)
			tb.waitFor(`performance.getEntriesByType("navigation")[0].type === "reload" && document.getElementById("boot").classList.contains("failed")`, "the page loaded again to fail again")
			expected(t, tb)
		})
	}
}

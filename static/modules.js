// modules.js: which wasm module this page runs, chosen before anything else loads, and its
// download started at once. It runs as the parser reaches it (no defer), right after the
// <meta> elements it reads: the deferred scripts (boot.js among them) run only once the page
// is parsed, and until then the download would wait.
//
// The download and the compilation run in a worker, which is this same file run again (the
// part at the end): it counts the bytes for the progress line and compiles the module off the
// page's thread, which is busy parsing and laying out the page meanwhile, and hands boot.js
// the compiled module. With the body read on the page's thread, as boot.js did (a copy of it
// counted for the progress line, the other streamed to the compiler), that thread used 50-100
// ms more CPU before the first frame (BENCHMARKS.md, "Start-up (session 15)"). Where a worker
// cannot start, boot.js downloads the module itself.
"use strict";

if (typeof document === "undefined") {
  loaderWorker();
} else {
  startPage();
}

function startPage() {
  // The wasm modules: one per family of games (web/family), each a <meta name="nimscope-wasm">
  // naming its file (content), its size (data-bytes) and the games it serves (data-games). A
  // page loads the first module that serves its link's game=, and the first module when the
  // link has no game or one no module serves (Go then says the game is unknown). A module
  // without data-games serves every game (a page with one wasm).
  window.nimscopeModules = (function () {
    const metas = Array.from(document.querySelectorAll('meta[name="nimscope-wasm"]'));
    function gameOf(hash) {
      try {
        return new URLSearchParams(String(hash).replace(/^#/, "")).get("game") || "";
      } catch (err) {
        return "";
      }
    }
    function serves(meta, game) {
      const games = meta.dataset.games;
      return games === undefined || games.split(/\s+/).includes(game);
    }
    // moduleFor returns the <meta> of the module that serves the link hash, or null.
    function moduleFor(hash) {
      const game = gameOf(hash);
      return metas.find((m) => serves(m, game)) || metas[0] || null;
    }
    const current = moduleFor(location.hash);
    // reload shows hash ("game=xor&…", no "#") in the module that serves its game, by loading
    // the page again with it; Go calls it when set(given) asks for a game this module lacks.
    // It returns false, and does nothing, when that module is the one running: Go then reports
    // the game as unknown. The new hash is a new history entry, as a new position is, except
    // inside a frame (whose history is the host's) and when the address already shows given
    // (a link followed, or Back: the panel passes location.hash to set()); then it replaces
    // the address. window.nimscope.reloading says the page is on its way out.
    function reload(hash, given) {
      const next = moduleFor(hash);
      if (!next || next === current) return false;
      const url = "#" + hash;
      if (window.parent !== window || location.hash.slice(1) === given) {
        history.replaceState(null, "", url);
      } else {
        history.pushState(null, "", url);
      }
      window.nimscope.reloading = true;
      // A task later, so that what this task still does goes out first: the embed answers
      // the set that asked for this with a message to the host page, and a message posted
      // once the reload has begun could reach the host after this document was gone, with
      // no source (a host that checks e.source drops it).
      setTimeout(function () {
        location.reload();
      }, 0);
      return true;
    }
    // stallMs is how long a download may go without a byte before it counts as stalled
    // (startLoader; boot.js's own download of the module and of the words too). A page may
    // set window.nimscopeStallMs before this script runs; the tests do, to see a stall
    // without waiting 10 s.
    const asked = Number(window.nimscopeStallMs);
    const stallMs = asked > 0 ? asked : 10000;
    // stallWatch aborts a download that has had no byte for stallMs: fetch with its signal,
    // kick() on every byte, stop() once the body has ended; stalled says whether it fired.
    // Without AbortController (older than any browser with streaming wasm) it never fires.
    function stallWatch() {
      const controller = typeof AbortController === "function" ? new AbortController() : null;
      let timer = 0;
      const w = {
        signal: controller ? controller.signal : undefined,
        stalled: false,
        seconds: stallMs / 1000,
        kick() {
          if (!controller) return;
          clearTimeout(timer);
          timer = setTimeout(function () {
            w.stalled = true;
            controller.abort();
          }, stallMs);
        },
        stop() {
          clearTimeout(timer);
        },
      };
      w.kick();
      return w;
    }
    // breakRetryMs is how long a broken download waits before it is begun again (once).
    const breakRetryMs = 1000;
    return { current: current, moduleFor: moduleFor, reload: reload, stallMs: stallMs, breakRetryMs: breakRetryMs, stallWatch: stallWatch };
  })();

  startLoader(window.nimscopeModules);
}

// startLoader starts the worker that downloads and compiles the page's module, and sets
// modules.load:
//   - module: a promise of the compiled WebAssembly.Module, rejected with the worker's
//     {error, …} (error "worker" when the worker itself failed, "stalled" with seconds when
//     the download stalled twice);
//   - loaded: the bytes received so far; length: the Content-Length of an uncompressed body,
//     else 0; ended: whether the body is complete; stalls: how many times the download
//     stalled and was begun again; breaks: how many times it broke off (a failed fetch, an
//     interrupted body) and was begun again, at most once; onprogress: called when those
//     change;
//   - downloaded: once the module is compiled, the download's resource timing on the page's
//     clock, {url, start, end, encoded, decoded}, for the bench and the tests (start is when
//     the worker asked for the module: the worker itself starts late, once the page's first
//     layout is done; BENCHMARKS.md, "Start-up (session 23)").
// It leaves modules.load unset when no worker can start; boot.js then downloads the module.
//
// A download that gets no byte for modules.stallMs (the response's headers included) is
// stalled: a connection that died without closing, a server that stopped answering. Its
// worker is stopped and a new one begins the download again, once; a second stall fails
// the load, and the boot line says so, rather than counting "0%" for ever. A
// download that breaks off is begun again once too, a second later.
function startLoader(modules) {
  const meta = modules.current;
  const script = document.currentScript;
  if (!meta || !meta.content || typeof Worker !== "function" || !script || !script.src) return;
  // The worker reads what to download from its own address's fragment, so that it starts
  // the download as soon as it runs: a message posted to it waits for the page's thread to
  // connect the two, and that thread is busy parsing and laying out the page until about
  // DOMContentLoaded, which delayed the download by about 100 ms (BENCHMARKS.md, "Start-up
  // (session 16)").
  const task = { url: new URL(meta.content, location.href).href, name: meta.content, countAfterMs: Math.min(1000, modules.stallMs / 4) };
  const src = script.src.replace(/#.*$/, "") + "#" + encodeURIComponent(JSON.stringify(task));
  let worker;
  try {
    worker = new Worker(src);
  } catch (err) {
    return;
  }
  const load = { loaded: 0, length: 0, ended: false, stalls: 0, breaks: 0, onprogress: null, downloaded: null };
  load.module = new Promise(function (resolve, reject) {
    let timer = 0;
    function watch() {
      clearTimeout(timer);
      timer = load.ended ? 0 : setTimeout(stalled, modules.stallMs);
    }
    function stalled() {
      worker.terminate();
      load.stalls++;
      if (load.stalls > 1) {
        reject({ error: "stalled", seconds: modules.stallMs / 1000 });
        return;
      }
      again();
    }
    // again begins the download anew in a new worker, from its first byte.
    function again() {
      load.loaded = 0;
      if (load.onprogress) load.onprogress();
      try {
        worker = new Worker(src);
      } catch (err) {
        reject({ error: "worker", message: String(err && err.message ? err.message : err) });
        return;
      }
      listen(worker);
      watch();
    }
    function listen(w) {
      w.onmessage = function (e) {
        if (w !== worker) return; // a stalled worker's last words
        const d = e.data;
        if (d.module) {
          clearTimeout(timer);
          if (d.downloaded) {
            const shift = d.timeOrigin - performance.timeOrigin;
            load.downloaded = { url: d.downloaded.url, start: d.downloaded.start + shift, end: d.downloaded.end + shift, encoded: d.downloaded.encoded, decoded: d.downloaded.decoded };
          }
          resolve(d.module);
        } else if (d.error) {
          clearTimeout(timer);
          // A connection that broke (campus Wi-Fi dropping for a moment) is tried once more,
          // a second later; a server's answer or a damaged file would come again the same.
          if ((d.error === "downloadFailed" || d.error === "interrupted") && load.breaks === 0) {
            load.breaks++;
            w.terminate();
            load.loaded = 0;
            if (load.onprogress) load.onprogress();
            timer = setTimeout(again, modules.breakRetryMs);
            return;
          }
          reject(d);
        } else {
          load.loaded = d.loaded;
          load.length = d.length;
          load.ended = d.ended;
          watch();
          if (load.onprogress) load.onprogress();
          return;
        }
        w.terminate();
      };
      // A worker that cannot start (a host's Content-Security-Policy without worker-src
      // 'self', say): boot.js downloads the module itself.
      w.onerror = function (e) {
        e.preventDefault();
        clearTimeout(timer);
        reject({ error: "worker", message: e.message });
        w.terminate();
      };
    }
    listen(worker);
    watch();
  });
  load.module.catch(function () {}); // boot.js reads the reason
  modules.load = load;
}

// loaderWorker runs in the worker. Told {url, name, countAfterMs} by the page in its
// address's fragment (JSON), it downloads the wasm at url, posts {loaded, length, ended} as
// the bytes come (at most every 100 ms, and at the end), compiles it and posts {module,
// downloaded, timeOrigin}; or it posts {error, message} (status and name too for
// "serverAnswered"), the boot line's words boot.<error> for what went wrong, error "worker"
// for anything else, when the page then downloads the module itself. The compiler reads the
// response itself, so that the browser may cache the compiled code with it. A server that
// does not send application/wasm gets the bytes compiled from a buffer, which
// WebAssembly.compileStreaming refuses.
//
// The count reads a copy of the body. A copy made from the first byte (a tee) stands between
// the network and the compiler, and cost this thread about 100 ms of CPU on a fast download,
// the module compiled 70-110 ms later (BENCHMARKS.md, "A quiet full run, and the progress
// count off the compiler's path (session 54)"); on a fast download nobody sees the count.
// So where the browser can share a download that is under way, the compiler reads the
// response untouched, and only a module that has not come within countAfterMs is counted:
// from a second request, which the browser's HTTP cache answers from the entry the first is
// still writing, catching up and then reading in step with it, with no second download
// (TestBootProgress asks the server once). Chromium does that for a response it may cache;
// other browsers may wait for the first to end, or ask the server again, so there the count
// reads a tee from the first byte, as it does for a response that may not be cached.
function loaderWorker() {
  (async function () {
    try {
      const task = JSON.parse(decodeURIComponent(self.location.hash.slice(1)));
      self.postMessage(await load(task.url, task.name, Number(task.countAfterMs) || 0));
    } catch (err) {
      self.postMessage({ error: "worker", message: String(err && err.message ? err.message : err) });
    }
  })();

  async function load(url, name, countAfterMs) {
    let res;
    try {
      res = await fetch(url);
    } catch (err) {
      return { error: "downloadFailed", message: err.message };
    }
    if (!res.ok) {
      return { error: "serverAnswered", status: res.status + (res.statusText ? " " + res.statusText : ""), name: name };
    }
    // The size when the body is not compressed, for a page without data-bytes.
    const length = res.headers.get("Content-Encoding") ? 0 : Number(res.headers.get("Content-Length")) || 0;
    const counting = { ended: !res.body };
    const type = (res.headers.get("Content-Type") || "").split(";")[0].trim().toLowerCase();
    const streamed = type === "application/wasm" && typeof WebAssembly.compileStreaming === "function";
    let later = 0;
    if (res.body && streamed && countAfterMs > 0 && sharesDownloads() && mayCache(res)) {
      later = setTimeout(function () {
        // A download that has ended (its resource timing is in) but is still being compiled
        // is not counted: it would be decoded again for nothing.
        if (performance.getEntriesByName(url).length > 0) return;
        fetch(url).then(function (again) {
          if (again.ok && again.body) count(again.body, length, counting);
        }, function () {}); // the compiler's own read says what went wrong
      }, countAfterMs);
    } else if (res.body) {
      count(res.clone().body, length, counting);
    }
    let module;
    try {
      if (streamed) {
        module = await WebAssembly.compileStreaming(res);
      } else {
        module = await WebAssembly.compile(await res.arrayBuffer());
      }
    } catch (err) {
      let error = "cannotStart";
      if (err instanceof WebAssembly.CompileError) error = "damaged";
      else if (err instanceof TypeError && !counting.ended) error = "interrupted"; // the body broke off
      return { error: error, message: err.message };
    } finally {
      clearTimeout(later);
    }
    const entry = performance.getEntriesByName(url)[0];
    const downloaded = entry ? { url: entry.name, start: entry.startTime, end: entry.responseEnd, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize } : null;
    return { module: module, downloaded: downloaded, timeOrigin: performance.timeOrigin };
  }

  // sharesDownloads reports whether this is Chromium, whose HTTP cache gives a second
  // request for a response being downloaded the same bytes (navigator.userAgentData is
  // Chromium's alone).
  function sharesDownloads() {
    return typeof navigator === "object" && navigator !== null && typeof navigator.userAgentData === "object" && navigator.userAgentData !== null;
  }

  // mayCache reports whether res may be kept in the HTTP cache for a second request to
  // read: a max-age, no no-store, no-cache or private, and no "Vary: *". The site's hashed
  // files are "public, max-age=31536000, immutable".
  function mayCache(res) {
    const cc = (res.headers.get("Cache-Control") || "").toLowerCase();
    return /(^|[\s,])max-age=0*[1-9]/.test(cc) && !/no-store|no-cache|private/.test(cc) && (res.headers.get("Vary") || "").trim() !== "*";
  }

  // count posts the count at most every 100 ms; a chunk that comes sooner is posted by a
  // timer, so that the last count before a pause (a stall, say) is not left out.
  async function count(body, length, counting) {
    const reader = body.getReader();
    let loaded = 0;
    let shown = -1e9;
    let timer = 0;
    const post = function () {
      timer = 0;
      shown = performance.now();
      self.postMessage({ loaded: loaded, length: length, ended: false });
    };
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        loaded += chunk.value.byteLength;
        if (!timer) {
          const wait = shown + 100 - performance.now();
          if (wait <= 0) post();
          else timer = setTimeout(post, wait);
        }
      }
    } catch (err) {
      clearTimeout(timer);
      return; // the compiler's read of the body fails too, and says so
    }
    clearTimeout(timer);
    counting.ended = true;
    self.postMessage({ loaded: loaded, length: length, ended: true });
  }
}

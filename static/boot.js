// boot.js: show the wasm's download on the progress line, then start the Go program. The
// download and compilation run in modules.js's worker (nimscopeModules.load); where no worker
// could start, here.
// Go fills in the methods of window.nimscope; panel.js talks to them.
"use strict";
window.nimscope = window.nimscope || { ready: false };

// The look the link asks for, before the wasm can say so: the theme, compact chrome and
// projector sizes. Only the exact values below are read; anything else keeps the defaults,
// and Go's view model (panel.js) has the last word once it runs.
(function () {
  let q;
  try {
    q = new URLSearchParams(location.hash.slice(1));
  } catch (err) {
    return;
  }
  const root = document.documentElement.classList;
  const theme = q.get("theme");
  if (theme === "light" || theme === "dark") root.add("theme-" + theme);
  if (q.get("embed") === "1") root.add("embed");
  if (q.get("projector") === "1") root.add("projector");
})();

// Go's events (nimscope:state, :scene, :error, :ready, :picture) are dispatched here after
// the Go call that sent them has returned: their listeners, the panel's and a host page's,
// never run inside Go's game loop, where their time would count as the frame's and a call
// back into Go would re-enter it. A detail given as a string is JSON, parsed here; events
// keep the order Go sent them in.
window.nimscopeEmit = (function () {
  let queue = [];
  function flush() {
    const q = queue;
    queue = [];
    for (const [name, detail] of q) {
      let d = detail;
      if (typeof d === "string") {
        try {
          d = JSON.parse(d);
        } catch (err) {
          console.error("nimscope: the detail of nimscope:" + name + " is not JSON: " + err.message);
          continue;
        }
      }
      window.dispatchEvent(new CustomEvent("nimscope:" + name, { detail: d }));
    }
  }
  function emit(name, detail) {
    if (queue.length === 0) queueMicrotask(flush);
    queue.push([name, detail]);
  }
  // ready sends nimscope:ready at the start of the next animation frame; Go calls it at the
  // end of its first Draw. The browser paints that picture before the next frame's
  // callbacks run, and this one, asked for during the Draw, runs before Ebiten's (asked for
  // after it), so the event does not wait for the next Update's work.
  emit.ready = function () {
    requestAnimationFrame(function () {
      window.nimscope.ready = true;
      emit("ready", null);
    });
  };
  return emit;
})();

// The explorer's words in Russian, Ukrainian and Chinese are files of their own
// (i18n/<lang>.txt, which Go reads into web/i18n): a visitor downloads only the language
// they read. fetch(lang) resolves to {lang, text} or {lang, error} and never rejects; Go
// calls it when the session wants a language it has no words for. Texts that have arrived
// stay in loaded, where Go finds the page's first language as it starts. A file that gets
// no byte for nimscopeModules.stallMs (modules.js), its headers included, is given up, so
// that the start, which waits for the page's language, never waits for ever; Go then says
// the words could not be loaded, and stays in the language it has.
window.nimscopeWords = (function () {
  const asked = {};
  const loaded = {};
  async function download(file) {
    const watch = window.nimscopeModules.stallWatch();
    try {
      const res = await fetch(file, { signal: watch.signal });
      if (!res.ok) return { error: "the server answered " + res.status + " for " + file };
      if (!res.body || typeof TextDecoder !== "function") return { text: await res.text() };
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let text = "";
      for (;;) {
        watch.kick();
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return { text: text + decoder.decode() };
    } catch (err) {
      if (watch.stalled) return { error: "downloading " + file + " stalled: nothing arrived for " + watch.seconds + " s" };
      return { error: "downloading " + file + " failed: " + err.message };
    } finally {
      watch.stop();
    }
  }
  function fetchWords(lang) {
    if (!/^(ru|uk|zh)$/.test(lang)) return Promise.resolve({ lang: lang, error: "no words file for " + JSON.stringify(lang) });
    if (!asked[lang]) {
      asked[lang] = download("i18n/" + lang + ".txt").then(function (got) {
        if (got.error !== undefined) return { lang: lang, error: got.error };
        loaded[lang] = got.text;
        return { lang: lang, text: got.text };
      });
    }
    return asked[lang];
  }
  return { fetch: fetchWords, loaded: loaded };
})();

(function () {
  const t = (id, ...args) => window.nimscopeI18n.t(id, ...args);
  const status = document.getElementById("boot");
  const meta = window.nimscopeModules.current;

  function say(text) {
    if (status.textContent !== text) status.textContent = text;
    status.hidden = false;
  }

  let failed = false;

  // words is message id with args in the page's language (text), for the boot line, and in
  // English (en), for a host page.
  function words(id, ...args) {
    return { id: id, text: t(id, ...args), en: window.nimscopeI18n.en(id, ...args) };
  }

  // fail says on the boot line that nimscope could not load, and why (reason: words), and
  // tells the page with nimscope:error of source "load": an embed's host hears it (embed.js)
  // rather than waiting for a ready that will not come. A module that could not be downloaded
  // on a page its service worker served (sw.js: the network is gone, and this family's module
  // was never kept, as when a game of another family is opened offline) is said so, with the
  // way back to the game before.
  function fail(reason) {
    let id = "boot.failed";
    try {
      const network = ["boot.downloadFailed", "boot.interrupted", "boot.stalled"].includes(reason.id);
      if (network && navigator.serviceWorker && navigator.serviceWorker.controller) id = "boot.notKept";
    } catch (err) {
      // a sandboxed frame may not even look
    }
    stop({ text: t(id, reason.text), en: window.nimscopeI18n.en(id, reason.en) });
  }

  // stop shows sentence (words) on the boot line for good, with a button that loads the
  // page again (inside a frame, the frame alone), and dispatches it. window.nimscope.failed
  // keeps the English for embed.js, which may start listening after the event.
  function stop(sentence) {
    failed = true;
    say(sentence.text);
    status.classList.add("failed");
    window.nimscope.failed = sentence.en;
    if (!document.getElementById("boot-retry")) {
      const again = document.createElement("button");
      again.type = "button";
      again.id = "boot-retry";
      again.textContent = t("boot.retry");
      again.addEventListener("click", function () {
        location.reload();
      });
      status.after(again);
      // Nothing else here follows the address now: Back (to the game before one that could
      // not load, offline say) or a new link loads the page again, for the module its game
      // needs.
      window.addEventListener("hashchange", function () {
        location.reload();
      });
    }
    window.dispatchEvent(new CustomEvent("nimscope:error", { detail: { source: "load", message: sentence.en, text: sentence.text } }));
  }

  // A LoadError carries its reason as words (words()); broken marks a download that broke
  // off (no answer, or the body cut short), which is worth beginning again once.
  class LoadError extends Error {
    constructor(reason, broken) {
      super(reason.text);
      this.reason = reason;
      this.broken = broken === true;
    }
  }

  function mb(bytes) {
    return (bytes / 1e6).toFixed(1);
  }

  // retrying is set once a stalled download has begun again: the line says so until the
  // first byte comes.
  let retrying = false;

  // progress shows how much of the module has come, unless the line already says why it
  // failed (a count shown late, by its timer, must not replace that). With the module's size
  // known it says what share: the bytes counted are the module's own, decoded, so a total in
  // megabytes would be the unpacked size, five times what a brotli server sends, while the
  // share is right whatever the encoding. 100% waits for the last byte.
  function progress(loaded, total) {
    if (failed || (retrying && loaded === 0)) return;
    if (total > 0 && loaded <= total) {
      say(t("boot.percent", String(Math.floor((100 * loaded) / total))));
    } else {
      say(t("boot.progress", mb(loaded)));
    }
  }

  // The number of bytes to expect: data-bytes is the uncompressed size written by the
  // build tool; Content-Length only helps when the body is not compressed.
  function expected(res) {
    const fromMeta = Number(meta && meta.dataset.bytes);
    if (fromMeta > 0) return fromMeta;
    const length = Number(res.headers.get("Content-Length"));
    if (length > 0 && !res.headers.get("Content-Encoding")) return length;
    return 0;
  }

  async function download(url, watch) {
    let res;
    try {
      res = await fetch(url, { signal: watch.signal });
    } catch (err) {
      throw new LoadError(words("boot.downloadFailed", err.message), true);
    }
    if (!res.ok) {
      throw new LoadError(words("boot.serverAnswered", res.status + (res.statusText ? " " + res.statusText : ""), url));
    }
    const type = (res.headers.get("Content-Type") || "").split(";")[0].trim().toLowerCase();
    const body = { ended: false };
    return { res: counted(res, expected(res), body, watch), wasmType: type === "application/wasm", body: body };
  }

  // counted returns res with a body that counts its bytes as the compiler reads them: each
  // chunk passes through a TransformStream that adds up its length, and the line shows the
  // count at most once per 150 ms (a timer, not once per chunk). No copy of the body.
  // body.ended becomes true once the last byte has passed. Each chunk kicks watch.
  function counted(res, total, body, watch) {
    progress(0, total);
    watch.kick();
    if (!res.body || typeof TransformStream !== "function") {
      body.ended = true; // unknown: the compiler's error says what happened
      watch.stop();
      return res;
    }
    let loaded = 0;
    let timer = 0;
    const show = function () {
      timer = 0;
      if (!watch.stalled) progress(loaded, total); // a stalled download's count is old news
    };
    const stream = res.body.pipeThrough(
      new TransformStream({
        transform(chunk, out) {
          watch.kick();
          loaded += chunk.byteLength;
          out.enqueue(chunk);
          if (!timer) timer = setTimeout(show, 150);
        },
        flush() {
          watch.stop();
          body.ended = true;
          clearTimeout(timer);
          timer = 0;
          if (!window.nimscope.ready && !failed) say(t("boot.starting"));
        },
      }),
    );
    return new Response(stream, { status: res.status, statusText: res.statusText, headers: res.headers });
  }

  async function readAll(res) {
    try {
      return await res.arrayBuffer();
    } catch (err) {
      throw new LoadError(words("boot.interrupted", err.message), true);
    }
  }

  // instantiate starts the module that modules.js's worker downloaded and compiled, or
  // downloads and compiles it here when there is no worker.
  async function instantiate(url, go) {
    const load = window.nimscopeModules.load;
    if (load) {
      const fromMeta = Number(meta && meta.dataset.bytes);
      const show = function () {
        retrying = load.stalls > 0 || load.breaks > 0;
        if (retrying && load.loaded === 0) {
          say(t(load.breaks > 0 && load.stalls === 0 ? "boot.retryingBroken" : "boot.retrying"));
        } else if (!load.ended && load.loaded > 0) {
          progress(load.loaded, fromMeta > 0 ? fromMeta : load.length);
        } else if (!load.ended) {
          // Nothing counted yet: a fast download is never counted (modules.js's worker).
          if (!failed) say(t("boot.loading"));
        } else if (!window.nimscope.ready && !failed) {
          say(t("boot.starting"));
        }
      };
      show();
      load.onprogress = show;
      let module = null;
      try {
        module = await load.module;
      } catch (d) {
        if (d.error === "serverAnswered") throw new LoadError(words("boot.serverAnswered", d.status, d.name));
        if (d.error === "stalled") throw new LoadError(words("boot.stalled", d.seconds));
        // Each of the worker's errors by its catalog key, written out for the catalog's test.
        const reasons = { downloadFailed: () => words("boot.downloadFailed", d.message), cannotStart: () => words("boot.cannotStart", d.message), damaged: () => words("boot.damaged", d.message), interrupted: () => words("boot.interrupted", d.message) };
        if (d.error !== "worker") throw new LoadError(reasons[d.error] ? reasons[d.error]() : words("boot.cannotStart", d.message));
      } finally {
        load.onprogress = null;
      }
      if (module) return WebAssembly.instantiate(module, go.importObject); // an Instance, given a Module
    }
    return instantiateHere(url, go);
  }

  // instantiateHere downloads and compiles the module on the page's thread, the progress
  // line counting the bytes as the compiler reads them (counted). A download that stalls
  // is begun again, once, as modules.js's worker does, and so is one that broke off, a
  // second later.
  async function instantiateHere(url, go) {
    for (let stalls = 0, breaks = 0; ; ) {
      const watch = window.nimscopeModules.stallWatch();
      try {
        return await instantiateOnce(url, go, watch);
      } catch (err) {
        if (!watch.stalled && !(err instanceof LoadError && err.broken && breaks === 0)) throw err;
        if (watch.stalled && ++stalls > 1) throw new LoadError(words("boot.stalled", watch.seconds));
        retrying = true;
        if (watch.stalled) {
          say(t("boot.retrying"));
        } else {
          breaks++;
          say(t("boot.retryingBroken"));
          await new Promise(function (done) {
            setTimeout(done, window.nimscopeModules.breakRetryMs);
          });
        }
      } finally {
        watch.stop();
      }
    }
  }

  async function instantiateOnce(url, go, watch) {
    const got = await download(url, watch);
    if (got.wasmType && typeof WebAssembly.instantiateStreaming === "function") {
      try {
        return (await WebAssembly.instantiateStreaming(got.res, go.importObject)).instance;
      } catch (err) {
        // A TypeError before the body's end is the download breaking off.
        if (err instanceof TypeError && !got.body.ended && !/mime/i.test(err.message)) {
          throw new LoadError(words("boot.interrupted", err.message), true);
        }
        if (!(err instanceof TypeError && /mime/i.test(err.message))) throw err;
        // The body is spent: fetch again and compile from a buffer.
        return instantiateBuffer(await download(url, watch), go);
      }
    }
    return instantiateBuffer(got, go);
  }

  async function instantiateBuffer(got, go) {
    const bytes = await readAll(got.res);
    say(t("boot.starting"));
    return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
  }

  function reasonOf(err) {
    if (err instanceof LoadError) return err.reason;
    if (typeof WebAssembly.CompileError === "function" && err instanceof WebAssembly.CompileError) {
      return words("boot.damaged", err.message);
    }
    return words("boot.cannotStart", err && err.message ? err.message : String(err));
  }

  // singleSampled makes the WebGL2 context Go's Ebiten asks for next one without
  // multisampling. Ebiten does not say, and WebGL's default multisamples the canvas, though
  // the only thing Ebiten draws on it is its finished picture, one quad over the whole
  // canvas, whose pixels come out the same either way (screenshots at 1×, 1.5× and 2×
  // compared). Resolving the samples cost every frame: in headless Chromium's software
  // WebGL the XOR table panned at a median 55 fps without them against 48 with (six pairs
  // of runs, five faster; BENCHMARKS.md, session 41), and a weak GPU pays the same resolve.
  // getContext is the browser's own again after that one call; a context asked for with
  // antialias said is left alone.
  function singleSampled() {
    const proto = window.HTMLCanvasElement && HTMLCanvasElement.prototype;
    if (!proto || typeof proto.getContext !== "function") return;
    const native = proto.getContext;
    proto.getContext = function (type, attributes) {
      if (type !== "webgl2") return native.apply(this, arguments);
      proto.getContext = native;
      if (attributes && typeof attributes === "object" && attributes.antialias === undefined) {
        attributes = Object.assign({}, attributes, { antialias: false });
      }
      return native.call(this, type, attributes);
    };
  }

  async function start() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      stop(words("boot.noWasm"));
      return;
    }
    if (typeof Go !== "function") {
      fail(words("boot.noSupport"));
      return;
    }
    const url = (meta && meta.content) || "nimscope.wasm";
    const go = new Go();
    // The page's language comes beside the wasm, so that the first frame is written in it.
    const lang = window.nimscopeI18n.lang;
    const words = lang === "en" ? null : window.nimscopeWords.fetch(lang);
    let instance;
    try {
      instance = await instantiate(url, go);
    } catch (err) {
      fail(reasonOf(err));
      return;
    }
    if (words) await words; // Go says so if they did not come
    if (!window.nimscope.ready) say(t("boot.starting"));
    singleSampled();
    try {
      // run returns once Go's main waits for its first frame, its API installed: the
      // embed answers its host from then on, whether or not a frame comes (embed.js).
      const running = go.run(instance);
      window.dispatchEvent(new CustomEvent("nimscope:started"));
      await running;
    } catch (err) {
      // The program ended with an error; the line below says what to do.
    }
    window.nimscope.ready = false;
    say(t("boot.stopped"));
    status.classList.add("failed");
    window.dispatchEvent(new CustomEvent("nimscope:stopped"));
  }

  window.addEventListener("nimscope:ready", function () {
    status.hidden = true;
  });

  // keepForOffline registers the service worker the page names (<meta name="nimscope-offline">,
  // sw.js, in a site built to work offline) after the board is up, where the browser has
  // service workers (a secure context: https, or 127.0.0.1), and tells it what this visit
  // loaded before it was there: the page, its scripts, style sheet and icon, the wasm module
  // (downloaded by modules.js's worker, so not in the page's own resource timing) and the
  // words. The worker keeps them for a reload without the network. It is told once it is
  // active, and it is the newest worker that is told: on the first visit after a new build the
  // page is still served by the old one, which the new one replaces and whose cache it drops.
  // window.nimscopeOffline is a promise of how many files the worker kept (the tests read it);
  // a browser that refuses (a frame whose storage is blocked, offline) costs only that.
  function keepForOffline() {
    const own = document.querySelector('meta[name="nimscope-offline"]');
    let sw = null;
    try {
      sw = own && own.content && window.isSecureContext ? navigator.serviceWorker : null;
    } catch (err) {
      return; // a sandboxed frame may not even look
    }
    if (!sw) return;
    const active = function (worker) {
      return new Promise(function (done, fail) {
        const look = function () {
          if (worker.state === "activated") done(worker);
          else if (worker.state === "redundant") fail(new Error("the service worker was replaced"));
          else return false;
          worker.removeEventListener("statechange", look);
          return true;
        };
        if (!look()) worker.addEventListener("statechange", look);
      });
    };
    const tell = function (worker) {
      const keep = performance.getEntriesByType("resource").map((e) => e.name);
      keep.push(location.href, new URL((meta && meta.content) || "nimscope.wasm", location.href).href);
      return new Promise(function (done) {
        const channel = new MessageChannel();
        channel.port1.onmessage = function (e) {
          done(e.data && e.data.kept);
        };
        worker.postMessage({ keep: keep }, [channel.port2]);
      });
    };
    // register answers at once for a worker it has already, without looking for a new
    // sw.js (the browser looks by itself after the page has loaded, so the new build's worker
    // would come after the old one was told): update() looks now, and an update found is the
    // installing worker once it answers. Offline it fails, and the worker there is told.
    window.nimscopeOffline = sw
      .register(own.content)
      .then(function (reg) {
        return reg.update().then(
          () => reg,
          () => reg,
        );
      })
      .then(function (reg) {
        return active(reg.installing || reg.waiting || reg.active);
      })
      .then(tell);
    window.nimscopeOffline.catch(function () {});
  }
  // Three seconds after the first frame: keeping the files copies the module (some 11 MB
  // unpacked) into the worker's cache, work that should not take a core from the board's
  // first moves and animations on a two-core lecture-hall PC.
  window.addEventListener(
    "nimscope:ready",
    function () {
      setTimeout(keepForOffline, 3000);
    },
    { once: true },
  );

  start();
})();

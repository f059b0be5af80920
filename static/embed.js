// embed.js: nimscope inside an iframe talks to the page around it with postMessage. The
// message format and the origin rules are in docs/embedding.md; in short:
//
//   in (from the parent window only):  {type: "set", position, id?}  {type: "get", id?}
//                                      "slide:start" / "slide:stop" (reveal.js), or as {type}
//   out (to the parent window only):   {namespace: "nimscope", type: "ready" | "state" |
//                                       "error" | "height" | "key", …}
//
// Every field of a message is checked before it is used, and nothing from a message is ever
// evaluated or written into HTML: a position goes to nimscope.set, which parses it in Go.
"use strict";
(function () {
  const host = window.parent;
  if (!host || host === window) return; // not in a frame: nobody to talk to

  const NAMESPACE = "nimscope";
  const MAX_POSITION = 100000; // characters: a big Hackenbush graph, not a novel
  const MAX_QUEUE = 32;        // messages that wait for the wasm to start

  // ---- where messages go ----

  // usable turns an origin into a postMessage target: an opaque origin ("null", file:)
  // cannot be named, so "*" it is; the messages carry nothing the iframe's URL does not.
  function usable(origin) {
    if (typeof origin !== "string" || origin === "" || origin === "null" || origin.startsWith("file:")) return "*";
    return origin;
  }

  // The parent's origin: from the browser where it tells (ancestorOrigins), else from the
  // referrer, and from the first message the parent sends, which is certain.
  let hostOrigin = (function () {
    try {
      const a = location.ancestorOrigins;
      if (a && a.length > 0) return usable(a[0]);
    } catch (err) {
      // not available
    }
    try {
      if (document.referrer) return usable(new URL(document.referrer).origin);
    } catch (err) {
      // no referrer
    }
    return "*";
  })();

  function post(msg, origin) {
    msg.namespace = NAMESPACE;
    try {
      host.postMessage(msg, origin || hostOrigin);
    } catch (err) {
      // the parent is gone, or the message cannot be cloned: nothing to do
    }
  }

  // ---- the session ----

  let ready = false;    // the first frame is drawn
  let running = false;  // Go's API answers: set and get need no frame (an embed out of sight
                        // gets none until it is scrolled to)
  let failed = "";      // why the wasm could not load (nimscope:error of source "load")
  let queue = [];       // messages that came before the wasm was ready
  let slideOff = false; // slide:stop seen, and no slide:start since
  // A page that loads again into another family's module keeps slide:stop: while the slide
  // is off, the frame's name carries a mark, which outlives the page (no unload event is
  // needed to write it); slide:start takes it off.
  const CARRY = "nimscope:slide-off:";
  function markSlide() {
    const name = typeof window.name === "string" ? window.name : "";
    const marked = name.startsWith(CARRY);
    if (slideOff && !marked) window.name = CARRY + name;
    if (!slideOff && marked) window.name = name.slice(CARRY.length);
  }
  slideOff = typeof window.name === "string" && window.name.startsWith(CARRY);
  let offscreen = false;
  let paused = null;    // what was last asked of Go

  function api() {
    return window.nimscope && typeof window.nimscope.set === "function" ? window.nimscope : null;
  }

  function view() {
    const ns = api();
    if (!ns) return null;
    try {
      const v = ns.view();
      return v && typeof v === "object" && !v.error ? v : null;
    } catch (err) {
      return null;
    }
  }

  function stateMessage(v, id) {
    const msg = { type: "state", state: v.state, position: v.position, view: v };
    if (id !== undefined) msg.id = id;
    return msg;
  }

  // Off-slide or out of sight, the board stops drawing; state messages still go out.
  function applyPause() {
    const want = slideOff || offscreen;
    const ns = api();
    if (!ready || !ns || want === paused) return;
    try {
      const res = ns.command("suspend", want);
      if (!res || !res.error) paused = want;
    } catch (err) {
      // an older Go without suspend: it keeps drawing
    }
  }

  // ---- messages in ----

  // validId is a message's id when it is one a reply may carry back.
  function validId(id) {
    if (typeof id === "number" && Number.isFinite(id)) return true;
    return typeof id === "string" && id.length <= 64 && /^[A-Za-z0-9_.:-]*$/.test(id);
  }

  // read checks a message and returns {type, position?, id?}, {error} for a message meant
  // for nimscope that is wrong, or null for one that is not ours (reveal.js and others
  // post their own).
  function read(data) {
    if (data === "slide:start" || data === "slide:stop") return { type: data };
    if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
    const type = data.type;
    if (typeof type !== "string") return null;
    if (data.namespace !== undefined && data.namespace !== NAMESPACE) return null;
    const msg = { type: type };
    if (data.id !== undefined) {
      if (!validId(data.id)) {
        // No id to answer with: the error names the message instead, and what its id was.
        const got = typeof data.id !== "string" ? (data.id === null ? "null" : typeof data.id)
          : data.id.length > 64 ? "a string of " + data.id.length + " characters" : "a string with other characters";
        return { error: JSON.stringify(type.slice(0, 40)) + ": id: expected a number or up to 64 letters, digits and _.:-, got " + got };
      }
      msg.id = data.id;
    }
    switch (type) {
      case "set":
        if (typeof data.position !== "string") {
          return { error: "set: position: expected a string such as \"game=nim&heaps=3,4,5\", got " + (data.position === null ? "null" : typeof data.position), id: msg.id };
        }
        if (data.position.length > MAX_POSITION) {
          return { error: "set: position: longer than " + MAX_POSITION + " characters", id: msg.id };
        }
        msg.position = data.position.replace(/^#/, "");
        return msg;
      case "get":
      case "slide:start":
      case "slide:stop":
        return msg;
    }
    return { error: "type: " + JSON.stringify(type.slice(0, 40)) + " is not a message nimscope takes (set, get, slide:start, slide:stop)", id: msg.id };
  }

  function handle(msg, origin) {
    const reply = (m) => {
      if (msg.id !== undefined) m.id = msg.id;
      post(m, origin);
    };
    if (failed && (msg.type === "get" || msg.type === "set")) {
      reply({ type: "error", source: "load", message: failed });
      return;
    }
    switch (msg.type) {
      case "slide:start":
      case "slide:stop":
        slideOff = msg.type === "slide:stop";
        markSlide();
        applyPause();
        return;
      case "get": {
        const v = view();
        if (v) reply(stateMessage(v));
        else reply({ type: "error", source: "message", message: "get: nimscope is not running" });
        return;
      }
      case "set": {
        const ns = api();
        let res;
        try {
          res = ns ? ns.set(msg.position) : { error: "nimscope is not running" };
        } catch (err) {
          res = { error: String(err && err.message ? err.message : err) };
        }
        if (res && res.error) {
          reply({ type: "error", source: "set", message: String(res.error) });
          return;
        }
        if (res && res.reloading) {
          // Another family's game: the frame loads again in the module that has it, and says
          // ready (with the new state) once it runs; the state shown until then is the old one.
          reply({ type: "reloading", state: String(res.state) });
          return;
        }
        const v = view();
        if (v) {
          // Keys set() ignored (junk=1 beside a position): the host hears of them, as the
          // panel shows them, one English sentence each.
          const m = stateMessage(v);
          if (res && Array.isArray(res.warnings) && res.warnings.length > 0) m.warnings = res.warnings.map(String);
          reply(m);
        }
        return;
      }
    }
  }

  window.addEventListener("message", (e) => {
    if (e.source !== host) return; // only the parent window may drive the embed
    const msg = read(e.data);
    if (!msg) return;
    const origin = usable(e.origin);
    if (origin !== "*") hostOrigin = origin;
    if (msg.error) {
      const m = { type: "error", source: "message", message: msg.error };
      if (msg.id !== undefined) m.id = msg.id;
      post(m, origin);
      return;
    }
    if (msg.type === "slide:start" || msg.type === "slide:stop" || running || failed) {
      handle(msg, origin);
    } else if (queue.length < MAX_QUEUE) {
      queue.push([msg, origin]);
    }
  });

  // ---- messages out ----

  // answerWaiting answers the messages that came before Go ran.
  function answerWaiting() {
    const waiting = queue;
    queue = [];
    for (const [msg, origin] of waiting) handle(msg, origin);
  }

  // Go has run its main: its API is there before the first frame, which a browser does not
  // draw in a frame out of sight (Chromium gives it no animation frames), so a host's set
  // and get are answered at once, as docs/embedding.md says, not when it is scrolled to.
  window.addEventListener("nimscope:started", () => {
    if (!api()) return; // an older Go: the first frame it is
    running = true;
    answerWaiting();
    measure();
  });

  window.addEventListener("nimscope:ready", () => {
    ready = true;
    running = true;
    applyPause();
    const v = view();
    post(v ? { type: "ready", state: v.state, position: v.position } : { type: "ready" });
    answerWaiting();
    measure();
  });

  window.addEventListener("nimscope:state", (e) => {
    const v = e.detail;
    if (v && typeof v === "object" && typeof v.state === "string") post(stateMessage(v));
    measure();
  });

  window.addEventListener("nimscope:error", (e) => {
    const d = e.detail && typeof e.detail === "object" ? e.detail : {};
    const message = String(d.message || "unknown error");
    post({ type: "error", source: String(d.source || "nimscope"), message: message });
    if (d.source === "load" && !ready) loadFailed(message);
  });

  // loadFailed: the wasm will not run. The messages that wait for it are answered with why,
  // and so is every get and set from now on.
  function loadFailed(message) {
    failed = message;
    answerWaiting();
  }

  // boot.js may have failed before this script ran (a 404 answered while the page's other
  // scripts still loaded): it keeps the reason, which the host hears now.
  if (typeof window.nimscope === "object" && window.nimscope && typeof window.nimscope.failed === "string") {
    post({ type: "error", source: "load", message: window.nimscope.failed });
    loadFailed(window.nimscope.failed);
  }

  window.addEventListener("nimscope:stopped", () => {
    post({ type: "error", source: "stopped", message: "nimscope stopped; reload the page" });
  });

  // ---- height, for hosts that size the iframe to its content ----

  // The height the page needs to show the whole panel without scrolling it, at the
  // current width (beside the board, at most 3/4 of the board's width): the panel's content
  // beside the board, or on a narrow page the board and
  // the panel's content under it. The board there is at most 90 % of the width tall
  // (style.css), so a frame made as tall as asked keeps its board, and asks for the same
  // height again: the answer does not feed on itself.
  let sentHeight = 0;
  let measuring = false;

  // It waits for the next animation frame, after the panel's words are laid out, or for a
  // timer where no frames come (a frame out of sight), whichever is first.
  function measure() {
    if (measuring) return;
    measuring = true;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      now();
    });
    timer = setTimeout(() => {
      cancelAnimationFrame(frame);
      now();
    }, 200);
  }

  // now sends the height the page needs, if it changed.
  function now() {
    measuring = false;
    const panel = document.getElementById("panel");
    if (!panel || panel.getClientRects().length === 0) return; // hidden: no opinion
    let bottom = 0;
    for (const c of panel.children) {
      if (c.getClientRects().length > 0) bottom = Math.max(bottom, c.offsetTop + c.offsetHeight);
    }
    bottom += parseFloat(getComputedStyle(panel).paddingBottom) || 0;
    const narrow = window.matchMedia("(max-width: 720px) and (orientation: portrait), (max-width: 480px)").matches;
    let height = Math.ceil((narrow ? panel.getBoundingClientRect().top : 0) + bottom);
    // Beside the panel the board is as tall as the frame: a frame as tall as a long panel
    // (2,700 px) would show an empty board with the game far below. There the height asked
    // for is at most 3/4 of the board's width, and the panel scrolls past it.
    if (!narrow) height = Math.min(height, Math.ceil(0.75 * panel.getBoundingClientRect().left));
    height = Math.max(320, height);
    if (Math.abs(height - sentHeight) >= 1) {
      sentHeight = height;
      post({ type: "height", height: height });
    }
  }

  window.addEventListener("resize", measure);
  window.addEventListener("nimscope:scene", measure);
  // The panel writes its words in a task after each state event, and fetches a language's:
  // a change of any block's size is measured again.
  if (typeof ResizeObserver === "function") {
    const panel = document.getElementById("panel");
    if (panel) {
      const watch = new ResizeObserver(measure);
      for (const c of panel.children) watch.observe(c);
    }
  }

  // ---- keys for the host ----

  // A presentation clicker sends Page Down and Page Up, and a deck listens for them on its
  // own page: inside the frame, once the board has the focus, they would never get there.
  // The frame has no use for them but scrolling its panel, so they go to the host as
  // {type: "key"}, and so does Escape where nothing in the frame takes it (no dialog, error
  // or warning open, the focus on no field), so that a host can take the focus back. It
  // listens first (capture on the window): the board's canvas cancels every key it gets,
  // and the panel's Escape closes an error, which must be seen open here.
  window.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const t = e.target;
    if (t && t.closest && t.closest("input, textarea, select, [contenteditable], dialog")) return;
    if (e.key === "Escape") {
      const shown = (id) => { const x = document.getElementById(id); return x && !x.hidden; };
      if (document.querySelector("dialog[open]") || shown("error") || shown("warning")) return;
    } else if (e.key !== "PageDown" && e.key !== "PageUp") {
      return;
    }
    e.preventDefault();
    post({ type: "key", key: e.key });
  }, true);

  // ---- out of sight ----

  // An embed scrolled out of view draws nothing, like one whose slide is not shown.
  if (typeof IntersectionObserver === "function") {
    new IntersectionObserver((entries) => {
      const e = entries[entries.length - 1];
      offscreen = !e.isIntersecting;
      applyPause();
    }).observe(document.documentElement);
  }
})();

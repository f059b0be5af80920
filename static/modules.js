// modules.js: which wasm module this page runs, chosen before anything else loads, and its
// download started at once. It runs as the parser reaches it (no defer), right after the
// <meta> elements it reads: the deferred scripts (boot.js among them) run only once the page
// is parsed, and until then the download would wait. The preload is matched by boot.js's
// fetch() of the same address, so the module is downloaded once.
"use strict";

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
    location.reload();
    return true;
  }
  return { current: current, moduleFor: moduleFor, reload: reload };
})();

(function () {
  const meta = window.nimscopeModules.current;
  if (!meta || !meta.content) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.type = "application/wasm";
  link.crossOrigin = "anonymous"; // as fetch() asks for a same-origin file: else it is fetched twice
  link.href = meta.content;
  document.head.appendChild(link);
})();

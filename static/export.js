// export.js: the Export dialog. Go draws the picture (nimscope.command("export", …)) and
// sends it as nimscope:picture: a PNG as raw RGBA pixels, a band of rows an event as it is
// drawn, which this script puts on a canvas and encodes (the wasm carries no PNG encoder),
// or an SVG's text. Either is saved as a download from an object URL, and announced as
// nimscope:exported for scripts and tests. While a PNG is drawn the board is frozen (it
// shows one state): the dialog and the Export button say how far the picture is, and a
// press on the board or a key that would change it meanwhile is refused, saying why.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const dialog = $("export-dialog");
  if (!dialog) return;

  // sentence ends s as a sentence of the page's language ("。" in Chinese).
  const sentence = (s) => {
    if (window.nimscopeI18n) return window.nimscopeI18n.sentence(s);
    s = String(s).trim();
    return /[.!?]$/.test(s) ? s : s + ".";
  };
  const ns = () => window.nimscope;
  const t = (id, ...args) => (window.nimscopeI18n ? window.nimscopeI18n.t(id, ...args) : id);
  const ready = () => !!(ns() && ns().ready === true);

  function status(text) {
    $("export-status").textContent = text;
  }

  // ---- a PNG on its way ----
  // job is the PNG whose bands are coming: {name, width, height, y (rows in), canvas, ctx}.
  let job = null;

  // percent writes fraction f as a whole percentage in the page's language ("40%", "40 %"),
  // rounded down: 100 % is for a picture that is there.
  function percent(f) {
    const lang = window.nimscopeI18n ? window.nimscopeI18n.lang : "en";
    try {
      return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(Math.floor(100 * f) / 100);
    } catch (err) {
      return Math.floor(100 * f) + " %";
    }
  }

  // drawingWords is what the page says while a PNG is drawn: "Drawing the picture… 40 %".
  const drawingWords = (f) => t("export.drawing") + " " + percent(f);

  // showProgress says how far the picture is, where it can be seen: in the dialog's status
  // and on the Export button. The status's words were announced once when the export began
  // (it is a polite live region); the percentage goes in a part screen readers skip, so a
  // band does not announce itself again.
  function showProgress(f) {
    const st = $("export-status");
    if (!st.firstChild || st.firstChild.textContent !== t("export.drawing")) status(t("export.drawing"));
    let pc = st.querySelector(".export-percent");
    if (!pc) {
      pc = document.createElement("span");
      pc.className = "export-percent";
      pc.setAttribute("aria-hidden", "true");
      st.append(pc);
    }
    pc.textContent = " " + percent(f);
    $("export-open").textContent = t("tools.export") + " " + percent(f);
  }

  // busy marks the board as waiting for the picture (true) or free again: the pointer shows
  // it over the canvas, and assistive technology reads aria-busy.
  let cursorBefore = "";
  let said = false; // the page said why the board waits, this export
  function busy(on) {
    const c = document.querySelector("canvas");
    if (on && !job) {
      if (c) {
        cursorBefore = c.style.cursor;
        c.style.cursor = "progress";
        c.setAttribute("aria-busy", "true");
      }
      said = false;
    } else if (!on) {
      if (c) {
        if (c.style.cursor === "progress") c.style.cursor = cursorBefore;
        c.removeAttribute("aria-busy");
      }
      $("export-open").textContent = t("tools.export");
    }
  }

  // A press on the board while a picture is drawn does nothing: the board stays on the
  // state the picture shows (Go drops the press rather than play it late, on a board the
  // user no longer sees as it was). The page says why, once an export: the dialog opens on
  // the progress if it was closed, and the words are announced.
  function onBoardPress(e) {
    if (job && e.target instanceof HTMLCanvasElement) sayWhy();
  }

  function sayWhy() {
    if (!dialog.open) openExport();
    if (!said) {
      said = true;
      announce(drawingWords(job.y / job.height));
    }
  }

  // A key that would change the position or the view is refused the same way: it is
  // stopped before the panel's keys (panel.js, which would undo, take a hint, add a heap…
  // in the session behind the frozen board) and before the board's own (the XOR table's
  // arrows). It listens first, on the window in the capture phase.
  function onKey(e) {
    if (!job || !changesBoard(e)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    sayWhy();
  }

  // changesBoard reports whether keydown e would change the position or the view: where
  // panel.js takes keys (not in a field, not with a dialog open), Ctrl+Z and Ctrl+Y, the
  // keys panel.js says change the board (window.nimscopeKeys) and a scene control's (an
  // arrow only from the page itself, as panel.js); on the board, also the keys the scene
  // reads (arrows, a zoom's + - 0).
  function changesBoard(e) {
    const t = e.target;
    if (t && t.closest && t.closest("input, textarea, select, [contenteditable]")) return false;
    if (document.querySelector("dialog[open]") || e.altKey) return false;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (e.ctrlKey || e.metaKey) return key === "z" || key === "y";
    const arrow = /^Arrow(Left|Right|Up|Down)$/.test(key);
    // panel.js's keys: those that change the position or the view (undo, redo, hint,
    // misère, opponent, a heap more or less, values), and the others, which go on.
    const panel = window.nimscopeKeys || {board: "", all: ""};
    if (!arrow && key.length !== 1 || panel.all.includes(key) && !panel.board.includes(key)) return false;
    if (panel.board.includes(key) || t instanceof HTMLCanvasElement) return true;
    if (arrow && t !== document.body && t !== document.documentElement) return false;
    return [...document.querySelectorAll("#scene-controls button[data-key]")].some((b) => b.dataset.key === key);
  }

  // announce has screen readers say text, politely, from a live region of this script's
  // own: the dialog's status is not read while the dialog is closed.
  function announce(text) {
    let live = $("export-live");
    if (!live) {
      live = document.createElement("p");
      live.id = "export-live";
      live.className = "visually-hidden";
      live.setAttribute("aria-live", "polite");
      document.body.append(live);
    }
    live.textContent = "";
    setTimeout(() => { live.textContent = text; }, 50); // a change, even when the words repeat
  }

  // band puts a band of a PNG's rows in place, and encodes the picture after the last; done
  // gets the PNG's blob (null when encoding failed).
  function band(d, done) {
    const rows = d.pixels.length / (4 * d.width);
    if (!Number.isInteger(rows) || rows < 1) return;
    // Bands of another picture: the one before ended without its last band.
    if (job && (job.name !== d.name || job.width !== d.width || job.height !== d.height)) drop();
    if (!job) {
      busy(true);
      const canvas = document.createElement("canvas");
      canvas.width = d.width;
      canvas.height = d.height;
      // willReadFrequently keeps the canvas in memory rather than on the GPU: a band put
      // on it is then a copy, not an upload to the GPU process, which the next band's
      // drawing waits for (WebGL in software shares it).
      job = { name: d.name, width: d.width, height: d.height, y: 0, canvas: canvas, ctx: canvas.getContext("2d", { willReadFrequently: true }) };
    }
    const j = job;
    if (j.y + rows > j.height) {
      drop();
      return;
    }
    j.ctx.putImageData(new ImageData(d.pixels, d.width, rows), 0, j.y);
    j.y += rows;
    if (j.y < j.height) {
      showProgress(j.y / j.height);
      return;
    }
    drop();
    j.canvas.toBlob(done, "image/png");
  }

  // drop forgets the PNG on its way: finished, or ended by an error.
  function drop() {
    busy(false);
    job = null;
  }

  // formats are the export formats of the board shown, as Go lists them.
  function formats() {
    try {
      const f = ready() && typeof ns().exports === "function" ? ns().exports() : null;
      return Array.isArray(f) ? f.map(String) : ["png"];
    } catch (err) {
      return ["png"];
    }
  }

  function update() {
    const on = ready();
    $("export-png").disabled = !on;
    $("export-size").disabled = !on;
    $("export-svg-row").hidden = !on || !formats().includes("svg");
    const c = document.querySelector("canvas");
    if (c && c.width > 0) $("export-size").options[0].textContent = t("export.ownSize", c.width, c.height);
  }

  function openExport() {
    if (dialog.open) return;
    update();
    if (job) showProgress(job.y / job.height);
    else status("");
    const had = document.activeElement;
    dialog.returnFocus = had && had !== document.body && had !== document.documentElement ? had : $("export-open");
    dialog.showModal();
  }

  // ask sends the export command; the picture comes back as nimscope:picture.
  function ask(arg) {
    if (!ready()) return;
    let res;
    try {
      res = ns().command("export", arg);
    } catch (err) {
      res = { error: err && err.message ? err.message : String(err) };
    }
    if (res && res.error) status(t("export.failed", sentence(res.error)));
    else status(t("export.drawing"));
  }

  // save offers blob as a download called name. The object URL is a blob: URL of this
  // page, so the CSP's img-src and script-src have no say in it.
  function save(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  const safeName = (n) => typeof n === "string" && /^[A-Za-z0-9_-]+\.(png|svg)$/.test(n);

  function onPicture(e) {
    const d = e.detail;
    if (!d || typeof d !== "object" || !safeName(d.name)) return;
    const done = (blob) => {
      if (!blob) {
        status(t("export.encodeFailed"));
        return;
      }
      save(blob, d.name);
      status(d.width ? t("export.savedPx", d.name, d.width, d.height) : t("export.saved", d.name));
      window.dispatchEvent(new CustomEvent("nimscope:exported", {
        detail: { name: d.name, type: d.type, width: d.width || 0, height: d.height || 0, blob: blob },
      }));
    };
    if (d.type === "image/svg+xml" && typeof d.text === "string") {
      done(new Blob([d.text], { type: "image/svg+xml" }));
    } else if (d.type === "image/png" && d.pixels instanceof Uint8ClampedArray && d.width > 0 && d.height > 0) {
      band(d, done);
    }
  }

  function onError(e) {
    const d = e.detail || {};
    // A panic ends the picture being drawn: its bands stop coming.
    if (d.source === "export" || d.source === "panic") drop();
    if (d.source === "export") status(t("export.failed", sentence(d.message || "unknown error")));
  }

  $("export-open").addEventListener("click", openExport);
  $("export-png").addEventListener("click", () => ask($("export-size").value));
  $("export-svg").addEventListener("click", () => ask("svg"));
  window.addEventListener("nimscope:picture", onPicture);
  window.addEventListener("nimscope:error", onError);
  window.addEventListener("nimscope:ready", update);
  window.addEventListener("nimscope:scene", () => { if (dialog.open) update(); });
  document.addEventListener("pointerdown", onBoardPress, true);
  window.addEventListener("keydown", onKey, true);
})();

// export.js: the Export dialog. Go draws the picture (nimscope.command("export", …)) and
// sends it as nimscope:picture: a PNG as raw RGBA pixels, which this script encodes with a
// canvas (the wasm carries no PNG encoder), or an SVG's text. Either is saved as a download
// from an object URL, and announced as nimscope:exported for scripts and tests.
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
    status("");
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
      const canvas = document.createElement("canvas");
      canvas.width = d.width;
      canvas.height = d.height;
      canvas.getContext("2d").putImageData(new ImageData(d.pixels, d.width, d.height), 0, 0);
      canvas.toBlob(done, "image/png");
    }
  }

  function onError(e) {
    const d = e.detail || {};
    if (d.source === "export") status(t("export.failed", sentence(d.message || "unknown error")));
  }

  $("export-open").addEventListener("click", openExport);
  $("export-png").addEventListener("click", () => ask($("export-size").value));
  $("export-svg").addEventListener("click", () => ask("svg"));
  window.addEventListener("nimscope:picture", onPicture);
  window.addEventListener("nimscope:error", onError);
  window.addEventListener("nimscope:ready", update);
  window.addEventListener("nimscope:scene", () => { if (dialog.open) update(); });
})();

// lecture.js: a small slide deck, in the manner of reveal.js, around nimscope embeds. One
// slide shows at a time; the embeds of the slide shown get "slide:start" and all others
// "slide:stop", so that only the board on screen draws. The embeds tell the deck their
// position with postMessage (docs/embedding.md), which it writes under each board, and pass
// on the keys they do not use (a clicker's Page Down inside a board turns the slide).
"use strict";
(function () {
  const slides = [...document.querySelectorAll(".slide")];
  const counter = document.getElementById("counter");
  const prev = document.getElementById("prev");
  const next = document.getElementById("next");
  let at = 0;

  // The origin to post to: the iframe's own. A page opened from a file has an opaque origin,
  // which cannot be named: "*" then (the messages hold nothing secret).
  function originOf(iframe) {
    try {
      const o = new URL(iframe.src, location.href).origin;
      return o && o !== "null" && !o.startsWith("file:") ? o : "*";
    } catch (err) {
      return "*";
    }
  }

  function tell(iframe, on) {
    if (!iframe.contentWindow) return;
    iframe.contentWindow.postMessage(on ? "slide:start" : "slide:stop", originOf(iframe));
  }

  function show(i, focus) {
    at = Math.max(0, Math.min(slides.length - 1, i));
    slides.forEach((s, j) => {
      s.hidden = j !== at;
      for (const f of s.querySelectorAll("iframe.embed")) tell(f, j === at);
    });
    counter.textContent = "Slide " + (at + 1) + " of " + slides.length;
    prev.disabled = at === 0;
    next.disabled = at === slides.length - 1;
    history.replaceState(null, "", "#slide-" + (at + 1));
    if (focus) {
      const h = slides[at].querySelector("h1, h2");
      if (h) {
        h.tabIndex = -1;
        h.focus({ preventScroll: true });
      }
    }
  }

  prev.addEventListener("click", () => show(at - 1));
  next.addEventListener("click", () => show(at + 1));

  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (t && t.closest && t.closest("input, textarea, select, [contenteditable]")) return;
    let to = null;
    if (e.key === "ArrowRight" || e.key === "PageDown") to = at + 1;
    else if (e.key === "ArrowLeft" || e.key === "PageUp") to = at - 1;
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = slides.length - 1;
    if (to === null) return;
    e.preventDefault();
    show(to, true);
  });

  // Each embed, once loaded, hears whether its slide is the one shown.
  const frames = [...document.querySelectorAll("iframe.embed")];
  for (const f of frames) {
    f.addEventListener("load", () => tell(f, !f.closest(".slide").hidden));
  }

  // What the embeds say. Only messages from our own iframes, from their origin, in
  // nimscope's format are read, and only as text.
  window.addEventListener("message", (e) => {
    const f = frames.find((x) => x.contentWindow === e.source);
    if (!f) return;
    const want = originOf(f);
    if (want !== "*" && e.origin !== want) return;
    const d = e.data;
    if (!d || typeof d !== "object" || d.namespace !== "nimscope" || typeof d.type !== "string") return;
    const line = f.closest(".slide").querySelector(".embed-state");
    if (d.type === "ready") f.dataset.ready = "1";
    if ((d.type === "state" || d.type === "ready") && typeof d.state === "string" && typeof d.position === "string") {
      // After an error (a link it cannot show) the embed shows its default position: the
      // error stays written until the position changes from that one.
      if (f.dataset.errorAt !== undefined) {
        if (f.dataset.errorAt === "") f.dataset.errorAt = d.position;
        if (f.dataset.errorAt === d.position) return;
        delete f.dataset.errorAt;
      }
      if (line) line.textContent = d.state;
    } else if (d.type === "error" && typeof d.message === "string") {
      f.dataset.errorAt = "";
      if (line) line.textContent = "The embed says: " + d.message;
    } else if (d.type === "key") {
      // A key the board had no use for: a clicker's Page Down or Page Up turns the slide,
      // Escape gives the focus back to the deck. Either way the deck has the keys again.
      if (d.key === "PageDown") show(at + 1, true);
      else if (d.key === "PageUp") show(at - 1, true);
      else if (d.key === "Escape") show(at, true);
    }
  });

  const m = /^#slide-([0-9]+)$/.exec(location.hash);
  show(m ? Number(m[1]) - 1 : 0);
})();

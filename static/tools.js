// tools.js: the page's tools around the game: the embed dialog (an iframe snippet, the
// permalink, a Markdown fallback), the list of keys, full screen, hiding the panel, and the
// board's canvas as a guest in a host page (a click focuses it, the wheel scrolls the page).
// It reads the view model from nimscope:state events and window.nimscope.view(); it never
// writes anything it was given into HTML: every text goes in through textContent or value.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const t = (id, ...args) => window.nimscopeI18n.t(id, ...args);
  const root = document.documentElement;
  let vm = null;

  // current is the session as it is now, or the last view model the page was sent.
  function current() {
    try {
      const v = window.nimscope && typeof window.nimscope.view === "function" ? window.nimscope.view() : null;
      if (v && typeof v === "object" && !v.error && typeof v.state === "string") return v;
    } catch (err) {
      // the last event will do
    }
    return vm;
  }

  // Ebiten sizes its canvas's pixels on window resizes only; the panel's width changes
  // without one when it is hidden or the chrome changes.
  function relayout() {
    window.dispatchEvent(new Event("resize"));
  }

  // ---- dialogs: modal, Escape closes them, Tab stays inside, focus goes back ----

  const focusable = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

  // openDialog shows a dialog; focus goes back, when it closes, to what had it before (the
  // button clicked, or whatever had focus when a key opened it), else to fallback.
  function openDialog(dialog, fallback) {
    if (dialog.open) return;
    const had = document.activeElement;
    dialog.returnFocus = had && had !== document.body && had !== document.documentElement ? had : fallback;
    dialog.showModal();
  }

  for (const d of document.querySelectorAll("dialog")) {
    d.addEventListener("close", () => {
      const back = d.returnFocus;
      d.returnFocus = null;
      if (back && back.isConnected && typeof back.focus === "function" && back.getClientRects().length > 0) {
        back.focus();
      } else {
        $("panel").focus();
      }
    });
    for (const b of d.querySelectorAll(".dialog-close")) b.addEventListener("click", () => d.close());
    // A modal dialog makes the rest of this page inert, but inside an iframe Tab would still
    // leave it for the host page: keep it going round.
    d.addEventListener("keydown", (e) => {
      if (e.key !== "Tab") return;
      const items = [...d.querySelectorAll(focusable)].filter((x) => x.getClientRects().length > 0);
      if (!items.length) return;
      const first = items[0], last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !d.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !d.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    });
    // A click on the backdrop (outside the dialog's box) closes it.
    d.addEventListener("click", (e) => {
      if (e.target !== d) return;
      const r = d.getBoundingClientRect();
      if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) d.close();
    });
  }

  // ---- the list of keys ----

  $("keys-open").addEventListener("click", () => {
    // The panel's list is the one source; the dialog shows a copy without its ids.
    const copy = $("keys-list").cloneNode(true);
    const items = [...copy.children].filter((li) => !li.hidden);
    for (const li of items) {
      li.removeAttribute("id");
      for (const x of li.querySelectorAll("[id]")) x.removeAttribute("id");
    }
    $("keys-dialog-list").replaceChildren(...items);
    openDialog($("keys-dialog"), $("keys-open"));
  });

  // ---- the embed dialog ----

  // pageURL is this page's address without the hash, naming index.html where the address
  // names its folder: a link that works on any static host or LMS.
  function pageURL() {
    const u = new URL(location.href);
    u.hash = "";
    if (u.pathname.endsWith("/")) u.pathname += "index.html";
    return u.href;
  }

  // htmlAttr escapes text for a double-quoted HTML attribute in the snippet.
  const htmlAttr = (s) => String(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // mdText escapes text for a Markdown link text or image description.
  const mdText = (s) => String(s).replace(/([\\`*_{}\[\]()#+!|<>])/g, "\\$1");
  // mdURL makes a URL safe inside Markdown's (…): no spaces, parentheses or angle brackets.
  const mdURL = (s) => String(s).replace(/[\s()<>]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0"));

  const aspects = { "16:10": "62.5%", "16:9": "56.25%", "4:3": "75%", "1:1": "100%" };

  // stateFor writes v's state with embed=1 (compact) or without it, and with motion=reduced
  // (still) or without it, or as the state has it when still is undefined: the view keys in
  // the order Go writes them (hint and vs before embed; motion last of the explorer's keys,
  // before a game's own, such as a drawing's pos).
  function stateFor(v, compact, still) {
    const position = String(v.position);
    const state = String(v.state);
    const rest = state.startsWith(position) ? state.slice(position.length) : "";
    let pairs = rest.split("&").filter((p) => p !== "" && p !== "embed=1");
    if (compact) put(pairs, /^(hint|vs)=/, "embed=1");
    if (still !== undefined) {
      pairs = pairs.filter((p) => p !== "motion=reduced");
      if (still) put(pairs, /^(hint|vs|embed|theme|projector|lang|values)=/, "motion=reduced");
    }
    return position + pairs.map((p) => "&" + p).join("");
  }

  // put inserts pair into pairs after the leading ones that match before: the keys Go
  // writes ahead of it.
  function put(pairs, before, pair) {
    let at = 0;
    while (at < pairs.length && before.test(pairs[at])) at++;
    pairs.splice(at, 0, pair);
  }

  // titleOf is the frame's title: the game's name as the picker writes it, in the page's
  // language as the position's words are ("nimscope: Moore's Nim-k, heaps 5, 8, 10; k = 2").
  function titleOf(v) {
    const entry = Array.isArray(v.games) ? v.games.find((g) => g && g.game === v.game && typeof g.title === "string" && g.title) : null;
    const game = entry ? entry.title : typeof v.game === "string" && v.game ? v.game.charAt(0).toUpperCase() + v.game.slice(1) : "Game";
    return "nimscope: " + (v.words ? window.nimscopeI18n.comma([game, v.words]) : game);
  }

  function fillEmbed() {
    const v = current();
    if (!v || typeof v.state !== "string") {
      for (const id of ["embed-iframe", "embed-link", "embed-markdown"]) $(id).value = "";
      $("embed-status").textContent = t("embed.loading");
      return;
    }
    const compact = $("embed-compact").checked;
    const link = pageURL() + "#" + stateFor(v, false);
    const src = pageURL() + "#" + stateFor(v, compact, $("embed-still").checked);
    const title = titleOf(v);
    const pad = aspects[$("embed-aspect").value] || aspects["16:10"];
    $("embed-iframe").value =
      '<div style="position:relative;width:100%;height:0;padding-top:' + pad + '">\n' +
      '  <iframe src="' + htmlAttr(src) + '"\n' +
      '    title="' + htmlAttr(title) + '" loading="lazy" allow="fullscreen; clipboard-write"\n' +
      '    style="position:absolute;top:0;left:0;width:100%;height:100%;border:0"></iframe>\n' +
      "</div>";
    $("embed-link").value = link;
    const picture = new URL("preview.svg", pageURL()).href;
    $("embed-markdown").value = "[![" + mdText(title + " " + t("embed.open")) + "](" + mdURL(picture) + ")](" + mdURL(link) + ")";
  }

  $("embed-open").addEventListener("click", () => {
    $("embed-status").textContent = "";
    // Still pictures start as the page shows them: on where its link asks for them.
    const v = current();
    $("embed-still").checked = !!(v && v.display && v.display.motion === "reduced");
    fillEmbed();
    openDialog($("embed-dialog"), $("embed-open"));
    // The first thing to do is to copy the iframe: the focus starts there. (No autofocus
    // attribute: Chrome complains of it in a cross-origin iframe.)
    document.querySelector('#embed-dialog button[data-copy="embed-iframe"]').focus();
  });
  $("embed-aspect").addEventListener("change", fillEmbed);
  $("embed-compact").addEventListener("change", fillEmbed);
  $("embed-still").addEventListener("change", fillEmbed);

  // clipboardAllowed is false where the page may not write the clipboard (an iframe without
  // allow="clipboard-write"): asking would only log a policy violation.
  function clipboardAllowed() {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function" || !window.isSecureContext) return false;
    const policy = document.permissionsPolicy || document.featurePolicy;
    if (policy && typeof policy.allowsFeature === "function") {
      try {
        return policy.allowsFeature("clipboard-write");
      } catch (err) {
        return true;
      }
    }
    return true;
  }

  async function copy(field, what) {
    const say = (text) => { $("embed-status").textContent = text; };
    const text = field.value;
    if (!text) return;
    if (clipboardAllowed()) {
      try {
        await navigator.clipboard.writeText(text);
        say(t("embed.copied", what));
        return;
      } catch (err) {
        // fall back to selecting it
      }
    }
    field.focus();
    field.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch (err) {
      ok = false;
    }
    say(ok ? t("embed.copied", what) : t("embed.selected", what));
  }

  for (const b of document.querySelectorAll("button.copy[data-copy]")) {
    b.addEventListener("click", () => {
      const field = $(b.dataset.copy);
      const what = t({ "embed-iframe": "embed.theIframe", "embed-link": "embed.theLink", "embed-markdown": "embed.theMarkdown" }[b.dataset.copy] || "embed.theText");
      if (field) copy(field, what);
    });
  }
  // A click in a field selects all of it, ready for Ctrl+C.
  for (const id of ["embed-iframe", "embed-link", "embed-markdown"]) {
    $(id).addEventListener("focus", () => $(id).select());
  }

  // ---- full screen ----

  const fs = $("fullscreen");
  const canFullscreen = !!document.fullscreenEnabled && typeof root.requestFullscreen === "function";
  fs.hidden = !canFullscreen;
  fs.addEventListener("click", () => {
    if (!canFullscreen) return;
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => {});
    } else {
      root.requestFullscreen().catch(() => {});
    }
  });
  document.addEventListener("fullscreenchange", () => {
    const on = !!document.fullscreenElement;
    fs.setAttribute("aria-pressed", String(on));
  });

  // ---- hiding the panel ----

  const toggle = $("panel-toggle");
  // Beside the title of a narrow panel the toggle says only "Hide": in a slide's frame (an
  // embed at 640 × 400) or a window under about 1,000 px wide the panel is at its minimum,
  // and "Сховати панель" covered the end of the title. Its name stays whole for a screen
  // reader, and begins with the words seen, for voice control.
  const narrowPanel = () => $("panel").clientWidth < 22 * parseFloat(getComputedStyle(root).fontSize);
  const toggleText = () => {
    const hidden = root.classList.contains("panel-collapsed");
    const short = !hidden && narrowPanel();
    const text = t(hidden ? "panel.show" : short ? "panel.hideShort" : "panel.hide");
    if (toggle.textContent !== text) toggle.textContent = text;
    toggle.classList.toggle("short", short); // the title's row keeps less room for it
    if (short) toggle.setAttribute("aria-label", t("panel.hide"));
    else toggle.removeAttribute("aria-label");
  };
  toggleText();
  toggle.addEventListener("click", () => {
    const hide = !root.classList.contains("panel-collapsed");
    const hadFocus = $("panel").contains(document.activeElement);
    root.classList.toggle("panel-collapsed", hide);
    toggle.setAttribute("aria-expanded", String(!hide));
    toggleText();
    if (hide && hadFocus) toggle.focus();
  });
  // An error needs the panel: it comes back to show one.
  window.addEventListener("nimscope:error", () => {
    if (root.classList.contains("panel-collapsed")) toggle.click();
  });

  // ---- the board's canvas ----

  let canvas = null;

  function adopt(c) {
    if (canvas === c) return;
    canvas = c;
    // Ebiten gives its canvas tabindex 1, ahead of everything; the board takes no keys of
    // its own (they work anywhere on the page), so Tab goes through the panel only.
    c.tabIndex = -1;
    c.setAttribute("role", "img");
    // First in the page, so that Tab from the board goes on to the panel's controls.
    if (document.body.firstElementChild !== c) document.body.prepend(c);
    label();
    // A click focuses the board, so that the keys reach this page inside an iframe.
    c.addEventListener("pointerdown", () => {
      if (document.activeElement !== c) c.focus({ preventScroll: true });
    });
  }

  function label() {
    if (!canvas) return;
    const words = vm && typeof vm.words === "string" && vm.words ? vm.words : "";
    const text = words ? t("board.words", words) : t("board");
    if (canvas.getAttribute("aria-label") !== text) canvas.setAttribute("aria-label", text); // unchanged by most states
  }

  function findCanvas() {
    const c = document.querySelector("body > canvas");
    if (c) adopt(c);
    return !!c;
  }
  if (!findCanvas()) {
    const watch = new MutationObserver(() => {
      if (findCanvas()) watch.disconnect();
    });
    watch.observe(document.body, { childList: true });
  }

  // Ebiten cancels every wheel event on its canvas, which would stop a host page from
  // scrolling over an embed. The wheel reaches the board only with Ctrl held (a pinch on a
  // touchpad comes as one); otherwise it is stopped on its way down, before Ebiten's
  // listener, and scrolls the page as over anything else.
  window.addEventListener("wheel", (e) => {
    if (!e.ctrlKey && e.target instanceof HTMLCanvasElement) e.stopPropagation();
  }, { capture: true, passive: true });

  // Ebiten also cancels every key on its canvas; Tab must still move on (no keyboard trap).
  window.addEventListener("keydown", (e) => {
    if (e.key === "Tab" && e.target instanceof HTMLCanvasElement) e.stopPropagation();
  }, true);

  window.addEventListener("nimscope:state", (e) => {
    if (!e.detail || typeof e.detail !== "object") return;
    vm = e.detail;
    label();
    // The full page, for a student in an embed: the same position without embed=1.
    if (typeof vm.state === "string" && typeof vm.position === "string") {
      const href = pageURL() + "#" + stateFor(vm, false);
      if ($("open-full").href !== href) $("open-full").href = href;
    }
    if ($("embed-dialog").open) fillEmbed();
  });
  window.addEventListener("nimscope:ready", () => findCanvas());
  // The language changed (the view model's lang): the words this file writes follow.
  window.addEventListener("nimscope:lang", () => {
    toggleText();
    label();
    if ($("embed-dialog").open) fillEmbed();
  });

  // The panel's width depends on the chrome (embed, projector): let the board follow.
  // relayout's resize, too: the toggle's words follow the panel's width.
  new MutationObserver(relayout).observe(root, { attributes: true, attributeFilter: ["class"] });
  window.addEventListener("resize", toggleText);
})();

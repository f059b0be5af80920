// panel.js: the explaining panel beside the stage. It talks to the Go program only
// through window.nimscope and the nimscope:* events (docs/internals.md). It knows no game:
// what it shows and edits comes from the view model's blocks (fields, table, hints,
// sections, about), which each game's Rules.Fill writes in Go.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const I18n = window.nimscopeI18n;
  const t = (id, ...args) => I18n.t(id, ...args);
  // The render writes only what differs. Text written again is a new text node, and an
  // attribute or property set again is a change all the same: a move that changed one
  // number restyled and repainted the whole panel, and on a 2-core PC the board lost frames
  // (BENCHMARKS.md, "The panel writes only what changed (session 36)").
  const setText = (e, text) => {
    text = text === undefined || text === null ? "" : String(text);
    if (e.textContent !== text) e.textContent = text;
  };
  // setNotation writes a position with its line breaks between its parts, after an "&", a
  // "|" or a ",", so a long one (a sum, a Hackenbush graph) does not wrap inside a word
  // ("hac" / "kenbush") or an edge ("1-" / "2"). A part is kept whole (class "part", no
  // wrapping) unless it is longer than a narrow panel's line; the CSS breaks those anywhere.
  // Neither the spans nor <wbr> add anything to the text a reader copies.
  const setNotation = (e, text) => {
    text = text === undefined || text === null ? "" : String(text);
    if (e.dataset.notation === text) return;
    e.dataset.notation = text;
    const nodes = [];
    for (const piece of text.match(/[^&|,]*(?:[&|,]|$)/g)) {
      if (piece === "") continue;
      if (nodes.length > 0) nodes.push(document.createElement("wbr"));
      if (piece.length > 24) {
        nodes.push(piece);
        continue;
      }
      const span = document.createElement("span");
      span.className = "part";
      span.textContent = piece;
      nodes.push(span);
    }
    e.replaceChildren(...nodes);
  };
  const setAttr = (e, name, value) => {
    if (e.getAttribute(name) !== value) e.setAttribute(name, value);
  };
  // setProp sets a reflected property (hidden, disabled, min, max, title) that differs.
  const setProp = (e, name, value) => {
    if (e[name] !== value) e[name] = value;
  };
  // own writes an element's words from the view model: its data-i18n no longer applies.
  const own = (e, text) => {
    e.removeAttribute("data-i18n");
    setText(e, text);
  };
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };

  let vm = null;            // the latest view model
  let ready = false;        // nimscope:ready seen, and the program still running
  let lastPosition = null;  // the position of the previous state event
  let pendingHash = null;   // a hash we passed to set() and whose state event has not come
  let pendingState = null;  // Go's state right after that set(), which the hash's state event carries
  let keepBadHash = false;  // a bad hash stays in the address bar until the position changes
  let badState = null;      // Go's state when the bad hash came: a late state event of it keeps the bad hash too
  let knownHash = location.hash; // the hash the page last wrote or read: another one is a navigation not yet handled
  let hashError = null;     // a hash error waiting for the position to be known
  let lastLog = [];
  let lastCommit = null;    // {input, raw, pos}: Enter and change both commit; send once
  let warningsDismissed = ""; // the warnings the user dismissed, as JSON
  // Inside an iframe the page's history is the host's: moves replace the hash, never push.
  const framed = window.parent !== window;

  // ---- errors ----

  // sentence ends s as a sentence of the panel's language ("。" in Chinese).
  const sentence = (s) => I18n.sentence(s);

  function showError(text) {
    linkError = null;
    $("error-text").textContent = text;
    $("error").hidden = false;
    requestAnimationFrame(uncover);
  }

  // uncover scrolls the panel so that the error, which stays at the panel's top as it
  // scrolls, does not sit over the field that has the focus: the one to mend.
  function uncover() {
    const f = document.activeElement, box = $("error"), panel = $("panel");
    if (box.hidden || !f || f === panel || !panel.contains(f)) return;
    const e = box.getBoundingClientRect(), r = f.getBoundingClientRect();
    if (r.bottom > e.top && r.top < e.bottom + 8) panel.scrollTop -= e.bottom + 8 - r.top;
  }

  function clearError() {
    linkError = null;
    setProp($("error"), "hidden", true);
    setText($("error-text"), "");
  }

  // The link's error on show, rewritten when the page's language changes: it is shown with the
  // first state, before the link's own lang= is applied (applyLinkView).
  let linkError = null;
  function showLinkError(message, position) {
    showError(t("err.badLink", sentence(String(message)), position));
    linkError = { message, position };
  }
  window.addEventListener("nimscope:lang", () => {
    if (linkError && !$("error").hidden) showLinkError(linkError.message, linkError.position);
  });

  // The view model's warnings: keys of the link that were ignored. They stay until dismissed
  // or until a Set without them.
  function renderWarnings() {
    const list = vm && Array.isArray(vm.warnings) ? vm.warnings.map(String) : [];
    const key = JSON.stringify(list);
    if (!list.length) warningsDismissed = "";
    const show = list.length > 0 && key !== warningsDismissed;
    setProp($("warning"), "hidden", !show);
    setText($("warning-text"), show ? I18n.sentences(list.map(sentence)) : "");
  }

  // A link whose position cannot be shown may still ask for a look (embed=1, theme…): those
  // keys alone are applied to the position shown, as Go reads them; anything else is left.
  // Each on its own, so that a bad one (theme=blue) does not keep the others, lang= above
  // all, from the page: its error would be half in the link's language and half in English.
  let linkView = false;
  const VIEW_KEYS = ["hint", "vs", "embed", "theme", "projector", "lang", "values", "motion"];
  function applyLinkView() {
    if (!linkView || !vm || !ready) return;
    linkView = false;
    const pairs = location.hash.slice(1).split("&").filter((p) => VIEW_KEYS.includes(p.split("=")[0]));
    for (const p of pairs) {
      try {
        window.nimscope.set(vm.position + "&" + p);
      } catch (err) {
        // the link's error is on show already
      }
    }
  }

  function showHashError(message) {
    linkView = true;
    hashError = message;
    if (!vm) return; // shown once the first state says what is on the stage
    hashError = null;
    // The position Go shows now: a state event on its way (a move, history's forward) is a
    // frame behind, and would otherwise be named wrongly here and then clear the error.
    let shown = vm.position;
    try {
      const v = window.nimscope.view();
      if (v && typeof v.position === "string") shown = v.position;
    } catch (err) {
      // the last view model's
    }
    showLinkError(message, shown);
    applyLinkView();
  }

  // call runs one method of window.nimscope and turns every failure into an error line.
  // It returns true when the call succeeded.
  // A field's error leaves out Go's "key: " at its start (key), which what names already.
  function call(what, fn, key) {
    let res;
    const fail = (message) => {
      message = String(message);
      if (key && message.startsWith(key + ": ")) message = message.slice(key.length + 2);
      showError(t("err.what", what, sentence(message)));
      return false;
    };
    try {
      res = fn(window.nimscope);
    } catch (err) {
      return fail(err && err.message ? err.message : String(err));
    }
    if (res && res.error) return fail(res.text || res.error);
    return true;
  }

  function set(what, text, key) {
    if (!ready) return false;
    const ok = call(what, (ns) => ns.set(text), key);
    if (ok) clearError();
    return ok;
  }

  function command(what, name, arg) {
    if (!ready) return false;
    const ok = call(what, (ns) => ns.command(name, arg));
    if (ok) clearError();
    return ok;
  }

  // ---- display: theme, embed, projector, values (view keys the session keeps) ----

  // The display the view model asks for; a view model without one (an older Go) is the default.
  function displayOf(v) {
    const d = v && v.display && typeof v.display === "object" ? v.display : {};
    return {
      embed: d.embed === true,
      theme: d.theme === "light" || d.theme === "dark" ? d.theme : "auto",
      projector: d.projector === true,
      lang: typeof d.lang === "string" && /^(en|ru|uk|zh)$/.test(d.lang) ? d.lang : "",
      hideValues: d.hideValues === true,
    };
  }

  // placeTools puts the tools row where the page wants it: in the masthead, and under the
  // position's block in an embed or a short window with the panel beside the board (a phone
  // held sideways). There the panel is at its minimum width and the tools wrap to three or
  // four rows, which pushed the outcome below the fold (an embed at 640 × 400, a phone at
  // 844 × 390). Moved in the document, not by CSS order, so that Tab meets them where they
  // are seen. The query is style.css's for the panel beside the board, and short.
  const shortBeside = window.matchMedia("(orientation: landscape) and (min-width: 481px) and (max-height: 500px)");
  function placeTools() {
    const below = document.documentElement.classList.contains("embed") || shortBeside.matches;
    const tools = $("tools");
    const after = below ? $("outcome-section") : $("title-row");
    if (tools.previousElementSibling === after) return;
    // A move takes the focus off a control in it (a phone turned while a tool had it).
    const had = tools.contains(document.activeElement) ? document.activeElement : null;
    after.after(tools);
    if (had) had.focus({ preventScroll: true });
  }
  placeTools();
  shortBeside.addEventListener("change", placeTools);

  function applyDisplay(d) {
    const root = document.documentElement;
    root.classList.toggle("theme-light", d.theme === "light");
    root.classList.toggle("theme-dark", d.theme === "dark");
    root.classList.toggle("embed", d.embed);
    placeTools();
    root.classList.toggle("projector", d.projector);
    if (d.lang) root.dataset.lang = d.lang;
    else delete root.dataset.lang;
  }

  // concealed reports whether the values are hidden from the students now: values=hidden
  // and the lecturer has not revealed this position's (the view model's revealed, which Go
  // ends when the position changes, for the canvas and the panel alike).
  function concealed() {
    return !!vm && displayOf(vm).hideValues && !vm.revealed;
  }

  // toggleReveal asks Go to reveal the values, or hide them again; the state that follows
  // draws it (applyState).
  function toggleReveal() {
    if (!vm || !displayOf(vm).hideValues) return;
    command("reveal", "reveal", !vm.revealed);
  }

  // revealWords says aloud what the reveal shows.
  function revealWords() {
    const a = vm.analysis || {};
    const parts = [];
    if (a.outcome) parts.push(t("out.position", a.outcome));
    if (typeof a.grundy === "number") parts.push(t("out.grundy", a.grundy));
    const sum = vm.table && vm.table.sum;
    if (sum && typeof sum.value === "number") parts.push(sentence((sum.name || sum.label) + " " + sum.value));
    return I18n.sentences(parts) || t("out.shown");
  }

  // ---- editing ----

  // The panel knows no game: it edits the fields the view model lists and writes the
  // position from all of them, in order, as the notation wants it (docs/internals.md).
  const MAX_WHOLE = 9007199254740991;
  const enc = (s) => encodeURIComponent(String(s)).replace(/%2C/gi, ",");
  const lower = (s) => String(s).toLowerCase();
  const article = (word) => (/^[aeiou]/i.test(word) ? "an " : "a ") + word;

  // positionText writes the position of view v with key's value replaced (when key is
  // given) and the play given (else v's).
  function positionText(v, key, value, play) {
    let s = "game=" + enc(v.game);
    for (const f of v.fields) s += "&" + enc(f.key) + "=" + enc(f.key === key ? value : f.value);
    return s + ((play || v.play) === "misere" ? "&play=misere" : "");
  }

  const itemsOf = (f) => (f.value === "" ? [] : String(f.value).split(","));
  // itemName is item i of list f by name: Go writes where its number goes ("Heap {n}",
  // "第 {n} 堆"), since a language may count with words around the number.
  const itemName = (f, i) => (f.nth ? f.nth.split("{n}").join(String(i + 1)) : (f.item || t("edit.item")) + " " + (i + 1));
  const fieldOf = (v, key) => v.fields.find((f) => f.key === key) || null;
  const firstList = (v) => (v && Array.isArray(v.fields) && v.fields.find((f) => f.kind === "list")) || null;

  // current is the session as it is now. The last state event can be a frame old (Go sends
  // it from its next Update), and an edit built on it could undo the computer's newest move.
  function current() {
    try {
      const v = window.nimscope.view();
      if (v && !v.error) return v;
    } catch (err) {
      // fall back to the last event
    }
    return vm;
  }

  function editable() {
    if (!ready || !vm) return null;
    const v = current();
    return v && Array.isArray(v.fields) ? v : null;
  }

  // listField is key's field in the session as it is now, when it is a list.
  function listField(key) {
    const v = editable();
    const f = v && fieldOf(v, key);
    return f && f.kind === "list" ? { v: v, f: f, items: itemsOf(f) } : null;
  }

  function addItem(key) {
    const l = listField(key);
    if (!l || (l.f.maxItems > 0 && l.items.length >= l.f.maxItems)) return;
    l.items.push(l.f.next || String(l.f.min || 0));
    const item = lower(l.f.item || t("edit.item"));
    set(t("err.add", article(item), item), positionText(l.v, key, l.items.join(",")));
  }

  // removeItem removes item i of a list, the last one when i is null.
  function removeItem(key, i) {
    const l = listField(key);
    if (!l) return;
    if (i === null) i = l.items.length - 1;
    if (l.items.length <= (l.f.minItems || 0) || i < 0 || i >= l.items.length) return;
    l.items.splice(i, 1);
    set(t("err.remove", lower(itemName(l.f, i))), positionText(l.v, key, l.items.join(",")));
  }

  function addFirst() {
    const f = firstList(vm);
    if (f) addItem(f.key);
  }

  function removeLast() {
    const f = firstList(vm);
    if (f) removeItem(f.key, null);
  }

  // A move typed into the panel, in one of four forms the view model chooses (Go checks the
  // move, as the session's Describe or Take, and its error is shown):
  // - "one": one item of the first list goes down to a new value (and, in a list that
  //   carries, what it gave up goes onto the item before it);
  // - "together": a list whose moves lower several items at once (together, Moore's Nim-k):
  //   every item's new value;
  // - "take": a game whose moves take from one heap (takeMax, Fibonacci Nim): the amount;
  // - "list": a game that lists its moves (moves: the coins a move turns): one of them.
  function moveMode(v) {
    if (!v || !Array.isArray(v.fields)) return null;
    const f = firstList(v);
    if (f) return Number(f.together) > 1 ? "together" : "one";
    if (Number(v.takeMax) > 0) return "take";
    return Array.isArray(v.moves) && v.moves.length > 0 ? "list" : null;
  }

  // The one-item form's words follow what the list holds, by the notation's key: a heap goes
  // down to fewer stones, a step keeps fewer coins, a coin slides to a cell. One template for
  // all read wrong in every language but English. A list of another key gets plain words.
  const ONE_HELP = { heaps: "move.helpHeap", steps: "move.helpStep", coins: "move.helpCoin" };
  const oneHelp = (f) => (Object.hasOwn(ONE_HELP, f.key) ? t(ONE_HELP[f.key]) : t("move.help", article(lower(f.item || t("edit.item")))));

  let moveAllShown = ""; // the items the together form's inputs were made for
  function renderMoveAll(f) {
    const box = $("move-all");
    const items = itemsOf(f);
    const shape = JSON.stringify([f.item, items, I18n.lang]);
    if (shape === moveAllShown) return;
    moveAllShown = shape;
    box.replaceChildren(...items.map((x, i) => {
      // "Heap 1 becomes": the position editor below has its own "Heap 1".
      const label = el("label", "", itemName(f, i) + " " + t("move.becomes") + " ");
      const input = el("input");
      Object.assign(input, { type: "number", min: "0", max: x, step: "1", value: x, inputMode: "numeric" });
      input.setAttribute("aria-describedby", "move-help");
      label.append(input);
      return label;
    }));
  }

  // The form hides while the computer moves; the element that had the focus gets it back
  // when the form shows again, so that a keyboard user is not sent back to the page's top.
  let moveFocus = null;

  // focusIfLost gives e the focus when nothing has it (it fell to the page's top as what had
  // it went away), unless e is gone or off: the user's own choice of focus stands.
  function focusIfLost(e) {
    const a = document.activeElement;
    if ((!a || a === document.body) && e && !e.hidden && !e.disabled) e.focus();
  }

  function renderMove() {
    const form = $("move");
    const v = vm;
    const mode = moveMode(v);
    const show = ready && !!v && !!v.analysis && !v.over && !!mode && v.toMove !== "computer";
    if (!show) {
      const a = document.activeElement;
      if (!form.hidden && a && form.contains(a)) moveFocus = a.id || "move-go";
      setProp(form, "hidden", true);
      if (v && v.over && moveFocus) {
        // The game is over: the form comes back by Undo only, which takes the focus (it
        // fell to the page's top).
        setTimeout(() => focusIfLost($("undo")), 0);
      }
      return;
    }
    setProp(form, "hidden", false);
    if (moveFocus) {
      const back = moveFocus;
      moveFocus = null;
      // After this render has shown what the mode needs (the next task): then, unless the
      // user has put the focus somewhere in the meantime.
      setTimeout(() => {
        if (!form.hidden) focusIfLost($(back));
      }, 0);
    }
    const f = firstList(v);
    const select = $("move-item");
    const to = $("move-to");
    for (const e of [select, $("move-item-label")]) setProp(e, "hidden", mode === "take" || mode === "together");
    for (const e of [to, $("move-to-label")]) setProp(e, "hidden", mode === "list" || mode === "together");
    setProp($("move-all"), "hidden", mode !== "together");
    own($("move-to-label"), t(mode === "take" ? "move.take" : f && f.key === "coins" ? "move.slidesTo" : "move.becomes"));
    if (mode === "take") {
      setProp(to, "min", "1");
      setProp(to, "max", String(v.takeMax));
      // "from 1 to 1" says a choice where there is none.
      setText($("move-help"), Number(v.takeMax) === 1 ? t("move.helpTakeOne") : t("move.helpTake", String(v.takeMax)));
      return;
    }
    setProp(to, "min", "0");
    if (mode === "together") {
      renderMoveAll(f);
      setText($("move-help"), t("move.helpTogether", String(f.together)));
      return;
    }
    let names;
    if (mode === "list") {
      own($("move-item-label"), t("move.yours"));
      names = v.moves.map((m) => String(m.label));
      setText($("move-help"), t("move.helpList"));
    } else {
      const items = itemsOf(f);
      const label = f.item || t("edit.item");
      own($("move-item-label"), label);
      names = items.map((x, i) => t("move.itemSize", itemName(f, i), x));
      setText($("move-help"), oneHelp(f));
    }
    const had = select.value;
    if (JSON.stringify([...select.options].map((o) => o.textContent)) !== JSON.stringify(names)) {
      select.replaceChildren(...names.map((n, i) => {
        const o = el("option", "", n);
        o.value = String(i);
        return o;
      }));
      if (had !== "" && Number(had) < names.length) select.value = had;
    }
    if (mode === "one") {
      const i = Number(select.value) || 0;
      setProp(to, "max", String(Math.max(0, Number(itemsOf(f)[i]) - 1 || 0)));
    }
  }

  // badNumber marks input as not a whole number (or not in range) and says so with the
  // words of key; it returns true when it did.
  function badNumber(input, ok, key, ...args) {
    if (ok) {
      input.removeAttribute("aria-invalid");
      return false;
    }
    showError(t(key, ...args));
    input.setAttribute("aria-invalid", "true");
    input.focus();
    return true;
  }

  function submitMove() {
    const v = editable();
    const mode = moveMode(v);
    const to = $("move-to");
    const raw = to.value.trim();
    if (mode === "list") {
      const m = v.moves[Number($("move-item").value)];
      if (m && typeof m.position === "string") command(t("err.move"), "playto", m.position);
      return;
    }
    if (mode === "take") {
      const max = BigInt(v.takeMax);
      const ok = /^[0-9]{1,16}$/.test(raw) && BigInt(raw) >= BigInt(1) && BigInt(raw) <= max;
      if (badNumber(to, ok, max === BigInt(1) ? "move.takeOne" : "move.takeRange", String(max))) return;
      if (command(t("err.move"), "playtake", raw)) to.value = "";
      return;
    }
    const f = v && firstList(v);
    if (!f) return;
    const items = itemsOf(f);
    if (mode === "together") {
      const inputs = [...$("move-all").querySelectorAll("input")];
      if (inputs.length !== items.length) return;
      for (const input of inputs) {
        if (badNumber(input, /^[0-9]+$/.test(input.value.trim()), "move.wholeNumber")) return;
      }
      command(t("err.move"), "playto", positionText(v, f.key, inputs.map((x) => x.value.trim()).join(",")));
      return;
    }
    const i = Number($("move-item").value);
    if (!(i >= 0 && i < items.length)) return;
    if (badNumber(to, /^[0-9]+$/.test(raw), "move.wholeNumber")) return;
    const was = items[i];
    items[i] = raw;
    // A carrying list (the staircase's steps): what item i gives up goes onto item i-1; from
    // the first item it leaves the board. A rise is left as typed, for Go to refuse.
    if (f.carry && i > 0 && BigInt(raw) < BigInt(was)) items[i - 1] = String(BigInt(items[i - 1]) + BigInt(was) - BigInt(raw));
    if (command(t("err.move"), "playto", positionText(v, f.key, items.join(",")))) to.value = "";
  }

  function togglePlay() {
    const v = editable();
    if (v && v.misere) set(t("err.play"), positionText(v, null, null, v.play === "misere" ? "normal" : "misere"));
  }

  function toggleHint() {
    const v = vm && current();
    if (v && !$("hint").disabled) command(t("err.hint"), "hint", !v.hint);
  }

  function toggleVs() {
    const v = vm && current();
    if (v && !$("vs").disabled) command(t("err.vs"), "vs", v.vs === "computer" ? "human" : "computer");
  }

  // A scene may have changes of its own to take back that the session's history does not
  // hold (Hackenbush's editor: an edge drawn in the air); its report says so.
  function canUndo() {
    return !!(vm && vm.canUndo) || !!(lastScene && lastScene.undo === true);
  }

  function canRedo() {
    if (lastScene && lastScene.noRedo === true) return false; // the session's redo would undo the scene's change
    return !!(vm && vm.canRedo) || !!(lastScene && lastScene.redo === true);
  }

  function undo() {
    if (canUndo()) command(t("err.undo"), "undo");
  }

  function redo() {
    if (canRedo()) command(t("err.redo"), "redo");
  }

  // commit sends what was typed into field key (item i of a list). The browser's own checks
  // only mark the field; the message for a bad value comes from Go.
  function commit(input, key, i) {
    input.dataset.dirty = "";
    const v = editable();
    const f = v && fieldOf(v, key);
    if (!f || (f.kind === "list") !== (i !== undefined)) return;
    const raw = input.value.trim();
    let value = raw, was = f.value, what = f.label;
    if (f.kind === "list") {
      const items = itemsOf(f);
      if (i >= items.length) return;
      was = items[i];
      what = itemName(f, i);
      items[i] = raw;
      value = items.join(",");
    }
    if (f.kind === "list" || f.kind === "number") {
      input.setAttribute("aria-invalid", String(!/^[0-9]+$/.test(raw) || !input.validity.valid));
    }
    if (raw === was) return;
    if (lastCommit && lastCommit.input === input && lastCommit.raw === raw && lastCommit.pos === v.position) return;
    lastCommit = { input: input, raw: raw, pos: v.position };
    set(t("err.field", what), positionText(v, key, value), key);
  }

  // ---- rendering the fields ----

  let fieldsShape = ""; // the keys, kinds and choices shown: the editors are rebuilt when they change
  let editors = [];

  const idOf = (key) => "field-" + String(key).replace(/[^A-Za-z0-9_-]/g, "_");

  // watch marks an input as being typed in and commits it on change and Enter.
  function watch(input, send) {
    input.addEventListener("input", () => { input.dataset.dirty = "1"; });
    input.addEventListener("change", send);
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") send();
    });
  }

  // show writes a value into an input or select unless the user is typing in it.
  function show(input, value) {
    const typing = document.activeElement === input && input.dataset.dirty === "1";
    if (!typing && input.value !== value) {
      input.value = value;
      input.removeAttribute("aria-invalid");
    }
    setProp(input, "disabled", !ready);
  }

  function numberInput(id) {
    const input = el("input", "num");
    input.id = id;
    input.type = "number";
    input.step = "1";
    input.inputMode = "numeric";
    return input;
  }

  function limit(input, f) {
    setProp(input, "min", String(f.min || 0));
    setProp(input, "max", String(f.max || MAX_WHOLE));
  }

  // helpFor makes a field's help line, which describes target; its result updates and
  // returns the line.
  function helpFor(id, target) {
    const help = el("p", "help");
    help.id = id + "-help";
    return (f) => {
      setText(help, f.help);
      setProp(help, "hidden", !f.help);
      if (f.help) setAttr(target, "aria-describedby", help.id);
      else target.removeAttribute("aria-describedby");
      return help;
    };
  }

  // listEditor is one numbered input per item, each with a remove button, and an add button.
  function listEditor(f) {
    const id = idOf(f.key);
    const root = el("fieldset", "field");
    const legend = el("legend");
    const list = el("ol", "items");
    list.id = id;
    const add = el("button", "control");
    add.type = "button";
    add.id = id + "-add";
    add.addEventListener("click", () => addItem(f.key));
    const help = helpFor(id, root);
    root.append(legend, list, add, help(f));
    const row = (i) => {
      const li = el("li", "item");
      const label = el("label");
      const input = numberInput(id + "-" + i);
      label.htmlFor = input.id;
      watch(input, () => commit(input, f.key, i));
      const remove = el("button", "small", "×");
      remove.type = "button";
      remove.addEventListener("click", () => removeItem(f.key, i));
      li.append(label, input, remove);
      return li;
    };
    const update = (f) => {
      setText(legend, f.label);
      const items = itemsOf(f);
      while (list.children.length > items.length) list.lastElementChild.remove();
      while (list.children.length < items.length) list.append(row(list.children.length));
      items.forEach((x, i) => {
        const [label, input, remove] = list.children[i].children;
        const name = itemName(f, i);
        setText(label, name);
        show(input, x);
        limit(input, f);
        setAttr(remove, "aria-label", t("edit.remove", lower(name)));
        setProp(remove, "title", t("edit.remove", lower(name)));
        setProp(remove, "disabled", !ready || items.length <= (f.minItems || 0));
      });
      setText(add, f.add || t("edit.add", lower(f.item || t("edit.item"))));
      setProp(add, "disabled", !ready || (f.maxItems > 0 && items.length >= f.maxItems));
      help(f);
    };
    return { root: root, update: update };
  }

  // oneEditor is a label and one input (number, text) or select (choice).
  function oneEditor(f) {
    const id = idOf(f.key);
    const root = el("div", "field");
    const label = el("label");
    label.htmlFor = id;
    let input;
    if (f.kind === "choice") {
      input = el("select");
      for (const c of Array.isArray(f.choices) ? f.choices : []) input.append(el("option", "", c));
      input.addEventListener("change", () => commit(input, f.key));
    } else {
      input = f.kind === "number" ? numberInput(id) : el("input", "text");
      if (f.kind !== "number") {
        input.type = "text";
        input.autocomplete = "off";
        input.spellcheck = false;
        // A field the notation writes in capitals (coins=HTTH) starts a phone's keyboard in them.
        input.setAttribute("autocapitalize", f.caps ? "characters" : "off");
      }
      watch(input, () => commit(input, f.key));
    }
    input.id = id;
    const help = helpFor(id, input);
    root.append(label, input, help(f));
    const update = (f) => {
      setText(label, f.label);
      show(input, String(f.value));
      if (f.kind === "number") limit(input, f);
      help(f);
    };
    return { root: root, update: update };
  }

  function renderFields() {
    const fields = vm && Array.isArray(vm.fields) ? vm.fields : [];
    const shape = JSON.stringify(fields.map((f) => [f.key, f.kind, f.choices || []]));
    if (shape !== fieldsShape) {
      fieldsShape = shape;
      editors = fields.map((f) => (f.kind === "list" ? listEditor(f) : oneEditor(f)));
      $("fields").replaceChildren(...editors.map((e) => e.root));
    }
    fields.forEach((f, i) => editors[i].update(f));
  }

  // ---- rendering the rest ----

  const SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  function placeValue(k) {
    if (k < 10) return String(2 ** k);
    return "2" + String(k).replace(/[0-9]/g, (d) => SUP[d]);
  }

  // fillTable draws a table block into parts {caption, head, body, foot}: rows in binary and
  // the sum row below, with the columns whose sum is not 0 marked (an odd number of ones, for
  // a nim-sum).
  function fillTable(t, parts) {
    const rows = Array.isArray(t.rows) ? t.rows : [];
    const sum = t.sum || {};
    const digits = Array.isArray(sum.digits) ? sum.digits.map(String) : null;
    const width = Math.max(1, String(sum.bits || "").length, digits ? digits.length : 0,
      ...rows.map((r) => String(r.bits || "").length));
    const cells = (bits) => String(bits || "").padStart(width, "0").split("");
    const hidden = t.concealed === true; // values=hidden: the sum is a question mark
    let sumCells = digits ? Array(width - digits.length).fill("0").concat(digits) : cells(sum.bits);
    if (hidden) sumCells = sumCells.map(() => "?");
    const marked = sumCells.map((d) => !hidden && d !== "0");
    own(parts.caption, t.caption || t.title || "");

    const eq = cell("td", "eq", "=", { "aria-hidden": "true" });
    const row = (r, cls, bits, dec) => {
      const name = cell("th", [...String(r.label || "")].length <= 2 ? "name symbol" : "name", r.label || "",
        r.name ? { scope: "row", "aria-label": r.name } : { scope: "row" });
      const value = cell("td", "dec", dec !== undefined ? dec : typeof r.value === "number" ? String(r.value) : "");
      return { cls: cls, cells: [name, value, eq, ...bits.map((b, c) => cell("td", (marked[c] ? "bit marked" : "bit") + (b === "?" ? " concealed" : ""), b))] };
    };

    const head = [cell("td", "name", ""), cell("th", "dec", t.valueLabel || "", { scope: "col" }), cell("td", "eq", "")];
    for (let c = 0; c < width; c++) head.push(cell("th", marked[c] ? "place marked" : "place", placeValue(width - 1 - c), { scope: "col" }));
    syncRows(parts.head, [{ cls: "", cells: head }]);
    syncRows(parts.body, rows.map((r) => row(r, "", cells(r.bits))));
    syncRows(parts.foot, [row(sum, "sum", sumCells, hidden ? "?" : undefined)]);
  }

  // cell describes a table cell for syncRows: its tag, classes, text and attributes.
  const cellAttrs = ["scope", "aria-label", "aria-hidden"];
  const cell = (tag, cls, text, attrs) => ({ tag: tag, cls: cls, text: text, attrs: attrs || {} });

  // syncRows makes the rows of section (a thead, tbody or tfoot) those described ({cls,
  // cells}), changing only what differs. A table made anew on every state had the browser
  // lay out every cell afresh (20-60 ms for twenty heaps of 10^7 on a 2-core machine, at
  // each move and each hint: issue 8's frame rate); cells kept keep the widths it measured.
  function syncRows(section, rows) {
    while (section.rows.length > rows.length) section.lastElementChild.remove();
    rows.forEach((r, i) => {
      const tr = section.rows[i] || section.appendChild(document.createElement("tr"));
      setProp(tr, "className", r.cls);
      while (tr.cells.length > r.cells.length) tr.lastElementChild.remove();
      r.cells.forEach((c, j) => {
        let td = tr.cells[j];
        if (!td || td.localName !== c.tag) {
          const fresh = document.createElement(c.tag);
          if (td) td.replaceWith(fresh);
          else tr.append(fresh);
          td = fresh;
        }
        setProp(td, "className", c.cls);
        setText(td, c.text);
        for (const a of cellAttrs) {
          const v = Object.prototype.hasOwnProperty.call(c.attrs, a) ? c.attrs[a] : null;
          if (td.getAttribute(a) !== v) v === null ? td.removeAttribute(a) : td.setAttribute(a, v);
        }
      });
    });
  }

  // concealTable is a table with its sum row blanked out: the rows (the position itself)
  // stay, the sum and its marks do not.
  function concealTable(t) {
    return Object.assign({}, t, { concealed: true });
  }

  function renderTable(t) {
    setProp($("table-wrap"), "hidden", !t);
    if (t) fillTable(t, { caption: $("table-caption"), head: $("table-head"), body: $("table-body"), foot: $("table-foot") });
  }

  // newTable makes an empty table block with its own parts, for the scene section.
  function newTable() {
    const wrap = el("div", "table-scroll");
    const table = el("table", "sum-table");
    const parts = { caption: el("caption", "visually-hidden"), head: el("thead"), body: el("tbody"), foot: el("tfoot") };
    table.append(parts.caption, parts.head, parts.body, parts.foot);
    wrap.append(table);
    return { wrap: wrap, parts: parts };
  }

  // who names the side to move (the view model's toMove) in a sentence.
  function who(toMove) {
    const id = { you: "who.you", computer: "who.computer", "player 1": "who.player1", "player 2": "who.player2" }[toMove];
    return id ? t(id) : String(toMove);
  }

  function hintText(h) {
    if (!h || typeof h !== "object") return "";
    const moves = Array.isArray(h.moves) ? h.moves : [];
    const note = h.note ? sentence(h.note) : "";
    if (!moves.length) return note ? t("hint.note", note) : "";
    const more = h.more > 0 ? t("hint.more", h.more) : "";
    return I18n.sentences([t(moves.length > 1 || more ? "hint.many" : "hint.one", I18n.clauses(moves) + more), note]);
  }

  // showText writes the element's words, and hides it while there are none.
  function showText(id, text) {
    const e = $(id);
    setText(e, text || "");
    setProp(e, "hidden", !text);
  }

  // outcomeOf is what the panel says of the position's outcome: its letter (? while the
  // values are hidden) and its words; the caption says the same.
  function outcomeOf() {
    const hide = concealed();
    const a = hide ? {} : vm.analysis || {};
    const mover = who(vm.toMove);
    let words = "";
    if (a.outcome === "N") words = t(vm.over ? "out.overN" : "out.N", mover);
    if (a.outcome === "P") words = t(vm.over ? "out.overP" : "out.P", mover);
    // In Nim the Grundy value is the nim-sum, which a student meets before Sprague–Grundy.
    if (typeof a.grundy === "number") words = I18n.sentences([words, t(vm.game === "nim" ? "out.grundyNim" : "out.grundy", a.grundy)]);
    if (hide) words = t("out.question", mover);
    const hint = vm.hint && !vm.over ? (hide ? t("hint.hidden") : hintText(vm.hints)) : "";
    return { letter: hide ? "?" : a.outcome || "", outcome: a.outcome || "", words: words, hint: hint };
  }

  function renderOutcome() {
    const hide = concealed();
    const out = outcomeOf();
    const o = $("outcome");
    const reveal = $("reveal");
    setProp(reveal, "hidden", !displayOf(vm).hideValues || !vm.analysis);
    setAttr(reveal, "aria-pressed", String(!hide)); // pressed: revealed; press again to hide
    setProp(reveal, "disabled", !ready);
    setText(o, out.letter);
    setAttr(o, "data-outcome", out.outcome);
    o.classList.toggle("is-n", out.outcome === "N");
    o.classList.toggle("is-p", out.outcome === "P");
    setText($("outcome-words"), out.words);
    setNotation($("position"), vm.position);
    setText($("to-move"), vm.over || !vm.toMove ? "" : t("out.toMove", who(vm.toMove)));
    setProp($("to-move"), "hidden", !!vm.over || !vm.toMove);
    // A view that is not a game (the XOR table) has no analysis: no outcome to show.
    setProp(o.parentElement, "hidden", !vm.analysis);
    showText("result", vm.over ? vm.result : "");
    showText("hint-text", out.hint);
  }

  function renderAnalysis() {
    const hide = concealed();
    const a = hide ? { rule: (vm.analysis || {}).rule } : vm.analysis || {};
    let t = vm.table && typeof vm.table === "object" ? vm.table : null;
    if (t && hide) t = concealTable(t);
    own($("h-analysis"), t && t.title ? t.title : I18n.t("analysis.why"));
    renderTable(t);
    showText("explanation", a.explanation);
    showText("reduction", a.reduction ? I18n.t("analysis.reduction", sentence(a.reduction)) : "");
    showText("note", a.note ? sentence(a.note) : "");
    showText("rule", a.rule);
    setProp($("analysis-section"), "hidden", !t && !a.explanation && !a.reduction && !a.note && !a.rule);
  }

  const paragraphs = (s) => (Array.isArray(s.paragraphs) ? s.paragraphs : []).map((p) => el("p", "", p));

  let sectionsShown = ""; // the sections and about block as last drawn
  let aboutShown = "";

  function renderSections() {
    // A section explains this position, so values=hidden hides it with the values.
    const list = Array.isArray(vm.sections) && !concealed() ? vm.sections : [];
    const shown = JSON.stringify(list);
    if (shown !== sectionsShown) {
      sectionsShown = shown;
      $("sections").replaceChildren(...list.map((s, i) => {
        const sec = el("section", "block");
        const h = el("h2", "", s.title || "");
        h.id = "section-" + i;
        sec.setAttribute("aria-labelledby", h.id);
        sec.append(h, ...paragraphs(s));
        return sec;
      }));
    }
    // About: the game's "how it works". The page's own text is Nim's, for before the wasm runs.
    const about = vm.about && typeof vm.about === "object" ? vm.about : null;
    setProp($("about-section"), "hidden", !about);
    const text = JSON.stringify(about);
    if (about && text !== aboutShown) {
      aboutShown = text;
      own($("about-title"), about.title || t("about.howItWorks"));
      $("about-body").replaceChildren(...paragraphs(about));
    }
  }

  let logShown = ""; // the log as last drawn
  function renderLog() {
    const log = Array.isArray(vm.log) ? vm.log : [];
    const shown = JSON.stringify(log);
    if (shown !== logShown) {
      logShown = shown;
      $("log").replaceChildren(...log.map((line) => el("li", "", line)));
    }
    setProp($("log-empty"), "hidden", log.length > 0);
  }

  // ---- the caption: what the panel says, for whoever cannot see the panel ----
  // A lecturer projecting the board alone (the panel hidden, key I), or a student on a phone
  // whose panel is scrolled, sees nothing of the outcome, the hint, a refused move's reason or
  // the computer's answer. The caption says them under the board (the panel hidden) or at the
  // bottom of the panel's column, while the panel's own words are out of view. It is
  // aria-hidden: the panel's live regions speak all of it already.

  // seen: whether the panel's outcome row and hint (all of them) and the top of its scene
  // block are in view, as an IntersectionObserver last said. Until its first report, a frame
  // after the page is laid out, they count as in view: counted out, the caption showed the
  // outcome over a panel in view for that frame (a browser test caught it there).
  const seen = { outcome: true, hint: true, scene: true };
  // boxless: the rows whose latest report came while they had no box (hidden, or in the
  // hidden outcome section before the first state). The observer says nothing more when such
  // a row gets its box out of view, so renderCaption asks for a new report when it gets one,
  // and counts the row in view until then: counted out, the caption showed the outcome for a
  // frame beside the panel's own, in view, when the first state un-hid the section.
  const boxless = new Set();
  const panelRows = { observer: null, band: -1 }; // watchPanel's observer, and the band it allows for
  const panelRowThresholds = [...Array.from({ length: 21 }, (_, i) => i / 20), 0.98]; // every 5 %, and "whole"
  // note is the latest message: the moves of the latest turn (from "moves": the user's, and
  // the computer's answer) or what the board said to a tap that moved nothing (from "board":
  // a refused move's reason), whichever came last.
  let note = { from: "", text: "" };
  let captionDismissed = ""; // the caption's words when a tap put it away
  let captionRoom = 0;       // the band kept under the board while the panel is hidden

  // The board's answer to a tap: a scene report whose text changes after the pointer went
  // down on the board, while the position stays. board.text is the scene's text at rest in
  // board.state (before any tap there), tapState the state when the pointer went down.
  let board = { state: null, text: "" };
  let tapState = null;
  let sceneText = "";

  function onBoardPress() {
    const s = liveState();
    if (s !== board.state) board = { state: s, text: sceneText };
    tapState = s;
  }
  window.addEventListener("pointerdown", (e) => {
    if (e.target instanceof HTMLCanvasElement) onBoardPress();
  }, { capture: true, passive: true });

  function sceneNote(d) {
    const text = d && typeof d.text === "string" ? d.text : "";
    const changed = text !== sceneText;
    sceneText = text;
    if (!changed) return;
    const s = liveState();
    if (tapState !== null && s === tapState && s === board.state) {
      if (text === board.text) {
        if (note.from === "board") note = { from: "", text: "" }; // back at rest: the tap went on
      } else {
        note = { from: "board", text: text };
        tapState = null; // one answer per tap: what follows (a hover) is not one
      }
    } else {
      board = { state: s, text: text };
      tapState = null;
      if (note.from === "board") note = { from: "", text: "" };
    }
    renderCaption();
  }

  // movesNote keeps the moves a state brought: the computer's answer goes after the user's
  // move, as the live region says them.
  function movesNote(prev, next) {
    if (!prev || prev.lang !== next.lang) {
      note = { from: "", text: "" }; // words of another language, or of before the page loaded
      return;
    }
    const moves = newMoves(lastLog, Array.isArray(next.log) ? next.log : []);
    if (moves.length) {
      const answer = prev.toMove === "computer" && note.from === "moves";
      note = { from: "moves", text: I18n.sentences(answer ? [note.text, ...moves] : moves) };
    } else if (prev.position !== next.position) {
      note = { from: "", text: "" }; // undo, or a position set: the caption's outcome says it
    }
  }

  function renderCaption() {
    const box = $("caption");
    const root = document.documentElement;
    const collapsed = root.classList.contains("panel-collapsed");
    if (!collapsed) boxedAgain();
    const game = ready && !!vm && !!vm.analysis;
    const showOutcome = game && (collapsed || !seen.outcome);
    const fromBoard = note.from === "board";
    const showNote = game && note.text !== "" && (fromBoard ? collapsed || !seen.scene : showOutcome);
    let show = showOutcome || showNote;
    const out = showOutcome ? outcomeOf() : null;
    const words = JSON.stringify([out, showNote && note.text]);
    if (show && words === captionDismissed) show = false;
    if (!show && words !== captionDismissed) captionDismissed = "";
    if (show) {
      const letter = $("caption-outcome");
      setText(letter, out ? out.letter : "");
      setProp(letter, "hidden", !out);
      letter.classList.toggle("is-n", !!out && out.outcome === "N");
      letter.classList.toggle("is-p", !!out && out.outcome === "P");
      showText("caption-words", out ? out.words : "");
      showText("caption-result", out && vm.over && vm.result ? String(vm.result) : "");
      showText("caption-hint", out && (collapsed || !seen.hint) ? out.hint : "");
      showText("caption-note", showNote ? note.text : "");
    }
    setProp(box, "hidden", !show);
    const h = show ? Math.ceil(box.getBoundingClientRect().height) : 0;
    // Over the panel's column, the caption takes the column's end and the panel ends above
    // it: it covers none of the panel's words or controls (it covered a third of a phone's
    // panel). The end is set on the panel alone: a custom property on the body, which every
    // element inherits, had the browser work out the style of the whole page again at each
    // new height (most moves: the note's lines change), 5-10 ms of the next frame on a 2-core
    // machine (issue 8). embed.js's height counts the panel's children, not its box, so a
    // host sizing the frame to its content does not grow and shrink it with the caption.
    const bottom = show && !collapsed ? h + "px" : "";
    const panel = $("panel");
    if (panel.style.bottom !== bottom) {
      panel.style.bottom = bottom;
      watchPanel();
    }
    // Under the board, the band keeps the tallest height it has had while the panel is
    // hidden, so that the board does not grow and shrink with each message.
    const room = show && collapsed ? Math.max(captionRoom, h) : 0;
    if (room !== captionRoom) {
      captionRoom = room;
      root.style.setProperty("--caption-room", room + "px");
      window.dispatchEvent(new Event("resize")); // Ebiten sizes the board on a resize
    }
  }

  // A tap on the caption puts it away until its words change.
  $("caption").addEventListener("click", () => {
    const out = !$("caption-outcome").hidden ? outcomeOf() : null;
    captionDismissed = JSON.stringify([out, !$("caption-note").hidden && note.text]);
    renderCaption();
  });

  // watchPanel (re)starts the observer of the panel's rows against the panel's end as it is
  // without the caption: the panel itself is the root, and the caption's band (the panel's
  // bottom, set above) is given back as a margin below it. Judged against the panel's end
  // with the caption, a row that showed its first lines only where the caption's band is
  // counted as in view while the caption was hidden and out of view while it showed: each
  // state kept itself, and which came first went with the page's timing (TestCaption's
  // "phone-row-at-the-fold"). The margin is fixed for an observer's life, so a new band
  // takes a new observer, whose first report comes at once.
  function watchPanel() {
    if (typeof IntersectionObserver !== "function") return; // the panel is taken to be in view
    const panel = $("panel");
    const band = parseFloat(panel.style.bottom) || 0;
    if (band === panelRows.band) return;
    panelRows.band = band;
    if (panelRows.observer) {
      panelRows.observer.takeRecords(); // against the old band
      panelRows.observer.disconnect();
    }
    panelRows.observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const r = e.boundingClientRect, i = e.intersectionRect;
        // The outcome row and the scene block are in view when their first lines are: a
        // phone's panel under the board often shows the outcome's letter and first line with
        // the rest below the fold, and a caption then said the same again over the panel.
        const whole = e.isIntersecting && e.intersectionRatio >= 0.98;
        const top = e.isIntersecting && i.top <= r.top + 1 && i.height >= Math.min(r.height, 48) - 1;
        if (e.isIntersecting || hasBox(r)) boxless.delete(e.target);
        else boxless.add(e.target);
        seen[rowKey(e.target)] = e.target.id === "hint-text" ? whole : whole || top;
      }
      renderCaption();
    }, { root: panel, rootMargin: "0px 0px " + band + "px 0px", threshold: panelRowThresholds });
    for (const e of [$("outcome").parentElement, $("hint-text"), $("scene-body")]) panelRows.observer.observe(e);
  }
  watchPanel();

  // hasBox is the one test of a box for both: were the observer's report and boxedAgain to
  // disagree on a row, it would be observed anew at every report.
  function hasBox(rect) {
    return rect.width > 0 || rect.height > 0;
  }

  function rowKey(row) {
    return row.id === "hint-text" ? "hint" : row.id === "scene-body" ? "scene" : "outcome";
  }

  // boxedAgain counts the boxless rows that have a box now as in view, and has the observer
  // report on them anew. The attribute test first spares a layout for a row still hidden.
  function boxedAgain() {
    for (const row of boxless) {
      if (row.closest("[hidden]")) continue;
      if (!hasBox(row.getBoundingClientRect())) continue;
      boxless.delete(row);
      seen[rowKey(row)] = true;
      panelRows.observer.unobserve(row); // observed again, a target is reported at the next frame
      panelRows.observer.observe(row);
    }
  }
  // The panel hidden or shown (tools.js's toggle), and a new width (the words wrap anew).
  new MutationObserver(renderCaption).observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  window.addEventListener("resize", (e) => {
    if (!e.isTrusted) return; // this file's own, or tools.js's
    captionRoom = 0;
    document.documentElement.style.setProperty("--caption-room", "0px");
    renderCaption();
  });

  function renderControls() {
    const on = ready && !!vm;
    // A view that is not a game (the XOR table) has no moves to hint at and no opponent.
    const game = on && !!vm.analysis;
    const hint = $("hint");
    setProp(hint, "disabled", !game);
    setAttr(hint, "aria-pressed", String(!!(vm && vm.hint)));
    const had = document.activeElement;
    setProp($("undo"), "disabled", !on || !canUndo());
    setProp($("redo"), "disabled", !on || !canRedo());
    // Undo back to the first position (the XOR table before its cell was opened) disables
    // the button under the focus, which fell to the page's top: Redo, the way back, takes it
    // (and Undo when Redo reaches the last).
    for (const [a, b] of [["undo", "redo"], ["redo", "undo"]]) {
      if (had === $(a) && $(a).disabled && !$(b).disabled) $(b).focus();
    }
    // Before the first state the page is Nim's: its play toggle stays, disabled.
    const misere = !vm || !!vm.misere;
    setProp($("play"), "hidden", !misere);
    setProp($("key-play"), "hidden", !misere);
    setProp($("play"), "disabled", !on || !vm.misere || !Array.isArray(vm.fields));
    setText($("play-value"), t(vm && vm.play === "misere" ? "play.misere" : "play.normal"));
    setProp($("vs"), "disabled", !game);
    setText($("vs-value"), t(vm && vm.vs === "human" ? "play.twoPlayers" : "play.computer"));
    const list = firstList(vm);
    setProp($("key-items"), "hidden", !!vm && !list);
    const item = lower(list ? list.item || t("edit.item") : t("move.item"));
    // Go's sentences decline the item ("добавить кучку"); the page's templates are for a list without them.
    setText($("key-add"), list && list.add ? lower(list.add) : t("keys.add", article(item), item));
    setText($("key-remove"), list && list.removeLast ? list.removeLast : t("keys.remove", item));
    setProp($("goto-input"), "disabled", !ready);
    setProp($("go"), "disabled", !ready);
    const input = $("goto-input");
    if (vm && !(document.activeElement === input && input.dataset.dirty === "1")) {
      setProp(input, "value", vm.position);
    }
    if (vm) renderFields();
  }

  function render() {
    if (vm) applyDisplay(displayOf(vm));
    // Go resolves the language (lang=, else the browser's): the page follows it.
    if (vm && typeof vm.lang === "string") I18n.setLang(vm.lang);
    const langSelect = $("lang-select");
    setProp(langSelect, "disabled", !ready);
    const chosen = vm && vm.display && typeof vm.display.lang === "string" ? vm.display.lang : "";
    setProp(langSelect, "value", chosen);
    const d = displayOf(vm);
    for (const [id, on] of [["projector-toggle", d.projector], ["values-toggle", d.hideValues]]) {
      const b = $(id);
      setProp(b, "disabled", !ready);
      setAttr(b, "aria-pressed", String(!!vm && on));
    }
    renderControls();
    renderMove();
    if (!vm) {
      renderCaption();
      return;
    }
    renderWarnings();
    setProp($("outcome-section"), "hidden", false);
    renderOutcome();
    renderAnalysis();
    renderSections();
    renderLog();
    renderGames();
    renderCaption();
  }

  // ---- announcements ----

  // The log keeps the latest moves; the new ones are those past the longest overlap
  // between the end of the old log and the start of the new one.
  function newMoves(prev, next) {
    if (next.length <= prev.length && next.every((m, j) => m === prev[j])) return []; // undo
    for (let k = Math.min(prev.length, next.length); k > 0; k--) {
      let same = true;
      for (let j = 0; j < k && same; j++) same = prev[prev.length - k + j] === next[j];
      if (same) return next.slice(k);
    }
    return next.slice();
  }

  function announce(prev, next) {
    // The log in another language is the same moves in other words, not new ones.
    const relang = prev && prev.lang !== next.lang;
    const moves = relang ? [] : newMoves(lastLog, Array.isArray(next.log) ? next.log : []);
    if (prev && prev.position === next.position && !moves.length && prev.over === next.over) return;
    const parts = [];
    if (!prev || prev.game !== next.game) {
      // A new game (or the page loaded again for one): its name first.
      const g = Array.isArray(next.games) ? next.games.find((x) => x && x.game === next.game && typeof x.title === "string" && x.title) : null;
      if (g) parts.push(sentence(g.title));
    }
    let words = typeof next.words === "string" ? next.words : "";
    // A position set (M, an edit, a game chosen) has a line in the log that names it already
    // ("New position: …"): it is not said twice.
    const named = words !== "" && moves.some((m) => m.includes(words));
    if (named) words = "";
    let s = words;
    const sum = next.table && next.table.sum;
    if (sum && typeof sum.value === "number" && !concealed()) s = I18n.clauses([s, (sum.name || sum.label) + " " + sum.value].filter(Boolean));
    if (s && !named) parts.push(sentence(s));
    parts.push(...moves);
    if (s && named) parts.push(sentence(s));
    if (next.over && next.result) parts.push(next.result);
    else if (!next.over && next.toMove) parts.push(t("out.toMove", who(next.toMove)));
    const text = I18n.sentences(parts);
    const live = $("live");
    if (prev && prev.toMove === "computer" && moves.length && live.textContent) {
      // The computer's answer comes half a second after the user's move: written over it,
      // the user's move went unread. It is added after it, and both are read.
      live.append(I18n.sentences([live.textContent, text]).slice(live.textContent.length));
    } else {
      live.textContent = text;
    }
  }

  // ---- the hash ----

  // writeHash writes the state into the address: a new history entry for a new position,
  // in place of the current one when inPlace (a position that came from the address, or the
  // computer's answer, which shares its turn's entry) or inside a frame.
  function writeHash(detail, inPlace) {
    const hash = "#" + detail.state;
    // A link or Back has moved the address bar and its hashchange has not run yet: writing
    // now would overwrite the entry the user went to. Its set() brings a state of its own.
    if (location.hash !== knownHash) return;
    if (hash === location.hash) return;
    if (keepBadHash) {
      // The position has not changed since the bad hash came. lastPosition alone cannot
      // say so: the state of a navigation just before the bad one (Forward, then at once
      // back two entries to the bad link) may come after it, and it is the state Go kept.
      if (lastPosition === null || detail.position === lastPosition || detail.state === badState) return;
      keepBadHash = false;
    }
    if (lastPosition !== null && detail.position !== lastPosition && !inPlace && !framed) {
      history.pushState(null, "", hash);
    } else {
      history.replaceState(null, "", hash);
    }
    knownHash = location.hash;
  }

  // A link in a language whose words the page has not fetched yet waits for them, so that
  // what Go says about the link is written in that language. Once they have come (or could
  // not be had), links in it go on at once; a second navigation while they are on their way
  // (hashchange and popstate both come) waits too.
  const wordsTried = {};
  function wordsFirst(h) {
    let lang;
    try {
      lang = new URLSearchParams(h).get("lang");
    } catch (err) {
      return false;
    }
    const words = window.nimscopeWords;
    if (!lang || lang === "en" || !words || words.loaded[lang] || wordsTried[lang] === "done") return false;
    if (!wordsTried[lang]) {
      wordsTried[lang] = words.fetch(lang).then(function () {
        wordsTried[lang] = "done";
        onHashNavigation();
      });
    }
    return true;
  }

  function onHashNavigation() {
    knownHash = location.hash;
    if (!ready) return;
    const h = location.hash.slice(1);
    if (h === "" || h === pendingHash) return;
    if (wordsFirst(h)) return;
    let current;
    try {
      current = window.nimscope.state();
    } catch (err) {
      current = null;
    }
    if (h === current) return;
    pendingHash = h;
    pendingState = null;
    let res;
    try {
      res = window.nimscope.set(h);
    } catch (err) {
      res = { error: err && err.message ? err.message : String(err) };
    }
    if (res && res.error) {
      pendingHash = null;
      keepBadHash = true;
      badState = liveState();
      showHashError(res.text || res.error);
      return;
    }
    clearError();
    if (res && res.reloading) return; // the page loads again at the hash
    const after = liveState();
    pendingState = after;
    if (after !== null && after === current) {
      // The hash said what is shown already, in other words (#vs=human in a game of two
      // players, its keys in another order): no state comes to write the address, so it
      // gets the whole state here, in place of the entry the hash made, and the next state
      // is no longer the hash's.
      pendingHash = null;
      history.replaceState(null, "", "#" + after);
      knownHash = location.hash;
    }
  }

  // ---- events from Go ----

  // latestInTask returns a listener of Go's events that hands their detail to draw in a task
  // of its own, the latest detail winning when several come before it runs. Go dispatches
  // nimscope:state in a microtask right after its game loop's Update, and nimscope:scene
  // inside it, before the browser paints the frame: drawing the panel right there would
  // lengthen the frame.
  function latestInTask(draw) {
    let queued = false;
    let latest;
    return (e) => {
      latest = e.detail;
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        draw(latest);
      }, 0);
    };
  }

  const queueState = latestInTask(applyState);

  function onState(e) {
    if (e.detail && typeof e.detail === "object") queueState(e);
  }

  function applyState(next) {
    // The page is loading again, at an address whose game another module serves (Back, a
    // link, the picker): a state Go sent before is of the position being left, and Go still
    // shows it, so it would pass for live below, and its hash would replace the address the
    // page is loading at (Back twice in quick succession then landed back on the first).
    if (window.nimscope && window.nimscope.reloading) return;
    // A state can be stale by the time it is drawn: Back or a link may have set a newer
    // position since Go sent it. Drawing it would write its hash over the newer one, so it
    // is dropped; the newer position's own state event is on its way.
    const live = ready ? liveState() : null;
    if (live !== null && next.state !== live) return;
    const prev = vm;
    // The hash's state is the one that shows what Go showed for it. Another position set
    // before the hash's state was drawn (a script's set() right after the hashchange) drops
    // that state as stale, and its own is a new position with an entry of its own: taken for
    // the hash's, it was written in place of the hash's entry, and Back went past the link.
    const fromHash = pendingHash !== null && (pendingState === null || next.state === pendingState);
    pendingHash = null;
    vm = next;
    movesNote(prev, next);
    render();
    announce(prev, next);
    if (focusAfterLoad) {
      focusIfLost($(focusAfterLoad));
      focusAfterLoad = null;
    }
    if (sceneFocusLost) {
      sceneFocusLost = false;
      const m = $("move");
      focusIfLost(m.hidden ? $("panel") : m.querySelector("select:not([hidden]), input:not([hidden])"));
    }
    if (prev && prev.position === next.position && !!prev.revealed !== !!next.revealed) {
      $("live").textContent = next.revealed ? revealWords() : t("out.hidden");
    }
    if (prev && prev.position === next.position) {
      // A toggle by key (H, C) changes a button that does not have the focus: say what it did.
      const said = [];
      if (!!prev.hint !== !!next.hint) said.push(next.hint ? $("hint-text").textContent || t("hint.on") : t("hint.off"));
      if (prev.vs !== next.vs) said.push(sentence(t("play.vs") + t(next.vs === "human" ? "play.twoPlayers" : "play.computer")));
      if (said.length) $("live").textContent = I18n.sentences(said);
    }
    lastLog = Array.isArray(next.log) ? next.log.slice() : [];
    // The computer's answer to the user's move: one history entry for the turn, so that Back
    // returns to before the user's move, not to the position the computer was to answer.
    const answer = !!prev && prev.toMove === "computer" && prev.position !== next.position;
    writeHash(next, fromHash || answer);
    lastPosition = next.position;
    // The link's error says which position is still shown: once another is, it has said its say.
    if (linkError && next.position !== linkError.position) clearError();
    if (hashError !== null) showHashError(hashError);
    applyLinkView();
  }

  // liveState is Go's state now, or null when it cannot say (then nothing counts as stale).
  function liveState() {
    try {
      const s = window.nimscope.state();
      return typeof s === "string" ? s : null;
    } catch (err) {
      return null;
    }
  }

  // nameLanguagesSoon has the name of each language the page leaves unnamed in the list
  // (Chinese) written in once the browser is idle after the first frame, or when the list is
  // first touched or focused, whichever comes first (onReady calls it). Its Han characters are
  // not in the page itself: on a machine without a CJK face, the layout that first has them
  // looks through every font for them (50-90 ms of the page's thread in a traced load before
  // the first frame, where the loader worker's start waited behind it; 100-160 ms in the
  // frame after it, where the panel's first analysis waited; BENCHMARKS.md "The page's first
  // layout"). The list is disabled, so never opened, until the first frame, and its width is
  // its longest name's (Українська) either way. Naming is idempotent: the first call wins.
  function nameLanguagesSoon(select) {
    const name = () => nameLanguages(select);
    select.addEventListener("pointerdown", name, { once: true });
    select.addEventListener("focus", name, { once: true });
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(name, { timeout: 3000 });
    } else {
      setTimeout(name, 1000);
    }
  }

  function nameLanguages(select) {
    for (const o of select.options) {
      if (o.value && !o.textContent) o.textContent = langName(o.value);
    }
  }

  // langName is a language's name in itself, as the language list writes it.
  function langName(code) {
    return { en: "English", ru: "Русский", uk: "Українська", zh: "中文" }[code] || code;
  }

  function onError(e) {
    const d = e.detail || {};
    const message = d.text || d.message || t("err.unknown"); // text: in the panel's language
    if (d.source === "load") return; // the boot line says it
    if (d.source === "hash") {
      keepBadHash = true;
      badState = liveState();
      showHashError(message);
    } else if (d.source === "panic") {
      showError(t("err.panic", sentence(message)));
    } else if (d.source === "words" && typeof d.lang === "string" && typeof d.kept === "string") {
      // The page's own words say it: Go's sentence is English, with languages as codes.
      showError(t("err.words", langName(d.lang), langName(d.kept)));
    } else {
      showError(sentence(message));
    }
  }

  function onReady() {
    if (ready) return;
    ready = true;
    render();
    nameLanguagesSoon($("lang-select"));
    if (lastScene) onScene({ detail: lastScene });
    applyLinkView();
    focusAfterLoad = recall("focus");
  }

  // focusAfterLoad is the element to focus once the first state is drawn in a page loaded
  // again for a game of another module (before it, the game list is empty).
  let focusAfterLoad = null;

  // remember keeps a value for the page loaded again in this tab (sessionStorage); recall
  // takes it, once. Storage a browser refuses is no reason to fail.
  function remember(key, value) {
    try {
      sessionStorage.setItem("nimscope." + key, value);
    } catch (err) {
      // not kept
    }
  }
  function recall(key) {
    try {
      const v = sessionStorage.getItem("nimscope." + key);
      sessionStorage.removeItem("nimscope." + key);
      return v;
    } catch (err) {
      return null;
    }
  }

  function onStopped() {
    ready = false;
    render();
  }

  // ---- what the scene reports (nimscope:scene) ----
  // A scene may report a block of its own: a caption and controls for an explanation it
  // plays, a table for the cell under the pointer. Buttons stay the same elements while the
  // controls do not change, so keyboard focus survives the frequent reports.

  let sceneControls = ""; // the controls as last built
  let sceneWords = "";    // the block's words as last written
  let sceneTable = null;

  function sceneButton(c) {
    const b = el("button", "control", c.label || c.command);
    b.type = "button";
    b.dataset.command = c.command || "";
    b.dataset.arg = c.arg === undefined ? "" : String(c.arg);
    if (typeof c.name === "string" && c.name) b.setAttribute("aria-label", c.name);
    const key = sceneKey(c.key);
    if (key) {
      b.dataset.key = key;
      b.setAttribute("aria-keyshortcuts", arrowNames[key] ? key : key.toUpperCase());
    }
    b.addEventListener("click", () => command(t("err.scene", (c.label || c.command).toLowerCase()), c.command, c.arg));
    return b;
  }

  // sceneKey is a control's key when it is one the page can give it: a letter or digit that
  // none of the panel's own keys uses, or an arrow (the XOR table's pan), which the page
  // gives it only while nothing has the focus: in the panel the arrows scroll, and on the
  // board the scene reads them itself.
  function sceneKey(k) {
    if (typeof k === "string" && /^Arrow(Left|Right|Up|Down)$/.test(k)) return k;
    if (typeof k !== "string" || !/^[a-z0-9]$/i.test(k)) return "";
    k = k.toLowerCase();
    return Object.prototype.hasOwnProperty.call(keys, k) ? "" : k;
  }

  const arrowNames = { ArrowLeft: "←", ArrowRight: "→", ArrowUp: "↑", ArrowDown: "↓" };

  // listSceneKeys writes the scene's keys into the list of keys (and so into the ? dialog).
  function listSceneKeys(controls) {
    const list = $("keys-list");
    for (const li of list.querySelectorAll(".scene-key")) li.remove();
    const arrows = [];
    for (const c of controls) {
      const k = sceneKey(c.key);
      if (!k) continue;
      if (arrowNames[k]) {
        arrows.push(el("kbd", "", arrowNames[k]), " ");
        continue;
      }
      const li = el("li", "scene-key");
      li.append(el("kbd", "", k.toUpperCase()), " " + lower(c.label || c.command));
      list.append(li);
    }
    if (arrows.length) {
      const li = el("li", "scene-key");
      li.append(...arrows, t("keys.pan"));
      list.append(li);
    }
  }

  // sceneItems are the scene's controls in order, without the row breaks between groups.
  function sceneItems(box) {
    return [...box.children].filter((k) => !k.classList.contains("row-break"));
  }

  function sceneRange(r) {
    const label = el("label", "scene-range", (r.label || r.command) + " ");
    const input = el("input");
    input.type = "range";
    input.min = String(r.min);
    input.max = String(r.max);
    input.step = String(r.step || 1);
    input.dataset.command = r.command || "";
    input.addEventListener("change", () => command(t("err.sceneChange", (r.label || r.command).toLowerCase()), r.command, input.value));
    label.append(input);
    return label;
  }

  // A scene's form (the XOR table's cell, by column and row) sends its numbers, joined by
  // commas, as its command's argument: the keyboard's way to what the pointer points at. It
  // is made anew only when its words change, and a value is not written over while its field
  // has the focus.
  let sceneFormShown = "";
  function renderSceneForm(f) {
    const form = $("scene-form");
    const fields = f && typeof f === "object" && Array.isArray(f.fields) ? f.fields : [];
    setProp(form, "hidden", !fields.length);
    const shape = JSON.stringify(fields.length ? [f.command, f.label, fields.map((x) => x.label)] : "");
    if (shape !== sceneFormShown) {
      sceneFormShown = shape;
      const items = fields.map((x) => {
        const label = el("label", "", x.label + " ");
        const input = el("input");
        Object.assign(input, { type: "number", step: "1", inputMode: "numeric" });
        label.append(input);
        return label;
      });
      if (items.length) {
        const go = el("button", "control", f.label);
        go.type = "submit";
        items.push(go);
      }
      form.dataset.command = items.length ? String(f.command || "") : "";
      form.replaceChildren(...items);
    }
    const inputs = form.querySelectorAll("input");
    fields.forEach((x, i) => {
      const input = inputs[i];
      setProp(input, "min", String(x.min));
      setProp(input, "max", String(x.max));
      if (document.activeElement !== input) setProp(input, "value", String(x.value));
      setProp(input, "disabled", !ready);
    });
    if (form.lastChild) setProp(form.lastChild, "disabled", !ready);
  }
  $("scene-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const form = $("scene-form");
    const values = [...form.querySelectorAll("input")].map((x) => x.value.trim());
    command(t("err.scene", form.lastChild.textContent.toLowerCase()), form.dataset.command, values.join(","));
  });

  let lastScene = null; // the latest report, drawn again once ready enables its controls

  // sceneFocusLost: the scene went (another game, as the XOR table's cell opens Nim) with the
  // focus in its block, which fell to the page's top; applyState gives it to the move form.
  let sceneFocusLost = false;

  function onScene(e) {
    const d = e.detail && typeof e.detail === "object" ? e.detail : null;
    const could = String([canUndo(), canRedo()]);
    lastScene = d;
    sceneNote(d);
    if (String([canUndo(), canRedo()]) !== could) renderControls();
    const section = $("scene-section");
    if (!d && section.contains(document.activeElement)) sceneFocusLost = true;
    setProp(section, "hidden", !d);
    if (!d) {
      sceneControls = "";
      sceneWords = "";
      sceneTable = null;
      $("scene-body").replaceChildren();
      $("scene-controls").replaceChildren();
      renderSceneForm(null);
      listSceneKeys([]);
      return;
    }
    own($("h-scene"), d.title || t("scene.heading"));
    const texts = [];
    if (d.text) texts.push(d.text);
    if (Array.isArray(d.paragraphs)) texts.push(...d.paragraphs);
    const hasTable = !!d.table && typeof d.table === "object";
    if (hasTable) {
      if (!sceneTable) sceneTable = newTable();
      fillTable(d.table, sceneTable.parts);
    }
    // The block is a live region: written again with the same words (a report comes after
    // every move, pan and step), it was read out again.
    const words = JSON.stringify([texts, hasTable]);
    if (words !== sceneWords) {
      sceneWords = words;
      const body = texts.map((t) => el("p", "", String(t)));
      if (hasTable) body.push(sceneTable.wrap);
      $("scene-body").replaceChildren(...body);
    }

    const controls = Array.isArray(d.controls) ? d.controls : [];
    const r = d.range && typeof d.range === "object" ? d.range : null;
    const shape = JSON.stringify([controls.map((c) => [c.command, c.arg, c.label, !!c.group]),
      r && [r.command, r.label, r.min, r.max, r.step]]);
    const box = $("scene-controls");
    let refocus = null;
    if (shape !== sceneControls) {
      sceneControls = shape;
      // The buttons are made anew: the one with the focus hands it to its successor (the
      // same command and argument, else the same command, else the one in its place), not
      // to the page's top.
      const a = document.activeElement;
      const had = a && box.contains(a) && a.dataset ? { command: a.dataset.command, arg: a.dataset.arg, at: sceneItems(box).indexOf(a) } : null;
      const items = [];
      controls.forEach((c, i) => {
        // A control that starts a group (the XOR table's framing, its palettes) starts a
        // row of its own, so a pair of toggles does not read as one run with its neighbours.
        if (c.group && i > 0) items.push(el("span", "row-break"));
        items.push(sceneButton(c));
      });
      if (d.range && typeof d.range === "object") items.push(sceneRange(d.range));
      box.replaceChildren(...items);
      listSceneKeys(controls);
      if (had) {
        const kids = sceneItems(box);
        refocus = kids.find((b) => b.dataset.command === had.command && b.dataset.arg === had.arg) ||
          kids.find((b) => b.dataset.command === had.command) || kids[Math.min(Math.max(had.at, 0), kids.length - 1)] || null;
      }
    }
    const buttons = sceneItems(box);
    controls.forEach((c, i) => {
      const b = buttons[i];
      setProp(b, "disabled", !ready || !!c.disabled);
      if (c.pressed === undefined) b.removeAttribute("aria-pressed");
      else setAttr(b, "aria-pressed", String(!!c.pressed));
    });
    if (refocus && refocus.disabled) refocus = [...box.children].find((b) => b.tagName === "BUTTON" && !b.disabled) || null;
    if (refocus) refocus.focus();
    renderSceneForm(d.form);
    if (d.range && typeof d.range === "object") {
      const input = box.querySelector("input[type=range]");
      if (input && document.activeElement !== input) setProp(input, "value", String(d.range.value));
      if (input) setProp(input, "disabled", !ready);
    }
  }

  // The scene's block (a report after a move, a pan, a step of an explanation) is drawn as a
  // state is, so that drawing it (and measuring the caption) never lengthens Go's frame.
  window.addEventListener("nimscope:scene", latestInTask((detail) => onScene({ detail: detail })));
  window.addEventListener("nimscope:state", onState);
  window.addEventListener("nimscope:error", onError);
  window.addEventListener("nimscope:ready", onReady);
  window.addEventListener("nimscope:stopped", onStopped);
  window.addEventListener("hashchange", onHashNavigation);
  window.addEventListener("popstate", onHashNavigation);

  // ---- the game picker (the view model's games block) ----
  // A select of the games and, under it, links to the shown game's presets. Opening one is
  // a set(): its state event pushes a history entry, so Back returns to the position before.

  let gamesShown = "";   // the select's games as last built
  let presetsShown = ""; // the preset links as last built

  // A preset's position is written into a link's href, so it must look like a position.
  // (A sum's parts are written with ":", "/" and "|".)
  const safePosition = (p) => typeof p === "string" && p.length < 2000 && /^game=[a-z]+(&[a-z]+=[A-Za-z0-9,.:|\/\-]*)*$/.test(p);

  function gameList() {
    return vm && Array.isArray(vm.games) ? vm.games.filter((g) => g && typeof g.game === "string" && Array.isArray(g.presets)) : [];
  }

  function openPreset(p) {
    if (!p || !safePosition(p.position)) return;
    set(t("err.open", p.label || p.position), p.position);
  }

  function renderGames() {
    const games = gameList();
    setProp($("games-section"), "hidden", !games.length);
    const select = $("game-select");
    const shape = JSON.stringify(games.map((g) => [g.game, g.title]));
    if (shape !== gamesShown) {
      gamesShown = shape;
      select.replaceChildren(...games.map((g) => {
        const o = el("option", "", g.title || g.game);
        o.value = g.game;
        return o;
      }));
    }
    setProp(select, "value", vm.game);
    setProp(select, "disabled", !ready);
    const g = games.find((x) => x.game === vm.game);
    const presets = g ? g.presets.filter((p) => p && safePosition(p.position)) : [];
    const list = $("game-presets");
    const pshape = JSON.stringify(presets);
    if (pshape !== presetsShown) {
      presetsShown = pshape;
      list.replaceChildren(...presets.map((p) => {
        const a = el("a", "preset", p.label || p.position);
        a.href = "#" + p.position;
        a.addEventListener("click", (e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // a new tab or window
          e.preventDefault();
          openPreset(p);
        });
        const li = el("li");
        li.append(a);
        return li;
      }));
    }
    setProp(list, "hidden", !presets.length);
    // The state without the explorer's own view keys is a preset's position as written.
    const shown = String(vm.state).split("&").filter((kv) => !VIEW_KEYS.includes(kv.split("=")[0])).join("&");
    presets.forEach((p, i) => {
      const a = list.children[i].firstChild;
      if (p.position === shown) setAttr(a, "aria-current", "true");
      else a.removeAttribute("aria-current");
    });
  }

  // A closed select changes its value on every arrow key: a game chosen that way opens on
  // Enter, and the choice is dropped when the focus leaves, so that arrowing through the
  // list does not load each game on the way (a page of another family reloads). A pick with
  // the pointer, or from the open list, opens at once.
  const gameSelect = $("game-select");
  let pickedByKey = false;
  function openPicked() {
    pickedByKey = false;
    const g = gameList().find((x) => x.game === gameSelect.value);
    if (g && g.game !== (vm && vm.game)) {
      openPreset(g.presets[0]);
      // A game of another module loads the page again: the list gets the focus back there
      // (onReady), not the page's top.
      if (window.nimscope && window.nimscope.reloading) remember("focus", "game-select");
    }
  }
  gameSelect.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      if (pickedByKey) {
        e.preventDefault();
        openPicked();
      }
    } else if (e.key === "Escape") {
      // G put the focus here; Escape gives the keys back to the board, where they work.
      const board = document.querySelector("body > canvas");
      if (board) {
        e.preventDefault();
        board.focus({ preventScroll: true });
      }
    } else if (e.altKey || e.key === " " || e.key === "F4") {
      pickedByKey = false; // opens the list, whose choice is made on purpose
    } else if (/^(Arrow(Up|Down|Left|Right)|Page(Up|Down)|Home|End)$/.test(e.key) || e.key.length === 1) {
      pickedByKey = true;
    }
  });
  gameSelect.addEventListener("change", () => {
    if (!pickedByKey) openPicked();
  });
  gameSelect.addEventListener("blur", () => {
    if (!pickedByKey) return;
    pickedByKey = false;
    if (vm && gameList().some((x) => x.game === vm.game)) gameSelect.value = vm.game;
  });

  // ---- the panel's own controls ----

  $("hint").addEventListener("click", toggleHint);
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("play").addEventListener("click", togglePlay);
  $("vs").addEventListener("click", toggleVs);
  $("reveal").addEventListener("click", toggleReveal);
  $("error-close").addEventListener("click", () => {
    clearError();
    $("panel").focus();
  });
  $("warning-close").addEventListener("click", () => {
    warningsDismissed = JSON.stringify(vm && Array.isArray(vm.warnings) ? vm.warnings.map(String) : []);
    $("warning").hidden = true;
    $("panel").focus();
  });
  $("move").addEventListener("submit", (e) => {
    e.preventDefault();
    submitMove();
  });
  $("move-item").addEventListener("change", renderMove);
  // A language chosen is the view key lang= (empty: the browser's), as a link would set it.
  $("lang-select").addEventListener("change", (e) => set(t("tools.lang"), "lang=" + e.target.value));
  // Projector mode and hidden values are the view keys projector= and values=, as a link sets them.
  $("projector-toggle").addEventListener("click", () => {
    if (vm) set(t("tools.projector"), "projector=" + (displayOf(vm).projector ? "0" : "1"));
  });
  $("values-toggle").addEventListener("click", () => {
    if (vm) set(t("tools.hideValues"), "values=" + (displayOf(vm).hideValues ? "shown" : "hidden"));
  });
  const gotoInput = $("goto-input");
  gotoInput.addEventListener("input", () => { gotoInput.dataset.dirty = "1"; });
  $("goto").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = gotoInput.value.trim().replace(/^#/, "");
    if (set(t("err.goto"), text)) gotoInput.dataset.dirty = "";
  });

  // ---- keys ----

  // Every action is a button; a key does what its button does. Buttons of tools.js (embed,
  // full screen, the panel, the keys) are clicked, so their behaviour lives in one place.
  const press = (id) => () => {
    const b = $(id);
    if (b && !b.disabled && b.getClientRects().length > 0) b.click();
    else if (b && id === "panel-toggle") b.click(); // the toggle is the way back to a hidden panel
  };
  const keys = {
    u: undo, r: redo, h: toggleHint, m: togglePlay, c: toggleVs, "+": addFirst, "-": removeLast,
    v: toggleReveal, g: () => $("game-select").focus(), d: press("export-open"), e: press("embed-open"), f: press("fullscreen"), i: press("panel-toggle"), "?": press("keys-open"),
  };
  // boardKeys change the position or the view; the table's others open a dialog, the full
  // screen or the game list. export.js refuses boardKeys while it draws, and reads them here.
  const boardKeys = "urhmc+-v";
  window.nimscopeKeys = Object.freeze({board: boardKeys, all: Object.keys(keys).join("")});
  const needsGo = boardKeys + "g"; // the others work before the wasm is ready
  const toggles = "hmcvfi";   // a held key does not flicker these

  document.addEventListener("keydown", (e) => {
    const t = e.target;
    if (t && t.closest && t.closest("input, textarea, select, [contenteditable]")) return;
    if (document.querySelector("dialog[open]")) return; // a dialog has the keys
    if (e.key === "Escape" && !$("error").hidden) {
      clearError();
      return;
    }
    if (e.key === "Escape" && !$("warning").hidden) {
      $("warning-close").click();
      return;
    }
    if (e.altKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    let action = null;
    if (e.ctrlKey || e.metaKey) {
      if (!ready) return;
      if (key === "z") action = e.shiftKey ? redo : undo;
      else if (key === "y" && !e.shiftKey) action = redo;
    } else if (Object.prototype.hasOwnProperty.call(keys, key)) {
      if (!ready && needsGo.includes(key)) return;
      if (e.repeat && toggles.includes(key)) return;
      action = keys[key];
    } else if (ready && (key.length === 1 || arrowNames[key] && (t === document.body || t === document.documentElement))) {
      const b = [...$("scene-controls").querySelectorAll("button[data-key]")].find((b) => b.dataset.key === key);
      if (b && !b.disabled && (!e.repeat || arrowNames[key])) action = () => b.click();
    }
    if (!action) return;
    e.preventDefault();
    action();
  });

  // If Go was ready before this script ran, ask it to send the state again.
  if (window.nimscope && window.nimscope.ready) {
    onReady();
    call(t("err.state"), (ns) => ns.set(ns.state()));
  }
  render();
})();

// panel.js: the explaining panel beside the stage. It talks to the Go program only
// through window.nimscope and the nimscope:* events (docs/internals.md).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
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
  let keepBadHash = false;  // a bad hash stays in the address bar until the position changes
  let hashError = null;     // a hash error waiting for the position to be known
  let lastLog = [];
  let lastCommit = null;    // {input, raw, pos}: Enter and change both commit; send once

  // ---- errors ----

  function sentence(s) {
    s = String(s).trim();
    return /[.!?]$/.test(s) ? s : s + ".";
  }

  function showError(text) {
    $("error-text").textContent = text;
    $("error").hidden = false;
  }

  function clearError() {
    $("error").hidden = true;
    $("error-text").textContent = "";
  }

  function showHashError(message) {
    hashError = message;
    if (!vm) return; // shown once the first state says what is on the stage
    hashError = null;
    showError("The link's position is not valid: " + sentence(String(message)) + " Still showing " + vm.position + ".");
  }

  // call runs one method of window.nimscope and turns every failure into an error line.
  // It returns true when the call succeeded.
  function call(what, fn) {
    let res;
    try {
      res = fn(window.nimscope);
    } catch (err) {
      showError(what + ": " + sentence(err && err.message ? err.message : String(err)));
      return false;
    }
    if (res && res.error) {
      showError(what + ": " + sentence(res.error));
      return false;
    }
    return true;
  }

  function set(what, text) {
    if (!ready) return false;
    const ok = call(what, (ns) => ns.set(text));
    if (ok) clearError();
    return ok;
  }

  function command(what, name, arg) {
    if (!ready) return false;
    const ok = call(what, (ns) => ns.command(name, arg));
    if (ok) clearError();
    return ok;
  }

  // ---- editing ----

  function positionText(heaps, play) {
    return "game=nim&heaps=" + heaps.join(",") + (play === "misere" ? "&play=misere" : "");
  }

  const DEFAULT_LIMITS = { maxHeaps: 32, maxHeap: 9007199254740991 };
  function limits() {
    return (vm && vm.limits) || DEFAULT_LIMITS;
  }

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
    return v && Array.isArray(v.heaps) ? v : null;
  }

  function addHeap() {
    const v = editable();
    if (!v || v.heaps.length >= limits().maxHeaps) return;
    set("Could not add a heap", positionText(v.heaps.concat([1]), v.play));
  }

  function removeHeap(i) {
    const v = editable();
    if (!v || v.heaps.length <= 1 || i >= v.heaps.length) return;
    set("Could not remove heap " + (i + 1), positionText(v.heaps.filter((_, j) => j !== i), v.play));
  }

  function togglePlay() {
    const v = editable();
    if (v) set("Could not change the play", positionText(v.heaps, v.play === "misere" ? "normal" : "misere"));
  }

  function toggleHint() {
    const v = vm && current();
    if (v) command("Could not change the hint", "hint", !v.hint);
  }

  function toggleVs() {
    const v = vm && current();
    if (v) command("Could not change the opponent", "vs", v.vs === "computer" ? "human" : "computer");
  }

  function undo() {
    if (vm && vm.canUndo) command("Could not undo", "undo");
  }

  function redo() {
    if (vm && vm.canRedo) command("Could not redo", "redo");
  }

  // commitHeap sends the text typed into heap i's input. The browser's own checks only
  // mark the field; the message for a bad number comes from Go.
  function commitHeap(input, i) {
    input.dataset.dirty = "";
    const v = editable();
    if (!v || i >= v.heaps.length) return;
    const raw = input.value.trim();
    input.setAttribute("aria-invalid", String(!/^[0-9]+$/.test(raw) || !input.validity.valid));
    if (raw === String(v.heaps[i])) return;
    if (lastCommit && lastCommit.input === input && lastCommit.raw === raw && lastCommit.pos === v.position) return;
    lastCommit = { input: input, raw: raw, pos: v.position };
    const heaps = v.heaps.map(String);
    heaps[i] = raw;
    set("Heap " + (i + 1) + " was not changed", positionText(heaps, v.play));
  }

  // ---- rendering ----

  function heapRow(i) {
    const li = el("li", "heap");
    const id = "heap-" + i;
    const label = el("label", "", "Heap " + (i + 1));
    label.htmlFor = id;
    const input = el("input", "heap-size");
    input.id = id;
    input.type = "number";
    input.min = "0";
    input.step = "1";
    input.inputMode = "numeric";
    input.addEventListener("input", () => { input.dataset.dirty = "1"; });
    input.addEventListener("change", () => commitHeap(input, i));
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") commitHeap(input, i);
    });
    const remove = el("button", "heap-remove small", "×");
    remove.type = "button";
    remove.setAttribute("aria-label", "Remove heap " + (i + 1));
    remove.title = "Remove heap " + (i + 1);
    remove.addEventListener("click", () => removeHeap(i));
    li.append(label, input, remove);
    return li;
  }

  function renderHeaps() {
    const list = $("heaps");
    const heaps = vm && Array.isArray(vm.heaps) ? vm.heaps : [];
    while (list.children.length > heaps.length) list.lastElementChild.remove();
    while (list.children.length < heaps.length) list.append(heapRow(list.children.length));
    heaps.forEach((n, i) => {
      const li = list.children[i];
      const input = li.querySelector("input");
      const value = String(n);
      const editing = document.activeElement === input && input.dataset.dirty === "1";
      if (!editing && input.value !== value) {
        input.value = value;
        input.removeAttribute("aria-invalid");
      }
      input.max = String(limits().maxHeap);
      input.disabled = !ready;
      li.querySelector("button").disabled = !ready || heaps.length <= 1;
    });
  }

  // bitsOf gives each heap's binary digits, padded to one width, from the analysis when
  // it has them. Heap sizes stay plain numbers: toString(2) is exact up to 2^53.
  function bitsOf(heaps, analysis) {
    const bin = analysis && analysis.binary;
    let rows = bin && Array.isArray(bin.rows) && bin.rows.length === heaps.length
      ? bin.rows.slice() : heaps.map((n) => Number(n).toString(2));
    const width = Math.max(1, ...rows.map((r) => r.length));
    rows = rows.map((r) => r.padStart(width, "0"));
    let sum = "";
    const odd = [];
    for (let c = 0; c < width; c++) {
      let ones = 0;
      for (const r of rows) if (r[c] === "1") ones++;
      odd.push(ones % 2 === 1);
      sum += ones % 2 === 1 ? "1" : "0";
    }
    if (bin && typeof bin.sum === "string") sum = bin.sum.padStart(width, "0");
    return { rows: rows, sum: sum, odd: odd, width: width };
  }

  const SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  function placeValue(k) {
    if (k < 10) return String(2 ** k);
    return "2" + String(k).replace(/[0-9]/g, (d) => SUP[d]);
  }

  function bitCells(tr, digits, odd, tag) {
    for (let c = 0; c < digits.length; c++) {
      tr.append(el(tag, odd[c] ? "bit odd" : "bit", digits[c]));
    }
  }

  function eq() {
    const cell = el("td", "eq", "=");
    cell.setAttribute("aria-hidden", "true");
    return cell;
  }

  function renderTable() {
    const heaps = vm.heaps;
    const a = vm.analysis || {};
    const b = bitsOf(heaps, a);

    const head = el("tr");
    const th = (text, cls) => {
      const cell = el("th", cls, text);
      cell.scope = "col";
      return cell;
    };
    head.append(el("td", "name"), th("size", "dec"), el("td", "eq"));
    for (let c = 0; c < b.width; c++) {
      const cell = th(placeValue(b.width - 1 - c), b.odd[c] ? "place odd" : "place");
      head.append(cell);
    }
    $("nimsum-head").replaceChildren(head);

    const body = document.createDocumentFragment();
    heaps.forEach((n, i) => {
      const tr = el("tr");
      const name = el("th", "name", "heap " + (i + 1));
      name.scope = "row";
      tr.append(name, el("td", "dec", String(n)), eq());
      bitCells(tr, b.rows[i], b.odd, "td");
      body.append(tr);
    });
    $("nimsum-body").replaceChildren(body);

    const foot = el("tr", "sum");
    const name = el("th", "name", "⊕");
    name.scope = "row";
    name.setAttribute("aria-label", "nim-sum");
    const total = typeof a.nimSum === "number" ? String(a.nimSum) : String(parseInt(b.sum, 2));
    foot.append(name, el("td", "dec", total), eq());
    bitCells(foot, b.sum, b.odd, "td");
    $("nimsum-foot").replaceChildren(foot);

    $("explanation").textContent = a.explanation || "";
    $("rule").textContent = a.rule || "";
  }

  function who(toMove) {
    return toMove === "computer" ? "the computer" : toMove;
  }

  // Heap sizes of a canonical nim position text, or null.
  function heapsOf(position) {
    const h = new URLSearchParams(position).get("heaps");
    return h === null ? null : h.split(",").map(Number);
  }

  function hintText() {
    const a = vm.analysis;
    if (!a || !Array.isArray(vm.heaps)) return "";
    if (a.outcome === "P") return "Hint: every move loses against perfect play here; take a little and hope for a mistake.";
    if (!Array.isArray(a.winning)) return a.note || "";
    const moves = [];
    for (const p of a.winning.slice(0, 4)) {
      const to = heapsOf(p);
      if (!to || to.length !== vm.heaps.length) continue;
      const i = to.findIndex((n, j) => n !== vm.heaps[j]);
      if (i >= 0) moves.push("take " + (vm.heaps[i] - to[i]) + " from heap " + (i + 1) + " (leaving " + to[i] + ")");
    }
    if (!moves.length) return "";
    const more = a.winning.length > moves.length ? ", …" : "";
    return "Hint: winning move" + (moves.length > 1 ? "s: " : ": ") + moves.join("; ") + more + ".";
  }

  function renderOutcome() {
    const a = vm.analysis || {};
    const o = $("outcome");
    o.textContent = a.outcome || "";
    o.dataset.outcome = a.outcome || "";
    o.classList.toggle("is-n", a.outcome === "N");
    o.classList.toggle("is-p", a.outcome === "P");
    const mover = "(" + who(vm.toMove) + ")";
    let words = "";
    if (a.outcome === "N") words = "N-position: the player to move " + mover + " wins with perfect play.";
    if (a.outcome === "P") words = "P-position: the player to move " + mover + " loses against perfect play.";
    if (typeof a.grundy === "number") words += " Grundy value " + a.grundy + ".";
    $("outcome-words").textContent = words;
    $("position").textContent = vm.position;
    $("to-move").textContent = vm.over ? "" : "To move: " + who(vm.toMove) + ".";
    $("to-move").hidden = !!vm.over;
    $("result").textContent = vm.result || "";
    $("result").hidden = !vm.over || !vm.result;
    const hint = vm.hint && !vm.over ? hintText() : "";
    $("hint-text").textContent = hint;
    $("hint-text").hidden = !hint;
  }

  function renderLog() {
    const log = Array.isArray(vm.log) ? vm.log : [];
    const list = $("log");
    list.replaceChildren(...log.map((line) => el("li", "", line)));
    $("log-empty").hidden = log.length > 0;
  }

  function renderControls() {
    const on = ready && !!vm;
    const nim = on && Array.isArray(vm.heaps);
    const hint = $("hint");
    hint.disabled = !on;
    hint.setAttribute("aria-pressed", String(!!(vm && vm.hint)));
    $("undo").disabled = !on || !vm.canUndo;
    $("redo").disabled = !on || !vm.canRedo;
    $("play").disabled = !nim;
    $("play-value").textContent = vm && vm.play === "misere" ? "misère" : "normal";
    $("vs").disabled = !on;
    $("vs-value").textContent = vm && vm.vs === "human" ? "two players" : "computer";
    $("add-heap").disabled = !nim || vm.heaps.length >= limits().maxHeaps;
    $("goto-input").disabled = !ready;
    $("go").disabled = !ready;
    const input = $("goto-input");
    if (vm && !(document.activeElement === input && input.dataset.dirty === "1")) {
      input.value = vm.position;
    }
    if (vm) renderHeaps();
  }

  function render() {
    renderControls();
    if (!vm) return;
    $("outcome-section").hidden = false;
    $("nimsum-section").hidden = !Array.isArray(vm.heaps);
    renderOutcome();
    if (Array.isArray(vm.heaps)) renderTable();
    renderLog();
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
    const moves = newMoves(lastLog, Array.isArray(next.log) ? next.log : []);
    if (prev && prev.position === next.position && !moves.length && prev.over === next.over) return;
    const parts = [];
    if (Array.isArray(next.heaps)) {
      const a = next.analysis || {};
      let s = (next.heaps.length === 1 ? "heap " : "heaps ") + next.heaps.join(", ");
      if (typeof a.nimSum === "number") s += "; nim-sum " + a.nimSum;
      if (next.play === "misere") s += "; misère play";
      parts.push(s + ".");
    }
    parts.push(...moves);
    if (next.over && next.result) parts.push(next.result);
    else if (!next.over && next.toMove) parts.push("To move: " + who(next.toMove) + ".");
    $("live").textContent = parts.join(" ");
  }

  // ---- the hash ----

  function writeHash(detail, fromHash) {
    const hash = "#" + detail.state;
    if (hash === location.hash) return;
    if (keepBadHash) {
      if (lastPosition === null || detail.position === lastPosition) return;
      keepBadHash = false;
    }
    if (lastPosition !== null && detail.position !== lastPosition && !fromHash) {
      history.pushState(null, "", hash);
    } else {
      history.replaceState(null, "", hash);
    }
  }

  function onHashNavigation() {
    if (!ready) return;
    const h = location.hash.slice(1);
    if (h === "" || h === pendingHash) return;
    let current;
    try {
      current = window.nimscope.state();
    } catch (err) {
      current = null;
    }
    if (h === current) return;
    pendingHash = h;
    let res;
    try {
      res = window.nimscope.set(h);
    } catch (err) {
      res = { error: err && err.message ? err.message : String(err) };
    }
    if (res && res.error) {
      pendingHash = null;
      keepBadHash = true;
      showHashError(res.error);
    } else {
      clearError();
    }
  }

  // ---- events from Go ----

  function onState(e) {
    const next = e.detail;
    if (!next || typeof next !== "object") return;
    const prev = vm;
    const fromHash = pendingHash !== null;
    pendingHash = null;
    vm = next;
    render();
    announce(prev, next);
    lastLog = Array.isArray(next.log) ? next.log.slice() : [];
    writeHash(next, fromHash);
    lastPosition = next.position;
    if (hashError !== null) showHashError(hashError);
  }

  function onError(e) {
    const d = e.detail || {};
    const message = d.message || "unknown error";
    if (d.source === "hash") {
      keepBadHash = true;
      showHashError(message);
    } else if (d.source === "panic") {
      showError("Something went wrong inside nimscope: " + sentence(message));
    } else {
      showError(sentence(message));
    }
  }

  function onReady() {
    if (ready) return;
    ready = true;
    render();
  }

  function onStopped() {
    ready = false;
    render();
  }

  window.addEventListener("nimscope:state", onState);
  window.addEventListener("nimscope:error", onError);
  window.addEventListener("nimscope:ready", onReady);
  window.addEventListener("nimscope:stopped", onStopped);
  window.addEventListener("hashchange", onHashNavigation);
  window.addEventListener("popstate", onHashNavigation);

  // ---- the panel's own controls ----

  $("hint").addEventListener("click", toggleHint);
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("play").addEventListener("click", togglePlay);
  $("vs").addEventListener("click", toggleVs);
  $("add-heap").addEventListener("click", addHeap);
  $("error-close").addEventListener("click", () => {
    clearError();
    $("panel").focus();
  });
  const gotoInput = $("goto-input");
  gotoInput.addEventListener("input", () => { gotoInput.dataset.dirty = "1"; });
  $("goto").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = gotoInput.value.trim().replace(/^#/, "");
    if (set("That position is not valid", text)) gotoInput.dataset.dirty = "";
  });

  // ---- keys ----

  const keys = {
    u: undo, r: redo, h: toggleHint, m: togglePlay, c: toggleVs, "+": addHeap,
    "-": () => { if (vm && Array.isArray(vm.heaps)) removeHeap(vm.heaps.length - 1); },
  };

  document.addEventListener("keydown", (e) => {
    const t = e.target;
    if (t && t.closest && t.closest("input, textarea, select, [contenteditable]")) return;
    if (e.key === "Escape" && !$("error").hidden) {
      clearError();
      return;
    }
    if (!ready || e.altKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    let action = null;
    if (e.ctrlKey || e.metaKey) {
      if (key === "z") action = e.shiftKey ? redo : undo;
      else if (key === "y" && !e.shiftKey) action = redo;
    } else if (Object.prototype.hasOwnProperty.call(keys, key)) {
      if (e.repeat && "hmc".includes(key)) return;
      action = keys[key];
    }
    if (!action) return;
    e.preventDefault();
    action();
  });

  // If Go was ready before this script ran, ask it to send the state again.
  if (window.nimscope && window.nimscope.ready) {
    onReady();
    call("Could not read the state", (ns) => ns.set(ns.state()));
  }
  render();
})();

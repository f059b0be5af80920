// pointer.js: the board canvas's pointer events, queued here for Go to take once a tick.
// A listener written in Go costs about eight heap allocations a call (syscall/js wraps the
// callback, its arguments and every object it reads), so a pointer sweeping the board
// allocated on every frame; Go instead asks take() once a tick, which allocates nothing when
// the queue is empty and reads the queue through one shared buffer when it is not.
"use strict";
(function () {
  const fields = 5; // kind, pointerId, touch (1) or mouse (0), x, y in CSS pixels
  const room = 128; // events one take() hands over; the rest wait for the next
  const buf = new Float64Array(fields * room);
  const kinds = { pointerdown: 1, pointermove: 2, pointerup: 3, pointercancel: 4 }; // as wasm/pointer_js.go reads them
  let queue = [];

  function note(canvas, e) {
    const kind = kinds[e.type];
    const mouse = e.pointerType === "mouse";
    // The left button only, as the scenes have always read it.
    if (mouse && (kind === 1 || kind === 3) && e.button !== 0) return;
    if (kind === 1) {
      // A captured pointer's moves and release off the canvas come here too. A pointer the
      // browser does not know (an event a script made up) cannot be captured.
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch (err) {
        // not a real pointer: the event still counts
      }
    }
    const r = canvas.getBoundingClientRect();
    queue.push(kind, e.pointerId, mouse ? 0 : 1, e.clientX - r.left, e.clientY - r.top);
  }

  window.nimscopePointer = {
    // bytes is buf's memory, which Go copies from (js.CopyBytesToGo reads a Uint8Array).
    bytes: new Uint8Array(buf.buffer),
    room: room,
    fields: fields,
    watch(canvas) {
      for (const type of Object.keys(kinds)) {
        canvas.addEventListener(type, (e) => note(canvas, e));
      }
    },
    // take moves up to room events from the queue into buf and says how many.
    take() {
      const n = Math.min(queue.length / fields, room);
      if (n === 0) return 0;
      buf.set(n * fields === queue.length ? queue : queue.slice(0, n * fields));
      queue = queue.length === n * fields ? [] : queue.slice(n * fields);
      return n;
    },
  };
})();

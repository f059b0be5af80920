//go:build !js

package e2e

import (
	"fmt"
	"testing"
)

// mallocsPerFrame runs the page for frames animation frames, sending burst pointer moves to
// one spot of the canvas in each, and returns the Go heap allocations a frame between the
// first and the last new nimscope.stats() summary seen (the app takes one every 30 frames).
const mallocsPerFrame = `(async (frames, burst) => {
  const c = document.querySelector("canvas");
  const r = c.getBoundingClientRect();
  const x = r.left + r.width - 4, y = r.top + r.height - 4;
  let first = null, last = null, seen = window.nimscope.stats().frames;
  for (let i = 0; i < frames; i++) {
    await new Promise((done) => requestAnimationFrame(done));
    for (let k = 0; k < burst; k++) {
      c.dispatchEvent(new PointerEvent("pointermove", {
        clientX: x, clientY: y, pointerId: 1, pointerType: "mouse", isPrimary: true, bubbles: true,
      }));
    }
    const s = window.nimscope.stats();
    if (s.frames !== seen) {
      seen = s.frames;
      if (first === null) first = s; else last = s;
    }
  }
  if (first === null || last === null) return -1;
  return (last.mallocs - first.mallocs) / (last.frames - first.frames);
})`

// TestPointerAllocatesNothing: the board's pointer events cost Go no allocation each. A
// listener written in Go allocated about eight times an event (syscall/js's callback, its
// arguments, the event's fields read), which the bench's allocation rows counted on every
// frame of a pointer sweeping the board; static/pointer.js queues them and Go takes them
// once a tick. 40 moves a frame, against none, must add under one allocation a frame.
func TestPointerAllocatesNothing(t *testing.T) {
	tb := open(t, "game=nim&heaps=3,4,5")
	tb.frames(30, 0)
	const frames, burst = 130, 40
	quiet := eval[float64](tb, fmt.Sprintf("%s(%d, 0)", mallocsPerFrame, frames))
	busy := eval[float64](tb, fmt.Sprintf("%s(%d, %d)", mallocsPerFrame, frames, burst))
	if quiet < 0 || busy < 0 {
		t.Fatalf("the app took too few summaries in %d frames (quiet %v, busy %v)", frames, quiet, busy)
	}
	t.Logf("Go allocations a frame: %.2f quiet, %.2f with %d pointer moves a frame", quiet, busy, burst)
	if busy > quiet+1 {
		t.Errorf("%d pointer moves a frame cost Go %.2f allocations a frame more (%.2f against %.2f): %.2f an event",
			burst, busy-quiet, busy, quiet, (busy-quiet)/burst)
	}
}

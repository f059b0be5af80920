//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
)

// On a PC that draws a few frames a second Ebiten runs one Update a frame (it catches up only
// with frames of up to five ticks), and everything counted in ticks took as many frames: at 6
// frames a second the computer answered a move after ten seconds, and an explanation of two
// steps took half a minute. In these tests every animation frame of the page is kept busy for
// 150 ms (nine ticks); the ticks are owed by the clock (anim.Lag, each scene's Elapse), and
// what took sixty frames takes a few.

// longFrames runs the JavaScript statements start, then keeps every animation frame busy for
// 150 ms until the expression done is true, and returns how many frames that took (at most
// 80) and the value of the expression then, which JSON-encodes.
func longFrames(tb *tab, start, done, then string) (frames int, at json.RawMessage) {
	tb.t.Helper()
	got := eval[string](tb, fmt.Sprintf(`new Promise((resolve, reject) => {
  try { %s } catch (e) { reject(e); return; }
  let frames = 0;
  const spin = () => {
    const t0 = performance.now();
    while (performance.now() - t0 < 150) {}
    frames++;
    if (frames >= 80 || (%s)) resolve(JSON.stringify({frames, then: %s}));
    else requestAnimationFrame(spin);
  };
  requestAnimationFrame(spin);
})`, start, done, then))
	var r struct {
		Frames int
		Then   json.RawMessage
	}
	if err := json.Unmarshal([]byte(got), &r); err != nil {
		tb.t.Fatalf("long frames: %s: %v", got, err)
	}
	return r.Frames, r.Then
}

// TestLongFramesKeepTime: the computer waits for the scene's move animation (20-45 ticks) and
// then 40 ticks; its answer came after sixty frames, and comes after a few. The computer
// waits for the scene's animation, so each scene's own catching up is on trial.
func TestLongFramesKeepTime(t *testing.T) {
	for _, page := range [][]struct{ start, move string }{
		{
			{"game=nim&heaps=3,4,5", "game=nim&heaps=3,4,1"},
			{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=6,6,5,4&set=1,2,3"},
			{"game=fibonacci&n=20&last=0", "game=fibonacci&n=17&last=3"},
			{"game=hackenbush&edges=0-1,1-2,0-3", "game=hackenbush&edges=0-1,0-3"},
		},
		{
			{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,7,0"},
			{"game=slide&coins=2,5,9", "game=slide&coins=2,5,7"},
			{"game=turning&coins=HTTHTHH&rule=turtles", "game=turning&coins=HTTHTHT&rule=turtles"},
			{"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2", "game=sum&parts=nim:1|staircase:0,2,1|hackenbush:0-1,1-2"},
		},
	} {
		tb := open(t, page[0].start)
		for _, tc := range page {
			tb.set(tc.start)
			tb.synced()
			tb.settle()
			n, then := longFrames(tb, fmt.Sprintf(`
  const res = window.nimscope.command("playto", %q);
  if (res.error) throw new Error("playto: " + res.error);
  window.moved = window.nimscope.state();`, tc.move),
				`window.nimscope.state() !== window.moved`, `window.nimscope.state()`)
			t.Logf("%s: %d frames, then %s", tc.move, n, then)
			if n > 15 {
				t.Errorf("%s: the computer answered %s after %d frames of 150 ms (then %s): the move's animation and the wait ran a tick a frame, as slowly as the frames came",
					tc.start, tc.move, n, then)
			}
		}
	}
}

// TestLongFramesExplain: an explanation's timeline (Hackenbush, one step at speed 5: 72
// ticks) and a construction's player (the XOR table's doubling at speed 6: about 60) took as
// many frames; nine ticks a frame make it eight or so.
func TestLongFramesExplain(t *testing.T) {
	t.Run("hackenbush", func(t *testing.T) {
		tb := open(t, "game=hackenbush&edges=0-1,0-2")
		tb.settle()
		tb.hbScene()
		n, then := longFrames(tb, `
  window.nimscope.command("speed", "5");
  window.nimscope.command("explain", "play");`,
			`window.hbScene && window.hbScene.mode === "explain" && window.hbScene.done === true`,
			`window.hbScene && window.hbScene.step`)
		t.Logf("%d frames, then step %s", n, then)
		if n > 20 {
			t.Errorf("the explanation of 0-1,0-2 at speed 5 played to its end in %d frames of 150 ms (then at step %s), a tick a frame", n, then)
		}
	})
	t.Run("xor", func(t *testing.T) {
		tb, _ := xorOpen(t, "game=xor&q=64")
		tb.command("construct", "doubling")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Step 1 of 7")`, "the doubling's first step")
		play := `[...document.querySelectorAll("#scene-controls button")].find((b) => b.dataset.key === "p")`
		n, then := longFrames(tb, `
  window.nimscope.command("speed", "6");
  window.nimscope.command("explain", "play");`,
			`document.getElementById("scene-body").textContent.includes("Step 7 of 7") && `+play+`.getAttribute("aria-pressed") === "false"`,
			play+`.getAttribute("aria-pressed")`)
		t.Logf("%d frames, then Play pressed: %s", n, then)
		if n > 20 {
			t.Errorf("the doubling at speed 6 played to its end in %d frames of 150 ms (Play pressed: %s), a tick a frame", n, then)
		}
	})
}

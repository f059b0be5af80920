//go:build !js

package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/web/framestats"
)

// TestReadyEvent: nimscope:ready comes once, with window.nimscope.ready already true, and
// before the first nimscope:state (it goes out at the start of the animation frame after the
// first picture; that frame's Update queues the view model for a task after the frame), on
// the page without a hash and on the sum's page, whose first view model has the most to do.
func TestReadyEvent(t *testing.T) {
	parallel(t)
	for _, hash := range []string{"", "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2"} {
		t.Run(fmt.Sprintf("%q", hash), func(t *testing.T) {
			tb := open(t, hash)
			tb.waitFor(`window.__nimscopeSeen.some((e) => e.name === "state")`, "the first nimscope:state")
			type event struct {
				Name  string `json:"name"`
				Ready bool   `json:"ready"`
			}
			seen := eval[[]event](tb, `window.__nimscopeSeen`)
			if len(seen) == 0 || seen[0].Name != "ready" {
				t.Fatalf("the events came in the order %+v, want nimscope:ready first", seen)
			}
			if !seen[0].Ready {
				t.Errorf("window.nimscope.ready was false when nimscope:ready came")
			}
			for _, e := range seen[1:] {
				if e.Name == "ready" {
					t.Errorf("nimscope:ready came more than once: %+v", seen)
				}
			}
		})
	}
}

// stateTurns, run before the page, records in window.__stateTurns what kind of callback
// each nimscope:state came after: "frame" (an animation frame's, where Ebiten runs Update
// and Draw) or "task" (a setTimeout's). The events are dispatched in the microtask after
// the Go call that sent them, so the latest callback to start is the one that sent them.
const stateTurns = `(() => {
  let turn = "";
  const raf = window.requestAnimationFrame, later = window.setTimeout;
  window.requestAnimationFrame = function (f) {
    return raf.call(this, function () { turn = "frame"; return f.apply(this, arguments); });
  };
  window.setTimeout = function (f, ...rest) {
    if (typeof f !== "function") return later.call(this, f, ...rest);
    return later.call(this, function () { turn = "task"; return f.apply(this, arguments); }, ...rest);
  };
  const turns = window.__stateTurns = [];
  addEventListener("nimscope:state", () => turns.push(turn));
})();`

// TestStateAfterFrame: the view model is built and sent in a task after the frame, not in
// the frame's Update, after the first frame and after changes of every kind (a position
// set, a move the scene plays, the hint turned on); stats().state counts the tasks and times
// them.
func TestStateAfterFrame(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5&vs=human", beforePage(stateTurns))
	tb.waitFor(`window.__stateTurns.length >= 1`, "the first nimscope:state")
	eval[chromedp.Void](tb, `window.nimscope.set("game=nim&heaps=1,2&vs=human")`)
	tb.waitFor(`window.__stateTurns.length >= 2 && window.nimscope.view().position === "game=nim&heaps=1,2"`, "the state of the position set")
	eval[chromedp.Void](tb, `window.nimscope.command("playto", "game=nim&heaps=1,1")`)
	tb.waitFor(`window.nimscope.view().position === "game=nim&heaps=1,1" && window.__stateTurns.length >= 3`, "the state after the move")
	eval[chromedp.Void](tb, `window.nimscope.command("hint")`)
	tb.waitFor(`window.__stateTurns.length >= 4`, "the state after the hint was turned on")
	turns := eval[[]string](tb, `window.__stateTurns`)
	for i, turn := range turns {
		if turn != "task" {
			t.Errorf("nimscope:state %d of %v came after a callback of kind %q, want a task's (setTimeout), after the frame", i+1, turns, turn)
		}
	}
	// stats() publishes a summary every 30 frames.
	tb.waitFor(fmt.Sprintf(`window.nimscope.stats().state.count >= %d`, len(turns)), "stats() to count the view model's tasks")
	s := eval[framestats.TaskSummary](tb, `window.nimscope.stats().state`)
	if s.Count < uint64(len(turns)) || s.TotalMS <= 0 || s.MaxMS <= 0 || s.MaxMS > s.TotalMS {
		t.Errorf("stats().state = %+v after %d states, want a count of at least %d and the times of the tasks", s, len(turns), len(turns))
	}
}

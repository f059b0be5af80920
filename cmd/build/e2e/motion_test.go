//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// reduceMotion emulates the system's prefers-reduced-motion for the tab: "reduce" or
// "no-preference".
func (tb *tab) reduceMotion(value string) {
	tb.t.Helper()
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}},
		})
		return err
	}))
	if err != nil {
		tb.t.Fatalf("emulate prefers-reduced-motion: %s: %v", value, err)
	}
	want := value == "reduce"
	tb.waitFor(fmt.Sprintf(`window.nimscope.stats().reducedMotion === %v`, want),
		fmt.Sprintf("stats().reducedMotion to follow prefers-reduced-motion: %s", value))
}

// painted runs do and returns how many frames the scene painted while it took effect, over
// at least d (stats().drawn). The summary behind stats() is published every 30 frames, so
// the page idles first, until it holds every frame painted before, and runs 40 frames after
// d, so that it holds those of d.
func (tb *tab) painted(d time.Duration, do func()) uint64 {
	tb.t.Helper()
	drawn := func() uint64 { return uint64(eval[float64](tb, `window.nimscope.stats().drawn`)) }
	tb.frames(45, 800*time.Millisecond)
	before := drawn()
	do()
	tb.frames(40+int(d/(17*time.Millisecond)), d)
	tb.frames(40, 0)
	return drawn() - before
}

// reloadReduced loads the page again on a system that asks for reduced motion: the page
// reads it at start.
func (tb *tab) reloadReduced() {
	tb.t.Helper()
	tb.reduceMotion("reduce")
	tb.markDocument()
	eval[chromedp.Void](tb, `location.reload()`)
	tb.waitReloaded("a reload with reduced motion")
	if !eval[bool](tb, `window.nimscope.stats().reducedMotion`) {
		tb.t.Fatal("stats().reducedMotion is false after a reload on a system that asks for reduced motion")
	}
}

// stepTime runs a step of the explanation, then during, and returns how long the step took,
// by the page's clock, until the scene reported it done.
func (tb *tab) stepTime(during func()) time.Duration {
	tb.t.Helper()
	got := eval[string](tb, `(() => {
  if (!window.motionWatched) {
    window.motionWatched = true;
    window.addEventListener("nimscope:scene", (e) => {
      if (e.detail && e.detail.done && window.motionDoneAt === 0) window.motionDoneAt = performance.now();
    });
  }
  window.motionDoneAt = 0;
  window.motionStepAt = performance.now();
  return JSON.stringify(window.nimscope.command("explain", "step"));
})()`)
	if got != "{}" {
		tb.t.Fatalf(`command("explain", "step") = %s`, got)
	}
	during()
	tb.hbUntil(`window.motionDoneAt > 0`, "the step to end")
	ms := eval[float64](tb, `window.motionDoneAt - window.motionStepAt`)
	return time.Duration(ms * float64(time.Millisecond)).Round(time.Millisecond)
}

// firstPicture plays the move to position in the same turn as it asks for a PNG of the
// board: the picture is of the scene as the move left it at its first tick, whatever the
// frame rate. It returns how many of its pixels are of the colour want says.
func (tb *tab) firstPicture(position string, want func(r, g, b uint32) bool) int {
	tb.t.Helper()
	img := tb.export(fmt.Sprintf(`window.nimscope.command("playto", %q); window.nimscope.command("export", "png")`, position)).png(tb.t)
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); want(r, g, bl) {
				n++
			}
		}
	}
	return n
}

// stillFrames is the most frames a change may paint with reduced motion: the change itself,
// and the frames an explanation's keyframe takes to be worked out.
const stillFrames = 6

// TestReducedMotion: with prefers-reduced-motion: reduce a take and a chop appear at once
// and the Hackenbush reduction goes from step to step, each a still picture whose caption
// is reported, whether the system asked before the page loaded or while it runs; without
// it, an explanation's step animates as before, and a step animating when the reader asks
// for reduced motion ends at once.
func TestReducedMotion(t *testing.T) {
	parallel(t)
	t.Run("take", func(t *testing.T) {
		// The first picture of a take: the stones taken still there, in red, as they start
		// to rise and fade; with reduced motion they are gone at once. The preference is
		// followed while the page runs.
		tb := open(t, "game=nim&heaps=3,4,5&vs=human")
		isRed := func(r, g, b uint32) bool { return classify(r, g, b) == red }
		if n := tb.firstPicture("game=nim&heaps=1,4,5", isRed); n == 0 {
			t.Errorf("the first picture of a take without reduced motion has no red: the test cannot see the take's start")
		}
		tb.reduceMotion("reduce")
		if got := eval[string](tb, `JSON.stringify(window.nimscope.set("game=nim&heaps=3,4,5"))`); got != "{}" {
			t.Fatalf("set: %s", got)
		}
		tb.waitState("game=nim&heaps=3,4,5&vs=human", "the heaps back")
		if n := tb.firstPicture("game=nim&heaps=1,4,5", isRed); n != 0 {
			t.Errorf("the first picture of a take with reduced motion has %d red pixels: the stones taken are still on their way", n)
		}
		n := tb.painted(600*time.Millisecond, func() {
			tb.command("playto", "game=nim&heaps=1,3,5")
			tb.waitState("game=nim&heaps=1,3,5&vs=human", "the take of 1 from heap 2")
		})
		t.Logf("a take painted %d frames", n)
		if n > stillFrames {
			t.Errorf("a take painted %d frames with reduced motion, want at most %d: it animates", n, stillFrames)
		}
	})

	t.Run("link", func(t *testing.T) {
		// motion=reduced in the link: the same still moves on a system that does not ask for
		// them, for a lecture page that wants the board still; motion=auto follows the
		// system again.
		tb := open(t, "game=nim&heaps=3,4,5&vs=human&motion=reduced")
		if !eval[bool](tb, `window.nimscope.stats().reducedMotion`) {
			t.Fatal("stats().reducedMotion is false with motion=reduced in the link")
		}
		isRed := func(r, g, b uint32) bool { return classify(r, g, b) == red }
		if n := tb.firstPicture("game=nim&heaps=1,4,5", isRed); n != 0 {
			t.Errorf("the first picture of a take with motion=reduced has %d red pixels: the stones taken are still on their way", n)
		}
		tb.waitState("game=nim&heaps=1,4,5&vs=human&motion=reduced", "the take, with motion=reduced kept in the state")
		if got := eval[string](tb, `JSON.stringify(window.nimscope.set("game=nim&heaps=3,4,5&motion=auto"))`); got != "{}" {
			t.Fatalf("set: %s", got)
		}
		tb.waitState("game=nim&heaps=3,4,5&vs=human", "the heaps back, motion=auto")
		tb.synced() // the board shows them: a take from them can animate
		tb.waitFor(`window.nimscope.stats().reducedMotion === false`, "reduced motion off after motion=auto, on a system that does not ask for it")
		if n := tb.firstPicture("game=nim&heaps=1,4,5", isRed); n == 0 {
			t.Errorf("the first picture of a take after motion=auto has no red: the take does not animate")
		}
		if got := eval[map[string]any](tb, `window.nimscope.set("motion=still")`); !strings.Contains(fmt.Sprint(got["error"]), `motion: "still" is not reduced or auto`) {
			t.Errorf("set(motion=still) = %v, want the error naming the key", got)
		}
	})

	t.Run("hackenbush", func(t *testing.T) {
		// An edge with a triangle on top (*2, steps of every kind), another on the ground,
		// and two stalks.
		const edges = "0-1,0-4,0-7,0-8,1-2,1-3,2-3,4-5,4-6,5-6"
		tb := open(t, "game=hackenbush&edges="+edges+"&vs=human")
		if eval[bool](tb, `window.nimscope.stats().reducedMotion`) {
			t.Fatal("stats().reducedMotion is true on a system that does not ask for it")
		}
		isRed := func(r, g, b uint32) bool { return hbClassify(r, g, b) == hbRed }
		// A chop's first picture: the chopped edge, red as it fades.
		if n := tb.firstPicture("game=hackenbush&edges=0-1,0-4,0-7,1-2,1-3,2-3,4-5,4-6,5-6", isRed); n == 0 {
			t.Errorf("the first picture of a chop without reduced motion has no red: the test cannot see the chop's start")
		}
		tb.hbState("game=hackenbush&edges=0-1,0-4,0-7,1-2,1-3,2-3,4-5,4-6,5-6&vs=human", "the chop of edge 0-8")
		tb.reloadReduced()
		tb.sceneArgs()
		tb.hbScene()

		// With reduced motion the edges a chop takes are gone at once: nothing falls.
		if n := tb.firstPicture("game=hackenbush&edges=0-1,0-7,1-2,1-3,2-3", isRed); n != 0 {
			t.Errorf("the first picture of a chop with reduced motion has %d red pixels: the chopped edge is still fading", n)
		}
		tb.hbState("game=hackenbush&edges=0-1,0-7,1-2,1-3,2-3&vs=human", "the chop of edge 0-4")
		n := tb.painted(time.Second, func() {
			tb.command("playto", "game=hackenbush&edges=0-1,1-2,1-3,2-3")
			tb.hbState("game=hackenbush&edges=0-1,1-2,1-3,2-3&vs=human", "the chop of edge 0-7")
		})
		t.Logf("a chop painted %d frames", n)
		if n > stillFrames {
			t.Errorf("a chop painted %d frames with reduced motion, want at most %d: its edges fall", n, stillFrames)
		}

		// Step: the next keyframe at once, captioned.
		n = tb.painted(2*time.Second, func() {
			tb.command("explain", "step")
			tb.hbUntil(`window.hbScene && window.hbScene.mode === "explain" && window.hbScene.step === 1`, "step to show step 1")
		})
		t.Logf("a step painted %d frames", n)
		if n > stillFrames {
			t.Errorf("a step of the explanation painted %d frames with reduced motion, want at most %d: it animates", n, stillFrames)
		}
		steps := tb.hbReport().Steps
		if steps < 3 {
			t.Fatalf("the explanation has %d steps; the test wants a few", steps)
		}

		// Play: every step's keyframe in turn, each held about a second, nothing between.
		eval[chromedp.Void](tb, `(() => {
  window.motionSteps = [];
  window.addEventListener("nimscope:scene", (e) => {
    const s = window.motionSteps;
    if (e.detail && e.detail.mode === "explain" && (s.length === 0 || s[s.length - 1].step !== e.detail.step)) {
      s.push({step: e.detail.step, at: performance.now()});
    }
  });
})()`)
		start := time.Now()
		n = tb.painted(0, func() {
			tb.command("explain", "play")
			tb.hbUntil(`window.hbScene.done === true`, "the explanation to play to its end")
		})
		var seen []struct {
			Step int     `json:"step"`
			At   float64 `json:"at"`
		}
		if err := json.Unmarshal([]byte(eval[string](tb, `JSON.stringify(window.motionSteps)`)), &seen); err != nil {
			t.Fatal(err)
		}
		var order []int
		for _, s := range seen {
			order = append(order, s.Step)
		}
		if len(order) != steps-1 || order[0] != 2 || order[len(order)-1] != steps {
			t.Errorf("play from step 1 captioned steps %v, want each of 2 to %d in turn", order, steps)
		}
		for i := 1; i < len(seen); i++ {
			if gap := seen[i].At - seen[i-1].At; gap < 800 {
				t.Errorf("step %d came %.0f ms after step %d: with reduced motion each is held about a second", seen[i].Step, gap, seen[i-1].Step)
			}
		}
		t.Logf("playing steps %v painted %d frames", seen, n)
		if limit := uint64(stillFrames * steps); n > limit {
			t.Errorf("playing %d steps painted %d frames in %s with reduced motion, want at most %d: they animate",
				steps-1, n, time.Since(start).Round(time.Millisecond), limit)
		}

		// The system stops asking while the page runs: a step animates again, at speed 1 for
		// 2.4 s (the game's ticks never run ahead of the clock).
		tb.reduceMotion("no-preference")
		tb.command("speed", "1")
		back := func() {
			tb.command("explain", "back")
			tb.hbUntil(fmt.Sprintf(`window.hbScene.step === %d && !window.hbScene.done`, steps-1), "back to go one step back")
		}
		back()
		if d := tb.stepTime(func() {}); d < 2200*time.Millisecond {
			t.Errorf("a step of the explanation at speed 1 without reduced motion ended after %s, want its animation's 2.4 s", d)
		}

		// Asked again while a step animates: the step ends at once, not 2.4 s after it began.
		back()
		if d := tb.stepTime(func() {
			time.Sleep(300 * time.Millisecond)
			tb.reduceMotion("reduce")
		}); d >= 2200*time.Millisecond {
			t.Errorf("a step animating when the system asked for reduced motion ended %s after it began, want at once", d)
		}
	})

	t.Run("panel", func(t *testing.T) {
		// Hiding the panel and showing it again sizes the board's pixels to its new box, with
		// reduced motion as without. The style sheet's reduced motion gave every element a
		// transition a hundredth of a millisecond long, so the board's column was still the
		// panel's old one when Ebiten read it on the resize that hiding sends: the board
		// stayed 160 pixels wide, stretched across 640.
		tb := open(t, "game=xor&q=64&projector=1", viewport(640, 400, 1))
		tb.reduceMotion("reduce")
		before := tb.settle()
		for _, hide := range []bool{true, false} {
			eval[chromedp.Void](tb, `document.getElementById("panel-toggle").click()`)
			tb.waitFor(fmt.Sprintf(`document.documentElement.classList.contains("panel-collapsed") === %v`, hide), "the toggle to take effect")
			c := tb.settle()
			if hide && c.CSSWidth <= before.CSSWidth {
				t.Errorf("the panel hidden, the board is %g px wide, as with the panel (%g px)", c.CSSWidth, before.CSSWidth)
			}
		}
	})
}

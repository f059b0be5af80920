//go:build !js

package e2e

import (
	"fmt"
	"image/color"
	"strings"
	"testing"
	"time"
)

const greedyExample = "game=greedy&heaps=9,5,5,3"

// pale is a dimmed stone: the stones' blue at a third of its strength on the background.
func pale(r, g, b uint32) bool {
	h, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
	return h >= 195 && h <= 225 && s >= 0.08 && s < 0.4 && v > 0.6
}

func TestGreedyScene(t *testing.T) {
	parallel(t)
	t.Run("loads-and-dims-the-smaller-heaps", func(t *testing.T) {
		tb := open(t, greedyExample+"&vs=human", viewport(1280, 800, 1))
		tb.waitState(greedyExample+"&vs=human", "the hash's position")
		c := tb.settle()
		g := heapGame(t, greedyExample)
		l := c.heapLayout(g)
		tb.synced()
		s := tb.shoot("greedy-1280x800", c)
		tb.heapIdle()
		// Heap 1, the largest, in full blue; heaps 2 to 4 dimmed: pale, not blue.
		for i := range g.Heaps() {
			col := s.heapRegion(c, heapColumn(l, i))
			strong, weak := s.count(blue, col), s.heapCount(col, pale)
			if i == 0 && (strong == 0 || weak > strong/4) {
				t.Errorf("heap 1 (the largest): %d blue and %d pale pixels, want it in full blue", strong, weak)
			}
			if i > 0 && (weak == 0 || strong > weak/10) {
				t.Errorf("heap %d (smaller): %d blue and %d pale pixels, want it dimmed", i+1, strong, weak)
			}
		}
		text := eval[string](tb, `document.getElementById("sections").textContent`)
		for _, want := range []string{"One heap has the largest size, 9: heap 1.", "Normal play: the player to move loses exactly when an even number",
			"Misère play: the same while the largest heap has 2 or more stones"} {
			if !strings.Contains(text, want) {
				t.Errorf("#sections lack %q: %q", want, text)
			}
		}
		if got := tb.heapSceneText(); !strings.Contains(got, "Only a heap of the largest size may be played — now heap 1, with 9 stones") {
			t.Errorf("the scene block says %q", got)
		}
	})

	// On a projector the dimmed heaps stay visible: at least 2:1 against the background
	// (they were 1.5:1, and vanished from the back rows), and still fainter than heap 1.
	t.Run("dimmed-heaps-on-a-projector", func(t *testing.T) {
		contrasts := map[bool]float64{}
		for _, projector := range []bool{false, true} {
			hash := greedyExample + "&vs=human"
			if projector {
				hash += "&projector=1"
			}
			tb := open(t, hash, viewport(1280, 800, 1))
			tb.waitState(hash, "the hash's position")
			c := tb.settle()
			l := c.heapLayout(heapGame(t, greedyExample))
			tb.synced()
			tb.heapIdle()
			s := tb.shoot(fmt.Sprintf("greedy-projector-%v", projector), c)
			bg := s.img.At(s.area.Min.X+3, s.area.Min.Y+3)
			// The strongest pixel of heap 2's column: the middle of a dimmed stone.
			worst := 1.0
			col := s.heapRegion(c, heapColumn(l, 1))
			for y := col.Min.Y; y < col.Max.Y; y++ {
				for x := col.Min.X; x < col.Max.X; x++ {
					worst = max(worst, pixelContrast(s.img.At(x, y), bg))
				}
			}
			contrasts[projector] = worst
		}
		t.Logf("a dimmed heap against the background: %.2f:1 on a projector, %.2f:1 otherwise", contrasts[true], contrasts[false])
		if contrasts[true] < 2 || contrasts[true] <= contrasts[false] {
			t.Errorf("a dimmed heap against the background: %.2f:1 on a projector, %.2f:1 otherwise; want at least 2:1 on a projector",
				contrasts[true], contrasts[false])
		}
	})

	t.Run("a-move-on-the-largest-heap", func(t *testing.T) {
		tb := open(t, greedyExample+"&vs=human")
		c := tb.settle()
		l := c.heapLayout(heapGame(t, greedyExample))
		tb.click(c.heapStone(l, 0, 2)) // leaves 2 in heap 1: heaps 5 are now the largest, two of them
		tb.waitState("game=greedy&heaps=2,5,5,3&vs=human", "a click on stone 2 of heap 1 leaves 2")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 took 7 from heap 1 (9 → 2)")`, "the log")
		tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "#outcome P: two largest heaps")
	})

	t.Run("touching-a-smaller-heap-does-nothing", func(t *testing.T) {
		tb := open(t, greedyExample+"&vs=human", touchScreen)
		c := tb.settle()
		l := c.heapLayout(heapGame(t, greedyExample))
		tb.touch(c.heapStone(l, 1, 2))
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Heap 2 has 5 stones, fewer than the largest, 9: only heap 1 may be played.")`,
			"the scene block to say why")
		tb.frames(10, 200*time.Millisecond)
		if got := eval[string](tb, `window.nimscope.state()`); got != greedyExample+"&vs=human" {
			t.Errorf("state() = %q after touching a smaller heap, want it unchanged", got)
		}
		s := tb.shoot("greedy-after-refused-touch", c)
		if n := s.count(red, s.area); n > 0 {
			t.Errorf("%d red pixels after a refused touch: it should snap back", n)
		}
	})

	t.Run("hint", func(t *testing.T) {
		tb := open(t, greedyExample+"&hint=1")
		c := tb.settle()
		g := heapGame(t, greedyExample)
		l := c.heapLayout(g)
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("take 5 to 9 from heap 1 (leaving 0 to 4)")`, "the hint")
		s := tb.shoot("greedy-hint", c)
		if n := s.heapCount(s.heapRegion(c, heapColumn(l, 0)), heapGreen); n < 100 {
			t.Errorf("heap 1 has %d green pixels, want its winning stones ringed", n)
		}
		for i := 1; i < 4; i++ {
			if n := s.heapCount(s.heapRegion(c, heapColumn(l, i)), heapGreen); n > 0 {
				t.Errorf("heap %d has %d green pixels; no winning move touches it", i+1, n)
			}
		}
	})

	t.Run("misere", func(t *testing.T) {
		tb := open(t, "game=greedy&heaps=1,1,0&play=misere")
		tb.synced()
		if got := tb.text("rule"); !strings.HasPrefix(got, "Misère Greedy Nim") {
			t.Errorf("#rule = %q", got)
		}
	})
}

// pixelContrast is WCAG 2's contrast ratio of two colours of a screenshot.
func pixelContrast(a, b color.Color) float64 {
	hex := func(c color.Color) string {
		r, g, b, _ := c.RGBA()
		return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
	}
	return contrast(hex(a), hex(b))
}

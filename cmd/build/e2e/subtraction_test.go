//go:build !js

package e2e

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/engine/moore"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/heapplay"
)

// heapGame is the heap scene's game for a position text, made as the scene makes it.
func heapGame(t *testing.T, text string) heapplay.Game {
	t.Helper()
	pos, _, err := engine.Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return heapGameOf(t, pos)
}

// heapGameOf adapts an engine position as the scene registered for its game does.
func heapGameOf(t *testing.T, pos game.Position) heapplay.Game {
	t.Helper()
	switch p := pos.(type) {
	case subtraction.Position:
		return heapplay.NewSubtraction(p, false)
	case greedy.Position:
		return heapplay.NewGreedy(p, false)
	case moore.Position:
		return heapplay.NewMoore(p, false)
	}
	t.Fatalf("%s: not a heap game", pos)
	return nil
}

// heapLayout is the layout the heap scene draws g with on the canvas c, computed by the
// same pure code the scene calls.
func (c canvasBox) heapLayout(g heapplay.Game) heaplayout.Layout {
	return heaplayout.New(c.Width, c.Height, c.DPR, len(g.Heaps()), slices.Max(g.Heaps()), heapplay.Options(g))
}

// heapAt is the CSS pixel of a device pixel of the canvas.
func (c canvasBox) heapAt(x, y float64) (float64, float64) { return c.Left + x/c.DPR, c.Top + y/c.DPR }

// heapStone is the CSS pixel of stone j (0 at the bottom) of heap i.
func (c canvasBox) heapStone(l heaplayout.Layout, i int, j uint64) (float64, float64) {
	return c.heapAt(l.Heaps.StoneCenter(i, j))
}

// heapMiddle is the CSS pixel at the middle of a rectangle of the canvas.
func (c canvasBox) heapMiddle(r heaplayout.Rect) (float64, float64) {
	return c.heapAt(r.X+r.W/2, r.Y+r.H/2)
}

// heapRegion is a rectangle of the canvas in the screenshot's pixels.
func (s shot) heapRegion(c canvasBox, r heaplayout.Rect) image.Rectangle {
	k := s.scale / c.DPR
	return image.Rect(int((c.Left*c.DPR+r.X)*k), int((c.Top*c.DPR+r.Y)*k),
		int((c.Left*c.DPR+r.X+r.W)*k), int((c.Top*c.DPR+r.Y+r.H)*k))
}

// heapColumn is heap i's column, from the top of the heaps' part to its base line.
func heapColumn(l heaplayout.Layout, i int) heaplayout.Rect {
	col := l.Heaps.Column(i)
	return heaplayout.Rect{X: col.X, Y: l.HeapsTop, W: col.W, H: l.Heaps.Base - l.HeapsTop}
}

// heapGreen is the hint's rings: #1f9d55.
func heapGreen(r, g, b uint32) bool {
	h, s, v := hsv(float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff)
	return s >= 0.45 && v >= 0.3 && h >= 130 && h <= 160
}

// heapCount counts the pixels of r that satisfy ok.
func (s shot) heapCount(r image.Rectangle, ok func(r, g, b uint32) bool) int {
	r = r.Intersect(s.area)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			if ok(cr, cg, cb) {
				n++
			}
		}
	}
	return n
}

// heapIdle checks that the scene, left alone, paints no frame: stats() counts the frames
// Ebiten ran and those the scene painted.
func (tb *tab) heapIdle() {
	tb.t.Helper()
	type frames struct {
		Frames uint64 `json:"frames"`
		Drawn  uint64 `json:"drawn"`
	}
	tb.frames(30, 600*time.Millisecond) // stats() publishes twice a second
	a := eval[frames](tb, `window.nimscope.stats()`)
	tb.frames(70, 1200*time.Millisecond)
	b := eval[frames](tb, `window.nimscope.stats()`)
	if b.Frames-a.Frames < 20 || b.Drawn != a.Drawn {
		tb.t.Errorf("left alone for a second: %d frames ran and %d were painted, want some frames and none painted", b.Frames-a.Frames, b.Drawn-a.Drawn)
	}
}

// heapSceneText is what the scene reports in the panel: its text and its buttons.
func (tb *tab) heapSceneText() string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById("scene-section").hidden ? "(hidden)" :
  document.getElementById("scene-body").textContent + " | " +
  [...document.querySelectorAll("#scene-controls button")].map((b) => b.textContent + (b.disabled ? " (disabled)" : "")).join(", ")`)
}

const lectureSubtraction = "game=subtraction&heaps=9,6,5,4&set=1,2,3"

func TestSubtractionScene(t *testing.T) {
	parallel(t)
	t.Run("loads", func(t *testing.T) {
		tb := open(t, lectureSubtraction+"&vs=human")
		tb.waitState(lectureSubtraction+"&vs=human", "the hash's position")
		tb.synced()
		if got := tb.text("h-analysis"); got != "Nim-sum of Grundy values" {
			t.Errorf("#h-analysis = %q", got)
		}
		rows := eval[[]string](tb, `[...document.querySelectorAll("#table-body tr, #table-foot tr")].map((tr) => tr.textContent)`)
		if want := []string{"heap 1 (9)1=01", "heap 2 (6)2=10", "heap 3 (5)1=01", "heap 4 (4)0=00", "⊕2=10"}; strings.Join(rows, "|") != strings.Join(want, "|") {
			t.Errorf("the table rows are %q, want %q", rows, want)
		}
		if got := tb.text("explanation"); !strings.Contains(got, "g(9)⊕g(6)⊕g(5)⊕g(4) = 1⊕2⊕1⊕0 = 2") {
			t.Errorf("#explanation = %q", got)
		}
		if got := eval[string](tb, `document.getElementById("sections").textContent`); !strings.Contains(got, "Bachet's game, where g(n) = n mod 4") {
			t.Errorf("#sections = %q, want Bachet's rule", got)
		}
		if got := eval[string](tb, `[...document.querySelectorAll("#fields input")].map((i) => i.value).join(",")`); got != "9,6,5,4,1,2,3" {
			t.Errorf("the fields hold %q, want the heaps and the set", got)
		}
		if got := tb.heapSceneText(); !strings.Contains(got, "Press a stone to take it and every stone above it") {
			t.Errorf("the scene block says %q", got)
		}
	})

	for _, scale := range []float64{1, 2} {
		t.Run(fmt.Sprintf("click-takes-an-allowed-amount@%gx", scale), func(t *testing.T) {
			tb := open(t, lectureSubtraction+"&vs=human", viewport(1200, 800, scale))
			c := tb.settle()
			g := heapGame(t, lectureSubtraction)
			l := c.heapLayout(g)
			// Stone 4 of the heap of 6: it and the one above go, 2 stones, in the set.
			tb.click(c.heapStone(l, 1, 4))
			tb.waitState("game=subtraction&heaps=9,4,5,4&set=1,2,3&vs=human", "a click on stone 4 of heap 2 takes 2")
			tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 took 2 from heap 2 (6 → 4)")`, "the log to say so")
			tb.waitFor(`document.getElementById("outcome").textContent === "P"`, "#outcome P: 1⊕0⊕1⊕0 = 0")
		})
	}

	t.Run("a-take-not-in-the-set-snaps-back", func(t *testing.T) {
		tb := open(t, lectureSubtraction+"&vs=human")
		c := tb.settle()
		g := heapGame(t, lectureSubtraction)
		l := c.heapLayout(g)
		tb.click(c.heapStone(l, 1, 1)) // 5 stones from the heap of 6
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("You may take 1, 2 or 3 stones, not 5.")`,
			"the scene block to say why")
		tb.frames(10, 200*time.Millisecond)
		if got := eval[string](tb, `window.nimscope.state()`); got != lectureSubtraction+"&vs=human" {
			t.Errorf("state() = %q after a take of 5, want it unchanged", got)
		}
		if got := tb.heapSceneText(); !strings.Contains(got, "Heap 2 has 6 stones: take 1, 2 or 3. | Take 1, Take 2, Take 3") {
			t.Errorf("the scene block says %q, want heap 2's takes as buttons", got)
		}
		// The chips over heap 2 stay up; the mouse moves onto the chip of 3 and clicks it.
		r := l.Chip(1, 2, 3)
		x, y := c.heapMiddle(r)
		tb.mouse(chromedp.MouseMoved, x, y)
		tb.frames(4, 100*time.Millisecond)
		s := tb.shoot("subtraction-chip-hover", c)
		if n := s.count(red, s.heapRegion(c, r)); n < int(r.W*r.H/c.DPR/c.DPR*s.scale*s.scale/3) {
			t.Errorf("the hovered chip of 3 has %d red pixels, want it filled red", n)
		}
		if n := s.count(red, s.heapRegion(c, heapColumn(l, 1))); n == 0 {
			t.Errorf("hovering the chip of 3 marks no stones of heap 2 in red")
		}
		tb.click(x, y)
		tb.waitState("game=subtraction&heaps=9,3,5,4&set=1,2,3&vs=human", "the chip of 3 over heap 2 takes 3")
	})

	t.Run("the-page-buttons-take", func(t *testing.T) {
		tb := open(t, lectureSubtraction+"&vs=human")
		c := tb.settle()
		g := heapGame(t, lectureSubtraction)
		l := c.heapLayout(g)
		tb.click(c.heapStone(l, 0, 0)) // 9 from the heap of 9: refused, the buttons come
		// Clicked where it is when the click comes: a pointer click at the button's place,
		// taken a moment before, missed it once on a loaded CI machine as the block above it
		// grew by the refusal's line.
		tb.waitFor(`[...document.querySelectorAll("#scene-controls button")].some((b) => b.textContent === "Take 2" && !b.disabled)`, "the take buttons")
		eval[chromedp.Void](tb, `[...document.querySelectorAll("#scene-controls button")].find((b) => b.textContent === "Take 2").click()`)
		tb.waitState("game=subtraction&heaps=7,6,5,4&set=1,2,3&vs=human", "Take 2 on heap 1")
	})

	t.Run("touch-then-chip", func(t *testing.T) {
		tb := open(t, lectureSubtraction+"&vs=human", viewport(390, 844, 1), touchScreen)
		c := tb.settle()
		g := heapGame(t, lectureSubtraction)
		l := c.heapLayout(g)
		tb.touch(c.heapStone(l, 2, 0)) // all 5 of heap 3: refused
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("not 5")`, "the reason")
		tb.frames(5, 150*time.Millisecond)
		tb.touch(c.heapMiddle(l.Chip(2, 0, 3)))
		tb.waitState("game=subtraction&heaps=9,6,4,4&set=1,2,3&vs=human", "a tap on the chip of 1 over heap 3")
		tb.frames(10, 300*time.Millisecond)
		if got := eval[string](tb, `window.nimscope.state()`); got != "game=subtraction&heaps=9,6,4,4&set=1,2,3&vs=human" {
			t.Errorf("state() = %q a moment after the tap, want one move per tap", got)
		}
	})

	// A take when no move can be made (the game is over) is refused in the call's answer:
	// it used to answer {} and do nothing.
	t.Run("no-take-after-the-game", func(t *testing.T) {
		tb := open(t, "game=subtraction&heaps=0,2&set=3&vs=human")
		tb.synced()
		if res := eval[string](tb, `JSON.stringify(window.nimscope.command("take", "2:1"))`); !strings.Contains(res, "take: no move can be made now") {
			t.Errorf(`command("take", "2:1") with no move left = %s`, res)
		}
	})

	t.Run("against-the-computer", func(t *testing.T) {
		tb := open(t, lectureSubtraction)
		c := tb.settle()
		g := heapGame(t, lectureSubtraction)
		l := c.heapLayout(g)
		tb.click(c.heapStone(l, 0, 8)) // take 1 from the heap of 9: 8,6,5,4 has nim-sum 0⊕2⊕1⊕0 = 3
		// On the computer's turn (it answers some 0.7 s after the move's animation) a take
		// is refused in the call's answer.
		tb.waitFor(`window.nimscope.state() === "game=subtraction&heaps=8,6,5,4&set=1,2,3"`, "the move to be made")
		if res := eval[string](tb, `JSON.stringify(window.nimscope.command("take", "2:1"))`); !strings.Contains(res, "take: no move can be made now") {
			t.Errorf(`command("take", "2:1") on the computer's turn = %s`, res)
		}
		tb.waitFor(`(() => {
  const s = window.nimscope.state();
  return s !== "game=subtraction&heaps=8,6,5,4&set=1,2,3" && window.nimscope.analyze(s).outcome === "P";
})()`, "the computer's reply, which leaves a P-position")
		tb.waitFor(`document.getElementById("log").textContent.includes("The computer took")`, "the log to show the reply")
		log := eval[[]string](tb, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`)
		if n := len(log); n < 2 || log[n-2] != "You took 1 from heap 1 (9 → 8)." || !strings.HasPrefix(log[n-1], "The computer took ") {
			t.Errorf("log = %q", log)
		}
	})

	t.Run("hint", func(t *testing.T) {
		tb := open(t, lectureSubtraction+"&hint=1")
		c := tb.settle()
		g := heapGame(t, lectureSubtraction)
		l := c.heapLayout(g)
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("take 2 from heap 2 (leaving 4)")`, "the hint to name the lecture's move")
		s := tb.shoot("subtraction-hint", c)
		// Taking 2 wins from every heap (v ⊕ 2 for each value v): the top two stones of each
		// heap are ringed, and nothing else is.
		for i, h := range g.Heaps() {
			top := heaplayout.Rect{X: l.Heaps.Column(i).X, Y: l.Heaps.LevelY(h, h), W: l.Heaps.ColumnW, H: 2 * l.Heaps.Stone}
			rest := heaplayout.Rect{X: top.X, Y: top.Y + top.H + 2, W: top.W, H: l.Heaps.Base - top.Y - top.H - 2}
			if n := s.heapCount(s.heapRegion(c, top), heapGreen); n < 20 {
				t.Errorf("heap %d: %d green pixels around its top two stones, want rings", i+1, n)
			}
			if n := s.heapCount(s.heapRegion(c, rest), heapGreen); n > 0 {
				t.Errorf("heap %d: %d green pixels below its top two stones", i+1, n)
			}
		}
	})

	t.Run("misere-names-the-rule", func(t *testing.T) {
		tb := open(t, lectureSubtraction+"&play=misere")
		tb.synced()
		if got := tb.text("rule"); !strings.Contains(got, "SJ theorem") {
			t.Errorf("#rule = %q, want the SJ theorem", got)
		}
		if got := eval[string](tb, `document.getElementById("sections").textContent`); !strings.Contains(got, "The SJ theorem's condition holds") {
			t.Errorf("#sections = %q", got)
		}
	})

	t.Run("set-editor", func(t *testing.T) {
		tb := open(t, lectureSubtraction)
		tb.typeInto("field-set-2", "5\r")
		tb.waitState("game=subtraction&heaps=9,6,5,4&set=1,2,5", "the set's third amount typed as 5")
		tb.press("field-set-add")
		tb.waitState("game=subtraction&heaps=9,6,5,4&set=1,2,5,6", "Add appends one more than the largest amount")
	})
}

// TestSubtractionScreenshot looks at the picture: the heaps' stones in proportion, the
// strip's cells shaded by period with a mark under each heap's size, at a projector's size
// and on a phone.
func TestSubtractionScreenshot(t *testing.T) {
	parallel(t)
	for _, tc := range []struct {
		name  string
		w, h  int64
		scale float64
	}{
		{"1280x800", 1280, 800, 1},
		{"1280x800@2x", 1280, 800, 2},
		{"narrow-390x844", 390, 844, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := open(t, lectureSubtraction, viewport(tc.w, tc.h, tc.scale))
			c := tb.settle()
			g := heapGame(t, lectureSubtraction)
			l := c.heapLayout(g)
			if l.Heaps.Bars {
				t.Fatalf("9,6,5,4 drawn as bars on %+v", c)
			}
			s := tb.shoot("subtraction-"+tc.name, c)
			tb.heapIdle()
			var counts []int
			total := 0
			for i := range g.Heaps() {
				n := s.count(blue, s.heapRegion(c, heapColumn(l, i)))
				counts = append(counts, n)
				total += n
			}
			for i, h := range g.Heaps() {
				share, want := float64(counts[i])/float64(total), float64(h)/24
				if math.Abs(share-want)/want > 0.25 {
					t.Errorf("heap %d has %.1f%% of the stones' blue, want %.1f%% ± 25%% (9:6:5:4); counts %v", i+1, 100*share, 100*want, counts)
				}
			}
			if n := s.count(red, s.area); n > 0 {
				t.Errorf("%d red pixels with no pointer over the heaps", n)
			}
			st := l.Strip
			if st.Cells < 12 {
				t.Fatalf("the strip has %d cells, want at least 12 (9 and the period 4 twice)", st.Cells)
			}
			// The shading alternates with each period of 4: cells 0 and 4 differ, 0 and 8 agree.
			shade := func(n int) [3]uint32 {
				cell := st.Cell(n)
				x, y := c.heapAt(cell.X+cell.W*0.12, cell.Y+cell.H*0.08)
				r, gg, b, _ := s.img.At(int(x*s.scale), int(y*s.scale)).RGBA()
				return [3]uint32{r >> 8, gg >> 8, b >> 8}
			}
			if shade(0) == shade(4) || shade(0) != shade(8) {
				t.Errorf("cell shades 0: %v, 4: %v, 8: %v; want the period's repetitions to alternate", shade(0), shade(4), shade(8))
			}
			// A blue mark under the cells of 9, 6, 5 and 4, and none under the others.
			for n := range st.Cells {
				cell := st.Cell(n)
				mark := heaplayout.Rect{X: cell.X, Y: st.Marks.Y, W: cell.W, H: st.Marks.H}
				got := s.count(blue, s.heapRegion(c, mark)) > 0
				if want := slices.Contains(g.Heaps(), uint64(n)); got != want {
					t.Errorf("cell %d: a mark under it is %v, want %v", n, got, want)
				}
			}
			// The digits of the strip are drawn: dark pixels in every value cell.
			dark := func(r, g, b uint32) bool { return r < 0x6000 && g < 0x6000 && b < 0x6000 }
			for _, n := range []int{0, 1, 2, 3, 9} {
				cell := st.Cell(n)
				row := heaplayout.Rect{X: cell.X, Y: st.Value.Y, W: cell.W, H: st.Value.H}
				if s.heapCount(s.heapRegion(c, row), dark) == 0 {
					t.Errorf("cell %d's value g(%d) is not drawn", n, n)
				}
			}
		})
	}
}

// TestSubtractionEdges opens positions at the edges of what the scene draws: heaps too tall
// for stones, a long preperiod, a game that is over, a set of many amounts with its chips up.
func TestSubtractionEdges(t *testing.T) {
	parallel(t)
	for _, tc := range []struct {
		name, text string
		hover      bool // hover heap 1, to show its chips
	}{
		{"bars", "game=subtraction&heaps=1000000,3,0&set=2,5", false},
		{"preperiod", "game=subtraction&heaps=12,7,3&set=2,4,7", true},
		{"long-preperiod", "game=subtraction&heaps=9,40&set=3,5,8,13,21,34,55,89", false},
		{"over", "game=subtraction&heaps=1,1&set=2", false},
		{"many-amounts", "game=subtraction&heaps=30,20&set=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := open(t, tc.text, viewport(1280, 800, 1))
			tb.waitState(tc.text, "the hash's position")
			c := tb.settle()
			if tc.hover {
				g := heapGame(t, tc.text)
				l := c.heapLayout(g)
				x, y := c.heapAt(l.Heaps.CenterX(0), l.Heaps.Base-2)
				tb.mouse(chromedp.MouseMoved, x, y)
				tb.frames(4, 100*time.Millisecond)
			}
			tb.shoot("subtraction-edge-"+tc.name, c)
		})
	}
}

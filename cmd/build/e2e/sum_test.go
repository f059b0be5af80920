//go:build !js

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/sum"
	"github.com/nimscope/nimscope/web/stairlayout"
	"github.com/nimscope/nimscope/web/sumlayout"
)

// sumRed is the red of the sum scene's chosen coins and of what a press would take.
var sumRed = stairTint{"chosen red", 345, 360, 0.5, 0.5}

// sumPosition reads a sum as the engine does.
func sumPosition(t *testing.T, text string) sum.Position {
	t.Helper()
	q, err := notation.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	p, err := sum.FromQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sumParts is the sum scene's layout of p on canvas c, as laid out when p was set: the same
// pure code the scene calls (without projector=1).
func (c canvasBox) sumParts(p sum.Position) []sumlayout.Part {
	l := sumlayout.New(c.Width, c.Height, c.DPR, len(p.Parts))
	parts := make([]sumlayout.Part, len(p.Parts))
	for i, part := range p.Parts {
		parts[i] = sumlayout.NewPart(l.Boxes[i], c.DPR, part, sumlayout.RoomFor(part), l.Label(false))
	}
	return parts
}

// css turns a point of the canvas's device pixels into the page's CSS pixels.
func (c canvasBox) css(x, y float64) (float64, float64) {
	return c.Left + x/c.DPR, c.Top + y/c.DPR
}

// sumMove is the position a press at device point (x, y) in component i leads to, as the
// layout and the engine say, with view keys.
func sumMove(t *testing.T, p sum.Position, parts []sumlayout.Part, i int, x, y float64, view string) string {
	t.Helper()
	pk, ok := parts[i].Pick(x, y, false, p.Parts[i])
	if !ok {
		t.Fatalf("component %d: nothing at (%.0f, %.0f)", i+1, x, y)
	}
	c, why := sumlayout.Move(p.Parts[i], pk)
	if c == nil {
		t.Fatalf("component %d: %s", i+1, why)
	}
	next, err := p.Apply(sum.Move{Part: i, To: c})
	if err != nil {
		t.Fatal(err)
	}
	return next.String() + view
}

// TestSumScene plays a sum of a Nim heap, a staircase and a Hackenbush stalk on the canvas:
// it loads from its hash, a tap in each component makes the move the engine says, a take the
// subtraction set does not allow changes nothing and says why, the hint and the misère rule
// are in the panel, and a bad hash names the component and the key.
func TestSumScene(t *testing.T) {
	parallel(t)
	const start = "game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2&vs=human"
	p := sumPosition(t, strings.TrimSuffix(start, "&vs=human"))
	tab := open(t, start)
	c := tab.settle()
	parts := c.sumParts(p)

	t.Run("loads", func(t *testing.T) {
		tb := tab.with(t)
		tb.synced()
		if got := eval[string](tb, `window.nimscope.state()`); got != start {
			t.Errorf("state() = %q", got)
		}
		rows := eval[[]string](tb, `[...document.querySelectorAll("#table-body tr, #table-foot tr")].map((tr) => tr.textContent)`)
		if got := strings.Join(rows, " | "); got != "1: Nim3=11 | 2: staircase2=10 | 3: Hackenbush2=10 | ⊕3=11" {
			t.Errorf("the table's rows are %q, want the values 3, 2, 2 and nim-sum 3", got)
		}
		tb.waitFor(`document.getElementById("h-scene").textContent === "On the board"`, "the scene's block")
		body := eval[string](tb, `document.getElementById("panel").textContent`)
		for _, want := range []string{"How a sum of games works", "Sprague–Grundy theorem", "Component 2, staircase (staircase:0,2,2): Grundy value 2."} {
			if !strings.Contains(body, want) {
				t.Errorf("the panel does not say %q", want)
			}
		}
	})

	t.Run("moves", func(t *testing.T) {
		tb := tab.with(t)
		// Nim: the second stone of the heap of 3 takes two.
		x, y := parts[0].Heaps.StoneCenter(0, 1)
		want := sumMove(t, p, parts, 0, x, y, "&vs=human")
		tb.click(c.css(x, y))
		tb.waitState(want, "a click on stone 2 of the heap")
		a, err := engine.Analyze(strings.TrimSuffix(want, "&vs=human"))
		if err != nil {
			t.Fatal(err)
		}
		tb.waitFor(fmt.Sprintf(`document.getElementById("outcome").textContent === %q`, a.Outcome.String()), "the engine's outcome")
		tb.waitFor(`document.getElementById("log").textContent.includes("Player 1 took 2 from heap 1 (3 → 1) in component 1 (Nim)")`, "the log to say the move")

		// Staircase: the lower coin on step 3 brings both down to step 2.
		q := sumPosition(t, strings.TrimSuffix(want, "&vs=human"))
		x, y = parts[1].Stair.CoinCenter(3, 0)
		want = sumMove(t, q, parts, 1, x, y, "&vs=human")
		tb.frames(30, 400*time.Millisecond) // the first move's fade
		tb.click(c.css(x, y))
		tb.waitState(want, "a click on the lower coin of step 3")

		// Hackenbush: the stalk's top edge.
		q = sumPosition(t, strings.TrimSuffix(want, "&vs=human"))
		line := parts[2].Lines.Line(1)
		pt := line[len(line)/2]
		want = sumMove(t, q, parts, 2, pt.X, pt.Y, "&vs=human")
		tb.frames(30, 400*time.Millisecond)
		tb.click(c.css(pt.X, pt.Y))
		tb.waitState(want, "a click on the stalk's top edge")
		if want != "game=sum&parts=nim:1|staircase:0,4,0|hackenbush:0-1&vs=human" {
			t.Errorf("the moves led to %s", want)
		}

		// By keyboard: Make a move lists the sum's 6 moves (1 from the heap, 4 from step 2,
		// the stalk's one edge); the first is the heap's.
		tb.waitFor(`!document.getElementById("move").hidden && document.getElementById("move-item").options.length === 6`, "the move form listing the 6 moves")
		if got := eval[string](tb, `document.getElementById("move-item").options[0].textContent`); got != "in component 1, take 1 from heap 1 (leaving 0)" {
			t.Errorf("the first move listed is %q", got)
		}
		tb.press("move-go")
		tb.waitState("game=sum&parts=nim:0|staircase:0,4,0|hackenbush:0-1&vs=human", "Move with the first move listed")
	})

	t.Run("illegal-take-changes-nothing", func(t *testing.T) {
		tb := tab.with(t)
		const sub = "game=sum&parts=subtraction:5/set:1,3|nim:2&vs=human"
		tb.stairSet(sub, sub)
		q := sumPosition(t, strings.TrimSuffix(sub, "&vs=human"))
		ps := c.sumParts(q)
		x, y := ps[0].Heaps.StoneCenter(0, 3) // taking 2: not in the set
		tb.click(c.css(x, y))
		tb.stairStill(sub, "taking 2 where the set is 1, 3")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("The subtraction game takes 1 or 3 stones at a time, not 2")`, "the reason")
		// A click on the box's empty corner does nothing either.
		b := ps[1].Box.Outer
		tb.click(c.css(b.X+b.W-4, b.Y+b.H-4))
		tb.stairStill(sub, "a click on an empty corner")
		// Taking 3 is a move.
		x, y = ps[0].Heaps.StoneCenter(0, 2)
		want := sumMove(t, q, ps, 0, x, y, "&vs=human")
		tb.click(c.css(x, y))
		tb.waitState(want, "taking 3")
	})

	t.Run("slide", func(t *testing.T) {
		tb := tab.with(t)
		const strip = "game=sum&parts=slide:2,5,9|nim:3&vs=human"
		tb.stairSet(strip, strip)
		q := sumPosition(t, strings.TrimSuffix(strip, "&vs=human"))
		ps := c.sumParts(q)
		r := ps[0].Strip.CellRect(5) // a coin: nothing slides
		tb.click(c.css(r.X+r.W/2, r.Y+r.H/2))
		tb.stairStill(strip, "a click on a coin")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Tap a free cell")`, "the reason")
		r = ps[0].Strip.CellRect(7)
		want := sumMove(t, q, ps, 0, r.X+r.W/2, r.Y+r.H/2, "&vs=human")
		tb.click(c.css(r.X+r.W/2, r.Y+r.H/2))
		tb.waitState(want, "a click on cell 7")
		if want != "game=sum&parts=slide:2,5,7|nim:3&vs=human" {
			t.Errorf("the slide led to %s", want)
		}
		tb.shoot("sum-slide", c)
	})

	t.Run("turning", func(t *testing.T) {
		tb := tab.with(t)
		const row = "game=sum&parts=turning:THTHH/rule:turtles|nim:1&vs=human"
		tb.stairSet(row, row)
		q := sumPosition(t, strings.TrimSuffix(row, "&vs=human"))
		ps := c.sumParts(q)
		tap := func(k uint64) {
			r := ps[0].Strip.CellRect(k)
			tb.click(c.css(r.X+r.W/2, r.Y+r.H/2))
			tb.frames(3, 60*time.Millisecond)
		}
		// Choosing a tail as the rightmost coin: refused, with the rule's reason.
		tap(1)
		tap(3)
		tap(3)
		tb.stairStill(row, "turning coins 1 and 3 (3 is tails)")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("because coin 3 would go from tails to heads")`, "the reason")
		// Coins 2 and 5: chosen, then turned by a second tap on 5.
		tap(2)
		tap(5)
		tb.stairStill(row, "choosing coins 2 and 5")
		tb.waitFor(`document.getElementById("scene-body").textContent.includes("Tap the rightmost of them again")`, "the help while choosing")
		// The chosen coins are ringed in red.
		for _, k := range []uint64{2, 5} {
			s := tb.shoot("sum-turning-chosen", c)
			if n := s.stairPixels(sumRed, s.stairRegion(c, stairlayout.Rect(ps[0].Strip.CellRect(k)))); n == 0 {
				t.Errorf("coin %d chosen: no red ring", k)
			}
		}
		tap(5)
		next, err := q.Apply(sum.Move{Part: 0, To: sumPosition(t, "game=sum&parts=turning:TTTHT/rule:turtles").Parts[0]})
		if err != nil {
			t.Fatal(err)
		}
		tb.waitState(next.String()+"&vs=human", "turning coins 2 and 5")
	})

	t.Run("hint-and-misere", func(t *testing.T) {
		tb := tab.with(t)
		tb.stairSet(start+"&hint=1", "game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2&hint=1&vs=human")
		tb.waitFor(`document.getElementById("hint-text").textContent.includes("in component 1, take 3 from heap 1 (leaving 0)")`, "the hint to name a winning move")
		// The winning take is ringed in green on the heap's stones; with the hint off, no green.
		tb.frames(6, 150*time.Millisecond)
		heap := stairlayout.Rect(parts[0].Box.Area)
		s := tb.shoot("sum-hint", c)
		if n := s.stairPixels(stairGreen, s.stairRegion(c, heap)); n == 0 {
			t.Error("hint on: no green ring on the heap")
		}
		tb.stairSet(start+"&hint=0", start)
		s = tb.shoot("sum-no-hint", c)
		if n := s.stairPixels(stairGreen, s.stairRegion(c, heap)); n > 0 {
			t.Errorf("hint off: %d green pixels on the heap", n)
		}
		// values=hidden: each part's value stays written on the canvas, as the panel's
		// table lists them (they were hidden there alone); the equation waits.
		tb.stairSet(start+"&values=hidden", start+"&values=hidden")
		tb.frames(6, 150*time.Millisecond)
		s = tb.shoot("sum-values-hidden", c)
		v := parts[0].Box.Value
		if n := s.dark(s.fibRegion(c, v.X, v.Y, v.X+v.W, v.Y+v.H)); n == 0 {
			t.Error("values=hidden: the first part's value is not written")
		}
		tb.stairSet(start+"&values=shown", start)
		tb.stairIdle()
		const mis = "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2&play=misere&vs=human"
		tb.stairSet(mis+"&hint=0", mis)
		tb.waitFor(`document.getElementById("rule").textContent.startsWith("SJ theorem")`, "the SJ theorem named as the rule")
		tb.waitFor(`document.getElementById("explanation").textContent.includes("SJ theorem: nim-sum 3⊕1⊕2 = 0")`, "the SJ theorem applied")
		if got := tb.text("outcome"); got != game.P.String() {
			t.Errorf("misère outcome %q; want P", got)
		}
	})

	// A Hackenbush component's edges that do not reach the ground are dropped with a warning
	// naming the component, as a graph of its own has it: set()'s answer, analyze's and the
	// panel's warning say so, in the page's language. They were dropped without a word.
	t.Run("floating-edges", func(t *testing.T) {
		tb := tab.with(t)
		const floating = "game=sum&parts=nim:3|hackenbush:0-1,5-6"
		const warning = "parts: component 2 (hackenbush): edges: 1 of the 2 edges does not reach the ground (vertex 0) and was dropped"
		if got := eval[string](tb, `JSON.stringify(window.nimscope.set(`+fmt.Sprintf("%q", floating)+`))`); got != `{"warnings":["`+warning+`"]}` {
			t.Errorf("set(%s) = %s, want its warning", floating, got)
		}
		tb.waitState("game=sum&parts=nim:3|hackenbush:0-1&vs=human", "the floating edge dropped")
		tb.waitFor(`!document.getElementById("warning").hidden && document.getElementById("warning-text").textContent.includes("component 2 (hackenbush)")`, "the panel's warning")
		if got := eval[string](tb, `JSON.stringify(window.nimscope.analyze(`+fmt.Sprintf("%q", floating)+`).warnings)`); got != `["`+warning+`"]` {
			t.Errorf("analyze(%s).warnings = %s", floating, got)
		}
		const ru = "parts: компонента 2 (hackenbush): edges: 1 ребро из 2 не достаёт до земли (вершины 0) и отброшено"
		eval[chromedp.Void](tb, `window.nimscope.set(`+fmt.Sprintf("%q", floating+"&lang=ru")+`)`)
		tb.waitState("game=sum&parts=nim:3|hackenbush:0-1&vs=human&lang=ru", "the sum in Russian")
		tb.waitFor(`document.getElementById("warning-text").textContent.includes(`+fmt.Sprintf("%q", ru)+`)`, "the warning in Russian")
		tb.stairSet(start+"&lang=", start)
	})

	t.Run("bad-hash", func(t *testing.T) {
		tb := open(t, "game=sum&parts=nim:3|staircase:3,x")
		tb.waitFor(`!document.getElementById("error").hidden`, "#error to be shown for a bad hash")
		if got := tb.text("error-text"); !strings.Contains(got, `parts: component 2 (staircase): steps: item 2 "x" is not a whole number`) {
			t.Errorf("#error-text = %q", got)
		}
	})
}

package slidelayout

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/web/i18n"
)

func TestStripCells(t *testing.T) {
	for _, tc := range []struct {
		area  Rect
		cells int
		scale float64
	}{
		{Rect{W: 845, H: 800}, 9, 1},
		{Rect{W: 390, H: 464}, 9, 1},
		{Rect{W: 780, H: 928}, 48, 2},
		{Rect{X: 10, Y: 20, W: 845, H: 240}, 12, 1},
	} {
		s := NewStrip(tc.area, tc.cells, tc.scale)
		if s.Cell > maxCell*tc.scale+1e-9 || s.Cell <= 0 {
			t.Errorf("%v, %d cells: a cell of %.1f px", tc.area, tc.cells, s.Cell)
		}
		first, last := s.CellRect(1), s.CellRect(uint64(tc.cells))
		if first.X < tc.area.X || last.X+last.W > tc.area.X+tc.area.W+1e-9 {
			t.Errorf("%v, %d cells: the strip runs from %.1f to %.1f", tc.area, tc.cells, first.X, last.X+last.W)
		}
		if a, n := s.Above(1, 1), s.Number(1); a.Y < tc.area.Y || n.Y+n.H > tc.area.Y+tc.area.H {
			t.Errorf("%v, %d cells: the labels run from y=%.1f to %.1f", tc.area, tc.cells, a.Y, n.Y+n.H)
		}
		for c := uint64(1); c <= uint64(tc.cells); c++ {
			x, y := s.Center(c)
			if got, ok := s.CellAt(x, y); !ok || got != c {
				t.Errorf("CellAt the middle of cell %d = (%d, %v)", c, got, ok)
			}
			if got, ok := s.DropAt(x, y-1.5*s.Cell); !ok || got != c {
				t.Errorf("DropAt above cell %d = (%d, %v)", c, got, ok)
			}
			if _, ok := s.CellAt(x, y-1.5*s.Cell); ok {
				t.Errorf("CellAt a cell and a half above cell %d hits", c)
			}
		}
		x, y := s.Center(uint64(tc.cells))
		if _, ok := s.CellAt(x+s.Cell, y); ok {
			t.Errorf("%v: CellAt right of the strip hits", tc.area)
		}
		if _, ok := s.DropAt(s.X-1, y); ok {
			t.Errorf("%v: DropAt left of the strip hits", tc.area)
		}
	}
}

func TestDrop(t *testing.T) {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	for _, tc := range []struct {
		coin   int
		cell   uint64
		over   bool
		to     uint64 // 0: no move
		reason string
	}{
		{2, 7, true, 7, ""},
		{2, 6, true, 6, ""},
		{1, 3, true, 3, ""},
		{0, 1, true, 1, ""},
		{2, 9, true, 0, ""}, // put back
		{2, 5, true, 0, "The coin on cell 9 cannot pass the coin on cell 5: it can go to cells 6 to 8."},
		{2, 3, true, 0, "The coin on cell 9 cannot pass the coin on cell 5: it can go to cells 6 to 8."},
		{1, 7, true, 0, "Coins only slide left: the coin on cell 5 can go to cells 3 and 4."},
		{0, 4, true, 0, "Coins only slide left: the coin on cell 2 can go to cell 1."},
		{2, 0, false, 0, "Drop the coin on a free cell of the strip left of it: cells 6 to 8."},
	} {
		v := Drop(p, tc.coin, tc.cell, tc.over)
		if v.OK != (tc.to != 0) || v.OK && v.Move != (slide.Move{Coin: tc.coin, To: tc.to}) || v.Reason.String() != tc.reason {
			t.Errorf("coin %d dropped on cell %d: %+v, want to %d and %q", tc.coin, tc.cell, v, tc.to, tc.reason)
		}
	}
	stuck := slide.Position{Coins: []uint64{1, 2, 6}}
	for i, want := range []string{
		"The coin on cell 1 cannot move: it is at the left end of the strip.",
		"The coin on cell 2 cannot move: the coin on cell 1 is right next to it, and coins never pass each other.",
	} {
		if v := Drop(stuck, i, 4, true); v.OK || v.Reason.String() != want {
			t.Errorf("%v: coin %d dropped: %+v, want %q", stuck.Coins, i, v, want)
		}
	}
}

func TestTap(t *testing.T) {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	for _, tc := range []struct {
		cell   uint64
		move   slide.Move
		ok     bool
		reason string
	}{
		{1, slide.Move{Coin: 0, To: 1}, true, ""},
		{3, slide.Move{Coin: 1, To: 3}, true, ""},
		{8, slide.Move{Coin: 2, To: 8}, true, ""},
		{6, slide.Move{Coin: 2, To: 6}, true, ""},
		{9, slide.Move{}, false, "Drag the coin on cell 9 left, or tap the free cell it should go to (cells 6 to 8)."},
		{10, slide.Move{}, false, "No coin is right of cell 10 to slide there: coins only slide left."},
	} {
		v := Tap(p, tc.cell)
		if v.OK != tc.ok || v.Move != tc.move || v.Reason.String() != tc.reason {
			t.Errorf("tap on cell %d: %+v, want %+v, %v, %q", tc.cell, v, tc.move, tc.ok, tc.reason)
		}
	}
}

// TestEveryMove: on small positions, the drops that move are exactly the engine's moves,
// and each free cell's tap is one of them.
func TestEveryMove(t *testing.T) {
	for _, coins := range [][]uint64{{2, 5, 9}, {1, 2, 6}, {3}, {1, 3, 4, 8}} {
		p := slide.Position{Coins: coins}
		last := coins[len(coins)-1]
		for i := range coins {
			for c := uint64(1); c <= last+1; c++ {
				v := Drop(p, i, c, true)
				_, err := p.Apply(slide.Move{Coin: i, To: c})
				if v.OK != (err == nil) {
					t.Errorf("%v: coin %d to cell %d: ok %v, the engine says %v", coins, i, c, v.OK, err)
				}
				if !v.OK && err == nil || !v.OK && c != coins[i] && v.Reason.IsZero() {
					t.Errorf("%v: coin %d to cell %d snaps back without a reason", coins, i, c)
				}
			}
		}
		for c := uint64(1); c <= last; c++ {
			v := Tap(p, c)
			if _, on := CoinAt(p, c); on == v.OK {
				t.Errorf("%v: tap on cell %d: %+v", coins, c, v)
			}
		}
	}
}

func TestPlayer(t *testing.T) {
	var p Player
	if p.Active() {
		t.Fatal("a new player is active")
	}
	run := func(ticks int) {
		for range ticks {
			p.Tick()
		}
	}
	// From the strip at rest, step opens the walk at its first stage, the coins.
	must(t, p.Command("step"))
	if from, to, _ := p.At(); from != Coins || to != Coins || p.Moving() || !p.Shown || !p.Active() {
		t.Errorf("after the first step: from %s to %s, moving %v, shown %v; want the walk shown at the coins", from, to, p.Moving(), p.Shown)
	}
	run(holdTicks * 2)
	if _, to, _ := p.At(); to != Coins || !p.Shown {
		t.Errorf("the first step, then a rest: at %s, shown %v; want it waiting at the coins", to, p.Shown)
	}
	// Step goes one stage on, and rests there.
	must(t, p.Command("step"))
	if from, to, _ := p.At(); from != Coins || to != Gaps || !p.Moving() {
		t.Errorf("after step: from %s to %s, moving %v", from, to, p.Moving())
	}
	run(moveTicks + holdTicks*2)
	if from, to, tt := p.At(); from != Gaps || to != Gaps || tt != 1 || p.Playing {
		t.Errorf("step then rest: at %s→%s (%.2f), playing %v; want resting at gaps", from, to, tt, p.Playing)
	}
	// Play goes through every stage to the last and stops playing there.
	must(t, p.Command("play"))
	run(10 * (moveTicks + holdTicks))
	if _, to, _ := p.At(); to != Heaps || p.Playing || !p.Active() {
		t.Errorf("after play: at %s, playing %v", to, p.Playing)
	}
	// Back, then stop, return to the strip at rest.
	must(t, p.Command("back"))
	run(backTicks)
	if _, to, _ := p.At(); to != Steps {
		t.Errorf("after back: at %s, want steps", to)
	}
	must(t, p.Command("stop"))
	run(backTicks)
	if p.Active() {
		t.Errorf("after stop: still active: %+v", p)
	}
	// Play while playing pauses.
	must(t, p.Command("play"))
	must(t, p.Command("play"))
	if p.Playing {
		t.Error("play twice: still playing")
	}
	// From the strip at rest, play rests on the coins as on any stage, then goes on.
	p = Player{}
	must(t, p.Command("play"))
	if _, to, _ := p.At(); to != Coins || !p.Shown || p.Moving() {
		t.Errorf("after play from rest: at %s, shown %v, moving %v; want the walk resting at the coins", to, p.Shown, p.Moving())
	}
	run(holdTicks)
	if _, to, _ := p.At(); to != Gaps {
		t.Errorf("play from rest, after a rest: at %s, want on the way to the gaps", to)
	}
	if err := p.Command("jump"); err == nil || !strings.Contains(err.Error(), "play, pause, step, back or stop") {
		t.Errorf("an unknown argument: %v", err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestBoard: each stage puts a gap's units where the lecture draws them.
func TestBoard(t *testing.T) {
	coins := []uint64{2, 5, 9} // gaps 1, 2, 3: steps 3, 2, 1
	b := NewBoard(Rect{W: 845, H: 800}, 1, coins, 9)
	if fmt.Sprint(b.Gaps) != "[1 2 3]" {
		t.Fatalf("gaps %v", b.Gaps)
	}
	if b.Raised.Y >= b.Rest.Y || b.Raised.Y+b.Raised.Cell >= b.Stairs.Top {
		t.Errorf("the raised strip (y %.0f) is not above the rest strip (y %.0f) and the stairs (top %.0f)", b.Raised.Y, b.Rest.Y, b.Stairs.Top)
	}
	for i := range coins {
		k := b.Step(i)
		for u := range b.Gaps[i] {
			cell := coins[i] - b.Gaps[i] + u
			// Coins and gaps: in the free cell, hidden and then shown.
			for s, alpha := range map[Stage]float64{Coins: 0, Gaps: 1} {
				p := b.Unit(s, i, u)
				cx, cy := p.Rect.Center()
				if got, ok := b.Strip(s).CellAt(cx, cy); !ok || got != cell || p.Alpha != alpha {
					t.Errorf("coin %d's unit %d at %s: cell %d (%v), alpha %.1f; want cell %d, alpha %.1f", i, u, s, got, ok, p.Alpha, cell, alpha)
				}
			}
			// Steps: a coin on step k.
			p := b.Unit(Steps, i, u)
			x, y := b.Stairs.CoinCenter(k, u)
			if cx, cy := p.Rect.Center(); math.Abs(cx-x) > 1e-9 || math.Abs(cy-y) > 1e-9 || p.Round != 1 {
				t.Errorf("coin %d's unit %d at steps: (%.0f, %.0f) round %.0f, want coin %d of step %d at (%.0f, %.0f)", i, u, cx, cy, p.Round, u, k, x, y)
			}
			// Heaps: odd steps' stacks on the floor, even ones gone.
			h := b.Unit(Heaps, i, u)
			if k%2 == 1 {
				if _, cy := h.Rect.Center(); math.Abs(cy-(b.Stairs.Floor-b.Stairs.Coin*(float64(u)+0.5))) > 1e-9 || h.Alpha != 1 {
					t.Errorf("coin %d's unit %d (step %d) at heaps: y %.0f alpha %.1f, want on the floor", i, u, k, cy, h.Alpha)
				}
			} else if h.Alpha != 0 {
				t.Errorf("coin %d's unit %d (even step %d) shows at heaps", i, u, k)
			}
			// Halfway is halfway.
			m := b.UnitAt(Gaps, Steps, 0.5, i, u)
			g := b.Unit(Gaps, i, u)
			if math.Abs(m.Rect.X-(g.Rect.X+p.Rect.X)/2) > 1e-9 || math.Abs(m.Round-0.5) > 1e-9 {
				t.Errorf("coin %d's unit %d halfway from gaps to steps: %+v", i, u, m)
			}
		}
	}
	if l := LayersAt(Coins, Gaps, 0); l != layers[Coins] {
		t.Errorf("layers at the start of a transition: %+v", l)
	}
	if l := LayersAt(Steps, Heaps, 1); l != layers[Heaps] {
		t.Errorf("layers at the end of a transition: %+v", l)
	}
}

func TestCaptions(t *testing.T) {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	for s, want := range map[Stage]string{
		Coins: "Coins on cells 2, 5, 9.",
		Gaps:  "the gaps are 1, 2, 3",
		Steps: "so steps 1, 2, 3… hold 3, 2, 1",
		Heaps: "Staircase Nim is Nim on the odd steps 1, 3: heaps 3, 1, nim-sum 3 ⊕ 1 = 2.",
	} {
		if got := Caption(p, s, false).String(); !strings.Contains(got, want) {
			t.Errorf("caption at %s: %q, want it to say %q", s, got, want)
		}
	}
	if got := Caption(p, Heaps, true).String(); strings.Contains(got, "nim-sum") || !strings.Contains(got, "heaps 3, 1.") {
		t.Errorf("caption with the values hidden: %q", got)
	}
	p.Play = game.Misere
	if got := Caption(p, Heaps, false).String(); !strings.Contains(got, "misère Nim on the odd steps") {
		t.Errorf("misère caption: %q", got)
	}
}

func TestReport(t *testing.T) {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	var pl Player
	r := Report(p, pl, msg.Text{Format: ""}, false, i18n.EN)
	if r.Title != "Sliding coins" || r.Text != Help || len(r.Controls) != 2 || r.Controls[0].Label != "Show the reduction" ||
		r.Controls[0].Command != Reduce || r.Controls[0].Arg != "play" || r.Controls[1].Arg != "step" {
		t.Errorf("at rest: %s", r.JSON())
	}
	if r := Report(p, pl, msg.Text{Format: "Coins only slide left."}, false, i18n.EN); r.Text != "Coins only slide left." {
		t.Errorf("after a refused drag: %s", r.JSON())
	}
	must(t, pl.Command("play"))
	r = Report(p, pl, msg.Text{Format: ""}, false, i18n.EN)
	if r.Title != "From coins to Nim: 1 of 4, the coins" || len(r.Controls) != 4 || !*r.Controls[0].Pressed || !r.Controls[1].Disabled ||
		!strings.HasPrefix(r.Text, "Coins on cells 2, 5, 9.") {
		t.Errorf("playing, at the coins: %s", r.JSON())
	}
	for range holdTicks {
		pl.Tick()
	}
	r = Report(p, pl, msg.Text{Format: ""}, false, i18n.EN)
	if r.Title != "From coins to Nim: 2 of 4, the gaps" || len(r.Controls) != 4 || !*r.Controls[0].Pressed || r.Controls[1].Disabled {
		t.Errorf("playing towards the gaps: %s", r.JSON())
	}
	for range 10 * (moveTicks + holdTicks) {
		if _, to, _ := pl.At(); to == Steps {
			break
		}
		pl.Tick()
	}
	// The stairs' two rows of numbers are named, as on Staircase Nim's page.
	r = Report(p, pl, msg.Text{Format: ""}, false, i18n.EN)
	if r.Title != "From coins to Nim: 3 of 4, the steps" || len(r.Paragraphs) != 1 ||
		r.Paragraphs[0] != "The numbers under the stairs name the steps, those above the coins count them." {
		t.Errorf("at the steps: %s", r.JSON())
	}
	for range 10 * (moveTicks + holdTicks) {
		pl.Tick()
	}
	r = Report(p, pl, msg.Text{Format: ""}, false, i18n.EN)
	if r.Title != "From coins to Nim: 4 of 4, the heaps" || len(r.Controls) != 6 || !r.Controls[2].Disabled ||
		len(r.Paragraphs) != 1 || !strings.Contains(r.Paragraphs[0], "slide the coin on cell 9 to cell 7") ||
		!strings.HasPrefix(r.Paragraphs[0], "The gaps read from the right") {
		t.Errorf("at the end: %s", r.JSON())
	}
	if r := Report(p, pl, msg.Text{Format: ""}, true, i18n.EN); len(r.Paragraphs) != 0 || strings.Contains(r.Text, "nim-sum") {
		t.Errorf("at the end, values hidden: %s", r.JSON())
	}
}

// TestReportWalksFromTheCoins: Step through it opens the walk at 1 of 4, the coins, and Back
// from 2 of 4 comes back to it, not to the strip at rest. The walk began at 2 of 4 and the
// coins' caption was never shown; Back from the gaps left the walk.
func TestReportWalksFromTheCoins(t *testing.T) {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	var pl Player
	title := func(want string) {
		t.Helper()
		for range moveTicks + backTicks {
			pl.Tick()
		}
		r := Report(p, pl, msg.Text{}, false, i18n.EN)
		if r.Title != want {
			t.Errorf("title %q, want %q: %s", r.Title, want, r.JSON())
		}
		if strings.HasPrefix(want, "From coins to Nim: 1 of 4") &&
			(!strings.HasPrefix(r.Text, "Coins on cells 2, 5, 9.") || len(r.Controls) != 4 || !r.Controls[1].Disabled || r.Controls[2].Disabled) {
			t.Errorf("at the coins: want their caption, Back disabled and Step enabled: %s", r.JSON())
		}
	}
	must(t, pl.Command("step")) // Step through it
	title("From coins to Nim: 1 of 4, the coins")
	must(t, pl.Command("step"))
	title("From coins to Nim: 2 of 4, the gaps")
	must(t, pl.Command("back"))
	title("From coins to Nim: 1 of 4, the coins")
	must(t, pl.Command("back")) // disabled at the coins: it does nothing
	title("From coins to Nim: 1 of 4, the coins")
	must(t, pl.Command("step"))
	must(t, pl.Command("stop"))
	title("Sliding coins")
	if pl.Active() {
		t.Errorf("after stop: still active: %+v", pl)
	}
}

func ExampleTap() {
	p := slide.Position{Coins: []uint64{2, 5, 9}}
	v := Tap(p, 7) // a free cell of the last coin's gap
	next, _ := p.Apply(v.Move)
	sm, _ := p.StaircaseMove(v.Move)
	fmt.Println(next, "— on the staircase,", sm.Coins, "coins off step", sm.From)
	fmt.Println(Drop(p, 2, 4, true).Reason)
	// Output:
	// game=slide&coins=2,5,7 — on the staircase, 2 coins off step 1
	// The coin on cell 9 cannot pass the coin on cell 5: it can go to cells 6 to 8.
}

// TestFrameAllocatesNothing: what the scene asks every frame — the player's tick, the poses
// and layers of the reduction, the strip's cells — allocates nothing.
func TestFrameAllocatesNothing(t *testing.T) {
	b := NewBoard(Rect{W: 845, H: 800}, 1, []uint64{2, 5, 9}, 9)
	var p Player
	must(t, p.Command("play"))
	n := testing.AllocsPerRun(100, func() {
		p.Tick()
		from, to, tt := p.At()
		s := b.StripAt(from, to, tt)
		_ = LayersAt(from, to, tt)
		for i := range b.Coins {
			for u := range b.Gaps[i] {
				_ = b.UnitAt(from, to, tt, i, u)
			}
			_, _ = s.Center(b.Coins[i])
		}
		_, _ = s.CellAt(100, 100)
		_, _ = Reach(slide.Position{Coins: b.Coins}, 1)
	})
	if n != 0 {
		t.Errorf("a frame's geometry allocates %.0f times", n)
	}
}

package stairlayout

import (
	"fmt"
	"math"
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/web/i18n"
)

var wide = Rect{X: 0, Y: 0, W: 900, H: 600}

func TestHitCoins(t *testing.T) {
	steps := []uint64{3, 0, 5, 2}
	l := New(wide, 1, steps)
	if l.Bars {
		t.Fatalf("steps %v drawn as bars on 900×600", steps)
	}
	for k := 1; k <= len(steps); k++ {
		c := steps[k-1]
		for j := range c {
			x, y := l.CoinCenter(k, j)
			gk, keep, ok := l.Hit(x, y, steps)
			if !ok || gk != k || keep != j {
				t.Errorf("Hit at coin %d of step %d = (%d, %d, %v), want (%d, %d, true)", j, k, gk, keep, ok, k, j)
			}
		}
		if _, _, ok := l.Hit(l.CenterX(k), l.LevelY(k, c, c)-1, steps); ok {
			t.Errorf("Hit just above step %d's stack found a coin", k)
		}
		if _, _, ok := l.Hit(l.CenterX(k), l.Tread(k)+1, steps); ok {
			t.Errorf("Hit inside step %d's block found a coin", k)
		}
	}
	for _, tc := range []struct {
		name string
		x, y float64
	}{
		{"left margin", 1, 300},
		{"the floor zone", l.CenterX(0), l.Floor - 5},
		{"the label strip", l.CenterX(3), l.Strip.Y + 2},
	} {
		if _, _, ok := l.Hit(tc.x, tc.y, steps); ok {
			t.Errorf("Hit in %s found a coin", tc.name)
		}
	}
}

// TestStepOneAtTheRight: the steps descend from the left; step 1 is the last column before
// the floor zone, and every tread is one riser above the one to its right.
func TestStepOneAtTheRight(t *testing.T) {
	l := New(wide, 1, []uint64{1, 1, 1, 1})
	for k := 1; k <= 4; k++ {
		if l.CenterX(k) >= l.CenterX(k-1) {
			t.Errorf("step %d is not left of %s", k, Place(k-1))
		}
		if d := l.Tread(k-1) - l.Tread(k); math.Abs(d-l.Riser) > 1e-9 || d <= 0 {
			t.Errorf("step %d's tread is %.1f above %s's, want one riser (%.1f)", k, d, Place(k-1), l.Riser)
		}
	}
	if r := l.Column(0); r.X+r.W > wide.W {
		t.Errorf("the floor zone ends at %.1f, off the area", r.X+r.W)
	}
}

// TestStacksFit: every stack of the needs given fits between the top and its tread, in
// coin and in bars mode, and on narrow and high-DPI areas.
func TestStacksFit(t *testing.T) {
	for _, tc := range []struct {
		area  Rect
		scale float64
		need  []uint64
		bars  bool
	}{
		{wide, 1, []uint64{3, 5, 7, 2}, false},
		{Rect{0, 0, 390, 460}, 1, []uint64{3, 5, 7, 2}, false},
		{Rect{0, 0, 780, 920}, 2, []uint64{3, 5, 7, 2}, false},
		{Rect{100, 50, 845, 800}, 1, []uint64{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, false},
		{wide, 1, []uint64{40, 80, 40}, true},
		{wide, 2, []uint64{9007199254740991, 1, 9007199254740991}, true},
		{wide, 1, []uint64{0, 0, 0}, false},
	} {
		l := New(tc.area, tc.scale, tc.need)
		if l.Bars != tc.bars {
			t.Errorf("%v on %v: bars = %v, want %v", tc.need, tc.area, l.Bars, tc.bars)
		}
		if !l.Bars && l.Coin < minCoin*tc.scale {
			t.Errorf("%v on %v: coins of %.1f px", tc.need, tc.area, l.Coin)
		}
		if l.Riser <= 0 {
			t.Errorf("%v on %v: riser %.1f", tc.need, tc.area, l.Riser)
		}
		for k := 1; k <= len(tc.need); k++ {
			top := l.LevelY(k, tc.need[k-1], tc.need[k-1])
			if top < l.Top-1e-6 {
				t.Errorf("%v on %v: step %d's stack of %d reaches y=%.1f, above the top %.1f", tc.need, tc.area, k, tc.need[k-1], top, l.Top)
			}
			if c := l.Count(k, tc.need[k-1]); c.Y < tc.area.Y {
				t.Errorf("%v on %v: step %d's count is written at y=%.1f, above the area", tc.need, tc.area, k, c.Y)
			}
		}
		if r := l.Strip; r.Y+r.H > tc.area.Y+tc.area.H || r.X+r.W > tc.area.X+tc.area.W+1e-6 {
			t.Errorf("%v on %v: the strip %v leaves the area", tc.need, tc.area, r)
		}
	}
}

func TestBarsHit(t *testing.T) {
	steps := []uint64{1, 10_000_000, 9007199254740991}
	l := New(wide, 2, steps)
	if !l.Bars {
		t.Fatal("stacks of 2^53−1 drawn as coins")
	}
	for k := 1; k <= 3; k++ {
		c := steps[k-1]
		h := l.StackHeight(c)
		if h < minBar*2 {
			t.Errorf("step %d's bar is %.1f px tall", k, h)
		}
		// A press f of the way up the bar keeps f·c coins below it, to within what one
		// pixel stands for.
		for _, f := range []float64{0.001, 0.25, 0.5, 0.999} {
			gk, keep, ok := l.Hit(l.CenterX(k), l.Tread(k)-h*f, steps)
			want := f * float64(c)
			if !ok || gk != k || math.Abs(float64(keep)-want) > math.Max(1, float64(c)/h) {
				t.Errorf("Hit %.3f up step %d's bar of %d = (%d, %d, %v), want step %d keeping about %.0f", f, k, c, gk, keep, ok, k, want)
			}
		}
		if gk, keep, ok := l.Hit(l.CenterX(k), l.Tread(k)-h, steps); !ok || gk != k || keep != c-1 {
			t.Errorf("Hit at the very top of step %d's bar = (%d, %d, %v), want (%d, %d, true): one coin", k, gk, keep, ok, k, c-1)
		}
	}
}

func TestDrop(t *testing.T) {
	l := New(wide, 1, []uint64{3, 0, 5, 2})
	for k := 0; k <= 4; k++ {
		// High above the stairs and down in the strip both land on the column's step.
		for _, y := range []float64{l.Area.Y + 1, l.Tread(k) - 1, l.Strip.Y + l.Strip.H/2} {
			if got, ok := l.Drop(l.CenterX(k), y); !ok || got != k {
				t.Errorf("Drop over %s at y=%.0f = (%d, %v), want (%d, true)", Place(k), y, got, ok, k)
			}
		}
	}
	for _, p := range [][2]float64{{1, 300}, {899, 300}, {l.CenterX(2), l.Strip.Y + l.Strip.H + 1}} {
		if k, ok := l.Drop(p[0], p[1]); ok {
			t.Errorf("Drop at (%.0f, %.0f) landed on %s", p[0], p[1], Place(k))
		}
	}
}

func TestUnitRectsTile(t *testing.T) {
	for _, need := range [][]uint64{{3, 5}, {60, 300}} {
		l := New(wide, 1, need)
		for k := 1; k <= 2; k++ {
			c := need[k-1]
			s := l.Stack(k, c, 0)
			var h float64
			for j := range c {
				u := l.UnitRect(k, c, j)
				h += u.H
				if cx, _ := u.Center(); math.Abs(cx-l.CenterX(k)) > 1e-9 {
					t.Errorf("bars=%v: coin %d of step %d is off its axis", l.Bars, j, k)
				}
			}
			if math.Abs(h-s.H) > 1e-6 {
				t.Errorf("bars=%v: step %d's coins are %.2f tall in all, the stack %.2f", l.Bars, k, h, s.H)
			}
		}
	}
}

func TestJudge(t *testing.T) {
	p := staircase.Position{Steps: []uint64{3, 0, 5, 2}}
	for _, tc := range []struct {
		name   string
		g      Grab
		to     int
		over   bool
		tap    bool
		want   staircase.Move // From 0: no move
		reason string
	}{
		{"drag two from step 3 to step 2", Grab{Step: 3, Keep: 3}, 2, true, false, staircase.Move{From: 3, Coins: 2}, ""},
		{"drag all of step 1 off", Grab{Step: 1, Keep: 0}, 0, true, false, staircase.Move{From: 1, Coins: 3}, ""},
		{"tap moves down one", Grab{Step: 4, Keep: 1}, 4, true, true, staircase.Move{From: 4, Coins: 1}, ""},
		{"tap on step 1 takes off", Grab{Step: 1, Keep: 2}, 1, true, true, staircase.Move{From: 1, Coins: 1}, ""},
		{"put back", Grab{Step: 3, Keep: 0}, 3, true, false, staircase.Move{}, ""},
		{"up a step", Grab{Step: 3, Keep: 0}, 4, true, false, staircase.Move{},
			"Coins only go down the stairs: step 4 is above step 3. Drop them on step 2."},
		{"two steps down", Grab{Step: 3, Keep: 0}, 1, true, false, staircase.Move{},
			"One step at a time: coins on step 3 go to step 2, not step 1."},
		{"off from step 2", Grab{Step: 4, Keep: 0}, 0, true, false, staircase.Move{},
			"One step at a time: coins on step 4 go to step 3, not the floor, off the stairs."},
		{"off the canvas", Grab{Step: 1, Keep: 0}, 0, false, false, staircase.Move{},
			"Coins go down one step at a time: drop these on the floor, off the stairs."},
		{"stale grab", Grab{Step: 2, Keep: 0}, 1, true, false, staircase.Move{}, ""},
	} {
		v := Judge(p, tc.g, tc.to, tc.over, tc.tap)
		if v.OK != (tc.want.From != 0) || v.OK && v.Move != tc.want || v.Reason.String() != tc.reason {
			t.Errorf("%s: %+v, want move %+v and reason %q", tc.name, v, tc.want, tc.reason)
		}
		if v.OK {
			if _, err := p.Apply(v.Move); err != nil {
				t.Errorf("%s: %+v is not a move: %v", tc.name, v.Move, err)
			}
		}
	}
}

// TestJudgeEveryMove: on small positions, each engine move is exactly one drag to the step
// below, and a drag anywhere else moves nothing.
func TestJudgeEveryMove(t *testing.T) {
	for _, steps := range [][]uint64{{2, 1, 2}, {0, 3}, {1, 0, 0, 4}} {
		p := staircase.Position{Steps: steps}
		for k := 1; k <= len(steps); k++ {
			for keep := range steps[k-1] {
				g := Grab{Step: k, Keep: keep}
				for to := 0; to <= len(steps); to++ {
					v := Judge(p, g, to, true, false)
					want := to == k-1
					if v.OK != want {
						t.Errorf("%v: grab %+v dropped on %s: ok %v, want %v", steps, g, Place(to), v.OK, want)
					}
					if v.OK && (v.Move.From != k || v.Move.Coins != steps[k-1]-keep) {
						t.Errorf("%v: grab %+v dropped on %s: %+v", steps, g, Place(to), v.Move)
					}
				}
			}
		}
	}
}

func TestIsTap(t *testing.T) {
	for _, tc := range []struct {
		far, scale float64
		tap        bool
	}{
		{0, 1, true},
		{6.4, 1, true},
		{10, 1, false},
		{10, 2, true},
		{20, 2, false},
		{8, 0.5, false}, // below 1 the slop stays 8 pixels
	} {
		if got := IsTap(tc.far, tc.scale); got != tc.tap {
			t.Errorf("a press that went %g pixels away at scale %g: tap %v, want %v", tc.far, tc.scale, got, tc.tap)
		}
	}
}

func ExampleJudge() {
	p := staircase.Position{Steps: []uint64{3, 0, 5, 2}}
	l := New(Rect{W: 900, H: 600}, 1, []uint64{3, 5, 7, 2})
	// Press the fourth coin of step 3 and let go over step 2.
	x, y := l.CoinCenter(3, 3)
	k, keep, _ := l.Hit(x, y, p.Steps)
	to, over := l.Drop(l.CenterX(2), y)
	v := Judge(p, Grab{Step: k, Keep: keep, X: x, Y: y}, to, over, false)
	next, _ := p.Apply(v.Move)
	fmt.Println(v.Move.Coins, "coins from step", v.Move.From, "→", next)
	// Dragging them up instead snaps back.
	fmt.Println(Judge(p, Grab{Step: 3, Keep: 3}, 4, true, false).Reason)
	// Output:
	// 2 coins from step 3 → game=staircase&steps=3,2,3,2
	// Coins only go down the stairs: step 4 is above step 3. Drop them on step 2.
}

func TestStaircaseReport(t *testing.T) {
	for _, tc := range []struct {
		steps  []uint64
		reason string
		want   string // the report, as JSON
	}{
		{[]uint64{3, 0, 5, 2}, "", `{"title":"On the stairs","text":"` + Help + `","paragraphs":["The tinted odd steps 1, 3 hold the Nim heaps 3, 5; the even steps do not change who wins. ` +
			`The numbers under the stairs name the steps, those above the coins count them."],"controls":[{"command":"open","arg":"nim","label":"Play the odd steps as Nim","key":"n"}]}`},
		{[]uint64{4}, "Coins only go down the stairs.", `{"title":"On the stairs","text":"Coins only go down the stairs.","paragraphs":["The tinted step 1 holds the one Nim heap, 4; the staircase is plain Nim. ` +
			`The numbers under the stairs name the steps, those above the coins count them."],"controls":[{"command":"open","arg":"nim","label":"Play the odd steps as Nim","key":"n"}]}`},
		{[]uint64{0, 3}, "", `{"title":"On the stairs","text":"` + Help + `","paragraphs":["The tinted step 1 holds the one Nim heap, 0; step 2, an even step, does not change who wins. ` +
			`The numbers under the stairs name the steps, those above the coins count them."],"controls":[{"command":"open","arg":"nim","label":"Play the odd steps as Nim","key":"n"}]}`},
	} {
		got := string(StaircaseReport(staircase.Position{Steps: tc.steps}, msg.Text{Format: tc.reason}, i18n.EN).JSON())
		if got != tc.want {
			t.Errorf("%v: report\n%s\nwant\n%s", tc.steps, got, tc.want)
		}
	}
}

// TestFrameAllocatesNothing: what the scene asks every frame allocates nothing.
func TestFrameAllocatesNothing(t *testing.T) {
	steps := []uint64{3, 0, 5, 2}
	l := New(wide, 1, []uint64{3, 5, 7, 2})
	n := testing.AllocsPerRun(100, func() {
		for k := 1; k <= 4; k++ {
			_, _ = l.CoinCenter(k, 1)
			_ = l.Stack(k, steps[k-1], 0)
			_ = l.Count(k, steps[k-1])
			_ = l.Label(k)
			_ = l.UnitRect(k, 3, 1)
		}
		_, _, _ = l.Hit(300, 300, steps)
		_, _ = l.Drop(300, 300)
	})
	if n != 0 {
		t.Errorf("a frame's geometry allocates %.0f times", n)
	}
}

func TestChange(t *testing.T) {
	for _, tc := range []struct {
		a, b []uint64
		want staircase.Move
		back bool
		ok   bool
	}{
		{[]uint64{3, 0, 5, 2}, []uint64{3, 2, 3, 2}, staircase.Move{From: 3, Coins: 2}, false, true},
		{[]uint64{3, 2, 3, 2}, []uint64{3, 0, 5, 2}, staircase.Move{From: 3, Coins: 2}, true, true}, // an undo
		{[]uint64{3, 0, 5, 2}, []uint64{1, 0, 5, 2}, staircase.Move{From: 1, Coins: 2}, false, true},
		{[]uint64{1, 0, 5, 2}, []uint64{3, 0, 5, 2}, staircase.Move{From: 1, Coins: 2}, true, true},
		{[]uint64{3, 0, 5, 2}, []uint64{4, 0, 4, 2}, staircase.Move{}, false, false}, // two steps down
		{[]uint64{3, 0, 5, 2}, []uint64{3, 0, 5, 0}, staircase.Move{}, false, false}, // coins vanish
		{[]uint64{3, 0, 5, 2}, []uint64{3, 0, 5, 2}, staircase.Move{}, false, false},
		{[]uint64{3, 0, 5, 2}, []uint64{3, 0, 5}, staircase.Move{}, false, false},
	} {
		m, back, ok := Change(tc.a, tc.b)
		if m != tc.want || back != tc.back || ok != tc.ok {
			t.Errorf("Change(%v, %v) = %+v, %v, %v; want %+v, %v, %v", tc.a, tc.b, m, back, ok, tc.want, tc.back, tc.ok)
		}
	}
}

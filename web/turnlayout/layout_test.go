package turnlayout

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/turning"
)

func TestHitEveryCoin(t *testing.T) {
	for _, tc := range []struct {
		w, h, scale float64
		n, rows     int
	}{
		{845, 800, 1, 7, 1},
		{845, 800, 1, 20, 1},
		{390, 464, 1, 7, 1},
		{390, 464, 1, 20, 3}, // two rows of 10 would make coins of 28 pixels
		{780, 928, 2, 20, 3},
		{390, 464, 1, 40, 0},
		{845, 800, 1, 40, 2},
		{390, 464, 1, 64, 0},
		{200, 150, 1, 64, 0}, // cramped: whatever fits
	} {
		t.Run(fmt.Sprintf("%d coins on %gx%g@%g", tc.n, tc.w, tc.h, tc.scale), func(t *testing.T) {
			l := New(tc.w, tc.h, tc.scale, tc.n)
			if tc.rows > 0 && l.Rows != tc.rows {
				t.Errorf("%d rows of %d, want %d rows", l.Rows, l.PerRow, tc.rows)
			}
			for j := 1; j <= tc.n; j++ {
				x, y := l.Center(j)
				if got := l.Hit(x, y); got != j {
					t.Errorf("Hit at coin %d's centre = %d", j, got)
				}
				if got := l.Hit(x, l.NumberY(j)); got != j {
					t.Errorf("Hit on coin %d's number = %d", j, got)
				}
				if x-l.Coin/2 < 0 || x+l.Coin/2 > tc.w || l.NumberY(j) < 0 || l.ValueY(j)+l.ValueH > tc.h {
					t.Errorf("coin %d at (%.0f, %.0f) with its labels is off the canvas", j, x, y)
				}
				if j > 1 {
					px, py := l.Center(j - 1)
					if py == y && x-px < l.Coin {
						t.Errorf("coins %d and %d overlap", j-1, j)
					}
				}
			}
			if l.SumY+l.SumH > tc.h {
				t.Errorf("the row value at %.0f..%.0f is below the canvas", l.SumY, l.SumY+l.SumH)
			}
			for _, p := range [][2]float64{{1, 1}, {tc.w - 1, tc.h - 1}, {tc.w / 2, l.SumY + 1}} {
				if got := l.Hit(p[0], p[1]); got != 0 {
					t.Errorf("Hit at (%.0f, %.0f) = coin %d, want none", p[0], p[1], got)
				}
			}
		})
	}
}

// run plays a gesture written as steps: "p7" presses coin 7, "d3" drags over coin 3, "r3"
// releases over coin 3, "t5" taps coin 5 (press and release), "c" confirms, "x" cancels; 0 is
// off the coins. It returns the moves made and the refusals, in order.
func run(t *testing.T, g *Gesture, p turning.Position, steps string) (moves [][]int, refusals []string) {
	t.Helper()
	add := func(r Result) {
		if r.Move != nil {
			moves = append(moves, r.Move)
		}
		if !r.Refusal.IsZero() {
			refusals = append(refusals, r.Refusal.String())
		}
	}
	for _, s := range strings.Fields(steps) {
		j, _ := strconv.Atoi(s[1:])
		switch s[0] {
		case 'p':
			add(g.Press(p, j))
		case 'd':
			g.Drag(p, j)
		case 'r':
			add(g.Release(p, j))
		case 't':
			add(g.Press(p, j))
			add(g.Release(p, j))
		case 'c':
			add(g.Confirm())
		case 'x':
			g.Cancel()
		default:
			t.Fatalf("bad step %q", s)
		}
	}
	return moves, refusals
}

func TestGesture(t *testing.T) {
	for _, tc := range []struct {
		coins   string
		rule    turning.Rule
		steps   string
		moves   string // the moves made, as "[3 7] [4]"
		chose   string // the coins chosen at the end
		refused int    // how many presses were refused
	}{
		// A double tap turns one head alone.
		{"HTTHTHH", turning.Turtles, "t4 t4", "[4]", "[]", 0},
		// Choose the head, tap a coin left of it, tap the head again.
		{"HTTHTHH", turning.Turtles, "t7 t3 t7", "[3 7]", "[]", 0},
		// Turtles: a second coin replaces the first; tapping it again takes it back.
		{"HTTHTHH", turning.Turtles, "t7 t3 t5", "", "[5 7]", 0},
		{"HTTHTHH", turning.Turtles, "t7 t3 t3", "", "[7]", 0},
		// A drag from the head to a coin left of it moves at once.
		{"HTTHTHH", turning.Turtles, "p7 d6 d3 r3", "[3 7]", "[]", 0},
		// Dragged off and back to the head: no move, the head stays chosen.
		{"HTTHTHH", turning.Turtles, "p7 d3 d7 r7", "", "[7]", 0},
		// Mock: two more coins; a third replaces the first chosen.
		{"HTTHTHH", turning.Mock, "t7 t2 t5 t7", "[2 5 7]", "[]", 0},
		{"HTTHTHH", turning.Mock, "t7 t2 t5 t1", "", "[1 5 7]", 0},
		{"HTTHTHH", turning.Mock, "t7 t2 p7 d4 r4", "[2 4 7]", "[]", 0},
		// Ruler: a tap or a drag sets the run's start.
		{"HTTH", turning.Ruler, "p4 d3 r3", "[3 4]", "[]", 0},
		{"HTTH", turning.Ruler, "t4 t2 t4", "[2 3 4]", "[]", 0},
		{"HTTH", turning.Ruler, "t4 p1 d3 r3 c", "[3 4]", "[]", 0},
		{"HTTH", turning.Ruler, "t4 t2 t2", "", "[4]", 0},
		// A tail cannot be the rightmost coin: refused, nothing chosen.
		{"HTTHTHH", turning.Turtles, "t5", "", "[]", 1},
		// Right of the chosen head: a tail is refused and the choice kept; a head starts anew.
		{"HTTHTHH", turning.Turtles, "t4 t1 t5", "", "[1 4]", 1},
		{"HTTHTHH", turning.Turtles, "t4 t1 t6", "", "[6]", 0},
		// Off the coins cancels; Turn over with nothing chosen says so.
		{"HTTHTHH", turning.Turtles, "t7 t3 t0 c", "", "[]", 1},
		{"HTTHTHH", turning.Turtles, "t7 x", "", "[]", 0},
		// Press and release arrive together: the same as a tap.
		{"HTTHTHH", turning.Turtles, "p6 r6 p6 r6", "[6]", "[]", 0},
	} {
		p := turning.Position{Coins: tc.coins, Rule: tc.rule}
		var g Gesture
		moves, refusals := run(t, &g, p, tc.steps)
		got := ""
		for i, m := range moves {
			if i > 0 {
				got += " "
			}
			got += fmt.Sprint(m)
		}
		chose := fmt.Sprint(g.Coins())
		if got != tc.moves || chose != tc.chose || len(refusals) != tc.refused {
			t.Errorf("%s %s %q: moves %q, chosen %s, refusals %q; want moves %q, chosen %s, %d refusals",
				tc.coins, tc.rule, tc.steps, got, chose, refusals, tc.moves, tc.chose, tc.refused)
		}
	}
}

// TestEveryMoveCanBeChosen: every legal move of small rows is made by choosing its rightmost
// coin, tapping the others (for ruler, the run's start) and tapping the rightmost again.
func TestEveryMoveCanBeChosen(t *testing.T) {
	for _, rule := range []turning.Rule{turning.Turtles, turning.Mock, turning.Ruler} {
		for bits := range 1 << 6 {
			coins := []byte("TTTTTT")
			for i := range coins {
				if bits>>i&1 == 1 {
					coins[i] = 'H'
				}
			}
			p := turning.Position{Coins: string(coins), Rule: rule}
			for m := range p.Moves() {
				c := m.Coins
				j := c[len(c)-1]
				steps := fmt.Sprintf("t%d", j)
				if rule == turning.Ruler {
					if c[0] < j {
						steps += fmt.Sprintf(" t%d", c[0])
					}
				} else {
					for _, x := range c[:len(c)-1] {
						steps += fmt.Sprintf(" t%d", x)
					}
				}
				steps += fmt.Sprintf(" t%d", j)
				var g Gesture
				moves, refusals := run(t, &g, p, steps)
				if len(moves) != 1 || !slices.Equal(moves[0], c) || len(refusals) > 0 {
					t.Errorf("%s %s %q: moves %v, refusals %q; want %v", p.Coins, rule, steps, moves, refusals, c)
				}
			}
		}
	}
}

// TestGestureMakesOnlyLegalMoves: random presses, drags and releases never make a move the
// engine refuses.
func TestGestureMakesOnlyLegalMoves(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, rule := range []turning.Rule{turning.Turtles, turning.Mock, turning.Ruler} {
		for range 300 {
			coins := make([]byte, 1+r.IntN(9))
			for i := range coins {
				coins[i] = "HT"[r.IntN(2)]
			}
			p := turning.Position{Coins: string(coins), Rule: rule}
			var g Gesture
			var steps []string
			for range 12 {
				steps = append(steps, fmt.Sprintf("%c%d", "pdrtc"[r.IntN(5)], r.IntN(len(coins)+1)))
			}
			moves, _ := run(t, &g, p, strings.Join(steps, " "))
			for _, m := range moves {
				if _, err := p.Apply(turning.Move{Coins: m}); err != nil {
					t.Errorf("%s %s %q made %v: %v", p.Coins, rule, steps, m, err)
				}
			}
		}
	}
}

func TestWordsAndStatus(t *testing.T) {
	for _, tc := range []struct {
		coins string
		m     []int
		want  string
	}{
		{"HTTHTHH", []int{4}, "coin 4 (H→T)"},
		{"HTTHTHH", []int{3, 7}, "coin 7 (H→T) and coin 3 (T→H)"},
		{"HTTHTHH", []int{1, 2, 7}, "coin 7 (H→T), coin 2 (T→H) and coin 1 (H→T)"},
		{"HTTHTHH", []int{3, 4, 5, 6}, "coins 3 to 6"},
	} {
		if got := Words(tc.coins, tc.m).String(); got != tc.want {
			t.Errorf("Words(%s, %v) = %q, want %q", tc.coins, tc.m, got, tc.want)
		}
	}
	p := turning.Position{Coins: "HTTHTHH", Rule: turning.Turtles}
	var g Gesture
	g.Press(p, 7)
	g.Release(p, 7)
	g.Press(p, 3)
	g.Release(p, 3)
	want := "Turning coin 7 (H→T) and coin 3 (T→H). A tap on a chosen coin takes it back; or press coin 7 again (or Turn over) to make the move. Press off the coins to cancel."
	if got := g.Status(p).String(); got != want {
		t.Errorf("Status = %q\nwant %q", got, want)
	}
}

func ExampleGesture() {
	p := turning.Position{Coins: "HTTHTHH", Rule: turning.Turtles}
	var g Gesture
	g.Press(p, 7) // choose head 7, the rightmost coin of the move
	g.Release(p, 7)
	g.Press(p, 3) // turn coin 3 with it
	g.Release(p, 3)
	g.Press(p, 7) // press the head again: the move is made
	fmt.Println(g.Release(p, 7).Move)
	fmt.Println(g.Press(p, 5).Refusal)
	// Output:
	// [3 7]
	// Coin 5 is tails: the rightmost coin of a move must be a head, and it turns to tails. Press a head first. Nothing was turned.
}

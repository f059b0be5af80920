package heapplay

import (
	"fmt"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/engine/moore"
	"github.com/nimscope/nimscope/web/heaplayout"
)

func TestGreedyGestures(t *testing.T) {
	p := greedy.Position{Heaps: []uint64{9, 5, 5, 3}}
	for _, tc := range []struct {
		name   string
		steps  []step
		moves  []Move
		reason string
	}{
		{"the largest heap takes", click(stone(0, 3)), []Move{{{0, 3}}}, ""},
		{"a smaller heap is refused", click(stone(1, 2)), nil,
			"Heap 2 has 5 stones, fewer than the largest, 9: only heap 1 may be played."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewPlay()
			got := run(t, NewGreedy(p, false), s, tc.steps)
			if fmt.Sprint(got) != fmt.Sprint(tc.moves) || s.Reason.String() != tc.reason {
				t.Errorf("moves %v, reason %v; want %v, %q", got, s.Reason, tc.moves, tc.reason)
			}
		})
	}
	// Every stone of every heap: a move exactly when the engine takes it.
	for _, heaps := range [][]uint64{{9, 5, 5, 3}, {4, 4, 1}, {0, 2, 2}} {
		p := greedy.Position{Heaps: heaps}
		g := NewGreedy(p, false)
		l := layoutFor(g)
		for i, h := range heaps {
			for j := range h {
				x, y := l.Heaps.StoneCenter(i, j)
				m, ok := NewPlay().Update(Pointer{X: x, Y: y, Pressed: true, Released: true}, l, g, true)
				_, err := p.Apply(greedy.Move{Heap: i, To: j})
				if ok != (err == nil) {
					t.Errorf("%v, stone %d of heap %d: move %v %v, engine %v", heaps, j, i, m, ok, err)
				}
				if g.Playable(i) != (err == nil) {
					t.Errorf("%v: heap %d playable %v, engine %v", heaps, i, g.Playable(i), err)
				}
			}
		}
	}
	if got := NewGreedy(greedy.Position{Heaps: []uint64{5, 5, 3}}, false).Why(2, 0).String(); got != "Heap 3 has 3 stones, fewer than the largest, 5: only heaps 1 and 2 may be played." {
		t.Errorf("Why = %q", got)
	}
	// The hint: 9 must go below 5, so the winning moves leave 0 to 4.
	if w := fmt.Sprint(NewGreedy(p, true).Winning()); w != "[[{0 0}] [{0 4}]]" {
		t.Errorf("winning %s, want the ends of the range 0..4", w)
	}
}

func TestMooreGestures(t *testing.T) {
	p := moore.Position{Heaps: []uint64{5, 8, 10}, K: 2}
	g := NewMoore(p, true)
	if w := fmt.Sprint(g.Winning()); w != "[[{1 5} {2 5}]]" {
		t.Errorf("winning %s, want heaps 2 and 3 to 5", w)
	}
	s := NewPlay()
	steps := append(append(click(stone(1, 5)), click(stone(2, 5))...), click(stone(0, 1))...)
	if got := run(t, g, s, steps); got != nil {
		t.Fatalf("moves %v before confirming", got)
	}
	if s.Reason.IsZero() || fmt.Sprint(s.Pending) != "[{1 5} {2 5}]" {
		t.Errorf("after choosing three heaps with k = 2: pending %v, reason %q", s.Pending, s.Reason)
	}
	moves := run(t, g, s, click(button(heaplayout.Confirm)))
	if len(moves) != 1 {
		t.Fatalf("confirm made %v", moves)
	}
	next, err := g.Apply(moves[0])
	if err != nil || next.String() != "game=moore&heaps=5,5,5&k=2" {
		t.Errorf("the confirmed move leads to %v, %v", next, err)
	}
	if next.(moore.Position).Outcome() != game.P {
		t.Errorf("%s is not P", next)
	}
	tab := g.Table([]uint64{5, 5, 5})
	if fmt.Sprint(tab.Sum.Digits) != "[0 0 0]" || tab.Modulus != 3 {
		t.Errorf("the table of 5, 5, 5: %+v", tab.Sum)
	}
	// k larger than the number of heaps: every heap may take part.
	if l := NewMoore(moore.Position{Heaps: []uint64{1, 2}, K: 1 << 50}, false).Limit(); l != 2 {
		t.Errorf("Limit = %d with k = 2^50 and 2 heaps", l)
	}
}

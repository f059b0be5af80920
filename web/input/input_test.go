package input

import (
	"fmt"
	"strings"
	"testing"
)

// show writes a pointer as the table below reads it: what happened, where, and held or not.
func show(p Pointer) string {
	var b strings.Builder
	if p.Pressed {
		b.WriteString("press ")
	}
	if p.Released {
		b.WriteString("release ")
	}
	fmt.Fprintf(&b, "%g,%g", p.X, p.Y)
	if p.Down {
		b.WriteString(" down")
	}
	if p.Hover {
		b.WriteString(" hover")
	}
	if p.Touch {
		b.WriteString(" touch")
	}
	if p.Far > 0 {
		fmt.Fprintf(&b, " far %g", p.Far)
	}
	if p.Second {
		fmt.Fprintf(&b, " second %g,%g", p.X2, p.Y2)
	}
	return b.String()
}

func mouse(k Kind, x, y float64) Event { return Event{Kind: k, ID: 1, X: x, Y: y} }

func finger(id int, k Kind, x, y float64) Event {
	return Event{Kind: k, ID: id, Touch: true, X: x, Y: y}
}

// TestReader: whatever came between two ticks, each press and release of the followed
// pointer gets a tick of its own, where it happened, in order.
func TestReader(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ticks [][]Event // the events noted before each tick
		want  []string  // the pointer read at each tick
	}{
		{"a hover", [][]Event{{mouse(Move, 1, 2), mouse(Move, 3, 4)}, nil},
			[]string{"3,4 hover", "3,4 hover"}},
		{"nothing seen yet", [][]Event{nil}, []string{"0,0"}},
		{"a click over ticks", [][]Event{{mouse(Move, 5, 5), mouse(Down, 5, 5)}, {mouse(Up, 5, 5)}, nil},
			[]string{"press 5,5 down hover", "release 5,5 hover", "5,5 hover"}},
		// A long frame: the whole drag came at once. It was a tap where it ended.
		{"a drag in one tick", [][]Event{{mouse(Down, 10, 10), mouse(Move, 20, 10), mouse(Move, 40, 10), mouse(Up, 50, 10)}, nil, nil},
			[]string{"press 10,10 down hover", "40,10 down hover far 30", "release 50,10 hover far 40"}},
		// Pressed in one long frame, moved: the press is where it went down.
		{"a press and its moves in one tick", [][]Event{{mouse(Down, 10, 10), mouse(Move, 90, 10)}, nil, {mouse(Up, 90, 10)}},
			[]string{"press 10,10 down hover", "90,10 down hover far 80", "release 90,10 hover far 80"}},
		{"a click in one tick", [][]Event{{mouse(Down, 7, 7), mouse(Up, 7, 7)}, nil},
			[]string{"press 7,7 down hover", "release 7,7 hover"}},
		{"two clicks in one tick", [][]Event{{mouse(Down, 1, 1), mouse(Up, 1, 1), mouse(Down, 9, 9), mouse(Up, 9, 9)}, nil, nil, nil, nil},
			[]string{"press 1,1 down hover", "release 1,1 hover", "press 9,9 down hover", "release 9,9 hover", "9,9 hover"}},
		// A touch that began and ended between two ticks was not seen at all.
		{"a tap in one tick", [][]Event{{finger(3, Down, 4, 4), finger(3, Up, 4, 4)}, nil},
			[]string{"press 4,4 down touch", "release 4,4 touch"}},
		// Chrome gives each single-finger gesture the same id: two quick taps stay two.
		{"two taps with one id", [][]Event{{finger(0, Down, 1, 1)}, {finger(0, Up, 1, 1), finger(0, Down, 8, 8)}, {finger(0, Up, 8, 8)}, nil},
			[]string{"press 1,1 down touch", "release 1,1 touch", "press 8,8 down touch", "release 8,8 touch"}},
		{"a pinch", [][]Event{{finger(1, Down, 1, 1), finger(2, Down, 50, 50)}, nil, {finger(2, Move, 60, 60), finger(1, Move, 1, 4)}, {finger(2, Up, 60, 60)}, {finger(1, Up, 1, 5)}},
			[]string{"press 1,1 down touch", "1,1 down touch second 50,50", "1,4 down touch far 3 second 60,60", "1,4 down touch far 3", "release 1,5 touch far 4"}},
		// A pinch between two ticks: the second finger's down and up each get a tick, where
		// the fingers were then.
		{"a pinch in one tick", [][]Event{{finger(1, Down, 10, 10), finger(2, Down, 20, 20), finger(2, Move, 40, 40), finger(1, Move, 10, 0), finger(2, Up, 40, 40), finger(1, Up, 10, 0)}, nil, nil, nil, nil},
			[]string{"press 10,10 down touch", "10,10 down touch second 20,20", "10,0 down touch far 10 second 40,40", "10,0 down touch far 10", "release 10,0 touch far 10"}},
		{"a third finger is not followed", [][]Event{{finger(1, Down, 1, 1)}, {finger(2, Down, 5, 5)}, {finger(3, Down, 9, 9), finger(3, Move, 8, 8), finger(3, Up, 8, 8)}},
			[]string{"press 1,1 down touch", "1,1 down touch second 5,5", "1,1 down touch second 5,5"}},
		// Either finger may lift first: the one left down goes on (a pinch's pan), without a
		// press of its own. It was dropped when the first lifted.
		{"the first finger lifts in a pinch", [][]Event{{finger(1, Down, 1, 1)}, {finger(2, Down, 5, 5)}, {finger(1, Up, 1, 4)}, {finger(2, Move, 5, 8)}, {finger(2, Up, 5, 9)}, nil},
			[]string{"press 1,1 down touch", "1,1 down touch second 5,5", "release 1,4 touch far 3", "5,8 down touch far 3", "release 5,9 touch far 4", "5,9 touch"}},
		{"both fingers lift in one tick", [][]Event{{finger(1, Down, 1, 1)}, {finger(2, Down, 5, 5)}, {finger(1, Up, 1, 1), finger(2, Up, 5, 5)}, nil, nil},
			[]string{"press 1,1 down touch", "1,1 down touch second 5,5", "release 1,1 touch", "release 5,5 touch", "5,5 touch"}},
		{"a finger while the mouse is down", [][]Event{{mouse(Down, 1, 1)}, {finger(2, Down, 5, 5), finger(2, Move, 6, 6)}, {mouse(Up, 1, 1)}},
			[]string{"press 1,1 down hover", "1,1 down hover", "release 1,1 hover"}},
		{"a finger moving before it is down", [][]Event{{finger(1, Move, 9, 9)}},
			[]string{"0,0"}},
		{"a touch after the mouse has no hover", [][]Event{{mouse(Move, 5, 5)}, {finger(1, Down, 6, 6), finger(1, Up, 6, 6)}, nil, {mouse(Move, 7, 7)}},
			[]string{"5,5 hover", "press 6,6 down touch", "release 6,6 touch", "7,7 hover"}},
		{"a cancel lets go where the pointer was", [][]Event{{finger(1, Down, 1, 1), finger(1, Move, 4, 5)}, {finger(1, Cancel, 0, 0)}, nil},
			[]string{"press 1,1 down touch", "4,5 down touch far 5", "release 4,5 touch far 5"}},
		// A drag out and back within one tick: where it ended is where it began, but it went
		// 30 pixels away, and it is no tap.
		{"out and back in one tick", [][]Event{{mouse(Down, 10, 10), mouse(Move, 40, 10), mouse(Move, 10, 10), mouse(Up, 10, 10)}, nil, {mouse(Down, 10, 10)}, nil},
			[]string{"press 10,10 down hover", "10,10 down hover far 30", "release 10,10 hover far 30", "press 10,10 down hover"}},
		{"an up with nothing down", [][]Event{{mouse(Up, 5, 5), mouse(Move, 6, 6)}},
			[]string{"6,6 hover"}},
	} {
		var r Reader
		var got []string
		for _, evs := range tc.ticks {
			for _, e := range evs {
				r.Note(e)
			}
			got = append(got, show(r.Read()))
		}
		if strings.Join(got, " | ") != strings.Join(tc.want, " | ") {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, strings.Join(got, " | "), strings.Join(tc.want, " | "))
		}
	}
}

// TestReaderBoundsItsQueue: a page that posts moves but never ticks keeps a bounded queue,
// and the press and release among them still count.
func TestReaderBoundsItsQueue(t *testing.T) {
	var r Reader
	r.Note(mouse(Down, 0, 0))
	for i := range 10 * maxQueue {
		r.Note(mouse(Move, float64(i), 0))
	}
	r.Note(mouse(Up, 5, 5))
	if len(r.queue) > maxQueue+1 {
		t.Errorf("%d events kept", len(r.queue))
	}
	if got := show(r.Read()) + " | " + show(r.Read()) + " | " + show(r.Read()); got != "press 0,0 down hover | 2559,0 down hover far 2559 | release 5,5 hover far 2559" {
		t.Errorf("read %s", got)
	}
}

// TestDiscard: a paused page drops what it was given, and no press stays held.
func TestDiscard(t *testing.T) {
	var r Reader
	r.Note(mouse(Down, 1, 1))
	r.Read()
	r.Note(mouse(Down, 2, 2))
	r.Discard()
	if p := r.Read(); p.Down || p.Pressed || p.Released {
		t.Errorf("after Discard: %s", show(p))
	}
}

// TestReadAllocatesNothing: once its queue has grown, reading a tick allocates nothing.
func TestReadAllocatesNothing(t *testing.T) {
	var r Reader
	for range 8 {
		r.Note(mouse(Move, 1, 1))
	}
	r.Read()
	if n := testing.AllocsPerRun(100, func() {
		r.Note(mouse(Down, 1, 1))
		r.Note(mouse(Move, 2, 2))
		r.Read()
		r.Note(mouse(Up, 2, 2))
		r.Read()
	}); n != 0 {
		t.Errorf("%g allocations a tick", n)
	}
}

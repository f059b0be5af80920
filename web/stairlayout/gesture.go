package stairlayout

import (
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
)

// Grab is a press on a coin: the coins of step Step from Keep up move together, as in Nim
// a press takes the pressed stone and all above it. X, Y is where the press was.
type Grab struct {
	Step int
	Keep uint64
	X, Y float64
}

// Coins is how many coins the grab moves off a step that holds c.
func (g Grab) Coins(c uint64) uint64 { return c - g.Keep }

// tapSlop is how far, in CSS pixels, a press may wander and still be a tap.
const tapSlop = 8

// IsTap reports whether a press that wandered far screen pixels from where it was at most
// (input.Pointer's Far) is a tap rather than a drag: a drag put back where it began is no tap.
func IsTap(far, scale float64) bool { return far < tapSlop*max(scale, 1) }

// Verdict is what releasing a grab means: a move, or nothing and why. A drag put back where
// it started is nothing without a reason.
type Verdict struct {
	Move   staircase.Move
	OK     bool
	Reason msg.Text // a sentence for the panel when the coins snap back
}

// Judge decides the release of grab g over step to (0: the floor zone, off the stairs);
// over is false when it was released off the staircase. A tap moves the grabbed coins down
// one step, as a drag to the next step does.
func Judge(p staircase.Position, g Grab, to int, over, tap bool) Verdict {
	if g.Step < 1 || g.Step > len(p.Steps) || g.Keep >= p.Steps[g.Step-1] {
		return Verdict{} // the position changed under the grab: nothing to move
	}
	move := staircase.Move{From: g.Step, Coins: g.Coins(p.Steps[g.Step-1])}
	down := Place(g.Step - 1)
	switch {
	case tap:
	case !over:
		return Verdict{Reason: msg.New("Coins go down one step at a time: drop these on %s.", down)}
	case to == g.Step:
		return Verdict{}
	case to > g.Step:
		return Verdict{Reason: msg.New("Coins only go down the stairs: %s is above step %d. Drop them on %s.", Place(to), g.Step, down)}
	case to < g.Step-1:
		return Verdict{Reason: msg.New("One step at a time: coins on step %d go to %s, not %s.", g.Step, down, Place(to))}
	}
	if _, err := p.Apply(move); err != nil {
		return Verdict{Reason: msg.Text{Format: "%s", Args: []any{err.Error()}}} // more coins than a step can hold: the engine says so
	}
	return Verdict{Move: move, OK: true}
}

// Place names where coins stand or land: "step 3", or "the floor (off the stairs)" for 0.
func Place(k int) msg.Text {
	if k == 0 {
		return msg.New("the floor, off the stairs")
	}
	return msg.New("step %d", k)
}

// Change finds the move that took steps a to b, or, for an undo, the move from b to a
// (back): what the scene animates when a new frame comes.
func Change(a, b []uint64) (m staircase.Move, back, ok bool) {
	if m, ok := between(a, b); ok {
		return m, false, true
	}
	if m, ok := between(b, a); ok {
		return m, true, true
	}
	return staircase.Move{}, false, false
}

// between finds the one staircase move from a to b.
func between(a, b []uint64) (staircase.Move, bool) {
	if len(a) != len(b) {
		return staircase.Move{}, false
	}
	k := 0
	for i := range a {
		if b[i] < a[i] {
			if k != 0 {
				return staircase.Move{}, false
			}
			k = i + 1
		}
	}
	if k == 0 {
		return staircase.Move{}, false
	}
	m := staircase.Move{From: k, Coins: a[k-1] - b[k-1]}
	for i := range a {
		want := a[i]
		switch i {
		case k - 1:
			want -= m.Coins
		case k - 2:
			want += m.Coins
		}
		if b[i] != want {
			return staircase.Move{}, false
		}
	}
	return m, true
}

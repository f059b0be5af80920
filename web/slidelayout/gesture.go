package slidelayout

import (
	"sort"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/slide"
)

// Verdict is what a gesture on the strip means: a move, or nothing and why. A coin put
// back where it started is nothing without a reason.
type Verdict struct {
	Move   slide.Move
	OK     bool
	Reason msg.Text // a sentence for the panel when the coin snaps back
}

// CoinAt returns the index of the coin on cell c.
func CoinAt(p slide.Position, c uint64) (int, bool) {
	i := sort.Search(len(p.Coins), func(i int) bool { return p.Coins[i] >= c })
	return i, i < len(p.Coins) && p.Coins[i] == c
}

// Reach is the cells coin i may slide to, lo..hi; empty (lo > hi) when it cannot move.
func Reach(p slide.Position, i int) (lo, hi uint64) {
	lo = 1
	if i > 0 {
		lo = p.Coins[i-1] + 1
	}
	return lo, p.Coins[i] - 1
}

// Drop decides where coin i, dragged, lands: on cell c, or off the strip when over is
// false.
func Drop(p slide.Position, i int, c uint64, over bool) Verdict {
	if i < 0 || i >= len(p.Coins) {
		return Verdict{}
	}
	at := p.Coins[i]
	lo, hi := Reach(p, i)
	switch {
	case over && c == at:
		return Verdict{}
	case lo > hi:
		if i == 0 {
			return Verdict{Reason: msg.New("The coin on cell %d cannot move: it is at the left end of the strip.", at)}
		}
		return Verdict{Reason: msg.New("The coin on cell %d cannot move: the coin on cell %d is right next to it, and coins never pass each other.", at, p.Coins[i-1])}
	case !over:
		return Verdict{Reason: msg.New("Drop the coin on a free cell of the strip left of it: %s.", span(lo, hi))}
	case c > at:
		return Verdict{Reason: msg.New("Coins only slide left: the coin on cell %d can go to %s.", at, span(lo, hi))}
	case c < lo && i > 0:
		return Verdict{Reason: msg.New("The coin on cell %d cannot pass the coin on cell %d: it can go to %s.", at, p.Coins[i-1], span(lo, hi))}
	}
	m := slide.Move{Coin: i, To: c}
	if _, err := p.Apply(m); err != nil {
		return Verdict{Reason: msg.Text{Format: "%s", Args: []any{err.Error()}}}
	}
	return Verdict{Move: m, OK: true}
}

// Tap decides a tap on cell c. Every free cell lies in the gap of exactly one coin, the
// first coin right of it, so a tap there slides that coin into the cell.
func Tap(p slide.Position, c uint64) Verdict {
	i, on := CoinAt(p, c)
	switch {
	case on:
		lo, hi := Reach(p, i)
		if lo > hi {
			return Drop(p, i, c, false) // says why it cannot move
		}
		return Verdict{Reason: msg.New("Drag the coin on cell %d left, or tap the free cell it should go to (%s).", c, span(lo, hi))}
	case i == len(p.Coins):
		return Verdict{Reason: msg.New("No coin is right of cell %d to slide there: coins only slide left.", c)}
	}
	return Drop(p, i, c, true)
}

// span names cells lo..hi: "cell 4", "cells 6 and 7", "cells 6 to 8".
func span(lo, hi uint64) msg.Text {
	switch {
	case lo == hi:
		return msg.New("cell %d", lo)
	case hi == lo+1:
		return msg.New("cells %d and %d", lo, hi)
	}
	return msg.New("cells %d to %d", lo, hi)
}

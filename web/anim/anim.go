// Package anim holds the tick counters animations run on. Ebiten calls Update at a fixed
// rate (60 ticks a second), so an animation is a count of ticks, not a clock: it pauses with
// the game loop and replays identically in tests. Lag counts each frame's Updates against
// the clock and gives back the ticks Ebiten did not run.
//
// Reduced motion (the reader's system asks for it: prefers-reduced-motion) is one switch
// for the whole program, which every animation reads here: a tween's picture is its end at
// once, and it ends at its next tick.
package anim

import (
	"sync/atomic"
	"time"
)

// reduced is the switch: set from a JS callback, read by the game loop.
var reduced atomic.Bool

// SetReducedMotion turns reduced motion on or off. Safe to call from any goroutine; the
// animations follow from their next tick, one already running included.
func SetReducedMotion(on bool) { reduced.Store(on) }

// ReducedMotion reports whether moves are to appear at once, without travel.
func ReducedMotion() bool { return reduced.Load() }

// TPS is Ebiten's default tick rate; durations are written in ticks of it.
const TPS = 60

// Tween runs from tick 0 to Len.
type Tween struct {
	Tick, Len int
}

// Start returns a tween of n ticks at its beginning.
func Start(n int) Tween { return Tween{Len: max(n, 1)} }

// Step advances one tick (with reduced motion, to the end) and reports whether the tween
// is still running afterwards.
func (t *Tween) Step() bool {
	if t.Tick < t.Len {
		t.Tick++
		if ReducedMotion() {
			t.Tick = t.Len
		}
	}
	return t.Running()
}

// Advance steps a running tween one tick, or to its end when cut (a press ends a move's
// animation, so that quick play is never swallowed), and reports whether it ran: the
// picture changed, and is to be drawn even when the tween is now over.
func (t *Tween) Advance(cut bool) bool {
	if cut {
		return t.Skip(t.Len)
	}
	return t.Skip(1)
}

// Skip advances a running tween n ticks, no further than its end (with reduced motion, to
// its end), and reports whether it ran, as Advance does.
func (t *Tween) Skip(n int) bool {
	if !t.Running() || n <= 0 {
		return false
	}
	if ReducedMotion() {
		n = t.Len
	}
	t.Tick = min(t.Tick+n, t.Len)
	return true
}

// Elapse runs the ticks a long frame owed (Lag) on a running tween, as Skip does, but not on
// one still at its first tick: the long frame is then most likely the one that began it
// and drew its start (a move that changes a big picture), and the animation is to be seen
// from its start, not skipped.
func (t *Tween) Elapse(n int) bool {
	if t.Tick == 0 {
		return false
	}
	return t.Skip(n)
}

// Running reports whether the tween has ticks left.
func (t Tween) Running() bool { return t.Tick < t.Len }

// Progress is how far the tween has come, from 0 to 1. With reduced motion it is 1: a
// frame drawn before the tween's first tick (a move made between frames) shows the end, not
// the start, and no frame shows a picture between them.
func (t Tween) Progress() float64 {
	if t.Len <= 0 || ReducedMotion() {
		return 1
	}
	return float64(t.Tick) / float64(t.Len)
}

// EaseOut decelerates: fast start, gentle landing (a cubic).
func EaseOut(p float64) float64 {
	p = clamp01(p)
	q := 1 - p
	return 1 - q*q*q
}

// EaseInOut accelerates, then decelerates (a smoothstep).
func EaseInOut(p float64) float64 {
	p = clamp01(p)
	return p * p * (3 - 2*p)
}

// Lerp is a + (b−a)·p.
func Lerp(a, b, p float64) float64 { return a + (b-a)*p }

func clamp01(p float64) float64 { return min(max(p, 0), 1) }

// Tick is how long a tick lasts.
const Tick = time.Second / TPS

// Ebiten catches up with the clock by running several Updates in a frame, but only up to
// five ticks' worth: after a longer frame (a lecture-hall PC drawing 6 frames a second) it
// runs one Update and starts counting afresh, and with frames of 70 to 90 ms it alternates
// between the two. Animations and waits counted in ticks then ran as slowly as the frames
// came. A Lag compares the Updates run with the clock, frame by frame, and owes the ticks
// missing, which the game runs as time passed with nothing read (web.Scene's Elapse).
const (
	// catchUp is the longest frame Ebiten catches up with itself, and a margin: a longer one
	// gets a single Update for sure, so its ticks are owed at once. A shorter frame's ticks are
	// counted once the frame is over, and any missing are owed at the start of the next.
	catchUp = 5*Tick + Tick/2

	// MaxOwed bounds the ticks owed at once: half a second ends every animation there is.
	MaxOwed = TPS / 2

	// forgotten is a gap between frames that owes nothing: the tab was in the background,
	// or the page stopped in a debugger; nobody watched the time go. (Frames of a second or
	// two do come, on an overloaded PC: they owe MaxOwed.)
	forgotten = 5 * time.Second

	// maxAhead bounds how far the game may have run ahead of the clock and still make up
	// for it by owing less later.
	maxAhead = 5
)

// Lag follows the Updates of each frame against the clock. Its zero value is ready; it
// reads no clock itself.
type Lag struct {
	started bool
	between bool          // Frame was called since the last Update: the next one begins a frame
	start   time.Duration // the first Update of the current frame
	prev    time.Duration // the first Update of the frame before
	ran     int           // the Updates of the current frame
	claimed float64       // the ticks the current frame's start owed for the frame before it
	debt    float64       // ticks the clock is ahead of the game, from the frames gone by
}

// Frame marks the end of a frame; the app calls it from Draw.
func (l *Lag) Frame() { l.between = true }

// Owed takes the clock's reading at the start of an Update (any monotonic clock) and returns
// the ticks to run before it, beyond the one it is: at the first Update of a frame, those
// the time since the last frame asks and Ebiten will not run, and those an earlier frame
// fell short; otherwise 0. At most MaxOwed.
func (l *Lag) Owed(now time.Duration) int {
	if !l.started {
		// The first Update stands for the tick before it.
		*l = Lag{started: true, start: now, prev: now - Tick, ran: 1}
		return 0
	}
	if !l.between {
		l.ran++
		return 0
	}
	// The frame that began at l.start is over: it ran l.ran Updates and the l.claimed owed
	// at its start, for the time from l.prev.
	l.debt += float64(l.start-l.prev)/float64(Tick) - float64(l.ran) - l.claimed
	l.debt = max(l.debt, -maxAhead)
	gap := now - l.start
	l.between, l.prev, l.start, l.ran, l.claimed = false, l.start, now, 1, 0
	owed := 0
	switch {
	case gap > forgotten:
		l.claimed, l.debt = float64(gap)/float64(Tick)-1, 0
		return 0
	case gap > catchUp:
		// Ebiten runs this one Update for the whole gap; the rest is owed now.
		rest := float64(gap)/float64(Tick) - 1
		owed = min(int(rest+0.5), MaxOwed)
		l.claimed = float64(owed)
		if owed == MaxOwed {
			l.claimed = rest // beyond MaxOwed the time is let go, not owed later
		}
	}
	if k := int(l.debt); k != 0 { // a debt of a tick or more is paid; a game ahead owes less
		k = min(max(k, -owed), MaxOwed-owed)
		owed += k
		l.debt -= float64(k)
	}
	return owed
}

// Reset forgets the Updates so far: time while nothing ran (a paused embed) is not owed.
func (l *Lag) Reset() { l.started = false }

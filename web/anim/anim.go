// Package anim holds the tick counters animations run on. Ebiten calls Update at a fixed
// rate (60 ticks a second), so an animation is a count of ticks, not a clock: it pauses with
// the game loop and replays identically in tests. Lag gives back the ticks a frame too long
// for Ebiten's own catching up did not run.
package anim

import "time"

// TPS is Ebiten's default tick rate; durations are written in ticks of it.
const TPS = 60

// Tween runs from tick 0 to Len.
type Tween struct {
	Tick, Len int
}

// Start returns a tween of n ticks at its beginning.
func Start(n int) Tween { return Tween{Len: max(n, 1)} }

// Step advances one tick and reports whether the tween is still running afterwards.
func (t *Tween) Step() bool {
	if t.Tick < t.Len {
		t.Tick++
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

// Skip advances a running tween n ticks, no further than its end, and reports whether it
// ran, as Advance does.
func (t *Tween) Skip(n int) bool {
	if !t.Running() || n <= 0 {
		return false
	}
	t.Tick = min(t.Tick+n, t.Len)
	return true
}

// Running reports whether the tween has ticks left.
func (t Tween) Running() bool { return t.Tick < t.Len }

// Progress is how far the tween has come, from 0 to 1.
func (t Tween) Progress() float64 {
	if t.Len <= 0 {
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

// Ebiten catches up with the clock by running several Updates in a frame, but only in a frame
// of at most five ticks: after a longer one (a lecture-hall PC drawing 6 frames a second) it
// runs one Update and starts counting afresh, so animations and waits counted in ticks ran
// as slowly as the frames came. A Lag sees such a frame and owes its ticks, which the game
// then runs as time passed with nothing read (web.Scene's Elapse).
const (
	// catchUp is the longest frame Ebiten catches up with itself, and a margin: the clock
	// is read a little after Ebiten's, and a frame owed twice would run an animation twice
	// as fast. A frame in the margin loses its ticks, as every long frame did before.
	catchUp = 5*Tick + Tick/2

	// MaxOwed bounds the ticks owed after one frame: a tab back from the background owes
	// minutes, and half a second ends every animation there is.
	MaxOwed = TPS / 2
)

// Lag follows the time between Updates. Its zero value is ready; it reads no clock itself.
type Lag struct {
	last time.Duration
	seen bool
}

// Owed takes the clock's reading at the start of an Update (any monotonic clock) and returns
// the ticks that have passed since the last Update beyond the one this Update runs, when
// Ebiten did not run them: 0 after a frame it caught up with, at most MaxOwed.
func (l *Lag) Owed(now time.Duration) int {
	gap := now - l.last
	seen := l.seen
	l.last, l.seen = now, true
	if !seen || gap <= catchUp {
		return 0
	}
	return min(int((gap+Tick/2)/Tick)-1, MaxOwed) // rounded: a truncated tick a frame, 6 frames a second, is 10 % slow
}

// Reset forgets the last Update: time while nothing ran (a paused embed) is not owed.
func (l *Lag) Reset() { l.seen = false }

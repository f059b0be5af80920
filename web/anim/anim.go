// Package anim holds the tick counters animations run on. Ebiten calls Update at a fixed
// rate (60 ticks a second), so an animation is a count of ticks, not a clock: it pauses with
// the game loop and replays identically in tests.
package anim

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
	if !t.Running() {
		return false
	}
	if cut {
		t.Tick = t.Len
	} else {
		t.Tick++
	}
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

package xorlayout

import (
	"math"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/anim"
)

// Player runs a construction: its steps one after another while playing, one at a time on
// Step, at a speed from 1 to MaxSpeed. Time is counted in ticks (60 a second), so a
// construction replays identically in tests.
type Player struct {
	C       xortable.Construction
	Q       uint64
	I       int // the step shown
	Playing bool
	Speed   int
	Age     int     // ticks since step I began
	carry   float64 // steps owed to the clock, below one
	// anim is how long step I animates, fixed when it began (0: StepTicks): a pause
	// mid-step, or play reaching the last step, must not stretch it, which would run its
	// animation again from an earlier point.
	anim int
}

// MaxSpeed is the fastest setting.
const MaxSpeed = 8

// DefaultSpeed is the speed a construction starts at.
const DefaultSpeed = 3

// StepTicks is how long a step's own animation lasts at most.
const StepTicks = 36

// NewPlayer starts c on the q×q table at its first step, paused.
func NewPlayer(c xortable.Construction, q uint64) Player {
	return Player{C: c, Q: q, Speed: DefaultSpeed}
}

// Len is the number of steps.
func (p Player) Len() int { return p.C.Len(p.Q) }

// AtEnd reports whether the last step is shown.
func (p Player) AtEnd() bool { return p.I >= p.Len()-1 }

// rate is steps per tick while playing: speed 1 is a step every 4 s for the doubling and
// corners (a step a second for the mex, whose steps are single cells), and each speed up
// doubles it.
func (p Player) rate() float64 {
	per := 4.0 * 60 // ticks per step at speed 1
	if p.C == xortable.Mex {
		per = 60
	}
	return math.Exp2(float64(min(max(p.Speed, 1), MaxSpeed)-1)) / per
}

// Tick advances one tick and reports whether the step shown changed.
func (p *Player) Tick() bool {
	p.Age++
	if !p.Playing {
		return false
	}
	if p.AtEnd() {
		if p.Progress() >= 1 {
			p.Playing = false
		}
		return false
	}
	p.carry += p.rate()
	n := int(p.carry)
	if n == 0 {
		return false
	}
	p.carry -= float64(n)
	p.I = min(p.I+n, p.Len()-1)
	p.Age, p.anim = 0, p.playTicks()
	return true
}

// Step shows the next step and pauses.
func (p *Player) Step() {
	p.Playing = false
	if !p.AtEnd() {
		p.I++
		p.Age, p.anim = 0, StepTicks
	}
}

// Back shows the step before and pauses.
func (p *Player) Back() {
	p.Playing = false
	if p.I > 0 {
		p.I--
		p.Age, p.anim = StepTicks, StepTicks // shown at rest: going back is not a step to watch
	}
}

// Play starts playing; from the last step it starts again from the first.
func (p *Player) Play() {
	p.Playing, p.carry = true, 0
	if p.AtEnd() {
		p.I, p.Age, p.anim = 0, 0, p.playTicks()
	}
}

// animTicks is how long the current step animates.
func (p Player) animTicks() int {
	if p.anim <= 0 {
		return StepTicks
	}
	return p.anim
}

// playTicks is how long a step animates while playing: StepTicks, or less when steps come
// faster than that.
func (p Player) playTicks() int { return max(1, min(StepTicks, int(1/p.rate()))) }

// Progress is how far the current step's animation has come, 0 to 1; with reduced motion
// a step is shown whole at once (the steps still come at the speed's pace).
func (p Player) Progress() float64 {
	if anim.ReducedMotion() {
		return 1
	}
	return min(float64(p.Age)/float64(p.animTicks()), 1)
}

// Animating reports whether the picture still changes without input.
func (p Player) Animating() bool { return p.Playing || p.Progress() < 1 }

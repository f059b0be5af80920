// Package hackanim animates Green Hackenbush pictures: the edges a chop sends falling, and
// the reduction (fusion, loops straightened into stalks, branches collapsed by the colon
// principle) played step by step from the engine's Reduction. It builds hacklayout Pictures
// and never draws; time is counted in ticks (anim.TPS a second), so everything replays
// identically in tests.
package hackanim

import (
	"fmt"
	"math"

	"github.com/nimscope/nimscope/web/anim"
)

// Speeds of the explanation: 1 is slowest, MaxSpeed fastest.
const (
	MinSpeed     = 1
	MaxSpeed     = 8
	DefaultSpeed = 3
)

// StepTicks is how long one step's animation, and the pause after it, take at a speed: 2.4 s
// at speed 1, 1.2 s at the default 3, and about a fifth of a second at 8.
func StepTicks(speed int) int {
	speed = min(max(speed, MinSpeed), MaxSpeed)
	return int(math.Round(144 / math.Pow(2, float64(speed-1)/2)))
}

// StillTicks is how long playing holds each keyframe with reduced motion: a second, or a
// step's animation at the slower speeds (which a reader chose to read longer).
func StillTicks(speed int) int { return max(anim.TPS, StepTicks(speed)) }

// Timeline plays the steps of an explanation: keyframes 0 (the graph as drawn) to Steps (the
// graph reduced), and between keyframes k and k+1 the animation of step k. Playing runs each
// step, pauses on its keyframe so its caption can be read, and goes on; Step and Back move
// one step by hand. With reduced motion (anim.ReducedMotion) a step has no animation: the
// timeline goes from keyframe to keyframe, each a still picture with its step's caption,
// held StillTicks while playing.
type Timeline struct {
	Steps   int  // how many steps there are
	Key     int  // the keyframe shown, or the one a running step leaves
	Moving  bool // step Key is animating, from keyframe Key to Key+1
	Tick    int  // ticks into the step's animation, or into the pause on Key
	Playing bool
	Speed   int
}

// NewTimeline returns a timeline of n steps at keyframe 0, paused, at the default speed.
func NewTimeline(n int) Timeline { return Timeline{Steps: n, Speed: DefaultSpeed} }

// Play plays from where the timeline is, or from the start when it is at the end. A step
// starts at once: the user asked for motion. (With reduced motion its keyframe shows at
// once; from the end, the drawing is shown first and held as every keyframe is.)
func (t *Timeline) Play() {
	t.Playing = true
	if t.Done() {
		t.Key = 0
		if anim.ReducedMotion() {
			t.Tick = 0 // the drawing first, held as every keyframe is
			return
		}
	}
	if !t.Moving && t.Key < t.Steps {
		t.begin()
	}
}

// begin starts step Key: its animation, or with reduced motion its keyframe at once.
func (t *Timeline) begin() {
	t.Tick = 0
	if !anim.ReducedMotion() {
		t.Moving = true
		return
	}
	t.Key++
	if t.Key == t.Steps {
		t.Playing = false
	}
}

// Pause stops playing; a step already animating still finishes.
func (t *Timeline) Pause() { t.Playing = false }

// Toggle plays when paused and pauses when playing.
func (t *Timeline) Toggle() {
	if t.Playing {
		t.Pause()
	} else {
		t.Play()
	}
}

// Step pauses, and animates the next step; if one is animating, it jumps to its end.
func (t *Timeline) Step() {
	t.Playing = false
	switch {
	case t.Moving:
		t.Moving, t.Key, t.Tick = false, t.Key+1, 0
	case t.Key < t.Steps:
		t.begin()
	}
}

// Back pauses and shows the keyframe before: the one a running step left, or the previous.
func (t *Timeline) Back() {
	t.Playing = false
	switch {
	case t.Moving:
		t.Moving = false
	case t.Key > 0:
		t.Key--
	}
	t.Tick = 0
}

// SetSpeed sets the speed, MinSpeed to MaxSpeed. A running step keeps its progress.
func (t *Timeline) SetSpeed(s int) error {
	if s < MinSpeed || s > MaxSpeed {
		return fmt.Errorf("speed: %d is not from %d to %d", s, MinSpeed, MaxSpeed)
	}
	if t.Moving {
		t.Tick = int(math.Round(t.Progress() * float64(StepTicks(s))))
	}
	t.Speed = s
	return nil
}

// Advance moves the timeline on by one tick and reports whether what it shows changed. With
// reduced motion a step still animating (the reader asked for it meanwhile) ends at once.
func (t *Timeline) Advance() bool {
	n, still := StepTicks(t.Speed), anim.ReducedMotion()
	if still {
		n = StillTicks(t.Speed)
	}
	switch {
	case t.Moving:
		t.Tick++
		if t.Tick >= n || still {
			t.Moving, t.Key, t.Tick = false, t.Key+1, 0
			if t.Key == t.Steps {
				t.Playing = false
			}
		}
		return true
	case t.Playing:
		t.Tick++
		if t.Tick >= n {
			if t.Key < t.Steps {
				t.begin()
				return true
			}
			t.Tick, t.Playing = 0, false
		}
	}
	return false
}

// Progress is how far the running step has come, from 0 to 1; 0 when none runs.
func (t Timeline) Progress() float64 {
	if !t.Moving {
		return 0
	}
	return min(float64(t.Tick)/float64(StepTicks(t.Speed)), 1)
}

// Next reports whether the ticks to come show what needs keyframe Key+1 worked out: step Key
// on its way, or with reduced motion keyframe Key+1 after the hold on Key, which counts only
// once both are ready (a big graph's keyframes take frames), so each is seen its whole time.
func (t Timeline) Next() bool { return t.Moving || anim.ReducedMotion() && t.Playing }

// Done reports whether the last keyframe is shown.
func (t Timeline) Done() bool { return t.Key == t.Steps && !t.Moving }

// Caption is the step whose caption belongs on screen: the one animating, or the one that
// led to the keyframe shown; -1 at the start.
func (t Timeline) Caption() int {
	if t.Moving {
		return t.Key
	}
	return t.Key - 1
}

package xorlayout

import (
	"math"
	"testing"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/anim"
)

func TestPlayer(t *testing.T) {
	p := NewPlayer(xortable.Doubling, 64)
	if p.Len() != 7 || p.I != 0 || p.Playing {
		t.Fatalf("new player %+v", p)
	}
	p.Step()
	p.Step()
	if p.I != 2 || p.Playing || p.Age != 0 {
		t.Errorf("after two steps: %+v", p)
	}
	for range StepTicks {
		p.Tick()
	}
	if p.Progress() != 1 || p.Animating() {
		t.Errorf("a step's animation lasts %d ticks: progress %.2f", StepTicks, p.Progress())
	}
	p.Back()
	if p.I != 1 || p.Progress() != 1 {
		t.Errorf("back: %+v", p)
	}
	// Playing at speed 3 (a step a second for the doubling) reaches the end in 6 s and stops.
	p.Play()
	ticks := 0
	for p.Playing && ticks < 3600 {
		p.Tick()
		ticks++
	}
	if !p.AtEnd() || ticks < 5*60 || ticks > 6*60 {
		t.Errorf("played to step %d in %d ticks", p.I, ticks)
	}
	// Play from the end starts again.
	p.Play()
	if p.I != 0 || !p.Playing {
		t.Errorf("play at the end: %+v", p)
	}
}

func TestMexPlayerSpeeds(t *testing.T) {
	p := NewPlayer(xortable.Mex, 8)
	p.Speed = MaxSpeed // 128 cells a second
	p.Play()
	for range 30 {
		p.Tick()
	}
	if p.I < 60 || p.I > 64 {
		t.Errorf("half a second at the top speed fills %d cells of 64", p.I+1)
	}
	if got := p.animTicks(); got != 1 {
		t.Errorf("cells a tick apart animate for %d ticks", got)
	}
}

// TestPlayerPauseKeepsTheStep: pausing mid-step (or play reaching the last step) does not
// stretch the step's animation, which ran it again from an earlier point (at speed 6 a
// pause at 6 of 7 ticks took its progress from 0.86 back to 0.17).
func TestPlayerPauseKeepsTheStep(t *testing.T) {
	for _, speed := range []int{1, 3, 4, 6, MaxSpeed} {
		p := NewPlayer(xortable.Doubling, 64)
		p.Speed = speed
		p.Play()
		for p.I == 0 {
			p.Tick()
		}
		p.Tick()
		p.Tick()
		before := p.Progress()
		p.Playing = false // the pause button
		if got := p.Progress(); got != before {
			t.Errorf("speed %d: a pause took the step's progress from %.2f to %.2f", speed, before, got)
		}
		for range StepTicks {
			p.Tick()
		}
		if p.Progress() != 1 {
			t.Errorf("speed %d: paused, the step did not end: progress %.2f", speed, p.Progress())
		}
		// Played to the end, the last step's progress only grows.
		p.Play()
		last := 0.0
		for ticks := 0; p.Playing && ticks < 3600; ticks++ {
			p.Tick()
			if p.AtEnd() {
				if p.Progress() < last {
					t.Errorf("speed %d: the last step's progress went back from %.2f to %.2f", speed, last, p.Progress())
				}
				last = p.Progress()
			}
		}
		if p.Progress() != 1 || p.Playing {
			t.Errorf("speed %d: at the end progress %.2f, playing %v", speed, p.Progress(), p.Playing)
		}
	}
}

// TestPlayerReducedMotion: with reduced motion each step of a construction is shown whole
// from its first frame (no cells fading or counting in), the steps still come at the
// speed's pace, and a zoom arrives at once, about its anchor.
func TestPlayerReducedMotion(t *testing.T) {
	anim.SetReducedMotion(true)
	t.Cleanup(func() { anim.SetReducedMotion(false) })
	p := NewPlayer(xortable.Doubling, 64)
	p.Step()
	if p.Progress() != 1 || p.Animating() {
		t.Errorf("a step: progress %.2f, animating %v; want 1, false", p.Progress(), p.Animating())
	}
	p.Play()
	ticks := 0
	for p.Playing && ticks < 3600 {
		if p.Tick(); p.Progress() != 1 {
			t.Fatalf("tick %d, step %d: progress %.2f", ticks, p.I, p.Progress())
		}
		ticks++
	}
	// Speed 3 is a step a second: steps 2 to 6 in 5 s, and it stops on the last at once.
	if !p.AtEnd() || ticks < 5*60-1 || ticks > 5*60+1 {
		t.Errorf("played to step %d in %d ticks", p.I, ticks)
	}

	v := Fit(area, Full(1<<30))
	var g Glide
	g.By(v, 8, area.X+50, area.Y+60)
	start := position(v.OX, 50, v.Step)
	v = g.Tick(v)
	if g.On || position(v.OX, 50, v.Step).Cell != start.Cell {
		t.Errorf("a glide still on (%v) after a tick, or its anchor moved", g.On)
	}
	if r := float64(Fit(area, Full(1<<30)).Step) / float64(v.Step); math.Abs(r-8) > 0.05 {
		t.Errorf("the glide zoomed ×%.3f, want ×8", r)
	}
}

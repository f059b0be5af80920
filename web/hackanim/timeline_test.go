package hackanim

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/hacklayout"
)

func TestStepTicks(t *testing.T) {
	want := []int{144, 102, 72, 51, 36, 25, 18, 13}
	for s := MinSpeed; s <= MaxSpeed; s++ {
		if got := StepTicks(s); got != want[s-1] {
			t.Errorf("StepTicks(%d) = %d, want %d", s, got, want[s-1])
		}
	}
	if StepTicks(0) != StepTicks(MinSpeed) || StepTicks(99) != StepTicks(MaxSpeed) {
		t.Error("StepTicks does not clamp the speed")
	}
}

// run advances the timeline n ticks.
func run(t *Timeline, n int) {
	for range n {
		t.Advance()
	}
}

func (t Timeline) String() string {
	return fmt.Sprintf("key %d moving %v playing %v", t.Key, t.Moving, t.Playing)
}

func TestTimeline(t *testing.T) {
	n := StepTicks(DefaultSpeed)
	for _, tc := range []struct {
		name string
		do   func(tl *Timeline)
		want string
		cap  int
	}{
		{"starts at the drawing", func(tl *Timeline) {}, "key 0 moving false playing false", -1},
		{"play starts a step at once", func(tl *Timeline) { tl.Play() }, "key 0 moving true playing true", 0},
		{"a step ends on its keyframe and pauses there", func(tl *Timeline) { tl.Play(); run(tl, n) }, "key 1 moving false playing true", 0},
		{"then the next step", func(tl *Timeline) { tl.Play(); run(tl, 2*n) }, "key 1 moving true playing true", 1},
		{"play runs to the end and stops", func(tl *Timeline) { tl.Play(); run(tl, 10*n) }, "key 3 moving false playing false", 2},
		{"play at the end starts again", func(tl *Timeline) { tl.Play(); run(tl, 10*n); tl.Play() }, "key 0 moving true playing true", 0},
		{"step animates one step and stays", func(tl *Timeline) { tl.Step(); run(tl, 3*n) }, "key 1 moving false playing false", 0},
		{"step during a step finishes it", func(tl *Timeline) { tl.Step(); run(tl, 2); tl.Step() }, "key 1 moving false playing false", 0},
		{"step at the end does nothing", func(tl *Timeline) { tl.Play(); run(tl, 10*n); tl.Step() }, "key 3 moving false playing false", 2},
		{"back during a step returns to its start", func(tl *Timeline) { tl.Play(); run(tl, 2); tl.Back() }, "key 0 moving false playing false", -1},
		{"back from a keyframe", func(tl *Timeline) { tl.Play(); run(tl, 10*n); tl.Back() }, "key 2 moving false playing false", 1},
		{"back at the start stays", func(tl *Timeline) { tl.Back() }, "key 0 moving false playing false", -1},
		{"pause lets the step finish", func(tl *Timeline) { tl.Play(); tl.Pause(); run(tl, 5*n) }, "key 1 moving false playing false", 0},
		{"toggle plays and pauses", func(tl *Timeline) { tl.Toggle(); tl.Toggle() }, "key 0 moving true playing false", 0},
	} {
		tl := NewTimeline(3)
		tc.do(&tl)
		if got := tl.String(); got != tc.want || tl.Caption() != tc.cap {
			t.Errorf("%s: %s, caption %d; want %s, caption %d", tc.name, got, tl.Caption(), tc.want, tc.cap)
		}
	}
}

func TestTimelineSpeed(t *testing.T) {
	tl := NewTimeline(2)
	if err := tl.SetSpeed(0); err == nil {
		t.Error("speed 0 accepted")
	}
	if err := tl.SetSpeed(9); err == nil {
		t.Error("speed 9 accepted")
	}
	tl.Step()
	run(&tl, StepTicks(DefaultSpeed)/2)
	p := tl.Progress()
	if err := tl.SetSpeed(MaxSpeed); err != nil {
		t.Fatal(err)
	}
	if q := tl.Progress(); q < p-0.1 || q > p+0.1 {
		t.Errorf("progress %.2f became %.2f with the new speed", p, q)
	}
	// At the top speed a whole explanation of 10 steps plays in a few seconds.
	tl = NewTimeline(10)
	tl.SetSpeed(MaxSpeed)
	tl.Play()
	ticks := 0
	for !tl.Done() && ticks < 10000 {
		tl.Advance()
		ticks++
	}
	if !tl.Done() || ticks > 20*StepTicks(MaxSpeed)+1 {
		t.Errorf("10 steps at top speed took %d ticks (done %v)", ticks, tl.Done())
	}
}

// reduceMotion turns reduced motion on for the rest of the test.
func reduceMotion(t *testing.T) {
	anim.SetReducedMotion(true)
	t.Cleanup(func() { anim.SetReducedMotion(false) })
}

// TestTimelineReducedMotion: with reduced motion the timeline goes from keyframe to
// keyframe, never moving: play holds each one StillTicks, its step captioned; step shows
// the next at once; a step animating when the reader asked for reduced motion ends.
func TestTimelineReducedMotion(t *testing.T) {
	reduceMotion(t)
	n := StillTicks(DefaultSpeed)
	for _, tc := range []struct {
		name string
		do   func(tl *Timeline)
		want string
		cap  int
	}{
		{"play shows the first step's keyframe at once", func(tl *Timeline) { tl.Play() }, "key 1 moving false playing true", 0},
		{"and holds it", func(tl *Timeline) { tl.Play(); run(tl, n-1) }, "key 1 moving false playing true", 0},
		{"then the next", func(tl *Timeline) { tl.Play(); run(tl, n) }, "key 2 moving false playing true", 1},
		{"play runs to the end and stops", func(tl *Timeline) { tl.Play(); run(tl, 2*n) }, "key 3 moving false playing false", 2},
		{"play at the end shows the drawing first", func(tl *Timeline) { tl.Play(); run(tl, 2*n); tl.Play() }, "key 0 moving false playing true", -1},
		{"and holds it too", func(tl *Timeline) { tl.Play(); run(tl, 2*n); tl.Play(); run(tl, n) }, "key 1 moving false playing true", 0},
		{"step shows the next keyframe at once", func(tl *Timeline) { tl.Step() }, "key 1 moving false playing false", 0},
		{"and stays", func(tl *Timeline) { tl.Step(); run(tl, 3*n) }, "key 1 moving false playing false", 0},
		{"step to the end", func(tl *Timeline) { tl.Step(); tl.Step(); tl.Step(); tl.Step() }, "key 3 moving false playing false", 2},
		{"back", func(tl *Timeline) { tl.Step(); tl.Step(); tl.Back() }, "key 1 moving false playing false", 0},
		{"a step animating ends at the next tick", func(tl *Timeline) { tl.Moving = true; tl.Tick = 5; run(tl, 1) }, "key 1 moving false playing false", 0},
		{"playing, it is held there", func(tl *Timeline) { tl.Moving, tl.Playing = true, true; run(tl, n) }, "key 1 moving false playing true", 0},
	} {
		tl := NewTimeline(3)
		tc.do(&tl)
		if got := tl.String(); got != tc.want || tl.Caption() != tc.cap {
			t.Errorf("%s: %s, caption %d; want %s, caption %d", tc.name, got, tl.Caption(), tc.want, tc.cap)
		}
	}
	if StillTicks(MaxSpeed) != anim.TPS || StillTicks(MinSpeed) != StepTicks(MinSpeed) {
		t.Errorf("StillTicks: %d at the top speed, %d at the slowest; want a second, and the slowest step's time",
			StillTicks(MaxSpeed), StillTicks(MinSpeed))
	}
}

// TestReplayReducedMotion: with reduced motion every frame of an explanation played to its
// end is one of its keyframes, exactly, with no geometry between them, and every step's
// keyframe is shown with its caption, in order.
func TestReplayReducedMotion(t *testing.T) {
	reduceMotion(t)
	r, _ := replayOf(t, Sample)
	steps := len(r.Steps())
	keys := make([]hacklayout.Picture, steps+1)
	for k := range keys {
		r.Paint(&keys[k], k, false, 0)
	}
	tl := NewTimeline(steps)
	tl.Play()
	var pic hacklayout.Picture
	var captions []int
	for tick := 0; ; tick++ {
		if tick > (steps+1)*StillTicks(tl.Speed) {
			t.Fatalf("not done after %d ticks: %s", tick, tl)
		}
		pic.Reset()
		r.Paint(&pic, tl.Key, tl.Moving, tl.Progress())
		if !samePicture(pic, keys[tl.Key]) {
			t.Fatalf("tick %d (%s): the picture is not keyframe %d's", tick, tl, tl.Key)
		}
		if c := tl.Caption(); len(captions) == 0 || captions[len(captions)-1] != c {
			captions = append(captions, c)
		}
		if tl.Done() {
			break
		}
		tl.Advance()
	}
	want := make([]int, steps)
	for i := range want {
		want[i] = i
	}
	if !slices.Equal(captions, want) {
		t.Errorf("the captions shown: %v, want every step's in order: %v", captions, want)
	}
	// Without reduced motion the same play shows pictures between the keyframes: the test
	// tells them apart.
	anim.SetReducedMotion(false)
	tl = NewTimeline(steps)
	tl.Play()
	run(&tl, StepTicks(tl.Speed)/2)
	pic.Reset()
	r.Paint(&pic, tl.Key, tl.Moving, tl.Progress())
	if samePicture(pic, keys[0]) || samePicture(pic, keys[1]) {
		t.Errorf("half way through step 1 (%s) the picture is a keyframe's", tl)
	}
}

// samePicture reports whether a and b hold the same strokes, dots and numbers (an empty
// list and none alike).
func samePicture(a, b hacklayout.Picture) bool {
	return slices.Equal(a.Pts, b.Pts) && slices.Equal(a.Strokes, b.Strokes) &&
		slices.Equal(a.Dots, b.Dots) && slices.Equal(a.Labels, b.Labels)
}

package framestats

import (
	"fmt"
	"testing"
	"time"
)

func TestSummary(t *testing.T) {
	var r Recorder
	if s := r.Summary(); s.Samples != 0 || s.MedianMS != 0 {
		t.Errorf("empty recorder: %+v", s)
	}
	// 100 frames of 1..100 ms, each an Update of half the time and a Draw of the other half.
	for i := 1; i <= 100; i++ {
		d := time.Duration(i) * time.Millisecond
		r.AddUpdate(d / 2)
		r.AddDraw(d-d/2, i%2 == 0)
	}
	s := r.Summary()
	want := Summary{Samples: 100, MedianMS: 50, P99MS: 100, MaxMS: 100, Updates: 100, Frames: 100, Drawn: 50}
	if s != want {
		t.Errorf("Summary = %+v, want %+v", s, want)
	}
}

func TestWindowWraps(t *testing.T) {
	var r Recorder
	for range Window {
		r.AddDraw(time.Second, true) // old, slow frames
	}
	for range Window {
		r.AddDraw(time.Millisecond, true)
	}
	if s := r.Summary(); s.Samples != Window || s.MaxMS != 1 {
		t.Errorf("after a full window of 1 ms frames: %+v; the slow frames should have left", s)
	}
}

func TestRecordingAllocatesNothing(t *testing.T) {
	var r Recorder
	if n := testing.AllocsPerRun(1000, func() {
		r.AddUpdate(time.Microsecond)
		r.AddDraw(time.Microsecond, false)
	}); n != 0 {
		t.Errorf("recording a frame allocates %v times", n)
	}
}

func ExampleRecorder() {
	var r Recorder
	for _, d := range []time.Duration{2, 1, 3} {
		r.AddUpdate(0)
		r.AddDraw(d*time.Millisecond, true)
	}
	fmt.Printf("%.0f ms median of %d frames\n", r.Summary().MedianMS, r.Summary().Samples)
	// Output: 2 ms median of 3 frames
}

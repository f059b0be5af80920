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
	s.Mallocs = 0 // the runtime's count: TestMallocsCountsAllocations
	want := Summary{Samples: 100, MedianMS: 50, P99MS: 100, MaxMS: 100, Updates: 100, Frames: 100, Drawn: 50,
		Painted: 50, PaintedMedianMS: 50, PaintedP99MS: 100}
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

func TestPaintedFrames(t *testing.T) {
	var r Recorder
	// Idle frames of 0.1 ms, and every fourth frame paints at 2 ms.
	for i := range 100 {
		if i%4 == 0 {
			r.AddDraw(2*time.Millisecond, true)
		} else {
			r.AddDraw(100*time.Microsecond, false)
		}
	}
	s := r.Summary()
	if s.MedianMS != 0.1 || s.Painted != 25 || s.PaintedMedianMS != 2 || s.PaintedP99MS != 2 {
		t.Errorf("Summary = %+v, want median 0.1 over all frames, 2 over the 25 painted", s)
	}
}

func TestSummaryAllocatesNothing(t *testing.T) {
	var r Recorder
	for i := range Window + 10 {
		r.AddDraw(time.Duration(i)*time.Microsecond, i%3 == 0)
	}
	var s Summary
	if n := testing.AllocsPerRun(100, func() { s = r.Summary() }); n != 0 {
		t.Errorf("Summary allocates %v times", n)
	}
	if s.Mallocs == 0 {
		t.Error("Summary.Mallocs is 0: the runtime's count was not read")
	}
}

func TestMallocsCountsAllocations(t *testing.T) {
	var r Recorder
	before := r.Summary().Mallocs
	var keep [][]byte
	for range 100 {
		keep = append(keep, make([]byte, 64))
	}
	if after := r.Summary().Mallocs; after < before+100 {
		t.Errorf("Mallocs went from %d to %d over 100 allocations (%d kept)", before, after, len(keep))
	}
}

// TestBrowserClock: frames timed by the browser's clock, whose nanoseconds step by 256 near
// today's time, read as the whole tenths of a millisecond they are.
func TestBrowserClock(t *testing.T) {
	var r Recorder
	for i := range 100 {
		jitter := time.Duration(i%3-1) * 256 // −256, 0, +256 ns
		r.AddDraw(2*time.Millisecond+jitter, true)
	}
	if s := r.Summary(); s.MedianMS != 2 || s.P99MS != 2 || s.MaxMS != 2 {
		t.Errorf("Summary = %+v, want 2 ms throughout", s)
	}
}

func TestTasks(t *testing.T) {
	var tk Tasks
	if s := tk.Summary(); s != (TaskSummary{}) {
		t.Errorf("no tasks: %+v", s)
	}
	for _, d := range []time.Duration{3, 1, 2} {
		tk.Add(d * time.Millisecond)
	}
	if s, want := tk.Summary(), (TaskSummary{Count: 3, TotalMS: 6, MedianMS: 2, MaxMS: 3}); s != want {
		t.Errorf("three tasks: %+v, want %+v", s, want)
	}
	// The window keeps the latest: a slow task leaves once TaskWindow fast ones follow it.
	tk.Add(time.Second)
	for range TaskWindow {
		tk.Add(time.Millisecond)
	}
	if s, want := tk.Summary(), (TaskSummary{Count: 4 + TaskWindow, TotalMS: 1006 + TaskWindow, MedianMS: 1, MaxMS: 1}); s != want {
		t.Errorf("after a window of 1 ms tasks: %+v, want %+v", s, want)
	}
	if n := testing.AllocsPerRun(100, func() {
		tk.Add(time.Microsecond)
		_ = tk.Summary()
	}); n != 0 {
		t.Errorf("Add and Summary allocate %v times", n)
	}
}

func ExampleTasks() {
	var tasks Tasks
	for _, d := range []time.Duration{20000, 800, 700} { // µs; the first compiled its code as it ran
		tasks.Add(d * time.Microsecond)
	}
	s := tasks.Summary()
	fmt.Printf("%d tasks, %.1f ms in all, median %.1f ms, max %.0f ms\n", s.Count, s.TotalMS, s.MedianMS, s.MaxMS)
	// Output: 3 tasks, 21.5 ms in all, median 0.8 ms, max 20 ms
}

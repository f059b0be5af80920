// Package framestats keeps the Go-side cost of the latest frames (Update plus Draw), so the
// page and the browser tests can read the median and the 99th percentile without a
// profiler. Recording allocates nothing, and neither does Summary.
package framestats

import (
	"math"
	"runtime"
	"slices"
	"time"
)

// Window is how many of the latest frames the statistics cover: ten seconds at 60 fps.
const Window = 600

// Recorder collects frame times. The zero value is ready to use.
type Recorder struct {
	samples [Window]time.Duration
	painted [Window]bool // whether the frame of the same index painted
	next    int          // where the next sample goes
	full    bool
	pending time.Duration // Update time waiting for the Draw that ends its frame

	scratch [Window]time.Duration // Summary sorts here, so it allocates nothing

	Updates uint64 // Update calls
	Frames  uint64 // Draw calls
	Drawn   uint64 // Draw calls that painted (the others kept the last picture)
}

// AddUpdate records the time one Update took; it counts towards the next frame.
func (r *Recorder) AddUpdate(d time.Duration) {
	r.Updates++
	r.pending += d
}

// AddDraw records the time one Draw took and closes the frame.
func (r *Recorder) AddDraw(d time.Duration, painted bool) {
	r.Frames++
	if painted {
		r.Drawn++
	}
	r.samples[r.next] = r.pending + d
	r.painted[r.next] = painted
	r.pending = 0
	r.next++
	if r.next == Window {
		r.next, r.full = 0, true
	}
}

// Summary is what the page reads, in milliseconds.
type Summary struct {
	Samples  int     `json:"samples"`
	MedianMS float64 `json:"medianMs"`
	P99MS    float64 `json:"p99Ms"`
	MaxMS    float64 `json:"maxMs"`
	Updates  uint64  `json:"updates"`
	Frames   uint64  `json:"frames"`
	Drawn    uint64  `json:"drawn"`

	// The same statistics over the frames of the window that painted: an interaction that
	// changes the picture on most frames but not all is judged by the frames it costs.
	Painted         int     `json:"painted"`
	PaintedMedianMS float64 `json:"paintedMedianMs"`
	PaintedP99MS    float64 `json:"paintedP99Ms"`

	// Mallocs is how many heap objects the Go program had allocated when the summary was
	// taken (runtime.MemStats.Mallocs), read at the same moment as Frames: the difference
	// between two summaries over the difference of their Frames is the allocations per
	// frame, which is 0 in a steady state that allocates nothing.
	Mallocs uint64 `json:"mallocs"`

	// State is the time Go took to build and send the page's view model after a change,
	// which it does in a task of its own after the frame, not in Update: a Tasks' summary,
	// which the Recorder leaves for its owner to fill.
	State TaskSummary `json:"state"`
}

// Summary computes the statistics of the frames in the window. It reads the runtime's
// memory statistics, which stops the world for a moment: call it a few times a second, not
// every frame.
func (r *Recorder) Summary() Summary {
	n := r.next
	if r.full {
		n = Window
	}
	s := Summary{Samples: n, Updates: r.Updates, Frames: r.Frames, Drawn: r.Drawn}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	s.Mallocs = m.Mallocs
	if n == 0 {
		return s
	}
	s.MedianMS, s.P99MS, s.MaxMS = stats(append(r.scratch[:0], r.samples[:n]...))
	painted := r.scratch[:0]
	for i, d := range r.samples[:n] {
		if r.painted[i] {
			painted = append(painted, d)
		}
	}
	if s.Painted = len(painted); s.Painted > 0 {
		s.PaintedMedianMS, s.PaintedP99MS, _ = stats(painted)
	}
	return s
}

// stats sorts the samples in place and returns their median, 99th percentile and maximum
// in milliseconds.
func stats(sorted []time.Duration) (median, p99, maxMS float64) {
	slices.Sort(sorted)
	n := len(sorted)
	return ms(sorted[(n-1)/2]), ms(sorted[min(n-1, n*99/100)]), ms(sorted[n-1])
}

// ms is d in milliseconds, rounded to the microsecond. In a browser, Go's clock is
// (timeOrigin + performance.now()) in nanoseconds as a float64, which near 2^60 ns (today) steps by
// 256 ns, while performance.now itself counts whole 0.1 ms: a frame of 2 ms comes out as
// 2.000256 ms, and a budget of 2 ms would call it over.
func ms(d time.Duration) float64 {
	return math.Round(float64(d)/float64(time.Microsecond)) / 1000
}

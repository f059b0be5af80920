// Package framestats keeps the Go-side cost of the latest frames (Update plus Draw), so the
// page and the browser tests can read the median and the 99th percentile without a
// profiler. Recording allocates nothing; only Summary, called on request, does.
package framestats

import (
	"slices"
	"time"
)

// Window is how many of the latest frames the statistics cover: ten seconds at 60 fps.
const Window = 600

// Recorder collects frame times. The zero value is ready to use.
type Recorder struct {
	samples [Window]time.Duration
	next    int // where the next sample goes
	full    bool
	pending time.Duration // Update time waiting for the Draw that ends its frame

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
}

// Summary computes the statistics of the frames in the window.
func (r *Recorder) Summary() Summary {
	n := r.next
	if r.full {
		n = Window
	}
	s := Summary{Samples: n, Updates: r.Updates, Frames: r.Frames, Drawn: r.Drawn}
	if n == 0 {
		return s
	}
	sorted := slices.Clone(r.samples[:n])
	slices.Sort(sorted)
	s.MedianMS = ms(sorted[(n-1)/2])
	s.P99MS = ms(sorted[min(n-1, n*99/100)])
	s.MaxMS = ms(sorted[n-1])
	return s
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

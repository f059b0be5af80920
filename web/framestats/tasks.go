package framestats

import (
	"sync"
	"time"
)

// TaskWindow is how many of the latest tasks Tasks covers: a minute of moves and more.
const TaskWindow = 64

// Tasks keeps how long the latest runs of a piece of work done between frames took, such as
// building and sending the page's view model after a change. Unlike Recorder it is safe for
// concurrent use: the work runs from a JS callback, the summary is read in a frame. The zero
// value is ready to use; Add and Summary allocate nothing.
type Tasks struct {
	mu      sync.Mutex
	samples [TaskWindow]time.Duration
	n       uint64 // tasks recorded; the latest min(n, TaskWindow) are in samples
	total   time.Duration
	scratch [TaskWindow]time.Duration
}

// Add records one task's time.
func (t *Tasks) Add(d time.Duration) {
	t.mu.Lock()
	t.samples[t.n%TaskWindow] = d
	t.n++
	t.total += d
	t.mu.Unlock()
}

// TaskSummary is the tasks' statistics, in milliseconds.
type TaskSummary struct {
	Count    uint64  `json:"count"`    // tasks recorded since the start
	TotalMS  float64 `json:"totalMs"`  // their time since the start: two summaries give the mean between them
	MedianMS float64 `json:"medianMs"` // of the latest TaskWindow (or fewer)
	MaxMS    float64 `json:"maxMs"`
}

// Summary returns the count and total time of the tasks, and the median and maximum of the
// latest.
func (t *Tasks) Summary() TaskSummary {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := TaskSummary{Count: t.n, TotalMS: ms(t.total)}
	n := min(t.n, TaskWindow)
	if n == 0 {
		return s
	}
	s.MedianMS, _, s.MaxMS = stats(append(t.scratch[:0], t.samples[:n]...))
	return s
}

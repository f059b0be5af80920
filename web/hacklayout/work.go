package hacklayout

import "time"

// Work counts units of work against a budget, so that a job too long for one frame (a
// keyframe of thousands of edges) is done a part per frame: each loop of the job does one
// unit an item while More says there is budget left, and keeps where it stopped. A unit is
// about one simple item of a loop over edges or vertices, about ten nanoseconds natively;
// an item that costs more (a binary search) counts as several (MoreN).
type Work struct {
	Done   int // units done so far
	Budget int // the most units to do; 0 for no limit
	// Until, when set, is when the work stops, whatever is left of the budget: looked at
	// every checkEvery units (the first time after checkEvery units, so that every part of
	// the work gets done however late it starts).
	Until time.Time
	next  int
	late  bool
}

// checkEvery is how many units go between looks at the clock: a look costs a call to the
// page's clock in a browser.
const checkEvery = 256

// More reports whether there is budget left for one more unit, and counts it.
func (w *Work) More() bool { return w.MoreN(1) }

// MoreN is More for an item that counts as n units (n ≥ 1).
func (w *Work) MoreN(n int) bool {
	if w.Spent() {
		return false
	}
	if !w.Until.IsZero() {
		if w.next == 0 {
			w.next = checkEvery
		}
		if w.Done >= w.next {
			w.next = w.Done + checkEvery
			if w.late = time.Now().After(w.Until); w.late {
				return false
			}
		}
	}
	w.Done += n
	return true
}

// Spent reports whether the budget is used up, or the time.
func (w *Work) Spent() bool { return w.late || w.Budget > 0 && w.Done >= w.Budget }

// Sorter sorts a slice a part at a time: a stable bottom-up merge sort that keeps its place
// between calls, so that a sort of thousands of items is spread over frames. Each element
// moved is a unit of work. Its buffer is kept for the next sort.
type Sorter[T any] struct {
	less     func(a, b T) bool
	src, dst []T
	buf      []T // the sorter's own, which src and dst take turns with the slice sorted
	width    int // the runs of src of this width are merged, in pairs, into dst
	lo       int // the pair being merged starts at lo
	i, j, k  int // the merge's places: in the left run, the right run, and dst
	started  bool
	finished bool
}

// Start begins sorting x by less (a strict order; equal elements keep their order). x is
// sorted in place or into the sorter's buffer: Next returns the sorted elements.
func (s *Sorter[T]) Start(x []T, less func(a, b T) bool) {
	s.less, s.src = less, x
	if cap(s.buf) < len(x) {
		s.buf = make([]T, len(x))
	}
	s.dst = s.buf[:len(x)]
	s.width, s.lo, s.started, s.finished = 1, 0, false, len(x) < 2
}

// Next goes on with the sort begun by Start while w has budget, and returns the elements
// sorted (valid until the next Start) once it is finished.
func (s *Sorter[T]) Next(w *Work) ([]T, bool) {
	n := len(s.src)
	for !s.finished {
		mid, hi := min(s.lo+s.width, n), min(s.lo+2*s.width, n)
		if !s.started {
			s.i, s.j, s.k, s.started = s.lo, mid, s.lo, true
		}
		for s.k < hi {
			if !w.More() {
				return nil, false
			}
			if s.j >= hi || s.i < mid && !s.less(s.src[s.j], s.src[s.i]) {
				s.dst[s.k] = s.src[s.i]
				s.i++
			} else {
				s.dst[s.k] = s.src[s.j]
				s.j++
			}
			s.k++
		}
		s.started = false
		s.lo = hi
		if s.lo >= n {
			s.src, s.dst = s.dst, s.src
			s.width *= 2
			s.lo = 0
			s.finished = s.width >= n
		}
	}
	return s.src, true
}

// PartSize chooses how many vertices the next part of a picture built over several frames
// gets, from how long the last parts took: as many as fit in Target, between Min and Max. A
// part of a few thousand vertices costs a fraction of a millisecond on a quiet machine and
// several on a busy one; sized by time, a frame stays short either way, and the picture
// takes more frames instead.
type PartSize struct {
	Min, Max int
	Target   time.Duration
	perVert  float64 // the time a vertex took, smoothed; 0 before the first part
}

// Verts is the size of the next part.
func (p *PartSize) Verts() int {
	if p.perVert <= 0 {
		return p.Max
	}
	return min(max(int(float64(p.Target)/p.perVert), p.Min), p.Max)
}

// Took records that a part of verts vertices took d.
func (p *PartSize) Took(verts int, d time.Duration) {
	if verts <= 0 || d <= 0 {
		return
	}
	v := float64(d) / float64(verts)
	if p.perVert <= 0 {
		p.perVert = v
		return
	}
	// Half the last part's, half the earlier ones': one slow part (a pause of the machine)
	// halves the next, and the size comes back within a few parts.
	p.perVert = (p.perVert + v) / 2
}

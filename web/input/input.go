// Package input turns the page's pointer events into one pointer per tick, so scenes read
// intents ("pressed here", "released there") instead of polling devices.
//
// The events come from the page's own listeners (Note), not from Ebiten's state of the
// tick: Ebiten samples the mouse and the fingers once a tick, so after a long frame (a slow
// lecture-hall PC) a press, its moves and its release all seen at once were one tap where
// the pointer ended, and a touch that began and ended between two ticks was not seen at
// all. Here every press and release of the followed pointer gets a tick of its own, at
// the place it happened.
package input

import (
	"math"
	"sync"
)

// Pointer is the mouse or the first finger on the screen, in screen pixels, and a second
// finger while both are down (a pinch).
type Pointer struct {
	X, Y     float64
	Hover    bool // a position is known without a press (a mouse over the canvas)
	Down     bool // the button or finger is held
	Pressed  bool // it went down this tick
	Released bool // it went up this tick, at X, Y
	Touch    bool // the pointer is a finger: there is no hover between touches

	// Far, while held and at the release: the farthest the pointer has been from where it
	// was pressed, moves between two ticks included. A drag out and back is not a tap.
	Far float64

	// Second: a second finger is down beside the first, at X2, Y2. It came down, or went
	// up, in a tick of its own, so a pinch begins and ends where the fingers were then.
	Second bool
	X2, Y2 float64
}

// Kind is what a pointer event says.
type Kind uint8

const (
	Move   Kind = iota
	Down        // the left button or a finger went down
	Up          // it went up
	Cancel      // the browser took the pointer away (a scroll): it counts as up where it was
)

// Event is one of the page's pointer events, in the canvas's pixels (the screen's).
type Event struct {
	Kind  Kind
	ID    int  // the pointer's id: a second finger is another
	Touch bool // a finger (or a pen), not the mouse
	X, Y  float64
}

// maxQueue bounds the events kept between two ticks: beyond it, a move replaces the move
// before it (a drag keeps its path only up to that many events a tick), and beyond twice
// it presses and releases are dropped too (a page that posts events but never ticks).
const maxQueue = 256

// Reader follows one pointer from its press to its release: the mouse, or the first finger
// down; and while that finger is down, the next finger down, until it goes up. Note may be
// called at any time (from the page's event listeners); Read once a tick. Its buffers are
// reused, so reading allocates nothing.
type Reader struct {
	mu    sync.Mutex
	queue []Event

	seen   bool // a pointer has been seen
	down   bool
	id     int // the pointer followed while down
	touch  bool
	x, y   float64
	px, py float64 // where the followed pointer was pressed
	far    float64 // how far it has been from there since

	two     bool // the second finger is down
	id2     int
	x2, y2  float64
	promote bool // the first finger went up last tick, the second is down: follow it
}

// Note adds an event from the page.
func (r *Reader) Note(e Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if n := len(r.queue); n >= maxQueue {
		if last := &r.queue[n-1]; e.Kind == Move && last.Kind == Move && last.ID == e.ID {
			*last = e
			return
		}
		if n >= 2*maxQueue {
			return
		}
	}
	r.queue = append(r.queue, e)
}

// Discard forgets the events noted and lets go of the pointer followed: ticks in which
// nothing reads (a paused embed) do not keep a press for later.
func (r *Reader) Discard() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.queue, r.down, r.two, r.promote = r.queue[:0], false, false, false
}

// Read returns this tick's pointer: it takes the events noted since the last tick up to
// and including the first press or release of the followed pointer or of the second
// finger, and leaves the rest to the next ticks. So a press is where the pointer went down
// (its moves come a tick later), and a release comes a tick after its press, and after the
// moves held before it; the same for the second finger.
func (r *Reader) Read() Pointer {
	r.mu.Lock()
	defer r.mu.Unlock()
	var p Pointer
	if r.promote {
		r.promote, r.down, r.id, r.x, r.y = false, true, r.id2, r.x2, r.y2
		r.px, r.py, r.far = r.x, r.y, 0
	}
	n, moved := 0, false
	for n < len(r.queue) {
		e := r.queue[n]
		if r.down && e.ID != r.id {
			take, end := r.other(e, &moved)
			if take {
				n++
			}
			if end {
				break
			}
			continue
		}
		if e.Kind == Move {
			if r.down || !e.Touch {
				r.x, r.y, r.touch, r.seen = e.X, e.Y, e.Touch, true
				moved = moved || r.down
				r.stray()
			}
			n++
			continue
		}
		if e.Kind == Down {
			if r.down {
				n++
				continue
			}
			r.down, r.id, r.touch, r.seen = true, e.ID, e.Touch, true
			r.x, r.y = e.X, e.Y
			r.px, r.py, r.far = e.X, e.Y, 0
			p.Pressed = true
			n++
			break
		}
		// Up or Cancel.
		if !r.down {
			n++
			continue
		}
		if p.Pressed || moved {
			break // its release is the next tick's: the scene sees the press, or the drag, held first
		}
		if e.Kind == Up {
			r.x, r.y = e.X, e.Y
			r.stray()
		}
		// A second finger left down is followed from the next tick, as if it had been the
		// first (no press: it goes on with what the two began, a pinch's pan).
		r.down, r.promote, r.two = false, r.two, false
		p.Released = true
		n++
		break
	}
	r.queue = r.queue[:copy(r.queue, r.queue[n:])]
	p.X, p.Y, p.Down, p.Touch = r.x, r.y, r.down, r.touch
	if r.down || p.Released {
		p.Far = r.far
	}
	if r.two {
		p.Second, p.X2, p.Y2 = true, r.x2, r.y2
	}
	p.Hover = r.seen && !r.touch
	return p
}

// other reads an event of a finger other than the one followed: the second finger's down,
// moves and up; another's are dropped. It reports whether it took the event (not: it waits
// for the next tick) and whether the tick ends with it.
func (r *Reader) other(e Event, moved *bool) (take, end bool) {
	switch {
	case !r.touch || !e.Touch || r.two && e.ID != r.id2:
		return true, false // not followed
	case e.Kind == Move:
		if r.two {
			r.x2, r.y2, *moved = e.X, e.Y, true
		}
		return true, false
	case !r.two && e.Kind == Down:
		r.two, r.id2, r.x2, r.y2 = true, e.ID, e.X, e.Y
		return true, true
	case !r.two:
		return true, false // the up of a finger not followed
	case *moved:
		return false, true // the second finger's up is the next tick's, after the moves
	}
	r.two = false
	return true, true
}

// stray notes how far the followed pointer, held, is from where it was pressed.
func (r *Reader) stray() {
	if r.down {
		r.far = max(r.far, math.Hypot(r.x-r.px, r.y-r.py))
	}
}

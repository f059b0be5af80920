// Package input turns Ebiten's raw mouse and touch state into one pointer per tick, so
// scenes read intents ("pressed here", "released there") instead of polling devices.
package input

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Pointer is the mouse or the first finger on the screen, in screen pixels.
type Pointer struct {
	X, Y     float64
	Hover    bool // a position is known without a press (a mouse over the canvas)
	Down     bool // the button or finger is held
	Pressed  bool // it went down this tick
	Released bool // it went up this tick, at X, Y
	Touch    bool // the pointer is a finger: there is no hover between touches
}

// Reader follows one finger from touch-down to touch-up and otherwise the mouse. Its
// buffers are reused, so reading allocates nothing.
type Reader struct {
	ids      []ebiten.TouchID
	finger   ebiten.TouchID
	touching bool
	lastX    int
	lastY    int
	// afterTouch holds the cursor position when the last finger lifted: until the mouse
	// moves away from it, there is no hover (touch screens leave a stale cursor behind).
	afterTouch bool
	curX, curY int
	// next is a finger that came down in the tick the followed one lifted: its press is
	// reported on the following tick, so quick taps in a row are not lost.
	next    ebiten.TouchID
	hasNext bool
	all     []ebiten.TouchID
	// spread holds the rest of a drag that came in one tick (Spread), played out first.
	spread [2]Pointer
	spreadN,
	spreadAt int
}

// Spread turns p, a press and its release that came in one tick, into the drag they were
// when the press was dx, dy away from the release (Ebiten reports both where the button
// went up): the press is returned, there; the next two Reads return a move to p and the
// release at p. Scenes see a drag, not a tap where it ended.
func (r *Reader) Spread(p Pointer, dx, dy float64) Pointer {
	r.spread[0] = Pointer{X: p.X, Y: p.Y, Hover: p.Hover, Down: true}
	r.spread[1] = Pointer{X: p.X, Y: p.Y, Hover: p.Hover, Released: true}
	r.spreadN, r.spreadAt = 2, 0
	return Pointer{X: p.X + dx, Y: p.Y + dy, Hover: p.Hover, Down: true, Pressed: true}
}

// Read returns this tick's pointer. Call it once per Update.
func (r *Reader) Read() Pointer {
	if r.spreadAt < r.spreadN {
		r.spreadAt++
		return r.spread[r.spreadAt-1]
	}
	r.ids = inpututil.AppendJustPressedTouchIDs(r.ids[:0])
	if !r.touching && r.hasNext {
		r.hasNext = false
		r.all = ebiten.AppendTouchIDs(r.all[:0])
		if slices.Contains(r.all, r.next) {
			r.finger, r.touching = r.next, true
			x, y := ebiten.TouchPosition(r.finger)
			r.lastX, r.lastY = x, y
			return Pointer{X: float64(x), Y: float64(y), Down: true, Pressed: true, Touch: true}
		}
	}
	if !r.touching && len(r.ids) > 0 {
		r.finger, r.touching = r.ids[0], true
		x, y := ebiten.TouchPosition(r.finger)
		r.lastX, r.lastY = x, y
		return Pointer{X: float64(x), Y: float64(y), Down: true, Pressed: true, Touch: true}
	}
	if r.touching {
		if inpututil.IsTouchJustReleased(r.finger) {
			r.touching = false
			r.afterTouch = true
			r.curX, r.curY = ebiten.CursorPosition()
			for _, id := range r.ids {
				if id != r.finger {
					r.next, r.hasNext = id, true
					break
				}
			}
			x, y := inpututil.TouchPositionInPreviousTick(r.finger)
			return Pointer{X: float64(x), Y: float64(y), Released: true, Touch: true}
		}
		x, y := ebiten.TouchPosition(r.finger)
		if x != 0 || y != 0 {
			r.lastX, r.lastY = x, y
		}
		return Pointer{X: float64(r.lastX), Y: float64(r.lastY), Down: true, Touch: true}
	}
	x, y := ebiten.CursorPosition()
	if r.afterTouch && (x != r.curX || y != r.curY) {
		r.afterTouch = false
	}
	return Pointer{
		X: float64(x), Y: float64(y),
		Hover:    !r.afterTouch,
		Down:     ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Pressed:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Released: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
	}
}

//go:build js && wasm

package main

import (
	"encoding/binary"
	"math"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web"
	"github.com/nimscope/nimscope/web/input"
)

// pointerQueue is static/pointer.js's queue of the canvas's pointer events, which the app
// takes once a tick (web.App.SetPointerSource). The events are queued in JavaScript because a
// listener written in Go allocates on every call: with the pointer sweeping the board, about
// eight allocations a frame (issue 8's allocation rows).
type pointerQueue struct {
	js     js.Value // window.nimscopePointer
	bytes  js.Value // its buffer, which take fills
	fields int      // numbers an event
	buf    []byte   // the Go copy of bytes
}

// pointerKinds are pointer.js's numbers for the event types.
var pointerKinds = [...]input.Kind{1: input.Down, 2: input.Move, 3: input.Up, 4: input.Cancel}

// watchPointer tells the app about the pointer on Ebiten's canvas (which Ebiten creates
// when its package is initialised, before main runs): its events, through pointer.js, and
// when the mouse leaves or enters.
func watchPointer(app *web.App, h *host) {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if canvas.IsNull() || canvas.IsUndefined() {
		return
	}
	// These listeners live as long as the page, and fire rarely: never released.
	canvas.Call("addEventListener", "mouseleave", js.FuncOf(func(js.Value, []js.Value) any {
		app.SetPointerOutside(true)
		return nil
	}))
	canvas.Call("addEventListener", "mouseenter", js.FuncOf(func(js.Value, []js.Value) any {
		app.SetPointerOutside(false)
		return nil
	}))
	q, err := newPointerQueue()
	if err != "" {
		h.Error("pointer", err)
		return
	}
	q.js.Call("watch", canvas)
	app.SetPointerSource(q.take)
}

func newPointerQueue() (*pointerQueue, string) {
	p := js.Global().Get("nimscopePointer")
	if p.Type() != js.TypeObject {
		return nil, "window.nimscopePointer is missing (static/pointer.js did not run before the program): the board cannot be played with the pointer"
	}
	q := &pointerQueue{js: p, bytes: p.Get("bytes"), fields: p.Get("fields").Int()}
	room := p.Get("room").Int()
	if q.bytes.Type() != js.TypeObject || q.fields != 5 || room <= 0 {
		return nil, "window.nimscopePointer is not the pointer queue this program reads (static/pointer.js of another build?)"
	}
	q.buf = make([]byte, 8*q.fields*room)
	return q, ""
}

// take hands the queued events to r, in the canvas's pixels (CSS pixels from its top left
// corner times the ratio the screen is laid out by, LayoutF's, which after a zoom can differ
// from the page's until watchScale catches up). It allocates nothing.
func (q *pointerQueue) take(r *input.Reader) {
	dpr := ebiten.Monitor().DeviceScaleFactor()
	if !(dpr > 0) {
		dpr = 1
	}
	for {
		n := q.js.Call("take").Int()
		if n <= 0 {
			return
		}
		size := 8 * q.fields
		js.CopyBytesToGo(q.buf[:n*size], q.bytes)
		for i := range n {
			e := q.buf[i*size:]
			f := func(j int) float64 { return math.Float64frombits(binary.LittleEndian.Uint64(e[8*j:])) }
			k := int(f(0))
			if k <= 0 || k >= len(pointerKinds) {
				continue
			}
			r.Note(input.Event{Kind: pointerKinds[k], ID: int(f(1)), Touch: f(2) != 0, X: f(3) * dpr, Y: f(4) * dpr})
		}
		if n*size < len(q.buf) {
			return
		}
	}
}

//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"
	_ "unsafe" // go:linkname

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/session"
)

// ebitenMonitor is Ebiten's one monitor on a browser (internal/ui's theMonitor, v2.9.10).
// Ebiten reads window.devicePixelRatio at its first DeviceScaleFactor call and keeps it for
// the page's life, so after a browser zoom or a move to a screen of another density the
// canvas kept its old number of pixels (blurred when zoomed in) while the page's pointer
// events came in at the new ratio (clicks missed what they pointed at). Ebiten has no call
// to read the ratio again; forgetting the kept one (zero) makes its next call read it.
// The layout below is Ebiten's Monitor struct; rescale checks that the forgetting worked,
// and TestZoomKeepsBoardSharp in Chromium fails if an upgrade of Ebiten changes it.
//
//go:linkname ebitenMonitor github.com/hajimehoshi/ebiten/v2/internal/ui.theMonitor
var ebitenMonitor *struct{ deviceScaleFactor float64 }

// watchScale follows window.devicePixelRatio. A zoom sends a resize event; a move to a
// screen of another density may send none, but changes a media query on the ratio (one
// ratio per query: each change watches the next). On either, a ratio other than Ebiten's
// makes Ebiten read it again and lay the canvas out anew (rescale), so the board is drawn
// with as many pixels as the display has.
func watchScale(host *host, sess *session.Session) {
	window := js.Global()
	if !is(window.Get("matchMedia"), js.TypeFunction) || ebitenMonitor == nil {
		return
	}
	var query js.Value
	var changed js.Func
	watch := func() {
		if is(query, js.TypeObject) {
			query.Call("removeEventListener", "change", changed)
		}
		dpr := window.Get("devicePixelRatio").Float()
		query = window.Call("matchMedia", fmt.Sprintf("(resolution: %gdppx)", dpr))
		query.Call("addEventListener", "change", changed)
	}
	failed := false
	check := func() {
		if want := window.Get("devicePixelRatio").Float(); !failed && want > 0 && want != ebiten.Monitor().DeviceScaleFactor() {
			failed = !rescale(host, sess, window, want)
			watch()
		}
	}
	// These live as long as the page: never released.
	changed = js.FuncOf(func(js.Value, []js.Value) any {
		check()
		return nil
	})
	window.Call("addEventListener", "resize", changed)
	watch()
}

// rescale has Ebiten forget the ratio it kept and size its canvas again by the new one,
// want: on the resize event it is sent, Ebiten reads the ratio again. It reports false,
// once, when Ebiten did not take the new ratio, and says so in the session's language.
func rescale(host *host, sess *session.Session, window js.Value, want float64) bool {
	ebitenMonitor.deviceScaleFactor = 0
	if got := ebiten.Monitor().DeviceScaleFactor(); got != want {
		// Not Ebiten's layout any more: the board stays at its first ratio, as before.
		err := msg.Errorf("the display's pixel ratio changed to %g, and the board could not follow it (Ebiten says %g)", want, got)
		host.errorText("scale", err, sess.ErrorText("", err))
		return false
	}
	window.Call("dispatchEvent", window.Get("Event").New("resize"))
	return true
}

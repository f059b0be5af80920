package web

import (
	"sync"

	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/session"
)

// look is what the page tells the app about drawing beyond the session: whether the
// system prefers dark colours (theme=auto follows it) and reduced motion. JS callbacks set
// it; Update hands the scenes frames with the theme resolved (see resolve). (The lecturer's
// reveal of hidden values is the session's, which ends it when the position changes.)
type look struct {
	sync.Mutex
	systemDark    bool
	systemReduced bool // the system asks for reduced motion (SetReducedMotion)
	changed       bool
}

// SetSystemDark tells the app whether the system prefers dark colours. It is safe to call
// from a JS callback.
func (a *App) SetSystemDark(dark bool) {
	a.look.Lock()
	defer a.look.Unlock()
	if a.look.systemDark != dark {
		a.look.systemDark, a.look.changed = dark, true
	}
}

// resolve is f as the scenes take it: theme "auto" made "light" or "dark". It also sets
// the switch every animation reads for the frame's motion: reduced where the system or the
// link (motion=reduced) asks, before the scene takes the frame.
func (a *App) resolve(f session.Frame) session.Frame {
	a.look.Lock()
	dark, reduced := a.look.systemDark, a.look.systemReduced
	a.look.changed = false
	a.look.Unlock()
	setMotion(reduced, f.Display)
	if f.Display.Theme != "light" && f.Display.Theme != "dark" {
		f.Display.Theme = "light"
		if dark {
			f.Display.Theme = "dark"
		}
	}
	return f
}

// lookChanged reports whether the page changed the look since the last resolve.
func (a *App) lookChanged() bool {
	a.look.Lock()
	defer a.look.Unlock()
	return a.look.changed
}

// setMotion sets the one switch every animation reads (anim.SetReducedMotion): reduced where
// the reader's system (system) or the display's link (motion=reduced) asks for it.
func setMotion(system bool, d session.Display) {
	anim.SetReducedMotion(system || d.ReducedMotion())
}

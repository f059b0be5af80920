package web

import (
	"sync"

	"github.com/nimscope/nimscope/web/session"
)

// look is what the page tells the app about drawing beyond the session's display keys:
// whether the system prefers dark colours (theme=auto follows it), and which position's
// hidden values (values=hidden) the lecturer revealed. JS callbacks set it; Update hands
// the scenes frames with the display resolved (see resolve).
type look struct {
	sync.Mutex
	systemDark bool
	revealed   string // the position whose values are revealed; "" for none
	changed    bool
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

// SetRevealed shows (true) or hides again (false) the values of the position on screen,
// while values=hidden keeps them from the students. A reveal lasts until the position
// changes. It is safe to call from a JS callback.
func (a *App) SetRevealed(on bool) {
	pos := ""
	if on {
		pos = a.sess.Frame().Pos.String()
	}
	a.look.Lock()
	defer a.look.Unlock()
	if a.look.revealed != pos {
		a.look.revealed, a.look.changed = pos, true
	}
}

// resolve is f as the scenes take it: theme "auto" made "light" or "dark", and HideValues
// false once the position's values are revealed.
func (a *App) resolve(f session.Frame) session.Frame {
	a.look.Lock()
	dark, revealed := a.look.systemDark, a.look.revealed
	a.look.changed = false
	a.look.Unlock()
	if f.Display.Theme != "light" && f.Display.Theme != "dark" {
		f.Display.Theme = "light"
		if dark {
			f.Display.Theme = "dark"
		}
	}
	if f.Display.HideValues && revealed != "" && revealed == f.Pos.String() {
		f.Display.HideValues = false
	}
	return f
}

// lookChanged reports whether the page changed the look since the last resolve.
func (a *App) lookChanged() bool {
	a.look.Lock()
	defer a.look.Unlock()
	return a.look.changed
}

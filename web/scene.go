package web

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/web/input"
	"github.com/nimscope/nimscope/web/session"
)

// Scene draws one game and turns the pointer into moves. Draw only reads; everything that
// changes happens in SetFrame, Resize and Update.
type Scene interface {
	// SetFrame gives the scene the session's latest state, of the scene's own game.
	SetFrame(f session.Frame)
	// Resize fits the scene to a screen of w×h device pixels at the device scale.
	Resize(w, h, scale float64)
	// Update advances animations and reads the pointer; it returns the position the
	// user's move leads to, which the session checks before it stands.
	Update(p input.Pointer) (next game.Position, moved bool)
	// Elapse runs ticks of time with nothing read, before an Update: the ticks a frame too
	// long for Ebiten's catching up owed (anim.Lag). Animations and timelines move on by
	// them; work spread one part an Update (warm-ups) does not, and input waits for Update.
	Elapse(ticks int)
	// Busy reports whether an animation runs; the computer waits for it.
	Busy() bool
	// NeedsDraw reports whether the picture changed since the last Draw.
	NeedsDraw() bool
	Draw(screen *ebiten.Image)
}

// Commander is a scene that takes commands from the page's buttons (an explanation's play,
// pause and step). Commands names what it takes; Command runs one, always from Update.
type Commander interface {
	Commands() []string
	Command(name, arg string) error
}

// Undoer is a scene with changes of its own that the session's history does not hold (the
// Hackenbush editor's edges drawn in the air). Undo and Redo take back or make again the
// scene's last change: true when that is all there is to do, false when the session must
// undo (redo) as well, or instead; Forget drops the scene's history when the session then
// could not. The app asks between frames only (App.Undo).
type Undoer interface {
	Undo() bool
	Redo() bool
	Forget()
}

// Reporter is a scene with something for the page beyond the session's view model: the
// caption of an explanation step, the cell under the pointer. Report returns the JSON object
// to send and whether it changed since the last call; the app sends it as nimscope:scene.
type Reporter interface {
	Report() (detail []byte, changed bool)
}

// Editor is a scene that changes the position outright (a preset, an edge drawn in an
// editor, "open Nim on these heaps") or its own view keys (zoom, vertex positions — see
// session.Viewer). Edits returns the texts for session.Set asked for since the last call;
// a text may hold only some view keys after the position, the others keep their values.
// Commit view keys at the end of a gesture, not every frame: each change rewrites the
// address bar.
type Editor interface {
	Edits() []string
}

// scenes makes the scene of each game the explorer shows. Each game registers from a file of
// its own (scene_nim.go …).
var scenes = map[string]func(session.Frame) Scene{}

func registerScene(name string, make func(session.Frame) Scene) {
	if _, dup := scenes[name]; dup {
		panic("web: scene for " + name + " registered twice")
	}
	scenes[name] = make
}

// sceneFor makes the scene for f's game. A game gets session rules together with its scene,
// so the lookup should not miss; if it does, the canvas stays blank and the panel still
// explains the position, rather than the app stopping.
func sceneFor(f session.Frame) Scene {
	if make, ok := scenes[f.Pos.Game()]; ok {
		return make(f)
	}
	return &blank{}
}

// blank is the scene of a game without one: an empty canvas.
type blank struct{ drawn bool }

func (b *blank) SetFrame(session.Frame)                     { b.drawn = false }
func (b *blank) Resize(w, h, scale float64)                 { b.drawn = false }
func (b *blank) Update(input.Pointer) (game.Position, bool) { return nil, false }
func (b *blank) Elapse(int)                                 {}
func (b *blank) Busy() bool                                 { return false }
func (b *blank) NeedsDraw() bool                            { return !b.drawn }
func (b *blank) Draw(screen *ebiten.Image) {
	screen.Clear()
	b.drawn = true
}

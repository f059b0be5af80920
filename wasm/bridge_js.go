//go:build js && wasm

package main

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"syscall/js"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/session"
)

// host is web.Host for a browser page: it dispatches nimscope:* events on window.
type host struct {
	window js.Value
	api    js.Value // window.nimscope
	words  *words   // asked on every change of the session, which may want another language

	// later is the work Later queued for the next task; runLater, made once, runs it.
	laterMu  sync.Mutex
	later    []func()
	runLater js.Func
}

func newHost() *host {
	w := js.Global()
	api := w.Get("nimscope")
	if !is(api, js.TypeObject) {
		api = js.Global().Get("Object").New()
		w.Set("nimscope", api)
	}
	api.Set("ready", false)
	h := &host{window: w, api: api}
	// Lives as long as the page: never released.
	h.runLater = js.FuncOf(func(js.Value, []js.Value) any {
		h.laterMu.Lock()
		fs := h.later
		h.later = nil
		h.laterMu.Unlock()
		for _, f := range fs {
			runGuarded(f)
		}
		return nil
	})
	return h
}

// runGuarded runs f, and a panic goes to the console instead of across the wasm boundary,
// where it would end the Go program (App.sendState reports its own to the page first).
func runGuarded(f func()) {
	defer func() {
		if r := recover(); r != nil {
			println("nimscope: a task after the frame panicked:", fmt.Sprint(r), "\n", string(debug.Stack()))
		}
	}()
	f()
}

// Later queues f for a task of its own: setTimeout's, which the browser runs after the
// animation frame that asked has been painted (a microtask would run before it).
func (h *host) Later(f func()) {
	h.laterMu.Lock()
	first := len(h.later) == 0
	h.later = append(h.later, f)
	h.laterMu.Unlock()
	if first {
		h.window.Call("setTimeout", h.runLater, 0)
	}
}

func (h *host) State(view []byte) {
	if h.words != nil {
		h.words.want()
	}
	h.emit("state", string(view))
}

func (h *host) Scene(detail []byte) { h.emit("scene", string(detail)) }

// Picture dispatches nimscope:picture with the picture for the page to save: a PNG's pixels
// as a Uint8ClampedArray, ready for an ImageData, or an SVG's text.
func (h *host) Picture(p web.Picture) {
	d := js.Global().Get("Object").New()
	d.Set("name", p.Name)
	d.Set("type", p.Type)
	if p.Pix != nil {
		d.Set("width", p.Width)
		d.Set("height", p.Height)
		pix := js.Global().Get("Uint8ClampedArray").New(len(p.Pix))
		js.CopyBytesToJS(pix, p.Pix)
		d.Set("pixels", pix)
	} else {
		d.Set("text", string(p.Text))
	}
	h.emit("picture", d)
}

// Ready has boot.js send nimscope:ready (and set window.nimscope.ready) at the start of the
// next animation frame. It is called at the end of the first Draw: by that frame's start
// the browser has painted the picture, and the event goes out before that frame's work
// (its Update queues the first view model, 10-40 ms of code run for the first time, for a
// task after the frame). A bare Ebiten app says ready at the same point, in its next Update.
func (h *host) Ready() {
	h.window.Get("nimscopeEmit").Call("ready")
}

func (h *host) Error(source, message string) {
	h.emit("error", js.ValueOf(map[string]any{"source": source, "message": message}))
}

// reload asks the page (static/modules.js's nimscopeModules.reload) to load itself again with
// the hash link, in the module that serves its game; given is the text set() was passed. It
// reports whether the page is reloading: not when the page has no other module for the game
// (a page with one wasm, or one whose modules do not match this build's family table), and
// then the game is unknown here, as Set says.
func (h *host) reload(link, given string) bool {
	m := h.window.Get("nimscopeModules")
	if !is(m, js.TypeObject) || !is(m.Get("reload"), js.TypeFunction) {
		return false
	}
	return m.Call("reload", link, given).Truthy()
}

// errorText sends nimscope:error with err's message in English, as host pages and the
// embed's postMessage get it, and text, the same in the panel's language, which the panel
// shows (source "hash": the link could not be shown).
func (h *host) errorText(source string, err error, text string) {
	h.emit("error", js.ValueOf(map[string]any{"source": source, "message": err.Error(), "text": text}))
}

// emit sends the event nimscope:<name> through static/boot.js's nimscopeEmit (boot.js
// starts the wasm, so it is there), which dispatches it once this call into Go has
// returned: the listeners' time is not the frame's. A string detail is JSON, parsed there.
func (h *host) emit(name string, detail any) {
	h.window.Get("nimscopeEmit").Invoke(name, detail)
}

// watchMedia tells set whether the media query matches, now and whenever that changes: the
// system's dark colours (theme=auto follows them on the canvas as the page's style sheet
// does), and its wish for reduced motion.
func watchMedia(query string, set func(bool)) {
	mm := js.Global().Get("matchMedia")
	if !is(mm, js.TypeFunction) {
		return
	}
	q := js.Global().Call("matchMedia", query)
	set(q.Get("matches").Truthy())
	if is(q.Get("addEventListener"), js.TypeFunction) {
		// Lives as long as the page: never released.
		q.Call("addEventListener", "change", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 {
				set(args[0].Get("matches").Truthy())
			}
			return nil
		}))
	}
}

func parseJSON(s string) js.Value { return js.Global().Get("JSON").Call("parse", s) }

func locationHash() string {
	h := js.Global().Get("location").Get("hash").String()
	if len(h) > 0 && h[0] == '#' {
		h = h[1:]
	}
	return h
}

// browserLangs is navigator.languages (most wanted first), or navigator.language when the
// list is missing; i18n.Prefer picks the first the explorer speaks, as static/i18n.js does.
func browserLangs() []string {
	nav := js.Global().Get("navigator")
	if !is(nav, js.TypeObject) {
		return nil
	}
	var out []string
	if list := nav.Get("languages"); is(list, js.TypeObject) && is(list.Get("length"), js.TypeNumber) {
		for i := range min(list.Get("length").Int(), 32) {
			if v := list.Index(i); is(v, js.TypeString) {
				out = append(out, v.String())
			}
		}
	}
	if l := nav.Get("language"); len(out) == 0 && is(l, js.TypeString) {
		out = append(out, l.String())
	}
	return out
}

// api is window.nimscope's methods. Each one returns a value, never throws, never blocks and
// never touches Ebiten: it reads or changes the session, which the game loop then shows.
type api struct {
	sess *session.Session
	host *host
	app  *web.App
}

func newAPI(sess *session.Session, h *host, app *web.App) *api {
	return &api{sess: sess, host: h, app: app}
}

func (a *api) install() {
	// These functions live as long as the page: they are never released.
	a.host.api.Set("analyze", guard("analyze", 1, a.analyze))
	a.host.api.Set("state", guard("state", 0, a.state))
	a.host.api.Set("set", guard("set", 1, a.set))
	a.host.api.Set("command", guard("command", 2, a.command))
	a.host.api.Set("stats", guard("stats", 0, a.stats))
	a.host.api.Set("view", guard("view", 0, a.view))
	a.host.api.Set("exports", guard("exports", 0, a.exports))
}

// exports lists the export formats of the board shown: ["png"], or ["png", "svg"].
func (a *api) exports(args []js.Value) any {
	f := a.app.Formats()
	list := make([]any, len(f))
	for i, s := range f {
		list[i] = s
	}
	return list
}

// view is the view model of the session as it is now; the nimscope:state events carry the
// same object, one frame later.
func (a *api) view(args []js.Value) any { return parseJSON(string(a.sess.View().JSON())) }

// stats is the Go-side cost of the latest frames (median and p99 of Update+Draw, in ms),
// how many frames were painted (an idle scene paints none), whether the game is paused,
// and whether it follows the system's wish for reduced motion.
func (a *api) stats(args []js.Value) any {
	b, err := jsonenc.Marshal(a.app.Stats())
	if err != nil {
		return errorValue("stats: " + err.Error())
	}
	v := parseJSON(string(b))
	v.Set("paused", a.app.Paused())
	v.Set("reducedMotion", a.app.ReducedMotion())
	return v
}

// guard wraps an API function so that a panic becomes {error} instead of killing the Go
// program, after which every later call would throw "Go program has already exited". A
// call with more than most arguments is an error too: what the caller meant by the others
// would be silently dropped.
func guard(name string, most int, f func(args []js.Value) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) (result any) {
		defer func() {
			if r := recover(); r != nil {
				println("nimscope:", name, "panicked:", fmt.Sprint(r), "\n", string(debug.Stack()))
				result = errorValue(fmt.Sprintf("%s: internal error: %v", name, r))
			}
		}()
		if len(args) > most {
			return errorValue(fmt.Sprintf("%s: takes at most %d argument(s), got %d", name, most, len(args)))
		}
		return f(args)
	})
}

func errorValue(msg string) any { return map[string]any{"error": msg} }

// typeOf names the JS type of v as an error message says it. syscall/js's Value.Type panics
// on types it does not know (a BigInt), and a caller's odd argument must not look like an
// internal error.
func typeOf(v js.Value) (name string) {
	defer func() {
		if recover() != nil {
			// "[object BigInt]" → "bigint", as JavaScript's typeof names it.
			tag := js.Global().Get("String").Invoke(js.Global().Get("Object").Get("prototype").Get("toString").Call("call", v)).String()
			name = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(tag, "[object "), "]"))
		}
	}()
	return v.Type().String()
}

// boolArg reads a command's argument as true or false: a boolean, or the string "true" or
// "false" (the arguments of the scenes' commands are strings, and a page may pass these the
// same way). given is false for nothing (undefined or null), which toggles where toggle
// says it may.
func boolArg(name string, arg js.Value, toggle bool) (on, given bool, err error) {
	switch {
	case toggle && (is(arg, js.TypeUndefined) || is(arg, js.TypeNull)):
		return false, false, nil
	case is(arg, js.TypeBoolean):
		return arg.Bool(), true, nil
	case is(arg, js.TypeString) && (arg.String() == "true" || arg.String() == "false"):
		return arg.String() == "true", true, nil
	case toggle:
		return false, false, fmt.Errorf("command %s: expected true, false or nothing (to toggle), got %s", name, typeOf(arg))
	}
	return false, false, fmt.Errorf("command %s: expected true or false, got %s", name, typeOf(arg))
}

// wholeArg reads a command's argument as a whole number: a number, or a string of digits,
// as the notation writes one (so 2.5, -1 and 1e3 are refused, saying why).
func wholeArg(name string, arg js.Value) (uint64, error) {
	if !is(arg, js.TypeString) && !is(arg, js.TypeNumber) {
		return 0, fmt.Errorf("command %s: expected a whole number, got %s", name, typeOf(arg))
	}
	n, err := notation.Whole(name, js.Global().Get("String").Invoke(arg).String())
	if err != nil {
		return 0, fmt.Errorf("command %w", err)
	}
	return n, nil
}

// is reports whether v is of type t, false for types syscall/js does not know.
func is(v js.Value, t js.Type) bool { return typeOf(v) == t.String() }

// text reads argument i as a string, or says what was passed instead.
func text(name string, args []js.Value, i int, what string) (string, error) {
	if i >= len(args) || !is(args[i], js.TypeString) {
		got := "nothing"
		if i < len(args) {
			got = typeOf(args[i])
		}
		return "", fmt.Errorf("%s: expected %s as a string, got %s", name, what, got)
	}
	return args[i].String(), nil
}

func (a *api) analyze(args []js.Value) any {
	pos, err := text("analyze", args, 0, "a position such as \"game=nim&heaps=3,4,5\"")
	if err != nil {
		return errorValue(err.Error())
	}
	if err := engine.CheckLists(pos); err != nil {
		// A list longer than its game takes, refused from the raw text before Unknown and
		// Analyze each parse it (1.5 s for 3,000,001 heaps, to be refused).
		return errorValue(err.Error())
	}
	if module, err := session.Unknown(pos); err != nil {
		// Another module's game, or none: said against every module, not only this one.
		if module != "" {
			return errorValue(err.Error() + "; a page that shows it, or the command line (nimscope analyze), can analyze it")
		}
		return errorValue(err.Error())
	}
	an, err := engine.Analyze(pos)
	if err != nil {
		return errorValue(session.AnalyzeError(pos, err).Error()) // analyze(state()) says why
	}
	b, err := jsonenc.Marshal(an)
	if err != nil {
		return errorValue("analyze: " + err.Error())
	}
	return parseJSON(string(b))
}

func (a *api) state(args []js.Value) any { return a.sess.State() }

func (a *api) set(args []js.Value) any {
	pos, err := text("set", args, 0, "a position such as \"game=nim&heaps=3,4,5\"")
	if err != nil {
		return errorValue(err.Error())
	}
	a.host.words.ensure(a.sess.ErrorLang(pos)) // its errors are written in it when the page has its words
	if err := a.app.Frozen("set"); err != nil {
		return map[string]any{"error": err.Error(), "text": a.sess.ErrorText(pos, err)}
	}
	if link, f, ok := a.sess.Elsewhere(pos); ok && a.host.reload(link, pos) {
		// Another family's game: the page loads again, in the module that serves it. What is
		// wrong with the rest of the text, that module says.
		return map[string]any{"reloading": true, "module": f.Name, "state": link}
	}
	if err := a.sess.Set(pos); err != nil {
		// error stays English (the API's contract); text is for the panel, in its language
		return map[string]any{"error": err.Error(), "text": a.sess.ErrorText(pos, err)}
	}
	// Keys that were ignored: the panel shows them too, from the view model.
	if w := a.sess.Warnings(); len(w) > 0 {
		list := make([]any, len(w))
		for i, s := range w {
			list[i] = s
		}
		return map[string]any{"warnings": list}
	}
	return map[string]any{}
}

func (a *api) command(args []js.Value) any {
	name, err := text("command", args, 0, "a command name (undo, redo, hint, vs, playto, playtake, suspend, export, reveal)")
	if err != nil {
		return errorValue(err.Error())
	}
	var arg js.Value
	if len(args) > 1 {
		arg = args[1]
	}
	if err := run(a.sess, a.app, name, arg); err != nil {
		// error stays English (the API's contract); text is for the panel, in its language
		return map[string]any{"error": err.Error(), "text": a.sess.ErrorText("", err)}
	}
	return map[string]any{}
}

// run carries out a command from the page's buttons and keys: the session's own, or else
// one the current scene takes (its explanation's play and step).
func run(s *session.Session, app *web.App, name string, arg js.Value) error {
	switch name {
	case "undo", "redo", "hint", "vs", "playto", "playtake", "reveal":
		// Not while a PNG is drawn: the board shows the picture's state until it is done.
		// (A scene's commands are refused by SceneCommand; export and suspend go on.)
		if err := app.Frozen("command " + name); err != nil {
			return err
		}
	}
	switch name {
	case "undo", "redo":
		// They take no argument: command("undo", 5) undoing once would hide the caller's
		// mistake (undo five times?), as other functions of the API refuse extra arguments.
		if !is(arg, js.TypeUndefined) {
			return fmt.Errorf("command %s: takes no argument, got %s", name, typeOf(arg))
		}
		if name == "undo" {
			return app.Undo()
		}
		return app.Redo()
	case "hint":
		on, given, err := boolArg("hint", arg, true)
		if err != nil {
			return err
		}
		s.SetHint(on || !given && !s.Hint())
		return nil
	case "vs":
		if !is(arg, js.TypeString) {
			return fmt.Errorf("command vs: expected \"computer\" or \"human\", got %s", typeOf(arg))
		}
		switch arg.String() {
		case "computer":
			s.SetOpponent(session.Computer)
		case "human":
			s.SetOpponent(session.Human)
		default:
			return fmt.Errorf("command vs: %s is not computer or human", notation.Quote(arg.String()))
		}
		return nil
	case "playto":
		// A move made from the panel (by keyboard): the position it leads to, which the
		// session checks is one move of the game from the position shown. (Scenes name
		// their own commands "move", "take"…: the explorer's names are unusual on purpose.)
		if !is(arg, js.TypeString) {
			return fmt.Errorf("command playto: expected the position after the move as a string, got %s", typeOf(arg))
		}
		return s.PlayTo(s.Frame().Version, arg.String())
	case "playtake":
		// A take typed into the panel, in a game whose moves take from one heap (Fibonacci
		// Nim): the amount, a whole number or its digits.
		amount, err := wholeArg("playtake", arg)
		if err != nil {
			return err
		}
		return s.PlayTake(s.Frame().Version, amount)
	case "export":
		// A picture of the board, made in the next frame and sent as nimscope:picture.
		switch {
		case is(arg, js.TypeUndefined), is(arg, js.TypeNull):
			return app.Export("")
		case is(arg, js.TypeString), is(arg, js.TypeNumber):
			return app.Export(js.Global().Get("String").Invoke(arg).String())
		}
		return fmt.Errorf("command export: expected \"png\", \"png:1024\", \"png:800x600\" or \"svg\", got %s", typeOf(arg))
	case "reveal":
		// values=hidden: the lecturer shows (true) or hides again (false) the values of the
		// position on the board, until it changes; the view model's revealed says so.
		on, _, err := boolArg("reveal", arg, false)
		if err != nil {
			return err
		}
		s.Reveal(on)
		return nil
	case "suspend":
		// An embed off-slide (slide:stop) stops drawing until it is back (slide:start).
		on, given, err := boolArg("suspend", arg, true)
		if err != nil {
			return err
		}
		app.SetPaused(on || !given && !app.Paused())
		return nil
	}
	switch {
	case is(arg, js.TypeUndefined), is(arg, js.TypeNull):
		return app.SceneCommand(name, "")
	case is(arg, js.TypeString), is(arg, js.TypeNumber), is(arg, js.TypeBoolean):
		// String(arg): Value.Call would panic on a primitive, which has no methods in Go's eyes.
		return app.SceneCommand(name, js.Global().Get("String").Invoke(arg).String())
	}
	return fmt.Errorf("command %s: expected a string, number or boolean argument, got %s", notation.Quote(name), typeOf(arg))
}

//go:build js && wasm

package main

import (
	"fmt"
	"sync"
	"syscall/js"

	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/session"
)

// words brings the session the words of the language it wants. The wasm carries no
// translations: the page (window.nimscopeWords, static/boot.js) fetches a language's
// catalog file, i18n/<lang>.txt, the first time it is wanted, and words loads it into
// web/i18n. Until then the session keeps writing in the language it was in.
type words struct {
	sess  *session.Session
	host  *host
	page  js.Value // window.nimscopeWords
	mu    sync.Mutex
	asked map[i18n.Lang]bool // guarded by mu
	got   js.Func            // the fetch's answer, {lang, text} or {lang, error}
}

func newWords(sess *session.Session, h *host) *words {
	w := &words{sess: sess, host: h, page: js.Global().Get("nimscopeWords"), asked: map[i18n.Lang]bool{}}
	// Lives as long as the page.
	w.got = js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			w.arrived(args[0])
		}
		return nil
	})
	return w
}

// preload loads the words the page fetched before Go started (its language, from the
// link's lang= or the browser's), so that the first view model, and an error about the
// link, are already written in it.
func (w *words) preload() {
	for _, l := range i18n.All {
		if _, ok := w.fetched(l); ok {
			w.ensure(l)
		}
	}
}

// fetched is l's catalog text when the page has it already.
func (w *words) fetched(l i18n.Lang) (string, bool) {
	if !is(w.page, js.TypeObject) {
		return "", false
	}
	loaded := w.page.Get("loaded")
	if !is(loaded, js.TypeObject) || !is(loaded.Get(string(l)), js.TypeString) {
		return "", false
	}
	return loaded.Get(string(l)).String(), true
}

// want has the words of the language the session wants brought in (ensure).
func (w *words) want() { w.ensure(w.sess.WantedLang()) }

// ensure loads l's words at once when the page has them (it fetched the page's language
// before Go started, and the panel fetches a link's language before it sets the link), and
// otherwise asks the page to fetch them. Once per language: a file that cannot be had, or
// read, is reported once.
func (w *words) ensure(l i18n.Lang) {
	if i18n.Loaded(l) || !w.first(l) {
		return
	}
	text, ok := w.fetched(l)
	switch {
	case ok:
		w.load(l, text)
	case !is(w.page, js.TypeObject) || !is(w.page.Get("fetch"), js.TypeFunction):
		w.host.Error("words", fmt.Sprintf("the words of %s cannot be fetched: the page has no window.nimscopeWords (static/boot.js); the explorer stays in %s", l, w.sess.Lang()))
	default:
		w.page.Call("fetch", string(l)).Call("then", w.got)
	}
}

// first reports whether l is asked for the first time. The game loop and the page's calls
// both ask.
func (w *words) first(l i18n.Lang) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.asked[l] {
		return false
	}
	w.asked[l] = true
	return true
}

// arrived takes the page's answer to a fetch.
func (w *words) arrived(answer js.Value) {
	if !is(answer, js.TypeObject) || !is(answer.Get("lang"), js.TypeString) {
		w.host.Error("words", "the page answered a fetch of words with "+typeOf(answer)+", not {lang, text}")
		return
	}
	l, ok := i18n.Parse(answer.Get("lang").String())
	switch {
	case !ok:
		w.host.Error("words", fmt.Sprintf("the page sent words of %q, which is not a language of the explorer", answer.Get("lang").String()))
	case is(answer.Get("text"), js.TypeString):
		w.load(l, answer.Get("text").String())
	case is(answer.Get("error"), js.TypeString):
		w.host.Error("words", fmt.Sprintf("the words of %s could not be loaded: %s; the explorer stays in %s", l, answer.Get("error").String(), w.sess.Lang()))
	default:
		w.host.Error("words", fmt.Sprintf("the page's answer for the words of %s has neither text nor error", l))
	}
}

// load installs l's catalog and has the session write its view model again.
func (w *words) load(l i18n.Lang, text string) {
	if err := i18n.Load(l, "i18n/"+string(l)+".txt", text); err != nil {
		w.host.Error("words", fmt.Sprintf("the words of %s could not be read: %v; the explorer stays in %s", l, err, w.sess.Lang()))
		return
	}
	w.sess.WordsLoaded()
}

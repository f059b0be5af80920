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
	sess   *session.Session
	host   *host
	page   js.Value // window.nimscopeWords
	mu     sync.Mutex
	states map[i18n.Lang]wordState // guarded by mu
	got    js.Func                 // the fetch's answer, {lang, text} or {lang, error}
}

func newWords(sess *session.Session, h *host) *words {
	w := &words{sess: sess, host: h, page: js.Global().Get("nimscopeWords"), states: map[i18n.Lang]wordState{}}
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
// otherwise asks the page to fetch them, once. Words that could not be had, or read, are
// reported once and not asked for again.
func (w *words) ensure(l i18n.Lang) {
	if i18n.Loaded(l) || w.state(l) == failed {
		return
	}
	if text, ok := w.fetched(l); ok {
		w.load(l, text)
		return
	}
	if w.state(l) == asked {
		return // on its way
	}
	if !is(w.page, js.TypeObject) || !is(w.page.Get("fetch"), js.TypeFunction) {
		w.fail(l, fmt.Sprintf("the words of %s cannot be fetched: the page has no window.nimscopeWords (static/boot.js)", l))
		return
	}
	w.set(l, asked)
	w.page.Call("fetch", string(l)).Call("then", w.got)
}

// wordState is how far a language's words have come, beyond i18n.Loaded.
type wordState int

const (
	notAsked wordState = iota
	asked              // the page is fetching them
	failed             // they could not be had or read: reported, not asked for again
)

// state and set read and write a language's state: the game loop and the page's calls
// both ask for words.
func (w *words) state(l i18n.Lang) wordState {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.states[l]
}

func (w *words) set(l i18n.Lang, st wordState) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.states[l] = st
}

// fail reports why l's words are missing, once, and what stays: message in English for a
// host page, and lang and kept, the languages, for the panel to say it in its own words.
func (w *words) fail(l i18n.Lang, why string) {
	w.set(l, failed)
	kept := string(w.sess.Lang())
	w.host.emit("error", js.ValueOf(map[string]any{"source": "words", "message": why + "; the explorer stays in " + kept, "lang": string(l), "kept": kept}))
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
		w.fail(l, fmt.Sprintf("the words of %s could not be loaded: %s", l, answer.Get("error").String()))
	default:
		w.host.Error("words", fmt.Sprintf("the page's answer for the words of %s has neither text nor error", l))
	}
}

// load installs l's catalog and has the session write its view model again.
func (w *words) load(l i18n.Lang, text string) {
	if err := i18n.Load(l, "i18n/"+string(l)+".txt", text); err != nil {
		w.fail(l, fmt.Sprintf("the words of %s could not be read: %v", l, err))
		return
	}
	w.sess.WordsLoaded()
}

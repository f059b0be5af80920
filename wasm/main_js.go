//go:build js && wasm

// Command wasm is nimscope in the browser: it reads the URL hash, exposes window.nimscope,
// and runs the Ebiten game. Build it with GOOS=js GOARCH=wasm (go run ./cmd/build does).
package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/session"
)

func main() {
	sess, err := start()
	host := newHost()
	host.words = newWords(sess, host)
	host.words.preload()
	if err != nil {
		// A link to another family's game (the address changed while the page loaded, or a
		// page whose modules do not say which serves it) loads the module that has it.
		if link, _, ok := sess.Elsewhere(locationHash()); !ok || !host.reload(link, locationHash()) {
			host.errorText("hash", err, sess.ErrorText(locationHash(), err))
		}
	}
	app := web.New(sess, host)
	newAPI(sess, host, app).install()
	watchPointer(app, host)
	watchMedia("(prefers-color-scheme: dark)", app.SetSystemDark)
	watchMedia("(prefers-reduced-motion: reduce)", app.SetReducedMotion)
	watchScale(host, sess)

	ebiten.SetScreenClearedEveryFrame(false) // idle frames keep the last picture
	ebiten.SetRunnableOnUnfocused(true)      // a lecture page keeps animating beside the slides
	if err := ebiten.RunGame(app); err != nil {
		host.Error("panic", fmt.Sprintf("the game stopped: %v", err))
		fmt.Fprintln(os.Stderr, "nimscope:", err)
	}
	select {} // the JS API keeps working even if the game loop ends
}

// start makes the session from the URL hash, as a page opened at that link (nothing to
// undo back to the default position), or at the default position when the hash is empty or
// not valid (the error says why, and the page shows it).
func start() (*session.Session, error) {
	sess, err := session.Open(defaultPosition(), locationHash())
	sess.SetBrowserLang(i18n.Prefer(browserLangs()))
	return sess, err // an error: the page says it came from the link
}

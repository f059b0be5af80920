// Package e2e holds nimscope's browser tests: they build the site once with
// cmd/build/internal/site, serve it with the real handler (so the CSP and the
// encodings are the ones a visitor gets), start one headless Chromium for the
// whole run and drive it with chromedp, one tab per test: a new one, or one an
// earlier test is done with, loaded with the test's own page (spareTabs).
//
// The tests need Debian's chromium at /usr/bin/chromium (apt-get install
// chromium); NIMSCOPE_CHROMIUM names another binary. Without it they are
// skipped, unless NIMSCOPE_BROWSER=require (as `make test` sets), which turns
// a missing browser into a failure. -short skips them too.
//
// Every tab records console errors, uncaught exceptions, failed requests, CSP
// violations and panics that Go reports; a test fails if there was any.
// Screenshots taken by the tests, and of any tab whose test failed, are kept in
// testdata/screenshots (ignored by git) for a human to look at.
package e2e

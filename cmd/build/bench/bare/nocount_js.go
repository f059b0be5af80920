//go:build js && wasm && !benchallocs

package main

// afterDraw does nothing in the baseline that is measured for size and start-up.
func afterDraw() {}

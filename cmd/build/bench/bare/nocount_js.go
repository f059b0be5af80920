//go:build js && wasm && !benchallocs

package main

// afterUpdate and afterDraw do nothing in the baseline that is measured for size and
// start-up.
func afterUpdate() {}

func afterDraw() {}

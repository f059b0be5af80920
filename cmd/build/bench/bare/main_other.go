//go:build !(js && wasm)

// Command bare is the baseline Ebiten app of the benchmarks; it runs only in a browser.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "bare: the benchmarks' baseline Ebiten app; build it with GOOS=js GOARCH=wasm (make bench does)")
	os.Exit(2)
}

//go:build !(js && wasm)

// Command wasm is nimscope in the browser; on other platforms it only says how to build it.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "wasm: nimscope's browser build; build it with GOOS=js GOARCH=wasm, or run: go run ./cmd/build serve")
	os.Exit(2)
}

//go:build js

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "bench: runs on the host, where it builds for js/wasm itself: go run ./cmd/build/bench")
	os.Exit(2)
}

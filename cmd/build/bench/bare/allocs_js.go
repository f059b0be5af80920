//go:build js && wasm && benchallocs

package main

import (
	"runtime"
	"syscall/js"
)

// snapshot is what nimscope.stats() returns in this build: the frames drawn and the heap
// allocations of the Go program (runtime.MemStats.Mallocs), read at the same moment twice
// a second, as nimscope's own stats() publishes them.
var snapshot struct{ frames, mallocs uint64 }

var frames uint64

func afterDraw() {
	if frames == 0 {
		// Lives as long as the page: never released.
		js.Global().Get("nimscope").Set("stats", js.FuncOf(func(js.Value, []js.Value) any {
			return map[string]any{
				"frames":  float64(snapshot.frames),
				"drawn":   float64(snapshot.frames),
				"mallocs": float64(snapshot.mallocs),
			}
		}))
	}
	frames++
	if frames%30 == 0 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		snapshot.frames, snapshot.mallocs = frames, m.Mallocs
	}
}

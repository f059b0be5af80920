//go:build js && wasm && benchallocs

package main

import (
	"runtime"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// snapshot is what nimscope.stats() returns in this build: the frames drawn, the ticks
// updated and the heap allocations of the Go program (runtime.MemStats.Mallocs), read at
// the same moment twice a second, as nimscope's own stats() publishes them.
var snapshot struct{ frames, updates, mallocs uint64 }

var frames, updates uint64

// afterUpdate counts the ticks: below 60 fps Ebiten runs more than one Update a frame, and
// it allocates in each (the bench weighs that; see cmd/build/bench, allocations).
func afterUpdate() { updates++ }

func afterDraw() {
	if frames == 0 {
		// Both live as long as the page: never released.
		api := js.Global().Get("nimscope")
		api.Set("stats", js.FuncOf(func(js.Value, []js.Value) any {
			return map[string]any{
				"frames":  float64(snapshot.frames),
				"drawn":   float64(snapshot.frames),
				"updates": float64(snapshot.updates),
				"mallocs": float64(snapshot.mallocs),
			}
		}))
		// setTPS(n) sets the ticks a second, so that the bench can count what a tick
		// allocates: the same frames with twice the ticks.
		api.Set("setTPS", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 1 && args[0].Type() == js.TypeNumber {
				ebiten.SetTPS(args[0].Int())
			}
			return nil
		}))
	}
	frames++
	if frames%30 == 0 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		snapshot.frames, snapshot.updates, snapshot.mallocs = frames, updates, m.Mallocs
	}
}

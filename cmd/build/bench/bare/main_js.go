//go:build js && wasm

// Command bare is the floor that nimscope's payload, start-up and idle cost are measured
// against (go run ./cmd/bench): an Ebiten game that fills the screen once per frame and does
// nothing else. It is built with the same toolchain and flags as the site.
//
// Like nimscope, it sets window.nimscope.ready and dispatches nimscope:ready in the Update
// that follows its first Draw, so one script times both from navigation to the first frame.
//
// Built with -tags benchallocs it also counts its heap allocations per frame (allocs_js.go),
// which is what Ebiten and syscall/js allocate by themselves; the payload and start-up are
// measured on the build without the tag.
package main

import (
	"image/color"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct{ drawn, told bool }

func (g *game) Update() error {
	afterUpdate()
	if g.drawn && !g.told {
		g.told = true
		w := js.Global()
		w.Get("nimscope").Set("ready", true)
		w.Call("dispatchEvent", w.Get("Event").New("nimscope:ready"))
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0xf6, 0xf4, 0xee, 0xff})
	g.drawn = true
	afterDraw()
}

func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	if err := ebiten.RunGame(&game{}); err != nil {
		panic(err)
	}
}

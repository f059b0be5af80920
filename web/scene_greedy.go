//go:build !family || family_heaps

package web

import (
	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/web/heapplay"
	"github.com/nimscope/nimscope/web/heapscene"
	"github.com/nimscope/nimscope/web/session"
)

func init() {
	registerScene(greedy.Name, func(f session.Frame) Scene {
		return heapscene.New(f, func(f session.Frame) heapplay.Game {
			return heapplay.NewGreedy(f.Pos.(greedy.Position), f.Hint)
		})
	})
}

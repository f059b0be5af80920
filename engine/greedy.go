//go:build !family || family_heaps

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
)

func init() {
	register(kind{greedy.Name, greedy.Keys(), game.Reader(greedy.FromQuery), greedy.Lists()})
}

//go:build !family || family_heaps

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/subtraction"
)

func init() {
	register(kind{subtraction.Name, subtraction.Keys(), game.Reader(subtraction.FromQuery), subtraction.Lists()})
}

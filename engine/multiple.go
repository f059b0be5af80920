//go:build !family || family_heaps

package engine

import (
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
)

func init() {
	register(kind{fibonacci.MultipleName, fibonacci.MultipleKeys(), game.Reader(fibonacci.MultipleFromQuery), nil})
}

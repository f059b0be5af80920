//go:build !family || family_heaps

package engine

import (
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
)

func init() { register(kind{fibonacci.Name, fibonacci.Keys(), game.Reader(fibonacci.FromQuery), nil}) }

//go:build !family || family_heaps

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/moore"
)

func init() { register(kind{moore.Name, moore.Keys(), game.Reader(moore.FromQuery), moore.Lists()}) }

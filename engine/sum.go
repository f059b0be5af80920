//go:build !family || family_sum

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/sum"
)

func init() { register(kind{sum.Name, sum.Keys(), game.Reader(sum.FromQuery)}) }

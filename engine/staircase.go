//go:build !family || family_coins

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/staircase"
)

func init() {
	register(kind{staircase.Name, staircase.Keys(), game.Reader(staircase.FromQuery), staircase.Lists()})
}

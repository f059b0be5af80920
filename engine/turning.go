//go:build !family || family_coins

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/turning"
)

func init() {
	register(kind{turning.Name, turning.Keys(), game.Reader(turning.FromQuery), turning.Lists()})
}

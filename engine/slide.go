//go:build !family || family_coins

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/slide"
)

func init() { register(kind{slide.Name, slide.Keys(), game.Reader(slide.FromQuery), slide.Lists()}) }

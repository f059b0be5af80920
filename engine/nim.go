package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
)

func init() { register(kind{nim.Name, nim.Keys(), game.Reader(nim.FromQuery), nim.Lists()}) }

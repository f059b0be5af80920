//go:build !family || family_hackenbush

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
)

func init() { register(kind{hackenbush.Name, hackenbush.Keys(), game.Reader(hackenbush.FromQuery)}) }

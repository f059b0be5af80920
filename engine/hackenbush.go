//go:build !family || family_hackenbush

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

func init() {
	register(kind{hackenbush.Name, hackenbush.Keys(), game.Reader(hackenbush.FromQuery), hackenbush.Lists()})
	warners[hackenbush.Name] = func(q notation.Query, p game.Position) []msg.Text {
		return hackenbush.Warnings(q, p.(hackenbush.Position))
	}
}

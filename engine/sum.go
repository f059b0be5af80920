//go:build !family || family_sum

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/sum"
)

func init() {
	register(kind{sum.Name, sum.Keys(), game.Reader(sum.FromQuery), sum.Lists()})
	// A Hackenbush component drops its floating edges as a lone graph does, and says so.
	warners[sum.Name] = func(q notation.Query, p game.Position) []msg.Text {
		return sum.Warnings(q, p.(sum.Position))
	}
}

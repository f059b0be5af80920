//go:build !family || family_coins

package web

import (
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/stairscene"
)

func init() {
	registerScene(staircase.Name, func(f session.Frame) Scene { return stairscene.NewStairs(f) })
}

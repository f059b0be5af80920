//go:build !family || family_coins

package web

import (
	"github.com/nimscope/nimscope/engine/turning"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/turnscene"
)

func init() {
	registerScene(turning.Name, func(f session.Frame) Scene { return turnscene.New(f) })
}

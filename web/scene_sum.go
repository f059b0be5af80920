//go:build !family || family_sum

package web

import (
	"github.com/nimscope/nimscope/engine/sum"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/sumscene"
)

func init() {
	registerScene(sum.Name, func(f session.Frame) Scene { return sumscene.New(f) })
}

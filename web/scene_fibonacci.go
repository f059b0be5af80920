//go:build !family || family_heaps

package web

import (
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/web/fibscene"
	"github.com/nimscope/nimscope/web/session"
)

func init() {
	registerScene(fibonacci.Name, func(f session.Frame) Scene { return fibscene.New(f) })
}

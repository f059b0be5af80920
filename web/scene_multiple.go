//go:build !family || family_heaps

package web

import (
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/web/fibscene"
	"github.com/nimscope/nimscope/web/session"
)

// The k-multiple game is Fibonacci Nim with another factor: the same scene draws it.
func init() {
	registerScene(fibonacci.MultipleName, func(f session.Frame) Scene { return fibscene.New(f) })
}

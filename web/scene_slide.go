//go:build !family || family_coins

package web

import (
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/stairscene"
)

func init() {
	registerScene(slide.Name, func(f session.Frame) Scene { return stairscene.NewSlide(f) })
}

//go:build !family || family_hackenbush

package web

import (
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/web/hackscene"
	"github.com/nimscope/nimscope/web/session"
)

func init() {
	registerScene(hackenbush.Name, func(f session.Frame) Scene { return hackscene.New(f) })
}

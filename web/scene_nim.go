package web

import (
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/web/nimscene"
	"github.com/nimscope/nimscope/web/session"
)

func init() {
	registerScene(nim.Name, func(f session.Frame) Scene { return nimscene.New(f) })
}

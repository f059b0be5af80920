//go:build !family || family_xor

package web

import (
	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/xorscene"
)

func init() {
	registerScene(xortable.Name, func(f session.Frame) Scene { return xorscene.New(f) })
}

//go:build !family || family_xor

package engine

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/xortable"
)

func init() {
	registerView(kind{xortable.Name, xortable.Keys(), game.Reader(xortable.FromQuery), nil},
		"it draws the table of x⊕y (or x⊗y with op=mul) for x, y below q; it has no moves, so no outcome to analyse")
}

package main

import (
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/session"
)

// defaultPosition is session.Default, parsed; the test beside it checks it parses.
func defaultPosition() nim.Position {
	q, err := notation.Parse(session.Default)
	if err != nil {
		panic(err)
	}
	p, err := nim.FromQuery(q)
	if err != nil {
		panic(err)
	}
	return p
}

package main

import (
	"testing"

	"github.com/nimscope/nimscope/web/session"
)

func TestDefaultPosition(t *testing.T) {
	if got := defaultPosition().String(); got != session.Default {
		t.Errorf("defaultPosition() = %q, want %q", got, session.Default)
	}
}

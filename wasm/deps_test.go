//go:build !(js && wasm)

package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoCatalogsInside: the browser build carries no translations (web/i18n/catalog, about
// 60 kB of brotli); the page fetches the language a visitor reads.
func TestNoCatalogsInside(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	cmd := exec.Command(goCmd, "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 || !strings.Contains(string(out), "github.com/nimscope/nimscope/web/i18n\n") {
		t.Fatalf("go list -deps gave %d packages, without web/i18n: not the browser build's list", len(deps))
	}
	for _, d := range deps {
		if d == "github.com/nimscope/nimscope/web/i18n/catalog" {
			t.Errorf("the browser build imports %s", d)
		}
	}
}

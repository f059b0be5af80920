package main

import (
	"archive/zip"
	"bytes"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args    string
		command string
		brotli  int
		addr    string
		err     string // "" for none; "help" for help
	}{
		{"", "build", 6, "", ""},
		{"build", "build", 6, "", ""},
		{"-out x -static y", "build", 6, "", ""},
		{"build -brotli 9", "build", 9, "", ""},
		{"serve", "serve", 6, "127.0.0.1:8080", ""},
		{"serve -addr 127.0.0.1:9000", "serve", 6, "127.0.0.1:9000", ""},
		{"dist", "dist", 11, "", ""},
		{"dist -brotli 5 -zip /tmp/n.zip", "dist", 5, "", ""},
		{"help", "", 0, "", "help"},
		{"-h", "", 0, "", "help"},
		{"serve -help", "", 0, "", "help"},
		{"deploy", "", 0, "", `unknown command "deploy"`},
		{"build extra", "", 0, "", `unexpected argument "extra"`},
		{"build -addr :80", "", 0, "", "-addr"},
		{"dist -nope", "", 0, "", "-nope"},
		{"-brotli 12", "", 0, "", "1..11"},
		{"-brotli -1", "", 0, "", "1..11"},
	}
	for _, tt := range tests {
		c, err := parseArgs(strings.Fields(tt.args))
		switch {
		case tt.err == "help":
			if c != nil || err != nil {
				t.Errorf("%q: %+v, %v; want help", tt.args, c, err)
			}
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q: error %v, want one with %q", tt.args, err, tt.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tt.args, err)
		case c.command != tt.command || c.brotli != tt.brotli || c.addr != tt.addr:
			t.Errorf("%q: command %q brotli %d addr %q, want %q %d %q", tt.args, c.command, c.brotli, c.addr, tt.command, tt.brotli, tt.addr)
		}
	}
}

func TestRunUsage(t *testing.T) {
	tests := []struct {
		args   []string
		status int
	}{
		{[]string{"-h"}, 0},
		{[]string{"help"}, 0},
		{[]string{"-bogus"}, 2},
		{[]string{"deploy"}, 2},
		{[]string{"build", "more"}, 2},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		if got := run(tt.args, &stdout, &stderr); got != tt.status {
			t.Errorf("run %q = %d, want %d (stderr %q)", tt.args, got, tt.status, stderr.String())
		}
		text := stdout.String() + stderr.String()
		for _, want := range []string{"usage: go run ./cmd/build", "serve", "dist", "-addr", "-out", "-static", "-brotli", "-zip"} {
			if !strings.Contains(text, want) {
				t.Errorf("run %q: the usage lacks %q", tt.args, want)
			}
		}
	}
}

// TestRunBuildAndDist runs the tool on a throwaway module. It compiles Go
// for js/wasm, so -short skips it.
func TestRunBuildAndDist(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Go for js/wasm; skipped with -short")
	}
	mod := t.TempDir()
	files := map[string]string{
		"go.mod":          "module example.com/tiny\n\ngo 1.24\n",
		"app/main.go":     "package main\n\nfunc main() {}\n",
		"web/index.html":  `<!doctype html><title>t</title><meta name="nimscope-wasm" content="nimscope.wasm" data-bytes="0"><script src="wasm_exec.js" defer></script><script src="boot.js" defer></script>`,
		"web/boot.js":     "console.log('boot');\n",
		"web/favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg"/>`,
		"bad/index.html":  `<!doctype html><meta name="nimscope-wasm" content="nimscope.wasm"><script src="gone.js"></script>`,
	}
	for name, data := range files {
		file := filepath.Join(mod, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(mod)

	var stdout, stderr bytes.Buffer
	if got := run([]string{"build", "-static", "web", "-pkg", "./app", "-out", "site"}, &stdout, &stderr); got != 0 {
		t.Fatalf("build: status %d\n%s", got, stderr.String())
	}
	if !strings.Contains(stderr.String(), "nimscope: wrote site in") || !strings.Contains(stderr.String(), "raw,") {
		t.Errorf("build printed:\n%s", stderr.String())
	}
	entries, err := os.ReadDir(filepath.Join(mod, "site"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	list := strings.Join(names, " ")
	for _, want := range []string{"index.html", "index.html.br", "index.html.gz", "favicon.svg", ".wasm.br", "wasm_exec."} {
		if !strings.Contains(list, want) {
			t.Errorf("site/ holds %s; want %s among them", list, want)
		}
	}

	stdout.Reset()
	stderr.Reset()
	if got := run([]string{"dist", "-static", "web", "-pkg", "./app", "-out", "site", "-brotli", "1"}, &stdout, &stderr); got != 0 {
		t.Fatalf("dist: status %d\n%s", got, stderr.String())
	}
	zr, err := zip.OpenReader(filepath.Join(mod, "nimscope.zip"))
	if err != nil {
		t.Fatalf("dist wrote no nimscope.zip beside site/: %v\n%s", err, stderr.String())
	}
	defer zr.Close()
	var index bool
	for _, f := range zr.File {
		index = index || f.Name == "index.html"
		if strings.HasPrefix(f.Name, "site/") || strings.HasPrefix(f.Name, "/") || strings.HasPrefix(f.Name, ".") {
			t.Errorf("zip entry %q is not at the top level of the site", f.Name)
		}
		if strings.HasSuffix(f.Name, ".gz") || strings.HasSuffix(f.Name, ".br") {
			t.Errorf("zip entry %q: the compressed copies are for servers that negotiate, not for an upload", f.Name)
		}
	}
	if !index {
		t.Error("the zip has no index.html at its top level")
	}

	// A dangling reference fails the build and leaves the old site.
	stderr.Reset()
	if got := run([]string{"-static", "bad", "-pkg", "./app", "-out", "site"}, &stdout, &stderr); got != 1 {
		t.Errorf("a build with a dangling reference: status %d, want 1", got)
	}
	if !strings.Contains(stderr.String(), `gone.js`) {
		t.Errorf("the error does not name the reference:\n%s", stderr.String())
	}
	if _, err := os.Stat(filepath.Join(mod, "site", "favicon.svg")); err != nil {
		t.Errorf("the failed build damaged the previous one: %v", err)
	}

	// serve with the port taken fails at once, naming the address.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	stderr.Reset()
	if got := run([]string{"serve", "-static", "web", "-pkg", "./app", "-out", "site", "-addr", ln.Addr().String()}, &stdout, &stderr); got != 1 {
		t.Errorf("serve on a busy port: status %d, want 1", got)
	}
	if !strings.Contains(stderr.String(), ln.Addr().String()) || !strings.Contains(stderr.String(), "-addr") {
		t.Errorf("serve on a busy port printed:\n%s", stderr.String())
	}
}

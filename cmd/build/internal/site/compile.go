package site

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/nimscope/nimscope/web/family"
)

// GoEnv is one go command and what it says about the module it runs in.
type GoEnv struct {
	Go         string // the go command
	GOROOT     string // its GOROOT, which holds the matching wasm_exec.js
	ModuleRoot string // the folder holding go.mod
}

// LookupGo asks the go command goCmd ("go" if empty), run in dir (the
// current folder if empty), for its GOROOT and the module root.
func LookupGo(ctx context.Context, goCmd, dir string) (GoEnv, error) {
	if goCmd == "" {
		goCmd = "go"
	}
	cmd := exec.CommandContext(ctx, goCmd, "env", "-json", "GOROOT", "GOMOD")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return GoEnv{}, fmt.Errorf("%s env: %w%s", goCmd, err, indent(stderr.String()))
	}
	var env struct{ GOROOT, GOMOD string }
	if err := json.Unmarshal(out, &env); err != nil {
		return GoEnv{}, fmt.Errorf("%s env: %w", goCmd, err)
	}
	if env.GOMOD == "" || env.GOMOD == os.DevNull {
		return GoEnv{}, errors.New("not inside a Go module: run the build from the nimscope folder")
	}
	if env.GOROOT == "" {
		return GoEnv{}, fmt.Errorf("%s env: empty GOROOT", goCmd)
	}
	return GoEnv{Go: goCmd, GOROOT: env.GOROOT, ModuleRoot: filepath.Dir(env.GOMOD)}, nil
}

// CodeFlags are the go build flags that decide the code of every wasm the project builds:
// the site (build, serve, dist, the browser tests) and both apps of the bench, so that what
// is measured is what ships. No file paths in the binary; and no inlining in nimscope's own
// packages (github.com/nimscope/nimscope/...): in js/wasm every call site is many bytes (each
// call is a resumable block of its function), so a body inlined into each caller costs far
// more there than natively. Without it the site's wasm is about 105 KB smaller in brotli.
// Hackenbush's drawing packages and engine keep inlining: they run in every frame of its
// Explain animation, whose frames took 1.7× as long without it. Ebiten, the standard library
// and the runtime are compiled as usual, and so is cmd/...: the bench's bare Ebiten app
// (cmd/build/bench/bare) gets exactly the code it always had. BENCHMARKS.md has the figures.
var CodeFlags = []string{
	"-trimpath",
	"-gcflags=github.com/nimscope/nimscope/...=-l",
	"-gcflags=github.com/nimscope/nimscope/web/hack...=",
	"-gcflags=github.com/nimscope/nimscope/engine/hackenbush=",
	"-gcflags=github.com/nimscope/nimscope/cmd/...=",
}

// StripFlags leave out the symbol table, DWARF and the wasm name section: smaller, and the
// code is the same.
const StripFlags = "-ldflags=-s -w"

// CompileWasm builds the main package pkg (a path such as "./wasm", read
// from the module root) for GOOS=js GOARCH=wasm with CodeFlags, StripFlags and
// the build tags given, and returns the wasm.
func (e GoEnv) CompileWasm(ctx context.Context, pkg string, tags ...string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "nimscope-wasm-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, WasmName)

	args := append([]string{"build"}, CodeFlags...)
	if len(tags) > 0 {
		args = append(args, "-tags="+strings.Join(tags, ","))
	}
	args = append(args, StripFlags, "-o", out, pkg)
	cmd := exec.CommandContext(ctx, e.Go, args...)
	cmd.Dir = e.ModuleRoot
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("compile %s for js/wasm%s: %w%s", pkg, tagsNote(tags), err, indent(output.String()))
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		return nil, fmt.Errorf("compile %s: the output is not WebAssembly (is it package main?)", pkg)
	}
	return wasm, nil
}

func tagsNote(tags []string) string {
	if len(tags) == 0 {
		return ""
	}
	return " with -tags " + strings.Join(tags, ",")
}

// CompileModules builds pkg once per family of games (web/family.All), each with its
// family's build tags, and returns the modules in family.All's order, each naming the
// games it serves (Nim first). The first is compiled alone: it compiles the packages
// every module shares (Ebiten, the standard library) into the build cache, which the
// others then read; those run side by side, as many at a time as there are CPUs.
func (e GoEnv) CompileModules(ctx context.Context, pkg string) ([]Module, error) {
	mods := make([]Module, len(family.All))
	compile := func(i int) error {
		f := family.All[i]
		w, err := e.CompileWasm(ctx, pkg, f.Tags()...)
		if err != nil {
			return fmt.Errorf("module %s: %w", f.Name, err)
		}
		mods[i] = Module{Name: f.Name, Games: append([]string{family.Nim}, f.Games...), Wasm: w}
		return nil
	}
	if err := compile(0); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make([]error, len(family.All))
	sem := make(chan struct{}, max(1, runtime.NumCPU()))
	var wg sync.WaitGroup
	for i := 1; i < len(family.All); i++ {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			if ctx.Err() != nil {
				return
			}
			if errs[i] = compile(i); errs[i] != nil {
				cancel()
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return nil, err
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return mods, nil
}

// WasmExec returns the wasm_exec.js of this go command's GOROOT, the one
// that matches the wasm it compiles.
func (e GoEnv) WasmExec() ([]byte, error) {
	data, err := os.ReadFile(filepath.Join(e.GOROOT, "lib", "wasm", WasmExecName))
	if err != nil {
		return nil, fmt.Errorf("read %s of the go command: %w", WasmExecName, err)
	}
	return data, nil
}

// indent returns s, if not empty, on its own lines indented under a message.
func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return ""
	}
	return "\n\t" + strings.ReplaceAll(s, "\n", "\n\t")
}

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
	"strings"
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

// CompileWasm builds the main package pkg (a path such as "./wasm", read
// from the module root) for GOOS=js GOARCH=wasm, without file paths and
// symbol tables, and returns the wasm.
func (e GoEnv) CompileWasm(ctx context.Context, pkg string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "nimscope-wasm-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, WasmName)

	cmd := exec.CommandContext(ctx, e.Go, "build", "-trimpath", "-ldflags=-s -w", "-o", out, pkg)
	cmd.Dir = e.ModuleRoot
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("compile %s for js/wasm: %w%s", pkg, err, indent(output.String()))
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

package site

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompile compiles a tiny throwaway module for js/wasm with the go
// command on PATH. It takes seconds, so -short skips it.
func TestCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Go for js/wasm; skipped with -short")
	}
	mod := t.TempDir()
	write := func(name, data string) {
		t.Helper()
		file := filepath.Join(mod, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/tiny\n\ngo 1.24\n")
	write("app/main.go", "package main\n\nfunc main() { println(\"nimscope\") }\n")
	write("lib/lib.go", "package lib\n\nconst X = 1\n")
	write("broken/main.go", "package main\n\nfunc main() { undefinedName() }\n")

	ctx := t.Context()
	env, err := LookupGo(ctx, "", filepath.Join(mod, "app"))
	if err != nil {
		t.Fatal(err)
	}
	if real, _ := filepath.EvalSymlinks(mod); env.ModuleRoot != mod && env.ModuleRoot != real {
		t.Errorf("ModuleRoot = %q, want %q", env.ModuleRoot, mod)
	}

	wasm, err := env.CompileWasm(ctx, "./app")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Errorf("the output starts %q, not with the wasm magic", wasm[:min(8, len(wasm))])
	}
	exec, err := env.WasmExec()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(exec, []byte("globalThis.Go")) {
		t.Errorf("%s does not define globalThis.Go", WasmExecName)
	}

	if _, err := env.CompileWasm(ctx, "./broken"); err == nil || !strings.Contains(err.Error(), "undefinedName") {
		t.Errorf("compiling a broken package: %v, want the compiler's message", err)
	}
	if _, err := env.CompileWasm(ctx, "./lib"); err == nil {
		t.Error("compiling a package that is not main: no error")
	}
	if _, err := LookupGo(ctx, "", t.TempDir()); err == nil || !strings.Contains(err.Error(), "module") {
		t.Errorf("LookupGo outside a module: %v, want an error about the module", err)
	}
}

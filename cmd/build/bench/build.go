//go:build !js

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
	"github.com/nimscope/nimscope/web/family"
)

// The packages compiled: the site's main package and the baseline's.
const (
	sitePkg = "./wasm"
	barePkg = "./cmd/build/bench/bare"
)

// builds is what the build step makes.
type builds struct {
	site, bare           []byte // built as the site is (site.GoEnv.CompileWasm): what is served and weighed
	siteNamed, bareNamed []byte // the same without site.StripFlags: the name section says which code is whose
	bareAllocs           []byte // the baseline with -tags benchallocs: it counts its allocations
	wasmExec             []byte
	sitePkgs, barePkgs   []string // the packages each is built from (go list -deps)
	// families are the site's package built once per family of games (web/family) with its
	// build tags, as the site is otherwise: the modules the site serves, one wasm each,
	// weighed by the payload step and loaded by the start-up step.
	families []familyWasm
}

// familyWasm is one family's module.
type familyWasm struct {
	family family.Family
	wasm   []byte
}

func (b *bench) build(ctx context.Context) error {
	start := time.Now()
	b.progress("compiling %s and %s for js/wasm (%s %s)…", sitePkg, barePkg, strings.Join(site.CodeFlags, " "), site.StripFlags)
	var bl builds
	var err error
	if bl.site, err = b.env.CompileWasm(ctx, sitePkg); err != nil {
		return err
	}
	if bl.bare, err = b.env.CompileWasm(ctx, barePkg); err != nil {
		return err
	}
	if bl.wasmExec, err = b.env.WasmExec(); err != nil {
		return err
	}
	b.progress("compiling the variants: both with symbol names, the baseline counting allocations…")
	if bl.siteNamed, err = b.compile(ctx, sitePkg, site.CodeFlags...); err != nil {
		return err
	}
	if bl.bareNamed, err = b.compile(ctx, barePkg, site.CodeFlags...); err != nil {
		return err
	}
	if bl.bareAllocs, err = b.compile(ctx, barePkg, append(slices.Clone(site.CodeFlags), site.StripFlags, "-tags=benchallocs")...); err != nil {
		return err
	}
	if bl.sitePkgs, err = b.deps(ctx, sitePkg); err != nil {
		return err
	}
	if bl.barePkgs, err = b.deps(ctx, barePkg); err != nil {
		return err
	}
	if !b.skip["payload"] || !b.skip["startup"] {
		if bl.families, err = b.compileFamilies(ctx); err != nil {
			return err
		}
	}
	b.builds = &bl
	b.progress("compiled in %.1fs", time.Since(start).Seconds())
	return nil
}

// compileFamilies builds the site's package once per family (web/family), with site.CodeFlags,
// site.StripFlags and the family's build tags: the wasm each family's module would serve. The
// packages the tags do not touch come from the build cache, so each is mostly a link; two run
// side by side.
func (b *bench) compileFamilies(ctx context.Context) ([]familyWasm, error) {
	start := time.Now()
	names := make([]string, len(family.All))
	for i, f := range family.All {
		names[i] = f.Name
	}
	b.progress("compiling one wasm per family of games (%s), each with -tags family,family_<name>…", strings.Join(names, ", "))
	out := make([]familyWasm, len(family.All))
	errs := make([]error, len(family.All))
	sem := make(chan struct{}, min(2, runtime.NumCPU()))
	var wg sync.WaitGroup
	for i, f := range family.All {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			flags := append(slices.Clone(site.CodeFlags), site.StripFlags, "-tags="+strings.Join(f.Tags(), ","))
			w, err := b.compile(ctx, sitePkg, flags...)
			if err != nil {
				errs[i] = fmt.Errorf("the %s family's module: %w", f.Name, err)
			}
			out[i] = familyWasm{family: f, wasm: w}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	b.progress("compiled the families' modules in %.1fs", time.Since(start).Seconds())
	return out, nil
}

// compile builds pkg for js/wasm with the given flags and returns the wasm.
func (b *bench) compile(ctx context.Context, pkg string, flags ...string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "nimscope-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "out.wasm")
	args := append([]string{"build"}, flags...)
	args = append(args, "-o", out, pkg)
	if _, err := b.goJS(ctx, args...); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

// deps lists the import paths pkg is built from for js/wasm, itself included.
func (b *bench) deps(ctx context.Context, pkg string) ([]string, error) {
	out, err := b.goJS(ctx, "list", "-deps", "-f", "{{.ImportPath}}", pkg)
	if err != nil {
		return nil, err
	}
	return strings.Fields(string(out)), nil
}

// goJS runs the go command in the module root with GOOS=js GOARCH=wasm.
func (b *bench) goJS(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, b.env.Go, args...)
	cmd.Dir = b.env.ModuleRoot
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.Bytes(), nil
}

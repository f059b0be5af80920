//go:build !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/nimscope/nimscope/cmd/build/bench/internal/gobench"
	"github.com/nimscope/nimscope/cmd/build/bench/internal/report"
	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

// engineBudget is a benchmark the issues name, with its budget. The benchmark is the
// worst of the results whose names match.
type engineBudget struct {
	measure string
	pkg     string         // the package's last path elements
	name    *regexp.Regexp // benchmark names, sub-benchmarks included
	wasm    bool           // the budget is for js/wasm under node, not native
	limitNs float64
}

var engineBudgets = []engineBudget{
	{"Grundy table, N = 10^6, |set| = 8 (issue 3)", "engine/subtraction", regexp.MustCompile(`^BenchmarkTable$`), false, 20e6},
	{"Fibonacci / k-multiple winning move, n < 2^53, k ≤ 1000, worst k (issue 3)", "engine/fibonacci", regexp.MustCompile(`^BenchmarkWinningTakes/k=\d+/warm$`), false, 5e3},
	{"Moore's Nim-k, 1000 heaps, outcome and a winning move, worst k (issue 3)", "engine/moore", regexp.MustCompile(`^BenchmarkMooreMove/1000x`), false, 1e6},
	{"Green Hackenbush value, 2·10^5 edges (issue 4)", "engine/hackenbush", regexp.MustCompile(`^BenchmarkHackenbush200000$`), false, 20e6},
	{"Green Hackenbush value, 2000 edges (issue 4)", "engine/hackenbush", regexp.MustCompile(`^BenchmarkHackenbush2000$`), true, 1e6},
}

// wasmBenchmarks are run under node: those with a wasm budget, and the other budgeted ones
// so their cost in the browser is known too.
var wasmBenchmarks = []struct{ pkg, pattern string }{
	{"./engine/hackenbush", `^BenchmarkHackenbush(2000|200000)$`},
	{"./engine/subtraction", `^BenchmarkTable$`},
	{"./engine/fibonacci", `^BenchmarkWinningTakes$`},
	{"./engine/moore", `^BenchmarkMooreMove$`},
}

func (b *bench) engine(ctx context.Context) error {
	start := time.Now()
	b.progress("engine benchmarks, native: go test -run '^$' -bench . -benchmem -benchtime %s ./engine/...", b.benchtime)
	native, err := b.goBench(ctx, nil, "-benchmem", "-bench", ".", "./engine/...")
	if err != nil {
		return err
	}
	b.progress("  %d results in %.0fs", len(native), time.Since(start).Seconds())

	var wasm []gobench.Result
	node, nodeErr := exec.LookPath("node")
	switch {
	case b.skip["wasm"]:
		b.rep.Note("The engine's wasm benchmarks were skipped (-skip wasm).")
	case nodeErr != nil:
		b.rep.Note("node is not installed, so the engine's benchmarks did not run as js/wasm (apt-get install nodejs); the wasm rows are skipped.")
	default:
		start := time.Now()
		exec := filepath.Join(b.env.GOROOT, "lib", "wasm", "go_js_wasm_exec")
		b.progress("engine benchmarks, js/wasm under %s (%s)…", node, strings.Join(site.CodeFlags, " "))
		for _, w := range wasmBenchmarks {
			// Compiled as the site's wasm is (site.CodeFlags): the code that ships.
			args := append(slices.Clone(site.CodeFlags), "-exec", exec, "-bench", w.pattern, w.pkg)
			res, err := b.goBench(ctx, []string{"GOOS=js", "GOARCH=wasm"}, args...)
			if err != nil {
				return err
			}
			wasm = append(wasm, res...)
		}
		b.progress("  %d results in %.0fs", len(wasm), time.Since(start).Seconds())
	}

	for _, eb := range engineBudgets {
		results := native
		where := "native"
		if eb.wasm {
			results, where = wasm, "js/wasm, node"
		}
		worst, name, ok := worstOf(results, eb.pkg, eb.name)
		r := report.Row{Area: "engine", Measure: fmt.Sprintf("%s, %s", eb.measure, where), Budget: "≤ " + report.Duration(eb.limitNs)}
		switch {
		case ok:
			r.Site = report.Duration(worst)
			r.Verdict, r.Margin = report.Check(worst, eb.limitNs)
			r.Values = map[string]float64{"nsPerOp": worst}
			if w, _, ok := worstOf(wasm, eb.pkg, eb.name); ok && !eb.wasm {
				r.Site += fmt.Sprintf(" (wasm %s)", report.Duration(w))
				r.Values["wasmNsPerOp"] = w
			}
			r.Measure += " — " + strings.TrimPrefix(name, "Benchmark")
		case eb.wasm && len(wasm) == 0:
			r.Site, r.Verdict = "not run (no node)", report.Skip
		default:
			r.Site, r.Verdict = "benchmark not found", report.Skip
		}
		b.rep.Add(r)
	}
	b.rep.Engine = mergeBenches(native, wasm)
	return nil
}

// worstOf is the slowest result of pkg whose name matches.
func worstOf(results []gobench.Result, pkg string, name *regexp.Regexp) (ns float64, which string, ok bool) {
	for _, r := range results {
		if !(r.Pkg == pkg || strings.HasSuffix(r.Pkg, "/"+pkg)) || !name.MatchString(r.Name) {
			continue
		}
		if v, has := r.NsPerOp(); has && (!ok || v > ns) {
			ns, which, ok = v, r.Name, true
		}
	}
	return ns, which, ok
}

// goBench runs go test -run '^$' -benchtime … with args in the module root and parses the
// results. A failing package is noted; its results so far are kept.
func (b *bench) goBench(ctx context.Context, env []string, args ...string) ([]gobench.Result, error) {
	full := append([]string{"test", "-run", "^$", "-benchtime", b.benchtime}, args...)
	cmd := exec.CommandContext(ctx, b.env.Go, full...)
	cmd.Dir = b.env.ModuleRoot
	cmd.Env = append(os.Environ(), env...)
	var out, stderr bytes.Buffer
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, &stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			out.WriteString(line + "\n")
			if strings.HasPrefix(line, "ok ") || strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "--- FAIL") {
				b.progress("  %s", strings.Join(strings.Fields(line), " "))
			}
		}
		io.Copy(io.Discard, pr)
	}()
	err := cmd.Wait()
	pw.Close()
	<-done
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		b.rep.Note("go %s failed (%v): %s", strings.Join(full, " "), err, shorten(strings.TrimSpace(stderr.String()+"\n"+lastLines(out.String(), 5)), 600))
	}
	return gobench.Parse(&out)
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// mergeBenches puts the native and wasm results of each benchmark on one line, by package
// and name.
func mergeBenches(native, wasm []gobench.Result) []report.Bench {
	type key struct{ pkg, name string }
	byKey := map[key]*report.Bench{}
	var order []key
	add := func(r gobench.Result, isWasm bool) {
		k := key{strings.TrimPrefix(r.Pkg, "github.com/nimscope/nimscope/"), r.Name}
		e := byKey[k]
		if e == nil {
			e = &report.Bench{Pkg: k.pkg, Name: k.name}
			byKey[k] = e
			order = append(order, k)
		}
		ns, _ := r.NsPerOp()
		if isWasm {
			e.WasmNs = ns
			return
		}
		e.NativeNs = ns
		if a, ok := r.Metrics["allocs/op"]; ok {
			e.AllocsOp, e.HasAllocs = a, true
		}
	}
	for _, r := range native {
		add(r, false)
	}
	for _, r := range wasm {
		add(r, true)
	}
	sort.SliceStable(order, func(i, j int) bool { return order[i].pkg < order[j].pkg })
	out := make([]report.Bench, 0, len(order))
	for _, k := range order {
		out = append(out, *byKey[k])
	}
	return out
}

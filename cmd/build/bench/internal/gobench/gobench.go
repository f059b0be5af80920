// Package gobench reads the output of `go test -bench`: one Result per benchmark line,
// with the package it ran in.
package gobench

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// Result is one benchmark line.
type Result struct {
	Pkg   string // the import path from the "pkg:" line before it
	GOOS  string // from the "goos:" line
	Name  string // BenchmarkTable/sub, without the -GOMAXPROCS suffix
	Procs int    // the suffix, 1 when there is none (js/wasm prints none)
	N     int    // iterations
	// Metrics maps each unit to its value: "ns/op", "B/op", "allocs/op" and any the
	// benchmark reports itself ("winning", "steps").
	Metrics map[string]float64
}

// NsPerOp returns the time per operation, and whether the line had one.
func (r Result) NsPerOp() (float64, bool) {
	v, ok := r.Metrics["ns/op"]
	return v, ok
}

// Parse reads the output of one or more `go test -bench` runs. Lines that are not
// benchmark results (PASS, ok, logs, "--- BENCH:") are skipped.
func Parse(r io.Reader) ([]Result, error) {
	var out []Result
	var pkg, goos string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "pkg: "):
			pkg = strings.TrimSpace(strings.TrimPrefix(line, "pkg: "))
			continue
		case strings.HasPrefix(line, "goos: "):
			goos = strings.TrimSpace(strings.TrimPrefix(line, "goos: "))
			continue
		case !strings.HasPrefix(line, "Benchmark"):
			continue
		}
		if res, ok := parseLine(line); ok {
			res.Pkg, res.GOOS = pkg, goos
			out = append(out, res)
		}
	}
	return out, sc.Err()
}

// parseLine reads "BenchmarkX-8   1000   1234 ns/op   56 B/op   7 allocs/op".
func parseLine(line string) (Result, bool) {
	f := strings.Fields(line)
	if len(f) < 4 || len(f)%2 != 0 {
		return Result{}, false
	}
	n, err := strconv.Atoi(f[1])
	if err != nil {
		return Result{}, false
	}
	r := Result{Name: f[0], Procs: 1, N: n, Metrics: make(map[string]float64, (len(f)-2)/2)}
	if i := strings.LastIndexByte(r.Name, '-'); i > 0 {
		if p, err := strconv.Atoi(r.Name[i+1:]); err == nil && p > 0 {
			r.Name, r.Procs = r.Name[:i], p
		}
	}
	for i := 2; i+1 < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return Result{}, false
		}
		r.Metrics[f[i+1]] = v
	}
	return r, true
}

// Find returns the first result of the package whose path ends in pkg (a whole path
// element) and whose name is name.
func Find(results []Result, pkg, name string) (Result, bool) {
	for _, r := range results {
		if r.Name == name && (r.Pkg == pkg || strings.HasSuffix(r.Pkg, "/"+pkg)) {
			return r, true
		}
	}
	return Result{}, false
}

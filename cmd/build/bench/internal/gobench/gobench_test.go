package gobench

import (
	"strings"
	"testing"
)

const output = `goos: linux
goarch: amd64
pkg: github.com/nimscope/nimscope/engine/hackenbush
cpu: AMD EPYC
BenchmarkHackenbush200000-2   	      97	  11711447 ns/op	 7373025 B/op	      31 allocs/op
BenchmarkHackenbushHint/2000edges-2        	      16	 125942722 ns/op	  536237 B/op	     133 allocs/op
PASS
ok  	github.com/nimscope/nimscope/engine/hackenbush	10.499s
goos: linux
goarch: amd64
pkg: github.com/nimscope/nimscope/engine/moore
BenchmarkMooreAnalyze/3x1e+07/k=2-2       	    2524	    500581 ns/op	      2265 steps	         1.000 winning	  300665 B/op	    7753 allocs/op
--- BENCH: BenchmarkMooreAnalyze/3x1e+07/k=2-2
    bench_test.go:65: note: grundy: not known for k ≥ 2 beyond small positions
BenchmarkPeriod/no-period-64-2         	      15	  79803207 ns/op	         0 period	         0 preperiod
goos: js
goarch: wasm
pkg: github.com/nimscope/nimscope/engine/hackenbush
BenchmarkHackenbush2000 	     336	    941063 ns/op	  109800 B/op	      20 allocs/op
BenchmarkBroken-2  	 garbage
`

func TestParse(t *testing.T) {
	got, err := Parse(strings.NewReader(output))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 5 {
		t.Fatalf("%d results, want 5: %+v", len(got), got)
	}
	r := got[0]
	if r.Pkg != "github.com/nimscope/nimscope/engine/hackenbush" || r.GOOS != "linux" || r.Name != "BenchmarkHackenbush200000" ||
		r.Procs != 2 || r.N != 97 || r.Metrics["ns/op"] != 11711447 || r.Metrics["allocs/op"] != 31 {
		t.Errorf("first result = %+v", r)
	}
	if m := got[2]; m.Name != "BenchmarkMooreAnalyze/3x1e+07/k=2" || m.Metrics["steps"] != 2265 || m.Metrics["winning"] != 1 {
		t.Errorf("custom metrics: %+v", m)
	}
	w, ok := Find(got, "hackenbush", "BenchmarkHackenbush2000")
	if !ok || w.GOOS != "js" || w.Procs != 1 {
		t.Errorf("Find wasm result = %+v, %v", w, ok)
	}
	if ns, ok := w.NsPerOp(); !ok || ns != 941063 {
		t.Errorf("NsPerOp = %v, %v", ns, ok)
	}
	if _, ok := Find(got, "ackenbush", "BenchmarkHackenbush2000"); ok {
		t.Error("Find matched part of a path element")
	}
}

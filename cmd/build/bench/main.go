//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/nimscope/nimscope/cmd/build/bench/internal/report"
	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

const usage = `usage: go run ./cmd/build/bench [flags]

Builds the site's wasm and a bare Ebiten app (cmd/build/bench/bare) with the same go
command and flags, measures both in headless Chromium, runs the engine's benchmarks, and
prints one table. Progress goes to standard error, the table to standard output.

Flags:
  -static DIR       the site's sources (default <module>/static)
  -out FILE         the Markdown report (default <module>/bench.out.md); the JSON
                    report is written beside it with the extension .json
  -skip LIST        parts to leave out, comma-separated: payload, startup, scenes,
                    engine, wasm (the engine's wasm benchmarks under node)
  -loads N          loads of each timed page and of the bare app for the start-up
                    medians (default 5)
  -brotli Q         brotli quality for the payload (default 11, as dist uses)
  -idle D           how long each app is left idle (default 10s)
  -scenes SUBSTR    measure only the scene rows whose name contains SUBSTR (any case),
                    beside the bare app; e.g. -scenes Hackenbush
  -benchtime D      go test -benchtime for the engine's benchmarks (default 300ms)
  -chromium PATH    the browser (default $NIMSCOPE_CHROMIUM or /usr/bin/chromium)
  -trace DIR        write the DevTools trace of the start-up's traced load of each page
                    (the one that counts the code compiled before the first frame) to
                    DIR/<page>.json, for DevTools' Performance panel or ui.perfetto.dev
  -profile D        after each scene, record a CPU profile of it for D (e.g. 30s) in a
                    page served with the wasm with symbol names, and list the top
                    functions by self and by inclusive time in the details (the raw
                    profile is saved beside the report as .cpuprofile)
  -profile-phase P  what the profile records: steady (default: the pointer only moving)
                    or drive (the frame-cost phase, with its moves, undos and hints)
`

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// config is what the command line asks for.
type config struct {
	static    string
	out       string
	skip      map[string]bool
	loads     int
	brotli    int
	idle      time.Duration
	benchtime string
	chromium  string
	scenes    string        // a part of the names of the scene rows to measure; "" for all
	profile   time.Duration // how long to profile each scene (profile.go); 0 for not at all
	phase     string        // the phase the profile records: "steady" or "drive"
	traceDir  string        // where the start-up's traced loads are saved; "" for nowhere
}

var parts = []string{"payload", "startup", "scenes", "engine", "wasm"}

func parseArgs(args []string) (*config, error) {
	c := &config{skip: make(map[string]bool)}
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	skip := fs.String("skip", "", "")
	fs.StringVar(&c.out, "out", "", "")
	fs.StringVar(&c.static, "static", "", "")
	fs.IntVar(&c.loads, "loads", 5, "")
	fs.IntVar(&c.brotli, "brotli", site.BestBrotliQuality, "")
	fs.DurationVar(&c.idle, "idle", 10*time.Second, "")
	fs.StringVar(&c.benchtime, "benchtime", "300ms", "")
	fs.StringVar(&c.chromium, "chromium", "", "")
	fs.StringVar(&c.scenes, "scenes", "", "")
	fs.DurationVar(&c.profile, "profile", 0, "")
	fs.StringVar(&c.phase, "profile-phase", "steady", "")
	fs.StringVar(&c.traceDir, "trace", "", "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, nil
		}
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	for _, p := range strings.Split(*skip, ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		known := false
		for _, q := range parts {
			known = known || p == q
		}
		if !known {
			return nil, fmt.Errorf("-skip: %q is not one of %s", p, strings.Join(parts, ", "))
		}
		c.skip[p] = true
	}
	if c.loads < 1 {
		return nil, fmt.Errorf("-loads %d: at least 1", c.loads)
	}
	if c.brotli < 1 || c.brotli > site.BestBrotliQuality {
		return nil, fmt.Errorf("-brotli %d: the quality is 1..%d", c.brotli, site.BestBrotliQuality)
	}
	if c.idle < time.Second {
		return nil, fmt.Errorf("-idle %s: at least 1s", c.idle)
	}
	if c.profile < 0 || c.profile > 0 && c.profile < time.Second {
		return nil, fmt.Errorf("-profile %s: at least 1s (or 0 for no profile)", c.profile)
	}
	if c.phase != "steady" && c.phase != "drive" {
		return nil, fmt.Errorf("-profile-phase %q: steady or drive", c.phase)
	}
	if c.traceDir != "" && c.skip["startup"] {
		return nil, errors.New("-trace: the traced loads are the start-up's; do not skip startup")
	}
	if _, err := pickScenes(sceneTable, c.scenes); err != nil {
		return nil, err
	}
	if c.chromium == "" {
		c.chromium = os.Getenv("NIMSCOPE_CHROMIUM")
	}
	if c.chromium == "" {
		c.chromium = "/usr/bin/chromium"
	}
	return c, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	c, err := parseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n\n%s", err, usage)
		return 2
	}
	if c == nil {
		fmt.Fprint(stdout, usage)
		return 0
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	b := &bench{config: c, log: stderr, start: time.Now()}
	if err := b.run(ctx); err != nil {
		if ctx.Err() != nil {
			err = errors.New("interrupted")
		}
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	fmt.Fprint(stdout, b.rep.Table())
	pass, fail := b.rep.Counts()
	fmt.Fprintf(stdout, "\n%d budgets pass, %d fail. The details (where the size goes, every engine benchmark, notes) are in %s.\n",
		pass, fail, display(b.out))
	return 0
}

// bench is one run.
type bench struct {
	*config
	log   io.Writer
	start time.Time
	env   site.GoEnv
	rep   report.Report

	builds *builds     // what the build step made
	wasm   *compressed // the wasm files as dist serves them, once the payload step ran
}

// progress prints a line to standard error, with the time since the start.
func (b *bench) progress(format string, args ...any) {
	fmt.Fprintf(b.log, "bench %5.1fs: %s\n", time.Since(b.start).Seconds(), fmt.Sprintf(format, args...))
}

func (b *bench) run(ctx context.Context) error {
	env, err := site.LookupGo(ctx, "go", "")
	if err != nil {
		return err
	}
	b.env = env
	if b.out == "" {
		b.out = filepath.Join(env.ModuleRoot, "bench.out.md")
	}
	if b.static == "" {
		b.static = filepath.Join(env.ModuleRoot, "static")
	}
	b.rep.Date = b.start
	b.rep.Machine = machine(ctx, env)
	b.progress("%s, %d cores, load %.2f; %s", b.rep.Machine.CPU, b.rep.Machine.Cores, b.rep.Machine.LoadBefore, b.rep.Machine.Go)

	needBrowser := !b.skip["startup"] || !b.skip["scenes"]
	if !b.skip["payload"] || needBrowser {
		if err := b.build(ctx); err != nil {
			return err
		}
	}
	if !b.skip["payload"] {
		if err := b.payload(ctx); err != nil {
			return err
		}
	}
	if needBrowser {
		if err := b.browse(ctx); err != nil {
			return err
		}
	}
	if !b.skip["engine"] {
		if err := b.engine(ctx); err != nil {
			return err
		}
	}
	b.rep.SortByArea("payload", "start-up", "frame cost", "frame rate", "allocations", "idle", "engine")
	b.rep.Machine.LoadAfter = loadAverage()
	b.rep.Duration = time.Since(b.start)
	return b.write()
}

// write saves the Markdown and JSON reports.
func (b *bench) write() error {
	md := "# nimscope benchmarks\n\n" + b.rep.Markdown()
	if err := os.WriteFile(b.out, []byte(md), 0o644); err != nil {
		return err
	}
	data, err := b.rep.JSON()
	if err != nil {
		return err
	}
	jsonFile := strings.TrimSuffix(b.out, filepath.Ext(b.out)) + ".json"
	if err := os.WriteFile(jsonFile, append(data, '\n'), 0o644); err != nil {
		return err
	}
	b.progress("wrote %s and %s", display(b.out), display(jsonFile))
	return nil
}

// display returns file relative to the current folder where that is shorter.
func display(file string) string {
	wd, err := os.Getwd()
	if err != nil {
		return file
	}
	if rel, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return file
}

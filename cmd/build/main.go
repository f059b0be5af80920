// Command build compiles nimscope to WebAssembly and assembles the web site
// in dist/: minified, with content-hashed names, precompressed. It can also
// serve the result, and pack it as a zip for upload. Run it with -h for the
// commands and flags.
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

	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

const usage = `usage: go run ./cmd/build [command] [flags]

Commands:
  build   (the default) compile ./wasm for js/wasm, once per family of games
          (web/family: nimscope-<family>.wasm, which a page loads only when
          its link shows one of the family's games), and write the site to
          dist/: static/ minified, scripts, style sheets and the wasm modules
          renamed to name.<hash>.ext, .gz and .br copies beside every text
          file
  serve   build, then serve dist/ on -addr until interrupted (Ctrl-C)
  dist    build with the best brotli compression, then write nimscope.zip
          beside dist/ holding what dist/ holds but the .gz and .br copies
          (a plain host sends files as they are), for upload to a web
          server or a learning platform; examples/lecture.html is in it
  help    print this text

Relative paths are relative to the current folder; the defaults are in the
module root (the folder of go.mod).

Flags:
  -static DIR       the site's sources (default <module>/static)
  -out DIR          the folder to write; replaced whole on every build, and
                    only if it is empty or written by this tool
                    (default <module>/dist)
  -pkg PACKAGE      the main package to compile once per family, from the
                    module root (default ./wasm)
  -brotli QUALITY   brotli quality 1..11 (default 6 for build and serve,
                    11 for dist)
  -addr HOST:PORT   serve: the address to listen on (default 127.0.0.1:8080)
  -zip FILE         dist: the zip file to write (default nimscope.zip beside
                    the -out folder)
`

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// config is what the command line asks for.
type config struct {
	command string
	static  string
	out     string
	pkg     string
	brotli  int
	addr    string
	zip     string
}

// parseArgs reads the command line. A nil config with a nil error means
// help was asked for.
func parseArgs(args []string) (*config, error) {
	c := &config{command: "build"}
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		c.command, args = args[0], args[1:]
	}
	switch c.command {
	case "build", "serve", "dist":
	case "help":
		return nil, nil
	default:
		return nil, fmt.Errorf("unknown command %q", c.command)
	}

	fs := flag.NewFlagSet(c.command, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.static, "static", "", "")
	fs.StringVar(&c.out, "out", "", "")
	fs.StringVar(&c.pkg, "pkg", "./wasm", "")
	fs.IntVar(&c.brotli, "brotli", 0, "")
	if c.command == "serve" {
		fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "")
	}
	if c.command == "dist" {
		fs.StringVar(&c.zip, "zip", "", "")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, nil
		}
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.brotli == 0 {
		c.brotli = site.DefaultBrotliQuality
		if c.command == "dist" {
			c.brotli = site.BestBrotliQuality
		}
	}
	if c.brotli < 1 || c.brotli > site.BestBrotliQuality {
		return nil, fmt.Errorf("-brotli %d: the quality is 1..%d", c.brotli, site.BestBrotliQuality)
	}
	return c, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	c, err := parseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "nimscope: %v\n\n%s", err, usage)
		return 2
	}
	if c == nil {
		fmt.Fprint(stdout, usage)
		return 0
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := c.run(ctx, stdout, stderr); err != nil {
		if ctx.Err() != nil {
			err = errors.New("interrupted")
		}
		fmt.Fprintf(stderr, "nimscope: %v\n", err)
		return 1
	}
	return 0
}

func (c *config) run(ctx context.Context, stdout, stderr io.Writer) error {
	env, err := site.LookupGo(ctx, "go", "")
	if err != nil {
		return err
	}
	if c.static == "" {
		c.static = filepath.Join(env.ModuleRoot, "static")
	}
	if c.out == "" {
		c.out = filepath.Join(env.ModuleRoot, "dist")
	}
	if c.zip == "" {
		c.zip = filepath.Join(filepath.Dir(filepath.Clean(c.out)), "nimscope.zip")
	}

	if c.command == "serve" {
		// Listen first: a busy port should not cost a build.
		ln, err := site.Listen(c.addr)
		if err != nil {
			return err
		}
		defer ln.Close()
		if _, err := c.build(ctx, env, stderr); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "nimscope: serving %s\n", site.URL(ln))
		return site.Serve(ctx, ln, site.Handler(site.RootFS(c.out)))
	}

	s, err := c.build(ctx, env, stderr)
	if err != nil {
		return err
	}
	if c.command == "dist" {
		start := time.Now()
		if err := s.WriteZipFile(c.zip, start); err != nil {
			return fmt.Errorf("write %s: %w", c.zip, err)
		}
		info, err := os.Stat(c.zip)
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "nimscope: wrote %s (%d bytes) in %s\n", display(c.zip), info.Size(), seconds(time.Since(start)))
	}
	return nil
}

// build compiles the wasm, assembles the site and writes it to c.out.
func (c *config) build(ctx context.Context, env site.GoEnv, stderr io.Writer) (*site.Site, error) {
	if info, err := os.Stat(c.static); err != nil || !info.IsDir() {
		return nil, fmt.Errorf("the static folder %s is not there", c.static)
	}
	start := time.Now()
	modules, err := env.CompileModules(ctx, c.pkg)
	if err != nil {
		return nil, err
	}
	wasmExec, err := env.WasmExec()
	if err != nil {
		return nil, err
	}
	compiled := time.Now()
	static := os.DirFS(c.static)
	s, err := site.AssembleModules(static, modules, wasmExec, site.Options{BrotliQuality: c.brotli, Offline: site.HasServiceWorker(static)})
	if err != nil {
		return nil, err
	}
	if err := s.WriteDir(c.out); err != nil {
		return nil, fmt.Errorf("write %s: %w", c.out, err)
	}
	done := time.Now()
	for _, w := range s.Warnings {
		fmt.Fprintf(stderr, "nimscope: warning: %s\n", w)
	}
	fmt.Fprintf(stderr, "nimscope: wrote %s in %s (compile %s, assemble %s)\n",
		display(c.out), seconds(done.Sub(start)), seconds(compiled.Sub(start)), seconds(done.Sub(compiled)))
	fmt.Fprintf(stderr, "nimscope: %s\n", s.Summary())
	return s, nil
}

// display returns file relative to the current folder where that is shorter.
func display(file string) string {
	wd, err := os.Getwd()
	if err != nil {
		return file
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return file
	}
	if rel, err := filepath.Rel(wd, abs); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return abs
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.1fs", d.Seconds()) }

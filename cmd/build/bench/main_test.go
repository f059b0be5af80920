//go:build !js

package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
	"github.com/nimscope/nimscope/engine"
)

func TestParseArgs(t *testing.T) {
	c, err := parseArgs([]string{"-skip", "engine, wasm", "-loads", "3", "-idle", "5s"})
	if err != nil {
		t.Fatal(err)
	}
	if !c.skip["engine"] || !c.skip["wasm"] || c.skip["payload"] || c.loads != 3 || c.idle != 5*time.Second || c.brotli != 11 {
		t.Errorf("config = %+v", c)
	}
	for _, bad := range [][]string{{"-skip", "paylod"}, {"-loads", "0"}, {"-brotli", "12"}, {"-idle", "10ms"}, {"extra"}, {"-trace", "t", "-skip", "startup"}, {"-profile-phase", "move"}} {
		if _, err := parseArgs(bad); err == nil {
			t.Errorf("parseArgs(%q): no error", bad)
		}
	}
	if c, err := parseArgs([]string{"-trace", "traces"}); err != nil || c.traceDir != "traces" {
		t.Errorf("-trace traces: %+v, %v", c, err)
	}
	if c, err := parseArgs([]string{"-h"}); c != nil || err != nil {
		t.Errorf("-h: %v, %v; want help", c, err)
	}
}

func TestRunUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-loads", "x"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "usage:") {
		t.Errorf("a bad flag: exit %d, stderr %q", code, errOut.String())
	}
}

// TestSceneHashes: every scene's hash is a position the engine reads, so a scene that is
// not built yet is reported as such, not as a bad link.
func TestSceneHashes(t *testing.T) {
	for _, sc := range sceneTable {
		pos, view, err := engine.Parse(sc.hash)
		if err != nil {
			t.Errorf("%s: %v", sc.name, err)
			continue
		}
		if pos.Game() != sc.game {
			t.Errorf("%s: game %q, want %q (view keys %v)", sc.name, pos.Game(), sc.game, view)
		}
	}
}

func TestBarePageAssembles(t *testing.T) {
	s, err := site.Assemble(bareStatic(), []byte("\x00asm\x01\x00\x00\x00"), []byte("globalThis.Go = class {};\n"), site.Options{BrotliQuality: 1, GzipLevel: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(s.Files["index.html"], []byte(s.Wasm)) {
		t.Errorf("index.html does not name the wasm %s:\n%s", s.Wasm, s.Files["index.html"])
	}
}

func TestParseStat(t *testing.T) {
	line := "4242 (chromium (gpu) x) S 4000 4242 4242 0 -1 4194560 1234 0 0 0 250 75 0 0 20 0 12 0 100 0 0"
	ppid, ticks, ok := parseStat(line)
	if !ok || ppid != 4000 || ticks != 325 {
		t.Errorf("parseStat = %d, %d, %v; want 4000, 325, true", ppid, ticks, ok)
	}
	if _, _, ok := parseStat("12 (short) S 1"); ok {
		t.Error("a short line parsed")
	}
}

func TestMedian(t *testing.T) {
	for _, tt := range []struct {
		in   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{5, 1, 3}, 3}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := median(tt.in); got != tt.want {
			t.Errorf("median(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestParseInit(t *testing.T) {
	in, ok := parseInit("init github.com/nimscope/nimscope/engine/xortable @641 ms, 1117 ms clock, 0 bytes, 0 allocs")
	if !ok || in.pkg != "github.com/nimscope/nimscope/engine/xortable" || in.at != 641 || in.ms != 1117 || in.allocs != 0 {
		t.Errorf("parseInit = %+v, %v", in, ok)
	}
	if in, ok := parseInit("init runtime @0.073 ms, 0.22 ms clock, 0 bytes, 0 allocs"); !ok || in.ms != 0.22 {
		t.Errorf("parseInit(runtime) = %+v, %v", in, ok)
	}
	if _, ok := parseInit("panic: something"); ok {
		t.Error("a panic line parsed as an init")
	}
	inits := []pkgInit{{at: 10, ms: 1.5}, {at: 1, ms: 2}}
	if got := totalInit(inits); got != 3.5 {
		t.Errorf("totalInit = %v", got)
	}
	if got := mainAt(inits); got != 11.5 {
		t.Errorf("mainAt = %v", got)
	}
}

// ownInits leaves out the bare app's packages and the inits too short to time, and stops
// at n.
func TestOwnInits(t *testing.T) {
	site := []pkgInit{
		{pkg: "github.com/hajimehoshi/ebiten/v2/internal/restorable", ms: 90, allocs: 26},
		{pkg: "github.com/nimscope/nimscope/web/session", ms: 3.5, allocs: 40},
		{pkg: "unicode", ms: 2},
		{pkg: "github.com/nimscope/nimscope/engine", ms: 0.4, allocs: 11},
		{pkg: "github.com/nimscope/nimscope/web/i18n", ms: 0.2},
		{pkg: "github.com/nimscope/nimscope/web", ms: 0.05},
	}
	bare := []pkgInit{{pkg: "github.com/hajimehoshi/ebiten/v2/internal/restorable"}, {pkg: "unicode"}}
	got := strings.Join(ownInits(site, bare, 2), "; ")
	if want := "web/session 3.50 ms (40 allocations); engine 0.40 ms (11 allocations)"; got != want {
		t.Errorf("ownInits = %q, want %q", got, want)
	}
	if got := len(ownInits(site, bare, 10)); got != 3 {
		t.Errorf("ownInits without a limit lists %d packages, want 3 (web at 0.05 ms is below the resolution)", got)
	}
}

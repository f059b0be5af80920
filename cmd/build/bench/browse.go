//go:build !js

package main

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/nimscope/nimscope/cmd/build/bench/internal/report"
	"github.com/nimscope/nimscope/cmd/build/internal/site"
	"github.com/nimscope/nimscope/web/session"
)

// startupBudget is the site's start-up over the bare app's.
const startupBudget = 1.2

// browse runs everything that needs the browser: start-up, the scenes, the bare app.
func (b *bench) browse(ctx context.Context) error {
	bl := b.builds
	siteS, err := b.assemble(b.siteStatic(), bl.site)
	if err != nil {
		return err
	}
	bareS, err := b.assemble(bareStatic(), bl.bare)
	if err != nil {
		return err
	}
	allocS, err := b.assemble(bareStatic(), bl.bareAllocs)
	if err != nil {
		return err
	}
	// The site as it is served, one module per family, for the start-up; the scenes load
	// every game in one page, so they use the one wasm of every game (siteS).
	var servedS *site.Site
	if len(bl.families) > 0 {
		if servedS, err = b.assembleModules(b.siteStatic()); err != nil {
			return err
		}
	}
	if c := b.wasm; c != nil {
		// Serve the wasm as dist does: gzip -9 and brotli at the payload's quality.
		siteS.Files[siteS.Wasm+".br"], siteS.Files[siteS.Wasm+".gz"] = c.siteBr, c.siteGz
		bareS.Files[bareS.Wasm+".br"], bareS.Files[bareS.Wasm+".gz"] = c.bareBr, c.bareGz
		if servedS != nil {
			for i, m := range servedS.Modules {
				servedS.Files[m.File+".br"], servedS.Files[m.File+".gz"] = c.famBr[i], c.famGz[i]
			}
		}
	} else {
		b.rep.Note("The payload step was skipped, so the wasm was served with brotli 1 and gzip -1.")
	}
	siteSrv := httptest.NewServer(isolated(site.Handler(siteS.FS())))
	defer siteSrv.Close()
	bareSrv := httptest.NewServer(isolated(site.Handler(bareS.FS())))
	defer bareSrv.Close()
	allocSrv := httptest.NewServer(isolated(site.Handler(allocS.FS())))
	defer allocSrv.Close()
	urls := map[string]string{"site": siteSrv.URL + "/", "bare": bareSrv.URL + "/", "allocs": allocSrv.URL + "/"}
	// The start-up is timed on the pages as a host serves them, not cross-origin isolated:
	// isolation, which the frame costs need for their clock, delays the site's loader worker
	// and not the bare app's page, which has none (BENCHMARKS.md, "Start-up (session 16)").
	startSite := siteS
	if servedS != nil {
		startSite = servedS
	}
	startSrv := httptest.NewServer(site.Handler(startSite.FS()))
	defer startSrv.Close()
	startBareSrv := httptest.NewServer(site.Handler(bareS.FS()))
	defer startBareSrv.Close()
	urls["startSite"], urls["startBare"] = startSrv.URL+"/", startBareSrv.URL+"/"
	pageSrv := httptest.NewServer(site.Handler(pageOnly(startSite, bareS).FS()))
	defer pageSrv.Close()
	urls["startPage"] = pageSrv.URL + "/"
	if b.profile > 0 && !b.skip["scenes"] {
		// -profile: the site's wasm with its name section, so the profile names Go's functions.
		namedS, err := b.assemble(b.siteStatic(), bl.siteNamed)
		if err != nil {
			return err
		}
		namedSrv := httptest.NewServer(isolated(site.Handler(namedS.FS())))
		defer namedSrv.Close()
		urls["named"] = namedSrv.URL + "/"
	}

	b.progress("starting %s (headless, software WebGL)…", b.chromium)
	c, err := startChrome(b.chromium)
	if err != nil {
		return err
	}
	defer c.cancel()
	b.rep.Machine.Chromium = c.version
	b.progress("%s is up", c.version)
	if err := b.checkIsolated(ctx, c, urls["bare"]); err != nil {
		return err
	}

	if !b.skip["startup"] {
		if err := b.startup(ctx, c, urls); err != nil {
			return err
		}
	}
	if !b.skip["scenes"] {
		if err := b.scenes(ctx, c, urls); err != nil {
			return err
		}
	}
	return nil
}

// load is what one page load measured, in milliseconds from the navigation's start.
type load struct {
	Ready       float64  `json:"ready"`      // nimscope:ready, the first frame
	Compiled    float64  `json:"compiled"`   // the wasm compiled and instantiated
	Main        float64  `json:"main"`       // Go's main installed nimscope.analyze (the site only)
	FirstState  float64  `json:"firstState"` // the first nimscope:state, sent by the task the Update after the first Draw queues (the site only)
	FirstPanel  float64  `json:"firstPanel"` // how long the page's listeners took over that event
	FirstFrame  float64  `json:"-"`          // the Go side of the slowest of the first 30 frames (the first): stats().maxMs
	DCL         float64  `json:"dcl"`        // DOMContentLoaded
	FCP         float64  `json:"fcp"`        // first contentful paint, -1 when not reported
	PanelChars  int      `json:"panelChars"` // the panel's text at DOMContentLoaded
	ReadyAtDCL  bool     `json:"readyAtDCL"`
	WasmStart   float64  `json:"wasmStart"`   // the wasm's startTime: when it was asked for
	WasmEnd     float64  `json:"wasmEnd"`     // the wasm's responseEnd
	WasmEncoded float64  `json:"wasmEncoded"` // bytes over the wire
	WasmDecoded float64  `json:"wasmDecoded"`
	Errors      []string `json:"errors"`
	CPUMain     float64  `json:"-"` // the renderer's main thread's CPU time up to here (cpu.go), ms
	CPUAll      float64  `json:"-"` // the whole renderer process's
	// MainRun and MainWait are how long the renderer's main thread ran, and waited, ready,
	// for a core, up to here (its schedstat, exact to the ns); HasSched says whether /proc
	// told. The rest of the time to the first frame it had nothing to run: it waited for the
	// module, or for another process (the GPU's).
	MainRun, MainWait float64 `json:"-"`
	HasSched          bool    `json:"-"`
	HasCPU            bool    `json:"-"` // whether /proc told
}

// loadsWhere returns the loads of ls for which keep is true.
func loadsWhere(ls []load, keep func(load) bool) []load {
	var w []load
	for _, l := range ls {
		if keep(l) {
			w = append(w, l)
		}
	}
	return w
}

// stateTimes is when the first nimscope:state came and how long the page's listeners took
// over it, in ms.
type stateTimes struct {
	State float64 `json:"state"`
	Panel float64 `json:"panel"`
}

const loadScript = `(() => {
  const b = window.__bench;
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  // The site's page downloads its wasm in a worker (static/modules.js), whose resource timing
  // the page's does not list: the worker posts it, on the page's clock, as load.downloaded.
  const load = window.nimscopeModules && window.nimscopeModules.load;
  const posted = load && load.downloaded;
  const wasm = performance.getEntriesByType("resource").find((e) => /\.wasm$/.test(e.name)) ||
    (posted && {startTime: posted.start, responseEnd: posted.end, encodedBodySize: posted.encoded, decodedBodySize: posted.decoded});
  return {ready: b.ready, compiled: b.compiled, main: b.main, firstState: b.firstState,
    firstPanel: b.stateMs.length > 0 ? b.stateMs[0] : -1, dcl: b.dcl, fcp: fcp ? fcp.startTime : -1,
    panelChars: b.panelChars, readyAtDCL: b.readyAtDCL,
    wasmStart: wasm && wasm.startTime !== undefined ? wasm.startTime : -1, wasmEnd: wasm ? wasm.responseEnd : -1,
    wasmEncoded: wasm ? wasm.encodedBodySize : -1, wasmDecoded: wasm ? wasm.decodedBodySize : -1,
    errors: b.errors};
})()`

// startPage is a page of the site whose start-up is timed.
type startPage struct {
	key   string // the loads' key: "site" for the first page, "site:<family>" for another
	label string // what it is, for the report
	url   string
}

// startPages are the site's pages timed for start-up, served from base: the page without a
// hash, which loads the first family's module (Nim's), and, when the modules were built and
// the largest is another, that module's page (its first game's first example, as the game
// picker opens it). The budget holds for the slowest of them: a link to the largest
// module's game pays its size.
func startPages(base string, families []familyWasm) []startPage {
	if len(families) == 0 {
		return []startPage{{key: "site", label: "every game in one wasm (the families' modules were not built)", url: base}}
	}
	pages := []startPage{{key: "site", label: fmt.Sprintf("the page without a hash, which loads the %s module", families[0].family.Name), url: base}}
	largest := families[0]
	for _, f := range families[1:] {
		if len(f.wasm) > len(largest.wasm) {
			largest = f
		}
	}
	if largest.family.Name != families[0].family.Name && len(largest.family.Games) > 0 {
		hash := firstPreset(largest.family.Games[0])
		pages = append(pages, startPage{key: "site:" + largest.family.Name,
			label: fmt.Sprintf("#%s, which loads the largest module, %s's (%s bytes raw)", hash, largest.family.Name, report.Bytes(len(largest.wasm))),
			url:   base + "#" + hash})
	}
	return pages
}

// pageOnly is s with the bare app's wasm, as bare serves it (raw, .br and .gz), in place of
// the module a page without a hash loads: the site's page around the floor's own program, no
// nimscope Go code in it. Its start-up is what the page itself (the HTML and its layout, the
// scripts, the loader worker) costs beside the bare app's page (BENCHMARKS.md, session 43).
func pageOnly(s, bare *site.Site) *site.Site {
	c := *s
	c.Files = maps.Clone(s.Files)
	for _, ext := range []string{"", ".br", ".gz"} {
		if b, ok := bare.Files[bare.Wasm+ext]; ok {
			c.Files[s.Wasm+ext] = b
		} else {
			delete(c.Files, s.Wasm+ext)
		}
	}
	return &c
}

// firstPreset is the link the game picker opens for game: its first example. A link of
// the game alone ("game=sum") may not be a position (a sum needs its parts), and then the
// page would time its error and the default position instead of the game.
func firstPreset(game string) string {
	for _, g := range session.Games() {
		if g.Game == game && len(g.Presets) > 0 {
			return g.Presets[0].Position
		}
	}
	return "game=" + game
}

// startup loads each page of startPages and the bare app b.loads times, alternating, each
// load in a fresh browser context. The site is loaded as it is served (urls["startSite"]:
// one module per family, not cross-origin isolated), and the bare app the same way.
func (b *bench) startup(ctx context.Context, c *chrome, urls map[string]string) error {
	pages := startPages(urls["startSite"], b.builds.families)
	b.progress("start-up: %d loads of each of %d pages and the bare app, alternating, from navigation to the first frame…", b.loads, len(pages))
	order := []string{}
	url := map[string]string{"bare": urls["startBare"]}
	for _, p := range pages {
		order = append(order, p.key)
		url[p.key] = p.url
	}
	order = append(order, "page", "bare")
	url["page"] = urls["startPage"]
	loads := map[string][]load{}
	for i := range b.loads {
		apps := slices.Clone(order)
		if i%2 == 1 {
			slices.Reverse(apps)
		}
		for _, app := range apps {
			if err := ctx.Err(); err != nil {
				return err
			}
			before := renderers(c.profile)
			t, err := c.open(ctx, url[app])
			if err != nil {
				return err
			}
			l, err := eval[load](t, loadScript)
			var used cpuTime
			used, l.HasCPU = pageCPU(c.profile, before)
			l.CPUMain, l.CPUAll = used.main, used.all
			l.MainRun, l.MainWait, l.HasSched = used.run, used.wait, used.sched
			if err == nil && app != "bare" && app != "page" { // the bare app keeps no stats
				// The first summary covers the first 30 frames; the first frame is the slowest.
				l.FirstFrame, err = eval[float64](t, `new Promise((done) => {
  const poll = () => {
    const s = window.nimscope.stats();
    if (s.samples > 0) done(s.maxMs); else setTimeout(poll, 100);
  };
  poll();
})`)
				// The first view model comes in a task after the frame after the first one
				// (web/app.go, sendState), usually after loadScript has read the probe.
				if err == nil && l.FirstState < 0 {
					var first stateTimes
					first, err = eval[stateTimes](t, `new Promise((done) => {
  const poll = () => {
    const b = window.__bench;
    if (b.firstState >= 0 && b.stateMs.length > 0) done({state: b.firstState, panel: b.stateMs[0]}); else setTimeout(poll, 50);
  };
  poll();
})`)
					l.FirstState, l.FirstPanel = first.State, first.Panel
				}
			}
			if p := t.col.snapshot(); len(p) > 0 {
				l.Errors = append(l.Errors, p...)
			}
			t.close()
			if err != nil {
				return err
			}
			loads[app] = append(loads[app], l)
			sched := ""
			if l.HasSched {
				sched = fmt.Sprintf(", ran %3.0f ms and waited %3.0f ms for a core", l.MainRun, l.MainWait)
			}
			b.progress("  load %d, %-8s: first frame at %4.0f ms (wasm asked for at %4.0f ms, downloaded at %4.0f ms, compiled at %4.0f ms; %s bytes over the wire; renderer's main thread %3.0f ms of CPU%s)",
				i+1, app, l.Ready, l.WasmStart, l.WasmEnd, l.Compiled, report.Bytes(int(l.WasmEncoded)), l.CPUMain, sched)
			sleep(ctx, 300*time.Millisecond)
		}
	}
	bare := loads["bare"]
	ms := func(ls []load, f func(load) float64) float64 {
		v := make([]float64, len(ls))
		for i, l := range ls {
			v[i] = f(l)
		}
		return median(v)
	}
	ready := func(l load) float64 { return l.Ready }
	bareReady := ms(bare, ready)
	worst := pages[0]
	for _, p := range pages[1:] {
		if ms(loads[p.key], ready) > ms(loads[worst.key], ready) {
			worst = p
		}
	}
	// The budget row is the slowest page's; the others are shown beside it.
	var others []string
	for _, p := range pages {
		if p.key != worst.key {
			others = append(others, fmt.Sprintf("%s: %s, %s", p.label, msString(ms(loads[p.key], ready)), ratio(ms(loads[p.key], ready), bareReady)))
		}
	}
	worstReady := ms(loads[worst.key], ready)
	measure := fmt.Sprintf("navigation → first frame, median of %d loads, the slowest of the site's pages timed: %s", b.loads, worst.label)
	if len(others) > 0 {
		measure += fmt.Sprintf(" (also timed: %s)", strings.Join(others, "; "))
	}
	r := report.Row{Area: "start-up", Measure: measure,
		Site: msString(worstReady), Bare: msString(bareReady), Ratio: ratio(worstReady, bareReady),
		Budget: fmt.Sprintf("≤ %.1f×", startupBudget), Values: map[string]float64{"site": worstReady, "bare": bareReady}}
	for _, p := range pages {
		r.Values[p.key] = ms(loads[p.key], ready)
	}
	r.Verdict, r.Margin = report.Check(worstReady/bareReady, startupBudget)
	b.rep.Add(r)
	page := loads["page"]
	pageReady := ms(page, ready)
	first := "one"
	if len(b.builds.families) > 0 {
		first = b.builds.families[0].family.Name + "'s"
	}
	b.rep.Add(report.Row{Area: "start-up",
		Measure: fmt.Sprintf("navigation → first frame, median of %d loads: the site's page (no hash) running the bare app's wasm in place of %s module, no nimscope Go code: what the page itself costs (not a budget); medians: wasm asked for / downloaded", b.loads, first),
		Site:    fmt.Sprintf("%s (%s / %s)", msString(pageReady), msString(ms(page, func(l load) float64 { return l.WasmStart })), msString(ms(page, func(l load) float64 { return l.WasmEnd }))),
		Bare:    fmt.Sprintf("%s (%s / %s)", msString(bareReady), msString(ms(bare, func(l load) float64 { return l.WasmStart })), msString(ms(bare, func(l load) float64 { return l.WasmEnd }))),
		Ratio:   ratio(pageReady, bareReady), Values: map[string]float64{"page": pageReady, "bare": bareReady}})
	phases := func(ls []load, withMain bool) string {
		s := fmt.Sprintf("%s / %s / %s", msString(ms(ls, func(l load) float64 { return l.WasmStart })),
			msString(ms(ls, func(l load) float64 { return l.WasmEnd })),
			msString(ms(ls, func(l load) float64 { return l.Compiled })))
		if withMain {
			s += " / " + msString(ms(ls, func(l load) float64 { return l.Main })) +
				" / " + msString(ms(ls, func(l load) float64 { return l.FirstState })) +
				" / " + msString(ms(ls, func(l load) float64 { return l.FirstPanel })) +
				" / " + msString(ms(ls, func(l load) float64 { return l.FirstFrame }))
		}
		return s
	}
	compile := func(ls []load) float64 { return ms(ls, func(l load) float64 { return l.Compiled - l.WasmEnd }) }
	for _, p := range pages {
		site := loads[p.key]
		// The first page's values keep their names; another page's carry its key.
		name := func(v string) string {
			if p.key == "site" {
				return "site" + v
			}
			return p.key + ":" + v
		}
		measure := "medians: wasm asked for / downloaded / compiled and instantiated / (site:) Go main running / the first nimscope:state / the panel's listeners over its nimscope:state / Go's Update+Draw of the first frame"
		if len(pages) > 1 {
			measure += "; " + p.label
		}
		b.rep.Add(report.Row{Area: "start-up", Measure: measure,
			Site: phases(site, true), Bare: phases(bare, false),
			Ratio: ratio(compile(site), compile(bare)) + " compile",
			Values: map[string]float64{
				name("Requested"): ms(site, func(l load) float64 { return l.WasmStart }), "bareRequested": ms(bare, func(l load) float64 { return l.WasmStart }),
				name("Downloaded"): ms(site, func(l load) float64 { return l.WasmEnd }), "bareDownloaded": ms(bare, func(l load) float64 { return l.WasmEnd }),
				name("Compiled"): ms(site, func(l load) float64 { return l.Compiled }), "bareCompiled": ms(bare, func(l load) float64 { return l.Compiled }),
				name("Main"):       ms(site, func(l load) float64 { return l.Main }),
				name("FirstState"): ms(site, func(l load) float64 { return l.FirstState }),
				name("FirstPanel"): ms(site, func(l load) float64 { return l.FirstPanel }),
				name("FirstFrame"): ms(site, func(l load) float64 { return l.FirstFrame }),
			}})
	}
	// perPage adds a row per page, from the site's loads and the bare app's where has is
	// true (none when the bare app has none); the measure names the page when there are
	// several.
	perPage := func(measure string, has func(load) bool, row func(key string, site, bare []load) report.Row) {
		bareHas := loadsWhere(bare, has)
		if len(bareHas) == 0 {
			return
		}
		for _, p := range pages {
			site := loadsWhere(loads[p.key], has)
			if len(site) == 0 {
				continue
			}
			r := row(p.key, site, bareHas)
			r.Area, r.Measure = "start-up", measure
			if len(pages) > 1 {
				r.Measure += "; " + p.label
			}
			b.rep.Add(r)
		}
	}
	pair := func(ls []load, first, second func(load) float64) string {
		return fmt.Sprintf("%s / %s", msString(ms(ls, first)), msString(ms(ls, second)))
	}
	cpuMain := func(l load) float64 { return l.CPUMain }
	cpuAll := func(l load) float64 { return l.CPUAll }
	mainRun := func(l load) float64 { return l.MainRun }
	mainWait := func(l load) float64 { return l.MainWait }
	// The CPU the page's renderer used up to the first frame: on a shared machine it moves
	// far less with the load than the wall-clock times above.
	perPage("medians: CPU of the page's renderer up to the first frame, its main thread / the whole process (/proc, 10 ms ticks; not a budget)",
		func(l load) bool { return l.HasCPU },
		func(key string, site, bare []load) report.Row {
			siteMain, bareMain := ms(site, cpuMain), ms(bare, cpuMain)
			name := "siteCPUMain"
			if key != "site" {
				name = key + ":CPUMain"
			}
			return report.Row{Site: pair(site, cpuMain, cpuAll), Bare: pair(bare, cpuMain, cpuAll),
				Ratio:  ratio(siteMain, bareMain) + " main thread",
				Values: map[string]float64{name: siteMain, "bareCPUMain": bareMain}}
		})
	// How long the main thread, the one the first frame waits for, waited for a core: on
	// two cores it shares them with the worker, V8's background compilers and the GPU
	// process, and a millisecond of its work can take two (session 55).
	perPage("medians: the page's main thread up to the first frame, running / waiting, ready, for a core (Linux's schedstat; not a budget)",
		func(l load) bool { return l.HasSched },
		func(key string, site, bare []load) report.Row {
			return report.Row{Site: pair(site, mainRun, mainWait), Bare: pair(bare, mainRun, mainWait),
				Values: map[string]float64{key + ":mainRun": ms(site, mainRun), key + ":mainWait": ms(site, mainWait),
					"bareMainRun": ms(bare, mainRun), "bareMainWait": ms(bare, mainWait)}}
		})
	site := loads["site"]

	// The panel: its text is in the HTML, so it is there at DOMContentLoaded and painted
	// before the wasm has even been downloaded.
	ok := true
	worstFCP, worstChars := 0.0, -1
	for _, l := range site {
		if l.PanelChars <= 0 || l.ReadyAtDCL || l.FCP < 0 || l.FCP >= l.Ready {
			ok = false
		}
		worstFCP = max(worstFCP, l.FCP)
		if worstChars < 0 || l.PanelChars < worstChars {
			worstChars = l.PanelChars
		}
	}
	fcp := ms(site, func(l load) float64 { return l.FCP })
	wasmEnd := ms(site, func(l load) float64 { return l.WasmEnd })
	pr := report.Row{Area: "start-up", Measure: "panel text painted before the first frame (first contentful paint; wasm downloaded)",
		Site:   fmt.Sprintf("%s; %s", msString(fcp), msString(wasmEnd)),
		Bare:   msString(ms(bare, func(l load) float64 { return l.FCP })),
		Budget: "before the wasm", Verdict: report.Pass,
		Values: map[string]float64{"fcp": fcp, "wasmEnd": wasmEnd, "panelChars": float64(worstChars)}}
	if !ok {
		pr.Verdict = report.Fail
	}
	pr.Margin = fmt.Sprintf("%d characters at DOMContentLoaded", worstChars)
	b.rep.Add(pr)

	// Where Go's own start-up goes: the package init functions, traced in one more load.
	b.progress("start-up: one more load of each with GODEBUG=inittrace=1…")
	traces := map[string][]pkgInit{}
	for _, app := range []string{"site", "bare"} {
		inits, err := c.initTrace(ctx, url[app])
		if err != nil {
			return err
		}
		traces[app] = inits
	}
	if si, bi := traces["site"], traces["bare"]; len(si) > 0 && len(bi) > 0 {
		slowest := si[0]
		b.rep.Add(report.Row{Area: "start-up", Measure: fmt.Sprintf("Go package inits in all / main starts, after the runtime (GODEBUG=inittrace=1, one more load); the slowest init: %s",
			strings.TrimPrefix(slowest.pkg, "github.com/nimscope/nimscope/")),
			Site:  fmt.Sprintf("%s / %s (%s)", msString(totalInit(si)), msString(mainAt(si)), msString(slowest.ms)),
			Bare:  fmt.Sprintf("%s / %s", msString(totalInit(bi)), msString(mainAt(bi))),
			Ratio: ratio(totalInit(si), totalInit(bi)),
			Values: map[string]float64{"site": totalInit(si), "bare": totalInit(bi), "slowest": slowest.ms,
				"siteMainAt": mainAt(si), "bareMainAt": mainAt(bi)}})
		var top []string
		for _, in := range si[:min(6, len(si))] {
			top = append(top, fmt.Sprintf("%s %s (%d allocations)", in.pkg, msString(in.ms), in.allocs))
		}
		b.rep.Note("The site's slowest package inits in the browser: %s.", strings.Join(top, "; "))
		if own := ownInits(si, bi, 6); len(own) > 0 {
			b.rep.Note("The slowest inits of packages the bare app does not have (what nimscope adds to start-up): %s.", strings.Join(own, "; "))
		}
	} else {
		b.rep.Note("GODEBUG=inittrace=1 printed nothing the bench could read (site %d lines, bare %d).", len(si), len(bi))
	}

	if err := b.firstCode(ctx, c, pages, url); err != nil {
		return err
	}

	var notes []string
	for _, app := range order {
		var v []string
		for _, l := range loads[app] {
			v = append(v, fmt.Sprintf("%.0f", l.Ready))
			for _, e := range l.Errors {
				b.rep.Note("Start-up, %s: the page reported: %s", app, e)
			}
		}
		notes = append(notes, fmt.Sprintf("%s %s ms", app, strings.Join(v, ", ")))
	}
	l := site[0]
	b.rep.Note("Start-up loads, in order: %s. The site's wasm came as %s bytes over the wire for %s (Content-Encoding chosen by site.Handler from the browser's Accept-Encoding); "+
		"DOMContentLoaded at %s, the panel holding %d characters of text then.",
		strings.Join(notes, "; "), report.Bytes(int(l.WasmEncoded)), report.Bytes(int(l.WasmDecoded)), msString(l.DCL), l.PanelChars)
	return nil
}

// firstCode loads each page and the bare app once more with a DevTools trace, and adds a
// row per page: the wasm functions compiled on the page's main thread before its first
// frame (lazytrace.go). With -trace the traces are saved.
func (b *bench) firstCode(ctx context.Context, c *chrome, pages []startPage, url map[string]string) error {
	b.progress("start-up: one more load of each with a DevTools trace, counting the code compiled before the first frame…")
	if b.traceDir != "" {
		if err := os.MkdirAll(b.traceDir, 0o755); err != nil {
			return err
		}
	}
	count := func(key string) (firstCode, error) {
		save := ""
		if b.traceDir != "" {
			save = filepath.Join(b.traceDir, strings.ReplaceAll(key, ":", "-")+".json")
		}
		fc, err := c.codeTrace(ctx, url[key], save)
		if err != nil {
			return fc, fmt.Errorf("the traced load of %s: %w", key, err)
		}
		if save != "" {
			b.progress("  wrote %s", display(save))
		}
		return fc, nil
	}
	bare, err := count("bare")
	if err != nil {
		return err
	}
	for _, p := range pages {
		site, err := count(p.key)
		if err != nil {
			return err
		}
		measure := "wasm functions compiled on the page's main thread before the first frame (V8 compiles each at its first call; one traced load, so it does not move with the machine's load): functions / bytes of their bodies"
		if len(pages) > 1 {
			measure += "; " + p.label
		}
		b.rep.Add(report.Row{Area: "start-up", Measure: measure,
			Site:  fmt.Sprintf("%s / %s", report.Bytes(site.funcs), report.Bytes(site.bytes)),
			Bare:  fmt.Sprintf("%s / %s", report.Bytes(bare.funcs), report.Bytes(bare.bytes)),
			Ratio: ratio(float64(site.bytes), float64(bare.bytes)) + " bytes",
			Values: map[string]float64{p.key + ":firstFuncs": float64(site.funcs), p.key + ":firstBytes": float64(site.bytes),
				"bareFirstFuncs": float64(bare.funcs), "bareFirstBytes": float64(bare.bytes)}})
		measure = "font families the page's main thread looked up by name before the first frame, each a synchronous call to the browser's font service, and its searches for a face with a character no family of its element has (the same traced load; not a budget): lookups / searches, the families in order"
		if len(pages) > 1 {
			measure += "; " + p.label
		}
		b.rep.Add(report.Row{Area: "start-up", Measure: measure,
			Site:   fmt.Sprintf("%d / %d: %s", len(site.families), site.fallbacks, strings.Join(site.families, ", ")),
			Bare:   fmt.Sprintf("%d / %d", len(bare.families), bare.fallbacks),
			Values: map[string]float64{p.key + ":fontLookups": float64(len(site.families)), p.key + ":fontSearches": float64(site.fallbacks)}})
	}
	return nil
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func msString(v float64) string {
	if v < 0 {
		return "n/a"
	}
	if v < 10 {
		return fmt.Sprintf("%.2f ms", v)
	}
	return fmt.Sprintf("%s ms", report.Bytes(int(v+0.5)))
}

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// isolated serves h's pages cross-origin isolated (COOP same-origin, COEP require-corp:
// every file is the server's own). Only then does Chromium give performance.now(), and with
// it Go's clock in the page, steps of 5 µs instead of 100: frame costs of a few tenths of a
// millisecond, such as the XOR table's 0.2 ms budget, are measured, not rounded.
func isolated(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cross-Origin-Opener-Policy", "same-origin")
		w.Header().Set("Cross-Origin-Embedder-Policy", "require-corp")
		h.ServeHTTP(w, r)
	})
}

// checkIsolated says in the report whether a page of url is cross-origin isolated, and so
// how fine the clock of the frame costs is.
func (b *bench) checkIsolated(ctx context.Context, c *chrome, url string) error {
	t, err := c.open(ctx, url)
	if err != nil {
		return err
	}
	defer t.cancel()
	ok, err := eval[bool](t, `window.crossOriginIsolated === true`)
	if err != nil {
		return err
	}
	if ok {
		b.rep.Note("The scenes' pages are served cross-origin isolated, so the page's clock steps by 5 µs: frame costs are exact to the microsecond, not rounded to 0.1 ms. The start-up's pages, the site's and the bare app's, are served as a host serves them, not isolated.")
	} else {
		b.rep.Note("The pages were not cross-origin isolated (window.crossOriginIsolated is false), so the page's clock steps by 0.1 ms: frame costs are rounded to it.")
	}
	return nil
}

//go:build !js

package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/nimscope/nimscope/cmd/build/bench/internal/report"
	"github.com/nimscope/nimscope/cmd/build/bench/internal/wasmsize"
	"github.com/nimscope/nimscope/cmd/build/internal/site"
	"github.com/nimscope/nimscope/web/family"
)

// Budgets of the payload: site/bare in brotli.
const (
	payloadBudget = 1.25
	payloadAim    = 1.10
)

// topPackages is how many packages the size list shows; topFuncs how many function families.
const (
	topPackages = 10
	topFuncs    = 25
)

// compressed holds the wasm files as dist serves them, once the payload step made them.
type compressed struct {
	siteBr, siteGz, bareBr, bareGz []byte
	famBr, famGz                   [][]byte // each family's module (builds.families' order)
}

func (b *bench) payload(ctx context.Context) error {
	bl := b.builds
	start := time.Now()
	b.progress("compressing both wasm files: gzip -9 and brotli %d (brotli 11 takes about 20 s a file; they run side by side)…", b.brotli)
	served, err := b.assembleModules(b.siteStatic())
	if err != nil {
		return err
	}
	bare1, err := b.assemble(bareStatic(), bl.bare)
	if err != nil {
		return err
	}

	var c compressed
	var sitePage, barePage int
	var wg sync.WaitGroup
	errs := make([]error, 3)
	wg.Go(func() { c.siteBr, errs[0] = site.Brotli(bl.site, b.brotli) })
	wg.Go(func() { c.bareBr, errs[1] = site.Brotli(bl.bare, b.brotli) })
	wg.Go(func() {
		if c.siteGz, errs[2] = site.Gzip(bl.site, 0); errs[2] != nil {
			return
		}
		if c.bareGz, errs[2] = site.Gzip(bl.bare, 0); errs[2] != nil {
			return
		}
		if sitePage, errs[2] = b.pageBytes(served, true); errs[2] != nil {
			return
		}
		barePage, errs[2] = b.pageBytes(bare1, false)
	})
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return fmt.Errorf("compress: %w", err)
		}
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	b.progress("compressed in %.1fs", time.Since(start).Seconds())
	if c.famGz, c.famBr, err = b.compressFamilies(); err != nil {
		return err
	}
	b.wasm = &c

	// The budget is the largest module's: the most a visit downloads.
	fams := bl.families
	big := 0
	for i := range fams {
		if len(c.famBr[i]) > len(c.famBr[big]) {
			big = i
		}
	}
	row := func(measure string, s, bare int, budget string, limit float64) {
		r := report.Row{Area: "payload", Measure: measure, Site: report.Bytes(s), Bare: report.Bytes(bare),
			Ratio: ratio(float64(s), float64(bare)), Budget: budget,
			Values: map[string]float64{"site": float64(s), "bare": float64(bare)}}
		if limit > 0 {
			r.Verdict, r.Margin = report.Check(float64(s)/float64(bare), limit)
		}
		b.rep.Add(r)
	}
	largest := fmt.Sprintf("the largest module (%s; one wasm per family, a visit downloads one)", fams[big].family.Name)
	row("wasm, raw bytes: "+largest, len(fams[big].wasm), len(bl.bare), "", 0)
	row("wasm, gzip -9: "+largest, len(c.famGz[big]), len(c.bareGz), "", 0)
	q := fmt.Sprintf("wasm, brotli %d: %s", b.brotli, largest)
	row(q, len(c.famBr[big]), len(c.bareBr), fmt.Sprintf("≤ %.2f×", payloadBudget), payloadBudget)
	row(q+" (the aim)", len(c.famBr[big]), len(c.bareBr), fmt.Sprintf("≤ %.2f×", payloadAim), payloadAim)
	row(fmt.Sprintf("whole page with the largest module, brotli %d where the server has it (the site's with its largest language's words)", b.brotli),
		sitePage+len(c.famBr[big]), barePage+len(c.bareBr), fmt.Sprintf("≤ %.2f×", payloadBudget), payloadBudget)
	b.familyRows(len(c.bareGz), len(c.bareBr))
	b.rep.Add(report.Row{Area: "payload",
		Measure: fmt.Sprintf("not served: every game in one wasm (the site before one wasm per family), raw / gzip -9 / brotli %d", b.brotli),
		Site:    fmt.Sprintf("%s / %s / %s", report.Bytes(len(bl.site)), report.Bytes(len(c.siteGz)), report.Bytes(len(c.siteBr))),
		Bare:    fmt.Sprintf("%s / %s / %s", report.Bytes(len(bl.bare)), report.Bytes(len(c.bareGz)), report.Bytes(len(c.bareBr))),
		Ratio: fmt.Sprintf("%s / %s / %s", ratio(float64(len(bl.site)), float64(len(bl.bare))), ratio(float64(len(c.siteGz)), float64(len(c.bareGz))),
			ratio(float64(len(c.siteBr)), float64(len(c.bareBr)))),
		Values: map[string]float64{"raw": float64(len(bl.site)), "gzip": float64(len(c.siteGz)), "brotli": float64(len(c.siteBr))}})

	return b.sizes()
}

// compressFamilies compresses each family's module (web/family) as dist does.
func (b *bench) compressFamilies() (gz, br [][]byte, err error) {
	fams := b.builds.families
	start := time.Now()
	b.progress("compressing the %d families' modules: gzip -9 and brotli %d, %d at a time…", len(fams), b.brotli, runtime.NumCPU())
	gz, br = make([][]byte, len(fams)), make([][]byte, len(fams))
	errs := make([]error, len(fams))
	sem := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i, f := range fams {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			if br[i], errs[i] = site.Brotli(f.wasm, b.brotli); errs[i] != nil {
				return
			}
			gz[i], errs[i] = site.Gzip(f.wasm, 0)
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, nil, fmt.Errorf("compress the %s family's module: %w", fams[i].family.Name, err)
		}
	}
	b.progress("compressed in %.1fs", time.Since(start).Seconds())
	return gz, br, nil
}

// familyRows weighs each family's module (web/family), the wasm a visit to one of its games
// downloads, against the same bare app; the budget rows above hold the largest.
func (b *bench) familyRows(bareGz, bareBr int) {
	fams := b.builds.families
	gz, br := b.wasm.famGz, b.wasm.famBr
	bareRaw := len(b.builds.bare)
	for i, f := range fams {
		games := "Nim alone"
		if len(f.family.Games) > 0 {
			games = "Nim, " + strings.Join(f.family.Games, ", ")
		}
		raw := len(f.wasm)
		b.rep.Add(report.Row{Area: "payload",
			Measure: fmt.Sprintf("module %s (%s); raw / gzip -9 / brotli %d", f.family.Name, games, b.brotli),
			Site:    fmt.Sprintf("%s / %s / %s", report.Bytes(raw), report.Bytes(len(gz[i])), report.Bytes(len(br[i]))),
			Bare:    fmt.Sprintf("%s / %s / %s", report.Bytes(bareRaw), report.Bytes(bareGz), report.Bytes(bareBr)),
			Ratio: fmt.Sprintf("%s / %s / %s", ratio(float64(raw), float64(bareRaw)), ratio(float64(len(gz[i])), float64(bareGz)),
				ratio(float64(len(br[i])), float64(bareBr))),
			Values: map[string]float64{"raw": float64(raw), "gzip": float64(len(gz[i])), "brotli": float64(len(br[i])),
				"bareRaw": float64(bareRaw), "bareGzip": float64(bareGz), "bareBrotli": float64(bareBr)}})
	}
}

// pageBytes is what a first visit downloads besides the wasm: every file of the site, its
// brotli copy where the build makes one, compressed again here at the run's quality. Of the
// catalogs (site.CatalogDir), a visit fetches at most the one of its language: words counts
// the largest, and the bare app, which has no words, none.
func (b *bench) pageBytes(s *site.Site, words bool) (int, error) {
	total, largest := 0, 0
	modules := map[string]bool{s.Wasm: true}
	for _, m := range s.Modules {
		modules[m.File] = true
	}
	for name, data := range s.Files {
		ext := path.Ext(name)
		if modules[name] || ext == ".br" || ext == ".gz" {
			continue
		}
		size := len(data)
		if _, ok := s.Files[name+".br"]; ok {
			br, err := site.Brotli(data, b.brotli)
			if err != nil {
				return 0, err
			}
			size = len(br)
		}
		if strings.HasPrefix(name, site.CatalogDir+"/") {
			largest = max(largest, size)
			continue
		}
		total += size
	}
	if words {
		total += largest
	}
	return total, nil
}

// sizes lists the packages that add the most code to the site's wasm over the bare app's.
func (b *bench) sizes() error {
	bl := b.builds
	siteMod, err := wasmsize.Parse(bl.siteNamed)
	if err != nil {
		return fmt.Errorf("read the site's wasm: %w", err)
	}
	bareMod, err := wasmsize.Parse(bl.bareNamed)
	if err != nil {
		return fmt.Errorf("read the bare app's wasm: %w", err)
	}
	stripped, err := wasmsize.Parse(bl.site)
	if err != nil {
		return fmt.Errorf("read the site's wasm: %w", err)
	}
	if !siteMod.Named() || !bareMod.Named() {
		b.rep.Note("The wasm built without -s has no function names: the size list is left out.")
		return nil
	}
	if stripped.Code != siteMod.Code {
		b.rep.Note("The code section differs between the builds with and without -s -w (%s and %s bytes): the size list is approximate.",
			report.Bytes(stripped.Code), report.Bytes(siteMod.Code))
	}
	sitePkgs := siteMod.ByPackage(wasmsize.NewPackages(bl.sitePkgs))
	barePkgs := bareMod.ByPackage(wasmsize.NewPackages(bl.barePkgs))
	added := wasmsize.Added(sitePkgs, barePkgs)
	addedCode := 0
	for _, s := range added {
		addedCode += s.Size - s.Base
	}
	for _, s := range added[:min(topPackages, len(added))] {
		b.rep.Sizes = append(b.rep.Sizes, report.Share{Package: s.Package, Site: s.Size, Bare: s.Base})
	}
	modules := map[string]int{}
	for _, s := range added {
		modules[wasmsize.ModuleOf(s.Package)] += s.Size - s.Base
	}
	var mods []string
	for _, m := range sortedByValue(modules) {
		if modules[m] >= 1000 { // a few bytes are the attribution's rounding, not a module's cost
			mods = append(mods, fmt.Sprintf("%s %s", m, report.Bytes(modules[m])))
		}
	}
	b.rep.SizesNote = fmt.Sprintf(
		"Raw bytes of function bodies in the code section of the wasm of every game (not served: the site serves one module "+
			"per family, whose code is a part of it), attributed by the wasm's name section (a build without -s -w; "+
			"the code is the same) to the longest import path of `go list -deps` that starts the function's name; "+
			"`go tool nm` does not read wasm. The code section is %s bytes in the site and %s in the bare app, "+
			"the data section (no names: split by part below) %s and %s. "+
			"Packages with more code in the site add %s bytes in all; by module: %s.",
		report.Bytes(siteMod.Code), report.Bytes(bareMod.Code), report.Bytes(siteMod.Data), report.Bytes(bareMod.Data),
		report.Bytes(addedCode), strings.Join(mods, ", "))
	b.rep.Add(report.Row{Area: "payload", Measure: "wasm code section / data section, raw (every game in one wasm, not served: the size lists below are of it)",
		Site:  fmt.Sprintf("%s / %s", report.Bytes(siteMod.Code), report.Bytes(siteMod.Data)),
		Bare:  fmt.Sprintf("%s / %s", report.Bytes(bareMod.Code), report.Bytes(bareMod.Data)),
		Ratio: fmt.Sprintf("%s / %s", ratio(float64(siteMod.Code), float64(bareMod.Code)), ratio(float64(siteMod.Data), float64(bareMod.Data)))})

	b.funcSizes(siteMod, bareMod, wasmsize.NewPackages(bl.sitePkgs))
	return b.dataSizes(stripped)
}

// funcSizes lists the function families (wasmsize.Family: generic instantiations and
// closures with their function) that add the most code over the bare app's.
func (b *bench) funcSizes(siteMod, bareMod *wasmsize.Module, pkgs *wasmsize.Packages) {
	site, bare := siteMod.ByFamily(), bareMod.ByFamily()
	siteSizes, bareSizes := map[string]int{}, map[string]int{}
	for k, v := range site {
		siteSizes[k] = v.Size
	}
	for k, v := range bare {
		bareSizes[k] = v.Size
	}
	added := wasmsize.Added(siteSizes, bareSizes)
	for _, s := range added[:min(topFuncs, len(added))] {
		b.rep.Funcs = append(b.rep.Funcs, report.Share{Package: pkgs.Readable(s.Package), Site: s.Size, Bare: s.Base, Count: site[s.Package].Count})
	}
	b.rep.FuncsNote = fmt.Sprintf("Raw bytes of function bodies, summed by family: the instantiations of a generic function or "+
		"of a generic type's method are one family (type arguments written […]), and a function's closures "+
		"(func1, gowrap1…) and a package's numbered init functions count with it. Names are the name section's "+
		"(`(*T).M` is written `__T_.M`). The site has %d functions and the bare app %d; every function also costs "+
		"data: its name, its pc-value tables and its go:func.* records in the pclntab (the data section below).",
		len(siteMod.Funcs), len(bareMod.Funcs))
}

// dataSizes splits the served data sections (wasmsize.Module.DataParts) and compresses
// each part, and the code section, on its own at the run's brotli quality: raw bytes say
// little about what a part costs over the wire (pclntab's stack maps shrink twentyfold).
func (b *bench) dataSizes(stripped *wasmsize.Module) error {
	bareMod, err := wasmsize.Parse(b.builds.bare)
	if err != nil {
		return fmt.Errorf("read the bare app's wasm: %w", err)
	}
	siteParts, err := stripped.DataParts()
	if err != nil {
		b.rep.Note("The site's data section could not be split: %v.", err)
		return nil
	}
	bare, err := bareMod.DataParts()
	if err != nil {
		b.rep.Note("The bare app's data section could not be split: %v.", err)
		return nil
	}
	const code = "the code section (for comparison)"
	siteParts = append(siteParts, wasmsize.Part{Name: code, Size: len(stripped.CodeBody), Data: stripped.CodeBody})
	bare = append(bare, wasmsize.Part{Name: code, Size: len(bareMod.CodeBody), Data: bareMod.CodeBody})
	start := time.Now()
	b.progress("compressing the data section's parts and the code section on their own (brotli %d)…", b.brotli)
	br := make([]int, 2*len(siteParts))
	errs := make([]error, len(br))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for i := range br {
		p := siteParts[i/2]
		if i%2 == 1 {
			p = bare[i/2]
		}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			c, err := site.Brotli(p.Data, b.brotli)
			br[i], errs[i] = len(c), err
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return fmt.Errorf("compress the data parts: %w", err)
		}
	}
	b.progress("compressed in %.1fs", time.Since(start).Seconds())
	for i, p := range siteParts {
		b.rep.Data = append(b.rep.Data, report.Share{Package: p.Name, Site: p.Size, Bare: bare[i].Size, SiteBr: br[2*i], BareBr: br[2*i+1]})
	}
	b.rep.DataNote = fmt.Sprintf("Bytes of the served wasm's data segments (zeros the linker leaves out do not count), split by the "+
		"addresses in the runtime's moduledata, which the linker writes into the data: the read-only section "+
		"(for wasm one range: type descriptors, strings, static arrays), the pclntab's parts, and the initialised "+
		"variables; each part, and the code section, also compressed on its own with brotli %d (a part compressed "+
		"alone is a little larger than its share of the whole file). Every function costs a name, a record and "+
		"pc-value tables here besides its code.", b.brotli)
	return nil
}

// assemble builds a site in memory from static files and a wasm, with fast compression;
// the browser step swaps in the wasm's .br and .gz that the payload step made.
func (b *bench) assemble(static fs.FS, wasm []byte) (*site.Site, error) {
	return b.assembleOf(static, []site.Module{{Wasm: wasm}})
}

// assembleModules builds the site as it is served, one wasm module per family (the build's
// families), with fast compression; the browser step swaps in the modules' .br and .gz that
// the payload step made.
func (b *bench) assembleModules(static fs.FS) (*site.Site, error) {
	var mods []site.Module
	for _, f := range b.builds.families {
		mods = append(mods, site.Module{Name: f.family.Name, Games: append([]string{family.Nim}, f.family.Games...), Wasm: f.wasm})
	}
	return b.assembleOf(static, mods)
}

// assembleOf builds a site of modules at brotli 1 and gzip 1, and passes its warnings on to
// the progress lines.
func (b *bench) assembleOf(static fs.FS, mods []site.Module) (*site.Site, error) {
	s, err := site.AssembleModules(static, mods, b.builds.wasmExec, site.Options{BrotliQuality: 1, GzipLevel: 1, Offline: site.HasServiceWorker(static)})
	if err != nil {
		return nil, err
	}
	for _, w := range s.Warnings {
		b.progress("warning: %s", w)
	}
	return s, nil
}

// siteStatic is the site's static folder.
func (b *bench) siteStatic() fs.FS { return os.DirFS(b.static) }

func ratio(a, b float64) string {
	if b == 0 {
		return ""
	}
	return fmt.Sprintf("%.2f×", a/b)
}

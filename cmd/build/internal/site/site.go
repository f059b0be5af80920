// Package site turns the sources of the nimscope web page into the folder
// that is served: it minifies the HTML, CSS, JS, SVG and JSON, gives the wasm
// and every script and style sheet a content-hashed name, rewrites the
// references in the HTML, and writes gzip and brotli copies beside every text
// file and the wasm. It also serves such a folder (Handler) and compiles the
// wasm (GoEnv).
//
// Everything in the result uses relative URLs, so the folder works from any
// static file server, from a subfolder and from an LMS upload.
package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing/fstest"
	"time"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/js"
	"github.com/tdewolff/minify/v2/json"
	"github.com/tdewolff/minify/v2/svg"

	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/i18n/catalog"
)

const (
	// WasmName is the name the HTML uses for the wasm before it is hashed.
	WasmName = "nimscope.wasm"
	// WasmExecName is the name of Go's JavaScript support file in the site.
	WasmExecName = "wasm_exec.js"
	// WasmMeta is the name of the <meta> element that tells boot.js the
	// wasm's file name (content), its uncompressed size (data-bytes) and,
	// where the site has one module per family of games, the games it
	// serves (data-games). The page carries one such element per module.
	WasmMeta = "nimscope-wasm"
	// ServiceWorker is the service worker beside index.html (static/sw.js), which keeps what
	// a visit used for a reload without the network. Its name is not hashed (the browser
	// finds a worker again by its address), and the build writes the build's id (BuildID) in
	// place of BuildIDMark in it, so that every new build is a new worker, which drops the
	// caches of the old one. Only a site built with Options.Offline has it.
	ServiceWorker = "sw.js"
	// BuildIDMark is the text of ServiceWorker that the build's id replaces.
	BuildIDMark = "BUILD_ID"
	// OfflineMeta is the name of the <meta> element whose content names ServiceWorker for
	// boot.js to register. A site built without Options.Offline leaves the element out.
	OfflineMeta = "nimscope-offline"
)

// Module is one wasm the page can load.
type Module struct {
	// Name is the module's family (web/family): its file is
	// nimscope-<Name>.<hash>.wasm. "" is the one module of a site without
	// families, nimscope.<hash>.wasm, which serves every game.
	Name string
	// Games are the game= names the module serves, in the order boot.js
	// tries them; none for the module without a name.
	Games []string
	// Wasm is the compiled module.
	Wasm []byte
}

// source is the module's name in the site's sources, before it is hashed.
func (m Module) source() string {
	if m.Name == "" {
		return WasmName
	}
	return "nimscope-" + m.Name + ".wasm"
}

// ModuleFile is a module as the site serves it.
type ModuleFile struct {
	Name  string   // the family, "" for the one module of a site without families
	Games []string // the games it serves; none: every game
	File  string   // its output name, nimscope-<Name>.<hash>.wasm
}

// Brotli qualities. Measured on a bare Ebiten v2.9.10 wasm of 9,963,221 bytes
// on this project's 2-core machine (one core per file):
//
//	quality  6:  2,064,279 bytes in  0.45 s
//	quality  9:  2,022,612 bytes in  1.2 s
//	quality 10:  1,802,773 bytes in 12.4 s
//	quality 11:  1,762,534 bytes in 21.7 s
//
// (gzip -9: 2,482,951 bytes in 0.8 s.) Quality 11 saves another 15 % of the
// download but alone takes longer than a whole dev build should, so the dev
// loop uses 6 and `dist` uses 11.
const (
	DefaultBrotliQuality = 6
	BestBrotliQuality    = 11
)

// Options tune Assemble.
type Options struct {
	// BrotliQuality is 1..11; 0 means DefaultBrotliQuality.
	BrotliQuality int
	// GzipLevel is 1..9; 0 means gzip.BestCompression.
	GzipLevel int
	// Offline keeps the service worker (ServiceWorker) and the page's <meta> that has it
	// registered. The sites served and shipped have it; the browser tests' shared site does
	// not, as a worker would answer every later test's page from its cache.
	Offline bool
}

func (o Options) brotli() int {
	if o.BrotliQuality == 0 {
		return DefaultBrotliQuality
	}
	return o.BrotliQuality
}

func (o Options) gzip() int {
	if o.GzipLevel == 0 {
		return gzip.BestCompression
	}
	return o.GzipLevel
}

// Site is an assembled site, held in memory.
type Site struct {
	// Files maps each slash-separated path of the output to its content,
	// the .gz and .br copies included.
	Files map[string][]byte
	// Renamed maps the source name of each hashed file to its output name:
	// "boot.js" → "boot.0123456789.js", WasmName → "nimscope.<hash>.wasm".
	Renamed map[string]string
	// Wasm is the output name of the first module's wasm: the one a page
	// without a game loads.
	Wasm string
	// Modules are the wasm modules, in the order the page lists them.
	Modules []ModuleFile
	// Warnings are things that work but look wrong, such as a script that
	// names another script whose name the build changes.
	Warnings []string
	// BrotliQuality is the quality the .br files were written with.
	BrotliQuality int
}

// Assemble builds the site in memory from the sources in static, the
// compiled wasm and Go's wasm_exec.js: a site of one module that serves every
// game (AssembleModules with one Module without a name).
func Assemble(static fs.FS, wasm, wasmExec []byte, opts Options) (*Site, error) {
	return AssembleModules(static, []Module{{Wasm: wasm}}, wasmExec, opts)
}

// AssembleModules builds the site in memory from the sources in static, the
// compiled wasm modules and Go's wasm_exec.js. The static folder must hold
// index.html, and some HTML file must carry
// <meta name="nimscope-wasm" content="nimscope.wasm">, which becomes one such
// element per module, in the order given: content its hashed name, data-games
// the games it serves (space-separated; left out for a module without a
// name), data-bytes its size. A page cannot preload nimscope.wasm when there
// are several modules: only the page's modules.js knows which one the link needs. Files and
// folders whose names start with a dot are left out. An HTML file that
// references a file static does not hold is an error naming the file and the
// reference.
func AssembleModules(static fs.FS, modules []Module, wasmExec []byte, opts Options) (*Site, error) {
	if opts.BrotliQuality < 0 || opts.BrotliQuality > BestBrotliQuality {
		return nil, fmt.Errorf("brotli quality %d is not in 1..%d", opts.BrotliQuality, BestBrotliQuality)
	}
	if opts.GzipLevel < 0 || opts.GzipLevel > gzip.BestCompression {
		return nil, fmt.Errorf("gzip level %d is not in 1..%d", opts.GzipLevel, gzip.BestCompression)
	}
	if err := checkModules(modules); err != nil {
		return nil, err
	}
	if len(wasmExec) == 0 {
		return nil, fmt.Errorf("%s is empty", WasmExecName)
	}
	// The minifier works in place: a caller's slice must come back as it went in.
	wasmExec = bytes.Clone(wasmExec)

	src, err := readStatic(static)
	if err != nil {
		return nil, err
	}
	if _, ok := src["index.html"]; !ok {
		return nil, errors.New("the static folder has no index.html")
	}
	gens := []string{WasmExecName}
	for _, m := range modules {
		gens = append(gens, m.source())
	}
	if len(modules) > 1 {
		gens = append(gens, WasmName) // the name the page's <meta> is written with
	}
	for _, gen := range gens {
		if _, ok := src[gen]; ok {
			return nil, fmt.Errorf("the static folder holds %s, which the build makes itself", gen)
		}
	}
	for _, m := range modules {
		src[m.source()] = m.Wasm
	}
	src[WasmExecName] = wasmExec
	if err := addCatalogs(src); err != nil {
		return nil, err
	}
	if !opts.Offline {
		delete(src, ServiceWorker)
	}

	s := &Site{
		Files:         make(map[string][]byte, 3*len(src)),
		Renamed:       make(map[string]string),
		BrotliQuality: opts.brotli(),
	}
	m := newMinifier()

	// Everything but HTML first: minify, then hash the minified bytes.
	var pages []string
	for _, name := range sortedKeys(src) {
		k := kindOf(name)
		if k.minify == "text/html" {
			pages = append(pages, name)
			continue
		}
		data := src[name]
		if k.minify != "" {
			if data, err = m.Bytes(k.minify, data); err != nil {
				return nil, fmt.Errorf("minify %q: %w", name, err)
			}
		}
		out := name
		if k.hashed && name != ServiceWorker {
			out = HashedName(name, data)
			s.Renamed[name] = out
		}
		s.Files[out] = data
	}
	for _, m := range modules {
		s.Modules = append(s.Modules, ModuleFile{Name: m.Name, Games: slices.Clone(m.Games), File: s.Renamed[m.source()]})
	}
	s.Wasm = s.Modules[0].File

	// Then HTML: rewrite the references to hashed names, then minify.
	refs := &refs{files: src, renamed: s.Renamed, modules: modules, out: s.Modules, offline: opts.Offline}
	for _, name := range pages {
		data, err := refs.rewrite(name, src[name])
		if err != nil {
			return nil, err
		}
		if data, err = m.Bytes("text/html", data); err != nil {
			return nil, fmt.Errorf("minify %q: %w", name, err)
		}
		s.Files[name] = data
	}
	if refs.metas == 0 {
		return nil, fmt.Errorf("no HTML file carries <meta name=%q content=%q>: the page could not find the wasm", WasmMeta, WasmName)
	}
	s.Warnings = append(s.Warnings, scriptWarnings(s.Files, s.Renamed)...)
	if opts.Offline {
		if err := s.markServiceWorker(refs.offlineMetas); err != nil {
			return nil, err
		}
	}

	if err := s.precompress(opts); err != nil {
		return nil, err
	}
	return s, nil
}

// HasServiceWorker reports whether the static folder has a service worker (ServiceWorker):
// the build tool and the bench then make the site with Options.Offline, as it ships.
func HasServiceWorker(static fs.FS) bool {
	_, err := fs.Stat(static, ServiceWorker)
	return err == nil
}

// BuildID is the id of a site's content: the first HashLen hex digits of the SHA-256 of
// every file's name and bytes, but the service worker's and the .gz and .br copies (the
// same content again, and not there yet when the build writes the id).
func BuildID(files map[string][]byte) string {
	h := sha256.New()
	for _, name := range sortedKeys(files) {
		ext := path.Ext(name)
		if _, copied := files[strings.TrimSuffix(name, ext)]; name == ServiceWorker || copied && (ext == ".gz" || ext == ".br") {
			continue
		}
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(files[name]))
		h.Write(files[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:HashLen]
}

// markServiceWorker writes the build's id into the service worker: the browser installs a
// worker whose bytes changed, and the new worker's cache, named by the id, replaces the old
// one's. metas is how many pages ask for the worker to be registered.
func (s *Site) markServiceWorker(metas int) error {
	sw, ok := s.Files[ServiceWorker]
	if !ok {
		return fmt.Errorf("the static folder has no %s, which a site that works offline needs", ServiceWorker)
	}
	if metas == 0 {
		return fmt.Errorf("no HTML file carries <meta name=%q content=%q>: nothing would register the service worker", OfflineMeta, ServiceWorker)
	}
	if n := bytes.Count(sw, []byte(BuildIDMark)); n != 1 {
		return fmt.Errorf("%s: %d occurrences of %s, want one: the build writes the build's id there", ServiceWorker, n, BuildIDMark)
	}
	s.Files[ServiceWorker] = bytes.Replace(sw, []byte(BuildIDMark), []byte(BuildID(s.Files)), 1)
	return nil
}

// checkModules refuses a list of modules the page could not choose from.
func checkModules(modules []Module) error {
	if len(modules) == 0 {
		return errors.New("no wasm module")
	}
	names := map[string]bool{}
	games := map[string]string{}
	for i, m := range modules {
		if len(m.Wasm) == 0 {
			if m.Name == "" {
				return errors.New("the wasm is empty")
			}
			return fmt.Errorf("the wasm of module %s is empty", m.Name)
		}
		if m.Name == "" {
			if len(modules) > 1 {
				return fmt.Errorf("module %d of %d has no name: only a site of one module may leave it out", i+1, len(modules))
			}
			if len(m.Games) > 0 {
				return errors.New("the module without a name serves every game: it lists none")
			}
			continue
		}
		if !moduleNameRE.MatchString(m.Name) {
			return fmt.Errorf("module name %q: expected lower-case letters, digits and _", m.Name)
		}
		if names[m.Name] {
			return fmt.Errorf("two modules named %s", m.Name)
		}
		names[m.Name] = true
		if len(m.Games) == 0 {
			return fmt.Errorf("module %s serves no game", m.Name)
		}
		for _, g := range m.Games {
			if !moduleNameRE.MatchString(g) {
				return fmt.Errorf("module %s: game %q: expected lower-case letters, digits and _", m.Name, g)
			}
			if other, ok := games[g]; ok && i > 0 && other != modules[0].Name {
				return fmt.Errorf("game %s is served by modules %s and %s: the page could not choose", g, other, m.Name)
			}
			if _, ok := games[g]; !ok {
				games[g] = m.Name
			}
		}
	}
	return nil
}

var moduleNameRE = regexp.MustCompile(`^[a-z0-9_]+$`)

// CatalogDir is the folder of the site that holds each language's words, <lang>.txt from
// web/i18n/catalog in the shorter form i18n.Served writes: the wasm carries none, and
// static/boot.js fetches the one a visitor reads.
const CatalogDir = "i18n"

// addCatalogs adds the catalog files to the site's sources.
func addCatalogs(src map[string][]byte) error {
	for _, l := range i18n.All {
		if l == i18n.EN {
			continue
		}
		name := path.Join(CatalogDir, catalog.Name(l))
		if _, ok := src[name]; ok {
			return fmt.Errorf("the static folder holds %s, which the build copies from web/i18n/catalog", name)
		}
		data, err := catalog.Files.ReadFile(catalog.Name(l))
		if err != nil {
			return fmt.Errorf("the catalog of %s: %w", l, err)
		}
		served, err := i18n.Served(l, "web/i18n/catalog/"+catalog.Name(l), string(data))
		if err != nil {
			return fmt.Errorf("the catalog of %s: %w", l, err)
		}
		src[name] = []byte(served)
	}
	return nil
}

// FS returns the site as a read-only file system, for serving it with
// Handler without writing it to disk. Every file has the time FS was called.
func (s *Site) FS() fs.FS {
	now := time.Now().Truncate(time.Second)
	fsys := make(fstest.MapFS, len(s.Files))
	for name, data := range s.Files {
		fsys[name] = &fstest.MapFile{Data: data, Mode: 0o444, ModTime: now}
	}
	return fsys
}

// readStatic reads every regular file of fsys whose path has no element
// starting with a dot.
func readStatic(fsys fs.FS) (map[string][]byte, error) {
	files := make(map[string][]byte)
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if !d.Type().IsRegular() {
			// A symbolic link: read what it points to, if that is a file.
			info, err := fs.Stat(fsys, name)
			if err != nil {
				return err
			}
			if !info.Mode().IsRegular() {
				return nil
			}
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		files[name] = data
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read the static folder: %w", err)
	}
	return files, nil
}

func newMinifier() *minify.M {
	m := minify.New()
	// Quotes and the html/head/body tags are kept: a few dozen bytes before
	// compression buy HTML that every tool reads the same way.
	m.Add("text/html", &html.Minifier{KeepDocumentTags: true, KeepQuotes: true})
	m.Add("text/css", &css.Minifier{})
	m.Add("text/javascript", &js.Minifier{})
	m.Add("image/svg+xml", &svg.Minifier{})
	m.Add("application/json", &json.Minifier{})
	return m
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

var (
	// A quoted name ending in .js, .mjs or .css inside a script.
	jsNameRE = regexp.MustCompile("[\"'`]([^\"'`\\s?#]+\\.(?:m?js|css))[?#\"'`]")
	// url(…) and @import of a style sheet or a script inside a style sheet.
	cssNameRE = regexp.MustCompile(`(?:url\(\s*["']?|@import\s+["'])([^"')\s?#]+\.(?:m?js|css))`)
)

// scriptWarnings finds scripts and style sheets that name another script or
// style sheet by its source name, which the build changes: such a reference
// (a module import, a script loaded by hand, an @import) breaks in dist/.
func scriptWarnings(files map[string][]byte, renamed map[string]string) []string {
	source := make(map[string]string, len(renamed)) // output name → source name
	for from, to := range renamed {
		source[to] = from
	}
	var warnings []string
	for _, out := range sortedKeys(files) {
		from, ok := source[out]
		if !ok {
			continue
		}
		var re *regexp.Regexp
		switch path.Ext(from) {
		case ".js", ".mjs":
			re = jsNameRE
		case ".css":
			re = cssNameRE
		default:
			continue
		}
		seen := make(map[string]bool)
		for _, m := range re.FindAllSubmatch(files[out], -1) {
			ref := string(m[1])
			if seen[ref] {
				continue
			}
			seen[ref] = true
			// Module imports resolve against the script, fetches and
			// script elements against the page: try both.
			for _, target := range []string{path.Join(path.Dir(from), ref), path.Clean(ref)} {
				if to, ok := renamed[target]; ok {
					warnings = append(warnings, fmt.Sprintf("%s names %q, which is renamed to %s in the output: reference it from the HTML instead", from, ref, to))
					break
				}
			}
		}
	}
	return warnings
}

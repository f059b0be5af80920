# nimscope: the two commands a newcomer needs are `make serve` and `make test`.
GO ?= go

# Packages that import Ebiten need cgo and X11 headers to build on the host; they are
# checked for js/wasm by vet and in the browser tests. Everything else runs here.
EBITEN := github.com/hajimehoshi/ebiten/v2
HOST_PKGS = $(shell $(GO) list -f '{{.ImportPath}}{{range .Deps}}{{if eq . "$(EBITEN)"}} ebiten{{end}}{{end}}' ./... | grep -v ' ebiten')

# The families of games, one wasm module each (web/family); vet checks every module's build tags.
FAMILIES = $(shell sed -n 's/^\t{Name: "\([a-z0-9_]*\)".*/\1/p' web/family/family.go)
WASM_MODULE_PKGS = GOOS=js GOARCH=wasm $(GO) list -tags $$tags -deps \
	-f '{{if .Module}}{{if .Module.Main}}{{.ImportPath}}{{end}}{{end}}' ./wasm

.PHONY: serve build dist test vet bench fuzz clean families

## serve: build the site into dist/ and serve it on http://127.0.0.1:8080/
serve:
	$(GO) run ./cmd/build serve

## build: build the site into dist/
build:
	$(GO) run ./cmd/build

## dist: the site with the best compression, and nimscope.zip of it
dist:
	$(GO) run ./cmd/build dist

## test: vet, unit tests, fuzz seeds and the browser tests (needs /usr/bin/chromium)
test: vet
	NIMSCOPE_BROWSER=require $(GO) test -count=1 -timeout 60m $(HOST_PKGS)

vet:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	GOOS=js GOARCH=wasm $(GO) vet ./...
	@test -n "$(FAMILIES)" || { echo "no families read from web/family/family.go"; exit 1; }
	@for f in $(FAMILIES); do tags=family,family_$$f; \
	  echo "GOOS=js GOARCH=wasm $(GO) vet -tags $$tags (the packages of module $$f)"; \
	  GOOS=js GOARCH=wasm $(GO) vet -tags $$tags $$($(WASM_MODULE_PKGS)) || exit 1; \
	done
	$(GO) vet $(HOST_PKGS)

# families: the names of the wasm modules' families, which vet reads from web/family
families:
	@echo $(FAMILIES)

## bench: build, measure and print the performance table against a bare Ebiten app
## (BENCHMARKS.md; needs /usr/bin/chromium, node optional; BENCHFLAGS="-skip engine" …)
bench:
	$(GO) run ./cmd/build/bench $(BENCHFLAGS)

## fuzz: run every fuzz target for a while (FUZZTIME=30s by default)
FUZZTIME ?= 30s
fuzz:
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

clean:
	rm -rf dist nimscope.zip

# nimscope: the two commands a newcomer needs are `make serve` and `make test`.
GO ?= go

# Packages that import Ebiten need cgo and X11 headers to build on the host; they are
# checked for js/wasm by vet and in the browser tests. Everything else runs here.
EBITEN := github.com/hajimehoshi/ebiten/v2
HOST_PKGS = $(shell $(GO) list -f '{{.ImportPath}}{{range .Deps}}{{if eq . "$(EBITEN)"}} ebiten{{end}}{{end}}' ./... | grep -v ' ebiten')

.PHONY: serve build dist test vet bench fuzz clean

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
	NIMSCOPE_BROWSER=require $(GO) test -count=1 -timeout 30m $(HOST_PKGS)

vet:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	GOOS=js GOARCH=wasm $(GO) vet ./...
	$(GO) vet $(HOST_PKGS)

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

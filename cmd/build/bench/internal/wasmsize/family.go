package wasmsize

import (
	"strings"
)

// Family is the name a function is listed under when sizes are summed per function: its
// name with every generic instantiation's type arguments written "[…]" and a closure or an
// init function's number left out, so that slices.pdqsortCmpFunc over every element type
// is one family, and so is every func literal inside (*T).M, or a package's init.0 … init.31.
//
// The name section writes "slices.pdqsortCmpFunc[go.shape.int]" as
// "slices.pdqsortCmpFunc_go.shape.int_": brackets are gone, so the type arguments are taken
// to run from "_go.shape." to the end of the name, or to the last "_." after it, which is
// "]." (a method of a generic type, or a closure in a generic function); shapes themselves
// contain no "_." (a package path inside one is written "_pkg.T": a letter before the dot).
func Family(name string) string {
	if i := strings.Index(name, "_go.shape."); i >= 0 {
		rest := name[i+1:]
		suffix := ""
		if j := strings.LastIndex(rest, "_."); j >= 0 {
			suffix = rest[j+1:]
		}
		name = name[:i] + "[…]" + suffix
	}
	// Closures: F.func1, F.func1.2, F.gowrap1, F.deferwrap1; package inits: init.0.
	for {
		dot := strings.LastIndexByte(name, '.')
		if dot < 0 {
			return name
		}
		last := name[dot+1:]
		base := strings.TrimRight(last, "0123456789")
		if base == last || (base != "" && base != "func" && base != "gowrap" && base != "deferwrap") {
			return name
		}
		if base == "" && strings.HasSuffix(name[:dot], ".init") {
			return name[:dot]
		}
		if base == "" && !closureParent(name[:dot]) {
			return name
		}
		name = name[:dot]
	}
}

// closureParent reports whether a name whose last element is a bare number (F.func1.2)
// is a closure's: its own last element is funcN, gowrapN or deferwrapN.
func closureParent(name string) bool {
	last := name[strings.LastIndexByte(name, '.')+1:]
	base := strings.TrimRight(last, "0123456789")
	return base != last && (base == "func" || base == "gowrap" || base == "deferwrap")
}

// FamilySize is the code of one family of functions.
type FamilySize struct {
	Size  int // bytes of the bodies
	Count int // functions
}

// ByFamily sums the function bodies by Family.
func (m *Module) ByFamily() map[string]FamilySize {
	sizes := make(map[string]FamilySize)
	for _, f := range m.Funcs {
		if f.Name == "" {
			continue
		}
		k := Family(f.Name)
		s := sizes[k]
		s.Size += f.Size
		s.Count++
		sizes[k] = s
	}
	return sizes
}

// Package wasmsize says where the bytes of a WebAssembly module go: how big each section
// is, and how much code each Go package contributes.
//
// `go tool nm` does not read wasm, so the attribution is done here. The code section holds
// one body per defined function, and the "name" custom section (kept when the module is
// built without -ldflags=-s; the code is the same either way) names each function after
// its Go symbol, with every character other than letters, digits, '_' and '.' turned into
// '_': "github.com/hajimehoshi/ebiten/v2/vector.FillCircle" is written
// "github.com_hajimehoshi_ebiten_v2_vector.FillCircle", "runtime.(*mheap).alloc" is
// "runtime.__mheap_.alloc". A path cannot be read back from such a name, so Packages
// matches names against the import paths the program is built from (go list -deps),
// written the same way: each body counts for the longest path that, followed by a dot,
// starts its name. Bodies no path matches (type:.eq…, go:buildid, wasm_export_…) count as
// Generated. The data section (type descriptors, strings, the tables the runtime reads,
// initialised variables) carries no names and is reported as one figure.
package wasmsize

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Section ids of the WebAssembly binary format.
const (
	sectionCustom = 0
	sectionImport = 2
	sectionCode   = 10
	sectionData   = 11
)

// Func is one function defined in the module.
type Func struct {
	Name string // "" when the module has no name for it
	Size int    // bytes of its body in the code section, with the body's size prefix
}

// Module is what Parse reads from a wasm file.
type Module struct {
	Size     int            // the whole file
	Sections map[string]int // bytes per section, the id and size header included; custom sections by name ("custom:name")
	Code     int            // the code section
	CodeBody []byte         // the code section's bytes (to compress it on its own)
	Data     int            // the data section
	Funcs    []Func         // defined functions, in index order
	Segments []Segment      // the data section's active segments, in order
}

// Segment is one data segment: bytes the module copies into linear memory at Addr.
type Segment struct {
	Addr int
	Data []byte
}

// Parse reads the sections of a wasm module and, where the name section has them, the
// names of its functions.
func Parse(b []byte) (*Module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	m := &Module{Size: len(b), Sections: make(map[string]int)}
	r := reader{b: b, off: 8}
	imported := 0 // functions imported: they come first in the function index space
	var names map[int]string
	for !r.done() {
		start := r.off
		id := r.byte()
		size := r.u32()
		if r.err != nil {
			break
		}
		end := r.off + int(size)
		if end > len(b) {
			return nil, fmt.Errorf("section %d at %d: %d bytes, the file ends first", id, start, size)
		}
		body := reader{b: b[:end], off: r.off}
		name := sectionName(id)
		switch id {
		case sectionCustom:
			custom := body.name()
			name = "custom:" + custom
			if custom == "name" {
				names = body.functionNames()
			}
		case sectionImport:
			imported = body.importedFuncs()
		case sectionCode:
			m.Code = end - start
			m.CodeBody = b[start:end]
			n := int(body.u32())
			m.Funcs = make([]Func, 0, n)
			for range n {
				fstart := body.off
				fsize := body.u32()
				body.skip(int(fsize))
				m.Funcs = append(m.Funcs, Func{Size: body.off - fstart})
			}
		case sectionData:
			m.Data = end - start
			m.Segments = body.segments()
		}
		if body.err != nil {
			return nil, fmt.Errorf("section %s: %w", name, body.err)
		}
		m.Sections[name] += end - start
		r.off = end
	}
	if r.err != nil {
		return nil, r.err
	}
	for i := range m.Funcs {
		m.Funcs[i].Name = names[imported+i]
	}
	return m, nil
}

func sectionName(id byte) string {
	names := [...]string{"custom", "type", "import", "function", "table", "memory", "global",
		"export", "start", "element", "code", "data", "datacount"}
	if int(id) < len(names) {
		return names[id]
	}
	return fmt.Sprintf("section%d", id)
}

// Named reports whether the module names its functions (it was built without -s).
func (m *Module) Named() bool {
	for _, f := range m.Funcs {
		if f.Name != "" {
			return true
		}
	}
	return false
}

// ByPackage sums the function bodies by the package each belongs to (Packages.Of).
func (m *Module) ByPackage(p *Packages) map[string]int {
	sizes := make(map[string]int)
	for _, f := range m.Funcs {
		sizes[p.Of(f.Name)] += f.Size
	}
	return sizes
}

// Unnamed is the package of functions without a name (a module built with -s).
const Unnamed = "(unnamed)"

// Generated is the package of functions no import path matches: those the compiler and the
// linker make (type:.eq.…, go:buildid) and the module's entry points (wasm_export_run).
const Generated = "(generated)"

// Packages attributes function names to import paths.
type Packages struct {
	byName map[string]string // the path as the name section writes it → the path
}

// NewPackages returns the attribution to the given import paths.
func NewPackages(paths []string) *Packages {
	p := &Packages{byName: make(map[string]string, len(paths))}
	for _, path := range paths {
		p.byName[Mangle(path)] = path
	}
	return p
}

var unsafeChars = regexp.MustCompile(`[^\w.]`)

// Mangle writes a symbol or path as the Go linker writes names into a wasm name section.
func Mangle(s string) string { return unsafeChars.ReplaceAllString(s, "_") }

// Of returns the import path of the package a function name belongs to: the longest known
// path that the name starts with, followed by a dot.
func (p *Packages) Of(name string) string {
	if name == "" {
		return Unnamed
	}
	for i := len(name) - 1; i > 0; i-- {
		if name[i] != '.' {
			continue
		}
		if path, ok := p.byName[name[:i]]; ok {
			return path
		}
	}
	return Generated
}

// Readable writes a name of the name section with its package's import path restored:
// "github.com_x_y.__T_.M" becomes "github.com/x/y.__T_.M" (the rest stays as written).
func (p *Packages) Readable(name string) string {
	path := p.Of(name)
	if path == Unnamed || path == Generated {
		return name
	}
	return path + name[len(Mangle(path)):]
}

// Share is one package's code in two modules.
type Share struct {
	Package string
	Size    int // bytes in the module measured
	Base    int // bytes in the baseline module
}

// Added returns the packages of size ordered by how many bytes they add over base, most
// first; packages that add nothing are left out.
func Added(size, base map[string]int) []Share {
	var out []Share
	for pkg, n := range size {
		if n > base[pkg] {
			out = append(out, Share{Package: pkg, Size: n, Base: base[pkg]})
		}
	}
	slices.SortFunc(out, func(a, b Share) int {
		if c := cmp.Compare(b.Size-b.Base, a.Size-a.Base); c != 0 {
			return c
		}
		return strings.Compare(a.Package, b.Package)
	})
	return out
}

// ModuleOf is the module path a package belongs to, for grouping: the first three elements
// of a path whose first element has a dot (github.com/owner/repo), else "std".
func ModuleOf(pkg string) string {
	first, _, _ := strings.Cut(pkg, "/")
	if !strings.Contains(first, ".") {
		return "std"
	}
	parts := strings.SplitN(pkg, "/", 4)
	return strings.Join(parts[:min(3, len(parts))], "/")
}

// reader reads the binary format; the first error sticks.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) done() bool { return r.err != nil || r.off >= len(r.b) }

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("at byte %d: %s", r.off, what)
	}
}

func (r *reader) byte() byte {
	if r.err != nil || r.off >= len(r.b) {
		r.fail("unexpected end")
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

// u32 reads an unsigned LEB128 number of at most 32 bits.
func (r *reader) u32() uint32 {
	var v uint32
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= uint32(c&0x7f) << shift
		if c&0x80 == 0 {
			return v
		}
	}
	r.fail("LEB128 number too long")
	return 0
}

func (r *reader) skip(n int) {
	if r.err != nil {
		return
	}
	if n < 0 || r.off+n > len(r.b) {
		r.fail("unexpected end")
		return
	}
	r.off += n
}

func (r *reader) name() string {
	n := int(r.u32())
	start := r.off
	r.skip(n)
	if r.err != nil {
		return ""
	}
	return string(r.b[start:r.off])
}

func (r *reader) limits() {
	flags := r.byte()
	r.u32()
	if flags&1 != 0 {
		r.u32()
	}
}

// importedFuncs reads an import section and counts the functions it imports.
func (r *reader) importedFuncs() int {
	funcs := 0
	n := int(r.u32())
	for range n {
		r.name() // module
		r.name() // field
		switch kind := r.byte(); kind {
		case 0: // function: its type index
			r.u32()
			funcs++
		case 1: // table: element type, limits
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global: value type, mutability
			r.byte()
			r.byte()
		case 4: // tag: attribute, type index
			r.byte()
			r.u32()
		default:
			r.fail(fmt.Sprintf("import of unknown kind %d", kind))
		}
		if r.err != nil {
			return funcs
		}
	}
	return funcs
}

// segments reads a data section's segments. Go's linker writes only active segments into
// memory 0 at a constant address (flag 0, i32.const addr, end).
func (r *reader) segments() []Segment {
	n := int(r.u32())
	var segs []Segment
	for range n {
		if flag := r.u32(); flag != 0 {
			r.fail(fmt.Sprintf("data segment of kind %d (only active segments of memory 0 are read)", flag))
			return segs
		}
		if op := r.byte(); op != 0x41 { // i32.const
			r.fail(fmt.Sprintf("data segment offset expression starts with opcode %#x, not i32.const", op))
			return segs
		}
		addr := r.s32()
		if end := r.byte(); end != 0x0b {
			r.fail("data segment offset expression is not one constant")
			return segs
		}
		size := int(r.u32())
		start := r.off
		r.skip(size)
		if r.err != nil {
			return segs
		}
		segs = append(segs, Segment{Addr: int(uint32(addr)), Data: r.b[start:r.off]})
	}
	return segs
}

// s32 reads a signed LEB128 number of at most 32 bits.
func (r *reader) s32() int32 {
	var v int64
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= int64(c&0x7f) << shift
		if c&0x80 == 0 {
			if c&0x40 != 0 {
				v |= -1 << (shift + 7)
			}
			return int32(v)
		}
	}
	r.fail("LEB128 number too long")
	return 0
}

// functionNames reads the subsections of a name section and returns the function names.
func (r *reader) functionNames() map[int]string {
	names := make(map[int]string)
	for !r.done() {
		id := r.byte()
		size := int(r.u32())
		end := r.off + size
		if r.err != nil || end > len(r.b) {
			r.fail("name subsection runs past the section")
			return names
		}
		if id != 1 { // 1: function names
			r.off = end
			continue
		}
		sub := reader{b: r.b[:end], off: r.off}
		n := int(sub.u32())
		for range n {
			idx := int(sub.u32())
			names[idx] = sub.name()
			if sub.err != nil {
				r.err = sub.err
				return names
			}
		}
		r.off = end
	}
	return names
}

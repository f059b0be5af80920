package wasmsize

import (
	"bytes"
	"maps"
	"testing"
)

func TestPackagesOf(t *testing.T) {
	p := NewPackages([]string{"runtime", "internal/runtime/maps", "slices", "encoding/json",
		"github.com/hajimehoshi/ebiten/v2", "github.com/hajimehoshi/ebiten/v2/vector",
		"github.com/nimscope/nimscope/web/nimscene", "gopkg.in/yaml.v3", "github.com/x/y", "github.com/x/z"})
	for _, tt := range []struct{ symbol, want string }{
		{"runtime.mallocgc", "runtime"},
		{"runtime.(*mheap).alloc", "runtime"},
		{"internal/runtime/maps.(*Map).Get", "internal/runtime/maps"},
		{"github.com/hajimehoshi/ebiten/v2/vector.FillCircle", "github.com/hajimehoshi/ebiten/v2/vector"},
		{"github.com/hajimehoshi/ebiten/v2.(*Image).DrawImage", "github.com/hajimehoshi/ebiten/v2"},
		{"github.com/nimscope/nimscope/web/nimscene.(*Scene).Draw.func1", "github.com/nimscope/nimscope/web/nimscene"},
		{"slices.SortFunc[go.shape.string]", "slices"},
		{"github.com/x/y.(*T[github.com/x/z.U]).M", "github.com/x/y"},
		{"github.com/x/y.F[github.com/x/z.U]", "github.com/x/y"},
		{"encoding/json.(*decodeState).object", "encoding/json"},
		{"gopkg.in/yaml.v3.Unmarshal", "gopkg.in/yaml.v3"},
		{"type:.eq.[2]interface {}", Generated},
		{"go:buildid", Generated},
		{"wasm_export_run", Generated},
		{"", Unnamed},
	} {
		if got := p.Of(Mangle(tt.symbol)); got != tt.want {
			t.Errorf("Of(%q) = %q, want %q", Mangle(tt.symbol), got, tt.want)
		}
	}
}

func TestReadable(t *testing.T) {
	p := NewPackages([]string{"runtime", "github.com/x/y", "github.com/x/y/v2"})
	for in, want := range map[string]string{
		"github.com_x_y.__T_.M":    "github.com/x/y.__T_.M",
		"github.com_x_y_v2.F[…]":   "github.com/x/y/v2.F[…]",
		"runtime.mallocgc":         "runtime.mallocgc",
		"type_.eq._2_interface___": "type_.eq._2_interface___",
		"github.com_x_z.F":         "github.com_x_z.F",
	} {
		if got := p.Readable(in); got != want {
			t.Errorf("Readable(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMangle(t *testing.T) {
	// As the Go linker writes them (seen in a module it built).
	for in, want := range map[string]string{
		"github.com/nimscope/nimscope/engine/notation.escape": "github.com_nimscope_nimscope_engine_notation.escape",
		"runtime.(*mcache).releaseAll":                        "runtime.__mcache_.releaseAll",
		"go:buildid":                                          "go_buildid",
	} {
		if got := Mangle(in); got != want {
			t.Errorf("Mangle(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestModuleOf(t *testing.T) {
	for pkg, want := range map[string]string{
		"runtime":       "std",
		"encoding/json": "std",
		"github.com/hajimehoshi/ebiten/v2/vector":   "github.com/hajimehoshi/ebiten",
		"github.com/nimscope/nimscope/web/nimscene": "github.com/nimscope/nimscope",
		"github.com/ebitengine/purego":              "github.com/ebitengine/purego",
		"golang.org/x/sys":                          "golang.org/x/sys",
		Generated:                                   "std",
	} {
		if got := ModuleOf(pkg); got != want {
			t.Errorf("ModuleOf(%q) = %q, want %q", pkg, got, want)
		}
	}
}

// module builds a small wasm binary: one imported function and a memory, two defined
// functions, a data segment, and a name section naming the functions.
func module(withNames bool) []byte {
	var b bytes.Buffer
	b.WriteString("\x00asm\x01\x00\x00\x00")
	section := func(id byte, body []byte) {
		b.WriteByte(id)
		b.Write(leb(uint32(len(body))))
		b.Write(body)
	}
	str := func(s string) []byte { return append(leb(uint32(len(s))), s...) }
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

	section(1, []byte{1, 0x60, 0, 0})                                // type: () → ()
	section(2, cat([]byte{2}, str("go"), str("debug"), []byte{0, 0}, // import a function
		str("env"), str("mem"), []byte{2, 0, 1})) // and a memory (min 1)
	section(3, []byte{2, 0, 0}) // two functions of type 0
	body1 := []byte{2, 0, 0x0b} // no locals; end
	body2 := make([]byte, 200)  // a body of 200 bytes: its size takes two LEB bytes
	body2[0] = 0
	body2[199] = 0x0b
	section(10, cat([]byte{2}, leb(uint32(len(body1))), body1, leb(uint32(len(body2))), body2))
	section(11, cat([]byte{1, 0, 0x41, 0, 0x0b}, str("hello, data")))
	if withNames {
		funcs := cat([]byte{3}, leb(0), str("go.debug"), leb(1), str("runtime.main"),
			leb(2), str(Mangle("github.com/nimscope/nimscope/web.(*App).Draw")))
		names := cat(str("name"), []byte{0}, str("module"), []byte{1}, leb(uint32(len(funcs))), funcs)
		section(0, names)
	}
	return b.Bytes()
}

func leb(v uint32) []byte {
	var out []byte
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v != 0 {
			out = append(out, c|0x80)
			continue
		}
		return append(out, c)
	}
}

func TestParse(t *testing.T) {
	wasm := module(true)
	m, err := Parse(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if m.Size != len(wasm) {
		t.Errorf("Size = %d, want %d", m.Size, len(wasm))
	}
	want := []Func{{"runtime.main", 1 + 3}, {"github.com_nimscope_nimscope_web.__App_.Draw", 2 + 200}}
	if len(m.Funcs) != 2 || m.Funcs[0] != want[0] || m.Funcs[1] != want[1] {
		t.Errorf("Funcs = %+v, want %+v", m.Funcs, want)
	}
	if m.Code != 1+2+(1+4+202) { // id, size (two LEB bytes), count, bodies
		t.Errorf("Code = %d, want %d", m.Code, 1+2+(1+4+202))
	}
	if m.Data == 0 || m.Sections["data"] != m.Data || m.Sections["custom:name"] == 0 {
		t.Errorf("Data = %d, sections %v", m.Data, m.Sections)
	}
	total := 8
	for _, n := range m.Sections {
		total += n
	}
	if total != len(wasm) {
		t.Errorf("the sections add up to %d bytes of %d", total, len(wasm))
	}
	if !m.Named() {
		t.Error("Named() = false for a module with a name section")
	}
	pkgs := NewPackages([]string{"runtime", "github.com/nimscope/nimscope/web"})
	got := m.ByPackage(pkgs)
	if wantPkg := map[string]int{"runtime": 4, "github.com/nimscope/nimscope/web": 202}; !maps.Equal(got, wantPkg) {
		t.Errorf("ByPackage = %v, want %v", got, wantPkg)
	}

	stripped, err := Parse(module(false))
	if err != nil {
		t.Fatal(err)
	}
	if stripped.Named() || stripped.Code != m.Code {
		t.Errorf("without names: Named %v, Code %d (want false, %d)", stripped.Named(), stripped.Code, m.Code)
	}
	if got := stripped.ByPackage(pkgs); got[Unnamed] != 206 {
		t.Errorf("ByPackage without names = %v, want all %d bytes %s", got, 206, Unnamed)
	}
}

func TestParseRejects(t *testing.T) {
	wasm := module(true)
	for name, b := range map[string][]byte{
		"empty":     nil,
		"not wasm":  []byte("\x7fELF\x02\x01\x01\x00"),
		"truncated": wasm[:len(wasm)-5],
		"cut code":  wasm[:60],
	} {
		if _, err := Parse(b); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestAdded(t *testing.T) {
	site := map[string]int{"runtime": 100, "fmt": 50, "web": 40, "ebiten": 300, "json": 40}
	bare := map[string]int{"runtime": 100, "fmt": 10, "ebiten": 310}
	got := Added(site, bare)
	want := []Share{{"fmt", 50, 10}, {"json", 40, 0}, {"web", 40, 0}}
	if len(got) != len(want) {
		t.Fatalf("Added = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Added[%d] = %v, want %v", i, got[i], want[i])
		}
	}
}

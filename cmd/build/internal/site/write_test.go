package site

import (
	"archive/zip"
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tree returns every file under dir with its content, by slash path.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestWriteDir(t *testing.T) {
	parent := t.TempDir()
	dist := filepath.Join(parent, "dist")
	first := &Site{Files: map[string][]byte{"index.html": []byte("one"), "old.0123456789.js": []byte("stale"), "sub/a.txt": []byte("a")}}
	second := &Site{Files: map[string][]byte{"index.html": []byte("two"), "sub/b.txt": []byte("b")}}

	if err := first.WriteDir(dist); err != nil {
		t.Fatalf("first WriteDir: %v", err)
	}
	if err := second.WriteDir(dist); err != nil {
		t.Fatalf("second WriteDir: %v", err)
	}
	got := tree(t, dist)
	want := map[string]string{"index.html": "two", "sub/b.txt": "b", Marker: markerText}
	if len(got) != len(want) {
		t.Errorf("dist holds %v, want %v", got, want)
	}
	for name, data := range want {
		if got[name] != data {
			t.Errorf("dist/%s = %q, want %q", name, got[name], data)
		}
	}
	// Nothing is left beside dist.
	entries, _ := os.ReadDir(parent)
	if len(entries) != 1 {
		t.Errorf("the parent holds %d entries, want dist alone: %v", len(entries), entries)
	}
	info, err := os.Stat(dist)
	if err != nil || info.Mode().Perm() != 0o755 {
		t.Errorf("dist mode %v, %v; want 0755", info.Mode(), err)
	}
}

func TestWriteDirRefusesForeignFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module precious\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := &Site{Files: map[string][]byte{"index.html": []byte("x")}}
	err := s.WriteDir(dir)
	if err == nil || !strings.Contains(err.Error(), "refusing") {
		t.Fatalf("WriteDir over a folder of sources: %v, want a refusal", err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err != nil || string(data) != "module precious\n" {
		t.Errorf("go.mod is now %q, %v", data, err)
	}

	// An empty folder is fine.
	empty := t.TempDir()
	if err := s.WriteDir(empty); err != nil {
		t.Errorf("WriteDir into an empty folder: %v", err)
	}
	// A file is not a folder.
	file := filepath.Join(t.TempDir(), "f")
	os.WriteFile(file, nil, 0o644)
	if err := s.WriteDir(file); err == nil {
		t.Error("WriteDir over a file: no error")
	}
}

func TestWriteZip(t *testing.T) {
	s := &Site{Files: map[string][]byte{
		"index.html":                  []byte(strings.Repeat("<p>nim</p>", 100)),
		"index.html.gz":               []byte("gz bytes"),
		"index.html.br":               []byte("br bytes"),
		"examples/nim.json":           []byte(`{"heaps":[3,4,5]}`),
		"examples/lecture.html":       []byte("<p>a lecture</p>"),
		"examples/lecture.html.br":    []byte("br bytes"),
		"boot.0123456789.js":          []byte("console.log(1)"),
		"data/archive.tar.gz":         []byte("a gzip file of its own"),
		"nimscope.0123456789.wasm.gz": []byte("gz bytes"),
		"nimscope.0123456789.wasm":    []byte("\x00asm"),
		"nimscope.0123456789.wasm.br": []byte("br bytes"),
	}}
	// The .gz and .br copies stay out of the zip; a .gz that is a file of its own goes in.
	want := map[string]bool{"index.html": true, "examples/nim.json": true, "examples/lecture.html": true,
		"boot.0123456789.js": true, "data/archive.tar.gz": true, "nimscope.0123456789.wasm": true}
	var buf bytes.Buffer
	when := time.Date(2026, 3, 14, 15, 9, 26, 0, time.UTC)
	if err := s.WriteZip(&buf, when); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if len(zr.File) != len(want) {
		t.Errorf("%d entries, want %d", len(zr.File), len(want))
	}
	for _, f := range zr.File {
		if !want[f.Name] {
			t.Errorf("unexpected entry %q", f.Name)
			continue
		}
		want := s.Files[f.Name]
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(rc)
		rc.Close()
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: %q, %v; want %q", f.Name, got, err, want)
		}
		wantMethod := zip.Deflate
		if strings.HasSuffix(f.Name, ".gz") {
			wantMethod = zip.Store
		}
		if f.Method != wantMethod {
			t.Errorf("%s: method %d, want %d", f.Name, f.Method, wantMethod)
		}
		if !f.Modified.Equal(when) {
			t.Errorf("%s: modified %v, want %v", f.Name, f.Modified, when)
		}
	}

	file := filepath.Join(t.TempDir(), "nimscope.zip")
	if err := s.WriteZipFile(file, when); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(file); err != nil || !bytes.Equal(data, buf.Bytes()) {
		t.Errorf("WriteZipFile wrote %d bytes (%v), WriteZip %d", len(data), err, buf.Len())
	}
}

func TestSummary(t *testing.T) {
	s := &Site{
		Files: map[string][]byte{
			"index.html": make([]byte, 10), "index.html.gz": make([]byte, 5), "index.html.br": make([]byte, 4),
			"nimscope.0123456789.wasm": make([]byte, 9963221), "nimscope.0123456789.wasm.gz": make([]byte, 2482951),
			"nimscope.0123456789.wasm.br": make([]byte, 1762534), "favicon.png": nil,
		},
		Wasm:          "nimscope.0123456789.wasm",
		Modules:       []ModuleFile{{File: "nimscope.0123456789.wasm"}},
		BrotliQuality: 11,
	}
	want := "3 files (+4 .gz/.br)\n  nimscope.0123456789.wasm: 9,963,221 raw, 2,482,951 gzip, 1,762,534 brotli (quality 11)"
	if got := s.Summary(); got != want {
		t.Errorf("Summary() =\n%s\nwant\n%s", got, want)
	}
}

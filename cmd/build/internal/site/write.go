package site

import (
	"archive/zip"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Marker is the file WriteDir leaves in the folders it writes. WriteDir
// replaces only a folder that is empty or holds this file, so a mistyped
// -out never wipes a folder of sources. The server never serves it (its
// name starts with a dot).
const Marker = ".nimscope-dist"

const markerText = "This folder is written by `go run ./cmd/build` and replaced whole on every build.\n"

// WriteDir writes the site to dir. The files are written to a new folder
// beside dir which then takes dir's place, so no file of an earlier build
// survives and a failed build leaves the earlier one as it was. An existing
// dir must be empty or hold Marker.
func (s *Site) WriteDir(dir string) (err error) {
	dir, err = filepath.Abs(dir)
	if err != nil {
		return err
	}
	exists, err := replaceable(dir)
	if err != nil {
		return err
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".new-")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	for _, name := range sortedKeys(s.Files) {
		if !fs.ValidPath(name) {
			return fmt.Errorf("write %q: not a valid path", name)
		}
		file := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file, s.Files[name], 0o644); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, Marker), []byte(markerText), 0o644); err != nil {
		return err
	}

	if !exists {
		return os.Rename(tmp, dir)
	}
	old := tmp + ".old"
	if err := os.Rename(dir, old); err != nil {
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		if err2 := os.Rename(old, dir); err2 != nil {
			return fmt.Errorf("%w; the previous build is left in %s", err, old)
		}
		return err
	}
	return os.RemoveAll(old)
}

// replaceable reports whether dir exists, and refuses a dir that WriteDir
// must not replace.
func replaceable(dir string) (exists bool, err error) {
	info, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if !info.IsDir() {
		return false, fmt.Errorf("%s exists and is not a folder", dir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, err
	}
	if len(entries) == 0 {
		return true, nil
	}
	if _, err := os.Lstat(filepath.Join(dir, Marker)); err != nil {
		return false, fmt.Errorf("refusing to replace %s: it is not empty and was not written by this tool (it has no %s file)", dir, Marker)
	}
	return true, nil
}

// WriteZip writes the site as a zip archive whose top level is the site's
// top level, for a static host or a learning platform that takes an upload.
// The .gz and .br copies beside files are left out: such hosts send files as
// they are, so the copies would only make the upload three times as big.
// Files that are compressed already are stored as they are, the others
// deflated at the best level. modified is the time written for every entry.
func (s *Site) WriteZip(w io.Writer, modified time.Time) error {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestCompression)
	})
	for _, name := range sortedKeys(s.Files) {
		if s.isCopy(name) {
			continue
		}
		method := zip.Deflate
		switch strings.ToLower(path.Ext(name)) {
		case ".gz", ".br", ".zip", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".woff", ".woff2":
			method = zip.Store
		}
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method, Modified: modified})
		if err != nil {
			return err
		}
		if _, err := fw.Write(s.Files[name]); err != nil {
			return err
		}
	}
	return zw.Close()
}

// isCopy reports whether name is a .gz or .br copy of another file of the site.
func (s *Site) isCopy(name string) bool {
	ext := path.Ext(name)
	if ext != ".gz" && ext != ".br" {
		return false
	}
	_, ok := s.Files[strings.TrimSuffix(name, ext)]
	return ok
}

// WriteZipFile writes the zip archive to file through a temporary file in
// the same folder, so a half-written archive never has the final name.
func (s *Site) WriteZipFile(file string, modified time.Time) (err error) {
	f, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".new-")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err := s.WriteZip(f, modified); err != nil {
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), file)
}

// Summary is the short account of a build that the tool prints.
func (s *Site) Summary() string {
	var files, extra int
	for name := range s.Files {
		if s.isCopy(name) {
			extra++
		} else {
			files++
		}
	}
	sum := fmt.Sprintf("%d files (+%d .gz/.br)", files, extra)
	for _, m := range s.Modules {
		sum += fmt.Sprintf("\n  %s: %s raw, %s gzip, %s brotli (quality %d)", m.File, bytesString(len(s.Files[m.File])),
			bytesString(len(s.Files[m.File+".gz"])), bytesString(len(s.Files[m.File+".br"])), s.BrotliQuality)
	}
	return sum
}

// bytesString writes n with thousands separators: 9,963,221.
func bytesString(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// CSP is the Content-Security-Policy sent with every response: the page's
// own scripts, styles and images, and WebAssembly compiled from them. It has
// no frame-ancestors, so the page can be embedded in other sites' iframes.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:; style-src 'self'"

// CacheForever is the Cache-Control of a file whose name has its content's hash (the wasm
// modules among them): it never changes, so a browser may keep it for good.
const CacheForever = "public, max-age=31536000, immutable"

const cacheRevalidate = "no-cache"

// Handler serves the built site in fsys over GET and HEAD:
//
//   - a path ending in / serves that folder's index.html; a folder without
//     index.html is 404, and no folder is ever listed;
//   - where the client accepts it, the .br or .gz copy beside a file is sent
//     in its place, with Content-Encoding and Vary: Accept-Encoding;
//   - every response carries CSP and X-Content-Type-Options: nosniff;
//   - hashed names (see IsHashed) are cached for a year, everything else is
//     revalidated (Cache-Control: no-cache) against ETag and Last-Modified;
//   - names with an element starting with a dot, and ".." anywhere, are 404.
func Handler(fsys fs.FS) http.Handler {
	return &handler{fsys: fsys}
}

type handler struct{ fsys fs.FS }

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	hdr.Set("Content-Security-Policy", CSP)
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Cache-Control", cacheRevalidate)

	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, dirSlash, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := h.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	if info.IsDir() {
		f.Close()
		if !dirSlash {
			// Relative, like every URL of the site: "games" → "games/".
			hdr.Set("Location", url.PathEscape(path.Base(name))+"/")
			w.WriteHeader(http.StatusMovedPermanently)
			return
		}
		name = path.Join(name, "index.html")
		if f, info, err = h.open(name); err != nil || info.IsDir() {
			if err == nil {
				f.Close()
			}
			http.NotFound(w, r)
			return
		}
	} else if dirSlash {
		f.Close()
		http.NotFound(w, r)
		return
	}
	defer func() { f.Close() }()

	hdr.Set("Content-Type", ContentType(name))
	if IsHashed(name) {
		hdr.Set("Cache-Control", CacheForever)
	}

	// Negotiate the encoding among the copies that exist.
	best := variant{coding: "identity", file: f, info: info}
	var variants []variant
	for _, v := range []struct{ coding, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if ext := path.Ext(name); ext == ".br" || ext == ".gz" {
			break // a compressed file asked for by name is sent as it is
		}
		if vf, vinfo, err := h.open(name + v.ext); err == nil {
			if vinfo.IsDir() {
				vf.Close()
				continue
			}
			variants = append(variants, variant{coding: v.coding, file: vf, info: vinfo})
		}
	}
	if len(variants) > 0 {
		hdr.Add("Vary", "Accept-Encoding")
		accept := parseAcceptEncoding(r.Header.Values("Accept-Encoding"))
		// The highest weight wins; among equal weights the smallest copy.
		// Identity that the header does not name weighs as much as the
		// best coding it does name: "gzip;q=0.5" still asks for gzip, but
		// a .gz bigger than the file itself is not worth sending.
		bestQ, named := accept.q("identity")
		if !named {
			bestQ = 0
			for _, v := range variants {
				q, _ := accept.q(v.coding)
				bestQ = max(bestQ, q)
			}
		}
		for _, v := range variants {
			q, _ := accept.q(v.coding)
			if q > bestQ || q == bestQ && q > 0 && v.info.Size() < best.info.Size() {
				best, bestQ = v, q
			}
		}
		for _, v := range variants {
			if v.file != best.file {
				v.file.Close()
			}
		}
		if best.coding != "identity" {
			f.Close()
			f = best.file
			hdr.Set("Content-Encoding", best.coding)
		}
	}
	hdr.Set("ETag", etag(best))
	// ServeContent leaves Content-Length out when Content-Encoding is set
	// (for handlers that compress on the fly); these bytes are final.
	hdr.Set("Content-Length", strconv.FormatInt(best.info.Size(), 10))

	content, ok := best.file.(io.ReadSeeker)
	if !ok {
		data, err := io.ReadAll(best.file)
		if err != nil {
			http.Error(w, "500 cannot read the file", http.StatusInternalServerError)
			return
		}
		content = bytes.NewReader(data)
	}
	http.ServeContent(w, r, name, best.info.ModTime(), content)
}

type variant struct {
	coding string
	file   fs.File
	info   fs.FileInfo
}

// etag is a strong validator for one encoding of a file: its size and time,
// and the encoding, since each encoding is its own representation.
func etag(v variant) string {
	t := v.info.ModTime()
	s := `"` + strconv.FormatInt(v.info.Size(), 36)
	if !t.IsZero() {
		s += "-" + strconv.FormatInt(t.UnixNano(), 36)
	}
	if v.coding != "identity" {
		s += "-" + v.coding
	}
	return s + `"`
}

// open opens a file and stats it; only regular files and folders count.
func (h *handler) open(name string) (fs.File, fs.FileInfo, error) {
	f, err := h.fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() && !info.IsDir() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

// fileName turns a URL path into an fs.FS name. dirSlash reports a trailing
// slash. ok is false for paths that name nothing servable: "..", ".",
// empty elements, and names that start with a dot.
func fileName(urlPath string) (name string, dirSlash, ok bool) {
	p, found := strings.CutPrefix(urlPath, "/")
	if !found {
		return "", false, false
	}
	if p == "" {
		return ".", true, true
	}
	p, dirSlash = strings.CutSuffix(p, "/")
	if !fs.ValidPath(p) || strings.ContainsAny(p, "\\\x00") {
		return "", false, false
	}
	for elem := range strings.SplitSeq(p, "/") {
		if strings.HasPrefix(elem, ".") {
			return "", false, false
		}
	}
	return p, dirSlash, true
}

// acceptEncoding holds the q-values of an Accept-Encoding header.
type acceptEncoding map[string]float64

func parseAcceptEncoding(values []string) acceptEncoding {
	a := make(acceptEncoding)
	for _, v := range values {
		for item := range strings.SplitSeq(v, ",") {
			coding, params, _ := strings.Cut(item, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding == "" {
				continue
			}
			if coding == "x-gzip" {
				coding = "gzip"
			}
			q := 1.0
			for param := range strings.SplitSeq(params, ";") {
				k, val, _ := strings.Cut(param, "=")
				if strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
					if err != nil || f < 0 || f > 1 {
						f = 0 // a malformed weight: do not use that coding
					}
					q = f
				}
			}
			a[coding] = q
		}
	}
	return a
}

// q is the weight the client gives coding, 0 for not acceptable. named
// reports whether the header gives it, by name or by "*". Without a header
// only identity is acceptable; identity is acceptable unless excluded.
func (a acceptEncoding) q(coding string) (q float64, named bool) {
	if q, ok := a[coding]; ok {
		return q, true
	}
	if q, ok := a["*"]; ok {
		return q, true
	}
	if coding == "identity" {
		return 1, false
	}
	return 0, false
}

// RootFS is the folder dir as an fs.FS that cannot be left: every Open opens
// dir afresh with os.OpenRoot, so names with .. and symbolic links that point
// outside fail, and a build that replaces dir while it is served is picked
// up at the next request.
func RootFS(dir string) fs.FS { return rootFS(dir) }

type rootFS string

func (d rootFS) Open(name string) (fs.File, error) {
	root, err := os.OpenRoot(string(d))
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return root.FS().Open(name)
}

// Listen listens on the TCP address addr. An address in use gives an error
// that says so and points to -addr.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("cannot listen on %s: the address is in use (another server is running there?); choose another with -addr, e.g. -addr 127.0.0.1:8081", addr)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	return ln, nil
}

// URL is the http URL of the site served on ln, with 127.0.0.1 for an
// unspecified host.
func URL(ln net.Listener) string {
	addr, ok := ln.Addr().(*net.TCPAddr)
	if !ok {
		return "http://" + ln.Addr().String() + "/"
	}
	host := addr.IP.String()
	if addr.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(addr.Port)) + "/"
}

// Serve serves h on ln until ctx is done, then shuts down gracefully,
// letting the requests under way finish (up to 5 seconds).
func Serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

package site

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

const (
	hashedJS   = "boot.0123456789.js"
	hashedWasm = "nimscope.abcdef0123.wasm"
)

// served is a built site: text files with .gz and .br copies (each
// smaller than the last), and files without.
func served() fstest.MapFS {
	mod := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	fsys := fstest.MapFS{}
	add := func(name, data string) { fsys[name] = &fstest.MapFile{Data: []byte(data), ModTime: mod} }
	variants := func(name, raw string) {
		add(name, raw)
		add(name+".gz", "GZ:"+raw[:len(raw)/2])
		add(name+".br", "BR:"+raw[:len(raw)/3])
	}
	variants("index.html", "<!doctype html><title>nimscope</title>"+strings.Repeat("<p>index</p>", 20))
	variants(hashedJS, "console.log('boot');"+strings.Repeat("//", 100))
	variants(hashedWasm, "\x00asm\x01\x00\x00\x00"+strings.Repeat("\x00", 300))
	variants("examples/index.html", "<!doctype html><title>examples</title>"+strings.Repeat("<p>x</p>", 20))
	add("tiny.txt", "hi")
	add("tiny.txt.gz", "a gzip copy bigger than the file")
	add("tiny.txt.br", "a brotli copy bigger than the file")
	add("favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg"/>`)
	add("img/stone.png", "\x89PNG")
	add(Marker, markerText)
	return fsys
}

func TestHandler(t *testing.T) {
	fsys := served()
	body := func(name string) string { return string(fsys[name].Data) }
	const allBrowsers = "gzip, deflate, br, zstd"
	tests := []struct {
		method, target, acceptEncoding string
		status                         int
		body                           string // "" to skip the check
		contentType                    string
		encoding                       string // Content-Encoding
		cache                          string
		vary                           bool
	}{
		{"GET", "/", "", 200, body("index.html"), "text/html; charset=utf-8", "", cacheRevalidate, true},
		{"GET", "/", allBrowsers, 200, body("index.html.br"), "text/html; charset=utf-8", "br", cacheRevalidate, true},
		{"GET", "/index.html", "gzip", 200, body("index.html.gz"), "text/html; charset=utf-8", "gzip", cacheRevalidate, true},
		{"GET", "/" + hashedJS, allBrowsers, 200, body(hashedJS + ".br"), "text/javascript; charset=utf-8", "br", CacheForever, true},
		{"GET", "/" + hashedJS, "", 200, body(hashedJS), "text/javascript; charset=utf-8", "", CacheForever, true},
		{"GET", "/" + hashedWasm, allBrowsers, 200, body(hashedWasm + ".br"), "application/wasm", "br", CacheForever, true},
		{"GET", "/" + hashedWasm, "gzip", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "x-gzip", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "BR", 200, body(hashedWasm + ".br"), "application/wasm", "br", CacheForever, true},

		// Negotiation: q=0 excludes, higher q wins, equal q takes the smaller copy.
		{"GET", "/" + hashedWasm, "br;q=0, gzip", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "br;q=0.0, gzip;q=0", 200, body(hashedWasm), "application/wasm", "", CacheForever, true},
		{"GET", "/" + hashedWasm, "gzip;q=0.5, br;q=0.4", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "gzip;q=0.5, identity", 200, body(hashedWasm), "application/wasm", "", CacheForever, true},
		{"GET", "/" + hashedWasm, "identity;q=0, gzip;q=0.1", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "*", 200, body(hashedWasm + ".br"), "application/wasm", "br", CacheForever, true},
		{"GET", "/" + hashedWasm, "*;q=0", 200, body(hashedWasm), "application/wasm", "", CacheForever, true},
		{"GET", "/" + hashedWasm, "*;q=0, gzip", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "br;q=bad, gzip", 200, body(hashedWasm + ".gz"), "application/wasm", "gzip", CacheForever, true},
		{"GET", "/" + hashedWasm, "compress", 200, body(hashedWasm), "application/wasm", "", CacheForever, true},
		{"GET", "/tiny.txt", allBrowsers, 200, "hi", "text/plain; charset=utf-8", "", cacheRevalidate, true},

		{"GET", "/favicon.svg", allBrowsers, 200, body("favicon.svg"), "image/svg+xml", "", cacheRevalidate, false},
		{"GET", "/img/stone.png", "", 200, body("img/stone.png"), "image/png", "", cacheRevalidate, false},
		{"GET", "/examples/", "br", 200, body("examples/index.html.br"), "text/html; charset=utf-8", "br", cacheRevalidate, true},
		{"GET", "/examples/index.html", "", 200, body("examples/index.html"), "text/html; charset=utf-8", "", cacheRevalidate, true},
		{"HEAD", "/", "", 200, "", "text/html; charset=utf-8", "", cacheRevalidate, true},

		// Folders without index.html are not listed; missing files are 404.
		{"GET", "/examples", "", 301, "", "", "", cacheRevalidate, false},
		{"GET", "/img/", "", 404, "404 page not found\n", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/missing.js", allBrowsers, 404, "404 page not found\n", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/index.html/", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},

		// Nothing outside the site, nothing hidden.
		{"GET", "/../index.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/%2e%2e/index.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/%2E%2E/%2e%2e/etc/passwd", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/examples/../index.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/examples/%2e%2e/index.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/./index.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "//index.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/examples%2f..%2findex.html", "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"GET", "/" + Marker, "", 404, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},

		{"POST", "/", "", 405, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"PUT", "/index.html", "", 405, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"DELETE", "/index.html", "", 405, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
		{"OPTIONS", "/", "", 405, "", "text/plain; charset=utf-8", "", cacheRevalidate, false},
	}
	h := Handler(fsys)
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %s %s", tt.method, tt.target, tt.acceptEncoding), func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.target, nil)
			if tt.acceptEncoding != "" {
				req.Header.Set("Accept-Encoding", tt.acceptEncoding)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			res := rec.Result()
			got, _ := io.ReadAll(res.Body)

			if res.StatusCode != tt.status {
				t.Fatalf("status %d, want %d (%s)", res.StatusCode, tt.status, got)
			}
			if csp := res.Header.Get("Content-Security-Policy"); csp != CSP {
				t.Errorf("Content-Security-Policy = %q", csp)
			}
			if n := res.Header.Get("X-Content-Type-Options"); n != "nosniff" {
				t.Errorf("X-Content-Type-Options = %q", n)
			}
			for _, forbidden := range []string{"X-Frame-Options"} {
				if v := res.Header.Get(forbidden); v != "" {
					t.Errorf("%s = %q: embedding in other sites' iframes must keep working", forbidden, v)
				}
			}
			if tt.body != "" && string(got) != tt.body {
				t.Errorf("body %q, want %q", got, tt.body)
			}
			if ct := res.Header.Get("Content-Type"); ct != tt.contentType {
				t.Errorf("Content-Type = %q, want %q", ct, tt.contentType)
			}
			if ce := res.Header.Get("Content-Encoding"); ce != tt.encoding {
				t.Errorf("Content-Encoding = %q, want %q", ce, tt.encoding)
			}
			if cc := res.Header.Get("Cache-Control"); tt.status == 200 && cc != tt.cache {
				t.Errorf("Cache-Control = %q, want %q", cc, tt.cache)
			}
			if vary := res.Header.Get("Vary") == "Accept-Encoding"; vary != tt.vary {
				t.Errorf("Vary = %q, want Accept-Encoding: %v", res.Header.Get("Vary"), tt.vary)
			}
			if tt.status == 200 && tt.method == "GET" {
				if cl := res.Header.Get("Content-Length"); cl != strconv.Itoa(len(got)) {
					t.Errorf("Content-Length = %q, but %d bytes were sent", cl, len(got))
				}
			}
			if tt.status == 405 && res.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("Allow = %q", res.Header.Get("Allow"))
			}
			if tt.status == 301 && res.Header.Get("Location") != "examples/" {
				t.Errorf("Location = %q, want the relative examples/", res.Header.Get("Location"))
			}
			if tt.status == 404 && strings.Contains(string(got), "stone.png") {
				t.Errorf("a 404 lists the folder: %s", got)
			}
		})
	}
}

func TestHandlerHeadSendsLengthOfEncoding(t *testing.T) {
	req := httptest.NewRequest("HEAD", "/"+hashedWasm, nil)
	req.Header.Set("Accept-Encoding", "br")
	rec := httptest.NewRecorder()
	Handler(served()).ServeHTTP(rec, req)
	want := strconv.Itoa(len(served()[hashedWasm+".br"].Data))
	if rec.Code != 200 || rec.Header().Get("Content-Length") != want || rec.Body.Len() != 0 {
		t.Errorf("HEAD: %d, Content-Length %q (want %s), %d body bytes", rec.Code, rec.Header().Get("Content-Length"), want, rec.Body.Len())
	}
}

func TestHandlerConditionalAndRange(t *testing.T) {
	h := Handler(served())
	get := func(headers ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", "/"+hashedJS, nil)
		for i := 0; i < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	br, plain := get("Accept-Encoding", "br"), get()
	brTag, plainTag := br.Header().Get("ETag"), plain.Header().Get("ETag")
	if brTag == "" || brTag == plainTag {
		t.Fatalf("ETags %q (br) and %q (identity) must be set and differ", brTag, plainTag)
	}
	if rec := get("Accept-Encoding", "br", "If-None-Match", brTag); rec.Code != 304 {
		t.Errorf("If-None-Match with the br ETag: %d, want 304", rec.Code)
	} else if rec.Header().Get("Content-Security-Policy") != CSP || rec.Header().Get("Vary") != "Accept-Encoding" {
		t.Errorf("304 headers: %v", rec.Header())
	}
	if rec := get("Accept-Encoding", "br", "If-None-Match", plainTag); rec.Code != 200 || rec.Header().Get("Content-Encoding") != "br" {
		t.Errorf("If-None-Match with the identity ETag, asking for br: %d %q, want 200 br", rec.Code, rec.Header().Get("Content-Encoding"))
	}
	if rec := get("If-Modified-Since", "Sun, 22 Nov 2026 12:00:00 GMT"); rec.Code != 304 {
		t.Errorf("If-Modified-Since: %d, want 304", rec.Code)
	}
	// A range is a range of the encoded bytes.
	rec := get("Accept-Encoding", "br", "Range", "bytes=0-3")
	want := string(served()[hashedJS+".br"].Data[:4])
	if rec.Code != 206 || rec.Body.String() != want || rec.Header().Get("Content-Length") != "4" || rec.Header().Get("Content-Encoding") != "br" {
		t.Errorf("Range: %d %q (want %q), Content-Length %q, Content-Encoding %q",
			rec.Code, rec.Body, want, rec.Header().Get("Content-Length"), rec.Header().Get("Content-Encoding"))
	}
}

func TestParseAcceptEncoding(t *testing.T) {
	tests := []struct {
		header string
		want   string // the q of identity, gzip, br, zip; * for a q the header does not name
	}{
		{"", "1* 0* 0* 0*"},
		{"gzip, br", "1* 1 1 0*"},
		{"gzip;q=0.8, br;Q=0.9", "1* 0.8 0.9 0*"},
		{"*", "1 1 1 1"},
		{"*;q=0", "0 0 0 0"},
		{"*;q=0, identity", "1 0 0 0"},
		{"identity;q=0", "0 0* 0* 0*"},
		{"br;q=1.5, gzip;q=-1", "1* 0 0 0*"},
		{" GZIP ; q=0.5 ,, br ", "1* 0.5 1 0*"},
		{"x-gzip;q=0.001", "1* 0.001 0* 0*"},
	}
	for _, tt := range tests {
		a := parseAcceptEncoding([]string{tt.header})
		if tt.header == "" {
			a = parseAcceptEncoding(nil)
		}
		var got []string
		for _, coding := range []string{"identity", "gzip", "br", "zip"} {
			q, named := a.q(coding)
			s := strconv.FormatFloat(q, 'g', -1, 64)
			if !named {
				s += "*"
			}
			got = append(got, s)
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%q: %s, want %s", tt.header, strings.Join(got, " "), tt.want)
		}
	}
}

// rawGet sends a request line as written, bypassing the client's cleaning.
func rawGet(t *testing.T, addr, target string) (status int, body string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", target, addr)
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestRootFS serves a real folder through os.Root: symbolic links that lead
// out of it and .. in any spelling get nothing.
func TestRootFS(t *testing.T) {
	tmp := t.TempDir()
	dist := filepath.Join(tmp, "dist")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(dist, "sub"), 0o755))
	must(os.MkdirAll(filepath.Join(tmp, "private"), 0o755))
	must(os.WriteFile(filepath.Join(tmp, "secret.txt"), []byte("SECRET"), 0o644))
	must(os.WriteFile(filepath.Join(tmp, "private", "index.html"), []byte("SECRET"), 0o644))
	must(os.WriteFile(filepath.Join(dist, "index.html"), []byte("<p>index"), 0o644))
	must(os.Symlink("../secret.txt", filepath.Join(dist, "leak.txt")))
	must(os.Symlink(filepath.Join(tmp, "secret.txt"), filepath.Join(dist, "abs.txt")))
	must(os.Symlink("../private", filepath.Join(dist, "private")))
	must(os.Symlink("../../secret.txt", filepath.Join(dist, "sub", "up.txt")))
	must(os.Symlink("index.html", filepath.Join(dist, "alias.html"))) // inside: fine

	root, err := os.OpenRoot(dist)
	must(err)
	defer root.Close()

	for _, tc := range []struct {
		name    string
		handler http.Handler
	}{{"root.FS", Handler(root.FS())}, {"RootFS", Handler(RootFS(dist))}} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(tc.handler)
			defer srv.Close()
			addr := srv.Listener.Addr().String()
			for _, target := range []string{
				"/leak.txt", "/abs.txt", "/private/", "/private/index.html", "/sub/up.txt",
				"/../secret.txt", "/%2e%2e/secret.txt", "/sub/../../secret.txt", "/sub/%2E%2E/%2e%2e/secret.txt",
				"/..%2fsecret.txt", "/%2e%2e%2fsecret.txt",
			} {
				status, body := rawGet(t, addr, target)
				if status == 200 || strings.Contains(body, "SECRET") {
					t.Errorf("GET %s: %d %q, want it refused", target, status, body)
				}
			}
			for _, target := range []string{"/", "/index.html", "/alias.html"} {
				if status, body := rawGet(t, addr, target); status != 200 || body != "<p>index" {
					t.Errorf("GET %s: %d %q, want the index", target, status, body)
				}
			}
		})
	}
}

func TestRootFSSeesARebuild(t *testing.T) {
	dist := filepath.Join(t.TempDir(), "dist")
	one := &Site{Files: map[string][]byte{"index.html": []byte("one")}}
	two := &Site{Files: map[string][]byte{"index.html": []byte("two")}}
	if err := one.WriteDir(dist); err != nil {
		t.Fatal(err)
	}
	h := Handler(RootFS(dist))
	get := func() string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		return rec.Body.String()
	}
	if got := get(); got != "one" {
		t.Fatalf("before the rebuild: %q", got)
	}
	if err := two.WriteDir(dist); err != nil {
		t.Fatal(err)
	}
	if got := get(); got != "two" {
		t.Errorf("after the rebuild: %q, want two", got)
	}
}

func TestListenBusy(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	_, err = Listen(addr)
	if err == nil {
		t.Fatal("Listen on a busy address: no error")
	}
	for _, want := range []string{addr, "in use", "-addr"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

func TestServeShutsDownGracefully(t *testing.T) {
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := URL(ln)
	if !strings.HasPrefix(url, "http://127.0.0.1:") || !strings.HasSuffix(url, "/") {
		t.Errorf("URL = %q", url)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, ln, Handler(served())) }()

	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("GET %s: %d", url, res.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v, want nil after a graceful shutdown", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after cancel")
	}
	if _, err := http.Get(url); err == nil {
		t.Error("the server still answers after shutdown")
	}
}

func TestHandlerServesAssembledSite(t *testing.T) {
	s := assemble(t, sample())
	h := Handler(s.FS())
	tests := []struct{ target, file string }{
		{"/", "index.html.br"},
		{"/" + s.Renamed["boot.js"], s.Renamed["boot.js"] + ".br"},
		{"/" + s.Wasm, s.Wasm + ".br"},
		{"/examples/", "examples/index.html.br"},
		{"/img/stone.png", "img/stone.png"},
	}
	for _, tt := range tests {
		req := httptest.NewRequest("GET", tt.target, nil)
		req.Header.Set("Accept-Encoding", "gzip, br")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Body.String() != string(s.Files[tt.file]) {
			t.Errorf("GET %s: %d, %d bytes; want 200 and the %d bytes of %s", tt.target, rec.Code, rec.Body.Len(), len(s.Files[tt.file]), tt.file)
		}
	}
}

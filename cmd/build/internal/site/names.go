package site

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
	"strings"
)

// HashLen is the number of hex digits of SHA-256 written into a hashed name.
const HashLen = 10

// HashedName returns name with the first HashLen hex digits of the SHA-256 of
// data put before its extension: "js/boot.js" becomes "js/boot.0123456789.js".
func HashedName(name string, data []byte) string {
	sum := sha256.Sum256(data)
	ext := path.Ext(name)
	return strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:])[:HashLen] + ext
}

// IsHashed reports whether the last element of name has the form
// stem.<HashLen lowercase hex digits>.ext, as HashedName writes it. Such a file
// never changes, so it may be cached for good.
func IsHashed(name string) bool {
	base := path.Base(name)
	ext := path.Ext(base)
	if len(ext) < 2 {
		return false
	}
	stem := strings.TrimSuffix(base, ext)
	if len(stem) < HashLen+2 || stem[len(stem)-HashLen-1] != '.' {
		return false
	}
	for _, c := range stem[len(stem)-HashLen:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// kind is what the build does with a file, decided by its extension.
type kind struct {
	mediaType   string // the Content-Type the server sends
	minify      string // the minifier's media type; "" for none
	hashed      bool   // renamed to a content-hashed name
	precompress bool   // .gz and .br copies written beside it
}

const utf8 = "; charset=utf-8"

var kinds = map[string]kind{
	".html":        {mediaType: "text/html" + utf8, minify: "text/html", precompress: true},
	".htm":         {mediaType: "text/html" + utf8, minify: "text/html", precompress: true},
	".css":         {mediaType: "text/css" + utf8, minify: "text/css", hashed: true, precompress: true},
	".js":          {mediaType: "text/javascript" + utf8, minify: "text/javascript", hashed: true, precompress: true},
	".mjs":         {mediaType: "text/javascript" + utf8, minify: "text/javascript", hashed: true, precompress: true},
	".svg":         {mediaType: "image/svg+xml", minify: "image/svg+xml", precompress: true},
	".json":        {mediaType: "application/json", minify: "application/json", precompress: true},
	".txt":         {mediaType: "text/plain" + utf8, precompress: true},
	".md":          {mediaType: "text/markdown" + utf8, precompress: true},
	".wasm":        {mediaType: "application/wasm", hashed: true, precompress: true},
	".webmanifest": {mediaType: "application/manifest+json"},
	".map":         {mediaType: "application/json"},
	".xml":         {mediaType: "application/xml"},
	".csv":         {mediaType: "text/csv" + utf8},
	".png":         {mediaType: "image/png"},
	".jpg":         {mediaType: "image/jpeg"},
	".jpeg":        {mediaType: "image/jpeg"},
	".gif":         {mediaType: "image/gif"},
	".webp":        {mediaType: "image/webp"},
	".avif":        {mediaType: "image/avif"},
	".ico":         {mediaType: "image/vnd.microsoft.icon"},
	".woff":        {mediaType: "font/woff"},
	".woff2":       {mediaType: "font/woff2"},
	".pdf":         {mediaType: "application/pdf"},
	".zip":         {mediaType: "application/zip"},
	".gz":          {mediaType: "application/gzip"},
}

// kindOf returns what the build does with name. Unknown extensions are
// copied as they are and served as application/octet-stream.
func kindOf(name string) kind {
	if k, ok := kinds[strings.ToLower(path.Ext(name))]; ok {
		return k
	}
	return kind{mediaType: "application/octet-stream"}
}

// ContentType returns the Content-Type header for a file of that name:
// "application/wasm" for .wasm, "text/javascript; charset=utf-8" for .js,
// "application/octet-stream" for extensions it does not know.
func ContentType(name string) string { return kindOf(name).mediaType }

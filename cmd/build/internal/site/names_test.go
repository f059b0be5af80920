package site

import "testing"

func TestHashedName(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		// sha256("") = e3b0c44298fc1c14…, sha256("a") = ca978112ca1bbdca…
		{"boot.js", "", "boot.e3b0c44298.js"},
		{"boot.js", "a", "boot.ca978112ca.js"},
		{"css/style.css", "a", "css/style.ca978112ca.css"},
		{"wasm_exec.js", "a", "wasm_exec.ca978112ca.js"},
		{"app.min.js", "a", "app.min.ca978112ca.js"},
		{"nimscope.wasm", "a", "nimscope.ca978112ca.wasm"},
	}
	for _, tt := range tests {
		if got := HashedName(tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("HashedName(%q, %q) = %q, want %q", tt.name, tt.data, got, tt.want)
		}
		if !IsHashed(tt.want) {
			t.Errorf("IsHashed(%q) = false", tt.want)
		}
	}
}

func TestIsHashed(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"boot.0123456789.js", true},
		{"sub/dir/nimscope.abcdef0123.wasm", true},
		{"boot.js", false},
		{"index.html", false},
		{"boot.0123456789", false},     // no extension after the hash
		{".0123456789.js", false},      // no stem
		{"boot.012345678.js", false},   // 9 digits
		{"boot.0123456789a.js", false}, // 11 digits
		{"boot-0123456789.js", false},  // no dot before the hash
		{"boot.0123456789.js.br", false},
		{"boot.ABCDEF0123.js", false}, // upper case is not what HashedName writes
		{"boot.01234g6789.js", false},
	}
	for _, tt := range tests {
		if got := IsHashed(tt.name); got != tt.want {
			t.Errorf("IsHashed(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestContentType(t *testing.T) {
	tests := []struct{ name, want string }{
		{"index.html", "text/html; charset=utf-8"},
		{"style.0123456789.css", "text/css; charset=utf-8"},
		{"boot.js", "text/javascript; charset=utf-8"},
		{"NIMSCOPE.WASM", "application/wasm"},
		{"favicon.svg", "image/svg+xml"},
		{"examples/nim.json", "application/json"},
		{"notes.txt", "text/plain; charset=utf-8"},
		{"README.md", "text/markdown; charset=utf-8"},
		{"shot.png", "image/png"},
		{"boot.js.gz", "application/gzip"},
		{"mystery.xyz", "application/octet-stream"},
		{"noext", "application/octet-stream"},
	}
	for _, tt := range tests {
		if got := ContentType(tt.name); got != tt.want {
			t.Errorf("ContentType(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

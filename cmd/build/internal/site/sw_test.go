package site

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"
)

const testSW = "\"use strict\";\n// sw.js\nconst name = \"nimscope \" + \"BUILD_ID\";\nself.addEventListener(\"install\", () => caches.open(name));\n"

// TestAssembleServiceWorker: sw.js keeps its name (a service worker is found again by its
// address, and a hashed name would be a new worker on every build) and gets the build's id
// in place of BUILD_ID, an id that changes with any file of the site.
func TestAssembleServiceWorker(t *testing.T) {
	static := sample()
	static[ServiceWorker] = &fstest.MapFile{Data: []byte(testSW)}
	s := assemble(t, static)
	sw, ok := s.Files[ServiceWorker]
	if !ok {
		t.Fatalf("no %s in the output; renamed to %q", ServiceWorker, s.Renamed[ServiceWorker])
	}
	if _, ok := s.Renamed[ServiceWorker]; ok {
		t.Errorf("%s is renamed to %s", ServiceWorker, s.Renamed[ServiceWorker])
	}
	id := BuildID(s.Files)
	if len(id) != HashLen || bytes.Contains(sw, []byte(BuildIDMark)) || !bytes.Contains(sw, []byte(`"nimscope `+id+`"`)) {
		t.Errorf("%s = %q, want the build's id %q in place of %s", ServiceWorker, sw, id, BuildIDMark)
	}
	if _, ok := s.Files[ServiceWorker+".br"]; !ok {
		t.Errorf("no %s.br", ServiceWorker)
	}

	// Another style sheet: another build, another id.
	static["style.css"] = &fstest.MapFile{Data: []byte("body{color:blue}")}
	if other := BuildID(assemble(t, static).Files); other == id {
		t.Errorf("a changed style sheet kept the build's id %s", id)
	}
	// The same sources: the same id.
	static["style.css"] = sample()["style.css"]
	if again := BuildID(assemble(t, static).Files); again != id {
		t.Errorf("the same sources gave the ids %s and %s", id, again)
	}
}

func TestAssembleServiceWorkerErrors(t *testing.T) {
	for _, tc := range []struct{ name, sw string }{
		{"no mark", "self.addEventListener(\"fetch\", () => {});"},
		{"two marks", "const a = \"BUILD_ID\", b = \"BUILD_ID\"; console.log(a, b);"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			static := sample()
			static[ServiceWorker] = &fstest.MapFile{Data: []byte(tc.sw)}
			_, err := Assemble(static, testWasm, testWasmExec, Options{})
			if err == nil || !strings.Contains(err.Error(), ServiceWorker) || !strings.Contains(err.Error(), BuildIDMark) {
				t.Errorf("Assemble with %s = %v, want an error naming %s and %s", tc.name, err, ServiceWorker, BuildIDMark)
			}
		})
	}
}

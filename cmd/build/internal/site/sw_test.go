package site

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"
)

// offlineSample is sample with a service worker and the page's <meta> that registers it.
func offlineSample() fstest.MapFS {
	s := sample()
	s["index.html"] = &fstest.MapFile{Data: []byte(strings.Replace(indexHTML,
		`<meta name="nimscope-wasm"`, `<meta name="nimscope-offline" content="sw.js"><meta name="nimscope-wasm"`, 1))}
	s[ServiceWorker] = &fstest.MapFile{Data: []byte("// sw.js\nconst name = \"nimscope \" + \"" + BuildIDMark + "\";\nself.addEventListener(\"install\", () => caches.open(name));\n")}
	return s
}

// offlineMetas counts the page's <meta name="nimscope-offline" content="sw.js">.
func offlineMetas(t *testing.T, page []byte) int {
	n := 0
	for _, e := range elements(t, page) {
		if e.tag == "meta" && e.attrs["name"] == OfflineMeta && e.attrs["content"] == ServiceWorker {
			n++
		}
	}
	return n
}

// TestAssembleServiceWorker: a site built to work offline keeps sw.js under its own name,
// with the build's id in place of the mark, and the page's <meta> that registers it; a site
// built without has neither. Another build of other content gets another id.
func TestAssembleServiceWorker(t *testing.T) {
	on, err := Assemble(offlineSample(), testWasm, testWasmExec, Options{Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	sw, ok := on.Files[ServiceWorker]
	if !ok {
		t.Fatalf("no %s in a site built with Offline: %v", ServiceWorker, sortedKeys(on.Files))
	}
	id := BuildID(on.Files)
	if len(id) != HashLen || bytes.Contains(sw, []byte(BuildIDMark)) || !bytes.Contains(sw, []byte(id)) {
		t.Errorf("%s = %q, want the build's id %s in place of %s", ServiceWorker, sw, id, BuildIDMark)
	}
	if _, ok := on.Files[ServiceWorker+".br"]; !ok {
		t.Errorf("%s has no .br copy", ServiceWorker)
	}
	if n := offlineMetas(t, on.Files["index.html"]); n != 1 {
		t.Errorf("the page has %d <meta name=%q>, want 1", n, OfflineMeta)
	}

	off, err := Assemble(offlineSample(), testWasm, testWasmExec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name := range off.Files {
		if strings.HasPrefix(name, "sw.") {
			t.Errorf("a site built without Offline has %s", name)
		}
	}
	if n := offlineMetas(t, off.Files["index.html"]); n != 0 {
		t.Errorf("a site built without Offline keeps %d <meta name=%q>: the page would register a worker it does not have", n, OfflineMeta)
	}

	other := offlineSample()
	other["notes.txt"] = &fstest.MapFile{Data: []byte("Other notes.\n")}
	again, err := Assemble(other, testWasm, testWasmExec, Options{Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	if BuildID(again.Files) == id {
		t.Errorf("two sites of different content share the id %s", id)
	}
	same, err := Assemble(offlineSample(), testWasm, testWasmExec, Options{Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(same.Files[ServiceWorker], sw) {
		t.Errorf("the same content built twice gave two service workers")
	}
}

func TestAssembleServiceWorkerErrors(t *testing.T) {
	noWorker := offlineSample()
	delete(noWorker, ServiceWorker)
	noMeta := offlineSample()
	noMeta["index.html"] = &fstest.MapFile{Data: []byte(indexHTML)}
	twoMarks := offlineSample()
	twoMarks[ServiceWorker] = &fstest.MapFile{Data: []byte("const a = \"" + BuildIDMark + "\", b = \"" + BuildIDMark + "\";\n")}
	otherName := offlineSample()
	otherName["index.html"] = &fstest.MapFile{Data: []byte(strings.Replace(indexHTML,
		`<meta name="nimscope-wasm"`, `<meta name="nimscope-offline" content="worker.js"><meta name="nimscope-wasm"`, 1))}
	for _, tc := range []struct {
		name   string
		static fstest.MapFS
		want   string
	}{
		{"no worker", noWorker, "the static folder has no sw.js"},
		{"no meta", noMeta, `no HTML file carries <meta name="nimscope-offline" content="sw.js">`},
		{"two marks", twoMarks, "sw.js: 2 occurrences of BUILD_ID, want one"},
		{"another name", otherName, `index.html: <meta name="nimscope-offline" content="worker.js">: content must name sw.js`},
	} {
		_, err := Assemble(tc.static, testWasm, testWasmExec, Options{Offline: true})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

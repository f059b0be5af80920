package site_test

import (
	"fmt"
	"strings"
	"testing/fstest"

	"github.com/nimscope/nimscope/cmd/build/internal/site"
)

func ExampleHashedName() {
	fmt.Println(site.HashedName("boot.js", []byte("a")))
	fmt.Println(site.IsHashed("boot.ca978112ca.js"), site.IsHashed("boot.js"))
	// Output:
	// boot.ca978112ca.js
	// true false
}

func ExampleAssemble() {
	static := fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html>
<html lang="en">
<head>
  <title>nimscope</title>
  <link rel="stylesheet" href="style.css">
  <meta name="nimscope-wasm" content="nimscope.wasm" data-bytes="0">
  <script src="wasm_exec.js" defer></script>
  <script src="boot.js" defer></script>
</head>
<body></body>
</html>
`)},
		"style.css": {Data: []byte("body { margin: 0; }\n")},
		"boot.js":   {Data: []byte("console.log('boot');\n")},
	}
	wasm := []byte("\x00asm\x01\x00\x00\x00")
	wasmExec := []byte("globalThis.Go = class {};\n")

	s, err := site.Assemble(static, wasm, wasmExec, site.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"boot.js", "style.css", "wasm_exec.js", "nimscope.wasm"} {
		fmt.Println(name, "→", s.Renamed[name])
	}
	fmt.Println(strings.ReplaceAll(string(s.Files["index.html"]), "><", ">\n<"))
	// Output:
	// boot.js → boot.425739b2ad.js
	// style.css → style.2007703776.css
	// wasm_exec.js → wasm_exec.bfe043cc2a.js
	// nimscope.wasm → nimscope.93a44bbb96.wasm
	// <!doctype html>
	// <html lang="en">
	// <head>
	// <title>nimscope</title>
	// <link rel="stylesheet" href="style.2007703776.css">
	// <meta name="nimscope-wasm" content="nimscope.93a44bbb96.wasm" data-bytes="8">
	// <script src="wasm_exec.bfe043cc2a.js" defer>
	// </script>
	// <script src="boot.425739b2ad.js" defer>
	// </script>
	// </head>
	// <body>
	// </body>
	// </html>
}

//go:build !js

package main

import (
	"embed"
	"io/fs"
	"sort"
)

// The baseline's page: wasm_exec.js and a script that instantiates the wasm, nothing else.
//
//go:embed barepage
var barePage embed.FS

func bareStatic() fs.FS {
	sub, err := fs.Sub(barePage, "barepage")
	if err != nil {
		panic(err) // the folder is embedded: it is there
	}
	return sub
}

// sortedByValue returns the keys of m, the largest value first.
func sortedByValue(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}

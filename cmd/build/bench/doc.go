// Command bench measures nimscope against a bare Ebiten app built in the same run with the
// same toolchain and flags, and prints one table: payload, start-up, frame cost, frame
// rate, idle cost, allocations per frame and the engine's benchmarks, each against the
// budget of issue 8 (BENCHMARKS.md). `make bench` runs it.
//
// It needs Go and Debian's chromium (/usr/bin/chromium, or -chromium); node is optional
// (without it the engine's wasm benchmarks are skipped, with a note). It writes the report
// as Markdown and JSON (bench.out.md and bench.out.json in the module root, ignored by
// git). Budgets that fail do not make it fail: the machines are shared and noisy, and the
// table is for people to read. It exits 1 only when something could not be measured.
package main

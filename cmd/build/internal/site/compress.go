package site

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/andybalholm/brotli"
)

// Gzip compresses data with gzip at level (gzip.BestCompression for 0). The
// header carries no name and no time, so equal input gives equal output.
func Gzip(data []byte, level int) ([]byte, error) {
	if level == 0 {
		level = gzip.BestCompression
	}
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, level)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Brotli compresses data with brotli at quality 0..11, with a window that holds all of it
// where the format allows (brotliWindow).
func Brotli(data []byte, quality int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: quality, LGWin: brotliWindow(len(data))})
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// brotliWindow is the base-2 logarithm of the brotli window for n bytes: the smallest that
// holds them all, from 2^10 up to 2^24, the most the format allows (a window holds 16 bytes
// less than its power of two). The encoder's default, 2^22, is 4 MB, and a wasm module is
// 10-12 MB: with the whole module in the window, the largest one's brotli is about 1 % (21
// KB) smaller, the bare Ebiten app's 0.1 %. A small file takes a small window, which spares
// the browser's decoder a ring buffer it would not fill.
func brotliWindow(n int) int {
	w := 10
	for w < 24 && 1<<w-16 < n {
		w++
	}
	return w
}

// precompress adds a .gz and a .br copy of every file whose kind asks for
// one. The work is spread over the CPUs, the biggest files first, so the
// wasm's brotli runs beside everything else.
func (s *Site) precompress(opts Options) error {
	type job struct {
		name, ext string
		data      []byte
	}
	var jobs []job
	for _, name := range sortedKeys(s.Files) {
		if !kindOf(name).precompress {
			continue
		}
		for _, ext := range []string{".br", ".gz"} {
			if _, ok := s.Files[name+ext]; ok {
				return fmt.Errorf("%s would overwrite the file of that name", name+ext)
			}
			jobs = append(jobs, job{name, ext, s.Files[name]})
		}
	}
	slices.SortStableFunc(jobs, func(a, b job) int { return cmp.Compare(len(b.data), len(a.data)) })

	results := make([][]byte, len(jobs))
	errs := make([]error, len(jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Go(func() {
			for i := range next {
				j := jobs[i]
				if j.ext == ".br" {
					results[i], errs[i] = Brotli(j.data, opts.brotli())
				} else {
					results[i], errs[i] = Gzip(j.data, opts.gzip())
				}
			}
		})
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()

	for i, j := range jobs {
		if errs[i] != nil {
			return fmt.Errorf("compress %q: %w", j.name+j.ext, errs[i])
		}
		s.Files[j.name+j.ext] = results[i]
	}
	return nil
}

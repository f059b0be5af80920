//go:build !js

package e2e

import (
	"bytes"
	"image"
	"testing"
	"time"
)

// TestExportOneInstant: a PNG is drawn a band of rows at a time, over several frames, and
// where the bands begin follows the time they take. The picture is still of one instant:
// two exports of a board at rest are the same file, byte for byte, though the hint's ring
// pulses and the bands fall elsewhere. (They differed in a few hundred pixels by a few
// levels: each band drew what moves at the time it was drawn.)
func TestExportOneInstant(t *testing.T) {
	parallel(t)
	for _, c := range []struct{ name, hash, size string }{
		{"nim-hint", "game=nim&heaps=3,4,5&hint=1", "png:2048"},
		{"hackenbush", "game=hackenbush&edges=0-1,0-4,0-4,1-2,1-3,2-3,3-3,4-5,5-6&hint=1", "png:2048"},
		{"xor", "game=xor&q=64", "png:1024"}, // its cells are whole pixels: it needs no more
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := openForExport(t, c.name, c.hash)
			if c.name != "xor" {
				tb.settle()
			}
			tb.frames(10, 200*time.Millisecond) // at rest: the board has stopped moving in
			// Dozens of bands; the second export waits a moment, so that it starts at
			// another time and its bands take other times.
			ask := `window.nimscope.command("export", "` + c.size + `")`
			first := tb.export(ask)
			tb.frames(20, 370*time.Millisecond)
			second := tb.export(ask)
			if bytes.Equal(first.bytes, second.bytes) {
				return
			}
			a, b := first.png(t), second.png(t)
			if a.Bounds() != b.Bounds() {
				t.Fatalf("two exports of one board: %v and %v", a.Bounds(), b.Bounds())
			}
			n, rows := differ(a, b)
			tb.keep("export-instant-"+c.name+"-1", first.bytes)
			tb.keep("export-instant-"+c.name+"-2", second.bytes)
			t.Errorf("two exports of one board at rest differ in %d pixels, on rows %v: not one instant", n, rows)
		})
	}
}

// differ counts the pixels where a and b differ, and names the first and last row of them.
func differ(a, b image.Image) (n int, rows [2]int) {
	rows = [2]int{-1, -1}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, aa := a.At(x, y).RGBA()
			br, bg, bb, ba := b.At(x, y).RGBA()
			if ar != br || ag != bg || ab != bb || aa != ba {
				if n == 0 {
					rows[0] = y
				}
				rows[1] = y
				n++
			}
		}
	}
	return n, rows
}

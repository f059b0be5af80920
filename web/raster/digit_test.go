package raster

import (
	"testing"

	"github.com/nimscope/nimscope/web/glyph"
)

func TestDigitPlacesTheGlyph(t *testing.T) {
	for _, c := range []struct{ x, y, h float64 }{{0, 0, 1}, {3, 5, 16}, {-2, 7.5, 64}} {
		for d := range 10 {
			want := glyph.Strokes(rune('0' + d))
			got := Digit(d, c.x, c.y, c.h)
			if len(got) != len(want) || len(got) == 0 {
				t.Fatalf("Digit(%d, %v): %d polylines, glyph has %d", d, c, len(got), len(want))
			}
			for i := range want {
				if len(got[i]) != len(want[i]) {
					t.Fatalf("Digit(%d, %v): polyline %d has %d points, glyph %d", d, c, i, len(got[i]), len(want[i]))
				}
				for k, p := range want[i] {
					if q := got[i][k]; q.X != c.x+p.X*c.h || q.Y != c.y+p.Y*c.h {
						t.Errorf("Digit(%d, %v): point %d.%d at %v, want (%v, %v)", d, c, i, k, q, c.x+p.X*c.h, c.y+p.Y*c.h)
					}
				}
			}
		}
	}
}

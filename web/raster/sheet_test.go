package raster

import (
	"fmt"
	"image"
	"testing"
)

func TestSheet(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sizes [][2]int
		width int
	}{
		{"one", [][2]int{{3, 3}}, 64},
		{"row", [][2]int{{3, 3}, {10, 4}, {7, 12}}, 64},
		{"wraps", [][2]int{{20, 5}, {20, 9}, {20, 3}, {20, 20}, {1, 1}}, 50},
		{"wider than the sheet", [][2]int{{3, 3}, {90, 6}, {4, 4}}, 50},
		{"empty canvas", [][2]int{{0, 0}, {5, 5}}, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const gap = 2
			var parts []*Canvas
			for i, s := range tc.sizes {
				c := NewCanvas(s[0], s[1])
				for p := range s[0] * s[1] {
					// Each canvas's pixels say which canvas and which pixel they are.
					c.Pix[4*p], c.Pix[4*p+1], c.Pix[4*p+2], c.Pix[4*p+3] = byte(i+1), byte(p), byte(p>>8), 0xff
				}
				parts = append(parts, c)
			}
			sheet, rects := Sheet(parts, tc.width, gap)
			owner := make([]int, sheet.W*sheet.H) // canvas+1 covering each pixel, with its gap
			for i, r := range rects {
				if r.Dx() != parts[i].W || r.Dy() != parts[i].H {
					t.Fatalf("canvas %d is %dx%d, placed at %v", i, parts[i].W, parts[i].H, r)
				}
				if !r.Inset(-gap).In(image.Rect(0, 0, sheet.W, sheet.H)) && !r.Empty() {
					t.Fatalf("canvas %d at %v and its gap are not inside the %dx%d sheet", i, r, sheet.W, sheet.H)
				}
				if r.Max.X+gap > tc.width && r.Min.X > gap {
					t.Errorf("canvas %d at %v goes past the width %d and is not first in its row", i, r, tc.width)
				}
				for y := r.Min.Y - gap; y < r.Max.Y+gap; y++ {
					for x := r.Min.X - gap; x < r.Max.X+gap; x++ {
						if r.Empty() || x < 0 || y < 0 || x >= sheet.W || y >= sheet.H {
							continue
						}
						if o := owner[y*sheet.W+x]; o != 0 && image.Pt(x, y).In(r) {
							t.Fatalf("canvas %d at %v overlaps canvas %d or its gap at (%d, %d)", i, r, o-1, x, y)
						}
						if image.Pt(x, y).In(r) {
							owner[y*sheet.W+x] = i + 1
						}
					}
				}
			}
			// Every pixel is its canvas's, or transparent.
			for y := range sheet.H {
				for x := range sheet.W {
					px := sheet.Pix[4*(y*sheet.W+x) : 4*(y*sheet.W+x)+4]
					o := owner[y*sheet.W+x]
					if o == 0 {
						if px[3] != 0 {
							t.Fatalf("(%d, %d) is in no canvas but not transparent: %v", x, y, px)
						}
						continue
					}
					r := rects[o-1]
					p := (y-r.Min.Y)*r.Dx() + (x - r.Min.X)
					if want := []byte{byte(o), byte(p), byte(p >> 8), 0xff}; fmt.Sprint(px) != fmt.Sprint(want) {
						t.Fatalf("(%d, %d), pixel %d of canvas %d: %v, want %v", x, y, p, o-1, px, want)
					}
				}
			}
			// Gaps: no two canvases closer than gap.
			for i, a := range rects {
				for j, b := range rects[:i] {
					if !a.Empty() && !b.Empty() && a.Inset(-gap).Overlaps(b) {
						t.Errorf("canvases %d at %v and %d at %v are closer than %d pixels", j, b, i, a, gap)
					}
				}
			}
		})
	}
}

func ExampleSheet() {
	sheet, at := Sheet([]*Canvas{NewCanvas(3, 3), NewCanvas(10, 4)}, 64, 2)
	fmt.Println(sheet.W, sheet.H, at)
	// Output: 19 8 [(2,2)-(5,5) (7,2)-(17,6)]
}

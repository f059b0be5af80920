package palette

import (
	"fmt"
	"image/color"
	"math"
	"testing"
)

// TestContrastWCAG: in both themes, numbers written on the canvas reach WCAG AA for text
// (4.5:1) against what they are written on, and the marks a player must see (stones, coins,
// edges, the line things stand on, what a press would take, the hint's marks) reach 3:1, the
// ratio for graphical objects. Translucent colours are judged as they come out over the
// background. Halos (the hint's and the explanation's glows) go under an edge that itself
// passes, and the panel says the same in words: they are not held to 3:1.
func TestContrastWCAG(t *testing.T) {
	const text, marks = 4.5, 3.0
	for _, th := range []struct {
		name string
		c    *Colours
	}{{"light", &Light}, {"dark", &Dark}} {
		c := th.c
		for _, tc := range []struct {
			what   string
			fg, bg color.RGBA
			min    float64
		}{
			{"numbers", c.Ink, c.Background, text},
			{"blue numbers (a coin's value)", c.Stone, c.Background, text},
			{"numbers on a hovered column", c.Ink, Over(c.Column, c.Background), text},
			{"muted numbers", c.Muted, c.Background, text},
			{"numbers on a chip", c.Ink, c.ChipFace, text},
			{"numbers on the period's cells", c.Ink, c.PeriodA, text},
			{"numbers on the period's other cells", c.Ink, c.PeriodB, text},
			{"numbers on the preperiod", c.Ink, c.PrePeriod, text},
			{"counts on a step", c.Count, c.BlockEven, text},
			{"numbers on an odd step's label", c.Ink, c.LabelOdd, text},
			{"numbers on an even step's label", c.Ink, c.LabelEven, text},
			{"numbers in a cell", c.Ink, c.CellFill, text},
			{"a stalk's length", c.Ink, c.Background, text},
			{"a branch's length", c.BranchInk, c.Background, text},
			{"the amber mark of Fibonacci Nim", c.Amber, c.Background, marks},
			{"the table's numbers", c.TableInk, c.Paper, text},
			{"stones", c.Stone, c.Background, marks},
			{"the other blocks' stones", c.StoneAlt, c.Background, marks},
			{"the base line", c.BaseLine, c.Background, marks},
			{"what a press takes", c.Take, c.Background, marks},
			{"the hint's marks", c.Hint, c.Background, marks},
			{"the coins a press moves", c.Move, c.Background, marks},
			{"edges", c.Edge, c.Background, marks},
			{"edges over the earth", c.Edge, c.Earth, marks},
			{"the edge a press chops", c.Take, c.Background, marks},
			{"vertices", c.Ink, c.Background, marks},
			{"the ground line on the earth", c.BaseLine, c.Earth, marks},
			{"the editor's new edge", c.Draft, c.Background, marks},
			{"the table's accent", c.Accent, c.Paper, marks},
			{"kept stones", c.Kept, c.Background, marks},
		} {
			if got := Contrast(tc.fg, tc.bg); got < tc.min {
				t.Errorf("%s theme, %s: contrast %.2f, want at least %g (%v on %v)", th.name, tc.what, got, tc.min, tc.fg, tc.bg)
			}
		}
	}
}

// TestContrastKnownRatios: the ratio is WCAG's, checked on the pairs its definition makes
// plain: black on white is 21, a colour on itself 1, and #767676 on white the familiar
// 4.54 (the lightest grey that passes AA on white).
func TestContrastKnownRatios(t *testing.T) {
	white, black := RGB(255, 255, 255), RGB(0, 0, 0)
	for _, tc := range []struct {
		a, b color.RGBA
		want float64
	}{
		{black, white, 21},
		{white, black, 21},
		{RGB(0x76, 0x76, 0x76), white, 4.54},
		{RGB(0x2e, 0x6f, 0xb7), RGB(0x2e, 0x6f, 0xb7), 1},
	} {
		if got := Contrast(tc.a, tc.b); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestFadeOverIsBlending: a colour faded by a and drawn over bg is the mix a of the way
// from bg to it, as premultiplied blending promises.
func TestFadeOverIsBlending(t *testing.T) {
	bg := RGB(0xf6, 0xf4, 0xee)
	for _, c := range []color.RGBA{RGB(0x2e, 0x6f, 0xb7), RGB(0, 0, 0), RGB(255, 255, 255)} {
		for _, a := range []float64{0, 0.07, 0.5, 1} {
			got, want := Over(Fade(c, a), bg), Mix(bg, c, a)
			d := func(x, y uint8) int { return int(x) - int(y) }
			if abs(d(got.R, want.R)) > 1 || abs(d(got.G, want.G)) > 1 || abs(d(got.B, want.B)) > 1 {
				t.Errorf("Over(Fade(%v, %g)) = %v, want %v", c, a, got, want)
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func ExampleContrast() {
	fmt.Printf("%.1f\n", Contrast(Light.Ink, Light.Background))
	fmt.Printf("%.1f\n", Contrast(Dark.Ink, Dark.Background))
	// Output:
	// 13.0
	// 13.4
}

package glyph

import (
	"fmt"
	"testing"
)

// Every digit stays inside its box, so labels never overlap their neighbours.
func TestDigitsInsideBox(t *testing.T) {
	const slack = 0.01
	for _, r := range Runes {
		strokes := Strokes(r)
		if len(strokes) == 0 {
			t.Errorf("%q has no strokes", r)
		}
		for _, pl := range strokes {
			if len(pl) < 2 {
				t.Errorf("%q has a stroke of %d points", r, len(pl))
			}
			for _, p := range pl {
				if p.X < -slack || p.X > Width+slack || p.Y < -slack || p.Y > 1+slack {
					t.Errorf("%q has point %v outside the box %v×1", r, p, Width)
				}
			}
		}
	}
}

func TestOnlyDigits(t *testing.T) {
	for _, r := range "a-⊕ /:" {
		if Strokes(r) != nil {
			t.Errorf("Strokes(%q) is not nil", r)
		}
	}
}

func ExampleAdvance() {
	fmt.Printf("%.1f\n", Advance(3, 20))
	// Output: 44.4
}

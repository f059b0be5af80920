package nimlayout

import "testing"

// TestFrameAllocatesNothing: what the Nim scene asks of its layout every frame (where a
// heap's column, a stone and a label are, which stone the pointer is on) allocates nothing.
func TestFrameAllocatesNothing(t *testing.T) {
	heaps := []uint64{3, 10000000, 7, 0, 12}
	for _, tallest := range []uint64{12, 10000000} {
		l := New(1000, 700, 2, len(heaps), tallest)
		n := testing.AllocsPerRun(100, func() {
			for i, h := range heaps {
				c := l.Column(i)
				l.Hit(c.X+c.W/2, l.Base-1, heaps)
				l.LevelY(h, h/2)
				l.Label(i)
				if !l.Bars && h > 0 {
					l.StoneCenter(i, h-1)
				}
			}
		})
		if n != 0 {
			t.Errorf("tallest %d: %.1f allocations per frame, want 0", tallest, n)
		}
	}
}

package xorlayout

import "testing"

// TestFrameAllocatesNothing: what the XOR table asks of its view every frame (the geometry
// for the shader, the cell under the pointer, where each number goes, the colour shift)
// allocates nothing, near the origin and far out.
func TestFrameAllocatesNothing(t *testing.T) {
	for _, q := range []uint64{64, 1 << 20, 1 << 52} {
		v := Fit(Rect{X: 10, Y: 20, W: 900, H: 700}, Full(q))
		n := testing.AllocsPerRun(100, func() {
			v.Geometry()
			v.CellPx()
			if x, y, ok := v.Cell(400, 300); ok {
				v.CellRect(x, y)
			}
			v.ColourShift(3)
		})
		if n != 0 {
			t.Errorf("q = %d: %.1f allocations per frame, want 0", q, n)
		}
	}
}

package hacklayout

// View maps the logical space onto a screen of device pixels: one scale for x and y, so a
// drawing keeps its shape, the square centred, the ground near the bottom with a band of
// earth below it.
type View struct {
	W, H, Scale float64 // the screen in device pixels, and device pixels per CSS pixel
	K           float64 // device pixels per logical unit
	OX          float64 // the screen x of logical x = 0
	Ground      float64 // the screen y of the ground, logical y = 0
}

// NewView fits the logical space into a screen of w×h device pixels at the given scale.
func NewView(w, h, scale float64) View {
	if scale <= 0 {
		scale = 1
	}
	side := 16 * scale
	top := 28 * scale // room for a stalk's length written above its tip
	bottom := max(28*scale, 0.07*h)
	k := max(min((w-2*side)/Size, (h-top-bottom)/Size), 1e-3)
	extra := max(h-top-bottom-Size*k, 0)
	return View{
		W: w, H: h, Scale: scale, K: k,
		OX:     (w - Size*k) / 2,
		Ground: top + Size*k + extra/2,
	}
}

// Screen returns where p is on the screen.
func (v View) Screen(p Point) Point {
	return Point{v.OX + p.X*v.K, v.Ground - p.Y*v.K}
}

// Logical returns the logical point under screen point s.
func (v View) Logical(s Point) Point {
	return Point{(s.X - v.OX) / v.K, (v.Ground - s.Y) / v.K}
}

// Tolerance is how far from an edge or a vertex, in device pixels, a press still picks it:
// generous for a finger.
func (v View) Tolerance(touch bool) float64 {
	if touch {
		return 22 * v.Scale
	}
	return 12 * v.Scale
}

// MaxEdges is the most edges the explorer draws; nimscope analyze takes far more.
const MaxEdges = 2000

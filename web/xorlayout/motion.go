package xorlayout

import (
	"math"

	"github.com/nimscope/nimscope/web/anim"
)

// Pinch returns the view a two-finger gesture makes of v0, the view when the fingers came
// down: the table point under their first midpoint (m0x, m0y) follows them to the current
// midpoint (m1x, m1y), and the zoom grows by factor (the fingers' distance now over then).
func (v0 View) Pinch(m0x, m0y, m1x, m1y int, factor float64) View {
	v := v0
	step := v0.Step
	if factor > 0 && !math.IsInf(factor, 0) && !math.IsNaN(factor) {
		step = uint64(math.Round(float64(v0.Step) / factor))
	}
	v.Step = min(max(step, v.MinStep), v.MaxStep)
	px := position(v0.OX, m0x-v0.Area.X, v0.Step)
	py := position(v0.OY, m0y-v0.Area.Y, v0.Step)
	v.OX = px.Add(-int64(m1x-v.Area.X) * int64(v.Step))
	v.OY = py.Add(-int64(m1y-v.Area.Y) * int64(v.Step))
	return v.clamp()
}

// ZoomFactor is how much one zoom-in (a button, a key, a wheel notch) magnifies.
const ZoomFactor = 1.5

// Glide eases the zoom towards a target over a few frames, so a wheel notch or a button
// zooms smoothly, about an anchor pixel that stays put. The target is log2 of a step.
type Glide struct {
	Target float64
	AX, AY int
	On     bool
}

// glideRate is the share of the remaining way each tick covers: about a sixth of a second
// to arrive at 60 ticks a second.
const glideRate = 0.3

// By aims the glide at factor times the magnification of v (or of the glide's own target,
// when one is running, so that quick wheel notches add up) about pixel (ax, ay).
func (g *Glide) By(v View, factor float64, ax, ay int) {
	from := math.Log2(float64(v.Step))
	if g.On {
		from = g.Target
	}
	t := from - math.Log2(factor)
	t = min(max(t, math.Log2(float64(v.MinStep))), math.Log2(float64(v.MaxStep)))
	*g = Glide{Target: t, AX: ax, AY: ay, On: true}
}

// To aims the glide at a step.
func (g *Glide) To(step uint64, ax, ay int) {
	*g = Glide{Target: math.Log2(float64(max(step, 1))), AX: ax, AY: ay, On: true}
}

// Tick moves v one frame along the glide and reports the new view. With reduced motion the
// glide arrives at its first frame: the zoom jumps.
func (g *Glide) Tick(v View) View {
	if !g.On {
		return v
	}
	cur := math.Log2(float64(v.Step))
	next := cur + (g.Target-cur)*glideRate
	if math.Abs(g.Target-next) < 0.003 || anim.ReducedMotion() {
		next = g.Target
		g.On = false
	}
	nv := v.Zoom(g.AX, g.AY, uint64(math.Round(math.Exp2(next))))
	if nv.Step == v.Step && g.On && math.Abs(g.Target-cur) < 0.05 {
		g.On = false // the limits stop it short of the target
	}
	return nv
}

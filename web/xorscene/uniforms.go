package xorscene

import (
	"image/color"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// uniforms are the shader's variables. Ebiten's WebGL driver tells apart at most 32 uniform
// names in a program, its own included, so they travel in a few arrays (see table.go); the
// fields here are named windows into them. The map handed to Ebiten is made once, and a
// frame only writes into the slices, so drawing allocates nothing.
type uniforms struct {
	m map[string]any

	XAxis, YAxis, Step, TableX, TableY, Grid, Shift         []int32 // Geo
	HX, HY, TA, TB, TC, FamM, FamMask, FamHigh, FamJ, FamMJ []int32 // Light
	FamFirstK                                               []int32
	Known, Before, Size, Arrows, Quarter, Focus             []int32   // Build
	Fade, CellPx, Scale, Progress                           []float32 // F
	Paper, Ink, Accent, Palette                             []float32

	// stamps write a spare slot in each array with a new number before every draw. Ebiten's
	// OpenGL driver skips uploading a uniform whose value equals the last it uploaded, and
	// it compares against a slice of a buffer it reuses from frame to frame; a value that
	// never repeats makes it upload every array for every draw, so no draw reads another's.
	stamps []func(n int32)
	serial int32
}

func newUniforms() *uniforms {
	u := &uniforms{m: map[string]any{}}
	ints := func(name string, n int) []int32 {
		s := make([]int32, n)
		u.m[name] = s
		return s
	}
	floats := func(name string, n int) []float32 {
		s := make([]float32, n)
		u.m[name] = s
		return s
	}
	geo := ints("Geo", 5*4)
	u.XAxis, u.YAxis, u.Step = geo[0:4], geo[4:8], geo[8:11]
	u.TableX, u.TableY, u.Grid, u.Shift = geo[12:13], geo[13:14], geo[14:15], geo[15:16]
	light := ints("Light", 6*4)
	u.HX, u.HY, u.TA, u.TB, u.TC, u.FamM = light[0:2], light[2:4], light[4:6], light[6:8], light[8:10], light[10:12]
	u.FamMask, u.FamHigh, u.FamJ, u.FamMJ = light[12:14], light[14:16], light[16:18], light[18:20]
	u.FamFirstK = light[21:22]
	build := ints("Build", 4*4)
	u.Known, u.Before = build[0:4], build[4:8]
	u.Size, u.Arrows, u.Quarter, u.Focus = build[9:10], build[10:11], build[11:12], build[12:15]
	f := floats("F", 2*4)
	u.Fade, u.CellPx, u.Scale, u.Progress = f[0:1], f[1:2], f[2:3], f[3:4]
	inks := floats("Inks", 4*3)
	u.Paper, u.Ink, u.Accent = inks[0:3], inks[3:6], inks[6:9]
	u.Palette = floats("Palette", 3*(xortable.Colours+1))
	pal := u.Palette
	u.stamps = []func(int32){
		func(n int32) { geo[16] = n },
		func(n int32) { light[23] = n },
		func(n int32) { build[15] = n },
		func(n int32) { f[7] = float32(n) },
		func(n int32) { inks[9] = float32(n) },
		func(n int32) { pal[3*xortable.Colours] = float32(n) },
	}
	return u
}

// stamp writes a new number into every array's spare slot (see stamps).
func (u *uniforms) stamp() {
	u.serial = (u.serial + 1) & (1<<20 - 1)
	for _, f := range u.stamps {
		f(u.serial)
	}
}

func put2(dst []int32, s xorlayout.Split) { dst[0], dst[1] = s.Hi, s.Lo }

func putAxis(dst []int32, a xorlayout.Axis) {
	dst[0], dst[1], dst[2], dst[3] = a.BaseHi, a.BaseLo, a.FracHi, a.FracLo
}

func putRGB(dst []float32, c color.RGBA) {
	dst[0], dst[1], dst[2] = float32(c.R)/255, float32(c.G)/255, float32(c.B)/255
}

func putMask(dst []int32, m xortable.Mask) {
	all := int32(0)
	if m.All {
		all = 1
	}
	dst[0], dst[1], dst[2], dst[3] = all, int32(m.Corner), int32(m.Line), int32(min(m.Count, 1<<30))
}

// setPalette writes the 64 colours of a palette: the shader looks a value's colour up
// here, so the Go function and the picture agree by construction.
func (u *uniforms) setPalette(p xortable.Palette) {
	for i := range xortable.Colours {
		putRGB(u.Palette[3*i:], p.RGB(i))
	}
}

// setGeometry writes the pixel-to-cell mapping of a view.
func (u *uniforms) setGeometry(g xorlayout.Geometry, cellPx float64) {
	u.TableX[0], u.TableY[0] = int32(g.Table.X), int32(g.Table.Y)
	putAxis(u.XAxis, g.X)
	putAxis(u.YAxis, g.Y)
	u.Step[0], u.Step[1], u.Step[2] = g.Step.Int, g.Step.Hi, g.Step.Lo
	u.CellPx[0] = float32(cellPx)
}

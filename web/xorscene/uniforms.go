package xorscene

import (
	"image/color"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// uniforms are the shader's variables. Ebiten's WebGL driver tells apart at most 32 uniform
// names in a program, its own included, so they travel in a few arrays (see table.go); the
// fields here are named windows into them. The maps handed to Ebiten are made once, and a
// frame only writes into the slices, so drawing allocates nothing.
type uniforms struct {
	m map[string]any // every array: for the constructions
	// table holds only Geo, the one array the table's variants read: Ebiten converts every
	// value of the map by reflection at each draw call, and leaves a missing name zero
	// (the uniforms a program does not read are zeroed anyway, so its commands merge).
	table map[string]any

	// Geo: small numbers are packed two or four to a slot (see table.go's Geo), since
	// Ebiten converts the values one by one by reflection at every draw call.
	XAxis, YAxis, Step, Fade, TableXY, GridRow    []int32   // Geo
	Colour, Next, PaperRGB, TableWH, NumberStrips []int32   // Geo
	FamM, FamMask, FamJ, Records                  []int32   // Geo
	Known, Before, Size, Arrows, Quarter, Focus   []int32   // Build
	CellPx, Scale, Progress                       []float32 // F
	Paper, Ink, Accent                            []float32 // Inks

	// stamp writes a spare slot in each array with a new number before every table drawn.
	// Ebiten's OpenGL driver skips uploading a uniform whose value equals the last it
	// uploaded, and it compares against a slice of a buffer it reuses from frame to frame; a
	// value that never repeats makes it upload every array for every command, so no command
	// reads another's. The atlas's quads drawn after a table keep its stamp: with the same
	// uniforms, Ebiten merges them into the table's command.
	geo, build []int32 // the whole arrays, for stamp
	f, inks    []float32
	serial     int32
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
	geo := ints("Geo", 8*4)
	u.table = map[string]any{"Geo": geo}
	u.XAxis, u.YAxis, u.Step, u.Fade = geo[0:4], geo[4:8], geo[8:11], geo[11:12]
	u.TableXY, u.GridRow, u.Colour, u.Next = geo[12:13], geo[13:14], geo[14:15], geo[15:16]
	u.PaperRGB, u.TableWH, u.NumberStrips = geo[17:18], geo[18:19], geo[19:20]
	u.FamM, u.FamMask, u.FamJ, u.Records = geo[20:22], geo[22:24], geo[26:28], geo[31:32]
	build := ints("Build", 4*4)
	u.Known, u.Before = build[0:4], build[4:8]
	u.Size, u.Arrows, u.Quarter, u.Focus = build[9:10], build[10:11], build[11:12], build[12:15]
	f := floats("F", 2*4)
	u.CellPx, u.Scale, u.Progress = f[1:2], f[2:3], f[3:4]
	inks := floats("Inks", 4*3)
	u.Paper, u.Ink, u.Accent = inks[0:3], inks[3:6], inks[6:9]
	u.geo, u.build, u.f, u.inks = geo, build, f, inks
	return u
}

// forVariant is the map of uniforms a variant reads.
func (u *uniforms) forVariant(v variant) map[string]any {
	if v&building != 0 {
		return u.m
	}
	return u.table
}

// stamp writes a new number into every array's spare slot (see the field geo).
func (u *uniforms) stamp() {
	u.serial = (u.serial + 1) & (1<<20 - 1)
	n := u.serial
	u.geo[16], u.build[15], u.f[7], u.inks[9] = n, n, float32(n), float32(n)
}

func put2(dst []int32, s xorlayout.Split) { dst[0], dst[1] = s.Hi, s.Lo }

func putAxis(dst []int32, a xorlayout.Axis) {
	dst[0], dst[1], dst[2], dst[3] = a.BaseHi, a.BaseLo, a.FracHi, a.FracLo
}

func putRGB(dst []float32, c color.RGBA) {
	dst[0], dst[1], dst[2] = float32(c.R)/255, float32(c.G)/255, float32(c.B)/255
}

// setPaper writes the paper, for the constructions and as one number for the table.
func (u *uniforms) setPaper(c color.RGBA) {
	putRGB(u.Paper, c)
	u.PaperRGB[0] = int32(c.R)<<16 | int32(c.G)<<8 | int32(c.B)
}

func putMask(dst []int32, m xortable.Mask) {
	all := int32(0)
	if m.All {
		all = 1
	}
	dst[0], dst[1], dst[2], dst[3] = all, int32(m.Corner), int32(m.Line), int32(min(m.Count, 1<<30))
}

// setPalette chooses the palette: the shader looks a value's colour up in its row of the
// atlas, written from the Go function, so the function and the picture agree by
// construction.
func (u *uniforms) setPalette(p xortable.Palette) {
	u.GridRow[0] = u.GridRow[0]&1 | int32(paletteRow(p))<<1
}

// pack2 is a and b in one slot, 15 bits each (screen pixels).
func pack2(a, b int) int32 { return int32(a&0x7fff | b&0x7fff<<15) }

// pack4 is four shifts of 0 to 31 in one slot, six bits each (xorlayout.ColourBits).
func pack4(b [4]int32) int32 { return b[0] | b[1]<<6 | b[2]<<12 | b[3]<<18 }

// setColours writes which bits of a value choose its colour, the next six bits, and how
// far the colours have faded towards those (xorlayout.ColourIndex).
func (u *uniforms) setColours(shift int, fade float64) {
	u.Colour[0], u.Next[0] = pack4(xorlayout.ColourBits(int32(shift))), pack4(xorlayout.ColourBits(int32(shift+1)))
	u.Fade[0] = int32(fade*65536 + 0.5)
}

// setGeometry writes the pixel-to-cell mapping of a view; grid asks for the cells' edges
// to be drawn, which they are once cells are 12 pixels or more.
func (u *uniforms) setGeometry(g xorlayout.Geometry, cellPx float64, grid bool) {
	u.TableXY[0], u.TableWH[0] = pack2(g.Table.X, g.Table.Y), pack2(g.Table.W, g.Table.H)
	putAxis(u.XAxis, g.X)
	putAxis(u.YAxis, g.Y)
	u.Step[0], u.Step[1], u.Step[2] = g.Step.Int, g.Step.Hi, g.Step.Lo
	u.CellPx[0] = float32(cellPx)
	u.GridRow[0] &^= 1
	if grid && cellPx >= 12 {
		u.GridRow[0] |= 1
	}
}

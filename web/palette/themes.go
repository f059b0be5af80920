package palette

import (
	"image/color"
	"math"
)

var pow = math.Pow

// Colours are the scenes' colours in one theme, each named for what it shows. Scenes share
// the names that mean the same (a stone a press would take is Take in Nim and in the
// subtraction game), so the themes stay one table that the contrast test reads whole.
type Colours struct {
	// Shared by every scene.
	Background color.RGBA // the canvas
	Ink        color.RGBA // numbers and marks in the foreground
	Muted      color.RGBA // numbers of less weight
	BaseLine   color.RGBA // the line heaps stand on, the floor, the ground
	Stone      color.RGBA // stones and coins: blue
	Take       color.RGBA // what a press would take or move: red
	Hint       color.RGBA // the winning moves: green
	Column     color.RGBA // the soft band behind the heap under the pointer (translucent)

	// The subtraction game and its kin (heapscene).
	ChipFace, PrePeriod, PeriodA, PeriodB color.RGBA

	// Fibonacci Nim.
	StoneAlt, Kept, GhostLine, GhostStone, Zone, Amber, Refused, Tab color.RGBA

	// Turning coins.
	Hover color.RGBA

	// Staircase Nim and coin sliding.
	BlockEven, BlockOdd, TreadEdge, LabelEven, LabelOdd, Move, Count, CellFill, CellLine,
	GapOdd, GapEven, Drop color.RGBA

	// Green Hackenbush.
	Earth, Space, Edge, Fall, HintHalo, Fuse, Branch, Loose, Draft, BranchInk color.RGBA

	// The XOR table's frame (the cells have their own palettes).
	Paper, TableInk, Accent color.RGBA
}

// Light is the light theme: calm on a projector, hues told apart by lightness too.
//
// The opaque colours are written as literals, color.RGBA{r, g, b, 0xff} (what RGB(r, g, b)
// returns), not as calls to RGB: nimscope's packages are compiled without inlining, so every
// call was code run at start-up (6 KB of it in every module), where a literal is data the
// linker lays out.
var Light = Colours{
	Background: color.RGBA{0xf6, 0xf4, 0xee, 0xff},
	Ink:        color.RGBA{0x2d, 0x2a, 0x24, 0xff},
	Muted:      color.RGBA{0x6e, 0x68, 0x5c, 0xff},
	BaseLine:   color.RGBA{0x7c, 0x74, 0x61, 0xff},
	Stone:      color.RGBA{0x2e, 0x6f, 0xb7, 0xff},
	Take:       color.RGBA{0xd6, 0x45, 0x50, 0xff},
	Hint:       color.RGBA{0x1f, 0x9d, 0x55, 0xff},
	Column:     RGBA(0x2e, 0x6f, 0xb7, 0.07),

	ChipFace:  color.RGBA{0xff, 0xff, 0xff, 0xff},
	PrePeriod: color.RGBA{0xe4, 0xe0, 0xd6, 0xff},
	PeriodA:   color.RGBA{0xdd, 0xe8, 0xf4, 0xff},
	PeriodB:   color.RGBA{0xee, 0xf3, 0xf9, 0xff},

	StoneAlt:   color.RGBA{0x4f, 0x8f, 0xd0, 0xff},
	Kept:       color.RGBA{0x8c, 0x6d, 0x46, 0xff},
	GhostLine:  color.RGBA{0xb4, 0xad, 0x9f, 0xff},
	GhostStone: color.RGBA{0xe6, 0xe1, 0xd6, 0xff},
	Zone:       RGBA(0xf0, 0xb4, 0x29, 0.24),
	Amber:      color.RGBA{0xa8, 0x6a, 0x0c, 0xff},
	Refused:    color.RGBA{0xa7, 0xa1, 0x95, 0xff},
	Tab:        RGBA(0x2e, 0x6f, 0xb7, 0.09),

	Hover: RGBA(0x2e, 0x6f, 0xb7, 0.45),

	BlockEven: color.RGBA{0xdd, 0xd6, 0xc8, 0xff},
	BlockOdd:  color.RGBA{0xef, 0xdc, 0xa4, 0xff},
	TreadEdge: color.RGBA{0xa8, 0x9c, 0x82, 0xff},
	LabelEven: color.RGBA{0xe6, 0xe1, 0xd6, 0xff},
	LabelOdd:  color.RGBA{0xf2, 0xc1, 0x3e, 0xff},
	Move:      color.RGBA{0xcf, 0x6a, 0x12, 0xff},
	Count:     color.RGBA{0x5d, 0x56, 0x48, 0xff},
	CellFill:  color.RGBA{0xfc, 0xfb, 0xf7, 0xff},
	CellLine:  color.RGBA{0xb3, 0xa8, 0x90, 0xff},
	GapOdd:    color.RGBA{0xe0, 0xa1, 0x1b, 0xff},
	GapEven:   color.RGBA{0x9a, 0xa3, 0xb2, 0xff},
	Drop:      RGBA(0xe0, 0x7a, 0x1f, 0.10),

	Earth:     color.RGBA{0xea, 0xe4, 0xd4, 0xff},
	Space:     color.RGBA{0xfb, 0xfa, 0xf6, 0xff},
	Edge:      color.RGBA{0x2f, 0x8a, 0x4e, 0xff},
	Fall:      color.RGBA{0xee, 0xa0, 0x96, 0xff},
	HintHalo:  color.RGBA{0xf2, 0xb7, 0x05, 0xff},
	Fuse:      color.RGBA{0x8e, 0x6c, 0xd8, 0xff},
	Branch:    color.RGBA{0xf0, 0x9a, 0x2a, 0xff},
	Loose:     color.RGBA{0xa8, 0xa2, 0x96, 0xff},
	Draft:     color.RGBA{0x2e, 0x6f, 0xb7, 0xff},
	BranchInk: color.RGBA{0xa8, 0x55, 0x10, 0xff},

	Paper:    color.RGBA{0xf6, 0xf4, 0xee, 0xff},
	TableInk: color.RGBA{0x1d, 0x1b, 0x17, 0xff},
	Accent:   color.RGBA{0xd6, 0x45, 0x50, 0xff},
}

// Dark is the dark theme: the page's dark stage behind the canvas, the same hues lifted so
// that they stand out from it as much as the light theme's do from paper.
var Dark = Colours{
	Background: color.RGBA{0x22, 0x21, 0x1e, 0xff},
	Ink:        color.RGBA{0xec, 0xea, 0xe6, 0xff},
	Muted:      color.RGBA{0xb5, 0xb0, 0xa6, 0xff},
	BaseLine:   color.RGBA{0x9a, 0x93, 0x84, 0xff},
	Stone:      color.RGBA{0x5b, 0x9b, 0xe0, 0xff},
	Take:       color.RGBA{0xf0, 0x6a, 0x72, 0xff},
	Hint:       color.RGBA{0x4c, 0xc8, 0x7e, 0xff},
	Column:     RGBA(0x5b, 0x9b, 0xe0, 0.12),

	ChipFace:  color.RGBA{0x36, 0x34, 0x2f, 0xff},
	PrePeriod: color.RGBA{0x3a, 0x37, 0x31, 0xff},
	PeriodA:   color.RGBA{0x26, 0x36, 0x4a, 0xff},
	PeriodB:   color.RGBA{0x1f, 0x2a, 0x38, 0xff},

	StoneAlt:   color.RGBA{0x86, 0xb8, 0xee, 0xff},
	Kept:       color.RGBA{0xc0, 0x9a, 0x68, 0xff},
	GhostLine:  color.RGBA{0x78, 0x72, 0x67, 0xff},
	GhostStone: color.RGBA{0x3d, 0x3a, 0x34, 0xff},
	Zone:       RGBA(0xf0, 0xb4, 0x29, 0.20),
	Amber:      color.RGBA{0xe6, 0xa8, 0x3c, 0xff},
	Refused:    color.RGBA{0x75, 0x70, 0x67, 0xff},
	Tab:        RGBA(0x5b, 0x9b, 0xe0, 0.12),

	Hover: RGBA(0x5b, 0x9b, 0xe0, 0.45),

	BlockEven: color.RGBA{0x3b, 0x38, 0x32, 0xff},
	BlockOdd:  color.RGBA{0x5c, 0x4b, 0x1c, 0xff},
	TreadEdge: color.RGBA{0x85, 0x7b, 0x68, 0xff},
	LabelEven: color.RGBA{0x3b, 0x38, 0x32, 0xff},
	LabelOdd:  color.RGBA{0x7a, 0x5c, 0x0c, 0xff},
	Move:      color.RGBA{0xf2, 0x8c, 0x38, 0xff},
	Count:     color.RGBA{0xcf, 0xc8, 0xba, 0xff},
	CellFill:  color.RGBA{0x2b, 0x29, 0x25, 0xff},
	CellLine:  color.RGBA{0x6e, 0x66, 0x56, 0xff},
	GapOdd:    color.RGBA{0xe8, 0xad, 0x2c, 0xff},
	GapEven:   color.RGBA{0x8e, 0x98, 0xa8, 0xff},
	Drop:      RGBA(0xf2, 0x8c, 0x38, 0.14),

	Earth:     color.RGBA{0x2f, 0x2c, 0x26, 0xff},
	Space:     color.RGBA{0x29, 0x28, 0x24, 0xff},
	Edge:      color.RGBA{0x52, 0xc0, 0x76, 0xff},
	Fall:      color.RGBA{0xd9, 0x8a, 0x80, 0xff},
	HintHalo:  color.RGBA{0xf2, 0xb7, 0x05, 0xff},
	Fuse:      color.RGBA{0xa8, 0x8e, 0xea, 0xff},
	Branch:    color.RGBA{0xf0, 0xa0, 0x40, 0xff},
	Loose:     color.RGBA{0x7a, 0x76, 0x6d, 0xff},
	Draft:     color.RGBA{0x5b, 0x9b, 0xe0, 0xff},
	BranchInk: color.RGBA{0xf2, 0xa9, 0x5a, 0xff},

	Paper:    color.RGBA{0x22, 0x21, 0x1e, 0xff},
	TableInk: color.RGBA{0xf0, 0xee, 0xe9, 0xff},
	Accent:   color.RGBA{0xf0, 0x6a, 0x72, 0xff},
}

// For returns the colours of a resolved display theme: "dark", or else the light ones.
func For(theme string) *Colours {
	if theme == "dark" {
		return &Dark
	}
	return &Light
}

// Luminance is c's relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white);
// c must be opaque.
func Luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast is the WCAG 2 contrast ratio of two opaque colours, from 1 to 21.
func Contrast(a, b color.RGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Over is the opaque colour of the premultiplied c drawn over the opaque bg.
func Over(c, bg color.RGBA) color.RGBA {
	k := 1 - float64(c.A)/255
	f := func(x, y uint8) uint8 { return uint8(min(float64(x)+float64(y)*k+0.5, 255)) }
	return color.RGBA{f(c.R, bg.R), f(c.G, bg.G), f(c.B, bg.B), 0xff}
}

package hacklayout

import (
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/i18n"
)

// Preset is one of the classic figures a lecturer starts from.
type Preset struct {
	Name  string // the preset command's argument: "girl"
	Label string // the button's label: "Girl"
	Edges string // the edges key's value, canonical
	Pos   string // the pos key's value
}

// Presets are the figures of the editor, in the order its buttons show them.
var Presets = []Preset{
	{"stalk", i18n.N("Stalk"), "0-1,1-2,2-3,3-4,4-5,5-6,6-7",
		"1x500y110,2x500y220,3x500y330,4x500y440,5x500y550,6x500y660,7x500y770"},
	// Two trees: their branches collapse at three vertices, then the ground's two heaps.
	{"tree", i18n.N("Tree"), "0-1,0-9,1-2,1-3,2-4,2-5,3-6,5-7,5-8,9-10,9-11",
		"1x400y160,2x330y330,3x540y300,4x200y450,5x400y500,6x620y450,7x320y660,8x490y650,9x800y170,10x720y330,11x880y330"},
	// One edge with a triangle on top: *2, the fusion principle's first example.
	{"triangle", i18n.N("Triangle"), "0-1,1-2,1-3,2-3",
		"1x500y220,2x370y440,3x630y440"},
	// A square standing on a corner, on one edge.
	{"square", i18n.N("Square"), "0-1,1-2,1-3,2-4,3-4",
		"1x500y200,2x360y380,3x640y380,4x500y560"},
	// K4 drawn flat, a triangle with a centre, on one edge.
	{"k4", i18n.N("K4"), "0-1,1-2,1-3,1-4,2-3,2-4,3-4",
		"1x500y200,2x320y560,3x680y560,4x500y420"},
	// A girl in the manner of Winning Ways: legs and skirt make a cycle through the ground,
	// the arms are stalks, the head a loop.
	{"girl", i18n.N("Girl"), "0-1,0-2,1-3,2-4,3-4,3-5,4-5,5-6,6-7,6-9,6-11,7-8,9-10,11-11",
		"1x430y140g440,2x570y140g560,3x400y280,4x600y280,5x500y430,6x500y590,7x400y540,8x320y620,9x600y540,10x680y620,11x500y680"},
}

// PresetNamed returns the preset called name.
func PresetNamed(name string) (Preset, bool) {
	for _, p := range Presets {
		if p.Name == name {
			return p, true
		}
	}
	return Preset{}, false
}

// PresetNames lists the presets' names.
func PresetNames() []string {
	names := make([]string, len(Presets))
	for i, p := range Presets {
		names[i] = p.Name
	}
	return names
}

// Parse returns the preset's edges, in canonical order, and positions. The presets are
// tested to parse.
func (p Preset) Parse() ([]hackenbush.Edge, Positions) {
	pp, err := p.Position(game.Normal)
	if err != nil {
		panic("hacklayout: preset " + p.Name + ": " + err.Error())
	}
	pos, err := ParsePositions(p.Pos)
	if err != nil {
		panic("hacklayout: preset " + p.Name + ": " + err.Error())
	}
	return pp.Edges(), pos
}

// edgeCount is the number of edges in p.Edges, which is canonical: one entry per edge.
func (p Preset) edgeCount() int { return strings.Count(p.Edges, ",") + 1 }

// Position returns the preset as a position in the given play.
func (p Preset) Position(play game.Play) (hackenbush.Position, error) {
	q := notation.Query{{Key: "edges", Value: p.Edges}}
	if play == game.Misere {
		q = append(q, notation.Pair{Key: "play", Value: "misere"})
	}
	return hackenbush.FromQuery(q)
}

// presetFor returns the places of the preset whose edges are exactly edges (in canonical
// order), so a preset's hash needs no pos key to look as drawn. Only a preset with as many
// edges is parsed: parsing them all cost a sum's first frame about 3 ms in the browser.
func presetFor(edges []hackenbush.Edge) (Positions, bool) {
	for _, p := range Presets {
		if p.edgeCount() != len(edges) {
			continue
		}
		pe, pos := p.Parse()
		if slices.Equal(pe, edges) {
			return pos, true
		}
	}
	return Positions{}, false
}

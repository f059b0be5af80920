package session

import (
	"sync"

	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/i18n"
)

// Preset is a position the game picker opens: Position is its full notation, with view
// keys where the picture needs them (a drawing's vertex positions, the XOR table's framing).
type Preset struct {
	Label    string `json:"label"`
	Position string `json:"position"`
}

// GameEntry is one game in the picker: the game key's value, a title, and its presets; the
// picker opens the first when the game is chosen.
type GameEntry struct {
	Game    string   `json:"game"`
	Title   string   `json:"title"`
	Presets []Preset `json:"presets"`
}

// SubtractionPreset is the lecture's example: heaps 9, 6, 5, 4, take 1, 2 or 3 stones.
const SubtractionPreset = "game=subtraction&heaps=9,6,5,4&set=1,2,3"

// GreedyPreset is an example of Greedy Nim: one largest heap, which the winning move cuts
// down to leave two heaps of the largest size.
const GreedyPreset = "game=greedy&heaps=9,5,5,3"

// MoorePreset is the notation table's example of Moore's Nim-2.
const MoorePreset = "game=moore&heaps=5,8,10&k=2"

// StaircasePreset is the lecture's staircase: 3, 0, 5 and 2 coins on steps 1 to 4.
const StaircasePreset = "game=staircase&steps=3,0,5,2"

// SlidePreset is the lecture's strip: coins on cells 2, 5 and 9.
const SlidePreset = "game=slide&coins=2,5,9"

// SumPreset is the lecture's sum: a Nim heap of 3, a staircase with coins 0, 2, 1 and a
// Hackenbush stalk of 2, worth 3⊕1⊕2 = 0.
const SumPreset = "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2"

// hackPreset is a figure of the Hackenbush editor as a picker preset, drawn as the editor
// draws it.
func hackPreset(name, label string) Preset {
	p, ok := hacklayout.PresetNamed(name)
	if !ok {
		panic("session: no Hackenbush preset " + name)
	}
	return Preset{Label: label, Position: "game=hackenbush&edges=" + p.Edges + "&pos=" + p.Pos}
}

// catalogue is the picker's list, in the notation table's order (shared/DESIGN.md). Unless
// a comment says otherwise, a preset is a worked example of the lecture material (DESIGN.md,
// "Worked examples from the lecture material") or the notation table's example of the game.
var catalogue = []GameEntry{
	{Game: "nim", Title: i18n.N("Nim"), Presets: []Preset{
		// Bouton's worked example: nim-sum 2, the only winning move takes 2 from the 3-heap…
		{i18n.N("3, 4, 5: Bouton's example"), "game=nim&heaps=3,4,5"},
		// …and the P-position it leaves.
		{i18n.N("1, 4, 5: after the winning move"), "game=nim&heaps=1,4,5"},
		// 3⊕8⊕15 = 4: an N-position, though one source text claims the nim-sum is 0.
		{i18n.N("3, 8, 15: is the nim-sum 0?"), "game=nim&heaps=3,8,15"},
		// The three-heap P-positions with smallest heap 10: (10, 16, 26) is the first.
		{i18n.N("10, 16, 26: a three-heap P-position"), "game=nim&heaps=10,16,26"},
		// Misère Nim: (1, 2, 3) is a P-position in misère play too.
		{i18n.N("1, 2, 3 in misère play"), "game=nim&heaps=1,2,3&play=misere"},
	}},
	{Game: "subtraction", Title: i18n.N("Subtraction game"), Presets: []Preset{
		// g = 1⊕2⊕1⊕0 = 2: the winning move takes 2 from the 6-heap.
		{i18n.N("9, 6, 5, 4, take 1 to 3: the lecture's example"), SubtractionPreset},
		// Bachet's game: one heap, take 1 to 3; the losing sizes are the multiples of 4.
		{i18n.N("one heap of 21, take 1 to 3 (Bachet)"), "game=subtraction&heaps=21&set=1,2,3"},
	}},
	{Game: "greedy", Title: i18n.N("Greedy Nim"), Presets: []Preset{
		// Not from the lecture: one largest heap, which the winning move cuts down to 5.
		{i18n.N("9, 5, 5, 3"), GreedyPreset},
	}},
	{Game: "moore", Title: i18n.N("Moore's Nim-k"), Presets: []Preset{
		{i18n.N("5, 8, 10 with k = 2"), MoorePreset},
	}},
	{Game: "staircase", Title: i18n.N("Staircase Nim"), Presets: []Preset{
		// Odd steps 3 and 5 make Nim heaps 3, 5: nim-sum 6.
		{i18n.N("3, 0, 5, 2 coins on steps 1 to 4"), StaircasePreset},
	}},
	{Game: "slide", Title: i18n.N("Coin sliding"), Presets: []Preset{
		{i18n.N("coins on cells 2, 5, 9"), SlidePreset},
	}},
	{Game: "fibonacci", Title: i18n.N("Fibonacci Nim"), Presets: []Preset{
		// 20 = 13 + 5 + 2 (Zeckendorf): the winning first move takes 2.
		{i18n.N("20 stones"), "game=fibonacci&n=20&last=0"},
		// A Fibonacci number: the first player loses.
		{i18n.N("21 stones (a Fibonacci number)"), "game=fibonacci&n=21&last=0"},
	}},
	{Game: "multiple", Title: i18n.N("k-multiple game"), Presets: []Preset{
		{i18n.N("16 stones, k = 1"), "game=multiple&n=16&k=1&last=0"},
		// Not from the lecture: a factor beyond Fibonacci's, whose sequence is 1, 2, 3, 4, 6, 8, 11…
		{i18n.N("30 stones, k = 3"), "game=multiple&n=30&k=3&last=0"},
	}},
	{Game: "turning", Title: i18n.N("Coin turning"), Presets: []Preset{
		{i18n.N("HTTHTHH, turtles"), "game=turning&coins=HTTHTHH&rule=turtles"},
		{i18n.N("HTTHTHH, mock turtles"), "game=turning&coins=HTTHTHH&rule=mock"},
		{i18n.N("HTTHTHH, ruler"), "game=turning&coins=HTTHTHH&rule=ruler"},
	}},
	{Game: "hackenbush", Title: i18n.N("Green Hackenbush"), Presets: []Preset{
		// A stalk of 7 edges is *7.
		hackPreset("stalk", i18n.N("a stalk of 7 edges")),
		// Not from the lecture: two trees, whose branches collapse into stalks.
		hackPreset("tree", i18n.N("two trees")),
		// One edge with a triangle on top is *2: fusion makes the triangle a vertex with three
		// loops.
		hackPreset("triangle", i18n.N("an edge with a triangle on top (fusion)")),
		// A triangle standing on the ground is *1 (the notation table's example).
		{i18n.N("a triangle on the ground"), "game=hackenbush&edges=0-1,0-2,1-2"},
		// Not from the lecture: Winning Ways' girl, a cycle through the ground and a loop.
		hackPreset("girl", i18n.N("the girl (cycles and a loop)")),
	}},
	{Game: "sum", Title: i18n.N("Sum of games"), Presets: []Preset{
		// A Nim heap, a staircase and a Hackenbush stalk: 3⊕1⊕2 = 0, a P-position.
		{i18n.N("a heap of 3, a staircase 0, 2, 1 and a stalk of 2"), SumPreset},
		// The same in misère play, decided by the SJ theorem.
		{i18n.N("the same in misère play (SJ theorem)"), SumPreset + "&play=misere"},
		// Not from the lecture: the subtraction example beside a triangle (*2 ⊕ *1).
		{i18n.N("subtraction 9, 6, 5, 4 and a triangle"), "game=sum&parts=subtraction:9,6,5,4/set:1,2,3|hackenbush:0-1,0-2,1-2"},
	}},
	{Game: "xor", Title: i18n.N("XOR table"), Presets: []Preset{
		// The lecture's q = 64 figure.
		{i18n.N("0 to 63: the lecture's figure"), "game=xor&q=64"},
		// The lecture's block: x from 64 to 127 against y from 0 to 63.
		{i18n.N("the lecture's block, x from 64"), "game=xor&q=64&framing=block"},
		// Not from the lecture: the nim-product table, the viewer's second fractal.
		{i18n.N("nim-products of 0 to 15"), "game=xor&q=16&op=mul"},
	}},
}

// Games lists the games of the picker, in its order, with their presets, in English. It is
// every game, also in a wasm module that serves only some (web/family): choosing another
// family's game loads that family's module. The slice is shared: callers must not change it.
func Games() []GameEntry { return catalogue }

// gamesIn is Games with titles and labels in language l, made once per language.
func gamesIn(l i18n.Lang) []GameEntry {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	if g, ok := gamesByLang[l]; ok {
		return g
	}
	var list []GameEntry
	for _, g := range Games() {
		t := GameEntry{Game: g.Game, Title: i18n.Known(l, g.Title), Presets: make([]Preset, len(g.Presets))}
		for i, p := range g.Presets {
			t.Presets[i] = Preset{Label: i18n.Known(l, p.Label), Position: p.Position}
		}
		list = append(list, t)
	}
	gamesByLang[l] = list
	return list
}

var (
	gamesMu     sync.Mutex
	gamesByLang = map[i18n.Lang][]GameEntry{}
)

//go:build !family || family_hackenbush

package session

import (
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/hacklayout"
)

func init() { register(hackenbush.Name, hackenbushRules{}) }

// HackenbushViewKeys are Green Hackenbush's own view keys: pos, where the drawing puts its
// vertices (hacklayout.ParsePositions).
var HackenbushViewKeys = []string{"pos"}

func (hackenbushRules) ViewKeys() []string { return HackenbushViewKeys }

// DrawingKeys: pos places one graph's vertices; another graph set without it is laid out
// afresh, not on the old graph's places.
func (hackenbushRules) DrawingKeys() []string { return HackenbushViewKeys }

func (hackenbushRules) CheckView(key, value string) error {
	_, err := hacklayout.ParsePositions(value)
	return err
}

func (r hackenbushRules) Check(p game.Position) error {
	return r.checkItems(p.(hackenbush.Position).NumEdges())
}

func (hackenbushRules) listKey() string { return "edges" }

func (hackenbushRules) checkItems(n int) error {
	if n > hacklayout.MaxEdges {
		return msg.Errorf("edges: the explorer draws at most %d edges, not %d (nimscope analyze takes up to %d)",
			hacklayout.MaxEdges, n, hackenbush.MaxEdges)
	}
	return nil
}

func (hackenbushRules) Terminal(p game.Position) bool { return p.(hackenbush.Position).NumEdges() == 0 }

func (hackenbushRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(hackenbush.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (hackenbushRules) Fill(p game.Position, v *View) {
	pos := p.(hackenbush.Position)
	// Misère play is searched exhaustively: offer it only where the search is quick.
	v.Misere = pos.Play() == game.Misere || pos.NumEdges() <= hackenbush.MaxMisereEdges
	value := strings.TrimPrefix(strings.TrimSuffix(pos.String(), "&play=misere"), "game=hackenbush&edges=")
	v.Fields = []Field{{
		Key: "edges", Label: v.T("Edges"), Kind: FieldText, Value: value,
		Help: v.T("Edges a-b joined by commas, such as 0-1,1-2,2-0; 0 is the ground, 3-3 a loop, "+
			"and an edge may be given twice. Edges not joined to the ground are dropped. Up to %d edges; "+
			"or draw the graph with Edit below.", hacklayout.MaxEdges),
	}}
	if pos.Play() == game.Normal && pos.NumEdges() > 0 {
		stalks := pos.GroundStalks()
		if len(stalks) > MaxTableRows {
			v.Sections = append(v.Sections, stalkCounts(v, stalks))
		} else {
			stalkTable(v, stalks)
		}
	}
	if v.WantsHints() {
		moves, ok := pos.WinningMoves()
		if !ok {
			v.Hints = &Hints{Moves: []string{}, Note: v.T(
				"the winning chops of a graph of more than %d edges are not listed; the value above is still exact",
				hackenbush.MaxWinningEdges)}
		} else {
			// Parallel edges chop alike: name each edge once.
			var names []string
			for _, m := range moves {
				name := v.T("chop edge %s", pos.Edge(m.Edge).String())
				if len(names) == 0 || names[len(names)-1] != name {
					names = append(names, name)
				}
			}
			v.Hints = v.NewHints(len(names), func(i int) string { return names[i] })
		}
	}
	v.About = hackenbushAbout(v)
}

// Moves lists the chops, one per edge in the engine's order, each made by the engine's Apply
// (what falls away with an edge is the engine's business) and worded as the hints word a
// chop. Parallel edges chop alike, so each is listed once, as the hints name it once.
func (hackenbushRules) Moves(p game.Position, v *View, limit int) ([]MoveChoice, bool) {
	pos := p.(hackenbush.Position)
	chops := func(yield func(hackenbush.Move) bool) {
		for i := range pos.NumEdges() {
			if i > 0 && pos.Edge(i) == pos.Edge(i-1) {
				continue // edges are sorted, so parallel ones are neighbours
			}
			if !yield(hackenbush.Move{Edge: i}) {
				return
			}
		}
	}
	// Count first: a big drawing is refused without applying a chop.
	n := 0
	for range chops {
		if n++; n > limit {
			return nil, false
		}
	}
	return listMoves(chops, pos.Apply, func(m hackenbush.Move, _ hackenbush.Position) string {
		return v.T("chop edge %s", pos.Edge(m.Edge).String())
	}, limit)
}

// stalkTable works the nim-sum of the ground's stalks in binary, one row per stalk.
func stalkTable(v *View, stalks []uint64) {
	labels := make([]string, len(stalks))
	for i := range labels {
		labels[i] = v.T("stalk %d", i+1)
	}
	v.Table = XORTable(v.Lang, v.T("Nim-sum of the stalks"), v.T("length"), labels, stalks)
	v.Table.Caption = v.T("The branches at the ground reduce, by the fusion and colon principles, to stalks of these lengths: " +
		"Nim heaps. Each length in binary, one column per bit; the last row is their nim-sum, the graph's value. " +
		"Columns with an odd number of ones are marked.")
}

// stalkCounts says in words what stalkTable shows, for more stalks than a table should
// have rows: how many stalks there are of each length, and their nim-sum.
func stalkCounts(v *View, stalks []uint64) Section {
	lengths := slices.Clone(stalks)
	slices.Sort(lengths)
	var counts msg.List
	var sum uint64
	for i := 0; i < len(lengths); {
		j := i
		for j < len(lengths) && lengths[j] == lengths[i] {
			sum ^= lengths[j]
			j++
		}
		if j-i == 1 {
			counts = append(counts, msg.New("one stalk of length %d", lengths[i]))
		} else {
			counts = append(counts, msg.New("%d stalks of length %d", j-i, lengths[i]))
		}
		i = j
	}
	return Section{Title: v.T("Nim-sum of the stalks"), Paragraphs: []string{v.T(
		"The branches at the ground reduce, by the fusion and colon principles, to %d stalks, too many to list one by one: %s. "+
			"Their lengths are Nim heaps, and their nim-sum, %d, is the graph's value.", len(stalks), counts, sum)}}
}

// hackenbushAbout is "How Green Hackenbush works".
func hackenbushAbout(v *View) *Section {
	return &Section{
		Title: v.T("How Green Hackenbush works"),
		Paragraphs: []string{
			v.T("The picture is a graph standing on the ground. A move chops one edge; every edge no longer joined to the ground, " +
				"through other edges, falls away with it. Whoever cannot move, because nothing is left, loses. " +
				"Click or tap an edge to chop it: the edge and what it held turn red before you do."),
			v.T("A stalk, a path of n edges standing on the ground, is a Nim heap of n: you may chop it at any height. " +
				"So a picture of stalks is Nim, and the nim-sum of their lengths says who wins."),
			v.T("Colon principle: at any vertex, the branches growing from it may be swapped for one stalk whose length is " +
				"the nim-sum of their lengths, and the game's value does not change. Working from the top down, every tree becomes one stalk."),
			v.T("Fusion principle: the vertices of a cycle may be merged into one vertex, the cycle's edges becoming loops there, " +
				"and a loop is worth a stalk of one edge, so a cycle of n edges at one vertex is worth 1 when n is odd and 0 when n is even. " +
				"Cycles through the ground merge into the ground. " +
				"So every graph reduces to stalks on the ground: press Explain to watch it happen."),
			v.T("In misère play, where whoever chops last loses, these principles fail; the explorer searches the game instead, for up to %d edges.",
				hackenbush.MaxMisereEdges),
		},
	}
}

// Left says a reply left a drawing of Grundy value 0 (the stalk it reduces to is empty);
// misère play has no such value to name.
func (hackenbushRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(hackenbush.Position)
	if pos.NumEdges() == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if g, ok := pos.Grundy(); ok {
		return msg.New("a drawing of Grundy value %d", g), true
	}
	return msg.Text{}, true
}

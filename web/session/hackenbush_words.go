package session

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/msg"
)

// hackenbushRules are Green Hackenbush's session rules. This file has no build tag: it has
// the log's words for a move and a position (Describe, Words), which a sum needs too. A
// Hackenbush drawing can be a component of a sum, and the sum's module (web/family)
// describes the component's moves with them without serving the game. hackenbush.go, with
// the family's build tag, has the other methods.
type hackenbushRules struct{}

// Describe finds the chop that leads from → to among the edges to lacks: to must be from with
// some edges taken out (both are canonical, so to's edges are a subsequence of from's), and
// chopping one of those must take exactly the others with it.
func (hackenbushRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(hackenbush.Position), to.(hackenbush.Position)
	if a.Play() != b.Play() {
		return msg.Text{}, msg.Errorf("a move does not change normal or misère play")
	}
	ea, eb := a.Edges(), b.Edges()
	var gone []int
	j := 0
	for i, e := range ea {
		if j < len(eb) && eb[j] == e {
			j++
		} else {
			gone = append(gone, i)
		}
	}
	if j != len(eb) {
		return msg.Text{}, msg.Errorf("edge %s would be added: a move only takes edges away", eb[j].String())
	}
	if len(gone) == 0 {
		return msg.Text{}, msg.Errorf("a move must chop an edge")
	}
	want := b.String()
	for k, i := range gone {
		if k > 0 && ea[i] == ea[gone[k-1]] {
			continue // a parallel edge chops alike
		}
		next, err := a.Apply(hackenbush.Move{Edge: i})
		if err != nil || next.String() != want {
			continue
		}
		switch fell := len(gone) - 1; fell {
		case 0:
			return msg.New("chopped edge %s", ea[i].String()), nil
		case 1:
			return msg.New("chopped edge %s, and 1 more edge fell away", ea[i].String()), nil
		default:
			return msg.New("chopped edge %s, and %d more edges fell away", ea[i].String(), fell), nil
		}
	}
	names := make([]string, len(gone))
	for k, i := range gone {
		names[k] = ea[i].String()
	}
	return msg.Text{}, msg.Errorf("edges %s cannot all go in one move: a move chops one edge, and only the edges it held up fall with it", andList(names))
}

// maxWordEdges is the most edges Words lists; a bigger graph is counted.
const maxWordEdges = 8

func (hackenbushRules) Words(p game.Position) msg.Text {
	pos := p.(hackenbush.Position)
	var w msg.Text
	switch edges := pos.Edges(); {
	case len(edges) == 0:
		w = msg.New("no edges left")
	case len(edges) == 1:
		w = msg.New("one edge, %s", edges[0].String())
	case len(edges) <= maxWordEdges:
		names := make([]string, len(edges))
		for i, e := range edges {
			names[i] = e.String()
		}
		w = msg.New("edges %s", andList(names))
	default:
		w = msg.New("a graph of %d edges on %d vertices and the ground", len(edges), len(pos.Vertices())-1)
	}
	if pos.Play() == game.Misere {
		return msg.New("%s, misère play", w)
	}
	return w
}

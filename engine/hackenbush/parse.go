package hackenbush

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

// edgesList is the edges key's limit, checked by parseEdges and, on the raw text, by engine.
var edgesList = game.List{Key: "edges", Max: MaxEdges, TooMany: func(n int) error {
	return msg.Errorf("edges: %d edges, more than the limit of %d", n, MaxEdges)
}}

// Lists returns the keys of a position whose values are lists, with their limits.
func Lists() []game.List { return []game.List{edgesList} }

// parseEdges reads the value of the edges key: edges a-b joined by commas,
// each end a whole number of at most notation.MaxWhole. The empty value is
// the empty graph (a finished game), which notation.WholeList would refuse.
// Errors name the item, counted from 1.
func parseEdges(s string) ([]Edge, error) {
	if s == "" {
		return nil, nil
	}
	if err := edgesList.Check(s); err != nil {
		return nil, err
	}
	n := edgesList.Count(s)
	edges := make([]Edge, 0, n)
	for i := 1; ; i++ {
		item, rest, more := strings.Cut(s, ",")
		e, err := parseEdge(item)
		if err != nil {
			if item == "" {
				return nil, msg.Errorf("edges: item %d is empty", i)
			}
			return nil, msg.Errorf("edges: item %d %s%w", i, notation.Quote(item), err)
		}
		edges = append(edges, e)
		if !more {
			return edges, nil
		}
		s = rest
	}
}

var errNotEdge = msg.Errorf(` is not an edge (expected a-b, two whole numbers joined by "-", such as 0-1)`)

// parseEdge reads one item. Its errors read after the quoted item, so they
// start with a space or a colon.
func parseEdge(item string) (Edge, error) {
	a, b, ok := strings.Cut(item, "-")
	if !ok || a == "" || b == "" || strings.Contains(b, "-") {
		return Edge{}, errNotEdge
	}
	x, err := end(a)
	if err != nil {
		return Edge{}, err
	}
	y, err := end(b)
	if err != nil {
		return Edge{}, err
	}
	return Edge{x, y}, nil
}

// end reads a vertex: decimal digits only, at most notation.MaxWhole.
func end(s string) (uint64, error) {
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, msg.Errorf(": %s is not a whole number", notation.Quote(s))
		}
		if n <= notation.MaxWhole {
			n = n*10 + uint64(c-'0') // cannot overflow: MaxWhole·10 + 9 < 2^64
		}
	}
	if n > notation.MaxWhole {
		number := s
		if len(s) > 20 {
			number = fmt.Sprintf("a number of %d digits", len(s))
		}
		return 0, msg.Errorf(": %s is larger than %d (2^53−1)", number, uint64(notation.MaxWhole))
	}
	return n, nil
}

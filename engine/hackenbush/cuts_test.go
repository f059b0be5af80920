package hackenbush

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// TestWinningByCuts: the winning chops inside pieces found by 2-edge cuts are those found
// by trying each edge on its piece alone (winningInPieces, written independently), on
// graphs made to have cut classes of every size: cycles with chords, ladders, parallel
// edges, cycles on cycles, loops, branches on the cycles' vertices.
func TestWinningByCuts(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	classes := 0
	for k := range 600 {
		var edges []string
		n := 3 + r.IntN(30)
		// A cycle through the ground, and chords, ladders' rungs and loops on it.
		for v := range n {
			edges = append(edges, fmt.Sprintf("%d-%d", v, (v+1)%n))
		}
		for range r.IntN(n) {
			a, b := r.IntN(n), r.IntN(n)
			switch r.IntN(4) {
			case 0:
				edges = append(edges, fmt.Sprintf("%d-%d", a, a)) // a loop
			case 1:
				edges = append(edges, fmt.Sprintf("%d-%d", a, (a+1)%n)) // a parallel edge
			default:
				edges = append(edges, fmt.Sprintf("%d-%d", a, b))
			}
		}
		// Branches and cycles hanging from the cycle's vertices.
		next := n
		for range r.IntN(6) {
			at := r.IntN(next)
			edges = append(edges, fmt.Sprintf("%d-%d", at, next))
			if r.IntN(2) == 0 {
				edges = append(edges, fmt.Sprintf("%d-%d", next, next+1), fmt.Sprintf("%d-%d", next+1, at))
				next++
			}
			next++
		}
		p := parse(t, "edges="+strings.Join(edges, ","))
		g, tr := p.solve()
		want := winningWith(p, g, tr, false)
		got := winningWith(p, g, tr, true)
		if !slices.Equal(got, want) {
			t.Fatalf("graph %d, %s:\nby cuts  %v\nby tries %v", k, p, got, want)
		}
		classes += bigClasses(p, g, tr)
	}
	if classes < 200 {
		t.Errorf("only %d cut classes of two edges or more: the graphs test little", classes)
	}
	// And on the random graphs of the other tests, the larger ones too.
	for k := range 300 {
		n := 10 + r.IntN(200)
		raw := randomGraph(r, uint64(n/(1+r.IntN(4))), n)
		p, err := New(raw, game.Normal)
		if err != nil {
			t.Fatal(err)
		}
		g, tr := p.solve()
		if got, want := winningWith(p, g, tr, true), winningWith(p, g, tr, false); !slices.Equal(got, want) {
			t.Fatalf("random graph %d, %s:\nby cuts  %v\nby tries %v", k, p, got, want)
		}
	}
}

// winningWith is winningNormal's list with the pieces' edges tried by cuts or one by one.
func winningWith(p Position, g *graph, t *tree, byCuts bool) []int {
	saved := piecesByCuts
	piecesByCuts = byCuts
	defer func() { piecesByCuts = saved }()
	return p.winningNormal(g, t, true)
}

// bigClasses counts the cut classes of two edges or more in p's pieces.
func bigClasses(p Position, g *graph, t *tree) int {
	pieces := map[int32][][2]int32{}
	for i, e := range g.ends {
		if !t.bridge[i] && e[0] != e[1] {
			pieces[t.v[e[0]].head] = append(pieces[t.v[e[0]].head], e)
		}
	}
	count := 0
	for _, ends := range pieces {
		local := map[int32]int32{}
		var c cutPiece
		for _, e := range ends {
			for _, v := range e {
				if _, ok := local[v]; !ok {
					local[v] = int32(len(local))
				}
			}
		}
		// The head must be 0: any vertex works for counting classes.
		c.reset(len(local))
		for _, e := range ends {
			c.ends = append(c.ends, [2]int32{local[e[0]], local[e[1]]})
		}
		c.labels()
		seen := map[uint64]int{}
		for _, l := range c.label {
			seen[l]++
		}
		for _, n := range seen {
			if n >= 2 {
				count++
			}
		}
	}
	return count
}

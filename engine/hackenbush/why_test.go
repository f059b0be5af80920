package hackenbush

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// groundComponents splits edges into the pieces that meet only at the ground: the edges
// joined to each other through vertices other than the ground.
func groundComponents(edges []Edge) [][]Edge {
	parent := map[uint64]uint64{}
	var find func(v uint64) uint64
	find = func(v uint64) uint64 {
		if p, ok := parent[v]; ok && p != v {
			r := find(p)
			parent[v] = r
			return r
		}
		parent[v] = v
		return v
	}
	for _, e := range edges {
		if e.A != Ground && e.B != Ground {
			parent[find(e.A)] = find(e.B)
		}
	}
	byRoot := map[uint64][]Edge{}
	var roots []uint64
	for _, e := range edges {
		v := e.A
		if v == Ground {
			v = e.B
		}
		r := find(v)
		if v == Ground {
			r = Ground // a loop at the ground
		}
		if _, ok := byRoot[r]; !ok {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], e)
	}
	out := make([][]Edge, len(roots))
	for i, r := range roots {
		out[i] = byRoot[r]
	}
	return out
}

// searchValue is the Grundy value of edges by searching every chop (search_test.go).
func searchValue(edges []Edge) uint64 {
	s := newSearch(edges)
	return s.grundyOf(s.standing(s.all()))
}

var (
	dropsRE = regexp.MustCompile(`chop (?:the|an) edge (\d+)-(\d+).*, leaving value 0: its branch at the ground drops from (\d+) to (\d+), and ([0-9⊕]+) = 0$`)
	goneRE  = regexp.MustCompile(`chop (?:the|an) edge (\d+)-(\d+).*, leaving value 0: the branch of (\d+) at the ground is gone, and the rest are worth ([0-9⊕]+) = 0$`)
)

// TestWhyZeroBySearch checks the numbers of every "its branch at the ground drops from h to
// h′" and "the branch of h is gone" against a search of each piece that stands on the ground
// by one edge: the chopped edge's piece is worth h before and h′ after, and the values
// listed are the pieces' after the chop.
func TestWhyZeroBySearch(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	checked := 0
	graphs := [][]Edge{{{0, 1}, {0, 9}, {1, 2}, {1, 3}, {2, 4}, {2, 5}, {3, 6}, {5, 7}, {5, 8}, {9, 10}, {9, 11}}}
	for range 4000 {
		graphs = append(graphs, randomGraph(r, uint64(2+r.IntN(8)), 11))
	}
	for _, raw := range graphs {
		p, err := New(raw, game.Normal)
		if err != nil {
			continue
		}
		text := p.Explain()
		var a, b uint64
		var from, to uint64
		var rest string
		if m := dropsRE.FindStringSubmatch(text); m != nil {
			a, b, from, to, rest = num(m[1]), num(m[2]), num(m[3]), num(m[4]), m[5]
		} else if m := goneRE.FindStringSubmatch(text); m != nil {
			a, b, from, to, rest = num(m[1]), num(m[2]), num(m[3]), 0, m[4]
		} else {
			continue
		}
		edges := p.Edges()
		chop := slices.Index(edges, Edge{a, b})
		var before, after []uint64
		for _, c := range groundComponents(edges) {
			before = append(before, searchValue(c))
		}
		next, _ := p.Apply(Move{chop})
		for _, c := range groundComponents(next.Edges()) {
			after = append(after, searchValue(c))
		}
		// The pieces on the ground by one edge each are the branches the words name, when
		// every piece is one (no cycle through the ground).
		single := true
		for _, c := range groundComponents(edges) {
			n := 0
			for _, e := range c {
				if e.A == Ground || e.B == Ground {
					n++
				}
			}
			single = single && n == 1
		}
		if !single {
			continue
		}
		var listed []uint64
		for _, x := range strings.Split(rest, "⊕") {
			listed = append(listed, num(x))
		}
		gone, came := multisetDiff(before, after)
		var sum uint64
		for _, x := range listed {
			sum ^= x
		}
		wantCame := []uint64{to}
		if to == 0 {
			wantCame = nil
		}
		slices.Sort(after)
		slices.Sort(listed)
		if !slices.Equal(gone, []uint64{from}) || !slices.Equal(came, wantCame) || !slices.Equal(after, listed) || sum != 0 {
			t.Fatalf("%s: %q; search: before %v, after %v", p, text, before, after)
		}
		checked++
	}
	if checked < 100 {
		t.Errorf("only %d explanations checked", checked)
	}
}

func num(s string) uint64 {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		panic(err)
	}
	return n
}

// TestStalksMisereBySearch checks the misère stalks' words against a search: the chop named
// wins, and the number of single edges it says it leaves is the count after it.
func TestStalksMisereBySearch(t *testing.T) {
	oddRE := regexp.MustCompile(`leaving an odd number \((\d+)\) of single edges`)
	for _, lengths := range [][]int{{1}, {2}, {3}, {1, 1}, {1, 2}, {2, 1}, {1, 1, 3}, {2, 2}, {2, 3}, {1, 4}, {1, 1, 1}, {3, 5, 6}, {1, 2, 3}, {4, 1, 1, 1}} {
		var edges []Edge
		next := uint64(1)
		for _, n := range lengths {
			below := uint64(Ground)
			for range n {
				edges = append(edges, Edge{below, next})
				below, next = next, next+1
			}
		}
		p, err := New(edges, game.Misere)
		if err != nil {
			t.Fatal(err)
		}
		text := p.Explain()
		win := p.Analyze().Winning
		if m := oddRE.FindStringSubmatch(text); m != nil {
			if len(win) == 0 {
				t.Fatalf("%s: %q, but no chop wins", p, text)
			}
			q := parse(t, win[0])
			ones := 0
			for _, c := range groundComponents(q.Edges()) {
				if len(c) == 1 {
					ones++
				}
				if len(c) > 1 {
					ones = -1000
				}
			}
			if strconv.Itoa(ones) != m[1] || ones%2 != 1 {
				t.Errorf("%s: %q; the chop leaves %d single edges (%s)", p, text, ones, q)
			}
		}
		s := newSearch(p.Edges())
		if lost := !s.misereWins(s.all()); lost != strings.Contains(text, "loses") || lost != (len(win) == 0) {
			t.Errorf("%s: %q; search says lost %v", p, text, lost)
		}
	}
}

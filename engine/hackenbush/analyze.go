package hackenbush

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
)

// rule is Analysis.Rule: the theorem the analysis applies.
var rule = [...]msg.Text{
	game.Normal: msg.New("Green Hackenbush is Nim in disguise. Fusion principle: the vertices of a cycle fuse into one " +
		"and its edges become loops, each loop a stalk of length one. Colon principle: the branches at a vertex " +
		"are worth one stalk whose length is the nim-sum of theirs, an edge with a branch worth v above it " +
		"counting v+1. The stalk left on the ground is the graph's value; the player to move loses exactly " +
		"when it is 0, and a winning chop leaves value 0."),
	game.Misere: msg.New("Misère Green Hackenbush has no known reduction to Nim (the fusion and colon principles "+
		"change misère outcomes), so the outcome comes from searching every position the graph can reach: "+
		"the player to move wins exactly when some chop leaves a position the opponent loses, and a graph "+
		"with no edges left is a win for the player to move. nimscope searches graphs of up to %d edges.", MaxMisereEdges),
}

// maxBinary is the most branches at the ground Analysis.Binary writes out.
const maxBinary = 64

// Outcome returns game.P when the player to move loses against perfect
// play, game.N when they win.
func (p Position) Outcome() game.Outcome {
	lose := false
	if p.play == game.Misere {
		s := newMisere(p)
		lose = !s.wins(s.all)
	} else {
		lose = p.value() == 0
	}
	if lose {
		return game.P
	}
	return game.N
}

// GroundStalks returns the lengths of the stalks the branches at the
// ground reduce to, as the last Collapse of the Reduction lists them: the
// Nim heaps the graph is. Their nim-sum is the Grundy value.
func (p Position) GroundStalks() []uint64 {
	g, t := p.solve()
	return groundStalks(g, t)
}

func groundStalks(g *graph, t *tree) []uint64 {
	var loops, heaps []uint64
	for i, e := range g.ends {
		switch {
		case !t.bridge[i]:
			if t.v[e[0]].head == 0 {
				loops = append(loops, 1)
			}
		default:
			d := e[0]
			if t.disc[e[1]] > t.disc[d] {
				d = e[1]
			}
			if t.v[t.parent(d)].head == 0 {
				heaps = append(heaps, t.value(d)+1)
			}
		}
	}
	return append(loops, heaps...)
}

// Analyze returns the analysis of DESIGN.md's contract. In normal play it
// gives the value, the Nim heaps at the ground (nimSum and binary, the
// latter for up to 64 heaps) and, up to MaxWinningEdges edges, the winning
// positions; beyond that winning is null and a note says why.
func (p Position) Analyze() game.Analysis {
	a := game.Analysis{Position: p.String(), Outcome: game.N}
	a.SetRule(rule[p.play])
	g, t := p.solve()
	removed := p.removed(t)
	var win []int
	listed := true
	if p.play == game.Misere {
		s := newMisere(p)
		var wins bool
		if wins, win = s.solve(); !wins {
			a.Outcome = game.P
		}
		a.SetExplanation(explainMisere(p, win, removed, s.states))
	} else {
		value := t.value(0)
		if value == 0 {
			a.Outcome = game.P
		}
		a.Grundy, a.NimSum = game.Uint64(value), game.Uint64(value)
		heaps := groundStalks(g, t)
		if len(heaps) > 0 && len(heaps) <= maxBinary {
			a.Binary = game.NewBinary(heaps)
		}
		if len(heaps) > 0 {
			a.SetReduction(reductionText(heaps))
		}
		listed = len(p.edges) <= MaxWinningEdges
		win = p.winningNormal(g, t, listed)
		a.SetExplanation(explainNormal(p, value, heaps, win, removed))
	}
	if !listed {
		a.SetNote(msg.New("winning moves are listed for graphs of up to %d edges; this one has %d "+
			"(the outcome and the value are exact)", MaxWinningEdges, len(p.edges)))
		return a
	}
	positions := make([]string, len(win))
	for k, i := range win {
		q, _ := p.Apply(Move{i})
		positions[k] = q.String()
	}
	a.SetWinning(positions, false)
	return a
}

func reductionText(heaps []uint64) msg.Text {
	if len(heaps) > maxListed {
		return msg.New("Nim with %d heaps: the stalks the branches at the ground become", len(heaps))
	}
	return msg.New("Nim with heaps %s: the stalks the branches at the ground become", list(heaps))
}

// Explain applies the rule to p in one plain sentence, naming a winning
// chop (the one ComputerMove plays) when there is one.
func (p Position) Explain() string {
	g, t := p.solve()
	removed := p.removed(t)
	if p.play == game.Misere {
		s := newMisere(p)
		_, win := s.solve()
		return explainMisere(p, win, removed, s.states).String()
	}
	win := p.winningNormal(g, t, len(p.edges) <= MaxWinningEdges)
	return explainNormal(p, t.value(0), groundStalks(g, t), win, removed).String()
}

func explainNormal(p Position, value uint64, heaps []uint64, win []int, removed []int) msg.Text {
	if len(p.edges) == 0 {
		return msg.New("no edges are left: the player to move cannot move, and loses")
	}
	s := msg.New("by the fusion and colon principles the graph is a single stalk of length %d on the ground", value)
	switch {
	case len(heaps) > maxListed:
		// The count first: the languages that count in plural forms choose them by it.
		s = msg.New("by the fusion and colon principles the %d branches at the ground are worth %d (the nim-sum of their lengths)", len(heaps), value)
	case len(heaps) > 1:
		which, sum := branches(heaps, value)
		s = msg.New("by the fusion and colon principles the %s at the ground are worth %s", which, sum)
	}
	switch {
	case value == 0:
		return msg.New("%s, so every chop loses against perfect play", s)
	case len(win) > 0:
		return msg.New("%s: chop %s, leaving value 0", s, p.chop(win[0], removed))
	}
	// Only beyond the limit: a chop to 0 exists (Sprague–Grundy), inside a cycle.
	return msg.New("%s: a chop to value 0 exists, but nimscope looks for one inside cycles only on graphs of up to %d edges", s, MaxWinningEdges)
}

func explainMisere(p Position, win []int, removed []int, states int) msg.Text {
	if len(p.edges) == 0 {
		return msg.New("no edges are left: the player to move cannot move, and in misère play that wins")
	}
	if stalks, ok := p.stalks(); ok {
		// Stalks alone are misère Nim, the one case with a shortcut: chopping a stalk of n at
		// its k-th edge from the ground leaves k−1, as taking from a heap of n does. The move
		// named is the one ComputerMove plays.
		n := stalkNim(stalks)
		if len(stalks) == 1 {
			return msg.New("the drawing is a single stalk on the ground, of length %d, and chopping its k-th edge from the ground "+
				"leaves k−1 edges: this is misère Nim with one heap of %d: %s", n.Heaps[0], n.Heaps[0], n.ExplainText())
		}
		return msg.New("the drawing is only stalks on the ground, of lengths %s, and chopping a stalk's k-th edge from the ground "+
			"leaves k−1 edges: this is misère Nim with those heaps: %s", list(n.Heaps), n.ExplainText())
	}
	if len(win) == 0 {
		return msg.New("misère play has no shortcut, and a search of %s shows that every chop loses against perfect play", positions(states))
	}
	return msg.New("misère play has no shortcut, and a search of %s shows a win: chop %s, and the opponent loses", positions(states), p.chop(win[0], removed))
}

// positions counts the positions a search went through.
func positions(n int) msg.Text {
	if n == 1 {
		return msg.New("1 position")
	}
	return msg.New("%d positions", n)
}

// chop names the chop of edge i: "the edge 1-2 (the 3 edges above it fall
// away)".
func (p Position) chop(i int, removed []int) msg.Text {
	e := p.edges[i]
	parallel := i > 0 && p.edges[i-1] == e || i+1 < len(p.edges) && p.edges[i+1] == e // the edges are sorted
	var s msg.Text
	switch {
	case e.IsLoop() && parallel:
		s = msg.New("a loop %s", atVertex(e.A))
	case e.IsLoop():
		s = msg.New("the loop %s", atVertex(e.A))
	case parallel:
		s = msg.New("an edge %s", e.String())
	default:
		s = msg.New("the edge %s", e.String())
	}
	switch r := removed[i] - 1; {
	case r == 1:
		s = msg.New("%s (the edge above it falls away)", s)
	case r > 1:
		// The count first: the languages that count in plural forms choose the noun's by it.
		s = msg.New("%[2]s (the %[1]d edges above it fall away)", r, s)
	}
	return s
}

// stalks returns the stalks the graph is, when it is nothing else: paths up from the
// ground, no vertex but the ground on more than two edges, no loop, no cycle. Each stalk is
// its edges' indices from the ground up.
func (p Position) stalks() ([][]int, bool) {
	n := len(p.labels)
	deg := make([]int, n)
	type step struct {
		to   int32
		edge int
	}
	next := make([][2]step, n) // each vertex's edges, as far as two
	for i, e := range p.ends {
		if e[0] == e[1] {
			return nil, false
		}
		for k, v := range e {
			if v != 0 {
				if deg[v] == 2 {
					return nil, false
				}
				next[v][deg[v]] = step{e[1-k], i}
			}
			deg[v]++
		}
	}
	var stalks [][]int
	walked := 0
	for i, e := range p.ends {
		if e[0] != 0 && e[1] != 0 {
			continue
		}
		stalk := []int{i}
		for v := e[0] + e[1]; deg[v] == 2; { // up the stalk from the ground
			s := next[v][0]
			if s.edge == stalk[len(stalk)-1] {
				s = next[v][1]
			}
			if s.to == 0 {
				return nil, false // back to the ground: a cycle
			}
			stalk = append(stalk, s.edge)
			v = s.to
		}
		stalks = append(stalks, stalk)
		walked += len(stalk)
	}
	return stalks, walked == len(p.ends) // edges the walks missed are off the ground: not stalks
}

// stalkNim is the misère Nim position of stalks: a heap of each one's length.
func stalkNim(stalks [][]int) nim.Position {
	heaps := make([]uint64, len(stalks))
	for i, s := range stalks {
		heaps[i] = uint64(len(s))
	}
	return nim.Position{Heaps: heaps, Play: game.Misere}
}

// list writes numbers as "3, 1, 2".
func list(xs []uint64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatUint(x, 10)
	}
	return strings.Join(s, ", ")
}

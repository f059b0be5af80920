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
		"and its edges become loops, each loop a stalk of length one, so a cycle of n edges at one vertex is worth 1 when n is odd " +
		"and 0 when n is even. Colon principle: the branches at a vertex " +
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
		return msg.New("%s: chop %s, leaving value 0%s", s, p.chop(win[0], removed), whyZero(p, heaps, win[0]))
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
				"leaves k−1 edges: this is misère Nim with one heap of %d: %s", n.Heaps[0], n.Heaps[0], p.stalksMisere(stalks, win))
		}
		return msg.New("the drawing is only stalks on the ground, of lengths %s, and chopping a stalk's k-th edge from the ground "+
			"leaves k−1 edges: this is misère Nim with those heaps: %s", list(n.Heaps), p.stalksMisere(stalks, win))
	}
	if len(win) == 0 {
		return msg.New("misère play has no shortcut, so nimscope searched every position this graph can reach (%s), "+
			"working back from the end: every chop leaves a position the opponent wins", positions(states))
	}
	next, _ := p.Apply(Move{win[0]})
	return msg.New("misère play has no shortcut, so nimscope searched every position this graph can reach (%s), "+
		"working back from the end: chop %s, leaving %s, a position where every chop the opponent can make leaves you a win",
		positions(states), p.chop(win[0], removed), next.edgeWords())
}

// edgeWords names a position's edges, "edges 0-1 and 1-2", or counts them.
func (p Position) edgeWords() msg.Text {
	switch {
	case len(p.edges) == 1:
		return msg.New("the one edge %s", p.edges[0].String())
	case len(p.edges) > maxListed:
		return msg.New("%d edges", len(p.edges))
	}
	names := make([]string, len(p.edges))
	for i, e := range p.edges {
		names[i] = e.String()
	}
	return msg.New("the edges %s", and(names))
}

// stalksMisere says, in the stalks' words, how misère Nim decides a drawing of stalks and
// which chop wins: win[0], the chop ComputerMove plays.
func (p Position) stalksMisere(stalks [][]int, win []int) msg.Text {
	var long, ones int
	var sum uint64
	for _, s := range stalks {
		if len(s) > 1 {
			long++
		} else {
			ones++
		}
		sum ^= uint64(len(s))
	}
	if len(win) == 0 {
		switch {
		case long == 0:
			return msg.New("every stalk is a single edge, and there is an odd number of them: the players chop them one by one, " +
				"and the player to move chops the last one and loses")
		default:
			return msg.New("two stalks or more are longer than one edge, so misère play goes as normal play: "+
				"the nim-sum of the lengths is %s, and every chop loses against perfect play", nimSum(stalks, 0))
		}
	}
	// The stalk of the chop and the chop's height on it.
	var h, k int
	for _, s := range stalks {
		for j, e := range s {
			if e == win[0] {
				h, k = len(s), j+1
			}
		}
	}
	edge := p.edges[win[0]].String()
	chop := msg.New("chop the stalk of %d at the ground (edge %s)", h, edge)
	if k > 1 {
		chop = msg.New("chop edge %s, cutting the stalk of %d down to %d", edge, h, k-1)
	}
	switch long {
	case 0:
		return msg.New("every stalk is a single edge, an even number of them: %s, and the opponent, left an odd number, chops the last one", chop)
	case 1:
		left := ones
		if k == 2 {
			left++
		}
		return msg.New("only the stalk of %d is longer than one edge, and here misère play differs from normal play: %s, "+
			"leaving an odd number (%d) of single edges, which the players chop one by one, the opponent last", h, chop, left)
	}
	return msg.New("two stalks or more are longer than one edge, so misère play goes as normal play: the nim-sum of the lengths is %s; "+
		"%s, leaving nim-sum 0", nimSum(stalks, sum), chop)
}

// nimSum writes the stalks' lengths' nim-sum, "3⊕2⊕1 = 0", or only its value for many stalks.
func nimSum(stalks [][]int, sum uint64) string {
	if len(stalks) > maxListed {
		return strconv.FormatUint(sum, 10)
	}
	names := make([]string, len(stalks))
	for i, s := range stalks {
		names[i] = strconv.Itoa(len(s))
	}
	return strings.Join(names, "⊕") + " = " + strconv.FormatUint(sum, 10)
}

// whyZero says why a winning chop leaves value 0, from the stalks at the ground before and
// after it: one branch at the ground changes value, the others stay. Empty where the chop
// changes more than one (inside a cycle through the ground) or leaves nothing.
func whyZero(p Position, before []uint64, chop int) msg.Text {
	if _, t := p.solve(); !t.bridge[chop] && t.v[p.ends[chop][0]].head == 0 {
		return msg.Text{} // inside a cycle through the ground: the fused piece comes apart
	}
	next, _ := p.Apply(Move{chop})
	after := next.GroundStalks()
	if len(after) == 0 {
		return msg.Text{}
	}
	gone, came := multisetDiff(before, after)
	if len(gone) != 1 || len(came) > 1 || len(after) > maxListed {
		return msg.Text{}
	}
	names := make([]string, len(after))
	for i, x := range after {
		names[i] = strconv.FormatUint(x, 10)
	}
	sum := strings.Join(names, "⊕") + " = 0"
	if len(came) == 0 {
		return msg.New(": the branch of %d at the ground is gone, and the rest are worth %s", gone[0], sum)
	}
	return msg.New(": its branch at the ground drops from %d to %d, and %s", gone[0], came[0], sum)
}

// multisetDiff returns what a holds that b lacks and what b holds that a lacks, counting
// repeats.
func multisetDiff(a, b []uint64) (gone, came []uint64) {
	count := map[uint64]int{}
	for _, x := range a {
		count[x]++
	}
	for _, x := range b {
		count[x]--
	}
	for _, x := range a {
		if count[x] > 0 {
			gone = append(gone, x)
			count[x]--
		}
	}
	for _, x := range b {
		if count[x] < 0 {
			came = append(came, x)
			count[x]++
		}
	}
	return gone, came
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

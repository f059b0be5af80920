package sum

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/engine/turning"
)

// The oracle below decides sums by trying every move, with the moves made
// by the component games' own Apply. It knows nothing of Grundy values, the
// SJ theorem or the kinds table.

// movesOf lists every position one move away from a component.
func movesOf(t *testing.T, c game.Position) []game.Position {
	var out []game.Position
	add := func(p game.Position, err error) {
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	switch c := c.(type) {
	case nim.Position:
		for i, h := range c.Heaps {
			for to := range h {
				add(c.Apply(nim.Move{Heap: i, To: to}))
			}
		}
	case staircase.Position:
		for i, n := range c.Steps {
			for k := uint64(1); k <= n; k++ {
				add(c.Apply(staircase.Move{From: i + 1, Coins: k}))
			}
		}
	case hackenbush.Position:
		for i := range c.NumEdges() {
			add(c.Apply(hackenbush.Move{Edge: i}))
		}
	case slide.Position:
		for i, x := range c.Coins {
			lo := uint64(1)
			if i > 0 {
				lo = c.Coins[i-1] + 1
			}
			for to := lo; to < x; to++ {
				add(c.Apply(slide.Move{Coin: i, To: to}))
			}
		}
	case turning.Position:
		for m := range c.Moves() {
			add(c.Apply(m))
		}
	case subtraction.Position:
		for i, h := range c.Heaps {
			for _, s := range c.Set {
				if s <= h {
					add(c.Apply(subtraction.Move{Heap: i, Take: s}))
				}
			}
		}
	default:
		t.Fatalf("no moves for %T", c)
	}
	return out
}

type oracle struct {
	t      *testing.T
	misere bool
	memo   map[string]bool // the player to move wins
}

func key(parts []game.Position) string {
	s := make([]string, len(parts))
	for i, c := range parts {
		s[i] = c.String()
	}
	return strings.Join(s, " + ")
}

// options lists the sums one move away.
func (o *oracle) options(parts []game.Position) [][]game.Position {
	var out [][]game.Position
	for i, c := range parts {
		for _, m := range movesOf(o.t, c) {
			next := slices.Clone(parts)
			next[i] = m
			out = append(out, next)
		}
	}
	return out
}

func (o *oracle) wins(parts []game.Position) bool {
	k := key(parts)
	if w, ok := o.memo[k]; ok {
		return w
	}
	opts := o.options(parts)
	w := o.misere && len(opts) == 0
	for _, n := range opts {
		if !o.wins(n) {
			w = true
			break
		}
	}
	o.memo[k] = w
	return w
}

// mex computes the sum's Grundy value by mex over its options.
func (o *oracle) grundy(parts []game.Position, memo map[string]uint64) uint64 {
	k := key(parts)
	if g, ok := memo[k]; ok {
		return g
	}
	seen := map[uint64]bool{}
	for _, n := range o.options(parts) {
		seen[o.grundy(n, memo)] = true
	}
	var g uint64
	for seen[g] {
		g++
	}
	memo[k] = g
	return g
}

func part(t *testing.T, q string) game.Position {
	t.Helper()
	pq, err := notation.Parse(q)
	if err != nil {
		t.Fatal(err)
	}
	name, _ := pq.Get("game")
	k, ok := kindOf(name)
	if !ok {
		t.Fatalf("no kind %s", name)
	}
	p, err := k.read(pq)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// pool is small components of every kind, some meeting the SJ condition
// and some not (two Hackenbush stalks of 2, a staircase 2,0,2).
var pool = []string{
	"game=nim&heaps=0", "game=nim&heaps=1", "game=nim&heaps=2", "game=nim&heaps=3", "game=nim&heaps=2,2",
	"game=staircase&steps=0,1", "game=staircase&steps=1,1", "game=staircase&steps=2,0,2", "game=staircase&steps=0,2,1",
	"game=hackenbush&edges=", "game=hackenbush&edges=0-1", "game=hackenbush&edges=0-1,1-2",
	"game=hackenbush&edges=0-1,0-2,1-3,2-4", "game=hackenbush&edges=0-1,0-2,1-2", "game=hackenbush&edges=0-1,1-1",
	"game=hackenbush&edges=0-1,1-2,1-3",
	"game=subtraction&heaps=4&set=1,2,3", "game=subtraction&heaps=3,5&set=2,3", "game=subtraction&heaps=6&set=1,4",
	"game=slide&coins=1,3", "game=slide&coins=2,4,5", "game=slide&coins=3,4",
	"game=turning&coins=THH&rule=turtles", "game=turning&coins=HTH&rule=mock", "game=turning&coins=THTH&rule=ruler",
}

// sums returns every sum of one or two pool components, and of three for
// a spread of triples.
func sums(t *testing.T) [][]game.Position {
	var comps []game.Position
	for _, q := range pool {
		comps = append(comps, part(t, q))
	}
	var out [][]game.Position
	for i := range comps {
		out = append(out, []game.Position{comps[i]})
		for j := range comps {
			out = append(out, []game.Position{comps[i], comps[j]})
			k := (i*7 + j*3) % len(comps)
			out = append(out, []game.Position{comps[i], comps[j], comps[k]})
		}
	}
	return out
}

func winningTexts(p Position) []string {
	var out []string
	for _, m := range p.WinningMoves() {
		out = append(out, key(p.With(m.Part, m.To).Parts))
	}
	slices.Sort(out)
	return out
}

func (o *oracle) winningTexts(parts []game.Position) []string {
	var out []string
	for _, n := range o.options(parts) {
		if !o.wins(n) {
			out = append(out, key(n))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestNormalAgainstSearch checks the Sprague–Grundy answers — value,
// outcome and every winning move — against plain search on every sum of
// the pool.
func TestNormalAgainstSearch(t *testing.T) {
	o := &oracle{t: t, memo: map[string]bool{}}
	gm := map[string]uint64{}
	for _, parts := range sums(t) {
		p, err := New(parts, game.Normal)
		if err != nil {
			t.Fatalf("%s: %v", key(parts), err)
		}
		g, _ := p.Grundy()
		if want := o.grundy(parts, gm); g != want {
			t.Errorf("%s: Grundy %d; mex search says %d", p, g, want)
		}
		wantOut := game.P
		if o.wins(parts) {
			wantOut = game.N
		}
		if got := p.Outcome(); got != wantOut {
			t.Errorf("%s: outcome %v; search says %v", p, got, wantOut)
		}
		if got, want := winningTexts(p), o.winningTexts(parts); !slices.Equal(got, want) {
			t.Errorf("%s: winning moves\n got %q\nwant %q", p, got, want)
		}
	}
}

// TestMisereAgainstSearch checks misère answers, by the SJ theorem or by
// the package's own search, against the oracle, and that both ways are
// taken.
func TestMisereAgainstSearch(t *testing.T) {
	o := &oracle{t: t, misere: true, memo: map[string]bool{}}
	used := map[how]int{}
	named := map[string]int{}
	for _, parts := range sums(t) {
		p, err := New(parts, game.Misere)
		if err != nil {
			t.Fatalf("%s: %v", key(parts), err)
		}
		used[p.misere]++
		wantOut := game.P
		if o.wins(parts) {
			wantOut = game.N
		}
		if got := p.Outcome(); got != wantOut {
			t.Errorf("%s (by %d): outcome %v; search says %v", p, p.misere, got, wantOut)
		}
		if got, want := winningTexts(p), o.winningTexts(parts); !slices.Equal(got, want) {
			t.Errorf("%s (by %d): winning moves\n got %q\nwant %q", p, p.misere, got, want)
		}
		if wantOut == game.N && len(o.options(parts)) > 0 {
			named[checkNamedMove(t, o, p)]++
		}
	}
	for _, k := range []string{"search", "one above 1", "two above 1", "none above 1"} {
		if named[k] == 0 {
			t.Errorf("no won sum named a move of the kind %q: %v", k, named)
		}
	}
	if used[bySJ] == 0 || used[bySearch] == 0 {
		t.Errorf("sums decided by the SJ theorem: %d, by search: %d; want both", used[bySJ], used[bySearch])
	}
}

// TestSJConditionFailsWhereClaimed shows the SJ theorem would be wrong on
// sums the package refuses to apply it to: its reasons are real ones.
func TestSJConditionFailsWhereClaimed(t *testing.T) {
	for _, q := range []string{"game=staircase&steps=2,0,2", "game=staircase&steps=0,1,2,2"} {
		if _, why := atomsOf(part(t, q)); why.IsZero() {
			t.Errorf("%s: condition said to hold", q)
		}
	}
	// Alone, the staircase 2,0,2 has value 0 and moves: the theorem calls it
	// a win, but every move leaves value 2 or 3 with one atom above 1, a win
	// for the other player.
	c := part(t, "game=staircase&steps=2,0,2")
	o := &oracle{t: t, misere: true, memo: map[string]bool{}}
	if o.wins([]game.Position{c}) {
		t.Fatal("search: staircase 2,0,2 won in misère; the example is wrong")
	}
	p, err := New([]game.Position{c}, game.Misere)
	if err != nil {
		t.Fatal(err)
	}
	if p.misere != bySearch || p.Outcome() != game.P {
		t.Errorf("staircase 2,0,2 alone: decided by %d, outcome %v; want search, P", p.misere, p.Outcome())
	}
}

// namedMove finds the move a misère explanation names: "component 2 becomes staircase:0,1".
var namedMove = regexp.MustCompile(`: here component (\d+) becomes (\S+)$|the other player loses: component (\d+) becomes (\S+)$`)

// checkNamedMove: the explanation of a won misère sum names a move, which the oracle says
// leaves the other player lost; by the SJ theorem, it also says what kind of move wins, and
// the move named is of that kind. It returns the kind of move named.
func checkNamedMove(t *testing.T, o *oracle, p Position) (kind string) {
	t.Helper()
	why := p.Analyze().Explanation
	g := namedMove.FindStringSubmatch(why)
	if g == nil {
		t.Errorf("%s: the explanation names no move: %q", p, why)
		return ""
	}
	at, text := g[1]+g[3], g[2]+g[4]
	i, _ := strconv.Atoi(at)
	if i < 1 || i > len(p.Parts) {
		t.Errorf("%s: component %s named, of %d", p, at, len(p.Parts))
		return ""
	}
	var after []game.Position
	for _, n := range o.options(p.Parts) {
		if PartText(n[i-1]) == text && key(n) != key(p.Parts) {
			after = n
		}
	}
	if after == nil {
		t.Errorf("%s: component %d cannot become %s in one move (%q)", p, i, text, why)
		return ""
	}
	if o.wins(after) {
		t.Errorf("%s: the move named, component %d to %s, leaves the other player a win", p, i, text)
	}
	if p.misere != bySJ {
		return "search"
	}
	var before, next []uint64
	for j, c := range p.Parts {
		a, _ := atomsOf(c)
		before = append(before, a...)
		b, _ := atomsOf(after[j])
		next = append(next, b...)
	}
	big := func(vs []uint64) (n, ones int, x uint64) {
		for _, v := range vs {
			x ^= v
			if v > 1 {
				n++
			}
			if v == 1 {
				ones++
			}
		}
		return n, ones, x
	}
	b0, _, _ := big(before)
	b1, ones, x := big(next)
	switch {
	case b0 == 1 && !strings.Contains(why, "one way to win: bring the one game of value above 1 to value 0 or 1"),
		b0 > 1 && !strings.Contains(why, "one way to win: make the nim-sum 0 as in normal play"),
		b0 == 0 && !strings.Contains(why, "one way to win: leave an odd number of games of value 1"):
		t.Errorf("%s: %d values above 1, but the strategy says %q", p, b0, why)
	case b0 == 1 && (b1 != 0 || ones%2 != 1),
		b0 > 1 && (x != 0 || b1 == 0),
		b0 == 0 && ones%2 != 1:
		t.Errorf("%s: the move to %s does not do what the strategy says (%q)", p, text, why)
	}
	switch b0 {
	case 0:
		return "none above 1"
	case 1:
		return "one above 1"
	}
	return "two above 1"
}

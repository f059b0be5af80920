package subtraction

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// oracle decides positions of one set by trying every move, remembering
// what it has seen. It knows nothing of Grundy sequences, periods or the
// SJ theorem: Grundy values of whole positions by mex, outcomes by win/lose
// search in each play.
type oracle struct {
	set    []uint64
	grundy map[string]uint64
	win    [2]map[string]bool // by play: the player to move wins
}

func newOracle(set []uint64) *oracle {
	return &oracle{set: set, grundy: map[string]uint64{}, win: [2]map[string]bool{{}, {}}}
}

// children returns the positions one move away and the moves to them, in
// heap order, then by amount.
func (o *oracle) children(heaps []uint64) ([][]uint64, []Move) {
	var next [][]uint64
	var moves []Move
	for i, h := range heaps {
		for _, s := range o.set {
			if s <= h {
				c := slices.Clone(heaps)
				c[i] -= s
				next, moves = append(next, c), append(moves, Move{i, s})
			}
		}
	}
	return next, moves
}

func (o *oracle) grundyOf(heaps []uint64) uint64 {
	key := fmt.Sprint(heaps)
	if g, ok := o.grundy[key]; ok {
		return g
	}
	next, _ := o.children(heaps)
	seen := map[uint64]bool{}
	for _, c := range next {
		seen[o.grundyOf(c)] = true
	}
	var mex uint64
	for seen[mex] {
		mex++
	}
	o.grundy[key] = mex
	return mex
}

func (o *oracle) wins(heaps []uint64, play game.Play) bool {
	key := fmt.Sprint(heaps)
	if w, ok := o.win[play][key]; ok {
		return w
	}
	next, _ := o.children(heaps)
	w := len(next) == 0 && play == game.Misere
	for _, c := range next {
		if !o.wins(c, play) {
			w = true
			break
		}
	}
	o.win[play][key] = w
	return w
}

func (o *oracle) outcome(heaps []uint64, play game.Play) game.Outcome {
	if o.wins(heaps, play) {
		return game.N
	}
	return game.P
}

func (o *oracle) winning(heaps []uint64, play game.Play) []Move {
	next, moves := o.children(heaps)
	var win []Move
	for k, c := range next {
		if !o.wins(c, play) {
			win = append(win, moves[k])
		}
	}
	return win
}

// positions returns every list of 1 heap up to a, 2 heaps up to b, and 3
// heaps up to c.
func positions(a, b, c uint64) [][]uint64 {
	var all [][]uint64
	for x := range a + 1 {
		all = append(all, []uint64{x})
	}
	for x := range b + 1 {
		for y := range b + 1 {
			all = append(all, []uint64{x, y})
		}
	}
	for x := range c + 1 {
		for y := range c + 1 {
			for z := range c + 1 {
				all = append(all, []uint64{x, y, z})
			}
		}
	}
	return all
}

// testSets are every set within {1..5} and a few with gaps.
func testSets() [][]uint64 {
	var sets [][]uint64
	for mask := 1; mask < 1<<5; mask++ {
		var set []uint64
		for i := range 5 {
			if mask>>i&1 == 1 {
				set = append(set, uint64(i)+1)
			}
		}
		sets = append(sets, set)
	}
	return append(sets, []uint64{2, 5}, []uint64{1, 3, 4}, []uint64{3, 7}, []uint64{1, 4, 6}, []uint64{2, 3, 7, 9})
}

// TestAgainstSearch compares outcome, Grundy value, winning moves, the
// analysis and ComputerMove with the oracle on every position of one heap
// up to 24, two heaps up to 11 and three heaps up to 6, for every set of
// testSets, in both plays. In misère play it checks both ways the package
// decides: the SJ theorem (which the condition check allows for every set
// here) and, forced, the exhaustive search.
func TestAgainstSearch(t *testing.T) {
	all := positions(24, 11, 6)
	for _, set := range testSets() {
		o := newOracle(set)
		q := sequenceOf(set)
		forced := *q
		forced.unsafe = 0 // the SJ condition "fails" at once: search
		for _, play := range []game.Play{game.Normal, game.Misere} {
			for _, heaps := range all {
				p := Position{Heaps: heaps, Set: set, Play: play}
				if play == game.Misere && !p.sjHolds() {
					t.Errorf("%s: the SJ condition fails", p)
				}
				check(t, o, p)
				if play == game.Misere {
					p.seq = &forced
					if p.solve().how != search {
						t.Fatalf("%s: not searched", p)
					}
					check(t, o, p)
				}
			}
		}
	}
}

func check(t *testing.T, o *oracle, p Position) {
	t.Helper()
	heaps, play := p.Heaps, p.Play
	if got, want := p.Outcome(), o.outcome(heaps, play); got != want {
		t.Errorf("%s: outcome %v; search says %v", p, got, want)
	}
	g, ok := p.Grundy()
	if play == game.Normal && (!ok || g != o.grundyOf(heaps)) {
		t.Errorf("%s: Grundy %d, %v; search says %d", p, g, ok, o.grundyOf(heaps))
	}
	if play == game.Misere && ok {
		t.Errorf("%s: Grundy %d in misère play", p, g)
	}
	want := o.winning(heaps, play)
	if got := p.WinningMoves(); !slices.Equal(got, want) {
		t.Errorf("%s: winning moves %v; search says %v", p, got, want)
	}
	a := p.Analyze()
	wantStrings := []string{}
	for _, m := range want {
		next, err := p.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		wantStrings = append(wantStrings, next.String())
	}
	slices.Sort(wantStrings)
	if a.Outcome != o.outcome(heaps, play) || !slices.Equal(a.Winning, wantStrings) || a.Winning == nil || a.Explanation == "" || a.Rule == "" {
		t.Errorf("%s: Analyze %v %q; want %v %q", p, a.Outcome, a.Winning, o.outcome(heaps, play), wantStrings)
	}
	m, ok := p.ComputerMove()
	next, moves := o.children(heaps)
	switch {
	case len(want) > 0:
		if !ok || !slices.Contains(want, m) {
			t.Errorf("%s: ComputerMove %v, %v; want one of %v", p, m, ok, want)
		}
	case len(next) == 0:
		if ok {
			t.Errorf("%s: ComputerMove %v with no move left", p, m)
		}
	case !ok || !slices.Contains(moves, m):
		t.Errorf("%s: ComputerMove %v, %v is not a move", p, m, ok)
	}
}

// direct computes g(0..n−1) the plain way, a mex over a list of seen
// values for every heap.
func direct(set []uint64, n int) []int {
	g := make([]int, n)
	for h := range g {
		seen := make([]bool, len(set)+1)
		for _, s := range set {
			if int(s) <= h {
				seen[g[h-int(s)]] = true
			}
		}
		for seen[g[h]] {
			g[h]++
		}
	}
	return g
}

// TestPeriod checks Period on random sets against the direct sequence: the
// sequence repeats with that period from that preperiod, neither is
// smaller, and values far along, which the package takes from the period,
// are the direct ones.
func TestPeriod(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	for range 400 {
		var set []uint64
		for range 1 + r.IntN(6) {
			if s := 1 + r.Uint64N(1+r.Uint64N(40)); !slices.Contains(set, s) {
				set = append(set, s)
			}
		}
		pre, per, err := Period(set)
		if err != nil {
			t.Fatal(err)
		}
		n := pre + 3*per + 2*int(slices.Max(set)) + 10
		g := direct(set, n)
		for h := pre; h+per < n; h++ {
			if g[h] != g[h+per] {
				t.Fatalf("set %v: period %d from %d, but g(%d) = %d, g(%d) = %d", set, per, pre, h, g[h], h+per, g[h+per])
			}
		}
		if pre > 0 && g[pre-1] == g[pre-1+per] {
			t.Errorf("set %v: preperiod %d is not the least", set, pre)
		}
		for d := 1; d < per; d++ {
			if per%d != 0 {
				continue // a period of the periodic part divides the least one
			}
			same := true
			for h := pre; h < pre+per; h++ {
				same = same && g[h] == g[h+d]
			}
			if same {
				t.Errorf("set %v: period %d, but %d is one too", set, per, d)
			}
		}
		sorted := slices.Sorted(slices.Values(set))
		q := sequenceOf(sorted)
		for _, h := range []int{n - 1, n - 2, pre, pre + per, n / 2} {
			far := uint64(h) + uint64(per)*(1<<40)
			if v, ok := q.at(far); !ok || int(v) != g[h] {
				t.Errorf("set %v: g(%d) = %d, %v; want g(%d) = %d", set, far, v, ok, h, g[h])
			}
		}
		seq, _ := Sequence(set, n)
		for h, v := range seq {
			if int(v) != g[h] {
				t.Fatalf("set %v: Sequence gives g(%d) = %d; want %d", set, h, v, g[h])
			}
		}
	}
}

// TestSJCondition checks the condition the misère analysis relies on: for
// every set within {1..12}, every heap of value 0 with a move has a move to
// value 1, over the values the package computes.
func TestSJCondition(t *testing.T) {
	for mask := 1; mask < 1<<12; mask++ {
		var set []uint64
		for i := range 12 {
			if mask>>i&1 == 1 {
				set = append(set, uint64(i)+1)
			}
		}
		q := newSequence(set)
		if q.per == 0 || q.unsafe >= 0 {
			t.Errorf("set %v: period %d, first unsafe zero %d", set, q.per, q.unsafe)
		}
	}
	// And on a made-up sequence, firstUnsafeZero finds a zero whose moves
	// all reach values of 2 or more.
	if h := firstUnsafeZero([]uint8{0, 1, 0, 2, 0}, []uint64{1}); h != 4 {
		t.Errorf("firstUnsafeZero = %d", h)
	}
}

// TestMisereLimit checks the refusal where neither the SJ theorem nor the
// search can decide: with the condition made to fail, heaps whose positions
// pass MaxMisereStates.
func TestMisereLimit(t *testing.T) {
	q := *sequenceOf([]uint64{1, 2, 3})
	q.unsafe = 4
	p := Position{Heaps: []uint64{3, 0, 2, 1}, Set: q.set, Play: game.Misere, seq: &q}
	if err := p.check(); err != nil || p.solve().how != sj {
		t.Errorf("heaps below the unsafe zero: %v, %v", err, p.solve().how)
	}
	p.Heaps = []uint64{999, 0, 999}
	if err := p.check(); err != nil || p.solve().how != search || p.solve().states != MaxMisereStates {
		t.Errorf("%v: %v, %v, %d", p.Heaps, err, p.solve().how, p.solve().states)
	}
	p.Heaps = []uint64{1000, 999, 0}
	want := "heaps: in misère play with set=1,2,3 the SJ theorem needs heaps below 4 (a heap of 4 has value 0 and no move to value 1), " +
		"and exhaustive search is limited to 1000000 positions (the product of heap+1 over heaps with a move); these heaps make 1001000"
	if err := p.check(); err == nil || err.Error() != want {
		t.Errorf("check: %v", err)
	}
	p.Heaps = []uint64{1 << 40, 1 << 40, 1 << 40}
	if err := p.check(); err == nil {
		t.Error("no error for 2^120 positions")
	}
	if s, ok := p.misereStates(); ok || s != "more than 2^64" {
		t.Errorf("misereStates = %s, %v", s, ok)
	}
}

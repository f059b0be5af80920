package antisg

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// pool is a set of small games given as a graph: component position i
// moves to the positions options[i], all below i. A sum is a list of
// positions in the pool, one per component.
type pool struct {
	options [][]int
	sg      []uint64
}

// newPool computes the SG values of options by mex, from the bottom up.
func newPool(options [][]int) pool {
	p := pool{options, make([]uint64, len(options))}
	for i, opts := range options {
		seen := map[uint64]bool{}
		for _, j := range opts {
			seen[p.sg[j]] = true
		}
		for seen[p.sg[i]] {
			p.sg[i]++
		}
	}
	return p
}

// strong reports whether every position of value 0 is terminal; weak,
// whether every position of value 0 is terminal or moves to a value 1.
func (p pool) strong() bool {
	for i, o := range p.options {
		if p.sg[i] == 0 && len(o) > 0 {
			return false
		}
	}
	return true
}

func (p pool) weak() bool {
	for i, o := range p.options {
		var vals []uint64
		for _, j := range o {
			vals = append(vals, p.sg[j])
		}
		if p.sg[i] == 0 && len(o) > 0 && !slices.Contains(vals, 1) {
			return false
		}
	}
	return true
}

// misere decides sums in misère play by trying every move: the player who
// cannot move wins. It knows nothing of SG values.
type misere struct {
	p    pool
	memo map[string]bool
}

func (m *misere) wins(sum []int) bool {
	key := fmt.Sprint(sum)
	if w, ok := m.memo[key]; ok {
		return w
	}
	w, moved := false, false
	for i, c := range sum {
		for _, o := range m.p.options[c] {
			moved = true
			next := slices.Clone(sum)
			next[i] = o
			if !m.wins(next) {
				w = true
			}
		}
	}
	w = w || !moved
	m.memo[key] = w
	return w
}

func outcome(win bool) game.Outcome {
	if win {
		return game.N
	}
	return game.P
}

// sums returns every list of 1 to k positions below n.
func sums(n, k int) [][]int {
	var all, level [][]int
	level = [][]int{{}}
	for range k {
		var next [][]int
		for _, s := range level {
			for c := range n {
				next = append(next, append(slices.Clone(s), c))
			}
		}
		all, level = append(all, next...), next
	}
	return all
}

func (p pool) values(sum []int) []uint64 {
	v := make([]uint64, len(sum))
	for i, c := range sum {
		v[i] = p.sg[c]
	}
	return v
}

// mismatches returns the sums of up to k components where Outcome differs
// from the search.
func (p pool) mismatches(k int) [][]int {
	m := &misere{p, map[string]bool{}}
	var bad [][]int
	for _, s := range sums(len(p.options), k) {
		if Outcome(p.values(s)) != outcome(m.wins(s)) {
			bad = append(bad, s)
		}
	}
	return bad
}

// nimPool is Nim heaps 0..n-1: heap i moves to every smaller heap.
func nimPool(n int) pool {
	options := make([][]int, n)
	for i := range options {
		for j := range i {
			options[i] = append(options[i], j)
		}
	}
	return newPool(options)
}

// subtractionPool is heaps 0..n-1 of the subtraction game with set.
func subtractionPool(n int, set ...int) pool {
	options := make([][]int, n)
	for i := range options {
		for _, s := range set {
			if s <= i {
				options[i] = append(options[i], i-s)
			}
		}
	}
	return newPool(options)
}

// TestNim checks every sum of 1 to 4 Nim heaps of 0 to 7 stones.
func TestNim(t *testing.T) {
	p := nimPool(8)
	if !p.strong() {
		t.Fatal("Nim's heaps of value 0 have moves")
	}
	if bad := p.mismatches(4); len(bad) > 0 {
		t.Errorf("%d sums of Nim heaps where the SJ theorem disagrees with search, such as %v", len(bad), bad[0])
	}
}

// randomPool makes a pool of n positions in which each position moves to a
// random set of lower ones, keeping only positions that pass keep.
func randomPool(r *rand.Rand, n int, keep func(pool, int) bool) pool {
	var options [][]int
	for len(options) < n {
		var o []int
		for j := range options {
			if r.IntN(3) == 0 {
				o = append(o, j)
			}
		}
		if try := newPool(append(slices.Clone(options), o)); keep(try, len(options)) {
			options = append(options, o)
		}
	}
	return newPool(options)
}

// TestRandomGames checks the theorem on sums of 1 to 3 components from
// random pools of 12 positions: pools where every 0 is terminal, pools
// where every 0 is terminal or moves to a 1, and pools with no condition,
// where it must fail exactly when the condition does.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	terminalZeros := func(p pool, i int) bool { return p.sg[i] != 0 || len(p.options[i]) == 0 }
	safeZeros := func(p pool, i int) bool {
		return p.sg[i] != 0 || SafeZero(p.values(p.options[i]))
	}
	unchecked := func(pool, int) bool { return true }
	failed := 0
	for trial := range 300 {
		var p pool
		switch trial % 3 {
		case 0:
			p = randomPool(r, 12, terminalZeros)
			if !p.strong() {
				t.Fatal("pool with a nonterminal 0")
			}
		case 1:
			p = randomPool(r, 12, safeZeros)
		default:
			p = randomPool(r, 12, unchecked)
		}
		// Failing the condition, the lowest position that fails it is a
		// counterexample on its own: its options are worth 2 or more, all N
		// by the theorem, which is right about them.
		bad := p.mismatches(3)
		if p.weak() && len(bad) > 0 {
			t.Fatalf("pool %v (values %v) meets the condition, yet the theorem fails on %v", p.options, p.sg, bad[0])
		}
		if !p.weak() && len(bad) == 0 {
			t.Fatalf("pool %v (values %v) fails the condition, yet the theorem never fails", p.options, p.sg)
		}
		if len(bad) > 0 {
			failed++
		}
	}
	if failed == 0 {
		t.Error("the theorem never failed on pools without the condition")
	}
}

// TestFailsWithoutCondition shows the theorem failing on a game where the
// condition does not hold: position 3 has value 0 but moves only to a Nim
// heap of 2 (position 2), never to a 1.
func TestFailsWithoutCondition(t *testing.T) {
	p := newPool([][]int{{}, {0}, {0, 1}, {2}})
	if p.sg[3] != 0 || SafeZero(p.values(p.options[3])) {
		t.Fatalf("values %v", p.sg)
	}
	m := &misere{p, map[string]bool{}}
	tests := []struct {
		sum          []int
		search, theo game.Outcome
	}{
		{[]int{3}, game.P, game.N},
		{[]int{3, 0}, game.P, game.N},
		{[]int{3, 3}, game.P, game.N},
		// Wrong too, though 1s are left to take: the condition concerns every
		// reachable position, and taking a 1 reaches (3, 0, 1), which can
		// move to (3, 0, 0), the first wrong answer.
		{[]int{3, 1, 1}, game.P, game.N},
		{[]int{3, 0, 1}, game.N, game.P},
		{[]int{2, 1}, game.N, game.N}, // 3 is out of reach: right
	}
	for _, tt := range tests {
		if got := outcome(m.wins(tt.sum)); got != tt.search {
			t.Errorf("%v: search says %v; want %v", tt.sum, got, tt.search)
		}
		if got := Outcome(p.values(tt.sum)); got != tt.theo {
			t.Errorf("%v: theorem says %v; want %v", tt.sum, got, tt.theo)
		}
	}
}

// TestSubtraction123 checks the subtraction game with set {1,2,3}, where a
// heap of 4 has value 0 and moves, so the strict condition fails, but moves
// to a heap of 1, of value 1, so the condition holds: the theorem agrees
// with search on every sum of 1 to 3 heaps of 0 to 16.
func TestSubtraction123(t *testing.T) {
	p := subtractionPool(17, 1, 2, 3)
	if p.strong() || !p.weak() || p.sg[4] != 0 {
		t.Fatalf("values %v", p.sg)
	}
	if bad := p.mismatches(3); len(bad) > 0 {
		t.Errorf("%d sums where the theorem fails, such as %v", len(bad), bad[0])
	}
}

// TestSubtractionSets does the same for every set within {1..5}, on sums
// of 1 to 3 heaps of 0 to 11.
func TestSubtractionSets(t *testing.T) {
	for mask := 1; mask < 1<<5; mask++ {
		var set []int
		for i := range 5 {
			if mask>>i&1 == 1 {
				set = append(set, i+1)
			}
		}
		p := subtractionPool(12, set...)
		bad := p.mismatches(3)
		if p.weak() != (len(bad) == 0) {
			t.Errorf("set %v: condition %v; the theorem fails on %d sums", set, p.weak(), len(bad))
		}
	}
}

func TestSum(t *testing.T) {
	tests := []struct {
		values []uint64
		want   game.Outcome
	}{
		{nil, game.N}, // no move: the player to move has won
		{[]uint64{0, 0}, game.N},
		{[]uint64{1}, game.P},
		{[]uint64{1, 1}, game.N},
		{[]uint64{1, 1, 1}, game.P},
		{[]uint64{2}, game.N},
		{[]uint64{2, 2}, game.P},
		{[]uint64{1, 2, 3}, game.P},
		{[]uint64{1, 2}, game.N},
		{[]uint64{5, 1}, game.N},
	}
	for _, tt := range tests {
		if got := Outcome(tt.values); got != tt.want {
			t.Errorf("Outcome(%v) = %v; want %v", tt.values, got, tt.want)
		}
	}
	s := Of([]uint64{3, 1, 2})
	for _, step := range []struct {
		from, to uint64
		want     Sum
	}{
		{3, 0, Sum{3, 1}},
		{2, 1, Sum{0, 0}},
		{1, 7, Sum{6, 1}},
	} {
		s = s.After(step.from, step.to)
		if s != step.want {
			t.Errorf("after %d→%d: %+v; want %+v", step.from, step.to, s, step.want)
		}
	}
}

func TestExplain(t *testing.T) {
	tests := []struct {
		values []uint64
		want   string
	}{
		{[]uint64{1, 2}, "SJ theorem: nim-sum 1⊕2 = 3 ≠ 0 and a component has value 2 > 1: the player to move wins"},
		{[]uint64{3}, "SJ theorem: nim-sum 3 ≠ 0 and a component has value 3 > 1: the player to move wins"},
		{[]uint64{1, 1, 0}, "SJ theorem: nim-sum 1⊕1⊕0 = 0 and no component has value greater than 1: the player to move wins"},
		{[]uint64{1, 0, 0}, "SJ theorem: nim-sum 1⊕0⊕0 = 1 ≠ 0 but no component has value greater than 1: the player to move loses"},
		{[]uint64{2, 3, 1}, "SJ theorem: nim-sum 2⊕3⊕1 = 0 while a component has value 3 > 1: the player to move loses"},
		{[]uint64{1, 1, 1, 1, 1, 1, 1, 1, 1}, "SJ theorem: nim-sum 1 ≠ 0 but no component has value greater than 1: the player to move loses"},
	}
	for _, tt := range tests {
		if got := Explain(tt.values); got != tt.want {
			t.Errorf("Explain(%v)\n got %s\nwant %s", tt.values, got, tt.want)
		}
	}
}

package moore

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

func parse(t testing.TB, s string) Position {
	t.Helper()
	q, err := notation.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	p, err := FromQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

const none = -1 // grundy is null

func TestAnalyze(t *testing.T) {
	tests := []struct {
		pos     string
		outcome game.Outcome
		grundy  int64
		winning []string
	}{
		// The notation table's example: columns of 5, 8, 10 (0101, 1000,
		// 1010) hold 2, 1, 1, 1 ones, not multiples of 3; the one winning
		// move reduces two heaps to 5 (three times 0101).
		{"game=moore&heaps=5,8,10&k=2", game.N, 23, []string{"game=moore&heaps=5,5,5&k=2"}},
		// k = 1 is Nim: DESIGN.md's 3,4,5.
		{"game=moore&heaps=3,4,5&k=1", game.N, 2, []string{"game=moore&heaps=1,4,5&k=1"}},
		// Three equal heaps, k = 2: every column holds 3 ones.
		{"game=moore&heaps=6,6,6&k=2", game.P, 0, []string{}},
		{"game=moore&heaps=1,2,3&k=2", game.N, 6, []string{"game=moore&heaps=1,1,1&k=2"}},
		// k at least the number of heaps: only emptying everything wins.
		{"game=moore&heaps=3,4,5&k=3", game.N, 12, []string{"game=moore&heaps=0,0,0&k=3"}},
		{"game=moore&heaps=3,0,5&k=9007199254740991", game.N, 8, []string{"game=moore&heaps=0,0,0&k=9007199254740991"}},
		{"game=moore&heaps=0,0&k=2", game.P, 0, []string{}},
		// Misère.
		{"game=moore&heaps=1,1,1,1&k=2&play=misere", game.P, none, []string{}},
		{"game=moore&heaps=1,1,1&k=2&play=misere", game.N, none, []string{
			"game=moore&heaps=0,0,1&k=2&play=misere", "game=moore&heaps=0,1,0&k=2&play=misere", "game=moore&heaps=1,0,0&k=2&play=misere"}},
		{"game=moore&heaps=0&k=2&play=misere", game.N, none, []string{}},
		{"game=moore&heaps=5,1&k=2&play=misere", game.N, none, []string{"game=moore&heaps=0,1&k=2&play=misere", "game=moore&heaps=1,0&k=2&play=misere"}},
		{"game=moore&heaps=6,6,6&k=2&play=misere", game.P, none, []string{}},
		{"heaps=5,8,10&play=normal&k=02&game=moore", game.N, 23, nil},
	}
	for _, tt := range tests {
		p := parse(t, tt.pos)
		a := p.Analyze()
		var grundy *uint64
		if tt.grundy != none {
			grundy = game.Uint64(uint64(tt.grundy))
		}
		want := tt.winning
		if want == nil {
			want = bruteWinning(p)
		}
		if a.Outcome != tt.outcome || !reflect.DeepEqual(a.Grundy, grundy) || !reflect.DeepEqual(a.Winning, want) || a.Truncated {
			g := "null"
			if a.Grundy != nil {
				g = fmt.Sprint(*a.Grundy)
			}
			t.Errorf("%s: %v, grundy %s, winning %q, truncated %v; want %v, %d, %q",
				tt.pos, a.Outcome, g, a.Winning, a.Truncated, tt.outcome, tt.grundy, want)
		}
		if a.Position != p.String() {
			t.Errorf("%s: position %q", tt.pos, a.Position)
		}
		// The table's values, checked by brute force.
		top := make([]int, len(p.Heaps))
		for i, h := range p.Heaps {
			top[i] = int(min(h, 12))
		}
		if slices.Max(p.Heaps) <= 12 {
			b := newBrute(top, int(min(p.K, 8)), p.Play)
			idx := b.index(p.Heaps)
			if b.outcome[idx] != tt.outcome || p.Play == game.Normal && b.grundy[idx] != int(tt.grundy) || !slices.Equal(b.winning(p), want) {
				t.Errorf("%s: brute force says %v, grundy %d, winning %q", tt.pos, b.outcome[idx], b.grundy[idx], b.winning(p))
			}
		}
	}
}

func TestColumns(t *testing.T) {
	p := parse(t, "game=moore&heaps=5,8,10&k=2")
	want := []ColumnSum{{3, 2, 2}, {2, 1, 1}, {1, 1, 1}, {0, 1, 1}}
	if got := p.Columns(); !slices.Equal(got, want) {
		t.Errorf("Columns = %v; want %v", got, want)
	}
	if got := parse(t, "game=moore&heaps=0,0&k=5").Columns(); !slices.Equal(got, []ColumnSum{{0, 0, 0}}) {
		t.Errorf("Columns of empty heaps = %v", got)
	}
	a := parse(t, "game=moore&heaps=3,4,5&k=1").Analyze()
	if *a.NimSum != 2 || a.Binary == nil || a.Reduction != "Nim: Moore's Nim-1 is Nim" {
		t.Errorf("k = 1: nimSum %v, binary %v, reduction %q", a.NimSum, a.Binary, a.Reduction)
	}
	if a := p.Analyze(); a.NimSum != nil || a.Binary != nil || a.Reduction != "" {
		t.Errorf("k = 2: nimSum %v, binary %v, reduction %q", a.NimSum, a.Binary, a.Reduction)
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=moore&heaps=5,8,10&k=2", "the binary columns hold 2, 1, 1, 1 ones, not all multiples of k+1 = 3: " +
			"reduce the heap of 8 to 5 and reduce the heap of 10 to 5, leaving every column a multiple of 3"},
		{"game=moore&heaps=6,6,6&k=2", "the binary columns hold 3, 3, 0 ones, every one a multiple of k+1 = 3: " +
			"any move leaves some column that is not, so the player to move loses against perfect play"},
		{"game=moore&heaps=7,7,7,7&k=3", "the binary columns hold 4, 4, 4 ones, every one a multiple of k+1 = 4: " +
			"any move leaves some column that is not, so the player to move loses against perfect play"},
		{"game=moore&heaps=7,7,7&k=3", "the binary columns hold 3, 3, 3 ones, not all multiples of k+1 = 4: " +
			"empty heap 1 (of 7), empty heap 2 (of 7) and empty heap 3 (of 7), leaving every column a multiple of 4"},
		{"game=moore&heaps=0,0&k=2", "no stones are left: the player to move cannot move, and loses"},
		{"game=moore&heaps=0&k=2&play=misere", "no stones are left: the player to move cannot move, and in misère play that wins"},
		{"game=moore&heaps=1,1,1,1&k=2&play=misere", "every heap has at most 1 stone and the number of 1-heaps (4) is 1 more than a multiple of k+1 = 3: " +
			"however many (1 to k) the player to move empties, the opponent empties enough to restore that, so the player to move takes the last stone and loses (misère play)"},
		{"game=moore&heaps=1,1,1&k=2&play=misere", "every heap has at most 1 stone and the number of 1-heaps (3) is not 1 more than a multiple of k+1 = 3: " +
			"empty 2 of them, leaving 1, and the opponent takes the last stone (misère play)"},
		// Normal play would empty the heap of 5 (leaving one 1-heap, 0 more than a multiple of 3)
		// and reduce the heap of 4 to 0; misère play leaves 1 more than a multiple of k+1.
		{"game=moore&heaps=5,1&k=2&play=misere", "some heap has 2 or more stones, so the winner is as in normal play, but this is where the winning move differs from normal play: " +
			"the binary columns hold 1, 0, 2 ones, not all multiples of k+1 = 3: empty the heap of 5, leaving only heaps of at most 1 stone, 1 of them 1-heaps, 1 more than a multiple of 3"},
		{"game=moore&heaps=4&k=2&play=misere", "some heap has 2 or more stones, so the winner is as in normal play, but this is where the winning move differs from normal play: " +
			"the binary columns hold 1, 0, 0 ones, not all multiples of k+1 = 3: reduce the heap of 4 to 1, leaving only heaps of at most 1 stone, 1 of them 1-heaps, 1 more than a multiple of 3"},
		{"game=moore&heaps=5,8,10&k=2&play=misere", "some heap has 2 or more stones, so misère play follows normal play: the binary columns hold 2, 1, 1, 1 ones, not all multiples of k+1 = 3: " +
			"reduce the heap of 8 to 5 and reduce the heap of 10 to 5, leaving every column a multiple of 3"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=moore&k=2", "heaps: missing; expected a list such as heaps=5,8,10"},
		{"game=moore&heaps=1,2", "k: missing; expected the most heaps a move may reduce, such as k=2"},
		{"game=moore&heaps=1,2&k=0", "k: 0; Moore's Nim-k needs k ≥ 1"},
		{"game=moore&heaps=1,2&k=-1", `k: "-1" is not a whole number`},
		{"game=moore&heaps=1,2&k=", "k: the value is empty; expected a whole number"},
		{"game=moore&heaps=1,2&k=9007199254740992", "k: 9007199254740992 is larger than 9007199254740991 (2^53−1)"},
		{"game=moore&heaps=&k=2", "heaps: the list is empty"},
		{"game=moore&heaps=1,x&k=2", `heaps: item 2 "x" is not a whole number`},
		{"game=moore&heaps=1&k=2&play=x", `play: "x" is not normal or misere`},
		{"game=moore&heaps=1&k=2&set=1", "set: not a key of game moore (its keys: heaps, k, play)"},
		{"game=nim&heaps=1&k=2", `game: "nim" is not moore`},
		{"game=moore&k=1&heaps=" + strings.Repeat("1,", MaxHeaps) + "1", "heaps: 10001 heaps, more than the limit of 10000"},
	}
	for _, tt := range tests {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		p, err := FromQuery(q)
		if err == nil || err.Error() != tt.want {
			t.Errorf("FromQuery(%.50q) = %v, %v; want error %q", tt.in, p, err, tt.want)
		}
	}
	if s := parse(t, "k=03&play=misere&heaps=05,0&game=moore").String(); s != "game=moore&heaps=5,0&k=3&play=misere" {
		t.Errorf("String = %s", s)
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=moore&heaps=5,8,10&k=2")
	tests := []struct {
		m    Move
		want string
		err  string
	}{
		{Move{{1, 7}, {2, 2}}, "game=moore&heaps=5,7,2&k=2", ""},
		{Move{{0, 0}}, "game=moore&heaps=0,8,10&k=2", ""},
		{Move{}, "", "moore: a move reduces at least one heap"},
		{Move{{0, 1}, {1, 1}, {2, 1}}, "", "moore: a move reduces at most 2 heaps (k = 2), not 3"},
		{Move{{1, 1}, {0, 1}}, "", "moore: the changes of a move go in increasing order of heap, each heap once; heap 0 comes after heap 1"},
		{Move{{1, 1}, {1, 0}}, "", "moore: the changes of a move go in increasing order of heap, each heap once; heap 1 comes after heap 1"},
		{Move{{0, 5}}, "", "moore: the heap at index 0 has 5 stones; a move must leave fewer than 5, not 5"},
		{Move{{3, 0}}, "", "moore: no heap at index 3 (there are 3 heaps)"},
	}
	for _, tt := range tests {
		q, err := p.Apply(tt.m)
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("Apply(%v) = %v, %v; want error %q", tt.m, q, err, tt.err)
			}
		case err != nil || q.String() != tt.want:
			t.Errorf("Apply(%v) = %v, %v; want %s", tt.m, q, err, tt.want)
		}
	}
	q, _ := p.Apply(Move{{0, 1}})
	q.Heaps[1] = 99
	if p.String() != "game=moore&heaps=5,8,10&k=2" {
		t.Errorf("Apply changed its receiver or shares its heaps: %v", p)
	}
}

// brute decides positions of one size by trying every move of Moore's
// Nim-k: 1 to k heaps, each reduced by any amount. It knows nothing of
// binary columns. Positions are numbers in mixed radix (heap i has radix
// top_i+1).
type brute struct {
	k       int
	play    game.Play
	top     []int
	stride  []int
	outcome []game.Outcome
	grundy  []int
}

func newBrute(top []int, k int, play game.Play) *brute {
	b := &brute{k: k, play: play, top: top, stride: make([]int, len(top))}
	size := 1
	for i := len(top) - 1; i >= 0; i-- {
		b.stride[i] = size
		size *= top[i] + 1
	}
	b.outcome = make([]game.Outcome, size)
	b.grundy = make([]int, size)
	seen := make([]int, size+2)
	for idx := range size {
		y := b.decode(idx)
		o := game.P
		any := false
		b.children(y, func(c int) {
			any = true
			if b.outcome[c] == game.P {
				o = game.N
			}
			seen[b.grundy[c]] = idx + 1
		})
		if !any && play == game.Misere {
			o = game.N
		}
		b.outcome[idx] = o
		g := 0
		for seen[g] == idx+1 {
			g++
		}
		b.grundy[idx] = g
	}
	return b
}

func (b *brute) decode(idx int) []int {
	y := make([]int, len(b.top))
	for i := range y {
		y[i], idx = idx/b.stride[i], idx%b.stride[i]
	}
	return y
}

func (b *brute) index(y []uint64) int {
	idx := 0
	for i, v := range y {
		idx += int(v) * b.stride[i]
	}
	return idx
}

// children calls f with the index of every position one move from y.
func (b *brute) children(y []int, f func(int)) {
	var rec func(i, changed, at int)
	rec = func(i, changed, at int) {
		if i == len(y) {
			if changed > 0 {
				f(at)
			}
			return
		}
		rec(i+1, changed, at+y[i]*b.stride[i])
		if changed < b.k {
			for v := 0; v < y[i]; v++ {
				rec(i+1, changed+1, at+v*b.stride[i])
			}
		}
	}
	rec(0, 0, 0)
}

// winning returns the positions one winning move from y, as text, sorted.
func (b *brute) winning(p Position) []string {
	y := make([]int, len(p.Heaps))
	for i, h := range p.Heaps {
		y[i] = int(h)
	}
	list := []string{}
	b.children(y, func(c int) {
		if b.outcome[c] == game.P {
			q := p
			q.Heaps = make([]uint64, len(y))
			for i, v := range b.decode(c) {
				q.Heaps[i] = uint64(v)
			}
			list = append(list, q.String())
		}
	})
	slices.Sort(list)
	return list
}

// bruteWinning lists p's winning positions by trying every move and asking
// the closed form (checked against brute on small sizes) for the outcome,
// with the column sums kept up to date as the heaps are set.
func bruteWinning(p Position) []string {
	list := []string{}
	y := slices.Clone(p.Heaps)
	w := width(p.Heaps)
	cols := make([]uint64, w)
	for _, h := range y {
		for b := range w {
			cols[b] += h >> b & 1
		}
	}
	set := func(i int, v uint64) {
		for b := range w {
			cols[b] += v>>b&1 - y[i]>>b&1
		}
		y[i] = v
	}
	isP := func() bool {
		if p.Play == game.Misere && slices.Max(y) <= 1 {
			return cols[0]%p.mod() == 1
		}
		for _, c := range cols {
			if c%p.mod() != 0 {
				return false
			}
		}
		return true
	}
	var rec func(i, changed int)
	rec = func(i, changed int) {
		if i == len(y) {
			if changed > 0 && isP() {
				list = append(list, Position{slices.Clone(y), p.K, p.Play}.String())
			}
			return
		}
		rec(i+1, changed)
		if uint64(changed) < p.K {
			for v := uint64(0); v < p.Heaps[i]; v++ {
				set(i, v)
				rec(i+1, changed+1)
			}
			set(i, p.Heaps[i])
		}
	}
	rec(0, 0)
	slices.Sort(list)
	return list
}

// TestAgainstSearch checks Moore's theorem, its misère form and the whole
// analysis against brute force, on every position of: up to 4 heaps of up
// to 7 for k = 1, 2, 3; 5 heaps of up to 3 for k = 1..3 and 5; 2 heaps of up
// to 7 for k = 2 (k above the number of heaps). Both plays.
func TestAgainstSearch(t *testing.T) {
	type size struct{ n, top, k int }
	var sizes []size
	for k := 1; k <= 3; k++ {
		for n := 1; n <= 4; n++ {
			sizes = append(sizes, size{n, 7, k})
		}
		sizes = append(sizes, size{5, 3, k})
	}
	sizes = append(sizes, size{5, 3, 5}, size{2, 7, 2})
	if testing.Short() {
		sizes = sizes[:3]
	}
	for _, sz := range sizes {
		for _, play := range []game.Play{game.Normal, game.Misere} {
			top := make([]int, sz.n)
			for i := range top {
				top[i] = sz.top
			}
			b := newBrute(top, sz.k, play)
			for idx := range b.outcome {
				var heaps []uint64
				for _, v := range b.decode(idx) {
					heaps = append(heaps, uint64(v))
				}
				p := Position{heaps, uint64(sz.k), play}
				checkAgainst(t, p, b, idx)
			}
		}
	}
}

func checkAgainst(t *testing.T, p Position, b *brute, idx int) {
	t.Helper()
	outcome := b.outcome[idx]
	if got := p.Outcome(); got != outcome {
		t.Errorf("%s: outcome %v; brute force says %v", p, got, outcome)
	}
	g, ok := p.Grundy()
	switch {
	case p.Play == game.Misere && ok:
		t.Errorf("%s: Grundy in misère play", p)
	case p.Play == game.Normal && ok && g != uint64(b.grundy[idx]):
		t.Errorf("%s: Grundy %d; brute force says %d", p, g, b.grundy[idx])
	}
	size := 1
	for _, h := range p.Heaps {
		size *= int(h) + 1
	}
	if p.Play == game.Normal && !ok && size <= MaxGrundyPositions {
		t.Errorf("%s: Grundy not computed", p)
	}
	want := b.winning(p)
	a := p.Analyze()
	if a.Outcome != outcome || !slices.Equal(a.Winning, want) || a.Truncated != (len(want) > game.MaxWinning) {
		t.Errorf("%s: Analyze %v %q; want %v %q", p, a.Outcome, a.Winning, outcome, want)
	}
	m, ok := p.WinningMove()
	if ok != (len(want) > 0) {
		t.Errorf("%s: WinningMove %v, %v; %d winning moves", p, m, ok, len(want))
	}
	if ok {
		q, err := p.Apply(m)
		if err != nil || !slices.Contains(want, q.String()) {
			t.Errorf("%s: WinningMove %v reaches %v, %v", p, m, q, err)
		}
	}
	if c, ok := p.ComputerMove(); ok {
		if _, err := p.Apply(c); err != nil {
			t.Errorf("%s: ComputerMove %v: %v", p, c, err)
		}
	} else if slices.Max(p.Heaps) > 0 {
		t.Errorf("%s: no ComputerMove", p)
	}
	if p.Explain() == "" {
		t.Errorf("%s: no explanation", p)
	}
}

// TestWinningList compares Analyze's list with every winning move written
// out and sorted: on random positions of up to 5 heaps of up to 60, k = 1 to
// 4, and on random positions of 10 to 14 heaps of up to 20 with k = 3 or of
// up to 7 with k = 4, many of which have more than 1000 winning moves, so
// that the order of the truncated list is checked too. Both plays.
func TestWinningList(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	sizes := []uint64{0, 1, 2, 3, 7, 9, 10, 11, 15, 16, 19, 31, 32, 40, 60}
	runs, bigRuns := 400, 120
	if testing.Short() {
		runs, bigRuns = 40, 4
	}
	truncated := 0
	check := func(p Position) {
		all := bruteWinning(p)
		a := p.Analyze()
		want := all[:min(len(all), game.MaxWinning)]
		if a.Truncated != (len(all) > game.MaxWinning) || !slices.Equal(a.Winning, want) || a.Note != "" && !strings.HasPrefix(a.Note, "grundy:") && a.Truncated != strings.Contains(a.Note, "only the first 1000 winning positions are listed") {
			t.Fatalf("%s: %d winning (truncated %v, note %q), want %d of %d\n got %q\nwant %q",
				p, len(a.Winning), a.Truncated, a.Note, len(want), len(all), head(a.Winning), head(want))
		}
		if a.Truncated {
			truncated++
		}
	}
	for range runs {
		p := Position{K: 1 + r.Uint64N(4), Play: game.Play(r.IntN(2))}
		work := 1
		for range 1 + r.IntN(5) {
			h := sizes[r.IntN(len(sizes))]
			p.Heaps = append(p.Heaps, h)
			work *= int(h) + 1
		}
		if work <= 300_000 {
			check(p)
		}
	}
	for range bigRuns {
		p := Position{K: 3 + r.Uint64N(2), Play: game.Play(r.IntN(2))}
		top := uint64(21)
		if p.K == 4 {
			top = 8
		}
		for range 10 + r.IntN(5) {
			p.Heaps = append(p.Heaps, r.Uint64N(top))
		}
		check(p)
	}
	if !testing.Short() && truncated < 20 {
		t.Errorf("only %d truncated lists tested", truncated)
	}
}

func head(xs []string) []string { return xs[:min(len(xs), 5)] }

func TestBudget(t *testing.T) {
	// A search that runs out of steps gives no list, and says so.
	p := parse(t, "game=moore&heaps=60,60,61,40&k=3")
	s := p.newSolver(50)
	for range s.moves() {
	}
	if !s.over {
		t.Fatal("50 steps were enough")
	}
	if _, _, ok := p.winningListLimit(50); ok {
		t.Error("a list from a search out of steps")
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=moore&heaps=5,8,10&k=2",
		"game=moore&heaps=1,1,1&k=2&play=misere",
		"k=03&heaps=05,0&game=moore&play=normal",
		"game=moore&heaps=9007199254740991,3&k=9007199254740991",
		"game=moore&heaps=1,2&k=0",
		"game=moore&heaps=1,,2&k=1",
		"game=moore",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := notation.Parse(s)
		if err != nil {
			return
		}
		p, err := FromQuery(q)
		if err != nil {
			return
		}
		canon := p.String()
		q2, err := notation.Parse(canon)
		if err != nil {
			t.Fatalf("%q: canonical %q does not parse: %v", s, canon, err)
		}
		p2, err := FromQuery(q2)
		if err != nil || p2.String() != canon {
			t.Fatalf("%q: canonical %q reads back as %v, %v", s, canon, p2, err)
		}
		if len(p.Heaps) > 12 {
			return // the analysis of big positions is the benchmarks' business
		}
		a := p.Analyze()
		if a.Position != canon || len(a.Winning) > game.MaxWinning || a.Winning == nil && a.Note == "" {
			t.Fatalf("%q: analysis %+v", s, a)
		}
		if !slices.IsSorted(a.Winning) || len(slices.Compact(slices.Clone(a.Winning))) != len(a.Winning) {
			t.Fatalf("%q: winning not sorted or repeated", s)
		}
		if (a.Outcome == game.P) != (a.Winning != nil && len(a.Winning) == 0) && a.Winning != nil && !(a.Outcome == game.N && len(a.Winning) == 0 && slices.Max(p.Heaps) == 0) {
			t.Fatalf("%q: outcome %v with %d winning", s, a.Outcome, len(a.Winning))
		}
		for i, w := range a.Winning {
			if i == 10 {
				break
			}
			q3, err := notation.Parse(w)
			if err != nil {
				t.Fatalf("%q: winning %q: %v", s, w, err)
			}
			p3, err := FromQuery(q3)
			if err != nil || p3.Outcome() != game.P || p3.String() != w {
				t.Fatalf("%q: winning %q: %v, %v", s, w, p3, err)
			}
		}
		if m, ok := p.WinningMove(); ok {
			q4, err := p.Apply(m)
			if err != nil || q4.Outcome() != game.P {
				t.Fatalf("%q: WinningMove %v: %v, %v", s, m, q4, err)
			}
		}
	})
}

// TestExists compares the column search, which prunes the listing, with
// trying every completion, on random questions about positions of up to 5
// heaps of up to 9: can heaps from.. (at most r of them reduced), with the
// special heap anywhere in lo..hi, bring the column totals to multiples of
// k+1 (keeping a heap of 2 or more, in misère play)?
func TestExists(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	runs := 20000
	if testing.Short() {
		runs = 2000
	}
	for range runs {
		n := 1 + r.IntN(5)
		p := Position{K: 1 + r.Uint64N(4), Play: game.Play(r.IntN(2))}
		for range n {
			p.Heaps = append(p.Heaps, r.Uint64N(10))
		}
		s := p.newSolver(1 << 30)
		// Decided heaps 0..from−1 get random sizes; the special heap, when
		// there is one, is heap from−1 and is left out of the totals.
		from := r.IntN(n + 1)
		special := from > 0 && r.IntN(2) == 0
		y := slices.Clone(p.Heaps)
		for j := range from {
			y[j] = r.Uint64N(p.Heaps[j] + 1)
		}
		tot := make([]int64, s.cols)
		for j, v := range y {
			if special && j == from-1 {
				continue
			}
			for b := range tot {
				tot[b] += int64(v >> b & 1)
			}
		}
		budget := r.IntN(s.k + 1)
		var sp span
		if special {
			lo := r.Uint64N(p.Heaps[from-1] + 1)
			sp = span{lo, lo + r.Uint64N(p.Heaps[from-1]+1-lo), true}
		}
		got := s.exists(from, budget, tot, sp)
		want := bruteExists(p, y, from, budget, sp)
		if got != want {
			t.Fatalf("%s: heaps 0..%d decided as %v, budget %d, special %+v: exists %v; trying every completion says %v",
				p, from-1, y[:from], budget, sp, got, want)
		}
	}
}

func bruteExists(p Position, y []uint64, from, budget int, sp span) bool {
	y = slices.Clone(y)
	ok := func() bool {
		if p.Play == game.Misere && slices.Max(y) <= 1 {
			return false // the search's results keep a heap of 2 or more
		}
		return (Position{y, p.K, game.Normal}).isP()
	}
	var rec func(j, left int) bool
	rec = func(j, left int) bool {
		if j == len(y) {
			return ok()
		}
		if rec(j+1, left) {
			return true
		}
		if left > 0 {
			for v := uint64(0); v < p.Heaps[j]; v++ {
				y[j] = v
				if rec(j+1, left-1) {
					return true
				}
			}
			y[j] = p.Heaps[j]
		}
		return false
	}
	if !sp.on {
		return rec(from, budget)
	}
	for v := sp.lo; v <= sp.hi; v++ {
		y[from-1] = v
		if rec(from, budget) {
			return true
		}
	}
	return false
}

package greedy

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
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
		// The notation table's example: two largest heaps, an even number.
		{"game=greedy&heaps=5,5,3", game.P, 0, []string{}},
		{"game=greedy&heaps=5,5,5", game.N, 1, []string{
			"game=greedy&heaps=0,5,5", "game=greedy&heaps=1,5,5", "game=greedy&heaps=2,5,5", "game=greedy&heaps=3,5,5", "game=greedy&heaps=4,5,5",
			"game=greedy&heaps=5,0,5", "game=greedy&heaps=5,1,5", "game=greedy&heaps=5,2,5", "game=greedy&heaps=5,3,5", "game=greedy&heaps=5,4,5",
			"game=greedy&heaps=5,5,0", "game=greedy&heaps=5,5,1", "game=greedy&heaps=5,5,2", "game=greedy&heaps=5,5,3", "game=greedy&heaps=5,5,4"}},
		// One largest heap: join the odd number of next-largest heaps...
		{"game=greedy&heaps=7,3", game.N, 6, []string{"game=greedy&heaps=3,3"}},
		// ...or go below an even number of them.
		{"game=greedy&heaps=3,3,7", game.N, 5, []string{"game=greedy&heaps=3,3,0", "game=greedy&heaps=3,3,1", "game=greedy&heaps=3,3,2"}},
		{"game=greedy&heaps=9", game.N, 9, []string{"game=greedy&heaps=0"}},
		{"game=greedy&heaps=0,0", game.P, 0, []string{}},
		// Text order: 10 sorts before 2, so cuts of the first heap that read
		// past "10" come last.
		{"game=greedy&heaps=10,10,10,1", game.N, 1, []string{
			"game=greedy&heaps=0,10,10,1", "game=greedy&heaps=1,10,10,1",
			"game=greedy&heaps=10,0,10,1", "game=greedy&heaps=10,1,10,1",
			"game=greedy&heaps=10,10,0,1", "game=greedy&heaps=10,10,1,1",
			"game=greedy&heaps=10,10,2,1", "game=greedy&heaps=10,10,3,1", "game=greedy&heaps=10,10,4,1", "game=greedy&heaps=10,10,5,1",
			"game=greedy&heaps=10,10,6,1", "game=greedy&heaps=10,10,7,1", "game=greedy&heaps=10,10,8,1", "game=greedy&heaps=10,10,9,1",
			"game=greedy&heaps=10,2,10,1", "game=greedy&heaps=10,3,10,1", "game=greedy&heaps=10,4,10,1", "game=greedy&heaps=10,5,10,1",
			"game=greedy&heaps=10,6,10,1", "game=greedy&heaps=10,7,10,1", "game=greedy&heaps=10,8,10,1", "game=greedy&heaps=10,9,10,1",
			"game=greedy&heaps=2,10,10,1", "game=greedy&heaps=3,10,10,1", "game=greedy&heaps=4,10,10,1", "game=greedy&heaps=5,10,10,1",
			"game=greedy&heaps=6,10,10,1", "game=greedy&heaps=7,10,10,1", "game=greedy&heaps=8,10,10,1", "game=greedy&heaps=9,10,10,1"}},
		// Misère: the count of 1-heaps once every heap is at most 1.
		{"game=greedy&heaps=1,1,1&play=misere", game.P, none, []string{}},
		{"game=greedy&heaps=1,1&play=misere", game.N, none, []string{"game=greedy&heaps=0,1&play=misere", "game=greedy&heaps=1,0&play=misere"}},
		{"game=greedy&heaps=0&play=misere", game.N, none, []string{}},
		{"game=greedy&heaps=5,1&play=misere", game.N, none, []string{"game=greedy&heaps=0,1&play=misere"}},
		{"game=greedy&heaps=5,1,1&play=misere", game.N, none, []string{"game=greedy&heaps=1,1,1&play=misere"}},
		{"game=greedy&heaps=5,5,3&play=misere", game.P, none, []string{}},
		{"game=greedy&heaps=2,2,2&play=misere", game.N, none, []string{
			"game=greedy&heaps=0,2,2&play=misere", "game=greedy&heaps=1,2,2&play=misere",
			"game=greedy&heaps=2,0,2&play=misere", "game=greedy&heaps=2,1,2&play=misere",
			"game=greedy&heaps=2,2,0&play=misere", "game=greedy&heaps=2,2,1&play=misere"}},
		{"game=greedy&heaps=9007199254740991,9007199254740991,9007199254740991,1", game.N, 1, nil}, // truncated: checked below
		{"play=normal&heaps=2,1&game=greedy", game.N, 2, []string{"game=greedy&heaps=1,1"}},
	}
	for _, tt := range tests {
		a := parse(t, tt.pos).Analyze()
		var grundy *uint64
		if tt.grundy != none {
			grundy = game.Uint64(uint64(tt.grundy))
		}
		if tt.winning == nil {
			if a.Outcome != tt.outcome || !reflect.DeepEqual(a.Grundy, grundy) || len(a.Winning) != game.MaxWinning || !a.Truncated {
				t.Errorf("%s: %v, grundy %v, %d winning, truncated %v", tt.pos, a.Outcome, a.Grundy, len(a.Winning), a.Truncated)
			}
			continue
		}
		if a.Outcome != tt.outcome || !reflect.DeepEqual(a.Grundy, grundy) || !reflect.DeepEqual(a.Winning, tt.winning) || a.Truncated {
			g := "null"
			if a.Grundy != nil {
				g = fmt.Sprint(*a.Grundy)
			}
			t.Errorf("%s: %v, grundy %s, winning %q, truncated %v; want %v, %d, %q",
				tt.pos, a.Outcome, g, a.Winning, a.Truncated, tt.outcome, tt.grundy, tt.winning)
		}
		if want := parse(t, tt.pos).String(); a.Position != want {
			t.Errorf("%s: position %q; want %q", tt.pos, a.Position, want)
		}
	}
}

func TestAccessors(t *testing.T) {
	p := parse(t, "game=greedy&heaps=5,3,5,0")
	if got := p.Movable(); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("Movable = %v", got)
	}
	if size, n := p.Largest(); size != 5 || n != 2 {
		t.Errorf("Largest = %d, %d", size, n)
	}
	if got := parse(t, "game=greedy&heaps=0,0").Movable(); len(got) != 0 {
		t.Errorf("Movable of empty heaps = %v", got)
	}
	q := parse(t, "game=greedy&heaps=3,3,7")
	want := []Range{{2, 0, 2}}
	if got := q.WinningMoves(); !slices.Equal(got, want) || !got[0].Contains(Move{2, 1}) || got[0].Contains(Move{2, 3}) || got[0].Contains(Move{1, 1}) {
		t.Errorf("WinningMoves = %v", got)
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=greedy&heaps=5,5,3", "2 heaps have the largest size, 5: an even number, so every move (it must take from one of them) leaves an odd number, " +
			"and the player to move loses against perfect play"},
		{"game=greedy&heaps=5,5,5", "3 heaps have the largest size, 5: take 1 from a heap of 5, leaving 2 heaps of the largest size, 5, an even number"},
		{"game=greedy&heaps=7,3", "one heap has the largest size, 7: take 4 from the heap of 7, leaving 2 heaps of the largest size, 3, an even number"},
		{"game=greedy&heaps=3,3,7", "one heap has the largest size, 7: take 5 from the heap of 7, leaving 2 heaps of the largest size, 3, an even number"},
		{"game=greedy&heaps=9", "one heap has the largest size, 9: take 9 from the heap of 9, leaving no stones"},
		{"game=greedy&heaps=0", "no stones are left: the player to move cannot move, and loses"},
		{"game=greedy&heaps=0&play=misere", "no stones are left: the player to move cannot move, and in misère play that wins"},
		{"game=greedy&heaps=1,1,1&play=misere", "every heap has at most 1 stone and the number of 1-heaps (3) is odd: " +
			"each move takes one, so the player to move takes the last stone and loses (misère play)"},
		{"game=greedy&heaps=1,1&play=misere", "every heap has at most 1 stone and the number of 1-heaps (2) is even: " +
			"take one, and the opponent is left to take the last stone (misère play)"},
		{"game=greedy&heaps=5,1&play=misere", "the largest heap has 2 or more stones, so misère play follows normal play until every heap has at most 1: " +
			"one heap has the largest size, 5: take 5 from the heap of 5, leaving only heaps of at most 1 stone, an odd number of them 1-heaps (1)"},
		{"game=greedy&heaps=5,5,3&play=misere", "the largest heap has 2 or more stones, so misère play follows normal play until every heap has at most 1: " +
			"2 heaps have the largest size, 5: an even number, so every move (it must take from one of them) leaves an odd number, and the player to move loses against perfect play"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestGrundyLimit(t *testing.T) {
	// Two largest heaps: known whatever the sizes.
	if g, ok := parse(t, "game=greedy&heaps=9007199254740991,9007199254740991,12345").Grundy(); !ok || g != 0 {
		t.Errorf("Grundy = %d, %v", g, ok)
	}
	// One largest heap over nothing: the heap itself.
	if g, ok := parse(t, "game=greedy&heaps=0,9007199254740991").Grundy(); !ok || g != notation.MaxWhole {
		t.Errorf("Grundy = %d, %v", g, ok)
	}
	// One largest heap over small ones: the search, whatever the largest.
	if g, ok := parse(t, "game=greedy&heaps=2,9007199254740991").Grundy(); !ok || g != notation.MaxWhole-1 {
		t.Errorf("Grundy = %d, %v", g, ok)
	}
	p := parse(t, "game=greedy&heaps=1000,1000000,3")
	if g, ok := p.Grundy(); ok {
		t.Errorf("Grundy = %d beyond the limit", g)
	}
	a := p.Analyze()
	if a.Grundy != nil || !strings.Contains(a.Note, "(here s = 1000, m = 2)") || a.Outcome != game.N || len(a.Winning) != 1 {
		t.Errorf("analysis %+v", a)
	}
	if a := parse(t, "game=greedy&heaps=1000,1000000,3&play=misere").Analyze(); a.Note != "" {
		t.Errorf("misère note %q", a.Note)
	}
	// The largest searches the limit allows take well under a second.
	for _, s := range []string{"heaps=270,1000", "heaps=70,69,1000", "heaps=30,29,28,1000", "heaps=12,11,10,9,8,1000"} {
		p := parse(t, "game=greedy&"+s)
		if _, ok := p.Grundy(); !ok {
			t.Errorf("%s: not computed (work %g)", s, grundyWork(p.rest()))
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=greedy", "heaps: missing; expected a list such as heaps=5,5,3"},
		{"game=greedy&heaps=", "heaps: the list is empty"},
		{"game=greedy&heaps=3,x", `heaps: item 2 "x" is not a whole number`},
		{"game=greedy&heaps=9007199254740992", "heaps: item 1 is 9007199254740992, larger than 9007199254740991 (2^53−1)"},
		{"game=greedy&heaps=1&play=x", `play: "x" is not normal or misere`},
		{"game=greedy&heaps=1&k=2", "k: not a key of game greedy (its keys: heaps, play)"},
		{"game=nim&heaps=1", `game: "nim" is not greedy`},
		{"game=greedy&heaps=" + strings.Repeat("1,", MaxHeaps) + "1", "heaps: 10001 heaps, more than the limit of 10000"},
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
	if s := parse(t, "heaps=05,0&play=misere&game=greedy").String(); s != "game=greedy&heaps=5,0&play=misere" {
		t.Errorf("String = %s", s)
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=greedy&heaps=5,3,5")
	tests := []struct {
		m    Move
		want string
		err  string
	}{
		{Move{0, 0}, "game=greedy&heaps=0,3,5", ""},
		{Move{2, 4}, "game=greedy&heaps=5,3,4", ""},
		{Move{1, 0}, "", "greedy: the heap at index 1 has 3 stones, not the largest size 5; a move must take from a largest heap"},
		{Move{0, 5}, "", "greedy: the heap at index 0 has 5 stones; a move must leave fewer than 5, not 5"},
		{Move{3, 0}, "", "greedy: no heap at index 3 (there are 3 heaps)"},
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
	q, _ := p.Apply(Move{0, 1})
	q.Heaps[1] = 99
	if p.String() != "game=greedy&heaps=5,3,5" {
		t.Errorf("Apply changed its receiver or shares its heaps: %v", p)
	}
	if _, err := parse(t, "game=greedy&heaps=0,0").Apply(Move{0, 0}); err == nil {
		t.Error("a move on empty heaps")
	}
}

// search decides positions by trying every move of Greedy Nim, remembering
// what it has seen. It knows nothing of counting largest heaps.
type search struct {
	play    game.Play
	outcome map[string]game.Outcome
	grundy  map[string]uint64
}

func newSearch(play game.Play) *search {
	return &search{play, map[string]game.Outcome{}, map[string]uint64{}}
}

// children returns the positions one move away and the moves to them, by
// heap and then by the size left.
func children(heaps []uint64) ([][]uint64, []Move) {
	var next [][]uint64
	var moves []Move
	top := slices.Max(heaps)
	for i, h := range heaps {
		if h != top {
			continue
		}
		for to := uint64(0); to < h; to++ {
			c := slices.Clone(heaps)
			c[i] = to
			next, moves = append(next, c), append(moves, Move{i, to})
		}
	}
	return next, moves
}

func (s *search) outcomeOf(heaps []uint64) game.Outcome {
	key := fmt.Sprint(heaps)
	if o, ok := s.outcome[key]; ok {
		return o
	}
	next, _ := children(heaps)
	o := game.P
	if len(next) == 0 && s.play == game.Misere {
		o = game.N
	}
	for _, c := range next {
		if s.outcomeOf(c) == game.P {
			o = game.N
			break
		}
	}
	s.outcome[key] = o
	return o
}

func (s *search) grundyOf(heaps []uint64) uint64 {
	key := fmt.Sprint(heaps)
	if g, ok := s.grundy[key]; ok {
		return g
	}
	next, _ := children(heaps)
	seen := map[uint64]bool{}
	for _, c := range next {
		seen[s.grundyOf(c)] = true
	}
	var mex uint64
	for seen[mex] {
		mex++
	}
	s.grundy[key] = mex
	return mex
}

// allPositions returns every list of minLen to maxLen heaps of 0 to maxHeap.
func allPositions(minLen, maxLen int, maxHeap uint64) [][]uint64 {
	var all [][]uint64
	level := [][]uint64{{}}
	for n := 1; n <= maxLen; n++ {
		var next [][]uint64
		for _, p := range level {
			for h := uint64(0); h <= maxHeap; h++ {
				next = append(next, append(slices.Clone(p), h))
			}
		}
		if n >= minLen {
			all = append(all, next...)
		}
		level = next
	}
	return all
}

// moves expands ranges into moves.
func moves(ranges []Range) []Move {
	var ms []Move
	for _, r := range ranges {
		for to := r.Lo; to <= r.Hi; to++ {
			ms = append(ms, Move{r.Heap, to})
		}
	}
	return ms
}

// TestAgainstSearch checks the rules of the task — normal play: N iff the
// number of largest heaps is odd; misère: with the largest heap 1, N iff the
// number of 1-heaps is even, else as in normal play — and the Grundy values,
// against the search on all positions of up to 4 heaps of up to 7 stones, in
// both plays, and the Grundy values alone on 3 heaps of up to 14.
func TestAgainstSearch(t *testing.T) {
	positions := allPositions(1, 4, 7)
	if len(positions) != 8+64+512+4096 {
		t.Fatalf("%d positions", len(positions))
	}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		s := newSearch(play)
		for _, heaps := range positions {
			p := Position{heaps, play}
			outcome := s.outcomeOf(heaps)
			top := slices.Max(heaps)
			count := 0
			for _, h := range heaps {
				if h == top && h > 0 {
					count++
				}
			}
			stated := count%2 == 1 // the task's rule: N iff the count is odd…
			if play == game.Misere && top <= 1 {
				stated = count%2 == 0 // …in misère play with the largest heap 1 (or 0), N iff even
			}
			if stated != (outcome == game.N) {
				t.Errorf("%v: the stated rule says N=%v; search says %v", p, stated, outcome)
			}
			if got := p.Outcome(); got != outcome {
				t.Errorf("%s: outcome %v; search says %v", p, got, outcome)
			}
			g, ok := p.Grundy()
			if play == game.Normal && (!ok || g != s.grundyOf(heaps)) {
				t.Errorf("%s: Grundy %d, %v; search says %d", p, g, ok, s.grundyOf(heaps))
			}
			if play == game.Misere && ok {
				t.Errorf("%s: Grundy %d in misère play", p, g)
			}
			next, all := children(heaps)
			var want []Move
			wantStrings := []string{}
			for k, c := range next {
				if s.outcomeOf(c) == game.P {
					want = append(want, all[k])
					wantStrings = append(wantStrings, Position{c, play}.String())
				}
			}
			if got := moves(p.WinningMoves()); !slices.Equal(got, want) {
				t.Errorf("%s: winning moves %v; search says %v", p, got, want)
			}
			slices.Sort(wantStrings)
			a := p.Analyze()
			if a.Outcome != outcome || !slices.Equal(a.Winning, wantStrings) || a.Winning == nil || a.Truncated || a.Note != "" {
				t.Errorf("%s: Analyze %v %q; want %v %q", p, a.Outcome, a.Winning, outcome, wantStrings)
			}
			m, ok := p.ComputerMove()
			switch {
			case len(want) > 0:
				if !ok || !slices.Contains(want, m) {
					t.Errorf("%s: ComputerMove %v, %v; want one of %v", p, m, ok, want)
				}
			case len(all) == 0:
				if ok {
					t.Errorf("%s: ComputerMove %v with no move left", p, m)
				}
			case !ok || !slices.Contains(all, m) || m.To != heaps[m.Heap]-1:
				t.Errorf("%s: ComputerMove %v, %v; want one stone from a largest heap", p, m, ok)
			}
			if p.Explain() == "" {
				t.Errorf("%s: no explanation", p)
			}
		}
	}
	s := newSearch(game.Normal)
	for _, heaps := range allPositions(3, 3, 14) {
		if g, ok := (Position{Heaps: heaps}).Grundy(); !ok || g != s.grundyOf(heaps) {
			t.Errorf("%v: Grundy %d, %v; search says %d", heaps, g, ok, s.grundyOf(heaps))
		}
	}
}

func TestLexOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		var ivs []interval
		lo := r.Uint64N(50)
		for range 1 + r.IntN(4) {
			hi := lo + r.Uint64N(300)
			ivs = append(ivs, interval{lo, hi})
			lo = hi + 2 + r.Uint64N(500)
		}
		var want []string
		for _, iv := range ivs {
			for v := iv.lo; v <= iv.hi; v++ {
				want = append(want, strconv.FormatUint(v, 10))
			}
		}
		slices.Sort(want)
		var got []string
		for v := range lexOrder(ivs) {
			got = append(got, strconv.FormatUint(v, 10))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%v:\n got %v\nwant %v", ivs, got, want)
		}
	}
	var first []uint64
	for v := range lexOrder([]interval{{5, notation.MaxWhole}}) {
		if first = append(first, v); len(first) == 4 {
			break
		}
	}
	if !slices.Equal(first, []uint64{10, 100, 1000, 10000}) {
		t.Errorf("first of 5…2^53−1: %v", first)
	}
}

// TestWinningList compares Analyze's list with every winning position
// written out and sorted, on positions with up to a few thousand winning
// moves, so that truncation and the order of text are both tested.
func TestWinningList(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	sizes := []uint64{0, 1, 2, 3, 9, 10, 11, 19, 99, 100, 101, 999, 1000, 1001}
	for range 500 {
		p := Position{Play: game.Play(r.IntN(2))}
		for range 1 + r.IntN(7) {
			p.Heaps = append(p.Heaps, sizes[r.IntN(len(sizes))])
		}
		all := []string{}
		for _, m := range moves(p.WinningMoves()) {
			q, err := p.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			if q.Outcome() != game.P {
				t.Fatalf("%s: winning move %v reaches %s, which is %v", p, m, q, q.Outcome())
			}
			all = append(all, q.String())
		}
		slices.Sort(all)
		a := p.Analyze()
		want := all[:min(len(all), game.MaxWinning)]
		if a.Truncated != (len(all) > game.MaxWinning) || !slices.Equal(a.Winning, want) {
			t.Fatalf("%s: %d winning (truncated %v), want %d of %d", p, len(a.Winning), a.Truncated, len(want), len(all))
		}
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=greedy&heaps=5,5,3",
		"game=greedy&heaps=1,1,1&play=misere",
		"heaps=05,0&game=greedy&play=normal",
		"game=greedy&heaps=9007199254740991,3",
		"game=greedy&heaps=1,,2",
		"game=greedy",
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
		a := p.Analyze()
		if a.Position != canon || a.Winning == nil || len(a.Winning) > game.MaxWinning {
			t.Fatalf("%q: analysis %+v", s, a)
		}
		if !slices.IsSorted(a.Winning) {
			t.Fatalf("%q: winning not sorted", s)
		}
		for i, w := range a.Winning {
			if i == 20 {
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
	})
}

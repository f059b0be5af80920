package nim

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
		// DESIGN.md's worked examples.
		{"game=nim&heaps=3,4,5", game.N, 2, []string{"game=nim&heaps=1,4,5"}},
		{"game=nim&heaps=3,8,15", game.N, 4, []string{"game=nim&heaps=3,8,11"}},
		{"game=nim&heaps=1,1,1&play=misere", game.P, none, []string{}},
		{"game=nim&heaps=2,2&play=misere", game.P, none, []string{}},
		{"game=nim&heaps=1,2,3&play=misere", game.P, none, []string{}},
		{"game=nim&heaps=1&play=misere", game.P, none, []string{}},
		{"game=nim&heaps=0,1,0&play=misere", game.P, none, []string{}},
		{"game=nim&heaps=1,1&play=misere", game.N, none, []string{"game=nim&heaps=0,1&play=misere", "game=nim&heaps=1,0&play=misere"}},
		{"game=nim&heaps=1,1,1,1,0&play=misere", game.N, none, []string{
			"game=nim&heaps=0,1,1,1,0&play=misere", "game=nim&heaps=1,0,1,1,0&play=misere",
			"game=nim&heaps=1,1,0,1,0&play=misere", "game=nim&heaps=1,1,1,0,0&play=misere"}},
		{"game=nim&heaps=0&play=misere", game.N, none, []string{}}, // no move: the player to move has won
		{"game=nim&heaps=10,16,26", game.P, 0, []string{}},
		{"game=nim&heaps=10,17,27", game.P, 0, []string{}},
		{"game=nim&heaps=10,18,24", game.P, 0, []string{}},
		{"game=nim&heaps=10,19,25", game.P, 0, []string{}},
		{"game=nim&heaps=10,20,30", game.P, 0, []string{}},
		// Normal play and misère agree while two heaps are 2 or more.
		{"game=nim&heaps=3,4,5&play=misere", game.N, none, []string{"game=nim&heaps=1,4,5&play=misere"}},
		{"game=nim&heaps=2,2,1&play=misere", game.N, none, []string{"game=nim&heaps=2,2,0&play=misere"}},
		// With one heap of 2 or more, misère leaves an odd number of 1-heaps.
		{"game=nim&heaps=5,1&play=misere", game.N, none, []string{"game=nim&heaps=0,1&play=misere"}},
		{"game=nim&heaps=5,1", game.N, 4, []string{"game=nim&heaps=1,1"}},
		{"game=nim&heaps=1,7,1&play=misere", game.N, none, []string{"game=nim&heaps=1,1,1&play=misere"}},
		// Zeros keep their place.
		{"game=nim&heaps=0", game.P, 0, []string{}},
		{"game=nim&heaps=0,3,3", game.P, 0, []string{}},
		{"game=nim&heaps=3,0", game.N, 3, []string{"game=nim&heaps=0,0"}},
		// Sorted as strings: 10 before 3.
		{"game=nim&heaps=3,3,3", game.N, 3, []string{"game=nim&heaps=0,3,3", "game=nim&heaps=3,0,3", "game=nim&heaps=3,3,0"}},
		{"game=nim&heaps=3,10,15,14", game.N, 8, []string{"game=nim&heaps=3,10,15,6", "game=nim&heaps=3,10,7,14", "game=nim&heaps=3,2,15,14"}},
		{"game=nim&heaps=9007199254740991,9007199254740990", game.N, 1, []string{"game=nim&heaps=9007199254740990,9007199254740990"}},
		// Input order of keys and play=normal are not canonical.
		{"play=normal&heaps=1,2&game=nim", game.N, 3, []string{"game=nim&heaps=1,1"}},
	}
	for _, tt := range tests {
		a := parse(t, tt.pos).Analyze()
		var grundy *uint64
		if tt.grundy != none {
			grundy = game.Uint64(uint64(tt.grundy))
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

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=nim&heaps=3,4,5", "game=nim&heaps=3,4,5"},
		{"heaps=5,0,3&game=nim", "game=nim&heaps=5,0,3"},
		{"game=nim&heaps=007", "game=nim&heaps=7"},
		{"play=misere&heaps=1,1,1&game=nim", "game=nim&heaps=1,1,1&play=misere"},
		{"game=nim&heaps=1&play=normal", "game=nim&heaps=1"},
		{"heaps=2", "game=nim&heaps=2"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.in).String(); got != tt.want {
			t.Errorf("String of %q = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=nim", "heaps: missing; expected a list such as heaps=3,4,5"},
		{"game=nim&heaps=", "heaps: the list is empty"},
		{"game=nim&heaps=3,x,5", `heaps: item 2 "x" is not a whole number`},
		{"game=nim&heaps=3,-1", `heaps: item 2 "-1" is not a whole number`},
		{"game=nim&heaps=9007199254740992", "heaps: item 1 is 9007199254740992, larger than 9007199254740991 (2^53−1)"},
		{"game=nim&heaps=1&play=losing", `play: "losing" is not normal or misere`},
		{"game=nim&heaps=1&hint=1", "hint: not a key of game nim (its keys: heaps, play)"},
		{"game=nimm&heaps=1", `game: "nimm" is not nim`},
		{"game=nim&heaps=" + strings.Repeat("1,", MaxHeaps) + "1", "heaps: 10001 heaps, more than the limit of 10000"},
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
	p := parse(t, "game=nim&heaps="+strings.Repeat("1,", MaxHeaps-1)+"1")
	if len(p.Heaps) != MaxHeaps {
		t.Errorf("%d heaps", len(p.Heaps))
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=nim&heaps=3,4,5", "nim-sum 2 ≠ 0: take 2 from the heap of 3, leaving 1⊕4⊕5 = 0"},
		{"game=nim&heaps=1,4,5", "nim-sum 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play"},
		{"game=nim&heaps=3,8,15", "nim-sum 4 ≠ 0: take 4 from the heap of 15, leaving 3⊕8⊕11 = 0"},
		{"game=nim&heaps=4,4,2", "nim-sum 2 ≠ 0: empty the heap of 2, leaving 4⊕4⊕0 = 0"},
		{"game=nim&heaps=3,3,3", "nim-sum 3 ≠ 0: empty a heap of 3, leaving 0⊕3⊕3 = 0"},
		{"game=nim&heaps=1,1,1,1,1,1,1,1,1", "nim-sum 1 ≠ 0: empty a heap of 1, leaving nim-sum 0"},
		{"game=nim&heaps=0,0", "no stones are left: the player to move cannot move, and loses"},
		{"game=nim&heaps=0&play=misere", "no stones are left: the player to move cannot move, and in misère play that wins"},
		{"game=nim&heaps=1,1,1&play=misere", "every heap has at most 1 stone and the number of 1-heaps (3) is odd: " +
			"each move takes one, so the player to move takes the last stone and loses (misère play)"},
		{"game=nim&heaps=1,0,1&play=misere", "every heap has at most 1 stone and the number of 1-heaps (2) is even: " +
			"take one, and the opponent is left to take the last stone (misère play)"},
		{"game=nim&heaps=5,1&play=misere", "only one heap has more than 1 stone, so this is where misère play differs from normal play: " +
			"empty the heap of 5, leaving an odd number of 1-heaps (1) where the normal move would leave an even number"},
		{"game=nim&heaps=1,7,1&play=misere", "only one heap has more than 1 stone, so this is where misère play differs from normal play: " +
			"take 6 from the heap of 7, leaving an odd number of 1-heaps (3) where the normal move would leave an even number"},
		{"game=nim&heaps=3,4,5&play=misere", "two or more heaps have more than 1 stone, so misère play follows normal play: " +
			"nim-sum 2 ≠ 0: take 2 from the heap of 3, leaving 1⊕4⊕5 = 0"},
		{"game=nim&heaps=2,2&play=misere", "two or more heaps have more than 1 stone, so misère play follows normal play: " +
			"nim-sum 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=nim&heaps=3,4,5&play=misere")
	tests := []struct {
		m    Move
		want string
		err  string
	}{
		{Move{0, 1}, "game=nim&heaps=1,4,5&play=misere", ""},
		{Move{2, 0}, "game=nim&heaps=3,4,0&play=misere", ""},
		{Move{1, 4}, "", "nim: the heap at index 1 has 4 stones; a move must leave fewer than 4, not 4"},
		{Move{1, 9}, "", "nim: the heap at index 1 has 4 stones; a move must leave fewer than 4, not 9"},
		{Move{3, 0}, "", "nim: no heap at index 3 (there are 3 heaps)"},
		{Move{-1, 0}, "", "nim: no heap at index -1 (there are 3 heaps)"},
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
	if p.String() != "game=nim&heaps=3,4,5&play=misere" {
		t.Errorf("Apply changed its receiver: %v", p)
	}
	q, _ := p.Apply(Move{0, 0})
	q.Heaps[1] = 99
	if p.Heaps[1] != 4 {
		t.Error("Apply's result shares the receiver's heaps")
	}
}

func TestComputerMove(t *testing.T) {
	tests := []struct {
		pos  string
		want Move
		ok   bool
	}{
		{"game=nim&heaps=3,4,5", Move{0, 1}, true},
		{"game=nim&heaps=1,4,5", Move{2, 4}, true}, // lost: stall on the largest heap
		{"game=nim&heaps=5,2,5,3", Move{0, 4}, true},
		{"game=nim&heaps=6,2,6,2", Move{0, 5}, true}, // the first of the largest
		{"game=nim&heaps=0,0", Move{}, false},
		{"game=nim&heaps=0&play=misere", Move{}, false},
		{"game=nim&heaps=1,1,1&play=misere", Move{0, 0}, true},
	}
	for _, tt := range tests {
		if m, ok := parse(t, tt.pos).ComputerMove(); m != tt.want || ok != tt.ok {
			t.Errorf("%s: ComputerMove = %v, %v; want %v, %v", tt.pos, m, ok, tt.want, tt.ok)
		}
	}
	if _, ok := (Position{}).ComputerMove(); ok {
		t.Error("a position without heaps has a move")
	}
}

// search decides positions by trying every move, remembering what it has
// seen. It knows nothing of nim-sums: it checks the theory, not a copy of it.
type search struct {
	play    game.Play
	outcome map[string]game.Outcome
	grundy  map[string]uint64
}

func newSearch(play game.Play) *search {
	return &search{play, map[string]game.Outcome{}, map[string]uint64{}}
}

// children returns the positions one move away and the moves to them, in
// heap order, then by the size left.
func children(heaps []uint64) ([][]uint64, []Move) {
	var next [][]uint64
	var moves []Move
	for i, h := range heaps {
		for t := uint64(0); t < h; t++ {
			c := slices.Clone(heaps)
			c[i] = t
			next, moves = append(next, c), append(moves, Move{i, t})
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
	o := game.P // normal play: no move loses
	if len(next) == 0 && s.play == game.Misere {
		o = game.N // misère: no move wins
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

func (s *search) winning(heaps []uint64) []Move {
	next, moves := children(heaps)
	var win []Move
	for k, c := range next {
		if s.outcomeOf(c) == game.P {
			win = append(win, moves[k])
		}
	}
	return win
}

// allPositions returns every list of 1 to maxLen heaps of 0 to maxHeap.
func allPositions(maxLen int, maxHeap uint64) [][]uint64 {
	all := [][]uint64{}
	level := [][]uint64{{}}
	for n := 1; n <= maxLen; n++ {
		var next [][]uint64
		for _, p := range level {
			for h := uint64(0); h <= maxHeap; h++ {
				next = append(next, append(slices.Clone(p), h))
			}
		}
		all, level = append(all, next...), next
	}
	return all
}

func TestAgainstSearch(t *testing.T) {
	positions := allPositions(4, 7)
	if len(positions) != 8+64+512+4096 {
		t.Fatalf("%d positions", len(positions))
	}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		s := newSearch(play)
		for _, heaps := range positions {
			p := Position{heaps, play}
			if got, want := p.Outcome(), s.outcomeOf(heaps); got != want {
				t.Errorf("%s: outcome %v; search says %v", p, got, want)
			}
			g, ok := p.Grundy()
			if play == game.Normal && (!ok || g != s.grundyOf(heaps)) {
				t.Errorf("%s: Grundy %d, %v; search says %d", p, g, ok, s.grundyOf(heaps))
			}
			if play == game.Misere && ok {
				t.Errorf("%s: Grundy %d in misère play", p, g)
			}
			want := s.winning(heaps)
			if got := p.WinningMoves(); !slices.Equal(got, want) {
				t.Errorf("%s: winning moves %v; search says %v", p, got, want)
			}

			a := p.Analyze()
			wantStrings := []string{}
			for _, m := range want {
				q, err := p.Apply(m)
				if err != nil {
					t.Fatal(err)
				}
				wantStrings = append(wantStrings, q.String())
			}
			slices.Sort(wantStrings)
			if a.Outcome != s.outcomeOf(heaps) || !slices.Equal(a.Winning, wantStrings) || a.Winning == nil {
				t.Errorf("%s: Analyze %v %q; want %v %q", p, a.Outcome, a.Winning, s.outcomeOf(heaps), wantStrings)
			}

			m, ok := p.ComputerMove()
			switch {
			case len(want) > 0:
				if !ok || m != want[0] {
					t.Errorf("%s: ComputerMove %v, %v; want %v", p, m, ok, want[0])
				}
			case slices.Max(heaps) == 0:
				if ok {
					t.Errorf("%s: ComputerMove %v with no move left", p, m)
				}
			case !ok || m.To != heaps[m.Heap]-1 || heaps[m.Heap] != slices.Max(heaps):
				t.Errorf("%s: ComputerMove %v, %v; want one stone from a largest heap", p, m, ok)
			}
		}
	}
}

// TestWinningOrder checks that Analyze orders winning positions as sorting
// their strings would, on heaps whose decimal lengths differ.
func TestWinningOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sizes := []uint64{0, 1, 2, 3, 9, 10, 11, 19, 99, 100, 101, 1000, 1 << 20, notation.MaxWhole}
	for range 2000 {
		p := Position{Play: game.Play(r.IntN(2))}
		for range 1 + r.IntN(12) {
			h := sizes[r.IntN(len(sizes))]
			if r.IntN(3) == 0 {
				h = r.Uint64N(200)
			}
			p.Heaps = append(p.Heaps, h)
		}
		want := []string{}
		for _, m := range p.WinningMoves() {
			q, err := p.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			if q.Outcome() != game.P {
				t.Errorf("%s: winning move %v reaches %s, which is %v", p, m, q, q.Outcome())
			}
			want = append(want, q.String())
		}
		slices.Sort(want)
		if got := p.Analyze().Winning; !slices.Equal(got, want) {
			t.Fatalf("%s: winning\n got %q\nwant %q", p, got, want)
		}
	}
}

func TestTruncated(t *testing.T) {
	for _, n := range []int{game.MaxWinning - 1, game.MaxWinning, game.MaxWinning + 1, 3*game.MaxWinning + 1} {
		// n heaps of one, n odd or even: in normal play every heap is a
		// winning move when n is odd.
		heaps := make([]uint64, n)
		for i := range heaps {
			heaps[i] = 1
		}
		heaps[n/2] = 10 // a heap with two digits puts its move first
		p := Position{Heaps: heaps}
		all := []string{}
		for _, m := range p.WinningMoves() {
			q, _ := p.Apply(m)
			all = append(all, q.String())
		}
		slices.Sort(all)
		a := p.Analyze()
		want := all[:min(len(all), game.MaxWinning)]
		if a.Truncated != (len(all) > game.MaxWinning) || !slices.Equal(a.Winning, want) {
			t.Errorf("%d heaps: %d winning, truncated %v; %d in all", n, len(a.Winning), a.Truncated, len(all))
		}
	}
}

func TestAnalyzeBinary(t *testing.T) {
	a := parse(t, "game=nim&heaps=3,8,15&play=misere").Analyze()
	want := &game.Binary{Rows: []string{"0011", "1000", "1111"}, Sum: "0100"}
	if *a.NimSum != 4 || !reflect.DeepEqual(a.Binary, want) || a.Rule != rule[game.Misere].String() || a.Explanation == "" {
		t.Errorf("nimSum %d, binary %v, rule %q, explanation %q", *a.NimSum, a.Binary, a.Rule, a.Explanation)
	}
}

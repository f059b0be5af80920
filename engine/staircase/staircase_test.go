package staircase

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
		// The notation table's example: odd steps 3 and 5, nim-sum 6.
		{"game=staircase&steps=3,0,5,2", game.N, 6, []string{"game=staircase&steps=3,2,3,2"}},
		// A move from an even step can win: 2 coins from step 2 make step 1 a 3.
		{"game=staircase&steps=1,2,3", game.N, 2, []string{"game=staircase&steps=1,4,1", "game=staircase&steps=3,0,3"}},
		// Even steps do not count.
		{"game=staircase&steps=0,7", game.P, 0, []string{}},
		{"game=staircase&steps=4,9,4,1", game.P, 0, []string{}},
		{"game=staircase&steps=0", game.P, 0, []string{}},
		{"game=staircase&steps=5", game.N, 5, []string{"game=staircase&steps=0"}},
		// Misère: odd steps as misère Nim.
		{"game=staircase&steps=0&play=misere", game.N, none, []string{}}, // no move: the player to move has won
		{"game=staircase&steps=1&play=misere", game.P, none, []string{}},
		{"game=staircase&steps=1,0,1,0,1&play=misere", game.P, none, []string{}},
		{"game=staircase&steps=0,1&play=misere", game.N, none, []string{"game=staircase&steps=1,0&play=misere"}},
		{"game=staircase&steps=0,3&play=misere", game.N, none, []string{"game=staircase&steps=1,2&play=misere"}},
		{"game=staircase&steps=5,1&play=misere", game.N, none, []string{"game=staircase&steps=1,1&play=misere"}},
		{"game=staircase&steps=2,0,2&play=misere", game.P, none, []string{}},
		{"game=staircase&steps=3,0,5,2&play=misere", game.N, none, []string{"game=staircase&steps=3,2,3,2&play=misere"}},
		// Input order of keys and play=normal are not canonical.
		{"play=normal&steps=1,2&game=staircase", game.N, 1, []string{"game=staircase&steps=0,2"}},
		{"game=staircase&steps=9007199254740990,1", game.N, 9007199254740990, []string{"game=staircase&steps=0,1"}},
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

func TestReduction(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=staircase&steps=3,0,5,2", "Nim on the odd steps 1, 3: heaps 3, 5"},
		{"game=staircase&steps=3", "Nim on the odd step 1: one heap of 3"},
		{"game=staircase&steps=3,8", "Nim on the odd step 1: one heap of 3"},
		{"game=staircase&steps=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
			"Nim on the odd steps 1, 3, 5, 7, 9, 11, …, 19 (10 in all): heaps 1, 3, 5, 7, 9, 11, …, 19 (10 in all)"},
	}
	for _, tt := range tests {
		p := parse(t, tt.pos)
		if got := p.Reduction(); got != tt.want {
			t.Errorf("%s: Reduction\n got %s\nwant %s", tt.pos, got, tt.want)
		}
		if got := p.Analyze().Reduction; got != tt.want {
			t.Errorf("%s: Analyze().Reduction = %s", tt.pos, got)
		}
	}
}

func TestAccessors(t *testing.T) {
	p := parse(t, "game=staircase&steps=3,0,5,2,4")
	if got := p.OddSteps(); !slices.Equal(got, []int{1, 3, 5}) {
		t.Errorf("OddSteps = %v", got)
	}
	if got := p.Heaps(); !slices.Equal(got, []uint64{3, 5, 4}) {
		t.Errorf("Heaps = %v", got)
	}
	if n := p.Nim(); n.String() != "game=nim&heaps=3,5,4" || n.Outcome() != p.Outcome() {
		t.Errorf("Nim = %v", n)
	}
	a := p.Analyze()
	want := &game.Binary{Rows: []string{"011", "101", "100"}, Sum: "010"}
	if *a.NimSum != 2 || !reflect.DeepEqual(a.Binary, want) || a.Rule != rule[game.Normal].String() {
		t.Errorf("nimSum %d, binary %v, rule %q", *a.NimSum, a.Binary, a.Rule)
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=staircase&steps=3,0,5,2", "the odd steps 1, 3 hold 3, 5 coins, nim-sum 6 ≠ 0: move 2 coins from step 3 down to step 2, " +
			"leaving odd steps of 3, 3 coins with nim-sum 0"},
		{"game=staircase&steps=0,7", "step 1 (the only odd step) holds 0 coins, nim-sum 0: a move from an odd step leaves a nonzero nim-sum, " +
			"and coins brought down from an even step can be moved on at once, so the player to move loses against perfect play"},
		{"game=staircase&steps=1,2,3", "the odd steps 1, 3 hold 1, 3 coins, nim-sum 2 ≠ 0: move 2 coins from step 2 down to step 1, " +
			"leaving odd steps of 3, 3 coins with nim-sum 0"},
		{"game=staircase&steps=5", "step 1 (the only odd step) holds 5 coins, nim-sum 5 ≠ 0: take 5 coins off step 1, leaving no coins on the odd steps, nim-sum 0"},
		{"game=staircase&steps=0,0", "no coins are left: the player to move cannot move, and loses"},
		{"game=staircase&steps=0&play=misere", "no coins are left: the player to move cannot move, and in misère play that wins"},
		{"game=staircase&steps=1,4,1,0,1&play=misere", "every odd step holds at most 1 coin and an odd number of them (3) hold one: " +
			"a lost misère Nim position, so the player to move loses against perfect play (misère play)"},
		{"game=staircase&steps=0,3&play=misere", "every odd step holds at most 1 coin and an even number of them (0) hold one: " +
			"move 1 coin from step 2 down to step 1, leaving an odd number of odd steps with one coin, a lost misère Nim position for the opponent whatever the even steps hold (misère play)"},
		// The reviewer's row: six coins are left after the move, not the last one.
		{"game=staircase&steps=1,2,1,3&play=misere", "every odd step holds at most 1 coin and an even number of them (2) hold one: " +
			"take 1 coin off step 1, leaving an odd number of odd steps with one coin, a lost misère Nim position for the opponent whatever the even steps hold (misère play)"},
		{"game=staircase&steps=5,1&play=misere", "only one odd step holds more than 1 coin, so this is where misère play differs from normal play: " +
			"take 4 coins off step 1, leaving an odd number of odd steps with one coin (1)"},
		{"game=staircase&steps=3,0,5,2&play=misere", "two or more odd steps hold more than 1 coin, so misère play follows normal play: " +
			"the odd steps 1, 3 hold 3, 5 coins, nim-sum 6 ≠ 0: move 2 coins from step 3 down to step 2, leaving odd steps of 3, 3 coins with nim-sum 0"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,5,2"},
		{"steps=5,0,0&game=staircase", "game=staircase&steps=5,0,0"},
		{"game=staircase&steps=007", "game=staircase&steps=7"},
		{"play=misere&steps=1&game=staircase", "game=staircase&steps=1&play=misere"},
		{"game=staircase&steps=1&play=normal", "game=staircase&steps=1"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.in).String(); got != tt.want {
			t.Errorf("String of %q = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=staircase", "steps: missing; expected a list of coins on steps 1, 2, 3… such as steps=3,0,5,2"},
		{"game=staircase&steps=", "steps: the list is empty"},
		{"game=staircase&steps=3,x", `steps: item 2 "x" is not a whole number`},
		{"game=staircase&steps=9007199254740992", "steps: item 1 is 9007199254740992, larger than 9007199254740991 (2^53−1)"},
		{"game=staircase&steps=9007199254740991,1", "steps: 9007199254740992 coins in all, more than 9007199254740991 (2^53−1); " +
			"moving them down could pile up more coins on one step than a position can hold"},
		{"game=staircase&steps=1&play=x", `play: "x" is not normal or misere`},
		{"game=staircase&steps=1&heaps=1", "heaps: not a key of game staircase (its keys: steps, play)"},
		{"game=nim&steps=1", `game: "nim" is not staircase`},
		{"game=staircase&steps=" + strings.Repeat("1,", MaxSteps) + "1", "steps: 10001 steps, more than the limit of 10000"},
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
	if p := parse(t, "game=staircase&steps=9007199254740990,1"); p.Steps[0] != notation.MaxWhole-1 {
		t.Errorf("%v", p)
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=staircase&steps=3,0,5,2&play=misere")
	tests := []struct {
		m    Move
		want string
		err  string
	}{
		{Move{1, 3}, "game=staircase&steps=0,0,5,2&play=misere", ""},
		{Move{3, 2}, "game=staircase&steps=3,2,3,2&play=misere", ""},
		{Move{4, 1}, "game=staircase&steps=3,0,6,1&play=misere", ""},
		{Move{2, 1}, "", "staircase: step 2 has 0 coins; a move takes 1 to 0, not 1"},
		{Move{3, 0}, "", "staircase: step 3 has 5 coins; a move takes 1 to 5, not 0"},
		{Move{3, 6}, "", "staircase: step 3 has 5 coins; a move takes 1 to 5, not 6"},
		{Move{0, 1}, "", "staircase: no step 0 (the steps are 1 to 4)"},
		{Move{5, 1}, "", "staircase: no step 5 (the steps are 1 to 4)"},
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
	q, _ := p.Apply(Move{3, 1})
	q.Steps[0] = 99
	if p.String() != "game=staircase&steps=3,0,5,2&play=misere" {
		t.Errorf("Apply changed its receiver or shares its steps: %v", p)
	}
	big := Position{Steps: []uint64{notation.MaxWhole, 1}}
	if _, err := big.Apply(Move{2, 1}); err == nil || err.Error() != "staircase: step 1 would hold more than 9007199254740991 coins (2^53−1)" {
		t.Errorf("Apply beyond 2^53−1: %v", err)
	}
}

func TestComputerMove(t *testing.T) {
	tests := []struct {
		pos  string
		want Move
		ok   bool
	}{
		{"game=staircase&steps=3,0,5,2", Move{3, 2}, true},
		{"game=staircase&steps=1,2,3", Move{2, 2}, true},
		{"game=staircase&steps=0,7,0", Move{2, 1}, true}, // lost: stall from the highest step
		{"game=staircase&steps=0,0", Move{}, false},
		{"game=staircase&steps=0&play=misere", Move{}, false},
	}
	for _, tt := range tests {
		if m, ok := parse(t, tt.pos).ComputerMove(); m != tt.want || ok != tt.ok {
			t.Errorf("%s: ComputerMove = %v, %v; want %v, %v", tt.pos, m, ok, tt.want, tt.ok)
		}
	}
}

// search decides positions by trying every move of the staircase, remembering
// what it has seen. It knows nothing of odd steps or nim-sums.
type search struct {
	play    game.Play
	outcome map[string]game.Outcome
	grundy  map[string]uint64
}

func newSearch(play game.Play) *search {
	return &search{play, map[string]game.Outcome{}, map[string]uint64{}}
}

// children returns the positions one move away and the moves to them, by
// step and then by the number of coins.
func children(steps []uint64) ([][]uint64, []Move) {
	var next [][]uint64
	var moves []Move
	for i, c := range steps {
		for d := uint64(1); d <= c; d++ {
			n := slices.Clone(steps)
			n[i] -= d
			if i > 0 {
				n[i-1] += d
			}
			next, moves = append(next, n), append(moves, Move{i + 1, d})
		}
	}
	return next, moves
}

func (s *search) outcomeOf(steps []uint64) game.Outcome {
	key := fmt.Sprint(steps)
	if o, ok := s.outcome[key]; ok {
		return o
	}
	next, _ := children(steps)
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

func (s *search) grundyOf(steps []uint64) uint64 {
	key := fmt.Sprint(steps)
	if g, ok := s.grundy[key]; ok {
		return g
	}
	next, _ := children(steps)
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

func (s *search) winning(steps []uint64) []Move {
	next, moves := children(steps)
	var win []Move
	for k, c := range next {
		if s.outcomeOf(c) == game.P {
			win = append(win, moves[k])
		}
	}
	return win
}

// allPositions returns every list of minLen to maxLen steps of 0 to maxCoins.
func allPositions(minLen, maxLen int, maxCoins uint64) [][]uint64 {
	var all [][]uint64
	level := [][]uint64{{}}
	for n := 1; n <= maxLen; n++ {
		var next [][]uint64
		for _, p := range level {
			for c := uint64(0); c <= maxCoins; c++ {
				next = append(next, append(slices.Clone(p), c))
			}
		}
		if n >= minLen {
			all = append(all, next...)
		}
		level = next
	}
	return all
}

// TestAgainstSearch compares everything with the search on all positions of
// up to 4 steps of up to 5 coins and of 5 steps of up to 3 coins, in both
// plays.
func TestAgainstSearch(t *testing.T) {
	positions := append(allPositions(1, 4, 5), allPositions(5, 5, 3)...)
	if len(positions) != 6+36+216+1296+1024 {
		t.Fatalf("%d positions", len(positions))
	}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		s := newSearch(play)
		for _, steps := range positions {
			p := Position{steps, play}
			CheckAgainst(t, p, s.outcomeOf(steps), s.grundyOf(steps), s.winning(steps))
		}
	}
}

// CheckAgainst compares p's answers with the search's.
func CheckAgainst(t *testing.T, p Position, outcome game.Outcome, grundy uint64, want []Move) {
	t.Helper()
	if got := p.Outcome(); got != outcome {
		t.Errorf("%s: outcome %v; search says %v", p, got, outcome)
	}
	g, ok := p.Grundy()
	if p.Play == game.Normal && (!ok || g != grundy) {
		t.Errorf("%s: Grundy %d, %v; search says %d", p, g, ok, grundy)
	}
	if p.Play == game.Misere && ok {
		t.Errorf("%s: Grundy %d in misère play", p, g)
	}
	if got := p.WinningMoves(); !slices.Equal(got, want) {
		t.Errorf("%s: winning moves %v; search says %v", p, got, want)
	}
	wantStrings := []string{}
	for _, m := range want {
		q, err := p.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		wantStrings = append(wantStrings, q.String())
	}
	slices.Sort(wantStrings)
	a := p.Analyze()
	if a.Outcome != outcome || !slices.Equal(a.Winning, wantStrings) || a.Winning == nil {
		t.Errorf("%s: Analyze %v %q; want %v %q", p, a.Outcome, a.Winning, outcome, wantStrings)
	}
	if (a.Grundy != nil) != (p.Play == game.Normal) || a.Grundy != nil && *a.Grundy != grundy {
		t.Errorf("%s: Analyze grundy %v", p, a.Grundy)
	}
	m, ok := p.ComputerMove()
	switch {
	case len(want) > 0:
		if !ok || m != want[0] {
			t.Errorf("%s: ComputerMove %v, %v; want %v", p, m, ok, want[0])
		}
	case slices.Max(p.Steps) == 0:
		if ok {
			t.Errorf("%s: ComputerMove %v with no move left", p, m)
		}
	default:
		if _, err := p.Apply(m); !ok || err != nil || m.Coins != 1 {
			t.Errorf("%s: ComputerMove %v, %v; want a one-coin move", p, m, ok)
		}
	}
	if p.Explain() == "" {
		t.Errorf("%s: no explanation", p)
	}
}

// TestWinningOrder checks that Analyze orders winning positions as sorting
// their strings would, on steps whose decimal lengths differ.
func TestWinningOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sizes := []uint64{0, 1, 2, 3, 9, 10, 11, 19, 99, 100, 101, 1000, 1 << 20}
	for range 2000 {
		p := Position{Play: game.Play(r.IntN(2))}
		for range 1 + r.IntN(12) {
			c := sizes[r.IntN(len(sizes))]
			if r.IntN(3) == 0 {
				c = r.Uint64N(200)
			}
			p.Steps = append(p.Steps, c)
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
	for _, n := range []int{2*game.MaxWinning - 3, 2*game.MaxWinning - 1, 2*game.MaxWinning + 1, 6*game.MaxWinning + 1} {
		// n steps of one coin: (n+1)/2 odd steps of one, and each is a
		// winning move when that number is odd.
		steps := make([]uint64, n)
		for i := range steps {
			steps[i] = 1
		}
		steps[n/2] = 10
		p := Position{Steps: steps}
		all := []string{}
		for _, m := range p.WinningMoves() {
			q, _ := p.Apply(m)
			all = append(all, q.String())
		}
		slices.Sort(all)
		a := p.Analyze()
		want := all[:min(len(all), game.MaxWinning)]
		if a.Truncated != (len(all) > game.MaxWinning) || !slices.Equal(a.Winning, want) {
			t.Errorf("%d steps: %d winning, truncated %v; %d in all", n, len(a.Winning), a.Truncated, len(all))
		}
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=staircase&steps=3,0,5,2",
		"game=staircase&steps=0,1&play=misere",
		"steps=007,1&game=staircase&play=normal",
		"game=staircase&steps=9007199254740991",
		"game=staircase&steps=9007199254740991,1",
		"game=staircase&steps=1,,2",
		"game=staircase",
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
		if a.Position != canon || a.Winning == nil {
			t.Fatalf("%q: analysis %+v", s, a)
		}
		for _, w := range a.Winning {
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

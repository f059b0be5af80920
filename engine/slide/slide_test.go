package slide

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/staircase"
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
		// The notation table's example: gaps 1, 2, 3 are steps 3, 2, 1; odd
		// steps 3 and 1, nim-sum 2: two cells from step 1 (the last coin).
		{"game=slide&coins=2,5,9", game.N, 2, []string{"game=slide&coins=2,5,7"}},
		{"game=slide&coins=1,2,3", game.P, 0, []string{}},
		{"game=slide&coins=1,2,3&play=misere", game.N, none, []string{}},
		{"game=slide&coins=1", game.P, 0, []string{}},
		{"game=slide&coins=5", game.N, 4, []string{"game=slide&coins=1"}},
		{"game=slide&coins=5&play=misere", game.N, none, []string{"game=slide&coins=2&play=misere"}},
		{"game=slide&coins=2&play=misere", game.P, none, []string{}},
		// Gaps 0, 3 are steps 3, 0: odd step 1 is empty, P in normal play; in
		// misère play the first coin brings one cell down to step 1.
		{"game=slide&coins=4,5", game.P, 0, []string{}},
		{"game=slide&coins=4,5&play=misere", game.N, none, []string{"game=slide&coins=3,5&play=misere"}},
		{"game=slide&coins=3,6,9007199254740991", game.N, 9007199254740986, []string{"game=slide&coins=3,6,9"}},
		{"play=normal&coins=1,3&game=slide", game.N, 1, []string{"game=slide&coins=1,2"}},
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

func TestMapping(t *testing.T) {
	p := parse(t, "game=slide&coins=2,5,9")
	if g := p.Gaps(); !slices.Equal(g, []uint64{1, 2, 3}) {
		t.Errorf("Gaps = %v", g)
	}
	if s := p.Staircase(); s.String() != "game=staircase&steps=3,2,1" {
		t.Errorf("Staircase = %v", s)
	}
	if s := p.Step(0); s != 3 {
		t.Errorf("Step(0) = %d", s)
	}
	sm, err := p.StaircaseMove(Move{1, 3})
	if err != nil || sm != (staircase.Move{From: 2, Coins: 2}) {
		t.Errorf("StaircaseMove = %v, %v", sm, err)
	}
	m, err := p.FromStaircaseMove(staircase.Move{From: 1, Coins: 2})
	if err != nil || m != (Move{2, 7}) {
		t.Errorf("FromStaircaseMove = %v, %v", m, err)
	}
	for _, tt := range []struct {
		sm   staircase.Move
		want string
	}{
		{staircase.Move{From: 4, Coins: 1}, "slide: no step 4 (the steps are 1 to 3)"},
		{staircase.Move{From: 3, Coins: 2}, "slide: step 3 is the gap of 1 free cells left of the coin on cell 2; a move takes 1 to 1, not 2"},
		{staircase.Move{From: 1, Coins: 0}, "slide: step 1 is the gap of 3 free cells left of the coin on cell 9; a move takes 1 to 3, not 0"},
	} {
		if _, err := p.FromStaircaseMove(tt.sm); err == nil || err.Error() != tt.want {
			t.Errorf("FromStaircaseMove(%v): %v; want %s", tt.sm, err, tt.want)
		}
	}
	a := p.Analyze()
	if a.Reduction != "the gaps 1, 2, 3 read from the right are a staircase whose steps 1, 2, 3 hold 3, 2, 1 coins, one for each free cell; Nim on the odd steps 1, 3: heaps 3, 1" {
		t.Errorf("Reduction = %s", a.Reduction)
	}
	if *a.NimSum != 2 || !reflect.DeepEqual(a.Binary, &game.Binary{Rows: []string{"11", "01"}, Sum: "10"}) {
		t.Errorf("nimSum %d, binary %v", *a.NimSum, a.Binary)
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		// Which step holds how many coins: "the staircase steps 3, 2, 1" was read as the steps' numbers.
		{"game=slide&coins=2,5,9", "the gaps read from the right are a staircase whose steps 1, 2, 3 hold 3, 2, 1 coins, one for each free cell, where the odd steps 1, 3 hold 3, 1 coins, " +
			"nim-sum 2 ≠ 0: take 2 coins off step 1, leaving odd steps of 1, 1 coins with nim-sum 0; on the strip, slide the coin on cell 9 to cell 7"},
		{"game=slide&coins=3,4,8,10", "the gaps read from the right are a staircase whose steps 1, 2, 3, 4 hold 1, 3, 0, 2 coins, one for each free cell, where the odd steps 1, 3 hold 1, 0 coins, " +
			"nim-sum 1 ≠ 0: take 1 coin off step 1, leaving no coins on the odd steps, nim-sum 0; on the strip, slide the coin on cell 10 to cell 9"},
		{"game=slide&coins=4", "the one coin's gap is a staircase of one step that holds 3 coins, one for each free cell, where step 1 (the only odd step) holds 3 coins, " +
			"nim-sum 3 ≠ 0: take 3 coins off step 1, leaving no coins on the odd steps, nim-sum 0; on the strip, slide the coin on cell 4 to cell 1"},
		{"game=slide&coins=2,4,6,8,10,12,14,16,18,20", "the gaps read from the right are a staircase whose steps 1 to 10 hold 1, 1, 1, 1, 1, 1, …, 1 (10 in all) coins, " +
			"one for each free cell, where the odd steps 1, 3, 5, 7, 9 hold 1, 1, 1, 1, 1 coins, nim-sum 1 ≠ 0: take 1 coin off step 1, leaving odd steps of 0, 1, 1, 1, 1 coins with nim-sum 0; " +
			"on the strip, slide the coin on cell 20 to cell 19"},
		{"game=slide&coins=4,5", "the gaps read from the right are a staircase whose steps 1, 2 hold 0, 3 coins, one for each free cell, where step 1 (the only odd step) holds 0 coins, nim-sum 0: " +
			"a move from an odd step leaves a nonzero nim-sum, and coins brought down from an even step can be moved on at once, so the player to move loses against perfect play"},
		{"game=slide&coins=1,2,3", "the coins fill cells 1 to 3: no coin can move, so the player to move loses"},
		{"game=slide&coins=1&play=misere", "the coins fill cells 1 to 1: no coin can move, and in misère play the player who cannot move wins"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestReduction(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=slide&coins=3,4,8,10", "the gaps 2, 0, 3, 1 read from the right are a staircase whose steps 1, 2, 3, 4 hold 1, 3, 0, 2 coins, one for each free cell; " +
			"Nim on the odd steps 1, 3: heaps 1, 0"},
		{"game=slide&coins=4", "the one coin's gap is a staircase of one step that holds 3 coins, one for each free cell; Nim on the odd step 1: one heap of 3"},
		{"game=slide&coins=2", "the one coin's gap is a staircase of one step that holds 1 coin, one for each free cell; Nim on the odd step 1: one heap of 1"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Reduction(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=slide", "coins: missing; expected the cells of the coins in increasing order, such as coins=2,5,9"},
		{"game=slide&coins=", "coins: the list is empty"},
		{"game=slide&coins=2,x", `coins: item 2 "x" is not a whole number`},
		{"game=slide&coins=0,3", "coins: item 1 is 0; the cells are numbered from 1"},
		{"game=slide&coins=2,9,5", "coins: item 3 (5) is not right of item 2 (9); list the cells in increasing order, one coin to a cell"},
		{"game=slide&coins=2,2", "coins: item 2 (2) is not right of item 1 (2); list the cells in increasing order, one coin to a cell"},
		{"game=slide&coins=9007199254740992", "coins: item 1 is 9007199254740992, larger than 9007199254740991 (2^53−1)"},
		{"game=slide&coins=1&play=x", `play: "x" is not normal or misere`},
		{"game=slide&coins=1&steps=1", "steps: not a key of game slide (its keys: coins, play)"},
		{"game=staircase&coins=1", `game: "staircase" is not slide`},
		{"game=slide&coins=" + strings.Repeat("1,", MaxCoins) + "1", "coins: 10001 coins, more than the limit of 10000"},
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
	if s := parse(t, "coins=03,7&game=slide&play=normal").String(); s != "game=slide&coins=3,7" {
		t.Errorf("String = %s", s)
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=slide&coins=2,5,9&play=misere")
	tests := []struct {
		m    Move
		want string
		err  string
	}{
		{Move{0, 1}, "game=slide&coins=1,5,9&play=misere", ""},
		{Move{2, 6}, "game=slide&coins=2,5,6&play=misere", ""},
		{Move{1, 2}, "", "slide: the coin on cell 5 can move to cells 3 to 4, not 2"},
		{Move{1, 5}, "", "slide: the coin on cell 5 can move to cells 3 to 4, not 5"},
		{Move{0, 0}, "", "slide: the coin on cell 2 can move to cells 1 to 1, not 0"},
		{Move{3, 1}, "", "slide: no coin at index 3 (there are 3 coins)"},
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
	q.Coins[1] = 99
	if p.String() != "game=slide&coins=2,5,9&play=misere" {
		t.Errorf("Apply changed its receiver or shares its coins: %v", p)
	}
	if _, err := parse(t, "game=slide&coins=1,2,7").Apply(Move{1, 1}); err == nil ||
		err.Error() != "slide: the coin on cell 2 cannot move: the cell to its left is the end of the strip or holds a coin" {
		t.Errorf("Apply of a stuck coin: %v", err)
	}
}

// search decides slide positions by trying every slide the rules allow. It
// knows nothing of gaps or staircases.
type search struct {
	play    game.Play
	outcome map[string]game.Outcome
	grundy  map[string]uint64
}

func newSearch(play game.Play) *search {
	return &search{play, map[string]game.Outcome{}, map[string]uint64{}}
}

// children returns the positions one slide away and the slides to them, by
// coin and then by the cell reached.
func children(coins []uint64) ([][]uint64, []Move) {
	var next [][]uint64
	var moves []Move
	for i, c := range coins {
		for to := uint64(1); to < c; to++ {
			if i > 0 && to <= coins[i-1] {
				continue // would land on or jump over the coin to its left
			}
			n := slices.Clone(coins)
			n[i] = to
			next, moves = append(next, n), append(moves, Move{i, to})
		}
	}
	return next, moves
}

func (s *search) outcomeOf(coins []uint64) game.Outcome {
	key := fmt.Sprint(coins)
	if o, ok := s.outcome[key]; ok {
		return o
	}
	next, _ := children(coins)
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

func (s *search) grundyOf(coins []uint64) uint64 {
	key := fmt.Sprint(coins)
	if g, ok := s.grundy[key]; ok {
		return g
	}
	next, _ := children(coins)
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

// allPositions returns every strictly increasing list of 1 to maxCoins cells
// from 1 to maxCell.
func allPositions(maxCoins int, maxCell uint64) [][]uint64 {
	var all [][]uint64
	var rec func(p []uint64, from uint64)
	rec = func(p []uint64, from uint64) {
		if len(p) > 0 {
			all = append(all, slices.Clone(p))
		}
		if len(p) == maxCoins {
			return
		}
		for c := from; c <= maxCell; c++ {
			rec(append(p, c), c+1)
		}
	}
	rec(nil, 1)
	return all
}

// TestAgainstSearch checks, on every position of up to 5 coins on cells 1 to
// 10, in both plays, that the slides are exactly the staircase moves of the
// gaps read from the right (one for one, reaching the same staircase), and
// that outcome, Grundy value and winning moves agree with the search.
func TestAgainstSearch(t *testing.T) {
	positions := allPositions(5, 10)
	if len(positions) != 10+45+120+210+252 {
		t.Fatalf("%d positions", len(positions))
	}
	for _, play := range []game.Play{game.Normal, game.Misere} {
		s := newSearch(play)
		for _, coins := range positions {
			p := Position{coins, play}
			st := p.Staircase()
			next, moves := children(coins)
			var stairMoves uint64
			for _, c := range st.Steps {
				stairMoves += c // a step of c coins has c moves
			}
			if uint64(len(moves)) != stairMoves {
				t.Errorf("%s: %d slides, %d staircase moves", p, len(moves), stairMoves)
			}
			seen := map[staircase.Move]bool{}
			for k, m := range moves {
				sm, err := p.StaircaseMove(m)
				if err != nil || seen[sm] {
					t.Fatalf("%s: slide %v is staircase move %v, %v (repeated: %v)", p, m, sm, err, seen[sm])
				}
				seen[sm] = true
				after, err := st.Apply(sm)
				if err != nil || after.String() != (Position{next[k], play}).Staircase().String() {
					t.Errorf("%s: slide %v reaches %v, staircase move %v reaches %v, %v", p, m, next[k], sm, after, err)
				}
				if back, err := p.FromStaircaseMove(sm); err != nil || back != m {
					t.Errorf("%s: FromStaircaseMove(%v) = %v, %v; want %v", p, sm, back, err, m)
				}
			}

			outcome := s.outcomeOf(coins)
			if got := p.Outcome(); got != outcome {
				t.Errorf("%s: outcome %v; search says %v", p, got, outcome)
			}
			g, ok := p.Grundy()
			if play == game.Normal && (!ok || g != s.grundyOf(coins)) {
				t.Errorf("%s: Grundy %d, %v; search says %d", p, g, ok, s.grundyOf(coins))
			}
			if play == game.Misere && ok {
				t.Errorf("%s: Grundy in misère play", p)
			}
			var want []Move
			wantStrings := []string{}
			for k, c := range next {
				if s.outcomeOf(c) == game.P {
					want = append(want, moves[k])
					wantStrings = append(wantStrings, Position{c, play}.String())
				}
			}
			if got := p.WinningMoves(); !slices.Equal(got, want) {
				t.Errorf("%s: winning moves %v; search says %v", p, got, want)
			}
			slices.Sort(wantStrings)
			a := p.Analyze()
			if a.Outcome != outcome || !slices.Equal(a.Winning, wantStrings) || a.Winning == nil || a.Explanation == "" {
				t.Errorf("%s: Analyze %v %q; want %v %q", p, a.Outcome, a.Winning, outcome, wantStrings)
			}
			m, ok := p.ComputerMove()
			switch {
			case len(want) > 0:
				if !ok || !slices.Contains(want, m) {
					t.Errorf("%s: ComputerMove %v, %v; want one of %v", p, m, ok, want)
				}
			case len(moves) == 0:
				if ok {
					t.Errorf("%s: ComputerMove %v with no move left", p, m)
				}
			case !ok || !slices.Contains(moves, m):
				t.Errorf("%s: ComputerMove %v, %v is not a slide", p, m, ok)
			}
		}
	}
}

func TestTruncated(t *testing.T) {
	// Coins on every other cell: every gap is 1. With an odd number of odd
	// steps every odd step's coin is a winning move.
	for _, n := range []int{2*game.MaxWinning - 1, 2*game.MaxWinning + 1, 4*game.MaxWinning + 1} {
		coins := make([]uint64, n)
		for i := range coins {
			coins[i] = uint64(2*i + 2)
		}
		p := Position{Coins: coins}
		all := []string{}
		for _, m := range p.WinningMoves() {
			q, _ := p.Apply(m)
			all = append(all, q.String())
		}
		slices.Sort(all)
		a := p.Analyze()
		// Positions of thousands of items: fewer than MaxWinning fit in MaxWinningBytes.
		room := game.WinningRoom(len(p.String()))
		want := all[:min(len(all), room)]
		if a.Truncated != (len(all) > room) || !slices.Equal(a.Winning, want) {
			t.Errorf("%d coins: %d winning, truncated %v; %d in all", n, len(a.Winning), a.Truncated, len(all))
		}
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=slide&coins=2,5,9",
		"game=slide&coins=1,2,3&play=misere",
		"coins=03,7&game=slide&play=normal",
		"game=slide&coins=9007199254740991",
		"game=slide&coins=5,5",
		"game=slide&coins=0",
		"game=slide",
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

package subtraction

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
		// DESIGN.md's worked example: g = 1⊕2⊕1⊕0 = 2, and taking 2 from the
		// 6-heap wins. It is not the only winning move: a subtraction game
		// can also win by raising a heap's value (9 → 7 makes 1 into 3).
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3", game.N, 2, []string{
			"game=subtraction&heaps=7,6,5,4&set=1,2,3",
			"game=subtraction&heaps=9,4,5,4&set=1,2,3",
			"game=subtraction&heaps=9,6,3,4&set=1,2,3",
			"game=subtraction&heaps=9,6,5,2&set=1,2,3"}},
		{"game=subtraction&heaps=9,4,5,4&set=1,2,3", game.P, 0, []string{}},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere", game.N, none, []string{
			"game=subtraction&heaps=7,6,5,4&set=1,2,3&play=misere",
			"game=subtraction&heaps=9,5,5,4&set=1,2,3&play=misere",
			"game=subtraction&heaps=9,6,3,4&set=1,2,3&play=misere",
			"game=subtraction&heaps=9,6,5,2&set=1,2,3&play=misere"}},
		// Bachet: one heap, a multiple of k+1 is lost.
		{"game=subtraction&heaps=12&set=1,2,3", game.P, 0, []string{}},
		{"game=subtraction&heaps=13&set=1,2,3", game.N, 1, []string{"game=subtraction&heaps=12&set=1,2,3"}},
		{"game=subtraction&heaps=13&set=1,2,3&play=misere", game.P, none, []string{}}, // misère Bachet: 1 mod 4 is lost
		{"game=subtraction&heaps=0&set=1,2,3&play=misere", game.N, none, []string{}},
		{"game=subtraction&heaps=1,1&set=2", game.P, 0, []string{}}, // no move
		{"game=subtraction&heaps=1,1&set=2&play=misere", game.N, none, []string{}},
		// Huge heaps by the period: set {1,3,4} has period 7, g = 0,1,0,1,2,3,2;
		// 2^53−1 is 3 mod 7, and 700000000000003 too.
		{"game=subtraction&heaps=9007199254740991&set=1,3,4", game.N, 1, []string{
			"game=subtraction&heaps=9007199254740988&set=1,3,4",
			"game=subtraction&heaps=9007199254740990&set=1,3,4"}},
		{"game=subtraction&heaps=9007199254740991,700000000000003&set=4,3,1", game.P, 0, []string{}},
		// Set order and duplicates in canonical form; zeros keep their place.
		{"set=3,1,2&heaps=0,5,0&game=subtraction", game.N, 1, []string{"game=subtraction&heaps=0,4,0&set=1,2,3"}},
		{"game=subtraction&heaps=10,10&set=1,2,3&play=normal", game.P, 0, []string{}},
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

func TestDesignExample(t *testing.T) {
	p := parse(t, "game=subtraction&heaps=9,6,5,4&set=1,2,3")
	values, ok := p.Values()
	if !ok || !slices.Equal(values, []uint64{1, 2, 1, 0}) {
		t.Errorf("values %v, %v", values, ok)
	}
	m, ok := p.ComputerMove()
	next, err := p.Apply(m)
	if !ok || err != nil || next.String() != "game=subtraction&heaps=9,4,5,4&set=1,2,3" {
		t.Errorf("ComputerMove %v, %v reaches %v, %v", m, ok, next, err)
	}
	want := "g(9)⊕g(6)⊕g(5)⊕g(4) = 1⊕2⊕1⊕0 = 2 ≠ 0: take 2 from the heap of 6, leaving g(4) = 0 and nim-sum 0"
	if got := p.Explain(); got != want {
		t.Errorf("Explain\n got %s\nwant %s", got, want)
	}
}

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=9,6,5,4&set=1,2,3"},
		{"set=3,2,1&play=misere&heaps=007,0&game=subtraction", "game=subtraction&heaps=7,0&set=1,2,3&play=misere"},
		{"heaps=2&set=5", "game=subtraction&heaps=2&set=5"},
		{"game=subtraction&heaps=2&set=10,2&play=normal", "game=subtraction&heaps=2&set=2,10"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.in).String(); got != tt.want {
			t.Errorf("String of %q = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=subtraction&set=1,2", "heaps: missing; expected a list such as heaps=9,6,5,4"},
		{"game=subtraction&heaps=3", "set: missing; expected the amounts a move may take, such as set=1,2,3"},
		{"game=subtraction&heaps=3&set=", "set: the list is empty"},
		{"game=subtraction&heaps=3&set=1,0,2", "set: item 2 is 0; amounts must be at least 1"},
		{"game=subtraction&heaps=3&set=1,2,x", `set: item 3 "x" is not a whole number`},
		{"game=subtraction&heaps=3&set=3,1,3", "set: item 3 is 3, the same as item 1; give each amount once"},
		{"game=subtraction&heaps=3&set=1,1048577", "set: item 2 is 1048577, larger than the limit of 1048576 (2^20)"},
		{"game=subtraction&heaps=3&set=" + strings.Repeat("1,", 64) + "1", "set: 65 amounts, more than the limit of 64"},
		{"game=subtraction&heaps=3,,4&set=1", "heaps: item 2 is empty"},
		{"game=subtraction&heaps=9007199254740992&set=1", "heaps: item 1 is 9007199254740992, larger than 9007199254740991 (2^53−1)"},
		{"game=subtraction&heaps=" + strings.Repeat("1,", MaxHeaps) + "1&set=1", "heaps: 10001 heaps, more than the limit of 10000"},
		{"game=subtraction&heaps=3&set=1&play=misère", `play: "misère" is not normal or misere`},
		{"game=subtraction&heaps=3&set=1&k=2", "k: not a key of game subtraction (its keys: heaps, set, play)"},
		{"game=nim&heaps=3&set=1", `game: "nim" is not subtraction`},
	}
	for _, tt := range tests {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		p, err := FromQuery(q)
		if err == nil || err.Error() != tt.want {
			t.Errorf("FromQuery(%.60q) = %v, %v; want error %q", tt.in, p, err, tt.want)
		}
	}
}

// slowSet is a set whose Grundy sequence shows no period within the
// values computed for it.
func slowSet() []uint64 {
	r := rand.New(rand.NewPCG(7, 7))
	set := []uint64{1000}
	for len(set) < 64 {
		if s := 1 + r.Uint64N(999); !slices.Contains(set, s) {
			set = append(set, s)
		}
	}
	slices.Sort(set)
	return set
}

func TestNoPeriod(t *testing.T) {
	set := slowSet()
	limit := ValuesLimit(set)
	if limit != 1<<20 {
		t.Fatalf("limit %d", limit)
	}
	_, _, err := Period(set)
	want := fmt.Sprintf("set: the Grundy sequence of set=%s shows no period within its first 1048576 values (the limit for 64 amounts)", setText(set))
	if err == nil || err.Error() != want {
		t.Fatalf("Period: %v", err)
	}
	// Heaps within the computed values are fine; beyond them, refused.
	base := "game=subtraction&set=" + setText(set) + "&heaps="
	p := parse(t, base+"1048575,5")
	if _, ok := p.Grundy(); !ok {
		t.Error("no Grundy value for heaps within the limit")
	}
	q, _ := notation.Parse(base + "5,1048576")
	_, err = FromQuery(q)
	want = fmt.Sprintf("heaps: item 2 is 1048576; the Grundy sequence of set=%s shows no period within its first 1048576 values, so heaps are limited to 1048575", setText(set))
	if err == nil || err.Error() != want {
		t.Errorf("FromQuery: %v", err)
	}
	// A Position built past the limit says so instead of guessing.
	big := Position{Heaps: []uint64{1 << 40}, Set: set}
	if _, ok := big.Grundy(); ok {
		t.Error("Grundy value past the limit")
	}
	if a := big.Analyze(); a.Note == "" || a.Winning != nil || a.Outcome != 0 {
		t.Errorf("Analyze past the limit: %+v", a)
	}
}

// TestBadLiterals checks Positions built without FromQuery, with sets it
// would refuse: nothing panics, and nothing is claimed.
func TestBadLiterals(t *testing.T) {
	for _, set := range [][]uint64{nil, {0}, {3, 1}, {2, 2}, {1, MaxAmount + 1}} {
		for _, play := range []game.Play{game.Normal, game.Misere} {
			p := Position{Heaps: []uint64{5, 3}, Set: set, Play: play}
			a := p.Analyze()
			if a.Outcome != 0 || a.Winning != nil || a.Note == "" || a.Grundy != nil {
				t.Errorf("set %v: %+v", set, a)
			}
			if _, ok := p.ComputerMove(); ok {
				t.Errorf("set %v: a computer move", set)
			}
			if _, ok := p.Values(); ok {
				t.Errorf("set %v: values", set)
			}
			p.Moves()
			p.Explain()
			p.Apply(Move{0, 0})
		}
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere")
	tests := []struct {
		m    Move
		want string
		err  string
	}{
		{Move{1, 2}, "game=subtraction&heaps=9,4,5,4&set=1,2,3&play=misere", ""},
		{Move{3, 3}, "game=subtraction&heaps=9,6,5,1&set=1,2,3&play=misere", ""},
		{Move{0, 4}, "", "subtraction: 4 is not an amount of the set 1,2,3"},
		{Move{0, 0}, "", "subtraction: 0 is not an amount of the set 1,2,3"},
		{Move{4, 1}, "", "subtraction: no heap at index 4 (there are 4 heaps)"},
		{Move{-1, 1}, "", "subtraction: no heap at index -1 (there are 4 heaps)"},
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
	small := parse(t, "game=subtraction&heaps=2&set=3")
	if _, err := small.Apply(Move{0, 3}); err == nil || err.Error() != "subtraction: the heap at index 0 has 2 stones, fewer than 3" {
		t.Errorf("Apply past the heap: %v", err)
	}
	q, _ := p.Apply(Move{0, 1})
	q.Heaps[1] = 99
	if p.Heaps[1] != 6 || p.String() != "game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere" {
		t.Error("Apply's result shares the receiver's heaps")
	}
}

func TestMoves(t *testing.T) {
	p := parse(t, "game=subtraction&heaps=3,0,1&set=1,3")
	want := []Move{{0, 1}, {0, 3}, {2, 1}}
	if got := p.Moves(); !slices.Equal(got, want) {
		t.Errorf("Moves = %v; want %v", got, want)
	}
}

func TestComputerMove(t *testing.T) {
	tests := []struct {
		pos  string
		want Move
		ok   bool
	}{
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3", Move{1, 2}, true},
		{"game=subtraction&heaps=9,4,5,4&set=1,2,3", Move{0, 1}, true}, // lost: stall on the largest heap
		{"game=subtraction&heaps=4,8,8&set=2,3", Move{0, 3}, true},     // g = 2, 1, 1: 4 → 1 of value 0
		{"game=subtraction&heaps=1,1&set=2", Move{}, false},
		{"game=subtraction&heaps=1,1&set=2&play=misere", Move{}, false},
		{"game=subtraction&heaps=1,1,1&set=1&play=misere", Move{0, 1}, true}, // lost in misère
	}
	for _, tt := range tests {
		p := parse(t, tt.pos)
		m, ok := p.ComputerMove()
		if m != tt.want || ok != tt.ok {
			t.Errorf("%s: ComputerMove = %v, %v; want %v, %v", tt.pos, m, ok, tt.want, tt.ok)
		}
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=subtraction&heaps=9,4,5,4&set=1,2,3", "g(9)⊕g(4)⊕g(5)⊕g(4) = 1⊕0⊕1⊕0 = 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play"},
		{"game=subtraction&heaps=7&set=1,3,4", "g(7) = 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play"},
		{"game=subtraction&heaps=3,3&set=1,3", "g(3)⊕g(3) = 1⊕1 = 0: every move leaves a nonzero nim-sum, so the player to move loses against perfect play"},
		{"game=subtraction&heaps=3,2&set=1,3", "g(3)⊕g(2) = 1⊕0 = 1 ≠ 0: take 1 from the heap of 3, leaving g(2) = 0 and nim-sum 0"},
		{"game=subtraction&heaps=3,2&set=3", "g(3)⊕g(2) = 1⊕0 = 1 ≠ 0: empty the heap of 3, leaving g(0) = 0 and nim-sum 0"},
		{"game=subtraction&heaps=1,1,1,1,1,1,1,1,1&set=1", "the nim-sum of the heaps' Grundy values is 1 ≠ 0: empty a heap of 1, leaving g(0) = 0 and nim-sum 0"},
		{"game=subtraction&heaps=1,0&set=2,3", "no heap has 2 or more stones, the least amount of the set: the player to move cannot move, and loses"},
		{"game=subtraction&heaps=1&set=2&play=misere", "no heap has 2 or more stones, the least amount of the set: the player to move cannot move, and in misère play that wins"},
		{"game=subtraction&heaps=9,6,5,4&set=1,2,3&play=misere", "SJ theorem: g(9)⊕g(6)⊕g(5)⊕g(4) = 1⊕2⊕1⊕0 = 2 ≠ 0 and a heap has value 2 > 1: the player to move wins by taking 1 from the heap of 6, leaving values 1, 1, 1, 0: nim-sum 1 and no value above 1, which the opponent loses"},
		{"game=subtraction&heaps=5,4&set=1,2,3&play=misere", "SJ theorem: g(5)⊕g(4) = 1⊕0 = 1 ≠ 0 but no heap has value greater than 1: every heap is worth 0 or 1, an odd number of them 1, like misère Nim with that many heaps of 1: the player to move loses"},
		{"game=subtraction&heaps=2,2&set=1,2,3&play=misere", "SJ theorem: g(2)⊕g(2) = 2⊕2 = 0 while a heap has value 2 > 1: then two heaps have values above 1, so every move leaves a nonzero nim-sum with a value above 1, and the player to move loses"},
		{"game=subtraction&heaps=21&set=1,2,3", "g(21) = 1 ≠ 0: take 1 from the heap of 21, leaving g(20) = 0 and nim-sum 0: 20 is a multiple of 4, and whenever the opponent takes s, you take 4 − s"},
		{"game=subtraction&heaps=21,3&set=1,2,3", "g(21)⊕g(3) = 1⊕3 = 2 ≠ 0: take 2 from the heap of 3, leaving g(1) = 1 and nim-sum 0"},
		{"game=subtraction&heaps=2&set=1,2,3&play=misere", "SJ theorem: g(2) = 2 ≠ 0 and a heap has value 2 > 1: the player to move wins by taking 1 from the heap of 2, leaving a heap of value 1, which the opponent loses"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func TestAnalyzeFields(t *testing.T) {
	a := parse(t, "game=subtraction&heaps=9,6,5,4&set=1,2,3").Analyze()
	want := &game.Binary{Rows: []string{"01", "10", "01", "00"}, Sum: "10"}
	if *a.NimSum != 2 || !reflect.DeepEqual(a.Binary, want) || a.Rule != RuleNormal ||
		a.Reduction != "Bachet's game (set 1..3), where g(h) = h mod 4: Nim on the heaps' Grundy values 1, 2, 1, 0" {
		t.Errorf("%+v", a)
	}
	// Misère Bachet on one heap: the classical rule, checked against a search of its own.
	for k := uint64(1); k <= 5; k++ {
		lose := []bool{false} // a heap of 0: no move, and in misère play that wins
		for n := uint64(1); n <= 40; n++ {
			l := true
			for s := uint64(1); s <= min(k, n); s++ {
				l = l && !lose[n-s]
			}
			lose = append(lose, l)
			set := "1"
			for s := uint64(2); s <= k; s++ {
				set += fmt.Sprintf(",%d", s)
			}
			a := parse(t, fmt.Sprintf("game=subtraction&heaps=%d&set=%s&play=misere", n, set)).Analyze()
			rule := fmt.Sprintf("in misère play: the player to move loses exactly when h mod %d = 1", k+1)
			if !strings.Contains(a.Reduction, rule) || (n%(k+1) == 1) != l || (a.Outcome == game.P) != l {
				t.Errorf("misère, set 1..%d, heap %d: reduction %q, outcome %v; the search says lost: %v", k, n, a.Reduction, a.Outcome, l)
			}
		}
	}
	if a := parse(t, "game=subtraction&heaps=3&set=1").Analyze(); a.Reduction != "Bachet's game with set 1, one stone a move, where g(h) = h mod 2: Nim on the heaps' Grundy values 1" {
		t.Errorf("set 1: reduction %q", a.Reduction)
	}
	a = parse(t, "game=subtraction&heaps=20,27&set=1,3,4&play=misere").Analyze()
	if a.Reduction != "g has preperiod 0 and period 7: the SJ theorem on the heaps' Grundy values 2, 2" || a.Grundy != nil || *a.NimSum != 0 {
		t.Errorf("%+v", a)
	}
}

func TestTruncated(t *testing.T) {
	for _, n := range []int{game.MaxWinning - 1, game.MaxWinning + 1, 2*game.MaxWinning + 1} {
		// n heaps of 1 with set {1}: when n is odd, emptying any wins.
		heaps := make([]uint64, n)
		for i := range heaps {
			heaps[i] = 1
		}
		heaps[n/2] = 11 // value 1 too, and its move sorts first
		p := Position{Heaps: heaps, Set: []uint64{1}}
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
		if len(all) != n || a.Truncated != (len(all) > room) || !slices.Equal(a.Winning, want) {
			t.Errorf("%d heaps: %d winning, truncated %v; %d in all", n, len(a.Winning), a.Truncated, len(all))
		}
	}
}

func TestBachet(t *testing.T) {
	for k := uint64(1); k <= 12; k++ {
		set := make([]uint64, k)
		for i := range set {
			set[i] = uint64(i) + 1
		}
		seq, err := Sequence(set, 200)
		if err != nil {
			t.Fatal(err)
		}
		for n, g := range seq {
			if g != uint64(n)%(k+1) {
				t.Fatalf("set 1..%d: g(%d) = %d; want %d", k, n, g, uint64(n)%(k+1))
			}
		}
		if pre, per, err := Period(set); pre != 0 || per != int(k)+1 || err != nil {
			t.Errorf("set 1..%d: Period = %d, %d, %v; want 0, %d", k, pre, per, err, k+1)
		}
		p := Position{Heaps: []uint64{notation.MaxWhole}, Set: set}
		if g, ok := p.Grundy(); !ok || g != notation.MaxWhole%(k+1) {
			t.Errorf("set 1..%d: g(2^53−1) = %d, %v", k, g, ok)
		}
		if b, ok := p.Bachet(); !ok || b != k {
			t.Errorf("set 1..%d: Bachet %d, %v", k, b, ok)
		}
	}
	if _, ok := (Position{Set: []uint64{1, 3}}).Bachet(); ok {
		t.Error("{1,3} is Bachet's game")
	}
}

func TestSequenceErrors(t *testing.T) {
	if _, err := Sequence([]uint64{1, 2, 2}, 5); err == nil || err.Error() != "set: item 3 is 2, the same as item 2; give each amount once" {
		t.Error(err)
	}
	if _, err := Sequence(nil, 5); err == nil || err.Error() != "set: the list is empty; expected amounts such as set=1,2,3" {
		t.Error(err)
	}
	if _, err := Sequence([]uint64{1}, MaxSequence+1); err == nil || err.Error() != "n: 1048577 is not within 0..1048576" {
		t.Error(err)
	}
	if s, err := Sequence([]uint64{1}, 0); err != nil || len(s) != 0 {
		t.Error(s, err)
	}
	if _, _, err := Period([]uint64{0}); err == nil || err.Error() != "set: item 1 is 0; amounts must be at least 1" {
		t.Error(err)
	}
}

// FuzzFromQuery checks that no text makes FromQuery panic or hang, that the
// canonical form reads back as itself, and that Analyze keeps the contract.
func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=subtraction&heaps=9,6,5,4&set=1,2,3",
		"game=subtraction&heaps=9,6,5,4&set=3,2,1&play=misere",
		"heaps=0&set=7",
		"game=subtraction&heaps=10,10&set=1,1",
		"game=subtraction&heaps=9007199254740991&set=1048576,1",
		"game=subtraction&heaps=1&set=0",
		"game=subtraction&heaps=3",
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
		if len(p.Heaps) > 50 || len(p.Set) > 16 {
			return // the analysis of a big position is the benchmarks' business
		}
		a := p.Analyze()
		if a.Position != canon || a.Winning == nil || (a.Outcome != game.N && a.Outcome != game.P) {
			t.Fatalf("%q: analysis %+v", s, a)
		}
		if a.Outcome == game.P && len(a.Winning) > 0 {
			t.Fatalf("%q: P with winning moves %q", s, a.Winning)
		}
		for _, w := range a.Winning[:min(2, len(a.Winning))] {
			q, _ := notation.Parse(w)
			next, err := FromQuery(q)
			if err != nil || next.Outcome() != game.P {
				t.Fatalf("%q: winning position %q is %v, %v", s, w, next.Outcome(), err)
			}
		}
	})
}

// TestOneAmount: a set of one amount s has the period 2s from the start, said without a
// search; here each small s's values, by mex over the one move, show that period and no
// shorter one, and a large s, past what the search could see, has its period too.
func TestOneAmount(t *testing.T) {
	for s := 1; s <= 40; s++ {
		n := 10 * s
		g := make([]int, n)
		for h := s; h < n; h++ {
			if g[h-s] == 0 {
				g[h] = 1
			}
		}
		least := 0
		for p := 1; p <= n/2 && least == 0; p++ {
			ok := true
			for h := 0; h+p < n && ok; h++ {
				ok = g[h] == g[h+p]
			}
			if ok {
				least = p
			}
		}
		pre, per, err := Period([]uint64{uint64(s)})
		if err != nil || pre != 0 || per != least {
			t.Errorf("set %d: Period = %d, %d, %v; the values repeat with least period %d from the start", s, pre, per, err, least)
		}
		q := sequenceOf([]uint64{uint64(s)})
		for h := range n {
			if v, ok := q.at(uint64(h)); !ok || int(v) != g[h] {
				t.Errorf("set %d: g(%d) = %d, %v; want %d", s, h, v, ok, g[h])
				break
			}
		}
	}
	if pre, per, err := Period([]uint64{700000}); err != nil || pre != 0 || per != 1400000 {
		t.Errorf("set 700000: Period = %d, %d, %v; want 0, 1400000", pre, per, err)
	}
	if v, ok := sequenceOf([]uint64{700000}).at(1<<53 - 1); !ok || v != uint64((1<<53-1)/700000%2) {
		t.Errorf("set 700000: g(2^53−1) = %d, %v", v, ok)
	}
}

// The SJ explanation's claims, checked against a search of every line of play: where the SJ
// theorem decides, its outcome is the search's, and the winning move it names leaves values
// with nim-sum 0 and one above 1, or no value above 1 and nim-sum 1, a position the search
// finds lost. And one Bachet heap that is a multiple of k+1 is lost in normal play: every
// take s is answered by k+1−s.
func TestExplainSJClaims(t *testing.T) {
	for _, set := range []string{"1,2,3", "2,5", "1,3,4", "1,2"} {
		memo := map[string]bool{}
		var wins func(p Position) bool
		wins = func(p Position) bool {
			key := p.String()
			if w, ok := memo[key]; ok {
				return w
			}
			moves := p.Moves()
			w := len(moves) == 0 && p.Play == game.Misere
			for _, m := range moves {
				q, _ := p.Apply(m)
				if !wins(q) {
					w = true
					break
				}
			}
			memo[key] = w
			return w
		}
		for a := range 12 {
			for b := range 12 {
				p := parse(t, fmt.Sprintf("game=subtraction&heaps=%d,%d&set=%s&play=misere", a, b, set))
				if p.solve().how != sj {
					continue
				}
				if (p.Outcome() == game.N) != wins(p) {
					t.Fatalf("%s: SJ says %v", p, p.Outcome())
				}
				e := p.Explain()
				if p.Outcome() == game.N && len(p.Moves()) > 0 {
					m, _ := p.ComputerMove()
					q, _ := p.Apply(m)
					if wins(q) || !strings.Contains(e, ", which the opponent loses") {
						t.Fatalf("%s: %s", p, e)
					}
					vals, _ := q.Values()
					x, big := uint64(0), 0
					for _, v := range vals {
						x ^= v
						if v > 1 {
							big++
						}
					}
					if !(big > 0 && x == 0) && !(big == 0 && x == 1) {
						t.Fatalf("%s → %s: values %v", p, q, vals)
					}
				}
			}
		}
	}
	for _, k := range []uint64{2, 3, 5} {
		set := "1"
		for s := uint64(2); s <= k; s++ {
			set += fmt.Sprintf(",%d", s)
		}
		for n := uint64(0); n < 40; n++ {
			p := parse(t, fmt.Sprintf("game=subtraction&heaps=%d&set=%s", n, set))
			if (p.Outcome() == game.P) != (n%(k+1) == 0) {
				t.Fatalf("%s: %v", p, p.Outcome())
			}
			for s := uint64(1); s <= min(k, n); s++ {
				if n%(k+1) == 0 && (n-s-(k+1-s))%(k+1) != 0 {
					t.Fatalf("%d, k=%d: the answer to %d", n, k, s)
				}
			}
		}
	}
}

package fibonacci

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
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
	var p Position
	if g, _ := q.Get("game"); g == MultipleName {
		p, err = MultipleFromQuery(q)
	} else {
		p, err = FromQuery(q)
	}
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
		// The task's examples: 20 = 13+5+2, take 2; 16 is a power of 2.
		{"game=fibonacci&n=20&last=0", game.N, 7, []string{"game=fibonacci&n=18&last=2"}},
		{"game=multiple&n=16&k=1&last=0", game.P, 0, []string{}},
		{"game=multiple&n=20&k=2&last=0", game.N, 7, []string{"game=multiple&n=18&k=2&last=2"}},
		// From the start, P exactly at the Fibonacci numbers.
		{"game=fibonacci&n=13&last=0", game.P, 0, []string{}},
		{"game=fibonacci&n=1&last=0", game.P, 0, []string{}},
		{"game=fibonacci&n=2&last=0", game.P, 0, []string{}},
		{"game=fibonacci&n=4&last=0", game.N, 3, []string{"game=fibonacci&n=3&last=1"}},
		// 18 = 13+5: 5 > 2·2, lost; with last 3, 5 ≤ 6 wins, and so does
		// nothing else (18−t must have smallest term > 2t).
		{"game=fibonacci&n=18&last=2", game.P, 0, []string{}},
		{"game=fibonacci&n=18&last=3", game.N, 4, []string{"game=fibonacci&n=13&last=5"}},
		// 12 = 8+3+1: the takes to try are the sums of the last terms, 1,
		// 4 and 12. A take of 4 leaves 8, not more than 2·4: it loses.
		{"game=fibonacci&n=12&last=2", game.N, 3, []string{"game=fibonacci&n=11&last=1"}},
		{"game=fibonacci&n=12&last=6", game.N, 6, []string{"game=fibonacci&n=0&last=12", "game=fibonacci&n=11&last=1"}},
		// Several winning takes: 15 = 8+4+2+1 with k = 1 (each term more
		// than the next): 1, 3 and 7 win; 15 is not allowed first.
		{"game=multiple&n=15&k=1&last=0", game.N, 5, []string{"game=multiple&n=12&k=1&last=3", "game=multiple&n=14&k=1&last=1", "game=multiple&n=8&k=1&last=7"}},
		// 3 is a term for k = 3 (1, 2, 3, 4, 6, …): a take of 1 leaves 2,
		// which is not more than 3·1.
		{"game=multiple&n=3&k=3&last=1", game.N, 3, []string{"game=multiple&n=0&k=3&last=3"}},
		// Finished games and a last take larger than the heap.
		{"game=fibonacci&n=0&last=5", game.P, 0, []string{}},
		{"game=fibonacci&n=0&last=5&play=misere", game.N, none, []string{}},
		{"game=fibonacci&n=3&last=100", game.N, 3, []string{"game=fibonacci&n=0&last=3"}},
		// Misère: normal play on n−1 stones.
		{"game=fibonacci&n=1&last=0&play=misere", game.N, none, []string{}}, // no move: the player to move has won
		{"game=fibonacci&n=1&last=4&play=misere", game.P, none, []string{}}, // must take the last stone
		{"game=fibonacci&n=2&last=0&play=misere", game.N, none, []string{"game=fibonacci&n=1&last=1&play=misere"}},
		{"game=fibonacci&n=14&last=0&play=misere", game.N, none, []string{"game=fibonacci&n=1&last=13&play=misere"}},
		{"game=fibonacci&n=19&last=2&play=misere", game.P, none, []string{}}, // 18 above the last: P
		{"game=fibonacci&n=20&last=0&play=misere", game.N, none, []string{
			"game=fibonacci&n=1&last=19&play=misere", "game=fibonacci&n=14&last=6&play=misere", "game=fibonacci&n=19&last=1&play=misere"}},
		{"game=multiple&n=17&k=1&last=8&play=misere", game.P, none, []string{}}, // 16 above the last, takes of at most 8
		{"game=multiple&n=17&k=1&last=16&play=misere", game.N, none, []string{"game=multiple&n=1&k=1&last=16&play=misere"}},
		// Large heaps.
		{"game=fibonacci&n=9007199254740991&last=1", game.P, none, []string{}},
		{"game=fibonacci&n=8944394323791464&last=0", game.P, none, []string{}}, // F(77), the largest below 2^53
		{"game=multiple&n=4503599627370496&k=1&last=0", game.P, none, []string{}},
		// Input order of keys and play=normal are not canonical.
		{"last=0&play=normal&n=20&game=fibonacci", game.N, 7, []string{"game=fibonacci&n=18&last=2"}},
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
			t.Errorf("%s: %v, grundy %s, winning %q; want %v, %d, %q", tt.pos, a.Outcome, g, a.Winning, tt.outcome, tt.grundy, tt.winning)
		}
		if want := parse(t, tt.pos).String(); a.Position != want {
			t.Errorf("%s: position %q; want %q", tt.pos, a.Position, want)
		}
		if a.Rule == "" || a.Explanation == "" {
			t.Errorf("%s: no rule or explanation", tt.pos)
		}
	}
}

// TestManyWinning checks heaps with many winning takes: 2^53−1 is the sum
// of every power of 2, and with k = 1 each sum of the last j terms, 2^j−1,
// is less than the next term 2^j, so every one but the whole heap wins.
func TestManyWinning(t *testing.T) {
	p := parse(t, "game=multiple&n=9007199254740991&k=1&last=0")
	takes := p.WinningTakes()
	if len(takes) != 52 {
		t.Fatalf("%d winning takes: %v", len(takes), takes)
	}
	for j, take := range takes {
		if take != 1<<(j+1)-1 {
			t.Errorf("take %d is %d", j, take)
		}
	}
	if a := p.Analyze(); len(a.Winning) != 52 || a.Winning[0] != "game=multiple&n=4503599627370496&k=1&last=4503599627370495" {
		t.Errorf("winning %q", a.Winning)
	}
}

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=fibonacci&n=20&last=0", "game=fibonacci&n=20&last=0"},
		{"last=007&n=20&game=fibonacci", "game=fibonacci&n=20&last=7"},
		{"n=20&last=0", "game=fibonacci&n=20&last=0"},
		{"game=fibonacci&play=misere&n=2&last=1", "game=fibonacci&n=2&last=1&play=misere"},
		{"game=multiple&last=0&k=3&n=16&play=normal", "game=multiple&n=16&k=3&last=0"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.in).String(); got != tt.want {
			t.Errorf("String of %q = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=fibonacci&last=0", "n: missing; expected the number of stones, as in n=20"},
		{"game=fibonacci&n=20", "last: missing; expected the previous take, or last=0 before the first move"},
		{"game=fibonacci&n=x&last=0", `n: "x" is not a whole number`},
		{"game=fibonacci&n=20&last=-1", `last: "-1" is not a whole number`},
		{"game=fibonacci&n=9007199254740992&last=0", "n: 9007199254740992 is larger than 9007199254740991 (2^53−1)"},
		{"game=fibonacci&n=0&last=0", "n: 0 before the first move (last=0) is no game; the heap must have at least 1 stone (n=0 with last ≥ 1 is a finished game)"},
		{"game=fibonacci&n=20&last=0&k=2", "k: not a key of game fibonacci (its keys: n, last, play)"},
		{"game=fibonacci&n=20&last=0&play=x", `play: "x" is not normal or misere`},
		{"game=multiple&n=20&last=0", "k: missing; expected the factor, as in k=2 (each take at most k times the previous one)"},
		{"game=multiple&n=20&k=0&last=0", "k: 0 is not allowed; the factor must be at least 1"},
		{"game=multiple&n=20&k=1001&last=0", "k: 1001 is larger than the limit of 1000"},
		{"game=multiple&n=20&k=&last=0", "k: the value is empty; expected a whole number"},
		{"game=multiple&k=2&last=0", "n: missing; expected the number of stones, as in n=20"},
		{"game=nim&n=20&last=0", `game: "nim" is not fibonacci`},
	}
	for _, tt := range tests {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		var p Position
		if strings.Contains(tt.in, "multiple") {
			p, err = MultipleFromQuery(q)
		} else {
			p, err = FromQuery(q)
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, %v; want error %q", tt.in, p, err, tt.want)
		}
	}
}

func TestSequence(t *testing.T) {
	tests := []struct {
		k    uint64
		want []uint64
	}{
		{1, []uint64{1, 2, 4, 8, 16, 32, 64}},
		{2, []uint64{1, 2, 3, 5, 8, 13, 21, 34, 55, 89}},
		{3, []uint64{1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76}},
		{1000, []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
	}
	for _, tt := range tests {
		got, err := Sequence(tt.k, tt.want[len(tt.want)-1])
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("Sequence(%d) = %v, %v; want %v", tt.k, got, err, tt.want)
		}
	}
	for k := uint64(1); k <= MaxK; k++ {
		a := sequence(k)
		if a[len(a)-1] > notation.MaxWhole || !slices.IsSorted(a) {
			t.Fatalf("k=%d: sequence ends at %d", k, a[len(a)-1])
		}
		if k == 1 && len(a) != 53 || k == 2 && a[len(a)-1] != 8944394323791464 {
			t.Errorf("k=%d: %d terms, the last %d", k, len(a), a[len(a)-1])
		}
	}
	if _, err := Sequence(0, 10); err == nil {
		t.Error("Sequence(0) without an error")
	}
}

// TestRepresentation checks that every number up to 3000, and random ones
// up to 2^53, is one valid sum (each term more than k times the next), and
// that the greedy sum is the only one: counting valid sums by a search over
// all terms gives 1.
func TestRepresentation(t *testing.T) {
	valid := func(k uint64, terms []uint64) bool {
		for i := 1; i < len(terms); i++ {
			if terms[i-1] <= k*terms[i] {
				return false
			}
		}
		return true
	}
	var ways func(a []uint64, k, x, below uint64) int
	ways = func(a []uint64, k, x, below uint64) int { // sums of x with terms < below
		if x == 0 {
			return 1
		}
		n := 0
		for _, v := range a {
			if v <= x && v < below {
				n += ways(a, k, x-v, (v+k-1)/k) // the next term t needs k·t < v
			}
		}
		return n
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, k := range []uint64{1, 2, 3, 4, 5, 6, 7, 10, 100, 1000} {
		p := Position{Multiple: true, K: k}
		a := sequence(k)
		for x := uint64(0); x <= 3000; x++ {
			terms := p.Representation(x)
			var s uint64
			for _, v := range terms {
				s += v
			}
			if s != x || !valid(k, terms) || x > 0 && slices.Index(a, terms[0]) < 0 {
				t.Fatalf("k=%d: %d = %v", k, x, terms)
			}
			if x <= 300 {
				if w := ways(a[:sort.Search(len(a), func(i int) bool { return a[i] > x })], k, x, x+1); w != 1 {
					t.Fatalf("k=%d: %d has %d valid sums", k, x, w)
				}
			}
		}
		for range 1000 {
			x := r.Uint64N(notation.MaxWhole + 1)
			terms := p.Representation(x)
			var s uint64
			for _, v := range terms {
				s += v
			}
			if s != x || !valid(k, terms) {
				t.Fatalf("k=%d: %d = %v", k, x, terms)
			}
		}
	}
}

// search decides positions by trying every take allowed by the game's
// rules, from smaller heaps up. It knows nothing of the sequences. A state
// is (heap, cap): a take of t from h leaves h−t with cap min(h−t, k·t);
// a cap above the heap allows no more than the heap.
type search struct {
	k      uint64
	win    [2][][]bool // by play: the player to move wins
	grundy [][]uint64  // normal play
}

func newSearch(k uint64, maxN int) *search {
	s := &search{k: k}
	for play := range 2 {
		s.win[play] = make([][]bool, maxN+1)
	}
	s.grundy = make([][]uint64, maxN+1)
	for h := 0; h <= maxN; h++ {
		for play := range 2 {
			s.win[play][h] = make([]bool, h+1)
		}
		s.grundy[h] = make([]uint64, h+1)
		for c := 0; c <= h; c++ {
			// Misère: with no move (c = 0 or h = 0) the player to move wins.
			s.win[game.Misere][h][c] = c == 0
			seen := make([]bool, c+2)
			for t := 1; t <= c; t++ {
				rest := h - t
				next := min(rest, int(k)*t)
				for play := range 2 {
					if !s.win[play][rest][next] {
						s.win[play][h][c] = true
					}
				}
				if g := s.grundy[rest][next]; g <= uint64(c) {
					seen[g] = true // a value above c cannot be the mex
				}
			}
			for seen[s.grundy[h][c]] {
				s.grundy[h][c]++
			}
		}
	}
	return s
}

// capOf is the largest take in (n, last), straight from the rules.
func (s *search) capOf(n, last uint64) int {
	if last == 0 {
		return int(n) - 1
	}
	return int(min(n, s.k*last))
}

func (s *search) winning(n, last uint64, play game.Play) []uint64 {
	var takes []uint64
	for t := 1; t <= s.capOf(n, last); t++ {
		rest := int(n) - t
		if !s.win[play][rest][min(rest, int(s.k)*t)] {
			takes = append(takes, uint64(t))
		}
	}
	return takes
}

// TestAgainstSearch compares outcome, Grundy value, the full list of
// winning takes and the computer's move with the search (and Analyze's
// winning positions where n ≤ 120 or last ≤ 12), for k = 1..6
// on every heap n ≤ 300 (k = 10 and 1000 up to 150, Fibonacci Nim under
// its own name up to 200) with every last take from 0 to n+3 and some larger,
// in both plays.
func TestAgainstSearch(t *testing.T) {
	type config struct {
		multiple bool
		k        uint64
		maxN     int
	}
	configs := []config{{false, 2, 200}}
	for _, k := range []uint64{1, 2, 3, 4, 5, 6} {
		configs = append(configs, config{true, k, 300})
	}
	configs = append(configs, config{true, 10, 150}, config{true, 1000, 150})
	for _, cf := range configs {
		s := newSearch(cf.k, cf.maxN)
		for n := uint64(0); n <= uint64(cf.maxN); n++ {
			lasts := []uint64{}
			for l := uint64(0); l <= n+3; l++ {
				lasts = append(lasts, l)
			}
			lasts = append(lasts, 1000, notation.MaxWhole)
			for _, last := range lasts {
				if n == 0 && last == 0 {
					continue
				}
				for _, play := range []game.Play{game.Normal, game.Misere} {
					p := Position{Multiple: cf.multiple, N: n, K: cf.k, Last: last, Play: play}
					c := s.capOf(n, last)
					wantWin := s.win[play][n][c]
					if got := p.Outcome(); got != map[bool]game.Outcome{true: game.N, false: game.P}[wantWin] {
						t.Fatalf("%s: outcome %v", p, got)
					}
					g, ok := p.Grundy()
					if play == game.Normal && (!ok || g != s.grundy[n][c]) || play == game.Misere && ok {
						t.Fatalf("%s: Grundy %d, %v; search says %d", p, g, ok, s.grundy[n][c])
					}
					want := s.winning(n, last, play)
					if got := p.WinningTakes(); !slices.Equal(got, want) {
						t.Fatalf("%s: winning takes %v; search says %v", p, got, want)
					}
					if play == game.Normal && len(want) > 0 && want[0] != p.Terms()[len(p.Terms())-1] {
						t.Fatalf("%s: the smallest winning take %d is not the smallest term of %v", p, want[0], p.Terms())
					}
					m, ok := p.ComputerMove()
					switch {
					case len(want) > 0:
						if !ok || m.Take != want[0] {
							t.Fatalf("%s: ComputerMove %v, %v; want %d", p, m, ok, want[0])
						}
					case c == 0:
						if ok {
							t.Fatalf("%s: ComputerMove %v with no move", p, m)
						}
					case !ok || m.Take != 1:
						t.Fatalf("%s: ComputerMove %v, %v; want a take of 1", p, m, ok)
					}
					if n > 120 && last > 12 {
						continue // Analyze writes what WinningTakes says; enough to check it on part
					}
					a := p.Analyze()
					wantStrings := []string{}
					for _, take := range want {
						q, err := p.Apply(Move{take})
						if err != nil {
							t.Fatal(err)
						}
						wantStrings = append(wantStrings, q.String())
					}
					slices.Sort(wantStrings)
					if !slices.Equal(a.Winning, wantStrings) || a.Winning == nil || a.Outcome != p.Outcome() {
						t.Fatalf("%s: Analyze winning %q; want %q", p, a.Winning, wantStrings)
					}
				}
			}
		}
	}
}

// TestStartIsSequence checks the statement of the theory from the start:
// (n, last=0) is lost exactly when n is a term of the sequence.
func TestStartIsSequence(t *testing.T) {
	for k := uint64(1); k <= 6; k++ {
		s := newSearch(k, 300)
		a := sequence(k)
		for n := uint64(1); n <= 300; n++ {
			_, isTerm := slices.BinarySearch(a, n)
			if lost := !s.win[game.Normal][n][n-1]; lost != isTerm {
				t.Errorf("k=%d: n=%d lost %v, term %v", k, n, lost, isTerm)
			}
		}
	}
}

// TestMisereRule checks what the misère rule says against the search: from the start the
// player to move always wins (n ≥ 2 by taking n−1, which leaves the last stone; n = 1
// cannot move), and after a first move they win exactly when the smallest term of n−1's
// sum is at most k·last (the n−1 stones above the last one, played as normal play).
func TestMisereRule(t *testing.T) {
	for k := uint64(1); k <= 5; k++ {
		s := newSearch(k, 200)
		a := sequence(k)
		for n := uint64(1); n <= 200; n++ {
			if !s.win[game.Misere][n][n-1] {
				t.Errorf("k=%d: misère n=%d from the start is lost, the rule says won", k, n)
			}
			for last := uint64(1); last <= n; last++ {
				won := s.win[game.Misere][n][min(n, k*last)]
				var says bool
				if n >= 2 {
					terms := decompose(nil, a, n-1)
					says = terms[len(terms)-1] <= k*last
				}
				if won != says {
					t.Errorf("k=%d: misère n=%d last=%d won %v, the rule says %v", k, n, last, won, says)
				}
			}
		}
	}
	for _, text := range []string{"game=fibonacci&n=21&last=0&play=misere", "game=multiple&n=6&k=3&last=0&play=misere"} {
		if r := parse(t, text).Analyze().Rule; !strings.Contains(r, "from the start the player to move wins") || strings.Contains(r, "loses exactly when n is") {
			t.Errorf("%s: the rule says %q", text, r)
		}
	}
}

// TestWinningLarge checks the winning takes of large heaps, where a search
// is out of reach, against a scan of every take with the P-rule: for a cap
// of up to 2·10^4 every take is tried, so the list of suffix sums is
// compared with all takes that leave a lost position.
func TestWinningLarge(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, k := range []uint64{1, 2, 3, 7, 1000} {
		a := sequence(k)
		for range 100 {
			n := r.Uint64N(notation.MaxWhole) + 1
			if r.IntN(2) == 0 {
				n = r.Uint64N(1e6) + 1
			}
			c := r.Uint64N(min(n, 20_000)) + 1
			x := core{m: n, c: c}
			var want []uint64
			for t := uint64(1); t <= c; t++ {
				if (core{m: n - t, c: k * t}).isP(a) {
					want = append(want, t)
				}
			}
			if got := x.winning(a, k); !slices.Equal(got, want) {
				t.Fatalf("k=%d: %d stones, cap %d: winning %v; scan says %v", k, n, c, got, want)
			}
			if (len(want) == 0) != x.isP(a) {
				t.Fatalf("k=%d: %d stones, cap %d: P %v with winning %v", k, n, c, x.isP(a), want)
			}
		}
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=fibonacci&n=20&last=3&play=misere")
	tests := []struct {
		take uint64
		want string
		err  string
	}{
		{1, "game=fibonacci&n=19&last=1&play=misere", ""},
		{6, "game=fibonacci&n=14&last=6&play=misere", ""},
		{7, "", "fibonacci: a take of 7 is not allowed; takes of 1 to 6 are allowed"},
		{0, "", "fibonacci: a take of 0 is not allowed; takes of 1 to 6 are allowed"},
	}
	for _, tt := range tests {
		q, err := p.Apply(Move{tt.take})
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("Apply(%d) = %v, %v; want error %q", tt.take, q, err, tt.err)
			}
		case err != nil || q.String() != tt.want:
			t.Errorf("Apply(%d) = %v, %v; want %s", tt.take, q, err, tt.want)
		}
	}
	if _, err := parse(t, "game=fibonacci&n=1&last=0").Apply(Move{1}); err == nil ||
		err.Error() != "fibonacci: a take of 1 is not allowed; the first move may not take the only stone" {
		t.Errorf("taking the only stone: %v", err)
	}
	if _, err := parse(t, "game=multiple&n=0&k=3&last=2").Apply(Move{1}); err == nil ||
		err.Error() != "multiple: a take of 1 is not allowed; no stones are left" {
		t.Errorf("taking from nothing: %v", err)
	}
	var takes []uint64
	for m := range parse(t, "game=multiple&n=20&k=3&last=2").Moves() {
		takes = append(takes, m.Take)
	}
	if !slices.Equal(takes, []uint64{1, 2, 3, 4, 5, 6}) {
		t.Errorf("Moves: %v", takes)
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=fibonacci&n=20&last=0", "20 = 13 + 5 + 2: take its smallest Zeckendorf term 2 (the first move may take up to 19), " +
			"leaving 18 = 13 + 5, whose smallest Zeckendorf term 5 is more than 2·2 = 4, out of the opponent's reach"},
		{"game=fibonacci&n=13&last=0", "13 is a Fibonacci number, so the player to move loses: " +
			"whatever they take, the opponent can take the smallest Zeckendorf term of what is left, which is at most twice what they took, so within reach"},
		{"game=fibonacci&n=18&last=2", "18 = 13 + 5: the smallest Zeckendorf term 5 is more than the player to move may take " +
			"(up to 4 = 2·2 may be taken), so the player to move loses: whatever they take, the opponent can take the smallest Zeckendorf term of what is left, which is at most twice what they took, so within reach"},
		{"game=fibonacci&n=3&last=2", "3 = 3: take all 3 (up to 3 may be taken, all there is), which leaves nothing"},
		{"game=multiple&n=16&k=1&last=0", "16 is a term of the k = 1 sequence, so the player to move loses: " +
			"whatever they take, the opponent can take the smallest term of what is left, which is at most what they took, so within reach"},
		{"game=multiple&n=6&k=3&last=0", "6 is a term of the k = 3 sequence, so the player to move loses: " +
			"whatever they take, the opponent can take the smallest term of what is left, which is at most 3 times what they took, so within reach"},
		{"game=multiple&n=7&k=3&last=1", "7 = 6 + 1: take its smallest term 1 (up to 3 = 3·1 may be taken), " +
			"leaving 6 = 6, whose smallest term 6 is more than 3·1 = 3, out of the opponent's reach"},
		{"game=fibonacci&n=0&last=2", "no stones are left: the previous player took the last one, so the player to move has lost"},
		{"game=fibonacci&n=0&last=2&play=misere", "no stones are left: the previous player took the last one, and in misère play that loses, so the player to move has won"},
		{"game=fibonacci&n=1&last=0", "one stone at the start: the first move may not take the whole heap, so the player to move cannot move, and loses"},
		{"game=fibonacci&n=1&last=0&play=misere", "one stone at the start: the first move may not take the whole heap, so the player to move cannot move, and in misère play that wins"},
		// Not "normal play on the 0 stones above": nothing is left but the last stone.
		{"game=fibonacci&n=1&last=3&play=misere", "only the last stone is left: it must be taken, and in misère play whoever takes it loses"},
		// The first move of misère play: the obvious win, every stone above the last one.
		{"game=fibonacci&n=22&last=0&play=misere", "misère play: the first move may take all 21 stones above the last one, and the opponent must take the last stone and lose"},
		{"game=fibonacci&n=21&last=0&play=misere", "misère play: the first move may take all 20 stones above the last one, and the opponent must take the last stone and lose"},
		// After the first move the Zeckendorf sum of the stones above the last one decides.
		{"game=fibonacci&n=22&last=15&play=misere", "misère play: keep the last stone for the opponent and play on the 21 above it: " +
			"21 = 21: take all 21 of them (up to 21 may be taken, all there is), leaving the opponent only the last stone"},
		{"game=fibonacci&n=2&last=0&play=misere", "misère play: take one stone and leave the opponent the last one, which they must take"},
		{"game=fibonacci&n=20&last=4&play=misere", "misère play: keep the last stone for the opponent and play on the 19 above it: " +
			"19 = 13 + 5 + 1: take its smallest Zeckendorf term 1 (up to 8 = 2·4 may be taken), leaving 18 = 13 + 5, " +
			"whose smallest Zeckendorf term 5 is more than 2·1 = 2, out of the opponent's reach"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

// TestReduction: misère play names the normal game on the stones above the last one, and
// nothing when only the last stone is left ("takes of at most 0" was false: a take is 1).
func TestReduction(t *testing.T) {
	for _, tt := range []struct{ pos, want string }{
		{"game=fibonacci&n=21&last=0&play=misere", "normal play on the 20 stones above the last one, takes of at most 20"},
		{"game=fibonacci&n=2&last=3&play=misere", "normal play on the one stone above the last one, takes of at most 1"},
		{"game=fibonacci&n=1&last=2&play=misere", ""},
		{"game=multiple&n=1&k=1&last=1&play=misere", ""},
		{"game=fibonacci&n=1&last=0&play=misere", ""},
		{"game=fibonacci&n=20&last=0", ""},
	} {
		if got := parse(t, tt.pos).Analyze().Reduction; got != tt.want {
			t.Errorf("%s: reduction %q, want %q", tt.pos, got, tt.want)
		}
	}
}

// TestReplyInReach checks, by brute force, what the explanation of a lost position says:
// whatever the player to move takes, t, below the smallest term of the heap's sum, the
// smallest term of what is left is at most k·t, a take the opponent may answer with.
func TestReplyInReach(t *testing.T) {
	for _, k := range []uint64{1, 2, 3, 4, 7} {
		a := sequence(k)
		for m := uint64(1); m <= 400; m++ {
			low := smallest(a, m)
			for take := uint64(1); take < low && take < m; take++ {
				if s := smallest(a, m-take); s > k*take {
					t.Fatalf("k = %d: %d − %d = %d has smallest term %d > %d·%d", k, m, take, m-take, s, k, take)
				}
			}
		}
	}
}

// TestForced compares Forced with a search of every line of play: it holds exactly when
// every take from here on can only be 1, and then the outcome is that of the single line.
func TestForced(t *testing.T) {
	// onlyOnes reports whether every position on every line from p allows at most a take of 1.
	var onlyOnes func(p Position) bool
	onlyOnes = func(p Position) bool {
		switch p.MaxTake() {
		case 0:
			return true
		case 1:
			q, _ := p.Apply(Move{1})
			return onlyOnes(q)
		}
		return false
	}
	for _, k := range []uint64{1, 2, 3} {
		for _, play := range []game.Play{game.Normal, game.Misere} {
			for n := uint64(0); n <= 40; n++ {
				for last := uint64(0); last <= 6; last++ {
					if n == 0 && last == 0 {
						continue
					}
					p := Position{Multiple: true, K: k, N: n, Last: last, Play: play}
					want := p.MaxTake() == 1 && onlyOnes(p)
					if got := p.Forced(); got != want {
						t.Errorf("%s: Forced %v, want %v", p, got, want)
					}
				}
			}
		}
	}
	for _, tt := range []struct {
		pos  string
		want bool
	}{
		{"game=fibonacci&n=1&last=2&play=misere", true},
		{"game=fibonacci&n=2&last=0", true},
		{"game=fibonacci&n=3&last=1", false},
		{"game=multiple&n=14&k=1&last=1", true},
		{"game=fibonacci&n=13&last=0", false},
	} {
		if got := parse(t, tt.pos).Forced(); got != tt.want {
			t.Errorf("%s: Forced %v, want %v", tt.pos, got, tt.want)
		}
	}
}

func TestGrundyNote(t *testing.T) {
	a := parse(t, "game=fibonacci&n=1025&last=0").Analyze()
	if a.Grundy != nil || !strings.Contains(a.Note, "1024") {
		t.Errorf("grundy %v, note %q", a.Grundy, a.Note)
	}
	a = parse(t, "game=fibonacci&n=1024&last=0").Analyze()
	if a.Grundy == nil || a.Note != "" {
		t.Errorf("grundy %v, note %q", a.Grundy, a.Note)
	}
	if a := parse(t, "game=fibonacci&n=1025&last=0&play=misere").Analyze(); a.Note != "" {
		t.Errorf("misère note %q", a.Note)
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=fibonacci&n=20&last=0",
		"game=multiple&n=16&k=1&last=0",
		"game=multiple&n=9007199254740991&k=1000&last=5&play=misere",
		"game=fibonacci&n=0&last=3",
		"game=fibonacci&n=0&last=0",
		"n=5&last=2",
		"game=multiple&n=5&k=0&last=1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := notation.Parse(s)
		if err != nil {
			return
		}
		for _, read := range []func(notation.Query) (Position, error){FromQuery, MultipleFromQuery} {
			p, err := read(q)
			if err != nil {
				continue
			}
			canon := p.String()
			q2, err := notation.Parse(canon)
			if err != nil {
				t.Fatalf("%q: canonical %q: %v", s, canon, err)
			}
			again, err := read(q2)
			if err != nil || again != p || again.String() != canon {
				t.Fatalf("%q: canonical %q reads back as %v, %v", s, canon, again, err)
			}
			if p.N > 5000 {
				p.N %= 5000 // keep the Grundy search quick; the rest is closed-form
			}
			a := p.Analyze()
			if (a.Outcome == game.P) != (len(a.Winning) == 0) && !(p.Play == game.Misere && a.Outcome == game.N) {
				t.Fatalf("%q: outcome %v, winning %q", s, a.Outcome, a.Winning)
			}
		}
	})
}

func BenchmarkWinningTakes(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, k := range []uint64{1, 2, 3, 1000} {
		positions := make([]Position, 1024)
		for i := range positions {
			positions[i] = Position{Multiple: true, K: k, N: r.Uint64N(notation.MaxWhole) + 1, Last: r.Uint64N(notation.MaxWhole) + 1}
		}
		b.Run(fmt.Sprintf("k=%d/warm", k), func(b *testing.B) {
			sequence(k)
			i := 0
			for b.Loop() {
				positions[i%len(positions)].WinningTakes()
				i++
			}
		})
		b.Run(fmt.Sprintf("k=%d/cold", k), func(b *testing.B) {
			i := 0
			for b.Loop() {
				sequences.Lock()
				sequences.byK = nil
				sequences.Unlock()
				positions[i%len(positions)].WinningTakes()
				i++
			}
		})
	}
}

func BenchmarkAnalyze(b *testing.B) {
	for _, pos := range []string{"game=fibonacci&n=9007199254740991&last=3000000000000000", "game=fibonacci&n=1000&last=0"} {
		p := parse(b, pos)
		b.Run(pos[15:], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.Analyze()
			}
		})
	}
}

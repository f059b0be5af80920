package turning

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
		// The task's example: heads at 1, 4, 6, 7 are worth 1⊕4⊕6⊕7 = 4;
		// turn 4 alone, or 6 with 2 (6⊕2 = 4), or 7 with 3 (7⊕3 = 4).
		{"game=turning&coins=HTTHTHH&rule=turtles", game.N, 4, []string{
			"game=turning&coins=HHTHTTH&rule=turtles",
			"game=turning&coins=HTHHTHT&rule=turtles",
			"game=turning&coins=HTTTTHH&rule=turtles"}},
		{"game=turning&coins=HTTTTHH&rule=turtles", game.P, 0, []string{}},
		// Mock: 1, 2, 4, 7 sum to 0; ruler: 1, 2, 1, 4 sum to 6.
		{"game=turning&coins=HHHH&rule=mock", game.P, 0, []string{}},
		{"game=turning&coins=HHHH&rule=ruler", game.N, 6, []string{"game=turning&coins=TTTT&rule=ruler"}},
		{"game=turning&coins=T&rule=turtles", game.P, 0, []string{}},
		{"game=turning&coins=H&rule=ruler", game.N, 1, []string{"game=turning&coins=T&rule=ruler"}},
		{"game=turning&coins=HTTT&rule=turtles", game.N, 1, []string{"game=turning&coins=TTTT&rule=turtles"}},
		// Misère. A lone head on coin 1 must be turned, and the last move
		// loses. Turtles: HH (1⊕2 = 3) is wild; THH (the pair 2, 3) is
		// tame with value 1, so P, though its value is not 0.
		{"game=turning&coins=H&rule=turtles&play=misere", game.P, none, []string{}},
		{"game=turning&coins=T&rule=turtles&play=misere", game.N, none, []string{}},
		{"game=turning&coins=THH&rule=turtles&play=misere", game.P, none, []string{}},
		{"game=turning&coins=THH&rule=turtles", game.N, 1, []string{"game=turning&coins=TTT&rule=turtles"}},
		// 1⊕3⊕4 = 6, wild; HTTT is tame with value 1.
		{"game=turning&coins=HTHH&rule=turtles&play=misere", game.N, none, []string{"game=turning&coins=HTTT&rule=turtles&play=misere"}},
		// Mock misère: P exactly at value 1.
		{"game=turning&coins=THHH&rule=mock&play=misere", game.P, none, []string{}}, // 2⊕4⊕7 = 1
		{"game=turning&coins=HHHH&rule=mock&play=misere", game.N, none, []string{"game=turning&coins=HTTT&rule=mock&play=misere", "game=turning&coins=THHH&rule=mock&play=misere"}},
		// Ruler misère: HTH is tame (odd coins only) with two heads: N.
		{"game=turning&coins=HTH&rule=ruler&play=misere", game.N, none, []string{"game=turning&coins=HTT&rule=ruler&play=misere", "game=turning&coins=TTH&rule=ruler&play=misere"}},
		// Trailing tails are kept.
		{"game=turning&coins=HTTTTT&rule=turtles", game.N, 1, []string{"game=turning&coins=TTTTTT&rule=turtles"}},
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
		if a.Position != parse(t, tt.pos).String() || a.Rule == "" || a.Explanation == "" {
			t.Errorf("%s: position %q, rule %q, explanation %q", tt.pos, a.Position, a.Rule, a.Explanation)
		}
	}
}

func TestValues(t *testing.T) {
	tests := []struct {
		rule Rule
		want []uint64
	}{
		{Turtles, []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{Mock, []uint64{1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31}},
		{Ruler, []uint64{1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16}},
	}
	for _, tt := range tests {
		p := Position{Rule: tt.rule}
		for j, want := range tt.want {
			if got := p.Value(j + 1); got != want {
				t.Errorf("%v: coin %d is worth %d; want %d", tt.rule, j+1, got, want)
			}
		}
	}
	odious := map[uint64]int{}
	for j := 1; j <= 600; j++ {
		odious[value(Mock, j)] = j
	}
	for v := uint64(0); v < 1000; v++ {
		if j := mockPosition(v); j != odious[v] {
			t.Fatalf("mockPosition(%d) = %d; want %d", v, j, odious[v])
		}
	}
}

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=turning&coins=HTTHTHH&rule=turtles", "game=turning&coins=HTTHTHH&rule=turtles"},
		{"rule=mock&coins=HTTT&game=turning", "game=turning&coins=HTTT&rule=mock"},
		{"coins=TTT&rule=ruler&play=misere", "game=turning&coins=TTT&rule=ruler&play=misere"},
		{"coins=H&rule=ruler&play=normal", "game=turning&coins=H&rule=ruler"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.in).String(); got != tt.want {
			t.Errorf("String of %q = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestFromQueryErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"game=turning&rule=turtles", "coins: missing; expected a row of H and T, as in coins=HTTHTHH"},
		{"game=turning&coins=&rule=turtles", "coins: the row is empty; expected H and T, as in coins=HTTHTHH"},
		{"game=turning&coins=HTxH&rule=turtles", `coins: coin 3 is "x"; each coin is H (heads) or T (tails)`},
		{"game=turning&coins=htt&rule=turtles", `coins: coin 1 is "h"; each coin is H (heads) or T (tails)`},
		{"game=turning&coins=HT%C3%A9&rule=turtles", `coins: coin 3 is "é"; each coin is H (heads) or T (tails)`},
		{"game=turning&coins=HTTH", "rule: missing; expected rule=turtles, rule=mock or rule=ruler"},
		{"game=turning&coins=HTTH&rule=Turtles", `rule: "Turtles" is not turtles, mock or ruler`},
		{"game=turning&coins=HTTH&rule=mock&play=x", `play: "x" is not normal or misere`},
		{"game=turning&coins=HTTH&rule=mock&k=2", "k: not a key of game turning (its keys: coins, rule, play)"},
		{"game=turning&coins=" + strings.Repeat("H", MaxCoins+1) + "&rule=mock", "coins: 4097 coins, more than the limit of 4096"},
	}
	for _, tt := range tests {
		q, err := notation.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if p, err := FromQuery(q); err == nil || err.Error() != tt.want {
			t.Errorf("%.60s: %v, %v; want error %q", tt.in, p, err, tt.want)
		}
	}
	if p := parse(t, "game=turning&rule=mock&coins="+strings.Repeat("H", MaxCoins)); len(p.Coins) != MaxCoins {
		t.Errorf("%d coins", len(p.Coins))
	}
}

// search decides rows of one length by the game's own rules: a move picks
// a head j and turns it with up to one (turtles) or two (mock) other coins
// left of it, or with the run of coins just left of it (ruler). It knows
// nothing of head values. Rows are bit masks, coin j at bit j−1.
type search struct {
	rule    Rule
	n       int
	grundy  []uint64
	win     [2][]bool // by play: the player to move wins
	visited []bool
}

func newSearch(rule Rule, n int) *search {
	s := &search{rule: rule, n: n, grundy: make([]uint64, 1<<n), visited: make([]bool, 1<<n)}
	s.win[0], s.win[1] = make([]bool, 1<<n), make([]bool, 1<<n)
	for mask := range uint32(1 << n) {
		s.solve(mask) // every move lowers the mask, so lower masks are done
	}
	return s
}

// moves returns the sets of coins a move may turn, as masks.
func (s *search) moves(mask uint32) []uint32 {
	var flips []uint32
	for j := 1; j <= s.n; j++ {
		b := uint32(1) << (j - 1)
		if mask&b == 0 {
			continue
		}
		switch s.rule {
		case Turtles:
			flips = append(flips, b)
			for i := 1; i < j; i++ {
				flips = append(flips, b|1<<(i-1))
			}
		case Mock:
			flips = append(flips, b)
			for i := 1; i < j; i++ {
				flips = append(flips, b|1<<(i-1))
				for h := 1; h < i; h++ {
					flips = append(flips, b|1<<(i-1)|1<<(h-1))
				}
			}
		case Ruler:
			f := b
			flips = append(flips, f)
			for i := j - 1; i >= 1; i-- {
				f |= 1 << (i - 1)
				flips = append(flips, f)
			}
		}
	}
	return flips
}

func (s *search) solve(mask uint32) {
	seen := map[uint64]bool{}
	normal, misere := false, true // misère: no move wins
	flips := s.moves(mask)
	if len(flips) > 0 {
		misere = false
	}
	for _, f := range flips {
		next := mask ^ f
		if next >= mask {
			panic("a move that does not lower the row")
		}
		seen[s.grundy[next]] = true
		normal = normal || !s.win[game.Normal][next]
		misere = misere || !s.win[game.Misere][next]
	}
	for seen[s.grundy[mask]] {
		s.grundy[mask]++
	}
	s.win[game.Normal][mask], s.win[game.Misere][mask] = normal, misere
}

func (s *search) row(mask uint32) string {
	b := make([]byte, s.n)
	for j := range b {
		b[j] = "TH"[mask>>j&1]
	}
	return string(b)
}

// TestAgainstSearch compares outcome, Grundy value and the full lists of
// winning moves (as moves, and as Analyze's positions) with the search on
// every row of 1 to 12 coins for each rule, in both plays; and checks the computer's move.
func TestAgainstSearch(t *testing.T) {
	for _, rule := range []Rule{Turtles, Mock, Ruler} {
		for n := 1; n <= 12; n++ {
			s := newSearch(rule, n)
			for mask := range uint32(1 << n) {
				for _, play := range []game.Play{game.Normal, game.Misere} {
					p := Position{s.row(mask), rule, play}
					wantWin := s.win[play][mask]
					if got := p.Outcome(); (got == game.N) != wantWin {
						t.Fatalf("%s: outcome %v", p, got)
					}
					if g, ok := p.Grundy(); play == game.Normal && (!ok || g != s.grundy[mask]) || play == game.Misere && ok {
						t.Fatalf("%s: Grundy %d, %v; search says %d", p, g, ok, s.grundy[mask])
					}
					var want []string
					var wantMoves []uint32
					for _, f := range s.moves(mask) {
						if !s.win[play][mask^f] {
							want = append(want, p.with(s.row(mask^f)))
							wantMoves = append(wantMoves, f)
						}
					}
					var got []uint32
					for m := range p.WinningMoves() {
						var f uint32
						for _, c := range m.Coins {
							f |= 1 << (c - 1)
						}
						got = append(got, f)
					}
					// The same moves, in the order of Moves.
					var inOrder []uint32
					for m := range p.Moves() {
						var f uint32
						for _, c := range m.Coins {
							f |= 1 << (c - 1)
						}
						if slices.Contains(wantMoves, f) {
							inOrder = append(inOrder, f)
						}
					}
					if !slices.Equal(got, inOrder) || len(got) != len(wantMoves) {
						t.Fatalf("%s: winning moves %b; search says %b", p, got, wantMoves)
					}
					slices.Sort(want)
					a := p.Analyze()
					if !slices.Equal(a.Winning, want) && !(len(want) == 0 && len(a.Winning) == 0) || a.Winning == nil {
						t.Fatalf("%s: winning %q; search says %q", p, a.Winning, want)
					}
					m, ok := p.ComputerMove()
					switch {
					case len(wantMoves) > 0:
						if !ok || !slices.Equal(m.Coins, (<-chanOf(p.WinningMoves())).Coins) {
							t.Fatalf("%s: ComputerMove %v", p, m)
						}
					case mask == 0:
						if ok {
							t.Fatalf("%s: ComputerMove %v with no heads", p, m)
						}
					case !ok || len(m.Coins) != 1 || m.Coins[0] != strings.IndexByte(p.Coins, 'H')+1:
						t.Fatalf("%s: ComputerMove %v; want the leftmost head", p, m)
					}
				}
			}
		}
	}
}

// chanOf returns the first value of seq on a buffered channel.
func chanOf[T any](seq func(func(T) bool)) chan T {
	c := make(chan T, 1)
	for v := range seq {
		c <- v
		break
	}
	return c
}

// TestMovesAgainstSearch checks Moves and Apply against the search's move
// sets on every row of up to 8 coins.
func TestMovesAgainstSearch(t *testing.T) {
	for _, rule := range []Rule{Turtles, Mock, Ruler} {
		for n := 1; n <= 8; n++ {
			s := &search{rule: rule, n: n}
			for mask := range uint32(1 << n) {
				p := Position{Coins: s.row(mask), Rule: rule}
				var got []uint32
				for m := range p.Moves() {
					q, err := p.Apply(m)
					if err != nil {
						t.Fatalf("%s: Apply(%v): %v", p, m, err)
					}
					var f uint32
					for _, c := range m.Coins {
						f |= 1 << (c - 1)
					}
					if q.Coins != s.row(mask^f) {
						t.Fatalf("%s: Apply(%v) = %s", p, m, q)
					}
					got = append(got, f)
				}
				want := s.moves(mask)
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: moves %b; search says %b", p, got, want)
				}
			}
		}
	}
}

func TestApply(t *testing.T) {
	p := parse(t, "game=turning&coins=HTTHTHH&rule=turtles")
	tests := []struct {
		rule  Rule
		coins []int
		want  string
		err   string
	}{
		{Turtles, []int{3, 7}, "game=turning&coins=HTHHTHT&rule=turtles", ""},
		{Turtles, []int{4}, "game=turning&coins=HTTTTHH&rule=turtles", ""},
		{Turtles, []int{3}, "", "turning: the rightmost coin turned, 3, must be heads"},
		{Turtles, []int{1, 2, 4}, "", "turning: turtles turns over one or two coins, not 3"},
		{Turtles, []int{4, 1}, "", "turning: the coins of a move must increase: [4 1]"},
		{Turtles, []int{8}, "", "turning: no coin 8 (the coins are 1 to 7)"},
		{Turtles, nil, "", "turning: a move turns over at least one coin"},
		{Mock, []int{1, 2, 4}, "game=turning&coins=THTTTHH&rule=mock", ""},
		{Mock, []int{1, 2, 3, 4}, "", "turning: mock turns over one to three coins, not 4"},
		{Ruler, []int{2, 3, 4}, "game=turning&coins=HHHTTHH&rule=ruler", ""},
		{Ruler, []int{2, 4}, "", "turning: ruler turns over a run of consecutive coins, not [2 4]"},
	}
	for _, tt := range tests {
		p := p
		p.Rule = tt.rule
		q, err := p.Apply(Move{tt.coins})
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("%v Apply(%v) = %v, %v; want error %q", tt.rule, tt.coins, q, err, tt.err)
			}
		case err != nil || q.String() != tt.want:
			t.Errorf("%v Apply(%v) = %v, %v; want %s", tt.rule, tt.coins, q, err, tt.want)
		}
	}
	var from []string
	for m := range parse(t, "game=turning&coins=HTTH&rule=ruler").MovesFrom(4) {
		from = append(from, fmt.Sprint(m.Coins))
	}
	if want := []string{"[4]", "[3 4]", "[2 3 4]", "[1 2 3 4]"}; !slices.Equal(from, want) {
		t.Errorf("MovesFrom(4) = %v; want %v", from, want)
	}
	for m := range parse(t, "game=turning&coins=HTTH&rule=ruler").MovesFrom(2) {
		t.Errorf("MovesFrom a tail: %v", m)
	}
}

// TestTruncated checks the selection of the first 1000 winning positions
// on long rows, where Mock Turtles has thousands of winning moves, against
// sorting all of them.
func TestTruncated(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, rule := range []Rule{Turtles, Mock, Ruler} {
		for trial := range 30 {
			n := 1 + r.IntN(300)
			b := make([]byte, n)
			for i := range b {
				b[i] = "HT"[r.IntN(2)]
				if trial%3 == 0 {
					b[i] = 'H'
				}
			}
			p := Position{string(b), rule, game.Play(trial % 2)}
			var all []string
			for m := range p.WinningMoves() {
				q, err := p.Apply(m)
				if err != nil {
					t.Fatal(err)
				}
				if q.Outcome() != game.P {
					t.Fatalf("%s: a winning move %v reaches %v", p, m, q.Outcome())
				}
				all = append(all, q.String())
			}
			slices.Sort(all)
			if len(slices.Compact(slices.Clone(all))) != len(all) {
				t.Fatalf("%s: repeated winning positions", p)
			}
			a := p.Analyze()
			want := all[:min(len(all), game.MaxWinning)]
			if !slices.Equal(a.Winning, want) && len(want) > 0 || a.Truncated != (len(all) > game.MaxWinning) {
				t.Fatalf("%v %d coins: %d winning, truncated %v; %d in all", rule, n, len(a.Winning), a.Truncated, len(all))
			}
		}
	}
}

func TestExplain(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"game=turning&coins=HTTHTHH&rule=turtles", "the heads are worth 1⊕4⊕6⊕7 = 4: turn coin 4 (H→T), leaving value 0"},
		{"game=turning&coins=HTTTTHH&rule=turtles", "the heads are worth 1⊕6⊕7 = 0: every move leaves a row the opponent wins, so the player to move loses against perfect play"},
		{"game=turning&coins=HHHH&rule=ruler", "the heads are worth 1⊕2⊕1⊕4 = 6: turn coins 1 to 4, leaving value 0"},
		{"game=turning&coins=TTHHT&rule=mock", "the heads are worth 4⊕7 = 3: turn coin 4 (H→T) and coin 3 (H→T), leaving value 0"},
		{"game=turning&coins=TTT&rule=mock", "no heads are left: the player to move cannot move, and loses"},
		{"game=turning&coins=TTT&rule=mock&play=misere", "no heads are left: the player to move cannot move, and in misère play that wins"},
		{"game=turning&coins=THH&rule=turtles&play=misere", "the heads are worth 2⊕3 = 1 and the row is tame (each pair of heads 2m, 2m+1 is worth 2m ⊕ (2m+1) = 1, and coin 1 is worth 1, so misère: like Nim with heaps of 1, the row to leave is tame with value 1): " +
			"every move leaves a row the opponent wins, so the player to move loses against perfect play"},
		// One head is no sum: not "the heads are worth 1 = 1".
		{"game=turning&coins=H&rule=ruler&play=misere", "the only head, at position 1, is worth 1 and the row is tame (every head is at an odd position, worth 1, so misère: like Nim with heaps of 1, the row to leave is tame with value 1): " +
			"every move leaves a row the opponent wins, so the player to move loses against perfect play"},
		{"game=turning&coins=TTH&rule=turtles", "the only head, at position 3, is worth 3: turn coin 3 (H→T), leaving value 0"},
		{"game=turning&coins=TTTH&rule=mock", "the only head, at position 4, is worth 7: turn coin 4 (H→T), leaving value 0"},
		{"game=turning&coins=HHHH&rule=mock&play=misere", "the heads are worth 1⊕2⊕4⊕7 = 0 (misère Mock Turtles: the row to leave has value 1): turn coin 1 (H→T), leaving value 1"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.pos).Explain(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.pos, got, tt.want)
		}
	}
}

func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{
		"game=turning&coins=HTTHTHH&rule=turtles",
		"game=turning&coins=HHHHHHHHHHHHHHHH&rule=mock&play=misere",
		"coins=THTH&rule=ruler",
		"game=turning&coins=HTxH&rule=turtles",
		"game=turning&coins=&rule=mock",
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
			t.Fatalf("%q: canonical %q: %v", s, canon, err)
		}
		again, err := FromQuery(q2)
		if err != nil || again != p || again.String() != canon {
			t.Fatalf("%q: canonical %q reads back as %v, %v", s, canon, again, err)
		}
		a := p.Analyze()
		if (a.Outcome == game.P) != (len(a.Winning) == 0) && !(p.Play == game.Misere && a.Outcome == game.N && !strings.Contains(p.Coins, "H")) {
			t.Fatalf("%q: outcome %v, winning %d", s, a.Outcome, len(a.Winning))
		}
	})
}

func BenchmarkAnalyze(b *testing.B) {
	for _, rule := range []Rule{Turtles, Mock, Ruler} {
		for _, n := range []int{64, MaxCoins} {
			p := Position{Coins: strings.Repeat("H", n), Rule: rule}
			b.Run(fmt.Sprintf("%v/%d", rule, n), func(b *testing.B) {
				var a game.Analysis
				for b.Loop() {
					a = p.Analyze()
				}
				b.ReportMetric(float64(len(a.Winning)), "winning")
			})
		}
	}
}

func BenchmarkAnalyzeN(b *testing.B) {
	for _, rule := range []Rule{Turtles, Mock, Ruler} {
		for _, play := range []game.Play{game.Normal, game.Misere} {
			// Tails at the left, heads after: an N-position with many
			// winning moves.
			p := Position{Coins: "T" + strings.Repeat("H", MaxCoins-1), Rule: rule, Play: play}
			if p.Outcome() == game.P {
				p.Coins = "TT" + p.Coins[2:]
			}
			b.Run(fmt.Sprintf("%v/%v/%d", rule, play, MaxCoins), func(b *testing.B) {
				var a game.Analysis
				for b.Loop() {
					a = p.Analyze()
				}
				if len(a.Winning) == 0 {
					b.Fatal("no winning moves")
				}
				n := 0
				for range p.WinningMoves() {
					n++
				}
				b.ReportMetric(float64(n), "moves")
			})
		}
	}
}

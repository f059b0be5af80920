package sg

import (
	"errors"
	"iter"
	"math/rand/v2"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// heap is a Nim heap: a move leaves any smaller size.
func heap(n int) []int {
	moves := make([]int, n)
	for i := range moves {
		moves[i] = i
	}
	return moves
}

// heaps is a Nim position of up to three heaps, a comparable key.
type heaps [3]int

func nimMoves(h heaps) []heaps {
	var moves []heaps
	for i, n := range h {
		for t := range n {
			m := h
			m[i] = t
			moves = append(moves, m)
		}
	}
	return moves
}

func TestNimHeap(t *testing.T) {
	s := New(heap, 0)
	for n := 0; n <= 150; n++ { // past 64: the mask's fallback
		g, err := s.Grundy(n)
		if err != nil || g != uint64(n) {
			t.Errorf("Grundy(heap %d) = %d, %v; want %d", n, g, err, n)
		}
		o, err := s.Outcome(n)
		if want := map[bool]game.Outcome{true: game.P, false: game.N}[n == 0]; err != nil || o != want {
			t.Errorf("Outcome(heap %d) = %v, %v; want %v", n, o, err, want)
		}
		o, err = s.MisereOutcome(n)
		if want := map[bool]game.Outcome{true: game.P, false: game.N}[n == 1]; err != nil || o != want {
			t.Errorf("MisereOutcome(heap %d) = %v, %v; want %v", n, o, err, want)
		}
	}
}

// TestNimSums checks every position of three heaps up to 9 against
// Bouton's theorem and misère Nim's rule.
func TestNimSums(t *testing.T) {
	s := New(nimMoves, 0)
	for a := range 10 {
		for b := range 10 {
			for c := range 10 {
				h := heaps{a, b, c}
				g, err := s.Grundy(h)
				if err != nil || g != uint64(a^b^c) {
					t.Errorf("Grundy%v = %d, %v; want %d", h, g, err, a^b^c)
				}
				big := 0
				for _, n := range h {
					if n >= 2 {
						big++
					}
				}
				lose := a^b^c == 0
				if big == 0 {
					lose = (a+b+c)%2 == 1
				}
				want := game.N
				if lose {
					want = game.P
				}
				if o, err := s.MisereOutcome(h); err != nil || o != want {
					t.Errorf("MisereOutcome%v = %v, %v; want %v", h, o, err, want)
				}
			}
		}
	}
}

// TestMexPastMask checks the mex of option values around 64, where the bit
// mask no longer holds them.
func TestMexPastMask(t *testing.T) {
	// Keys ≥ 0 are Nim heaps; a negative key -i has the heaps options[i].
	span := func(lo, hi int) []int {
		var s []int
		for v := lo; v <= hi; v++ {
			s = append(s, v)
		}
		return s
	}
	tests := []struct {
		options []int
		want    uint64
	}{
		{span(0, 63), 64},
		{append(span(0, 63), 65), 64},
		{append(span(0, 64), 66, 67), 65},
		{append(span(0, 64), 64, 65, 65, 200), 66}, // repeats
		{append(span(0, 62), 64, 65), 63},
		{span(1, 100), 0},
		{append(span(0, 127), 129), 128},
		{nil, 0},
	}
	for _, tt := range tests {
		s := New(func(k int) []int {
			if k == -1 {
				return tt.options
			}
			return heap(k)
		}, 0)
		if g, err := s.Grundy(-1); err != nil || g != tt.want {
			t.Errorf("mex of %v = %d, %v; want %d", tt.options, g, err, tt.want)
		}
	}
}

// TestChain solves a chain of a million positions, each with one move to
// the next: recursion this deep would exhaust the stack.
func TestChain(t *testing.T) {
	const n = 1_000_000
	chain := func(k int) []int {
		if k == 0 {
			return nil
		}
		return []int{k - 1}
	}
	s := New(chain, 2*(n+1)) // both plays
	g, err := s.Grundy(n)
	if err != nil || g != n%2 {
		t.Errorf("Grundy(chain of %d) = %d, %v; want %d", n, g, err, n%2)
	}
	// Misère: the end of the chain wins, so every even distance from it does.
	if o, err := s.MisereOutcome(n); err != nil || o != game.N {
		t.Errorf("MisereOutcome(chain of %d) = %v, %v; want N", n, o, err)
	}
	if s.Expanded() != 2*(n+1) {
		t.Errorf("expanded %d positions; want %d", s.Expanded(), 2*(n+1))
	}
}

func TestLimit(t *testing.T) {
	s := New(heap, 10)
	if s.Limit() != 10 {
		t.Errorf("Limit() = %d", s.Limit())
	}
	if g, err := s.Grundy(9); err != nil || g != 9 {
		t.Fatalf("Grundy(9) = %d, %v", g, err)
	}
	g, err := s.Grundy(10)
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != 10 || g != 0 {
		t.Fatalf("Grundy(10) past the limit = %d, %v", g, err)
	}
	if want := "sg: the search needs more than 10 positions (the node limit)"; err.Error() != want {
		t.Errorf("error %q; want %q", err, want)
	}
	// What was solved stays solved.
	if g, err := s.Grundy(5); err != nil || g != 5 {
		t.Errorf("Grundy(5) after the limit = %d, %v", g, err)
	}
	if _, err := s.MisereOutcome(3); !errors.As(err, &le) {
		t.Errorf("MisereOutcome past the limit: %v", err)
	}
	if New(heap, 0).Limit() != DefaultLimit {
		t.Error("limit 0 is not DefaultLimit")
	}
	// A game that never ends in a few positions: the limit stops it.
	endless := New(func(k int) []int { return []int{k + 1} }, 1000)
	if _, err := endless.Grundy(0); !errors.As(err, &le) {
		t.Errorf("endless game: %v", err)
	}
}

func TestCycle(t *testing.T) {
	s := New(func(k int) []int { return []int{(k + 1) % 5} }, 0)
	if _, err := s.Grundy(0); !errors.Is(err, ErrCycle) {
		t.Errorf("Grundy on a cycle: %v", err)
	}
	if _, err := s.MisereOutcome(0); !errors.Is(err, ErrCycle) {
		t.Errorf("MisereOutcome on a cycle: %v", err)
	}
	// A loop to itself.
	s = New(func(k int) []int { return []int{k} }, 0)
	if _, err := s.Outcome(7); !errors.Is(err, ErrCycle) {
		t.Errorf("Outcome on a loop: %v", err)
	}
}

func TestNewSeq(t *testing.T) {
	s := NewSeq(func(n int) iter.Seq[int] {
		return func(yield func(int) bool) {
			for t := n - 1; t >= 0 && n-t <= 3; t-- { // take 1 to 3
				if !yield(t) {
					return
				}
			}
		}
	}, 0)
	for n := range 40 {
		if g, err := s.Grundy(n); err != nil || g != uint64(n%4) {
			t.Errorf("Grundy(%d) in subtraction 1..3 = %d, %v; want %d", n, g, err, n%4)
		}
	}
}

// TestRandomGames compares the solver with plain recursion on random game
// graphs: node i moves to some nodes below i.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		n := 1 + r.IntN(80)
		options := make([][]int, n)
		for i := range options {
			for j := range i {
				if r.IntN(4) == 0 {
					options[i] = append(options[i], j)
				}
			}
			r.Shuffle(len(options[i]), func(a, b int) { options[i][a], options[i][b] = options[i][b], options[i][a] })
		}
		grundy := make([]uint64, n)
		win := make([]bool, n) // misère
		for i := range n {
			seen := map[uint64]bool{}
			win[i] = len(options[i]) == 0
			for _, j := range options[i] {
				seen[grundy[j]] = true
				win[i] = win[i] || !win[j]
			}
			for seen[grundy[i]] {
				grundy[i]++
			}
		}
		s := New(func(i int) []int { return options[i] }, 0)
		for _, i := range r.Perm(n) {
			g, err := s.Grundy(i)
			if err != nil || g != grundy[i] {
				t.Fatalf("node %d of %v: Grundy %d, %v; want %d", i, options, g, err, grundy[i])
			}
			o, err := s.MisereOutcome(i)
			if err != nil || (o == game.N) != win[i] {
				t.Fatalf("node %d of %v: misère %v, %v; want win %v", i, options, o, err, win[i])
			}
		}
	}
}

func TestExpandsOnce(t *testing.T) {
	calls := map[heaps]int{}
	s := New(func(h heaps) []heaps { calls[h]++; return nimMoves(h) }, 0)
	for range 2 {
		if _, err := s.Grundy(heaps{4, 5, 6}); err != nil {
			t.Fatal(err)
		}
	}
	for h, n := range calls {
		if n != 1 {
			t.Errorf("moves%v called %d times", h, n)
		}
	}
	if len(calls) != 5*6*7 || s.Expanded() != 5*6*7 {
		t.Errorf("%d positions expanded, %d counted", len(calls), s.Expanded())
	}
}

func BenchmarkChain(b *testing.B) {
	chain := func(k int) []int {
		if k == 0 {
			return nil
		}
		return []int{k - 1}
	}
	for b.Loop() {
		if _, err := New(chain, 0).Grundy(100_000); err != nil {
			b.Fatal(err)
		}
	}
}

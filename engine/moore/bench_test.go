package moore

import (
	"fmt"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
)

// benchHeaps returns n heaps spread over 1..max by a fixed recurrence.
func benchHeaps(n int, max uint64) []uint64 {
	heaps := make([]uint64, n)
	x := uint64(12345)
	for i := range heaps {
		x = x*6364136223846793005 + 1442695040888963407
		heaps[i] = 1 + (x>>11)%max
	}
	return heaps
}

// BenchmarkMooreMove is the outcome and one winning move of Moore's Nim-k
// with 1000 heaps: the task asks for at most 1 ms.
func BenchmarkMooreMove(b *testing.B) {
	for _, k := range []uint64{2, 5, 100} {
		p := Position{Heaps: benchHeaps(1000, 1e7), K: k}
		b.Run(fmt.Sprintf("1000x1e7/k=%d", k), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if p.Outcome() != game.N {
					b.Fatal("P")
				}
				if _, ok := p.WinningMove(); !ok {
					b.Fatal("no move")
				}
			}
		})
	}
}

// BenchmarkMooreAnalyze is the whole analysis, with the first 1000 winning
// positions in the order of their text. It reports how many were listed and
// the search's steps (the limit is MaxSearch; past it nothing is listed).
func BenchmarkMooreAnalyze(b *testing.B) {
	for _, bb := range []struct {
		n   int
		max uint64
		k   uint64
	}{{3, 1e7, 2}, {12, 1e4, 5}, {20, 1e7, 2}, {20, 1e7, 3}, {1000, 1e7, 2}, {1000, 1e7, 3}, {1000, 1e7, 5}} {
		p := Position{Heaps: benchHeaps(bb.n, bb.max), K: bb.k}
		b.Run(fmt.Sprintf("%dx%g/k=%d", bb.n, float64(bb.max), bb.k), func(b *testing.B) {
			a := p.Analyze()
			s := p.newSolver(MaxSearch)
			n := 0
			for range s.moves() {
				if n++; n > game.MaxWinning {
					break
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				p.Analyze()
			}
			b.ReportMetric(float64(len(a.Winning)), "winning")
			b.ReportMetric(float64(s.steps), "steps")
		})
	}
}

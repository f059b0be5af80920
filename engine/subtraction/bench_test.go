package subtraction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/notation"
)

// set8 is a set of eight amounts with a long period (found by Period).
var set8 = []uint64{3, 5, 8, 13, 21, 34, 55, 89}

// BenchmarkTable computes the Grundy values of heaps 0..10^6−1 for a set of
// eight amounts: the work behind every value FromQuery might need.
func BenchmarkTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if g := extend(nil, set8, 1_000_000); len(g) != 1_000_000 {
			b.Fatal(len(g))
		}
	}
}

// BenchmarkSequence is the same through the exported Sequence, which also
// checks the set and converts the values to uint64.
func BenchmarkSequence(b *testing.B) {
	for b.Loop() {
		if _, err := Sequence(set8, 1_000_000); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPeriod finds preperiod and period without the cache: set8, and
// the worst kind of set, 64 amounts whose period does not show within the
// 2^20 values computed for them.
func BenchmarkPeriod(b *testing.B) {
	for _, bb := range []struct {
		name string
		set  []uint64
	}{{"set8", set8}, {"no-period-64", slowSet()}} {
		b.Run(bb.name, func(b *testing.B) {
			var q *sequence
			for b.Loop() {
				q = newSequence(bb.set)
			}
			b.ReportMetric(float64(q.pre), "preperiod")
			b.ReportMetric(float64(q.per), "period")
		})
	}
}

func BenchmarkAnalyze(b *testing.B) {
	heaps := func(n int, max uint64) string {
		var s strings.Builder
		x := uint64(12345)
		for i := range n {
			if i > 0 {
				s.WriteByte(',')
			}
			x = x*6364136223846793005 + 1442695040888963407
			fmt.Fprint(&s, 1+(x>>11)%max)
		}
		return s.String()
	}
	for _, bb := range []struct{ name, pos string }{
		{"4-heaps", "game=subtraction&heaps=9,6,5,4&set=1,2,3"},
		{"10000x1e15/set8", "game=subtraction&heaps=" + heaps(10000, 1e15) + "&set=3,5,8,13,21,34,55,89"},
		{"10000x1e15/set8/misere", "game=subtraction&heaps=" + heaps(10000, 1e15) + "&set=3,5,8,13,21,34,55,89&play=misere"},
	} {
		b.Run(bb.name, func(b *testing.B) {
			q, err := notation.Parse(bb.pos)
			if err != nil {
				b.Fatal(err)
			}
			p, err := FromQuery(q)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(len(p.Analyze().Winning)), "winning")
			b.ReportAllocs()
			for b.Loop() {
				p.Analyze()
			}
		})
	}
}

// BenchmarkMisereSearch is the fallback search at its limit of 10^6
// positions, forced by making the SJ condition fail.
func BenchmarkMisereSearch(b *testing.B) {
	q := *sequenceOf([]uint64{1, 2, 3})
	q.unsafe = 0
	p := Position{Heaps: []uint64{999, 999}, Set: q.set, seq: &q, Play: 1}
	for b.Loop() {
		if s := p.solve(); s.how != search {
			b.Fatal(s.how)
		}
	}
}

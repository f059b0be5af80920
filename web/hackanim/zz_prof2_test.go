package hackanim

import (
	"testing"
	"time"
)

func BenchmarkProfPlayOn(b *testing.B) {
	f := newFrame(b, randomEdges(1000, 2000))
	var d [3]time.Duration
	for i := 0; i < b.N; i++ {
		f.r.cached, f.r.m = -1, nil
		for key := 0; key < 3; key++ {
			t0 := time.Now()
			f.r.ensure(key)
			d[key] += time.Since(t0)
		}
	}
	for k := range d {
		b.ReportMetric(float64(d[k].Microseconds())/float64(b.N), "us/key"+string(rune('0'+k)))
	}
}

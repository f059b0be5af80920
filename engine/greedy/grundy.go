package greedy

import (
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// MaxGrundyWork bounds the exact search for the Grundy value of a position
// with a single largest heap, in units of the estimate C(s+m, m)·(s+1)²
// (s the second-largest heap, m the nonempty heaps besides the largest).
// The estimate is generous: near the bound the search takes 0.1 to 0.3 s on a
// 2-core shared machine, with some 10^5 positions remembered.
const MaxGrundyWork = 20_000_000

// Grundy returns the Sprague–Grundy value under normal play; false in misère
// play and where it is not computed.
//
// With two or more largest heaps the value is 1 for an odd number of them and
// 0 for an even number: every move leaves one fewer, and by induction the
// moves from an odd number all reach 0. With a single largest heap M over
// the other heaps S (largest s), the moves to sizes above s reach positions
// of the same kind, so the value is the (M−s)-th whole number missing from
// V(S), the set of values of S with one more heap of 0 to s. V(S) takes a
// search over the smaller heaps, done within MaxGrundyWork; the value has no
// closed form that the exhaustive tests could confirm.
func (p Position) Grundy() (uint64, bool) {
	if p.Play == game.Misere {
		return 0, false
	}
	s := p.stats()
	switch {
	case s.max == 0:
		return 0, true
	case s.count >= 2:
		return uint64(s.count % 2), true
	}
	rest := p.rest()
	if grundyWork(rest) > MaxGrundyWork {
		return 0, false
	}
	small := make([]uint16, len(rest)) // each below 300: grundyWork says so
	for i, h := range rest {
		small[i] = uint16(h)
	}
	gs := grundySearch{map[string]uint64{}, map[string][]uint64{}}
	return nth(gs.options(small), s.max-s.next), true
}

// rest returns the nonempty heaps besides the single largest, sorted.
func (p Position) rest() []uint64 {
	top := p.stats().max
	var rest []uint64
	for _, h := range p.Heaps {
		if h > 0 && h < top {
			rest = append(rest, h)
		}
	}
	slices.Sort(rest)
	return rest
}

// grundyWork estimates the steps of the search for the heaps rest: C(s+m, m)
// positions of at most m heaps up to s, the largest of rest, each trying s+1
// sizes and reading a set of up to s+1 values.
func grundyWork(rest []uint64) float64 {
	if len(rest) == 0 {
		return 0
	}
	s, m := float64(rest[len(rest)-1]), len(rest)
	work := (s + 1) * (s + 1)
	for i := 1; i <= m && work <= MaxGrundyWork; i++ {
		work = work * (s + float64(i)) / float64(i)
	}
	return work
}

func (p Position) grundyNote() msg.Text {
	rest := p.rest()
	return msg.New("grundy: not computed; with one largest heap the value needs an exact search over the smaller heaps, "+
		"done when C(s+m, m)·(s+1)² ≤ %d for the second-largest heap s and the m nonempty heaps besides the largest (here s = %d, m = %d)",
		MaxGrundyWork, p.stats().next, len(rest))
}

// grundySearch remembers values of positions (sorted nonempty heaps) and the
// sets V(S), by key.
type grundySearch struct {
	value map[string]uint64
	sets  map[string][]uint64
}

// of returns the Grundy value of the sorted nonempty heaps hs.
func (gs grundySearch) of(hs []uint16) uint64 {
	if len(hs) == 0 {
		return 0
	}
	key := key(hs)
	if g, ok := gs.value[key]; ok {
		return g
	}
	top := hs[len(hs)-1]
	count := 0
	for _, h := range hs {
		if h == top {
			count++
		}
	}
	var g uint64
	if count >= 2 {
		g = uint64(count % 2)
	} else {
		rest := hs[:len(hs)-1]
		var low uint16
		if len(rest) > 0 {
			low = rest[len(rest)-1]
		}
		g = nth(gs.options(rest), uint64(top-low))
	}
	gs.value[key] = g
	return g
}

// options returns V(rest), sorted: the values of rest with one more heap of
// 0 to the largest of rest.
func (gs grundySearch) options(rest []uint16) []uint64 {
	key := key(rest)
	if v, ok := gs.sets[key]; ok {
		return v
	}
	var low uint16
	if len(rest) > 0 {
		low = rest[len(rest)-1]
	}
	v := []uint64{gs.of(rest)}
	for t := uint16(1); t <= low; t++ {
		hs := make([]uint16, 0, len(rest)+1)
		i, _ := slices.BinarySearch(rest, t)
		hs = append(append(append(hs, rest[:i]...), t), rest[i:]...)
		v = append(v, gs.of(hs))
	}
	slices.Sort(v)
	v = slices.Compact(v)
	gs.sets[key] = v
	return v
}

// nth returns the n-th (from 1) whole number missing from the sorted set v.
func nth(v []uint64, n uint64) uint64 {
	g := n - 1
	for _, x := range v {
		if x > g {
			break
		}
		g++
	}
	return g
}

// key writes heaps as a map key, two bytes each.
func key(hs []uint16) string {
	b := make([]byte, 2*len(hs))
	for i, h := range hs {
		b[2*i], b[2*i+1] = byte(h>>8), byte(h)
	}
	return string(b)
}

package heapplay

import (
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/engine/moore"
)

// FuzzCommand runs page commands, whose names and arguments come from the JS API, on each
// kind of heap game: none panics, a refusal names its command, and a take that stands is a
// legal move of one heap.
func FuzzCommand(f *testing.F) {
	for _, s := range []struct {
		game      uint8
		name, arg string
		chosen    int
	}{
		{0, "take", "2:2", -1},
		{0, "take3", "", 0},
		{0, "take12", "", 3},
		{0, "take", "-1:1", -1},
		{0, "take", "1:18446744073709551615", -1},
		{1, "take1", "", 0},
		{1, "take", "1:5", -1},
		{2, "take2", "", 2},
		{2, "move", "", -1},
		{2, "cancel", "", -1},
		{0, "jump", "x", -1},
	} {
		f.Add(s.game, s.name, s.arg, s.chosen)
	}
	f.Fuzz(func(t *testing.T, which uint8, name, arg string, chosen int) {
		var g Game
		switch which % 3 {
		case 0:
			g = lecture()
		case 1:
			g = NewGreedy(greedy.Position{Heaps: []uint64{5, 5, 3}}, true)
		default:
			g = NewMoore(moore.Position{Heaps: []uint64{5, 8, 10}, K: 2}, true)
		}
		s := NewPlay()
		s.Chosen = chosen
		err := s.Command(g, name, arg)
		if err != nil {
			if !strings.HasPrefix(err.Error(), name+": ") {
				t.Errorf("Command(%q, %q) = %q: the error does not start with the command's name", name, arg, err)
			}
			if s.queued != nil {
				t.Errorf("Command(%q, %q) refused (%v) but queued %v", name, arg, err, s.queued)
			}
			return
		}
		if !strings.HasPrefix(name, "take") {
			return
		}
		heaps := g.Heaps()
		if len(s.queued) != 1 {
			t.Fatalf("Command(%q, %q) queued %v: a take changes one heap", name, arg, s.queued)
		}
		c := s.queued[0]
		if c.Heap < 0 || c.Heap >= len(heaps) || c.To >= heaps[c.Heap] || !g.Allowed(c.Heap, c.To) {
			t.Errorf("Command(%q, %q) queued %v, which is not a move from %v", name, arg, s.queued, heaps)
		}
	})
}

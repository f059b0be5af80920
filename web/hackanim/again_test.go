package hackanim

import (
	"reflect"
	"testing"

	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
)

// TestPlayedAgainMatchFresh: keyframes not kept, played through a second time (the model
// built again from the drawing, every step applied again), are those worked out afresh.
// The ground's taken places were once kept in the sorter's buffer and sorted onto
// themselves the second time: the 2000-edge drawing's ground stalks stood elsewhere.
func TestPlayedAgainMatchFresh(t *testing.T) {
	for _, edges := range append(graphs(), hackenbushtest.Random(1000, 2000)) {
		got, _ := replayOf(t, edges)
		got.kept = nil
		n := len(got.Steps())
		for range 2 {
			for key := range n + 1 {
				got.ensure(key)
				fresh, _ := replayOf(t, edges)
				fresh.ensure(key)
				if !reflect.DeepEqual(got.a, fresh.a) {
					t.Errorf("%s: keyframe %d played again differs from the one worked out afresh", edges[:min(len(edges), 30)], key)
				}
			}
		}
	}
}

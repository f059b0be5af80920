package hackenbushtest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/hackenbush/hackenbushtest"
)

// TestRandom: the drawing has the edges asked for, all standing on the ground, and is the
// same at every call.
func TestRandom(t *testing.T) {
	for _, c := range []struct{ n, m int }{{2, 1}, {10, 20}, {40, 90}, {1000, 2000}} {
		edges := hackenbushtest.Random(c.n, c.m)
		if edges != hackenbushtest.Random(c.n, c.m) {
			t.Errorf("Random(%d, %d) differs between calls", c.n, c.m)
		}
		if got := strings.Count(edges, ",") + 1; got != c.m {
			t.Errorf("Random(%d, %d) has %d edges", c.n, c.m, got)
		}
		pos, _, err := engine.Parse("game=hackenbush&edges=" + edges)
		if err != nil {
			t.Fatalf("Random(%d, %d): %v", c.n, c.m, err)
		}
		if got := pos.(hackenbush.Position).NumEdges(); got != c.m { // none fell for standing apart
			t.Errorf("Random(%d, %d): %d edges stand on the ground", c.n, c.m, got)
		}
	}
}

func ExampleRandom() {
	fmt.Println(hackenbushtest.Random(4, 5))
	// Output: 0-1,0-2,0-3,0-0,1-3
}

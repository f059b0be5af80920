//go:build !js

package e2e

import (
	"fmt"
	"testing"
)

// TestReadyEvent: nimscope:ready comes once, with window.nimscope.ready already true, and
// before the first nimscope:state (it goes out at the start of the animation frame after the
// first picture, before that frame's Update sends the view model), on the page without a
// hash and on the sum's page, whose first Update has the most to do.
func TestReadyEvent(t *testing.T) {
	parallel(t)
	for _, hash := range []string{"", "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2"} {
		t.Run(fmt.Sprintf("%q", hash), func(t *testing.T) {
			tb := open(t, hash)
			tb.waitFor(`window.__nimscopeSeen.some((e) => e.name === "state")`, "the first nimscope:state")
			type event struct {
				Name  string `json:"name"`
				Ready bool   `json:"ready"`
			}
			seen := eval[[]event](tb, `window.__nimscopeSeen`)
			if len(seen) == 0 || seen[0].Name != "ready" {
				t.Fatalf("the events came in the order %+v, want nimscope:ready first", seen)
			}
			if !seen[0].Ready {
				t.Errorf("window.nimscope.ready was false when nimscope:ready came")
			}
			for _, e := range seen[1:] {
				if e.Name == "ready" {
					t.Errorf("nimscope:ready came more than once: %+v", seen)
				}
			}
		})
	}
}

//go:build !js

package e2e

import (
	"fmt"
	"testing"
	"time"
)

// TestPressEndsMoveAnimation: a press on the board ends the running move's animation (so
// that quick play is never swallowed), also a press on nothing; the scene then draws the
// move's end. It drew nothing more, and the screen stayed on the animation's first frames
// (the taken stones half risen) until something else was drawn. The screen, shot before
// an export (an export draws the screen again), must match the exported picture of the
// position.
func TestPressEndsMoveAnimation(t *testing.T) {
	for _, page := range [][]struct{ start, move string }{
		{
			{"game=nim&heaps=7,7,7", "game=nim&heaps=7,7,2"},
			{"game=subtraction&heaps=9,6,5,4&set=1,2,3", "game=subtraction&heaps=6,6,5,4&set=1,2,3"},
			{"game=fibonacci&n=20&last=0", "game=fibonacci&n=17&last=3"},
		},
		{
			{"game=staircase&steps=3,0,5,2", "game=staircase&steps=3,0,7,0"},
			{"game=slide&coins=2,5,9", "game=slide&coins=2,5,7"},
			{"game=turning&coins=HTTHTHH&rule=turtles", "game=turning&coins=HTTHTHT&rule=turtles"},
		},
		{
			{"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2", "game=sum&parts=nim:1|staircase:0,2,1|hackenbush:0-1,1-2"},
		},
	} {
		tb := open(t, page[0].start+"&hint=1&vs=human")
		for _, tc := range page {
			tb.set(tc.start + "&hint=1&vs=human")
			tb.synced()
			c := tb.settle()
			if res := eval[string](tb, fmt.Sprintf(`JSON.stringify(window.nimscope.command("playto", %q))`, tc.move)); res != "{}" {
				t.Fatalf("%s: playto %s = %s", tc.start, tc.move, res)
			}
			time.Sleep(60 * time.Millisecond) // into the move's animation
			tb.click(c.Left+0.03*c.CSSWidth, c.Top+0.03*c.CSSHeight)
			tb.frames(20, time.Second)
			s := tb.shoot("press-ends-animation", c)
			img := tb.export(`window.nimscope.command("export", "png")`).png(t)
			if b := img.Bounds(); float64(b.Dx()) != c.Width || float64(b.Dy()) != c.Height {
				t.Fatalf("%s: the export is %v, the canvas %g×%g: they cannot be compared", tc.start, b, c.Width, c.Height)
			}
			differ, all := 0, 0
			s.pairs(c, img, func(sr, sg, sb, er, eg, eb uint32) {
				all++
				if far(sr, er) || far(sg, eg) || far(sb, eb) {
					differ++
				}
			})
			if float64(differ) > 0.002*float64(all) {
				t.Errorf("%s, a press during the move to %s: the screen differs from the position's picture (exported) in %d of %d pixels: it shows another moment",
					tc.start, tc.move, differ, all)
			}
		}
	}
}

// far reports whether two 16-bit colour channels differ by more than a tenth.
func far(a, b uint32) bool { return a > b+0x1900 || b > a+0x1900 }

package sumlayout

import (
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/sum"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/i18n/catalog"
)

func parts(t *testing.T, text string) []game.Position {
	t.Helper()
	q, err := notation.Parse("game=sum&parts=" + text)
	if err != nil {
		t.Fatal(err)
	}
	p, err := sum.FromQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return p.Parts
}

func inside(in, out Rect) bool {
	const eps = 1e-6
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.X+in.W <= out.X+out.W+eps && in.Y+in.H <= out.Y+out.H+eps
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestNew(t *testing.T) {
	tests := []struct {
		w, h, scale float64
		n           int
		cols, rows  int
	}{
		{1200, 700, 1, 3, 3, 1},
		{1200, 700, 2, 1, 1, 1},
		{600, 1000, 1, 3, 1, 3},
		{1200, 800, 1, 6, 3, 2},
		{800, 800, 1, 4, 2, 2},
		{1000, 600, 1, 5, 3, 2},
	}
	for _, tt := range tests {
		l := New(tt.w, tt.h, tt.scale, tt.n)
		if l.Cols != tt.cols || l.Rows != tt.rows || len(l.Boxes) != tt.n {
			t.Errorf("%v×%v, %d boxes: %d×%d grid, %d boxes; want %d×%d", tt.w, tt.h, tt.n, l.Cols, l.Rows, len(l.Boxes), tt.cols, tt.rows)
		}
		canvas := Rect{0, 0, tt.w, tt.h}
		if !inside(l.Total, canvas) {
			t.Errorf("%v×%v: total strip %v off the canvas", tt.w, tt.h, l.Total)
		}
		for i, b := range l.Boxes {
			if !inside(b.Outer, canvas) || !inside(b.Value, b.Outer) || !inside(b.Area, b.Outer) || overlap(b.Value, b.Area) || overlap(b.Outer, l.Total) {
				t.Errorf("%v×%v box %d: %+v (total %v)", tt.w, tt.h, i, b, l.Total)
			}
			for j, c := range l.Boxes[:i] {
				if overlap(b.Outer, c.Outer) {
					t.Errorf("%v×%v: boxes %d and %d overlap", tt.w, tt.h, j, i)
				}
			}
			x, y := b.Area.X+b.Area.W/2, b.Area.Y+b.Area.H/2
			if k, ok := l.At(x, y); !ok || k != i {
				t.Errorf("At(centre of box %d) = %d, %v", i, k, ok)
			}
		}
	}
	if _, ok := New(800, 600, 1, 3).At(799, 599); ok {
		t.Error("a corner of the canvas is in a box")
	}
}

func TestEquation(t *testing.T) {
	r := Rect{10, 500, 400, 40}
	tokens, h := Equation([]uint64{3, 1, 12}, 14, r, 30)
	var kinds []string
	for _, tk := range tokens {
		switch tk.Kind {
		case Number:
			kinds = append(kinds, tk.Digits)
		case Plus:
			kinds = append(kinds, "⊕")
		case Equals:
			kinds = append(kinds, "=")
		}
		if !inside(tk.R, r) {
			t.Errorf("token %+v outside %v", tk, r)
		}
	}
	if got := strings.Join(kinds, " "); got != "3 ⊕ 1 ⊕ 12 = 14" || h != 30 {
		t.Errorf("Equation: %s at height %v", got, h)
	}
	// A long sum in a narrow strip shrinks to fit.
	tokens, h = Equation([]uint64{9007199254740991, 9007199254740990}, 1, Rect{0, 0, 200, 40}, 30)
	if h >= 30 || !inside(tokens[len(tokens)-1].R, Rect{0, 0, 200.001, 40}) {
		t.Errorf("long sum: height %v, last token %+v", h, tokens[len(tokens)-1].R)
	}
}

// TestPick: a press on a stone, a coin or an edge of a drawn component picks that thing,
// and the pick's move is the component's move from that thing.
func TestPick(t *testing.T) {
	ps := parts(t, "nim:3,5|staircase:0,2,1|hackenbush:0-1,1-2,0-3|subtraction:9,4/set:1,3")
	l := New(1200, 800, 1, len(ps))
	var drawn []Part
	for i, c := range ps {
		drawn = append(drawn, NewPart(l.Boxes[i], 1, c, RoomFor(c), l.LabelH))
	}
	// Nim: the top stone of the heap of 5 takes one.
	x, y := drawn[0].Heaps.StoneCenter(1, 4)
	if pk, ok := drawn[0].Pick(x, y, false, ps[0]); !ok || pk.Heap != 1 || pk.To != 4 {
		t.Errorf("nim: pick %+v, %v", pk, ok)
	} else if next, why := Move(ps[0], pk); next == nil || next.String() != "game=nim&heaps=3,4" {
		t.Errorf("nim: move %v (%s)", next, why)
	}
	// Staircase: the lower coin on step 2 takes both down to step 1.
	x, y = drawn[1].Stair.CoinCenter(2, 0)
	if pk, ok := drawn[1].Pick(x, y, false, ps[1]); !ok || pk.Step != 2 || pk.Keep != 0 {
		t.Errorf("staircase: pick %+v, %v", pk, ok)
	} else if next, why := Move(ps[1], pk); next == nil || next.String() != "game=staircase&steps=2,0,1" {
		t.Errorf("staircase: move %v (%s)", next, why)
	}
	// Hackenbush: the middle of each edge's line picks it.
	for i := range drawn[2].Lines.Len() {
		line := drawn[2].Lines.Line(i)
		pt := line[len(line)/2]
		if !drawn[2].Box.Area.Contains(pt.X, pt.Y) {
			t.Errorf("hackenbush: edge %d drawn outside its box at %v", i, pt)
		}
		if pk, ok := drawn[2].Pick(pt.X, pt.Y, false, ps[2]); !ok || pk.Edge != i {
			t.Errorf("hackenbush: the middle of edge %d picks %+v, %v", i, pk, ok)
		}
	}
	// The graph fills its box: the stalk of two stands at least a third of the area high.
	top := drawn[2].View.Ground
	for i := range drawn[2].Lines.Len() {
		for _, q := range drawn[2].Lines.Line(i) {
			top = min(top, q.Y)
		}
	}
	if a := drawn[2].Box.Area; drawn[2].View.Ground-top < a.H/3 {
		t.Errorf("hackenbush: the graph is %.0f high in an area %.0f high", drawn[2].View.Ground-top, a.H)
	}
	// Subtraction with set 1, 3: taking 2 is refused with the reason, taking 3 moves.
	x, y = drawn[3].Heaps.StoneCenter(1, 2)
	pk, ok := drawn[3].Pick(x, y, false, ps[3])
	if !ok || pk.Heap != 1 || pk.To != 2 {
		t.Fatalf("subtraction: pick %+v, %v", pk, ok)
	}
	if next, why := Move(ps[3], pk); next != nil || why.String() != "The subtraction game takes 1 or 3 stones at a time, not 2: the stones snap back." {
		t.Errorf("subtraction: taking 2 gives %v, %q", next, why)
	}
	if next, _ := Move(ps[3], Pick{Heap: 1, To: 1}); next == nil || next.String() != "game=subtraction&heaps=9,1&set=1,3" {
		t.Errorf("subtraction: taking 3 gives %v", next)
	}
	// Presses outside anything pick nothing.
	for i, d := range drawn {
		if _, ok := d.Pick(d.Box.Outer.X+1, d.Box.Outer.Y+1, false, ps[i]); ok {
			t.Errorf("part %d: the box's corner picks something", i)
		}
	}
}

// TestPickFor: every move of every component, as the sum lists them, has a pick that makes
// exactly that move — so a hint can show each winning move.
func TestPickFor(t *testing.T) {
	q, _ := notation.Parse("game=sum&parts=nim:3,5|staircase:0,2,1|hackenbush:0-1,1-2,0-3,1-1|subtraction:9,4/set:1,3|slide:2,4|turning:HTH/rule:mock")
	p, err := sum.FromQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, c := range p.Parts {
		for _, o := range p.Options() {
			if o.Parts[i].String() == c.String() {
				continue
			}
			pk, ok := PickFor(c, o.Parts[i])
			next, _ := Move(c, pk)
			if !ok || next == nil || next.String() != o.Parts[i].String() {
				t.Errorf("%s → %s: pick %+v, %v makes %v", c, o.Parts[i], pk, ok, next)
			}
			n++
		}
	}
	// Nim 3 + 5, staircase 2 + 1, four edges, subtraction 2 + 2, slide 1 + 1, and turning
	// HTH by mock: {1}, {3}, {1,3}, {2,3}, {1,2,3}.
	if n != 26 {
		t.Errorf("%d moves checked; want 26", n)
	}
	if _, ok := PickFor(p.Parts[0], p.Parts[0]); ok {
		t.Error("a pick for no move")
	}
}

// TestStrip: a tap on a free cell slides the first coin on its right there; a tap on a coin
// or right of every coin says why nothing moved.
func TestStrip(t *testing.T) {
	ps := parts(t, "slide:2,5,9")
	l := New(900, 600, 2, 1)
	d := NewPart(l.Boxes[0], 2, ps[0], RoomFor(ps[0]), l.LabelH)
	if d.Strip.Cells != 9 {
		t.Fatalf("strip %+v", d.Strip)
	}
	if !inside(d.Strip.CellRect(1), d.Box.Area) || !inside(d.Strip.CellRect(9), d.Box.Area) {
		t.Errorf("strip %+v outside %+v", d.Strip, d.Box.Area)
	}
	tap := func(k uint64) (game.Position, string) {
		r := d.Strip.CellRect(k)
		pk, ok := d.Pick(r.X+r.W/2, r.Y+r.H/2, true, ps[0])
		if !ok || pk.Cell != k {
			t.Fatalf("cell %d: pick %+v, %v", k, pk, ok)
		}
		next, why := Move(ps[0], pk)
		return next, why.String()
	}
	for _, tc := range []struct {
		cell      uint64
		want, why string
	}{
		{3, "game=slide&coins=2,3,9", ""},
		{8, "game=slide&coins=2,5,8", ""},
		{1, "game=slide&coins=1,5,9", ""},
		{5, "", "Tap a free cell: the first coin on its right slides there."},
	} {
		next, why := tap(tc.cell)
		got := ""
		if next != nil {
			got = next.String()
		}
		if got != tc.want || why != tc.why {
			t.Errorf("cell %d: %q, %q; want %q, %q", tc.cell, got, why, tc.want, tc.why)
		}
	}
	// Right of every coin: the strip ends at the last coin, so use a pick by hand.
	if next, why := Move(ps[0], Pick{Cell: 10, Coin: -1}); next != nil || why.String() != "No coin stands right of cell 10, and coins slide only left." {
		t.Errorf("cell 10: %v, %q", next, why)
	}
	if _, ok := d.Pick(d.Strip.X-5, d.Strip.Y, false, ps[0]); ok {
		t.Error("left of the strip picks a cell")
	}
}

func TestMain(m *testing.M) {
	if err := catalog.LoadAll(); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// latin finds a word in Latin letters, which a refusal in Russian, Ukrainian or Chinese has none of.
var latin = regexp.MustCompile(`[A-Za-z]+`)

// TestTurn: coins are chosen tap by tap and turned by a second tap on the rightmost; a
// choice the rule does not allow is refused with its reason.
func TestTurn(t *testing.T) {
	ps := parts(t, "turning:THTHH/rule:turtles")
	c := ps[0]
	var chosen []int
	var commit bool
	for _, k := range []int{2, 5, 4, 4} { // 4 then leaves the choice again
		chosen, commit = Toggle(chosen, k)
	}
	if commit || !slices.Equal(chosen, []int{2, 5}) {
		t.Fatalf("chosen %v, commit %v", chosen, commit)
	}
	if _, commit = Toggle(chosen, 5); !commit {
		t.Fatal("a second tap on the rightmost chosen coin does not turn them")
	}
	if next, why := Move(c, Pick{Turn: chosen}); next == nil || next.String() != "game=turning&coins=TTTHT&rule=turtles" {
		t.Errorf("turning 2 and 5: %v, %q", next, why)
	}
	for _, tc := range []struct {
		turn []int
		why  string
	}{
		{[]int{1, 2, 5}, "The coins stay as they are, because a move of Turning Turtles turns over one or two coins, not 3."},
		{[]int{3}, "The coins stay as they are, because coin 3 would go from tails to heads: the rightmost coin a move turns over goes from heads to tails."},
	} {
		next, why := Move(c, Pick{Turn: tc.turn})
		if next != nil || why.String() != tc.why {
			t.Errorf("turning %v: %v, %q; want %q", tc.turn, next, why, tc.why)
		}
		// In the panel's language, as the other components' refusals are.
		for _, l := range []i18n.Lang{i18n.RU, i18n.UK, i18n.ZH} {
			if got := i18n.Text(l, why); latin.MatchString(got) {
				t.Errorf("turning %v in %s: %q has Latin letters", tc.turn, l, got)
			}
		}
	}
	l := New(900, 600, 1, 1)
	d := NewPart(l.Boxes[0], 1, c, RoomFor(c), l.LabelH)
	r := d.Strip.CellRect(4)
	if pk, ok := d.Pick(r.X+r.W/2, r.Y+r.H/2, false, c); !ok || pk.Cell != 4 {
		t.Errorf("coin 4: pick %+v, %v", pk, ok)
	}
	if pk, ok := PickFor(c, parts(t, "turning:TTTHT/rule:turtles")[0]); !ok || !slices.Equal(pk.Turn, []int{2, 5}) {
		t.Errorf("PickFor: %+v, %v", pk, ok)
	}
}

func TestRoomFor(t *testing.T) {
	ps := parts(t, "nim:3,5|staircase:1,0,2,4")
	if r := RoomFor(ps[0]); r.Tallest != 5 {
		t.Errorf("nim room %+v", r)
	}
	if r := RoomFor(ps[1]); !slices.Equal(r.Need, []uint64{7, 6, 6, 4}) {
		t.Errorf("staircase room %+v", r)
	}
}

// TestLabels: the digits inside a box follow the canvas, not the box, and a larger least
// (the scene's, on a projector) makes them larger, while they stay inside the box's area.
// Before, a sum of three on a 768-pixel canvas wrote heap sizes 11 px tall.
func TestLabels(t *testing.T) {
	ps := parts(t, "nim:3,5|staircase:0,2,1|subtraction:9,4/set:1,3|nim:1,2,3,4,5,6,7,8,9,10,11,12")
	for _, tc := range []struct {
		w, h, scale float64
		n           int // components
	}{
		{768, 800, 1, 3},
		{1536, 1600, 2, 3},
		{1280, 720, 1, 4},
		{512, 400, 1, 4},
		{1080, 1920, 3, 4},
	} {
		l := New(tc.w, tc.h, tc.scale, tc.n)
		for _, least := range []float64{l.Label(false), l.Label(true)} {
			for i, c := range ps[:tc.n] {
				d := NewPart(l.Boxes[i], tc.scale, c, RoomFor(c), least)
				a := d.Box.Area
				var got float64
				var where []Rect
				switch d.Game {
				case "nim", "subtraction":
					got = d.Heaps.LabelH
					for k := range d.Heaps.Heaps {
						where = append(where, Rect(d.Heaps.Label(k)))
					}
				case "staircase":
					got = d.Stair.LabelH
					for k := 1; k <= d.Stair.Steps; k++ {
						where = append(where, Rect(d.Stair.Label(k)), Rect(d.Stair.Count(k, RoomFor(c).Need[k-1])))
					}
				}
				// As far as the box has room: 8 % of its area's height (the heaps may take
				// 10 %), and for the stairs 0.6 of a column.
				want := math.Min(least, a.H*0.08)
				if d.Game == "staircase" {
					want = math.Min(want, d.Stair.ColW*0.6)
				}
				if got < want-1e-9 {
					t.Errorf("%v×%v@%v, %s, least %.1f: labels %.1f px, want at least %.1f", tc.w, tc.h, tc.scale, c, least, got, want)
				}
				for _, r := range where {
					if !inside(r, a) {
						t.Errorf("%v×%v@%v, %s, least %.1f: label %+v outside the area %+v", tc.w, tc.h, tc.scale, c, least, r, a)
					}
				}
			}
		}
	}
}

package heapplay

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/engine/moore"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/web/heaplayout"
	"github.com/nimscope/nimscope/web/i18n"
	"github.com/nimscope/nimscope/web/session"
)

// lecture is the lecture's subtraction example: heaps 9, 6, 5, 4, take 1, 2 or 3.
func lecture() *Subtraction {
	return NewSubtraction(subtraction.Position{Heaps: []uint64{9, 6, 5, 4}, Set: []uint64{1, 2, 3}}, true)
}

func layoutFor(g Game) *heaplayout.Layout {
	l := heaplayout.New(900, 800, 1, len(g.Heaps()), slices.Max(g.Heaps()), Options(g))
	return &l
}

// at is where a gesture happens.
type at func(l *heaplayout.Layout) (x, y float64)

func stone(i int, j uint64) at {
	return func(l *heaplayout.Layout) (float64, float64) { return l.Heaps.StoneCenter(i, j) }
}

func chip(i, k, n int) at {
	return func(l *heaplayout.Layout) (float64, float64) {
		r := l.Chip(i, k, n)
		return r.X + r.W/2, r.Y + r.H/2
	}
}

func above(i int) at {
	return func(l *heaplayout.Layout) (float64, float64) {
		return l.Heaps.CenterX(i), l.HeapsTop + 2
	}
}

func button(kind heaplayout.Kind) at {
	return func(l *heaplayout.Layout) (float64, float64) {
		r := l.Confirm
		if kind == heaplayout.Cancel {
			r = l.Cancel
		}
		return r.X + r.W/2, r.Y + r.H/2
	}
}

func nowhere(l *heaplayout.Layout) (float64, float64) { return 2, 2 }

// A step is one tick of the pointer.
type step struct {
	where at
	kind  string // "hover", "press", "drag", "release", "tap" (press and release in one tick)
	touch bool
}

func (s step) pointer(l *heaplayout.Layout) Pointer {
	x, y := s.where(l)
	p := Pointer{X: x, Y: y, Touch: s.touch}
	switch s.kind {
	case "hover":
		p.Hover = !s.touch
	case "press":
		p.Pressed, p.Down = true, true
	case "drag":
		p.Down = true
	case "release":
		p.Released = true
	case "tap":
		p.Pressed, p.Released = true, true
	}
	return p
}

// run plays steps and returns the moves made.
func run(t *testing.T, g Game, s *Play, steps []step) []Move {
	t.Helper()
	l := layoutFor(g)
	var moves []Move
	for _, st := range steps {
		if m, ok := s.Update(st.pointer(l), l, g, true); ok {
			moves = append(moves, m)
		}
	}
	return moves
}

func click(w at) []step {
	return []step{{w, "hover", false}, {w, "press", false}, {w, "release", false}}
}

func TestSubtractionGestures(t *testing.T) {
	for _, tc := range []struct {
		name   string
		steps  []step
		moves  []Move
		reason string
		chips  int
	}{
		{"a click on stone 4 of the heap of 6 takes 2", click(stone(1, 4)), []Move{{{1, 4}}}, "", 1},
		{"the top stone takes 1", click(stone(0, 8)), []Move{{{0, 8}}}, "", 0},
		{"a take not in the set snaps back and says why", click(stone(1, 1)),
			nil, "You may take 1, 2 or 3 stones, not 5.", 1},
		{"emptying a heap of 4 is not in the set either", click(stone(3, 0)),
			nil, "You may take 1, 2 or 3 stones, not 4.", 3},
		{"press and release in one tick", []step{{stone(2, 3), "tap", false}}, []Move{{{2, 3}}}, "", 2},
		{"sliding along the heap chooses another stone", []step{
			{stone(0, 2), "press", false}, {stone(0, 4), "drag", false}, {stone(0, 6), "drag", false}, {stone(0, 6), "release", false},
		}, []Move{{{0, 6}}}, "", 0},
		{"releasing on another heap does nothing", []step{
			{stone(0, 8), "press", false}, {stone(1, 5), "drag", false}, {stone(1, 5), "release", false},
		}, nil, "", 0},
		{"hovering a heap shows its chips; a chip takes its amount", append([]step{{stone(1, 2), "hover", false}},
			click(chip(1, 2, 3))...), []Move{{{1, 3}}}, "", 1},
		{"a touch on a stone not allowed keeps the chips up for the next tap", []step{
			{stone(1, 0), "press", true}, {stone(1, 0), "release", true},
			{chip(1, 1, 3), "press", true}, {chip(1, 1, 3), "release", true},
		}, []Move{{{1, 4}}}, "", 1},
		{"a tap elsewhere puts the chips away", []step{
			{stone(1, 0), "press", true}, {stone(1, 0), "release", true},
			{nowhere, "press", true}, {nowhere, "release", true},
		}, nil, "You may take 1, 2 or 3 stones, not 6.", -1},
		{"a failed try is forgotten at the next press", append(click(stone(1, 0)), step{stone(0, 2), "press", false}),
			nil, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewPlay()
			got := run(t, lecture(), s, tc.steps)
			if fmt.Sprint(got) != fmt.Sprint(tc.moves) {
				t.Errorf("moves %v, want %v", got, tc.moves)
			}
			if s.Reason.String() != tc.reason {
				t.Errorf("reason %q, want %q", s.Reason, tc.reason)
			}
			if s.Chips != tc.chips {
				t.Errorf("chips over heap %d, want %d", s.Chips, tc.chips)
			}
		})
	}
}

func TestMovesAreTheEngines(t *testing.T) {
	// Every stone and chip of every heap: the gesture makes a move exactly when the engine
	// has that move, and Apply gives the engine's position.
	for _, set := range [][]uint64{{1, 2, 3}, {2, 5}, {1, 3, 4}} {
		p := subtraction.Position{Heaps: []uint64{9, 6, 5, 4, 1}, Set: set}
		g := NewSubtraction(p, false)
		l := layoutFor(g)
		legal := map[string]bool{}     // the positions one move away
		leaves := map[[2]uint64]bool{} // heap, size left
		for _, m := range p.Moves() {
			next, _ := p.Apply(m)
			legal[next.String()] = true
			leaves[[2]uint64{uint64(m.Heap), p.Heaps[m.Heap] - m.Take}] = true
		}
		for i, h := range p.Heaps {
			for j := range h {
				s := NewPlay()
				x, y := l.Heaps.StoneCenter(i, j)
				m, ok := s.Update(Pointer{X: x, Y: y, Pressed: true, Released: true}, l, g, true)
				if !ok {
					if leaves[[2]uint64{uint64(i), j}] {
						t.Errorf("%v: stone %d of heap %d (take %d) refused: %s", set, j, i, h-j, s.Reason)
					}
					continue
				}
				next, err := g.Apply(m)
				if err != nil || !legal[next.String()] {
					t.Errorf("%v: stone %d of heap %d made %v → %v, %v; not an engine move", set, j, i, m, next, err)
				}
			}
		}
	}
}

func TestCannotMove(t *testing.T) {
	g := lecture()
	l := layoutFor(g)
	s := NewPlay()
	x, y := l.Heaps.StoneCenter(1, 4)
	if _, ok := s.Update(Pointer{X: x, Y: y, Hover: true}, l, g, false); ok || s.Show.Kind != heaplayout.None {
		t.Errorf("while the user may not move: show %+v", s.Show)
	}
	if _, ok := s.Update(Pointer{X: x, Y: y, Pressed: true, Released: true}, l, g, false); ok {
		t.Error("a click made a move while the user may not move")
	}
}

func TestShowWhatAPressWouldDo(t *testing.T) {
	g := lecture()
	l := layoutFor(g)
	s := NewPlay()
	for _, tc := range []struct {
		where at
		kind  heaplayout.Kind
		ok    bool
	}{
		{stone(0, 7), heaplayout.Stone, true},  // take 2
		{stone(0, 5), heaplayout.Stone, false}, // take 4
		{above(2), heaplayout.Above, false},
		{nowhere, heaplayout.None, false},
	} {
		x, y := tc.where(l)
		s.Update(Pointer{X: x, Y: y, Hover: true}, l, g, true)
		if s.Show.Kind != tc.kind || s.ShowOK != tc.ok {
			t.Errorf("hover at (%g, %g): show %+v ok %v, want kind %d ok %v", x, y, s.Show, s.ShowOK, tc.kind, tc.ok)
		}
	}
}

func TestCommands(t *testing.T) {
	g := lecture()
	l := layoutFor(g)
	s := NewPlay()
	if err := s.Command(g, "take", "2:2"); err != nil {
		t.Fatal(err)
	}
	if m, ok := s.Update(Pointer{X: 2, Y: 2, Hover: true}, l, g, true); !ok || fmt.Sprint(m) != "[{1 4}]" {
		t.Errorf("after take 2:2 Update = %v, %v; want [{1 4}]", m, ok)
	}
	if _, ok := s.Update(Pointer{X: 2, Y: 2, Hover: true}, l, g, true); ok {
		t.Error("the command's move came out twice")
	}
	// A second take before the first is made is refused, not put in its place.
	if err := s.Command(g, "take", "1:1"); err != nil {
		t.Fatal(err)
	}
	if err := s.Command(g, "take", "2:1"); err == nil || err.Error() != "take: the move before is still to be made; try again" {
		t.Errorf("a second take with one on its way: %v", err)
	}
	if m, ok := s.Update(Pointer{X: 2, Y: 2, Hover: true}, l, g, true); !ok || fmt.Sprint(m) != "[{0 8}]" {
		t.Errorf("after take 1:1 and a refused 2:1, Update = %v, %v; want [{0 8}]", m, ok)
	}
	// The report's buttons: take the third amount from the heap last pressed.
	if err := s.Command(g, "take1", ""); err == nil || err.Error() != "take1: press a heap first" {
		t.Errorf("take1 with no heap pressed: %v", err)
	}
	run(t, g, s, click(stone(0, 0)))
	if err := s.Command(g, "take3", ""); err != nil {
		t.Fatal(err)
	}
	if m, ok := s.Update(Pointer{X: 2, Y: 2}, l, g, true); !ok || fmt.Sprint(m) != "[{0 6}]" {
		t.Errorf("after take3 on heap 1 Update = %v, %v; want [{0 6}]", m, ok)
	}
	for _, tc := range []struct{ name, arg, err string }{
		{"take", "2:5", "take: You may take 1, 2 or 3 stones, not 5."},
		{"take", "5:1", "take: there is no heap 5 (there are 4)"},
		{"take", "4:7", "take: heap 4 has 4 stones; 7 cannot be taken"},
		{"take", "x", `take: "x" is not heap:amount, such as 2:3`},
		{"move", "", "move: nothing is chosen yet"},
		{"jump", "", "jump: not a command of this scene"},
	} {
		if err := s.Command(g, tc.name, tc.arg); err == nil || err.Error() != tc.err {
			t.Errorf("Command(%s, %s) = %v, want %s", tc.name, tc.arg, err, tc.err)
		}
	}
	// A game that takes any amount has no buttons of amounts.
	anyAmount := NewGreedy(greedy.Position{Heaps: []uint64{5, 5, 3}}, false)
	s = NewPlay()
	s.Chosen = 0
	want := "take1: this game has no list of amounts; take heap:amount says what to take"
	if err := s.Command(anyAmount, "take1", ""); err == nil || err.Error() != want {
		t.Errorf("take1 in Greedy Nim: %v, want %s", err, want)
	}
}

// nimK is Moore's Nim-k in miniature, for the gestures of a move that changes several heaps.
type nimK struct {
	heaps []uint64
	k     int
}

func (g nimK) Heaps() []uint64                     { return g.heaps }
func (g nimK) Limit() int                          { return g.k }
func (g nimK) Playable(i int) bool                 { return g.heaps[i] > 0 }
func (g nimK) Allowed(i int, to uint64) bool       { return to < g.heaps[i] }
func (g nimK) Why(i int, to uint64) msg.Text       { return msg.Text{Format: "take at least one stone"} }
func (g nimK) Winning() []Move                     { return nil }
func (g nimK) Amounts() []uint64                   { return nil }
func (g nimK) Help() msg.Text                      { return msg.Text{Format: "choose and confirm"} }
func (g nimK) Apply(m Move) (game.Position, error) { return nil, nil }
func (g nimK) Table(heaps []uint64) *session.Table { return g.TableIn(i18n.EN, heaps) }
func (g nimK) TableIn(l i18n.Lang, heaps []uint64) *session.Table {
	return session.ModTable(l, "Column sums", "size", []string{"heap 1", "heap 2", "heap 3"}, heaps, uint64(g.k+1))
}

func TestSeveralHeaps(t *testing.T) {
	g := nimK{heaps: []uint64{5, 8, 10}, k: 2}
	for _, tc := range []struct {
		name    string
		steps   []step
		moves   []Move
		pending string
		reason  string
	}{
		{"a press chooses a heap's new size and waits", click(stone(0, 2)), nil, "[{0 2}]", ""},
		{"dragging along the heap changes it", []step{
			{stone(1, 6), "press", false}, {stone(1, 3), "drag", false}, {stone(1, 1), "drag", false}, {stone(1, 1), "release", false},
		}, nil, "[{1 1}]", ""},
		{"dragging above the stones leaves the heap as it is", []step{
			{stone(1, 6), "press", false}, {above(1), "drag", false}, {above(1), "release", false},
		}, nil, "[]", ""},
		{"two heaps, then confirm", append(append(click(stone(2, 4)), click(stone(0, 0))...), click(button(heaplayout.Confirm))...),
			[]Move{{{0, 0}, {2, 4}}}, "[{0 0} {2 4}]", ""},
		{"a third heap is refused", append(append(click(stone(2, 4)), click(stone(0, 0))...), click(stone(1, 3))...),
			nil, "[{0 0} {2 4}]", "One move changes at most 2 heaps, and heaps 1 and 3 are chosen: make the move, or press above a chosen heap's stones to leave it as it is."},
		{"a chosen heap changes again without counting twice", append(append(click(stone(2, 4)), click(stone(0, 0))...), click(stone(2, 7))...),
			nil, "[{0 0} {2 7}]", ""},
		{"pressing above a chosen heap frees its place", append(append(append(click(stone(2, 4)), click(stone(0, 0))...), click(above(2))...), click(stone(1, 3))...),
			nil, "[{0 0} {1 3}]", ""},
		{"cancel forgets the changes", append(click(stone(2, 4)), click(button(heaplayout.Cancel))...), nil, "[]", ""},
		{"confirm with nothing chosen is not even there", click(button(heaplayout.Confirm)), nil, "[]", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewPlay()
			got := run(t, g, s, tc.steps)
			if fmt.Sprint(got) != fmt.Sprint(tc.moves) {
				t.Errorf("moves %v, want %v", got, tc.moves)
			}
			if p := fmt.Sprint(s.Pending); p != tc.pending {
				t.Errorf("pending %s, want %s", p, tc.pending)
			}
			if s.Reason.String() != tc.reason {
				t.Errorf("reason %q, want %q", s.Reason, tc.reason)
			}
		})
	}
}

func TestReport(t *testing.T) {
	g := lecture()
	s := NewPlay()
	if r := s.Report(g, true, i18n.EN); r.Text != g.Help().String() || r.Controls != nil {
		t.Errorf("at rest: %+v", r)
	}
	run(t, g, s, click(stone(1, 1)))
	got := string(s.Report(g, true, i18n.EN).JSON())
	want := `{"title":"Your move","text":"You may take 1, 2 or 3 stones, not 5.","paragraphs":["Heap 2 has 6 stones: take 1, 2 or 3."],` +
		`"controls":[{"command":"take1","label":"Take 1"},{"command":"take2","label":"Take 2"},{"command":"take3","label":"Take 3"}]}`
	if got != want {
		t.Errorf("after a refused take the report is\n%s\nwant\n%s", got, want)
	}
	if r := s.Report(g, false, i18n.EN); !r.Controls[0].Disabled {
		t.Error("take buttons enabled while the user may not move")
	}

	k := nimK{heaps: []uint64{5, 8, 10}, k: 2}
	s = NewPlay()
	run(t, k, s, click(stone(0, 2)))
	r := s.Report(k, true, i18n.EN)
	if r.Paragraphs[0] != "Chosen: heap 1 from 5 to 2. The table below is the position it leads to." || r.Controls[0].Disabled || r.Table == nil {
		t.Fatalf("with a change chosen: %+v", r)
	}
	// After 2, 8, 10 the columns 8, 4, 2, 1 hold 2, 0, 2, 0 ones.
	if d := fmt.Sprint(r.Table.Sum.Digits); d != "[2 0 2 0]" || r.Table.Title != "After the chosen move" {
		t.Errorf("the pending table: %s, sums %s", r.Table.Title, d)
	}
}

func TestUpdateAllocatesNothing(t *testing.T) {
	g := lecture()
	l := layoutFor(g)
	s := NewPlay()
	x, y := l.Heaps.StoneCenter(1, 4)
	bx, by := chip(1, 0, 3)(l)
	ps := []Pointer{{X: x, Y: y, Hover: true}, {X: bx, Y: by, Hover: true}, {X: 2, Y: 2, Hover: true}}
	i := 0
	if n := testing.AllocsPerRun(200, func() {
		s.Update(ps[i%len(ps)], l, g, true)
		i++
	}); n != 0 {
		t.Errorf("Update allocates %v times per tick while the mouse hovers", n)
	}
}

func TestWhy(t *testing.T) {
	g := NewSubtraction(subtraction.Position{Heaps: []uint64{1, 7}, Set: []uint64{2, 5}}, false)
	for _, tc := range []struct {
		heap int
		to   uint64
		want string
	}{
		{0, 0, "Heap 1 has 1 stone, fewer than 2, the least amount of the set: it cannot be played."},
		{1, 3, "You may take 2 or 5 stones, not 4."},
	} {
		if got := g.Why(tc.heap, tc.to).String(); got != tc.want {
			t.Errorf("Why(%d, %d) = %q, want %q", tc.heap, tc.to, got, tc.want)
		}
	}
	if !strings.Contains(NewSubtraction(subtraction.Position{Heaps: []uint64{3}, Set: []uint64{1}}, false).Help().String(), "1 stone;") {
		t.Error("the help of set {1} does not say 1 stone")
	}
}

func ExampleOr() {
	fmt.Println(Or([]uint64{1, 2, 3}))
	fmt.Println(Or([]uint64{2, 5}))
	// Output:
	// 1, 2 or 3
	// 2 or 5
}

// TestMooreHelp: with k = 1, Moore's Nim-k is Nim, and its help says one heap; it said "at
// least 1 and at most 1 heap" and "do the same on up to 1 heap".
func TestMooreHelp(t *testing.T) {
	for _, tc := range []struct {
		k         uint64
		want, not string
	}{
		{1, "A move reduces one heap.", "at most"},
		{2, "at least 1 and at most 2 heaps", "one heap."},
	} {
		help := NewMoore(moore.Position{Heaps: []uint64{3, 4}, K: tc.k}, false).Help().String()
		if !strings.Contains(help, tc.want) || strings.Contains(help, tc.not) {
			t.Errorf("k = %d: help %q, want %q and not %q", tc.k, help, tc.want, tc.not)
		}
	}
}

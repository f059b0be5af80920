package sumlayout

import (
	"math"
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/engine/turning"
	"github.com/nimscope/nimscope/web/hacklayout"
	"github.com/nimscope/nimscope/web/nimlayout"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// Part is the drawing of one component in its box, by its game: heaps of stones (Nim, the
// subtraction game), a staircase, or a Hackenbush graph.
type Part struct {
	Game  string
	Box   Box
	Heaps nimlayout.Layout   // nim, subtraction
	Stair stairlayout.Layout // staircase
	Strip Strip              // slide, and turning's row of coins
	View  hacklayout.View    // hackenbush: the box's share of the screen
	Graph hacklayout.Drawing
	Lines hacklayout.Lines // the edges sampled on the screen, for hits
}

// Room is what a component's drawing is sized for, kept while a game is played down so
// stones and coins keep their size: the tallest heap, or each step's tallest stack.
type Room struct {
	Tallest uint64
	Need    []uint64
}

// RoomFor is the room c needs now and for the rest of its game: a heap only shrinks; coins
// from every step above can come down onto a step.
func RoomFor(c game.Position) Room {
	switch c := c.(type) {
	case nim.Position:
		return Room{Tallest: slices.Max(append([]uint64{0}, c.Heaps...))}
	case subtraction.Position:
		return Room{Tallest: slices.Max(append([]uint64{0}, c.Heaps...))}
	case slide.Position:
		return Room{Tallest: c.Coins[len(c.Coins)-1]} // coins only slide left
	case staircase.Position:
		need := make([]uint64, len(c.Steps))
		var above uint64
		for k := len(c.Steps); k >= 1; k-- {
			above += c.Steps[k-1]
			need[k-1] = above
		}
		return Room{Need: need}
	}
	return Room{}
}

// NewPart lays out component c in box b, with the digits inside it (heap sizes, step
// numbers, coin counts) at least label device pixels tall where the box has the room: the
// layouts of the games' own scenes size them by the area, and a box is a fraction of it.
func NewPart(b Box, scale float64, c game.Position, room Room, label float64) Part {
	p := Part{Game: c.Game(), Box: b}
	a := b.Area
	switch c := c.(type) {
	case nim.Position:
		p.Heaps = nimlayout.NewLabelled(a.W, a.H, scale, len(c.Heaps), room.Tallest, label).Shift(a.X, a.Y)
	case subtraction.Position:
		p.Heaps = nimlayout.NewLabelled(a.W, a.H, scale, len(c.Heaps), room.Tallest, label).Shift(a.X, a.Y)
	case staircase.Position:
		p.Stair = stairlayout.NewLabelled(stairlayout.Rect(a), scale, room.Need, label)
	case slide.Position:
		p.Strip = NewStrip(a, scale, int(max(room.Tallest, c.Coins[len(c.Coins)-1])))
	case turning.Position:
		p.Strip = NewStrip(a, scale, len(c.Coins))
	case hackenbush.Position:
		edges := c.Edges()
		p.Graph = hacklayout.NewDrawing(edges, hacklayout.Arrange(edges, hacklayout.Positions{}))
		p.View = fit(a, scale, p.Graph)
		p.Lines.Set(p.Graph.Curves, p.View)
	}
	return p
}

// fit maps a graph's logical space onto area so that the drawing fills it: the editor's
// square would leave a small stalk lost in a box. An edge is drawn at most a quarter of the
// area's height long, so a short stalk still reads as a stalk.
func fit(a Rect, scale float64, d hacklayout.Drawing) hacklayout.View {
	v := hacklayout.NewView(a.W, a.H, scale)
	ground := a.Y + a.H - math.Max(12*scale, a.H*0.08)
	if len(d.Curves) == 0 {
		v.OX += a.X
		v.Ground = ground
		return v
	}
	minX, maxX, maxY := math.Inf(1), math.Inf(-1), 0.0
	for _, c := range d.Curves {
		for _, q := range c.Sample(nil) {
			minX, maxX, maxY = math.Min(minX, q.X), math.Max(maxX, q.X), math.Max(maxY, q.Y)
		}
	}
	unit := math.Max(d.Unit, 1)
	pad := unit * 0.3
	w := maxX - minX + 2*pad
	h := maxY + pad
	k := math.Min(a.W*0.9/w, (ground-a.Y-a.H*0.04)/h)
	k = math.Min(k, a.H*0.25/unit)
	v.K = math.Max(k, 1e-3)
	v.OX = a.X + a.W/2 - (minX+maxX)/2*v.K
	v.Ground = ground
	return v
}

// Pick is what a press in a component points at: in a heap, the stone from which up
// everything goes (Heap, To stones left); on the stairs, the coin from which up the coins
// move down a step (Step, Keep coins left); in a graph, the edge to chop.
type Pick struct {
	Heap int
	To   uint64
	Step int // from 1
	Keep uint64
	Edge int
	// On a strip: the cell pressed, and the coin (an index, −1 for none) that would slide
	// there, the first on its right.
	Cell uint64
	Coin int
	// In a row of coins to turn: the coins chosen, from 1, increasing; the scene gathers
	// them tap by tap (Toggle).
	Turn []int
}

// Pick answers what a press at (x, y) in this part points at in c, the position it draws.
func (p Part) Pick(x, y float64, touch bool, c game.Position) (Pick, bool) {
	switch c := c.(type) {
	case nim.Position:
		i, to, ok := p.Heaps.Hit(x, y, c.Heaps)
		return Pick{Heap: i, To: to}, ok
	case subtraction.Position:
		i, to, ok := p.Heaps.Hit(x, y, c.Heaps)
		return Pick{Heap: i, To: to}, ok
	case staircase.Position:
		k, keep, ok := p.Stair.Hit(x, y, c.Steps)
		return Pick{Step: k, Keep: keep}, ok
	case slide.Position:
		k, ok := p.Strip.At(x, y)
		if !ok {
			return Pick{}, false
		}
		coin := -1
		for i, at := range c.Coins {
			if at > k {
				coin = i
				break
			}
		}
		return Pick{Cell: k, Coin: coin}, true
	case turning.Position:
		k, ok := p.Strip.At(x, y)
		return Pick{Cell: k}, ok
	case hackenbush.Position:
		if c.NumEdges() != p.Lines.Len() {
			return Pick{}, false
		}
		e, ok := p.Lines.Nearest(hacklayout.Point{X: x, Y: y}, p.View.Tolerance(touch))
		return Pick{Edge: e}, ok
	}
	return Pick{}, false
}

// Move turns a pick in c into c's next position; when the pick is not a legal move it
// returns the reason instead, a sentence for the panel.
func Move(c game.Position, pk Pick) (game.Position, msg.Text) {
	switch c := c.(type) {
	case nim.Position:
		next, err := c.Apply(nim.Move{Heap: pk.Heap, To: pk.To})
		if err != nil {
			return nil, msg.New("That is not a move in Nim.")
		}
		return next, msg.Text{}
	case subtraction.Position:
		if pk.Heap < 0 || pk.Heap >= len(c.Heaps) || pk.To >= c.Heaps[pk.Heap] {
			return nil, msg.New("That is not a move in the subtraction game.")
		}
		take := c.Heaps[pk.Heap] - pk.To
		if !slices.Contains(c.Set, take) {
			return nil, msg.New("The subtraction game takes %s stones at a time, not %d: the stones snap back.", amounts(c.Set), take)
		}
		next, err := c.Apply(subtraction.Move{Heap: pk.Heap, Take: take})
		if err != nil {
			return nil, msg.New("That is not a move in the subtraction game.")
		}
		return next, msg.Text{}
	case staircase.Position:
		if pk.Step < 1 || pk.Step > len(c.Steps) || pk.Keep >= c.Steps[pk.Step-1] {
			return nil, msg.New("That is not a move on the stairs.")
		}
		next, err := c.Apply(staircase.Move{From: pk.Step, Coins: c.Steps[pk.Step-1] - pk.Keep})
		if err != nil {
			return nil, msg.New("That is not a move on the stairs.")
		}
		return next, msg.Text{}
	case slide.Position:
		if slices.Contains(c.Coins, pk.Cell) {
			return nil, msg.New("Tap a free cell: the first coin on its right slides there.")
		}
		if pk.Coin < 0 || pk.Coin >= len(c.Coins) {
			return nil, msg.New("No coin stands right of cell %d, and coins slide only left.", pk.Cell)
		}
		next, err := c.Apply(slide.Move{Coin: pk.Coin, To: pk.Cell})
		if err != nil {
			return nil, msg.New("That is not a slide.")
		}
		return next, msg.Text{}
	case turning.Position:
		next, err := c.Apply(turning.Move{Coins: pk.Turn})
		if err != nil {
			return nil, session.TurnRefusal(c, pk.Turn)
		}
		return next, msg.Text{}
	case hackenbush.Position:
		next, err := c.Apply(hackenbush.Move{Edge: pk.Edge})
		if err != nil {
			return nil, msg.New("That is not an edge of the graph.")
		}
		return next, msg.Text{}
	}
	return nil, msg.New("This component cannot be played on the canvas.")
}

// PickFor is the pick that makes the move from c to next, for showing a winning move: false
// when next is not one move from c.
func PickFor(c, next game.Position) (Pick, bool) {
	switch a := c.(type) {
	case nim.Position, subtraction.Position:
		ha, hb := heapsOf(a), heapsOf(next)
		if len(ha) != len(hb) {
			return Pick{}, false
		}
		for i := range ha {
			if hb[i] < ha[i] {
				pk := Pick{Heap: i, To: hb[i]}
				if n, _ := Move(c, pk); n != nil && n.String() == next.String() {
					return pk, true
				}
				return Pick{}, false
			}
		}
	case staircase.Position:
		b, ok := next.(staircase.Position)
		if !ok || len(b.Steps) != len(a.Steps) {
			return Pick{}, false
		}
		for i := range a.Steps {
			if b.Steps[i] < a.Steps[i] {
				pk := Pick{Step: i + 1, Keep: b.Steps[i]}
				if n, _ := Move(c, pk); n != nil && n.String() == next.String() {
					return pk, true
				}
				return Pick{}, false
			}
		}
	case slide.Position:
		b, ok := next.(slide.Position)
		if !ok || len(b.Coins) != len(a.Coins) {
			return Pick{}, false
		}
		for i := range a.Coins {
			if b.Coins[i] != a.Coins[i] {
				pk := Pick{Cell: b.Coins[i], Coin: i}
				if n, _ := Move(c, pk); n != nil && n.String() == next.String() {
					return pk, true
				}
				return Pick{}, false
			}
		}
	case turning.Position:
		b, ok := next.(turning.Position)
		if !ok || len(b.Coins) != len(a.Coins) {
			return Pick{}, false
		}
		var turn []int
		for i := range a.Coins {
			if a.Coins[i] != b.Coins[i] {
				turn = append(turn, i+1)
			}
		}
		pk := Pick{Turn: turn}
		if n, _ := Move(c, pk); n != nil && n.String() == next.String() {
			return pk, true
		}
	case hackenbush.Position:
		want := next.String()
		for i := range a.NumEdges() {
			if n, err := a.Apply(hackenbush.Move{Edge: i}); err == nil && n.String() == want {
				return Pick{Edge: i}, true
			}
		}
	}
	return Pick{}, false
}

// Toggle is a tap on coin k of a row to turn, given the coins chosen so far: a coin not
// chosen joins them; a tap again on the rightmost chosen coin asks for the move (commit);
// any other chosen coin leaves the choice.
func Toggle(chosen []int, k int) (next []int, commit bool) {
	if i := slices.Index(chosen, k); i >= 0 {
		if i == len(chosen)-1 {
			return chosen, true
		}
		return slices.Delete(slices.Clone(chosen), i, i+1), false
	}
	next = append(slices.Clone(chosen), k)
	slices.Sort(next)
	return next, false
}

// Strip is a coin-sliding strip: cells 1, 2, 3… from the left, as squares in a row.
type Strip struct {
	X, Y, Cell float64 // the left end, the top, a cell's side
	Cells      int
}

// NewStrip lays out cells cells across area, as large as fits, centred.
func NewStrip(a Rect, scale float64, cells int) Strip {
	cells = max(cells, 1)
	side := math.Min(math.Min(a.W*0.94/float64(cells), a.H*0.3), 64*scale)
	return Strip{X: a.X + (a.W-side*float64(cells))/2, Y: a.Y + a.H*0.55 - side/2, Cell: side, Cells: cells}
}

// CellRect is cell k's square, k from 1.
func (s Strip) CellRect(k uint64) Rect {
	return Rect{s.X + float64(k-1)*s.Cell, s.Y, s.Cell, s.Cell}
}

// At returns the cell under (x, y), with some room above and below for a finger.
func (s Strip) At(x, y float64) (uint64, bool) {
	if s.Cell <= 0 || y < s.Y-s.Cell*0.5 || y >= s.Y+s.Cell*1.5 || x < s.X {
		return 0, false
	}
	k := int(math.Floor((x-s.X)/s.Cell)) + 1
	if k > s.Cells {
		return 0, false
	}
	return uint64(k), true
}

func heapsOf(c game.Position) []uint64 {
	switch c := c.(type) {
	case nim.Position:
		return c.Heaps
	case subtraction.Position:
		return c.Heaps
	}
	return nil
}

// amounts writes a set as "1, 2 or 3".
func amounts(set []uint64) any {
	s := make([]string, len(set))
	for i, a := range set {
		s[i] = itoa(a)
	}
	if len(s) == 1 {
		return s[0]
	}
	return msg.New("%s or %s", strings.Join(s[:len(s)-1], ", "), s[len(s)-1])
}

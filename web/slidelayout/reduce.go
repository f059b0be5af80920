package slidelayout

import (
	"fmt"

	"github.com/nimscope/nimscope/web/anim"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// Stage is one picture of the reduction, as the lecture draws it.
type Stage int

const (
	Coins Stage = iota // the strip as it is played
	Gaps               // the free cells left of each coin, counted
	Steps              // the gaps, read from the right, as the steps of a staircase
	Heaps              // the odd steps as Nim heaps; the even steps drop out
)

// Last is the final stage.
const Last = Heaps

var stageNames = [...]string{"coins", "gaps", "steps", "heaps"}

func (s Stage) String() string { return stageNames[s] }

// Ticks a transition takes, and how long playing rests on a stage before going on.
const (
	moveTicks = 54
	backTicks = 36 // going back, or stopping, is quicker: the user has seen it
	holdTicks = 150
)

// Player walks the reduction a stage at a time: it is at From, going to To (equal at rest),
// and Tween runs the way between. Playing goes on to the next stage after a rest. Shown is
// set while the walk is on, its first stage (the coins, as on the strip) included: without
// it the first stage could not be told from the strip at rest.
type Player struct {
	From, To Stage
	Tween    anim.Tween
	Playing  bool
	Shown    bool
	hold     int
}

// Active reports whether the reduction is shown or under way (on its way back to the
// strip after stop): the strip is not at rest.
func (p Player) Active() bool { return p.Shown || p.From != Coins || p.To != Coins || p.Playing }

// Moving reports whether a transition is running.
func (p Player) Moving() bool { return p.Tween.Running() }

// At is where the picture is: from, to and the eased fraction of the way.
func (p Player) At() (from, to Stage, t float64) {
	if !p.Tween.Running() {
		return p.To, p.To, 1
	}
	return p.From, p.To, anim.EaseInOut(p.Tween.Progress())
}

// Command runs one of the reduce command's arguments: play (or pause while playing),
// pause, step, back and stop. From the strip at rest, play and step open the walk at its
// first stage, the coins: play rests there as on every stage, step waits for the next step.
func (p *Player) Command(arg string) error {
	switch arg {
	case "play":
		if p.Playing {
			p.Playing = false
			return nil
		}
		p.Playing = true
		switch {
		case !p.Shown && !p.Moving():
			p.hold = holdTicks // the coins first, read as long as any stage
		case p.Moving():
		case p.To == Last:
			p.goTo(Coins) // from the end, play it again
		default:
			p.goTo(p.To + 1)
		}
		p.Shown = true
	case "pause":
		p.Playing = false
	case "step":
		p.Playing = false
		p.settle()
		switch {
		case !p.Shown:
			p.Shown = true // the first stage: the coins
		case p.To < Last:
			p.goTo(p.To + 1)
		}
	case "back":
		p.Playing = false
		p.settle()
		if p.Shown && p.To > Coins {
			p.goTo(p.To - 1)
		}
	case "stop":
		p.Playing = false
		p.Shown = false
		p.settle()
		if p.To != Coins {
			p.goTo(Coins)
		}
	default:
		return fmt.Errorf("reduce: %q is not play, pause, step, back or stop", arg)
	}
	return nil
}

// Reset puts the strip back at rest at once: the position changed under the reduction.
func (p *Player) Reset() { *p = Player{} }

// Tick advances one tick and reports whether the picture changed.
func (p *Player) Tick() bool {
	if p.Tween.Running() {
		if !p.Tween.Step() {
			p.From = p.To
			p.hold = holdTicks
		}
		return true
	}
	if !p.Playing {
		return false
	}
	if p.To == Last {
		p.Playing = false // the end: the controls change
		return true
	}
	if p.hold--; p.hold <= 0 {
		p.goTo(p.To + 1)
		return true
	}
	return false
}

// settle jumps to the end of a running transition.
func (p *Player) settle() {
	p.Tween = anim.Tween{}
	p.From = p.To
}

func (p *Player) goTo(to Stage) {
	p.From = p.To
	p.To = to
	n := moveTicks
	if to < p.From {
		n = backTicks
	}
	p.Tween = anim.Start(n)
	p.hold = holdTicks
}

// Board is the geometry of the slide scene for one position: the strip at rest, the strip
// raised to make room for the staircase below it, and that staircase, whose step k holds
// the gap of coin n−k (the last coin's gap is step 1).
type Board struct {
	Rest, Raised Strip
	Stairs       stairlayout.Layout
	Coins        []uint64 // the cells of the coins the board was made for
	Gaps         []uint64 // Gaps[i]: the free cells left of coin i
}

// NewBoard lays out the scene in area for coins on a strip of cells cells (at least the
// last coin's cell: the scene keeps the strip's length while a game is played).
func NewBoard(area Rect, scale float64, coins []uint64, cells int) Board {
	b := Board{Coins: coins, Gaps: make([]uint64, len(coins))}
	var last uint64
	for i, c := range coins {
		b.Gaps[i] = c - last - 1
		last = c
	}
	cells = max(cells, int(last), 1)
	b.Rest = NewStrip(area, cells, scale)
	top := area.H * 0.3
	b.Raised = NewStrip(Rect{X: area.X, Y: area.Y, W: area.W, H: top}, cells, scale)
	need := make([]uint64, len(coins))
	for i, g := range b.Gaps {
		need[len(coins)-1-i] = g
	}
	b.Stairs = stairlayout.New(Rect{X: area.X, Y: area.Y + top, W: area.W, H: area.H - top}, scale, need)
	return b
}

// Step is the staircase step coin i's gap becomes.
func (b Board) Step(i int) int { return len(b.Coins) - i }

// Odd reports whether coin i's gap becomes an odd step: a Nim heap.
func (b Board) Odd(i int) bool { return b.Step(i)%2 == 1 }

// Strip is the strip at a stage: at rest while the coins are played, raised after.
func (b Board) Strip(s Stage) Strip {
	if s == Coins {
		return b.Rest
	}
	return b.Raised
}

// StripAt is the strip on the way from one stage to another.
func (b Board) StripAt(from, to Stage, t float64) Strip {
	return Lerp(b.Strip(from), b.Strip(to), t)
}

// Pose is how one unit of a gap — a free cell, then a coin on a step — is drawn.
type Pose struct {
	Rect  Rect
	Alpha float64
	Round float64 // 0: a square, the free cell; 1: a disc, a coin on the stairs
}

// Unit is the pose at stage s of the u-th free cell (from the left) of coin i's gap.
func (b Board) Unit(s Stage, i int, u uint64) Pose {
	switch s {
	case Coins, Gaps:
		cell := b.Coins[i] - b.Gaps[i] + u
		r := b.Strip(s).CellRect(cell)
		in := r.W * 0.14
		a := 0.0
		if s == Gaps {
			a = 1
		}
		return Pose{Rect: Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}, Alpha: a}
	}
	k := b.Step(i)
	r := b.Stairs.UnitRect(k, b.Gaps[i], u)
	p := Pose{Rect: r, Alpha: 1, Round: 1}
	if b.Stairs.Bars {
		p.Round = 0
	}
	if s == Heaps {
		if k%2 == 0 {
			p.Alpha = 0
		} else {
			p.Rect.Y += b.Lower(k) // the odd steps' stacks come down to the floor
		}
	}
	return p
}

// UnitAt is the pose of a unit on the way from one stage to another.
func (b Board) UnitAt(from, to Stage, t float64, i int, u uint64) Pose {
	p, q := b.Unit(from, i, u), b.Unit(to, i, u)
	l := func(x, y float64) float64 { return x + (y-x)*t }
	return Pose{
		Rect:  Rect{X: l(p.Rect.X, q.Rect.X), Y: l(p.Rect.Y, q.Rect.Y), W: l(p.Rect.W, q.Rect.W), H: l(p.Rect.H, q.Rect.H)},
		Alpha: l(p.Alpha, q.Alpha),
		Round: l(p.Round, q.Round),
	}
}

// Lower is how far step k's stack has come down at the heaps stage: to the floor.
func (b Board) Lower(k int) float64 { return float64(k) * b.Stairs.Riser }

// Layers are the opacities of the parts of the picture other than the gaps' units.
type Layers struct {
	Coins     float64 // the coins on the strip
	Sizes     float64 // each gap's size, above it on the strip
	Blocks    float64 // the stairs' blocks
	Floor     float64 // the floor line and the step numbers of the odd steps
	Even      float64 // the step numbers and counts of the even steps
	Counts    float64 // the count above each stack
	Heaps     float64 // 1 at the heaps stage: the odd steps stand on the floor
	Staircase float64 // 1 from the steps stage on
}

var layers = [...]Layers{
	Coins: {Coins: 1},
	Gaps:  {Coins: 0.5, Sizes: 1},
	Steps: {Coins: 0.35, Sizes: 1, Blocks: 1, Floor: 1, Even: 1, Counts: 1, Staircase: 1},
	Heaps: {Coins: 0.35, Sizes: 1, Floor: 1, Counts: 1, Heaps: 1, Staircase: 1},
}

// LayersAt are the opacities on the way from one stage to another.
func LayersAt(from, to Stage, t float64) Layers {
	a, b := layers[from], layers[to]
	l := func(x, y float64) float64 { return x + (y-x)*t }
	return Layers{
		Coins: l(a.Coins, b.Coins), Sizes: l(a.Sizes, b.Sizes), Blocks: l(a.Blocks, b.Blocks),
		Floor: l(a.Floor, b.Floor), Even: l(a.Even, b.Even), Counts: l(a.Counts, b.Counts),
		Heaps: l(a.Heaps, b.Heaps), Staircase: l(a.Staircase, b.Staircase),
	}
}

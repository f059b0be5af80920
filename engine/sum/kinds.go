package sum

import (
	"github.com/nimscope/nimscope/engine/msg"
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/engine/turning"
)

// kind is what the sum needs of a component's game. Each reads and writes
// its positions through the game's own package; nothing here re-parses a
// game's notation.
type kind struct {
	name    string
	keys    []string // the game's position keys without play; the first is written after "name:"
	example string   // a further key:value, for error messages
	read    func(notation.Query) (game.Position, error)
	play    func(game.Position) game.Play
	items   func(game.Position) int // heaps, steps or edges
	value   func(game.Position) uint64
	// toValue returns every position one move away whose Grundy value is t.
	toValue func(p game.Position, t uint64) []game.Position
	// options returns every position one move away: for small positions.
	options func(game.Position) []game.Position
	// follows reports whether next is one move from p.
	follows func(p, next game.Position) bool
	// reply is the game's own computer move, any legal move: false when
	// there is none.
	reply func(game.Position) (game.Position, bool)
	// atoms splits a position into independent games whose every position
	// of value 0 is terminal or has a move to value 1 (the SJ condition),
	// and returns their values; false when the package knows no such split.
	atoms func(game.Position) ([]uint64, bool)
	// states returns how many positions p can reach (itself included),
	// and false when that is more than limit or not cheap to count.
	states func(p game.Position, limit int) (int, bool)
	// warn says what reading q into p changed though q was valid (Hackenbush's
	// floating edges); nil for a game whose reading changes nothing.
	warn func(q notation.Query, p game.Position) []msg.Text
}

// kinds are the games a sum takes, in the order of DESIGN.md's table: those
// whose every position has a Grundy value the engine computes. Xor is a
// view, and a sum inside a sum is written flat instead.
var kinds []kind

// The table is filled in init: its functions list positions through kindOf,
// which reads it.
func init() { kinds = table() }

func table() []kind {
	return []kind{
		{
			name: nim.Name, keys: []string{"heaps"}, example: "nim:3,4",
			read:  game.Reader(nim.FromQuery),
			play:  func(p game.Position) game.Play { return p.(nim.Position).Play },
			items: func(p game.Position) int { return len(p.(nim.Position).Heaps) },
			value: func(p game.Position) uint64 { return p.(nim.Position).NimSum() },
			toValue: func(p game.Position, t uint64) []game.Position {
				n := p.(nim.Position)
				x := n.NimSum() ^ t
				var out []game.Position
				for i, h := range n.Heaps {
					if h^x < h {
						out = append(out, nimWith(n, i, h^x))
					}
				}
				return out
			},
			options: func(p game.Position) []game.Position {
				n := p.(nim.Position)
				var out []game.Position
				for i, h := range n.Heaps {
					for to := range h {
						out = append(out, nimWith(n, i, to))
					}
				}
				return out
			},
			follows: func(p, next game.Position) bool {
				a, b := p.(nim.Position), next.(nim.Position)
				if len(a.Heaps) != len(b.Heaps) {
					return false
				}
				changed := 0
				for i := range a.Heaps {
					switch {
					case b.Heaps[i] > a.Heaps[i]:
						return false
					case b.Heaps[i] < a.Heaps[i]:
						changed++
					}
				}
				return changed == 1
			},
			reply: func(p game.Position) (game.Position, bool) {
				n := p.(nim.Position)
				m, ok := n.ComputerMove()
				return game.Reply(m, ok, n.Apply)
			},
			atoms: func(p game.Position) ([]uint64, bool) { return slices.Clone(p.(nim.Position).Heaps), true },
			states: func(p game.Position, limit int) (int, bool) {
				return product(p.(nim.Position).Heaps, limit)
			},
		},
		{
			name: subtraction.Name, keys: []string{"heaps", "set"}, example: "subtraction:9,6/set:1,2,3",
			read:  game.Reader(subtraction.FromQuery),
			play:  func(p game.Position) game.Play { return p.(subtraction.Position).Play },
			items: func(p game.Position) int { return len(p.(subtraction.Position).Heaps) },
			value: func(p game.Position) uint64 {
				v, _ := p.(subtraction.Position).NimSum() // known: FromQuery checks
				return v
			},
			toValue: func(p game.Position, t uint64) []game.Position {
				return filterValue(subOptions(p.(subtraction.Position)), t, func(o game.Position) uint64 {
					v, _ := o.(subtraction.Position).NimSum()
					return v
				})
			},
			options: func(p game.Position) []game.Position { return subOptions(p.(subtraction.Position)) },
			follows: func(p, next game.Position) bool {
				return slices.ContainsFunc(subOptions(p.(subtraction.Position)), same(next))
			},
			reply: func(p game.Position) (game.Position, bool) {
				s := p.(subtraction.Position)
				m, ok := s.ComputerMove()
				return game.Reply(m, ok, s.Apply)
			},
			atoms: func(p game.Position) ([]uint64, bool) {
				s := p.(subtraction.Position)
				v, ok := s.Values()
				return v, ok && s.SJHolds()
			},
			states: func(p game.Position, limit int) (int, bool) {
				return product(p.(subtraction.Position).Heaps, limit)
			},
		},
		{
			name: staircase.Name, keys: []string{"steps"}, example: "staircase:3,0,5",
			read:  game.Reader(staircase.FromQuery),
			play:  func(p game.Position) game.Play { return p.(staircase.Position).Play },
			items: func(p game.Position) int { return len(p.(staircase.Position).Steps) },
			value: func(p game.Position) uint64 { return p.(staircase.Position).NimSum() },
			toValue: func(p game.Position, t uint64) []game.Position {
				return stairToValue(p.(staircase.Position), t)
			},
			options: func(p game.Position) []game.Position {
				s := p.(staircase.Position)
				var out []game.Position
				for i, c := range s.Steps {
					for k := uint64(1); k <= c; k++ {
						if next, err := s.Apply(staircase.Move{From: i + 1, Coins: k}); err == nil {
							out = append(out, next)
						}
					}
				}
				return out
			},
			follows: func(p, next game.Position) bool {
				a, b := p.(staircase.Position), next.(staircase.Position)
				if len(a.Steps) != len(b.Steps) {
					return false
				}
				for i := range a.Steps {
					if b.Steps[i] < a.Steps[i] {
						m := staircase.Move{From: i + 1, Coins: a.Steps[i] - b.Steps[i]}
						n, err := a.Apply(m)
						return err == nil && n.String() == b.String()
					}
				}
				return false
			},
			reply: func(p game.Position) (game.Position, bool) {
				s := p.(staircase.Position)
				m, ok := s.ComputerMove()
				return game.Reply(m, ok, s.Apply)
			},
			atoms: func(game.Position) ([]uint64, bool) { return nil, false },
			states: func(p game.Position, limit int) (int, bool) {
				// Every reachable position is listed, each with up to total
				// moves: worth it only for a few coins.
				var total uint64
				for _, c := range p.(staircase.Position).Steps {
					total += c
				}
				if total > maxEnumeratedCoins {
					return 0, false
				}
				return reachable(p, limit)
			},
		},
		{
			name: slide.Name, keys: []string{"coins"}, example: "slide:2,5,9",
			read:  game.Reader(slide.FromQuery),
			play:  func(p game.Position) game.Play { return p.(slide.Position).Play },
			items: func(p game.Position) int { return len(p.(slide.Position).Coins) },
			value: func(p game.Position) uint64 { return p.(slide.Position).Staircase().NimSum() },
			toValue: func(p game.Position, t uint64) []game.Position {
				// Coin sliding is a staircase read from the right: its moves to value t
				// are the staircase's, translated.
				s := p.(slide.Position)
				var out []game.Position
				for _, sm := range stairMovesToValue(s.Staircase(), t) {
					if m, err := s.FromStaircaseMove(sm); err == nil {
						if next, err := s.Apply(m); err == nil {
							out = append(out, next)
						}
					}
				}
				return out
			},
			options: func(p game.Position) []game.Position {
				s := p.(slide.Position)
				var out []game.Position
				for i, c := range s.Coins {
					lo := uint64(1)
					if i > 0 {
						lo = s.Coins[i-1] + 1
					}
					for to := lo; to < c; to++ {
						if next, err := s.Apply(slide.Move{Coin: i, To: to}); err == nil {
							out = append(out, next)
						}
					}
				}
				return out
			},
			follows: func(p, next game.Position) bool {
				a, b := p.(slide.Position), next.(slide.Position)
				if len(a.Coins) != len(b.Coins) {
					return false
				}
				for i := range a.Coins {
					if a.Coins[i] != b.Coins[i] {
						n, err := a.Apply(slide.Move{Coin: i, To: b.Coins[i]})
						return err == nil && n.String() == b.String()
					}
				}
				return false
			},
			reply: func(p game.Position) (game.Position, bool) {
				s := p.(slide.Position)
				m, ok := s.ComputerMove()
				return game.Reply(m, ok, s.Apply)
			},
			atoms: func(game.Position) ([]uint64, bool) { return nil, false },
			states: func(p game.Position, limit int) (int, bool) {
				// As for a staircase: the free cells are its coins.
				var free uint64
				for _, g := range p.(slide.Position).Gaps() {
					free += g
				}
				if free > maxEnumeratedCoins {
					return 0, false
				}
				return reachable(p, limit)
			},
		},
		{
			name: turning.Name, keys: []string{"coins", "rule"}, example: "turning:HTTH/rule:mock",
			read: func(q notation.Query) (game.Position, error) {
				p, err := turning.FromQuery(q)
				if err != nil {
					return nil, err
				}
				if len(p.Coins) > MaxTurningCoins {
					return nil, msg.Errorf("coins: %d coins, more than the limit of %d in a component of a sum (each position's moves are listed, and Mock Turtles has about n³/6 of them)", len(p.Coins), MaxTurningCoins)
				}
				return p, nil
			},
			play:  func(p game.Position) game.Play { return p.(turning.Position).Play },
			items: func(p game.Position) int { return len(p.(turning.Position).Coins) },
			value: func(p game.Position) uint64 { return p.(turning.Position).RowValue() },
			toValue: func(p game.Position, t uint64) []game.Position {
				return filterValue(turnOptions(p.(turning.Position)), t, func(o game.Position) uint64 {
					return o.(turning.Position).RowValue()
				})
			},
			options: func(p game.Position) []game.Position { return turnOptions(p.(turning.Position)) },
			follows: func(p, next game.Position) bool {
				return slices.ContainsFunc(turnOptions(p.(turning.Position)), same(next))
			},
			reply: func(p game.Position) (game.Position, bool) {
				s := p.(turning.Position)
				m, ok := s.ComputerMove()
				return game.Reply(m, ok, s.Apply)
			},
			atoms: func(game.Position) ([]uint64, bool) { return nil, false },
			states: func(p game.Position, limit int) (int, bool) {
				// A row of n coins has at most 2^n positions, each with up to n³/6 moves.
				if len(p.(turning.Position).Coins) > maxEnumeratedTurning {
					return 0, false
				}
				return reachable(p, limit)
			},
		},
		{
			name: hackenbush.Name, keys: []string{"edges"}, example: "hackenbush:0-1,1-2",
			read:  game.Reader(hackenbush.FromQuery),
			play:  func(p game.Position) game.Play { return p.(hackenbush.Position).Play() },
			items: func(p game.Position) int { return p.(hackenbush.Position).NumEdges() },
			value: hackValue,
			toValue: func(p game.Position, t uint64) []game.Position {
				h := p.(hackenbush.Position)
				if t > uint64(h.NumEdges()) {
					return nil // a graph of n edges is worth at most n, and so are its options
				}
				return filterValue(hackOptions(h), t, hackValue)
			},
			options: func(p game.Position) []game.Position { return hackOptions(p.(hackenbush.Position)) },
			follows: func(p, next game.Position) bool {
				return slices.ContainsFunc(hackOptions(p.(hackenbush.Position)), same(next))
			},
			reply: func(p game.Position) (game.Position, bool) {
				h := p.(hackenbush.Position)
				m, ok := h.ComputerMove()
				return game.Reply(m, ok, h.Apply)
			},
			atoms: func(p game.Position) ([]uint64, bool) {
				h := p.(hackenbush.Position)
				if !stalks(h) {
					return nil, false
				}
				return h.GroundStalks(), true
			},
			states: func(p game.Position, limit int) (int, bool) {
				// Each position lists one option per edge, each costing a pass
				// over the graph: worth it only for small graphs.
				if p.(hackenbush.Position).NumEdges() > maxEnumeratedEdges {
					return 0, false
				}
				return reachable(p, limit)
			},
			warn: func(q notation.Query, p game.Position) []msg.Text {
				return hackenbush.Warnings(q, p.(hackenbush.Position))
			},
		},
	}
}

// maxEnumeratedCoins is the most coins a staircase may hold for its
// positions to be listed one by one.
const maxEnumeratedCoins = 64

// MaxTurningCoins is the most coins a coin-turning component of a sum may have.
const MaxTurningCoins = 64

// maxEnumeratedTurning is the longest row of coins whose positions are
// listed one by one.
const maxEnumeratedTurning = 12

// maxEnumeratedEdges is the most edges a Hackenbush graph may have for its
// positions to be listed one by one (misère Hackenbush's own limit).
const maxEnumeratedEdges = hackenbush.MaxMisereEdges

func kindOf(name string) (kind, bool) {
	for _, k := range kinds {
		if k.name == name {
			return k, true
		}
	}
	return kind{}, false
}

// mustKind returns the kind of a component New accepted.
func mustKind(p game.Position) kind {
	k, ok := kindOf(p.Game())
	if !ok {
		panic("sum: component of game " + p.Game() + ", which New refuses")
	}
	return k
}

func same(p game.Position) func(game.Position) bool {
	s := p.String()
	return func(o game.Position) bool { return o.String() == s }
}

func filterValue(options []game.Position, t uint64, value func(game.Position) uint64) []game.Position {
	var out []game.Position
	for _, o := range options {
		if value(o) == t {
			out = append(out, o)
		}
	}
	return out
}

func nimWith(n nim.Position, i int, to uint64) nim.Position {
	next, _ := n.Apply(nim.Move{Heap: i, To: to}) // to < heap: callers check
	return next
}

func turnOptions(s turning.Position) []game.Position {
	var out []game.Position
	for m := range s.Moves() {
		if next, err := s.Apply(m); err == nil {
			out = append(out, next)
		}
	}
	return out
}

func subOptions(s subtraction.Position) []game.Position {
	moves := s.Moves()
	out := make([]game.Position, 0, len(moves))
	for _, m := range moves {
		if next, err := s.Apply(m); err == nil {
			out = append(out, next)
		}
	}
	return out
}

func hackValue(p game.Position) uint64 {
	v, _ := p.(hackenbush.Position).Grundy() // normal play: always known
	return v
}

func hackOptions(h hackenbush.Position) []game.Position {
	out := make([]game.Position, 0, h.NumEdges())
	for i := range h.NumEdges() {
		if next, err := h.Apply(hackenbush.Move{Edge: i}); err == nil {
			out = append(out, next)
		}
	}
	return out
}

// stalks reports whether h is stalks standing side by side on the ground:
// no loop, no vertex but the ground on more than two edges, and as many
// edges as vertices off the ground (so no cycle). Each stalk is then a Nim
// heap of its length.
func stalks(h hackenbush.Position) bool {
	degree := map[uint64]int{}
	for _, e := range h.Edges() {
		if e.IsLoop() {
			return false
		}
		degree[e.A]++
		degree[e.B]++
	}
	off := 0
	for v, d := range degree {
		if v == hackenbush.Ground {
			continue
		}
		if d > 2 {
			return false
		}
		off++
	}
	return off == h.NumEdges()
}

// stairToValue returns the staircase positions one move away worth t. The
// value is the nim-sum x of the odd steps, so a move must change one odd
// step's a coins into a⊕x⊕t: by taking coins off an odd step, or by
// bringing them down onto it from the even step above.
func stairToValue(s staircase.Position, t uint64) []game.Position {
	var out []game.Position
	for _, m := range stairMovesToValue(s, t) {
		if next, err := s.Apply(m); err == nil {
			out = append(out, next)
		}
	}
	return out
}

// stairMovesToValue returns the moves stairToValue makes.
func stairMovesToValue(s staircase.Position, t uint64) []staircase.Move {
	x := s.NimSum() ^ t
	if x == 0 {
		return nil // every move changes the value
	}
	var out []staircase.Move
	for i, c := range s.Steps {
		if c == 0 {
			continue
		}
		var m staircase.Move
		if i%2 == 0 { // step i+1 is odd
			if b := c ^ x; b < c {
				m = staircase.Move{From: i + 1, Coins: c - b}
			}
		} else {
			a := s.Steps[i-1]
			if b := a ^ x; b > a && b-a <= c {
				m = staircase.Move{From: i + 1, Coins: b - a}
			}
		}
		if m.From != 0 {
			out = append(out, m)
		}
	}
	return out
}

// product returns the number of positions of heaps that each shrink on
// their own, ∏(h+1), and false past limit.
func product(heaps []uint64, limit int) (int, bool) {
	n := uint64(1)
	for _, h := range heaps {
		if h >= uint64(limit) {
			return 0, false
		}
		n *= h + 1
		if n > uint64(limit) {
			return 0, false
		}
	}
	return int(n), true
}

// reachable counts the positions p can reach, itself included, by listing
// them; false past limit.
func reachable(p game.Position, limit int) (int, bool) {
	n := 0
	ok := walk(p, limit, func(game.Position, []game.Position) bool {
		n++
		return true
	})
	return n, ok
}

// walk calls visit on every position p can reach, once each, with its
// options, until visit returns false or more than limit positions have been
// seen (then it returns false).
func walk(p game.Position, limit int, visit func(game.Position, []game.Position) bool) bool {
	k := mustKind(p)
	seen := map[string]bool{p.String(): true}
	stack := []game.Position{p}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		opts := k.options(c)
		if !visit(c, opts) {
			return false
		}
		for _, o := range opts {
			if s := o.String(); !seen[s] {
				if len(seen) >= limit {
					return false
				}
				seen[s] = true
				stack = append(stack, o)
			}
		}
	}
	return true
}

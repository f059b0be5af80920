package sum

import (
	"slices"
	"strings"
	"sync"

	"github.com/nimscope/nimscope/engine/antisg"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/sg"
	"github.com/nimscope/nimscope/engine/subtraction"
)

// how says how a misère sum is decided.
type how uint8

const (
	byNothing how = iota // normal play
	bySJ                 // the SJ theorem, every atom meeting its condition
	bySearch             // exhaustive search of the whole sum
)

// maxSafeStates is the most positions of one component listed to check the
// SJ condition on each of them.
const maxSafeStates = 4096

// atom is an independent game inside a component for the SJ theorem: a
// Nim heap, a subtraction heap, a Hackenbush stalk, or a whole component.
// Only their values matter to the theorem.

// atomsOf returns the values of the parts of c the SJ theorem reads, and
// "" when each meets the condition; otherwise the reason it cannot be
// shown to, in words.
func atomsOf(c game.Position) ([]uint64, msg.Text) {
	k := mustKind(c)
	if v, ok := k.atoms(c); ok {
		return v, msg.Text{}
	}
	if k.name == subtraction.Name {
		return nil, msg.New("its set has a heap of value 0 with no move to value 1 within reach")
	}
	// One atom, the whole component: check every position it can reach,
	// if there are few enough to list.
	if _, ok := k.states(c, maxSafeStates); !ok {
		return nil, msg.New("it can reach more than %d positions, too many to check the theorem's condition on each", maxSafeStates)
	}
	var bad game.Position
	complete := walk(c, maxSafeStates, func(x game.Position, opts []game.Position) bool {
		if len(opts) == 0 || k.value(x) != 0 {
			return true
		}
		for _, o := range opts {
			if k.value(o) == 1 {
				return true
			}
		}
		bad = x
		return false
	})
	switch {
	case bad != nil && bad.String() == c.String():
		// Not "it is nim:0,…": the reason follows the component's own text already.
		return nil, msg.New("it is itself of value 0, and has moves but none to value 1")
	case bad != nil:
		return nil, msg.New("it can reach %s, of value 0, which has moves but none to value 1", PartText(bad))
	case !complete:
		return nil, msg.New("it can reach more than %d positions, too many to check the theorem's condition on each", maxSafeStates)
	}
	return []uint64{k.value(c)}, msg.Text{}
}

// decideMisere chooses how a misère sum is decided, or says why it cannot
// be.
func decideMisere(p Position) (how, error) {
	// The reason stays a msg.Text inside the error, so the panel translates it too.
	reasons := misereWhy(p)
	if reasons.IsZero() {
		return bySJ, nil
	}
	n := 1
	for i, c := range p.Parts {
		s, ok := mustKind(c).states(c, MaxMisereStates)
		if ok {
			n *= s
		}
		if !ok || n > MaxMisereStates {
			return 0, msg.Errorf("play: misère play of this sum is not decided: the SJ theorem cannot be applied (%s), "+
				"and searching every position is limited to %d positions, which component %d alone or with those before it exceeds",
				reasons, MaxMisereStates, i+1)
		}
	}
	return bySearch, nil
}

// misereWhy returns the reason the SJ theorem does not apply, for a sum
// decided by search.
func misereWhy(p Position) msg.Text {
	for i, c := range p.Parts {
		if _, why := atomsOf(c); !why.IsZero() {
			return msg.New("component %d (%s): %s", i+1, PartText(c), why)
		}
	}
	return msg.Text{}
}

// sjSolve decides a misère sum by the SJ theorem on its atoms: the outcome, the winning
// moves, the atoms' values, and the index in moves of the first winning move of the kind
// antisg.StrategyText names (one is, by the theorem's proof), -1 for none.
func (p Position) sjSolve() (game.Outcome, []Move, []uint64, int) {
	all := make([][]uint64, len(p.Parts))
	var flat []uint64
	for i, c := range p.Parts {
		all[i], _ = atomsOf(c)
		flat = append(flat, all[i]...)
	}
	total := antisg.Of(flat)
	out := total.Outcome()
	if out == game.P {
		return out, nil, flat, -1
	}
	var moves []Move
	example := -1
	for i, c := range p.Parts {
		k := mustKind(c)
		rest := total
		for _, v := range all[i] {
			rest = rest.After(v, 0)
		}
		for _, o := range sjCandidates(k, c, total.NimSum) {
			after := rest
			vals, _ := atomsOf(o)
			for _, v := range vals {
				after = after.After(0, v)
			}
			if after.Outcome() == game.P {
				if example < 0 && antisg.Strategic(total, after) {
					example = len(moves)
				}
				moves = append(moves, Move{i, o})
			}
		}
	}
	return out, moves, flat, example
}

// sjCandidates returns the options of c worth testing for a winning move
// under the SJ theorem: a Nim heap goes to 0, 1 or h⊕x, x the nim-sum of
// every atom (anything else leaves a won position for the other player);
// other components list every option, since they are small or have few.
func sjCandidates(k kind, c game.Position, x uint64) []game.Position {
	if k.name != nim.Name {
		return k.options(c)
	}
	// A Nim heap's atom is the heap itself.
	n := c.(nim.Position)
	var out []game.Position
	for i, h := range n.Heaps {
		to := []uint64{0, 1, h ^ x}
		slices.Sort(to)
		for _, t := range slices.Compact(to) {
			if t < h {
				out = append(out, nimWith(n, i, t))
			}
		}
	}
	return out
}

// searcher decides misère sums by trying every move; it knows nothing of
// Grundy values. One searcher serves a position and every position play
// reaches from it (they are in its game tree, so the node limit holds for
// all of them together); the mutex lets the page's analyze and the session
// share it.
type searcher struct {
	mu     sync.Mutex
	solver *sg.Solver[string]
	pos    map[string]Position
}

func newSearcher() *searcher {
	s := &searcher{pos: map[string]Position{}}
	s.solver = sg.New(func(key string) []string {
		opts := s.pos[key].Options()
		keys := make([]string, len(opts))
		for i, o := range opts {
			keys[i] = o.key()
			s.pos[keys[i]] = o
		}
		return keys
	}, MaxMisereStates+1)
	return s
}

func (p Position) key() string {
	var b strings.Builder
	for i, c := range p.Parts {
		if i > 0 {
			b.WriteByte('|')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

func (s *searcher) outcome(p Position) (game.Outcome, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := p.key()
	s.pos[k] = p
	return s.solver.MisereOutcome(k)
}

// searchSolve decides a misère sum by search.
func (p Position) searchSolve() (game.Outcome, []Move, error) {
	s := p.search
	if s == nil {
		s = newSearcher()
	}
	out, err := s.outcome(p)
	if err != nil || out == game.P {
		return out, nil, err
	}
	var moves []Move
	for i, c := range p.Parts {
		for _, o := range mustKind(c).options(c) {
			q := p.With(i, o)
			o2, err := s.outcome(q)
			if err != nil {
				return out, nil, err
			}
			if o2 == game.P {
				moves = append(moves, Move{i, o})
			}
		}
	}
	return out, moves, nil
}

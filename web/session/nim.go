package session

import (
	"fmt"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
)

// MaxHeaps is the most heaps the canvas draws; nimscope analyze takes more.
const MaxHeaps = 32

func init() { register(nim.Name, nimRules{}) }

type nimRules struct{}

func (nimRules) Check(p game.Position) error {
	if n := len(p.(nim.Position).Heaps); n > MaxHeaps {
		return fmt.Errorf("heaps: the explorer draws at most %d heaps, not %d (nimscope analyze takes more)", MaxHeaps, n)
	}
	return nil
}

func (nimRules) Terminal(p game.Position) bool {
	for _, h := range p.(nim.Position).Heaps {
		if h > 0 {
			return false
		}
	}
	return true
}

func (nimRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(nim.Position)
	m, ok := pos.ComputerMove()
	if !ok {
		return nil, false
	}
	next, err := pos.Apply(m)
	if err != nil {
		return nil, false // ComputerMove gave an illegal move: the engine's tests catch that
	}
	return next, true
}

func (nimRules) Describe(from, to game.Position) (string, error) {
	a, b := from.(nim.Position), to.(nim.Position)
	if len(a.Heaps) != len(b.Heaps) || a.Play != b.Play {
		return "", fmt.Errorf("nim: %s is not one move from %s", b, a)
	}
	changed := -1
	for i := range a.Heaps {
		if a.Heaps[i] == b.Heaps[i] {
			continue
		}
		if changed >= 0 || b.Heaps[i] > a.Heaps[i] {
			return "", fmt.Errorf("nim: %s is not one move from %s", b, a)
		}
		changed = i
	}
	if changed < 0 {
		return "", fmt.Errorf("nim: a move must take at least one stone")
	}
	h, t := a.Heaps[changed], b.Heaps[changed]
	return fmt.Sprintf("took %d from heap %d (%d → %d)", h-t, changed+1, h, t), nil
}

func (nimRules) Words(p game.Position) string {
	pos := p.(nim.Position)
	var b strings.Builder
	b.WriteString("heaps ")
	for i, h := range pos.Heaps {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, h)
	}
	if pos.Play == game.Misere {
		b.WriteString(", misère play")
	}
	return b.String()
}

func (nimRules) Fill(p game.Position, v *View) {
	pos := p.(nim.Position)
	v.Heaps = append([]uint64{}, pos.Heaps...)
	v.Limits = &Limits{MaxHeaps: MaxHeaps, MaxHeap: 1<<53 - 1}
}

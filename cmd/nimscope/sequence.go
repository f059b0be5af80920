package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/subtraction"
)

// defaultN is how many values sequence prints unless told.
const defaultN = 32

// sequenceJSON is sequence's output. Preperiod and period are null, with a
// note, when the period does not show within the values the engine
// computes for the set.
type sequenceJSON struct {
	Values    []uint64 `json:"values"`
	Preperiod *int     `json:"preperiod"`
	Period    *int     `json:"period"`
	Note      string   `json:"note,omitempty"`
}

// sequence returns the line `nimscope sequence` prints for args (what
// follows the command name).
func sequence(args []string, stdin io.Reader) ([]byte, error) {
	var pos string
	n := uint64(defaultN)
	seen, seenN := false, false
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(a, "=")
		switch {
		case name == "-n" || name == "--n":
			if seenN {
				return nil, fmt.Errorf("sequence: --n is given twice; %s", usage)
			}
			seenN = true
			if !hasValue {
				if i+1 == len(args) {
					return nil, fmt.Errorf("sequence: %s needs a number; %s", a, usage)
				}
				i++
				value = args[i]
			}
			var err error
			if n, err = notation.Whole("n", value); err != nil {
				return nil, err
			}
			if n > subtraction.MaxSequence {
				return nil, fmt.Errorf("n: %d is more than the limit of %d", n, subtraction.MaxSequence)
			}
		case a != "-" && strings.HasPrefix(a, "-"):
			return nil, fmt.Errorf("sequence: unknown flag %s; %s", notation.Quote(a), usage)
		case seen:
			return nil, fmt.Errorf("sequence takes one position, or - to read it from standard input; %s", usage)
		default:
			pos, seen = a, true
		}
	}
	if !seen {
		return nil, fmt.Errorf("sequence takes one position, or - to read it from standard input; %s", usage)
	}
	if pos == "-" {
		var err error
		if pos, err = readPosition(stdin); err != nil {
			return nil, err
		}
	}
	set, err := sequenceSet(pos)
	if err != nil {
		return nil, err
	}
	values, err := subtraction.Sequence(set, int(n))
	if err != nil {
		return nil, err
	}
	out := sequenceJSON{Values: values}
	if pre, per, err := subtraction.Period(set); err != nil {
		out.Note = err.Error()
	} else {
		out.Preperiod, out.Period = &pre, &per
	}
	return encode(out)
}

// sequenceSet reads the set of a subtraction position. The heaps may be
// left out, since the sequence does not depend on them; when given, the
// whole position is checked as analyze checks it.
func sequenceSet(pos string) ([]uint64, error) {
	q, err := notation.Parse(pos)
	if err != nil {
		return nil, err
	}
	name, ok := q.Get("game")
	if !ok || !slices.Contains(engine.Games(), name) {
		_, err := engine.Analyze(pos) // the engine's error for a missing or unknown game
		return nil, err
	}
	if name != subtraction.Name {
		return nil, fmt.Errorf("sequence: game %s has no Grundy sequence here; give a subtraction position such as game=subtraction&set=1,2,3", name)
	}
	play, err := game.PlayOf(q)
	if err != nil {
		return nil, err
	}
	if play == game.Misere {
		return nil, fmt.Errorf("sequence: Grundy values belong to normal play; drop play=misere")
	}
	if _, ok := q.Get("heaps"); !ok {
		return subtraction.SetOf(q)
	}
	p, view, err := engine.Parse(pos)
	if err != nil {
		return nil, err
	}
	if len(view) > 0 {
		return nil, game.UnknownKey(name, view[0].Key, subtraction.Keys())
	}
	return p.(subtraction.Position).Set, nil
}

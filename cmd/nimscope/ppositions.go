package main

import (
	"fmt"
	"strings"

	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/threeheap"
)

// Limits of ppositions' lists.
const (
	defaultLimit = 16
	maxLimit     = 10_000
)

// ppositionsJSON is ppositions' output: the pattern of the families, the
// first Limit families one by one, and the first Limit triples.
type ppositionsJSON struct {
	M           uint64             `json:"m"`
	P           uint64             `json:"p"` // the least power of 2 above M
	Q           uint64             `json:"q"` // P/2, M's highest bit (0 when M is 0)
	FamilyCount uint64             `json:"familyCount"`
	FirstK      uint64             `json:"firstK"`
	Rule        string             `json:"rule"`
	Families    []familyJSON       `json:"families"`
	Triples     []threeheap.Triple `json:"triples"`
}

type familyJSON struct {
	J      uint64 `json:"j"`
	Triple string `json:"triple"` // "(10, 16k+2, 16k+8)"
}

// ppositions returns the line `nimscope ppositions` prints for args.
func ppositions(args []string) ([]byte, error) {
	var m string
	seen, seenLimit := false, false
	limit := uint64(defaultLimit)
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(a, "=")
		switch {
		case name == "-limit" || name == "--limit":
			if seenLimit {
				return nil, fmt.Errorf("ppositions: --limit is given twice; %s", usage)
			}
			seenLimit = true
			if !hasValue {
				if i+1 == len(args) {
					return nil, fmt.Errorf("ppositions: %s needs a number; %s", a, usage)
				}
				i++
				value = args[i]
			}
			var err error
			if limit, err = notation.Whole("limit", value); err != nil {
				return nil, err
			}
			if limit > maxLimit {
				return nil, fmt.Errorf("limit: %d is more than the limit of %d", limit, maxLimit)
			}
		case len(a) > 1 && a[0] == '-' && a[1] >= '0' && a[1] <= '9':
			return nil, fmt.Errorf("M: %s is not a whole number: the smallest heap is 0 or more", notation.Quote(a))
		case strings.HasPrefix(a, "-"):
			return nil, fmt.Errorf("ppositions: unknown flag %s; %s", notation.Quote(a), usage)
		case seen:
			return nil, fmt.Errorf("ppositions takes one number, the smallest heap; %s", usage)
		default:
			m, seen = a, true
		}
	}
	if !seen {
		return nil, fmt.Errorf("ppositions takes one number, the smallest heap; %s", usage)
	}
	v, err := notation.Whole("M", m)
	if err != nil {
		return nil, err
	}
	if v > threeheap.MaxM {
		return nil, fmt.Errorf("M: %d is larger than %d (2^52−1): the other heaps would pass 2^53−1", v, uint64(threeheap.MaxM))
	}
	f, err := threeheap.Families(v)
	if err != nil {
		return nil, err
	}
	triples, err := threeheap.List(v, int(limit))
	if err != nil {
		return nil, err
	}
	out := ppositionsJSON{M: f.M, P: f.P, Q: f.Q, FamilyCount: f.N, FirstK: f.FirstK, Rule: f.String(),
		Families: []familyJSON{}, Triples: triples}
	for j := range min(f.N, limit) {
		out.Families = append(out.Families, familyJSON{j, familyText(f, j)})
	}
	return encode(out)
}

// familyText writes family j: "(10, 16k+2, 16k+8)", "(0, k, k)".
func familyText(f threeheap.Pattern, j uint64) string {
	term := func(c uint64) string {
		k := fmt.Sprintf("%dk", f.P)
		if f.P == 1 {
			k = "k"
		}
		if c == 0 {
			return k
		}
		return fmt.Sprintf("%s+%d", k, c)
	}
	return fmt.Sprintf("(%d, %s, %s)", f.M, term(j), term(f.M^j))
}

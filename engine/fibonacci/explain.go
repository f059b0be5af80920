package fibonacci

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
)

// rule is Analysis.Rule: the theorem the analysis applies.
func (p Position) rule() string {
	var s string
	if p.Multiple {
		k := p.Factor()
		s = fmt.Sprintf("The k-multiple game (k = %d): its sequence a starts a₀ = 1, and aᵢ₊₁ is one more than the largest "+
			"sum of terms a₀..aᵢ in which each term is more than k times the next (%s). Every n is one such sum, "+
			"found greedily. The player to move wins exactly when the smallest term of n's sum is at most "+
			"the largest take allowed (n−1 on the first move, k·last after), and taking it wins; from the start "+
			"the player to move loses exactly when n is a term of a.", k, p.firstTerms())
	} else {
		s = "Zeckendorf's theorem and Fibonacci Nim: every n is a sum of non-consecutive Fibonacci numbers " +
			"(1, 2, 3, 5, 8, 13, …), found greedily. The player to move wins exactly when the smallest term " +
			"is at most the largest take allowed (n−1 on the first move, 2·last after), and taking it wins; " +
			"from the start the player to move loses exactly when n is a Fibonacci number."
	}
	if p.Play == game.Misere {
		s = "Misère play (whoever takes the last stone loses): nobody takes the last stone unless forced, so the " +
			"game on n stones is normal play on the n−1 stones above the last one, with the same limits on the takes. " + s
	}
	return s
}

// firstTerms writes the start of p's sequence: "1, 2, 3, 4, 6, 8, …".
func (p Position) firstTerms() string {
	a := sequence(p.Factor())
	var b strings.Builder
	for i, t := range a[:min(8, len(a))] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatUint(t, 10))
	}
	b.WriteString(", …")
	return b.String()
}

// reduction names the simpler game of misère play.
func (p Position) reduction() string {
	x := p.core()
	if p.Play != game.Misere || x.over {
		return ""
	}
	return fmt.Sprintf("normal play on the %d stones above the last one, takes of at most %d", x.m, x.c)
}

// Explain applies the rule to p in one plain sentence, naming the winning
// take ComputerMove plays when there is one.
func (p Position) Explain() string {
	x := p.core()
	switch {
	case p.N == 0 && p.Play == game.Misere:
		return "no stones are left: the previous player took the last one, and in misère play that loses, so the player to move has won"
	case p.N == 0:
		return "no stones are left: the previous player took the last one, so the player to move has lost"
	case x.over:
		return "one stone at the start: the first move may not take the whole heap, so the player to move cannot move, and in misère play that wins"
	case p.MaxTake() == 0:
		return "one stone at the start: the first move may not take the whole heap, so the player to move cannot move, and loses"
	}
	if p.Play == game.Misere {
		if x.m == 0 {
			return "misère play: the only stone left must be taken, and whoever takes the last stone loses"
		}
		return fmt.Sprintf("misère play: keep the last stone for the opponent and play on the %d above it: %s", x.m, p.explainCore(x))
	}
	return p.explainCore(x)
}

func (p Position) explainCore(x core) string {
	a := sequence(p.Factor())
	term := "term"
	if !p.Multiple {
		term = "Zeckendorf term"
	}
	terms := decompose(nil, a, x.m)
	first := p.Last == 0
	if x.isP(a) {
		if first && len(terms) == 1 {
			kind := "a Fibonacci number"
			if p.Multiple {
				kind = fmt.Sprintf("a term of the k = %d sequence", p.Factor())
			}
			return fmt.Sprintf("%d is %s, so the player to move loses: whatever they take, the opponent can take the smallest %s of what is left",
				x.m, kind, term)
		}
		return fmt.Sprintf("%s: the smallest %s %d is more than the player to move may take (%s), so the player to move loses: "+
			"whatever they take, the opponent can take the smallest %s of what is left",
			sum(x.m, terms), term, terms[len(terms)-1], p.limit(x), term)
	}
	t := x.winning(a, p.Factor())[0]
	rest := x.m - t
	if rest == 0 {
		return fmt.Sprintf("%s: take all %d (%s), which leaves nothing", sum(x.m, terms), t, p.limit(x))
	}
	restTerms := decompose(nil, a, rest)
	return fmt.Sprintf("%s: take its smallest %s %d (%s), leaving %s, whose smallest %s %d is more than %d·%d = %d, out of the opponent's reach",
		sum(x.m, terms), term, t, p.limit(x), sum(rest, restTerms), term, restTerms[len(restTerms)-1], p.Factor(), t, p.Factor()*t)
}

// limit says how much may be taken and why.
func (p Position) limit(x core) string {
	switch {
	case p.Last == 0:
		return fmt.Sprintf("the first move may take up to %d", x.c)
	case p.Factor()*p.Last > x.c:
		return fmt.Sprintf("up to %d may be taken, all there is", x.c)
	}
	return fmt.Sprintf("up to %d = %d·%d may be taken", x.c, p.Factor(), p.Last)
}

// maxShown is the most terms sum writes out.
const maxShown = 12

// sum writes "20 = 13 + 5 + 2", shortening a long sum.
func sum(n uint64, terms []uint64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d = ", n)
	for i, t := range terms {
		if len(terms) > maxShown && i >= 4 && i < len(terms)-4 {
			if i == 4 {
				fmt.Fprintf(&b, " + … (%d terms in all)", len(terms))
			}
			continue
		}
		if i > 0 {
			b.WriteString(" + ")
		}
		b.WriteString(strconv.FormatUint(t, 10))
	}
	return b.String()
}

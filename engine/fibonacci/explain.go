package fibonacci

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// rule is Analysis.Rule: the theorem the analysis applies.
func (p Position) rule() msg.Text {
	if p.Play == game.Misere {
		return p.misereRule()
	}
	if p.Multiple {
		return msg.New("The k-multiple game (k = %d): its sequence a starts a₀ = 1, and aᵢ₊₁ is one more than the largest "+
			"sum of terms a₀..aᵢ in which each term is more than k times the next (%s). Every n is one such sum, "+
			"found greedily. The player to move wins exactly when the smallest term of n's sum is at most "+
			"the largest take allowed (n−1 on the first move, k·last after), and taking it wins; from the start "+
			"the player to move loses exactly when n is a term of a.", p.Factor(), p.firstTerms())
	}
	return msg.New("Zeckendorf's theorem and Fibonacci Nim: every n is a sum of non-consecutive Fibonacci numbers " +
		"(1, 2, 3, 5, 8, 13, …), found greedily. The player to move wins exactly when the smallest term " +
		"is at most the largest take allowed (n−1 on the first move, 2·last after), and taking it wins; " +
		"from the start the player to move loses exactly when n is a Fibonacci number.")
}

// misereRule is the rule of misère play, where the game is normal play on the stones above
// the last one with one difference: the first move may take all of them (n−1 is the whole
// of that game), which wins at once, so it is not a P-position for any Fibonacci n.
func (p Position) misereRule() msg.Text {
	if p.Multiple {
		return msg.New("Misère play (whoever takes the last stone loses): nobody takes the last stone unless forced, so the "+
			"game on n stones is normal play on the n−1 stones above the last one. Its takes are limited as before, to "+
			"k·last with k = %d, except the first, which may take all n−1: so from the start the player to move wins, "+
			"leaving the opponent only the last stone. After the first move, write the n−1 stones as a sum of terms of the "+
			"sequence a (%s), each more than k times the next, found greedily: the player to move wins exactly when its "+
			"smallest term is at most k·last, and taking it wins.", p.Factor(), p.firstTerms())
	}
	return msg.New("Misère play (whoever takes the last stone loses): nobody takes the last stone unless forced, so the " +
		"game on n stones is normal play on the n−1 stones above the last one. Its takes are limited as before, to " +
		"2·last, except the first, which may take all n−1: so from the start the player to move wins, leaving the " +
		"opponent only the last stone. After the first move, Zeckendorf's theorem applies to the n−1 stones: write " +
		"them as a sum of non-consecutive Fibonacci numbers (1, 2, 3, 5, 8, 13, …), found greedily; the player to " +
		"move wins exactly when its smallest term is at most 2·last, and taking it wins.")
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
func (p Position) reduction() msg.Text {
	x := p.core()
	if p.Play != game.Misere || x.over || x.m == 0 {
		return msg.Text{} // no stones above the last one: nothing to reduce to
	}
	if x.m == 1 {
		return msg.New("normal play on the one stone above the last one, takes of at most %d", x.c)
	}
	return msg.New("normal play on the %d stones above the last one, takes of at most %d", x.m, x.c)
}

// Explain applies the rule to p in one plain sentence, naming the winning
// take ComputerMove plays when there is one.
func (p Position) Explain() string { return p.explain().String() }

func (p Position) explain() msg.Text {
	x := p.core()
	switch {
	case p.N == 0 && p.Play == game.Misere:
		return msg.New("no stones are left: the previous player took the last one, and in misère play that loses, so the player to move has won")
	case p.N == 0:
		return msg.New("no stones are left: the previous player took the last one, so the player to move has lost")
	case x.over:
		return msg.New("one stone at the start: the first move may not take the whole heap, so the player to move cannot move, and in misère play that wins")
	case p.MaxTake() == 0:
		return msg.New("one stone at the start: the first move may not take the whole heap, so the player to move cannot move, and loses")
	}
	if p.Play == game.Misere {
		switch x.m {
		case 0:
			return msg.New("only the last stone is left: it must be taken, and in misère play whoever takes it loses")
		case 1:
			return msg.New("misère play: take one stone and leave the opponent the last one, which they must take")
		}
		if p.Last == 0 {
			// The obvious move first: the first move may take every stone above the last one.
			return msg.New("misère play: the first move may take all %d stones above the last one, and the opponent must take the last stone and lose", x.m)
		}
		return msg.New("misère play: keep the last stone for the opponent and play on the %d above it: %s", x.m, p.explainCore(x))
	}
	return p.explainCore(x)
}

func (p Position) explainCore(x core) msg.Text {
	a := sequence(p.Factor())
	term := msg.New("term")
	if !p.Multiple {
		term = msg.New("Zeckendorf term")
	}
	terms := decompose(nil, a, x.m)
	first := p.Last == 0
	if x.isP(a) {
		if first && len(terms) == 1 {
			kind := msg.New("a Fibonacci number")
			if p.Multiple {
				kind = msg.New("a term of the k = %d sequence", p.Factor())
			}
			return msg.New("%d is %s, so the player to move loses: whatever they take, the opponent can take the smallest %s of what is left, "+
				"which is at most %s, so within reach", x.m, kind, term, p.timesTake())
		}
		return msg.New("%s: the smallest %s %d is more than the player to move may take (%s), so the player to move loses: "+
			"whatever they take, the opponent can take the smallest %s of what is left, which is at most %s, so within reach",
			sum(x.m, terms), term, terms[len(terms)-1], p.limit(x), term, p.timesTake())
	}
	t := x.winning(a, p.Factor())[0]
	rest := x.m - t
	switch {
	case rest == 0 && p.Play == game.Misere:
		return msg.New("%s: take all %d of them (%s), leaving the opponent only the last stone", sum(x.m, terms), t, p.limit(x))
	case rest == 0:
		return msg.New("%s: take all %d (%s), which leaves nothing", sum(x.m, terms), t, p.limit(x))
	}
	restTerms := decompose(nil, a, rest)
	return msg.New("%s: take its smallest %s %d (%s), leaving %s, whose smallest %s %d is more than %d·%d = %d, out of the opponent's reach",
		sum(x.m, terms), term, t, p.limit(x), sum(rest, restTerms), term, restTerms[len(restTerms)-1], p.Factor(), t, p.Factor()*t)
}

// timesTake names k times the take just made, the most the opponent may take back: a take t
// below the smallest term of a sum leaves a rest whose smallest term is at most k·t
// (TestReplyInReach checks it).
func (p Position) timesTake() msg.Text {
	switch p.Factor() {
	case 1:
		return msg.New("what they took")
	case 2:
		return msg.New("twice what they took")
	}
	return msg.New("%d times what they took", p.Factor())
}

// limit says how much may be taken and why.
func (p Position) limit(x core) msg.Text {
	switch {
	case p.Last == 0:
		return msg.New("the first move may take up to %d", x.c)
	case p.Factor()*p.Last > x.c:
		return msg.New("up to %d may be taken, all there is", x.c)
	}
	return msg.New("up to %d = %d·%d may be taken", x.c, p.Factor(), p.Last)
}

// maxShown is the most terms sum writes out.
const maxShown = 12

// sum writes "20 = 13 + 5 + 2", shortening a long sum.
func sum(n uint64, terms []uint64) any {
	var b strings.Builder
	fmt.Fprintf(&b, "%d = ", n)
	if len(terms) > maxShown {
		var tail strings.Builder
		for i, t := range terms {
			switch {
			case i < 4:
				if i > 0 {
					b.WriteString(" + ")
				}
				b.WriteString(strconv.FormatUint(t, 10))
			case i >= len(terms)-4:
				tail.WriteString(" + ")
				tail.WriteString(strconv.FormatUint(t, 10))
			}
		}
		return msg.New("%s + … (%d terms in all)%s", b.String(), len(terms), tail.String())
	}
	for i, t := range terms {
		if i > 0 {
			b.WriteString(" + ")
		}
		b.WriteString(strconv.FormatUint(t, 10))
	}
	return b.String()
}

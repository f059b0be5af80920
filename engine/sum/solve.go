package sum

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/antisg"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
)

// Rule is Analysis.Rule in normal play.
const Rule = "Sprague–Grundy theorem: every component is worth a Nim heap, its Grundy value, and a sum of games is " +
	"worth the nim-sum (XOR) of its components' values. The player to move loses exactly when the nim-sum is 0; " +
	"a winning move turns one component of value g into a position of value g ⊕ (nim-sum)."

// SearchRule starts Analysis.Rule for a misère sum decided by search.
const SearchRule = "Misère play, searched: the SJ theorem does not apply to this sum"

type solution struct {
	outcome     game.Outcome
	winning     []Move
	rule        msg.Text
	explanation msg.Text
}

func (p Position) solve() solution {
	values := p.Values()
	s := p.decide(values)
	if p.over(values) {
		// The theorems hold here too, but no move is left to change a value: say so.
		if p.Play == game.Misere {
			s.explanation = msg.New("no component has a move left: the player to move cannot move, and in misère play that wins")
		} else {
			s.explanation = msg.New("no component has a move left: the player to move cannot move, and loses")
		}
	}
	return s
}

// over reports whether no component has a move left, given the components' values: a
// component without a move is worth 0, so only then are the components asked.
func (p Position) over(values []uint64) bool {
	for _, v := range values {
		if v != 0 {
			return false
		}
	}
	return p.Terminal()
}

// decide is the outcome, the winning moves and the words of the theorem that decides p.
func (p Position) decide(values []uint64) solution {
	if p.Play == game.Normal {
		return p.solveNormal(values)
	}
	if p.misere == bySJ {
		out, moves, atoms, example := p.sjSolve()
		why := msg.New("%s; %s", p.worth(values), antisg.ExplainText(atoms))
		if len(atoms) != len(values) && len(atoms) > 0 {
			why = msg.New("%s; the theorem counts each Nim heap, subtraction heap and Hackenbush stalk as a game of its own, worth %s; %s",
				p.worth(values), list(atoms), antisg.ExplainText(atoms))
		}
		if example >= 0 {
			// Misère play's winning move is not normal play's: say how to find one.
			m := moves[example]
			why = msg.New("%s; %s: here component %d becomes %s", why, antisg.StrategyText(atoms), m.Part+1, PartText(m.To))
		}
		return solution{out, moves, antisg.RuleText, why}
	}
	out, moves, err := p.searchSolve()
	s := solution{outcome: out, winning: moves,
		rule: msg.New("%s (%s), so the outcome comes from trying every move of every position the sum can reach, "+
			"up to %d positions; the player who cannot move wins.", msg.New(SearchRule), misereWhy(p), MaxMisereStates)}
	switch {
	case err != nil:
		// New checked the size, so this is a bug; say it rather than guess.
		s.explanation = msg.New("the search failed: %s", err.Error())
	case out == game.N && len(moves) > 0:
		s.explanation = msg.New("%s; the search finds a move to a position the other player loses: component %d becomes %s",
			p.worth(values), moves[0].Part+1, PartText(moves[0].To))
	case out == game.N:
		s.explanation = msg.New("%s; the search finds a move to a position the other player loses", p.worth(values))
	default:
		s.explanation = msg.New("%s; the search finds that every move leaves a position the other player wins", p.worth(values))
	}
	return s
}

func (p Position) solveNormal(values []uint64) solution {
	var x uint64
	for _, v := range values {
		x ^= v
	}
	s := solution{outcome: game.P, rule: msg.New(Rule)}
	sum := msg.New("nim-sum %s", xorText(values, x))
	if x == 0 {
		s.explanation = msg.New("%s; %s: every move changes one value and so the nim-sum, so the player to move loses", p.worth(values), sum)
		return s
	}
	s.outcome = game.N
	for i, c := range p.Parts {
		for _, o := range mustKind(c).toValue(c, values[i]^x) {
			s.winning = append(s.winning, Move{i, o})
		}
	}
	s.explanation = msg.New("%s; %s ≠ 0: the player to move wins", p.worth(values), sum)
	if len(s.winning) > 0 {
		m := s.winning[0]
		g := values[m.Part]
		s.explanation = msg.New("%s; %s ≠ 0: the player to move wins by turning component %d from value %d into value %d⊕%d = %d (%s)",
			p.worth(values), sum, m.Part+1, g, g, x, g^x, PartText(m.To))
	}
	return s
}

// worth lists each component's value: "nim:3 is worth 3, staircase:0,2,1
// is worth 1".
func (p Position) worth(values []uint64) msg.Text {
	parts := make(msg.List, len(values))
	for i, c := range p.Parts {
		parts[i] = msg.New("%s is worth %d", PartText(c), values[i])
	}
	return msg.New("Grundy values: %s", parts)
}

// reduction names the Nim position the sum is worth in normal play.
func (p Position) reduction(values []uint64) msg.Text {
	return msg.New("Nim with one heap per component: heaps %s", list(values))
}

// list writes values as "3, 1, 2".
func list(values []uint64) string {
	texts := make([]string, len(values))
	for i, v := range values {
		texts[i] = strconv.FormatUint(v, 10)
	}
	return strings.Join(texts, ", ")
}

// xorText writes "3⊕1⊕2 = 0", or just the sum for one value.
func xorText(values []uint64, x uint64) string {
	if len(values) == 1 {
		return strconv.FormatUint(x, 10)
	}
	texts := make([]string, len(values))
	for i, v := range values {
		texts[i] = strconv.FormatUint(v, 10)
	}
	return strings.Join(texts, "⊕") + " = " + strconv.FormatUint(x, 10)
}

//go:build !family || family_heaps

package session

import (
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/subtraction"
)

func init() { register(subtraction.Name, subtractionRules{}) }

func (r subtractionRules) Check(p game.Position) error {
	return r.checkItems(len(p.(subtraction.Position).Heaps))
}

func (subtractionRules) Terminal(p game.Position) bool {
	pos := p.(subtraction.Position)
	if len(pos.Set) == 0 {
		return true
	}
	for _, h := range pos.Heaps {
		if h >= pos.Set[0] {
			return false
		}
	}
	return true
}

func (subtractionRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(subtraction.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (subtractionRules) Fill(p game.Position, v *View) {
	pos := p.(subtraction.Position)
	v.Misere = true
	v.Fields = []Field{{
		Key: "heaps", Label: v.T("Heaps"), Kind: FieldList, Item: v.T("Heap"), Nth: v.T("Heap {n}"), Add: v.T("Add a heap"), RemoveLast: v.T("remove the last heap"), Value: ListValue(pos.Heaps),
		Max: notation.MaxWhole, MinItems: 1, MaxItems: MaxHeaps, Next: "1",
		Help: v.T("A heap that reaches 0 keeps its place; × removes it."),
	}, {
		Key: "set", Label: v.T("Set"), Kind: FieldList, Item: v.T("Amount"), Nth: v.T("Amount {n}"), Add: v.T("Add an amount"), RemoveLast: v.T("remove the last amount"), Value: ListValue(pos.Set),
		Min: 1, Max: subtraction.MaxAmount, MinItems: 1, MaxItems: subtraction.MaxAmounts, Next: nextAmount(pos.Set),
		Help: v.T("The amounts a move may take from one heap. 1, 2, …, k is Bachet's game."),
	}}
	if values, ok := pos.Values(); ok {
		labels := make([]string, len(pos.Heaps))
		for i, h := range pos.Heaps {
			labels[i] = v.T("heap %d (%d)", i+1, h)
		}
		v.Table = XORTable(v.Lang, v.T("Nim-sum of Grundy values"), v.T("Grundy value"), labels, values)
	}
	if v.WantsHints() {
		moves := pos.WinningMoves()
		v.Hints = v.NewHints(len(moves), func(i int) string {
			m := moves[i]
			return v.T("take %d from heap %d (leaving %d)", m.Take, m.Heap+1, pos.Heaps[m.Heap]-m.Take)
		})
		if len(moves) == 0 && total(pos.Heaps) <= maxForcedStones && forcedLoss(pos, func(q game.Position) []game.Position {
			sp := q.(subtraction.Position)
			var out []game.Position
			for _, m := range sp.Moves() {
				if r, err := sp.Apply(m); err == nil {
					out = append(out, r)
				}
			}
			return out
		}, pos.Play == game.Misere) {
			hintForced(v, v.Hints)
		}
	}
	rule := ""
	if v.Analysis != nil {
		rule = v.Analysis.Rule
	}
	v.Sections = subtractionSections(v, pos, rule)
	v.About = subtractionAbout(v)
}

// subtractionSections explain the strip under the heaps, and in misère play which rule the
// analysis used.
func subtractionSections(v *View, pos subtraction.Position, rule string) []Section {
	var strip []string
	pre, per, periodic := pos.Period()
	if k, ok := pos.Bachet(); ok && k == 1 {
		strip = append(strip, v.T("The set is 1, one stone a move: this is Bachet's game, where g(n) = n mod 2. "+
			"A heap of n stones is worth 1 when n is odd, 0 when it is even."))
		if len(pos.Heaps) == 1 {
			strip = append(strip, v.T("With one heap, leave an even number of stones; in misère play, an odd number."))
		}
	} else if ok {
		strip = append(strip, v.T("The set is 1 to %d: this is Bachet's game, where g(n) = n mod %d. "+
			"A heap of n stones is worth its remainder on division by %d.", k, k+1, k+1))
		if len(pos.Heaps) == 1 {
			strip = append(strip, v.T("With one heap: leave a multiple of %d; whenever the opponent takes s, take %d − s. "+
				"In misère play, leave 1 more than a multiple of %d instead, and answer the same way.", k+1, k+1, k+1))
		}
	}
	s := v.T("The strip under the heaps shows g(n) for n = 0, 1, 2, …, each the mex (least value missing) of g(n − s) over the amounts s of the set with s ≤ n.") + " "
	switch {
	case periodic && pre == 0:
		s += v.T("The values repeat with period %d from the start; the bracket above the strip spans one period, and the shading changes with each repetition.", per)
	case periodic:
		s += v.T("The first %d values (grey) are the preperiod; from g(%d) on the values repeat with period %d, which the bracket above the strip spans.", pre, pre, per)
	default:
		s += v.T("No period shows within the values computed.")
	}
	strip = append(strip, s+" "+v.T("A mark under a cell points at each heap's size; a hollow mark stands for a heap too big for the strip, at the cell with the same value."))
	sections := []Section{{Title: v.T("The Grundy strip"), Paragraphs: strip}}
	if pos.Play == game.Misere {
		var why string
		switch rule {
		case subtraction.RuleSJ:
			why = v.T("The SJ theorem's condition holds for these heaps, so the Grundy values decide misère play too, in the way the rule above says: " +
				"the table's nim-sum counts, and so does whether some heap has a value above 1.")
		case subtraction.RuleSearch:
			why = v.T("The SJ theorem's condition fails for these heaps, so the Grundy values do not decide misère play: " +
				"the analysis searched every position the heaps can reach. The table still shows the values, for comparison.")
		default:
			why = v.T("The rule above says how misère play was decided.")
		}
		sections = append(sections, Section{Title: v.T("Misère play"), Paragraphs: []string{why}})
	}
	return sections
}

// nextAmount is what the set's Add button appends: one more than the largest amount, or,
// at the limit, the least amount missing.
func nextAmount(set []uint64) string {
	if len(set) == 0 {
		return "1"
	}
	if last := set[len(set)-1]; last < subtraction.MaxAmount {
		return strconv.FormatUint(last+1, 10)
	}
	for a := uint64(1); ; a++ {
		if _, ok := slices.BinarySearch(set, a); !ok {
			return strconv.FormatUint(a, 10)
		}
	}
}

func subtractionAbout(v *View) *Section {
	return &Section{
		Title: v.T("How the subtraction game works"),
		Paragraphs: []string{
			v.T("A move takes exactly s stones from one heap, where s is one of the amounts of the set; whoever cannot move loses. " +
				"With the set 1, 2, 3 this is the lecture's “take 1 to 3 stones”."),
			v.T("One heap of n stones is worth g(n), its Grundy value: the least value missing among the values of the heaps one move away. " +
				"By the Sprague–Grundy theorem a game of several heaps plays like Nim with heaps of sizes g(n): " +
				"the player to move loses exactly when the nim-sum of the heaps' values is 0, and a winning move takes an amount that makes it 0. " +
				"The values are eventually periodic, so a few of them tell the value of any heap."),
			v.T("In misère play, where whoever takes the last stone loses, the values decide only under the SJ theorem's condition: " +
				"every heap size of Grundy value 0 has no move or a move to value 1. Where it fails the position is searched. The analysis names the rule it used."),
		},
	}
}

// Left says a reply left the heaps' Grundy values with nim-sum 0 (normal play).
func (subtractionRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(subtraction.Position)
	if slices.Max(pos.Heaps) == 0 || len(pos.Moves()) == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if s, ok := pos.NimSum(); ok && s == 0 && pos.Play == game.Normal {
		return msg.New("the heaps' Grundy values with nim-sum 0"), true
	}
	return msg.Text{}, true
}

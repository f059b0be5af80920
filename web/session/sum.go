//go:build !family || family_sum

package session

import (
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/hackenbush"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/slide"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/engine/subtraction"
	"github.com/nimscope/nimscope/engine/sum"
	"github.com/nimscope/nimscope/engine/turning"
)

// The most the canvas draws of a sum: components side by side, and in each the heaps,
// steps or edges its box has room for. nimscope analyze takes more.
const (
	MaxSumParts = 6
	// MaxSumHeaps is the most heaps in one Nim or subtraction component.
	MaxSumHeaps = 6
	// MaxSumSteps is the most steps in one staircase component.
	MaxSumSteps = 8
	// MaxSumEdges is the most edges in one Hackenbush component.
	MaxSumEdges = 24
	// MaxSumCell is the rightmost cell a coin-sliding component may have a coin on: the strip
	// is drawn cell by cell.
	MaxSumCell = 24
	// MaxSumCoins is the most coins in a row of coins to turn.
	MaxSumCoins = 16
)

func init() { register(sum.Name, sumRules{}) }

type sumRules struct{}

func (sumRules) Check(p game.Position) error {
	s := p.(sum.Position)
	if n := len(s.Parts); n > MaxSumParts {
		return msg.Errorf("parts: the explorer draws at most %d components, not %d (nimscope analyze takes up to %d)", MaxSumParts, n, sum.MaxParts)
	}
	for i, c := range s.Parts {
		what, n, limit := "", 0, 0
		switch c := c.(type) {
		case nim.Position:
			what, n, limit = "heaps", len(c.Heaps), MaxSumHeaps
		case subtraction.Position:
			what, n, limit = "heaps", len(c.Heaps), MaxSumHeaps
		case staircase.Position:
			what, n, limit = "steps", len(c.Steps), MaxSumSteps
		case hackenbush.Position:
			what, n, limit = "edges", c.NumEdges(), MaxSumEdges
		case slide.Position:
			if last := c.Coins[len(c.Coins)-1]; last > MaxSumCell {
				return msg.Errorf("parts: component %d (slide): the explorer draws a strip of at most %d cells in a sum, and a coin is on cell %d (nimscope analyze takes more)",
					i+1, MaxSumCell, last)
			}
		case turning.Position:
			what, n, limit = "coins", len(c.Coins), MaxSumCoins
		}
		if n > limit {
			return msg.Errorf("parts: component %d (%s): the explorer draws at most %d %s in a component, not %d (nimscope analyze takes more)",
				i+1, c.Game(), limit, what, n)
		}
	}
	return nil
}

func (sumRules) Terminal(p game.Position) bool { return p.(sum.Position).Terminal() }

func (sumRules) Reply(p game.Position) (game.Position, bool) {
	s := p.(sum.Position)
	m, ok := s.ComputerMove()
	return game.Reply(m, ok, s.Apply)
}

// Describe finds the one component that changed and lets its game's rules say what the move
// there did.
func (sumRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(sum.Position), to.(sum.Position)
	switch {
	case len(a.Parts) != len(b.Parts):
		return msg.Text{}, msg.Errorf("there are %d components, not %d: a move changes one component in its place", len(a.Parts), len(b.Parts))
	case a.Play != b.Play:
		return msg.Text{}, msg.Errorf("a move does not change normal or misère play")
	}
	changed := -1
	for i := range a.Parts {
		if a.Parts[i].String() == b.Parts[i].String() {
			continue
		}
		if changed >= 0 {
			return msg.Text{}, msg.Errorf("components %d and %d would both change: a move changes one component only", changed+1, i+1)
		}
		changed = i
	}
	if changed < 0 {
		return msg.Text{}, msg.Errorf("a move must change a component")
	}
	ca, cb := a.Parts[changed], b.Parts[changed]
	r, ok := partRules(ca)
	if !ok || ca.Game() != cb.Game() {
		return msg.Text{}, msg.Errorf("component %d is a game of %s, not of %s: a move keeps each component's game", changed+1, partName(ca), partName(cb))
	}
	what, err := r.Describe(ca, cb)
	if err != nil {
		return msg.Text{}, msg.Errorf("component %d (%s): %w", changed+1, partName(ca), err)
	}
	return msg.New("%s in component %d (%s)", what, changed+1, partName(ca)), nil
}

// partWords are the methods of a component's rules that word its moves and positions.
type partWords interface {
	Describe(from, to game.Position) (msg.Text, error)
	Words(p game.Position) msg.Text
}

// partRules returns the rules of a component's game, by the component's type rather than from
// the registered rules: the sum's module (web/family) serves the sum, not the components'
// games, and has only these two methods of their rules (<game>_words.go).
func partRules(c game.Position) (partWords, bool) {
	switch c.(type) {
	case nim.Position:
		return nimRules{}, true
	case subtraction.Position:
		return subtractionRules{}, true
	case staircase.Position:
		return staircaseRules{}, true
	case hackenbush.Position:
		return hackenbushRules{}, true
	case slide.Position:
		return slideRules{}, true
	case turning.Position:
		return turningRules{}, true
	}
	return nil, false
}

// partName names a component's game in words.
func partName(c game.Position) msg.Text {
	switch c.Game() {
	case nim.Name:
		return msg.New("Nim")
	case subtraction.Name:
		return msg.New("subtraction game")
	case staircase.Name:
		return msg.New("staircase")
	case hackenbush.Name:
		return msg.New("Hackenbush")
	case slide.Name:
		return msg.New("coin sliding")
	case turning.Name:
		return msg.New("coin turning")
	}
	return msg.Text{Format: "%s", Args: []any{c.Game()}}
}

func (sumRules) Words(p game.Position) msg.Text {
	s := p.(sum.Position)
	var parts any // the components' words, joined by "; "
	for i, c := range s.Parts {
		var words any = sum.PartText(c)
		if r, ok := partRules(c); ok {
			words = r.Words(c)
		}
		part := msg.New("%s (%s)", partName(c), words)
		if i == 0 {
			parts = part
		} else {
			parts = msg.New("%s; %s", parts, part)
		}
	}
	if s.Play == game.Misere {
		return msg.New("sum of %s, misère play", parts)
	}
	return msg.New("sum of %s", parts)
}

func (sumRules) Fill(p game.Position, v *View) {
	s := p.(sum.Position)
	v.Misere = true
	texts := make([]string, len(s.Parts))
	for i, c := range s.Parts {
		texts[i] = sum.PartText(c)
	}
	v.Fields = []Field{{
		Key: "parts", Label: v.T("Components"), Kind: FieldText, Value: strings.Join(texts, "|"),
		Help: v.T("Components joined by |, each game:value — nim:3, staircase:0,2,1, hackenbush:0-1,1-2, subtraction:9,6/set:1,2,3, slide:2,5,9."),
	}}
	values := s.Values()
	labels := make([]string, len(s.Parts))
	for i, c := range s.Parts {
		labels[i] = v.T("%d: %s", i+1, partName(c))
	}
	v.Table = XORTable(v.Lang, v.T("Nim-sum of the components"), v.T("Grundy value"), labels, values)
	if v.WantsHints() {
		moves := s.WinningMoves()
		v.Hints = v.NewHints(len(moves), func(i int) string {
			m := moves[i]
			return v.T("in component %d, %s", m.Part+1, sumHint(s.Parts[m.Part], m.To))
		})
	}
	v.Sections = []Section{sumParts(v, s, values)}
	v.About = sumAbout(v)
	for _, c := range s.Parts {
		if _, ok := c.(turning.Position); ok {
			v.About.Paragraphs = append(v.About.Paragraphs, v.T("In a row of coins to turn over, tap the coins of your move one by one, "+
				"then tap the rightmost of them again: it must be heads, and the rule says how many coins may turn."))
			break
		}
	}
	if s.Play == game.Misere {
		v.About.Paragraphs = append(v.About.Paragraphs, sumMisere(v))
	}
}

// Moves lists a sum's moves, component by component, when a bound on their number, cheap
// to take from each component, is within limit: sum.Options makes every one of them.
func (sumRules) Moves(p game.Position, v *View, limit int) ([]MoveChoice, bool) {
	s := p.(sum.Position)
	bound := 0
	for _, c := range s.Parts {
		n, ok := optionBound(c, limit-bound)
		if !ok {
			return nil, false
		}
		bound += n
	}
	var out []MoveChoice
	for _, o := range s.Options() {
		for i := range s.Parts {
			if sum.PartText(s.Parts[i]) != sum.PartText(o.Parts[i]) {
				out = append(out, MoveChoice{Label: v.T("in component %d, %s", i+1, sumHint(s.Parts[i], o.Parts[i])), Position: o.String()})
				break
			}
		}
	}
	return out, true
}

// optionBound is at least the number of moves in component c, and at most room; false when
// it would be more than room, or c is of a kind it cannot bound.
func optionBound(c game.Position, room int) (int, bool) {
	var n uint64
	switch c := c.(type) {
	case nim.Position:
		for _, h := range c.Heaps {
			n += h
		}
	case subtraction.Position:
		n = uint64(len(c.Heaps)) * uint64(len(c.Set))
	case staircase.Position:
		for _, x := range c.Steps {
			n += x
		}
	case slide.Position:
		if len(c.Coins) > 0 {
			n = c.Coins[len(c.Coins)-1] // the free cells left of each coin, together
		}
	case hackenbush.Position:
		n = uint64(c.NumEdges())
	case turning.Position:
		for range c.Moves() {
			if n++; n > uint64(room) {
				break
			}
		}
	default:
		return 0, false
	}
	if n > uint64(room) {
		return 0, false
	}
	return int(n), true
}

// sumHint says a component's move as an order: "take 2 from heap 1 (leaving 1)".
func sumHint(from, to game.Position) msg.Text {
	switch a := from.(type) {
	case nim.Position:
		b := to.(nim.Position)
		for i := range a.Heaps {
			if a.Heaps[i] != b.Heaps[i] {
				return msg.New("take %d from heap %d (leaving %d)", a.Heaps[i]-b.Heaps[i], i+1, b.Heaps[i])
			}
		}
	case subtraction.Position:
		b := to.(subtraction.Position)
		for i := range a.Heaps {
			if a.Heaps[i] != b.Heaps[i] {
				return msg.New("take %d from heap %d (leaving %d)", a.Heaps[i]-b.Heaps[i], i+1, b.Heaps[i])
			}
		}
	case staircase.Position:
		b := to.(staircase.Position)
		for i := range a.Steps {
			if b.Steps[i] < a.Steps[i] {
				m := staircase.Move{From: i + 1, Coins: a.Steps[i] - b.Steps[i]}
				if m.From == 1 {
					return msg.New("take %s off step 1", coinCount(m.Coins))
				}
				return msg.New("move %s", stairMove(m))
			}
		}
	case hackenbush.Position:
		want := to.String()
		for i := range a.NumEdges() {
			if next, err := a.Apply(hackenbush.Move{Edge: i}); err == nil && next.String() == want {
				return msg.New("chop edge %s", a.Edge(i).String())
			}
		}
	case slide.Position:
		b := to.(slide.Position)
		for i := range a.Coins {
			if a.Coins[i] != b.Coins[i] {
				return msg.New("slide the coin on cell %d to cell %d", a.Coins[i], b.Coins[i])
			}
		}
	case turning.Position:
		if b := to.(turning.Position); len(b.Coins) == len(a.Coins) {
			return msg.New("turn %s", turnWords(a.Coins, turned(a.Coins, b.Coins)))
		}
	}
	return msg.New("move to %s", sum.PartText(to))
}

// sumParts is this position's account of each component's value.
func sumParts(v *View, s sum.Position, values []uint64) Section {
	sec := Section{Title: v.T("The components")}
	for i, c := range s.Parts {
		sec.Paragraphs = append(sec.Paragraphs, v.T("Component %d, %s (%s): Grundy value %d. %s",
			i+1, partName(c), sum.PartText(c), values[i], partWhy(c)))
	}
	return sec
}

// partWhy says where a component's value comes from.
func partWhy(c game.Position) msg.Text {
	switch c := c.(type) {
	case nim.Position:
		if len(c.Heaps) == 1 {
			return msg.New("A Nim heap is worth its size.")
		}
		return msg.New("Nim heaps side by side are worth the nim-sum of their sizes.")
	case subtraction.Position:
		return msg.New("Each heap is worth its entry in the set's Grundy sequence; the heaps add up by nim-sum.")
	case staircase.Position:
		return msg.New("A staircase is worth the nim-sum of the coins on its odd steps.")
	case hackenbush.Position:
		return msg.New("A Hackenbush graph is worth the stalk it reduces to by the fusion and colon principles.")
	case slide.Position:
		return msg.New("Coin sliding is a staircase whose steps are the gaps between the coins, read from the right: it is worth the nim-sum of the odd gaps.")
	case turning.Position:
		return msg.New("A row of coins is worth the nim-sum of its heads' values.")
	}
	return msg.Text{}
}

func sumAbout(v *View) *Section {
	return &Section{
		Title: v.T("How a sum of games works"),
		Paragraphs: []string{
			v.T("In a sum of games the components stand side by side, and a move is a move in exactly one of them, by that game's own rule. " +
				"Whoever cannot move in any component loses (in misère play, wins)."),
			v.T("The Sprague–Grundy theorem: every component, whatever its game, is worth a single Nim heap — its Grundy value, " +
				"the least value none of its moves reaches. The sum is worth the nim-sum (XOR) of those values, so the sum is Nim with one heap per component. " +
				"The player to move loses exactly when the nim-sum is 0. Otherwise the winning move is the one Nim would make: pick a component " +
				"whose value g has a 1 in the leftmost column where the nim-sum has a 1. Then g ⊕ (nim-sum) is less than g, " +
				"and by the definition of the Grundy value every smaller value is one move away: move the component to a position of that value."),
			v.T("On the canvas each component stands in its own box with its Grundy value above it and the nim-sum below. " +
				"Tap a stone to take it and every stone above it, tap a coin on the stairs to move it and the coins above it down a step, " +
				"tap a free cell of a strip to slide the next coin on its right there, tap an edge to chop it."),
		},
	}
}

func sumMisere(v *View) string {
	return v.T("In misère play, where whoever makes the last move loses (an Anti-SG game), Grundy values do not add up in general. " +
		"The SJ theorem still decides the sum from them when every game in it " +
		"reaches value 0 only at an end or next to a move to value 1 — true of Nim heaps and Hackenbush stalks; the explorer checks every other component (subtraction heaps, staircases, Hackenbush drawings with cycles). Then the player to move " +
		"wins exactly when the nim-sum is not 0 and some game is worth more than 1, or the nim-sum is 0 and none is. " +
		"To win: with one game worth more than 1, bring it to 0 or 1 so that an odd number of games worth 1 is left; with two or more, " +
		"make the nim-sum 0 as in normal play; with none, leave an odd number of games worth 1. " +
		"Where a component breaks that condition (a staircase 2, 0, 2 is worth 0 but every move from it is worth 2 or 3), the theorem is not used: " +
		"the explorer searches every position the sum can reach, and the rule in the analysis says so.")
}

// Left says a reply left the components' values with nim-sum 0 (normal play).
func (sumRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(sum.Position)
	if pos.Terminal() || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Normal {
		return msg.New("the components' values with nim-sum 0"), true
	}
	return msg.Text{}, true
}

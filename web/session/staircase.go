//go:build !family || family_coins

package session

import (
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/staircase"
	"slices"
)

// MaxStairSteps is the most steps the canvas draws; nimscope analyze takes more.
const MaxStairSteps = 24

func init() { register(staircase.Name, staircaseRules{}) }

func (r staircaseRules) Check(p game.Position) error {
	return r.checkItems(len(p.(staircase.Position).Steps))
}

func (staircaseRules) listKey() string { return "steps" }

func (staircaseRules) checkItems(n int) error {
	if n > MaxStairSteps {
		return msg.Errorf("steps: the explorer draws at most %d steps, not %d (nimscope analyze takes more)", MaxStairSteps, n)
	}
	return nil
}

func (staircaseRules) Terminal(p game.Position) bool {
	for _, c := range p.(staircase.Position).Steps {
		if c > 0 {
			return false
		}
	}
	return true
}

func (staircaseRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(staircase.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (staircaseRules) Fill(p game.Position, v *View) {
	pos := p.(staircase.Position)
	v.Misere = true
	v.Fields = []Field{{
		Key: "steps", Label: v.T("Coins on steps 1, 2, 3…"), Kind: FieldList, Item: v.T("Step"), Nth: v.T("Step {n}"), Add: v.T("Add a step"), RemoveLast: v.T("remove the last step"), Value: ListValue(pos.Steps),
		Max: notation.MaxWhole, MinItems: 1, MaxItems: MaxStairSteps, Next: "1",
		Help:  v.T("Step 1 is the lowest; coins moved down from it leave the game."),
		Carry: true,
	}}
	odd := pos.OddSteps()
	labels := make([]string, len(odd))
	for i, k := range odd {
		labels[i] = v.T("step %d", k)
	}
	v.Table = XORTable(v.Lang, v.T("Nim on the odd steps"), v.T("coins"), labels, pos.Heaps())
	if v.WantsHints() {
		moves := pos.WinningMoves()
		v.Hints = v.NewHints(len(moves), func(i int) string {
			if moves[i].From == 1 {
				return v.T("take %s off step 1", coinCount(moves[i].Coins))
			}
			return v.T("move %s", stairMove(moves[i]))
		})
		if len(moves) == 0 && stairForced(pos) {
			hintForced(v, v.Hints)
		}
	}
	v.Sections = []Section{stairWhy(v, pos)}
	v.About = staircaseAbout(v)
}

// stairWhy is this position's own account of why the even steps do not count.
func stairWhy(v *View, p staircase.Position) Section {
	s := Section{Title: v.T("Why the even steps do not count")}
	if p.Play == game.Misere {
		s.Title = v.T("Why the even steps do not change who wins")
	}
	var odd, even msg.List
	for i, c := range p.Steps {
		part := msg.New("step %d holds %d", i+1, c)
		if i%2 == 0 {
			odd = append(odd, part)
		} else {
			even = append(even, part)
		}
	}
	s.Paragraphs = append(s.Paragraphs, v.T("On the odd steps: %s. "+
		"These are the Nim heaps: a move from an odd step takes coins off its heap, as in Nim.", odd))
	if len(even) == 0 {
		s.Paragraphs = append(s.Paragraphs, v.T("There is no even step here: the staircase is plain Nim on step 1."))
		return s
	}
	if p.Play == game.Misere {
		s.Paragraphs = append(s.Paragraphs, v.T("On the even steps: %s. "+
			"A move from an even step puts coins on the odd step below it, and the player who wants the odd steps "+
			"as they were moves the same coins on down at once, to the next even step (coins that came down from step 2 go off the stairs). "+
			"So a move on an even step can be undone: the even steps do not change who wins, "+
			"and whoever wins misère Nim on the odd steps wins the staircase.", even))
		return s
	}
	s.Paragraphs = append(s.Paragraphs, v.T("On the even steps: %s. "+
		"A move from an even step puts coins on the odd step below it, and the player who wants the odd steps "+
		"as they were moves the same coins on down at once, to the next even step (coins that came down from step 2 go off the stairs). "+
		"So a move on an even step can be undone, and whoever wins Nim on the odd steps wins the staircase.", even))
	return s
}

func staircaseAbout(v *View) *Section {
	return &Section{
		Title: v.T("How Staircase Nim works"),
		Paragraphs: []string{
			v.T("Coins stand on the steps of a staircase. A move takes one or more coins from one step down to the step below; " +
				"coins moved down from step 1 leave the game. Whoever cannot move loses (in misère play, wins)."),
			v.T("Only the odd steps count: Staircase Nim is Nim whose heaps are the coins on steps 1, 3, 5… " +
				"A move from an odd step shrinks its heap. A move from an even step grows the odd heap below it, " +
				"but the other player can move those coins on down to the next even step at once, which leaves the odd steps as they were. " +
				"So the player to move loses exactly when the odd steps have nim-sum 0; in misère play, exactly when they are a lost misère Nim position."),
			v.T("On the canvas, press a coin and drag it down to the next step: it takes every coin above it along. A tap moves them down one step too. " +
				"The odd steps are tinted; the numbers under the stairs name the steps, and the numbers above the coins count them."),
		},
	}
}

// Left says a reply left nim-sum 0 on the odd steps, or in misère play with every odd step
// at most 1, an odd number of odd steps with one coin.
func (staircaseRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(staircase.Position)
	if slices.Max(pos.Steps) == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Misere && slices.Max(pos.Heaps()) <= 1 {
		return msg.New("an odd number of odd steps with one coin"), true
	}
	return msg.New("nim-sum 0 on the odd steps"), true
}

// stairForced reports whether pos is lost whatever either player does (forcedLoss).
func stairForced(pos staircase.Position) bool {
	if total(pos.Steps) > maxForcedStones {
		return false
	}
	return forcedLoss(pos, func(q game.Position) []game.Position {
		st := q.(staircase.Position)
		var out []game.Position
		for i, c := range st.Steps {
			for n := uint64(1); n <= c; n++ {
				if r, err := st.Apply(staircase.Move{From: i + 1, Coins: n}); err == nil {
					out = append(out, r)
				}
			}
		}
		return out
	}, pos.Play == game.Misere)
}

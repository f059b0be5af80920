//go:build !family || family_heaps

package session

import (
	"slices"
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/greedy"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

func init() { register(greedy.Name, greedyRules{}) }

type greedyRules struct{ heapsListed }

func (r greedyRules) Check(p game.Position) error {
	return r.checkItems(len(p.(greedy.Position).Heaps))
}

func (greedyRules) Terminal(p game.Position) bool {
	size, _ := p.(greedy.Position).Largest()
	return size == 0
}

func (greedyRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(greedy.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (greedyRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(greedy.Position), to.(greedy.Position)
	if err := sameHeaps(len(a.Heaps), len(b.Heaps), a.Play != b.Play); err != nil {
		return msg.Text{}, err
	}
	i, err := oneHeap(a.Heaps, b.Heaps)
	if err != nil {
		return msg.Text{}, err
	}
	h := a.Heaps[i]
	if largest, _ := a.Largest(); h != largest {
		return msg.Text{}, msg.Errorf("heap %d has %d stones, fewer than the largest heap's %d: a move takes from a largest heap only", i+1, h, largest)
	}
	return took(i, h, b.Heaps[i]), nil
}

func (greedyRules) Words(p game.Position) msg.Text {
	pos := p.(greedy.Position)
	if pos.Play == game.Misere {
		return msg.New("heaps %s, misère play", listWords(pos.Heaps))
	}
	return msg.New("heaps %s", listWords(pos.Heaps))
}

func (greedyRules) Fill(p game.Position, v *View) {
	pos := p.(greedy.Position)
	v.Misere = true
	v.Fields = []Field{{
		Key: "heaps", Label: v.T("Heaps"), Kind: FieldList, Item: v.T("Heap"), Nth: v.T("Heap {n}"), Add: v.T("Add a heap"), RemoveLast: v.T("remove the last heap"), Value: ListValue(pos.Heaps),
		Max: notation.MaxWhole, MinItems: 1, MaxItems: MaxHeaps, Next: "1",
		Help: v.T("A heap that reaches 0 keeps its place; × removes it."),
	}}
	if v.WantsHints() {
		ranges := pos.WinningMoves()
		v.Hints = v.NewHints(len(ranges), func(i int) string {
			r := ranges[i]
			h := pos.Heaps[r.Heap]
			if r.Lo == r.Hi {
				return v.T("take %d from heap %d (leaving %d)", h-r.Lo, r.Heap+1, r.Lo)
			}
			return v.T("take %d to %d from heap %d (leaving %d to %d)", h-r.Hi, h-r.Lo, r.Heap+1, r.Lo, r.Hi)
		})
		if len(ranges) == 0 && total(pos.Heaps) <= maxForcedStones && forcedLoss(pos, func(q game.Position) []game.Position {
			heaps := q.(greedy.Position).Heaps
			top := slices.Max(heaps)
			var out []game.Position
			for _, to := range reductions(heaps, 1, func(i int) bool { return heaps[i] == top }) {
				out = append(out, greedy.Position{Heaps: to, Play: pos.Play})
			}
			return out
		}, pos.Play == game.Misere) {
			hintForced(v, v.Hints)
		}
	}
	v.Sections = greedySections(v, pos)
	v.About = greedyAbout(v)
}

// greedySections count the largest heaps, the one number that decides, and state the rule
// in both plays, with this position's outcome in the other play.
func greedySections(v *View, pos greedy.Position) []Section {
	size, count := pos.Largest()
	if size == 0 {
		return []Section{{Title: v.T("The largest heaps"), Paragraphs: []string{v.T("Every heap is empty: no move is left.")}}}
	}
	movable := pos.Movable()
	names := make([]string, len(movable))
	for i, h := range movable {
		names[i] = strconv.Itoa(h + 1)
	}
	var first string
	if count == 1 {
		first = v.T("One heap has the largest size, %d: heap %s. Only it may be played; the canvas dims the others. One is an odd number.", size, names[0])
	} else if count%2 == 0 {
		first = v.T("%d heaps have the largest size, %d: heaps %s. Only these may be played; the canvas dims the others. %d is an even number.",
			count, size, andList(names), count)
	} else {
		first = v.T("%d heaps have the largest size, %d: heaps %s. Only these may be played; the canvas dims the others. %d is an odd number.",
			count, size, andList(names), count)
	}
	other := pos
	other.Play, other.Heaps = game.Normal, pos.Heaps
	if pos.Play == game.Normal {
		other.Play = game.Misere
	}
	otherWords := v.T("In normal play this position is %s.", outcomeWords(other.Outcome()))
	if other.Play == game.Misere {
		otherWords = v.T("In misère play this position is %s.", outcomeWords(other.Outcome()))
	}
	return []Section{
		{Title: v.T("The largest heaps"), Paragraphs: []string{first}},
		{Title: v.T("The rule in both plays"), Paragraphs: []string{
			v.T("Normal play: the player to move loses exactly when an even number of heaps have the largest size. " +
				"From an odd number, take from one of them so that an even number is left: from one of several, take any amount; " +
				"from a single largest heap, cut it down to the next size when an odd number of heaps have that size, or below it otherwise."),
			v.T("Misère play: the same while the largest heap has 2 or more stones; once every heap has at most 1 stone, " +
				"the player to move loses exactly when the number of 1-heaps is odd."),
			otherWords,
		}},
	}
}

// outcomeWords names an outcome in a sentence.
func outcomeWords(o game.Outcome) msg.Text {
	if o == game.P {
		return msg.New("a P-position: the player to move loses against perfect play")
	}
	return msg.New("an N-position: the player to move wins with perfect play")
}

func greedyAbout(v *View) *Section {
	return &Section{
		Title: v.T("How Greedy Nim works"),
		Paragraphs: []string{
			v.T("Greedy Nim is Nim with one restriction: a move must take one or more stones from a heap of the largest size. " +
				"Whoever cannot move loses in normal play, and wins in misère play."),
			v.T("Normal play: the player to move loses exactly when an even number of heaps have the largest size. " +
				"Every move takes from one of them and changes that number by one (or, from a single largest heap cut below the next size, makes the next heaps the largest), " +
				"so from an odd number there is always a move to an even number, and from an even number every move leaves an odd one."),
			v.T("Misère play: the same rule while the largest heap has 2 or more stones; once every heap has at most 1 stone, " +
				"the player to move loses exactly when the number of 1-heaps is odd."),
		},
	}
}

// Left says a reply left an even number of largest heaps, or in misère play with every heap
// at most 1, an odd number of 1-heaps.
func (greedyRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(greedy.Position)
	top := slices.Max(pos.Heaps)
	if top == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Misere && top <= 1 {
		return msg.New("an odd number of 1-heaps"), true
	}
	return msg.New("an even number of heaps of the largest size"), true
}

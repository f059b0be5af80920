package session

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/threeheap"
)

// MaxHeaps is the most heaps the canvas draws; nimscope analyze takes more.
const MaxHeaps = 32

// heapsListed is the listed part of the Rules of a game of a list of heaps.
type heapsListed struct{}

func (heapsListed) listKey() string { return "heaps" }

func (heapsListed) checkItems(n int) error {
	if n > MaxHeaps {
		return msg.Errorf("heaps: the explorer draws at most %d heaps, not %d (nimscope analyze takes more)", MaxHeaps, n)
	}
	return nil
}

func init() { register(nim.Name, nimRules{}) }

type nimRules struct{ heapsListed }

func (r nimRules) Check(p game.Position) error {
	return r.checkItems(len(p.(nim.Position).Heaps))
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
	return game.Reply(m, ok, pos.Apply)
}

func (nimRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(nim.Position), to.(nim.Position)
	if err := sameHeaps(len(a.Heaps), len(b.Heaps), a.Play != b.Play); err != nil {
		return msg.Text{}, err
	}
	i, err := oneHeap(a.Heaps, b.Heaps)
	if err != nil {
		return msg.Text{}, err
	}
	return took(i, a.Heaps[i], b.Heaps[i]), nil
}

// took is the log's words for a take from heap i (from 0), from h stones down to t.
func took(i int, h, t uint64) msg.Text {
	return msg.New("took %d from heap %d (%d → %d)", h-t, i+1, h, t)
}

func (nimRules) Words(p game.Position) msg.Text {
	pos := p.(nim.Position)
	if pos.Play == game.Misere {
		return msg.New("heaps %s, misère play", listWords(pos.Heaps))
	}
	return msg.New("heaps %s", listWords(pos.Heaps))
}

// sameHeaps refuses, in plain words, a move to a position with another number of heaps
// (n heaps before, m after) or another play.
func sameHeaps(n, m int, otherPlay bool) error {
	switch {
	case n != m:
		return msg.Errorf("there are %d heaps, not %d: a heap that reaches 0 keeps its place", n, m)
	case otherPlay:
		return msg.Errorf("a move does not change normal or misère play")
	}
	return nil
}

// oneHeap finds the one heap (from 0) that a move from heaps a to heaps b, as many, takes
// from, or says in plain words why b is no such move: a heap would grow, two would change,
// or none. Nim, Greedy Nim and the subtraction game share it; each then checks its own rule.
func oneHeap(a, b []uint64) (int, error) {
	changed := -1
	for i := range a {
		switch {
		case a[i] == b[i]:
		case b[i] > a[i]:
			return 0, grows(i, a[i], b[i])
		case changed >= 0:
			return 0, msg.Errorf("heaps %d and %d would both change: a move takes from one heap only", changed+1, i+1)
		default:
			changed = i
		}
	}
	if changed < 0 {
		return 0, msg.Errorf("a move must take at least one stone")
	}
	return changed, nil
}

// grows refuses a move that would make heap i (from 0) larger, from h to t stones.
func grows(i int, h, t uint64) error {
	return msg.Errorf("heap %d would grow from %d to %d: a move only takes stones", i+1, h, t)
}

// listWords writes numbers as a list in a sentence: "3, 4, 5".
func listWords(xs []uint64) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatUint(x, 10))
	}
	return b.String()
}

func (nimRules) Fill(p game.Position, v *View) {
	pos := p.(nim.Position)
	v.Misere = true
	v.Fields = []Field{{
		Key: "heaps", Label: v.T("Heaps"), Kind: FieldList, Item: v.T("Heap"), Nth: v.T("Heap {n}"), Add: v.T("Add a heap"), RemoveLast: v.T("remove the last heap"), Value: ListValue(pos.Heaps),
		Max: notation.MaxWhole, MinItems: 1, MaxItems: MaxHeaps, Next: "1",
		Help: v.T("A heap that reaches 0 keeps its place; × removes it."),
	}}
	labels := make([]string, len(pos.Heaps))
	for i := range labels {
		labels[i] = v.T("heap %d", i+1)
	}
	v.Table = XORTable(v.Lang, v.T("Nim-sum"), v.T("size"), labels, pos.Heaps)
	if v.WantsHints() {
		moves := pos.WinningMoves()
		v.Hints = v.NewHints(len(moves), func(i int) string {
			m := moves[i]
			h := pos.Heaps[m.Heap]
			return v.T("take %d from heap %d (leaving %d)", h-m.To, m.Heap+1, m.To)
		})
		if len(moves) == 0 && total(pos.Heaps) <= maxForcedStones && forcedLoss(pos, func(q game.Position) []game.Position {
			var out []game.Position
			for _, to := range reductions(q.(nim.Position).Heaps, 1, func(int) bool { return true }) {
				out = append(out, nim.Position{Heaps: to, Play: pos.Play})
			}
			return out
		}, pos.Play == game.Misere) {
			hintForced(v, v.Hints)
		}
	}
	if len(pos.Heaps) == 3 && pos.Play == game.Normal {
		if sec, ok := threeHeaps(v, pos.Heaps); ok {
			v.Sections = append(v.Sections, sec)
		}
	}
	v.About = nimAbout(v)
}

// threeHeaps places a three-heap P-position in its family, as the lecture lists them
// (engine/threeheap), and points to the XOR table, whose cells are these positions.
func threeHeaps(v *View, heaps []uint64) (Section, bool) {
	f, ok := threeheap.Family(heaps[0], heaps[1], heaps[2])
	if !ok {
		return Section{}, false
	}
	p := f.Pattern
	t := p.Triple(f.K, f.J)
	s := Section{Title: v.T("Three-heap P-positions")}
	if p.M == 0 {
		s.Paragraphs = []string{v.T("With a heap of 0 this is Nim on two heaps: the P-positions are the equal pairs, (0, k, k).")}
	} else {
		s.Paragraphs = []string{v.T("The P-positions whose smallest heap is m = %d are the families (%d, %dk+j, %dk+(%d⊕j)) for 0 ≤ j < %d and k = 1, 2, …, "+
			"where %d is the least power of 2 above m; this one, (%d, %d, %d), has j = %d and k = %d.",
			p.M, p.M, p.P, p.P, p.M, p.N, p.P, t[0], t[1], t[2], f.J, f.K)}
	}
	s.Paragraphs = append(s.Paragraphs, v.T("In the XOR table (game=xor) every cell (x, y) is such a position, (x, y, x⊕y): point at one to see its family marked."))
	return s, true
}

// nimAbout is "How Nim works"; static/index.html shows the same text until the wasm runs
// (static/i18n.js: about.title, about.nim1, about.nim2).
func nimAbout(v *View) *Section {
	return &Section{
		Title: v.T("How Nim works"),
		Paragraphs: []string{
			v.T("Write each heap size in binary and add the columns without carrying: this is the nim-sum, written ⊕. " +
				"Bouton’s theorem says the player to move loses against perfect play exactly when the nim-sum is 0; " +
				"such a position is a P-position, and every other one is an N-position. " +
				"From a nim-sum of 0 every move makes it nonzero, and from a nonzero nim-sum some move makes it 0 again. " +
				"So the winning move is to pick a heap whose size gets smaller when you ⊕ it with the nim-sum, and reduce it to that smaller size."),
			v.T("Why this works. A move changes one heap, so it flips at least one of that heap's binary digits: " +
				"from nim-sum 0, where every column has an even number of ones, that column becomes odd, and the nim-sum is no longer 0. " +
				"From a nonzero nim-sum s, take a heap with a 1 in the leftmost column where s has a 1. " +
				"Its size ⊕ s turns that 1 into 0 and changes only digits to the right, so it is smaller: " +
				"reducing the heap to it is a legal move, and it makes the nim-sum 0."),
			v.T("In misère play, where whoever takes the last stone loses, play the same way until your move would leave only heaps of size 1 or 0; " +
				"then leave an odd number of 1-heaps instead of an even one."),
		},
	}
}

// Left says a reply left nim-sum 0, or in misère play with every heap at most 1, an odd
// number of 1-heaps.
func (nimRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(nim.Position)
	if slices.Max(pos.Heaps) == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Misere && slices.Max(pos.Heaps) <= 1 {
		return msg.New("an odd number of 1-heaps"), true
	}
	return msg.New("nim-sum 0"), true
}

//go:build !family || family_heaps

package session

import (
	"strconv"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/moore"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

func init() { register(moore.Name, mooreRules{}) }

type mooreRules struct{ heapsListed }

func (r mooreRules) Check(p game.Position) error {
	return r.checkItems(len(p.(moore.Position).Heaps))
}

func (mooreRules) Terminal(p game.Position) bool {
	for _, h := range p.(moore.Position).Heaps {
		if h > 0 {
			return false
		}
	}
	return true
}

func (mooreRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(moore.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (mooreRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(moore.Position), to.(moore.Position)
	if err := sameHeaps(len(a.Heaps), len(b.Heaps), a.Play != b.Play); err != nil {
		return msg.Text{}, err
	}
	if a.K != b.K {
		return msg.Text{}, msg.Errorf("a move does not change k = %d", a.K)
	}
	var parts []msg.Text
	for i := range a.Heaps {
		h, t := a.Heaps[i], b.Heaps[i]
		if h == t {
			continue
		}
		if t > h {
			return msg.Text{}, grows(i, h, t)
		}
		parts = append(parts, msg.New("heap %d (%d → %d)", i+1, h, t))
	}
	switch {
	case len(parts) == 0:
		return msg.Text{}, msg.Errorf("a move must reduce at least one heap")
	case uint64(len(parts)) > a.K:
		return msg.Text{}, msg.Errorf("a move reduces at most k = %d heaps, not %d", a.K, len(parts))
	}
	return msg.New("reduced %s", andList(parts)), nil
}

func (mooreRules) Words(p game.Position) msg.Text {
	pos := p.(moore.Position)
	if pos.Play == game.Misere {
		return msg.New("heaps %s; k = %d; misère play", listWords(pos.Heaps), pos.K)
	}
	return msg.New("heaps %s; k = %d", listWords(pos.Heaps), pos.K)
}

func (mooreRules) Fill(p game.Position, v *View) {
	pos := p.(moore.Position)
	v.Misere = true
	v.Fields = []Field{{
		Key: "heaps", Label: v.T("Heaps"), Kind: FieldList, Item: v.T("Heap"), Add: v.T("Add a heap"), RemoveLast: v.T("remove the last heap"), Value: ListValue(pos.Heaps),
		Max: notation.MaxWhole, MinItems: 1, MaxItems: MaxHeaps, Next: "1",
		Help:     v.T("A heap that reaches 0 keeps its place; × removes it."),
		Together: int(min(pos.K, uint64(len(pos.Heaps)))),
	}, {
		Key: "k", Label: "k", Kind: FieldNumber, Value: strconv.FormatUint(pos.K, 10), Min: 1, Max: notation.MaxWhole,
		Help: v.T("The most heaps one move may reduce; k = 1 is Nim."),
	}}
	labels := make([]string, len(pos.Heaps))
	for i := range labels {
		labels[i] = v.T("heap %d", i+1)
	}
	v.Table = ModTable(v.Lang, v.T("Column sums mod %d", pos.K+1), v.T("size"), labels, pos.Heaps, pos.K+1)
	if v.WantsHints() {
		a := v.Analysis
		if a == nil {
			x := pos.Analyze()
			a = &x
		}
		v.Hints = mooreHints(v, pos, *a)
	}
	v.Sections = mooreSections(v, pos)
	v.About = mooreAbout(v)
}

// mooreHints word the winning moves the analysis lists (its first 1000), or where it lists
// none, the one Moore's proof builds.
func mooreHints(v *View, pos moore.Position, a game.Analysis) *Hints {
	var moves []string
	for _, w := range a.Winning {
		q, err := notation.Parse(w)
		if err != nil {
			continue
		}
		text, _ := q.Get("heaps")
		to, err := notation.WholeList("heaps", text)
		if err != nil || len(to) != len(pos.Heaps) {
			continue
		}
		moves = append(moves, reduceWords(v, pos.Heaps, to))
	}
	if a.Winning == nil {
		if m, ok := pos.WinningMove(); ok {
			to := append([]uint64(nil), pos.Heaps...)
			for _, c := range m {
				to[c.Heap] = c.To
			}
			moves = append(moves, reduceWords(v, pos.Heaps, to))
		}
	}
	h := v.NewHints(len(moves), func(i int) string { return moves[i] })
	if a.Truncated {
		h.Note = v.T("the analysis lists only the first %d winning moves", len(a.Winning)) // fewer than 1000 when positions are long
	}
	if a.Winning == nil && a.Note != "" {
		h.Note = a.Note
	}
	return h
}

// reduceWords is the move from heaps to to: "reduce heap 2 to 5 and heap 3 to 5".
func reduceWords(v *View, heaps, to []uint64) string {
	var parts []msg.Text
	for i := range heaps {
		if heaps[i] != to[i] {
			parts = append(parts, msg.New("heap %d to %d", i+1, to[i]))
		}
	}
	return v.T("reduce %s", andList(parts))
}

// mooreSections read the table: which columns are not multiples of k+1, and in misère
// play which rule applies now.
func mooreSections(v *View, pos moore.Position) []Section {
	m := pos.K + 1
	var off []msg.Text
	for _, c := range pos.Columns() {
		if c.Residue != 0 {
			off = append(off, msg.New("%d (ones: %d)", uint64(1)<<c.Bit, c.Ones))
		}
	}
	var read string
	switch len(off) {
	case 0:
		read = v.T("Every column of the table holds a multiple of %d ones: whatever 1 to %d heaps a move reduces, "+
			"some column stops being a multiple of %d, and the next player can make them all multiples again.", m, pos.K, m)
	case 1:
		read = v.T("The column of place value %s is not a multiple of %d. A winning move works down from the highest such column, "+
			"reducing at most %d heaps so that every column becomes a multiple of %d.", off[0], m, pos.K, m)
	default:
		read = v.T("The columns of place value %s are not multiples of %d. A winning move works down from the highest such column, "+
			"reducing at most %d heaps so that every column becomes a multiple of %d.", andList(off), m, pos.K, m)
	}
	paras := []string{read, v.T("While you choose a move on the canvas, the scene's block shows the table of the position it leads to.")}
	sections := []Section{{Title: v.T("Reading the column sums"), Paragraphs: paras}}
	if pos.Play == game.Misere {
		small := true
		for _, h := range pos.Heaps {
			small = small && h <= 1
		}
		rule := v.T("Some heap has 2 or more stones, so misère play follows the column sums, as in normal play.")
		if small {
			rule = v.T("Every heap has at most 1 stone, so the column sums no longer decide: the player to move loses exactly when "+
				"the number of 1-heaps is 1 more than a multiple of %d.", m)
		}
		sections = append(sections, Section{Title: v.T("Misère play"), Paragraphs: []string{rule}})
	}
	return sections
}

func mooreAbout(v *View) *Section {
	return &Section{
		Title: v.T("How Moore's Nim-k works"),
		Paragraphs: []string{
			v.T("A move reduces at least one and at most k heaps, each by any positive amount; whoever cannot move loses. With k = 1 it is Nim."),
			v.T("Moore's theorem: write the heap sizes in binary and count the ones in each column. " +
				"The player to move loses exactly when every count is a multiple of k+1. " +
				"For k = 1 that is Bouton's nim-sum 0; the table adds each column modulo k+1 instead of modulo 2."),
			v.T("In misère play the same holds while some heap has 2 or more stones; once every heap has at most 1, " +
				"the player to move loses exactly when the number of 1-heaps is 1 more than a multiple of k+1."),
		},
	}
}

//go:build !family || family_heaps

package session

import (
	"slices"
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
		Key: "heaps", Label: v.T("Heaps"), Kind: FieldList, Item: v.T("Heap"), Nth: v.T("Heap {n}"), Add: v.T("Add a heap"), RemoveLast: v.T("remove the last heap"), Value: ListValue(pos.Heaps),
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
		if len(v.Hints.Moves) == 0 && a.Outcome == game.P && total(pos.Heaps) <= maxForcedStones && forcedLoss(pos, func(q game.Position) []game.Position {
			var out []game.Position
			for _, to := range reductions(q.(moore.Position).Heaps, pos.K, func(int) bool { return true }) {
				out = append(out, moore.Position{Heaps: to, K: pos.K, Play: pos.Play})
			}
			return out
		}, pos.Play == game.Misere) {
			hintForced(v, v.Hints)
		}
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
	return v.T("reduce %s", andClauses(parts))
}

// mooreSections read the table: which columns are not multiples of k+1, how a winning move
// fixes them or why no move keeps them all multiples, and in misère play which rule applies now.
func mooreSections(v *View, pos moore.Position) []Section {
	m := pos.K + 1
	var off []msg.Text
	for _, c := range pos.Columns() {
		if c.Residue != 0 {
			off = append(off, msg.New("%d (ones: %d)", uint64(1)<<c.Bit, c.Ones))
		}
	}
	small := true
	for _, h := range pos.Heaps {
		small = small && h <= 1
	}
	misere := pos.Play == game.Misere
	var paras []string
	switch {
	case misere && small:
		paras = []string{v.T("The column sums no longer decide: every heap has at most 1 stone, so only the number of 1-heaps counts (see Misère play).")}
	case len(off) == 0:
		paras = []string{v.T("Every column of the table holds a multiple of %d ones, so the player to move loses. "+
			"Why: take the highest column where a move changes some heap. Each heap changed there goes from 1 to 0, "+
			"and there are 1 to k of them (k = %d), so that column's count drops by less than %d and stops being a multiple of %d. "+
			"The next player can then make every column a multiple again.", m, pos.K, m, m)}
	default:
		read := v.T("The column of place value %s is not a multiple of %d.", off[0], m)
		if len(off) > 1 {
			read = v.T("The columns of place value %s are not multiples of %d.", andList(off), m)
		}
		paras = []string{read, v.T("How to win: in the highest such column, turn some 1s into 0s so that its count becomes a multiple of %d. "+
			"A heap you cut there is then free in every lower column: it may take any digits. Going down the columns, "+
			"use the free heaps first and cut a new heap only when they are not enough; this never needs more than k heaps (k = %d).", m, pos.K)}
		if misere {
			paras = append(paras, v.T("The column sums decide who wins. The winning move makes every column a multiple of %d, "+
				"unless that would leave only heaps of 0 or 1 stones: then leave a number of 1-heaps that is 1 more than a multiple of %d.", m, m))
		}
	}
	paras = append(paras, v.T("While you choose a move on the canvas, the scene's block shows the table of the position it leads to."))
	sections := []Section{{Title: v.T("Reading the column sums"), Paragraphs: paras}}
	if misere {
		rule := v.T("Some heap has 2 or more stones, so the column sums decide who wins, as in normal play.")
		if small {
			rule = v.T("Every heap has at most 1 stone, so the column sums no longer decide: the player to move loses exactly when "+
				"the number of 1-heaps is 1 more than a multiple of %d.", m)
		} else if leavesSmall(pos) {
			rule = v.T("Some heap has 2 or more stones, so the column sums decide who wins, as in normal play. "+
				"But here the winning move leaves only heaps of 0 or 1 stones, so it is not normal play's: "+
				"it leaves a number of 1-heaps that is 1 more than a multiple of %d.", m)
		}
		sections = append(sections, Section{Title: v.T("Misère play"), Paragraphs: []string{rule}})
	}
	return sections
}

// leavesSmall reports whether the winning move from pos (misère play, some heap of 2 or
// more) leaves only heaps of at most 1 stone, where it is not normal play's move.
func leavesSmall(pos moore.Position) bool {
	m, ok := pos.WinningMove()
	if !ok {
		return false
	}
	q, err := pos.Apply(m)
	if err != nil {
		return false
	}
	for _, h := range q.Heaps {
		if h > 1 {
			return false
		}
	}
	return true
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

// Left says a reply left every column a multiple of k+1, or in misère play with every heap
// at most 1, a number of 1-heaps 1 more than a multiple of k+1.
func (mooreRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(moore.Position)
	if slices.Max(pos.Heaps) == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	if pos.Play == game.Misere && slices.Max(pos.Heaps) <= 1 {
		return msg.New("a number of 1-heaps 1 more than a multiple of %d", pos.K+1), true
	}
	return msg.New("every column a multiple of %d", pos.K+1), true
}

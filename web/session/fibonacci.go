//go:build !family || family_heaps

package session

import (
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Fibonacci Nim and the k-multiple game share their rules: one heap, each take at most k
// times the one before.
func init() {
	register(fibonacci.Name, fibRules{})
	register(fibonacci.MultipleName, fibRules{})
}

type fibRules struct{}

// Check accepts every position the parser does: the scene draws any heap up to 2^53−1.
func (fibRules) Check(game.Position) error { return nil }

func (fibRules) Terminal(p game.Position) bool { return p.(fibonacci.Position).MaxTake() == 0 }

func (fibRules) Reply(p game.Position) (game.Position, bool) {
	pos := p.(fibonacci.Position)
	m, ok := pos.ComputerMove()
	return game.Reply(m, ok, pos.Apply)
}

func (fibRules) Describe(from, to game.Position) (msg.Text, error) {
	a, b := from.(fibonacci.Position), to.(fibonacci.Position)
	switch {
	case a.Multiple != b.Multiple || a.Factor() != b.Factor():
		return msg.Text{}, msg.Errorf("a move does not change k = %d", a.Factor())
	case a.Play != b.Play:
		return msg.Text{}, msg.Errorf("a move does not change normal or misère play")
	case b.N > a.N:
		return msg.Text{}, msg.Errorf("the heap would grow from %d to %d: a move only takes stones", a.N, b.N)
	}
	t := a.N - b.N
	if err := fibTake(a, t); err != nil {
		return msg.Text{}, err
	}
	if b.Last != t {
		return msg.Text{}, msg.Errorf("this move takes %d, so the last take becomes %d, not %d", t, t, b.Last)
	}
	return msg.New("took %d (%d → %d)", t, a.N, b.N), nil
}

// fibTake says in plain words why a take of t is not a move of p, or nil when it is one:
// what the rule allows, 1 to n−1 on the first move and 1 to k times the last take after it.
func fibTake(p fibonacci.Position, t uint64) error {
	c := p.MaxTake()
	switch {
	case t == 0:
		return msg.Errorf("a move must take at least one stone")
	case t <= c:
		return nil
	case p.Last == 0:
		return msg.Errorf("a take of %d is too many: the first move may take at most %d, anything but the whole heap", t, c)
	case c < p.N:
		return msg.Errorf("a take of %d is too many: a move may take at most %d, %s", t, c, timesLast(p.Factor()))
	}
	return msg.Errorf("a take of %d is more than the heap of %d", t, p.N)
}

func (fibRules) Words(p game.Position) msg.Text {
	pos := p.(fibonacci.Position)
	heap := msg.New("a heap of %d", pos.N)
	if pos.Multiple {
		heap = msg.New("a heap of %d with k = %d", pos.N, pos.Factor())
	}
	when := msg.New("before the first move")
	if pos.Last != 0 {
		when = msg.New("the last take %d", pos.Last)
	}
	if pos.Play == game.Misere {
		return msg.New("%s, %s, misère play", heap, when)
	}
	return msg.New("%s, %s", heap, when)
}

func (fibRules) Fill(p game.Position, v *View) {
	pos := p.(fibonacci.Position)
	v.Misere = true
	n := Field{Key: "n", Label: v.T("Stones (n)"), Kind: FieldNumber, Value: strconv.FormatUint(pos.N, 10),
		Max: notation.MaxWhole, Help: v.T("How many stones the heap has.")}
	last := Field{Key: "last", Label: v.T("Last take"), Kind: FieldNumber, Value: strconv.FormatUint(pos.Last, 10),
		Max: notation.MaxWhole, Help: v.T("The previous take; 0 before the first move, which may take anything but the whole heap.")}
	if pos.Multiple {
		k := Field{Key: "k", Label: v.T("Factor (k)"), Kind: FieldNumber, Value: strconv.FormatUint(pos.K, 10),
			Min: 1, Max: fibonacci.MaxK, Help: v.T("Each take is at most k times the one before; k = 2 is Fibonacci Nim, k = 1 plays on powers of 2.")}
		v.Fields = []Field{n, k, last}
	} else {
		v.Fields = []Field{n, last}
	}
	v.Sections = []Section{fibSection(v, pos)}
	if v.WantsHints() {
		takes := pos.WinningTakes()
		if pos.Play == game.Misere && pos.Last == 0 && len(takes) > 1 {
			// The obvious move first: the first move takes every stone above the last one.
			takes = append([]uint64{takes[len(takes)-1]}, takes[:len(takes)-1]...)
		}
		v.Hints = v.NewHints(len(takes), func(i int) string { return fibHint(v, pos, takes[i]) })
		if len(takes) == 0 && pos.Forced() {
			// No mistake to hope for: the rest of the game is forced.
			if pos.Play == game.Misere && pos.N == 1 {
				v.Hints.Note = v.T("every move loses, whatever either player does: the last stone must be taken, and whoever takes it loses")
			} else {
				v.Hints.Note = v.T("every move loses, whatever either player does: from here every take can only be 1")
			}
		}
	}
	if pos.Multiple {
		v.About = multipleAbout(v, pos.Factor())
	} else {
		v.About = fibAbout(v)
	}
}

func (fibRules) MaxTake(p game.Position) uint64 { return p.(fibonacci.Position).MaxTake() }

func (fibRules) Take(p game.Position, amount uint64) (game.Position, error) {
	pos := p.(fibonacci.Position)
	if err := fibTake(pos, amount); err != nil {
		return nil, err
	}
	return pos.Apply(fibonacci.Move{Take: amount})
}

// parts are the terms the theory writes the heap as: of n, or in misère play of the n−1
// stones above the last one.
func fibParts(pos fibonacci.Position) (of uint64, terms []uint64) {
	if pos.Play == game.Misere && pos.N > 0 {
		return pos.N - 1, pos.Representation(pos.N - 1)
	}
	return pos.N, pos.Terms()
}

// fibSum writes "20 = 13 + 5 + 2".
func fibSum(n uint64, terms []uint64) string {
	var b strings.Builder
	b.WriteString(strconv.FormatUint(n, 10))
	for i, t := range terms {
		if i == 0 {
			b.WriteString(" = ")
		} else {
			b.WriteString(" + ")
		}
		b.WriteString(strconv.FormatUint(t, 10))
	}
	return b.String()
}

// fibSection is the position's sum, as the picture's blocks show it, and what may be taken.
func fibSection(v *View, pos fibonacci.Position) Section {
	title := v.T("Zeckendorf representation")
	if pos.Multiple {
		title = v.T("Representation (k = %d)", pos.Factor())
	}
	of, terms := fibParts(pos)
	var sum string
	switch {
	case pos.N == 0:
		sum = v.T("The heap is empty.")
	case pos.Play == game.Misere && of == 0:
		sum = v.T("Only the last stone is left; in misère play whoever takes it loses.")
	case pos.Play == game.Misere && of == 1:
		sum = v.T("Misère play: the last stone is kept apart, and the one stone above it is a single term, 1.")
	case pos.Play == game.Misere:
		sum = v.T("Misère play: the last stone is kept apart, and the %d above it are written %s.", of, fibSum(of, terms))
	default:
		sum = v.T("%s.", fibSum(of, terms))
	}
	paras := []string{sum, allowedWords(v, pos)}
	if pos.Multiple {
		a := pos.Sequence()
		if len(a) < 8 {
			a, _ = fibonacci.Sequence(pos.Factor(), notation.MaxWhole)
		}
		paras = append(paras, v.T("The k = %d sequence: %s, …", pos.Factor(), listWords(a[:min(len(a), 12)])))
	}
	return Section{Title: title, Paragraphs: paras}
}

// allowedWords says which takes are allowed, as the picture's bracket shows them.
func allowedWords(v *View, pos fibonacci.Position) string {
	c := pos.MaxTake()
	k := pos.Factor()
	switch {
	case pos.N == 0:
		return v.T("No move is left.")
	case c == 0:
		return v.T("No move is left: the first move may not take the whole heap, and the heap has 1 stone.")
	case pos.Last == 0 && c == 1:
		return v.T("Allowed now: only a take of 1 (the first move may take anything but the whole heap).")
	case pos.Last == 0:
		return v.T("Allowed now: takes of 1 to %d (the first move may take anything but the whole heap).", c)
	case k*pos.Last > pos.N && c == 1:
		return v.T("Allowed now: only a take of 1, all there is (%d × %d = %d would allow more).", k, pos.Last, k*pos.Last)
	case k*pos.Last > pos.N:
		return v.T("Allowed now: takes of 1 to %d, all there is (%d × %d = %d would allow more).", c, k, pos.Last, k*pos.Last)
	case c == 1:
		return v.T("Allowed now: only a take of 1 = %d × %d, %s.", k, pos.Last, timesLast(k))
	}
	return v.T("Allowed now: takes of 1 to %d = %d × %d, %s.", c, k, pos.Last, timesLast(k))
}

// timesLast names k times the last take: "twice the last take".
func timesLast(k uint64) msg.Text {
	switch k {
	case 1:
		return msg.New("the last take")
	case 2:
		return msg.New("twice the last take")
	}
	return msg.New("%d times the last take", k)
}

// fibHint words a winning take: the smallest term, or the last few terms together.
func fibHint(v *View, pos fibonacci.Position, t uint64) string {
	of, terms := fibParts(pos)
	var tail []uint64 // the terms t is the sum of, smallest last
	var sum uint64
	for i := len(terms) - 1; i >= 0 && sum < t; i-- {
		sum += terms[i]
		tail = append([]uint64{terms[i]}, tail...)
	}
	left := pos.N - t
	switch {
	case sum != t:
		return v.T("take %d (leaving %d)", t, left)
	case t == pos.N:
		return v.T("take all %d", t)
	case pos.Play == game.Misere && t == of:
		return v.T("take %d, every term above the last stone (leaving %d)", t, left)
	case len(tail) == 1 && len(terms) > 0:
		return v.T("take %d, the smallest term (leaving %d)", t, left)
	}
	parts := make([]string, len(tail))
	for i, x := range tail {
		parts[i] = strconv.FormatUint(x, 10)
	}
	// The count first, where the languages that count in plural forms choose them by.
	return v.T("take %[2]d = %[3]s, the last %[1]d terms (leaving %[4]d)", len(tail), t, strings.Join(parts, " + "), left)
}

// fibAbout is "How Fibonacci Nim works".
func fibAbout(v *View) *Section {
	return &Section{
		Title: v.T("How Fibonacci Nim works"),
		Paragraphs: []string{
			v.T("One heap of stones. The first move takes any number of stones but not the whole heap; every later move takes at least 1 " +
				"and at most twice the previous take. Whoever takes the last stone wins; in misère play, whoever takes it loses."),
			v.T("Zeckendorf’s theorem: every whole number is one sum of Fibonacci numbers 1, 2, 3, 5, 8, 13, … with no two consecutive, " +
				"found greedily: take the largest Fibonacci number that fits, and repeat on what is left. " +
				"The player to move wins exactly when the smallest term is at most what may be taken: take it. " +
				"What is left has a smallest term more than twice your take, out of the opponent’s reach, and whatever they take, " +
				"you can again take the smallest term of what they leave. So the first player loses exactly when n is a Fibonacci number."),
			fibPicture(v),
			fibMisere(v),
		},
	}
}

func fibPicture(v *View) string {
	return v.T("The picture: the heap is a row of stones split into blocks, the terms of its sum, largest first, each labelled with its size. " +
		"Stones are taken from the right end. The shaded part under the bracket is what may be taken now, and the number above the bracket is the most; " +
		"the pale stones after the heap are the previous take. Press the heap where it should end: the stone you press and every stone right of it are taken. " +
		"Or press a block’s label to take exactly that block; the blocks left still make the sum of what remains. " +
		"A take beyond the bracket is refused, and the panel says why. With the hint on, the smallest winning take is ringed in green and a green arrow marks where each winning take cuts the heap.")
}

func fibMisere(v *View) string {
	return v.T("In misère play nobody takes the last stone unless forced, so the game on n stones is normal play on the n−1 stones above the last one, with the same limits " +
		"but for the first move, which may take all n−1 and so wins at once: the opponent must take the last stone. " +
		"The picture draws the last stone apart, in brown, and splits the stones above it into their sum.")
}

// multipleAbout is "How the k-multiple game works" for factor k.
func multipleAbout(v *View, k uint64) *Section {
	a, _ := fibonacci.Sequence(k, notation.MaxWhole)
	return &Section{
		Title: v.T("How the k-multiple game works"),
		Paragraphs: []string{
			v.T("One heap of stones. The first move takes any number of stones but not the whole heap; every later move takes at least 1 "+
				"and at most k times the previous take, here k = %d (k = 2 is Fibonacci Nim). Whoever takes the last stone wins; in misère play, whoever takes it loses.", k),
			v.T("The k-sequence: a₀ = 1, and each next term is one more than the largest number that is a sum of earlier terms, each more than k times the next. "+
				"For k = %d it starts %s, …; for k = 1 it is the powers of 2, for k = 2 the Fibonacci numbers. "+
				"Every n is one such sum, found greedily, as Zeckendorf’s theorem says for k = 2.", k, listWords(a[:min(len(a), 10)])),
			v.T("The player to move wins exactly when the smallest term of the heap’s sum is at most what may be taken: take it. " +
				"What is left has a smallest term more than k times your take, out of the opponent’s reach. So the first player loses exactly when n is a term of the sequence."),
			fibPicture(v),
			fibMisere(v),
		},
	}
}

// Left says a reply left a heap whose sum's smallest term is more than the opponent may
// take, so that they cannot take it. Misère play decides on the stones above the last one,
// a longer story: it names nothing there.
func (fibRules) Left(p game.Position) (msg.Text, bool) {
	pos := p.(fibonacci.Position)
	c := pos.MaxTake()
	if c == 0 || pos.Outcome() != game.P {
		return msg.Text{}, false
	}
	terms := pos.Terms()
	switch {
	case pos.Play == game.Misere:
		return msg.Text{}, true
	case len(terms) > 1:
		return msg.New("a heap of %s, whose smallest term, %d, is more than you may take (at most %d)", fibSum(pos.N, terms), terms[len(terms)-1], c), true
	case pos.Multiple:
		return msg.New("a heap of %d, a term of the k = %d sequence, more than you may take (at most %d)", pos.N, pos.Factor(), c), true
	}
	return msg.New("a heap of %d, a Fibonacci number, more than you may take (at most %d)", pos.N, c), true
}

package turnlayout

import (
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/turning"
)

// Gesture turns presses on coins into a move. A move is chosen from its rightmost coin, which
// must be a head (the anchor), then the coins left of it the rule lets turn with it:
//
//   - press a head: it becomes the anchor; press it again and release to turn the chosen coins
//     over (so a double tap turns one head alone), or use the scene's Turn over button;
//   - tap a coin left of the anchor to add it or take it back: turtles one such coin, mock up
//     to two (a third replaces the first chosen), ruler the coin where the run of consecutive
//     coins ending at the anchor starts;
//   - or drag from the anchor to a coin left of it and release there: that coin is added (for
//     ruler, the run reaches it) and the move is made at once;
//   - press another head right of the anchor to start again from it; press off the coins to
//     cancel. A tail can never be the rightmost coin: pressing one with nothing chosen, or
//     right of the anchor, is refused with the reason.
//
// Positions are coin numbers from 1. The zero Gesture has nothing chosen.
type Gesture struct {
	Anchor int    // the chosen head, the move's rightmost coin; 0 when nothing is chosen
	Extra  [2]int // turtles and mock: the other coins chosen, first chosen first; 0 when unused
	From   int    // ruler: the run's left end (Anchor when the run is the anchor alone)

	pressed int    // the coin pressed in the gesture under way, 0 when none
	fresh   bool   // the press chose the anchor, so its release only keeps it chosen
	base    [2]int // Extra when the press began: a drag from the anchor adds to it
	from0   int    // From when the press began
	dragged bool   // the pointer, held from the anchor, is over a coin left of it
}

// Result is what a step of a gesture did: a move to make, or why nothing happened.
type Result struct {
	Move    []int    // the coins to turn, increasing; nil when no move is made
	Refusal msg.Text // a sentence saying why a press did nothing; zero when it did something or nothing was wrong
}

// limit is how many coins besides the anchor the rule lets turn.
func limit(r turning.Rule) int {
	switch r {
	case turning.Turtles:
		return 1
	case turning.Mock:
		return 2
	}
	return -1 // ruler: a run, any length
}

func heads(p turning.Position, j int) bool { return j >= 1 && j <= len(p.Coins) && p.Coins[j-1] == 'H' }

// Chosen reports whether coin j is in the move being chosen.
func (g *Gesture) Chosen(j int) bool {
	if g.Anchor == 0 || j < 1 || j > g.Anchor {
		return false
	}
	if j == g.Anchor {
		return true
	}
	if g.From > 0 && g.From < g.Anchor {
		return j >= g.From
	}
	return g.Extra[0] == j || g.Extra[1] == j
}

// Coins is the move being chosen, increasing; nil when nothing is chosen.
func (g *Gesture) Coins() []int {
	if g.Anchor == 0 {
		return nil
	}
	var c []int
	for j := 1; j <= g.Anchor; j++ {
		if g.Chosen(j) {
			c = append(c, j)
		}
	}
	return c
}

// Active reports whether a move is being chosen.
func (g *Gesture) Active() bool { return g.Anchor != 0 }

// Cancel forgets the move being chosen.
func (g *Gesture) Cancel() { *g = Gesture{} }

// choose makes head j the anchor of a new move.
func (g *Gesture) choose(j int) {
	*g = Gesture{Anchor: j, From: j, pressed: j, fresh: true, from0: j}
}

// Press handles a press on coin j (0: off the coins) of row p.
func (g *Gesture) Press(p turning.Position, j int) Result {
	g.pressed, g.dragged = 0, false
	switch {
	case j == 0:
		g.Cancel()
	case g.Anchor == 0 || j > g.Anchor:
		if !heads(p, j) {
			return Result{Refusal: tailsRefusal(j, g.Anchor)}
		}
		g.choose(j)
	case j == g.Anchor:
		g.pressed, g.fresh = j, false
		g.base, g.from0 = g.Extra, g.From
	default: // left of the anchor
		g.toggle(p.Rule, j)
		g.pressed = j
	}
	return Result{}
}

func tailsRefusal(j, anchor int) msg.Text {
	if anchor > 0 {
		return msg.New("Coin %d is tails: the rightmost coin of a move must be a head, and it turns to tails. "+
			"The move being chosen ends at coin %d; a coin right of it cannot turn. Nothing was turned.", j, anchor)
	}
	return msg.New("Coin %d is tails: the rightmost coin of a move must be a head, and it turns to tails. Press a head first. Nothing was turned.", j)
}

// toggle adds coin j (left of the anchor) to the move or takes it back.
func (g *Gesture) toggle(r turning.Rule, j int) {
	switch limit(r) {
	case -1:
		if g.From == j {
			g.From = g.Anchor
		} else {
			g.From = j
		}
	case 1:
		if g.Extra[0] == j {
			g.Extra[0] = 0
		} else {
			g.Extra[0] = j
		}
	default:
		switch {
		case g.Extra[0] == j:
			g.Extra = [2]int{g.Extra[1], 0}
		case g.Extra[1] == j:
			g.Extra[1] = 0
		case g.Extra[0] == 0:
			g.Extra[0] = j
		case g.Extra[1] == 0:
			g.Extra[1] = j
		default: // full: the first chosen makes way
			g.Extra = [2]int{g.Extra[1], j}
		}
	}
}

// Drag follows the held pointer over coin j (0: off the coins). From the anchor, a coin left
// of it joins the move; for ruler, a press left of the anchor drags the run's start.
func (g *Gesture) Drag(p turning.Position, j int) {
	if g.pressed == 0 || g.Anchor == 0 {
		return
	}
	if g.pressed == g.Anchor {
		g.Extra, g.From, g.dragged = g.base, g.from0, false
		if j < 1 || j >= g.Anchor {
			return
		}
		g.dragged = true
		switch limit(p.Rule) {
		case -1:
			g.From = j
		case 1:
			g.Extra[0] = j
		default:
			if g.Extra[0] != j && g.Extra[1] != j {
				g.toggle(p.Rule, j)
			}
		}
		return
	}
	if limit(p.Rule) == -1 && j >= 1 && j <= g.Anchor {
		g.From = j
	}
}

// Release ends the press at coin j (0: off the coins). A drag from the anchor to a coin left
// of it makes the move; so does a release on the anchor when it was chosen before this press.
func (g *Gesture) Release(p turning.Position, j int) Result {
	pressed, fresh, dragged := g.pressed, g.fresh, g.dragged
	g.pressed, g.dragged = 0, false
	if pressed == 0 || pressed != g.Anchor {
		return Result{}
	}
	if dragged && j >= 1 && j < g.Anchor || !fresh && j == g.Anchor {
		return g.Confirm()
	}
	if dragged { // dragged off and released elsewhere: keep what was chosen before the drag
		g.Extra, g.From = g.base, g.from0
	}
	return Result{}
}

// Confirm makes the move being chosen (the Turn over button).
func (g *Gesture) Confirm() Result {
	if g.Anchor == 0 {
		return Result{Refusal: msg.New("Choose a head first: the rightmost coin of the move.")}
	}
	m := g.Coins()
	g.Cancel()
	return Result{Move: m}
}

// Status says in a sentence or two what is chosen and what a press does next.
func (g *Gesture) Status(p turning.Position) msg.Text {
	if g.Anchor == 0 {
		switch p.Rule {
		case turning.Turtles:
			return msg.New("Press a head: it is the rightmost coin of your move and turns to tails. " +
				"Then tap one coin left of it to turn it too, if you like, and press the head again to turn them over. " +
				"Or drag from the head to a coin on its left and let go.")
		case turning.Mock:
			return msg.New("Press a head: it is the rightmost coin of your move and turns to tails. " +
				"Then tap up to two coins left of it to turn them too, if you like, and press the head again to turn them over. " +
				"Or drag from the head to a coin on its left and let go.")
		}
		return msg.New("Press a head: it is the rightmost coin of your move and turns to tails. " +
			"Then tap the coin where the run of consecutive coins ending at it should start, if you like, and press the head again to turn them over. " +
			"Or drag from the head to a coin on its left and let go.")
	}
	m := g.Coins()
	n := len(m) - 1
	switch {
	case p.Rule == turning.Turtles && n == 0:
		return msg.New("Turning %s. Tap a coin left of it to turn it too, or press coin %d again (or Turn over) to make the move. "+
			"Press off the coins to cancel.", Words(p.Coins, m), g.Anchor)
	case p.Rule == turning.Mock && n < 2:
		return msg.New("Turning %s. Tap another coin left of it to turn it too, or press coin %d again (or Turn over) to make the move. "+
			"Press off the coins to cancel.", Words(p.Coins, m), g.Anchor)
	case p.Rule == turning.Ruler:
		return msg.New("Turning %s. Tap a coin left of it to move the run's start, or press coin %d again (or Turn over) to make the move. "+
			"Press off the coins to cancel.", Words(p.Coins, m), g.Anchor)
	}
	return msg.New("Turning %s. A tap on a chosen coin takes it back; or press coin %d again (or Turn over) to make the move. "+
		"Press off the coins to cancel.", Words(p.Coins, m), g.Anchor)
}

// Words names a move on a row: "coin 7 (H→T) and coin 3 (T→H)", the rightmost first; a run of
// more than three coins as "coins 3 to 8".
func Words(coins string, m []int) msg.Text {
	if len(m) == 0 {
		return msg.New("no coin")
	}
	if len(m) > 3 {
		return msg.New("coins %d to %d", m[0], m[len(m)-1])
	}
	parts := make([]msg.Text, len(m))
	for k := range m {
		x := m[len(m)-1-k]
		to := msg.New("H→T")
		if x <= len(coins) && coins[x-1] == 'T' {
			to = msg.New("T→H")
		}
		parts[k] = msg.New("coin %d (%s)", x, to)
	}
	switch len(parts) {
	case 1:
		return parts[0]
	case 2:
		return msg.New("%s and %s", parts[0], parts[1])
	}
	return msg.New("%s and %s", msg.List{parts[0], parts[1]}, parts[2])
}

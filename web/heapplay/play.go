package heapplay

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/heaplayout"
)

// Pointer is one tick of the mouse or a finger, in device pixels (web/input reads it).
type Pointer struct {
	X, Y     float64
	Hover    bool // a mouse over the canvas, no press needed
	Down     bool
	Pressed  bool // went down this tick
	Released bool // went up this tick, at X, Y
	Touch    bool
}

// Play follows the gestures on one position. The zero value is not ready: use NewPlay.
type Play struct {
	// Show is what the scene marks: the target pressed and held, or under a hovering mouse
	// what a press would do. ShowOK says whether it is allowed.
	Show   heaplayout.Target
	ShowOK bool
	// Chips is the heap whose amounts show as chips (hovered or tapped); -1 for none.
	Chips int
	// Chosen is the heap last pressed, whose takes the page lists as buttons; -1 for none.
	Chosen int
	// Pending are the changes chosen for a move that waits to be confirmed (Limit > 1).
	Pending Move
	// Reason says why the last gesture did not make a move; "" when it did, or none failed.
	Reason msg.Text

	press  heaplayout.Target
	queued Move // a move a page command made, returned by the next Update
	report uint64
}

// NewPlay returns a Play with no gesture under way.
func NewPlay() *Play { return &Play{Chips: -1, Chosen: -1} }

// Reset forgets every gesture and pending change: the position changed.
func (s *Play) Reset() {
	*s = Play{Chips: -1, Chosen: -1, Pending: s.Pending[:0], report: s.report + 1}
}

// Version grows whenever what the page is told (Report) may have changed.
func (s *Play) Version() uint64 { return s.report }

// Chooser is the chips the band shows for g.
func (s *Play) Chooser(g Game) heaplayout.Chooser {
	a := g.Amounts()
	heaps := g.Heaps()
	if a == nil || s.Chips < 0 || s.Chips >= len(heaps) {
		return heaplayout.Chooser{Heap: -1}
	}
	h := heaps[s.Chips]
	n, _ := slices.BinarySearch(a, h+1) // the amounts at most h
	return heaplayout.Chooser{Heap: s.Chips, Amounts: a, N: n}
}

// Update reads one tick of the pointer on layout l. canMove is false while the user may
// not move (the computer's turn, the game over, an animation running): then nothing is a
// target. It returns the move a gesture made, which the scene applies with g.Apply.
func (s *Play) Update(p Pointer, l *heaplayout.Layout, g Game, canMove bool) (Move, bool) {
	if m := s.queued; m != nil {
		s.queued = nil
		if canMove {
			return m, true
		}
	}
	var over heaplayout.Target
	if canMove {
		over = l.Hit(p.X, p.Y, g.Heaps(), s.Chooser(g), len(s.Pending) > 0)
	} else if s.press.Kind != heaplayout.None || s.Show.Kind != heaplayout.None {
		s.press = heaplayout.Target{}
		s.setShow(heaplayout.Target{}, false)
	}
	var m Move
	made := false
	if g.Limit() > 1 {
		m, made = s.several(p, over, g)
	} else {
		m, made = s.single(p, over, g)
	}
	// Show what is held, or what a press would do under a hovering mouse.
	show := heaplayout.Target{}
	switch {
	case s.press.Kind != heaplayout.None:
		show = s.press
	case p.Hover && !p.Down && !made:
		show = over
	}
	s.setShow(show, s.allowed(show, g))
	return m, made
}

// single plays a game whose moves change one heap: a press and release on the same heap
// (sliding along it chooses another stone) or on the same chip makes the move.
func (s *Play) single(p Pointer, over heaplayout.Target, g Game) (Move, bool) {
	if p.Pressed {
		s.press = over
		switch over.Kind {
		case heaplayout.Stone, heaplayout.Above, heaplayout.Chip:
			s.setChips(over.Heap)
			s.setChosen(over.Heap)
			if over.Kind != heaplayout.Above {
				s.setReason(msg.Text{})
			}
		case heaplayout.None:
			if p.Touch {
				s.setChips(-1) // a tap elsewhere puts the chips away
			}
		}
	} else if p.Down && s.press.Kind == heaplayout.Stone && over.Kind == heaplayout.Stone && over.Heap == s.press.Heap {
		s.press = over
	}
	if p.Hover && !p.Down && !p.Touch {
		switch over.Kind {
		case heaplayout.Stone, heaplayout.Above:
			s.setChips(over.Heap)
		case heaplayout.None:
			s.setChips(s.Chosen)
		}
	}
	if !p.Released {
		return nil, false
	}
	pr := s.press
	s.press = heaplayout.Target{}
	same := pr.Kind == over.Kind && pr.Heap == over.Heap &&
		(pr.Kind == heaplayout.Stone || pr.Kind == heaplayout.Chip && pr.Chip == over.Chip)
	if !same {
		return nil, false
	}
	if !g.Allowed(over.Heap, over.To) {
		s.setReason(g.Why(over.Heap, over.To))
		s.setChips(over.Heap) // the chips say what may be taken instead
		return nil, false
	}
	return Move{{Heap: over.Heap, To: over.To}}, true
}

// several plays a game whose moves change up to Limit heaps: pressing a heap and dragging
// along it chooses its new size (above its stones: no change), and the move waits for
// Confirm, which makes it, or Cancel, which forgets it.
func (s *Play) several(p Pointer, over heaplayout.Target, g Game) (Move, bool) {
	onHeap := func(t heaplayout.Target) bool {
		return t.Kind == heaplayout.Stone || t.Kind == heaplayout.Above
	}
	if p.Pressed {
		s.press = heaplayout.Target{}
		switch {
		case onHeap(over):
			s.setChosen(over.Heap)
			if s.choose(g, over) {
				s.press = over
			}
		case over.Kind == heaplayout.Confirm || over.Kind == heaplayout.Cancel:
			s.press = over
		}
	} else if p.Down && onHeap(s.press) && onHeap(over) && over.Heap == s.press.Heap {
		if over != s.press && s.choose(g, over) {
			s.press = over
		}
	}
	if !p.Released {
		return nil, false
	}
	pr := s.press
	s.press = heaplayout.Target{}
	switch {
	case pr.Kind == heaplayout.Confirm && over.Kind == heaplayout.Confirm:
		return s.confirm()
	case pr.Kind == heaplayout.Cancel && over.Kind == heaplayout.Cancel:
		s.cancel()
	}
	return nil, false
}

// choose sets heap t.Heap's pending size to t.To (its whole size: no change), or says why
// not. It reports whether the change stands.
func (s *Play) choose(g Game, t heaplayout.Target) bool {
	h := g.Heaps()[t.Heap]
	i := slices.IndexFunc(s.Pending, func(c Change) bool { return c.Heap == t.Heap })
	switch {
	case t.To >= h:
		if i >= 0 {
			s.Pending = slices.Delete(s.Pending, i, i+1)
			s.changed()
		}
		s.setReason(msg.Text{})
		return true
	case !g.Allowed(t.Heap, t.To):
		s.setReason(g.Why(t.Heap, t.To))
		return false
	case i >= 0:
		if s.Pending[i].To != t.To {
			s.Pending[i].To = t.To
			s.changed()
		}
	case len(s.Pending) >= g.Limit():
		s.setReason(tooMany(g.Limit(), s.Pending))
		return false
	default:
		// Pending stays sorted by heap: insert in place (a sort here would add a copy of
		// pdqsort for Change to the wasm).
		at := len(s.Pending)
		for at > 0 && s.Pending[at-1].Heap > t.Heap {
			at--
		}
		s.Pending = append(s.Pending, Change{})
		copy(s.Pending[at+1:], s.Pending[at:])
		s.Pending[at] = Change{Heap: t.Heap, To: t.To}
		s.changed()
	}
	s.setReason(msg.Text{})
	return true
}

// tooMany is the reason a (k+1)-th heap is refused.
func tooMany(k int, pending Move) msg.Text {
	names := make([]string, len(pending))
	for i, c := range pending {
		names[i] = strconv.Itoa(c.Heap + 1)
	}
	if len(names) == 1 {
		return msg.New("One move changes at most %s, and heap %s is chosen: make the move, or press above a chosen heap's stones to leave it as it is.",
			heapCount(uint64(k)), names[0])
	}
	return msg.New("One move changes at most %s, and heaps %s are chosen: make the move, or press above a chosen heap's stones to leave it as it is.",
		heapCount(uint64(k)), list(names, "and"))
}

func (s *Play) confirm() (Move, bool) {
	if len(s.Pending) == 0 {
		s.setReason(msg.New("Choose a heap's new size first: press a heap and drag along it."))
		return nil, false
	}
	return slices.Clone(s.Pending), true
}

func (s *Play) cancel() {
	if len(s.Pending) > 0 {
		s.Pending = s.Pending[:0]
		s.changed()
	}
	s.setReason(msg.Text{})
}

// allowed reports whether t, as shown, is something a press may do.
func (s *Play) allowed(t heaplayout.Target, g Game) bool {
	switch t.Kind {
	case heaplayout.Stone, heaplayout.Chip:
		if !g.Allowed(t.Heap, t.To) {
			return false
		}
		if g.Limit() > 1 {
			if _, ok := s.Pending.touches(t.Heap); !ok && len(s.Pending) >= g.Limit() {
				return false
			}
		}
		return true
	case heaplayout.Confirm:
		return len(s.Pending) > 0
	case heaplayout.Cancel:
		return true
	}
	return false
}

func (s *Play) setShow(t heaplayout.Target, ok bool) {
	s.Show, s.ShowOK = t, ok
}

func (s *Play) setChips(i int) {
	if s.Chips != i {
		s.Chips = i
	}
}

func (s *Play) setChosen(i int) {
	if s.Chosen != i {
		s.Chosen = i
		s.changed()
	}
}

func (s *Play) setReason(r msg.Text) {
	if s.Reason.String() != r.String() {
		s.Reason = r
		s.changed()
	}
}

func (s *Play) changed() { s.report++ }

// TakeCommands are the page commands of a game with amounts: "take" with the argument
// "heap:amount" (the heap counted from 1), and "take1" … "take12" without one, which take
// the first … twelfth amount from the heap last pressed — the report's buttons send those,
// since the page's bridge cannot pass a button's argument yet (see Control).
var TakeCommands = takeCommands()

func takeCommands() []string {
	names := []string{"take"}
	for k := 1; k <= MaxTakeButtons; k++ {
		names = append(names, "take"+strconv.Itoa(k))
	}
	return names
}

// MoveCommands are the page commands of a game whose moves change several heaps: "move"
// makes the pending move, "cancel" forgets it.
var MoveCommands = []string{"move", "cancel"}

// Command runs a page command on g. The move it makes comes out of the next Update; until
// then another is refused (it would be checked against the heaps before the first).
func (s *Play) Command(g Game, name, arg string) error {
	if s.queued != nil && name != "cancel" {
		return fmt.Errorf("%s: the move before is still to be made; try again", name)
	}
	switch name {
	case "take":
		heap, amount, err := parseTake(arg)
		if err != nil {
			return err
		}
		heaps := g.Heaps()
		if heap < 1 || heap > len(heaps) {
			return fmt.Errorf("take: there is no heap %d (there are %d)", heap, len(heaps))
		}
		h := heaps[heap-1]
		if amount == 0 || amount > h {
			return fmt.Errorf("take: heap %d has %d stones; %d cannot be taken", heap, h, amount)
		}
		if !g.Allowed(heap-1, h-amount) {
			return fmt.Errorf("take: %s", g.Why(heap-1, h-amount))
		}
		s.queued = Move{{Heap: heap - 1, To: h - amount}}
	case "take1", "take2", "take3", "take4", "take5", "take6", "take7", "take8", "take9", "take10", "take11", "take12":
		k, _ := strconv.Atoi(strings.TrimPrefix(name, "take"))
		heaps, a := g.Heaps(), g.Amounts()
		if len(a) == 0 {
			return fmt.Errorf("%s: this game has no list of amounts; take heap:amount says what to take", name)
		}
		if s.Chosen < 0 || s.Chosen >= len(heaps) {
			return fmt.Errorf("%s: press a heap first", name)
		}
		return s.Command(g, "take", fmt.Sprintf("%d:%d", s.Chosen+1, a[min(k, len(a))-1]))
	case "move":
		m, ok := s.confirm()
		if !ok {
			return fmt.Errorf("move: nothing is chosen yet")
		}
		s.queued = m
	case "cancel":
		s.cancel()
	default:
		return fmt.Errorf("%s: not a command of this scene", name)
	}
	return nil
}

// parseTake reads "heap:amount".
func parseTake(arg string) (heap int, amount uint64, err error) {
	a, b, ok := strings.Cut(arg, ":")
	if ok {
		heap, err = strconv.Atoi(a)
	}
	if ok && err == nil {
		amount, err = strconv.ParseUint(b, 10, 64)
	}
	if !ok || err != nil {
		return 0, 0, fmt.Errorf("take: %q is not heap:amount, such as 2:3", arg)
	}
	return heap, amount, nil
}

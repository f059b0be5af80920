package fiblayout

import (
	"github.com/nimscope/nimscope/engine/fibonacci"
	"github.com/nimscope/nimscope/engine/msg"
)

// times names k times the last take: "twice the last take".
func times(k uint64) msg.Text {
	switch k {
	case 1:
		return msg.New("the last take")
	case 2:
		return msg.New("twice the last take")
	}
	return msg.New("%d times the last take", k)
}

// Limit says why the most that may be taken is what it is, as a clause after the number:
// "2 × 2, twice the last take".
func Limit(p fibonacci.Position) msg.Text {
	k := p.Factor()
	switch {
	case p.Last == 0:
		return msg.New("anything but the whole heap on the first move")
	case k*p.Last > p.N:
		return msg.New("all there is: %s, %d × %d = %d, would allow more", times(k), k, p.Last, k*p.Last)
	}
	return msg.New("%d × %d, %s", k, p.Last, times(k))
}

// Allowed says in a sentence which takes the player to move may make.
func Allowed(p fibonacci.Position) msg.Text {
	c := p.MaxTake()
	switch {
	case p.N == 0:
		return msg.New("No stones are left.")
	case c == 0:
		return msg.New("The first move may not take the whole heap, and the heap has 1 stone: no move is left.")
	case c == 1:
		return msg.New("Take 1 stone: that is all that is allowed (%s).", Limit(p))
	}
	return msg.New("Take 1 to %d stones (%s).", c, Limit(p))
}

// Refusal says why a take of t stones is not allowed, or the zero Text when it is.
func Refusal(p fibonacci.Position, t uint64) msg.Text {
	c := p.MaxTake()
	switch {
	case t >= 1 && t <= c:
		return msg.Text{}
	case t == 0:
		return msg.New("A move takes at least 1 stone.")
	case c == 0:
		return Allowed(p)
	case p.Last == 0 && t == p.N:
		return msg.New("The first move may not take the whole heap: take 1 to %d.", c)
	}
	return msg.New("A take of %d is too many: at most %d may be taken now (%s). Nothing was taken.", t, c, Limit(p))
}

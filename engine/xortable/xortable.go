// Package xortable is the mathematics behind the XOR table view: the nim-sum
// table x⊕y and the nim-product table x⊗y, the colour each value gets, the
// three ways the lecture builds the table (doubling, the corner scheme, the
// mex definition) as lists of steps, and which cells belong to a three-heap
// P-position and its family.
//
// The view is not a game: a Position names the table shown (q and the
// operation), and has no moves and no outcome.
package xortable

import (
	"fmt"
	"math/bits"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// Name is the value of the game key.
const Name = "xor"

// Keys returns the keys of the view after game, in canonical order.
func Keys() []string { return []string{"q", "op"} }

// MaxQ is the largest q: the lecture's block runs to 2q−1, which must be a
// number the notation can write (2^53−1).
const MaxQ = 1 << 52

// MaxMulQ is the largest q of the nim-product table: the view computes
// products of numbers below 2^32 exactly (in GF(2^32)).
const MaxMulQ = 1 << 32

// Op is the operation the table shows.
type Op uint8

const (
	Add Op = iota // nim-addition, x⊕y: the XOR table
	Mul           // nim-multiplication, x⊗y
)

// String returns the op key's value: "xor" or "mul".
func (o Op) String() string {
	if o == Mul {
		return "mul"
	}
	return "xor"
}

// Symbol is the operation's sign: ⊕ or ⊗.
func (o Op) Symbol() string {
	if o == Mul {
		return "⊗"
	}
	return "⊕"
}

// Of applies the operation.
func (o Op) Of(x, y uint64) uint64 {
	if o == Mul {
		return NimMul(x, y)
	}
	return x ^ y
}

// Position is the view: the table of 0..Q−1 under Op. Q is a power of 2.
type Position struct {
	Q  uint64
	Op Op
}

// FromQuery reads the keys game (xor, when given), q (required, a power of
// 2) and op (optional: xor or mul).
func FromQuery(q notation.Query) (Position, error) {
	if err := game.CheckKeys(q, Name, Keys()...); err != nil {
		return Position{}, err
	}
	var p Position
	if s, ok := q.Get("op"); ok {
		switch s {
		case "xor":
		case "mul":
			p.Op = Mul
		default:
			return Position{}, msg.Errorf("op: %s is not xor or mul", notation.Quote(s))
		}
	}
	s, ok := q.Get("q")
	if !ok {
		return Position{}, msg.Errorf("q: missing; expected a power of 2 such as q=64")
	}
	n, err := notation.Whole("q", s)
	if err != nil {
		return Position{}, err
	}
	if err := CheckQ(n, p.Op); err != nil {
		return Position{}, err
	}
	p.Q = n
	return p, nil
}

// CheckQ says why q cannot be the size of the table of op, or nil.
func CheckQ(q uint64, op Op) error {
	if q == 0 || q&(q-1) != 0 {
		return msg.Errorf("q: %d is not a power of 2 (1, 2, 4, … 64 …): only then are the numbers below q closed under ⊕", q)
	}
	if q > MaxQ {
		return msg.Errorf("q: %d is larger than %d (2^52): the lecture's block runs to 2q−1, past 2^53−1", q, uint64(MaxQ))
	}
	if op == Mul && q > MaxMulQ {
		return msg.Errorf("q: %d is larger than %d (2^32), the largest nim-product table the view draws", q, uint64(MaxMulQ))
	}
	return nil
}

// Game returns "xor".
func (p Position) Game() string { return Name }

// String returns the canonical notation: game=xor&q=64, then &op=mul for the
// nim-product table.
func (p Position) String() string {
	s := fmt.Sprintf("game=%s&q=%d", Name, p.Q)
	if p.Op == Mul {
		s += "&op=mul"
	}
	return s
}

// ViewNote says why the view has no analysis.
const ViewNote = "a view, not a game: it draws the table of x⊕y (or x⊗y) for x, y below q, and has no moves to analyse"

// Analyze has no outcome to give: the view is not a game. It returns the
// position and ViewNote, with Outcome left 0, which is not N or P and does
// not marshal; engine.Analyze refuses a view before it gets here.
func (p Position) Analyze() game.Analysis {
	a := game.Analysis{Position: p.String()}
	a.SetNote(msg.New(ViewNote))
	return a
}

// Bits is log2 of q: the number of binary digits of the values below q.
func (p Position) Bits() int { return bits.TrailingZeros64(p.Q) }

// ValueBits is the number of binary digits the table's values need: those of
// q for ⊕; for ⊗, those of the least field GF(2^(2^k)) holding 0..q−1, since
// a product of numbers below q can be as large as that field.
func (p Position) ValueBits() int {
	b := p.Bits()
	if p.Op == Mul {
		return FieldBits(b)
	}
	return b
}

// FieldBits is the least power of 2, 2^k, at least b (and at least 1): the
// numbers below 2^(2^k) form a field under ⊕ and ⊗.
func FieldBits(b int) int {
	f := 1
	for f < b {
		f *= 2
	}
	return f
}

// Table returns the q×q table of op, rows y and columns x: t[y][x] = x op y.
func Table(q uint64, op Op) [][]uint64 {
	t := make([][]uint64, q)
	for y := range t {
		t[y] = make([]uint64, q)
		for x := range t[y] {
			t[y][x] = op.Of(uint64(x), uint64(y))
		}
	}
	return t
}

package xortable

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/msg"
)

// maxWorkingPairs is the most products of powers of 2 MulWorking writes out.
const maxWorkingPairs = 9

// MulWorking shows how x⊗y is worked out, in sentences for a cell of the nim-product table:
// ⊗ distributes over ⊕, so x and y split into their powers of 2, and the products of those
// follow from the Fermat 2-powers. None when x or y is 0 or 1 (x⊗1 = x, x⊗0 = 0).
//
//	(2 ⊕ 1) ⊗ (2 ⊕ 1) = 2⊗2 ⊕ 2⊗1 ⊕ 1⊗2 ⊕ 1⊗1 = 3 ⊕ 2 ⊕ 2 ⊕ 1 = 2
func MulWorking(x, y uint64) []msg.Text {
	if x <= 1 || y <= 1 {
		return nil
	}
	xs, ys := powers(x), powers(y)
	var out []msg.Text
	switch pairs := len(xs) * len(ys); {
	case pairs == 1:
		// Two powers of 2: nothing to split.
	case pairs > maxWorkingPairs:
		out = append(out, msg.New("⊗ distributes over ⊕: split x and y into powers of 2 and nim-add the products of all %d pairs.", pairs))
	default:
		var terms, values []string
		for _, a := range xs {
			for _, b := range ys {
				terms = append(terms, u(a)+"⊗"+u(b))
				values = append(values, u(NimMul(a, b)))
			}
		}
		out = append(out, msg.New("⊗ distributes over ⊕, so split both into powers of 2: %s ⊗ %s = %s = %s = %d.",
			sumOf(xs), sumOf(ys), strings.Join(terms, " ⊕ "), strings.Join(values, " ⊕ "), NimMul(x, y)))
	}
	if xs[0] > 1 && ys[0] > 1 {
		// Some product of two powers of 2 above 1: say how those multiply.
		out = append(out, msg.New("Powers of 2 multiply through the Fermat 2-powers 2, 4, 16, 256, …: each power of 2 is a product of different ones "+
			"(8 = 2⊗4), different ones multiply as ordinary numbers (2⊗4 = 8), and each one squared is itself ⊕ its half (2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24)."))
	}
	return out
}

// powers returns the powers of 2 that sum to x, largest first.
func powers(x uint64) []uint64 {
	var out []uint64
	for x != 0 {
		p := uint64(1) << (63 - bits.LeadingZeros64(x))
		out = append(out, p)
		x &^= p
	}
	return out
}

// sumOf writes powers of 2 as a nim-sum, in parentheses when there are several: "(2 ⊕ 1)".
func sumOf(ps []uint64) string {
	if len(ps) == 1 {
		return u(ps[0])
	}
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = u(p)
	}
	return "(" + strings.Join(s, " ⊕ ") + ")"
}

func u(x uint64) string { return strconv.FormatUint(x, 10) }

package game

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/internal/order"
)

// The games of lists of numbers (heaps, steps, coins on a strip) write their winning
// positions from the position's own canonical text, replacing the numbers a move changes:
// a position of 10^4 heaps is some 100 kB of text, and a move changes one or two numbers
// of it. The helpers here are that writing and the order of the texts written.

// CompareDecimal orders x and y as their decimal texts are ordered ("10" before "9"): the
// order of two canonical positions that agree up to the digits of x and y, where what
// follows a number (",", "&" or the end) sorts before any digit.
func CompareDecimal(x, y uint64) int {
	var bx, by [20]byte
	return bytes.Compare(strconv.AppendUint(bx[:0], x, 10), strconv.AppendUint(by[:0], y, 10))
}

// CompareOne orders two moves that each change one number of list, item i to x and item j
// to y, as the canonical texts of the positions they reach: the texts agree up to the
// first item either move changes, and there the order is CompareDecimal's.
func CompareOne(list []uint64, i int, x uint64, j int, y uint64) int {
	switch {
	case i == j:
		return CompareDecimal(x, y)
	case i < j:
		return CompareDecimal(x, list[i])
	default:
		return CompareDecimal(list[j], y)
	}
}

// Winning orders moves as compare says (the order of the texts of the positions they
// reach), keeps as many as WinningRoom leaves room for beside text, the position's own
// canonical text, and writes those: the positions, and whether any move was left out.
// Writing only the moves kept is what keeps a position of thousands of heaps quick.
func Winning[M any](text string, moves []M, compare func(a, b M) int, write func(M) string) (winning []string, more bool) {
	order.Func(moves, compare)
	if room := WinningRoom(len(text)); len(moves) > room {
		moves, more = moves[:room], true
	}
	winning = make([]string, len(moves))
	for k, m := range moves {
		winning[k] = write(m)
	}
	return winning, more
}

// Splice returns text with the number old, written from start, replaced by to. A move that
// changes several numbers splices them from the last to the first, so that the starts of
// those before stay where they were.
func Splice(text string, start int, old, to uint64) string {
	var digits [20]byte
	end := start + len(strconv.AppendUint(digits[:0], old, 10))
	var b strings.Builder
	b.Grow(len(text) + 1)
	b.WriteString(text[:start])
	b.Write(strconv.AppendUint(digits[:0], to, 10))
	b.WriteString(text[end:])
	return b.String()
}

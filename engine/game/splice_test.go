package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// listText writes list the plain way, as a canonical heaps= key would, and where each
// number starts.
func listText(list []uint64, tail string) (string, []int) {
	var b strings.Builder
	b.WriteString("game=nim&heaps=")
	starts := make([]int, len(list))
	for i, v := range list {
		if i > 0 {
			b.WriteByte(',')
		}
		starts[i] = b.Len()
		b.WriteString(strconv.FormatUint(v, 10))
	}
	b.WriteString(tail)
	return b.String(), starts
}

// after is list with item i set to to.
func after(list []uint64, i int, to uint64) []uint64 {
	out := slices.Clone(list)
	out[i] = to
	return out
}

func TestCompareDecimal(t *testing.T) {
	for _, tc := range []struct {
		x, y uint64
		want int
	}{
		{0, 0, 0}, {9, 10, 1}, {10, 9, -1}, {1, 10, -1}, {2, 10, 1}, {123, 123, 0},
		{18446744073709551615, 9, -1}, {99, 100, 1},
	} {
		if got := CompareDecimal(tc.x, tc.y); got != tc.want {
			t.Errorf("CompareDecimal(%d, %d) = %d, want %d", tc.x, tc.y, got, tc.want)
		}
	}
}

// TestCompareOne: for every pair of one-item changes of small lists, CompareOne orders the
// two positions as their written texts are ordered, with what follows the list (the end,
// or another key) either way.
func TestCompareOne(t *testing.T) {
	lists := [][]uint64{{3, 4, 5}, {10, 9, 100}, {0, 12, 1}, {7}, {1, 1, 1, 1}}
	for _, tail := range []string{"", "&play=misere"} {
		for _, list := range lists {
			var moves [][2]uint64
			for i, v := range list {
				for to := range v + 3 { // below and above the item; a move changes it
					if to != v {
						moves = append(moves, [2]uint64{uint64(i), to})
					}
				}
			}
			for _, a := range moves {
				for _, b := range moves {
					ta, _ := listText(after(list, int(a[0]), a[1]), tail)
					tb, _ := listText(after(list, int(b[0]), b[1]), tail)
					want := strings.Compare(ta, tb)
					if got := CompareOne(list, int(a[0]), a[1], int(b[0]), b[1]); got != want {
						t.Fatalf("CompareOne(%v, %d→%d, %d→%d) = %d; the texts %q and %q compare %d",
							list, a[0], a[1], b[0], b[1], got, ta, tb, want)
					}
				}
			}
		}
	}
}

func TestSplice(t *testing.T) {
	list := []uint64{7, 10, 0, 123456}
	text, starts := listText(list, "&play=misere")
	for _, tc := range []struct {
		changes [][2]uint64 // item, new value; spliced from the last
		want    string
	}{
		{nil, text},
		{[][2]uint64{{0, 6}}, "game=nim&heaps=6,10,0,123456&play=misere"},
		{[][2]uint64{{1, 9}}, "game=nim&heaps=7,9,0,123456&play=misere"},
		{[][2]uint64{{2, 15}}, "game=nim&heaps=7,10,15,123456&play=misere"},
		{[][2]uint64{{3, 0}}, "game=nim&heaps=7,10,0,0&play=misere"},
		{[][2]uint64{{0, 100}, {1, 1}}, "game=nim&heaps=100,1,0,123456&play=misere"},
		{[][2]uint64{{0, 0}, {2, 3}, {3, 99}}, "game=nim&heaps=0,10,3,99&play=misere"},
	} {
		got := text
		for _, c := range slices.Backward(tc.changes) {
			got = Splice(got, starts[c[0]], list[c[0]], c[1])
		}
		if got != tc.want {
			t.Errorf("%v: %q, want %q", tc.changes, got, tc.want)
		}
	}
}

// TestWinning: the moves come out in compare's order, as many as WinningRoom has room for
// beside the text, and more says whether any was left out.
func TestWinning(t *testing.T) {
	write := func(m int) string { return strconv.Itoa(m) }
	moves := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = (i * 7919) % n // a shuffle
		}
		return out
	}
	for _, tc := range []struct {
		text     string
		n, kept  int
		wantMore bool
	}{
		{"short", 0, 0, false},
		{"short", 3, 3, false},
		{"short", MaxWinning, MaxWinning, false},
		{"short", MaxWinning + 5, MaxWinning, true},
		{strings.Repeat("x", MaxWinningBytes/10), 50, 10, true},
		{strings.Repeat("x", 2*MaxWinningBytes), 3, 1, true},
	} {
		got, more := Winning(tc.text, moves(tc.n), func(a, b int) int { return a - b }, write)
		want := make([]string, tc.kept)
		for i := range want {
			want[i] = strconv.Itoa(i)
		}
		if !slices.Equal(got, want) || more != tc.wantMore {
			t.Errorf("Winning(%d bytes, %d moves) = %d positions (first %q), more %v; want %d, more %v",
				len(tc.text), tc.n, len(got), got[:min(len(got), 3)], more, tc.kept, tc.wantMore)
		}
	}
}

func ExampleSplice() {
	text := "game=staircase&steps=3,0,5"
	fmt.Println(Splice(text, strings.Index(text, "3"), 3, 10))
	// A move of 2 coins from step 3 down to step 2 changes two numbers: the last first.
	text = Splice(text, strings.LastIndex(text, "5"), 5, 3)
	fmt.Println(Splice(text, strings.Index(text, "0"), 0, 2))
	// Output:
	// game=staircase&steps=10,0,5
	// game=staircase&steps=3,2,3
}

func ExampleCompareOne() {
	heaps := []uint64{3, 4, 5}
	// 3,4,0 against 3,1,5: the texts first differ at heap 2, "4" against "1".
	fmt.Println(CompareOne(heaps, 2, 0, 1, 1))
	// 10,4,5 against 9,4,5: "10" sorts before "9".
	fmt.Println(CompareOne(heaps, 0, 10, 0, 9))
	// Output:
	// 1
	// -1
}

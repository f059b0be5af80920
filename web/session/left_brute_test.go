//go:build !family

package session

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/msg"
)

// The numbers the computer's reply writes (TestComputerSaysWhatItLeft) are checked here
// against searches of the game trees written in this file, with moves made from the rules
// as the lecture states them, not with the engines' closed forms.

// mex is the least value not in seen.
func mex(seen map[uint64]bool) uint64 {
	var g uint64
	for seen[g] {
		g++
	}
	return g
}

// checkLeft asks Left of the game's rules about text, which brute-force search finds lost
// (a P-position) or not for the player to move, and returns what Left says when it agrees.
func checkLeft(t *testing.T, text string, lost bool) (msg.Text, bool) {
	t.Helper()
	p, _, err := engine.Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	why, got := rules[p.Game()].(Leaver).Left(p)
	if got != lost {
		t.Errorf("%s: Left says lost %v, the search %v", text, got, lost)
		return msg.Text{}, false
	}
	if !lost && !why.IsZero() {
		t.Errorf("%s: Left names %q for a position that is not lost", text, why)
	}
	return why, lost
}

// TestLeftHackenbush: the value a reply names is the drawing's Grundy value, 0, found by
// chopping every edge in turn and letting what no longer reaches the ground fall.
func TestLeftHackenbush(t *testing.T) {
	type edge [2]int
	key := func(es []edge) string {
		parts := make([]string, len(es))
		for i, e := range es {
			parts[i] = fmt.Sprintf("%d-%d", e[0], e[1])
		}
		return strings.Join(parts, ",")
	}
	// chop deletes edge i and every edge no longer joined to the ground, vertex 0.
	chop := func(es []edge, i int) []edge {
		rest := slices.Delete(slices.Clone(es), i, i+1)
		grounded := map[int]bool{0: true}
		for grew := true; grew; {
			grew = false
			for _, e := range rest {
				if grounded[e[0]] != grounded[e[1]] {
					grounded[e[0]], grounded[e[1]], grew = true, true, true
				}
			}
		}
		var out []edge
		for _, e := range rest {
			if grounded[e[0]] {
				out = append(out, e)
			}
		}
		return out
	}
	grundy := map[string]uint64{}
	misereLost := map[string]bool{}
	var search func(es []edge) (uint64, bool)
	search = func(es []edge) (uint64, bool) {
		k := key(es)
		if g, ok := grundy[k]; ok {
			return g, misereLost[k]
		}
		seen := map[uint64]bool{}
		lost := len(es) > 0 // in misère play, no move left wins
		for i := range es {
			g, l := search(chop(es, i))
			seen[g] = true
			lost = lost && !l
		}
		grundy[k], misereLost[k] = mex(seen), lost
		return grundy[k], lost
	}
	for _, start := range [][]edge{
		{{0, 1}, {1, 2}, {2, 3}, {0, 4}, {4, 5}, {0, 6}},
		{{0, 1}, {1, 2}, {2, 0}, {1, 3}, {3, 3}},
		{{0, 1}, {1, 2}, {1, 3}, {3, 4}, {2, 4}, {0, 5}},
	} {
		search(start)
	}
	checked := 0
	for k, g := range grundy {
		if k == "" {
			continue
		}
		why, lost := checkLeft(t, "game=hackenbush&edges="+k, g == 0)
		if lost && (len(why.Args) != 1 || why.Args[0] != g) {
			t.Errorf("edges %s: Left says %q; the search finds value %d", k, why, g)
		}
		checkLeft(t, "game=hackenbush&edges="+k+"&play=misere", misereLost[k])
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d drawings checked", checked)
	}
}

// TestLeftTurning: the values a reply names are each head's own value, the Grundy value of
// a row with that head alone, found by searching the moves of each rule.
func TestLeftTurning(t *testing.T) {
	const n = 7
	for _, rule := range []string{"turtles", "mock", "ruler"} {
		// moves lists the coins (bit i is coin i+1) a move whose rightmost coin is j turns.
		moves := func(j int) []uint {
			top := uint(1) << (j - 1)
			var out []uint
			for set := range uint(1) << (j - 1) { // the coins left of j that turn with it
				ones := 0
				for b := set; b > 0; b &= b - 1 {
					ones++
				}
				run := set == 0 || set+(set&-set) == top // set is coins i..j−1
				if rule == "turtles" && ones <= 1 || rule == "mock" && ones <= 2 || rule == "ruler" && run {
					out = append(out, set|top)
				}
			}
			return out
		}
		grundy := map[uint]uint64{}
		misereLost := map[uint]bool{}
		var search func(row uint) (uint64, bool)
		search = func(row uint) (uint64, bool) {
			if g, ok := grundy[row]; ok {
				return g, misereLost[row]
			}
			seen := map[uint64]bool{}
			lost := row != 0
			for j := 1; j <= n; j++ {
				if row&(1<<(j-1)) == 0 {
					continue
				}
				for _, m := range moves(j) {
					g, l := search(row ^ m)
					seen[g] = true
					lost = lost && !l
				}
			}
			grundy[row], misereLost[row] = mex(seen), lost
			return grundy[row], lost
		}
		for row := uint(1); row < 1<<n; row++ {
			g, misere := search(row)
			coins := make([]byte, n)
			var values msg.List
			for j := 1; j <= n; j++ {
				coins[j-1] = 'T'
				if row&(1<<(j-1)) != 0 {
					coins[j-1] = 'H'
					v, _ := search(1 << (j - 1))
					values = append(values, v)
				}
			}
			text := "game=turning&coins=" + string(coins) + "&rule=" + rule
			why, lost := checkLeft(t, text, g == 0)
			if lost && (len(why.Args) != 1 || fmt.Sprint(why.Args[0]) != values.String()) {
				t.Errorf("%s: Left says %q; the heads' values are %s", text, why, values)
			}
			checkLeft(t, text+"&play=misere", misere)
		}
	}
}

// TestLeftFibonacci: the numbers a reply names — the heap, its sum's terms, its smallest
// term and the most the opponent may take — are checked against a search of the takes: each
// term is a heap the first player loses on, each more than k times the next.
func TestLeftFibonacci(t *testing.T) {
	const top = 60
	for _, k := range []uint64{0, 1, 2, 3} { // 0: Fibonacci Nim itself
		factor := k
		if k == 0 {
			factor = 2
		}
		most := func(n, last uint64) uint64 {
			if last == 0 {
				return max(n, 1) - 1
			}
			return min(n, factor*last)
		}
		type state struct{ n, last uint64 }
		lostIn := [2]map[state]bool{{}, {}} // normal play, misère play
		var lose func(misere int, s state) bool
		lose = func(misere int, s state) bool {
			if v, ok := lostIn[misere][s]; ok {
				return v
			}
			c := most(s.n, s.last)
			lost := c > 0 || misere == 0 // no move: lost in normal play, won in misère play
			for take := uint64(1); take <= c && lost; take++ {
				lost = !lose(misere, state{s.n - take, take})
			}
			lostIn[misere][s] = lost
			return lost
		}
		text := func(n, last uint64) string {
			if k == 0 {
				return fmt.Sprintf("game=fibonacci&n=%d&last=%d", n, last)
			}
			return fmt.Sprintf("game=multiple&n=%d&k=%d&last=%d", n, k, last)
		}
		for n := uint64(1); n <= top; n++ {
			for last := uint64(1); last <= top; last++ {
				c := most(n, last)
				why, lost := checkLeft(t, text(n, last), lose(0, state{n, last}))
				checkLeft(t, text(n, last)+"&play=misere", lose(1, state{n, last}))
				if !lost {
					continue
				}
				var heap, smallest, limit uint64
				var terms []uint64
				var err error
				args := why.Args
				switch sum, isSum := args[0].(string); {
				case isSum && len(args) == 3: // a heap of n = a + b + …, whose smallest term, …
					heap, terms, err = readSum(sum)
					smallest, limit = args[1].(uint64), args[2].(uint64)
					if err == nil && smallest != terms[len(terms)-1] {
						err = fmt.Errorf("the smallest term named, %d, is not the last", smallest)
					}
				case len(args) == 2 && k == 0: // a heap of n, a Fibonacci number
					heap, limit = args[0].(uint64), args[1].(uint64)
					terms = []uint64{heap}
				case len(args) == 3 && k > 0 && args[1] == factor: // a heap of n, a term of the k sequence
					heap, limit = args[0].(uint64), args[2].(uint64)
					terms = []uint64{heap}
				default:
					err = fmt.Errorf("unexpected arguments %v", args)
				}
				for i, a := range terms {
					switch {
					case err != nil:
					case !lose(0, state{a, 0}):
						err = fmt.Errorf("term %d is not a heap the first player loses on", a)
					case i > 0 && terms[i-1] <= factor*a:
						err = fmt.Errorf("term %d is not more than %d times the next, %d", terms[i-1], factor, a)
					}
				}
				var sum uint64
				for _, a := range terms {
					sum += a
				}
				switch {
				case err != nil:
				case heap != n || sum != n:
					err = fmt.Errorf("the heap is %d, the terms add up to %d", heap, sum)
				case limit != c || terms[len(terms)-1] <= c:
					err = fmt.Errorf("the opponent may take at most %d; the sentence says %d", c, limit)
				}
				if err != nil {
					t.Errorf("%s: Left says %q: %v", text(n, last), why, err)
				}
			}
		}
	}
}

// readSum reads "20 = 13 + 5 + 2" into 20 and its terms.
func readSum(s string) (n uint64, terms []uint64, err error) {
	left, right, ok := strings.Cut(s, " = ")
	if !ok {
		return 0, nil, fmt.Errorf("%q is not a sum", s)
	}
	if n, err = strconv.ParseUint(left, 10, 64); err != nil {
		return 0, nil, err
	}
	for _, x := range strings.Split(right, " + ") {
		a, err := strconv.ParseUint(x, 10, 64)
		if err != nil {
			return 0, nil, err
		}
		terms = append(terms, a)
	}
	return n, terms, nil
}

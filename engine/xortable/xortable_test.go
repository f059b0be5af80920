package xortable

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/threeheap"
)

func TestFromQuery(t *testing.T) {
	for _, tc := range []struct {
		in, want, err string
	}{
		{"game=xor&q=64", "game=xor&q=64", ""},
		{"q=1&game=xor", "game=xor&q=1", ""},
		{"game=xor&q=64&op=xor", "game=xor&q=64", ""},
		{"game=xor&op=mul&q=256", "game=xor&q=256&op=mul", ""},
		{"game=xor&q=4503599627370496", "game=xor&q=4503599627370496", ""},
		{"game=xor&q=4294967296&op=mul", "game=xor&q=4294967296&op=mul", ""},
		{"game=xor", "", "q: missing; expected a power of 2 such as q=64"},
		{"game=xor&q=48", "", "q: 48 is not a power of 2 (1, 2, 4, … 64 …): only then are the numbers below q closed under ⊕"},
		{"game=xor&q=0", "", "q: 0 is not a power of 2 (1, 2, 4, … 64 …): only then are the numbers below q closed under ⊕"},
		{"game=xor&q=x", "", `q: "x" is not a whole number`},
		{"game=xor&q=9007199254740992", "", "q: 9007199254740992 is larger than 9007199254740991 (2^53−1)"},
		{"game=xor&q=8589934592&op=mul", "", "q: 8589934592 is larger than 4294967296 (2^32), the largest nim-product table the view draws"},
		{"game=xor&q=64&op=add", "", `op: "add" is not xor or mul`},
		{"game=xor&q=64&heaps=3", "", "heaps: not a key of game xor (its keys: q, op)"},
	} {
		q, err := notation.Parse(tc.in)
		if err != nil {
			if err.Error() != tc.err {
				t.Errorf("%s: %v", tc.in, err)
			}
			continue
		}
		p, err := FromQuery(q)
		switch {
		case tc.err != "" && (err == nil || err.Error() != tc.err):
			t.Errorf("FromQuery(%s) = %v, %v; want error %q", tc.in, p, err, tc.err)
		case tc.err == "" && (err != nil || p.String() != tc.want):
			t.Errorf("FromQuery(%s) = %v, %v; want %s", tc.in, p, err, tc.want)
		}
	}
}

func TestCheckQ(t *testing.T) {
	if err := CheckQ(1<<53, Add); err == nil || !strings.Contains(err.Error(), "larger than 4503599627370496 (2^52)") {
		t.Errorf("CheckQ(2^53) = %v", err)
	}
}

func TestAnalyzeSaysItIsAView(t *testing.T) {
	a := Position{Q: 64}.Analyze()
	if a.Position != "game=xor&q=64" || a.Note != ViewNote || a.Outcome != 0 {
		t.Errorf("Analyze = %+v: want the position, ViewNote and no outcome", a)
	}
}

// Every row (and column) of the q×q table is a permutation of 0..q−1.
func TestRowsArePermutations(t *testing.T) {
	for n := range 9 {
		q := uint64(1) << n
		tab := Table(q, Add)
		for y := range q {
			seenRow := make([]bool, q)
			seenCol := make([]bool, q)
			for x := range q {
				r, c := tab[y][x], tab[x][y]
				if r >= q || seenRow[r] || c >= q || seenCol[c] {
					t.Fatalf("q=%d: row or column %d repeats a value or leaves 0..q−1 (%d, %d)", q, y, r, c)
				}
				seenRow[r], seenCol[c] = true, true
			}
		}
	}
}

// The 2q table is the q table doubled: n → [[2n, 2n+1], [2n+1, 2n]].
func TestDoubling(t *testing.T) {
	for n := range 8 {
		q := uint64(1) << n
		if got, want := Double(Table(q, Add)), Table(2*q, Add); !equalTables(got, want) {
			t.Errorf("doubling the %d table does not give the %d table", q, 2*q)
		}
	}
	// The lecture's small case, written out.
	want := [][]uint64{{0, 1, 2, 3}, {1, 0, 3, 2}, {2, 3, 0, 1}, {3, 2, 1, 0}}
	if got := Double(Double([][]uint64{{0}})); !equalTables(got, want) {
		t.Errorf("(0) doubled twice = %v, want %v", got, want)
	}
}

func TestMexDefinition(t *testing.T) {
	for _, q := range []uint64{1, 2, 4, 8, 16, 32, 64} {
		if !equalTables(MexTable(q), Table(q, Add)) {
			t.Errorf("the mex definition does not give the %d×%d XOR table", q, q)
		}
	}
}

func TestCornerScheme(t *testing.T) {
	for _, q := range []uint64{1, 2, 4, 8, 16, 32, 64, 128} {
		if !equalTables(CornerTable(q), Table(q, Add)) {
			t.Errorf("the corner scheme does not give the %d×%d XOR table", q, q)
		}
	}
}

func equalTables(a, b [][]uint64) bool {
	return slices.EqualFunc(a, b, func(x, y []uint64) bool { return slices.Equal(x, y) })
}

// The steps of each construction: the known cells only grow, each step's
// Before is the last step's Known, and the last step knows every cell.
func TestConstructionSteps(t *testing.T) {
	for _, c := range Constructions() {
		for _, q := range []uint64{1, 2, 4, 8, 64} {
			n := c.Len(q)
			var prev Step
			for i := range n {
				s := c.Step(q, i)
				if s.Caption == "" || strings.Contains(s.Caption, "%!") {
					t.Errorf("%v q=%d step %d: caption %q", c, q, i, s.Caption)
				}
				size := s.Size
				for y := range size {
					for x := range size {
						if s.Before.Has(x, y, size) && !s.Known.Has(x, y, size) {
							t.Errorf("%v q=%d step %d: cell (%d, %d) was known and is not", c, q, i, x, y)
						}
						if i > 0 && c != Doubling && s.Before.Has(x, y, size) != prev.Known.Has(x, y, size) {
							t.Errorf("%v q=%d step %d: Before at (%d, %d) is not the last step's Known", c, q, i, x, y)
						}
					}
				}
				prev = s
			}
			last := c.Step(q, n-1)
			if last.Size != q {
				t.Errorf("%v q=%d: the last step shows a %d table", c, q, last.Size)
			}
			for y := range q {
				for x := range q {
					if !last.Known.Has(x, y, q) {
						t.Fatalf("%v q=%d: the last step does not know (%d, %d)", c, q, x, y)
					}
				}
			}
		}
	}
}

// Each corner-scheme step adds cells, and the cells it adds are the ones its
// caption talks of: corners of quarters, or first rows and columns.
func TestCornerStepsAddCells(t *testing.T) {
	const q = 16
	for i := range Corners.Len(q) {
		s := Corners.Step(q, i)
		added := 0
		for y := range uint64(q) {
			for x := range uint64(q) {
				if s.Known.Has(x, y, q) && !s.Before.Has(x, y, q) {
					added++
					if !s.Arrows && i > 0 && (x%s.Quarter != 0 || y%s.Quarter != 0) {
						t.Errorf("step %d (corners) adds (%d, %d), not a quarter's corner", i, x, y)
					}
					if s.Arrows && x%s.Quarter != 0 && y%s.Quarter != 0 {
						t.Errorf("step %d (arrows) adds (%d, %d), not on a quarter's first row or column", i, x, y)
					}
				}
			}
		}
		if added == 0 {
			t.Errorf("step %d adds no cell: %q", i, s.Caption)
		}
	}
}

func TestMexCaption(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{
		{0, "Row 0, column 0: to its left nothing; above it nothing. The least number in neither is 0."},
		{3*8 + 5, "Row 3, column 5: to its left 3, 2, 1, 0, 7; above it 5, 4, 7. The least number in neither is 6."},
		{63, "Row 7, column 7: to its left 7, 6, 5, 4, 3, 2, 1; above it 7, 6, 5, 4, 3, 2, 1. The least number in neither is 0."},
	} {
		if got := Mex.Step(8, tc.n).Caption; got != tc.want {
			t.Errorf("mex step %d: %q, want %q", tc.n, got, tc.want)
		}
	}
}

// Nim-multiplication makes the numbers below 2^(2^k) a field: checked whole
// for GF(4) and GF(16), and on every pair and many triples for GF(256).
func TestFieldLaws(t *testing.T) {
	for _, q := range []uint64{2, 4, 16, 256} {
		step := uint64(1)
		if q == 256 {
			step = 7 // triples: every 7th value, with every pair below
		}
		for a := range q {
			inverse := a == 0
			for b := range q {
				ab := NimMul(a, b)
				if ab >= q {
					t.Fatalf("GF(%d): %d⊗%d = %d leaves the field", q, a, b, ab)
				}
				if ab != NimMul(b, a) {
					t.Fatalf("GF(%d): %d⊗%d ≠ %d⊗%d", q, a, b, b, a)
				}
				inverse = inverse || ab == 1
				if b%step != 0 && a%step != 0 {
					continue
				}
				for c := uint64(0); c < q; c += step {
					if NimMul(ab, c) != NimMul(a, NimMul(b, c)) {
						t.Fatalf("GF(%d): (%d⊗%d)⊗%d ≠ %d⊗(%d⊗%d)", q, a, b, c, a, b, c)
					}
					if NimMul(a, b^c) != ab^NimMul(a, c) {
						t.Fatalf("GF(%d): %d⊗(%d⊕%d) ≠ %d⊗%d ⊕ %d⊗%d", q, a, b, c, a, b, a, c)
					}
				}
			}
			if NimMul(a, 1) != a || NimMul(a, 0) != 0 {
				t.Fatalf("GF(%d): 1 or 0 is not what it should be for %d", q, a)
			}
			if !inverse {
				t.Fatalf("GF(%d): %d has no inverse", q, a)
			}
		}
	}
}

// Known products, and the wide ones agree with the halving rule done
// without the byte table.
func TestNimMulValues(t *testing.T) {
	for _, tc := range []struct{ a, b, want uint64 }{
		{2, 2, 3}, {2, 3, 1}, {3, 3, 2}, {4, 4, 6}, {8, 8, 13}, {16, 16, 24}, {256, 256, 384},
		{1 << 32, 1 << 32, 3 << 31}, {5, 7, 13}, {0, 12345, 0}, {1, 12345, 12345},
	} {
		if got := NimMul(tc.a, tc.b); got != tc.want {
			t.Errorf("%d⊗%d = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
	x := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x }
	for range 300 {
		a, b := next(), next()
		for _, w := range []uint{16, 32, 64} {
			a, b := a>>(64-w), b>>(64-w)
			if got, want := NimMul(a, b), mulSplit(a, b, w, nil); got != want {
				t.Fatalf("%d⊗%d = %d by the byte table, %d bit by bit", a, b, got, want)
			}
		}
	}
}

// Every triple of heaps below 64 with nim-sum 0 is listed in the families of
// its smallest heap, and nothing else is; the table's cells name them.
func TestFamiliesAgreeWithSearch(t *testing.T) {
	const n = 64
	listed := map[threeheap.Triple]bool{}
	for m := range uint64(n) {
		f, err := threeheap.Families(m)
		if err != nil {
			t.Fatal(err)
		}
		for tr := range f.All() {
			if tr[1] >= n {
				break
			}
			if tr[2] < n {
				listed[tr] = true
			}
		}
	}
	for a := range uint64(n) {
		for b := a; b < n; b++ {
			for c := b; c < n; c++ {
				tr := threeheap.Triple{a, b, c}
				if p := a^b^c == 0; p != listed[tr] {
					t.Errorf("(%d, %d, %d): nim-sum 0 is %v, listed is %v", a, b, c, p, listed[tr])
				}
			}
		}
	}
	// Each cell of the 64-table is one of them, and its highlight is its own.
	for y := range uint64(n) {
		for x := range uint64(n) {
			h, ok := HighlightAt(x, y)
			tr := h.Triple()
			if !ok || !listed[tr] || !h.InPosition(x, y) || !h.InFamily(x, y) {
				t.Fatalf("cell (%d, %d): highlight %+v, triple %v", x, y, h, tr)
			}
		}
	}
}

// InFamily marks exactly the cells whose triple is in the family: checked
// against the listing for every cell below 128 and a few families.
func TestInFamily(t *testing.T) {
	const n = 128
	for _, cell := range [][2]uint64{{10, 16}, {16, 10}, {26, 10}, {0, 5}, {3, 3}, {1, 2}, {7, 9}, {33, 100}} {
		h, _ := HighlightAt(cell[0], cell[1])
		members := map[threeheap.Triple]bool{}
		for k := h.Member.Pattern.FirstK; k*h.Member.Pattern.P < 2*n; k++ {
			members[h.Member.Pattern.Triple(k, h.Member.J)] = true
		}
		positions := 0
		for y := range uint64(n) {
			for x := range uint64(n) {
				t3 := []uint64{x, y, x ^ y}
				slices.Sort(t3)
				want := members[threeheap.Triple(t3)]
				if got := h.InFamily(x, y); got != want {
					t.Errorf("family of cell %v (%v): cell (%d, %d) in family = %v, want %v", cell, h.Triple(), x, y, got, want)
				}
				if h.InPosition(x, y) {
					positions++
					if threeheap.Triple(t3) != h.Triple() {
						t.Errorf("cell %v: (%d, %d) marked as the same P-position %v", cell, x, y, h.Triple())
					}
				}
			}
		}
		tr := h.Triple()
		distinct := 6
		if tr[0] == tr[1] || tr[1] == tr[2] {
			distinct = 3 // (0, k, k): (0,k), (k,0), (k,k)
		}
		if tr[0] == tr[1] && tr[1] == tr[2] {
			distinct = 1
		}
		if positions != distinct {
			t.Errorf("cell %v: %d cells show %v, want %d", cell, positions, tr, distinct)
		}
	}
	// The lecture's family: smallest heap 10, j = 2: (10, 18, 24), (10, 34, 40), …
	h, _ := HighlightAt(10, 18)
	if h.Member.Pattern.P != 16 || h.Member.Pattern.Q != 8 || h.Member.J != 2 || h.Member.K != 1 {
		t.Errorf("cell (10, 18): %+v, want p = 16, q = 8, j = 2, k = 1", h.Member)
	}
	for _, c := range [][2]uint64{{10, 34}, {40, 10}, {34, 40}, {10, 50}, {56, 10}} {
		if !h.InFamily(c[0], c[1]) {
			t.Errorf("(%d, %d) is not in the family of (10, 18, 24)", c[0], c[1])
		}
	}
	if h.InFamily(10, 17) || h.InFamily(10, 2) {
		t.Errorf("(10, 17) or (10, 2) is in the family of (10, 18, 24)")
	}
}

func TestPalettes(t *testing.T) {
	for _, p := range Palettes() {
		seen := map[[3]uint8]int{}
		for i := range Colours {
			c := p.RGB(i)
			if c.A != 0xff {
				t.Errorf("%v: colour %d is not opaque", p, i)
			}
			k := [3]uint8{c.R, c.G, c.B}
			if j, dup := seen[k]; dup {
				t.Errorf("%v: colours %d and %d are both %v", p, j, i, c)
			}
			seen[k] = i
		}
		if got, err := ParsePalette(p.String()); err != nil || got != p {
			t.Errorf("ParsePalette(%q) = %v, %v", p.String(), got, err)
		}
	}
	// The default palette's colours are far enough apart to tell in a screenshot.
	minD := 1 << 30
	for i := range Colours {
		for j := range i {
			a, b := Distinct.RGB(i), Distinct.RGB(j)
			d := sq(int(a.R)-int(b.R)) + sq(int(a.G)-int(b.G)) + sq(int(a.B)-int(b.B))
			minD = min(minD, d)
		}
	}
	if minD < 12*12 {
		t.Errorf("two colours of the default palette are only %d apart (squared distance)", minD)
	}
}

func sq(x int) int { return x * x }

func TestIndex(t *testing.T) {
	for _, tc := range []struct {
		v     uint64
		shift int
		want  int
	}{
		{63, 0, 63}, {64, 0, 0}, {37, 0, 37}, {7, -3, 56}, {1 << 40, 35, 32}, {5, 70, 0}, {5, -70, 0},
	} {
		if got := Index(tc.v, tc.shift); got != tc.want {
			t.Errorf("Index(%d, %d) = %d, want %d", tc.v, tc.shift, got, tc.want)
		}
	}
	// In the q = 64 table at its own shift, equal values and only they share a colour.
	for _, p := range Palettes() {
		for y := range uint64(64) {
			for x := range uint64(64) {
				if p.Colour(x^y, BaseShift(6), 0) != p.RGB(int(x^y)) {
					t.Fatalf("%v: cell (%d, %d)", p, x, y)
				}
			}
		}
	}
}

func TestValueBits(t *testing.T) {
	for _, tc := range []struct {
		p    Position
		want int
	}{
		{Position{Q: 64}, 6}, {Position{Q: 64, Op: Mul}, 8}, {Position{Q: 256, Op: Mul}, 8},
		{Position{Q: 2, Op: Mul}, 1}, {Position{Q: 1 << 17, Op: Mul}, 32}, {Position{Q: 1}, 0},
	} {
		if got := tc.p.ValueBits(); got != tc.want {
			t.Errorf("%v: ValueBits = %d, want %d", tc.p, got, tc.want)
		}
		// Every product of numbers below q fits in ValueBits bits.
		if tc.p.Q <= 256 {
			for x := range tc.p.Q {
				for y := range tc.p.Q {
					if v := tc.p.Op.Of(x, y); bits.Len64(v) > max(tc.want, 0) {
						t.Fatalf("%v: %d %s %d = %d needs more than %d bits", tc.p, x, tc.p.Op.Symbol(), y, v, tc.want)
					}
				}
			}
		}
	}
}

// Pointing at a cell costs no allocation: the view finds its family on every move.
func TestHighlightAllocatesNothing(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		h, _ := HighlightAt(10, 18)
		_ = h.InFamily(10, 34) && h.InPosition(18, 10)
	})
	if n != 0 {
		t.Errorf("%.1f allocations per cell", n)
	}
}

// The byte table, built from GF(16) by one halving step, holds for every pair of bytes
// what the halving rule gives when it recurses to single bits.
func TestMul8TableBitByBit(t *testing.T) {
	table := Mul8Table()
	for a := range uint64(256) {
		for b := range uint64(256) {
			if got, want := uint64(table[a<<8|b]), mulSplit(a, b, 8, nil); got != want {
				t.Fatalf("%d⊗%d = %d in the table, %d bit by bit", a, b, got, want)
			}
		}
	}
}

// TestPositionInsideFamily: every cell of the P-position of a highlight (x and y two of its
// heaps) is in its family. The XOR scene's shader relies on it: it dims the cells outside
// the family and rings the position's cells separately, without testing them per pixel.
func TestPositionInsideFamily(t *testing.T) {
	check := func(x, y uint64) {
		h, ok := HighlightAt(x, y)
		if !ok {
			return
		}
		tr := h.Triple()
		for i := range 3 {
			for j := range 3 {
				if i != j && !h.InFamily(tr[i], tr[j]) {
					t.Fatalf("highlight of (%d, %d): cell (%d, %d) of %v is outside the family", x, y, tr[i], tr[j], tr)
				}
			}
		}
	}
	for x := range uint64(256) {
		for y := range uint64(256) {
			check(x, y)
		}
	}
	for _, c := range [][2]uint64{{1<<40 + 5, 3<<30 + 7}, {1<<52 - 1, 12345}, {0, 1 << 50}} {
		check(c[0], c[1])
	}
}

package xortable

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// mexProduct is the nim-product by its definition: the least number not of the form
// (x′⊗y) ⊕ (x⊗y′) ⊕ (x′⊗y′) with x′ < x and y′ < y, for x, y below n.
func mexProduct(n int) [][]uint64 {
	t := make([][]uint64, n)
	for x := range n {
		t[x] = make([]uint64, n)
		for y := range n {
			seen := map[uint64]bool{}
			for a := range x {
				for b := range y {
					seen[t[a][y]^t[x][b]^t[a][b]] = true
				}
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			t[x][y] = m
		}
	}
	return t
}

func TestMulWorking(t *testing.T) {
	for _, tt := range []struct {
		x, y uint64
		want []string
	}{
		{3, 3, []string{"⊗ distributes over ⊕, so split both into powers of 2: (2 ⊕ 1) ⊗ (2 ⊕ 1) = 2⊗2 ⊕ 2⊗1 ⊕ 1⊗2 ⊕ 1⊗1 = 3 ⊕ 2 ⊕ 2 ⊕ 1 = 2.",
			"Powers of 2 multiply through the Fermat 2-powers 2, 4, 16, 256, …: each power of 2 is a product of different ones (8 = 2⊗4), " +
				"different ones multiply as ordinary numbers (2⊗4 = 8), and each one squared is itself ⊕ its half (2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24)."}},
		{4, 3, []string{"⊗ distributes over ⊕, so split both into powers of 2: 4 ⊗ (2 ⊕ 1) = 4⊗2 ⊕ 4⊗1 = 8 ⊕ 4 = 12.",
			"Powers of 2 multiply through the Fermat 2-powers 2, 4, 16, 256, …: each power of 2 is a product of different ones (8 = 2⊗4), " +
				"different ones multiply as ordinary numbers (2⊗4 = 8), and each one squared is itself ⊕ its half (2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24)."}},
		{5, 1, nil},
		{0, 9, nil},
		{255, 255, []string{"⊗ distributes over ⊕: split x and y into powers of 2 and nim-add the products of all 64 pairs.",
			"Powers of 2 multiply through the Fermat 2-powers 2, 4, 16, 256, …: each power of 2 is a product of different ones (8 = 2⊗4), " +
				"different ones multiply as ordinary numbers (2⊗4 = 8), and each one squared is itself ⊕ its half (2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24)."}},
	} {
		got := MulWorking(tt.x, tt.y)
		var s []string
		for _, p := range got {
			s = append(s, p.String())
		}
		if strings.Join(s, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("MulWorking(%d, %d) =\n%q\nwant\n%q", tt.x, tt.y, s, tt.want)
		}
	}
}

// TestMulWorkingNumbers checks every product the working writes against the nim-product's
// definition (a mex over smaller products), for all cells below 64, and the examples of the
// rule for powers of 2.
func TestMulWorkingNumbers(t *testing.T) {
	const n = 64
	mex := mexProduct(n)
	prod := regexp.MustCompile(`(\d+)⊗(\d+)`)
	num := func(s string) uint64 { v, _ := strconv.ParseUint(s, 10, 64); return v }
	for x := range uint64(n) {
		for y := range uint64(n) {
			for _, p := range MulWorking(x, y) {
				s := p.String()
				if !strings.HasPrefix(s, "⊗ distributes over ⊕, so split") {
					continue
				}
				// "… = a⊗b ⊕ … = v ⊕ … = r."
				parts := strings.Split(strings.TrimSuffix(s, "."), " = ")
				terms := strings.Split(parts[len(parts)-3], " ⊕ ")
				values := strings.Split(parts[len(parts)-2], " ⊕ ")
				var sum uint64
				for i, term := range terms {
					m := prod.FindStringSubmatch(term)
					a, b := num(m[1]), num(m[2])
					if a&(a-1) != 0 || b&(b-1) != 0 || mex[a][b] != num(values[i]) {
						t.Fatalf("%d⊗%d: %q: %s is %d", x, y, s, term, mex[a][b])
					}
					sum ^= num(values[i])
				}
				if r := num(parts[len(parts)-1]); r != mex[x][y] || sum != r {
					t.Fatalf("%d⊗%d: %q; the definition gives %d", x, y, s, mex[x][y])
				}
			}
		}
	}
	// The rule's examples: 8 = 2⊗4, 2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24.
	if mex[2][4] != 8 || mex[2][2] != 3 || mex[4][4] != 6 || mex[16][16] != 24 {
		t.Errorf("2⊗4 = %d, 2⊗2 = %d, 4⊗4 = %d, 16⊗16 = %d", mex[2][4], mex[2][2], mex[4][4], mex[16][16])
	}
}

// TestCornerCountWords: the corner scheme's counting step names both kinds of quarter, and
// the numbers it lists are those of the first row of each quarter of the table.
func TestCornerCountWords(t *testing.T) {
	for _, tt := range []struct {
		q    uint64
		want string
	}{
		{8, "Count along the arrows: from each corner, the first row and the first column of its quarter go up by one: " +
			"0, 1, 2, 3 in the top-left and bottom-right quarters, from their corner 0, and 4, 5, 6, 7 in the other two, from their corner 4."},
		{64, "Count along the arrows: from each corner, the first row and the first column of its quarter go up by one: " +
			"0, 1, … 31 in the top-left and bottom-right quarters, from their corner 0, and 32, 33, … 63 in the other two, from their corner 32."},
	} {
		found := false
		for i := range Corners.Len(tt.q) {
			if s := Corners.Step(tt.q, i); strings.HasPrefix(s.Caption, "Count along the arrows: from each corner") {
				found = true
				if s.Caption != tt.want {
					t.Errorf("q = %d: %q\nwant %q", tt.q, s.Caption, tt.want)
				}
			}
		}
		if !found {
			t.Errorf("q = %d: no counting step over the whole table", tt.q)
		}
		// The numbers: each quarter's first row, from the table itself.
		h := tt.q / 2
		for _, quarter := range [][2]uint64{{0, 0}, {h, h}, {h, 0}, {0, h}} {
			x0, y0 := quarter[0], quarter[1]
			corner := x0 ^ y0
			for i := range h {
				if v := Add.Of(x0+i, y0); v != corner+i {
					t.Errorf("q = %d: quarter at (%d, %d): cell %d of its first row is %d, not %d", tt.q, x0, y0, i, v, corner+i)
				}
			}
		}
	}
}

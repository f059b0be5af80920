package threeheap

import (
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/notation"
)

// losing returns lose[a][b][c] for three-heap Nim with heaps up to n, by
// trying every move: a position is lost when every move reaches a won one.
// It knows nothing of XOR.
func losing(n int) [][][]bool {
	lose := make([][][]bool, n+1)
	for a := range lose {
		lose[a] = make([][]bool, n+1)
		for b := range lose[a] {
			lose[a][b] = make([]bool, n+1)
		}
	}
	for a := 0; a <= n; a++ {
		for b := 0; b <= n; b++ {
			for c := 0; c <= n; c++ {
				l := true
				for t := 0; t < a && l; t++ {
					l = !lose[t][b][c]
				}
				for t := 0; t < b && l; t++ {
					l = !lose[a][t][c]
				}
				for t := 0; t < c && l; t++ {
					l = !lose[a][b][t]
				}
				lose[a][b][c] = l
			}
		}
	}
	return lose
}

// upTo returns the triples of m's families whose heaps are all at most
// bound, in the order All gives them.
func upTo(t *testing.T, m, bound uint64) []Triple {
	f, err := Families(m)
	if err != nil {
		t.Fatal(err)
	}
	var list []Triple
	for tr := range f.All() {
		if tr[1] > bound {
			break
		}
		if tr[2] <= bound {
			list = append(list, tr)
		}
	}
	return list
}

// TestAgainstSearch compares the families with the P-positions that search
// finds among all triples of heaps up to 48: for every smallest heap m, the
// same triples, and each a P-position with m smallest.
func TestAgainstSearch(t *testing.T) {
	const n = 48
	lose := losing(n)
	for m := uint64(0); m <= n; m++ {
		var want []Triple
		for b := m; b <= n; b++ {
			for c := b; c <= n; c++ {
				if lose[m][b][c] {
					want = append(want, Triple{m, b, c})
				}
			}
		}
		if got := upTo(t, m, n); !slices.Equal(got, want) {
			t.Errorf("m = %d: families give\n%v\nsearch finds\n%v", m, got, want)
		}
	}
}

// TestAgainstXOR does the same up to 600 with a⊕b⊕c = 0 as the test, and
// checks the order: increasing middle heaps.
func TestAgainstXOR(t *testing.T) {
	const n = 600
	for m := uint64(0); m <= 300; m++ {
		var want []Triple
		for b := m; b <= n; b++ {
			if c := m ^ b; c >= b && c <= n {
				want = append(want, Triple{m, b, c})
			}
		}
		got := upTo(t, m, n)
		if !slices.Equal(got, want) {
			t.Errorf("m = %d: families give %v; want %v", m, got, want)
		}
		for i := 1; i < len(got); i++ {
			if got[i][1] <= got[i-1][1] {
				t.Errorf("m = %d: %v after %v", m, got[i], got[i-1])
			}
		}
	}
}

func TestFamilies(t *testing.T) {
	tests := []struct {
		m    uint64
		want Pattern
		text string
	}{
		{0, Pattern{0, 1, 0, 1, 0}, "(0, k, k), k ≥ 0"},
		{1, Pattern{1, 2, 1, 1, 1}, "(1, 2k, 2k+1), k ≥ 1"},
		{2, Pattern{2, 4, 2, 2, 1}, "(2, 4k+j, 4k+(2⊕j)), j = 0..1, k ≥ 1"},
		{3, Pattern{3, 4, 2, 2, 1}, "(3, 4k+j, 4k+(3⊕j)), j = 0..1, k ≥ 1"},
		{10, Pattern{10, 16, 8, 8, 1}, "(10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1"},
		{16, Pattern{16, 32, 16, 16, 1}, "(16, 32k+j, 32k+(16⊕j)), j = 0..15, k ≥ 1"},
		{MaxM, Pattern{MaxM, 1 << 52, 1 << 51, 1 << 51, 1}, ""},
	}
	for _, tt := range tests {
		f, err := Families(tt.m)
		if err != nil || f != tt.want || (tt.text != "" && f.String() != tt.text) {
			t.Errorf("Families(%d) = %+v %q, %v; want %+v %q", tt.m, f, f, err, tt.want, tt.text)
		}
	}
	if _, err := Families(MaxM + 1); err == nil || err.Error() != "m: 4503599627370496 is larger than 4503599627370495 (2^52−1): the triples' other heaps would pass 2^53−1" {
		t.Errorf("Families(MaxM+1): %v", err)
	}
}

// TestDesign is DESIGN.md's worked example.
func TestDesign(t *testing.T) {
	list, err := List(10, 10)
	want := []Triple{{10, 16, 26}, {10, 17, 27}, {10, 18, 24}, {10, 19, 25}, {10, 20, 30},
		{10, 21, 31}, {10, 22, 28}, {10, 23, 29}, {10, 32, 42}, {10, 33, 43}}
	if err != nil || !slices.Equal(list, want) {
		t.Errorf("List(10, 10) = %v, %v; want %v", list, err, want)
	}
}

func TestListLimits(t *testing.T) {
	if l, err := List(5, 0); err != nil || len(l) != 0 || l == nil {
		t.Errorf("List(5, 0) = %#v, %v", l, err)
	}
	if l, err := List(5, -3); err != nil || len(l) != 0 {
		t.Errorf("List(5, -3) = %#v, %v", l, err)
	}
	// The end of the range: the last block of triples stays within 2^53−1,
	// and the next would not.
	for _, m := range []uint64{0, 1, 10, 1 << 40, MaxM} {
		f, _ := Families(m)
		k := f.lastK()
		hi := f.Triple(k, f.N-1)
		for j := range min(f.N, 1<<12) {
			hi = Triple{m, max(hi[1], f.Triple(k, j)[1]), max(hi[2], f.Triple(k, j)[2])}
		}
		if hi[2] > notation.MaxWhole || f.P*(k+1) <= notation.MaxWhole || k < f.FirstK {
			t.Errorf("m = %d: last k %d, triples up to %v", m, k, hi)
		}
	}
	f, _ := Families(MaxM)
	for tr := range f.All() {
		if tr != (Triple{MaxM, 1 << 52, notation.MaxWhole}) {
			t.Errorf("m = MaxM: first triple %v", tr)
		}
		break
	}
}

func TestFamily(t *testing.T) {
	tests := []struct {
		a, b, c uint64
		m, k, j uint64
		ok      bool
	}{
		{10, 16, 26, 10, 1, 0, true},
		{24, 18, 10, 10, 1, 2, true}, // any order
		{10, 23, 29, 10, 1, 7, true},
		{42, 10, 32, 10, 2, 0, true},
		{0, 5, 5, 0, 5, 0, true},
		{5, 0, 5, 0, 5, 0, true},
		{0, 0, 0, 0, 0, 0, true},
		{1, 2, 3, 1, 1, 0, true},
		{3, 4, 5, 0, 0, 0, false},
		{10, 16, 27, 0, 0, 0, false},
		{1 << 53, 1 << 53, 0, 0, 0, 0, false},
	}
	for _, tt := range tests {
		f, ok := Family(tt.a, tt.b, tt.c)
		if ok != tt.ok || ok && (f.Pattern.M != tt.m || f.K != tt.k || f.J != tt.j) {
			t.Errorf("Family(%d, %d, %d) = %+v, %v; want m %d k %d j %d, %v", tt.a, tt.b, tt.c, f, ok, tt.m, tt.k, tt.j, tt.ok)
		}
		if ok {
			sorted := []uint64{tt.a, tt.b, tt.c}
			slices.Sort(sorted)
			if tr := f.Pattern.Triple(f.K, f.J); tr != Triple(sorted) {
				t.Errorf("Family(%d, %d, %d): its triple is %v", tt.a, tt.b, tt.c, tr)
			}
		}
	}
	// Every P-position up to 100 is in a family that gives it back.
	for a := uint64(0); a <= 100; a++ {
		for b := a; b <= 100; b++ {
			if c := a ^ b; c >= b {
				f, ok := Family(c, a, b)
				if !ok || f.Pattern.M != a || f.Pattern.Triple(f.K, f.J) != (Triple{a, b, c}) {
					t.Errorf("Family(%d, %d, %d) = %+v, %v", c, a, b, f, ok)
				}
			}
			if _, ok := Family(a, b, a^b^1); ok {
				t.Errorf("Family(%d, %d, %d) is a P-position", a, b, a^b^1)
			}
		}
	}
}

package moore

// MaxGrundyPositions is the most positions the exact search for a Grundy
// value visits: the product of (h+1) over the nonempty heaps. Each position
// has fewer options than that, so the search takes at most its square in
// steps, some 4·10^6.
const MaxGrundyPositions = 2000

// searchGrundy computes the Grundy value by mex over every move, for
// positions within MaxGrundyPositions. Moore's Nim-k has no known formula
// for its Grundy values when k ≥ 2.
func (p Position) searchGrundy() (uint64, bool) {
	var heaps []uint64
	size := 1
	for _, h := range p.Heaps {
		if h == 0 {
			continue
		}
		heaps = append(heaps, h)
		if size *= int(h) + 1; size > MaxGrundyPositions {
			return 0, false
		}
	}
	n := len(heaps)
	k := int(min(p.K, uint64(n)))
	// A position y ≤ heaps is the index Σ y_i·stride_i; every move lowers
	// the index, so increasing indices meet options first.
	stride := make([]int, n)
	s := 1
	for i := n - 1; i >= 0; i-- {
		stride[i] = s
		s *= int(heaps[i]) + 1
	}
	g := make([]uint32, size)
	seen := make([]int, size+1) // seen[v] == stamp: some option has value v
	y := make([]int, n)
	for idx := range size {
		rem := idx
		for i := range n {
			y[i], rem = rem/stride[i], rem%stride[i]
		}
		stamp := idx + 1
		var options func(i, changed, at int)
		options = func(i, changed, at int) {
			if i == n {
				if changed > 0 {
					seen[g[at]] = stamp
				}
				return
			}
			options(i+1, changed, at+y[i]*stride[i])
			if changed < k {
				for v := 0; v < y[i]; v++ {
					options(i+1, changed+1, at+v*stride[i])
				}
			}
		}
		options(0, 0, 0)
		var mex uint32
		for seen[mex] == stamp {
			mex++
		}
		g[idx] = mex
	}
	return uint64(g[size-1]), true
}

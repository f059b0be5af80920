package threeheap_test

import (
	"fmt"

	"github.com/nimscope/nimscope/engine/threeheap"
)

func ExampleFamilies() {
	f, _ := threeheap.Families(10)
	fmt.Println(f)
	fmt.Println("p =", f.P, "q =", f.Q)
	list, _ := threeheap.List(10, 5)
	fmt.Println(list)
	// Output:
	// (10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1
	// p = 16 q = 8
	// [[10 16 26] [10 17 27] [10 18 24] [10 19 25] [10 20 30]]
}

func ExampleFamily() {
	m, ok := threeheap.Family(24, 10, 18)
	fmt.Println(ok, m.Pattern, "k =", m.K, "j =", m.J)
	_, ok = threeheap.Family(3, 4, 5)
	fmt.Println(ok)
	// Output:
	// true (10, 16k+j, 16k+(10⊕j)), j = 0..7, k ≥ 1 k = 1 j = 2
	// false
}

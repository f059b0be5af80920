package wasmsize

import "testing"

func TestFamily(t *testing.T) {
	for _, tt := range []struct{ symbol, want string }{
		{"runtime.mallocgc", "runtime.mallocgc"},
		{"slices.pdqsortCmpFunc[go.shape.int]", "slices.pdqsortCmpFunc[…]"},
		{"slices.pdqsortCmpFunc[go.shape.struct { A uint64; B uint64 }]", "slices.pdqsortCmpFunc[…]"},
		{"github.com/x/y.search[go.shape.string,go.shape.uint64]", "github.com_x_y.search[…]"},
		{"unique.(*canonMap[go.shape.struct { net/netip.isV6 bool; net/netip.zoneV6 string }]).LoadOrStore",
			"unique.__canonMap[…].LoadOrStore"},
		{"internal/sync.(*HashTrieMap[go.shape.interface {},go.shape.interface {}]).LoadOrStore",
			"internal_sync.__HashTrieMap[…].LoadOrStore"},
		{"runtime.AddCleanup[go.shape.*uint8,go.shape.struct {}]", "runtime.AddCleanup[…]"},
		{"slices.SortFunc[go.shape.[]int,go.shape.int].func1", "slices.SortFunc[…]"},
		{"github.com/x/y.(*T).Draw.func1", "github.com_x_y.__T_.Draw"},
		{"github.com/x/y.(*T).Draw.func1.2", "github.com_x_y.__T_.Draw"},
		{"github.com/x/y.F.gowrap3", "github.com_x_y.F"},
		{"github.com/x/y.F.deferwrap1", "github.com_x_y.F"},
		{"github.com/x/y.init.12", "github.com_x_y.init"},
		{"github.com/x/y.init", "github.com_x_y.init"},
		{"github.com/x/y.init.func3", "github.com_x_y.init"},
		{"github.com/x/y.f2", "github.com_x_y.f2"},
		{"github.com/x/y.T.M2.func1", "github.com_x_y.T.M2"},
		{"github.com/x/y/v2.F", "github.com_x_y_v2.F"},
		{"type:.eq.[2]interface {}", "type_.eq._2_interface___"},
	} {
		if got := Family(Mangle(tt.symbol)); got != tt.want {
			t.Errorf("Family(%q) = %q, want %q", Mangle(tt.symbol), got, tt.want)
		}
	}
}

func TestByFamily(t *testing.T) {
	m := &Module{Funcs: []Func{
		{Mangle("slices.pdqsortCmpFunc[go.shape.int]"), 100},
		{Mangle("slices.pdqsortCmpFunc[go.shape.string]"), 120},
		{Mangle("main.main"), 10},
		{Mangle("main.main.func1"), 5},
		{"", 7},
	}}
	got := m.ByFamily()
	want := map[string]FamilySize{"slices.pdqsortCmpFunc[…]": {220, 2}, "main.main": {15, 2}}
	if len(got) != len(want) {
		t.Fatalf("ByFamily = %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("ByFamily[%q] = %v, want %v", k, got[k], v)
		}
	}
}

//go:build !js

package main

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
)

// handProfile is a profile made by hand: (root) calls Draw and (idle); Draw calls
// DrawTrianglesShader and, through mallocgc, itself again (a recursion, counted once per
// sample inclusively); a wasm name comes with Chromium's "$".
func handProfile() *profiler.Profile {
	n := func(id int64, name string, children ...int64) *profiler.ProfileNode {
		return &profiler.ProfileNode{ID: id, CallFrame: &runtime.CallFrame{FunctionName: name}, Children: children}
	}
	return &profiler.Profile{
		Nodes: []*profiler.ProfileNode{
			n(1, "(root)", 2, 3),
			n(2, "$web.Draw", 4, 5),
			n(3, "(idle)"),
			n(4, "ebiten.DrawTrianglesShader"),
			n(5, "runtime.mallocgc", 6),
			n(6, "web.Draw"),
		},
		// idle ×3, Draw ×2 (self), DrawTrianglesShader ×4, mallocgc ×1, the inner Draw ×2
		Samples:   []int64{3, 3, 3, 2, 2, 4, 4, 4, 4, 5, 6, 6},
		StartTime: 0, EndTime: 1200,
	}
}

func TestProfileCosts(t *testing.T) {
	costs, samples, err := profileCosts(handProfile())
	if err != nil {
		t.Fatal(err)
	}
	if samples != 12 {
		t.Errorf("samples = %d, want 12", samples)
	}
	want := []fnCost{
		{"ebiten.DrawTrianglesShader", 4, 4},
		{"web.Draw", 4, 9}, // self: 2 outer + 2 inner; inclusive: each of 9 samples once
		{"(idle)", 3, 3},
		{"runtime.mallocgc", 1, 3},
	} // the root is the profile's, not a function: not listed
	if len(costs) != len(want) {
		t.Fatalf("costs = %+v, want %+v", costs, want)
	}
	for i := range want {
		if costs[i] != want[i] {
			t.Errorf("costs[%d] = %+v, want %+v", i, costs[i], want[i])
		}
	}

	// 0.1 ms per sample, 2 frames; 9 samples are not idle.
	self := profileTable(costs, samples, 0.1, 2, func(c fnCost) int { return c.self })
	wantSelf := "`ebiten.DrawTrianglesShader` 0.200 ms (44.4 %); `web.Draw` 0.200 ms (44.4 %); `runtime.mallocgc` 0.050 ms (11.1 %)"
	if self != wantSelf {
		t.Errorf("by self:\n got %s\nwant %s", self, wantSelf)
	}
	total := profileTable(costs, samples, 0.1, 2, func(c fnCost) int { return c.total })
	if !strings.HasPrefix(total, "`web.Draw` 0.450 ms (100.0 %); `ebiten.DrawTrianglesShader` 0.200 ms") {
		t.Errorf("by inclusive time: %s", total)
	}
}

func TestProfileCostsRefusesBrokenProfiles(t *testing.T) {
	for _, c := range []struct {
		name  string
		edit  func(p *profiler.Profile)
		error string
	}{
		{"empty", func(p *profiler.Profile) { p.Nodes = nil }, "no nodes"},
		{"unknown child", func(p *profiler.Profile) { p.Nodes[0].Children = append(p.Nodes[0].Children, 99) }, "child 99"},
		{"unknown sample", func(p *profiler.Profile) { p.Samples = append(p.Samples, 42) }, "node 42"},
		{"duplicate id", func(p *profiler.Profile) { p.Nodes[5].ID = 5 }, "twice"},
		{"cycle", func(p *profiler.Profile) { p.Nodes[5].Children = []int64{2} }, "own ancestor"},
	} {
		p := handProfile()
		c.edit(p)
		if _, _, err := profileCosts(p); err == nil || !strings.Contains(err.Error(), c.error) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.error)
		}
	}
}

func TestSlug(t *testing.T) {
	if got := slug("XOR table, 2^20 cells, panning"); got != "xor-table-2-20-cells-panning" {
		t.Errorf("slug = %q", got)
	}
}

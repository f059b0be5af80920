//go:build !js

package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// How -profile records: a CPU profile of the page's main thread while the scene's
// steady script runs, sampled every profileInterval. Chromium takes far fewer samples than
// asked for (about one per 0.75 ms on a 2-core machine, mostly outside the wasm), so a
// frame's Go code gets a sample only now and then: profile for 30 s or more.
const (
	profileInterval = 100 // µs
	profileTop      = 15  // functions listed by self time and by inclusive time
)

// fnCost is one function's share of a profile: the samples in which it was running (self)
// and those in which it was anywhere on the stack (inclusive, counted once per sample
// however often it recurs).
type fnCost struct {
	name        string
	self, total int
}

// profileCosts aggregates a CPU profile by function name: wasm frames carry the Go
// function's name (from the name section of a wasm built without -s -w), JavaScript frames
// their function's, and Chromium's pseudo-frames theirs ("(idle)", "(program)", "(garbage
// collector)"). It returns every name, by self samples then name, and the samples counted.
func profileCosts(p *profiler.Profile) ([]fnCost, int, error) {
	if p == nil || len(p.Nodes) == 0 {
		return nil, 0, fmt.Errorf("the profile has no nodes")
	}
	type node struct {
		name   string
		parent int64
	}
	nodes := make(map[int64]node, len(p.Nodes))
	for _, n := range p.Nodes {
		name := "(anonymous)"
		if n.CallFrame != nil && n.CallFrame.FunctionName != "" {
			name = strings.TrimPrefix(n.CallFrame.FunctionName, "$")
		}
		if _, dup := nodes[n.ID]; dup {
			return nil, 0, fmt.Errorf("node %d appears twice", n.ID)
		}
		nodes[n.ID] = node{name: name, parent: -1}
	}
	for _, n := range p.Nodes {
		for _, c := range n.Children {
			ch, ok := nodes[c]
			if !ok {
				return nil, 0, fmt.Errorf("node %d has a child %d that is not in the profile", n.ID, c)
			}
			ch.parent = n.ID
			nodes[c] = ch
		}
	}
	root := p.Nodes[0].ID
	by := map[string]*fnCost{}
	get := func(name string) *fnCost {
		c := by[name]
		if c == nil {
			c = &fnCost{name: name}
			by[name] = c
		}
		return c
	}
	var seen []string // the names already counted in this sample's stack
	for _, id := range p.Samples {
		n, ok := nodes[id]
		if !ok {
			return nil, 0, fmt.Errorf("a sample is of node %d, which is not in the profile", id)
		}
		get(n.name).self++
		seen = seen[:0]
		for depth := 0; id != root && id >= 0; depth++ {
			if depth > len(nodes) {
				return nil, 0, fmt.Errorf("node %d is its own ancestor", id)
			}
			n := nodes[id]
			if !slices.Contains(seen, n.name) {
				seen = append(seen, n.name)
				get(n.name).total++
			}
			id = n.parent
		}
	}
	costs := make([]fnCost, 0, len(by))
	for _, c := range by {
		costs = append(costs, *c)
	}
	slices.SortFunc(costs, func(a, b fnCost) int {
		return cmp.Or(b.self-a.self, strings.Compare(a.name, b.name))
	})
	return costs, len(p.Samples), nil
}

// idleName says whether a profile name is Chromium's, not code: idle time and the
// renderer's own work ((program): in headless Chromium, idle time is counted there too).
func idleName(name string) bool { return name == "(idle)" || name == "(program)" || name == "(root)" }

// profileTable writes the top functions by key (self or total) as a Markdown list line:
// each function's milliseconds per frame and share of the samples in code (those not
// idleName's).
func profileTable(costs []fnCost, samples int, msPerSample, frames float64, key func(fnCost) int) string {
	busy := samples
	for _, c := range costs {
		if idleName(c.name) {
			busy -= c.self
		}
	}
	sorted := slices.Clone(costs)
	slices.SortStableFunc(sorted, func(a, b fnCost) int { return key(b) - key(a) })
	var parts []string
	for _, c := range sorted {
		if len(parts) == profileTop {
			break
		}
		if idleName(c.name) || key(c) == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("`%s` %.3f ms (%.1f %%)", c.name,
			float64(key(c))*msPerSample/max(frames, 1), 100*float64(key(c))/float64(max(busy, 1))))
	}
	return strings.Join(parts, "; ")
}

// profileScene records a CPU profile of the scene in a page served with the wasm that
// has symbol names, while its steady script runs, and notes the top functions by self
// and inclusive time (in ms per frame, and as a share of the busy samples). The raw profile
// is saved beside the report, for Chromium's DevTools (Performance, load profile).
func (b *bench) profileScene(ctx context.Context, c *chrome, url string, sc scene) error {
	b.progress("  profiling for %s in a page with the named wasm…", b.profile)
	t, err := c.open(ctx, url+"#"+sc.hash)
	if err != nil {
		return err
	}
	defer t.close()
	sleep(ctx, settleFor)
	var prof *profiler.Profile
	var s0, s1 stats
	dragWhy := ""
	script, phase := sc.steady, "with the pointer only moving"
	if b.phase == "drive" {
		script, phase = sc.drive, "while the frame cost is measured (moves, undos and hints too)"
	}
	_, err = t.drive(ctx, script, func() error {
		if sc.checkDrag && b.phase == "steady" {
			if dragWhy = t.awaitDrag(ctx); dragWhy != "" {
				return nil
			}
		}
		sleep(ctx, settleFor)
		if s0, err = t.freshStats(ctx); err != nil {
			return err
		}
		err := chromedp.Do(t.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
				return err
			}
			if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: profileInterval}); err != nil {
				return err
			}
			_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
			return err
		}))
		if err != nil {
			return fmt.Errorf("start the profiler: %w", err)
		}
		sleep(ctx, b.profile)
		prof, err = chromedp.Run(t.ctx, func(ctx context.Context, tg *chromedp.Target) (*profiler.Profile, error) {
			res, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
			if err != nil {
				return nil, err
			}
			return res.Profile, nil
		})
		if err != nil {
			return fmt.Errorf("stop the profiler: %w", err)
		}
		s1, err = t.stats()
		return err
	})
	if err != nil {
		return err
	}
	if dragWhy != "" {
		b.rep.Note("%s: no profile: %s.", sc.name, dragWhy)
		return nil
	}
	costs, samples, err := profileCosts(prof)
	if err != nil {
		return fmt.Errorf("the profile: %w", err)
	}
	raw, err := json.Marshal(prof)
	if err != nil {
		return err
	}
	file := strings.TrimSuffix(b.out, filepath.Ext(b.out)) + "." + slug(sc.name) + ".cpuprofile"
	if err := os.WriteFile(file, raw, 0o644); err != nil {
		return err
	}
	// stats() is published every 30 frames; its count of the frames in the profile is
	// within that of the truth.
	frames, painted := s1.Frames-s0.Frames, s1.Drawn-s0.Drawn
	ms := (prof.EndTime - prof.StartTime) / 1000
	msPerSample := ms / float64(max(samples, 1))
	self := profileTable(costs, samples, msPerSample, frames, func(c fnCost) int { return c.self })
	total := profileTable(costs, samples, msPerSample, frames, func(c fnCost) int { return c.total })
	b.progress("  %d samples over %.1f s, about %.0f frames (%.0f painted); saved in %s", samples, ms/1000, frames, painted, display(file))
	b.rep.Note("%s: CPU profile of the page's main thread (%s, symbol names; sampled every %d µs for %.1f s, %d samples, about %.0f frames of which %.0f painted, %s). "+
		"Figures are ms per frame and the share of the samples in code (not (idle) or (program)); the profiler itself slows the page, so they are for comparing, not for the budget. "+
		"Inclusive time undercounts callers: Go's wasm unwinds the wasm stack whenever a goroutine's stack grows or a goroutine is resumed, and samples taken after that lack the callers (Ebiten runs each frame on a new goroutine, whose stack grows in every frame); self time is exact. Saved as %s.\n"+
		"By self time: %s.\nBy inclusive time: %s.",
		sc.name, sitePkg, profileInterval, ms/1000, samples, frames, painted, phase, display(file), self, total)
	return nil
}

// slug is a scene name as a file name part: lower-case letters and digits, runs of
// anything else a single '-'.
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	return b.String()
}

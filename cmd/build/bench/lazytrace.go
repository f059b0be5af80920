//go:build !js

package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// V8 compiles a wasm function the first time it is called (lazy compilation), on the thread
// that calls it: every function Go runs before the first frame is compiled on the page's
// main thread, between the module's download and the first picture. How many there are, and
// how many bytes of body they have, does not depend on how busy the machine is, unlike the
// times of the start-up rows: a change that makes the start do less shows here in one load.

// readyMark is the User Timing mark the probe sets at nimscope:ready; the trace finds the
// page's main thread and the first frame's time by it.
const readyMark = "nimscope-bench:ready"

// traceCategories are what a traced load records: V8's lazy compilations with their
// function and body size, the marks, and what DevTools' Performance panel needs to show the
// load (a saved trace opens there, or in ui.perfetto.dev).
var traceCategories = []string{
	"v8.wasm", "disabled-by-default-v8.wasm.detailed", "blink.user_timing",
	"devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading", "toplevel",
	"fonts",
}

// firstCode is what a traced load compiled on its main thread before the first frame, and
// the fonts that thread looked up meanwhile.
type firstCode struct {
	funcs int // functions compiled at their first call
	bytes int // the bytes of their bodies
	// families are the font families asked for by name, in order, each a synchronous call
	// to the browser's font service (a face found is loaded too); fallbacks counts the
	// searches for a face with a character that none of an element's families has. Both
	// are the page's first layout's: the bare app has no text.
	families  []string
	fallbacks int
}

// traceEvent is the part of a Trace Event Format event that countFirstCode reads.
type traceEvent struct {
	Name string  `json:"name"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Ts   float64 `json:"ts"`
	Args struct {
		BodySize   int    `json:"bodySize"`
		FamilyName string `json:"family_name"`
	} `json:"args"`
}

// countFirstCode reads a trace's events and counts the wasm functions compiled by Liftoff
// (wasm.CompileBaseline) and the fonts looked up, on the thread that set readyMark, before
// it set it.
func countFirstCode(events []json.RawMessage) (firstCode, error) {
	var ready *traceEvent
	var compiles, fonts []traceEvent
	for _, raw := range events {
		var e traceEvent
		if err := json.Unmarshal(raw, &e); err != nil {
			return firstCode{}, fmt.Errorf("a trace event: %w", err)
		}
		switch e.Name {
		case readyMark:
			if ready == nil {
				ready = &e
			}
		case "wasm.CompileBaseline":
			compiles = append(compiles, e)
		case "FontDataManager::onMatchFamilyStyle", "FontCache::FallbackFontForCharacter":
			fonts = append(fonts, e)
		}
	}
	if ready == nil {
		return firstCode{}, fmt.Errorf("the trace has no %s mark", readyMark)
	}
	var c firstCode
	for _, e := range compiles {
		if e.Pid == ready.Pid && e.Tid == ready.Tid && e.Ts < ready.Ts {
			c.funcs++
			c.bytes += e.Args.BodySize
		}
	}
	if c.funcs == 0 {
		return firstCode{}, errors.New("the trace has no lazy compilation on the page's main thread before its first frame")
	}
	// Trace events need not come in time order.
	slices.SortStableFunc(fonts, func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
	for _, e := range fonts {
		if e.Pid != ready.Pid || e.Tid != ready.Tid || e.Ts >= ready.Ts {
			continue
		}
		if e.Name == "FontCache::FallbackFontForCharacter" {
			c.fallbacks++
		} else {
			c.families = append(c.families, e.Args.FamilyName)
		}
	}
	return c, nil
}

// codeTrace loads url once with a DevTools trace running, until the first frame, and counts
// the code compiled on the page's main thread before it. When save is not "", the trace is
// written there (a JSON array of trace events). The tracing slows the load, so it is not one
// of the timed ones.
func (c *chrome) codeTrace(ctx context.Context, url, save string) (firstCode, error) {
	var mu sync.Mutex
	var events []json.RawMessage
	complete, ended := make(chan struct{}), false
	listen := func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range e.Value {
				events = append(events, json.RawMessage(v))
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			mu.Lock()
			if !ended {
				ended = true
				close(complete)
			}
			mu.Unlock()
		}
	}
	t, closeTab, err := c.openWith(ctx, url, listen, func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig:  &tracing.TraceConfig{IncludedCategories: traceCategories},
		})
		return err
	})
	if err != nil {
		return firstCode{}, err
	}
	defer closeTab()
	if err := chromedp.Do(t.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	})); err != nil {
		return firstCode{}, fmt.Errorf("end the trace of %s: %w", url, err)
	}
	select {
	case <-complete:
	case <-t.ctx.Done():
		return firstCode{}, fmt.Errorf("the trace of %s did not complete: %w", url, t.ctx.Err())
	}
	mu.Lock()
	defer mu.Unlock()
	if save != "" {
		var buf bytes.Buffer
		buf.WriteByte('[')
		for i, e := range events {
			if i > 0 {
				buf.WriteString(",\n")
			}
			buf.Write(e)
		}
		buf.WriteString("]\n")
		if err := os.WriteFile(save, buf.Bytes(), 0o644); err != nil {
			return firstCode{}, err
		}
	}
	return countFirstCode(events)
}

//go:build !js

package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestCountFirstCode(t *testing.T) {
	const (
		mark    = `{"name":"nimscope-bench:ready","ph":"R","pid":1,"tid":1,"ts":1000}`
		early   = `{"name":"wasm.CompileBaseline","ph":"X","pid":1,"tid":1,"ts":500,"args":{"bodySize":300,"funcIndex":7}}`
		early2  = `{"name":"wasm.CompileBaseline","ph":"X","pid":1,"tid":1,"ts":999,"args":{"bodySize":45,"funcIndex":9}}`
		late    = `{"name":"wasm.CompileBaseline","ph":"X","pid":1,"tid":1,"ts":1001,"args":{"bodySize":1000}}`
		worker  = `{"name":"wasm.CompileBaseline","ph":"X","pid":1,"tid":2,"ts":10,"args":{"bodySize":1000}}`
		other   = `{"name":"wasm.CompileBaseline","ph":"X","pid":2,"tid":1,"ts":10,"args":{"bodySize":1000}}`
		lazy    = `{"name":"wasm.CompileLazy","ph":"X","pid":1,"tid":1,"ts":499,"args":{"func_index":7}}`
		unnamed = `{"ph":"M","pid":1,"tid":1,"name":"thread_name","args":{"name":"CrRendererMain"}}`
		dejavu  = `{"name":"FontDataManager::onMatchFamilyStyle","ph":"X","pid":1,"tid":1,"ts":300,"args":{"family_name":"DejaVu Sans"}}`
		menlo   = `{"name":"FontDataManager::onMatchFamilyStyle","ph":"X","pid":1,"tid":1,"ts":200,"args":{"family_name":"Menlo"}}`
		han     = `{"name":"FontCache::FallbackFontForCharacter","ph":"X","pid":1,"tid":1,"ts":400,"args":{}}`
		fontW   = `{"name":"FontDataManager::onMatchFamilyStyle","ph":"X","pid":1,"tid":2,"ts":300,"args":{"family_name":"Arial"}}`
		fontL   = `{"name":"FontDataManager::onMatchFamilyStyle","ph":"X","pid":1,"tid":1,"ts":1200,"args":{"family_name":"Times"}}`
	)
	tests := []struct {
		name   string
		events []string
		want   firstCode
		err    string // a part of the error; "" for none
	}{
		{"before the mark on its thread", []string{unnamed, lazy, early, worker, other, early2, mark, late}, firstCode{funcs: 2, bytes: 345}, ""},
		{"the mark first", []string{mark, early, late}, firstCode{funcs: 1, bytes: 300}, ""},
		{"no mark", []string{early, late}, firstCode{}, "no nimscope-bench:ready mark"},
		{"nothing compiled before", []string{mark, late, worker}, firstCode{}, "no lazy compilation"},
		{"not JSON", []string{mark, `{"name":`}, firstCode{}, "a trace event"},
		// Fonts: before the mark, on its thread, in time order, whatever the events' order.
		{"fonts", []string{dejavu, fontW, early, han, menlo, mark, fontL}, firstCode{funcs: 1, bytes: 300, families: []string{"Menlo", "DejaVu Sans"}, fallbacks: 1}, ""},
	}
	for _, tt := range tests {
		var raw []json.RawMessage
		for _, e := range tt.events {
			raw = append(raw, json.RawMessage(e))
		}
		got, err := countFirstCode(raw)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one with %q", tt.name, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case !reflect.DeepEqual(got, tt.want):
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

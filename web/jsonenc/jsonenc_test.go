package jsonenc_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/web/framestats"
	"github.com/nimscope/nimscope/web/heapplay"
	"github.com/nimscope/nimscope/web/jsonenc"
	"github.com/nimscope/nimscope/web/session"
	"github.com/nimscope/nimscope/web/stairlayout"
)

// same fails the test unless jsonenc writes v exactly as encoding/json does, or both fail.
func same(t *testing.T, what string, v any) (failed bool) {
	t.Helper()
	want, werr := json.Marshal(v)
	got, gerr := jsonenc.Marshal(v)
	switch {
	case werr != nil && gerr != nil:
		return true
	case werr != nil:
		t.Fatalf("%s: encoding/json fails (%v), jsonenc writes %s", what, werr, got)
	case gerr != nil:
		t.Fatalf("%s: jsonenc fails (%v), encoding/json writes %s", what, gerr, want)
	case !bytes.Equal(got, want):
		t.Fatalf("%s:\njsonenc       %s\nencoding/json %s", what, got, want)
	}
	return false
}

// Positions of every game, taken from the docs and tests, with the view keys they use.
var positions = []string{
	session.Default,
	"game=nim&heaps=3,4,5&hint=1", "game=nim&heaps=0&hint=1", "game=nim&heaps=1,1&vs=human",
	"game=nim&heaps=10,18,24&play=misere&hint=1", "game=nim&heaps=3&theme=dark&embed=1",
	"game=subtraction&heaps=9,4,5,4&set=1,2,3&hint=1", "game=subtraction&heaps=3&set=1&play=misere",
	"game=greedy&heaps=9,5,5,3&hint=1", "game=greedy&heaps=1,1,1&play=misere",
	"game=moore&heaps=5,5,5&k=2&hint=1", "game=moore&heaps=7,7,7,1&k=2&hint=1", "game=moore&heaps=1,1,0&k=2&play=misere",
	"game=staircase&steps=1,4&play=misere&hint=1", "game=staircase&steps=0,7",
	"game=slide&coins=3,5&play=misere&hint=1", "game=slide&coins=1,2,48",
	"game=fibonacci&n=20&last=0&play=misere&hint=1", "game=fibonacci&n=9007199254740991&last=9007199254740991",
	"game=turning&coins=HTTHTHH&rule=turtles&hint=1", "game=turning&coins=HTTH&rule=mock&play=misere",
	"game=hackenbush&edges=0-1,0-2&hint=1", "game=hackenbush&edges=0-1&play=misere",
	"game=xor&q=64", "game=xor&q=256&op=mul", "game=xor&q=64&span=1&palette=hue",
	"game=sum&parts=nim:3|staircase:0,2,2|hackenbush:0-1,1-2&hint=1",
	"game=nim&heaps=3,x", // an error the view reports
}

// The page's view model, in every game and after moves, undo and the computer's reply,
// and the analyses of the JS API.
func TestRealValues(t *testing.T) {
	start, _, err := engine.Parse(session.Default)
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range positions {
		s := session.New(start)
		_ = s.Set(pos) // a refused position is part of the view too
		same(t, pos+": view", s.View())
		for range 3 {
			f := s.Frame()
			if winning := f.Pos.Analyze().Winning; len(winning) > 0 {
				next, _, err := engine.Parse(winning[0])
				if err == nil {
					_ = s.Play(f.Version, next)
					same(t, pos+": view after a move", s.View())
				}
			}
			s.PlayComputer()
			same(t, pos+": view after the computer's move", s.View())
		}
		_ = s.Undo()
		same(t, pos+": view after undo", s.View())
		if an, err := engine.Analyze(strings.Split(pos, "&hint")[0]); err == nil {
			same(t, pos+": analysis", an)
		}
	}
	r := framestats.Recorder{}
	rnd := rand.New(rand.NewPCG(3, 4))
	for i := range 700 {
		r.AddUpdate(time.Duration(rnd.Int64N(int64(3 * time.Millisecond))))
		r.AddDraw(time.Duration(rnd.Int64N(int64(20*time.Millisecond))), i%3 == 0)
		if i%97 == 0 {
			same(t, "frame statistics", r.Summary())
		}
	}
	same(t, "heapplay report", heapplay.Report{Title: "Take <3> & \"go\"", Paragraphs: []string{"a\u2028b", "\x01"},
		Controls: []heapplay.Control{{Command: "take1", Label: "Take 1", Disabled: true}}})
	pressed := true
	same(t, "stairlayout report", stairlayout.Report{Controls: []stairlayout.Control{{Command: "open", Arg: "nim", Label: "Open", Pressed: &pressed}}})
}

// Types that use every feature jsonenc has, filled with random values below.
type (
	text    int // a TextMarshaler by value
	ptrText int // a TextMarshaler by pointer
	inner   struct {
		A   int    `json:"a"`
		B   string `json:"b,omitempty"`
		Dup int    `json:"dup"`
	}
	Embedded struct {
		E   uint8
		Dup string // "Dup", not all's "dup": written
		Tie int
	}
	Other struct {
		Tie int // ties with Embedded.Tie at the same depth, untagged: neither is written
		T2  int `json:"t2"`
	}
	all struct {
		Embedded
		*Other
		Named     inner             `json:"named"`
		Dup       bool              `json:"dup,omitempty"`
		Skip      int               `json:"-"`
		Dash      int               `json:"-,"`
		Bad       int               `json:"a\\b"` // an invalid name: the field's own
		hidden    int               // unexported: never written
		I         int64             `json:"i,omitempty"`
		U         uint32            `json:"u"`
		F         float64           `json:"f"`
		F32       float32           `json:"f32,omitempty"`
		S         string            `json:"s"`
		P         *int              `json:"p,omitempty"`
		PP        **string          `json:"pp"`
		Any       any               `json:"any"`
		Anys      []any             `json:"anys,omitempty"`
		Strings   []string          `json:"strings"`
		Array     [3]int8           `json:"array"`
		Map       map[string]int    `json:"map"`
		IntMap    map[int16]string  `json:"intMap,omitempty"`
		TextMap   map[text]bool     `json:"textMap"`
		Text      text              `json:"text"`
		TextP     *text             `json:"textP"`
		PtrText   ptrText           `json:"ptrText"`
		Nested    []map[string]*all `json:"nested,omitempty"`
		Inners    []inner           `json:"inners"`
		Outcome   game.Outcome      `json:"outcome"`
		Play      game.Play         `json:"play"`
		Interface fmt.Stringer      `json:"interface"`
	}
	stringer string
)

func (t text) MarshalText() ([]byte, error) {
	if t < 0 {
		return nil, errors.New("negative")
	}
	return fmt.Appendf(nil, "t<%d>", t), nil
}

func (p *ptrText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "p%d", *p), nil }

func (s stringer) String() string { return string(s) }

var _ = all{hidden: 0}

// fill sets v, of a type above, to random values: empty and nil often, strings with
// every kind of character encoding/json escapes, floats across the exponent cut-offs.
func fill(r *rand.Rand, v reflect.Value, depth int) {
	if !v.CanSet() {
		return
	}
	// Valid values mostly, so that the rest of the value is compared too.
	switch p := v.Addr().Interface().(type) {
	case *game.Outcome:
		*p = []game.Outcome{game.N, game.P, game.N, game.P, game.P, game.P, game.N, 0}[r.IntN(8)]
		return
	case *game.Play:
		*p = []game.Play{game.Normal, game.Misere, game.Normal, game.Misere, game.Misere, game.Normal, game.Misere, 7}[r.IntN(8)]
		return
	case *text:
		*p = text(r.IntN(100) - 1) // negative fails, rarely
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := r.Int64() >> r.IntN(64)
		if r.IntN(2) == 0 {
			n = -n
		}
		if r.IntN(4) == 0 {
			n = 0
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n := r.Uint64() >> r.IntN(65)
		if r.IntN(4) == 0 {
			n = 0
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(randFloat(r))
	case reflect.String:
		v.SetString(randString(r))
	case reflect.Pointer:
		if r.IntN(3) == 0 || depth > 3 {
			return
		}
		v.Set(reflect.New(v.Type().Elem()))
		fill(r, v.Elem(), depth+1)
	case reflect.Interface:
		choices := []any{nil, "x<y", 1.5, -0.0, 1e21, []any{1, "a"}, map[string]any{"k": nil, "a": true},
			inner{A: 1}, &inner{B: "b"}, text(3), stringer("s")}
		c := choices[r.IntN(len(choices))]
		if c != nil && reflect.TypeOf(c).AssignableTo(v.Type()) {
			v.Set(reflect.ValueOf(c))
		}
	case reflect.Slice:
		if r.IntN(4) == 0 || depth > 3 {
			return
		}
		n := r.IntN(4)
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			fill(r, v.Index(i), depth+1)
		}
	case reflect.Array:
		for i := range v.Len() {
			fill(r, v.Index(i), depth+1)
		}
	case reflect.Map:
		if r.IntN(4) == 0 || depth > 3 {
			return
		}
		v.Set(reflect.MakeMap(v.Type()))
		for range r.IntN(5) {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			fill(r, k, depth+1)
			fill(r, e, depth+1)
			v.SetMapIndex(k, e)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			fill(r, v.Field(i), depth+1)
		}
	}
}

func randFloat(r *rand.Rand) float64 {
	special := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e-6, 9.999999e-7, 1e-7, 1e20, 1e21, 123456789012345678901.0,
		math.MaxFloat64, math.SmallestNonzeroFloat64, math.MaxFloat32, 5e-324, 0.000001234}
	if r.IntN(3) == 0 {
		return special[r.IntN(len(special))]
	}
	f := math.Ldexp(r.Float64(), r.IntN(200)-100)
	if r.IntN(2) == 0 {
		f = -f
	}
	return f
}

func randString(r *rand.Rand) string {
	pieces := []string{"", "a", "Nim", " ", "<", ">", "&", `"`, `\`, "/", "\b", "\f", "\n", "\r", "\t", "\x00", "\x1f", "\x7f",
		"é", "⊕", "😀", "\u2028", "\u2029", "\ufffd", "\xff", "\xe2\x80", "\xed\xa0\x80", "</script>", "'"}
	var b strings.Builder
	for range r.IntN(8) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// Random values of a type that uses every feature, and of its parts.
func TestRandomValues(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	const n = 3000
	failed := 0
	for i := range n {
		var v all
		fill(r, reflect.ValueOf(&v).Elem(), 0)
		if same(t, fmt.Sprintf("value %d", i), v) {
			failed++
		}
		same(t, fmt.Sprintf("pointer %d", i), &v)
		same(t, fmt.Sprintf("map %d", i), v.Map)
		same(t, fmt.Sprintf("any %d", i), v.Any)
		same(t, fmt.Sprintf("slice %d", i), []all{v, {}})
	}
	if failed > n/2 {
		t.Errorf("%d of %d random values fail to encode: too few are compared", failed, n)
	}
}

// What encoding/json refuses, jsonenc refuses; and what jsonenc leaves to encoding/json
// (base64, MarshalJSON, ",string") is refused with an error that names it.
func TestErrors(t *testing.T) {
	cyclic := &struct{ Next any }{}
	cyclic.Next = cyclic
	for _, v := range []any{math.NaN(), math.Inf(1), float32(math.Inf(-1)), make(chan int), func() {}, complex(1, 2),
		map[[2]int]int{{1, 2}: 3}, text(-1), map[text]int{-1: 0}, cyclic} {
		same(t, fmt.Sprintf("%T", v), v)
		if _, err := jsonenc.Marshal(v); err == nil {
			t.Errorf("%T: no error", v)
		}
	}
	for _, tc := range []struct {
		v    any
		want string
	}{
		{[]byte("x"), "[]uint8 would be base64"},
		{json.RawMessage("1"), "MarshalJSON"},
		{struct {
			N int `json:"n,string"`
		}{}, `"string" option`},
		{struct {
			N int `json:"n,omitzero"`
		}{}, `"omitzero" option`},
	} {
		if _, err := jsonenc.Marshal(tc.v); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%T: error %v, want one saying %q", tc.v, err, tc.want)
		}
	}
}

// Any string, and any float, is written as encoding/json writes it.
func FuzzString(f *testing.F) {
	for _, s := range []string{"", "a<b>&c", "\u2028\u2029", "\xff\xfe", "\x00\x1f\x7f", `"\`, "é⊕😀", "\xed\xa0\x80"} {
		f.Add(s, 0.0)
	}
	f.Add("x", 1e21)
	f.Add("x", 1e-7)
	f.Add("x", -123.456)
	f.Fuzz(func(t *testing.T, s string, x float64) {
		same(t, "string", s)
		same(t, "map", map[string]string{s: s})
		same(t, "float64", x)
		same(t, "float32", float32(x))
	})
}

func ExampleMarshal() {
	b, err := jsonenc.Marshal(struct {
		Heaps []uint64 `json:"heaps"`
		Note  string   `json:"note,omitempty"`
		Sum   float64  `json:"sum"`
	}{[]uint64{3, 4, 5}, "", 0.000001})
	fmt.Println(string(b), err)
	// Output: {"heaps":[3,4,5],"sum":0.000001} <nil>
}

// The view model of a large position, as the page gets it on every change.
func BenchmarkView(b *testing.B) {
	start, _, err := engine.Parse("game=moore&heaps=5,8,10,3,7,7,1,12,9,4&k=2&hint=1")
	if err != nil {
		b.Fatal(err)
	}
	v := session.New(start).View()
	b.Run("jsonenc", func(b *testing.B) {
		for b.Loop() {
			if _, err := jsonenc.Marshal(v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		for b.Loop() {
			if _, err := json.Marshal(v); err != nil {
				b.Fatal(err)
			}
		}
	})
}

package msg_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
)

func TestString(t *testing.T) {
	for _, c := range []struct {
		t    msg.Text
		want string
	}{
		{msg.Text{}, ""},
		{msg.New("no stones are left"), "no stones are left"},
		{msg.New("100%% sure"), "100% sure"}, // a format even without args
		{msg.New("took %d from heap %d", 2, 1), "took 2 from heap 1"},
		{msg.New("%s and %d", msg.List{"heap 1", msg.New("heap %d", 2)}, 3), "heap 1, heap 2 and 3"},
		{msg.New("nim-sum %d ≠ 0: %s", 2, msg.New("take %d from the heap of %d", 2, 3)), "nim-sum 2 ≠ 0: take 2 from the heap of 3"},
	} {
		if got := c.t.String(); got != c.want {
			t.Errorf("%#v: got %q, want %q", c.t, got, c.want)
		}
	}
	if !(msg.Text{}).IsZero() || msg.New("x").IsZero() {
		t.Error("IsZero is wrong")
	}
}

func ExampleNew() {
	t := msg.New("took %d from heap %d (%d → %d)", 2, 1, 3, 1)
	fmt.Println(t)
	// Output: took 2 from heap 1 (3 → 1)
}

var errSentinel = errors.New("sentinel")

type custom struct{ n int }

func (c *custom) Error() string { return fmt.Sprintf("custom %d", c.n) }

func TestErrorf(t *testing.T) {
	inner := msg.Errorf("item %d %q is not a whole number", 2, "x")
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"heaps: missing; expected a list such as heaps=3,4,5", nil},
		{"heaps: %d heaps, more than the limit of %d", []any{70000, 65536}},
		{"%s: %w", []any{"heaps", inner}},
		{"parts: component %d%w", []any{2, msg.Errorf(" (%s): %w", "staircase", msg.Errorf("steps: %w", inner))}},
		{"wrapped: %w", []any{errSentinel}},
		{"custom: %w", []any{&custom{7}}},
		{"%s and %v", []any{msg.New("heap %d", 1), msg.List{1, 2}}},
	} {
		got, want := msg.Errorf(c.format, c.args...), fmt.Errorf(c.format, c.args...)
		if got.Error() != want.Error() {
			t.Errorf("Errorf(%q).Error() = %q, fmt.Errorf gives %q", c.format, got.Error(), want.Error())
		}
		var e *msg.Error
		if !errors.As(got, &e) || e.Format != c.format || len(e.Args) != len(c.args) {
			t.Errorf("Errorf(%q): errors.As gives %+v", c.format, e)
		}
		if u, w := errors.Unwrap(got), errors.Unwrap(want); u != w {
			t.Errorf("Errorf(%q): Unwrap = %v, fmt.Errorf's = %v", c.format, u, w)
		}
	}
	if err := msg.Errorf("a: %w", msg.Errorf("b: %w", errSentinel)); !errors.Is(err, errSentinel) {
		t.Errorf("errors.Is does not see the sentinel through two msg errors: %v", err)
	}
	var c *custom
	if err := msg.Errorf("a: %w", &custom{3}); !errors.As(err, &c) || c.n != 3 {
		t.Errorf("errors.As does not find the custom error: %v", err)
	}
	if msg.Errorf("no %%w here: %v", errSentinel).(*msg.Error).Unwrap() != nil {
		t.Error("an error formatted with the v verb is wrapped")
	}
}

func ExampleErrorf() {
	err := msg.Errorf("heaps: %w", msg.Errorf("item %d %s is not a whole number", 2, `"x"`))
	fmt.Println(err)
	// Output: heaps: item 2 "x" is not a whole number
}

package msg_test

import (
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

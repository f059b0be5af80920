package i18n

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
)

func TestPrefer(t *testing.T) {
	for _, c := range []struct {
		tags []string
		want Lang
	}{
		{nil, EN},
		{[]string{"en-US", "ru"}, EN},
		{[]string{"ru-RU", "en"}, RU},
		{[]string{"de-DE", "uk-UA", "ru"}, UK},
		{[]string{"zh-Hant-TW"}, ZH},
		{[]string{"ZH_cn"}, ZH},
		{[]string{"fr", "de"}, EN},
		{[]string{"", " ru "}, RU},
		{[]string{"rus"}, EN}, // a three-letter code is not ru
	} {
		if got := Prefer(c.tags); got != c.want {
			t.Errorf("Prefer(%q) = %s, want %s", c.tags, got, c.want)
		}
	}
}

func FuzzPrefer(f *testing.F) {
	for _, s := range []string{"ru-RU", "zh-Hant-TW", "", "-", "uk_UA", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if l := Prefer([]string{s}); !slices.Contains(All, l) {
			t.Fatalf("Prefer(%q) = %q, not a language", s, l)
		}
	})
}

// withEntry adds a translation of key to the tables for the test's duration.
func withEntry(t *testing.T, key string, byLang map[Lang]string) {
	for l, s := range byLang {
		m := translations(l)
		m[Key(key)] = s
		t.Cleanup(func() { delete(m, Key(key)) })
	}
}

// TestText uses a catalog entry of its own, so that it does not depend on the real ones.
func TestText(t *testing.T) {
	withEntry(t, "test: took %d from heap %d", map[Lang]string{RU: "тест: из кучи %[2]d взято %[1]d", UK: "тест: узято %d з купки %d"})
	withEntry(t, "test: nim-sum %d ≠ 0: %s", map[Lang]string{RU: "тест: ним-сумма %d ≠ 0: %s", UK: "тест: нім-сума %d ≠ 0: %s", ZH: "测试：尼姆和 %d ≠ 0：%s"})
	inner := msg.New("test: took %d from heap %d", 2, 1)
	outer := msg.New("test: nim-sum %d ≠ 0: %s", 2, inner)
	for _, c := range []struct {
		l    Lang
		t    msg.Text
		want string
	}{
		{EN, inner, "test: took 2 from heap 1"},
		{RU, inner, "тест: из кучи 1 взято 2"},
		{UK, inner, "тест: узято 2 з купки 1"},
		{ZH, inner, "test: took 2 from heap 1"}, // missing: English (and TestCatalog fails)
		{RU, outer, "тест: ним-сумма 2 ≠ 0: тест: из кучи 1 взято 2"},
		{ZH, outer, "测试：尼姆和 2 ≠ 0：test: took 2 from heap 1"},
		{RU, msg.New("test: not in the catalog %d", 1), "test: not in the catalog 1"},
	} {
		if got := Text(c.l, c.t); got != c.want {
			t.Errorf("Text(%s, %v) = %q, want %q", c.l, c.t, got, c.want)
		}
	}
	if outer.Args[1].(msg.Text).Format != inner.Format {
		t.Error("Text wrote into the caller's arguments")
	}
}

func TestContext(t *testing.T) {
	withEntry(t, "test\x04Step", map[Lang]string{RU: "Шаг", UK: "Крок", ZH: "单步"})
	if got := T(RU, "test\x04Step"); got != "Шаг" {
		t.Errorf("ru: %q", got)
	}
	if got := T(EN, "test\x04Step"); got != "Step" {
		t.Errorf("en: %q, want the English without its context", got)
	}
	if got := msg.New("test\x04Step").String(); got != "Step" {
		t.Errorf("msg: %q", got)
	}
}

func TestPlural(t *testing.T) {
	const f = "%d монета|%d монеты|%d монет"
	for n, want := range map[int]string{0: "0 монет", 1: "1 монета", 2: "2 монеты", 4: "4 монеты", 5: "5 монет", 11: "11 монет",
		12: "12 монет", 14: "14 монет", 21: "21 монета", 22: "22 монеты", 25: "25 монет", 101: "101 монета", 111: "111 монет"} {
		if got := fmt.Sprintf(plural(f, []any{n}), n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
	if got := plural(f, []any{"x"}); got != f {
		t.Errorf("a string count: %q", got)
	}
	if got := plural("%d 枚硬币", []any{uint64(3)}); got != "%d 枚硬币" {
		t.Errorf("one form: %q", got)
	}
}

func ExampleT() {
	fmt.Println(T(RU, "Player %d made the last move and wins.", 2))
	fmt.Println(T(EN, "Player %d made the last move and wins.", 2))
	fmt.Println(T(Prefer([]string{"uk-UA", "en"}), "Player %d made the last move and wins.", 2))
	// Output:
	// Игрок 2 сделал последний ход и выиграл.
	// Player 2 made the last move and wins.
	// Гравець 2 зробив останній хід і виграв.
}

func TestError(t *testing.T) {
	inner := msg.Errorf("%s is not a whole number", `"x"`)
	wrapped := msg.Errorf("%s: item %d %w", "heaps", 2, msg.Errorf("%s is not a whole number", `"x"`))
	for _, c := range []struct {
		err  error
		l    Lang
		want string
	}{
		{inner, RU, `"x" — не целое неотрицательное число`},
		{wrapped, EN, `heaps: item 2 "x" is not a whole number`},
		{wrapped, RU, `heaps: элемент 2 "x" — не целое неотрицательное число`},
		{wrapped, ZH, `heaps：第 2 项 "x" 不是非负整数`},
		{msg.Errorf("%s: %w", "steps", errors.New("plain")), UK, "steps: plain"},                                 // a plain error inside: English
		{fmt.Errorf("outer: %w", inner), RU, `outer: "x" is not a whole number`},                                 // a plain error outside: English
		{msg.Errorf("heaps: %d heaps, more than the limit of %d", 3, 2), RU, "heaps: 3 кучки, больше предела 2"}, // plural
		{nil, RU, ""},
	} {
		if got := Error(c.l, c.err); got != c.want {
			t.Errorf("Error(%s, %v) = %q, want %q", c.l, c.err, got, c.want)
		}
	}
	if wrapped.Error() != Error(EN, wrapped) {
		t.Errorf("English %q differs from Error() %q", Error(EN, wrapped), wrapped.Error())
	}
}

func TestUnwrapVerbs(t *testing.T) {
	for in, want := range map[string]string{"a %w": "a %v", "%s%w": "%s%v", "100%% w %[2]w %d": "100%% w %[2]v %d", "no verbs": "no verbs", "two wins in %d moves": "two wins in %d moves", "%+w and %-5w": "%+v and %-5v", "ends in %": "ends in %", "": ""} {
		if got := unwrapVerbs(in); got != want {
			t.Errorf("unwrapVerbs(%q) = %q, want %q", in, got, want)
		}
	}
}

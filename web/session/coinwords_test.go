package session

import (
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/staircase"
	"github.com/nimscope/nimscope/engine/turning"
	"github.com/nimscope/nimscope/web/i18n"
)

// TestCoinTurnWords: a coin's turn is written in the words of the language, heads and tails
// as its text names them (正面/反面, герб/решка), not H and T.
func TestCoinTurnWords(t *testing.T) {
	from := turning.Position{Coins: "HTTHTHH", Rule: turning.Turtles}
	to := turning.Position{Coins: "HTHHTHT", Rule: turning.Turtles}
	did, err := turningRules{}.Describe(from, to)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		l    i18n.Lang
		want string
	}{
		{i18n.EN, "turned coin 7 (H→T) and coin 3 (T→H)"},
		{i18n.ZH, "翻转了第 7 枚硬币（正→反）和第 3 枚硬币（反→正）"},
		{i18n.UK, "перевернуто монету 7 (Г→Р) і монету 3 (Р→Г)"},
	} {
		if got := i18n.Text(tc.l, did); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.l, got, tc.want)
		}
	}
}

// TestZhWords: Chinese phrases built from pieces read as Chinese: the staircase move inside
// the slide's bracket, spaces beside numbers and none after a bracket.
func TestZhWords(t *testing.T) {
	for _, tc := range []struct {
		got  msg.Text
		want string
	}{
		{msg.New("slide the coin on cell %d to cell %d (%s)", 9, 7, stairMove(staircase.Move{From: 1, Coins: 2})), "把第 9 格的硬币移到第 7 格（即把 2 枚硬币移出第 1 级）"},
		{msg.New("moved %s", stairMove(staircase.Move{From: 3, Coins: 1})), "把 1 枚硬币从第 3 级移到第 2 级"},
		{msg.New("The columns of place value %s are not multiples of %d.",
			andList([]msg.Text{msg.New("%d (ones: %d)", 2, 1), msg.New("%d (ones: %d)", 1, 1)}), 3),
			"位值为 2（1 个 1）和 1（1 个 1）的列不是 3 的倍数。"},
	} {
		if got := i18n.Text(i18n.ZH, tc.got); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
}

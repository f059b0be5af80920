package session

import (
	"testing"

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

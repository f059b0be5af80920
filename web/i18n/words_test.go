package i18n

import (
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/msg"
)

// avoided are words a reader must not meet: internal names, and terms each catalog writes
// one way only, so that a lecture's words stay the same from panel to explanation. Each row
// is a language ("" for the English formats and every translation), the words and why.
var avoided = []struct {
	lang       Lang
	words, why string
}{
	{"", "FromQuery", "an internal name: say what refuses the position (a link, the command line)"},
	{ZH, "-位置", "a position is 局面: N-局面, P-局面"},
	{ZH, "必胜态", "必胜局面, as a position is 局面 everywhere"},
	{ZH, "必败态", "必败局面, as a position is 局面 everywhere"},
	{ZH, "奇异数", "odious numbers are 可憎数"},
	{ZH, "正面值", "正面，其值为…: 值 is not a verb here"},
	{ZH, "SG值", "SG 值, spaced as the catalog spaces Latin and numbers"},
	{ZH, "格兰迪", "SG 值 (SG 值序列), one name for Grundy values"},
	{ZH, "绿色Hackenbush", "绿色 Hackenbush, spaced"},
	{ZH, "Moore", "摩尔, as the game is named in errors (no English word in a translated error)"},
	{UK, "варт", "a calque of 'worth': має значення …"},
	{RU, " стоит", "a calque of 'worth': имеет значение …, значение … равно …; a coin лежит on a cell"},
	{RU, " стоят", "a calque of 'worth': имеют значение …; coins лежат on the steps"},
	{RU, "стоимост", "a calque of 'worth': ветвь со значением v"},
	{RU, " стоящ", "a graph растущий от земли, a coin со значением 1"},
	{UK, "рабинчаст", "Сходинковий нім, the staircase game's one name"},
	{UK, "(Nim-k)", "нім-k, as нім is written everywhere"},
	{UK, "разом з «", "a vertex's name is nominative: 'лежить на циклі, як і земля', not 'разом з «земля»'"},
	{UK, "непарній їх кількості", "кількість непарних сходинок з однією монетою непарна"},
	{UK, "Побудувати:", "Побудова: a caption names the construction, not an order"},
	{ZH, "左边有", "左边：…；上方：… (有 无 is not Chinese)"},
	{ZH, "（移出第 1 级）", "把 2 枚硬币移出第 1 级: a bracket inside a bracket"},
	{ZH, "从那堆", "从有 3 个石子的那堆中取走 2 个"},
	{ZH, "一堆值", "一堆 h 个石子的值为 SG(h)"},
	{ZH, "一砍", "必胜的一步"},
	{ZH, "应当开始的硬币", "再轻点左边一枚硬币，作为要翻的连续一段的起点"},
	{ZH, "奇数级上有 1 枚", "只有 1 枚硬币的奇数级有奇数个"},
	{ZH, "SJ定理", "SJ 定理, spaced as Bouton 定理"},
}

// TestAvoidedWords fails on a catalog entry that holds an avoided word.
func TestAvoidedWords(t *testing.T) {
	files := catalogs(t)
	for _, a := range avoided {
		for _, l := range All[1:] {
			if a.lang != "" && a.lang != l {
				continue
			}
			for en, e := range files[l] {
				if strings.Contains(e.text, a.words) || a.lang == "" && strings.Contains(en, a.words) {
					t.Errorf("web/i18n/catalog/%s.txt:%d: %q holds %q: %s", l, e.line, e.text, a.words, a.why)
				}
			}
		}
	}
}

// TestSpaceHan: in Chinese a number or a Latin word that a verb puts beside a character is
// spaced from it, as the catalog spaces its own ("第 3 堆"); punctuation takes no space.
func TestSpaceHan(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"3和4", "3 和 4"},
		{"1、1、1和1", "1、1、1 和 1"},
		{"第 4、6和7 枚", "第 4、6 和 7 枚"},
		{"至多减少2 堆", "至多减少 2 堆"},
		{"16 是k = 1", "16 是 k = 1"},
		{"为1、2或3 个", "为 1、2 或 3 个"},
		{"第 3 堆（正→反）和第 2 堆", "第 3 堆（正→反）和第 2 堆"},
		{"heaps：第 2 项", "heaps：第 2 项"},
		{"no Chinese 3x", "no Chinese 3x"},
	} {
		if got := spaceHan(tc.in); got != tc.want {
			t.Errorf("spaceHan(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := T(ZH, "%s and %s", msg.List{1, 1, 1}, "1"); got != "1、1、1 和 1" {
		t.Errorf("T(zh, %%s and %%s) of 1, 1, 1 and 1 = %q", got)
	}
}

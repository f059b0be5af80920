//go:build !js

package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestMoveFormWords: the move form's help fits the game in every language. It was one
// template, "Pick {0} and the number it goes down to": a coin slid "down to" a number,
// Ukrainian read "Виберіть, що зменшити (купка)", Chinese "选择一个堆" (堆 is the measure
// word itself), and Fibonacci Nim with one amount allowed asked for "from 1 to 1". Each
// game is one page, moved on to the next language in place. The list of items named them
// "堆 1 (3)" in Chinese, which counts with the measure word after the number: 第 1 堆（3）.
func TestMoveFormWords(t *testing.T) {
	parallel(t)
	type want struct{ lang, help, label, first string }
	for _, c := range []struct {
		name, hash string
		wants      []want
	}{
		{"nim", "game=nim&heaps=3,4,5", []want{
			{"en", "Pick a heap and the number of stones it goes down to", "becomes", "Heap 1 (3)"},
			{"uk", "Виберіть купку і скільки каменів у ній залишиться", "стане", "Купка 1 (3)"},
			{"zh", "选择一堆，再写下这堆剩下几个石子", "变为", "第 1 堆（3）"},
		}},
		{"staircase", "game=staircase&steps=3,0,5,2", []want{
			{"ru", "Выберите ступеньку и сколько монет на ней останется; снятые монеты переходят на ступеньку ниже", "станет", "Ступенька 1 (3)"},
			{"zh", "选择一级台阶，再写下这一级上剩下几枚硬币", "变为", "第 1 级（3）"},
		}},
		{"slide", "game=slide&coins=2,5,9", []want{
			{"en", "Pick a coin and the cell it slides to", "slides to cell", "Coin 1 (2)"},
			{"uk", "Виберіть монету і клітинку, на яку вона зсунеться", "зсувається на клітинку", "Монета 1 (2)"},
			{"zh", "选择一枚硬币，再写下它移到第几格", "移到第几格", "第 1 枚硬币（2）"},
		}},
		{"fibonacci, one amount allowed", "game=fibonacci&n=2&last=0", []want{
			{"en", "Only 1 may be taken now: write 1 and press Move.", "Take", ""},
			{"ru", "Сейчас можно взять только 1", "Взять", ""},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := open(t, c.hash+"&lang="+c.wants[0].lang)
			for _, w := range c.wants {
				eval[chromedp.Void](tb, `location.hash = "`+c.hash+`&lang=`+w.lang+`"`)
				tb.waitFor(`window.nimscope.view().lang === "`+w.lang+`" && !document.getElementById("move").hidden && document.getElementById("move-help").textContent !== ""`, "the move form in "+w.lang)
				tb.frames(2, 0)
				if got := tb.text("move-help"); !strings.HasPrefix(got, w.help) {
					t.Errorf("%s: #move-help = %q, want it to begin %q", w.lang, got, w.help)
				}
				if got := tb.text("move-to-label"); got != w.label {
					t.Errorf("%s: #move-to-label = %q, want %q", w.lang, got, w.label)
				}
				if w.first == "" {
					continue
				}
				first := `(document.querySelector("#move-item option") || {}).textContent || ""`
				if got := tb.readUntil(first, w.first); got != w.first {
					t.Errorf("%s: the first item to move is %q, want %q", w.lang, got, w.first)
				}
			}
		})
	}
}

// TestLinkLangTwice: a link with lang twice is refused in one language, Go's (the last pair
// that names a language, as session.ErrorLang reads them): the page read the first pair
// (URLSearchParams.get) and fetched that language's words, so Go's part of the error, in a
// language whose words the page had not fetched, stayed English ("lang: given twice").
func TestLinkLangTwice(t *testing.T) {
	parallel(t)
	for _, c := range []struct{ hash, lang, want string }{
		{"game=nim&heaps=3,4,5&lang=ru&lang=xx", "ru", "Ссылка неверна: lang: указан дважды (пары 3 и 4). Показана прежняя позиция: game=nim&heaps=3,4,5."},
		{"game=nim&heaps=3,4,5&lang=xx&lang=uk", "uk", "Посилання недійсне: lang: вказано двічі (пари 3 і 4). Показано попередню позицію: game=nim&heaps=3,4,5."},
		{"game=nim&heaps=3,4,5&lang=zh&lang=ru", "ru", "Ссылка неверна: lang: указан дважды (пары 3 и 4). Показана прежняя позиция: game=nim&heaps=3,4,5."},
	} {
		t.Run(c.hash, func(t *testing.T) {
			tb := open(t, c.hash)
			tb.waitFor(`!document.getElementById("error").hidden`, "the link's error")
			tb.frames(3, 300*time.Millisecond)
			got := eval[map[string]string](tb, `({doc: document.documentElement.lang, text: document.getElementById("error-text").textContent})`)
			if got["text"] != c.want || got["doc"] != c.lang {
				t.Errorf("the page in %q says %q, want it in %s: %q", got["doc"], got["text"], c.lang, c.want)
			}
		})
	}
}

// TestPageReducedMotion: with prefers-reduced-motion: reduce, nothing on the page moves by CSS
// for longer than a blink: not the page's elements, and not a transition or an animation a
// later rule (or a script's style) gives an element. Without it, such a transition keeps
// its length: the emulation is what makes the difference.
func TestPageReducedMotion(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5", viewport(390, 844, 1))
	const longest = `(() => {
  const probe = document.createElement("div");
  probe.style.transition = "opacity 2s";
  probe.style.animation = "nimscope-probe 3s infinite";
  document.getElementById("panel").append(probe);
  const secs = (s) => Math.max(...s.split(",").map((x) => parseFloat(x) * (x.trim().endsWith("ms") ? 0.001 : 1)));
  let worst = {secs: 0, what: ""};
  for (const e of document.querySelectorAll("*")) {
    for (const pseudo of [null, "::before", "::after"]) {
      const s = getComputedStyle(e, pseudo);
      for (const [what, d] of [["transition", s.transitionDuration], ["animation", s.animationDuration]]) {
        const n = secs(d || "0s");
        if (n > worst.secs) worst = {secs: n, what: what + " of " + (e.id || e.tagName.toLowerCase()) + (pseudo || "")};
      }
    }
  }
  probe.remove();
  return worst;
})()`
	media := func(value string) {
		t.Helper()
		err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}}})
			return err
		}))
		if err != nil {
			t.Fatalf("emulate prefers-reduced-motion: %s: %v", value, err)
		}
	}
	media("no-preference")
	if got := eval[map[string]any](tb, longest); got["secs"].(float64) < 2 {
		t.Fatalf("without reduced motion the probe's transition is %v s, want 2 s or more: the test measures nothing", got["secs"])
	}
	media("reduce")
	if !eval[bool](tb, `matchMedia("(prefers-reduced-motion: reduce)").matches`) {
		t.Fatal("the emulated prefers-reduced-motion: reduce does not match")
	}
	if got := eval[map[string]any](tb, longest); got["secs"].(float64) > 0.05 {
		t.Errorf("with reduced motion the %s lasts %v s, want at most 0.05 s", got["what"], got["secs"])
	}
}

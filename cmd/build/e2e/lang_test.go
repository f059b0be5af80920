//go:build !js

package e2e

import (
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestLanguages: lang= writes the panel in its language (Go's view model and the page's
// own words alike); without lang= the browser's languages decide, English when the
// explorer speaks none of them.
func TestLanguages(t *testing.T) {
	parallel(t)
	type check struct{ id, want string }
	for _, c := range []struct {
		name, hash, accept, lang string
		checks                   []check
	}{
		{"ru by link", "game=nim&heaps=3,4,5&lang=ru", "", "ru", []check{
			{"h-controls", "Игра"}, {"hint", "Подсказка"}, {"undo", "Отменить"}, {"h-edit", "Изменить позицию"},
			{"log-empty", "Ходов пока нет."}, {"panel-toggle", "Скрыть панель"}, {"projector-toggle", "Проектор"}, {"values-toggle", "Скрыть значения"}, {"key-add", "добавить кучку"}, {"key-remove", "убрать последнюю кучку"},
			{"about-title", "Как устроен ним"}, {"h-analysis", "Ним-сумма"}, {"field-heaps-add", "Добавить кучку"},
			{"explanation", "ним-сумма 2 ≠ 0: возьмите 2 камня из кучки, где их 3, оставив 1⊕4⊕5 = 0"},
		}},
		{"ru by a link of view keys alone (the default position)", "lang=ru", "", "ru", []check{
			{"h-controls", "Игра"}, {"position", "game=nim&heaps=3,4,5"},
			{"explanation", "ним-сумма 2 ≠ 0: возьмите 2 камня из кучки, где их 3, оставив 1⊕4⊕5 = 0"},
		}},
		// The stones taken agree with their count, the edges that fall with theirs: it was
		// "возьмите 2 из кучки из 3" and "(рёбра над ним упадут: 3)".
		{"ru in Hackenbush", "game=hackenbush&edges=0-1,1-1,1-1,1-1&lang=ru", "", "ru", []check{
			{"explanation", "по принципам слияния и двоеточия граф — это один стебель длины 2 на земле: срубите ребро 0-1 (над ним упадут ещё 3 ребра), оставив значение 0"},
		}},
		{"uk by browser", "game=nim&heaps=3,4,5", "uk-UA,uk;q=0.9,en;q=0.8", "uk", []check{
			{"h-controls", "Гра"}, {"hint", "Підказка"}, {"embed-open", "Вбудувати"}, {"about-title", "Як влаштований нім"},
		}},
		{"zh by link over the browser's uk", "game=nim&heaps=3,4,5&lang=zh", "uk-UA", "zh", []check{
			{"h-controls", "对弈"}, {"hint", "提示"}, {"vs-value", "电脑"}, {"about-title", "尼姆游戏的原理"},
			{"explanation", "尼姆和 2 ≠ 0：从有 3 个石子的那堆中取走 2 个，留下 1⊕4⊕5 = 0"},
		}},
		{"ru in a scene's block", "game=subtraction&heaps=9,6,5,4&set=1,2,3&lang=ru", "", "ru", []check{
			{"h-scene", "Ваш ход"}, {"about-title", "Как устроена игра вычитания"}, {"h-analysis", "Ним-сумма значений Гранди"},
		}},
		{"en when the browser's languages are not spoken", "game=nim&heaps=3,4,5", "de-DE,fr", "en", []check{
			{"h-controls", "Play"}, {"hint", "Hint"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var opts []tabOption
			if c.accept != "" {
				opts = append(opts, languages(c.accept))
			}
			tb := open(t, c.hash, opts...)
			want := c.lang
			if want == "zh" {
				want = "zh-Hans"
			}
			tb.waitFor(`document.documentElement.lang === "`+want+`" && window.nimscope.view().lang === "`+c.lang+`"`, "the page in "+c.lang)
			tb.waitFor(`!document.getElementById("outcome-section").hidden`, "the first state drawn")
			if c.lang == "ru" {
				tb.waitFor(`!document.getElementById("scene-section").hidden || location.hash.includes("game=nim")`, "the scene's block")
			}
			for _, ch := range c.checks {
				if got := strings.TrimSpace(tb.text(ch.id)); got != ch.want {
					t.Errorf("#%s = %q, want %q", ch.id, got, ch.want)
				}
			}
			if h := tb.col.hash(); len(h) > 0 {
				t.Errorf("the link was refused: %q", h)
			}
			if c.lang != "en" {
				// No English word is left in what the panel shows, notation and key names aside.
				words := eval[[]string](tb, englishWords)
				if len(words) > 0 {
					t.Errorf("English words in the %s panel: %q", c.lang, words)
				}
			}
		})
	}
}

// TestWordsKeptAtLoad: at load the page's words are written in the browser's language
// only where they are not already in it. The page is written in English, and for an
// English browser rewriting it had the browser restyle and lay out the panel again while
// the module downloaded (BENCHMARKS.md, session 55); in Russian the words are rewritten.
func TestWordsKeptAtLoad(t *testing.T) {
	parallel(t)
	for _, c := range []struct {
		name, accept string
		rewrites     bool
	}{
		{"English", "en-US,en", false},
		{"Russian", "ru-RU,ru", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := open(t, "game=nim&heaps=3,4,5", languages(c.accept), beforePage(wordWrites))
			got := eval[[]string](tb, `window.wordWrites`)
			if c.rewrites && len(got) == 0 {
				t.Errorf("no word was written before DOMContentLoaded; the probe sees nothing")
			}
			if !c.rewrites && len(got) > 0 {
				t.Errorf("words written again before DOMContentLoaded, though already in the page's language: %q", got)
			}
		})
	}
}

// wordWrites, run before the page (beforePage), lists in window.wordWrites what scripts
// changed, before DOMContentLoaded, in the elements whose words the page translates
// (data-i18n, data-i18n-label, data-i18n-title) and in <html lang>: the parser only adds
// nodes, so a text that replaces another, or an attribute set, is a script's.
const wordWrites = `(() => {
  const out = window.wordWrites = [];
  const marked = (n) => n && n.nodeType === 1 && (n.hasAttribute("data-i18n") || n.hasAttribute("data-i18n-label") || n.hasAttribute("data-i18n-title"));
  const seen = (records) => {
    for (const r of records) {
      if (r.type === "childList" && r.removedNodes.length > 0 && marked(r.target)) out.push("text of " + (r.target.dataset.i18n || r.target.id));
      if (r.type === "attributes" && (marked(r.target) || r.target === document.documentElement)) out.push(r.attributeName + " of " + (r.target.id || r.target.tagName));
    }
  };
  const watch = new MutationObserver(seen);
  watch.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["lang", "aria-label", "title"]});
  document.addEventListener("DOMContentLoaded", () => {
    seen(watch.takeRecords());
    watch.disconnect();
  });
})()`

// englishWords lists the words of three or more Latin letters the panel shows, leaving out
// the notation (the position, code, the typed position), key names and names that are the
// same in every language.
const englishWords = `(() => {
  const keep = new Set(["nimscope", "Markdown", "iframe", "Ctrl", "Shift", "Esc", "Tab", "PNG", "SVG", "mex", "mod", "XOR", "Nim", "Bouton", "Moore", "Hackenbush", "Grundy", "Sprague", "Bachet", "Zeckendorf", "FromQuery", "embed"]);
  const skip = (e) => e.closest("#position, code, kbd, #goto-input, #table-head, .notation, option, [hidden], dialog:not([open])");
  const out = new Set();
  const walk = document.createTreeWalker(document.getElementById("panel"), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const e = n.parentElement;
    if (!e || skip(e) || e.getClientRects().length === 0) continue;
    for (const w of n.textContent.match(/[A-Za-z]{3,}/g) || []) if (!keep.has(w)) out.add(w);
  }
  return [...out];
})()`

// TestLanguageSwitch: the log keeps moves, not sentences, so a switch of lang rewrites the
// moves already made in the new language, and the page's own words follow.
func TestLanguageSwitch(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,4,5&vs=human&lang=ru")
	eval[map[string]any](tb, `window.nimscope.command("playto", "game=nim&heaps=1,4,5")`)
	tb.waitFor(`document.querySelectorAll("#log li").length === 1`, "the move in the log")
	if got := tb.text("log"); got != "Игрок 1: взято 2 из кучки 1 (3 → 1)." {
		t.Errorf("#log = %q, want the move in Russian", got)
	}
	if got := eval[string](tb, `window.nimscope.set("game=nim&heaps=1,4,5&vs=human&lang=uk").error || ""`); got != "" {
		t.Fatalf("set lang=uk: %s", got)
	}
	tb.waitFor(`document.documentElement.lang === "uk"`, "the page in Ukrainian")
	tb.waitFor(`document.getElementById("log").textContent === "Гравець 1: узято 2 з купки 1 (3 → 1)."`, "the log in Ukrainian")
	if got := tb.text("h-controls"); got != "Гра" {
		t.Errorf("#h-controls = %q after the switch, want Гра", got)
	}
	if got := tb.text("to-move"); got != "Ходить: гравець 2." {
		t.Errorf("#to-move = %q, want Ходить: гравець 2.", got)
	}

	// The panel's language list shows the language chosen and sets it, as lang= does; its
	// first choice, Auto, is the browser's language (English here), without lang=.
	tb.synced()
	if got := eval[string](tb, `document.getElementById("lang-select").value`); got != "uk" {
		t.Errorf("the language list shows %q, want uk", got)
	}
	// Every language is named in itself; 中文 is written in by panel.js, not by the page
	// (TestPageHasNoHan says why), once the browser is idle after the first frame.
	names := `Array.from(document.getElementById("lang-select").options, (o) => o.textContent).join("|")`
	tb.waitFor(names+` === "Авто|English|Русский|Українська|中文"`, "the language list to name every language in itself")
	choose := func(lang string) {
		t.Helper()
		eval[chromedp.Void](tb, `(() => { const s = document.getElementById("lang-select"); s.value = `+strconv.Quote(lang)+`; s.dispatchEvent(new Event("change", {bubbles: true})); })()`)
	}
	choose("zh")
	tb.waitState("game=nim&heaps=1,4,5&vs=human&lang=zh", "the list's 中文")
	tb.waitFor(`document.documentElement.lang.startsWith("zh") && document.getElementById("lang-select").value === "zh"`, "the page in Chinese")
	choose("")
	tb.waitState("game=nim&heaps=1,4,5&vs=human", "the list's Auto")
	tb.waitFor(`document.documentElement.lang === "en" && document.getElementById("log").textContent.startsWith("Player 1")`, "the page in the browser's English")
	if got := eval[string](tb, `document.getElementById("lang-select").getAttribute("aria-label")`); got != "Language" {
		t.Errorf("the language list is named %q, want Language", got)
	}
}

// TestLanguageErrors: the errors about a bad link are in the panel's language (the link's
// own lang= picks it, though the link is refused), while the nimscope:error event's message
// and set()'s error stay English, as the API documents; key names stay as they are.
func TestLanguageErrors(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=3,x&lang=ru")
	const ru = `heaps: элемент 2 "x" — не целое неотрицательное число`
	tb.waitFor(`!document.getElementById("error").hidden && document.documentElement.lang === "ru"`, "the link's error in a Russian page")
	tb.waitFor(`document.getElementById("error-text").textContent.includes("Ссылка неверна")`, "the Russian lead-in")
	if got := tb.text("error-text"); !strings.Contains(got, ru) {
		t.Errorf("#error-text = %q, want it to contain %q", got, ru)
	}
	if got := tb.col.hash(); len(got) != 1 || !strings.Contains(got[0], `heaps: item 2 "x" is not a whole number`) {
		t.Errorf("nimscope:error events with source hash: %q, want one, in English", got)
	}

	// set() writes its text in a language whose words the page has fetched; the panel
	// fetches a link's language before it sets the link (the hash below).
	if got := eval[string](tb, `window.nimscopeWords.fetch("uk").then((r) => r.error || "")`); got != "" {
		t.Fatalf("fetching the Ukrainian words: %s", got)
	}
	res := eval[map[string]any](tb, `window.nimscope.set("game=nim&heaps=3,y&lang=uk")`)
	if res["error"] != `heaps: item 2 "y" is not a whole number` {
		t.Errorf("set().error = %q, want the English", res["error"])
	}
	if want := `heaps: елемент 2 "y" — не ціле невід'ємне число`; res["text"] != want {
		t.Errorf("set().text = %q, want %q", res["text"], want)
	}

	eval[any](tb, `location.hash = "game=nim&heaps=4,z&lang=zh"`)
	const zh = `heaps：第 2 项 "z" 不是非负整数`
	tb.waitFor(`document.getElementById("error-text").textContent.includes(`+"`"+zh+"`"+`)`, "the Chinese error of a bad hash")

	// A bad view key beside lang= (theme=blue) does not keep the page in English around the
	// link's words in Ukrainian.
	eval[any](tb, `location.hash = "game=nim&heaps=5,w&theme=blue&lang=uk"`)
	tb.waitFor(`document.documentElement.lang === "uk" && document.getElementById("error-text").textContent.includes("елемент 2 \"w\"")`, "the Ukrainian error of a bad hash with a bad theme")
	if got := tb.text("error-text"); !strings.HasPrefix(got, "Посилання недійсне") {
		t.Errorf("#error-text = %q, want it all in Ukrainian", got)
	}
}

// TestLanguageWords: the page fetches only the words of the language it shows (none for
// English), before Go's first view model; and words that cannot be had are an error that
// names them, while the page stays in the language it was in.
func TestLanguageWords(t *testing.T) {
	parallel(t)
	const fetched = `performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname).filter((p) => p.includes("/i18n/")).join(" ")`
	en := open(t, "game=nim&heaps=3,4,5")
	if got := eval[string](en, fetched); got != "" {
		t.Errorf("an English page fetched %q", got)
	}

	ru := open(t, "game=nim&heaps=3,4,5&lang=ru")
	if got := eval[string](ru, fetched); got != "/i18n/ru.txt" {
		t.Errorf("a Russian page fetched %q, want /i18n/ru.txt alone", got)
	}
	if got := eval[string](ru, `window.nimscope.view().lang`); got != "ru" {
		t.Errorf("the view model at ready is in %q, want ru", got)
	}

	eval[any](ru, `window.nimscopeWords.fetch = (l) => Promise.resolve({ lang: l, error: "test: no words" }), 0`)
	if got := eval[string](ru, `window.nimscope.set("game=nim&heaps=3,4,5&lang=zh").error || ""`); got != "" {
		t.Fatalf("set lang=zh: %s", got)
	}
	const want = "the words of zh could not be loaded: test: no words; the explorer stays in ru"
	deadline := time.Now().Add(10 * time.Second)
	for !slices.ContainsFunc(ru.col.snapshot(), func(p string) bool { return strings.Contains(p, want) }) {
		if time.Now().After(deadline) {
			t.Fatalf("no error %q; problems: %q", want, ru.col.snapshot())
		}
		time.Sleep(50 * time.Millisecond)
	}
	if p := ru.col.take(); len(p) != 1 || !strings.HasPrefix(p[0], "nimscope:error/words: ") {
		t.Errorf("problems %q, want the one error about the words", p)
	}
	if got := eval[string](ru, `window.nimscope.view().lang + " " + document.documentElement.lang`); got != "ru ru" {
		t.Errorf("view model and page in %q, want both still in ru", got)
	}
}

// TestLanguageWordsStall: words that get no byte for the stall time (here 2 s) do not hold
// the start up for ever: the page starts in English, and Go says why the words are missing.
// The wasm's download shares the stall time; on a loaded two-core machine its first bytes
// can take a second, as TestBootStall's did, so the stall time is not 1 s.
func TestLanguageWordsStall(t *testing.T) {
	needBrowser(t)
	target, err := url.Parse(the.url)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/i18n/ru.txt") {
			_ = sleepOrDone(r, time.Minute) // no answer until the page gives up
			return
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	tb := openPage(t, srv.URL+"/#game=nim&heaps=3,4,5&lang=ru", `window.nimscope && window.nimscope.ready === true`, stallAfter(2*time.Second))
	const want = "the words of ru could not be loaded: downloading i18n/ru.txt stalled: nothing arrived for 2 s"
	tb.waitFor(`window.nimscope.view().lang === "en"`, "the view model in English")
	deadline := time.Now().Add(10 * time.Second)
	for !slices.ContainsFunc(tb.col.snapshot(), func(p string) bool { return strings.Contains(p, want) }) {
		if time.Now().After(deadline) {
			t.Fatalf("no error %q; problems: %q", want, tb.col.snapshot())
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, p := range tb.col.take() {
		if !strings.Contains(p, want) && !strings.Contains(p, "i18n/ru.txt") {
			t.Errorf("the tab saw a problem: %s", p)
		}
	}
	// The panel says it in the page's words, naming the languages; it showed Go's English
	// sentence, with "ru" and "en" for names.
	tb.waitFor(`!document.getElementById("error").hidden`, "the panel's error")
	if got := tb.text("error-text"); !strings.Contains(got, "«Русский»") || !strings.Contains(got, "«English»") || strings.Contains(got, "the words of ru") {
		t.Errorf("the panel says %q, want the page's own sentence naming Русский and English", got)
	}
}

// TestLanguagePunctuation: the punctuation the page puts between translated texts follows
// the language: in Chinese a hint's moves are joined with "；" and its sentences end with "。",
// not ASCII "; " and "." after Chinese words; English keeps its own.
func TestLanguagePunctuation(t *testing.T) {
	parallel(t)
	tb := open(t, "game=nim&heaps=1,2,3&hint=1&lang=zh")
	hint := func(hash, what string) string {
		t.Helper()
		if got := eval[string](tb, `window.nimscope.set("`+hash+`").error || ""`); got != "" {
			t.Fatalf("set %s: %s", hash, got)
		}
		position, _, _ := strings.Cut(hash, "&hint=")
		tb.waitFor(`document.getElementById("position").textContent === "`+position+`" && document.getElementById("hint-text").textContent !== ""`, what)
		return tb.text("hint-text")
	}
	tb.waitFor(`document.documentElement.lang === "zh-Hans" && document.getElementById("hint-text").textContent !== ""`, "the Chinese hint")
	for _, c := range []struct {
		hash                  string
		contains, notContains []string
		end                   string
	}{
		// A P-position: the hint is a note, one sentence.
		{"game=nim&heaps=1,2,3&hint=1&lang=zh", []string{"提示：", "等待对方失误。"}, []string{".", ";"}, "。"},
		// Three winning moves, joined as the clauses of one sentence.
		{"game=nim&heaps=1,1,1&hint=1&lang=zh", []string{"提示：", "；"}, []string{".", ";"}, "。"},
		// More than the hint lists: "；另有 n 种" after the moves.
		{"game=nim&heaps=9,9,9,9,9,9,9,9,9&hint=1&lang=zh", []string{"；另有"}, []string{".", ";"}, "。"},
		{"game=nim&heaps=1,1,1&hint=1&lang=en", []string{"Hint: winning moves: ", "; "}, []string{"；", "。"}, "."},
		{"game=nim&heaps=1,2,3&hint=1&lang=en", []string{"Hint: "}, []string{"；", "。"}, "."},
	} {
		got := hint(c.hash, "the hint of "+c.hash)
		for _, s := range c.contains {
			if !strings.Contains(got, s) {
				t.Errorf("%s: #hint-text = %q, want %q in it", c.hash, got, s)
			}
		}
		for _, s := range c.notContains {
			if strings.Contains(got, s) {
				t.Errorf("%s: #hint-text = %q has %q", c.hash, got, s)
			}
		}
		if !strings.HasSuffix(got, c.end) || strings.HasSuffix(got, "。。") || strings.HasSuffix(got, "..") {
			t.Errorf("%s: #hint-text = %q, want it to end with one %q", c.hash, got, c.end)
		}
	}
}

// labelsCutScript lists the position editor's row labels that do not fit on one line within
// their box: the text wider than the label, or broken over two lines.
const labelsCutScript = `[...document.querySelectorAll("#panel .item label")].filter((l) => {
  if (l.getClientRects().length === 0) return false;
  const r = document.createRange();
  r.selectNodeContents(l);
  const lines = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
  return l.scrollWidth > l.clientWidth + 0.5 || lines.size > 1;
}).map((l) => l.textContent + " (" + l.scrollWidth + " of " + l.clientWidth + " px)")`

// TestEditorLabelsFit: every row label of the position editor ("Step 11", "Ступенька 11",
// "第 12 枚硬币") is on one line, inside its column, in every language, on a desktop and on a
// 320 px phone, and on a projector. The labels' column was 4.5rem wide whatever the words:
// "Ступенька 1" broke after "Ступеньк" in Russian and Ukrainian.
func TestEditorLabelsFit(t *testing.T) {
	parallel(t)
	const stairs = "game=staircase&steps=3,0,5,2,1,1,1,1,1,1,4"
	const coins = "game=slide&coins=1,3,5,7,9,11,13,15,17,19,21,23"
	tb := open(t, stairs+"&lang=ru", viewport(1280, 800, 1))
	// The projector last: a link without projector= keeps it on.
	for _, look := range []string{"", "&projector=1"} {
		for _, size := range [][2]int64{{1280, 800}, {320, 568}} {
			if err := chromedp.Do(tb.ctx, chromedp.EmulateViewport(size[0], size[1])); err != nil {
				t.Fatalf("resize to %dx%d: %v", size[0], size[1], err)
			}
			for _, lang := range []string{"en", "ru", "uk", "zh"} {
				for _, pos := range []string{stairs, coins} {
					hash := pos + look + "&lang=" + lang
					eval[chromedp.Void](tb, `location.hash = `+strconv.Quote(hash))
					tb.waitPairs(hash, "the link")
					tb.synced()
					tb.waitFor(`document.documentElement.lang.startsWith(`+strconv.Quote(lang)+`) && document.querySelectorAll("#panel .item").length >= 11`, hash+" in the panel")
					tb.frames(2, 100*time.Millisecond)
					if cut := eval[[]string](tb, labelsCutScript); len(cut) > 0 {
						t.Errorf("%dx%d, %s: labels cut: %v", size[0], size[1], hash, cut)
					}
				}
			}
		}
	}
}

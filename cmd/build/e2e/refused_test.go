//go:build !js

package e2e

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestRefusedMoves: a move that the panel's "Make a move" sends and the rules refuse is
// said in the page's language, in plain words (what is wrong with the move), not as two
// positions in English: no word in Latin letters is left but the notation's k.
func TestRefusedMoves(t *testing.T) {
	type move struct {
		item, to string // the heap or step chosen (from 0) and its new size; or…
		all      string // every heap's new size, for Moore's Nim-k
		want     map[string]string
	}
	for _, g := range []struct {
		name, start string
		moves       []move
	}{
		{"nim", "game=nim&heaps=1,1,1&play=misere", []move{
			{item: "2", to: "9", want: map[string]string{"zh": "第 3 堆会从 1 个变成 9 个", "uk": "купка 3 зросла б з 1 до 9"}},
		}},
		{"staircase", "game=staircase&steps=3,0,5,2", []move{
			{item: "2", to: "7", want: map[string]string{"zh": "第 3 级会从 5 枚增加到 7 枚", "uk": "сходинка 3 зросла б з 5 до 7"}},
			{item: "2", to: "5", want: map[string]string{"zh": "一步至少要把一枚硬币往下移", "uk": "хід має перекласти вниз хоча б одну монету"}},
		}},
		{"moore", "game=moore&heaps=5,8,10&k=2", []move{
			{all: "7,8,10", want: map[string]string{"zh": "第 1 堆会从 5 个变成 7 个", "uk": "купка 1 зросла б з 5 до 7"}},
			{all: "4,7,9", want: map[string]string{"zh": "一步至多减少 k = 2 堆，不能减少 3 堆", "uk": "не більше ніж k = 2; тут їх 3"}},
		}},
	} {
		for _, lang := range []string{"zh", "uk"} {
			t.Run(g.name+"-"+lang, func(t *testing.T) {
				tb := open(t, g.start+"&vs=human&lang="+lang)
				tb.waitFor(`document.documentElement.lang.startsWith(`+strconv.Quote(lang)+`) && !document.getElementById("move").hidden`, "the move form in "+lang)
				before := ""
				for _, m := range g.moves {
					if m.all != "" {
						eval[chromedp.Void](tb, `(() => { const v = `+strconv.Quote(m.all)+`.split(","); document.querySelectorAll("#move-all input").forEach((x, i) => { x.value = v[i]; }); })()`)
					} else {
						eval[chromedp.Void](tb, `(() => { const s = document.getElementById("move-item"); s.value = `+strconv.Quote(m.item)+`; s.dispatchEvent(new Event("change")); })()`)
						eval[chromedp.Void](tb, `document.getElementById("move-to").value = `+strconv.Quote(m.to))
					}
					tb.press("move-go")
					tb.waitFor(`!document.getElementById("error").hidden && document.getElementById("error-text").textContent !== `+strconv.Quote(before), "the refusal")
					got := tb.text("error-text")
					before = got
					if !strings.Contains(got, m.want[lang]) {
						t.Errorf("#error-text = %q, want it to say %q", got, m.want[lang])
					}
					for _, w := range regexp.MustCompile(`[A-Za-z]+`).FindAllString(got, -1) {
						if w != "k" {
							t.Errorf("#error-text = %q: %q is in Latin letters", got, w)
						}
					}
					if s := eval[string](tb, `window.nimscope.state()`); s != g.start+"&vs=human&lang="+lang {
						t.Errorf("after the refused move: %s", s)
					}
				}
			})
		}
	}
}

package session

import (
	"errors"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/i18n"
)

// badLinks are positions and view keys the panel refuses, one for each kind of mistake a
// reader can make in a link, the wrapped ones (a component of a sum, an item of a list) too.
var badLinks = []string{
	"",
	"game=nim&heaps=3,x",
	"game=nim&heaps=",
	"game=nim",
	"game=nim&heaps=3&heaps=4",
	"game=nim&heaps=3,,4",
	"game=nim&heaps=3&&hint=1",
	"game=nim&heaps=3&hint=2",
	"game=nim&heaps=3&theme=blue",
	"game=nim&heaps=3&vs=cat",
	"game=chess&heaps=3",
	"heaps=3",
	"game=nim&heaps=99999999999999999999",
	"game=nim&heaps=3&play=sideways",
	"game=sum&parts=nim:3|staircase:1,x",
	"game=sum&parts=nim:3||nim:2",
	"game=sum&parts=nim:3|chess:2",
	"game=sum&parts=nim:3|sum:2",
	"game=sum&parts=nim:3|hackenbush:0-1,1-x",
	"game=sum&parts=staircase:2,0,2|nim:1000|nim:1000&play=misere", // the SJ theorem's reason inside the limit
	"game=hackenbush&edges=0-1,1-x",
	"game=hackenbush&edges=0-1,zz",
	"game=hackenbush&edges=0-1,,1-2",
	"game=turning&rule=turtles&coins=HXT",
	"game=turning&rule=owls&coins=HT",
	"game=turning&coins=HT",
	"game=subtraction&heaps=3&set=0",
	"game=subtraction&heaps=3&set=1,1",
	"game=subtraction&heaps=3",
	"game=staircase",
	"game=slide&coins=5,2",
	"game=slide&coins=0,2",
	"game=moore&heaps=3,4&k=0",
	"game=moore&heaps=3,4",
	"game=fibonacci",
	"game=fibonacci&n=0&last=0",
	"game=multiple&n=10&last=0",
	"game=multiple&n=10&k=0&last=0",
	"game=xor&q=3",
	"game=xor&op=add&q=64",
	"game=nim&heaps=3&bogus",
}

// notationWords are the Latin words a translated error may keep: the notation's keys and
// values, and the command line's name.
var notationWords = map[string]bool{"nimscope": true, "analyze": true, "misere": true,
	"normal": true, "light": true, "dark": true, "auto": true, "computer": true, "human": true,
	"turtles": true, "mock": true, "ruler": true, "xor": true, "mul": true, "key": true,
	"value": true, "Mock": true, "Turtles": true, "Nim": true, "game": true, "heaps": true,
	"set": true, "steps": true, "coins": true, "edges": true, "parts": true, "rule": true, "play": true,
	"last": true, "palette": true, "framing": true, "span": true, "hint": true, "theme": true,
	"lang": true, "values": true}

// TestErrorsTranslated sets every bad link in each language and checks that the panel's text
// of the error is the English Error() in English and holds no English word elsewhere (words
// of the link itself, the notation, aside), so that a wrapped error nobody translated shows.
func TestErrorsTranslated(t *testing.T) {
	for _, link := range badLinks {
		for _, l := range i18n.All {
			s := New(nim.Position{Heaps: []uint64{3, 4, 5}})
			s.SetBrowserLang(l)
			err := s.Set(link)
			if err == nil {
				t.Fatalf("Set(%q) succeeded; the table wants a bad link", link)
			}
			var m *msg.Error
			if !errors.As(err, &m) {
				t.Errorf("Set(%q): %q is not a msg error, so it cannot be translated", link, err)
				continue
			}
			got := s.ErrorText(link, err)
			if l == i18n.EN {
				if got != err.Error() {
					t.Errorf("Set(%q) in English: %q, Error() is %q", link, got, err.Error())
				}
				continue
			}
			if got == err.Error() {
				t.Errorf("Set(%q) in %s: not translated: %q", link, l, got)
			}
			if key, _, ok := strings.Cut(err.Error(), ":"); ok && notation.Name(key) == key && !strings.Contains(key, " ") && !strings.HasPrefix(got, key) {
				t.Errorf("Set(%q) in %s: %q does not start with the key %s", link, l, got, key)
			}
			for _, w := range englishWord.FindAllString(got, -1) {
				if !notationWords[w] && !strings.Contains(link, w) && !strings.Contains(strings.Join(engine.Games(), ","), w) {
					t.Errorf("Set(%q) in %s: %q has the English word %q", link, l, got, w)
				}
			}
		}
	}
}

// TestErrorTextLang: the link's own lang key picks the language of its error, even though
// the link is refused; without one the session's language does.
func TestErrorTextLang(t *testing.T) {
	s := New(nim.Position{Heaps: []uint64{3, 4, 5}})
	link := "game=nim&heaps=3,x&lang=ru"
	err := s.Set(link)
	if err == nil {
		t.Fatal("a bad link was taken")
	}
	if want := "heaps: элемент 2 \"x\" — не целое неотрицательное число"; s.ErrorText(link, err) != want {
		t.Errorf("ErrorText = %q, want %q", s.ErrorText(link, err), want)
	}
	if got := s.ErrorText("game=nim&heaps=3,x", err); got != err.Error() {
		t.Errorf("without lang=: %q, want the English %q", got, err.Error())
	}
	s.SetBrowserLang(i18n.UK)
	if got := s.ErrorText("game=nim&heaps=3,x&lang=", err); !strings.Contains(got, "не ціле") {
		t.Errorf("with an empty lang= and a Ukrainian browser: %q", got)
	}
	if got := s.ErrorText("game=nim&heaps=3,x&lang=fr", err); !strings.Contains(got, "не ціле") {
		t.Errorf("with lang=fr and a Ukrainian browser: %q", got)
	}
	if got := s.ErrorText("x", errors.New("plain")); got != "plain" {
		t.Errorf("a plain error: %q", got)
	}
}

// TestListLimitFirst: a list longer than the explorer draws is refused for the explorer's
// limit even when it is longer than the notation takes too, so that a link cut to the
// notation's limit does not meet a second error.
func TestListLimitFirst(t *testing.T) {
	many := func(item string, n int) string { return strings.TrimSuffix(strings.Repeat(item+",", n), ",") }
	for _, tc := range []struct{ text, want string }{
		{"game=nim&heaps=" + many("1", nim.MaxHeaps+1), "heaps: the explorer draws at most 32 heaps, not 10001"},
		{"game=nim&heaps=" + many("1", 40) + ",x", "heaps: the explorer draws at most 32 heaps, not 41"},
		{"game=greedy&heaps=" + many("1", nim.MaxHeaps+1), "heaps: the explorer draws at most 32 heaps, not 10001"},
		{"game=moore&k=2&heaps=" + many("1", nim.MaxHeaps+1), "heaps: the explorer draws at most 32 heaps, not 10001"},
		{"game=subtraction&set=1,2&heaps=" + many("1", nim.MaxHeaps+1), "heaps: the explorer draws at most 32 heaps, not 10001"},
		{"game=staircase&steps=" + many("1", 10001), "steps: the explorer draws at most 24 steps, not 10001"},
		{"game=hackenbush&edges=0-1,1-x," + many("1-1", 2000), "edges: the explorer draws at most 2000 edges, not 2002"},
		// Within the explorer's limits the notation's error stands.
		{"game=nim&heaps=3,x", `heaps: item 2 "x" is not a whole number`},
		{"game=staircase&steps=1,x", `steps: item 2 "x" is not a whole number`},
	} {
		s := New(nim.Position{Heaps: []uint64{1}})
		err := s.Set(tc.text)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Set(%.60s…) = %v, want %q", tc.text, err, tc.want)
		}
	}
}

package i18n

import (
	"strings"
	"testing"
)

// avoided are words a reader must not meet: internal names, and terms each catalog writes
// one way only, so that a lecture's words stay the same from panel to explanation. Each row
// is a language ("" for the English formats and every translation), the words and why.
var avoided = []struct {
	lang       Lang
	words, why string
}{
	{"", "FromQuery", "an internal name: say what refuses the position (a link, the command line)"},
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

// Package i18n translates the explorer's words into the languages it speaks: English, Russian,
// Ukrainian and Chinese. Catalogs are keyed by the English format string, gettext-style:
// the code says T(lang, "took %d from heap %d", n, i) and English needs no catalog at all.
// The engine stays free of languages: it hands over msg.Text values (an English format and
// its arguments), which Text translates here. The page's own words (static/i18n.js) have a
// catalog of their own; the tests of this package check both for missing translations.
package i18n

import (
	"fmt"
	"strings"

	"github.com/nimscope/nimscope/engine/msg"
)

// Lang is a language the explorer speaks, written as the lang view key writes it.
type Lang string

const (
	EN Lang = "en"
	RU Lang = "ru"
	UK Lang = "uk"
	ZH Lang = "zh"
)

// All are the languages, English first; the lang key takes exactly these.
var All = []Lang{EN, RU, UK, ZH}

// Parse reads a value of the lang key.
func Parse(s string) (Lang, bool) {
	for _, l := range All {
		if string(l) == s {
			return l, true
		}
	}
	return "", false
}

// Prefer picks the first of the browser's languages (BCP 47 tags such as "ru-RU" or
// "zh-Hant-TW", most wanted first, as navigator.languages lists them) that the explorer
// speaks, and English when it speaks none of them.
func Prefer(tags []string) Lang {
	for _, tag := range tags {
		primary, _, _ := strings.Cut(strings.TrimSpace(tag), "-")
		primary, _, _ = strings.Cut(primary, "_") // "zh_CN", as some systems write it
		if l, ok := Parse(strings.ToLower(primary)); ok {
			return l
		}
	}
	return EN
}

// tr is one English format's translations, each a format with the same verbs (reordered
// with explicit indexes, %[2]d, where the language wants another order).
type tr struct{ ru, uk, zh string }

// catalog maps English formats to their translations; the catalog_*.go files fill it.
var catalog = map[string]tr{}

func add(m map[string]tr) {
	for k, v := range m {
		if _, dup := catalog[k]; dup {
			panic("i18n: " + fmt.Sprintf("%q", k) + " is in two catalogs")
		}
		catalog[k] = v
	}
}

// format is the format of l for the English format f; f itself for English and, should a
// translation be missing (the tests fail then), for the other languages.
func format(l Lang, f string) string {
	t, ok := catalog[f]
	if !ok {
		return f
	}
	var s string
	switch l {
	case RU:
		s = t.ru
	case UK:
		s = t.uk
	case ZH:
		s = t.zh
	}
	if s == "" {
		return f
	}
	return s
}

// T formats the translation of format into l with args; args that are msg.Text are
// translated too. Pass the format as a string literal: the tests find every literal passed
// to T and fail when a language lacks it.
func T(l Lang, format string, args ...any) string {
	return Text(l, msg.Text{Format: format, Args: args})
}

// Text is t in language l.
func Text(l Lang, t msg.Text) string {
	args, copied := t.Args, false
	for i, a := range t.Args {
		if m, ok := a.(msg.Text); ok {
			if !copied {
				args, copied = append([]any(nil), t.Args...), true // the caller's slice stays
			}
			args[i] = Text(l, m)
		}
	}
	return fmt.Sprintf(format(l, t.Format), args...)
}

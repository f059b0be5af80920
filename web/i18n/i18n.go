// Package i18n translates the explorer's words into the languages it speaks: English, Russian,
// Ukrainian and Chinese. Catalogs are keyed by the English format string, gettext-style:
// the code says T(lang, "took %d from heap %d", n, i) and English needs no catalog at all.
// The catalogs are data, a text file per language (catalog/ru.txt, …, see catalog.go),
// read on the first use of their language.
// The engine stays free of languages: it hands over msg.Text values (an English format and
// its arguments), which Text translates here. The page's own words (static/i18n.js) have a
// catalog of their own; the tests of this package check both for missing translations.
package i18n

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

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

// format is the format of l for the English format f: its translation, a format with the
// same verbs (reordered with explicit indexes, %[2]d, where the language wants another
// order), which may give plural forms joined by "|" (see plural) when the first argument is
// a count. English, and a translation that is missing (the tests fail then), is f itself.
func format(l Lang, f string) string {
	if m := translations(l); m != nil {
		if s, ok := m[Key(f)]; ok {
			return s
		}
	}
	return msg.English(f)
}

// T formats the translation of format into l with args; args that are msg.Text are
// translated too. Pass the format as a string literal: the tests find every literal passed
// to T and fail when a language lacks it.
func T(l Lang, format string, args ...any) string {
	return Text(l, msg.Text{Format: format, Args: args})
}

// N marks a string literal for translation where it is kept as data (a picker's labels):
// N("…") is the string as it is, and Known translates it where it is shown. The tests find
// every literal passed to N, as they do for T. N is string, not a function, so that N("…")
// is a constant: a table of labels such as the picker's catalogue is then data the linker
// lays out, rather than code that builds it at start-up (nimscope's packages are compiled
// without inlining, which would otherwise leave a call per label).
type N = string

// Known is s, a string marked with N (or any catalog key without verbs), in language l.
func Known(l Lang, s string) string { return format(l, s) }

// Text is t in language l.
func Text(l Lang, t msg.Text) string {
	args, copied := t.Args, false
	for i, a := range t.Args {
		var s string
		switch a := a.(type) {
		case msg.Text:
			s = Text(l, a)
		case msg.List:
			s = list(l, a)
		case *msg.Error:
			s = Error(l, a)
		default:
			continue
		}
		if !copied {
			args, copied = append([]any(nil), t.Args...), true // the caller's slice stays
		}
		args[i] = s
	}
	out := fmt.Sprintf(unwrapVerbs(plural(format(l, t.Format), t.Args)), args...)
	if l == ZH {
		out = spaceHan(out)
	}
	return out
}

// spaceHan puts a space between a Chinese character and a digit or Latin letter that touch,
// as the Chinese catalog writes its own words ("第 3 堆", "SG 值"): a format's verb can put a
// number right beside a character ("%s和%s" of 3 and 4, "至多减少%s" of "2 堆"), which the
// catalog cannot space for every argument. Text already spaced is returned as it is.
func spaceHan(s string) string {
	var b []byte // a copy of s, made at the first space needed: most texts need none
	prev := rune(-1)
	for i, r := range s {
		if prev >= 0 && (isHan(prev) && isAlnum(r) || isAlnum(prev) && isHan(r)) {
			if b == nil {
				b = append(make([]byte, 0, len(s)+8), s[:i]...)
			}
			b = append(b, ' ')
		}
		if b != nil {
			b = utf8.AppendRune(b, r)
		}
		prev = r
	}
	if b == nil {
		return s
	}
	return string(b)
}

// isHan reports whether r is a Chinese character (the CJK Unified Ideographs and their
// extension A), not CJK punctuation such as "、" or "（", which takes no space.
func isHan(r rune) bool { return r >= 0x4e00 && r <= 0x9fff || r >= 0x3400 && r <= 0x4dbf }

// isAlnum reports whether r is an ASCII digit or letter.
func isAlnum(r rune) bool { return r < 0x80 && (unicode.IsDigit(r) || unicode.IsLetter(r)) }

// Error is err in language l: a msg.Error through the catalogs, its arguments that are
// msg.Errors (the one it wraps with %w) translated too; any other error as it writes itself,
// in English.
func Error(l Lang, err error) string {
	if e, ok := err.(*msg.Error); ok && e != nil {
		return Text(l, e.Text)
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

// unwrapVerbs writes the %w verbs of an error's format as %v: Sprintf, unlike Errorf, knows
// no %w, and the argument is written the same.
func unwrapVerbs(f string) string {
	var b []byte // a copy of f, made at the first %w: most formats have none
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("+-# 0123456789.[]", f[j]) >= 0 {
			j++
		}
		if j < len(f) && f[j] == 'w' {
			if b == nil {
				b = []byte(f)
			}
			b[j] = 'v'
		}
		i = j
	}
	if b == nil {
		return f
	}
	return string(b)
}

// plural picks the form of a translation written as forms joined by "|" ("%d монета|%d
// монеты|%d монет": one, few, many, as Russian and Ukrainian count) by its first argument,
// a whole number. One form, or none to choose by, is the format as it is.
func plural(f string, args []any) string {
	if !strings.Contains(f, "|") || len(args) == 0 {
		return f
	}
	var n uint64
	switch x := args[0].(type) {
	case int:
		n = uint64(max(x, -x))
	case uint64:
		n = x
	default:
		return f
	}
	forms := strings.Split(f, "|")
	i := 2 // many: 0, 5–20, 25–30…
	switch {
	case n%10 == 1 && n%100 != 11:
		i = 0 // one: 1, 21, 31…
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		i = 1 // few: 2–4, 22–24…
	}
	return forms[min(i, len(forms)-1)]
}

// list writes items in l, separated as l separates a list of numbers or names.
func list(l Lang, items msg.List) string {
	sep := ", "
	if l == ZH {
		sep = "、"
	}
	var b strings.Builder
	for i, x := range items {
		if i > 0 {
			b.WriteString(sep)
		}
		switch x := x.(type) {
		case msg.Text:
			b.WriteString(Text(l, x))
		case msg.List:
			b.WriteString(list(l, x))
		default:
			fmt.Fprint(&b, x)
		}
	}
	return b.String()
}

package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// The catalogs, one text file per language (catalog/ru.txt, …), in this format:
//
//	# a comment; comments and blank lines are skipped
//	en took %d from heap %d (%d → %d)
//	ru взято %d из кучки %d (%d → %d)
//
// An entry is two lines in a row: "en " and the English format, then the file's language
// code, a space and the translation. A text is written as it is unless it is empty, starts
// with a double quote or a space, ends with a space or holds a control character: then it
// is a Go string literal ("button\x04Step"), so that no editor can change it unseen.
//
// The site serves each file in a shorter form, which Served writes: an entry is one line,
// the English format's Key in eight hex digits, a space and the translation:
//
//	4c2b7d10 взято %d из кучки %d (%d → %d)
//
// The wasm holds the English formats already; sending them again was 40 % of the served
// file's brotli bytes.

// The catalog files are not in this package: a wasm that carried all three would be about
// 60 kB of brotli larger for every visitor. The page fetches the one it needs and hands it
// to Load; tests and the build tool read them from web/i18n/catalog.

// withCatalog are the languages with a catalog: all but English.
var withCatalog = [...]Lang{RU, UK, ZH}

// tables holds each loaded language's translations by the Key of their English format, in
// withCatalog's order.
var tables [len(withCatalog)]atomic.Pointer[map[uint32]string]

// Key is the key of an English format in a catalog: its 32-bit FNV-1a hash. Two formats the
// code uses could share a key; the catalogs' test would then fail (parseCatalog refuses a
// file where two entries do), long before a visitor saw the wrong words.
func Key(format string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(format); i++ {
		h = (h ^ uint32(format[i])) * 16777619
	}
	return h
}

// index is l's place in withCatalog; -1 for English and for a language the explorer does
// not speak.
func index(l Lang) int {
	for i, have := range withCatalog {
		if have == l {
			return i
		}
	}
	return -1
}

// Load installs the catalog of l from the text of its file (catalog/ru.txt, …), replacing
// any loaded before; name is where the text came from, for errors. Until its catalog is
// loaded, l is written in English, as Loaded reports. Safe to call while other goroutines
// translate.
func Load(l Lang, name, text string) error {
	i := index(l)
	if i < 0 {
		return fmt.Errorf("%s: %q is not a language with a catalog (expected one of ru, uk, zh)", name, l)
	}
	entries, err := parseCatalog(name, l, text)
	if err != nil {
		return err
	}
	m := make(map[uint32]string, len(entries))
	for _, e := range entries {
		m[e.key] = e.text
	}
	tables[i].Store(&m)
	return nil
}

// Loaded reports whether l can be written in its own words: always for English, and for
// another language once Load has installed its catalog.
func Loaded(l Lang) bool {
	if l == EN {
		return true
	}
	i := index(l)
	return i >= 0 && tables[i].Load() != nil
}

// translations is l's table; nil for English and for a language not loaded.
func translations(l Lang) map[uint32]string {
	i := index(l)
	if i < 0 {
		return nil
	}
	if m := tables[i].Load(); m != nil {
		return *m
	}
	return nil
}

// entry is one translation of a catalog file: its key, its English where the file has it
// (the served form has not), and the line of its key.
type entry struct {
	key           uint32
	english, text string
	line          int
}

// parseCatalog reads the catalog file name of language l, in either form. Errors name the
// file and line.
func parseCatalog(name string, l Lang, data string) ([]entry, error) {
	var out []entry
	type place struct {
		line    int
		english string // "" in the served form
	}
	seen := map[uint32]place{}
	var english string // the English waiting for its translation
	keyLine := 0
	for n := 1; data != ""; n++ {
		var line string
		line, data, _ = strings.Cut(data, "\n")
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
		}
		if strings.HasSuffix(line, "\r") {
			return nil, fail(`the line ends in "\r": save the file with "\n" line ends`)
		}
		if line == "" || line[0] == '#' {
			if keyLine > 0 {
				return nil, fail("the English on line %d has no %s translation right after it", keyLine, l)
			}
			continue
		}
		code, text, ok := strings.Cut(line, " ")
		key, served := parseKey(code)
		if !ok || !served && code != "en" && code != string(l) {
			return nil, fail(`expected "en " and an English format, "%s " and its translation, a key in hex and a translation, a # comment or a blank line; got %q`, l, line)
		}
		if keyLine > 0 && code != string(l) {
			return nil, fail("the English on line %d has no %s translation right after it", keyLine, l)
		}
		s, err := unquoteText(text)
		if err != nil {
			return nil, fail("%v", err)
		}
		if code == string(l) {
			if keyLine == 0 {
				return nil, fail("a %s translation with no \"en \" line before it", l)
			}
			out = append(out, entry{Key(english), english, s, keyLine})
			keyLine = 0
			continue
		}
		if code == "en" {
			key = Key(s)
		}
		if first, dup := seen[key]; dup && code == "en" && first.english == s {
			return nil, fail("%q is already translated on line %d", s, first.line)
		} else if dup {
			return nil, fail("%q has the key %08x of line %d's entry: reword one of them", s, key, first.line)
		}
		if served {
			seen[key] = place{n, ""}
			out = append(out, entry{key, "", s, n})
		} else {
			seen[key] = place{n, s}
			english, keyLine = s, n
		}
	}
	if keyLine > 0 {
		return nil, fmt.Errorf("%s:%d: the English has no %s translation after it (the file ends)", name, keyLine, l)
	}
	return out, nil
}

// parseKey reads the key of a served catalog's line: eight lowercase hex digits.
func parseKey(s string) (uint32, bool) {
	if len(s) != 8 {
		return 0, false
	}
	var k uint32
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			k = k<<4 | uint32(c-'0')
		case 'a' <= c && c <= 'f':
			k = k<<4 | uint32(c-'a'+10)
		default:
			return 0, false
		}
	}
	return k, true
}

// Served writes the catalog file name of language l (the form with the English) in the
// form the site serves: a comment, then each entry's key and translation. Errors are
// parseCatalog's.
func Served(l Lang, name, source string) (string, error) {
	entries, err := parseCatalog(name, l, source)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# nimscope's %s words, from web/i18n/catalog/%s.txt: the key of each English format (i18n.Key), its translation.\n", l, l)
	for _, e := range entries {
		t := e.text
		if needsQuotes(t) != "" {
			t = strconv.Quote(t)
		}
		fmt.Fprintf(&b, "%08x %s\n", e.key, t)
	}
	return b.String(), nil
}

// unquoteText reads a text of a catalog line: a Go string literal when it starts with a
// double quote, else the text as it is, which must need no quotes.
func unquoteText(s string) (string, error) {
	if strings.HasPrefix(s, `"`) {
		u, err := strconv.Unquote(s)
		if err != nil {
			return "", fmt.Errorf("%s is not a Go string literal: %w", s, err)
		}
		if u == "" {
			return "", fmt.Errorf(`an empty text ""; leave the entry out`)
		}
		return u, nil
	}
	if why := needsQuotes(s); why != "" {
		return "", fmt.Errorf("%q %s: write it as a Go string literal", s, why)
	}
	return s, nil
}

// needsQuotes says why s cannot be written as it is on a catalog line, or "" when it can.
func needsQuotes(s string) string {
	switch {
	case s == "":
		return "is empty"
	case s[0] == '"':
		return "starts with a double quote"
	case s[0] == ' ':
		return "starts with a space"
	case s[len(s)-1] == ' ':
		return "ends with a space"
	}
	if !utf8.ValidString(s) {
		return "is not UTF-8"
	}
	// Byte by byte, as this runs on every line of a file: the ASCII controls, and the C1
	// controls (U+0080–U+009F, C2 80–9F), U+2028, U+2029 (E2 80 A8–A9) and U+FEFF (EF BB BF)
	// by their UTF-8 bytes, which in valid UTF-8 start no other rune.
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < ' ' || c == 0x7f:
			return fmt.Sprintf("holds the control character %U", rune(c))
		case c == 0xc2 && s[i+1] < 0xa0,
			c == 0xe2 && s[i+1] == 0x80 && (s[i+2] == 0xa8 || s[i+2] == 0xa9),
			c == 0xef && s[i+1] == 0xbb && s[i+2] == 0xbf:
			r, _ := utf8.DecodeRuneInString(s[i:])
			return fmt.Sprintf("holds the control character %U", r)
		}
	}
	return ""
}

// Package notation reads and writes nimscope's position notation: URL query
// syntax, key=value pairs joined by "&", lists separated by commas, as in
// game=nim&heaps=3,4,5.
//
// Parsing is strict. A URL hash or a command line is typed by people, and a
// silently dropped pair or a defaulted number would show them a different
// game from the one they asked for, so every irregularity is an error that
// names the key (or the pair's place when there is no key).
package notation

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"net/url"
	"strings"
)

// MaxLen is the longest text Parse accepts: 8 MiB, room for a Hackenbush
// graph of 10^5 edges with the vertex positions of its drawing.
const MaxLen = 8 << 20

// Pair is one key=value pair, both unescaped.
type Pair struct{ Key, Value string }

// Query is a parsed position: its pairs in the order given. Parse never
// returns two pairs with the same key.
type Query []Pair

// Parse reads s as key=value pairs joined by "&". Keys and values are
// unescaped as net/url.QueryUnescape does ("%2C" is ",", "+" is a space).
// Empty text, an empty pair, a pair without "=", an empty key, a bad
// %-escape, a key given twice and a leading "#" or "?" are errors.
func Parse(s string) (Query, error) {
	switch {
	case s == "":
		return nil, msg.Errorf("the position is empty; expected key=value pairs such as game=nim&heaps=3,4,5")
	case len(s) > MaxLen:
		return nil, msg.Errorf("the position is %d bytes, more than the limit of %d (8 MiB)", len(s), MaxLen)
	case s[0] == '#' || s[0] == '?':
		// The caller passed a URL's hash or query with its marker; dropping it
		// here would hide the mistake in whatever produced the text.
		return nil, msg.Errorf("the position starts with %q; give the pairs without it", s[:1])
	}
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		// Two positions on two lines, or one broken by an editor: the pairs on either side
		// would be read as one, or a key as given twice, without naming the cause.
		pair := strings.Count(s[:i], "&") + 1
		raw, _, _ := strings.Cut(s[strings.LastIndexByte(s[:i], '&')+1:], "&")
		return nil, msg.Errorf("pair %d %s holds a line break; a position is one line (one position at a time, "+
			"or %%0A for a line break inside a value)", pair, Quote(raw))
	}
	n := strings.Count(s, "&") + 1
	q := make(Query, 0, n)
	seen := make(map[string]int, n) // key → number of its pair, from 1
	for i, raw := range strings.Split(s, "&") {
		i++
		if raw == "" {
			return nil, msg.Errorf("pair %d is empty (two \"&\" in a row, or one at an end)", i)
		}
		rawKey, rawValue, ok := strings.Cut(raw, "=")
		if !ok {
			return nil, msg.Errorf("pair %d %s has no \"=\"; expected key=value", i, Quote(raw))
		}
		if rawKey == "" {
			return nil, msg.Errorf("pair %d %s has an empty key", i, Quote(raw))
		}
		key, err := url.QueryUnescape(rawKey)
		if err != nil {
			return nil, msg.Errorf("pair %d: key %s: %w", i, Quote(rawKey), err)
		}
		value, err := url.QueryUnescape(rawValue)
		if err != nil {
			return nil, msg.Errorf("%s: %w", Name(key), err)
		}
		if strings.TrimSpace(key) != key {
			// "game = nim" is the key "game " (and "game+=nim" too): its pairs read as
			// unknown keys, and game as missing.
			return nil, msg.Errorf("pair %d %s: the key %s has a space before or after it; write key=value "+
				"without spaces around \"=\" and \"&\"", i, Quote(raw), Quote(key))
		}
		if first, dup := seen[key]; dup {
			return nil, msg.Errorf("%s: given twice (pairs %d and %d)", Name(key), first, i)
		}
		seen[key] = i
		q = append(q, Pair{key, value})
	}
	return q, nil
}

// Get returns the value of key and whether the key is present.
func (q Query) Get(key string) (string, bool) {
	for _, p := range q {
		if p.Key == key {
			return p.Value, true
		}
	}
	return "", false
}

// String writes q as key=value pairs joined by "&". Letters, digits and
// "-._~," are written as they are, every other byte %-escaped, so lists stay
// readable in a URL and Parse(q.String()) gives q back.
func (q Query) String() string {
	var b strings.Builder
	for i, p := range q {
		if i > 0 {
			b.WriteByte('&')
		}
		escape(&b, p.Key)
		b.WriteByte('=')
		escape(&b, p.Value)
	}
	return b.String()
}

// escape writes s with every byte outside letters, digits and "-._~,"
// %-escaped. A space becomes %20, not "+": JavaScript's decodeURIComponent,
// which a page may apply to the hash, leaves "+" alone.
func escape(b *strings.Builder, s string) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		if plain(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
}

func plain(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~' || c == ','
}

// maxQuoted is how many bytes of a user's text an error message repeats.
const maxQuoted = 40

// Quote returns s quoted for an error message, as %q does, shortened with
// "…" when long: a message that repeats a mistyped 8 MiB value helps no one.
func Quote(s string) string {
	if len(s) <= maxQuoted {
		return fmt.Sprintf("%q", s)
	}
	cut := maxQuoted
	for cut > maxQuoted-3 && cut > 0 && s[cut]&0xC0 == 0x80 {
		cut-- // do not split a UTF-8 sequence
	}
	return fmt.Sprintf("%q…", s[:cut])
}

// Name returns a key as an error message names it: bare when it is a plain
// word such as heaps, quoted as by Quote otherwise, so that an empty or
// strange key cannot make the message unreadable.
func Name(key string) string {
	if key == "" || len(key) > maxQuoted {
		return Quote(key)
	}
	for i := 0; i < len(key); i++ {
		if c := key[i]; !plain(c) || c == ',' || c == '~' {
			return Quote(key)
		}
	}
	return key
}

// RawValue is the raw value of key's first pair in s, found without parsing the pairs or
// unescaping anything; "" when no pair has exactly that raw key. It lets a caller refuse a
// text too long to parse (a list over its limit) from one look.
func RawValue(s, key string) string {
	for rest := s; rest != ""; {
		var pair string
		pair, rest, _ = strings.Cut(rest, "&")
		if k, v, _ := strings.Cut(pair, "="); k == key {
			return v
		}
	}
	return ""
}

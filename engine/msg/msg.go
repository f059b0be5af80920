// Package msg carries a sentence as its English format and arguments rather than as finished
// text, so that the engine stays free of languages: the command line prints the English
// (String), and the web layer (web/i18n) looks the format up in its catalogs and formats
// the same arguments in the reader's language.
package msg

import (
	"errors"
	"fmt"
	"strings"
)

// Text is a sentence or a phrase not yet formatted. Format is an fmt format in English and
// the key of its translations; Args may hold other Texts (a phrase inside a sentence),
// which are translated with it. The zero Text is empty.
type Text struct {
	Format string
	Args   []any
}

// New makes a Text. Pass the format as a string literal: web/i18n's tests find every
// literal passed to New and fail when a language lacks it.
func New(format string, args ...any) Text { return Text{Format: format, Args: args} }

// String is the English text: the format applied to the arguments, Texts among them
// written in English too (through this method, as fmt calls it for %s and %v). The format
// is always a format, arguments or not: a literal % is written %%.
func (t Text) String() string {
	return fmt.Sprintf(English(t.Format), t.Args...)
}

// English is a format without its context: a format may start with a context and the byte
// \x04, gettext's way to tell apart words that are one in English ("button\x04Step", a
// button, and "Step", a step of a staircase).
func English(format string) string {
	if i := strings.IndexByte(format, 4); i >= 0 {
		return format[i+1:]
	}
	return format
}

// IsZero reports whether t is the empty Text.
func (t Text) IsZero() bool { return t.Format == "" && len(t.Args) == 0 }

// List is items written one after another, separated by commas ("3, 4, 5"), each a Text
// or a value fmt writes. A translation writes the Texts in its language and may use its
// own separator.
type List []any

// String is the list in English.
func (l List) String() string {
	var b strings.Builder
	for i, x := range l {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

// Error is an error whose text is a Text: Error() is the English, exactly what fmt.Errorf
// would write, and web/i18n writes it in the reader's language, translating an argument that
// is itself an Error (the one wrapped with %w) too.
type Error struct {
	Text
	err error // fmt.Errorf's error: its text and what it wraps
}

// Errorf is fmt.Errorf keeping the format and arguments. Pass the format as a string
// literal, as to New: web/i18n's tests find it and fail when a language lacks it.
func Errorf(format string, args ...any) error {
	return &Error{Text: Text{Format: format, Args: args}, err: fmt.Errorf(format, args...)}
}

// Error is the English text.
func (e *Error) Error() string { return e.err.Error() }

// Unwrap is the error wrapped with %w, so that errors.Is and errors.As see through e.
func (e *Error) Unwrap() error { return errors.Unwrap(e.err) }

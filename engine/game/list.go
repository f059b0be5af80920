package game

import "strings"

// List is a key whose value is a list (heaps, steps, edges, a row of coins) and its
// game's limit on the items. The game's FromQuery checks it before reading the items, and
// engine checks it on the raw text before parsing the text at all, so a list far too long
// is refused at once, with the same error, from one definition of the limit.
type List struct {
	Key string
	Max int
	// Items counts the items of a value; nil counts comma-separated items.
	Items func(value string) int
	// TooMany is the error for n > Max items, in the game's words
	// ("heaps: 3000001 heaps, more than the limit of 10000").
	TooMany func(n int) error
}

// Check returns l's error when value has more than Max items, nil otherwise.
func (l List) Check(value string) error {
	if n := l.Count(value); n > l.Max {
		return l.TooMany(n)
	}
	return nil
}

// Count is the number of items in value.
func (l List) Count(value string) int {
	if l.Items != nil {
		return l.Items(value)
	}
	return strings.Count(value, ",") + 1
}

package game

import (
	"github.com/nimscope/nimscope/engine/msg"
	"strings"

	"github.com/nimscope/nimscope/engine/notation"
)

// CheckKeys reports the first pair of q that does not belong to a position
// of the game called name: a game key with another value, or a key that is
// neither game nor one of keys. Games call it first in their FromQuery, so
// that a misspelt key is an error instead of being ignored.
func CheckKeys(q notation.Query, name string, keys ...string) error {
	for _, p := range q {
		if p.Key == "game" {
			if p.Value != name {
				return msg.Errorf("game: %s is not %s", notation.Quote(p.Value), name)
			}
			continue
		}
		known := false
		for _, k := range keys {
			known = known || p.Key == k
		}
		if !known {
			return UnknownKey(name, p.Key, keys)
		}
	}
	return nil
}

// UnknownKey is the error for a key that is not part of a position of the
// game called name, whose keys are keys.
func UnknownKey(name, key string, keys []string) error {
	return msg.Errorf("%s: not a key of game %s (its keys: %s)", notation.Name(key), name, strings.Join(keys, ", "))
}

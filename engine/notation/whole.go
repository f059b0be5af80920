package notation

import (
	"fmt"
	"github.com/nimscope/nimscope/engine/msg"
	"strings"
)

// MaxWhole is the largest number the notation accepts, 2^53−1: the largest
// whole number a JavaScript number holds exactly, so the page and the engine
// never disagree about a heap.
const MaxWhole = 1<<53 - 1

// MaxItems is the longest list WholeList accepts. Games set lower limits of
// their own; this one keeps a list's parse bounded whatever the game.
const MaxItems = 100_000

// Whole reads s as a whole number, 0 ≤ n ≤ MaxWhole, written in decimal
// digits only: no sign, no spaces, no 0x. key names the value in errors.
func Whole(key, s string) (uint64, error) {
	if s == "" {
		return 0, msg.Errorf("%s: the value is empty; expected a whole number", Name(key))
	}
	n, err := whole(s)
	if err != nil {
		return 0, msg.Errorf("%s: %w", Name(key), err)
	}
	return n, nil
}

// WholeList reads s as a comma-separated list of at least one whole number,
// each as Whole reads it. Errors count items from 1, as a reader does.
func WholeList(key, s string) ([]uint64, error) {
	if s == "" {
		return nil, msg.Errorf("%s: the list is empty", Name(key))
	}
	n := strings.Count(s, ",") + 1
	if n > MaxItems {
		return nil, msg.Errorf("%s: %d items, more than the limit of %d", Name(key), n, MaxItems)
	}
	list := make([]uint64, 0, n)
	for i, item := range strings.Split(s, ",") {
		if item == "" {
			return nil, msg.Errorf("%s: item %d is empty", Name(key), i+1)
		}
		v, err := whole(item)
		if big, ok := err.(tooLarge); ok {
			return nil, msg.Errorf("%s: item %d is %s, larger than %d (2^53−1)", Name(key), i+1, big.number(), uint64(MaxWhole))
		}
		if err != nil {
			return nil, msg.Errorf("%s: item %d %w", Name(key), i+1, err)
		}
		list = append(list, v)
	}
	return list, nil
}

// whole parses a nonempty s. Its errors read after a name: `"x" is not a
// whole number`.
func whole(s string) (uint64, error) {
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			if strings.Contains(s, " ") {
				// "+3" in a link reads as " 3": say why the space is there.
				return 0, msg.Errorf("%s is not a whole number: it holds a space (a link's \"+\" reads as one)", Quote(s))
			}
			return 0, msg.Errorf("%s is not a whole number", Quote(s))
		}
		if n <= MaxWhole {
			n = n*10 + uint64(c-'0') // cannot overflow: MaxWhole·10 + 9 < 2^64
		}
	}
	if n > MaxWhole {
		return 0, tooLarge(s)
	}
	return n, nil
}

// tooLarge is whole's error for digits whose number is above MaxWhole.
type tooLarge string

// number names the number in a message, without repeating a hundred digits.
func (s tooLarge) number() string {
	if len(s) > maxQuoted {
		return fmt.Sprintf("a number of %d digits", len(s))
	}
	return string(s)
}

func (s tooLarge) Error() string {
	return fmt.Sprintf("%s is larger than %d (2^53−1)", s.number(), uint64(MaxWhole))
}

package session

import (
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/web/family"
)

// Elsewhere says where a text Set refuses for its game goes instead: when the text names a
// game that this build (a family's wasm module) lacks but another family's module serves,
// it returns that family and the link to open there, and true. The link is text followed by
// the view keys of the session's state that text does not give (hint, vs, embed, theme,
// projector, lang, values, motion): Set would keep them, so the other module must be given
// them. A game no family has, a text without a game or one that does not parse, and a game
// this build serves all return false: Set answers those itself.
func (s *Session) Elsewhere(text string) (link string, f family.Family, ok bool) {
	q, err := notation.Parse(text)
	if err != nil {
		return "", family.Family{}, false
	}
	name, ok := q.Get("game")
	if !ok || slices.Contains(engine.Games(), name) {
		return "", family.Family{}, false
	}
	if f, ok = family.Of(name); !ok {
		return "", family.Family{}, false
	}
	state, err := notation.Parse(s.State())
	if err != nil {
		return "", family.Family{}, false // the state is always valid notation
	}
	link = text
	for _, p := range state {
		if !slices.Contains(ViewKeys, p.Key) {
			continue
		}
		if _, given := q.Get(p.Key); given {
			continue
		}
		if link != "" {
			link += "&"
		}
		link += notation.Query{p}.String()
	}
	return link, f, true
}

// Unknown says what is wrong with text's game when this build (a family's wasm module)
// lacks it, where the engine would list only the games of this module as the ones nimscope
// knows: a game another module serves is named as that module's (set loads the page again
// there; analyze cannot answer it here), and a game no module serves is listed against every
// game nimscope knows, as is a text that names no game. module is the other module's
// family, "" for a game no module serves. It returns a nil error when this build has the
// game, or text is not the notation (the engine then says what is wrong).
func Unknown(text string) (module string, err error) {
	q, err := notation.Parse(text)
	if err != nil {
		return "", nil
	}
	name, ok := q.Get("game")
	if !ok {
		// What the engine would say, but listing every module's games, not this one's.
		return "", msg.Errorf("game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (%s)", strings.Join(family.Games(), ", "))
	}
	if slices.Contains(engine.Games(), name) {
		return "", nil
	}
	if f, ok := family.Of(name); ok {
		return f.Name, msg.Errorf("game: %s is served by nimscope's %s module, not this page's", notation.Quote(name), f.Name)
	}
	return "", msg.Errorf("game: %s is not a game nimscope knows (%s)", notation.Quote(name), strings.Join(family.Games(), ", "))
}

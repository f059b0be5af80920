package session

import (
	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// AnalyzeError is the error the API's analyze gives for text, which engine.Analyze refused
// with err. It is err, unless the key refused is one the page takes besides the position:
// state() writes those after it (hint=1, theme=dark, a drawing's pos=…), and the engine's
// "hint: not a key of game nim" would contradict the page's own address. Then it says that
// analyze takes the position alone, and where the page's is.
func AnalyzeError(text string, err error) error {
	pos, view, perr := engine.Parse(text)
	if perr != nil || len(view) == 0 {
		return err
	}
	key := view[0].Key   // the key the engine names
	r, _ := rulesOf(pos) // nil for a game the explorer does not show: its own keys are none
	if !isViewKey(r, key) {
		return err
	}
	return msg.Errorf("%s: a view key, not part of the position: analyze takes the position alone (the page's is view().position)", notation.Name(key))
}

package session

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/notation"
)

// picture is a made-up view, not a game, with view keys of its own: the shape the XOR table
// and a Hackenbush drawing use.
type picture struct{}

func (picture) Game() string           { return "picture" }
func (picture) String() string         { return "game=picture" }
func (picture) Analyze() game.Analysis { panic("a view is never analysed") }

type pictureRules struct{}

func (pictureRules) Check(game.Position) error                   { return nil }
func (pictureRules) Terminal(game.Position) bool                 { return true }
func (pictureRules) Reply(game.Position) (game.Position, bool)   { return nil, false }
func (pictureRules) Words(game.Position) string                  { return "a picture" }
func (pictureRules) Fill(p game.Position, v *View)               {}
func (pictureRules) NotAGame()                                   {}
func (pictureRules) ViewKeys() []string                          { return []string{"zoom", "at"} }
func (pictureRules) Describe(_, _ game.Position) (string, error) { return "", errors.New("no moves") }
func (pictureRules) CheckView(key, value string) error {
	if key == "zoom" && strings.Trim(value, "0123456789") != "" {
		return errors.New("zoom: " + notation.Quote(value) + " is not a whole number")
	}
	return nil
}

func init() { register("picture", pictureRules{}) }

func parse(t *testing.T, text string) notation.Query {
	t.Helper()
	q, err := notation.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestViewerKeys(t *testing.T) {
	s := New(picture{})
	hint, vs, extra, err := s.parseView("picture", pictureRules{}, parse(t, "at=3,4&zoom=12&hint=1"))
	if err != nil {
		t.Fatal(err)
	}
	s.hint, s.vs, s.extra = hint, vs, extra
	// The explorer's keys first, then the game's own in its order, whatever the input order.
	if got := s.State(); got != "game=picture&hint=1&zoom=12&at=3,4" {
		t.Errorf("state %q", got)
	}
	if f := s.Frame(); f.View["zoom"] != "12" || f.View["at"] != "3,4" {
		t.Errorf("Frame.View = %v", f.View)
	}
	// Absent keys keep their values; an empty value unsets one.
	_, _, extra, err = s.parseView("picture", pictureRules{}, parse(t, "zoom="))
	if err != nil || extra["zoom"] != "" || extra["at"] != "3,4" {
		t.Errorf("zoom= gave %v, %v", extra, err)
	}
	for _, bad := range []struct{ text, want string }{
		{"zoom=x", `zoom: "x" is not a whole number`},
		{"size=3", "size: not a key of game picture nor of the explorer (its view keys: hint, vs, zoom, at)"},
	} {
		if _, _, _, err := s.parseView("picture", pictureRules{}, parse(t, bad.text)); err == nil || err.Error() != bad.want {
			t.Errorf("%s: %v, want %q", bad.text, err, bad.want)
		}
	}
	// Another game's view starts without them.
	if _, _, extra, _ := s.parseView("nim", nimRules{}, nil); len(extra) != 0 {
		t.Errorf("a new game inherited view values %v", extra)
	}
}

func TestNotAGameHasNoAnalysis(t *testing.T) {
	v := New(picture{}).View()
	if v.Analysis != nil || v.ToMove != "" || v.Over || v.Result != "" {
		t.Errorf("a view got %+v", v)
	}
	var m map[string]any
	if err := json.Unmarshal(v.JSON(), &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m["analysis"]; ok {
		t.Error(`the view model of a view has "analysis"`)
	}
}

package session

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/engine/notation"
)

// picture is a made-up view, not a game, with view keys of its own: the shape the XOR table
// and a Hackenbush drawing use.
type picture struct{}

func (picture) Game() string           { return "picture" }
func (picture) String() string         { return "game=picture" }
func (picture) Analyze() game.Analysis { panic("a view is never analysed") }

type pictureRules struct{}

func (pictureRules) Check(game.Position) error                 { return nil }
func (pictureRules) Terminal(game.Position) bool               { return true }
func (pictureRules) Reply(game.Position) (game.Position, bool) { return nil, false }
func (pictureRules) Words(game.Position) msg.Text              { return msg.Text{Format: "a picture"} }
func (pictureRules) Fill(p game.Position, v *View)             {}
func (pictureRules) NotAGame()                                 {}
func (pictureRules) ViewKeys() []string                        { return []string{"zoom", "at"} }
func (pictureRules) Describe(_, _ game.Position) (msg.Text, error) {
	return msg.Text{}, errors.New("no moves")
}
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
	v, err := s.parseView("picture", pictureRules{}, parse(t, "at=3,4&zoom=12&hint=1"))
	if err != nil {
		t.Fatal(err)
	}
	s.hint, s.vs, s.extra = v.hint, v.vs, v.extra
	// The explorer's keys first, then the game's own in its order, whatever the input order.
	if got := s.State(); got != "game=picture&hint=1&zoom=12&at=3,4" {
		t.Errorf("state %q", got)
	}
	if f := s.Frame(); f.View["zoom"] != "12" || f.View["at"] != "3,4" {
		t.Errorf("Frame.View = %v", f.View)
	}
	// Absent keys keep their values; an empty value unsets one.
	v, err = s.parseView("picture", pictureRules{}, parse(t, "zoom="))
	if err != nil || v.extra["zoom"] != "" || v.extra["at"] != "3,4" {
		t.Errorf("zoom= gave %v, %v", v.extra, err)
	}
	if _, err := s.parseView("picture", pictureRules{}, parse(t, "zoom=x")); err == nil || err.Error() != `zoom: "x" is not a whole number` {
		t.Errorf(`zoom=x: %v, want zoom: "x" is not a whole number`, err)
	}
	// A key nobody knows is ignored with a warning that lists the keys there are.
	v, err = s.parseView("picture", pictureRules{}, parse(t, "size=3"))
	want := "size: ignored: not a key of game picture nor of the explorer (its view keys: hint, vs, embed, theme, projector, lang, values, motion, zoom, at)"
	if err != nil || len(v.warnings) != 1 || v.warnings[0].String() != want {
		t.Errorf("size=3: %q, %v; want the warning %q", v.warnings, err, want)
	}
	// Another game's view starts without them.
	if v, _ := s.parseView("nim", nimRules{}, nil); len(v.extra) != 0 {
		t.Errorf("a new game inherited view values %v", v.extra)
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

// describeEN is r.Describe in English, as the tests compare it.
func describeEN(r Rules, from, to game.Position) (string, error) {
	t, err := r.Describe(from, to)
	return t.String(), err
}

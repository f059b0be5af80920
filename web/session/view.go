package session

import (
	"encoding/json"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
)

// Frame is what a scene needs to draw the session. Positions are values, so the scene
// keeps the frame without the lock until the version changes.
type Frame struct {
	Version uint64
	Epoch   uint64 // changes when a position is set, not played: the scene may re-fit its layout
	Pos     game.Position
	Hint    bool // show the winning moves
	CanMove bool // the user may move now: the game is not over and it is not the computer's turn
}

// Frame copies out what the scene draws.
func (s *Session) Frame() Frame {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Frame{
		Version: s.version,
		Epoch:   s.epoch,
		Pos:     s.cur.pos,
		Hint:    s.hint,
		CanMove: !s.rules.Terminal(s.cur.pos) && !(s.vs == Computer && s.cur.side == 1),
	}
}

// View is the view model the page's panel renders (docs/internals.md).
type View struct {
	State    string        `json:"state"`
	Position string        `json:"position"`
	Game     string        `json:"game"`
	Play     string        `json:"play"`
	Heaps    []uint64      `json:"heaps,omitempty"` // heap games
	Hint     bool          `json:"hint"`
	Vs       string        `json:"vs"`
	Analysis game.Analysis `json:"analysis"`
	ToMove   string        `json:"toMove"`
	Over     bool          `json:"over"`
	Result   string        `json:"result"`
	Log      []string      `json:"log"`
	CanUndo  bool          `json:"canUndo"`
	CanRedo  bool          `json:"canRedo"`
	Limits   *Limits       `json:"limits,omitempty"`
}

// Limits tell the panel's heap editor what Set accepts.
type Limits struct {
	MaxHeaps int    `json:"maxHeaps"`
	MaxHeap  uint64 `json:"maxHeap"`
}

// View builds the view model of the current state.
func (s *Session) View() View {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.cur.pos
	v := View{
		State:    s.state(),
		Position: p.String(),
		Game:     p.Game(),
		Play:     playOf(p).String(),
		Hint:     s.hint,
		Vs:       s.vs.String(),
		Analysis: p.Analyze(),
		Over:     s.rules.Terminal(p),
		Log:      append([]string{}, s.cur.log...),
		CanUndo:  len(s.past) > 0,
		CanRedo:  len(s.future) > 0,
	}
	s.rules.Fill(p, &v)
	switch {
	case s.vs == Computer && s.cur.side == 0:
		v.ToMove = "you"
	case s.vs == Computer:
		v.ToMove = "computer"
	default:
		v.ToMove = []string{"player 1", "player 2"}[s.cur.side]
	}
	if v.Over {
		v.Result = s.result()
	}
	return v
}

// result says who won once no move is left: in normal play the player who made the last
// move, in misère play the other one.
func (s *Session) result() string {
	last := s.player(1 - s.cur.side)
	other := s.player(s.cur.side)
	if playOf(s.cur.pos) == game.Misere {
		return last + " made the last move and so " + lose(last) + " in misère play: " + mid(other) + " " + win(other) + "."
	}
	return last + " made the last move and " + win(last) + "."
}

// playOf reads the play from the canonical notation, which every game ends with
// "&play=misere" when misère.
func playOf(p game.Position) game.Play {
	if strings.HasSuffix(p.String(), "&play=misere") {
		return game.Misere
	}
	return game.Normal
}

// mid writes a player's name inside a sentence.
func mid(who string) string {
	switch who {
	case "You":
		return "you"
	case "The computer":
		return "the computer"
	}
	return who
}

func win(who string) string {
	if who == "You" {
		return "win"
	}
	return "wins"
}

func lose(who string) string {
	if who == "You" {
		return "lose"
	}
	return "loses"
}

// JSON is View marshalled; it cannot fail for these types, and a failure would be a bug
// worth seeing as a panic in the page's error area rather than a silent empty panel.
func (v View) JSON() []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic("session: view model: " + err.Error())
	}
	return b
}

package session

import (
	"encoding/json"
	"slices"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
)

// Frame is what the scene needs to draw the session: a copy, so the scene reads it without
// the lock and keeps it until the version changes.
type Frame struct {
	Version uint64
	Epoch   uint64 // changes when a position is set, not played: the scene may re-fit its layout
	Heaps   []uint64
	Winning []nim.Move // the winning moves when the hint is on, else nil
	CanMove bool       // the user may move now: the game is not over and it is not the computer's turn
}

// Frame copies out what the scene draws.
func (s *Session) Frame() Frame {
	s.mu.Lock()
	defer s.mu.Unlock()
	f := Frame{
		Version: s.version,
		Epoch:   s.epoch,
		Heaps:   slices.Clone(s.cur.pos.Heaps),
		CanMove: !over(s.cur.pos) && !(s.vs == Computer && s.cur.side == 1),
	}
	if s.hint {
		f.Winning = s.cur.pos.WinningMoves()
	}
	return f
}

// View is the view model the page's panel renders (docs/internals.md).
type View struct {
	State    string        `json:"state"`
	Position string        `json:"position"`
	Game     string        `json:"game"`
	Play     string        `json:"play"`
	Heaps    []uint64      `json:"heaps"`
	Hint     bool          `json:"hint"`
	Vs       string        `json:"vs"`
	Analysis game.Analysis `json:"analysis"`
	ToMove   string        `json:"toMove"`
	Over     bool          `json:"over"`
	Result   string        `json:"result"`
	Log      []string      `json:"log"`
	CanUndo  bool          `json:"canUndo"`
	CanRedo  bool          `json:"canRedo"`
	Limits   Limits        `json:"limits"`
}

// Limits tell the panel's editors what Set accepts.
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
		Play:     p.Play.String(),
		Heaps:    slices.Clone(p.Heaps),
		Hint:     s.hint,
		Vs:       s.vs.String(),
		Analysis: p.Analyze(),
		Over:     over(p),
		Log:      append([]string{}, s.cur.log...),
		CanUndo:  len(s.past) > 0,
		CanRedo:  len(s.future) > 0,
		Limits:   Limits{MaxHeaps: MaxHeaps, MaxHeap: notation.MaxWhole},
	}
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

// result says who won once no stones are left: in normal play the player who took the last
// stone, in misère play the other one.
func (s *Session) result() string {
	last := s.player(1 - s.cur.side)
	other := s.player(s.cur.side)
	if s.cur.pos.Play == game.Misere {
		return last + " took the last stone and so " + lose(last) + " in misère play: " + mid(other) + " " + win(other) + "."
	}
	return last + " took the last stone and " + win(last) + "."
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

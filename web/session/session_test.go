package session

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
)

// move makes the user's move in heap i, leaving to stones, on the position the session shows.
func move(s *Session, i int, to uint64) error {
	f := s.Frame()
	next, err := f.Pos.(nim.Position).Apply(nim.Move{Heap: i, To: to})
	if err != nil {
		return err
	}
	return s.Play(f.Version, next)
}

func newAt(t *testing.T, text string) *Session {
	t.Helper()
	s := New(nim.Position{Heaps: []uint64{1}})
	if err := s.Set(text); err != nil {
		t.Fatalf("Set(%q): %v", text, err)
	}
	return s
}

func TestPlayAgainstComputer(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5")
	v0 := s.Version()
	if err := move(s, 2, 1); err != nil { // 3,4,1: nim-sum 6, an N-position for the computer
		t.Fatal(err)
	}
	if s.Version() == v0 {
		t.Error("Play did not change the version")
	}
	if got := s.View().ToMove; got != "computer" {
		t.Errorf("after the user's move toMove = %q, want computer", got)
	}
	if !s.ComputerToMove() {
		t.Fatal("ComputerToMove = false after the user's move")
	}
	if err := move(s, 0, 0); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("Play on the computer's turn = %v, want ErrNotYourTurn", err)
	}
	if !s.PlayComputer() {
		t.Fatal("PlayComputer did not move")
	}
	v := s.View()
	if v.ToMove != "you" || v.Analysis.Outcome != game.P {
		t.Errorf("after the computer's reply: toMove %q, outcome %c; want you, P (it plays perfectly)", v.ToMove, v.Analysis.Outcome)
	}
	if n := len(v.Log); n < 2 || v.Log[n-2] != "You took 4 from heap 3 (5 → 1)." || !strings.HasPrefix(v.Log[n-1], "The computer took") {
		t.Errorf("log = %q", v.Log)
	}
	if s.PlayComputer() {
		t.Error("the computer moved twice in a row")
	}

	// Undo takes back the computer's reply and the user's move together; redo restores both.
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := s.State(); got != "game=nim&heaps=3,4,5" {
		t.Errorf("after undo state = %q", got)
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := s.View(); got.ToMove != "you" || got.Analysis.Outcome != game.P {
		t.Errorf("after redo: %q to move at %s", got.ToMove, got.Position)
	}
	if err := s.Redo(); err == nil {
		t.Error("a second redo succeeded with nothing to redo")
	}
}

func TestUndoBeforeComputerReplies(t *testing.T) {
	s := newAt(t, "game=nim&heaps=2,2")
	if err := move(s, 0, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.ComputerToMove() || s.State() != "game=nim&heaps=2,2" {
		t.Errorf("after undo: state %q, computer to move %v", s.State(), s.ComputerToMove())
	}
	// A new move after an undo drops what redo had.
	if err := move(s, 1, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Redo(); err == nil {
		t.Error("redo after a new move succeeded")
	}
}

// The computer's answer to a position that Undo went back to starts a new line of play:
// Redo then has nothing to bring back, where it jumped to the old line's next position,
// which is not a move away from the answer.
func TestComputerAnswerDropsRedo(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5&vs=human")
	for _, m := range []struct {
		heap int
		to   uint64
	}{{0, 1}, {1, 0}} { // 1,4,5 by player 1, then 1,0,5 by player 2
		if err := move(s, m.heap, m.to); err != nil {
			t.Fatal(err)
		}
	}
	s.SetOpponent(Computer)
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if !s.ComputerToMove() || !s.View().CanRedo {
		t.Fatalf("after undo at %q: computer to move %v, can redo %v; want both", s.State(), s.ComputerToMove(), s.View().CanRedo)
	}
	if !s.PlayComputer() {
		t.Fatal("the computer did not answer")
	}
	answered := s.State()
	if s.View().CanRedo {
		t.Errorf("after the computer's answer (%q), redo is still offered", answered)
	}
	if err := s.Redo(); err == nil {
		t.Errorf("redo after the computer's answer went to %q", s.State())
	}
}

// values=hidden: a reveal shows the values of the position on the board, to the scene
// (Frame) and the panel (View) alike, until the position changes: a move, Undo or Redo back
// to it, or a new position, hides them again; a view key does not.
func TestReveal(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5&values=hidden&vs=human")
	shows := func(step string, want bool) {
		t.Helper()
		if f, v := s.Frame(), s.View(); f.Display.HideValues == want || v.Revealed != want || !v.Display.HideValues {
			t.Errorf("%s: frame hides values %v, view revealed %v, view hides values %v; want revealed %v and values=hidden kept",
				step, f.Display.HideValues, v.Revealed, v.Display.HideValues, want)
		}
		// The hint is a value too: the board rings the winning moves only once they show
		// (it rang them while the panel said "hidden with the values").
		if f := s.Frame(); f.Hint != (want && s.Hint()) {
			t.Errorf("%s: the frame's hint %v with the hint %v and the values revealed %v", step, f.Hint, s.Hint(), want)
		}
	}
	shows("at first", false)
	if err := s.Set("hint=1"); err != nil {
		t.Fatal(err)
	}
	shows("the hint on, the values hidden", false)
	s.Reveal(true)
	shows("revealed", true)
	if err := s.Set("vs=human"); err != nil {
		t.Fatal(err)
	}
	shows("a view key set", true)
	if err := move(s, 0, 1); err != nil {
		t.Fatal(err)
	}
	shows("after a move", false)
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	shows("back by Undo", false)
	s.Reveal(true)
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	shows("Redo", false)
	s.Reveal(true)
	if err := s.Set("game=nim&heaps=1,2"); err != nil {
		t.Fatal(err)
	}
	shows("a new position", false)
	s.Reveal(true)
	s.Reveal(false)
	shows("hidden again", false)
	if err := s.Set("values=shown"); err != nil {
		t.Fatal(err)
	}
	s.Reveal(true)
	if v := s.View(); v.Revealed {
		t.Error("a reveal without values=hidden: view revealed")
	}
}

// Undo and Redo of a position set change the epoch, as setting it did, so that the scene
// lays the position out afresh instead of animating a move; of a move they do not.
func TestEpochOfUndo(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5&vs=human")
	epoch := func() uint64 { return s.Frame().Epoch }
	e0 := epoch()
	if err := s.Set("game=nim&heaps=1,2"); err != nil {
		t.Fatal(err)
	}
	if err := move(s, 0, 0); err != nil {
		t.Fatal(err)
	}
	e1 := epoch()
	if e1 == e0 {
		t.Fatal("Set kept the epoch")
	}
	for _, step := range []struct {
		name string
		do   func() error
		new  bool
	}{
		{"undo of a move", s.Undo, false},
		{"undo of a position set", s.Undo, true},
		{"redo of a position set", s.Redo, true},
		{"redo of a move", s.Redo, false},
	} {
		before := epoch()
		if err := step.do(); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if changed := epoch() != before; changed != step.new {
			t.Errorf("%s: epoch changed %v, want %v", step.name, changed, step.new)
		}
	}
}

// oneMoveAway fails for a listed move (View.Moves) that does not parse, or that Describe
// refuses as a move from the position s shows.
func oneMoveAway(t *testing.T, s *Session, m MoveChoice) {
	t.Helper()
	to, _, err := engine.Parse(m.Position)
	if err != nil {
		t.Fatalf("choice %q (%s): %v", m.Position, m.Label, err)
	}
	if _, err := s.rules.Describe(s.Frame().Pos, to); err != nil {
		t.Errorf("choice %q (%s) is not a move: %v", m.Position, m.Label, err)
	}
}

func TestTwoPlayers(t *testing.T) {
	s := newAt(t, "game=nim&heaps=1,1&vs=human")
	for i, want := range []string{"player 1", "player 2", "player 1"} {
		v := s.View()
		if v.ToMove != want {
			t.Fatalf("turn %d: toMove %q, want %q", i, v.ToMove, want)
		}
		if s.ComputerToMove() {
			t.Fatalf("turn %d: the computer wants to move in a two-player game", i)
		}
		if i < 2 {
			if err := move(s, i, 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	v := s.View()
	if !v.Over || v.Result != "Player 2 made the last move and wins." {
		t.Errorf("over %v, result %q", v.Over, v.Result)
	}
	if err := s.Play(s.Version(), s.Frame().Pos); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end = %v, want ErrGameOver", err)
	}
	if f := s.Frame(); f.CanMove {
		t.Error("Frame.CanMove after the end")
	}
}

func TestResult(t *testing.T) {
	for _, tc := range []struct {
		text, want string
	}{
		{"game=nim&heaps=1", "You made the last move and win."},
		{"game=nim&heaps=1&play=misere", "You made the last move and so lose in misère play: the computer wins."},
		{"game=nim&heaps=1&vs=human&play=misere", "Player 1 made the last move and so loses in misère play: Player 2 wins."},
	} {
		s := newAt(t, tc.text)
		if err := move(s, 0, 0); err != nil {
			t.Fatal(err)
		}
		if got := s.View().Result; got != tc.want {
			t.Errorf("%s: result %q, want %q", tc.text, got, tc.want)
		}
	}
}

// A position set with no move left (a link, an edit, Undo back to one) had no last move:
// the result says the player to move cannot move, not that someone made the last move. Once
// a move ends the game, the last move decides, as TestResult has it.
func TestResultWithoutAMove(t *testing.T) {
	for _, tc := range []struct {
		text, want string
	}{
		{"game=nim&heaps=0,0", "No move is possible here, and you are to move: you lose."},
		{"game=nim&heaps=0&vs=human", "No move is possible here, and Player 1 is to move: Player 2 wins."},
		{"game=nim&heaps=0&play=misere", "No move is possible here, and you are to move: in misère play you win."},
		{"game=nim&heaps=0&vs=human&play=misere", "No move is possible here, and Player 1 is to move: in misère play they win."},
		{"game=turning&coins=TTTT&rule=ruler", "No move is possible here, and you are to move: you lose."},
		{"game=fibonacci&n=1&last=0", "No move is possible here, and you are to move: you lose."},
	} {
		s, err := Open(nim.Position{Heaps: []uint64{1}}, tc.text)
		if err != nil {
			t.Fatalf("Open(%q): %v", tc.text, err)
		}
		if v := s.View(); !v.Over || v.Result != tc.want {
			t.Errorf("%s: over %v, result %q, want %q", tc.text, v.Over, v.Result, tc.want)
		}
	}
	// Set after a game played to its end, then Undo back to the end: the last move again.
	s := newAt(t, "game=nim&heaps=1")
	if err := move(s, 0, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Set("game=nim&heaps=0,0"); err != nil {
		t.Fatal(err)
	}
	if got := s.View().Result; got != "No move is possible here, and you are to move: you lose." {
		t.Errorf("a set position with no move: %q", got)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := s.View().Result; got != "You made the last move and win." {
		t.Errorf("Undo back to the end of a game played: %q", got)
	}
}

func TestSet(t *testing.T) {
	for _, tc := range []struct {
		text, state, err string
	}{
		{"game=nim&heaps=7,5,2,6&play=misere", "game=nim&heaps=7,5,2,6&play=misere", ""},
		{"heaps=3,0,5&game=nim&hint=1", "game=nim&heaps=3,0,5&hint=1", ""},
		{"game=nim&heaps=3,4,5&vs=human&hint=0", "game=nim&heaps=3,4,5&vs=human", ""},
		{"game=nim&heaps=3,x", "", `heaps: item 2 "x" is not a whole number`},
		{"game=nim&heaps=3&hint=yes", "", `hint: "yes" is not 0 or 1`},
		{"game=nim&heaps=3&vs=cat", "", `vs: "cat" is not computer or human`},
		{"game=nim&heaps=3&lang=ru", "game=nim&heaps=3&lang=ru", ""},
		{"game=nim&heaps=3&lang=fr", "", `lang: "fr" is not one of en, ru, uk, zh`},
		{"game=nim&heaps=" + strings.Repeat("1,", 32) + "1", "", "at most 32 heaps, not 33"},
		{"", "", "empty"},
		// View keys alone apply to the position shown; any other key needs the game.
		{"lang=ru", "game=nim&heaps=9&lang=ru", ""},
		{"hint=1&theme=dark&embed=1", "game=nim&heaps=9&hint=1&embed=1&theme=dark", ""},
		{"lang=fr", "", `lang: "fr" is not one of en, ru, uk, zh`},
		{"heaps=3,4,5", "", "game: missing"},
		{"lang=ru&heaps=3", "", "game: missing"},
		{"lang=ru&cat=1", "", "game: missing"},
		{"palette=grey", "", "game: missing"}, // the XOR table's key, not Nim's
	} {
		s := New(nim.Position{Heaps: []uint64{9}})
		v0, st0 := s.Version(), s.State()
		err := s.Set(tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Set(%q) = %v, want an error containing %q", tc.text, err, tc.err)
			}
			if s.Version() != v0 || s.State() != st0 {
				t.Errorf("Set(%q) failed but changed the session to %q", tc.text, s.State())
			}
			continue
		}
		if err != nil {
			t.Errorf("Set(%q): %v", tc.text, err)
			continue
		}
		if got := s.State(); got != tc.state {
			t.Errorf("Set(%q): state %q, want %q", tc.text, got, tc.state)
		}
	}
}

// A page opened at a link starts there, as a page without one starts at the default: nothing
// to undo back to the default position it never showed, nothing in the log. Set, after, still
// records its positions.
func TestOpen(t *testing.T) {
	fallback := nim.Position{Heaps: []uint64{9}}
	for _, tc := range []struct {
		text, state, err string
	}{
		{"", "game=nim&heaps=9", ""},
		{"game=nim&heaps=3,4,5&hint=1", "game=nim&heaps=3,4,5&hint=1", ""},
		{"game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2", "game=sum&parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2", ""},
		{"lang=uk&theme=dark", "game=nim&heaps=9&theme=dark&lang=uk", ""},
		{"game=nim&heaps=3,x", "game=nim&heaps=9", `heaps: item 2 "x" is not a whole number`},
		{"game=chess", "game=nim&heaps=9", "chess"},
		// A bad position keeps the link's look: the first state has it (it came a state later,
		// from the panel, after an embed's ready had gone out without it).
		{"game=nim&heaps=3,x&embed=1&theme=dark&hint=1", "game=nim&heaps=9&hint=1&embed=1&theme=dark", `heaps: item 2 "x" is not a whole number`},
		{"game=hackenbush&edges=0-x&lang=uk&theme=red", "game=nim&heaps=9", `edges`}, // a bad view key too: none applies
	} {
		s, err := Open(fallback, tc.text)
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("Open(%q): error %v, want %q", tc.text, err, tc.err)
		}
		if got := s.State(); got != tc.state {
			t.Errorf("Open(%q): state %q, want %q", tc.text, got, tc.state)
		}
		if v := s.View(); v.CanUndo || len(v.Log) > 0 {
			t.Errorf("Open(%q): canUndo %v, log %q; want nothing to undo and an empty log", tc.text, v.CanUndo, v.Log)
		}
		if err := s.Set("game=nim&heaps=1,2"); err != nil {
			t.Fatal(err)
		}
		if v := s.View(); !v.CanUndo || len(v.Log) != 1 {
			t.Errorf("Open(%q), then Set: canUndo %v, log %q; want the new position to undo, in the log", tc.text, v.CanUndo, v.Log)
		}
	}
}

// A game the engine knows but the explorer does not show is refused with a clear message.
func TestSetUnshownGame(t *testing.T) {
	saved := rules["fibonacci"]
	delete(rules, "fibonacci")
	t.Cleanup(func() { rules["fibonacci"] = saved })
	s := New(nim.Position{Heaps: []uint64{9}})
	if err := s.Set("game=fibonacci&n=5&last=0"); err == nil || !strings.Contains(err.Error(), "game: fibonacci is not shown in the explorer yet") {
		t.Errorf("Set of an unshown game = %v", err)
	}
}

func TestSetKeepsAbsentViewKeys(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3&hint=1&vs=human")
	if err := s.Set("game=nim&heaps=4"); err != nil {
		t.Fatal(err)
	}
	if got := s.State(); got != "game=nim&heaps=4&hint=1&vs=human" {
		t.Errorf("state %q: view keys left out of Set were lost", got)
	}
	// Setting the same position is not an edit: nothing to undo beyond the earlier ones.
	v := s.Version()
	if err := s.Set("game=nim&heaps=4"); err != nil {
		t.Fatal(err)
	}
	if s.Version() != v {
		t.Error("setting the position already shown changed the version")
	}
	if err := s.Undo(); err != nil || s.State() != "game=nim&heaps=3&hint=1&vs=human" {
		t.Errorf("undo of an edit: %v, state %q", err, s.State())
	}
}

func TestHintFrame(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5")
	if f := s.Frame(); f.Hint {
		t.Error("hint off, but Frame.Hint")
	}
	s.SetHint(true)
	if f := s.Frame(); !f.Hint || f.Pos.String() != "game=nim&heaps=3,4,5" {
		t.Errorf("Frame = %+v", f)
	}
}

func TestStaleAndIllegalMoves(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5&vs=human")
	f := s.Frame()
	next, _ := f.Pos.(nim.Position).Apply(nim.Move{Heap: 0, To: 0})
	if err := s.Set("game=nim&heaps=3,4,6"); err != nil {
		t.Fatal(err)
	}
	if err := s.Play(f.Version, next); !errors.Is(err, ErrStale) {
		t.Errorf("a move drawn on an older version = %v, want ErrStale", err)
	}
	for _, bad := range []string{"game=nim&heaps=3,4,6", "game=nim&heaps=2,3,6", "game=nim&heaps=3,4,7", "game=nim&heaps=3,4", "game=nim&heaps=3,4,6&play=misere"} {
		q, _ := notation.Parse(bad)
		p, err := nim.FromQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Play(s.Version(), p); err == nil {
			t.Errorf("Play(%s) from %s succeeded; it is not one move", bad, s.State())
		}
	}
}

func TestOpponentSwitchKeepsSide(t *testing.T) {
	s := newAt(t, "game=nim&heaps=2,3&vs=human")
	if err := move(s, 1, 2); err != nil {
		t.Fatal(err)
	}
	s.SetOpponent(Computer)
	if !s.ComputerToMove() {
		t.Error("player 2 was to move, but the computer does not take over")
	}
}

func TestLogIsCapped(t *testing.T) {
	s := newAt(t, "game=nim&heaps=100&vs=human")
	for i := range 30 {
		if err := move(s, 0, uint64(99-i)); err != nil {
			t.Fatal(err)
		}
	}
	log := s.View().Log
	if len(log) != MaxLog || !strings.Contains(log[len(log)-1], "(71 → 70)") {
		t.Errorf("log has %d lines, last %q", len(log), log[len(log)-1])
	}
}

func TestViewJSON(t *testing.T) {
	s := newAt(t, "game=nim&heaps=3,4,5&hint=1")
	var m map[string]any
	if err := json.Unmarshal(s.View().JSON(), &m); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"state", "position", "game", "play", "words", "hint", "vs", "analysis", "toMove", "over", "result", "log", "canUndo", "canRedo", "misere", "fields", "table", "hints", "about"} {
		if _, ok := m[key]; !ok {
			t.Errorf("view model lacks %q", key)
		}
	}
	a := m["analysis"].(map[string]any)
	if a["outcome"] != "N" || a["grundy"] != 2.0 {
		t.Errorf("analysis = %v", a)
	}
	if m["log"] == nil {
		t.Error("log is null, want []")
	}
}

// A link of view keys alone keeps the position and is not an edit: nothing to undo. The
// current game's own view keys count as view keys.
func TestSetViewKeysAlone(t *testing.T) {
	pos, _, err := engine.Parse("game=xor&q=64")
	if err != nil {
		t.Fatal(err)
	}
	s := New(pos)
	if err := s.Set("palette=grey&lang=uk"); err != nil {
		t.Fatal(err)
	}
	if got, want := s.State(), "game=xor&q=64&lang=uk&palette=grey"; got != want {
		t.Errorf("state %q, want %q", got, want)
	}
	if err := s.Set("palette=plaid"); err == nil || !strings.Contains(err.Error(), "palette") {
		t.Errorf("a bad value of the game's own view key: %v", err)
	}
	if s.View().CanUndo {
		t.Error("view keys alone made an edit to undo")
	}
}

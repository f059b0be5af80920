package xorscene

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/notation"
	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// Commands are what the page's buttons send (docs/internals.md: nimscope.command).
func (s *Scene) Commands() []string {
	return []string{"zoom", "pan", "palette", "framing", "construct", "explain", "speed", "cell", "open"}
}

// Command runs one page command; it is called from the app's Update.
func (s *Scene) Command(name, arg string) error {
	bad := func(want string) error {
		return fmt.Errorf("command %s: %s is not %s", name, notation.Quote(arg), want)
	}
	cx, cy := s.centre()
	switch name {
	case "zoom":
		switch arg {
		case "in":
			s.zoomBy(xorlayout.ZoomFactor, cx, cy)
		case "out":
			s.zoomBy(1/xorlayout.ZoomFactor, cx, cy)
		case "reset":
			s.glide.To(s.view.MaxStep, cx, cy)
			s.dirty = true
		default:
			return bad("in, out or reset")
		}
	case "pan":
		d := max(s.screen.Area.W, s.screen.Area.H) / 5
		var dx, dy int
		switch arg {
		case "left":
			dx = d
		case "right":
			dx = -d
		case "up":
			dy = d
		case "down":
			dy = -d
		default:
			return bad("left, right, up or down")
		}
		s.view = s.view.Pan(dx, dy)
		s.dirty = true
		s.commit()
	case "palette":
		p, err := xortable.ParsePalette(arg)
		if err != nil {
			return fmt.Errorf("command palette: %s is not distinct, hue, bits or grey", notation.Quote(arg))
		}
		s.xv.Palette = p
		s.u.setPalette(p)
		s.dirty, s.report.dirty = true, true
		s.commit()
	case "framing":
		switch arg {
		case "full", "block":
			s.xv.Block = arg == "block"
		case "toggle":
			s.xv.Block = !s.xv.Block
		default:
			return bad("full, block or toggle")
		}
		s.xv.Span = 0
		s.layout(true)
		s.setHover(cellNone)
		s.report.dirty = true
		s.commit()
	case "construct":
		if arg == "off" {
			s.startConstruction(0, false)
			return nil
		}
		c, err := xortable.ParseConstruction(arg)
		if err != nil {
			return bad("doubling, corners, mex or off")
		}
		if s.pos.Op != xortable.Add {
			return fmt.Errorf("command construct: the constructions build the XOR table; this is the nim-product table")
		}
		s.startConstruction(c, true)
	case "explain":
		if s.player == nil {
			return fmt.Errorf("command explain: no construction is shown (construct doubling, corners or mex first)")
		}
		before := s.player.I
		switch arg {
		case "play":
			s.player.Play()
		case "pause":
			s.player.Playing = false
		case "step":
			s.player.Step()
		case "back":
			s.player.Back()
		default:
			return bad("play, pause, step or back")
		}
		if s.player.I != before {
			s.stepChanged(before)
		}
		s.dirty, s.report.dirty = true, true
	case "speed":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > xorlayout.MaxSpeed {
			return bad(fmt.Sprintf("a speed from 1 to %d", xorlayout.MaxSpeed))
		}
		if s.player != nil {
			s.player.Speed = n
			s.report.dirty = true
		}
	case "cell":
		if arg == "" {
			s.setHover(cellNone)
			return nil
		}
		xy, err := notation.WholeList("cell", arg)
		if err != nil || len(xy) != 2 {
			return bad("two whole numbers x,y")
		}
		if !s.inFraming(xy[0], xy[1]) {
			return fmt.Errorf("command cell: (%d, %d) is not in the table shown", xy[0], xy[1])
		}
		s.setHover(cell{xy[0], xy[1], true})
	case "open":
		if !s.hover.ok {
			return fmt.Errorf("command open: no cell is chosen (point at one, or command cell x,y)")
		}
		s.open(s.hover)
	default:
		return fmt.Errorf("command %s: unknown (%s)", notation.Quote(name), strings.Join(s.Commands(), ", "))
	}
	return nil
}

func (s *Scene) inFraming(x, y uint64) bool {
	f := s.view.Frame
	return s.player == nil && x >= f.X0 && x < f.X0+f.N && y >= f.Y0 && y < f.Y0+f.N
}

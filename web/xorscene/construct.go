package xorscene

import (
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/xortable"
	"github.com/nimscope/nimscope/web/xorlayout"
)

// The constructions build a small table whatever q is: the doubling up to 64 (the lecture's
// figure), the corner scheme and the mex definition up to 16, where the numbers are big
// enough to read in every cell.
const (
	doublingMax = xortable.MaxConstructionQ
	fillMax     = 16
)

// constructionQ is the table a construction builds.
func (s *Scene) constructionQ(c xortable.Construction) uint64 {
	if c == xortable.Doubling {
		return min(s.pos.Q, doublingMax)
	}
	return min(s.pos.Q, fillMax)
}

// constructionSize is the size of the table the current step shows.
func (s *Scene) constructionSize() uint64 {
	return s.player.C.Step(s.player.Q, s.player.I).Size
}

// startConstruction shows a construction from its first step, paused; c < 0 stops it.
func (s *Scene) startConstruction(c xortable.Construction, on bool) {
	if !on {
		if s.player == nil {
			return
		}
		s.player = nil
		s.layout(true)
		s.report.dirty = true
		return
	}
	p := xorlayout.NewPlayer(c, s.constructionQ(c))
	s.player = &p
	s.setHover(cellNone)
	s.caption = p.C.Step(p.Q, 0).Caption
	s.layout(true)
	s.report.dirty = true
}

// stepChanged follows the player to a new step: a new caption, and for the doubling a table
// of another size.
func (s *Scene) stepChanged(before int) {
	st := s.player.C.Step(s.player.Q, s.player.I)
	s.caption = st.Caption
	if s.player.C == xortable.Doubling {
		s.layout(true)
	}
	s.report.dirty = true
	s.dirty = true
}

// drawConstruction draws the current step: the cells known, the new ones arriving, and for
// the doubling the smaller table fading into the larger. The last table and its numbers go
// into the frame's batch; it reports whether the paper around the table belongs there too.
func (s *Scene) drawConstruction(screen *ebiten.Image) (paper bool) {
	p := s.player
	st := p.C.Step(p.Q, p.I)
	prog := p.Progress()
	s.u.Progress[0] = float32(prog)
	s.u.Size[0] = int32(st.Size)
	s.u.Arrows[0] = 0
	if st.Arrows {
		s.u.Arrows[0] = 1
	}
	s.u.Quarter[0] = int32(max(st.Quarter, 1))
	s.u.Focus[0], s.u.Focus[1], s.u.Focus[2] = 0, int32(st.FX), int32(st.FY)
	if st.Focus {
		s.u.Focus[0] = 1
	}
	putMask(s.u.Known, st.Known)
	putMask(s.u.Before, st.Before)
	base := xortable.BaseShift(bits.TrailingZeros64(st.Size))
	// known says whether the step shows cell (x, y)'s number, and how strongly: new cells
	// fade in (the arrows count along, one cell after another).
	known := func(x, y uint64) (bool, float32) {
		if !st.Known.Has(x, y, st.Size) {
			return false, 0
		}
		if st.Before.Has(x, y, st.Size) {
			return true, 1
		}
		if st.Arrows {
			q := max(st.Quarter, 1)
			off := x % q
			if off == 0 {
				off = y % q
			}
			return float64(off) < prog*float64(q)+0.5, 1
		}
		return true, float32(min(prog*2, 1))
	}
	if p.C == xortable.Doubling && st.Previous > 0 && prog < 1 {
		// The smaller table underneath, the doubled one fading in over it, both over the
		// paper: this frame is three draw commands (a Fill, and a table's uniforms each).
		// The numbers of both are drawn over both tables, in the batch.
		screen.Fill(s.paper)
		prev := xorlayout.Fit(s.screen.Area, xorlayout.Full(st.Previous))
		pbase := xortable.BaseShift(bits.TrailingZeros64(st.Previous))
		s.u.Size[0] = int32(st.Previous)
		putMask(s.u.Before, st.Known)
		s.drawCells(screen, building, prev, pbase, 0, 1)
		s.writeNumbers(prev, pbase, 0, float32(1-prog), nil)
		s.u.Size[0] = int32(st.Size)
		s.queueCells(building, s.view, base, 0, float32(prog))
		s.writeNumbers(s.view, base, 0, float32(prog), nil)
		return false
	}
	// One table, opaque: the paper around it is in the batch, and the frame is one draw
	// command.
	s.queueCells(building, s.view, base, 0, 1)
	s.writeNumbers(s.view, base, 0, 1, known)
	return true
}

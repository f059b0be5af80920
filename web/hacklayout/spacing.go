package hacklayout

// Spacing keeps the labels of a picture from piling up: a label is written only where it
// does not overlap one written before. Thousands of stalks of a big graph would otherwise
// write thousands of numbers over each other, unreadable and each a draw call. The boxes
// are kept in a grid of cells, so a picture's labels cost their number, and Reset keeps
// the buffers: a frame allocates nothing once they have grown.
type Spacing struct {
	cell       float64
	cols, rows int
	heads      []int32 // by cell, the latest box in it, -1 for none
	next       []int32 // by box, the box before it in its cell
	boxes      []spaced
	maxW, maxH float64 // the largest half sizes taken
}

type spaced struct{ c, half Point }

// Reset empties the spacing for a screen of w×h pixels, in cells of the given size (about
// a label's height).
func (s *Spacing) Reset(w, h, cell float64) {
	s.cell = max(cell, 1)
	s.cols, s.rows = int(w/s.cell)+1, int(h/s.cell)+1
	n := s.cols * s.rows
	if cap(s.heads) < n {
		s.heads = make([]int32, n)
	}
	s.heads = s.heads[:n]
	for i := range s.heads {
		s.heads[i] = -1
	}
	s.next, s.boxes = s.next[:0], s.boxes[:0]
	s.maxW, s.maxH = 0, 0
}

func (s *Spacing) cellOf(x, y float64) (int, int) {
	cx := min(max(int(x/s.cell), 0), s.cols-1)
	cy := min(max(int(y/s.cell), 0), s.rows-1)
	return cx, cy
}

// Take reports whether a box centred at c, half its width and height out on each side,
// overlaps no box taken before, and takes it if so.
func (s *Spacing) Take(c, half Point) bool {
	if s.cols == 0 {
		return true
	}
	rw, rh := half.X+s.maxW, half.Y+s.maxH
	x0, y0 := s.cellOf(c.X-rw, c.Y-rh)
	x1, y1 := s.cellOf(c.X+rw, c.Y+rh)
	for cy := y0; cy <= y1; cy++ {
		for cx := x0; cx <= x1; cx++ {
			for b := s.heads[cy*s.cols+cx]; b >= 0; b = s.next[b] {
				o := s.boxes[b]
				if d := c.Sub(o.c); d.X < half.X+o.half.X && -d.X < half.X+o.half.X &&
					d.Y < half.Y+o.half.Y && -d.Y < half.Y+o.half.Y {
					return false
				}
			}
		}
	}
	cx, cy := s.cellOf(c.X, c.Y)
	i := int32(len(s.boxes))
	s.boxes = append(s.boxes, spaced{c, half})
	s.next = append(s.next, s.heads[cy*s.cols+cx])
	s.heads[cy*s.cols+cx] = i
	s.maxW, s.maxH = max(s.maxW, half.X), max(s.maxH, half.Y)
	return true
}

package hacklayout

// Look is what the game's picture marks besides its edges: the edge a press would chop and
// what would fall with it (the hover), and the winning chops (the hint). Slices are by edge
// id; nil marks nothing.
type Look struct {
	Chop    int    // the edge under the pointer, or -1
	Falling []bool // the edges that fall when Chop is chopped
	Winning []bool // the edges whose chop wins
	Hidden  []bool // edges not to draw (they are falling in an animation)
}

// Paint adds the drawing d to pic as the game shows it: a halo under each winning edge, the
// edges (the one to chop and those that would fall with it in their colours), then the
// vertices.
//
// Paint and PaintMarked are methods of Picture, not of Drawing: the sum's module has
// drawings (sumlayout's parts) but paints no Picture, and as Drawing's methods they kept
// Picture's code there (docs/internals.md, "Exported methods cost every module").
func (pic *Picture) Paint(d Drawing, look Look) {
	at := func(s []bool, i int) bool { return i < len(s) && s[i] }
	for i, c := range d.Curves {
		if at(look.Winning, i) && !at(look.Hidden, i) {
			pic.Curve(c, RoleHint, 1)
		}
	}
	for i, c := range d.Curves {
		if at(look.Hidden, i) {
			continue
		}
		role := RoleEdge
		switch {
		case i == look.Chop:
			role = RoleChop
		case at(look.Falling, i):
			role = RoleFall
		}
		pic.Curve(c, role, 1)
	}
	for _, v := range d.Verts {
		pic.Dot(d.Pos.At[v], RoleVertex, 1, 1)
	}
}

// PaintMarked adds only what look marks for a press on the drawing d: the edge to chop and
// those that would fall with it, in their colours, and their vertices over them. A scene
// that keeps the unmarked picture (Paint with no Chop) in an image draws this over it.
func (pic *Picture) PaintMarked(d Drawing, look Look) {
	at := func(s []bool, i int) bool { return i < len(s) && s[i] }
	dot := func(v uint64) {
		if v != 0 {
			pic.Dot(d.Pos.At[v], RoleVertex, 1, 1)
		}
	}
	for i, c := range d.Curves {
		role := RoleFall
		switch {
		case at(look.Hidden, i):
			continue
		case i == look.Chop:
			role = RoleChop
		case !at(look.Falling, i):
			continue
		}
		pic.Curve(c, role, 1)
	}
	for i, e := range d.Edges {
		if !at(look.Hidden, i) && (i == look.Chop || at(look.Falling, i)) {
			dot(e.A)
			dot(e.B)
		}
	}
}

package hackscene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/hackedit"
)

// ebitenCursor is the cursor over what the editor's pointer is on, with its tool.
func ebitenCursor(ed *hackedit.Editor) ebiten.CursorShapeType {
	h := ed.Hover()
	switch ed.Tool {
	case hackedit.Move:
		if h.Kind == hackedit.Vertex || h.Kind == hackedit.Foot || ed.Down() {
			return ebiten.CursorShapeMove
		}
	case hackedit.Delete:
		if h.Kind == hackedit.Vertex || h.Kind == hackedit.Edge {
			return ebiten.CursorShapePointer
		}
	default:
		return ebiten.CursorShapeCrosshair
	}
	return ebiten.CursorShapeDefault
}
